"""Things taken somewhere (slu_node.moved): take's verbs with a place after "into", "onto" or "to" are
read as put (take's ``moved_as``); where the thing is ("in the fridge", "from the fridge") is not a
place it goes. Causatives with a participle ("i'd like the butter melted in the saucepan") say the
action (slu_node.textnorm.command_order). A request that says where the speaker wants the thing ("i
want the chicken in the oven") is put's (slu_node.moved.wanted_there)."""

import pytest

from slu_node.moved import directed, untagged_destinations, wanted_there
from slu_node.textnorm import command_order, participle_base_forms, tokenize
from slu_node.values import LEADING


def test_untagged_destinations(cooking_parser):
    domain = cooking_parser.domain
    tokens = "get the onions into the big pan".split()
    tags = ["B-act.take", "O", "B-object", "O", "O", "O", "O"]
    assert untagged_destinations(tokens, tags, domain.actions, "destination", domain.value_types, LEADING) == {
        6: "B-destination"}
    # a role neither take nor put has is the tagger's slip: retagged
    tags[6] = "B-instrument"
    assert untagged_destinations(tokens, tags, domain.actions, "destination", domain.value_types, LEADING) == {
        6: "B-destination"}
    for words, tagged in (("get the onions in the pan", ["B-act.take", "O", "B-object", "O", "O", "O"]),
                          ("put the onions into the pan", ["B-act.put", "O", "B-object", "O", "O", "O"]),
                          ("get the onions into the soup", ["B-act.take", "O", "B-object", "O", "O", "O"])):
        # "in" says where it is; put has its own place; soup is no place to put things
        assert untagged_destinations(words.split(), tagged, domain.actions, "destination", domain.value_types,
                                     LEADING) == {}, words
    assert directed("into the big pan".split(), 3, LEADING) and not directed("from the pan".split(), 2, LEADING)


@pytest.mark.parametrize("moved, put", [("get the onions into the pan", "put the onions into the pan"),
                                        ("let's get the onions into the pan", "put the onions into the pan"),
                                        ("get two eggs into the bowl", "put two eggs into the bowl"),
                                        ("bring the pot over onto the stove", "put the pot onto the stove")])
def test_a_thing_taken_into_a_place_is_put_there(reads_like, moved, put):
    """Each had been take's, the place left out unasked (fiftieth-session probe)."""
    reads_like(moved, put)


@pytest.mark.parametrize("text", ["grab two sticks of celery from the fridge", "grab the butter in the fridge",
                                  "hand me the knife on the board"])
def test_where_a_thing_is_keeps_it_taken(cooking_parser, text):
    result = cooking_parser.parse(text)
    assert result.accepted and result.command.predicates[0].action == "take", result.predicates


def test_a_participle_after_like_want_or_need_says_the_action(reads_like):
    """"i'd like the butter melted in the saucepan" had been ``take(butter)``, done; the participle
    may be followed by a preposition now, "fried" is fry's, and an "-ing" form says the action too
    ("get the water boiling"), not asked about as a verb's "-ing" form after a word that leads none
    (:func:`slu_node.cues.unled_ing_forms`)."""
    verbs, known = frozenset({"melt", "peel", "fry", "whisk"}), frozenset({"butter", "potatoes", "saucepan"})
    tokens = tokenize("i'd like the butter melted in the saucepan")
    order, replaced = command_order(tokens, verbs, known)
    assert [replaced.get(i, tokens[i]) for i in order] == "i'd melt the butter in the saucepan".split()
    assert "fry" in participle_base_forms("fried")
    reads_like("i'd like the butter melted in the saucepan", "melt the butter in the saucepan")
    reads_like("i want the potatoes peeled", "peel the potatoes")
    reads_like("get the butter melted in the saucepan", "melt the butter in the saucepan")
    reads_like("get the water boiling", "boil the water")  # had been take(water), done
    tokens = tokenize("i need the peeled potatoes")  # a participle before its noun describes it
    assert command_order(tokens, verbs, known)[0] == list(range(len(tokens)))


def test_a_thing_wanted_somewhere_is_put_there(cooking_parser):
    """"i want the chicken in the oven" had been take(chicken), done, the oven left out (fifty-first
    session). After "want" or "like", a thing and then "in", "on", "into" or "onto" in the clause say
    where it goes; "need" may say where the thing is, and a clause opener ends the search."""
    from slu_node.sugar import format_predicates

    is_thing = cooking_parser.domain.is_thing
    tokens = tokenize("i want the chicken in the oven")
    assert wanted_there(tokens, {1: "grab"}, "put", is_thing) == {1: "put"}
    assert wanted_there(tokens, {}, "put", is_thing) == {}
    assert wanted_there(tokenize("i need the butter in the fridge"), {1: "grab"}, "put", is_thing) == {}
    assert wanted_there(tokenize("i want the chicken and then in a minute"), {1: "grab"}, "put", is_thing) == {}
    assert wanted_there(tokenize("i want in"), {1: "grab"}, "put", is_thing) == {}
    for text, want in (("i want the chicken in the oven", "put(chicken, oven)"),
                       ("i'd like the soup in a bowl", "put(soup, bowl)"),
                       ("i need the butter in the fridge", "take(butter)"),
                       ("i want the chicken", "take(chicken)")):
        assert format_predicates(cooking_parser.parse(text).command.predicates) == want, text
