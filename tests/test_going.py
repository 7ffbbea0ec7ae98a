"""Things said to go somewhere or to come out, read as put's and take's commands (slu_node.going;
seventieth-session blind probe 442)."""

import pytest

from slu_node.going import going_places
from slu_node.sugar import format_predicates
from slu_node.textnorm import tokenize


def _read(text, domain):
    tokens = tokenize(text)
    found = going_places(tokens, domain.is_thing)
    return " ".join(w for i, t in enumerate(tokens) for w in found.get(i, (t,)))


@pytest.mark.parametrize("text, read", [
    ("and then it can go back in the oven", "and then put it back in the oven"),
    ("a couple of handfuls of spinach can go straight into the soup",
     "put a couple of handfuls of spinach straight into the soup"),
    ("the lamb needs to go in the oven", "put the lamb in the oven"),
    ("so they can come out of the oven now", "so take them out of the oven now"),
    ("so it can come out now", "so it can come out now"),  # from where: asked about
    ("but the saucepan has to come off the heat", "but take the saucepan off the heat"),
    # no thing before the modal, or nowhere said after "go": as said
    ("you can go in the garden", "you can go in the garden"),
    ("the kids can go out", "the kids can go out"),
    ("it can go", "it can go"),
])
def test_a_thing_said_to_go_somewhere_is_put_there(cooking_domain, text, read):
    assert _read(text, cooking_domain) == read


@pytest.mark.parametrize("said, expected", [
    ("the oven dish wants covering with foil and then it can go back in the oven",
     "[cover(baking dish, foil), put(baking dish, oven)]"),
    ("the lamb needs to go in the oven at one eighty for an hour and a half", "put(lamb, oven, 180 deg, 90 min)"),
    ("the seeds need to come out of the chillies first", "separate(seed, chili)"),
])
def test_the_parser_reads_the_thing_going_as_the_command(cooking_parser, said, expected):
    result = cooking_parser.parse(said)
    assert result.command is not None, result.clarification
    assert format_predicates(result.command.predicates) == expected


@pytest.mark.parametrize("text, read", [
    ("an eighth of a teaspoon of nutmeg goes into the soup", "put an eighth of a teaspoon of nutmeg into the soup"),
    ("a pinch of salt goes in the pot", "put a pinch of salt in the pot"),
    # guard a regression: no amount before "goes", or no place after it, says the order
    ("the cream goes in last", "the cream goes in last"),
    ("the garlic goes in later", "the garlic goes in later"),
    ("the flour goes into the bowl", "the flour goes into the bowl"),
    ("a pinch of salt goes in", "a pinch of salt goes in"),
])
def test_an_amount_that_goes_somewhere_is_put_there(cooking_domain, text, read):
    """Seventy-fourth-session blind probe 557: out of the domain."""
    assert _read(text, cooking_domain) == read


@pytest.mark.parametrize("said, expected", [
    ("an eighth of a teaspoon of nutmeg goes into the soup", "add(0.125 tsp, nutmeg, soup)"),
    ("a pinch of salt goes in the pot", "add(1 pinch, salt, pot)"),
    # guards a regression: the order said, then the steps (blind probe 460)
    ("the cream goes in last so tip the mushrooms into the pan first and then pour in the cream",
     "[add(mushroom, pan), add(cream, *[ingredients]*)]"),
])
def test_the_parser_adds_an_amount_that_goes_somewhere(cooking_parser, said, expected):
    result = cooking_parser.parse(said)
    assert result.command is not None, result.clarification
    assert format_predicates(result.command.predicates) == expected


def test_a_list_can_go_somewhere(reads_like):
    """Seventy-seventh-session blind probe 690: only the forks had been put in the dishwasher."""
    reads_like("all the dirty spoons and forks can go in the dishwasher",
               "put the spoons and the forks in the dishwasher")
    reads_like("stir the soup and the bread can go in the oven", "stir the soup then put the bread in the oven")
