"""A time said as a range, read as its lower bound (:mod:`slu_node.ranges`), on the cooking domain."""

import pytest

from slu_node.ranges import time_ranges
from slu_node.sugar import format_predicates
from slu_node.textnorm import tokenize


@pytest.mark.parametrize("text, kept", [
    ("simmer for twenty to thirty minutes", "simmer for twenty minutes"),
    ("roast for forty five to fifty minutes at two hundred", "roast for forty five minutes at two hundred"),
    ("steam the broccoli for four or five minutes", "steam the broccoli for four minutes"),
    ("slow cook it for seven or eight hours", "slow cook it for seven hours"),
    ("whisk for a minute or two", "whisk for a minute"),
    ("bake for between ten and twelve minutes", "bake for ten minutes"),
    ("bake for 10 to 12 minutes", "bake for 10 minutes"),
    # no range: no unit of time after it, the bounds in the wrong order, amounts, "or so"
    ("add two to the pan", "add two to the pan"),
    ("add two or three cloves of garlic", "add two or three cloves of garlic"),
    ("cook for ten to five minutes", "cook for ten to five minutes"),
    ("rest it for ten minutes or so", "rest it for ten minutes or so"),
    ("whisk for a minute or two minutes", "whisk for a minute or two minutes"),
])
def test_a_range_keeps_its_lower_bound(text, kept):
    tokens = tokenize(text)
    into = time_ranges(tokens)
    assert " ".join(w for i, t in enumerate(tokens) for w in into.get(i, (t,))) == kept


@pytest.mark.parametrize("text, expected", [
    ("let the soup simmer on a low heat for twenty to thirty minutes", "cook(soup, low heat, 20 min)"),
    ("whisk the egg whites for a minute or two", "mix(egg white, *whisk*, 1 min)"),
    ("steam the broccoli for four or five minutes", "cook(broccoli, 4 min)"),
])
def test_the_parser_does_the_command_with_the_lower_bound(cooking_parser, text, expected):
    """Seventy-third-session blind probe 535: asked about, the lower bound an unknown word."""
    result = cooking_parser.parse(text)
    assert result.command is not None, result.clarification
    assert format_predicates(result.command.predicates) == expected


def test_a_choice_of_amounts_is_still_asked_about(cooking_parser):
    assert cooking_parser.parse("add two or three cloves of garlic").command is None
