"""Scoring units of a run log: what is compared with each reference.

A run log has one record per *pipeline* utterance (one VAD segment). A dataset item (a WAV with one
reference) may give several segments (a pause split the command, or noise opened an extra segment)
or none. Records that share a non-empty ``item_id`` form one :class:`ScoringUnit` whose hypothesis is
the concatenation of their predicates, in order, and whose transcript is their texts joined; every
other record is a unit of its own. The SUGAR scorer (:mod:`slu_node.scoring.sugar_score`) and the
concept metrics (:mod:`slu_node.scoring.concepts`) then see one hypothesis per reference.

Dialogue acts: a command with no predicates but a ``dialogue_act`` (``stop``, ``undo`` ...) is scored
as the predicate ``<act>()``, so a reference line ``ID; stop()`` matches it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Sequence

from slu_node.runlog import Reference, RunLog, UtteranceRecord
from slu_node.scoring.sugar_score import SugarReport, score_lines
from slu_node.sugar import SugarLine, parse_predicates
from slu_node.types import Predicate


@dataclass(frozen=True)
class ScoringUnit:
    """One reference-sized piece of a run.

    Attributes:
        id: the item ID, or the utterance ID of a lone record.
        dialogue_id: dialogue of its (first) record.
        records: the records it is made of (1 or more), in log order.
        reference: the reference of its first record that has one, else None.
        hypothesis: system predicates of all its records, in order.
        text: transcripts of its records joined by one space.
    """

    id: str
    dialogue_id: str
    records: tuple[UtteranceRecord, ...]
    reference: Optional[Reference]
    hypothesis: tuple[Predicate, ...]
    text: str

    @property
    def reference_predicates(self) -> tuple[Predicate, ...]:
        """Reference predicates (empty when no reference or the reference says nothing is expected).

        Raises:
            ValueError: the reference SUGAR string is malformed (message names the unit).
        """
        if self.reference is None:
            return ()
        try:
            return tuple(parse_predicates(self.reference.sugar))
        except ValueError as exc:
            raise ValueError(f"{self.id}: reference: {exc}") from None


def record_predicates(record: UtteranceRecord) -> tuple[Predicate, ...]:
    """System predicates of one record: parsed from its hypothesis SUGAR text, ``<act>()`` for a
    dialogue act, () when it produced nothing or the text does not parse (never raises)."""
    text = record.hypothesis
    if not text and record.command is not None and record.command.get("dialogue_act"):
        return (Predicate(str(record.command["dialogue_act"])),)
    try:
        return tuple(parse_predicates(text))
    except (ValueError, TypeError):
        return ()


def scoring_units(run: RunLog) -> list[ScoringUnit]:
    """Group the records of ``run`` into scoring units (see the module docstring), in log order."""
    groups: dict[str, list[UtteranceRecord]] = {}
    order: list[str] = []
    for rec in run.records:
        key = f"item:{rec.item_id}" if rec.item_id else f"utt:{rec.utterance_id}"
        if key not in groups:
            groups[key] = []
            order.append(key)
        groups[key].append(rec)
    units = []
    for key in order:
        recs = groups[key]
        ref = next((r.reference for r in recs if r.reference is not None), None)
        hyp = tuple(p for r in recs for p in record_predicates(r))
        text = " ".join(r.text for r in recs if r.text)
        units.append(ScoringUnit(key.split(":", 1)[1], recs[0].dialogue_id, tuple(recs), ref, hyp, text))
    return units


def referenced_units(run: RunLog) -> list[ScoringUnit]:
    """The scoring units that have a reference (the only ones reference-based metrics can use)."""
    return [u for u in scoring_units(run) if u.reference is not None]


def sugar_report(run: RunLog, units: Optional[Sequence[ScoringUnit]] = None) -> SugarReport:
    """Score a run with the SUGAR protocol (:func:`slu_node.scoring.sugar_score.score_lines`).

    Every referenced unit is one reference line; dialogues are numbered as recipes in order of first
    appearance (IDs may repeat across dialogues).

    Raises:
        ValueError: a malformed reference string.
    """
    units = list(units) if units is not None else referenced_units(run)
    recipes: dict[str, int] = {}
    refs, hyps = [], []
    for u in units:
        recipe = recipes.setdefault(u.dialogue_id, len(recipes))
        refs.append(SugarLine(u.id, u.reference_predicates, u.reference.sugar if u.reference else "", recipe))
        hyps.append(SugarLine(u.id, u.hypothesis, "", recipe))
    return score_lines(refs, hyps)
