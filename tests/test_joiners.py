"""Values joined or set aside another way than "and" / "not" (:mod:`slu_node.joiners`;
``tests/fixtures/cooking_probe37``)."""

import pytest

from slu_node.joiners import joined_values, set_aside
from slu_node.sugar import format_predicates
from slu_node.textnorm import tokenize

VERBS = frozenset({"add", "take", "mix", "put", "stir", "beat", "use"})


def _read(text):
    tokens = tokenize(text)
    dropped, replaced = joined_values(tokens, VERBS)
    dropped |= set_aside(tokens, VERBS)
    return " ".join(replaced.get(i, t) for i, t in enumerate(tokens) if i not in dropped)


@pytest.mark.parametrize("text, read", [
    ("take the eggs as well as the milk", "take the eggs and the milk"),
    ("add the flour along with the sugar", "add the flour and the sugar"),
    ("mix the flour together with the cocoa", "mix the flour and the cocoa"),
    ("add the tomatoes followed by the basil", "add the tomatoes then the basil"),  # one after the other
    ("add butter instead of oil to the pan", "add butter to the pan"),
    ("put the pan on the stove rather than in the oven", "put the pan on the stove"),
    ("use the fork instead of the whisk to beat the eggs", "use the fork to beat the eggs"),  # "whisk": a noun
    # not between two values
    ("mix together with the whisk", "mix together with the whisk"),
    ("toss everything together with the tongs", "toss everything together with the tongs"),  # the whole: no list
    ("mix it all together with the sugar", "mix it all together with the sugar"),
    ("plus the salt", "plus the salt"),
    ("instead of stirring", "instead of stirring"),
])
def test_values_joined_or_set_aside(text, read):
    assert _read(text) == read


@pytest.mark.parametrize("text, sugar", [
    ("take the eggs as well as the milk", "take([egg, milk])"),  # had been take(egg), the milk dropped
    ("add butter instead of oil to the pan", "add(butter, pan)"),  # had been add(oil, pan)
    # said in order: the action again on the second (had been one add of both)
    ("add the tomatoes followed by the basil", "[add(tomato, *[ingredients]*), add(basil, *[ingredients]*)]"),
    # a pronoun for food before a tool: what they are mixed with (sixty-seventh-session blind probe 360)
    ("tip the flour and the butter into a bowl and mix them together with a fork",
     "[add([flour, butter], bowl), mix([flour, butter], fork)]"),
    ("add the sugar and mix it together with the butter", "[add(sugar, *[ingredients]*), mix([sugar, butter])]"),
    # food said before the verb, food after "together with" (seventieth-session blind probe 463: the carrots
    # had been dropped as a tool)
    ("let the lentils simmer together with the carrots and the celery on a low heat",
     "cook([lentil, carrot, celery], low heat)"),
    ("whisk the eggs and the milk together with a fork", "mix([egg, milk], fork)"),  # a tool after: as before
])
def test_parser_reads_them(cooking_parser, text, sugar):
    result = cooking_parser.parse(text)
    assert result.accepted, result.clarification
    assert format_predicates(result.command.predicates) == sugar
