"""Where a thing is kept in the kitchen, said to tell which one is meant or where to find it: "get the
kids' plates down *from the cupboard above the sink*", "pass me the mug *next to the kettle*", "pull the
frozen sweetcorn out of *the bottom drawer of* the freezer" (seventy-second-session blind probe 509, the
places of a kitchen and whose things are: 28 of 40 done exactly at first, the cupboards, drawers and
shelves asked about as unknown things, "pass me the mug next to the kettle" done as ``put(mug, kettle)``).

A kitchen's furniture (:data:`STORAGE_WORDS`) is no value of a domain's lexicon; the robot finds the thing
by its name. :func:`kept_places` gives the words the parser leaves out; where the furniture is part of an
appliance or a container ("the bottom drawer *of the freezer*"), the appliance stays, as the place the thing
comes from or goes to. English.
"""

from __future__ import annotations

from typing import Optional, Sequence

from slu_node.domain import PLACE_ROLE, Domain
from slu_node.textnorm import NOUN_MARKERS, phrases_at

#: A kitchen's furniture and surfaces, where things are kept.
STORAGE_WORDS = frozenset({"cupboard", "cupboards", "drawer", "drawers", "shelf", "shelves", "rack", "racks",
                           "cabinet", "cabinets", "pantry", "larder", "worktop", "worktops", "counter", "countertop",
                           "windowsill", "dresser", "hook", "hooks"})
#: Landmarks of a kitchen besides the lexicon's values and its furniture ("next to *the sink*").
_LANDMARKS = STORAGE_WORDS | {"sink", "table", "window", "door", "back", "front", "cooker", "bin"}
#: Phrases that lead the place a thing is kept at, after it or after a verb that takes it from there.
_KEPT_AT = (("from",), ("off",), ("on",), ("in",), ("out", "of"), ("down", "from"), ("inside",),
            ("at", "the", "back", "of"))
#: Those of :data:`_KEPT_AT` that may say where a thing goes ("put the paprika back *on* the spice rack").
_MAY_GO = frozenset({"on", "in", "inside"})
#: Phrases that say where a thing stands beside a landmark ("the mug *next to* the kettle").
_BESIDE = (("next", "to"), ("beside",), ("above",), ("below",), ("near",), ("behind",), ("underneath",))
#: Those phrases after a kitchen's furniture, and "under", "by" ("from the rack *under* the worktop", "the
#: drawer *by* the cooker"; after a thing, "by" may say how: "cover the dough *by* a cloth").
_BESIDE_FURNITURE = _BESIDE + (("under",), ("by",))
#: Words of a thing's standing said before such a phrase ("the spatula *hanging* above the hob").
_STANDING = frozenset({"hanging", "sitting", "standing", "kept"})
#: Words that join furniture to what it is part of ("the bottom drawer *of* the freezer").
_PART_OF = frozenset({"of", "in"})
#: The lexicon's type of the parts of foods ("the *bones*").
_PART = "part"
#: The lexicon's type of the appliances that furniture may be part of ("the bottom drawer of *the freezer*").
_APPLIANCE = "appliance"
#: Most words between "the" and the furniture or the landmark ("the *cheese* drawer", "the *big glass* jar").
_LONGEST_DESCRIPTION = 2


def kept_places(tokens: Sequence[str], domain: Domain) -> set[int]:
    """Indices of the words that say where a thing is kept, to leave out before tagging:

    - a phrase of :data:`_KEPT_AT` (not after a part of a food, whose food it comes from follows),
      determiners, at most :data:`_LONGEST_DESCRIPTION` words and a word of :data:`STORAGE_WORDS` that ends
      no value of ``domain`` ("on the *wire rack*" is a cooling rack), and a phrase of :data:`_BESIDE` and
      its landmark after it ("from the cupboard *above the sink*"); before "of" or "in" and an appliance of
      the lexicon only the furniture's words ("out of *the bottom drawer of* the freezer"); not after a verb
      that places things, with no place said, nor after "back", where "on" or "in" may lead where it goes
      ("put the paprika back on the spice rack", "put the milk back in the fridge and the cereal back in the
      cupboard": asked about);
    - a phrase of :data:`_BESIDE` (after a word of :data:`_STANDING` or not) with its landmark (a value of the
      lexicon or a word of :data:`_LANDMARKS`) right after a value: "the mug *next to the kettle*", "the
      spatula *hanging above the hob*"; not where the clause's verb is of an action with a place
      (:data:`~slu_node.domain.PLACE_ROLE`) and no place was said after it: "put the bowl next to the stove".

    Args:
        tokens: the utterance's words (:func:`slu_node.textnorm.tokenize`).
        domain: gives the lexicon (:meth:`Domain.lookup`) and the verbs (:attr:`Domain.verb_word_owners`).

    Returns:
        the indices to leave out; empty when no such place is said."""
    out: set[int] = set()
    for i, lead in phrases_at(tokens, _KEPT_AT):
        k = i + len(lead)
        if k >= len(tokens) or tokens[k] not in NOUN_MARKERS or _part_before(tokens, i, domain):
            continue  # "wrap the brisket in raisins rack", "pick out the bones from the drawer": misheard
        while k < len(tokens) and tokens[k] in NOUN_MARKERS:
            k += 1
        furniture = next((j for j in range(k, min(len(tokens), k + _LONGEST_DESCRIPTION + 1))
                          if tokens[j] in STORAGE_WORDS  # not of a value: "the *wire rack*"
                          and all(domain.lookup(" ".join(tokens[s:j + 1])) is None for s in range(k, j + 1))), None)
        if furniture is None or out & set(range(i, furniture + 1)) or (lead[0] in _MAY_GO and (
                _placed_there(tokens, i, domain) or list(tokens[i - 1:i]) == ["back"])):
            continue  # "put the paprika back on the spice rack", "... and the bread back in the cupboard": where
        end = furniture + 1
        if end < len(tokens) and tokens[end] in _PART_OF and _appliance_after(tokens, end + 1, domain):
            # "out of *the bottom drawer of* the freezer"
            out.update(range(k - (tokens[k - 1] in NOUN_MARKERS), end + 1))
            continue
        beside = _beside_end(tokens, end, domain, _BESIDE_FURNITURE)
        out.update(range(i, beside if beside is not None else end))
    for i in range(1, len(tokens)):
        if i in out or not _value_ends_at(tokens, i, domain):
            continue
        start = i + (tokens[i] in _STANDING)
        end = _beside_end(tokens, start, domain)
        if end is not None and not _placed_there(tokens, i, domain):
            out.update(range(i, end))
    return out


def _beside_end(tokens: Sequence[str], at: int, domain: Domain,
                phrases: Sequence[tuple[str, ...]] = _BESIDE) -> Optional[int]:
    """Where a phrase of ``phrases`` said at ``at`` and its landmark (determiners and at most
    :data:`_LONGEST_DESCRIPTION` words before it) end; None when none is said there."""
    lead = next((p for j, p in phrases_at(tokens[at:at + 2], phrases) if j == 0), None)
    if lead is None:
        return None
    k = at + len(lead)
    if k >= len(tokens) or tokens[k] not in NOUN_MARKERS:  # "by hand", "near enough"
        return None
    while k < len(tokens) and tokens[k] in NOUN_MARKERS:
        k += 1
    for j in range(k, min(len(tokens), k + _LONGEST_DESCRIPTION + 1)):
        for n in (2, 1):
            if tokens[j:j + n] and (domain.lookup(" ".join(tokens[j:j + n])) is not None
                                    or (n == 1 and tokens[j] in _LANDMARKS)):
                return j + n
    return None


def _types_ending_at(tokens: Sequence[str], i: int, domain: Domain) -> set[str]:
    """The types of the values of the lexicon (one or two words) that end right before ``i``."""
    return {hit[0] for s in range(max(0, i - 2), i) if (hit := domain.lookup(" ".join(tokens[s:i]))) is not None}


def _value_ends_at(tokens: Sequence[str], i: int, domain: Domain) -> bool:
    """True when a value of the lexicon (one or two words) ends right before ``i``."""
    return bool(_types_ending_at(tokens, i, domain))


def _part_before(tokens: Sequence[str], i: int, domain: Domain) -> bool:
    """True when a part of a food (the lexicon's type :data:`_PART`) ends right before ``i``: what it is
    taken from follows, a food ("pick out the bones from the drawer", heard for "... the trout")."""
    return _PART in _types_ending_at(tokens, i, domain)


def _appliance_after(tokens: Sequence[str], k: int, domain: Domain) -> bool:
    """True when an appliance of the lexicon is named from ``k``, past determiners: the cupboard that is
    part of it, not one a thing is then put in ("from the top cupboard *in the glass bowl*")."""
    while k < len(tokens) and tokens[k] in NOUN_MARKERS:
        k += 1
    found = next((hit for n in (2, 1) if (hit := domain.lookup(" ".join(tokens[k:k + n]))) is not None), None)
    return found is not None and found[0] == _APPLIANCE


def _placed_there(tokens: Sequence[str], i: int, domain: Domain) -> bool:
    """True when the last verb before ``i`` (a first word of the domain's verb phrases) is of actions with a
    place, each, and no preposition of that place is said between them: "put the bowl *next to* the
    stove" says where it goes; "pass me the mug next to the kettle" (take's, sieve's) does not."""
    owners = domain.verb_word_owners
    verb = next((k for k in range(i - 1, -1, -1) if tokens[k] in domain.verb_starts and tokens[k] in owners), None)
    if verb is None:
        return False
    actions = [domain.actions[name] for name in owners[tokens[verb]]]
    said = set(tokens[verb + 1:i])
    return all(a.arg(PLACE_ROLE) is not None for a in actions) and not any(
        PLACE_ROLE in roles and p in said for a in actions for p, roles in a.role_prepositions.items())
