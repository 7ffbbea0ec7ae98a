"""Phrases that say to hurry, left out before the other rules read the words (:mod:`slu_node.hurried`), on the
cooking domain: "grate some parmesan *straight away*", "*quick* the guests are here melt ...", not "*no* hurry",
a reason given ("*because* we're running late ...") nor "right now" turned to the command."""

import pytest

from slu_node.hurried import hurried
from slu_node.sugar import format_predicates
from slu_node.textnorm import tokenize


@pytest.mark.parametrize("text, kept", [
    ("grate some parmesan straight away", "grate some parmesan"),
    ("two litres of water into the pot right now", "two litres of water into the pot"),
    ("line the baking tray with baking paper on the double", "line the baking tray with baking paper"),
    ("we're behind stir the sauce nonstop", "stir the sauce nonstop"),
    ("add the salt at once", "add the salt"),
    ("chop chop dice the onion", "dice the onion"),
    ("stir the soup hurry up", "stir the soup"),
    # said last after "and": the "and" goes with it
    ("stir the sauce and hurry up", "stir the sauce"),
    # a word that urges, said first with at least two words after it
    ("quick the guests are here melt a knob of butter in the saucepan on low",
     "the guests are here melt a knob of butter in the saucepan on low"),
    # left alone: a hurry denied, a reason given, "right now" before a verb, a manner, too few words after "quick"
    ("no hurry stir the soup", "no hurry stir the soup"),
    ("don't hurry", "don't hurry"),
    ("because we're running late bake the lasagne for twenty minutes",
     "because we're running late bake the lasagne for twenty minutes"),
    ("right now mash the potatoes", "right now mash the potatoes"),
    ("you can hear him right now mash the potatoes", "you can hear him right now mash the potatoes"),
    ("quickly stir the soup", "quickly stir the soup"),
    ("quick stir", "quick stir"),
    ("quick and stir the soup", "quick and stir the soup"),
])
def test_a_hurry_is_left_out(cooking_parser, text, kept):
    tokens = tokenize(text)
    out = hurried(tokens, cooking_parser.domain.verb_starts)
    assert " ".join(t for i, t in enumerate(tokens) if i not in out) == kept


def test_right_now_before_a_verb_is_kept_only_for_the_verbs_given():
    tokens = tokenize("right now mash the potatoes")
    assert hurried(tokens) == {0, 1}
    assert hurried(tokens, frozenset({"mash"})) == set()


@pytest.mark.parametrize("text, expected", [
    ("grate some parmesan straight away", "grate(parmesan)"),
    ("two litres of water into the pot right now", "add(2 l, water, pot)"),
    ("quick the guests are here melt a knob of butter in the saucepan on low",
     "cook(butter, saucepan, low heat, 1 knob)"),
])
def test_the_parser_does_the_command_without_the_hurry(cooking_parser, text, expected):
    """Seventy-fourth-session blind probe 554: asked about, the hurry read as unknown words or out of domain."""
    result = cooking_parser.parse(text)
    assert result.command is not None, result.clarification
    assert format_predicates(result.command.predicates) == expected


def test_quickly_said_first_keeps_its_manner(cooking_parser):
    # a regression guard: the old parser reads it so too; "quickly" is a manner, not an urging "quick"
    result = cooking_parser.parse("quickly stir the soup")
    assert result.command is not None, result.clarification
    assert format_predicates(result.command.predicates) == "mix(soup, quickly)"
