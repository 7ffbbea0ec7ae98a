"""Where a thing is, said before the command that uses it (:mod:`slu_node.located`; seventy-seventh-session blind
probe 740: 22 of 40 done exactly at first)."""

import pytest

from slu_node.located import located_first
from slu_node.textnorm import tokenize


@pytest.mark.parametrize("text, said, thing", [
    ("you'll find the eggs by the kettle crack three of them into the frying pan", "you'll find the eggs by the kettle",
     "eggs"),
    ("we keep the potato masher in the drawer under the hob mash the potatoes with that",
     "we keep the potato masher in the drawer under the hob", "potato masher"),
    ("the salad bowl's up on the top shelf put the rocket in it", "the salad bowl's up on the top shelf",
     "salad bowl"),
    ("just so you know the foil's in the second drawer down wrap the lasagne in it",
     "just so you know the foil's in the second drawer down", "foil"),
    ("the cheese grater it's hanging up by the window grate the parmesan with it",
     "the cheese grater it's hanging up by the window", "cheese grater"),
    # no place said, or no command after it
    ("the eggs are fresh crack three of them", "", ""),
    ("you'll find the eggs by the kettle", "", ""),
    ("put the eggs by the kettle", "", ""),
])
def test_where_a_thing_is_said_first(cooking_parser, text, said, thing):
    tokens = tokenize(text)
    found, named = located_first(tokens, cooking_parser.domain.verb_starts, cooking_parser.domain.is_thing)
    assert (" ".join(tokens[i] for i in found), named) == (said, thing)


@pytest.mark.parametrize("text, like", [
    ("you'll find the eggs by the kettle crack three of them into the frying pan",
     "crack three eggs into the frying pan"),
    ("the kettle's plugged in by the fridge boil some water in it", "boil some water in the kettle"),
    ("we keep the potato masher in the drawer under the hob mash the potatoes with that",
     "mash the potatoes with the potato masher"),
])
def test_the_command_is_done_with_the_thing_said_first(reads_like, text, like):
    reads_like(text, like)
