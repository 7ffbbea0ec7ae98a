"""A place described by what is in it (:mod:`slu_node.contents_said`), on the cooking domain."""

import pytest

from slu_node.contents_said import contents_of_places
from slu_node.sugar import format_predicates
from slu_node.textnorm import longest_value_end, tokenize


@pytest.mark.parametrize("text, left_out", [
    ("crack two more eggs into the bowl with the flour", "with the flour"),
    ("add the flour to the bowl with the butter and sugar", "with the butter and sugar"),
    ("crack two eggs into the bowl with the mashed banana and whisk everything", "with the mashed banana"),
    ("pour the eggs into the pan with the onions in it", "with the onions in it"),
    # what the action combines, a tool, the object's own place, or "with" and no determiner
    ("whisk the eggs in the bowl with the milk", ""),
    ("stir the sauce in the pan with the wooden spoon", ""),
    ("grease the tin with butter", ""),
    ("put the saucepan with the custard on a low heat", ""),
    ("add the salt to the soup with the pepper", ""),  # the soup is food: no vessel described
])
def test_the_contents_of_a_place_are_left_out(cooking_domain, text, left_out):
    tokens = tokenize(text)

    def food(phrase):
        hit = cooking_domain.lookup(phrase)
        return hit is not None and hit[0] in cooking_domain.preparation_types

    found = contents_of_places(tokens, cooking_domain, lambda at: longest_value_end(tokens, at, food))
    assert " ".join(tokens[i] for i in sorted(found)) == left_out


@pytest.mark.parametrize("text, expected", [
    ("crack two more eggs into the bowl with the flour", "open(2, egg, bowl)"),
    ("tip the onions from the frying pan into the pot with the beef", "add(onion, pot)"),
    ("add the flour to the bowl with the butter and sugar", "add(flour, bowl)"),
])
def test_the_parser_moves_only_what_it_is_told_to(cooking_parser, text, expected):
    """Seventy-third-session blind probe 546: the contents had been added too, done."""
    result = cooking_parser.parse(text)
    assert result.command is not None, result.clarification
    assert format_predicates(result.command.predicates) == expected
