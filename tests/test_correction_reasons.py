"""The reason given after a self-correction (slu_node.correction_reasons)."""

import pytest

from slu_node.correction_reasons import correction_reason
from slu_node.textnorm import tokenize


def _reason(domain, said):
    tokens = tokenize(said)
    found = correction_reason(tokens, domain.verb_starts, domain.is_value, domain.is_thing, domain.known_words)
    return " ".join(tokens[found.start:found.stop])


@pytest.mark.parametrize("said, reason", [
    ("take the lid off the pot no the saucepan the sauce needs to thicken up a bit", "the sauce needs to thicken up a bit"),
    ("bake the lasagne for forty minutes actually thirty five our oven runs hot", "our oven runs hot"),
    ("heat the oil in the wok sorry in the frying pan the wok's still dirty from last night",
     "the wok's still dirty from last night"),
    ("put the lid on the big pot no the saucepan the stock in the pot needs to reduce", "the stock in the pot needs to reduce"),
    ("peel five apples actually four they're massive and take the cores out", "they're massive"),
    # a taste, the subject a name (seventy-second-session blind probe 497)
    ("take four slices of bread no sorry five jamie wants two", "jamie wants two"),
    ("boil four eggs for six minutes uh no seven mia likes them hard", "mia likes them hard"),
])
def test_the_reason_after_a_correction_is_found(cooking_domain, said, reason):
    """Sixty-fourth-session blind probe 303: 17 of 40 done exactly at first."""
    assert _reason(cooking_domain, said) == reason


@pytest.mark.parametrize("said", [
    "wrap the salmon in foil sorry in baking paper and bake it for twenty minutes",  # the next step's object
    "cook the rice for fifteen minutes no twelve until it's fluffy",  # when, part of the command
    "microwave a handful of peas for a minute dad no she can't have salt",  # talk, no value replaced
    "add a teaspoon of salt to the water sorry half a teaspoon",  # no reason
    "no no leave those i've got a robot for that",  # nothing corrected
])
def test_no_reason_where_none_is_given(cooking_domain, said):
    assert _reason(cooking_domain, said) == ""


def test_the_correction_is_read_without_its_reason(cooking_parser):
    from slu_node.sugar import format_predicates

    result = cooking_parser.parse("bake the lasagne for forty minutes actually thirty five our oven runs hot")
    assert result.accepted, result.clarification
    assert format_predicates(result.command.predicates) == "cook(lasagna, *oven*, 35 min)"
