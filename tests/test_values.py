"""The value reader on its own (:mod:`slu_node.values`): the words of one role span → a canonical
lexicon value of the cooking domain, an amount, several values, or nothing."""

import pytest

from slu_node.values import ValueReader, describing, prepared, value_core, without_leading


@pytest.fixture(scope="module")
def reader(cooking_domain):
    return ValueReader(cooking_domain)


def role(domain, action, name):
    return domain.actions[action].arg(name)


def test_leading_and_preparation_words_are_read_past(reader, cooking_domain):
    obj = role(cooking_domain, "add", "object")
    assert reader.normalize("some of the milk", obj) == ("milk", "ingredient")
    assert reader.normalize("the grated cheese", obj) == ("cheese", "ingredient")
    assert reader.normalize("cream cheese", obj) == ("cream cheese", "ingredient")  # the whole form first
    assert reader.normalize("flubber", obj) is None
    known = cooking_domain.known_words
    assert without_leading("some of the grated cheese".split(), known) == ["cheese"]
    assert without_leading("some of the grated cheese".split()) == ["grated", "cheese"]  # no domain: no guess
    assert value_core("some of the grated cheese") == "grated cheese"
    assert prepared("diced", known) and not prepared("milk", known) and not prepared("iced", known)  # too short
    assert describing(["the", "diced"], known) and not describing(["the", "milk"], known)


def test_an_amount_is_read_in_a_measured_role_only(reader, cooking_domain):
    assert reader.normalize("two hundred grams", role(cooking_domain, "add", "quantity")) == ("200 g", "quantity")
    assert reader.normalize("two hundred grams", role(cooking_domain, "add", "object")) is None
    assert reader.is_amount("two hundred grams") and not reader.is_amount("the milk")
    # "fahrenheit" had been an unknown word ("bake the bread at 350 degrees fahrenheit" asked about)
    assert reader.normalize("350 degrees fahrenheit", role(cooking_domain, "cook", "modality")) == (
        "350 deg", "temperature")


def test_values_said_without_and_are_split_only_when_each_is_whole(reader, cooking_domain):
    """A recogniser writes no commas: "squid, olive" arrives as "squid olive"; one value is not read
    from them (the other would be dropped), and a form of two words stays one value."""
    obj = role(cooking_domain, "knead", "object")
    assert reader.split_values("squid olive", obj) == [("squid", "ingredient"), ("olive", "ingredient")]
    assert reader.normalize("squid olive", obj) is None
    assert reader.split_values("cream cheese", obj) is None
    assert reader.split_values("squid flubber", obj) is None


def test_a_value_of_another_type_is_no_part_of_it(reader, cooking_domain):
    """"the pie dish" (a container) in add's object had been read as the pie, its longest food part
    (fiftieth session: "then it's the pie dish to two degrees", heard at 10 dB, done as ``add(pie,
    ...)``); two things or a verb word and a thing are what :meth:`ValueReader.beside_another` finds."""
    obj = role(cooking_domain, "add", "object")
    assert reader.normalize("the pie dish", obj) is None
    assert reader.normalize("the pie dish", role(cooking_domain, "put", "destination")) == ("baking dish", "container")
    assert reader.beside_another("the bone burger") and reader.beside_another("a drain pan")
    assert not reader.beside_another("the cream cheese") and not reader.beside_another("brown pepper")
    assert not reader.beside_another("the melted butter")


def test_a_value_after_domain_words_is_named_but_not_after_a_foreign_one(reader):
    assert reader.lexicon_ending("simmering water") == "water"
    assert reader.lexicon_ending("flubbery water") is None  # "flubbery water" may be a value misheard
    assert reader.named_value("two hundred grams") == "two hundred grams"
    assert reader.value_of("pasta") == "pasta" and reader.value_of("flubber") is None
    assert reader.value_of("the pasta") is None  # a look-up as said: its callers strip leading words


@pytest.mark.parametrize("text, value, types, after", [
    ("lemon zester", "lemon", ("ingredient",), "zester"),  # a tool right after the object
    ("sauce wooden spoon", "sauce", ("ingredient",), "wooden spoon"),
    ("pizza dough", "pizza", ("ingredient",), None),  # a thing of the role's own types: no other role
    ("lemon", "lemon", ("ingredient",), None),
])
def test_a_thing_of_another_role_after_the_value_is_found(reader, text, value, types, after):
    """Telegraphic speech drops the preposition before the tool ("zest lemon zester"): the parser asks
    about it rather than leave it out (fifty-sixth-session probe 96)."""
    assert reader.thing_after(text, value, types) == after


@pytest.mark.parametrize("text, value", [
    ("the lined tray", "baking tray"),
    ("the greased tin", "cake tin"),
    ("the preheated oven", "oven"),
    ("a floured board", "cutting board"),
    ("the tray", "baking tray"),  # guards a regression: no such word
])
def test_how_a_place_was_got_ready_is_read_past(reader, cooking_domain, text, value):
    """Seventy-fourth-session blind probe 567: "onto the *lined* tray" had been asked about."""
    assert reader.normalize(text, role(cooking_domain, "put", "destination"))[0] == value


@pytest.mark.parametrize("text, expected", [
    ("spoon the meringue onto the lined tray", "add(meringue, baking tray)"),
    ("pour the batter into the greased tin", "add(batter, cake tin)"),
    ("put the cake in the preheated oven", "put(cake, oven)"),
])
def test_the_parser_reads_a_place_got_ready(cooking_parser, text, expected):
    from slu_node.sugar import format_predicates

    result = cooking_parser.parse(text)
    assert result.command is not None, result.clarification
    assert format_predicates(result.command.predicates) == expected


def test_words_of_where_a_thing_stands_lead_a_value():
    """Seventy-fifth-session blind probe 594: "the *left* burner", "the *tallest* pot we have"."""
    assert without_leading("the left burner".split()) == ["burner"]
    assert value_core("the tallest pot") == "pot"
    assert value_core("the front ring") == "ring"
