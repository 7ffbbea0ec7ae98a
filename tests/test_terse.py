"""Terse commands for the tagger's training data (slu_node.terse)."""

import random

import pytest

from slu_node.datagen import generate, make_splits
from slu_node.domain import load_domain
from slu_node.terse import FUNCTION_WORDS, _fronted, terse, terse_examples
from slu_node.types import Example

COOKING = "models/cooking/domain.yaml"


def _example(text: str, tags: str, ref: str = "open(4, egg, bowl)") -> Example:
    return Example(tuple(text.split()), tuple(tags.split()), ("open",), ref)


CRACK = _example("please crack four eggs into the mixing bowl",
                 "O B-act.open B-quantity B-object O O B-destination I-destination")


def test_fronted_moves_the_object_with_its_amount_before_the_verb():
    tokens, tags = _fronted(list(CRACK.tokens), list(CRACK.tags))
    assert tokens == "please four eggs crack into the mixing bowl".split()
    assert tags == "O B-quantity B-object B-act.open O O B-destination I-destination".split()


def test_fronted_takes_the_determiners_along_and_leaves_other_words():
    ex = _example("take away the small masher from the board",
                  "B-act.remove I-act.remove O O B-object O O B-source")
    tokens, tags = _fronted(list(ex.tokens), list(ex.tags))
    assert tokens == "the small masher take away from the board".split()
    assert tags == "O O B-object B-act.remove I-act.remove O O B-source".split()


def test_fronted_leaves_a_command_whose_verb_has_no_object_next():
    ex = _example("warm up the pan over low heat", "B-act.cook O O B-destination O B-modality I-modality")
    assert _fronted(list(ex.tokens), list(ex.tags)) == (list(ex.tokens), list(ex.tags))


@pytest.mark.parametrize("seed", range(20))
def test_terse_drops_only_untagged_function_words_and_keeps_the_meaning(seed):
    out = terse(CRACK, random.Random(seed))
    assert out.intents == CRACK.intents and out.reference == CRACK.reference
    kept = sorted(zip(out.tokens, out.tags))
    dropped = list(zip(CRACK.tokens, CRACK.tags))
    for pair in kept:
        dropped.remove(pair)
    assert all(tag == "O" and word in FUNCTION_WORDS for word, tag in dropped)
    assert [t for t in out.tags if t != "O"] in (
        [t for t in CRACK.tags if t != "O"],
        "B-quantity B-object B-act.open B-destination I-destination".split())


def test_terse_examples_rewrites_the_share_of_commands_only():
    examples = generate(load_domain(COOKING), 400, 3)
    assert terse_examples(examples, 0.0, 1) == examples
    out = terse_examples(examples, 1.0, 1)
    for before, after in zip(examples, out):
        if not before.reference:
            assert after == before
        assert after.reference == before.reference and after.intents == before.intents
    changed = sum(a != b for a, b in zip(examples, out) if b.reference)
    assert changed > 0.8 * sum(1 for b in examples if b.reference)
    with pytest.raises(ValueError):
        terse_examples(examples, 1.5, 1)


def test_make_splits_says_only_training_commands_tersely():
    domain = load_domain(COOKING)
    plain = make_splits(domain, 300, 50, 50, 7)
    short = make_splits(domain, 300, 50, 50, 7, terse_share=0.5)
    assert [e.reference for e in plain["train"]] == [e.reference for e in short["train"]]
    assert 0 < sum(a != b for a, b in zip(plain["train"], short["train"])) < 300
    # a terse text may now match a dev text and push it out; most dev texts stay the same
    assert len(set(e.text for e in plain["dev"]) & set(e.text for e in short["dev"])) > 40
