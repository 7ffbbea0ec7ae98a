"""How many things at once, and for each what (:mod:`slu_node.paced`), on the cooking domain: "poach the eggs
*two at a time*", "... *a spoonful at a time*", "*in batches*", "*one by one*", and "*for each pancake*" said
last; not "at a time" with no amount, nor "for each ..." said first."""

import pytest

from slu_node.paced import paced, per_portion
from slu_node.sugar import format_predicates
from slu_node.textnorm import tokenize


@pytest.mark.parametrize("text, kept", [
    ("poach the eggs two at a time for three minutes", "poach the eggs for three minutes"),
    ("add the eggs one at a time", "add the eggs"),
    ("add two hundred grams of caster sugar a spoonful at a time", "add two hundred grams of caster sugar"),
    ("add the flour a little at a time", "add the flour"),
    ("add the eggs a couple at a time", "add the eggs"),
    ("brown two kilos of beef mince in the stockpot in batches", "brown two kilos of beef mince in the stockpot"),
    ("fry the fish one by one", "fry the fish"),
    ("add the milk bit by bit", "add the milk"),
    # left alone: "at a time" with no amount before it
    ("add the flour at a time", "add the flour at a time"),
    ("stir at a time", "stir at a time"),
    ("of at a time", "of at a time"),
])
def test_a_pace_is_left_out(text, kept):
    tokens = tokenize(text)
    out = paced(tokens)
    assert " ".join(t for i, t in enumerate(tokens) if i not in out) == kept


@pytest.mark.parametrize("text, kept", [
    ("ladle half a cup of batter onto the griddle for each pancake", "ladle half a cup of batter onto the griddle"),
    ("put a slice of cheese on the bread per burger and then grill it",
     "put a slice of cheese on the bread and then grill it"),
    # left alone: no place said before it (the burger is the place), said first, no thing after it
    ("add a slice of cheese per burger", "add a slice of cheese per burger"),
    ("add a slice of cheese for every burger and grill it", "add a slice of cheese for every burger and grill it"),
    ("for each pancake ladle half a cup of batter onto the griddle",
     "for each pancake ladle half a cup of batter onto the griddle"),
    ("add salt for each of them", "add salt for each of them"),
    ("serve two per person", "serve two per person"),
])
def test_a_portion_said_last_is_left_out(cooking_parser, text, kept):
    tokens = tokenize(text)
    out = per_portion(tokens, cooking_parser.domain.is_thing)
    assert " ".join(t for i, t in enumerate(tokens) if i not in out) == kept


@pytest.mark.parametrize("text, expected", [
    ("poach the eggs two at a time for three minutes", "cook(egg, 3 min)"),
    # the old parser read the pancake as a second place: add(0.5 cup, batter, [grill pan, pancake])
    ("ladle half a cup of batter onto the griddle for each pancake", "add(0.5 cup, batter, grill pan)"),
])
def test_the_parser_does_the_command_without_the_pace(cooking_parser, text, expected):
    """Seventy-fourth-session blind probes 556 and 567: asked about, or the portion read as a place."""
    result = cooking_parser.parse(text)
    assert result.command is not None, result.clarification
    assert format_predicates(result.command.predicates) == expected
