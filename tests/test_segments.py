"""The segmenter on its own (:mod:`slu_node.segments`): tagged spans of one utterance → one draft per
action, each with the role spans it takes. The spans are written by hand, as a tagger would give
them, so that these tests do not depend on the trained model."""

import pytest

from slu_node.segments import Segmenter
from slu_node.spans import bio_spans
from slu_node.values import ValueReader


@pytest.fixture(scope="module")
def segmenter(cooking_domain):
    return Segmenter(cooking_domain, ValueReader(cooking_domain))


def segments(segmenter, tagged: str, intents=None):
    """(action, [(role, text)]) per draft of ``tagged``: "word/TAG" tokens, O for untagged."""
    tokens, tags = zip(*(item.rsplit("/", 1) for item in tagged.split()))
    spans = bio_spans(tokens, tags, [1.0] * len(tokens))
    drafts = segmenter.segment(spans, intents or {}, tokens)
    return [(d.action, [(s.label, s.text) for s in d.spans]) for d in drafts]


def test_each_role_span_goes_to_the_verb_before_it(segmenter):
    got = segments(segmenter, "crack/B-act.open the/B-object eggs/I-object into/O the/B-destination bowl/I-destination "
                              "and/O whisk/B-act.mix them/B-object")
    assert got == [("open", [("object", "the eggs"), ("destination", "the bowl")]),
                   ("mix", [("object", "them")])]


def test_a_verb_with_no_object_shares_the_next_ones(segmenter):
    got = segments(segmenter, "peel/B-act.peel and/O mash/B-act.mash the/B-object potatoes/I-object")
    assert got == [("peel", [("object", "the potatoes")]), ("mash", [("object", "the potatoes")])]
    # a connector between the verbs that says one act after another does not share it
    got = segments(segmenter, "stir/B-act.mix and/O add/B-act.add the/B-object milk/I-object")
    assert got == [("mix", []), ("add", [("object", "the milk")])]


def test_the_count_of_a_shared_object_goes_to_the_first_verb(segmenter):
    """Fifty-eighth session: "peel and crush two cloves of garlic" had left the count out of both acts."""
    got = segments(segmenter, "peel/B-act.peel and/O crush/B-act.mash two/B-quantity cloves/I-quantity of/O "
                              "garlic/B-object")
    assert got == [("peel", [("quantity", "two cloves"), ("object", "garlic")]), ("mash", [("object", "garlic")])]
    # a first verb whose action holds no count leaves it with the second
    got = segments(segmenter, "whisk/B-act.mix and/O add/B-act.add two/B-quantity eggs/B-object")
    assert got[1] == ("add", [("quantity", "two"), ("object", "eggs")])


def test_a_thing_a_clause_is_about_is_not_shared(segmenter):
    """"knead and look whether the noodle is golden" had been ``knead(noodle)``: the noodle is what the
    check is about, not what is kneaded (fiftieth session)."""
    got = segments(segmenter, "knead/B-act.knead and/O look/B-act.check whether/O the/O noodle/B-object is/O "
                              "golden/B-modality")
    assert got[0] == ("knead", [])


def test_an_object_after_then_is_the_last_action_said_again(segmenter):
    got = segments(segmenter, "add/B-act.add the/B-object onions/I-object first/O then/O the/B-object "
                              "garlic/I-object")
    assert got == [("add", [("object", "the onions")]), ("add", [("object", "the garlic")])]
    # with no object before "then" there is nothing to say again: the span stays the verb's
    got = segments(segmenter, "stir/B-act.mix then/O the/B-object soup/I-object")
    assert got == [("mix", [("object", "the soup")])]


def test_spans_with_no_verb_go_to_the_action_the_intent_head_names(segmenter):
    got = segments(segmenter, "a/B-quantity pinch/I-quantity of/O salt/B-object", {"add": 0.9, "mix": 0.2})
    assert got == [("add", [("quantity", "a pinch"), ("object", "salt")])]
    assert segments(segmenter, "a/B-quantity pinch/I-quantity of/O salt/B-object", {"add": 0.3}) == []


def test_a_question_before_a_connector_is_the_action_it_asks(segmenter):
    """"is the bowl crispy then test it": the question is a check of its own, whose object "it" then
    stands for (fifty-second session: one check, "it" asked about); "are the eggs fluffy then add the
    sugar" had been ``add([egg, sugar], ..., fluffy)``. The question word may be lost, not replaced."""
    got = segments(segmenter, "are/O the/B-object eggs/I-object fluffy/B-modality then/O add/B-act.add "
                              "the/B-object sugar/I-object", {"add": 1.0})
    assert got == [("check", [("object", "the eggs"), ("modality", "fluffy")]), ("add", [("object", "the sugar")])]
    got = segments(segmenter, "is/O the/B-object bowl/I-object crispy/B-modality then/O test/B-act.check "
                              "it/B-object", {"check": 1.0})
    assert [action for action, _ in got] == ["check", "check"]
    # the question word lost ("uh the eggs fluffy ...", heard for "are the eggs ..."): a check too
    got = segments(segmenter, "uh/O the/B-object eggs/I-object fluffy/B-modality then/O add/B-act.add "
                              "the/B-object sugar/I-object", {"add": 1.0})
    assert [action for action, _ in got] == ["check", "add"]
    # another word before the thing, or a modality the check cannot hold (a manner): no question
    got = segments(segmenter, "with/O the/B-object eggs/I-object fluffy/B-modality then/O add/B-act.add "
                              "the/B-object sugar/I-object", {"add": 1.0})
    assert [action for action, _ in got] == ["add"]
    got = segments(segmenter, "the/B-object eggs/I-object slowly/B-modality then/O add/B-act.add "
                              "the/B-object sugar/I-object", {"add": 1.0})
    assert [action for action, _ in got] == ["add"]
