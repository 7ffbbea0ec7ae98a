"""What a "with" phrase after a verb's object holds (:mod:`slu_node.fillings`; thirty-fifth session)."""

from pathlib import Path

import pytest

from slu_node.fillings import read_list, with_phrase
from slu_node.parser import SpokenCommandParser
from slu_node.sugar import format_predicates
from slu_node.textnorm import tokenize

#: A tiny stand-in for the domain's lexicon: the places and the things.
PLACES = frozenset({"cake", "salad", "bowl", "pizza"})
THINGS = frozenset({"sugar", "salt", "pepper", "olive oil", "walnuts", "cheese"})
AMOUNTS = frozenset({"a pinch", "two handfuls", "a handful"})
LEADING = frozenset({"the", "a", "some"})


def _read(text):
    """``text``'s "with" phrase after its first word, as the words of each part."""
    tokens = tokenize(text)
    phrase = with_phrase(tokens, 1, len(tokens), place_names=PLACES.__contains__, value_names=THINGS.__contains__,
                         is_amount=AMOUNTS.__contains__, leading=LEADING)
    if phrase is None:
        return None
    words = lambda ranges: [" ".join(tokens[i:j]) for i, j in ranges]  # noqa: E731
    return words(phrase.place), words(phrase.amounts), words(phrase.values), tokens[phrase.end:]


@pytest.mark.parametrize("text, read", [
    ("sprinkle the salad with a handful of walnuts", (["salad"], ["a handful"], ["walnuts"], [])),
    ("drizzle the salad with a little olive oil please", (["salad"], [], ["olive oil"], ["please"])),
    ("sprinkle the cake with sugar", (["cake"], [], ["sugar"], [])),
    ("season the salad and the pizza with a pinch of salt and some pepper then stir",
     (["salad", "pizza"], ["a pinch"], ["salt", "pepper"], ["then", "stir"])),
    ("top the pizza with two handfuls of cheese and bake it", (["pizza"], ["two handfuls"], ["cheese"], ["and", "bake", "it"])),
])
def test_the_place_the_amounts_and_the_values_are_read(text, read):
    assert _read(text) == read


@pytest.mark.parametrize("text", [
    "sprinkle the cake",                       # no "with"
    "sprinkle the sugar on the cake with a spoon",  # more than a place before "with"
    "sprinkle with a pinch of salt",           # no place
    "sprinkle the cake with a spoon",          # no value after "with"
    "sprinkle the cake with a fine layer of sugar",  # words neither amount nor value
])
def test_other_words_are_not_read(text):
    assert _read(text) is None


def test_a_list_stops_at_and_before_what_is_no_value():
    tokens = tokenize("salt and bake")
    assert read_list(tokens, 0, len(tokens), THINGS.__contains__, LEADING) == ([(0, 1)], [], 1)


@pytest.fixture(scope="module")
def parser():
    return SpokenCommandParser.load(Path(__file__).resolve().parents[1] / "models" / "cooking")


#: Commands the tagger read another way before the thirty-fifth session (probe 51), and ones whose
#: reading must not change: an instrument after "with", a place said with a preposition.
@pytest.mark.parametrize("text, expected", [
    ("sprinkle the salad with a handful of walnuts", "add(1 handful, walnut, salad)"),
    ("drizzle the salad with a little olive oil", "add(olive oil, salad)"),
    ("sprinkle the cake with a bit of sugar", "add(sugar, cake)"),
    ("whisk the eggs with a pinch of salt", "mix([egg, salt], *whisk*)"),
    ("beat the eggs with a splash of milk", "mix([egg, milk], *whisk*)"),
    ("whisk the eggs with a fork", "mix(egg, fork)"),
    ("sprinkle some sugar over the cake", "add(sugar, cake)"),
    ("season the chicken with salt and pepper", "add([salt, pepper], chicken)"),
])
def test_commands_with_a_with_phrase(parser, text, expected):
    result = parser.parse(text)
    assert result.accepted and format_predicates(result.command.predicates) == expected


@pytest.mark.parametrize("text, meant", [
    ("fill the big pot with two litres of water and put it on the hob over a high heat",
     "[add(2 l, water, pot), put(pot, stove, high heat)]"),
    ("fill the pot with water", "add(water, pot)"),
])
def test_a_vessel_filled_with_a_liquid(cooking_parser, text, meant):
    """Seventy-fifth-session blind probe 605: "fill" had been out of domain."""
    result = cooking_parser.parse(text)
    assert result.accepted, result.clarification
    assert format_predicates(result.command.predicates) == meant
