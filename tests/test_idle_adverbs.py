"""Adverbs that say nothing a predicate holds (:mod:`slu_node.idle_adverbs`), on the cooking domain."""

import pytest

from slu_node.idle_adverbs import idle_adverbs
from slu_node.sugar import format_predicates
from slu_node.textnorm import tokenize


@pytest.mark.parametrize("text, kept", [
    ("put two spoonfuls of chia seeds in the mixing bowl instead", "put two spoonfuls of chia seeds in the mixing bowl"),
    ("add the croutons to it instead please", "add the croutons to it please"),
    ("set it aside on a plate", "set it on a plate"),
    # "instead of" names what is not used; no verb before; "aside" not after a putting verb and its pronoun
    ("use the spoon instead of the whisk", "use the spoon instead of the whisk"),
    ("instead", "instead"),
    ("push the peas aside", "push the peas aside"),
])
def test_idle_adverbs_are_left_out(cooking_domain, text, kept):
    tokens = tokenize(text)
    gone = idle_adverbs(tokens, cooking_domain.verb_starts)
    assert " ".join(t for i, t in enumerate(tokens) if i not in gone) == kept


@pytest.mark.parametrize("text, expected", [
    ("she's allergic to eggs so put two spoonfuls of chia seeds in the mixing bowl instead",
     "add(2 tbsp, chia seed, bowl)"),
    ("lift the beef out of the pot with a slotted spoon and set it aside on a plate",
     "[remove(beef, pot), put(beef, plate)]"),
    ("fry the onions and set aside", "add(onion, *oil*)"),  # a recipe's "set aside", no place: left out
])
def test_the_parser_reads_the_command_without_them(cooking_parser, text, expected):
    """Seventy-second-session blind probes 507 and 511: asked about, or the second step dropped."""
    result = cooking_parser.parse(text)
    assert result.command is not None, result.clarification
    assert format_predicates(result.command.predicates) == expected


@pytest.mark.parametrize("text, kept", [
    ("season the steaks generously with sea salt and black pepper",
     "season the steaks with sea salt and black pepper"),
    ("sprinkle the sugar sparingly over the top", "sprinkle the sugar over the top"),
    ("cover the roasting tin tightly with foil", "cover the roasting tin with foil"),  # blind probe 653
    # guard a regression: no verb before it
    ("generously season the steaks", "generously season the steaks"),
])
def test_adverbs_of_how_much_are_left_out(cooking_domain, text, kept):
    """Seventy-fourth-session blind probe 561: "generously" asked about as an unknown modality."""
    tokens = tokenize(text)
    gone = idle_adverbs(tokens, cooking_domain.verb_starts)
    assert " ".join(t for i, t in enumerate(tokens) if i not in gone) == kept


def test_the_parser_seasons_generously_as_it_seasons(cooking_parser):
    result = cooking_parser.parse("season the steaks generously with sea salt and black pepper")
    assert result.command is not None, result.clarification
    assert format_predicates(result.command.predicates) == "add([salt, pepper], steak)"


@pytest.mark.parametrize("text, kept", [
    # seventy-fifth-session blind probes 598 and 599
    ("let the sauce simmer away on a low heat", "let the sauce simmer on a low heat"),
    ("add the mince and brown it off", "add the mince and brown it"),
    ("take it off", "take it off"),  # remove's own particle
    ("take the pan away from the heat", "take the pan away from the heat"),
])
def test_particles_that_say_nothing_after_a_verb_are_left_out(cooking_domain, text, kept):
    tokens = tokenize(text)
    gone = idle_adverbs(tokens, cooking_domain.verb_starts)
    assert " ".join(t for i, t in enumerate(tokens) if i not in gone) == kept


@pytest.mark.parametrize("text, expected", [
    ("give everything a good stir and let the sauce simmer away on a low heat for forty minutes",
     "[mix(*[ingredients]*), cook(sauce, low heat, 40 min)]"),
    ("now bung in five hundred grams of beef mince and brown it off",
     "[add(500 g, minced meat, *[ingredients]*), cook(minced meat)]"),
])
def test_the_parser_reads_the_verb_without_them(cooking_parser, text, expected):
    result = cooking_parser.parse(text)
    assert result.command is not None, result.clarification
    assert format_predicates(result.command.predicates) == expected
