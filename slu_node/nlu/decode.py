"""Numpy decoding of tag scores: BIO-constrained Viterbi and forward-backward tag marginals.

The ONNX graph outputs per-token tag scores (CRF emissions, or log-softmax scores when the model has
no CRF); the linear-chain part runs here. Algorithms: Viterbi (1967) and the forward-backward
algorithm for linear-chain CRFs (Lafferty et al. 2001). BIO constraints: ``I-x`` may only follow
``B-x`` or ``I-x`` and may not start an utterance (Ramshaw & Marcus 1995 chunk encoding).
"""

from __future__ import annotations

from typing import Optional, Sequence

import numpy as np

NEG = -1e4


def bio_constraints(tags: Sequence[str]) -> tuple[np.ndarray, np.ndarray]:
    """Additive masks for BIO validity.

    Returns:
        (trans_mask float32 [K, K], start_mask float32 [K]): 0 where allowed, -1e4 where forbidden;
        ``trans_mask[i, j]`` scores the move from tag i to tag j.
    """
    k = len(tags)
    trans = np.zeros((k, k), dtype=np.float32)
    start = np.zeros(k, dtype=np.float32)
    for j, tj in enumerate(tags):
        if tj.startswith("I-"):
            start[j] = NEG
            for i, ti in enumerate(tags):
                if ti[2:] != tj[2:] or ti == "O":
                    trans[i, j] = NEG
    return trans, start


def _logsumexp(x: np.ndarray, axis: int) -> np.ndarray:
    m = x.max(axis=axis, keepdims=True)
    return (m + np.log(np.exp(x - m).sum(axis=axis, keepdims=True))).squeeze(axis)


def viterbi(
    scores: np.ndarray, trans: np.ndarray, start: np.ndarray, end: Optional[np.ndarray] = None
) -> np.ndarray:
    """Best tag path.

    Args:
        scores: float [T, K] per-token tag scores (T ≥ 1).
        trans: float [K, K] transition scores (from i to j), constraints already added.
        start, end: float [K] start / end scores (end may be None).

    Returns:
        int64 [T] tag indices.
    """
    t_len = scores.shape[0]
    delta = start + scores[0]
    back = np.zeros(scores.shape, dtype=np.int64)
    for t in range(1, t_len):
        cand = delta[:, None] + trans
        back[t] = cand.argmax(axis=0)
        delta = cand.max(axis=0) + scores[t]
    if end is not None:
        delta = delta + end
    path = np.empty(t_len, dtype=np.int64)
    path[-1] = int(delta.argmax())
    for t in range(t_len - 1, 0, -1):
        path[t - 1] = back[t, path[t]]
    return path


def marginals(
    scores: np.ndarray, trans: np.ndarray, start: np.ndarray, end: Optional[np.ndarray] = None
) -> np.ndarray:
    """Per-token tag posterior probabilities of the linear chain (forward-backward, log space).

    Args: as :func:`viterbi`. Returns float64 [T, K], each row summing to 1.
    """
    scores = scores.astype(np.float64)
    trans = trans.astype(np.float64)
    t_len, k = scores.shape
    end_v = np.zeros(k) if end is None else end.astype(np.float64)
    alpha = np.empty((t_len, k))
    beta = np.empty((t_len, k))
    alpha[0] = start + scores[0]
    for t in range(1, t_len):
        alpha[t] = _logsumexp(alpha[t - 1][:, None] + trans, axis=0) + scores[t]
    beta[-1] = end_v
    for t in range(t_len - 2, -1, -1):
        beta[t] = _logsumexp(trans + (scores[t + 1] + beta[t + 1])[None, :], axis=1)
    log_z = _logsumexp(alpha[-1] + end_v, axis=0)
    post = np.exp(alpha + beta - log_z)
    return post / post.sum(axis=1, keepdims=True)
