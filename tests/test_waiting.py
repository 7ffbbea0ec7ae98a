"""Steps that only wait (:mod:`slu_node.waiting`)."""

import pytest

from slu_node.sugar import format_predicates
from slu_node.textnorm import tokenize
from slu_node.waiting import waiting_steps


def _kept(text: str) -> str:
    tokens = tokenize(text)
    gone = waiting_steps(tokens)
    return " ".join(t for i, t in enumerate(tokens) if i not in gone)


@pytest.mark.parametrize("text, kept", [
    ("cover the bowl with cling film and leave the dough to prove for an hour", "cover the bowl with cling film"),
    ("cover the bowl with a tea towel and let it rest for ten minutes", "cover the bowl with a tea towel"),
    ("put the dough in a bowl and leave it to prove and then knead it", "put the dough in a bowl and then knead it"),
    ("take the cake out and then let it cool", "take the cake out"),
])
def test_a_waiting_step_is_left_out(text, kept):
    assert _kept(text) == kept


@pytest.mark.parametrize("text", [
    "let it rest",  # no step before it: nothing else to do
    "cover the pot and let it simmer for ten minutes",  # simmering is cooking
    "add the pasta and leave the lid off",  # no waiting verb
    "put the bowl in the fridge and leave it there",
])
def test_what_is_no_waiting_step_stays(text):
    assert _kept(text) == " ".join(tokenize(text))


def test_the_parser_does_the_step_before_alone(cooking_parser):
    """Sixty-sixth-session blind probe 342 (baking): the dough had been covered with the bowl."""
    result = cooking_parser.parse("cover the bowl with cling film and leave the dough to prove for an hour")
    assert result.command is not None, result.clarification
    assert format_predicates(result.command.predicates) == "cover(bowl, cling film)"


def test_a_thing_left_on_the_side_to_prove_is_waited_for(reads_like):
    """Seventy-seventh-session blind probe 724: the side had been asked about."""
    reads_like("cover the dough with a damp tea towel and leave it on the side to prove",
               "cover the dough with a tea towel")
