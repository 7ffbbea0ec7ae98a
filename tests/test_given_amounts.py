"""An amount of food given to a dish, read as seasoning the dish with it (:mod:`slu_node.given_amounts`), on the
cooking domain: "give the soup a pinch of salt" is read "season the soup with a pinch of salt"; not "give the
soup a good stir" (an action) nor "give me a pinch of salt" (a thing asked for)."""

import pytest

from slu_node.given_amounts import given_amounts
from slu_node.sugar import format_predicates
from slu_node.textnorm import expand_tokens, tokenize


@pytest.mark.parametrize("text, read", [
    ("give the soup a pinch of salt", "season the soup with a pinch of salt"),
    ("give the chicken wings a couple of pinches of paprika",
     "season the chicken wings with a couple of pinches of paprika"),
    ("give the steak two pinches of salt", "season the steak with two pinches of salt"),
    ("give each chicken wing a pinch of paprika", "season each chicken wing with a pinch of paprika"),
    # left alone: an action given, a thing asked for, no food given
    ("give the soup a good stir", "give the soup a good stir"),
    ("give me a pinch of salt", "give me a pinch of salt"),
    ("give the pan a wipe", "give the pan a wipe"),
])
def test_an_amount_given_is_read_as_seasoning(cooking_parser, text, read):
    tokens = tokenize(text)
    into = given_amounts(tokens, cooking_parser.domain.is_thing, cooking_parser._thing_verb)
    assert " ".join(expand_tokens(tokens, into)[0]) == read


@pytest.mark.parametrize("text, expected", [
    ("give the chicken wings a couple of pinches of paprika", "add(2 pinch, paprika, chicken wing)"),
    ("give the soup a pinch of salt", "add(1 pinch, salt, soup)"),
    # a regression guard: the old parser reads it so too; an action given stays an action
    ("give the soup a good stir", "mix(soup)"),
])
def test_the_parser_adds_the_amount_to_the_dish(cooking_parser, text, expected):
    """Seventy-fourth-session blind probe 557: out of the domain."""
    result = cooking_parser.parse(text)
    assert result.command is not None, result.clarification
    assert format_predicates(result.command.predicates) == expected
