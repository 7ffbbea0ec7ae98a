"""A thing said before its verb, the verb said first for the tagger (:mod:`slu_node.verb_last`), on the cooking
domain: "pan put on stove" is read "put pan on stove"; not where the verb has an object of its own ("the onions
fry them"), a place with no preposition after it, things joined by "and", or a place said first."""

import pytest

from slu_node.sugar import format_predicates
from slu_node.textnorm import expand_tokens, tokenize
from slu_node.verb_last import verb_last


@pytest.mark.parametrize("text, read", [
    ("pan put on stove", "put pan on stove"),
    ("pan put on stove with medium heat please", "put pan on stove with medium heat please"),
    ("two onion peel with knife please", "peel two onion with knife please"),
    ("pot uncover and sauce stir with wooden spoon", "uncover pot and stir sauce with wooden spoon"),
    ("onion peel", "peel onion"),
    ("salt and pepper add", "add salt and pepper"),
    # left alone: an object after the verb (a pronoun, an amount), a place with no preposition, a thing made
    # with the verb word ("tomato puree"), "and" joining things, a place or a part said first
    ("the onions fry them", "the onions fry them"),
    ("the eggs crack two into the bowl", "the eggs crack two into the bowl"),
    ("four eggs crack mixing bowl", "four eggs crack mixing bowl"),
    ("add a dash of soy sauce and a teaspoon of tomato puree",
     "add a dash of soy sauce and a teaspoon of tomato puree"),
    ("season the haddock with salt and pepper squeeze half a lemon over it",
     "season the haddock with salt and pepper squeeze half a lemon over it"),
    ("lid off saucepan stir", "lid off saucepan stir"),
    ("from fridge get out steak", "from fridge get out steak"),
])
def test_the_verb_is_said_first(cooking_parser, text, read):
    tokens = tokenize(text)
    into = verb_last(tokens, cooking_parser.domain.one_word_verbs, cooking_parser.domain.is_thing)
    assert " ".join(expand_tokens(tokens, into)[0]) == read


@pytest.mark.parametrize("text, expected", [
    ("pan put on stove with medium heat please", "put(pan, stove, medium heat)"),
    ("two onion peel with knife please", "peel(2, onion, knife)"),
    ("pot uncover and sauce stir with wooden spoon", "[uncover(pot), mix(sauce, wooden spoon)]"),
])
def test_the_parser_reads_the_verb_said_last(cooking_parser, text, expected):
    """Seventy-fourth-session blind probe 564, a learner's English: asked about, the verb an unknown word."""
    result = cooking_parser.parse(text)
    assert result.command is not None, result.clarification
    assert format_predicates(result.command.predicates) == expected
