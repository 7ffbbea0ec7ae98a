"""A seasoning said as the verb, read "season <the thing> with <the seasoning>" (:mod:`slu_node.seasoned`;
seventy-sixth-session blind probes 639 and 642 and typed probe 339 had been out of the domain)."""

import pytest

from slu_node.seasoned import seasoning_verbs
from slu_node.sugar import format_predicates
from slu_node.textnorm import expand_tokens, tokenize


@pytest.mark.parametrize("text, read", [
    ("salt the water and bring it to the boil", "season the water with salt and bring it to the boil"),
    ("salt and pepper the sauce to taste", "season the sauce with salt and pepper to taste"),
    ("salt the pasta water generously", "season the pasta water with salt generously"),
    ("now oil the baking tray", "now season the baking tray with oil"),
    ("take the toast out of the toaster and butter it", "take the toast out of the toaster and season it with butter"),
    # left alone: no clause opens there, no thing follows, the seasoning is the object
    ("add the salt and the pepper", "add the salt and the pepper"),
    ("salt please", "salt please"),
    ("pass the salt the pepper", "pass the salt the pepper"),
    ("salt the garden path", "salt the garden path"),
])
def test_a_seasoning_said_as_the_verb_is_read_as_seasoning(cooking_domain, text, read):
    tokens = tokenize(text)
    into = seasoning_verbs(tokens, lambda k: k == 0 or tokens[k - 1] in ("now", "and", "then"),
                           cooking_domain.is_thing)
    assert " ".join(expand_tokens(tokens, into)[0]) == read


@pytest.mark.parametrize("text, expected", [
    ("salt and pepper the sauce to taste", "add([salt, pepper], sauce)"),
    ("salt the water and bring it to the boil", "[add(salt, water), cook(water)]"),  # the water, not the salt
    ("oil the baking tray and put the potatoes on it", "[add(oil, baking tray), put(potato, baking tray)]"),
    ("the toast's popped up take it out of the toaster and butter it",
     "[remove(toast, toaster), add(butter, toast)]"),  # blind probe 665
])
def test_the_parser_adds_the_seasoning(cooking_parser, text, expected):
    result = cooking_parser.parse(text)
    assert result.command is not None, result.clarification
    assert format_predicates(result.command.predicates) == expected
