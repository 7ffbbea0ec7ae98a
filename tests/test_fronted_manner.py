"""A manner said before its verb or before a place (:mod:`slu_node.fronted_manner`; seventy-seventh-session blind
probes 692, 705, 710)."""

import pytest

from slu_node.fronted_manner import manner_first
from slu_node.textnorm import expand_tokens, tokenize

MANNERS = {"slowly", "gently", "carefully", "lightly", "quickly"}
THINGS = {"milk", "water", "oil", "egg", "soup", "spatula", "salad", "tongs", "pastry"}


def _read(text):
    tokens = tokenize(text)
    into = manner_first(tokens, {"pour", "stir", "add", "brush", "tip", "fold", "fry", "whisk"}, MANNERS.__contains__,
                        THINGS.__contains__)
    return " ".join(expand_tokens(tokens, into, None)[0])


@pytest.mark.parametrize("text, read", [
    ("slowly pour in the warm water", "pour in the warm water slowly"),
    ("gently fold in the flour and then slowly add the milk", "fold in the flour gently and then add the milk slowly"),
    ("brush the pastry lightly with beaten egg", "brush the pastry with beaten egg lightly"),
    ("tip them carefully into the hot oil and stir", "tip them into the hot oil carefully and stir"),
    ("melt the chocolate slowly or it'll seize", "melt the chocolate slowly or it'll seize"),  # after the verb already
    ("slowly pour in the milk whisking constantly", "slowly pour in the milk whisking constantly"),  # read as said
    ("stir it very gently with the spatula", "stir it very gently with the spatula"),  # how much said before it
    ("fry the shallots gently in butter", "fry the shallots gently in butter"),  # "in": as said
    ("since garlic burns so quickly fry it", "since garlic burns so quickly fry it"),  # "so" no step's start
])
def test_a_manner_said_first_is_said_after_its_step(text, read):
    assert _read(text) == read


def test_the_parser_reads_a_manner_said_first(reads_like):
    reads_like("carefully ladle the hot soup into the blender", "ladle the hot soup into the blender carefully")
