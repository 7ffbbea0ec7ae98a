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
    t_len, k = scores.shape
    cols = np.arange(k)
    delta = start + scores[0]
    back = np.zeros(scores.shape, dtype=np.int64)
    for t in range(1, t_len):
        cand = delta[:, None] + trans
        idx = cand.argmax(axis=0)
        back[t] = idx
        delta = cand[idx, cols] + scores[t]
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
    """Per-token tag posterior probabilities of the linear chain (forward-backward).

    Runs in probability space with per-step normalisation (Rabiner 1989 scaling), which is a K×K
    matrix-vector product per token; falls back to log space if that underflows.

    Args: as :func:`viterbi`. Returns float64 [T, K], each row summing to 1.
    """
    post = _marginals_scaled(scores, np.exp(trans - trans.max()), start, end)
    return post if post is not None else _marginals_log(scores, trans, start, end)


def _marginals_scaled(scores, exp_trans, start, end) -> Optional[np.ndarray]:
    scores = np.asarray(scores, dtype=np.float64)
    t_len, k = scores.shape
    e = np.exp(scores - scores.max(axis=1, keepdims=True))
    alpha = np.empty((t_len, k))
    beta = np.empty((t_len, k))
    a = np.exp(start - start.max()) * e[0]
    with np.errstate(invalid="ignore", divide="ignore", over="ignore"):
        alpha[0] = a / a.sum()
        for t in range(1, t_len):
            a = (alpha[t - 1] @ exp_trans) * e[t]
            alpha[t] = a / a.sum()
        b = np.ones(k) if end is None else np.exp(end - end.max())
        beta[-1] = b / b.sum()
        for t in range(t_len - 2, -1, -1):
            b = exp_trans @ (e[t + 1] * beta[t + 1])
            beta[t] = b / b.sum()
        post = alpha * beta
        post /= post.sum(axis=1, keepdims=True)
    return post if np.all(np.isfinite(post)) else None


def _marginals_log(scores, trans, start, end) -> np.ndarray:
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


class ChainDecoder:
    """BIO-constrained linear-chain decoding with the transition exponentials computed once.

    Args:
        trans: float [K, K], start / end: float [K] (learnt CRF scores, or zeros); BIO constraint
            masks must already be added.
    """

    def __init__(self, trans: np.ndarray, start: np.ndarray, end: Optional[np.ndarray] = None):
        self.trans = np.asarray(trans, dtype=np.float64)
        self.start = np.asarray(start, dtype=np.float64)
        self.end = None if end is None else np.asarray(end, dtype=np.float64)
        self._exp_trans = np.exp(self.trans - self.trans.max())

    def decode(self, scores: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Best path (int64 [T]) and the posterior probability of each of its tags (float64 [T])."""
        scores = np.asarray(scores, dtype=np.float64)
        path = viterbi(scores, self.trans, self.start, self.end)
        post = _marginals_scaled(scores, self._exp_trans, self.start, self.end)
        if post is None:
            post = _marginals_log(scores, self.trans, self.start, self.end)
        return path, post[np.arange(len(path)), path]
