"""The recogniser's top-k selection (:func:`slu_node.asr.moonshine_asr.top_k`) and log-softmax
normaliser against numpy's own."""

import numpy as np
import pytest

from slu_node.asr.moonshine_asr import log_sum_exp, top_k


@pytest.mark.parametrize("width", [32768, 1024, 40])
def test_top_k_finds_the_largest_entries_best_first(width):
    rng = np.random.default_rng(width)
    for _ in range(20):
        scores = (rng.standard_normal((8, width)) * 3).astype(np.float32)
        top = top_k(scores, 16)
        assert top.shape == (8, 16)
        expected = np.sort(np.argpartition(-scores, 16, axis=1)[:, :16], axis=1)
        assert (np.sort(top, axis=1) == expected).all()
        picked = np.take_along_axis(scores, top, axis=1)
        assert (np.diff(picked, axis=1) <= 0).all()


def test_top_k_of_peaked_rows_and_ties():
    scores = np.full((2, 4096), -50.0, np.float32)
    scores[0, [7, 300, 4000]] = [5.0, 4.0, 3.0]  # a few tokens stand out, as in real logits
    scores[1, :20] = 1.0  # more tied entries than k
    top = top_k(scores, 3)
    assert top[0].tolist() == [7, 300, 4000]
    assert set(top[1].tolist()) <= set(range(20)) and len(set(top[1].tolist())) == 3


def test_log_sum_exp_normalises_a_softmax():
    rng = np.random.default_rng(0)
    scores = (rng.standard_normal((3, 500)) * 20).astype(np.float64)
    logp = scores - log_sum_exp(scores)
    assert np.allclose(np.exp(logp).sum(axis=1), 1.0)
