"""A command corrected in the next utterance (:mod:`slu_node.corrections`, the dialogue state)."""

import pytest

from slu_node.corrections import corrected
from slu_node.sugar import format_predicate
from slu_node.textnorm import tokenize
from slu_node.types import Argument, Predicate


def _pred(action, **roles):
    return Predicate(action, tuple(Argument(role, (value,)) for role, value in roles.items()))


@pytest.mark.parametrize("text, fixed", [
    ("sorry i meant the pan", "put(pan, stove)"),
    ("actually on the oven", "put(pot, oven)"),
    ("no no the big pan", None),  # "big pan" is no value of the lexicon: nothing to put in
    ("no", None),
    ("not that", None),
    ("no the pot", None),  # what it was already
    ("no stir it", None),  # a command, not a value
])
def test_a_value_said_as_a_correction_takes_the_place_of_its_kind(cooking_domain, text, fixed):
    last = _pred("put", object="pot", destination="stove")
    got = corrected(last, tokenize(text), cooking_domain)
    assert (format_predicate(got) if got else None) == fixed


def test_an_amount_said_as_a_correction_keeps_the_old_unit(cooking_domain):
    last = Predicate("add", (Argument("quantity", ("30 g",)), Argument("object", ("milk",)),
                             Argument("destination", ("bowl",))))
    assert format_predicate(corrected(last, tokenize("no forty"), cooking_domain)) == "add(40 g, milk, bowl)"
    assert format_predicate(corrected(last, tokenize("make that half a litre"), cooking_domain)) == (
        "add(500 ml, milk, bowl)")  # the domain's canonical amount
    count = Predicate("open", (Argument("quantity", ("2",)), Argument("object", ("egg",))))
    assert format_predicate(corrected(count, tokenize("no three"), cooking_domain)) == "open(3, egg)"


def test_the_dialogue_state_reads_a_correction_after_a_command(conversation):
    state, said = conversation
    assert said("put the pot on the stove") == "put(pot, stove)"
    assert said("sorry i meant the pan") == "put(pan, stove)"
    assert said("actually on the oven") == "put(pan, oven)"  # the state took in the corrected command
    state.reset()
    assert said("sorry i meant the pan") == "out_of_domain"  # nothing to correct
