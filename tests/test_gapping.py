"""One verb said for two acts (:mod:`slu_node.gapping`; thirty-third session)."""

import pytest

from slu_node.spans import Span
from slu_node.gapping import gapped_groups, stripped_heads
from slu_node.textnorm import tokenize

#: What each role holds in these tests: a tiny stand-in for the domain's lexicon.
HOLDS = {"object": {"milk", "butter", "eggs", "potatoes", "carrots"},
         "destination": {"fridge", "freezer", "bowl", "jug"},
         "modality": {"twenty minutes", "ten minutes"},
         "quantity": {"two", "three"}}
UNITS = frozenset({"minutes"})


def _fits(label, text):
    return " ".join(w for w in text.split() if w not in {"the", "a"}) in HOLDS.get(label, ())


def _groups(text, labels, roles=HOLDS):
    tokens = tokenize(text)
    spans = [Span(label, start, end, " ".join(tokens[start:end]), 1.0) for label, start, end in labels]
    groups = gapped_groups(spans, tokens, count_role="quantity", fits=_fits, has_role=roles.__contains__,
                           unit_words=UNITS)
    return [[(s.label, s.text) for s in group] for group in groups]


def test_a_second_act_of_the_first_ones_shape_is_its_own_group_relabelled():
    # the tagger gave the butter the destination's label, as in the cooking model
    text = "put the milk in the fridge and the butter in the freezer"
    labels = [("object", 2, 3), ("destination", 5, 6), ("destination", 8, 9), ("destination", 11, 12)]
    assert _groups(text, labels) == [[("object", "milk"), ("destination", "fridge")],
                                     [("object", "butter"), ("destination", "freezer")]]


def test_a_number_alone_takes_the_first_sides_unit_and_counts_its_value_again():
    text = "boil the potatoes for twenty minutes and the carrots for ten"
    labels = [("object", 2, 3), ("modality", 4, 6), ("object", 8, 9), ("modality", 10, 11)]
    assert _groups(text, labels)[1] == [("object", "carrots"), ("modality", "ten minutes")]
    text = "crack two eggs into the bowl and three into the jug"
    labels = [("quantity", 1, 2), ("object", 2, 3), ("destination", 5, 6), ("modality", 7, 8), ("destination", 10, 11)]
    assert _groups(text, labels)[1] == [("quantity", "three"), ("object", "eggs"), ("destination", "jug")]


def test_three_acts_joined_by_and():
    text = "put the milk in the fridge and the butter in the freezer and the eggs in the bowl"
    labels = [("object", 2, 3), ("destination", 5, 6), ("object", 8, 9), ("destination", 11, 12),
              ("object", 14, 15), ("destination", 17, 18)]
    assert [[text for _, text in group] for group in _groups(text, labels)] == [
        ["milk", "fridge"], ["butter", "freezer"], ["eggs", "bowl"]]


@pytest.mark.parametrize("text, labels", [
    # no phrase after the second value: a list ("... and the butter" goes where the milk goes)
    ("put the milk in the fridge and the butter", [("object", 2, 3), ("destination", 5, 6), ("object", 8, 9)]),
    # no phrase after the first value: a list, its place shared
    ("put the milk and the butter in the fridge", [("object", 2, 3), ("object", 5, 6), ("destination", 8, 9)]),
    # a word that is no article after "and": another verb, said or misheard
    ("put the milk in the fridge and chop the butter in the freezer",
     [("object", 2, 3), ("destination", 5, 6), ("object", 9, 10), ("destination", 12, 13)]),
    # the first side's role cannot hold the second side's value
    ("put the milk in the fridge and the butter in the oven",
     [("object", 2, 3), ("destination", 5, 6), ("object", 8, 9), ("destination", 11, 12)]),
    # not as many phrases on each side
    ("put the milk in the fridge for ten minutes and the butter in the freezer",
     [("object", 2, 3), ("destination", 5, 6), ("modality", 7, 9), ("object", 11, 12), ("destination", 14, 15)]),
])
def test_what_has_not_the_shape_of_a_gapped_act_stays_one_group(text, labels):
    assert len(_groups(text, labels)) == 1


def test_a_role_the_action_lacks_must_carry_the_same_label_on_both_sides():
    text = "whisk the milk in the bowl and the eggs in the jug"
    labels = [("object", 2, 3), ("destination", 5, 6), ("object", 8, 9), ("destination", 11, 12)]
    no_destination = {k: v for k, v in HOLDS.items() if k != "destination"}
    assert len(_groups(text, labels, no_destination)) == 2
    labels[-1] = ("modality", 11, 12)
    assert len(_groups(text, labels, no_destination)) == 1


def _stripped(text, labels, moves=lambda head, place, span, measured: True):
    tokens = tokenize(text)
    spans = [Span(label, start, end, " ".join(tokens[start:end]), 1.0) for label, start, end in labels]
    return [(s.label, s.text) for s in stripped_heads(spans, tokens, head_role="object", count_role="quantity",
                                                      moves=moves)]


@pytest.mark.parametrize("text, milk", [("put the eggs in the bowl and the milk", 8),
                                         ("put the eggs in the bowl and the milk too", 8),
                                         ("put the eggs into the bowl and some milk please", 8)])
def test_a_head_said_after_the_place_is_the_first_acts_object(text, milk):
    labels = [("object", 2, 3), ("destination", 5, 6), ("destination", milk, milk + 1)]
    assert _stripped(text, labels) == [("object", "eggs"), ("destination", "bowl"), ("object", "milk")]


@pytest.mark.parametrize("text, labels", [
    # the action's roles decide (moves): "to the pasta and the sauce" may be two places
    ("add the cheese to the pasta and the sauce", [("object", 2, 3), ("destination", 5, 6), ("destination", 8, 9)]),
    # more follows: a verb may have been lost before the value
    ("crack the eggs into the bowl and the sugar and whisk",
     [("object", 2, 3), ("destination", 5, 6), ("destination", 8, 9)]),
    # no preposition before the place: a list of the place's role
    ("put the eggs the bowl and the milk", [("object", 2, 3), ("destination", 4, 5), ("destination", 7, 8)]),
    # another word than an article after "and"
    ("put the eggs in the bowl and then milk", [("object", 2, 3), ("destination", 5, 6), ("destination", 8, 9)]),
])
def test_a_value_after_the_place_that_is_no_stripped_head_keeps_its_label(text, labels):
    moves = (lambda head, place, span, measured: span.text != "sauce")
    assert [label for label, _ in _stripped(text, labels, moves)] == [label for label, _, _ in labels]


@pytest.mark.parametrize("text, labels, measured", [
    ("add the chives to the eggs and some salt", [("object", 2, 3), ("destination", 5, 6), ("destination", 8, 9)],
     True),
    ("add the juice to the dressing and a little honey",
     [("object", 2, 3), ("destination", 5, 6), ("destination", 9, 10)], True),
    # a counted amount stands between "and" and the value, in a span of its own
    ("add the cinnamon to the batter and a pinch of nutmeg",
     [("object", 2, 3), ("destination", 5, 6), ("quantity", 7, 9), ("destination", 10, 11)], True),
    ("add the salt to the soup and the pepper", [("object", 2, 3), ("destination", 5, 6), ("destination", 8, 9)],
     False),
])
def test_moves_is_told_whether_an_amount_comes_before_the_value(text, labels, measured):
    """``measured``: a place is not measured out ("and *a pinch of* nutmeg"); the amount keeps its role."""
    seen = []
    out = _stripped(text, labels, lambda head, place, span, said: seen.append((head.text, place.text, said)) or said)
    assert seen == [(text.split()[2], text.split()[5], measured)]
    assert out[-1] == ("object" if measured else "destination", text.split()[-1])
    assert [label for label, _ in out[:-1]] == [label for label, _, _ in labels[:-1]]


def test_an_amount_before_the_value_must_touch_it():
    """Another word than "of" or an article between the amount and the value: no stripped head."""
    text = "add the cinnamon to the batter and a pinch then nutmeg"
    labels = [("object", 2, 3), ("destination", 5, 6), ("quantity", 7, 9), ("destination", 10, 11)]
    assert _stripped(text, labels)[-1] == ("destination", "nutmeg")
