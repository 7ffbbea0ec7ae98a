"""Words that tell which thing is meant (:mod:`slu_node.describing`), on the cooking domain."""

import pytest

from slu_node.describing import descriptions
from slu_node.textnorm import tokenize


def _kept(text, domain):
    tokens = tokenize(text)
    gone = descriptions(tokens, domain)
    return " ".join(t for i, t in enumerate(tokens) if i not in gone)


@pytest.mark.parametrize("text, kept", [
    ("add the milk that's in the fridge to the pot", "add the milk to the pot"),
    ("take the eggs which are next to the stove", "take the eggs"),
    ("grab the pan with the onions in it", "grab the pan"),
    ("put the pot of water on the stove", "put the pot on the stove"),  # put's object may be a pot
    ("take the tray of cookies out of the oven", "take the tray out of the oven"),
    ("pour the bowl of cream into the soup", "pour cream into the soup"),  # add's may not: the cream
    # "bring" is take's, but said around "to the boil" cook's, which does not take a pot
    ("bring a pot of water to the boil", "bring water to the boil"),
    ("bring me the bowl of sugar", "bring me the bowl"),
    # add's "put in" is no other phrase than put's "put": a particle names no result
    ("put the bowl of cream in the fridge", "put the bowl in the fridge"),
])
def test_what_only_tells_which_thing_is_left_out(cooking_domain, text, kept):
    assert _kept(text, cooking_domain) == kept


@pytest.mark.parametrize("text", [
    "take a jar of honey",  # an amount, not a vessel
    "add two bowls of rice",
    "remove the skin of the chicken",  # a part is no vessel
    "whisk the eggs with the milk in a jug",  # "with" a value not followed by "in it"
    "add the milk that's cold",  # no place
    "put the bowl in the fridge",
])
def test_what_says_more_stays(cooking_domain, text):
    assert _kept(text, cooking_domain) == " ".join(tokenize(text))
