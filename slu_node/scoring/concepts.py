"""MEDIA-style concept error rate (CER) over SUGAR predicates, and the edit alignment it rests on.

Concept error rate as in the French MEDIA evaluation (Bonneau-Maynard, Rosset, Ayache, Kuhn, Mostefa,
"Semantic annotation of the French MEDIA dialog corpus", Interspeech 2005; Bonneau-Maynard, Quignard,
Denis, "MEDIA: a semantically annotated corpus of task oriented dialogs in French", Language Resources
and Evaluation 43(4), 2009): the reference and hypothesis of each utterance are sequences of
(attribute, value) concepts, aligned by a minimum edit distance; ``CER = (S + D + I) / N`` with S
substitutions, D deletions, I insertions and N reference concepts, summed over utterances.

Concepts of a predicate (this project's mapping, :func:`predicate_concepts`):

- the action: ``("action", "add")``;
- each argument in written order: ``("add.arg", text)`` where ``text`` is the argument as written
  (``500 g``, ``[egg, milk]``, ``*oil*``, ``#``), so implicit marks count as in the SUGAR scorer.
  The attribute is the action plus ``arg``, not the argument position: the SUGAR convention leaves
  unfilled slots out, so positions shift when one argument is missed and a positional attribute would
  turn one deletion into a deletion plus a substitution per later argument. With ``use_roles=True``
  the attribute is ``"<action>.<role>"`` instead (for predicates built by the parser, whose roles are
  known; text parsed by :func:`slu_node.sugar.parse_predicates` only has roles ``arg<i>``).

Reference alternatives (``pan/pot``, SUGAR convention §2) match either value; a hypothesis writing
``pan/pot`` matches neither.
"""

from __future__ import annotations

from typing import Callable, Optional, Sequence

from slu_node.types import Argument, Predicate

__all__ = [
    "edit_counts",
    "predicate_concepts",
    "concept_error_rate",
    "understanding_accuracy",
]


def edit_counts(
    ref: Sequence,
    hyp: Sequence,
    match: Optional[Callable[[object, object], bool]] = None,
) -> tuple[int, int, int]:
    """Minimum edit alignment of two sequences (Levenshtein 1966; Wagner & Fischer 1974 DP).

    Unit costs for substitution, deletion (a ``ref`` item left out) and insertion (an extra ``hyp``
    item). Among minimum-cost alignments the back-trace prefers match/substitution, then deletion,
    then insertion, so the split into S/D/I is deterministic; S + D + I is always the distance.

    Args:
        ref: reference items (any objects).
        hyp: hypothesis items.
        match: ``match(ref_item, hyp_item) -> bool``; ``==`` when None.

    Returns:
        ``(S, D, I)``. O(len(ref) * len(hyp)) time and memory.
    """
    eq = match or (lambda a, b: a == b)
    n, m = len(ref), len(hyp)
    # cost[i][j]: distance between ref[:i] and hyp[:j]
    cost = [[0] * (m + 1) for _ in range(n + 1)]
    for i in range(1, n + 1):
        cost[i][0] = i
    for j in range(1, m + 1):
        cost[0][j] = j
    same = [[False] * m for _ in range(n)]
    for i in range(1, n + 1):
        row, prev = cost[i], cost[i - 1]
        for j in range(1, m + 1):
            ok = bool(eq(ref[i - 1], hyp[j - 1]))
            same[i - 1][j - 1] = ok
            row[j] = min(prev[j - 1] + (0 if ok else 1), prev[j] + 1, row[j - 1] + 1)
    s = d = ins = 0
    i, j = n, m
    while i > 0 or j > 0:
        if i > 0 and j > 0 and cost[i][j] == cost[i - 1][j - 1] + (0 if same[i - 1][j - 1] else 1):
            if not same[i - 1][j - 1]:
                s += 1
            i, j = i - 1, j - 1
        elif i > 0 and cost[i][j] == cost[i - 1][j] + 1:
            d += 1
            i -= 1
        else:
            ins += 1
            j -= 1
    return s, d, ins


def _argument_text(values: Sequence[str], implicit: bool) -> str:
    text = "[" + ", ".join(values) + "]" if len(values) > 1 else (values[0] if values else "")
    return f"*{text}*" if implicit else text


def _alternatives(arg: Argument) -> frozenset[str]:
    """Every way of writing ``arg`` that a reference with ``a/b`` alternatives accepts."""
    options = [tuple(dict.fromkeys(p.strip() for p in v.split("/"))) if "/" in v else (v,) for v in arg.values]
    texts = [()]
    for opts in options:
        texts = [t + (o,) for t in texts for o in opts]
        if len(texts) > 4096:  # absurd input; fall back to the literal text
            return frozenset({_argument_text(arg.values, arg.implicit)})
    return frozenset(_argument_text(t, arg.implicit) for t in texts)


def predicate_concepts(preds: Sequence[Predicate], use_roles: bool = False) -> list[tuple[str, str]]:
    """The (attribute, value) concept sequence of an utterance's predicates (see module docstring).

    Example: ``add(30 g, milk, *egg*)`` → ``[("action", "add"), ("add.arg", "30 g"),
    ("add.arg", "milk"), ("add.arg", "*egg*")]``.
    """
    out: list[tuple[str, str]] = []
    for pred in preds:
        out.append(("action", pred.action))
        for arg in pred.arguments:
            attr = f"{pred.action}.{arg.role}" if use_roles else f"{pred.action}.arg"
            out.append((attr, _argument_text(arg.values, arg.implicit)))
    return out


def _ref_concepts(preds: Sequence[Predicate], use_roles: bool) -> list[tuple[str, frozenset[str]]]:
    out: list[tuple[str, frozenset[str]]] = []
    for pred in preds:
        out.append(("action", frozenset({pred.action})))
        for arg in pred.arguments:
            attr = f"{pred.action}.{arg.role}" if use_roles else f"{pred.action}.arg"
            out.append((attr, _alternatives(arg)))
    return out


def matches_reference(ref: Sequence[Predicate], hyp: Sequence[Predicate]) -> bool:
    """True when ``hyp`` says exactly what ``ref`` does, a reference alternative (``pan/pot``,
    sugar_format.md §2) matched by either value: the same actions in the same order, each with the same
    arguments in the same order (a reference read from SUGAR text knows no roles, a parse does).
    ``format_predicates(hyp) == format_predicates(ref)`` would count ``cook(soup, 20 min)`` wrong against
    ``cook(soup, 20 min/30 min)``."""
    return (len(ref) == len(hyp) and all(r.action == h.action for r, h in zip(ref, hyp))
            and _utterance_counts(ref, hyp, use_roles=False)[:3] == (0, 0, 0))


def _concept_match(ref_item: tuple[str, frozenset[str]], hyp_item: tuple[str, str]) -> bool:
    return ref_item[0] == hyp_item[0] and hyp_item[1] in ref_item[1]


def _utterance_counts(ref, hyp, use_roles: bool) -> tuple[int, int, int, int]:
    r = _ref_concepts(ref, use_roles)
    h = predicate_concepts(hyp, use_roles)
    s, d, i = edit_counts(r, h, _concept_match)
    return s, d, i, len(r)


def _check(refs, hyps) -> None:
    if len(refs) != len(hyps):
        raise ValueError(f"{len(refs)} reference utterances but {len(hyps)} hypotheses")


def concept_error_rate(
    refs: Sequence[Sequence[Predicate]],
    hyps: Sequence[Sequence[Predicate]],
    use_roles: bool = False,
) -> dict:
    """Concept error rate over utterances (MEDIA; see module docstring).

    Args:
        refs: per utterance, the reference predicates.
        hyps: per utterance (same order and length), the system predicates ([] when it output nothing).
        use_roles: name argument attributes by role instead of ``<action>.arg``.

    Returns:
        ``{"cer": (S+D+I)/N as a fraction (may exceed 1; 0.0 when N == 0 and nothing was inserted,
        inf when N == 0 and something was), "S", "D", "I", "N", "utterances"}``.

    Raises:
        ValueError: ``refs`` and ``hyps`` differ in length.
    """
    _check(refs, hyps)
    s = d = i = n = 0
    for ref, hyp in zip(refs, hyps):
        us, ud, ui, un = _utterance_counts(ref, hyp, use_roles)
        s, d, i, n = s + us, d + ud, i + ui, n + un
    errors = s + d + i
    cer = errors / n if n else (0.0 if errors == 0 else float("inf"))
    return {"cer": cer, "S": s, "D": d, "I": i, "N": n, "utterances": len(refs)}


def understanding_accuracy(
    refs: Sequence[Sequence[Predicate]],
    hyps: Sequence[Sequence[Predicate]],
    use_roles: bool = False,
) -> float:
    """Fraction (0..1) of utterances whose concepts are all right (no S, D or I); 0.0 for none.

    Raises:
        ValueError: ``refs`` and ``hyps`` differ in length.
    """
    _check(refs, hyps)
    if not refs:
        return 0.0
    good = sum(1 for ref, hyp in zip(refs, hyps) if sum(_utterance_counts(ref, hyp, use_roles)[:3]) == 0)
    return good / len(refs)
