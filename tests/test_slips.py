"""A function word heard for a short verb (:mod:`slu_node.slips`; twenty-seventh session)."""

import pytest

from slu_node.slips import verb_slips
from slu_node.sugar import format_predicates
from slu_node.textnorm import tokenize

VERBS = frozenset({"add", "put", "cook"})
OBJECTS = {"salt", "egg whites", "onions", "potatoes", "pepper"}


def _slips(text, verbs=VERBS):
    return verb_slips(tokenize(text), verbs, OBJECTS.__contains__)


@pytest.mark.parametrize("text, at", [
    ("at the salt", 0),
    ("oh and at the salt", 2),
    ("i think you should at the salt now", 4),
    ("just at the egg whites to the bowl", 1),
    ("then at two onions", 1),
    ("do you think you could and the salt", 5),  # "and" after a modal
    ("can you please please and the salt", 4),
])
def test_at_or_and_where_a_verb_is_due_before_a_thing_is_add(text, at):
    assert _slips(text) == {at: "add"}


@pytest.mark.parametrize("text", [
    "cook the onions and at the end add the salt",  # "the end" is no thing acted on
    "cook the onions at the salt",  # after a noun: a place
    "put the pan at the back",
    "at a low heat cook the onions",
    "and the salt",  # first in an utterance "and" may go on from the command before
    "peel the potatoes and the onions",  # a conjunction
    "salt and pepper",
])
def test_elsewhere_the_word_stays(text):
    assert _slips(text) == {}


def test_only_for_a_verb_of_the_domain():
    assert _slips("at the salt", frozenset({"put"})) == {}


def test_parser_reads_the_verb(cooking_parser):
    result = cooking_parser.parse("i think you should at the salt now")
    assert result.accepted, result.clarification
    assert format_predicates(result.command.predicates) == "add(salt, *[ingredients]*)"
