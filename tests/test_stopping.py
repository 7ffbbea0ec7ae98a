"""An action the speaker says to stop (:mod:`slu_node.stopping`; thirty-fourth session)."""

from pathlib import Path

import pytest

from slu_node.cues import unled_ing_forms
from slu_node.parser import SpokenCommandParser
from slu_node.stopping import stopped_actions
from slu_node.textnorm import tokenize

VERBS = frozenset({"add", "stir", "peel", "mash", "pour"})
VALUES = frozenset({"milk", "icing", "potatoes", "soup"})
#: 25 written before the rule, with what should happen: the stop act, or a question (no action).
#: Before it, 11 were done as the action named after "stop" ("stop adding milk" → ``add(milk, ...)``,
#: "no more salt" → ``add(salt, ...)``), 8 as expected.
PROBE = [
    ("stop adding milk", "stop"),
    ("stop adding the milk", "stop"),
    ("okay stop adding sugar", "stop"),
    ("stop pouring the milk", "stop"),
    ("stop heating the milk", "stop"),
    ("please stop peeling the potatoes", "stop"),
    ("stop putting salt in the soup", "stop"),
    ("stop stirring the soup", "stop"),
    ("stop whisking the eggs", "stop"),
    ("quit stirring", "stop"),
    ("cease stirring", "stop"),
    ("stop frying the onions", "stop"),
    ("stop cooking the pasta", "stop"),
    ("no more stirring", "stop"),
    ("enough stirring", "stop"),
    ("that's enough stirring", "stop"),
    ("stop mashing the potatoes now", "stop"),
    ("stop grating the cheese please", "stop"),
    ("stop chopping the onions", "stop"),
    ("robot stop adding water", "stop"),
    ("no more salt", "asked"),
    ("no more milk please", "asked"),
    ("no more sugar in the tea", "asked"),
    ("stop stirring and add the milk", "asked"),
    ("you can stop stirring now", "asked"),
]


def _read(text):
    tokens = tokenize(text)
    left_out, replaced = stopped_actions(tokens, VERBS, VALUES.__contains__, lambda w: w != "stockpudding")
    return " ".join(replaced.get(i, t) for i, t in enumerate(tokens) if i not in left_out)


@pytest.mark.parametrize("text, read", [
    ("stop adding milk", "stop"),
    ("okay stop stirring the soup please", "okay stop"),  # the action's clause runs to the end
    ("no more stirring", "stop"),
    ("that's enough stirring", "stop"),
    ("stop chopping the onions", "stop"),  # another verb's "-ing" form
    ("stop stirring and add the milk", "stop and add the milk"),  # the next clause is not the stopped one's
    ("stop the mixer", "stop the mixer"),  # no "-ing" form: the tagger reads it
    ("no more icing", "no more icing"),  # a lexicon value, not a verb
    ("stop stockpudding the soup", "stop stockpudding the soup"),  # a made-up word
    ("keep stirring the soup", "keep stirring the soup"),
])
def test_a_stopped_action_is_read_as_stop(text, read):
    assert _read(text) == read


@pytest.fixture(scope="module")
def parser():
    return SpokenCommandParser.load(Path(__file__).resolve().parents[1] / "models" / "cooking")


@pytest.mark.parametrize("text, want", PROBE)
def test_the_cooking_parser_stops_or_asks_never_does_the_stopped_action(parser, text, want):
    for heard in (None, [1.0] * len(tokenize(text))):
        result = parser.parse(text, word_confidence=heard)
        if want == "stop":
            assert result.command is not None and result.command.dialogue_act == "stop", (text, heard)
        else:
            assert result.command is None, (text, heard)


@pytest.mark.parametrize("text, unled", [
    ("stock adding milk", ["adding"]),  # heard for "stop adding milk" (thirty-fourth session)
    ("robot stalk adding water", ["adding"]),
    ("let's talk mashing the potatoes now", ["mashing"]),
    ("keep adding milk", []),
    ("how about adding some pepper", []),
    ("the soup needs stirring", []),
    ("i am peeling the potatoes", []),  # a progressive: cues.progressives
    ("adding the milk now", []),
])
def test_an_ing_form_after_a_word_that_leads_none_is_found(text, unled):
    tokens = tokenize(text)
    verbs = [i for i, t in enumerate(tokens) if t.endswith("ing")]
    assert [tokens[i] for i in unled_ing_forms(tokens, verbs, VERBS)] == unled


@pytest.mark.parametrize("text", ["stock adding milk", "robot stalk adding water", "let's talk mashing the potatoes now"])
def test_a_misheard_stop_before_an_ing_form_is_asked_about(parser, text):
    """Heard in the thirty-fourth session's spoken stop probe for "stop adding milk" and the like, and
    done as the action after it until the thirty-fifth session."""
    assert parser.parse(text, word_confidence=[1.0] * len(tokenize(text))).command is None
