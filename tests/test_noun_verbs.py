"""Names of things said as an action's verb where a clause starts (``noun_verbs`` in the domain file):
"ladle the soup into the bowls", "spoon the sauce over the pasta" (sixty-seventh session: typed probes
34, 41, 122, 150 and 222 and blind probes 355, 357 and 358 had asked about them)."""

import pytest

from slu_node.sugar import format_predicates


@pytest.mark.parametrize("text, meant", [
    ("ladle the soup into the bowls", "add(soup, bowl)"),
    ("lift the pot off the hob and ladle the jam into the warm jars", "[remove(pot, stove), add(jam, jar)]"),
    ("could you spoon the ricotta into the piping bag", "add(ricotta, piping bag)"),
    ("strain the potatoes through the colander and spoon three tablespoons of mayo over them",
     "[sieve(potato, colander), add(3 tbsp, mayonnaise, potato)]"),
    # elsewhere the thing
    ("stir the soup with a ladle", "mix(soup, ladle)"),
    ("pass me the ladle", "take(ladle)"),
    ("add two spoons of sugar", "add(2 tbsp, sugar, *[ingredients]*)"),
    # one said before its place, as "sprinkle" is (sixty-eighth-session blind probe 378)
    ("brush the scones with the beaten egg", "add(egg, scone)"),
    ("use the brush to spread the butter", "add(butter, *[ingredients]*)"),
    ("give the pasta a good stir with the wooden spoon it's starting to stick", "mix(pasta, wooden spoon)"),
])
def test_a_thing_said_as_a_verb_where_a_clause_starts(cooking_parser, text, meant):
    result = cooking_parser.parse(text)
    assert result.accepted, result.clarification
    assert format_predicates(result.command.predicates) == meant


def test_the_domain_lists_them_apart_from_its_verbs(cooking_domain):
    """Not verb phrases: the rules that look for verbs keep reading them as things."""
    assert cooking_domain.actions["add"].noun_verbs == ("ladle", "spoon", "brush")
    assert "ladle" not in cooking_domain.verb_words and cooking_domain.is_thing("ladle")


def test_one_said_after_the_thing_that_ended_a_clause(cooking_parser):
    """Sixty-seventh-session blind probe 361: "... onto the plates *ladle* the sauce over it", no "and"."""
    result = cooking_parser.parse("spoon the chicken onto the plates ladle the sauce over it")
    assert format_predicates(result.command.predicates) == "[add(chicken, plate), add(sauce, chicken)]"


@pytest.mark.parametrize("text, meant", [
    # seventy-fifth-session blind probes 593, 596 and 598: a particle before the object, a meal before the verb,
    # a food said as mix's verb
    ("now we're going to ladle in a litre of hot stock and keep stirring",
     "[add(1 l, stock, *[ingredients]*), mix(*[ingredients]*)]"),
    ("ladle in the stock", "add(stock, *[ingredients]*)"),
    ("for my dinner brush the salmon with soy sauce and honey and grill it for eight minutes",
     "[add([soy sauce, honey], salmon), cook(salmon, *grill*, 8 min)]"),
    ("cream the butter and the sugar together in the stand mixer until it's light and fluffy",
     "mix([butter, sugar], mixer, fluffy)"),
    ("add the cream to the sauce", "add(cream, sauce)"),  # elsewhere the thing
])
def test_a_particle_or_a_meal_around_a_thing_said_as_a_verb(cooking_parser, text, meant):
    result = cooking_parser.parse(text)
    assert result.accepted, result.clarification
    assert format_predicates(result.command.predicates) == meant
