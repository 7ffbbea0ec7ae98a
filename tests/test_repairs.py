"""Self-repairs (:mod:`slu_node.repairs`) and commands taken back at their end
(:func:`slu_node.cues.take_backs`), on the cooking domain and its trained parser."""

import pytest

from slu_node.cues import take_backs
from slu_node.repairs import reparanda
from slu_node.sugar import format_predicates
from slu_node.textnorm import tokenize
from slu_node.types import REASON_NEGATED


def _kept(text, domain):
    tokens = tokenize(text)
    gone = reparanda(tokens, domain)
    return " ".join(t for i, t in enumerate(tokens) if i not in gone)


@pytest.mark.parametrize("text, kept", [
    ("add two no three eggs to the bowl", "add three eggs to the bowl"),  # a number
    ("crack two eggs sorry three eggs into the bowl", "crack three eggs into the bowl"),
    ("heat the oil to a hundred and eighty sorry a hundred and seventy degrees",
     "heat the oil to a hundred and seventy degrees"),
    ("put the pan on the stove sorry in the oven", "put the pan in the oven"),  # a preposition
    ("take the sugar i mean the flour", "take the flour"),  # a determiner
    ("add a pinch of salt actually make that pepper", "add a pinch of pepper"),  # a bare value
    ("stir no whisk the eggs", "whisk the eggs"),  # a verb that is also a value
    ("put the uh take the bowl", "take the bowl"),  # a cut-off phrase, then a hesitation
    # sixty-ninth-session blind probe 403: a value named with a verb's word ("brown sugar" had been
    # read as cook's verb), a pause inside a phrase, and a phrase cut off at its determiner
    ("add sugar i mean brown sugar to the bowl", "add brown sugar to the bowl"),
    ("drain the spaghetti in the uh sieve", "drain the spaghetti in the sieve"),
    ("knead the dough for uh for a bit longer", "knead the dough for a bit longer"),
    ("add half a uh half a teaspoon of cumin", "add half a teaspoon of cumin"),
    ("remove the bones from the no sorry the skin from the salmon", "remove the skin from the salmon"),
    ("put the pan on the no the pot on the stove", "put the pot on the stove"),
    ("stir the soup no brown the onions", "brown the onions"),  # a restart: "brown the" names no value
    ("put the pan on the and uh take the bowl", "take the bowl"),  # cut off before the "and" too
    ("crack the eggs into the bowl uh into the jug", "crack the eggs into the jug"),
    ("take out the take out the tray", "take out the tray"),  # a repetition
    ("take the knife no the spoon sorry the ladle", "take the ladle"),  # two, left to right
    ("add the salt never mind add the pepper", "add the pepper"),
    # a word cut off and said again (fifty-eighth-session blind probe 121)
    ("put the pa put the pan on the stove", "put the pan on the stove"),
    ("mash the pota the sweet potatoes with a fork", "mash the sweet potatoes with a fork"),
    ("wrap the wr wrap the trout in foil", "wrap the trout in foil"),
    ("melt the but melt the butter", "melt the butter"),
    ("gra grate the cheese", "grate the cheese"),
    ("two hundred and and twenty degrees", "two hundred and twenty degrees"),  # a word said twice
    # a number word said twice before a thing or a unit (seventy-seventh-session blind probe 727)
    ("add two two eggs", "add two eggs"), ("heat a a tablespoon of olive oil", "heat a tablespoon of olive oil"),
    # a clause given up for the same verb, and longer repetitions (fifty-ninth-session blind probe 158)
    ("open a can of open a tin of chickpeas", "open a tin of chickpeas"),
    ("take the chicken out of the take the chicken out of the fridge", "take the chicken out of the fridge"),
    ("squeeze the lem squeeze the lime over the fish", "squeeze the lime over the fish"),
    ("take the pan off the heat the pan off the heat", "take the pan off the heat"),
    ("put the rice in the herb put the rice in the rice cooker", "put the rice in the rice cooker"),
    ("grab the sauce grab the saucepan", "grab the saucepan"),
])
def test_the_reparandum_and_editing_term_are_left_out(cooking_domain, text, kept):
    assert _kept(text, cooking_domain) == kept


@pytest.mark.parametrize("text", [
    "put the pan on uh the stove",  # a hesitation inside a phrase: "the pan on" is no whole phrase
    "add the salt uh stir the soup",  # two actions with a hesitation between
    "add the pasta with no salt",  # "no" saying none, not taking back
    "sorry can you add the salt",  # nothing before the editing term
    "add the salt and actually the pepper",  # the phrase before ends on "and"
    "put the tray in the oven for twenty uh thirty minutes",  # a hesitation between other words
    "boil the potatoes for ten minutes no make it fifteen",  # the repair drops what it counts
    "add two or three cloves of garlic",  # a choice, not a repair
    # a hesitation after "and" or "then" joins a second action (fifty-fifth-session probe: the first
    # action had been taken back as cut off)
    "take the mince out of the fridge and uh brown it in the big pan",
    "stir the soup then um add the salt",
    # a whole word of the domain that starts the next one: no word cut off
    "rice cook rice cooker",
    "put the rice in the rice cooker",
    "add the salt and add the pepper",  # two clauses
    "add the salt add the pepper",
    "stir the soup stir the sauce",
    "add two two hundred grams of flour",  # a number word said twice before a number: left to the number reader
    "drain the noodles oh wait take the pot off the hob first",  # a step to do before: both kept
])
def test_no_repair_is_read_where_none_is_sure(cooking_domain, text):
    assert _kept(text, cooking_domain) == text


def test_a_repaired_command_is_understood_as_repaired(cooking_parser):
    result = cooking_parser.parse("put the chicken in the oven no sorry in the fridge")
    assert result.command is not None
    (predicate,) = result.command.predicates
    assert predicate.action == "put"
    assert [(a.role, a.values) for a in predicate.arguments] == [("object", ("chicken",)), ("destination", ("fridge",))]
    # tags still line up with every token of the text, the ones left out tagged "O"
    assert len(result.nlu.tags) == len(result.nlu.tokens) == 11
    assert list(result.nlu.tags[3:8]) == ["O"] * 5  # "in the oven no sorry"
    assert result.nlu.tags[10].endswith("destination")


def _said(tokens, said_words):
    return lambda i: tokens[i] in said_words


@pytest.mark.parametrize("text, phrase", [
    ("add the salt no wait", "no wait"),
    ("whisk the eggs hold on thanks", "hold on"),
    ("crack two eggs into the bowl actually never mind", "never mind"),
])
def test_a_take_back_at_the_end_is_found(text, phrase):
    tokens = tokenize(text)
    said = _said(tokens, {"add", "salt", "whisk", "eggs", "crack", "two", "bowl"})
    assert phrase in take_backs(tokens, said)


@pytest.mark.parametrize("text", ["stir the soup and wait", "never mind", "add the salt no wait add the pepper"])
def test_no_take_back_where_something_follows_or_nothing_came_before(text):
    tokens = tokenize(text)
    assert take_backs(tokens, _said(tokens, {"stir", "soup", "add", "salt", "pepper"})) == []


def test_a_command_taken_back_is_not_done(cooking_parser):
    result = cooking_parser.parse("pour the oil into the pan no never mind")
    assert result.command is None
    assert result.clarification.reason == REASON_NEGATED
    assert "pour" in result.clarification.prompt


def test_a_hesitation_before_an_editing_term_is_part_of_it(cooking_domain, cooking_parser):
    """"peel four uh no five potatoes" (fifty-fifth-session probe) had asked about "four no five"."""
    assert _kept("peel four uh no five potatoes", cooking_domain) == "peel five potatoes"
    assert cooking_parser.parse("peel four uh no five potatoes").command is not None


@pytest.mark.parametrize("text, sugar", [
    ("bake the cake at one eighty degrees for thirty five minutes or until it's golden",
     "cook(cake, *oven*, golden, 180 deg, 35 min)"),
    ("simmer the chickpeas for half an hour or until they're tender", "cook(chickpea, soft, 30 min)"),
])
def test_or_before_a_limit_offers_no_choice(cooking_parser, text, sugar):
    """Sixty-eighth-session blind probe 380: "or until" had been read as a choice of argument and asked
    about (:func:`slu_node.cues.self_repairs`); "add the salt or the pepper" still is."""
    result = cooking_parser.parse(text)
    assert result.accepted, result.clarification
    assert format_predicates(result.command.predicates) == sugar
    assert not cooking_parser.parse("add the salt or the pepper").accepted


def test_a_hesitation_before_which_one_was_meant_takes_nothing_back(cooking_domain, cooking_parser):
    """Seventy-second-session blind probe 497: "the glasses um the small ones" had taken the glasses back."""
    from slu_node.describing import descriptions
    tokens = tokenize("pour the orange juice into the glasses um the small ones")
    assert reparanda(tokens, cooking_domain) == {5, 6, 7}  # as a repair alone
    assert reparanda(tokens, cooking_domain, descriptions(tokens, cooking_domain)) == set()
    result = cooking_parser.parse(" ".join(tokens))
    assert result.command is not None
    assert format_predicates(list(result.command.predicates)) == "add(orange juice, glass)"


@pytest.mark.parametrize("text, kept", [
    # seventy-fifth-session blind probe 632: a clause said again at once, more fully
    ("peel the potatoes peel four potatoes with the peeler", "peel four potatoes with the peeler"),
    ("knead the dough knead it for about ten minutes", "knead it for about ten minutes"),
    ("add the salt add the pepper", "add the salt add the pepper"),  # two things: two steps
    ("peel the carrots and peel the potatoes", "peel the carrots and peel the potatoes"),
])
def test_a_clause_said_again_more_fully_replaces_the_first(cooking_domain, text, kept):
    assert _kept(text, cooking_domain) == kept


def test_the_parser_does_a_clause_said_again_once(cooking_parser):
    result = cooking_parser.parse("er knead the dough knead it for about ten minutes")
    assert format_predicates(result.command.predicates) == "knead(dough)"
