"""A command broken off for talk to someone else and said again, the stretch from the first saying of the
restart's two words up to the restart left out when it was cut short there (:mod:`slu_node.interrupted`),
on the cooking domain."""

import pytest

from slu_node.interrupted import broken_off
from slu_node.sugar import format_predicates
from slu_node.textnorm import tokenize


@pytest.fixture(scope="module")
def known(cooking_parser):
    """The domain's words, which the parser passes: a word none of them may be cut short ("the *lasa*")."""
    return cooking_parser.domain.known_words


def _kept(text, known):
    tokens = tokenize(text)
    gone = broken_off(tokens, known)
    return " ".join(t for i, t in enumerate(tokens) if i not in gone)


@pytest.mark.parametrize("text, kept", [
    ("put the big pot on the sorry mum i'm just talking to the robot put the big pot on the hob over a high heat",
     "put the big pot on the hob over a high heat"),
    ("pour half a litre of milk into the sorry what did you say oh right yeah into the saucepan",
     "pour half a litre of milk into the saucepan"),
    ("bake the lasa sorry i'm in the middle of making tea bake the lasagne at one eighty degrees for forty minutes",
     "bake the lasagne at one eighty degrees for forty minutes"),
    ("put the chicken in the uh sorry let me just put the chicken in the oven", "put the chicken in the oven"),
])
def test_the_broken_off_stretch_is_left_out(known, text, kept):
    assert _kept(text, known) == kept


@pytest.mark.parametrize("text", [
    "take the brownies out of the oven check if they're set and put them back in the oven",
    "add the salt oh and add the pepper",
    "put the eggs in the bowl and put the milk in the fridge",
    # each kept by one rule alone, cut short before the talk ("uh", "the"): a thing said twice ("the oven", a
    # determiner first), a joiner before the second "add the", no talk word between, one word between
    "take the brownies out of the oven uh sorry mum check them and put them back in the oven",
    "add the salt uh sorry mum and add the pepper",
    "put the eggs in the uh put the milk in the fridge",
    "stir the sorry stir the sauce",
    # not cut short before the talk ("salt", "pan" whole words): a correction or a change of mind
    "add the salt sorry mum add the pepper",
    "pour the batter into the frying pan sorry not the frying pan the griddle",
])
def test_no_restart_is_left_alone(known, text):
    assert broken_off(tokenize(text), known) == range(0)


@pytest.mark.parametrize("text, expected", [
    ("put the big pot on the sorry mum i'm just talking to the robot put the big pot on the hob over a high heat",
     "put(pot, stove, high heat)"),
    ("pour half a litre of milk into the sorry what did you say oh right yeah into the saucepan",
     "add(500 ml, milk, saucepan)"),
    ("bake the lasa sorry i'm in the middle of making tea bake the lasagne at one eighty degrees for forty minutes",
     "cook(lasagna, *oven*, 180 deg, 40 min)"),
    # regression guards, read so before broken_off too: a thing said twice, a joiner before the restart
    ("take the brownies out of the oven check if they're set and put them back in the oven",
     "[remove(brownie, oven), check(set, brownie), put(brownie, oven)]"),
    ("add the salt oh and add the pepper", "[add(salt, *[ingredients]*), add(pepper, *[ingredients]*)]"),
    ("put the eggs in the bowl and put the milk in the fridge", "[put(egg, bowl), put(milk, fridge)]"),
])
def test_the_parser_does_the_command_said_again(cooking_parser, text, expected):
    """Seventy-fourth-session blind probe 570: the talk had been read as unknown things, asked about."""
    result = cooking_parser.parse(text)
    assert result.command is not None, result.clarification
    assert format_predicates(result.command.predicates) == expected
