"""Per-utterance latency and size measurement of a loaded :class:`~slu_node.nlu.infer.NluModel`."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Sequence

import numpy as np


def measure_latency(model, utterances: Sequence[Sequence[str]], *, warmup: int = 20, repeats: int = 1) -> dict:
    """Wall-clock time of ``model.predict(tokens)`` (encoding + ONNX run + Viterbi decoding), one
    utterance at a time.

    Args:
        model: anything with ``predict(tokens)`` (NluModel, or the CRF baseline).
        utterances: token lists; each is timed ``repeats`` times after ``warmup`` untimed calls.

    Returns:
        dict with ``p50_ms``, ``p95_ms``, ``mean_ms``, ``max_ms`` (milliseconds per utterance) and ``n``.

    Raises:
        ValueError: no utterances.
    """
    if not utterances:
        raise ValueError("no utterances to time")
    for i in range(warmup):
        model.predict(utterances[i % len(utterances)])
    times = []
    for _ in range(repeats):
        for toks in utterances:
            t0 = time.perf_counter()
            model.predict(toks)
            times.append((time.perf_counter() - t0) * 1000.0)
    arr = np.asarray(times)
    return {
        "p50_ms": float(np.percentile(arr, 50)),
        "p95_ms": float(np.percentile(arr, 95)),
        "mean_ms": float(arr.mean()),
        "max_ms": float(arr.max()),
        "n": int(arr.size),
    }


def file_size_mb(path) -> float:
    """Size of a file in MB (10^6 bytes)."""
    return Path(path).stat().st_size / 1e6
