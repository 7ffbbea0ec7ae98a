"""Terse commands whose prepositions were dropped, read by the builder from given tags (fifty-seventh-session
blind probes 102 and 104): a list or a place is asked about, a thing tagged as a modifier is placed, an
amount beside a modifier is kept, a thing or a unit beside the object is not left out unasked."""

import pytest

from slu_node.types import REASON_LOW_CONFIDENCE, REASON_UNKNOWN_WORD

from test_builder import _oracle_parse


@pytest.mark.parametrize("text, tags, intents, expected", [
    # two foods of different groups side by side: a list, or the second where the first goes
    ("squeeze half lemon fish", ["B-act.add", "B-quantity", "B-object", "I-object"], ["add"], REASON_LOW_CONFIDENCE),
    ("put plums baking dish", ["B-act.put", "B-object", "B-object", "I-object"], ["put"], REASON_LOW_CONFIDENCE),
    # one group (herbs and spices): a list
    ("add salt pepper", ["B-act.add", "B-object", "I-object"], ["add"], "add([salt, pepper], *[ingredients]*)"),
    # "and" said: a list
    ("add lemon and fish", ["B-act.add", "B-object", "O", "B-object"], ["add"], "add([lemon, fish], *[ingredients]*)"),
    # a thing tagged as a modifier goes to the role that holds it
    ("pour orange juice carafe", ["B-act.add", "B-object", "I-object", "B-modality"], ["add"],
     "add(orange juice, carafe)"),
    # a modifier and an amount in one span: both
    ("cook beef slow cooker low eight hours",
     ["B-act.cook", "B-object", "B-destination", "I-destination", "B-modality", "I-modality", "I-modality"], ["cook"],
     "cook(beef, slow cooker, low heat, 8 h)"),
    # a thing of another role right after the object, "pan" though it starts "pan fry"
    ("heat oil pan", ["B-act.cook", "B-object", "I-object"], ["cook"], REASON_LOW_CONFIDENCE),
    ("grate the caraway seeds", ["B-act.grate", "O", "B-object", "I-object"], ["grate"], "grate(caraway)"),
    # a unit with no number before the value, a thing too: asked
    ("open jar pesto", ["B-act.open", "B-object", "I-object"], ["open"], REASON_UNKNOWN_WORD),
])
def test_a_terse_reading(cooking_domain, text, tags, intents, expected):
    assert _oracle_parse(cooking_domain, text, tags, intents) == expected


@pytest.mark.parametrize("text, tags, intents, expected", [
    # a thing said first with nothing tagged: the object, and the thing after the verb where it goes
    ("scallions sprinkle noodles", ["O", "B-act.add", "B-object"], ["add"], "add(spring onion, noodle)"),
    # the verb has its object after it and no other role for it: the word before is no second object
    ("so yam cover the bowl with the cling film",
     ["O", "O", "B-act.cover", "O", "B-object", "O", "O", "B-instrument", "I-instrument"], ["cover"],
     "cover(bowl, cling film)"),
])
def test_an_untagged_thing_said_before_the_verb(cooking_domain, text, tags, intents, expected):
    assert _oracle_parse(cooking_domain, text, tags, intents) == expected
