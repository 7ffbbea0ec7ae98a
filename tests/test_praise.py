"""Praise and thanks said after a command (:mod:`slu_node.praise`), on the cooking domain."""

import pytest

from slu_node.praise import praise_after
from slu_node.sugar import format_predicates
from slu_node.textnorm import tokenize


@pytest.mark.parametrize("text, kept", [
    ("mix the dough gently with the spatula oh that looks amazing", "mix the dough gently with the spatula"),
    ("put the butter back in the fridge thank you for tidying up sweetheart", "put the butter back in the fridge"),
    ("lay the biscuits on the baking sheet look at all your lovely shapes", "lay the biscuits on the baking sheet"),
    # no command before it, or a command after it
    ("well done", "well done"),
    ("great job now add the flour", "great job now add the flour"),
    ("put the tray in the oven well done and add the salt", "put the tray in the oven well done and add the salt"),
])
def test_praise_after_the_command_is_left_out(cooking_domain, text, kept):
    tokens = tokenize(text)
    said = praise_after(tokens, cooking_domain.verb_starts)
    assert " ".join(t for i, t in enumerate(tokens) if i not in said) == kept


@pytest.mark.parametrize("text, expected", [
    ("grease the other tray with a little butter well spotted maya we nearly forgot", "add(butter, baking tray)"),
    ("keep stirring gently until everything's melted great job", "mix(*[ingredients]*, gently, melted)"),
    ("add the beaten egg to the bowl and knead everything together you two are amazing",
     "[add(egg, bowl), knead(*[ingredients]*)]"),
])
def test_the_parser_does_the_command_said_with_praise(cooking_parser, text, expected):
    """Seventy-second-session blind probe 528, baking with children: asked about as unknown words."""
    result = cooking_parser.parse(text)
    assert result.command is not None, result.clarification
    assert format_predicates(result.command.predicates) == expected


@pytest.mark.parametrize("text, kept", [
    ("all done tom good job now bake the cookies at one eighty degrees for twelve minutes",
     "bake the cookies at one eighty degrees for twelve minutes"),
    ("that's done now add the flour", "add the flour"),
    ("great job now add the flour", "add the flour"),
    ("right all done now stir the soup", "right stir the soup"),
    # no verb after it, or a thing named before the verb
    ("all done", "all done"),
    ("all done the chicken now bake it", "all done the chicken now bake it"),
    ("well done the steak is now bake it", "well done the steak is now bake it"),
])
def test_praise_or_done_said_first_is_left_out(cooking_domain, text, kept):
    """Seventy-fourth-session blind probe 553: "done" had been read as the baking's state."""
    from slu_node.praise import praise_first

    tokens = tokenize(text)
    said = praise_first(tokens, cooking_domain.verb_starts, cooking_domain.is_thing)
    assert " ".join(t for i, t in enumerate(tokens) if i not in said) == kept


@pytest.mark.parametrize("text, expected", [
    ("all done tom good job now bake the cookies at one eighty degrees for twelve minutes",
     "cook(cookie, *oven*, 180 deg, 12 min)"),
    ("all done now stir the soup", "mix(soup)"),
])
def test_the_parser_does_the_command_after_done_said_first(cooking_parser, text, expected):
    """Seventy-fourth-session blind probe 553: done with the state "done" as well."""
    result = cooking_parser.parse(text)
    assert result.command is not None, result.clarification
    assert format_predicates(result.command.predicates) == expected
