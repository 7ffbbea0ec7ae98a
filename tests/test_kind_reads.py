"""The kind of thing decides between the readings of a shared verb
(slu_node.builder.PredicateBuilder._kind_reads): "take out the egg whites" separates a part, where
remove, the tagger's reading, took the whites for food."""

import pytest


@pytest.mark.parametrize("shared, own", [("take out the egg whites", "separate the egg whites"),
                                         ("pull out the egg yolk carefully", "separate the egg yolk carefully"),
                                         ("take off the egg whites", "separate the egg whites")])
def test_a_part_is_separated(reads_like, shared, own):
    reads_like(shared, own)


@pytest.mark.parametrize("text, action", [("remove the pan from the oven", "remove"),
                                          ("take the pan off the stove", "remove")])
def test_a_thing_no_other_reading_holds_stays(cooking_parser, text, action):
    result = cooking_parser.parse(text)
    assert result.accepted and result.command.predicates[0].action == action, result.predicates

