"""Places said with a quantifier or a count (:mod:`slu_node.quantified_places`), on the cooking domain."""

import pytest

from slu_node.quantified_places import quantified_places
from slu_node.sugar import format_predicates
from slu_node.textnorm import tokenize


@pytest.mark.parametrize("text, read", [
    ("pick the seeds out of each of the red peppers", "pick the seeds out of the red peppers"),
    ("put either of the saucepans on the hob", "put the saucepans on the hob"),
    ("ladle the soup into all four bowls", "ladle the soup into the bowls"),
    ("ladle the soup into the four bowls", "ladle the soup into the bowls"),
    ("pour the soup into two bowls", "pour the soup into the bowls"),
    ("spread the pesto on each slice of toast", "spread the pesto on the toast"),
    ("spread a little butter on all of them", "spread a little butter on them"),
    ("spread the pesto over each one", "spread the pesto over them"),
    # counts of things, no places: a particle after a verb, "of" before the count, no thing after it
    ("throw in two bay leaves", "throw in two bay leaves"),
    ("crack one of the eggs into the bowl", "crack one of the eggs into the bowl"),
    ("squeeze the juice of the two lemons over the fish", "squeeze the juice of the two lemons over the fish"),
    ("fry it on both sides", "fry it on both sides"),
    ("put it in two tablespoons of water", "put it in two tablespoons of water"),
])
def test_quantifiers_and_counts_of_places_are_read_as_the(cooking_domain, text, read):
    tokens = tokenize(text)
    into = quantified_places(tokens, cooking_domain.is_value, cooking_domain.unit_forms, cooking_domain.verb_starts)
    assert " ".join(w for i, t in enumerate(tokens) for w in into.get(i, (t,))) == read


@pytest.mark.parametrize("text, expected", [
    ("pick the seeds out of each of the red peppers", "separate(seed, bell pepper)"),
    ("put either of the saucepans on the hob over a low heat", "put(saucepan, stove, low heat)"),
    ("ladle the soup into all four bowls", "add(soup, bowl)"),
    ("spread a tablespoon of pesto on each slice of toast", "add(1 tbsp, pesto, toast)"),
    ("throw in two bay leaves and a sprig of thyme",
     "[add(2, bay leaf, *[ingredients]*), add(1 sprig, thyme, *[ingredients]*)]"),
])
def test_the_parser_reads_the_places(cooking_parser, text, expected):
    """Seventy-third-session blind probe 543: asked about, the quantifier an unknown word."""
    result = cooking_parser.parse(text)
    assert result.command is not None, result.clarification
    assert format_predicates(result.command.predicates) == expected


def test_both_after_a_place_preposition_before_a_value_is_read_the():
    """Sixty-third-session blind probe 282: "spread the sauce over both pizzas" had put the pizzas in
    the object's list; "on both sides" names no value and stays (moved here from test_numbers with the
    rule, once numbers.both_placed)."""
    is_value = {"pizzas", "trays"}.__contains__
    assert quantified_places("spread the sauce over both pizzas".split(), is_value, (), ()) == {4: ("the",)}
    assert quantified_places("fry it on both sides".split(), is_value, (), ()) == {}
    assert quantified_places("put both trays in the oven".split(), is_value, (), ()) == {}  # a count: no place before
