"""The SUGAR scoring protocol (``../shared/docs/sugar_format.md`` §5).

For every reference predicate of every utterance the scorer emits a tuple
``(recognised 1/0, expected arguments, argument distance, arguments marked #)``; an unrecognised
predicate scores ``(0, 0, 0, 0)``.

Source followed: the task's official scorer ``Evaluation.py`` in github.com/evalitaunina/SUGAR_Corpus
(commit 735dd4f, "EVALITA 2018 SUGAR Evaluation script"; Di Maro, Origlia, Cutugno 2018). What it does,
and what this module keeps or changes:

- Comparing two predicates (its ``comparePredicates``): different action names → ``(0, 0, 0, 0)``.
  Same name → ``(1, len(reference args), Levenshtein distance between the argument lists,
  number of system arguments equal to "#")``. The distance counts whole arguments (insert, delete or
  substitute one argument costs 1, the ``distance`` package's ``levenshtein`` over lists). KEPT.
- Arguments are compared as written strings, so an implicit ``*oil*`` and an uttered ``oil`` differ
  (distance 1). KEPT: an argument matches only when its values and its implicit mark are equal.
  A system ``#`` is an argument like any other, so it also counts in the distance.
- Reference alternatives: an argument containing ``/`` is expanded into its alternatives and the
  smallest distance over the expansions is kept (it splits on ``/`` into exactly two options; here
  any number, ``a/b/c``). A hypothesis writing ``pan/pot`` matches neither ``pan`` nor ``pot``. KEPT.
  The minimum over expansions is computed as one alignment in which a reference argument matches
  any of its alternatives, which gives the same number without enumerating the expansions.
- CHANGED: the original splits arguments on every comma, so a list ``[egg, milk]`` counts as two
  argument strings ``"[egg"`` and ``"milk]"``. Here a list is one whole argument (values and order
  must all match), as the convention's §5 says "counting whole arguments", so the expected-argument
  count is the number of written arguments.
- Several predicates per utterance (its main loop): reference predicates are taken in order; each is
  compared with the system predicates from the one after the last matched system predicate onwards,
  and the best one is kept (recognised beats unrecognised, then smaller distance; the first wins a
  tie). A reference predicate that matches nothing scores ``(0, 0, 0, 0)`` and does not move the
  cursor. KEPT exactly (so the alignment is greedy and order-sensitive: reference ``[take, add]``
  against system ``[add, take]`` recognises only ``take``). System predicates aligned to no reference
  predicate are not penalised by the tuples; they are reported as ``spurious_predicates``.
- CHANGED: the original prints "Target line ... not found" and skips an utterance missing from the
  system file; here it is scored as an empty output (every reference predicate ``(0, 0, 0, 0)``) and
  counted in ``missing_hypotheses``. System lines whose ID is not in the reference are counted in
  ``extra_hypotheses``. As in the original, the first system line with an ID is used. IDs are matched
  alone when they are unique in the reference, else as (recipe index, ID).
- CHANGED: the original's line pattern reads at most 3 predicates per line; any number is read here.
- CHANGED: for a predicate written with no arguments, ``stop()``, the original splits the empty
  argument text into one empty argument and expects 1 argument; here it expects 0.

Checked: on 400 random lines (1–3 predicates of 1–4 arguments, reference alternatives, ``#``,
implicit marks, no lists) this module's tuples equal those of the original script (run with a
whole-item Levenshtein in place of the ``distance`` package) for all 801 reference predicates.

Headline figures: the original script prints only the tuples, and the task overview does not define
the percentages precisely, so they are fixed here over the N reference predicates (tuples):
``correct_actions`` = % recognised; ``correct_arguments`` = % recognised with distance 0;
``incorrect_actions`` = % not recognised (100 − correct_actions); ``incorrect_arguments`` = %
recognised with distance > 0 (so correct_arguments + incorrect_arguments + incorrect_actions = 100);
``argument_repetitions`` = 100 × (arguments marked ``#``) / (expected arguments of recognised
predicates), the share of arguments the system asked to be repeated. All are 0.0 when N (or the
denominator) is 0.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from os import PathLike
from typing import Mapping, Optional, Sequence

from slu_node.scoring.concepts import edit_counts
from slu_node.sugar import SugarLine, parse_predicates, read_sugar_file
from slu_node.types import UNCERTAIN, Argument, Predicate

Tuple4 = tuple[int, int, int, int]

__all__ = [
    "compare_predicates",
    "score_utterance",
    "align_utterance",
    "headline_figures",
    "UtteranceScore",
    "SugarReport",
    "score_lines",
    "score_files",
]


def _hyp_key(arg: Argument) -> tuple[tuple[str, ...], bool]:
    return tuple(arg.values), bool(arg.implicit)


def _ref_options(arg: Argument) -> tuple[tuple[frozenset[str], ...], bool]:
    options = tuple(frozenset(p.strip() for p in v.split("/")) if "/" in v else frozenset({v}) for v in arg.values)
    return options, bool(arg.implicit)


def _arg_match(ref_opts, hyp_key) -> bool:
    ref_values, ref_implicit = ref_opts
    hyp_values, hyp_implicit = hyp_key
    return (
        ref_implicit == hyp_implicit
        and len(ref_values) == len(hyp_values)
        and all(h in r for r, h in zip(ref_values, hyp_values))
    )


def compare_predicates(ref: Predicate, hyp: Predicate) -> Tuple4:
    """Score one system predicate against one reference predicate (the original ``comparePredicates``).

    Returns:
        ``(1, expected arguments, whole-argument Levenshtein distance, system arguments equal to #)``
        when the action names are equal, else ``(0, 0, 0, 0)``.
    """
    if ref.action != hyp.action:
        return (0, 0, 0, 0)
    s, d, i = edit_counts(
        [_ref_options(a) for a in ref.arguments], [_hyp_key(a) for a in hyp.arguments], _arg_match
    )
    repeats = sum(1 for a in hyp.arguments if tuple(a.values) == (UNCERTAIN,))
    return (1, len(ref.arguments), s + d + i, repeats)


def align_utterance(ref: Sequence[Predicate], hyp: Sequence[Predicate]) -> list[tuple[Tuple4, Optional[int]]]:
    """Greedy in-order alignment of the original scorer: per reference predicate, its tuple and the
    index of the system predicate it was matched with (None when unrecognised)."""
    out: list[tuple[Tuple4, Optional[int]]] = []
    start = 0
    for r in ref:
        best: Tuple4 = (0, 0, 0, 0)
        best_j: Optional[int] = None
        for j in range(start, len(hyp)):
            comp = compare_predicates(r, hyp[j])
            if comp[0] == 1 and (best_j is None or comp[2] < best[2]):
                best, best_j = comp, j
        if best_j is not None:
            start = best_j + 1
        out.append((best, best_j))
    return out


def score_utterance(ref: Sequence[Predicate], hyp: Sequence[Predicate]) -> list[Tuple4]:
    """SUGAR tuples of one utterance, one per reference predicate, in reference order.

    Args:
        ref: reference predicates (e.g. from :func:`slu_node.sugar.parse_predicates`).
        hyp: system predicates ([] when the system output nothing).

    Returns:
        ``[(recognised, expected args, distance, # count), ...]``; see the module docstring.
    """
    return [t for t, _ in align_utterance(list(ref), list(hyp))]


def align_session(refs: Sequence[Sequence[Predicate]], hyps: Sequence[Sequence[Predicate]]) -> list[Optional[int]]:
    """Pair the reference commands of a recording that holds several (a session) with its utterances,
    both in spoken order: for each reference, the index of its utterance in ``hyps``, or None.

    A monotone alignment (each utterance used at most once, order kept) that maximises correct actions
    plus correct arguments (:func:`score_utterance`) by dynamic programming, as WER alignment does for
    words: an utterance the VAD added (a noise burst heard as words) or a command it missed shifts
    nothing after it. A pair that gets nothing right is never made.
    """
    n, m = len(refs), len(hyps)
    # correct actions + correct arguments of each pair, and one column past the last utterance
    gain = [[sum(t[0] + (t[0] == 1 and t[2] == 0) for t in score_utterance(ref, hyp)) for hyp in hyps] + [0]
            for ref in refs]
    best = [[0] * (m + 1) for _ in range(n + 1)]  # best[i][j]: refs[i:] against hyps[j:]
    for i in range(n - 1, -1, -1):
        for j in range(m - 1, -1, -1):
            g = gain[i][j]
            best[i][j] = max(best[i + 1][j], best[i][j + 1], g + best[i + 1][j + 1] if g else 0)
    out: list[Optional[int]] = []
    i = j = 0
    while i < n:
        g = gain[i][j]
        if g and best[i][j] == g + best[i + 1][j + 1]:
            out.append(j)
            i, j = i + 1, j + 1
        elif j < m and best[i][j] == best[i][j + 1]:
            j += 1
        else:
            out.append(None)
            i += 1
    return out


def headline_figures(tuples: Sequence[Tuple4]) -> dict[str, float]:
    """The five headline percentages (0..100) over reference-predicate tuples (module docstring)."""
    n = len(tuples)
    recognised = [t for t in tuples if t[0] == 1]
    exact = sum(1 for t in recognised if t[2] == 0)
    expected = sum(t[1] for t in recognised)
    repeated = sum(t[3] for t in recognised)

    def pct(a: int, b: int) -> float:
        return 100.0 * a / b if b else 0.0

    return {
        "correct_actions": pct(len(recognised), n),
        "correct_arguments": pct(exact, n),
        "incorrect_actions": pct(n - len(recognised), n),
        "incorrect_arguments": pct(len(recognised) - exact, n),
        "argument_repetitions": pct(repeated, expected),
    }


@dataclass(frozen=True)
class UtteranceScore:
    """The SUGAR result of one reference utterance.

    Attributes:
        id, recipe: the reference line's ID and 0-based recipe index.
        ref, hyp: reference and system predicates (``hyp`` empty when the line was missing).
        tuples: one tuple per reference predicate.
        missing: True when the system file had no line for this ID.
        spurious: system predicates aligned to no reference predicate.
    """

    id: str
    recipe: int
    ref: tuple[Predicate, ...]
    hyp: tuple[Predicate, ...]
    tuples: tuple[Tuple4, ...]
    missing: bool = False
    spurious: int = 0


HEADLINE_LABELS = (
    ("correct_actions", "% correct actions"),
    ("correct_arguments", "% correct arguments"),
    ("incorrect_actions", "% incorrect actions"),
    ("incorrect_arguments", "% incorrect arguments"),
    ("argument_repetitions", "% argument repetitions"),
)


@dataclass
class SugarReport:
    """Result of :func:`score_files` / :func:`score_lines`.

    Attributes:
        utterances: per reference utterance, in reference order.
        headline: :func:`headline_figures` over every tuple (percentages 0..100).
        counts: ``utterances``, ``reference_predicates``, ``recognised_predicates``,
            ``exact_predicates`` (recognised, distance 0), ``expected_arguments``, ``argument_errors``
            (sum of distances), ``repeated_arguments`` (``#``), ``hypothesis_predicates``,
            ``spurious_predicates``, ``missing_hypotheses``, ``extra_hypotheses``.
    """

    utterances: list[UtteranceScore]
    headline: dict[str, float] = field(default_factory=dict)
    counts: dict[str, int] = field(default_factory=dict)

    @property
    def tuples(self) -> list[Tuple4]:
        """Every tuple, utterance by utterance."""
        return [t for u in self.utterances for t in u.tuples]

    def tuples_text(self) -> str:
        """The tuples in the original script's output form: ``ID_i`` then ``(a, b, c, d)`` lines."""
        lines = []
        for u in self.utterances:
            for i, t in enumerate(u.tuples, start=1):
                lines += [f"{u.id}_{i}", str(tuple(t))]
        return "\n".join(lines)

    def table(self) -> str:
        """A plain-text table of the headline percentages and the counts."""
        rows = [(label, f"{self.headline[key]:6.2f}") for key, label in HEADLINE_LABELS]
        rows += [(key.replace("_", " "), f"{value:6d}") for key, value in self.counts.items()]
        width = max(len(k) for k, _ in rows)
        return "\n".join(f"{k:<{width}}  {v}" for k, v in rows)

    def to_dict(self) -> dict:
        """JSON-ready dict: headline, counts and per-utterance tuples."""
        return {
            "headline": dict(self.headline),
            "counts": dict(self.counts),
            "utterances": [
                {"id": u.id, "recipe": u.recipe, "tuples": [list(t) for t in u.tuples], "missing": u.missing}
                for u in self.utterances
            ],
        }

    def to_json(self) -> str:
        """:meth:`to_dict` as a JSON string."""
        return json.dumps(self.to_dict(), indent=2)


def _as_lines(source) -> tuple[list[SugarLine], bool]:
    """(lines, keyed_by_id_only) from a path, a mapping ID → text/predicates, or SugarLine objects."""
    if isinstance(source, (str, PathLike)):
        return read_sugar_file(source), False
    if isinstance(source, Mapping):
        lines = []
        for ident, value in source.items():
            if isinstance(value, str):
                lines.append(SugarLine(str(ident), tuple(parse_predicates(value)), value.strip()))
            else:
                lines.append(SugarLine(str(ident), tuple(value or ())))
        return lines, True
    return list(source), False


def score_lines(ref_lines, hyp_lines) -> SugarReport:
    """Score a reference against system output.

    Args:
        ref_lines: :class:`slu_node.sugar.SugarLine` objects, or a SUGAR file path.
        hyp_lines: SugarLine objects, a SUGAR file path, or a mapping utterance ID → SUGAR text or
            sequence of :class:`Predicate` (matched by ID alone).

    Matching of lines by ID, missing and extra lines: see the module docstring.

    Raises:
        ValueError: a malformed line or text. OSError: an unreadable file.
    """
    ref_lines, _ = _as_lines(ref_lines)
    hyp_lines, id_only = _as_lines(hyp_lines)
    ids = [r.id for r in ref_lines]
    by_recipe = len(set(ids)) < len(ids) and not id_only

    def key(line):
        return (line.recipe, line.id) if by_recipe else line.id

    hyp_by_key: dict = {}
    for h in hyp_lines:
        hyp_by_key.setdefault(key(h), h)
    ref_keys = {key(r) for r in ref_lines}
    utterances = []
    for r in ref_lines:
        h = hyp_by_key.get(key(r))
        hyp = h.predicates if h is not None else ()
        aligned = align_utterance(r.predicates, hyp)
        used = {j for _, j in aligned if j is not None}
        utterances.append(
            UtteranceScore(
                r.id, r.recipe, tuple(r.predicates), tuple(hyp), tuple(t for t, _ in aligned),
                missing=h is None, spurious=len(hyp) - len(used),
            )
        )
    tuples = [t for u in utterances for t in u.tuples]
    counts = {
        "utterances": len(utterances),
        "reference_predicates": len(tuples),
        "recognised_predicates": sum(t[0] for t in tuples),
        "exact_predicates": sum(1 for t in tuples if t[0] == 1 and t[2] == 0),
        "expected_arguments": sum(t[1] for t in tuples),
        "argument_errors": sum(t[2] for t in tuples),
        "repeated_arguments": sum(t[3] for t in tuples),
        "hypothesis_predicates": sum(len(u.hyp) for u in utterances),
        "spurious_predicates": sum(u.spurious for u in utterances),
        "missing_hypotheses": sum(1 for u in utterances if u.missing),
        "extra_hypotheses": sum(1 for k in hyp_by_key if k not in ref_keys),
    }
    return SugarReport(utterances, headline_figures(tuples), counts)


def score_files(ref_path, hyp_path) -> SugarReport:
    """Score a system file against a reference file (both ``ID; predicates`` lines, ``---`` between
    recipes; see :func:`slu_node.sugar.read_sugar_file`).

    Raises:
        FileNotFoundError / OSError: a file cannot be read.
        ValueError: a malformed line (message names the file and line).
    """
    return score_lines(read_sugar_file(ref_path), read_sugar_file(hyp_path))
