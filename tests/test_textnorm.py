"""Text normalisation helpers (slu_node.textnorm)."""

import itertools
import random

from slu_node.textnorm import phrases_at


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
