"""A command the recogniser heard two ways: an n-best alternative almost as likely as the transcript
chosen reads as another command.

Word posteriors miss it when the hypotheses part at a word the parser drops: "uh knead the oatmeal
please" and "i need the oatmeal please" (ASR confidences 0.84 and 0.81, said for the second) differ
at "uh" / "i" (posterior 0.2), while "knead" itself has posterior 1.0 once "uh" is decoded, so the
chosen reading, ``knead(oat)``, passed every word threshold. The check is the N-best purity
feature of Hazen, Seneff & Polifroni ("Recognition confidence scoring and its use in speech
understanding systems", Computer Speech and Language 16, 2002: how many of the N-best hypotheses
agree with the top one), taken over the command each hypothesis reads instead of over its words.
"""

from __future__ import annotations

import dataclasses
import difflib
from typing import Callable, Optional, Sequence

from slu_node.domain import Domain
from slu_node.sugar import format_predicates
from slu_node.textnorm import tokenize
from slu_node.types import REASON_LOW_CONFIDENCE, ClarificationRequest, ParseResult


def _reading(result: ParseResult) -> tuple[str, str]:
    """What a command does: its predicates in SUGAR form and its dialogue act."""
    return format_predicates(result.command.predicates), result.command.dialogue_act


def _said_less(rival: ParseResult, chosen: ParseResult) -> bool:
    """True when ``rival`` reads ``chosen``'s actions, in order, each with some of its values and no
    other: the chosen transcript said more, as one cut short does ("bake the cake at one eighty degrees
    for forty minutes" and "bake the cake for forty minutes"). Sixty-ninth session, fourteen replayed
    spoken sets (3,520 commands, each clean and at 10 dB): 5 more done right, 1 more done wrong, all
    clean ("skim the fat off the stock", "put the saucepan on the hob on medium low")."""
    def said(predicate) -> set:
        return {(a.role, v) for a in predicate.arguments for v in a.values}

    mine, theirs = chosen.command.predicates, rival.command.predicates
    return len(mine) == len(theirs) and all(
        m.action == t.action and said(t) <= said(m) for m, t in zip(mine, theirs))


def rival_reading(chosen: ParseResult, chosen_text: str, chosen_confidence: float,
                  alternatives: Sequence[tuple[str, float]], parse: Callable[[str, float], ParseResult],
                  ratio: float) -> Optional[tuple[str, ParseResult]]:
    """The first n-best alternative with ASR confidence ≥ ``ratio`` × ``chosen_confidence`` whose parse
    is a command other than ``chosen``'s with as many predicates or more, as ``(text, result)``; None
    when there is none or ``chosen`` is no command. One with fewer is the utterance cut short ("and
    now zest almonds", 0.88, behind "... after that then turn them", 0.66), which the n-best
    rescoring does not let win either (:meth:`~slu_node.parser.SpokenCommandParser.parse_transcript`);
    so is one whose words are the first words of ``chosen_text`` ("bake the cake at one hundred and
    seventy degrees", 0.78, behind "... for forty five minutes", 0.83, had asked about the time;
    fifty-fourth-session probe 70, nothing else changed on nine replayed spoken sets), and so is one
    that reads the same actions with some of their values and no other (:func:`_said_less`).

    Args:
        chosen: the parse the n-best rescoring chose.
        chosen_text: the transcript it parsed.
        chosen_confidence: the ASR confidence of its transcript (0..1).
        alternatives: ``(text, ASR confidence)`` of the n-best hypotheses, the chosen one among them.
        parse: parses one alternative (text, its ASR confidence); called only for the alternatives
            close enough. The parser reads it from its words alone, without word confidences
            (:meth:`~slu_node.parser.SpokenCommandParser.parse_transcript`).
        ratio: 0..1; 1 asks only about exact ties.
    """
    if chosen.command is None:
        return None
    mine, words = _reading(chosen), tokenize(chosen_text)
    for text, confidence in alternatives:
        if text == chosen_text or confidence < ratio * chosen_confidence:
            continue
        said = tokenize(text)
        if len(said) < len(words) and words[:len(said)] == said:
            continue  # the chosen transcript cut short, read with fewer arguments: no other reading
        result = parse(text, confidence)
        if (result.command is not None and _reading(result) != mine
                and len(result.command.predicates) >= len(chosen.command.predicates)
                and not _said_less(result, chosen)):
            return text, result
    return None


def heard_two_ways(domain: Domain, chosen: ParseResult, chosen_text: str, rival: ParseResult,
                   rival_text: str) -> ParseResult:
    """``chosen`` turned into a question (reason ``low_confidence``, the domain's ``two_readings``
    prompt): its words that the rival transcript says otherwise are the words asked about; its
    predicates that the rival reads too are the partial parse."""
    mine, theirs = tokenize(chosen_text), tokenize(rival_text)
    matcher = difflib.SequenceMatcher(a=mine, b=theirs, autojunk=False)
    words = tuple(w for op, a0, a1, _, _ in matcher.get_opcodes() if op != "equal" for w in mine[a0:a1])
    shared = {format_predicates((p,)) for p in rival.command.predicates}
    partial = tuple(p for p in chosen.command.predicates if format_predicates((p,)) in shared)
    prompt = domain.prompts["two_readings"].format(word=" ".join(words) or chosen_text, role="thing", action="do")
    clarification = ClarificationRequest(REASON_LOW_CONFIDENCE, partial=partial, prompt=prompt, words=words)
    return dataclasses.replace(chosen, command=None, clarification=clarification)
