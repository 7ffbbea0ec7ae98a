"""Made-up words in a transcript (:mod:`slu_node.spelling`) and the clarification policy's use of them."""

from pathlib import Path

import pytest

from slu_node.domain import load_domain
from slu_node.parser import SpokenCommandParser
from slu_node.spelling import english_words, unspelled
from slu_node.types import REASON_LOW_CONFIDENCE

MODEL_DIR = Path(__file__).resolve().parents[1] / "models" / "cooking"

pytestmark = pytest.mark.skipif(not english_words(), reason="no pronunciation dictionary (pocketsphinx)")


@pytest.fixture(scope="module")
def parser():
    return SpokenCommandParser.load(MODEL_DIR)


def test_made_up_words_are_found_and_english_ones_are_not():
    known = load_domain(MODEL_DIR).known_words
    tokens = "add carrots cinnamon and jasbrass cilantro from adelepan".split()
    assert unspelled(tokens, known) == ["jasbrass", "adelepan"]
    # British spellings, words the domain does not know, contractions and numbers are no made-up words
    tokens = "the flavour of caramelised onions in the centre doesn't 250 cheerio".split()
    assert unspelled(tokens, known) == []


@pytest.mark.parametrize("text, word", [
    ("add carrots cinnamon and jasbrass cilantro", "jasbrass"),  # a SNIPS sentence, heard; was done as add(...)
    ("uh pass from omelette from adelepan please", "adelepan"),  # was take(omelette)
])
def test_a_heard_made_up_word_is_asked_about(parser, text, word):
    heard = parser.parse(text, word_confidence=[1.0] * len(text.split()))
    assert not heard.accepted
    assert heard.clarification.reason == REASON_LOW_CONFIDENCE and word in heard.clarification.words
    # typed, the same words are read as before: a typing slip is the writer's to see
    assert parser.parse(text).accepted
