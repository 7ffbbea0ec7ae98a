"""A command that waits for an event said after it (:func:`slu_node.cues.conditions`)."""

import pytest

from slu_node.cues import DEFERRING_PHRASES, conditions, deferrals, orderings, put_off, trailing_orders
from slu_node.textnorm import tokenize


@pytest.mark.parametrize("text, waits", [
    ("take the pan off the heat as soon as it boils", ["as soon as"]),
    ("add the pasta after it boils", ["after"]),
    ("add the eggs after the butter has melted", ["after"]),
    ("add the milk after it's warm", ["after"]),
    ("stir the sauce the moment it thickens", ["the moment"]),
    ("take the pan off the stove as soon as possible", []),  # a courtesy, no event
    ("take it out as soon as you can", []),
    ("add the eggs after the butter", []),  # no verb: an order, not an event
    ("add the oil after that shred the grape", []),  # "after that" is "then"
])
def test_a_command_that_waits_for_an_event_is_found(text, waits):
    """Thirty-fourth session: "take the pan off the heat as soon as it boils" had been done at once."""
    assert conditions(tokenize(text), [0]) == waits


@pytest.mark.parametrize("text, verbs, waits", [
    ("check if the oil is hot", [0], []), ("check please if the oil is hot", [0], []),
    ("check now if the oil is hot", [0], []),
    ("add the salt please if the soup is boiling", [0], ["if"]),  # "please" after the object, not the verb
])
def test_what_a_verb_asks_about_is_no_condition(text, verbs, waits):
    """Fifty-ninth-session blind probe 136: "you check please if oil is hot" had been put off as a
    condition."""
    assert conditions(tokenize(text), verbs) == waits


def test_the_cooking_parser_does_not_act_before_the_event():
    from pathlib import Path

    from slu_node.parser import SpokenCommandParser

    parser = SpokenCommandParser.load(Path(__file__).resolve().parents[1] / "models" / "cooking")
    for text in ("take the pan off the heat as soon as it boils", "add the pasta after it boils"):
        assert parser.parse(text).command is None, text
    assert parser.parse("take the pan off the stove as soon as possible").command is not None


@pytest.mark.parametrize("text, put_off", [
    ("next time add more salt", ["next time"]),
    ("wait until i say then add the salt", ["wait until", "until i say"]),
    ("add the salt in a bit", ["in a bit"]),
    ("add the salt later", ["later"]),
    ("put in a bit of olives", []),  # an amount
    ("next add the salt", []),
    # seventy-fifth session, a blind set of utterances not to act on
    ("for the party on friday we'll need to grate about two kilos of cheddar", ["on friday"]),
])
def test_a_command_put_off_to_later_is_found(text, put_off):
    """Thirty-fourth session: all but the last two had been done at once."""
    assert deferrals(tokenize(text)) == put_off


THINGS = frozenset({"butter", "eggs", "flour", "sugar", "soup", "water", "olive oil"})


@pytest.mark.parametrize("text, ordered", [
    ("add the eggs after the butter", ["after"]),
    ("add the butter before the eggs", ["before"]),
    ("after the flour add the sugar", ["after"]),
    ("add the sugar after all the olive oil", ["after"]),
    ("add the eggs after the butter has melted", []),  # an event (conditions)
    ("add the oil after that shred the grape", []),  # "after that" is "then"
    ("add the sugar before adding the eggs", []),  # no thing next
    ("look after the soup", []),  # a way to say check
])
def test_a_command_ordered_after_a_thing_is_found(text, ordered):
    """Thirty-fifth session: "add the eggs after the butter" had been ``add(egg, butter)``."""
    assert orderings(tokenize(text), THINGS.__contains__) == ordered


@pytest.mark.parametrize("text, actions, ordered", [
    ("add the salt to the pot and the pasta after", 1, ["after"]),
    ("add the cream afterwards please", 1, ["afterwards"]),
    ("add the cream afterward thank you robot", 1, ["afterward"]),
    ("stir the soup and add the salt afterwards", 2, []),  # after the stirring: a sequence
    ("add the pasta after the water", 1, []),  # an order against a thing (orderings)
    ("after", 1, []),  # nothing to order
    ("look after", 1, []),  # a way to say check
])
def test_an_order_word_said_last_in_a_command_of_one_action_is_found(text, actions, ordered):
    """Thirty-sixth session: "add the salt to the pot and the pasta after" had been ``add(salt, [pot,
    pasta])``, done at once."""
    assert trailing_orders(tokenize(text), actions) == ordered


def test_a_statement_of_a_things_state_or_place_is_no_command():
    """"the pasta is already cooked" had been ``check(cooked, pasta)`` and "the knife is next to the
    cutting board" ``check(knife)`` (fifty-second session). A question puts "is" first, and a tagged
    verb makes the utterance a command."""
    from slu_node.cues import statements

    things = {"pasta", "knife", "soup", "cutting board"}.__contains__
    untagged = lambda text: ["O"] * len(text.split())  # noqa: E731
    for text, want in [("the pasta is already cooked", ["is"]), ("okay the knife is next to the cutting board", ["is"]),
                       ("is the pasta cooked", [])]:
        assert statements(text.split(), untagged(text), things) == want, text
    tags = ["O", "O", "O", "O", "B-act.mix", "B-object"]
    assert statements("the soup is ready stir it".split(), tags, things) == []


def test_words_that_put_a_command_off_are_not_left_out_with_talk():
    """Fifty-ninth session: "in an hour or so cover the dough", its first words read as small talk
    before the command ("or so" turning from it), had been done at once."""
    tokens = tokenize("in an hour or so cover the dough with cling film")
    assert put_off(tokens, {0, 1, 2, 3, 4}) == ["in an hour"]
    assert put_off(tokens, {0, 1}) == []
    # a clause of its own after the day in the talk: the day is that clause's (sixty-fifth session)
    tokens = tokenize("if the kids are late tonight they'll have it reheated so cook the pasta")
    assert put_off(tokens, set(range(11))) == []
    assert put_off(tokenize("tonight cook the pasta"), {0}) == ["tonight"]
    # or before it, with no "so" between ("*it's* for the bake sale tomorrow so add ...": probe 322)
    assert put_off(tokenize("it's for the bake sale tomorrow so add the sugar"), set(range(7))) == []
    assert put_off(tokenize("it's late so tomorrow bake the bread"), set(range(4))) == ["tomorrow"]
    assert ("hold", "off") in DEFERRING_PHRASES
