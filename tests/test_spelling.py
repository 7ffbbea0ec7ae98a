"""Made-up words in a transcript (:mod:`slu_node.spelling`) and the clarification policy's use of them."""

import pytest

from slu_node.spelling import english_words, unspelled
from slu_node.types import REASON_LOW_CONFIDENCE, Transcript

pytestmark = pytest.mark.skipif(not english_words(), reason="no pronunciation dictionary (pocketsphinx)")


def test_made_up_words_are_found_and_english_ones_are_not(cooking_domain):
    known = cooking_domain.known_words
    tokens = "add carrots cinnamon and jasbrass cilantro from adelepan".split()
    assert unspelled(tokens, known) == ["jasbrass", "adelepan"]
    # British spellings, words the domain does not know, contractions and numbers are no made-up words
    tokens = "the flavour of caramelised onions in the centre doesn't 250 cheerio".split()
    assert unspelled(tokens, known) == []


@pytest.mark.parametrize("text, word", [
    ("add carrots cinnamon and jasbrass cilantro", "jasbrass"),  # a SNIPS sentence, heard; was done as add(...)
    ("uh pass from omelette from adelepan please", "adelepan"),  # was take(omelette)
])
def test_a_heard_made_up_word_is_asked_about(cooking_parser, text, word):
    heard = cooking_parser.parse(text, word_confidence=[1.0] * len(text.split()))
    assert not heard.accepted
    assert heard.clarification.reason == REASON_LOW_CONFIDENCE and word in heard.clarification.words
    # typed, the same words are read as before: a typing slip is the writer's to see
    assert cooking_parser.parse(text).accepted


def test_a_made_up_word_in_the_best_hypothesis_bars_the_alternatives(cooking_parser):
    """The SNIPS sentence "add karusellen to jazz brasileiro" was heard as "add carrots cinnamon and
    jazbreads", and an n-best alternative with "chocolate" there was done (twenty-fourth session)."""
    best, other = "add carrots cinnamon and jazbreads", "add carrots cinnamon and chocolate"
    heard = Transcript(best, 0.6, ((best, 0.6), (other, 0.3)), (), 2.0, 0.1)
    assert not cooking_parser.parse_transcript(heard).accepted
    # an English word there does not bar them: the alternative is read as before
    best = "add carrots cinnamon and jazz"
    heard = Transcript(best, 0.6, ((best, 0.6), (other, 0.3)), (), 2.0, 0.1)
    assert cooking_parser.parse_transcript(heard).accepted
