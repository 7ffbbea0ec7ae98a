"""Figures a report shows about one run log: action confusions, per-role argument accuracy, worst units.

All functions take the scoring units of :mod:`slu_node.evaluation.units` (records of one dataset item
merged, only units with a reference) and use the SUGAR scorer's greedy in-order predicate alignment
(:func:`slu_node.scoring.sugar_score.align_utterance`) and the concept counts of
:mod:`slu_node.scoring.concepts`.

Argument roles are not written in SUGAR text (``open(2, egg, bowl)``), so :func:`assign_roles` recovers
them from the domain's action templates: arguments are given to template slots left to right, each to
the first remaining slot whose types accept the value (lexicon lookup for closed lists, a leading
number for measures, any list slot for ``[ingredients]``, the first remaining required slot for ``#``);
a ``multi`` slot may take
several. Without a domain the roles are the argument positions (``arg1``, ``arg2`` ...).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Optional, Sequence

from slu_node.evaluation.units import ScoringUnit
from slu_node.scoring.concepts import concept_error_rate
from slu_node.scoring.sugar_score import align_utterance
from slu_node.sugar import format_predicates
from slu_node.types import ALL_INGREDIENTS, UNCERTAIN, Argument, Predicate

#: Row/column label for "no predicate" in the confusion matrix.
NONE = "(none)"
_NUMBER_RE = re.compile(r"^\d+(\.\d+)?(\s|$)")


def action_confusion(units: Sequence[ScoringUnit]) -> tuple[list[str], dict[tuple[str, str], int]]:
    """Confusion counts of reference action (row) against system action (column).

    Aligned predicates (same action, :func:`align_utterance`) count on the diagonal; the reference
    predicates left unaligned are paired in order with the system predicates left unaligned; what
    remains pairs with :data:`NONE` (a missed action: column NONE; a spurious one: row NONE).

    Returns:
        ``(labels, counts)``: labels sorted with NONE last; ``counts[(ref, hyp)]`` only for non-zero cells.
    """
    counts: dict[tuple[str, str], int] = {}

    def add(r: str, h: str) -> None:
        counts[(r, h)] = counts.get((r, h), 0) + 1

    for unit in units:
        ref, hyp = unit.reference_predicates, unit.hypothesis
        aligned = align_utterance(ref, hyp)
        used = {j for _, j in aligned if j is not None}
        left_ref = [ref[i] for i, (_, j) in enumerate(aligned) if j is None]
        left_hyp = [h for j, h in enumerate(hyp) if j not in used]
        for (_, j), r in zip(aligned, ref):
            if j is not None:
                add(r.action, r.action)
        for k in range(max(len(left_ref), len(left_hyp))):
            add(left_ref[k].action if k < len(left_ref) else NONE, left_hyp[k].action if k < len(left_hyp) else NONE)
    labels = sorted({a for pair in counts for a in pair} - {NONE}) + [NONE]
    return labels, counts


def _fits(domain, spec, arg: Argument) -> bool:
    values = arg.values
    if values == (UNCERTAIN,):
        return True
    if values == (ALL_INGREDIENTS,):
        return bool(spec.list)
    for value in values:
        value = value.split("/")[0].strip()
        ok = False
        for tname in spec.types:
            stype = domain.types.get(tname)
            if stype is None:
                continue
            if stype.kind == "measure":
                if _NUMBER_RE.match(value):
                    unit = value.split(" ", 1)[1] if " " in value else ""
                    ok = (not unit and not stype.unit_required) or unit in stype.units
            elif domain.lookup(value, (tname,)) is not None:
                ok = True
            if ok:
                break
        if not ok:
            return False
    return True


def assign_roles(pred: Predicate, domain=None) -> list[str]:
    """Role name of each argument of ``pred`` (see the module docstring); ``arg<i>`` without a domain
    or for an action the domain does not know, ``?`` for an argument no remaining slot accepts."""
    action = domain.actions.get(pred.action) if domain is not None else None
    if action is None:
        return [f"arg{i}" for i in range(1, len(pred.arguments) + 1)]
    specs = action.args
    roles, j = [], 0
    for arg in pred.arguments:
        if arg.values == (UNCERTAIN,):  # asked to repeat: most likely a required slot
            k = next((k for k in range(j, len(specs)) if specs[k].required), j if j < len(specs) else None)
        else:
            k = next((k for k in range(j, len(specs)) if _fits(domain, specs[k], arg)), None)
        if k is None:
            roles.append("?")
            continue
        roles.append(specs[k].role)
        j = k if specs[k].multi else k + 1
    return roles


def _same(ref: Argument, hyp: Argument) -> bool:
    return concept_error_rate([[Predicate("x", (ref,))]], [[Predicate("x", (hyp,))]])["S"] == 0


@dataclass(frozen=True)
class RoleAccuracy:
    """Per-role argument accuracy.

    Attributes:
        role: role name.
        reference: reference arguments with this role (all reference predicates).
        correct: of those, matched by a system argument of the same role in the aligned predicate.
        with_action: reference arguments of predicates whose action was recognised.
        inserted: system arguments with this role that the aligned reference predicate lacks.
    """

    role: str
    reference: int
    correct: int
    with_action: int
    inserted: int

    @property
    def accuracy(self) -> Optional[float]:
        """correct / reference (0..1), None when no reference argument."""
        return self.correct / self.reference if self.reference else None

    @property
    def accuracy_given_action(self) -> Optional[float]:
        """correct / with_action (0..1), None when the action was never recognised."""
        return self.correct / self.with_action if self.with_action else None


def role_accuracy(units: Sequence[ScoringUnit], domain=None) -> list[RoleAccuracy]:
    """Per-role argument accuracy over every reference predicate, sorted by role name."""
    stats: dict[str, list[int]] = {}

    def row(role: str) -> list[int]:
        return stats.setdefault(role, [0, 0, 0, 0])

    for unit in units:
        ref, hyp = unit.reference_predicates, unit.hypothesis
        for (_, j), r in zip(align_utterance(ref, hyp), ref):
            r_roles = assign_roles(r, domain)
            h = hyp[j] if j is not None else None
            h_args = list(zip(assign_roles(h, domain), h.arguments)) if h is not None else []
            for role, arg in zip(r_roles, r.arguments):
                s = row(role)
                s[0] += 1
                if h is not None:
                    s[2] += 1
                    if any(hr == role and _same(arg, ha) for hr, ha in h_args):
                        s[1] += 1
            for hr, _ in h_args:
                if hr not in r_roles:
                    row(hr)[3] += 1
    return [RoleAccuracy(k, *v) for k, v in sorted(stats.items())]


@dataclass(frozen=True)
class UnitError:
    """One scored unit for the "worst utterances" table."""

    unit: ScoringUnit
    errors: int
    reference_concepts: int
    outcome: str

    @property
    def hypothesis_text(self) -> str:
        """System SUGAR text ("" when none)."""
        return format_predicates(self.unit.hypothesis)


def _outcome(unit: ScoringUnit) -> str:
    parts = []
    for rec in unit.records:
        if rec.command is not None:
            parts.append(f"command {rec.command.get('dialogue_act') or ''}".strip())
        elif rec.clarification is not None:
            parts.append(f"clarification: {rec.clarification.get('reason', '')}")
        else:
            parts.append("nothing detected")
    return "; ".join(parts)


def worst_units(units: Sequence[ScoringUnit], limit: int = 15) -> list[UnitError]:
    """Units with concept errors, most errors first (ties: larger share of the reference wrong, then
    log order); at most ``limit``."""
    scored = []
    for order, unit in enumerate(units):
        c = concept_error_rate([unit.reference_predicates], [unit.hypothesis])
        errors = c["S"] + c["D"] + c["I"]
        if errors:
            scored.append((errors, errors / max(c["N"], 1), -order, UnitError(unit, errors, c["N"], _outcome(unit))))
    scored.sort(key=lambda t: (t[0], t[1], t[2]), reverse=True)
    return [t[3] for t in scored[:limit]]
