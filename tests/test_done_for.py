"""Whom a thing is done for, said after the command ("... for your mum"), and the remarks to a child
around a grandparent's commands (sixty-seventh-session blind probe 362)."""

import pytest

from slu_node.cues import done_for
from slu_node.sugar import format_predicates
from slu_node.textnorm import tokenize


@pytest.mark.parametrize("text, kept", [
    ("put four scones in a tupperware for your mum", "put four scones in a tupperware"),
    ("peel an orange for the kids and then grate the cheese", "peel an orange and then grate the cheese"),
    ("put four scones in a tupperware for the freezer", "put four scones in a tupperware for the freezer"),
    # a meal, said like a person (sixty-ninth-session blind probe 422: the pudding had been peeled too)
    ("peel three bananas for pudding and mash them", "peel three bananas and mash them"),
    ("add the cream to the pudding", "add the cream to the pudding"),
    ("josh be a love and grab the colander for your mother",  # said to josh: left as it is, asked about
     "josh be a love and grab the colander for your mother"),
    # a name or "him" after "for", two joined by "and" (seventy-fourth-session blind probe 585, a family brunch)
    ("poach two eggs for jess on a low heat for three minutes", "poach two eggs on a low heat for three minutes"),
    ("peel four kiwis for him", "peel four kiwis"),
    ("fry two eggs for mum and dad and then toast the bread", "fry two eggs and then toast the bread"),
    ("cook the pasta for ten minutes", "cook the pasta for ten minutes"),  # no name: a time
    ("put the bowl for the pasta on the table", "put the bowl for the pasta on the table"),
])
def test_whom_it_is_done_for_is_left_out(cooking_domain, text, kept):
    tokens = tokenize(text)
    gone = done_for(tokens, cooking_domain.known_words)
    assert " ".join(t for i, t in enumerate(tokens) if i not in gone) == kept


@pytest.mark.parametrize("text, meant", [
    ("doesn't that look grand poppet robot sift a little icing sugar over the top and put four scones in a "
     "tupperware for your mum", "[sieve(icing sugar), put(scone, container, 4)]"),
    ("you can lick the bowl afterwards ellie robot spoon the mixture into the cake tins evenly",
     "add(mixture, cake tin, evenly)"),
    ("put the scones on the wire rack and don't you touch them madam they're very hot", "put(scone, cooling rack)"),
    ("take the stalks off the strawberries and you can eat the wonky ones ellie", "separate(stem, strawberry)"),
])
def test_a_grandparents_command_between_remarks_to_a_child(cooking_parser, text, meant):
    result = cooking_parser.parse(text)
    assert result.accepted, result.clarification
    assert format_predicates(result.command.predicates) == meant


def test_you_with_a_verb_of_the_robots_stays_a_command(cooking_parser):
    """"and you can add the jam": the robot's verb, not a remark (asked about here for the rack)."""
    result = cooking_parser.parse("put the scones on the rack and you can add the jam")
    assert "add(jam" in format_predicates(result.predicates if result.command is None else result.command.predicates)


def test_a_request_to_someone_named_first_is_not_done(cooking_parser):
    assert not cooking_parser.parse("josh be a love and grab the colander for your mother").accepted
