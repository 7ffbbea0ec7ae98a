"""Things listed for a role that holds one, one predicate each (:mod:`slu_node.one_each`; seventy-sixth
session: "get the eggs and the bacon out of the fridge" had been asked about, the bacon left out)."""

import pytest

from slu_node.one_each import one_each
from slu_node.spans import Span
from slu_node.sugar import format_predicates
from slu_node.textnorm import tokenize

#: The things the object role holds in these tests: a tiny stand-in for the domain's lexicon.
THINGS = {"eggs", "bacon", "butter", "milk", "saucepan", "frying pan"}


def _fits(text):
    return " ".join(w for w in text.split() if w not in {"the", "a"}) in THINGS


def _groups(text, labels, room=3):
    tokens = tokenize(text)
    spans = [Span(label, start, end, " ".join(tokens[start:end]), 1.0) for label, start, end in labels]
    return [[s.text for s in group] for group in one_each(spans, tokens, "object", _fits, room)]


def test_each_thing_listed_gets_the_rest_of_the_clause():
    text = "get the eggs and the bacon out of the fridge"
    assert _groups(text, [("object", 2, 3), ("object", 5, 6), ("source", 9, 10)]) == [
        ["eggs", "fridge"], ["bacon", "fridge"]]


def test_the_last_thing_may_be_said_after_the_rest():
    text = "take the butter out of the fridge oh and the eggs"
    assert _groups(text, [("object", 2, 3), ("source", 6, 7), ("object", 10, 11)]) == [
        ["butter", "fridge"], ["fridge", "eggs"]]  # each group in spoken order


@pytest.mark.parametrize("text, labels, room", [
    # one thing: nothing to split
    ("get the eggs out of the fridge", [("object", 2, 3), ("source", 6, 7)], 3),
    # no "and" before the last: the recogniser's run-together words, asked about as before
    ("get the eggs the bacon out of the fridge", [("object", 2, 3), ("object", 4, 5), ("source", 8, 9)], 3),
    # a word the role does not hold
    ("get the eggs and the spoon out of the fridge", [("object", 2, 3), ("object", 5, 6), ("source", 9, 10)], 3),
    # another role's span between two things that are not the last two
    ("take the eggs out of the fridge and the butter and the milk",
     [("object", 2, 3), ("source", 6, 7), ("object", 9, 10), ("object", 12, 13)], 3),
    # more things than predicates the utterance may still write
    ("get the eggs and the bacon out of the fridge", [("object", 2, 3), ("object", 5, 6), ("source", 9, 10)], 1),
])
def test_what_is_not_split(text, labels, room):
    tokens = tokenize(text)
    assert _groups(text, labels, room) == [[" ".join(tokens[s:e]) for _, s, e in labels]]


@pytest.mark.parametrize("text, expected", [
    ("get the eggs and the bacon out of the fridge", "[remove(egg, fridge), remove(bacon, fridge)]"),
    ("take the saucepan and the frying pan off the hob", "[remove(saucepan, stove), remove(pan, stove)]"),
    ("check that the potatoes and the carrots are soft", "[check(soft, potato), check(soft, carrot)]"),
    ("take the chicken out of the freezer oh and the peas", "[remove(chicken, freezer), remove(pea, freezer)]"),
    # another action the verb says holds them all as its list: one predicate (the sauce is no place remove
    # takes things from)
    ("take the star anise and the bay leaf out of the sauce", "separate([star anise, bay leaf], sauce)"),
])
def test_the_parser_writes_one_predicate_per_thing(cooking_parser, text, expected):
    result = cooking_parser.parse(text)
    assert result.command is not None, result.clarification
    assert format_predicates(result.command.predicates) == expected


@pytest.mark.parametrize("text, expected", [
    ("get me half a litre of whole milk and three hundred mils of double cream",
     "[take(500 ml, milk), take(300 ml, cream)]"),
    ("grab me half a kilo of minced beef and also a tin of tomatoes", "[take(500 g, minced meat), take(1 can, tomato)]"),
    # not for an action no things are asked for with: the salt is added
    ("crack two eggs and then a pinch of salt", "[open(2, egg), add(1 pinch, salt, *[ingredients]*)]"),
])
def test_an_amount_listed_after_the_things_asked_for_is_asked_for_too(cooking_parser, text, expected):
    """Seventy-sixth session (:meth:`slu_node.segments.Segmenter._listed_pair`): seven typed probes had added
    the pair after "and" (``add(300 ml, cream, *[ingredients]*)``)."""
    result = cooking_parser.parse(text)
    assert result.command is not None, result.clarification
    assert format_predicates(result.command.predicates) == expected

