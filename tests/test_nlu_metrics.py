"""NLU metrics on hand-computed toy cases."""

from __future__ import annotations

import pytest

from slu_node.nlu.metrics import (
    evaluate,
    exact_match_ratio,
    intent_accuracy,
    predicted_intents,
    sentence_accuracy,
    slot_f1,
)
from slu_node.types import Example, NluOutput

# gold spans: PER(0-1) LOC(3) | LOC(1-2) | X(0)            = 4
# pred spans: PER(0-1) ORG(3) | none     | X(0)            = 3
# correct: PER, X = 2  → P = 2/3, R = 2/4, F1 = 2PR/(P+R) = 4/7
GOLD_TAGS = [["B-PER", "I-PER", "O", "B-LOC"], ["O", "B-LOC", "I-LOC"], ["B-X"]]
PRED_TAGS = [["B-PER", "I-PER", "O", "B-ORG"], ["O", "O", "O"], ["B-X"]]


def test_slot_f1_hand_computed():
    assert slot_f1(GOLD_TAGS, PRED_TAGS) == pytest.approx(4 / 7)
    assert slot_f1(GOLD_TAGS, GOLD_TAGS) == pytest.approx(1.0)
    # boundary error counts as a miss AND a false alarm: gold LOC(1-2), pred LOC(1) → F1 0
    assert slot_f1([["O", "B-LOC", "I-LOC"]], [["O", "B-LOC", "O"]]) == 0.0
    assert slot_f1([["O"]], [["O"]]) == 0.0


def test_slot_f1_rejects_misaligned():
    with pytest.raises(ValueError):
        slot_f1([["O", "O"]], [["O"]])
    with pytest.raises(ValueError):
        slot_f1([["O"]], [])


def test_intent_accuracy_and_exact_match():
    assert intent_accuracy(["a", "b", "c", "a"], ["a", "b", "x", "b"]) == 0.5
    assert exact_match_ratio([("a", "b"), (), ("a",)], [("b", "a"), (), ("a", "b")]) == pytest.approx(2 / 3)
    with pytest.raises(ValueError):
        intent_accuracy(["a"], ["a", "b"])


def test_sentence_accuracy_needs_intent_and_all_tags():
    gi = [("a",), ("b",), ("c",)]
    pi = [("a",), ("x",), ("c",)]
    gt = [["B-X", "O"], ["O"], ["B-Y"]]
    pt = [["B-X", "B-X"], ["O"], ["B-Y"]]
    # 1: tags wrong; 2: intent wrong; 3: both right
    assert sentence_accuracy(gi, pi, gt, pt) == pytest.approx(1 / 3)


def test_evaluate_with_examples_and_outputs():
    gold = [Example(tuple("w" * len(t)), tuple(t), (i,)) for t, i in zip(GOLD_TAGS, ["a", "b", "c"])]
    pred_ex = [Example(g.tokens, tuple(p), (i,)) for g, p, i in zip(gold, PRED_TAGS, ["a", "b", "x"])]
    m = evaluate(gold, pred_ex)
    assert m["n"] == 3
    assert m["slot_f1"] == pytest.approx(4 / 7)
    assert m["slot_precision"] == pytest.approx(2 / 3) and m["slot_recall"] == pytest.approx(0.5)
    assert m["intent_accuracy"] == pytest.approx(2 / 3)
    assert m["sentence_accuracy"] == 0.0  # 1 tags wrong, 2 tags wrong, 3 intent wrong

    outs = [NluOutput(g.tokens, tuple(p), (1.0,) * len(p), {"a": 0.6, "b": 0.3, "c": 0.1})
            for g, p in zip(gold, GOLD_TAGS)]
    m = evaluate(gold, outs, intent_mode="multiclass")
    assert m["slot_f1"] == 1.0 and m["intent_accuracy"] == pytest.approx(1 / 3)
    assert m["sentence_accuracy"] == pytest.approx(1 / 3)


def test_multilabel_threshold_and_empty_sets():
    out = NluOutput(("x",), ("O",), (1.0,), {"add": 0.9, "mix": 0.7, "stop": 0.1})
    assert predicted_intents(out, "multilabel") == ("add", "mix")
    assert predicted_intents(out, "multilabel", threshold=0.8) == ("add",)
    assert predicted_intents(out, "multiclass") == ("add",)
    ood = NluOutput(("x",), ("O",), (1.0,), {"add": 0.2, "mix": 0.1})
    gold = [Example(("x",), ("O",), ("mix", "add")), Example(("x",), ("O",), ())]
    m = evaluate(gold, [out, ood])  # auto → multilabel (one gold has 2 intents)
    assert m["exact_match"] == 1.0 and m["sentence_accuracy"] == 1.0  # {add, mix} and {} both right
    gold[1] = Example(("x",), ("O",), ("stop",))
    m = evaluate(gold, [out, ood])
    assert m["exact_match"] == 0.5 and m["sentence_accuracy"] == 0.5 and m["intent_accuracy"] == 0.5
    with pytest.raises(ValueError):
        predicted_intents(out, "soft")
