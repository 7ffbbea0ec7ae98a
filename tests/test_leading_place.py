"""The tool or the vessel said first (:mod:`slu_node.leading_place`), on the cooking domain."""

import pytest

from slu_node.leading_place import place_first_order
from slu_node.sugar import format_predicates
from slu_node.textnorm import tokenize


@pytest.mark.parametrize("text, read", [
    ("into the colander drain the spaghetti", "drain the spaghetti into the colander"),
    ("in the small frying pan toast the pine nuts and scatter them over the salad",
     "toast the pine nuts in the small frying pan and scatter them over the salad"),
    ("with the lid cover the saucepan and for five minutes let the rice steam",
     "cover the saucepan with the lid and for five minutes let the rice steam"),
    ("okay with the whisk beat the eggs", "okay beat the eggs with the whisk"),
    # no thing before the verb, a way, or no verb
    ("in the meantime stir the soup", None),
    ("on a low heat melt the butter", None),
    ("in the fridge", None),
])
def test_a_place_said_first_is_read_after_the_verbs_clause(cooking_parser, text, read):
    tokens = tokenize(text)
    domain = cooking_parser.domain
    order = place_first_order(tokens, domain.verb_starts, domain.is_thing, cooking_parser._is_modality)
    assert (" ".join(tokens[i] for i in order) if order is not None else None) == read


@pytest.mark.parametrize("text, expected", [
    ("into the colander drain the spaghetti", "sieve(spaghetti, colander)"),
    ("in the small frying pan toast the pine nuts and scatter them over the salad",
     "[cook(pine nut, pan), add(pine nut, salad)]"),
])
def test_the_parser_reads_the_place_said_first(cooking_parser, text, expected):
    """Seventy-second-session blind probe 523: the colander had been dropped, the pan read as talk first."""
    result = cooking_parser.parse(text)
    assert result.command is not None, result.clarification
    assert format_predicates(result.command.predicates) == expected
