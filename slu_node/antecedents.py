"""What a pronoun of the next action stands for: the objects of the action before it, or another of
its roles that the domain file marks (``antecedent_when``), chosen by the pronoun's number.

"add the butter to the potatoes and mash *them*": the potatoes, not the butter; "scoop out the seeds
from the pumpkin and roast *it*": the pumpkin; "cut out the garlic out of the chickpeas and melt
*it*": the garlic. English agreement (a singular "it", a plural "them") picks between readings
that differ in number; where they do not, the marked role said first holds it, the direct object
of the clause as a rule ("drizzle the cod with lemon juice and bake it": the cod; "tip the spaghetti
into the water and stir it": the spaghetti), as centering theory ranks the entities of an utterance
for the pronouns of the next (Grosz, Joshi and Weinstein 1995, "Centering: a framework for modeling
the local coherence of discourse"); with no such role, the objects. Found by the fifty-fifth
session's blind probes, whose references a person wrote; the generator's own references, which
always take the objects, agree wherever the number tells or the objects come first. A role said
after "over" or "onto" is ranked first: a thing poured or sprinkled on top of another becomes part
of it, and the next action's pronoun stands for the thing under it ("pour the dressing over the
salad, toss *it*": the salad; "pour the stock over the couscous and cover *it*": the couscous;
fifty-seventh session's blind probe 103). "Them together" after one thing added to another, each one
thing, stands for both ("add two tablespoons of cold water to it and stir *them together*": the sixty-
seventh session's blind probe 361); "them" alone keeps the rules above, as references write ("... add a
knob of butter and mash *them*": the potatoes).
"""

from __future__ import annotations

from typing import Optional, Sequence

from slu_node.repairs import DETERMINERS
from slu_node.spans import Span
from slu_node.textnorm import PRONOUNS, last_before

#: Pronouns that stand for one thing and for several.
SINGULAR_PRONOUNS = frozenset({"it", "this", "that"})
PLURAL_PRONOUNS = frozenset({"them", "they", "these", "those"})


#: Prepositions that put a thing on top of another ("sprinkle the feta *over* the salad"; "spread the
#: butter *on* the baguette and wrap it in foil", "dressing on the salad and toss it": the baguette, the
#: salad, sixty-fourth session, where four typed references had been read with the butter).
ON_TOP = frozenset({"over", "onto", "on"})


def said_on_top_of(tokens: Sequence[str], start: int) -> bool:
    """True when the words before ``tokens[start]``, determiners skipped, end with one of
    :data:`ON_TOP` or with "on top of" ("scatter the mozzarella *on top of* the pizza and slide it into
    the oven": the pizza; fifty-ninth-session blind probe 143)."""
    k = last_before(tokens, start, DETERMINERS)
    return k >= 0 and (tokens[k] in ON_TOP or (tokens[k] == "of" and list(tokens[max(0, k - 2):k]) == ["on", "top"]))


def pronoun_number(tokens: Sequence[str], start: int) -> Optional[bool]:
    """True (plural) or False (singular) for the first pronoun of ``tokens`` at or after ``start``
    (:data:`slu_node.textnorm.PRONOUNS`); None when there is none."""
    word = next((t for t in tokens[start:] if t in PRONOUNS), None)
    return None if word is None else word in PLURAL_PRONOUNS


def said_together(tokens: Sequence[str], start: int) -> bool:
    """True when the first pronoun of ``tokens`` at or after ``start`` is plural and "together" follows it
    ("mix *them together* with a fork"): the things put together, all of them."""
    k = next((i for i in range(start, len(tokens)) if tokens[i] in PRONOUNS), None)
    return k is not None and tokens[k] in PLURAL_PRONOUNS and list(tokens[k + 1:k + 2]) == ["together"]


def spoken_number(spans: Sequence[Span], values: Sequence[str]) -> Optional[bool]:
    """True (plural) or False (singular) for a role said in ``spans`` holding the canonical
    ``values``; None when the words do not tell. Several values are plural; a pronoun has its own
    number; a single value is singular when its last spoken word is its canonical form's ("the
    pumpkin", "the couscous") and plural when that word is the canonical one with an "s" ending
    ("the seeds", "the potatoes", "the cherries"). English."""
    if len(values) > 1 or len(spans) > 1:
        return True
    if len(spans) != 1 or len(values) != 1:
        return None
    said, canonical = spans[0].text.split()[-1], values[0].split()[-1]
    if said in SINGULAR_PRONOUNS or said in PLURAL_PRONOUNS:
        return said in PLURAL_PRONOUNS
    if said == canonical:  # "the cheese"; "the leftovers", "the ribs", said as named, tell no number
        return None if said.endswith("s") and not said.endswith(("ss", "us", "is")) else False
    if said.endswith("s") and (said[:-1] == canonical or said[:-2] == canonical
                               or said[:-3] + "y" == canonical or said.startswith(canonical[:-1])):
        return True
    return None


def choose(candidates: Sequence[tuple[tuple[str, ...], Optional[bool]]], objects: tuple[str, ...],
           objects_number: Optional[bool], wanted: Optional[bool], together: bool = False) -> tuple[str, ...]:
    """The values a pronoun of number ``wanted`` (True: plural; None: no pronoun follows) stands for.

    Args:
        candidates: ``(values, number)`` of the roles the domain marks, in the order they were said,
            each holding values of its ``antecedent_when`` types only.
        objects: the action's objects; ``objects_number`` their spoken number.
        wanted: the number of the next pronoun.
        together: whether the next pronoun is plural and said with "together" (:func:`said_together`).

    Returns:
        the first candidate, or the objects, whose number is the pronoun's when the readings differ
        in number; all of them when the pronoun is plural and said with "together" and each is one thing;
        else the first candidate; else the objects.
    """
    readings = list(candidates) + ([(objects, objects_number)] if objects else [])
    if together and len(readings) > 1 and all(number is False for _, number in readings):
        # "them" after one thing added to another, each said as one: both ("add two tablespoons of cold
        # water to it and stir *them* together": sixty-seventh-session blind probe 361)
        return tuple(dict.fromkeys(v for values, _ in readings for v in values))
    if wanted is not None:
        agreeing = [values for values, number in readings if number in (wanted, None)]
        if agreeing and len(agreeing) < len(readings):
            return agreeing[0]
    return candidates[0][0] if candidates else objects
