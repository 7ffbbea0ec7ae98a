"""Disfluent sentences for the language model (:mod:`slu_node.disfluent`), read back by the parser's
self-repair rules (:mod:`slu_node.repairs`) and take-back cue (:func:`slu_node.cues.take_backs`)."""

import random
from pathlib import Path

import pytest

from slu_node.cues import take_backs
from slu_node.datagen import generate, sample_sentences
from slu_node.disfluent import _disfluent, _pool, disfluent_sentences
from slu_node.domain import load_domain
from slu_node.repairs import reparanda

MODEL_DIR = Path(__file__).resolve().parents[1] / "models" / "cooking"


@pytest.fixture(scope="module")
def domain():
    return load_domain(MODEL_DIR)


@pytest.fixture(scope="module")
def commands(domain):
    return [ex for ex in generate(domain, 500, 3, p_ood=0.0, p_dialogue=0.0, p_unknown=0.0) if ex.intents]


def test_sentences_are_reproducible_and_disfluent(commands):
    out = disfluent_sentences(commands, 50, seed=4)
    assert out == disfluent_sentences(commands, 50, seed=4)
    assert len(out) == 50 and out != disfluent_sentences(commands, 50, seed=5)
    assert not set(out) & {ex.text for ex in commands}
    with pytest.raises(ValueError):
        disfluent_sentences(commands, -1, seed=0)
    with pytest.raises(ValueError):
        disfluent_sentences([], 1, seed=0)


def test_the_language_model_sample_keeps_its_fluent_sentences(domain):
    fluent = sample_sentences(domain, 200, 7, disfluent_share=0.0, framed_share=0.0)
    mixed = sample_sentences(domain, 200, 7, framed_share=0.0)
    assert mixed[:200] == fluent and len(mixed) == 206


# Shares read back in the twenty-second session on 400 generated commands: value 73 %, count 85 %, verb
# 97.6 %, repetition 99.7 %. The rest are repairs the reader leaves to be asked about (a value of another
# type, a hesitation between two different words).
# The twenty-third session's unit list ("spoon" a tablespoon) drew another sample: count 48 of 65
# (73.8 %), every miss a hesitation ("seven uh three", left to be asked about) or a generated repair of
# the last word of a number ("twenty five no six" for "twenty six"), read as "six". The twenty-sixth
# session's lexicon drew another: count 37 of 55 (67 %), the misses of the same two kinds and
# "about one i mean nine hours" read without its "about".
@pytest.mark.parametrize("kind, floor", [("value", 0.65), ("count", 0.65), ("verb", 0.9), ("repeat", 0.95)])
def test_the_parser_reads_most_repairs_back_to_the_command(domain, commands, kind, floor):
    pool, rng = _pool(commands), random.Random(1)
    made = read = 0
    for ex in commands:
        words = _disfluent(ex, kind, pool, rng)
        if words:
            gone = reparanda(words, domain)
            made += 1
            read += [t for i, t in enumerate(words) if i not in gone] == list(ex.tokens)
    assert made >= 50 and read / made >= floor, (read, made)


def test_a_command_taken_back_at_its_end_is_found(commands):
    pool, rng = _pool(commands), random.Random(2)
    found = 0
    for ex in commands:
        words = _disfluent(ex, "take_back", pool, rng)
        found += bool(take_backs(words, lambda i, ex=ex: i < len(ex.tags) and ex.tags[i] != "O"))
    assert found / len(commands) >= 0.95
