"""A tool said with "with" or "using" that the tagger read as where a thing comes from
(:mod:`slu_node.said_with`), on the cooking domain."""

import pytest

from slu_node.said_with import tools_as_places
from slu_node.sugar import format_predicates


@pytest.mark.parametrize("tokens, tags, read", [
    # remove holds no tool: the span is read as nothing
    ("take the bacon out with the tongs", "B-act.remove O B-object O O O B-source", "O"),
    # mash holds one: the span is its instrument
    ("mash the potatoes using the masher", "B-act.mash O B-object O O B-source", "B-instrument"),
    # where to after "with" is add's own ("sprinkle them with sugar"): left as tagged
    ("sprinkle them with sugar", "B-act.add B-object O B-destination", None),
    # no "with" before it: a place as tagged
    ("take the bacon out of the pan", "B-act.remove O B-object O O O B-source", None),
    ("put the eggs in the pan with the butter", "B-act.put O B-object O O B-destination O O B-object", None),
])
def test_a_place_said_after_with_is_a_tool(cooking_domain, tokens, tags, read):
    out = tools_as_places(tokens.split(), tags.split(), cooking_domain.actions)
    assert (out[len(tokens.split()) - 1] if out else None) == read


def test_the_parser_does_not_take_a_thing_out_of_a_tool(cooking_parser):
    """Seventy-fourth-session blind probe 581: the tongs had been the place the bacon came out of."""
    result = cooking_parser.parse("fry the bacon in the frying pan until it's crispy and then take it out with "
                                  "the tongs")
    assert result.command is not None, result.clarification
    assert format_predicates(result.command.predicates) == "[add(bacon, pan, crispy), remove(bacon)]"


@pytest.mark.parametrize("text, expected", [
    # "after that" is "then": "scatter" had been read as a noun after "that", the pizza lost
    ("take the pizza out of the oven and after that scatter some fresh basil over it",
     "[remove(pizza, oven), add(basil, pizza)]"),
    # a spoon pours (the domain's noun_verbs): "it" is what the cornflour went into
    ("spoon the cornflour into the gravy and whisk it until it's thick",
     "[add(cornstarch, gravy), mix(gravy, *whisk*, thick)]"),
    ("take the seeds out of the chilli peppers", "separate(seed, chili)"),
])
def test_blind_probe_581_and_582_lines(cooking_parser, text, expected):
    """Seventy-fourth session, the last round of blind probes (577-584): each had been done wrong."""
    result = cooking_parser.parse(text)
    assert result.command is not None, result.clarification
    assert format_predicates(result.command.predicates) == expected
