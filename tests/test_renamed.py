"""A thing named again right after it, more exactly (:mod:`slu_node.renamed`), on the cooking domain and its
trained parser."""

import pytest

from slu_node.renamed import renamed_things
from slu_node.sugar import format_predicates
from slu_node.textnorm import expand_tokens, tokenize


def _read(text, domain):
    tokens = tokenize(text)
    return " ".join(expand_tokens(tokens, renamed_things(tokens, domain.lookup, domain.is_thing))[0])


@pytest.mark.parametrize("text, read", [
    ("grate the cheese the cheddar i mean over the pasta", "grate the cheddar over the pasta"),
    ("pour the oil the extra virgin olive oil into the wok", "pour the extra virgin olive oil into the wok"),
    ("get the tin the loaf tin and grease it", "get the loaf tin and grease it"),
    ("add two tablespoons of sugar the brown sugar that is", "add two tablespoons of the brown sugar"),
    ("stir the sauce with the spoon the wooden one", "stir the sauce with the wooden spoon"),
    ("fry the peppers the red ones in the pan", "fry the red peppers in the pan"),
    ("cover the bowl the glass one with cling film", "cover the bowl with cling film"),  # no such value
])
def test_a_thing_named_again_keeps_the_exact_name(cooking_domain, text, read):
    assert _read(text, cooking_domain) == read


@pytest.mark.parametrize("text", [
    "add the salt the pepper and the oil",  # a list said without commas
    "sift the flour the cocoa and the bicarbonate of soda",
    "add the herbs the parsley and the basil",  # a general name and its kinds: a list of the same shape
    "put the pan on the hob",
    "pour the milk over the cereal",
])
def test_things_listed_or_placed_stay(cooking_domain, text):
    assert _read(text, cooking_domain) == text


@pytest.mark.parametrize("text, expected", [
    ("grate the cheese the cheddar i mean over the pasta", "grate(cheddar)"),
    ("get the tin the loaf tin and grease it with butter", "[take(loaf tin), add(butter, loaf tin)]"),
    ("blend the soup the tomato one until smooth", "mix(soup, *blender*, smooth)"),
    ("add the salt the pepper and the oil", "add([salt, pepper, oil], *[ingredients]*)"),
])
def test_the_parser_reads_the_exact_name(cooking_parser, text, expected):
    """Seventy-fifth-session blind probe 623: 13 of 40 had been done wrong, both names read as two things."""
    result = cooking_parser.parse(text)
    assert result.command is not None, result.clarification
    assert format_predicates(result.command.predicates) == expected


def test_a_clause_about_other_things_is_no_re_description(cooking_domain):
    """"the frozen ones are fine" says something of the peas, not which pot (sixty-third-session blind probe 268)."""
    text = "throw a handful of peas into the pot the frozen ones are fine"
    assert _read(text, cooking_domain) == text
