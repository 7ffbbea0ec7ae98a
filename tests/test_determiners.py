"""Determiners the generator does not say: "another" as a count ("add another egg": one more) and as a
determiner ("in another bowl"), alone (slu_node.numbers.counted_another) and through the cooking
parser; possessives read as "the" (slu_node.textnorm.POSSESSIVES), demonstratives before a thing
(slu_node.textnorm.pointed_things), and describing words before one (slu_node.values.LEADING, and the
object the tagger left untagged after them)."""

import pytest

from slu_node.numbers import counted_another
from slu_node.textnorm import pointed_things

VERBS = {"add", "take", "crack", "in", "with", "throw"}


@pytest.mark.parametrize("text, at", [("add another egg", [1]), ("take another egg please", [1]),
                                      ("throw in another onion", []),  # "in": a preposition too
                                      ("put the eggs in another bowl", []), ("stir with another spoon", []),
                                      ("another egg please", []), ("add another two eggs", []),
                                      ("add another pinch of salt", []), ("add another one", []),
                                      ("add another big spoonful of sugar", []), ("add another", [])])
def test_counted_another(text, at):
    assert counted_another(text.split(), VERBS, {"pinch", "spoonful"}) == at


@pytest.mark.parametrize("another, one_more", [("add another egg", "add one more egg"),
                                               ("take another egg", "take one more egg"),
                                               ("crack another egg into the bowl", "crack one more egg into the bowl"),
                                               ("peel another potato", "peel one more potato")])
def test_another_after_a_verb_reads_as_one_more(cooking_parser, reads_like, another, one_more):
    """The tagger had read "another" as a quantity at 0.42 confidence ("add another egg" asked about)
    or as nothing ("take another egg" done as take(egg), the count dropped)."""
    reads_like(another, one_more)
    got = cooking_parser.parse(another)
    assert any(a.role == "quantity" and a.values == ("1",) for p in got.command.predicates for a in p.arguments)


@pytest.mark.parametrize("text", ["put the eggs in another bowl", "pour the milk into another jug"])
def test_another_before_a_place_is_no_count(cooking_parser, text):
    """"in another bowl" is a different bowl, not one more of anything: it had been put(egg, bowl, 1)."""
    result = cooking_parser.parse(text)
    assert not any(a.role == "quantity" for p in result.predicates for a in p.arguments), result.predicates


@pytest.mark.parametrize("possessive, the", [("put the eggs in my bowl", "put the eggs in the bowl"),
                                             ("use your whisk to beat the eggs", "use the whisk to beat the eggs"),
                                             ("pour the milk into our big jug", "pour the milk into the big jug"),
                                             ("use my spoon to stir the soup", "use the spoon to stir the soup")])
def test_a_possessive_reads_as_the(reads_like, possessive, the):
    """"my bowl" had been asked about ("my" an unknown word), "your whisk" read as two mix predicates
    and done, "our big jug" out of domain, "use my spoon" done without the spoon."""
    reads_like(possessive, the)


@pytest.mark.parametrize("text, at", [("put these eggs in that bowl", [1, 4]), ("stir those big onions", []),
                                      ("put those in the oven", []), ("add this", []),
                                      ("grate some of this cheese", [3]), ("check that the oil is hot", []),
                                      ("crack each egg into the bowl", [1])])
def test_pointed_things(text, at):
    """"that" before a thing only after a verb or a preposition (seventy-seventh session): "in *that* bowl"."""
    things = {"eggs", "egg", "bowl", "onions", "cheese", "oil", "oven"}
    assert pointed_things(text.split(), things.__contains__, {"put", "stir", "add", "grate", "check", "crack"}) == at


def test_a_demonstrative_before_a_thing_reads_as_the(cooking_parser, reads_like):
    """"put these eggs in that bowl" had been asked about ("these" an unknown word); "put those in the
    oven" still asks what to put there."""
    reads_like("put these eggs in that bowl", "put the eggs in the bowl")
    assert not cooking_parser.parse("put those in the oven").accepted


def test_another_in_an_action_given_as_a_noun(cooking_parser, reads_like):
    """"give the eggs another whisk" is "whisk the eggs", as "give the eggs a whisk" is (it had been
    asked about, "whisk" read as the tool); "give me another spoon" asks for a spoon."""
    reads_like("give the eggs another whisk", "whisk the eggs")
    assert cooking_parser.parse("give me another spoon").command.predicates[0].action == "take"


def test_a_describing_word_before_a_thing_is_left_out(cooking_parser, reads_like):
    """"fetch me a clean knife" had been asked what to take (the tagger left "knife" untagged after the
    describing word: the builder's object after the verb), "cook the rice and the peas in the same
    pot" asked about "same pot" ("same" a leading word now; fifty-second session)."""
    reads_like("fetch me a clean knife", "fetch me a knife")
    reads_like("cook the rice and the peas in the same pot", "cook the rice and the peas in the pot")
    assert cooking_parser.parse("fetch me a clean knife").accepted
