"""A time or a temperature said before the command's verb (:mod:`slu_node.leading_modality`), on the cooking
domain and its trained parser."""

import pytest

from slu_node.leading_modality import modality_first_order
from slu_node.sugar import format_predicates
from slu_node.textnorm import tokenize


def _read(text, domain):
    tokens = tokenize(text)
    order = modality_first_order(tokens, domain.verb_starts, domain.unit_words, domain.is_thing)
    return None if order is None else " ".join(tokens[i] for i in order)


@pytest.mark.parametrize("text, read", [
    ("at two twenty for an hour and a half roast the whole chicken",
     "roast the whole chicken at two twenty for an hour and a half"),
    ("for ten minutes in the steamer steam the broccoli and the carrots",
     "steam the broccoli and the carrots for ten minutes in the steamer"),
    ("the water is boiling now so for three minutes blanch the asparagus",
     "the water is boiling now so blanch the asparagus for three minutes"),
    ("for exactly four minutes boil three eggs in the pot", "boil three eggs in the pot for exactly four minutes"),
    # before the clause's own temperature, "let" a verb there (seventy-fifth-session blind probe 634)
    ("for twenty five minutes bake the cake at one eighty degrees",
     "bake the cake for twenty five minutes at one eighty degrees"),
    ("for forty five minutes put the casserole dish in the oven at one hundred and fifty degrees",
     "put the casserole dish in the oven for forty five minutes at one hundred and fifty degrees"),
    ("for fifteen minutes let the rice simmer gently", "let the rice simmer gently for fifteen minutes"),
])
def test_a_time_said_first_is_read_after_the_verbs_clause(cooking_domain, text, read):
    assert _read(text, cooking_domain) == read


@pytest.mark.parametrize("text", [
    "cook the pasta for ten minutes",  # said where the templates say it
    "for the sauce melt the butter",  # no number: a header
    "whip the mousse until thick and at six degrees season the soup",  # after "and": the step before's
])
def test_other_phrases_stay_where_they_are(cooking_domain, text):
    assert _read(text, cooking_domain) is None


@pytest.mark.parametrize("text, expected", [
    ("the water's boiling now so for three minutes blanch the asparagus", "cook(asparagus, 3 min)"),
    ("at two twenty for an hour and a half roast the whole chicken", "cook(chicken, *oven*, 220 deg, 90 min)"),
    ("for ten minutes in the steamer steam the broccoli and the carrots",
     "cook([broccoli, carrot], steamer, 10 min)"),
    ("for forty five minutes put the casserole dish in the oven at one hundred and fifty degrees",
     "put(baking dish, oven, 150 deg, 45 min)"),
    ("for twenty five minutes bake the cake at one eighty degrees", "cook(cake, *oven*, 180 deg, 25 min)"),
])
def test_the_parser_keeps_a_time_said_first(cooking_parser, text, expected):
    """Seventy-fifth-session blind probe 604: the first three had been done without their times."""
    result = cooking_parser.parse(text)
    assert result.command is not None, result.clarification
    assert format_predicates(result.command.predicates) == expected
