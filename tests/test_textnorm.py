"""Text normalisation helpers (slu_node.textnorm)."""

import itertools
import random

import pytest

from slu_node.textnorm import (clause_first_ing, expand_tokens, filler_phrases, intensifiers, phrases_at,
                               state_verbs, tokenize)


def test_phrases_at_finds_every_place_a_phrase_is_said_in_order():
    """Against a comparison of every slice: each phrase in the given order, then by position, phrases
    that overlap or share their first word included (the first word is compared alone first)."""
    rng = random.Random(43)
    words = ["take", "the", "pan", "off", "heat", "the pan"]
    phrases = [("the", "pan"), ("the",), ("pan", "off", "the"), ("the", "the"), ("heat",), ("no", "such")]
    checked = 0
    for n in range(12):
        for _ in range(40):
            tokens = [rng.choice(words) for _ in range(n)]
            expected = [(i, p) for p in phrases for i in range(len(tokens) - len(p) + 1)
                        if tuple(tokens[i:i + len(p)]) == p]
            assert list(phrases_at(tokens, phrases)) == expected, tokens
            checked += len(expected)
    assert checked > 500
    tokens = "the the the".split()
    assert list(phrases_at(tokens, [("the", "the")])) == [(0, ("the", "the")), (1, ("the", "the"))]
    assert list(itertools.islice(phrases_at(tokens, [()]), 5)) == [(i, ()) for i in range(4)]


def _describing(word):
    return word in {"a", "the", "little", "other", "bit", "more"}


def test_a_transcript_that_lost_its_end_is_found_past_closing_words():
    from slu_node.textnorm import dangling_end

    def end(text):
        return dangling_end(tuple(text.split()), _describing)  # the tagger's tokens are a tuple

    assert end("brew a mocha with some") == "some"
    assert end("add the salt and please") == "and"  # a closing word after it hid the cut
    assert end("turn the walnuts over with a little") == "little"  # heard for "... with the ladle"
    assert end("put the eggs into the other please robot") == "other"
    assert end("add the salt and thank you") is None  # "and" before thanks ends a command
    assert end("add a little") is None  # no preposition before the describing words
    assert end("add the salt please") is None
    assert end("add the salt and then please") == "then"  # the next step was lost
    assert end("stir the sauce every now and then") is None  # how often
    assert end("please") is None
    assert end("") is None


def test_a_shape_said_after_into_is_left_out_but_not_an_amount():
    tokens = "break the chocolate into small pieces".split()
    assert filler_phrases(tokens) == {3, 4, 5}
    assert filler_phrases("stir it in half a minute".split()) == set()
    assert filler_phrases("break it into pieces of two".split()) == set()


@pytest.mark.parametrize("text, found", [
    ("now mixing the flour and the sugar", [1]),
    ("separate the eggs and then whisking the egg whites", [5]),
    ("mixing bowl please", []),  # a value starts there
    ("whisking cream by hand is such good exercise", []),  # a gerund subject
    ("i am mixing the batter", []),  # not first in its clause
])
def test_an_ing_form_first_in_a_clause_is_the_verb(cooking_domain, text, found):
    assert sorted(clause_first_ing(tokenize(text), cooking_domain.verb_words, cooking_domain.is_value)) == found


@pytest.mark.parametrize("text, gone", [
    ("poach the salmon very gently", ["very"]),
    ("whisk the yolks really well", ["really"]),
    ("stir it real quick", ["real"]),
    ("add even more salt", ["even"]),
    ("a very big bowl please", []),  # not before a manner, heat or state
])
def test_degree_words_before_a_manner_are_left_out(cooking_domain, text, gone):
    tokens = tokenize(text)
    assert [tokens[i] for i in sorted(intensifiers(tokens, cooking_domain.modality_starts))] == gone


@pytest.mark.parametrize("text, said", [
    ("fry the onions until they turn golden", "fry the onions until they is golden"),
    ("fry onions on the pan until become golden", "fry onions on the pan until it is golden"),
    ("look at the risotto if is ready", "look at the risotto if it is ready"),
    ("turn the chicken over", "turn the chicken over"),
])
def test_a_state_come_to_is_read_with_is(cooking_domain, text, said):
    tokens = tokenize(text)
    found = state_verbs(tokens, cooking_domain.modality_starts, cooking_domain.known_words, cooking_domain.is_thing)
    assert " ".join(expand_tokens(tokens, found, None)[0]) == said
