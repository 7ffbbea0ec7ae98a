"""Praise and thanks said after a command (:mod:`slu_node.praise`), on the cooking domain."""

import pytest

from slu_node.praise import praise_after, praise_between
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


@pytest.mark.parametrize("text, kept", [
    # seventy-fifth-session blind probe 626: a quick word after each step
    ("drain the potatoes in the colander perfect then tip them into the roasting tin",
     "drain the potatoes in the colander then tip them into the roasting tin"),
    ("knead the pizza dough for ten minutes ta then cover it with cling film",
     "knead the pizza dough for ten minutes then cover it with cling film"),
    ("whisk it until it's perfect then pour it into the tin", "whisk it until it's perfect then pour it into the tin"),
    ("perfect then", "perfect then"),  # no step before
])
def test_praise_between_two_steps_is_left_out(cooking_domain, text, kept):
    tokens = tokenize(text)
    gone = praise_between(tokens, cooking_domain.verb_starts)
    assert " ".join(t for i, t in enumerate(tokens) if i not in gone) == kept


@pytest.mark.parametrize("text, expected", [
    ("drain the potatoes in the colander perfect then tip them into the roasting tin good stuff",
     "[sieve(potato, colander), add(potato, roasting tin)]"),
    ("roast the potatoes at two hundred degrees for forty five minutes ta very much",
     "cook(potato, *oven*, 200 deg, 45 min)"),
    ("check the chicken is cooked through lovely jubbly", "check(cooked, chicken)"),
])
def test_the_parser_does_the_command_without_a_quick_word_of_praise(cooking_parser, text, expected):
    result = cooking_parser.parse(text)
    assert result.command is not None, result.clarification
    assert format_predicates(result.command.predicates) == expected
