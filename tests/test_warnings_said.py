"""Warnings said with a command (:mod:`slu_node.warnings_said`), on the cooking domain."""

import pytest

from slu_node.sugar import format_predicates
from slu_node.textnorm import tokenize
from slu_node.warnings_said import warnings_said


@pytest.mark.parametrize("text, kept", [
    ("careful the oil's really hot add the chicken to the pan", "add the chicken to the pan"),
    ("watch out it's hot take the lasagne out of the oven", "take the lasagne out of the oven"),
    ("take the lid off the saucepan and mind the steam", "take the lid off the saucepan"),
    ("heat it in the microwave careful it'll be very hot", "heat it in the microwave"),
    # no statement of what is dangerous before the verb; nothing before; "if you don't mind" a courtesy
    ("careful add the chicken", "careful add the chicken"),
    ("mind the steam", "mind the steam"),
    ("add the salt if you don't mind", "add the salt if you don't mind"),
])
def test_warnings_are_left_out(cooking_domain, text, kept):
    tokens = tokenize(text)
    gone = warnings_said(tokens, cooking_domain.verb_starts)
    assert " ".join(t for i, t in enumerate(tokens) if i not in gone) == kept


@pytest.mark.parametrize("text, expected", [
    ("careful the oil's really hot add the chicken to the pan gently", "add(chicken, pan, gently)"),
    ("drain the pasta in the colander and keep your face away from the steam", "sieve(pasta, colander)"),
    ("take the seeds out of the chillies carefully and don't touch your eyes afterwards", "separate(seed, chili)"),
])
def test_the_parser_does_the_command_said_with_a_warning(cooking_parser, text, expected):
    """Seventy-second-session blind probe 516: out of domain, asked about, or "keep" read as a second step."""
    result = cooking_parser.parse(text)
    assert result.command is not None, result.clarification
    assert format_predicates(result.command.predicates) == expected


def test_a_warning_between_steps_ends_at_the_next_step(reads_like):
    """Seventy-seventh-session blind probe 698: the steps after "mind the steam" had been left out with it."""
    reads_like("drain the spaghetti in the colander mind the steam then put it back in the pot",
               "drain the spaghetti in the colander then put it back in the pot")
