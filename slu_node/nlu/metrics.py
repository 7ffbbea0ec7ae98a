"""NLU metrics: intent accuracy, exact-match ratio, span-level slot F1 and sentence accuracy.

Slot F1 is seqeval's span-level micro F1 in its default (conlleval-compatible) mode: a span counts
only when its type and both boundaries match (Ramshaw & Marcus 1995 chunking F1, as reported by
Goo et al. 2018, Qin et al. 2019 and JointBERT). All scores are returned as fractions in 0..1.
"""

from __future__ import annotations

from typing import Optional, Sequence, Union

from seqeval.metrics import f1_score, precision_score, recall_score

from slu_node.types import Example, NluOutput

#: Probability above which a multi-label model's intent counts as present.
DEFAULT_THRESHOLD = 0.5


def intent_accuracy(gold: Sequence[str], pred: Sequence[str]) -> float:
    """Fraction of utterances whose single intent label is right.

    Args:
        gold, pred: one label string per utterance (same length).

    Raises:
        ValueError: lengths differ. Empty input gives 0.0.
    """
    _check_len(gold, pred)
    if not gold:
        return 0.0
    return sum(g == p for g, p in zip(gold, pred)) / len(gold)


def exact_match_ratio(gold: Sequence[Sequence[str]], pred: Sequence[Sequence[str]]) -> float:
    """Fraction of utterances whose predicted intent SET equals the gold set (multi-label exact match).

    Order and repeats are ignored; two empty sets match (out-of-domain text recognised as such).
    """
    _check_len(gold, pred)
    if not gold:
        return 0.0
    return sum(set(g) == set(p) for g, p in zip(gold, pred)) / len(gold)


def slot_f1(gold: Sequence[Sequence[str]], pred: Sequence[Sequence[str]]) -> float:
    """Span-level micro F1 of BIO tag sequences (seqeval default mode).

    Args:
        gold, pred: one tag sequence per utterance; each pair must have equal length.

    Returns:
        F1 in 0..1; 0.0 when there is no span in either gold or pred.
    """
    gold_l, pred_l = _tag_lists(gold, pred)
    return float(f1_score(gold_l, pred_l, zero_division=0)) if gold_l else 0.0


def sentence_accuracy(
    gold_intents: Sequence[Sequence[str]],
    pred_intents: Sequence[Sequence[str]],
    gold_tags: Sequence[Sequence[str]],
    pred_tags: Sequence[Sequence[str]],
) -> float:
    """Fraction of utterances with the intent set right AND every tag right (semantic frame accuracy)."""
    _check_len(gold_intents, pred_intents)
    _check_len(gold_tags, pred_tags)
    _check_len(gold_intents, gold_tags)
    if not gold_intents:
        return 0.0
    ok = sum(
        set(gi) == set(pi) and tuple(gt) == tuple(pt)
        for gi, pi, gt, pt in zip(gold_intents, pred_intents, gold_tags, pred_tags)
    )
    return ok / len(gold_intents)


def predicted_intents(out: NluOutput, intent_mode: str, threshold: float = DEFAULT_THRESHOLD) -> tuple[str, ...]:
    """Intents an NluOutput asserts: the arg-max label ("multiclass") or every label with
    probability ≥ ``threshold`` in descending probability order ("multilabel")."""
    if intent_mode == "multiclass":
        return (max(out.intents, key=out.intents.get),) if out.intents else ()
    if intent_mode != "multilabel":
        raise ValueError(f"intent_mode must be 'multiclass' or 'multilabel', got {intent_mode!r}")
    chosen = [k for k, v in out.intents.items() if v >= threshold]
    return tuple(sorted(chosen, key=lambda k: -out.intents[k]))


def evaluate(
    gold: Sequence[Example],
    pred: Sequence[Union[NluOutput, Example]],
    *,
    intent_mode: Optional[str] = None,
    threshold: float = DEFAULT_THRESHOLD,
) -> dict:
    """All NLU metrics for predictions against gold examples.

    Args:
        gold: reference examples.
        pred: model outputs (NluOutput) or already-decided Examples, aligned with ``gold``.
        intent_mode: how NluOutput probabilities become intents ("multiclass": arg-max;
            "multilabel": every label ≥ ``threshold``). None: "multiclass" when every gold example has
            exactly one intent, else "multilabel". Ignored for Example predictions.
        threshold: multi-label decision threshold (probability).

    Returns:
        dict with ``n``, ``intent_accuracy`` (single-label accuracy; for multi-label gold it equals the
        exact-match ratio), ``exact_match`` (intent set equality), ``slot_f1``, ``slot_precision``,
        ``slot_recall`` and ``sentence_accuracy``, all fractions in 0..1.

    Raises:
        ValueError: lengths differ, or a prediction's tag count differs from its gold token count.
    """
    _check_len(gold, pred)
    if intent_mode is None:
        intent_mode = "multiclass" if all(len(g.intents) == 1 for g in gold) else "multilabel"
    pred_int, pred_tags = [], []
    for p in pred:
        if isinstance(p, NluOutput):
            pred_int.append(predicted_intents(p, intent_mode, threshold))
        else:
            pred_int.append(tuple(p.intents))
        pred_tags.append(tuple(p.tags))
    gold_int = [tuple(g.intents) for g in gold]
    gold_tags = [tuple(g.tags) for g in gold]
    gold_l, pred_l = _tag_lists(gold_tags, pred_tags)
    if intent_mode == "multiclass" and all(len(g) == 1 for g in gold_int):
        acc = intent_accuracy([g[0] for g in gold_int], [p[0] if p else "" for p in pred_int])
    else:
        acc = exact_match_ratio(gold_int, pred_int)
    has = bool(gold_l)
    return {
        "n": len(gold),
        "intent_accuracy": acc,
        "exact_match": exact_match_ratio(gold_int, pred_int),
        "slot_f1": float(f1_score(gold_l, pred_l, zero_division=0)) if has else 0.0,
        "slot_precision": float(precision_score(gold_l, pred_l, zero_division=0)) if has else 0.0,
        "slot_recall": float(recall_score(gold_l, pred_l, zero_division=0)) if has else 0.0,
        "sentence_accuracy": sentence_accuracy(gold_int, pred_int, gold_tags, pred_tags),
    }


def _check_len(a: Sequence, b: Sequence) -> None:
    if len(a) != len(b):
        raise ValueError(f"gold and prediction lists differ in length: {len(a)} vs {len(b)}")


def _tag_lists(gold, pred) -> tuple[list[list[str]], list[list[str]]]:
    _check_len(gold, pred)
    g_out, p_out = [], []
    for i, (g, p) in enumerate(zip(gold, pred)):
        if len(g) != len(p):
            raise ValueError(f"utterance {i}: {len(g)} gold tags but {len(p)} predicted tags")
        g_out.append(list(g))
        p_out.append(list(p))
    return g_out, p_out
