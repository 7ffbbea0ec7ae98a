"""An amount of food given to a dish, read as seasoning the dish with it (:mod:`slu_node.given_amounts`), on the
cooking domain: "give the soup a pinch of salt" is read "season the soup with a pinch of salt"; not "give the
soup a good stir" (an action) nor "give me a pinch of salt" (a thing asked for)."""

import pytest

from slu_node.given_amounts import given_amounts, giving_actions
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


@pytest.mark.parametrize("text, read", [
    ("simmer the soup giving it a stir every few minutes", "simmer the soup and give it a stir every few minutes"),
    ("cook the onions giving them a good stir", "cook the onions and give them a good stir"),
    # left alone: said first, after "keep", or giving no action
    ("giving it a stir now", "giving it a stir now"),
    ("keep giving the sauce a stir", "keep giving the sauce a stir"),
    ("cook the onions giving them a pinch of salt", "cook the onions giving them a pinch of salt"),
])
def test_a_step_given_as_an_ing_form_is_its_own_step(cooking_domain, text, read):
    tokens = tokenize(text)
    assert " ".join(expand_tokens(tokens, giving_actions(tokens, cooking_domain.verb_words))[0]) == read


def test_the_parser_does_the_step_given_too(cooking_parser):
    """Seventy-sixth-session blind probe 643: "giving" had been asked about."""
    result = cooking_parser.parse("simmer the soup for half an hour giving it a stir every few minutes")
    assert result.command is not None, result.clarification
    assert format_predicates(result.command.predicates) == "[cook(soup, 30 min), mix(soup, occasionally)]"
