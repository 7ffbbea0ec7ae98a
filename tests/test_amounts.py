"""Amounts said each with its own value (:mod:`slu_node.amounts`; twenty-seventh session)."""

import pytest

from slu_node.amounts import paired_amounts, split_amount_spans
from slu_node.spans import Span
from slu_node.sugar import format_predicates
from slu_node.textnorm import tokenize

AMOUNTS = {"two", "a cup", "a cup of", "a splash", "one hundred and fifty grams", "200 g", "100 g"}
VALUES = {"eggs", "flour", "milk", "butter", "sugar"}


def _span(tokens, label, start, end):
    return Span(label, start, end, " ".join(tokens[start:end]), 1.0)


def _split(text, start, end):
    tokens = tokenize(text)
    spans = split_amount_spans([_span(tokens, "quantity", start, end)], tokens, "quantity", "object",
                               AMOUNTS.__contains__, VALUES.__contains__)
    return [(s.label, s.text) for s in spans]


def test_a_quantity_span_over_and_is_cut_into_amounts_and_values():
    assert _split("take two eggs and a cup of flour", 1, 6) == [
        ("quantity", "two"), ("object", "eggs"), ("quantity", "a cup")]
    assert _split("take two eggs", 1, 3) == [("quantity", "two"), ("object", "eggs")]


def test_a_quantity_span_is_cut_where_the_next_amount_starts_and_not_inside_a_number():
    """Sixty-fifth-session blind probes 300 and 316: no "and" between two pairs ("four eggs a
    hundred and forty grams of flour"), an "and" inside a number ("a hundred *and* fifty")."""
    assert _split("take two eggs a cup of flour and a splash", 1, 10) == [
        ("quantity", "two"), ("object", "eggs"), ("quantity", "a cup of"), ("object", "flour"),
        ("quantity", "a splash")]  # "a cup of" is one of the test's amounts
    assert _split("add one hundred and fifty grams of flour and two eggs", 1, 11) == [
        ("quantity", "one hundred and fifty grams"), ("object", "flour"), ("quantity", "two"), ("object", "eggs")]


def test_an_article_and_a_value_tagged_as_an_amount_is_the_value():
    """Sixty-ninth-session blind probe 402: "peel an onion and two cloves of garlic", "an onion" tagged as
    an amount, had dropped the onion; "a cup of flour" stays an amount (one before "of")."""
    assert _split("take an eggs and two cups of flour", 1, 3) == [("object", "eggs")]
    assert _split("take a sugar of flour", 1, 3) == [("quantity", "a sugar")]  # "of" after it: an amount


def test_an_object_span_that_starts_with_an_amount_is_cut():
    """Seventieth-session blind probe 449: "peel sixteen prawns", tagged as one object, had been asked
    about; an object span that names a value stays whole."""
    tokens = tokenize("peel two eggs")
    spans = split_amount_spans([_span(tokens, "object", 1, 3)], tokens, "quantity", "object",
                               AMOUNTS.__contains__, VALUES.__contains__)
    assert [(s.label, s.text) for s in spans] == [("quantity", "two"), ("object", "eggs")]
    tokens = tokenize("peel the eggs")
    spans = split_amount_spans([_span(tokens, "object", 2, 3)], tokens, "quantity", "object",
                               AMOUNTS.__contains__, VALUES.__contains__)
    assert [(s.label, s.text) for s in spans] == [("object", "eggs")]
    # heard ("fry *eleven butter*", heard at 10 dB for "fry them in butter"): left for the policy to ask about
    tokens = tokenize("peel two eggs")
    spans = split_amount_spans([_span(tokens, "object", 1, 3)], tokens, "quantity", "object",
                               AMOUNTS.__contains__, VALUES.__contains__, counted_objects=False)
    assert [(s.label, s.text) for s in spans] == [("object", "two eggs")]


def test_things_listed_first_before_a_pair_are_one_action(cooking_parser):
    """Seventieth-session blind probe 463: "get me the whisk the sieve and two mixing bowls" had read the
    count for all three."""
    said = cooking_parser.parse("get me the whisk the sieve and two mixing bowls")
    assert format_predicates(said.command.predicates) == "[take([whisk, sieve]), take(2, bowl)]"
    said = cooking_parser.parse("add a cinnamon stick and two bay leaves")  # one thing first: as before
    assert format_predicates(said.command.predicates) == (
        "[add(cinnamon, *[ingredients]*), add(2, bay leaf, *[ingredients]*)]")
    # so with the place said first; not before a vague amount
    said = cooking_parser.parse("season the soup with salt pepper and a dash of worcestershire sauce")
    assert format_predicates(said.command.predicates) == (
        "[add([salt, pepper], soup), add(1 dash, worcestershire sauce, soup)]")
    said = cooking_parser.parse("season the steaks with sea salt and plenty of black pepper")
    assert format_predicates(said.command.predicates) == "add([salt, pepper], steak)"


@pytest.mark.parametrize("said, expected", [
    ("open a tin of chickpeas and one of coconut milk", "[open(1 can, chickpea), open(1 can, coconut milk)]"),
    ("add a cup of flour and one of sugar",
     "[add(1 cup, flour, *[ingredients]*), add(1 cup, sugar, *[ingredients]*)]"),
    ("take one egg and one of the apples", "[take(1, egg), take(1, apple)]"),  # no unit said: a count
    ("pour two cups of water into the saucepan and one into the kettle",  # a count and a place
     "[add(2 cup, water, saucepan), add(1 cup, water, kettle)]"),
    # "another" and a place, the thing said again or not (seventy-first-session blind probe 484)
    ("slosh a glass of red wine into the stew and another into the gravy",
     "[add(1 glass, wine, stew), add(1 glass, wine, gravy)]"),
    ("pour a cup of milk into the jug and another into the bowl", "[add(1 cup, milk, jug), add(1 cup, milk, bowl)]"),
])
def test_one_of_after_a_package_is_another_of_it(cooking_parser, said, expected):
    """Seventieth-session blind probe 463 (:func:`slu_node.read_as.units_said_once`): the tin had been read
    as holding both."""
    assert format_predicates(cooking_parser.parse(said).command.predicates) == expected


def test_a_measured_amount_put_in_a_vessel_an_action_works_in_is_added(cooking_parser):
    """Seventieth-session blind probe 443: a stand mixer is an appliance, kept with put, but mix works in
    it (its ``said_in``); the toaster stays put's."""
    said = cooking_parser.parse("put a hundred grams of butter in the stand mixer")
    assert format_predicates(said.command.predicates) == "add(100 g, butter, mixer)"
    said = cooking_parser.parse("put three slices of bread in the toaster")
    assert format_predicates(said.command.predicates) == "put(bread, toaster, 3 slice)"


@pytest.mark.parametrize("text, start, end", [
    ("add one hundred and fifty grams of flour", 1, 6),  # one amount as a whole
    ("add two eggs and some flour", 1, 5),  # "some" is no amount
    ("add two and a cup", 1, 5),  # amounts only: no value to pair
    ("add two chairs and a cup", 1, 5),  # "chairs" names no value
])
def test_what_is_not_amounts_with_values_stays_one_span(text, start, end):
    tokens = tokenize(text)
    assert _split(text, start, end) == [("quantity", " ".join(tokens[start:end]))]


def _groups(text, labels):
    tokens = tokenize(text)
    spans = [_span(tokens, label, start, end) for label, start, end in labels]
    return [[s.text for s in group] for group in paired_amounts(spans, tokens, "quantity", "object")]


def test_pairs_joined_by_and_make_one_group_each_the_rest_shared():
    text = "add 200 g of flour and 100 g of sugar to the bowl"
    labels = [("quantity", 1, 3), ("object", 4, 5), ("quantity", 6, 8), ("object", 9, 10), ("destination", 12, 13)]
    assert _groups(text, labels) == [["200 g", "flour", "bowl"], ["100 g", "sugar", "bowl"]]


@pytest.mark.parametrize("text, labels", [
    ("add 200 g of flour", [("quantity", 1, 3), ("object", 4, 5)]),  # one pair
    # another object besides the pairs: whose amount it shares is unknown
    ("add 200 g of flour and 100 g of sugar and milk",
     [("quantity", 1, 3), ("object", 4, 5), ("quantity", 6, 8), ("object", 9, 10), ("object", 11, 12)]),
    # not joined by "and"
    ("add 200 g of flour to 100 g of sugar",
     [("quantity", 1, 3), ("object", 4, 5), ("quantity", 6, 8), ("object", 9, 10)]),
])
def test_otherwise_one_group(text, labels):
    tokens = tokenize(text)
    assert _groups(text, labels) == [[" ".join(tokens[a:b]) for _, a, b in labels]]


@pytest.mark.parametrize("text, sugar", [
    ("add 200 grams of flour and 100 grams of sugar",
     "[add(200 g, flour, *[ingredients]*), add(100 g, sugar, *[ingredients]*)]"),
    ("take two eggs and a cup of flour", "[take(2, egg), take(1 cup, flour)]"),
    ("take three onions and two carrots", "[take(3, onion), take(2, carrot)]"),
    ("add a cup and a half of flour", "add(1.5 cup, flour, *[ingredients]*)"),  # one amount, not two
])
def test_parser_writes_one_action_per_amount(cooking_parser, text, sugar):
    result = cooking_parser.parse(text)
    assert result.accepted, result.clarification
    assert format_predicates(result.command.predicates) == sugar


def test_a_pair_may_have_of_the_between_its_amount_and_value(cooking_parser):
    """Sixtieth-session blind probe 170: "a splash of the red wine" had joined the stock in one add."""
    result = cooking_parser.parse("pour in half a litre of beef stock and a splash of the red wine")
    assert format_predicates(result.command.predicates) == (
        "[add(500 ml, stock, *[ingredients]*), add(1 splash, wine, *[ingredients]*)]")


def test_a_value_after_a_pair_with_some_has_an_amount_of_its_own():
    """Sixty-sixth-session blind probe 337: "a knob of butter and some parmesan" had put a knob of both in."""
    text = "add a knob of butter and some parmesan to the pasta"
    labels = [("quantity", 1, 3), ("object", 4, 5), ("object", 7, 8), ("destination", 10, 11)]
    assert _groups(text, labels) == [["a knob", "butter", "pasta"], ["parmesan", "pasta"]]
    # "the" keeps the list, as the references write it ("add two bay leaves and the thyme")
    text = "add two bay leaves and the thyme to the stew"
    labels = [("quantity", 1, 2), ("object", 2, 4), ("object", 6, 7), ("destination", 9, 10)]
    assert _groups(text, labels) == [["two", "bay leaves", "thyme", "stew"]]


def test_an_object_said_before_a_pair_has_no_share_of_its_count():
    """Sixty-sixth-session blind probe 348: "a cinnamon stick and two bay leaves" had added two of each."""
    text = "add the cinnamon and two bay leaves"
    labels = [("object", 2, 3), ("quantity", 4, 5), ("object", 5, 7)]
    assert _groups(text, labels) == [["cinnamon"], ["two", "bay leaves"]]
    # a place between, which goes with each (blind probe 352)
    text = "drizzle olive oil over the salad and a splash of vinegar"
    labels = [("object", 1, 3), ("destination", 5, 6), ("quantity", 7, 9), ("object", 10, 11)]
    assert _groups(text, labels) == [["olive oil", "salad"], ["salad", "a splash", "vinegar"]]
    text = "add 200 g of flour to the bowl and 100 g of sugar"
    labels = [("quantity", 1, 3), ("object", 4, 5), ("destination", 7, 8), ("quantity", 9, 11), ("object", 12, 13)]
    assert _groups(text, labels) == [["200 g", "flour", "bowl"], ["bowl", "100 g", "sugar"]]


def test_a_value_after_a_counted_pair_with_a_has_no_share_of_the_count(cooking_parser):
    """Sixty-seventh-session blind probe 358 (and 306, 321, 349, whose references agree): "two bell peppers
    and a red onion" had taken two of each; "a banana and a tangerine", no count said, stays one list."""
    said = cooking_parser.parse("grab me two bell peppers and a red onion please")
    assert format_predicates(said.command.predicates) == "[take(2, bell pepper), take(red onion)]"
    said = cooking_parser.parse("peel a banana and a tangerine for her")
    assert format_predicates(said.command.predicates) == "peel([banana, tangerine])"
