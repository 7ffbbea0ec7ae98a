"""Asides said between two steps with no word joining them (:mod:`slu_node.mid_asides`; seventy-seventh-session
blind probe 698, long commands with an aside between steps: 11 of 40 done exactly at first)."""

import pytest

from slu_node.mid_asides import asides_between, bare_step_at
from slu_node.textnorm import tokenize


def _aside(parser, text):
    tokens = tokenize(text)
    return " ".join(tokens[i] for i in sorted(asides_between(tokens, parser.domain.verb_starts,
                                                            parser.domain.is_thing, parser.domain.is_value)))


@pytest.mark.parametrize("text, aside", [
    ("mash the potatoes with the masher the kids are starving add a knob of butter to them", "the kids are starving"),
    ("open the jar of pesto the lid's really tight add two spoonfuls of it to the pasta", "the lid's really tight"),
    ("tip the rice into the saucepan that should feed everyone pour in the water", "that should feed everyone"),
    ("stir in the mascarpone and the parmesan she always goes for musicians then take the pan off the heat",
     "she always goes for musicians"),
    ("get the halloumi out of the fridge tom's gone vegetarian apparently so fry it",
     "tom's gone vegetarian apparently"),
])
def test_an_aside_between_steps_is_found(cooking_parser, text, aside):
    assert _aside(cooking_parser, text) == aside


@pytest.mark.parametrize("text", [
    "check whether the cake is done then take the cake out of the oven",  # what is checked
    "stir until it's thick then add the cream",
    "blitz the soup until ugh it's really noisy in here blitz the soup until it's smooth",  # broken off
    "steam everything on the chef's knife for ten minutes get out the tureen",  # a possessive, no "is"
    "add the salt and stir the soup",
    "okay the cookies are done take the tray out of the oven",  # said first: no step before it
])
def test_no_aside_where_none_is_said(cooking_parser, text):
    assert _aside(cooking_parser, text) == ""


@pytest.mark.parametrize("text, at, starts", [
    ("the kids are starving add a knob of butter", 4, True),
    ("we bought a new one last week blitz it until smooth", 7, True),
    ("i'd only make a mess", 2, False),  # the aside's own verb, and "make" no step
    ("they add it later", 1, False),  # a subject before it
    ("theo look the cheese is bubbly", 1, False),
])
def test_a_bare_step(cooking_parser, text, at, starts):
    assert bare_step_at(tokenize(text), at, cooking_parser.domain.verb_starts) is starts


@pytest.mark.parametrize("text, like", [
    ("mash the potatoes with the masher the kids are starving add a knob of butter to them and give them a good stir",
     "mash the potatoes with the masher add a knob of butter to them and give them a good stir"),
    ("so sift the flour into the big bowl honestly this recipe is ancient add a pinch of salt",
     "so sift the flour into the big bowl add a pinch of salt"),
    ("ladle the soup into the blender we bought a new one last week blitz it until it's smooth",
     "ladle the soup into the blender blitz it until it's smooth"),
])
def test_the_steps_around_an_aside_are_done(reads_like, text, like):
    reads_like(text, like)
