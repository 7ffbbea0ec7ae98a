"""N-best word posteriors (slu_node.asr.confidence) computed by hand."""

import math

import pytest

from slu_node.asr.confidence import nbest_word_posteriors


def test_agreeing_hypotheses_add_their_mass():
    best = "can i get drip coffee".split()
    entries = [("can i get drip coffee".split(), 1000.0),
               ("can i get a drip coffee".split(), 1000.0),   # an insertion does not break agreement
               ("could i get drip coffee".split(), 700.0)]    # disagrees on the first word only
    post = nbest_word_posteriors(best, entries, temperature=300.0)
    w = [1.0, 1.0, math.exp(-1.0)]
    assert post[0] == pytest.approx((w[0] + w[1]) / sum(w))
    assert post[1:] == pytest.approx([1.0] * 4)


def test_competing_word_lowers_it_and_duplicates_count():
    best = ["almond", "milk"]
    entries = [(["almond", "milk"], 0.0), (["almond", "milk"], 0.0), (["all", "of", "milk"], 0.0)]
    post = nbest_word_posteriors(best, entries, temperature=1.0)
    assert post == pytest.approx([2 / 3, 1.0])


def test_edge_cases():
    assert nbest_word_posteriors(["a"], [], 10.0) == [0.0]
    assert nbest_word_posteriors([], [(["a"], 1.0)], 10.0) == []
    with pytest.raises(ValueError, match="temperature"):
        nbest_word_posteriors(["a"], [(["a"], 1.0)], 0.0)
