"""A part taken out of the thing named in the step before, with a bare particle: "... and take the stone out"."""

import pytest

from slu_node.elided import parts_taken_out
from slu_node.sugar import format_predicates
from slu_node.textnorm import tokenize


def _taken_out(phrase, value):
    return phrase in ("take out", "pull off") and value in ("stone", "skin", "egg white")


@pytest.mark.parametrize("text, read", [
    ("peel the mango and take the stone out", "peel the mango and take the stone out of it"),
    ("lift the chicken out and pull the skin off please", "lift the chicken out and pull the skin off it please"),
    ("crack the egg then take the egg white out", "crack the egg then take the egg white out of it"),
])
def test_a_bare_particle_after_a_part_reads_what_it_comes_out_of(text, read):
    tokens = tokenize(text)
    found = parts_taken_out(tokens, _taken_out)
    assert " ".join(w for i, t in enumerate(tokens) for w in found.get(i, (t,))) == read


@pytest.mark.parametrize("text", [
    "take the stone out",  # nothing named before it comes out of
    "peel the mango and take the chicken out",  # no part: remove's "take out" takes it too
    "peel the mango and take the stone out of the bowl",  # where from is said
    "peel the mango and take the stone out gently",  # the particle does not end the step
    "peel the mango and put the stone out",  # no verb of a part taken out
])
def test_otherwise_nothing_is_read_in(text):
    assert parts_taken_out(tokenize(text), _taken_out) == {}


@pytest.mark.parametrize("text, sugar", [
    ("peel the mango with the peeler and take the stone out", "[peel(mango, peeler), separate(pit, mango)]"),
    ("lift the chicken out of the pot and pull the skin off", "[remove(chicken, pot), separate(skin, chicken)]"),
])
def test_the_parser_takes_the_part_out_of_the_thing_before(cooking_parser, text, sugar):
    """Sixty-ninth-session blind probes 413 and 404: asked about (the stone no thing of remove's) or done
    without the chicken."""
    result = cooking_parser.parse(text)
    assert result.accepted, result.clarification
    assert format_predicates(result.command.predicates) == sugar
    assert not cooking_parser.parse("take the stone out").accepted


def _food_end(tokens):
    return lambda at: at + 1 if tokens[at] in ("cucumber", "apples", "mango") else None


@pytest.mark.parametrize("text, read", [
    ("peel the cucumber and scoop out the seeds", "peel the cucumber and scoop out the seeds from it"),
    ("peel the cucumber with the peeler then take out the stone", "peel the cucumber with the peeler then take out "
                                                                  "the stone from it"),
])
def test_the_particle_said_first_reads_what_it_comes_out_of(text, read):
    """Seventy-first-session blind probe 473: "... and scoop out the seeds" had been ``separate(seed)``."""
    tokens = tokenize(text)
    found = parts_taken_out(tokens, lambda phrase, value: phrase in ("scoop out", "take out"), _food_end(tokens))
    assert " ".join(w for i, t in enumerate(tokens) for w in found.get(i, (t,))) == read


@pytest.mark.parametrize("text", [
    "take the pot off the heat and take out the stone",  # no food named in the step before
    "then take out the stone",  # no step before
    "peel the mango and take out the stone and the skin from the lime",  # where from is said
])
def test_the_particle_said_first_reads_nothing_in_otherwise(text):
    tokens = tokenize(text)
    assert parts_taken_out(tokens, lambda phrase, value: phrase == "take out", _food_end(tokens)) == {}


@pytest.mark.parametrize("text, sugar", [
    ("peel the cucumber with the peeler and scoop out the seeds", "[peel(cucumber, peeler), separate(seed, cucumber)]"),
    ("take the pot off the heat and pick out the bay leaves", "[remove(pot, stove), separate(bay leaf)]"),
])
def test_the_parser_takes_the_part_out_of_the_food_before(cooking_parser, text, sugar):
    result = cooking_parser.parse(text)
    assert result.accepted, result.clarification
    assert format_predicates(result.command.predicates) == sugar
