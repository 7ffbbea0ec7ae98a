"""An action the speaker tells the robot to stop: "stop adding milk", "quit stirring", "no more stirring".

The tagger knew "stop" alone and "stop stirring the soup" (the dialogue act ``stop``), but read "stop
adding milk", "stop heating the milk" and "please stop peeling the potatoes" as the action named by the
"-ing" verb, and did it: ``add(milk, *[ingredients]*)``, the opposite of what was asked (11 of 25 such
commands in the thirty-fourth-session probe). :func:`stopped_actions` finds a stop cue before an "-ing"
form and its clause, which the parser reads as the word "stop" alone, the act the domain file names for
it. English, like :mod:`slu_node.textnorm`; tokens as :func:`slu_node.textnorm.tokenize` gives them.
"""

from __future__ import annotations

from typing import Callable, Sequence

from slu_node.textnorm import FILLER_WORDS, in_spoken_order, ing_base_forms, phrases_at

#: Phrases that, before an "-ing" form, ask to stop that action; the last word is read as "stop".
STOP_CUES = (("stop",), ("quit",), ("cease",), ("no", "more"), ("enough",), ("that's", "enough"),
             ("that", "is", "enough"), ("stop", "it", "with", "the"), ("stop", "with", "the"))
#: The word the stop cue is read as: the cooking domain's stop act says it.
STOP_WORD = "stop"
#: Words that join the next clause, which is not the stopped action's ("stop stirring *and* add the milk").
_NEXT_CLAUSE = frozenset({"and", "then", "robot"})  # "oscar stop poking it please *robot* cover the bowl ..."


def stopped_actions(tokens: Sequence[str], verbs: frozenset, is_value: Callable[[str], bool],
                    is_word: Callable[[str], bool]) -> tuple[set[int], dict[int, str]]:
    """Where ``tokens`` ask to stop an action: a :data:`STOP_CUES` phrase, then an "-ing" form (of one
    of ``verbs``, or of another verb: "stop chopping the onions"; not a lexicon value such as "icing",
    nor a made-up word: "stockpudding", heard), then the action's words up to "and" / "then" or the
    end.

    Args:
        tokens: lowercase words (:func:`~slu_node.textnorm.tokenize`).
        verbs: the words of the domain's verb phrases (:attr:`Domain.verb_words`).
        is_value: True for a spoken form of a lexicon value.
        is_word: True for an English word (:func:`slu_node.spelling.unspelled` finds none in it).

    Returns:
        ``(left_out, replaced)``: the indices of the cue's words but its last and of the stopped
        action's words, and the cue's last word's index → :data:`STOP_WORD`. Empty when nothing is
        stopped.
    """
    left_out: set[int] = set()
    replaced: dict[int, str] = {}
    for i, cue in in_spoken_order(phrases_at(tokens, STOP_CUES)):
        k = i + len(cue)
        if i in left_out or i in replaced or k >= len(tokens) or not _ing_form(tokens[k], verbs, is_value, is_word):
            continue
        end = next((m for m in range(k + 1, len(tokens)) if tokens[m] in _NEXT_CLAUSE), len(tokens))
        left_out |= set(range(i, k - 1)) | set(range(k, end))
        replaced[k - 1] = STOP_WORD
    return left_out, replaced


def _ing_form(token: str, verbs: frozenset, is_value: Callable[[str], bool], is_word: Callable[[str], bool]) -> bool:
    """True when ``token`` is an "-ing" form: of a word of ``verbs``, or any English word ending in
    "ing" of six letters or more that is no lexicon value and no filler."""
    if any(base in verbs for base in ing_base_forms(token)):
        return True
    return (len(token) >= 6 and token.endswith("ing") and not is_value(token) and token not in FILLER_WORDS
            and is_word(token))
