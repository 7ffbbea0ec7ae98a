"""Steps that only wait: "... and *leave the dough to prove for an hour*", "... *let it rest*".

A recipe says how long to leave a thing to rise, rest or cool; the robot has nothing to do then, and
the references of such commands write no predicate for it. Read by the tagger, the step's thing
joined the command before it ("cover the bowl with cling film and leave the dough to prove for an
hour" was ``cover([bowl, dough], cling film)``, done) or made it asked about ("... and let it rise
for forty five minutes"; sixty-sixth-session blind probe 342, baking). :func:`waiting_steps` finds
them; the parser leaves them out before tagging. English.
"""

from __future__ import annotations

from typing import Sequence

from slu_node.textnorm import NOUN_MARKERS, OBJECT_PRONOUNS

#: Words that join a waiting step to the step before it.
_JOINS = frozenset({"and", "then"})
#: Verbs that leave a thing to wait.
_LEAVING = frozenset({"leave", "let"})
#: What a thing is left to do: verbs no action of the cooking domain says. English.
WAITING_VERBS = frozenset({"rest", "rise", "prove", "proof", "cool", "stand", "set", "settle", "sit", "chill", "relax",
                           "soak", "marinate", "infuse", "steep", "firm", "double"})
#: Places a thing is left on to wait, said before "to" and the waiting verb ("leave it *on the side* to prove":
#: seventy-seventh-session blind probe 724, the side asked about as an instrument).
_SIDE_PLACES = frozenset({("on", "the", "side"), ("on", "the", "counter"), ("on", "the", "worktop"),
                          ("on", "the", "bench")})
#: Most words of the thing left to wait, its determiners included ("the bread dough").
_THING_WORDS = 4
#: Words that end a waiting step: what follows is the next step.
_STEP_ENDS = frozenset({"and", "then", "while", "meanwhile"})


def waiting_steps(tokens: Sequence[str]) -> set[int]:
    """Indices of each waiting step after another step: a word of :data:`_JOINS` (and "then" after
    "and"), a word of :data:`_LEAVING`, the thing (a pronoun, or a determiner and at most
    :data:`_THING_WORDS` words in all), "to" (optional after "let"), a word of
    :data:`WAITING_VERBS`, and what follows to the next word of :data:`_STEP_ENDS` or the end ("for
    an hour", "until doubled in size"). Empty when there is none."""
    out: set[int] = set()
    for j in range(1, len(tokens) - 3):
        if tokens[j] not in _JOINS or tokens[j - 1] in _JOINS:
            continue
        k = j + 1 + (tuple(tokens[j:j + 2]) == ("and", "then"))
        if k >= len(tokens) or tokens[k] not in _LEAVING:
            continue
        verb = _waiting_verb_at(tokens, k + 1, tokens[k] == "let")
        if verb is None:
            continue
        end = next((e for e in range(verb + 1, len(tokens)) if tokens[e] in _STEP_ENDS), len(tokens))
        out.update(range(j, end))
    return out


def _waiting_verb_at(tokens: Sequence[str], at: int, bare: bool) -> int | None:
    """The index of the waiting verb after the thing said at ``at`` ("to" before it, or, ``bare``, not),
    or of the place it waits in ("somewhere", "in a warm place"), a place of :data:`_SIDE_PLACES` passed over
    before "to"; None when there is none."""
    if at >= len(tokens):
        return None
    if tokens[at] in OBJECT_PRONOUNS:
        ends = [at + 1]
    elif tokens[at] in NOUN_MARKERS:
        ends = list(range(at + 2, min(len(tokens), at + _THING_WORDS) + 1))
    else:
        return None
    for e in ends:
        if e < len(tokens) and (tokens[e] == "somewhere" or list(tokens[e:e + 3]) == ["in", "a", "warm"]):
            return e  # "... and leave it *somewhere warm*", "in a warm place" (sixty-eighth-session probe 400)
        if tuple(tokens[e:e + 3]) in _SIDE_PLACES:  # "leave it *on the side* to prove" (blind probe 724)
            e += 3
        k = e + (e < len(tokens) and tokens[e] == "to")
        if (k > e or bare) and k < len(tokens) and tokens[k] in WAITING_VERBS:
            return k
    return None
