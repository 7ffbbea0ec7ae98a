"""A cook telling the robot there is no hurry (slu_node.unhurried; seventy-first-session blind probe 473)."""

import pytest

from slu_node.sugar import format_predicates
from slu_node.textnorm import tokenize
from slu_node.unhurried import unhurried


def _left(text):
    tokens = tokenize(text)
    return " ".join(t for i, t in enumerate(tokens) if i not in unhurried(tokens))


@pytest.mark.parametrize("text, left", [
    ("no rush tonight we've got all evening grab a jar of olives", "grab a jar of olives"),
    ("no hurry but see if the cod is cooked", "see if the cod is cooked"),
    ("grab a jar of olives no rush", "grab a jar of olives"),
    ("there's no rush grab a jar of olives", "grab a jar of olives"),
    ("take your time and peel the potatoes", "peel the potatoes"),
    ("peel the potatoes in your own time", "peel the potatoes"),
    # what is not to be hurried, or no such phrase: as said
    ("there's no hurry to add the cream", "there's no hurry to add the cream"),
    ("take the pan off the heat", "take the pan off the heat"),
])
def test_phrases_of_no_hurry_are_left_out(text, left):
    assert _left(text) == left


@pytest.mark.parametrize("text, sugar", [
    ("no rush tonight we've got all evening grab a bag of cherry tomatoes and a jar of olives",
     "[take(1 bag, cherry tomato), take(1 jar, olive)]"),
    ("no hurry but see if the cod is cooked through", "check(cooked, cod)"),
    ("grab a bag of cherry tomatoes no rush", "take(1 bag, cherry tomato)"),
])
def test_the_parser_does_the_command_said_with_them(cooking_parser, text, sugar):
    """They had been out of domain, or asked about as negated ("no" said last)."""
    result = cooking_parser.parse(text)
    assert result.accepted, result.clarification
    assert format_predicates(result.command.predicates) == sugar
