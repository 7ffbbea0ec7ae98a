"""What is said after a thing or an amount (:mod:`slu_node.afterthoughts`): amounts put back before
their thing, re-descriptions, limits and hedges left out (sixtieth-session blind probes 173, 177)."""

import pytest

from slu_node.afterthoughts import amounts_after, unsaid_afterthoughts
from slu_node.sugar import format_predicates
from slu_node.textnorm import expand_tokens, tokenize


def _moved(text, parser):
    domain = parser.domain
    tokens = tokenize(text)
    into = amounts_after(tokens, parser._is_food, domain.is_thing, domain.amount_unit_forms, domain.verb_words)
    return " ".join(expand_tokens(tokens, into)[0])


@pytest.mark.parametrize("text, moved", [
    ("add the brown sugar about two tablespoons", "add about two tablespoons of the brown sugar"),
    ("get me some potatoes maybe six", "get me six potatoes"),
    ("scatter the pine nuts over the couscous about a handful", "scatter about a handful of the pine nuts over the couscous"),
    ("pour in the stock about half a litre", "pour in about half a litre of the stock"),  # "in": pour's particle
    ("tip in the tomatoes a whole tin", "tip in a tin of the tomatoes"),
    ("crack the eggs into the jug three of them", "crack three eggs into the jug"),
    ("grab some lemons two should be enough", "grab two lemons"),
    ("add the cream roughly a hundred and fifty millilitres of it", "add roughly a hundred and fifty millilitres of the cream"),
])
def test_an_amount_said_after_its_thing_is_put_before_it(cooking_parser, text, moved):
    assert _moved(text, cooking_parser) == moved


@pytest.mark.parametrize("text", [
    "simmer the sauce ten minutes",  # a time is no amount of the thing
    "get me some potatoes six",  # a bare count with no hedge says anything else as often
    "preheat the oven about two hundred",  # the oven is no food
    "add two cups of rice about a cup",  # the rice has its amount
    "put the pan on the stove about a handful",  # no food before it
])
def test_what_is_no_amount_after_its_thing_stays(cooking_parser, text):
    assert _moved(text, cooking_parser) == text


@pytest.mark.parametrize("text, left_out", [
    ("cover the dough with the tea towel a damp one", "a damp one"),
    ("sift the flour through the sieve the fine one", "the fine one"),
    ("toast the pine nuts in a dry pan but only for two minutes", "but only"),
    ("cook the quinoa for fifteen minutes roughly", "roughly"),
    ("cover the dough with the tea towel and pass me a clean one", ""),  # "one" is no re-description here
    ("roughly chop the onions", ""),  # a hedge before, not after an amount
])
def test_afterthoughts_that_say_nothing_the_command_needs(cooking_domain, text, left_out):
    tokens = tokenize(text)
    found = unsaid_afterthoughts(tokens, cooking_domain.is_thing, cooking_domain.unit_forms)
    assert " ".join(tokens[i] for i in sorted(found)) == left_out


@pytest.mark.parametrize("text, sugar", [
    ("season the soup with salt just a pinch", "add(1 pinch, salt, soup)"),
    ("fry some bacon just two rashers", "add(2 rasher, bacon, *oil*)"),
    ("cover the casserole dish with the lid the glass one", "cover(baking dish, lid)"),
    ("warm the milk in the microwave but only for thirty seconds", "cook(milk, microwave, 30 s)"),
    # limits and how said with an afterthought (blind probe 195, written after the rules above)
    ("toss in the chilli flakes half a teaspoon no more", "add(0.5 tsp, chili powder, *[ingredients]*)"),
    ("pour in the milk slowly two hundred millilitres", "add(200 ml, milk, *[ingredients]*, slowly)"),
    ("reheat the soup in the microwave three minutes tops", "cook(soup, microwave, 3 min)"),
])
def test_the_parser_reads_afterthoughts(cooking_parser, text, sugar):
    result = cooking_parser.parse(text)
    assert result.accepted, result.clarification
    assert format_predicates(result.command.predicates) == sugar


@pytest.mark.parametrize("text, moved", [
    # seventy-fifth-session blind probe 610: the amount said between the food and the rest of its clause
    ("pour the milk half a litre into the measuring jug", "pour half a litre of the milk into the measuring jug"),
    ("crack the eggs three of them into the bowl", "crack three eggs into the bowl"),
    ("peel the potatoes four big ones", "peel four potatoes"),
    ("boil the eggs four of them for eight minutes", "boil four eggs for eight minutes"),
    # said first and taken up by a pronoun: read where the pronoun is
    ("the potatoes a kilo tip them into the pot", "tip a kilo of the potatoes into the pot"),
    ("the onions two of them peel them and fry them", "peel two onions and fry them"),
    # a recipe card read aloud: a bare count, taken up by the pronoun (seventy-fifth-session blind probe 634)
    ("carrots four peel them with the vegetable peeler", "peel four carrots with the vegetable peeler"),
    ("okay the garlic two cloves throw them into the pan", "okay throw two cloves of the garlic into the pan"),
])
def test_an_amount_said_between_a_food_and_the_rest_is_put_before_it(cooking_parser, text, moved):
    assert _moved(text, cooking_parser) == moved


@pytest.mark.parametrize("text", [
    "add a teaspoon of turmeric two teaspoons of coriander",  # the next thing's amount
    "add the flour a spoonful at a time",  # a pace
    "butter two hundred grams take please",  # a learner's verb said last, no pronoun
    "add the eggs three into the bowl",  # a bare count with no pronoun after a verb
    "toast four slices of bread in the toaster",  # "toast" the verb
])
def test_what_is_no_amount_between_stays(cooking_parser, text):
    assert _moved(text, cooking_parser) == text


@pytest.mark.parametrize("text, sugar", [
    ("pour the milk half a litre into the measuring jug", "add(500 ml, milk, jug)"),
    ("the potatoes a kilo tip them into the pot and boil them for twenty minutes",
     "[add(1 kg, potato, pot), cook(potato, 20 min)]"),
    ("yeast one packet dissolve it in the warm water", "add(1 packet, yeast, water)"),
])
def test_the_parser_reads_an_amount_said_between(cooking_parser, text, sugar):
    result = cooking_parser.parse(text)
    assert result.command is not None, result.clarification
    assert format_predicates(result.command.predicates) == sugar
