"""A command corrected in the next utterance: "put the pot on the stove" ... "sorry, I meant the
pan"; "crack two eggs into the bowl" ... "no, three".

Said alone, such an utterance was out of domain or the dialogue act "no" (twenty-fifth session), and
the robot was left with the command it had got wrong. :func:`corrected` reads it as the last command
with the value it names in place of the one of its kind. English.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Optional, Sequence

from slu_node.domain import Domain
from slu_node.numbers import format_number, normalize_measure, parse_number
from slu_node.textnorm import FILLER_WORDS, NOUN_MARKERS
from slu_node.types import Argument, Predicate

#: Words and phrases that say the last command got something wrong; one of them starts a correction.
CORRECTION_PHRASES = (("no",), ("sorry",), ("actually",), ("oops",), ("nope",), ("i", "meant"), ("i", "mean"),
                      ("make", "that"), ("not", "that"), ("rather",), ("instead",), ("wait",))
#: Prepositions that may come before the corrected value; the value's kind decides its role.
_PREPOSITIONS = frozenset({"in", "into", "on", "onto", "to", "with", "from", "over", "under", "using"})
#: Most words the corrected value may have, after its determiners.
_LONGEST_VALUE = 4


def corrected(last: Predicate, tokens: Sequence[str], domain: Domain) -> Optional[Predicate]:
    """``last`` with the value that ``tokens`` name in place of its argument of that kind, when
    ``tokens`` are a correction and nothing else: phrases of :data:`CORRECTION_PHRASES` (at least one,
    at the start, with fillers), then one lexicon value (after determiners and one of
    :data:`_PREPOSITIONS`: "actually on the oven") or one amount ("three", "forty grams").

    A value goes to the one uttered argument of ``last`` whose role holds its type and whose value
    differs ("the pan" for the pot of ``put(pot, stove)``); an amount to the role of a measured type
    that ``last`` fills, a bare number keeping the old amount's unit ("no, forty" after ``add(30 g,
    milk)`` is ``40 g``). None when no argument, or more than one, could take it.
    """
    i, saw = 0, False
    while i < len(tokens):
        phrase = next((p for p in CORRECTION_PHRASES if tuple(tokens[i:i + len(p)]) == p), None)
        if phrase is None and tokens[i] not in FILLER_WORDS:
            break
        i, saw = i + (len(phrase) if phrase else 1), saw or phrase is not None
    said = [t for t in tokens[i:] if t not in NOUN_MARKERS]
    if said and said[0] in _PREPOSITIONS:  # "actually *on* the oven", "no, *with* the whisk"
        said = said[1:]
    if not saw or not said or len(said) > _LONGEST_VALUE:
        return None
    found = domain.lookup(" ".join(said))
    if found is not None:
        kind, value = found
        places = [a for a in last.arguments if not a.implicit and value not in a.values
                  and kind in domain.actions[last.action].arg(a.role).types
                  and any(kind in domain.value_types(v) for v in a.values)]
    else:
        value, places = _amount(said, last, domain)
    if len(places) != 1:
        return None
    new = Argument(places[0].role, (value,), implicit=False, is_list=places[0].is_list, confidence=1.0)
    return replace(last, arguments=tuple(new if a is places[0] else a for a in last.arguments))


def _amount(said: Sequence[str], last: Predicate, domain: Domain) -> tuple[str, list[Argument]]:
    """The amount ``said`` names, written as the measured argument of ``last`` it replaces, and that
    argument (in a list, empty when there is none or ``said`` is no amount)."""
    parsed = parse_number(list(said))
    spec = domain.actions[last.action]
    for arg in last.arguments:
        kinds = [domain.types[t] for t in spec.arg(arg.role).types if domain.types[t].kind == "measure"]
        if arg.implicit or not kinds or parsed is None:
            continue
        number, used = parsed
        if used == len(said):  # a bare number: the old amount's unit ("no, forty" → 40 g)
            unit = arg.values[0].split()[1:]
            return " ".join([format_number(number), *unit]), [arg]
        value = next((v for v in (normalize_measure(" ".join(said), k) for k in kinds) if v), None)
        return (value, [arg]) if value else ("", [])
    return "", []
