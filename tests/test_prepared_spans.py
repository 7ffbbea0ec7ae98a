"""A span of words that say how a value was prepared, joined to the value the tagger gave another role
(:func:`slu_node.spans.join_prepared_values`; seventy-sixth-session blind probe 648: "drizzle a little honey
over the grilled halloumi" had asked about "grilled" as an unknown destination)."""

import pytest

from slu_node.spans import Span, join_prepared_values
from slu_node.sugar import format_predicates
from slu_node.textnorm import tokenize

#: The types of the values in these tests, and the types each role holds.
TYPES = {"halloumi": frozenset({"ingredient"}), "slowly": frozenset({"manner"})}
ROLES = {"destination": ("container", "ingredient"), "modality": ("manner", "time"), "object": ("ingredient",)}


def _joined(text, labels):
    tokens = tokenize(text)
    spans = [Span(label, start, end, " ".join(tokens[start:end]), 1.0) for label, start, end in labels]
    out = join_prepared_values(spans, lambda w: w.endswith("ed"), lambda t: TYPES.get(t, frozenset()), ROLES)
    return [(s.label, s.text) for s in out]


def test_a_prepared_word_and_a_misfiled_value_are_one_span_of_the_first_role():
    text = "drizzle honey over the grilled halloumi"
    assert _joined(text, [("object", 1, 2), ("destination", 4, 5), ("modality", 5, 6)]) == [
        ("object", "honey"), ("destination", "grilled halloumi")]


@pytest.mark.parametrize("text, labels", [
    # the second span's role holds its value: no misfiling
    ("drizzle the grilled halloumi", [("destination", 2, 3), ("object", 3, 4)]),
    # the first span says more than how the value was prepared
    ("drizzle honey over the hot halloumi", [("destination", 4, 5), ("modality", 5, 6)]),
])
def test_otherwise_the_spans_stay(text, labels):
    tokens = tokenize(text)
    assert _joined(text, labels) == [(label, " ".join(tokens[s:e])) for label, s, e in labels]


@pytest.mark.parametrize("text, sugar", [
    ("drizzle a little honey over the grilled halloumi", "add(honey, halloumi)"),
    ("add the honey to the grilled halloumi", "add(honey, halloumi)"),
])
def test_parser_reads_the_value(cooking_parser, text, sugar):
    result = cooking_parser.parse(text)
    assert result.command is not None, result.clarification
    assert format_predicates(result.command.predicates) == sugar
