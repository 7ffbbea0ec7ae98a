"""What the recogniser made of a thing or a verb, found by the words around it: a word where the
verb would be that cook says only before a verb ("let the buttermilk in the pan", heard for "let
the butter melt in the pan"), and an untagged word after an article where the object is said
("simmer the stop gently", heard for "simmer the stock gently"): both had been done (fiftieth
session, probe 58 spoken); now asked about (slu_node.clarify)."""

import pytest

from slu_node.types import REASON_LOW_CONFIDENCE


def test_verbless_words_leave_out_words_said_before_a_verb(cooking_parser):
    actions = cooking_parser.domain.actions
    assert "let" in actions["cook"].expression_words and "let" not in actions["cook"].verbless_words
    assert "give" in actions["mix"].verbless_words


@pytest.mark.parametrize("text, word", [("let the buttermilk in the pan", "let"),
                                        ("simmer the stop gently for five minutes", "stop")])
def test_a_misheard_verb_or_thing_is_asked_about(cooking_parser, text, word):
    result = cooking_parser.parse(text)
    assert result.command is None and result.clarification.reason == REASON_LOW_CONFIDENCE
    assert word in result.clarification.words


@pytest.mark.parametrize("text", ["let the soup simmer", "give the soup a stir", "bring the water to the boil",
                                  "add a pinch of salt", "put the big pan on the stove", "stir the, uh, the soup",
                                  "add the last of the milk"])
def test_words_the_domain_says_after_an_article_are_no_doubt(cooking_parser, text):
    assert cooking_parser.parse(text).accepted


def test_two_things_in_one_span_heard_are_asked_about(cooking_parser):
    """"get me the bone burger ...", heard for "the colander", had been ``take(burger)``, the bone
    left out (slu_node.values.ValueReader.beside_another); a state before a thing is no second thing."""
    def heard(text):
        return cooking_parser.parse(text, word_confidence=[0.99] * len(text.split()))

    asked = heard("get me the bone burger and drain the pasta")
    assert asked.command is None and "bone burger" in asked.clarification.words
    for text in ("pour the melted butter into the bowl", "get the cheese grater", "add the cream cheese"):
        assert heard(text).accepted, text


def test_a_verb_word_before_a_thing_heard_is_asked_about(cooking_parser):
    """"use a drain pan", heard for "a grill pan" (a voice no rule was written for), had been read as
    the pan; "brown" starts a value ("brown sugar"), so "brown pepper" is no such span."""
    def heard(text):
        return cooking_parser.parse(text, word_confidence=[0.99] * len(text.split()))

    asked = heard("please use a drain pan to flip the thyme")
    assert asked.command is None and "drain pan" in asked.clarification.words
    assert heard("keep whisking the capers and brown pepper").accepted


def test_an_article_before_a_clause_word_heard_is_asked_about(cooking_parser):
    """"stick the ginger back on the next next peel it carefully", heard at 10 dB for "... on the big
    tupperware next ...", had been ``put(ginger)``: the place was lost (slu_node.clarify.cut_things).
    "the next thing is to ..." says what follows."""
    def heard(text):
        return cooking_parser.parse(text, word_confidence=[0.99] * len(text.split()))

    for text, words in (("alright stick the ginger back on the next next peel it carefully", "the next"),
                        ("mix the flour and the next", "the next"),
                        ("i'd like you to cover up the large in the spoon in the pitcher", "the large")):
        asked = heard(text)
        assert asked.command is None and words in asked.clarification.words, text
    assert heard("okay the next thing is to boil the pasta").accepted
    assert heard("put the big pan on the stove").accepted


def test_an_undoing_verb_with_what_only_the_other_uses_heard_is_asked_about(cooking_parser):
    """"so i uncover the bowl with the cling film", heard for "... cover the bowl with the cling film",
    had been ``uncover(bowl)``, the film dropped (slu_node.clarify._kept_by_undone)."""
    def heard(text):
        return cooking_parser.parse(text, word_confidence=[0.99] * len(text.split()))

    asked = heard("so i uncover the bowl with the cling film")
    assert asked.command is None and "cling film" in asked.clarification.words
    assert heard("uncover the bowl").accepted and heard("remove the foil from the dish").accepted


@pytest.mark.parametrize("text, asked", [("pour two hundred of water into the saucepan", "two hundred"),
                                         ("add 200 of flour", "200")])
def test_a_number_that_lost_its_unit_is_asked_about(cooking_parser, text, asked):
    """"pour two hundred of water ...", heard for "200 ml of water", had been ``add(200, water,
    saucepan)`` (slu_node.clarify._unitless_amounts); typed, the unit is as missing."""
    result = cooking_parser.parse(text)
    assert result.command is None and asked in result.clarification.words


@pytest.mark.parametrize("text", ["add two of the eggs", "add a couple of eggs", "add a dozen of eggs",
                                  "add 200 grams of flour"])
def test_a_count_with_of_is_no_lost_unit(cooking_parser, text):
    assert cooking_parser.parse(text).accepted
