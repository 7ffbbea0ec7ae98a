"""A restaurant kitchen's calls before a command (:mod:`slu_node.kitchen_calls`), on the cooking domain."""

import pytest

from slu_node.kitchen_calls import kitchen_calls
from slu_node.sugar import format_predicates
from slu_node.textnorm import tokenize


def _calls(domain, text):
    tokens = tokenize(text)
    return " ".join(tokens[i] for i in sorted(kitchen_calls(tokens, lambda w: w in domain.verb_starts,
                                                            domain.is_thing, domain.request_phrases)))


@pytest.mark.parametrize("text, calls", [
    ("hot behind pull the saucepan off the heat", "hot behind"),
    ("behind coming through robot grab me a bunch of parsley", "behind coming through"),
    ("we're in the weeds here i need two hundred grams of butter", "we're in the weeds here"),
    ("yes chef um drain the pasta", "yes chef"),
    # a call word said of a place or a thing, or with nothing of a command after it
    ("behind the kettle put the mug", ""),
    ("sharp knife please", ""),
    ("heard", ""),
    ("put the pan behind the kettle", ""),
])
def test_calls_before_the_command_are_found(cooking_domain, text, calls):
    assert _calls(cooking_domain, text) == calls


@pytest.mark.parametrize("text, expected", [
    ("hot behind pull the saucepan off the heat", "remove(saucepan, stove)"),
    ("behind coming through robot grab me a bunch of flat leaf parsley", "take(1 bunch, parsley)"),
    ("we're in the weeds here i need two hundred grams of cold butter", "take(200 g, butter)"),
])
def test_the_parser_does_the_command_after_them(cooking_parser, text, expected):
    """Seventy-third-session blind probe 536: asked about, the calls read as unknown things."""
    result = cooking_parser.parse(text)
    assert result.command is not None, result.clarification
    assert format_predicates(result.command.predicates) == expected
