"""Interaction parameters of spoken dialogue systems, computed from a run log and its references.

The parameter set follows ITU-T P.Supplement 24, "Parameters describing the interaction with spoken
dialogue systems" (ITU-T, Geneva, 2005) and S. Möller, *Quality of Telephone-Based Spoken Dialogue
Systems* (Springer, 2005), ch. 3 and Table 3.x there (dialogue- and communication-related,
meta-communication-related and speech-input-related parameters). Abbreviations are theirs
(#USER TURNS, UTD, SRD, #ASR REJ, SCT, SCR, WER, WA, CA, CER, UA, PA:CO/PA:PA/PA:IC, QD, CE); the
task-finish rate is the one of CrossWOZ (Zhu, Huang, Zhang, Zhu, Huang, "CrossWOZ: A Large-Scale
Chinese Cross-Domain Task-Oriented Dialogue Dataset", TACL 8, 2020). How each maps onto this system —
one user turn = one utterance record, one system turn = the command or clarification it produced —
is given on :class:`InteractionParameters` field by field.

Reference-based parameters use the scoring units of :mod:`slu_node.evaluation.units` (records of one
dataset item are one unit) and only units with a reference; speech-input parameters use
:func:`jiwer.process_words` (WER) and :mod:`slu_node.scoring.concepts` (concepts, CER, UA).
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass, field
from typing import Optional, Sequence

from slu_node.evaluation.units import ScoringUnit, scoring_units
from slu_node.runlog import RunLog, UtteranceRecord
from slu_node.scoring.concepts import concept_error_rate, predicate_concepts, understanding_accuracy
from slu_node.types import REASON_NO_SPEECH, Predicate

#: (field, abbreviation, name, unit) of every parameter, in report order.
PARAMETER_TABLE: tuple[tuple[str, str, str, str], ...] = (
    ("dialogues", "#DIALOGUES", "number of dialogues", ""),
    ("user_turns", "#USER TURNS", "number of user turns", ""),
    ("user_turns_per_dialogue", "#USER TURNS/dlg", "user turns per dialogue (mean)", ""),
    ("user_turn_duration_s", "UTD", "user turn duration (mean)", "s"),
    ("system_response_delay_ms", "SRD", "system response delay (mean)", "ms"),
    ("system_response_delay_p95_ms", "SRD p95", "system response delay (95th percentile)", "ms"),
    ("asr_rejections", "#ASR REJ", "number of ASR rejections", ""),
    ("system_correction_turns", "SCT", "number of system correction (clarification) turns", ""),
    ("system_correction_rate", "SCR", "system correction rate", "%"),
    ("wer", "WER", "word error rate", "%"),
    ("word_accuracy", "WA", "word accuracy", "%"),
    ("concept_accuracy", "CA", "concept accuracy", "%"),
    ("concept_error_rate", "CER", "concept error rate", "%"),
    ("understanding_accuracy", "UA", "understanding accuracy", "%"),
    ("parsed_correct", "PA:CO", "utterances parsed correctly", ""),
    ("parsed_partial", "PA:PA", "utterances parsed partially correctly", ""),
    ("parsed_incorrect", "PA:IC", "utterances parsed incorrectly", ""),
    ("query_density", "QD", "query density (new concepts per user turn)", ""),
    ("concept_efficiency", "CE", "concept efficiency", ""),
    ("task_finish_rate", "TFR", "task finish rate (dialogues with every command right)", "%"),
)


@dataclass(frozen=True)
class InteractionParameters:
    """ITU-T P.Sup24 / Möller (2005) interaction parameters of one run.

    Counts are over the whole run; means are over turns (or dialogues for QD, CE and the task finish
    rate, as their sources define them). Rates are fractions 0..1 (the report shows %). A value is
    None when the log lacks what it needs (no references, no timings, no reference transcripts).

    Attributes:
        dialogues: number of dialogues (distinct ``dialogue_id``).
        user_turns: #USER TURNS, "overall number of user turns" (P.Sup24): utterance records
            (VAD segments, plus the placeholder records of dataset items where nothing was detected).
        user_turns_per_dialogue: #USER TURNS divided by the number of dialogues.
        user_turn_duration_s: UTD, "average duration of a user turn, from the user starting to speak
            to the user stopping speaking" (P.Sup24): mean of ``end_s - start_s`` over records with a
            span.
        system_response_delay_ms: SRD, "average delay of a system response, from the end of the user
            utterance to the beginning of the system response" (P.Sup24): mean of
            ``vad_endpoint_delay + post_endpoint`` (end of speech → command or clarification ready).
        system_response_delay_p95_ms: 95th percentile of the same delays (linear interpolation).
        asr_rejections: #ASR REJ, "number of ASR rejections: system prompts indicating that the system
            was unable to hear or understand the user" (P.Sup24): records with an empty transcript or
            a clarification with reason ``no_speech``.
        system_correction_turns: SCT, "number of system turns primarily concerned with rectifying a
            trouble ... not contributing new propositional content" (P.Sup24; Simpson & Fraser 1993):
            records answered with a clarification request (any reason, ASR rejections included).
        system_correction_rate: SCR = SCT / system turns (P.Sup24), system turns = records answered
            with a command or a clarification.
        wer: WER = (S + D + I) / N over words (P.Sup24; jiwer), on units with a reference transcript.
        word_accuracy: WA = 1 - WER (P.Sup24).
        concept_accuracy: CA = 1 - (S_C + D_C + I_C) / N_C over concepts (Boros et al. 1996, as in
            P.Sup24), concepts and alignment of :mod:`slu_node.scoring.concepts`; may be negative.
        concept_error_rate: CER = 1 - CA (:func:`slu_node.scoring.concepts.concept_error_rate`;
            MEDIA, Bonneau-Maynard et al. 2005).
        understanding_accuracy: UA, "percentage of user utterances in which all semantic units
            (attribute-value pairs) have been correctly extracted" (Zue et al. 2000, P.Sup24).
        parsed_correct, parsed_partial, parsed_incorrect: #PARSE, PA:CO / PA:PA / PA:IC, "number of
            user utterances which are parsed correctly / partially correctly / incorrectly" (P.Sup24,
            after Price et al. 1992). Here: CO = no concept error; IC = no reference concept matched
            (or, for a unit whose reference is empty, anything output); PA = the rest.
        query_density: QD = (1/N_d) Σ_k n_u(k) / n_q(k), "mean number of new concepts introduced per
            user query" (Glass, Polifroni, Seneff, Zue, ICSLP 2000; P.Sup24), n_q(k) user turns of
            dialogue k, n_u(k) distinct concepts the system understood in it.
        concept_efficiency: CE = (1/N_d) Σ_k n_u(k) / n_c(k), "average number of turns necessary for
            each concept to be understood" (same sources), n_c(k) = concepts the user uttered in
            dialogue k counting each repetition. A concept's identity here is (request, attribute,
            value), a request being a run of consecutive units with the same reference (a user who
            repeats a command after a clarification utters its concepts again); a concept is
            understood when a hypothesis concept with the same attribute and value exists in one of
            the request's units.
        task_finish_rate: fraction of dialogues (with at least one referenced unit) in which all
            commands came out right (after CrossWOZ's task finish rate, Zhu et al. 2020): every request
            (run of consecutive units with the same reference) has a PA:CO unit, and no unit of the
            dialogue executed a wrong command (a non-CO unit answered with a command). A clarification
            followed by a correctly understood repetition therefore does not fail the dialogue.
        referenced_units: units with a reference (the base of the reference-based parameters).
        reference_words: N of the WER.
        reference_concepts: N_C of the CER.
        per_dialogue: per dialogue: ``dialogue_id``, ``user_turns``, ``referenced``, ``correct``,
            ``corrections``, ``finished`` (None without references), ``qd``, ``ce``.
    """

    dialogues: int = 0
    user_turns: int = 0
    user_turns_per_dialogue: Optional[float] = None
    user_turn_duration_s: Optional[float] = None
    system_response_delay_ms: Optional[float] = None
    system_response_delay_p95_ms: Optional[float] = None
    asr_rejections: int = 0
    system_correction_turns: int = 0
    system_correction_rate: Optional[float] = None
    wer: Optional[float] = None
    word_accuracy: Optional[float] = None
    concept_accuracy: Optional[float] = None
    concept_error_rate: Optional[float] = None
    understanding_accuracy: Optional[float] = None
    parsed_correct: Optional[int] = None
    parsed_partial: Optional[int] = None
    parsed_incorrect: Optional[int] = None
    query_density: Optional[float] = None
    concept_efficiency: Optional[float] = None
    task_finish_rate: Optional[float] = None
    referenced_units: int = 0
    reference_words: int = 0
    reference_concepts: int = 0
    per_dialogue: tuple[dict, ...] = field(default_factory=tuple)

    def to_dict(self) -> dict:
        """JSON-ready dict of every field (inf/NaN written as None)."""
        out = asdict(self)
        for k, v in out.items():
            if isinstance(v, float) and not math.isfinite(v):
                out[k] = None
        out["per_dialogue"] = [dict(d) for d in self.per_dialogue]
        return out

    def rows(self) -> list[tuple[str, str, str]]:
        """``(abbreviation, name, formatted value)`` per parameter of :data:`PARAMETER_TABLE`."""
        rows = []
        for key, abbrev, name, unit in PARAMETER_TABLE:
            rows.append((abbrev, name, format_value(getattr(self, key), unit)))
        return rows


def format_value(value, unit: str = "") -> str:
    """Format a parameter value: ``n/a`` for None, % for fractions, 1 decimal for ms, 2 for s."""
    if value is None:
        return "n/a"
    if isinstance(value, int):
        return str(value)
    if not math.isfinite(value):
        return "inf"
    if unit == "%":
        return f"{100.0 * value:.1f} %"
    if unit == "ms":
        return f"{value:.0f} ms"
    if unit == "s":
        return f"{value:.2f} s"
    return f"{value:.2f}"


def percentile(values: Sequence[float], q: float) -> Optional[float]:
    """The ``q``-th percentile (0..100, linear interpolation between order statistics, like
    ``numpy.percentile``'s default) of ``values``; None when empty."""
    xs = sorted(float(v) for v in values)
    if not xs:
        return None
    pos = (len(xs) - 1) * q / 100.0
    lo, hi = math.floor(pos), math.ceil(pos)
    return xs[lo] + (xs[hi] - xs[lo]) * (pos - lo)


def is_asr_rejection(record: UtteranceRecord) -> bool:
    """True when nothing was understood from the speech: empty transcript or a ``no_speech`` clarification."""
    if not record.text.strip():
        return True
    return record.clarification is not None and record.clarification.get("reason") == REASON_NO_SPEECH


def unit_concept_counts(unit: ScoringUnit) -> dict:
    """Concept edit counts of one referenced unit: ``{"S", "D", "I", "N", "cer"}`` (see
    :func:`slu_node.scoring.concepts.concept_error_rate`)."""
    return concept_error_rate([unit.reference_predicates], [unit.hypothesis])


def parse_class(unit: ScoringUnit) -> str:
    """PA class of a referenced unit: ``"CO"``, ``"PA"`` or ``"IC"`` (see :class:`InteractionParameters`)."""
    c = unit_concept_counts(unit)
    if c["S"] + c["D"] + c["I"] == 0:
        return "CO"
    if c["N"] == 0:
        return "IC"
    hits = c["N"] - c["S"] - c["D"]
    return "PA" if hits > 0 else "IC"


def _understood_concepts(unit: ScoringUnit) -> list[tuple[tuple[str, str], bool]]:
    """Each reference concept of the unit (:func:`predicate_concepts` order) with whether the
    hypothesis holds it: the action when a hypothesis predicate has the same action; an argument when
    such a predicate has an argument that matches it under the concept scorer's rules (reference
    alternatives ``a/b`` and implicit marks included)."""
    out = []
    for pred in unit.reference_predicates:
        same = [h for h in unit.hypothesis if h.action == pred.action]
        concepts = predicate_concepts([pred])
        out.append((concepts[0], bool(same)))
        for arg, concept in zip(pred.arguments, concepts[1:]):
            ok = any(
                concept_error_rate([[Predicate(pred.action, (arg,))]], [[Predicate(pred.action, (h_arg,))]])["S"] == 0
                for h in same
                for h_arg in h.arguments
            )
            out.append((concept, ok))
    return out


def interaction_parameters(run: RunLog) -> InteractionParameters:
    """Compute every parameter of :class:`InteractionParameters` from a run log.

    Raises:
        ValueError: a reference SUGAR string in the log is malformed.
    """
    records = list(run.records)
    units = scoring_units(run)
    dialogues = run.dialogues()
    n_dlg = len(dialogues)

    spans = [r.end_s - r.start_s for r in records if r.end_s > r.start_s]
    delays = [d for d in (r.response_delay_ms for r in records) if d is not None]
    rejections = sum(1 for r in records if is_asr_rejection(r))
    corrections = sum(1 for r in records if r.clarification is not None)
    system_turns = sum(1 for r in records if r.clarification is not None or r.command is not None)

    # Speech input: WER over units with a reference transcript.
    wer = None
    ref_words = 0
    wer_units = [u for u in units if u.reference is not None and u.reference.transcript.strip()]
    if wer_units:
        import jiwer

        out = jiwer.process_words([u.reference.transcript for u in wer_units], [u.text for u in wer_units])
        ref_words = out.hits + out.substitutions + out.deletions
        wer = (out.substitutions + out.deletions + out.insertions) / ref_words if ref_words else None

    referenced = [u for u in units if u.reference is not None]
    ca = cer = ua = None
    pa = {"CO": None, "PA": None, "IC": None}
    n_concepts = 0
    classes: dict[str, str] = {}
    if referenced:
        refs = [u.reference_predicates for u in referenced]
        hyps = [u.hypothesis for u in referenced]
        cer_out = concept_error_rate(refs, hyps)
        n_concepts = cer_out["N"]
        cer = cer_out["cer"]
        ca = 1.0 - cer if math.isfinite(cer) else None
        ua = understanding_accuracy(refs, hyps)
        pa = {"CO": 0, "PA": 0, "IC": 0}
        for u in referenced:
            cls = parse_class(u)
            classes[u.id + "\x00" + u.dialogue_id] = cls
            pa[cls] += 1

    per_dialogue = []
    qds, ces, finished_flags = [], [], []
    for dlg, recs in dialogues.items():
        d_units = [u for u in units if u.dialogue_id == dlg]
        d_ref = [u for u in d_units if u.reference is not None]
        n_q = len(recs)
        understood: set = set()
        uttered = 0
        request = -1
        previous_ref = None
        for u in d_ref:
            if u.reference.sugar != previous_ref:
                request += 1
                previous_ref = u.reference.sugar
            for concept, ok in _understood_concepts(u):
                uttered += 1
                if ok:
                    understood.add((request, concept))
        qd = len(understood) / n_q if d_ref and n_q else None
        ce = len(understood) / uttered if uttered else None
        cls_of = {id(u): classes.get(u.id + "\x00" + u.dialogue_id) for u in d_ref}
        correct = sum(1 for u in d_ref if cls_of[id(u)] == "CO")
        finished = None
        if d_ref:
            requests_done: dict[int, bool] = {}
            req, prev = -1, None
            for u in d_ref:
                if u.reference.sugar != prev:
                    req, prev = req + 1, u.reference.sugar
                requests_done[req] = requests_done.get(req, False) or cls_of[id(u)] == "CO"
            wrong_action = any(
                cls_of[id(u)] != "CO" and any(r.command is not None for r in u.records) for u in d_ref
            )
            finished = all(requests_done.values()) and not wrong_action
        if qd is not None:
            qds.append(qd)
        if ce is not None:
            ces.append(ce)
        if finished is not None:
            finished_flags.append(finished)
        per_dialogue.append({
            "dialogue_id": dlg,
            "user_turns": n_q,
            "referenced": len(d_ref),
            "correct": correct,
            "corrections": sum(1 for r in recs if r.clarification is not None),
            "finished": finished,
            "qd": qd,
            "ce": ce,
        })

    def mean(xs):
        return sum(xs) / len(xs) if xs else None

    return InteractionParameters(
        dialogues=n_dlg,
        user_turns=len(records),
        user_turns_per_dialogue=len(records) / n_dlg if n_dlg else None,
        user_turn_duration_s=mean(spans),
        system_response_delay_ms=mean(delays),
        system_response_delay_p95_ms=percentile(delays, 95),
        asr_rejections=rejections,
        system_correction_turns=corrections,
        system_correction_rate=corrections / system_turns if system_turns else None,
        wer=wer,
        word_accuracy=1.0 - wer if wer is not None else None,
        concept_accuracy=ca,
        concept_error_rate=cer,
        understanding_accuracy=ua if referenced else None,
        parsed_correct=pa["CO"],
        parsed_partial=pa["PA"],
        parsed_incorrect=pa["IC"],
        query_density=mean(qds),
        concept_efficiency=mean(ces),
        task_finish_rate=(sum(finished_flags) / len(finished_flags)) if finished_flags else None,
        referenced_units=len(referenced),
        reference_words=ref_words,
        reference_concepts=n_concepts,
        per_dialogue=tuple(per_dialogue),
    )
