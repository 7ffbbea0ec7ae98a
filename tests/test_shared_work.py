"""The speaker's own part said before the robot's (:mod:`slu_node.shared_work`; seventy-seventh-session blind
probe 690: "i'll dry the plates and you put them away" had dried the plates too)."""

import pytest

from slu_node.shared_work import own_part_first
from slu_node.textnorm import tokenize


@pytest.mark.parametrize("text, part", [
    ("i'll dry the plates and you put them away", "i'll dry the plates and you"),
    ("i'm going to chop the onions while you peel the carrots", "i'm going to chop the onions while you"),
    ("okay let me wash the pan and you can stir the soup", "let me wash the pan and you can"),
    # no "you" and a verb of the domain's after it: nothing split
    ("i'll dry the plates", ""),
    ("i'll dry the plates and you relax", ""),
    ("peel the potatoes and you put them in the pot", ""),  # no own part first
])
def test_the_speakers_part_is_found(cooking_parser, text, part):
    tokens = tokenize(text)
    assert " ".join(tokens[i] for i in own_part_first(tokens, cooking_parser.domain.verb_starts)) == part


def test_the_robots_part_is_done_on_what_the_speaker_named(reads_like):
    reads_like("i'll dry the plates and you put them away", "put the plates away")
