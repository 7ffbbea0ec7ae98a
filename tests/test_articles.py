"""An article left out before a unit or a thing (slu_node.articles), alone and through the cooking parser."""

from pathlib import Path

import pytest

from slu_node.articles import article_types, dropped_articles, dropped_thing_articles, singular_units
from slu_node.domain import load_domain
from slu_node.parser import SpokenCommandParser
from slu_node.sugar import format_predicates
from slu_node.textnorm import expand_tokens
from slu_node.types import Transcript

DOMAIN_DIR = Path(__file__).resolve().parents[1] / "models" / "cooking"


@pytest.fixture(scope="module")
def parser():
    return SpokenCommandParser.load(DOMAIN_DIR)


def test_singular_units_leave_out_plurals():
    units = singular_units(load_domain(DOMAIN_DIR / "domain.yaml"))
    assert {"cup", "pinch", "glass", "loaf", "splash", "teaspoon"} <= units
    assert not {"cups", "pinches", "glasses", "loaves", "splashes", "teaspoons"} & units


@pytest.mark.parametrize("text, at", [("add pinch of salt", [1]), ("pinch of salt", [0]),
                                      ("season with pinch of salt and cup of milk", [2, 6]),
                                      ("add two cup of flour", []), ("add the cup of flour", []),
                                      ("add a bit of salt", []), ("add cups of flour", []),
                                      ("add big pinch of salt", []), ("add pinch salt", []),
                                      ("wash the cup", [])])
def test_dropped_articles(text, at):
    assert dropped_articles(text.split(), {"cup", "pinch", "bit"}, {"add", "season"}) == at


def test_an_article_put_back_keeps_confidences_aligned():
    """The parser puts the article back with :func:`slu_node.textnorm.expand_tokens`, as it splits
    "the oil's" into "oil", "is"."""
    tokens, conf = expand_tokens(["add", "pinch", "of", "salt"], {1: ("a", "pinch")}, [0.9, 0.8, 1.0, 0.7])
    assert tokens == ["add", "a", "pinch", "of", "salt"]
    assert conf == [0.9, 0.8, 0.8, 1.0, 0.7]
    assert expand_tokens(["add", "salt"], {}, None) == (["add", "salt"], None)
    assert expand_tokens(["the", "oil's", "hot"], {1: ("oil", "is")}, (1.0, 0.6)) == (["the", "oil", "is", "hot"],
                                                                                   (1.0, 0.6))


@pytest.mark.parametrize("short, full", [("add pinch of salt to the soup", "add a pinch of salt to the soup"),
                                         ("pour splash of wine into the pan", "pour a splash of wine into the pan"),
                                         ("pour cup of water into the pot", "pour a cup of water into the pot")])
def test_unit_without_article_reads_as_with_one(parser, short, full):
    """Typed or heard in quiet, the command with the article left out is the command with it."""
    got, want = parser.parse(short), parser.parse(full)
    assert want.accepted and got.accepted, got.clarification
    assert format_predicates(got.command.predicates) == format_predicates(want.command.predicates)


@pytest.mark.parametrize("text", ["add teaspoon of sugar", "pour splash of wine into the pan"])
def test_in_noise_a_unit_without_article_is_asked_about(parser, text):
    """At 8 dB "add teaspoon of sugar" may be "add two spoons of sugar" (so heard at 10 dB in the
    forty-eighth session's replay): no amount is guessed, and "splash" before "of" is no second verb
    that drops the amount ("pour splash of wine" had been accepted as add(wine, pan))."""
    result = parser.parse_transcript(Transcript(text=text, confidence=0.95), snr_db=8.0)
    assert not result.accepted
    assert result.clarification is not None


def test_plural_unit_without_number_is_asked_about(parser):
    result = parser.parse("add cups of flour to the bowl")
    assert not result.accepted and "cups" in " ".join(result.clarification.words)


def test_article_types_are_those_never_said_bare():
    """The domain file's generation determiners decide: cooking says "the bowl", never "bowl"; it says
    "add salt" and "cover it with foil"."""
    domain = load_domain(DOMAIN_DIR / "domain.yaml")
    assert article_types(domain) == {"container", "utensil", "appliance", "part"}
    domain.generation["determiners"]["ingredient"] = ["the"]
    assert "ingredient" in article_types(domain)


_THINGS = {"bowl": "container", "pot": "container", "stove": "appliance", "fire": "appliance", "whisk": "utensil",
           "mixer": "utensil", "hand mixer": "utensil", "heat": "appliance", "salt": "ingredient"}


@pytest.mark.parametrize("text, at", [("put them in bowl", [3]), ("put pot on fire", [1, 3]),
                                      ("you put pot on the stove", [2]), ("add salt to pot", [3]),
                                      ("add salt", []), ("put them in the bowl", []),
                                      ("beat the cream with the hand mixer", []), ("with hand mixer", [1]),
                                      ("i want you to whisk the eggs", []), ("warm whisk in the eggs", []),
                                      ("leave it to heat", []), ("mix with whisk", [2]),
                                      ("the big put pot", [])])
def test_dropped_thing_articles(text, at):
    """After a preposition, or a verb that opens its clause, a thing of a type never said bare; not a
    thing whose first word is a verb too after "to" or a verb."""
    assert dropped_thing_articles(text.split(), _THINGS.get, {"container", "appliance", "utensil"},
                                  {"put", "add", "whisk", "heat", "warm", "hand", "beat"}) == at


@pytest.mark.parametrize("short, full", [
    ("peel two oranges and put them in bowl", "peel two oranges and put them in the bowl"),
    ("put pot on fire then pour one liter water and boil it",
     "put the pot on the fire then pour one liter water and boil it"),
    ("heat the soup in microwave for two minutes", "heat the soup in the microwave for two minutes"),
    ("take chicken out from freezer and put it in fridge",
     "take chicken out from the freezer and put it in the fridge")])
def test_thing_without_article_reads_as_with_one(parser, short, full):
    """Blind probe 136 (speakers of English as a second language): each had been done otherwise or
    asked about."""
    got, want = parser.parse(short), parser.parse(full)
    assert want.accepted and got.accepted, got.clarification
    assert format_predicates(got.command.predicates) == format_predicates(want.command.predicates)
