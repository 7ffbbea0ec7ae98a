"""A substitution said before the command (:mod:`slu_node.swaps`), on the cooking domain."""

import pytest

from slu_node.sugar import format_predicates
from slu_node.swaps import swapped_first
from slu_node.textnorm import tokenize


@pytest.mark.parametrize("text, swap, new", [
    ("swap the butter for margarine and grease the cake tin with it", "swap the butter for margarine and", "margarine"),
    ("replace the chicken with chickpeas tip two tins of them into the pot", "replace the chicken with chickpeas",
     "chickpeas"),
    ("substitute the margarine for the butter and then grease the tin with it",
     "substitute the margarine for the butter and then", "margarine"),
    ("not the peanuts the cashews throw a handful of them into the stir fry", "not the peanuts the cashews", "cashews"),
    # no command after it, no thing, or the swap said after the command
    ("swap the butter for margarine", "", None),
    ("swap it for margarine and grease the tin", "", None),
    ("grease the tin and swap the butter for margarine", "", None),
])
def test_a_swap_said_first_is_found(cooking_domain, text, swap, new):
    tokens = tokenize(text)
    found, thing = swapped_first(tokens, cooking_domain.verb_starts, cooking_domain.is_thing)
    assert " ".join(tokens[found.start:found.stop]) == swap and thing == new


@pytest.mark.parametrize("text, expected", [
    ("swap the butter for margarine and grease the cake tin with it", "add(margarine, cake tin)"),
    ("replace the chicken with chickpeas tip two tins of them into the pot", "add(2 can, chickpea, pot)"),
    ("not the walnuts the pistachios sprinkle them over the yogurt", "add(pistachio, yogurt)"),
])
def test_the_parser_does_the_command_with_the_new_thing(cooking_parser, text, expected):
    """Seventy-second-session blind probe 507: the swap had been read as a sieve, the two things as a list."""
    result = cooking_parser.parse(text)
    assert result.command is not None, result.clarification
    assert format_predicates(result.command.predicates) == expected
