"""A vessel said with what it holds after a verb whose action holds vessels as its place, read as where the
action is done: "bring a big pot of water to the boil" as "bring water in a big pot to the boil"
(:mod:`slu_node.vessels_of`), on the cooking domain."""

import pytest

from slu_node.sugar import format_predicates
from slu_node.textnorm import expand_tokens, tokenize
from slu_node.vessels_of import vessels_of


@pytest.fixture(scope="module")
def read(cooking_parser):
    """A function text → the text as :func:`vessels_of` reads it, with the callables the parser passes."""
    domain = cooking_parser.domain

    def is_vessel(word):  # as the parser's: a unit ("a *tin* of tuna") is an amount, no vessel
        return word not in cooking_parser._units and domain.lookup(word, tuple(domain.vessel_types)) is not None

    def reading(text):
        tokens = tokenize(text)
        into = vessels_of(tokens, cooking_parser._filling_verbs.__contains__, is_vessel, domain.is_thing)
        return " ".join(expand_tokens(tokens, into, None)[0])

    return reading


@pytest.mark.parametrize("text, read_as", [
    ("bring a big pot of water to the boil", "bring water in a big pot to the boil"),
    ("boil a pan of water", "boil water in a pan"),
    ("heat a small pan of milk", "heat milk in a small pan"),
    ("boil the kettle of water", "boil water in a kettle"),
    # left alone: a place said after it, a unit ("glass", "tin"), the vessel not the verb's object, no filling verb
    ("put the pot of water on the stove", "put the pot of water on the stove"),
    ("add a jug of water to the soup", "add a jug of water to the soup"),
    ("pour in a glass of white wine", "pour in a glass of white wine"),
    ("open a tin of chickpeas and drain them", "open a tin of chickpeas and drain them"),
    ("put the potatoes in a pot of water", "put the potatoes in a pot of water"),
    ("stir a pan of soup", "stir a pan of soup"),
])
def test_a_vessel_of_a_thing_is_where_it_is_done(read, text, read_as):
    assert read(text) == read_as


@pytest.mark.parametrize("text, expected", [
    ("bring a big pot of water to the boil", "cook(water, pot)"),
    ("boil a pan of water", "cook(water, pan)"),
    ("heat a small pan of milk", "cook(milk, pan)"),
    # regression guards, read so before vessels_of too: the pot moved, the vessel a place, amounts, a place after
    ("put the pot of water on the stove", "put(pot, stove)"),
    ("put the potatoes in a pot of water", "put(potato, pot)"),
    ("open a tin of chickpeas and drain them", "[open(1 can, chickpea), sieve(chickpea)]"),
    ("pour in a glass of white wine", "add(1 glass, wine, *[ingredients]*)"),
    ("add a jug of water to the soup", "add(water, soup)"),
])
def test_the_parser_keeps_the_vessel(cooking_parser, text, expected):
    """Seventy-fourth-session blind probes 565 and 575: the pot had been left untagged, the vessel lost."""
    result = cooking_parser.parse(text)
    assert result.command is not None, result.clarification
    assert format_predicates(result.command.predicates) == expected
