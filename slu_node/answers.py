"""An answer to the clarification question the robot just asked, said as a fragment.

The robot asks instead of acting when an argument is missing or not understood ("add it to the bowl"
→ *What should I add?*, partial ``add(#, bowl)``). People answer such a question with the missing
thing alone: "the salt", "salt please", "um the olive oil". Read on its own the fragment is no
command (out of domain, or SUGAR's verbless ``add(salt, *[ingredients]*)``, which drops the bowl);
read as the answer it fills the ``#`` of the question's partial parse: ``add(salt, bowl)``
(fifty-fifth session). This is the slot-filling turn of task-oriented dialogue (the system asks for a
slot, the user gives its value), as in the CrossWOZ and MEDIA dialogues the project's evaluation
draws on.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Optional, Sequence

from slu_node.domain import Domain
from slu_node.textnorm import FILLER_WORDS, closing_start, tokenize, value_phrases
from slu_node.types import Predicate

#: Words that may open an answer before its value ("*it's* the salt", "*i said* the salt"). English.
_ANSWER_OPENERS = frozenset({"it's", "its", "i", "said", "meant", "mean", "oh", "yes", "yeah", "well", "just",
                             "use", "with"}) | FILLER_WORDS


def asked_slot(partial: Sequence[Predicate]) -> Optional[tuple[int, int]]:
    """``(predicate index, argument index)`` of the one ``#`` argument of a question's ``partial``
    parse; None when there is none or more than one (which of them an answer fills is a guess)."""
    found = [(p, a) for p, pred in enumerate(partial) for a, arg in enumerate(pred.arguments) if arg.uncertain]
    return found[0] if len(found) == 1 else None


def answered(partial: Sequence[Predicate], text: str, domain: Domain) -> Optional[tuple[Predicate, ...]]:
    """``partial`` with its one ``#`` argument filled by ``text`` when ``text`` says only one value of
    the types that argument's role holds (after words of :data:`_ANSWER_OPENERS` and before closing
    words: "um the olive oil please"); several values joined by "and" for a list role ("the salt and
    the pepper"). None otherwise: the utterance is read as it was parsed.

    Args:
        partial: the predicates of the clarification asked last (``ClarificationRequest.partial``).
        text: the next utterance's transcript.
        domain: gives the roles' types and the lexicon (:meth:`Domain.lookup`).
    """
    slot = asked_slot(partial)
    if slot is None:
        return None
    p, a = slot
    pred = partial[p]
    action = domain.actions.get(pred.action)
    role = action.arg(pred.arguments[a].role) if action is not None else None
    if role is None:
        return None
    tokens = tokenize(text)
    start = next((k for k, t in enumerate(tokens) if t not in _ANSWER_OPENERS), len(tokens))
    words = tokens[start:closing_start(tokens)]
    phrases = value_phrases(words, lambda phrase: domain.lookup(phrase, role.types) is not None) if words else None
    if not phrases or (len(phrases) > 1 and not role.list):
        return None
    values = tuple(dict.fromkeys(domain.lookup(phrase, role.types)[1] for phrase in phrases))
    filled = replace(pred.arguments[a], values=values, implicit=False, confidence=1.0)
    arguments = pred.arguments[:a] + (filled,) + pred.arguments[a + 1:]
    return tuple(replace(pred, arguments=arguments) if k == p else other for k, other in enumerate(partial))

