"""Silero VAD: a small neural speech / non-speech classifier, run with onnxruntime.

Silero VAD (Silero Team, github.com/snakers4/silero-vad, MIT licence) is a recurrent network trained on
speech in over 100 languages and many kinds of noise; it scores each 32 ms chunk of 16 kHz audio with a
speech probability. The ONNX model used here is the one the official PyPI wheel ``silero-vad`` bundles
(``silero_vad/data/silero_vad.onnx``, model v6, 2.3 MB). Only that file is read, so the wheel is
installed without its dependencies (torch): ``pip install --no-deps silero-vad==6.2.3``
(``scripts/install_deps.sh`` does).

Streaming follows the wheel's own ``OnnxWrapper`` (``silero_vad/utils_vad.py``): chunks of 512 samples,
each given to the model after the last 64 samples of the one before, with the recurrent state carried
from chunk to chunk.

Measured here (``docs/results/coffee_benchmark.md``, tenth session): on the three kitchen-noise files
(``../shared/data/noise``, 4.6 minutes) no chunk scored 0.5 or more (the highest 0.43), while the
quiet end of a real coffee order mixed with kitchen noise at 6 dB SNR, which the WebRTC VAD with its
energy gate took for silence, scored 0.9-1.0.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path
from typing import Optional, Union

import numpy as np

#: Samples the model scores at a time at 16 kHz (32 ms), and samples of the previous chunk put before
#: each (the wheel's OnnxWrapper).
CHUNK = 512
CONTEXT = 64
#: The wheel that carries the model, pinned (``pip install --no-deps``).
WHEEL = "silero-vad==6.2.3"


class SileroUnavailable(RuntimeError):
    """The Silero VAD model file cannot be found (the ``silero-vad`` wheel is not installed)."""


def model_path() -> Path:
    """The ONNX file inside the installed ``silero-vad`` wheel, found without importing the wheel's
    package (its ``__init__`` imports torch).

    Raises:
        SileroUnavailable: the wheel is not installed, or its model file is missing.
    """
    spec = importlib.util.find_spec("silero_vad")
    locations = list(spec.submodule_search_locations or []) if spec else []
    for folder in locations:
        path = Path(folder) / "data" / "silero_vad.onnx"
        if path.is_file():
            return path
    raise SileroUnavailable(
        f"the Silero VAD model is not installed: run `pip install --no-deps {WHEEL}` "
        "(scripts/install_deps.sh does), or use the WebRTC VAD (VadConfig(detector='webrtc'))")


class SileroVad:
    """Streaming Silero VAD over int16 16 kHz audio.

    Args:
        path: the ONNX model (None: :func:`model_path`).

    Raises:
        SileroUnavailable: no model file (``path`` None and the wheel missing).
        FileNotFoundError: ``path`` given but missing.

    Example::

        vad = SileroVad()
        for frame in frames:          # any length, int16
            vad.push(frame)
            speaking = vad.probability >= 0.5
    """

    def __init__(self, path: Optional[Union[str, Path]] = None) -> None:
        import onnxruntime as ort

        from slu_node.providers import session_options

        path = Path(path) if path is not None else model_path()
        if not path.is_file():
            raise FileNotFoundError(f"Silero VAD model not found: {path}")
        # one thread: a 2 MB model on 32 ms chunks, running beside the recogniser
        self._session = ort.InferenceSession(str(path), session_options(1), providers=["CPUExecutionProvider"])
        self._sr = np.array(16000, dtype=np.int64)
        self.reset()

    def reset(self) -> None:
        """Forget the audio heard: recurrent state, context, pending samples; probability back to 0."""
        self._state = np.zeros((2, 1, 128), dtype=np.float32)
        self._context = np.zeros(CONTEXT, dtype=np.float32)
        self._pending = np.zeros(0, dtype=np.float32)
        self.probability = 0.0

    def push(self, samples: np.ndarray) -> float:
        """Score the complete 512-sample chunks that ``samples`` (1-D int16 at 16 kHz, any length)
        completes; the rest waits for the next call.

        Returns:
            :attr:`probability`: the speech probability (0..1) of the last complete chunk heard so far
            (0.0 before the first).
        """
        x = np.asarray(samples, dtype=np.float32) / 32768.0
        buf = np.concatenate([self._pending, x]) if self._pending.size else x
        n = buf.size // CHUNK
        for i in range(n):
            chunk = buf[i * CHUNK:(i + 1) * CHUNK]
            window = np.concatenate([self._context, chunk])[None, :]
            out, self._state = self._session.run(None, {"input": window, "state": self._state, "sr": self._sr})
            self._context = chunk[-CONTEXT:]
            self.probability = float(out[0, 0])
        self._pending = buf[n * CHUNK:].copy()
        return self.probability


__all__ = ["SileroVad", "SileroUnavailable", "model_path", "CHUNK", "CONTEXT", "WHEEL"]
