"""A place said between the verb and its object (slu_node.fronted), the prepositions the domain's
templates put before each role (Domain.role_prepositions), and put read as add when it leaves food
out: through the builder with scripted tags (the oracle tagger of test_builder) and on spans."""

from pathlib import Path

import pytest

from slu_node.domain import load_domain
from slu_node.fronted import fronted_places
from slu_node.parser import SpokenCommandParser
from slu_node.spans import bio_spans
from slu_node.sugar import format_predicates
from slu_node.textnorm import lead_ins, tokenize
from tests.test_builder import OracleModel

DOMAIN_DIR = Path(__file__).resolve().parents[1] / "models" / "cooking"


@pytest.fixture(scope="module")
def domain():
    return load_domain(DOMAIN_DIR)


def _labels(domain, text, tags):
    tokens = tokenize(text)
    spans = bio_spans(tokens, tags, [0.9] * len(tokens))
    return [(s.text, s.label) for s in fronted_places(spans, tokens, domain)]


def test_role_prepositions_come_from_the_templates(domain):
    add, remove, mix = (domain.actions[a].role_prepositions for a in ("add", "remove", "mix"))
    assert add["to"] == ("destination",) and add["into"] == ("destination",) and "with" not in add
    assert remove["from"] == ("source",) and remove["off"] == ("source",)  # "[off|out of|from] {source}"
    assert mix["with"] == ("instrument",)
    assert "sprinkle" not in add  # "[sprinkle|drizzle] {destination} with ...": a verb, no preposition
    assert domain.actions["knead"].role_prepositions == {}


@pytest.mark.parametrize("text, tags, want", [
    ("add to the soup the salt", ["B-act.add", "O", "O", "B-object", "O", "B-object"],
     [("add", "act.add"), ("soup", "destination"), ("salt", "object")]),
    ("take from the fridge the butter", ["B-act.remove", "I-act.remove", "O", "B-object", "O", "B-object"],
     [("take from", "act.remove"), ("fridge", "source"), ("butter", "object")]),
    # a quantity between place and object
    ("crack into the bowl two eggs", ["B-act.open", "O", "O", "B-object", "B-quantity", "B-object"],
     [("crack", "act.open"), ("bowl", "destination"), ("two", "quantity"), ("eggs", "object")]),
    # add's own "put in": a particle, unless what follows it cannot be added
    ("put in the bowl the flour", ["B-act.add", "I-act.add", "O", "B-object", "O", "B-object"],
     [("put in", "act.add"), ("bowl", "destination"), ("flour", "object")]),
    ("put in the flour and the sugar", ["B-act.add", "I-act.add", "O", "B-object", "O", "O", "B-object"],
     [("put in", "act.add"), ("flour", "object"), ("sugar", "object")]),
    # both spans given the place's role: the second, which the object takes, is the object
    ("put inside the oven the cake", ["B-act.put", "O", "O", "B-destination", "O", "B-destination"],
     [("put", "act.put"), ("oven", "destination"), ("cake", "object")]),
    # the usual order is left alone
    ("add the salt to the soup", ["B-act.add", "O", "B-object", "O", "O", "B-destination"],
     [("add", "act.add"), ("salt", "object"), ("soup", "destination")]),
    # no preposition before the first span: two objects stay two objects
    ("add the salt and the pepper", ["B-act.add", "O", "B-object", "O", "O", "B-object"],
     [("add", "act.add"), ("salt", "object"), ("pepper", "object")]),
    # a place the value cannot be: left for the clarification policy
    ("add to the salt the pan", ["B-act.add", "O", "O", "B-object", "O", "B-object"],
     [("add", "act.add"), ("salt", "destination"), ("pan", "object")]),
])
def test_fronted_places(domain, text, tags, want):
    assert _labels(domain, text, tags) == want


def test_fronted_place_read_through_the_builder(domain):
    model = OracleModel(domain)
    text = "pour into the pot the milk"
    model.add(text, ["B-act.add", "I-act.add", "O", "B-object", "O", "B-object"], ["add"])
    result = SpokenCommandParser(domain, model).parse(text)
    assert format_predicates(result.command.predicates) == "add(milk, pot)"


@pytest.mark.parametrize("text, tags, want", [
    ("put the cheese on the pizza", ["B-act.put", "O", "B-object", "O", "O", "B-destination"], "add(cheese, pizza)"),
    ("put the salt in the soup", ["B-act.put", "O", "B-object", "O", "O", "B-destination"], "add(salt, soup)"),
    ("put the eggs in the fridge", ["B-act.put", "O", "B-object", "O", "O", "B-destination"], "put(egg, fridge)"),
])
def test_put_leaving_food_out_is_read_as_add(domain, text, tags, want):
    """put is written as add (its ``measured_as``) when the only thing it could not place is food,
    which add's destination takes: the pizza had been left out, the command done as ``put(cheese)``."""
    model = OracleModel(domain)
    model.add(text, tags, ["put"])
    result = SpokenCommandParser(domain, model).parse(text)
    assert result.command is not None and format_predicates(result.command.predicates) == want


def test_second_language_lead_ins_are_left_out(domain):
    """"is necessary to" and a causative "make" before a verb urge it, as "make sure you" does."""
    verbs = frozenset({"stir", "boil", "check"})
    assert lead_ins(tokenize("is necessary to stir the sauce"), verbs) == {0, 1, 2}
    assert lead_ins(tokenize("it's important to stir the risotto"), verbs) == {0, 1, 2}
    assert lead_ins(tokenize("make boil the water"), verbs) == {0}
    assert lead_ins(tokenize("make sure the oven is hot"), verbs) == set()  # check's own "make sure"
    assert lead_ins(tokenize("make the dough"), verbs) == set()  # no verb after it
