"""Things said to go somewhere or to come out, read as the command to put them there or take them out.

"the oven dish wants covering with foil and then *it can go back in* the oven", "a couple of handfuls of
spinach *can go straight into* the soup", "the lamb *needs to go in* the oven at one eighty", "the seeds
*need to come out of* the chillies" are read "... put it back in the oven", "put a couple of handfuls of
spinach straight into the soup", "put the lamb in the oven at one eighty", "take the seeds out of the
chillies" (seventieth-session blind probe 442, commands said in roundabout ways: the first had lost its
second step, done; the others were out of the domain). English.
"""

from __future__ import annotations

from typing import Callable, Sequence

from slu_node.textnorm import CLAUSE_OPENERS
from slu_node.values import LEADING

#: Words before "go" or "come" that make the thing before them the one to move: a modal or a need.
_MODALS = (("can",), ("could",), ("should",), ("must",), ("will",), ("needs", "to"), ("need", "to"), ("has", "to"),
           ("have", "to"), ("ought", "to"))
#: Forms of "go" that move the thing said before them with no modal, as a recipe says it: "an eighth of a
#: teaspoon of nutmeg *goes into* the soup" (seventy-fourth-session blind probe 557: out of the domain);
#: only an amount of a thing, with the place said after (:func:`_measured`).
_SAID_GOING = frozenset({"goes", "go"})
#: Words that start an amount of a thing ("*an eighth of* a teaspoon of nutmeg").
_AMOUNT_STARTS = frozenset({"a", "an", "half", "one", "two", "three", "four", "five", "six", "some", "quarter"})


def _measured(thing: Sequence[str]) -> bool:
    """True when ``thing`` is an amount of a thing: it starts with a word of :data:`_AMOUNT_STARTS` and
    says "of" ("an eighth of a teaspoon of nutmeg")."""
    return thing[0] in _AMOUNT_STARTS and "of" in thing


#: Words after "go" that say where a thing goes, each read after "put".
_WHERE_TO = frozenset({"in", "into", "on", "onto", "under", "back", "straight", "inside"})
#: Words after "come" that say a thing is taken out, each read after "take".
_OUT = frozenset({"out", "off"})
#: Subject pronouns, read as objects after the verb.
_PRONOUNS = {"it": "it", "they": "them", "them": "them"}
#: Determiners that may start the thing said before the modal.
_DETERMINERS = frozenset({"the", "a", "an", "some", "this", "that", "these", "those", "all", "both", "your", "my"})
#: Most words of the thing said before the modal.
_LONGEST_THING = 7


def going_places(tokens: Sequence[str], is_thing: Callable[[str], bool]) -> dict[int, tuple[str, ...]]:
    """Index → the words read there, for each thing said to go somewhere or to come out (module doc):
    a clause (at the utterance's start or after a word of :data:`slu_node.textnorm.CLAUSE_OPENERS`)
    of a thing (a pronoun of :data:`_PRONOUNS`, or words ending in a thing, ``is_thing``, that start
    with a determiner or the thing; a list joined by "and": "all the dirty spoons and forks can go in the
    dishwasher", seventy-seventh-session blind probe 690, had put the forks only), a modal of
    :data:`_MODALS` (none before "goes" and "go", :data:`_SAID_GOING`, after an amount and before a
    determiner), then "go" before a word of
    :data:`_WHERE_TO` (read "put" and the thing) or "come" before one of :data:`_OUT` and where from
    ("out of", "off the": read "take" and the thing; not "so it can come out now", where the place it
    comes out of was said in the talk before, if at all: asked about); the modal and "go" or "come" are
    left out. Empty when there is none."""
    def listed(k: int) -> bool:  # "all the dirty spoons *and* forks can go ...": a list, no clause joined
        if tokens[k] != "and" or k == 0 or not is_thing(tokens[k - 1]):
            return False
        j = k - 1  # back to the clause's start over determiners, describing words and things only
        while j > 0 and tokens[j - 1] not in CLAUSE_OPENERS:
            j -= 1
        return all(t in _DETERMINERS or t in LEADING or is_thing(t) for t in tokens[j:k])

    out: dict[int, tuple[str, ...]] = {}
    for g, word in enumerate(tokens[:-1]):
        nxt = tokens[g + 1]
        # where from, said: "come out *of* the chillies", "come *off the* heat"
        source = tokens[g + 2:g + 3] in (["of"], ["from"]) or (nxt == "off" and tokens[g + 2:g + 3] == ["the"])
        verb = ("put" if word in ("go", "goes") and nxt in _WHERE_TO
                else "take" if word == "come" and nxt in _OUT and source else None)
        modal = next((m for m in _MODALS if tuple(tokens[max(0, g - len(m)):g]) == m),
                     () if word in _SAID_GOING else None)
        if verb is None or modal is None:
            continue
        m = g - len(modal)
        s = next((s for s in range(m - 1, max(-1, m - 1 - _LONGEST_THING), -1)
                  if s == 0 or (tokens[s - 1] in CLAUSE_OPENERS and not listed(s - 1))), None)
        if s is None or s == m:
            continue
        thing = tokens[s:m]
        pronoun = len(thing) == 1 and thing[0] in _PRONOUNS
        if not pronoun and not ((thing[0] in _DETERMINERS or is_thing(thing[0]))
                                and (is_thing(thing[-1]) or is_thing(" ".join(thing[-2:])))):
            continue
        if not modal and not (_measured(thing) and tokens[g + 2:g + 3] and tokens[g + 2] in _DETERMINERS):
            continue  # "the cream goes in last so ...", "the garlic goes in later": said of the order
        out[s] = (verb, _PRONOUNS[thing[0]] if pronoun else thing[0])
        out.update({k: () for k in range(m, g + 1)})
    return out
