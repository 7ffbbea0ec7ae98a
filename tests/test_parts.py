"""A part of a thing said with "of" (:mod:`slu_node.parts`; twenty-seventh session)."""

import pytest

from slu_node.spans import Span
from slu_node.parts import join_parts_of
from slu_node.sugar import format_predicates
from slu_node.textnorm import tokenize

LEXICON = {"lemon": "lemon", "lemons": "lemon", "lemon juice": "lemon juice", "fish": "fish", "juice": None}


def _join(text, labels):
    tokens = tokenize(text)
    spans = [Span(label, a, b, " ".join(tokens[a:b]), c) for label, a, b, c in labels]
    core = lambda t: " ".join(w for w in t.split() if w not in ("the", "a"))  # noqa: E731
    return [(s.label, s.text, s.start, s.end, s.confidence)
            for s in join_parts_of(spans, tokens, "object", LEXICON.get, core)]


def test_the_part_of_a_thing_is_the_value_naming_both():
    text = "squeeze the juice of a lemon over the fish"
    labels = [("act.add", 0, 1, 1.0), ("object", 1, 3, 0.9), ("object", 5, 6, 0.8), ("destination", 7, 9, 1.0)]
    assert _join(text, labels) == [("act.add", "squeeze", 0, 1, 1.0), ("object", "lemon juice", 1, 6, 0.8),
                                   ("destination", "the fish", 7, 9, 1.0)]
    # a count between, tagged as a quantity, is part of it; the thing as the lexicon names it ("lemons")
    text = "add the juice of two lemons"
    labels = [("act.add", 0, 1, 1.0), ("quantity", 1, 3, 0.7), ("quantity", 4, 5, 0.9), ("object", 5, 6, 0.9)]
    assert _join(text, labels)[1] == ("object", "lemon juice", 1, 6, 0.7)


@pytest.mark.parametrize("text, labels", [
    ("put the lid of the fish", [("object", 1, 3, 1.0), ("object", 5, 6, 1.0)]),  # "fish lid" is no value
    ("add the juice to the fish", [("object", 1, 3, 1.0), ("destination", 4, 6, 1.0)]),  # no "of"
])
def test_otherwise_the_spans_stay(text, labels):
    tokens = tokenize(text)
    assert _join(text, labels) == [(label, " ".join(tokens[a:b]), a, b, c) for label, a, b, c in labels]


@pytest.mark.parametrize("text, sugar", [
    ("squeeze the juice of a lemon over the fish", "add(lemon juice, fish)"),  # had been asked about "juice"
    ("add the juice of one lemon to the sauce", "add(lemon juice, sauce)"),  # had been add(1, lemon, sauce)
])
def test_parser_reads_the_value(cooking_parser, text, sugar):
    result = cooking_parser.parse(text)
    assert result.accepted, result.clarification
    assert format_predicates(result.command.predicates) == sugar


def test_a_region_of_a_place_is_the_place():
    lexicon = dict(LEXICON, oven="oven", tray="baking tray")
    text = "slide the tray onto the top shelf of the oven"
    tokens = tokenize(text)
    labels = [("act.put", 0, 1, 1.0), ("object", 1, 3, 1.0), ("destination", 5, 6, 0.6),
              ("destination", 6, 7, 0.5), ("destination", 8, 10, 0.9)]
    spans = [Span(label, a, b, " ".join(tokens[a:b]), c) for label, a, b, c in labels]
    core = lambda t: " ".join(w for w in t.split() if w not in ("the", "a"))  # noqa: E731
    joined = [(s.label, s.text, s.start, s.end, s.confidence)
              for s in join_parts_of(spans, tokens, "object", lexicon.get, core)]
    assert joined == [("act.put", "slide", 0, 1, 1.0), ("object", "the tray", 1, 3, 1.0),
                      ("destination", "oven", 5, 10, 0.5)]
    # a region word before no value stays, to be asked about
    text = "put the jam on the top shelf"
    assert _join(text, [("object", 1, 3, 1.0), ("destination", 5, 7, 1.0)])[1] == ("destination", "top shelf", 5, 7, 1.0)


@pytest.mark.parametrize("text, sugar", [
    ("slide the tray onto the top shelf of the oven", "put(baking tray, oven)"),  # had been asked about "top"
    ("put the milk at the back of the fridge", "put(milk, fridge)"),
    ("skim the fat off the surface of the stock", "separate(fat, stock)"),  # blind probe 643: "surface" asked
])
def test_parser_reads_the_place_of_a_region(cooking_parser, text, sugar):
    result = cooking_parser.parse(text)
    assert result.accepted, result.clarification
    assert format_predicates(result.command.predicates) == sugar
