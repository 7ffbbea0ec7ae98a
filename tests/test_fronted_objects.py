"""Objects said before the verb and a thing right after it (slu_node.fronted_objects), alone and in the
builder (fifty-seventh-session blind probes)."""

import pytest

from slu_node.fronted_objects import after_fronted_object
from slu_node.spans import Span
from slu_node.types import REASON_LOW_CONFIDENCE

from test_builder import _oracle_parse


def _spans(tokens, labels):
    out = []
    for start, end, label in labels:
        out.append(Span(label, start, end, " ".join(tokens[start:end]), 1.0))
    return out


def test_the_thing_after_the_verb_goes_to_the_one_other_role_that_holds_it(cooking_domain):
    tokens = "salt pepper add soup please".split()
    spans = _spans(tokens, [(0, 1, "object"), (1, 2, "object"), (2, 3, "act.add"), (3, 4, "object")])
    out, fronted = after_fronted_object(spans, 2, 3, cooking_domain.actions["add"], tokens, cooking_domain)
    assert [s.label for s in out] == ["object", "object", "act.add", "destination"]
    assert fronted == ["salt", "pepper"]


@pytest.mark.parametrize("text, labels, action", [
    # no object before the verb
    ("add salt soup", [(0, 1, "act.add"), (1, 2, "object"), (2, 3, "object")], "add"),
    # a header, not a fronted object
    ("for the sauce add the cream", [(2, 3, "object"), (3, 4, "act.add"), (5, 6, "object")], "add"),
    # a word between the verb and the thing
    ("salt add to the soup", [(0, 1, "object"), (1, 2, "act.add"), (4, 5, "object")], "add"),
    # the destination is said already
    ("salt add soup to the pot", [(0, 1, "object"), (1, 2, "act.add"), (2, 3, "object"), (5, 6, "destination")],
     "add"),
    # no other role of turn holds a food
    ("brownie flip the pancake", [(0, 1, "object"), (1, 2, "act.turn"), (3, 4, "object")], "turn"),
])
def test_other_orders_are_left_as_they_are(cooking_domain, text, labels, action):
    tokens = text.split()
    spans = _spans(tokens, labels)
    verb = next(s for s in spans if s.label.startswith("act."))
    out, fronted = after_fronted_object(spans, verb.start, verb.end, cooking_domain.actions[action], tokens, cooking_domain)
    assert out == spans and fronted == []


def test_the_builder_does_it_typed_and_asks_about_it_heard(cooking_domain):
    tags = ["B-object", "B-object", "B-act.add", "B-object", "O"]
    assert _oracle_parse(cooking_domain, "salt pepper add soup please", tags, ["add"]) == "add([salt, pepper], soup)"
    heard = _oracle_parse(cooking_domain, "salt pepper add soup please", tags, ["add"], heard=True)
    assert heard == REASON_LOW_CONFIDENCE, heard  # asked about, no predicates


@pytest.mark.parametrize("text, tags, expected", [
    ("add pinch salt", ["B-act.add", "B-object", "I-object"], "add(1 pinch, salt, *[ingredients]*)"),
    # a value whose first word is a unit word stays whole
    ("cover the bowl with tin foil", ["B-act.cover", "O", "B-object", "O", "B-instrument", "I-instrument"],
     "cover(bowl, foil)"),
])
def test_a_unit_said_with_no_number_before_the_object_is_one_of_it(cooking_domain, text, tags, expected):
    assert _oracle_parse(cooking_domain, text, tags, [tags[0][len("B-act."):]]) == expected


def test_the_rest_of_a_verb_phrase_before_a_thing_said_with_no_preposition(cooking_domain):
    tags = ["B-act.remove", "B-object", "O", "O"]
    assert _oracle_parse(cooking_domain, "get mozzarella out fridge", tags, ["remove"]) == "remove(mozzarella, fridge)"
