"""The speech-recogniser interface every ASR backend implements.

A backend turns one utterance of int16 mono 16 kHz samples into a :class:`~slu_node.types.Transcript`
(best text, 0..1 confidence, n-best alternatives, word timings, audio and processing seconds).
Backends that can decode incrementally also implement ``start`` / ``accept`` / ``finish``; the default
implementation buffers the audio and decodes it in ``finish``.
"""

from __future__ import annotations

import abc
import time

import numpy as np

from slu_node.audio.io import SAMPLE_RATE, ensure_pcm16
from slu_node.types import Transcript


class AsrBackend(abc.ABC):
    """A speech recogniser for single utterances.

    Subclasses implement :meth:`transcribe`; the streaming methods default to buffering.
    ``name`` identifies the backend in logs and benchmarks.
    """

    name: str = "asr"
    #: True when ``accept`` decodes incrementally (partial results possible) rather than buffering.
    streaming: bool = False
    #: True when noise reduction before this recogniser helps it (the front end's default).
    denoise_first: bool = True

    @abc.abstractmethod
    def transcribe(self, samples: np.ndarray) -> Transcript:
        """Recognise one utterance.

        Args:
            samples: 1-D int16 mono at 16 kHz (leading/trailing silence is fine).

        Returns:
            a Transcript; ``text`` is "" when nothing was recognised.

        Raises:
            AudioError: samples not 1-D int16.
        """

    def start(self) -> None:
        """Begin a new utterance for streaming input (discards any unfinished one)."""
        self._buffer: list[np.ndarray] = []

    def accept(self, samples: np.ndarray) -> None:
        """Add a chunk of int16 16 kHz audio to the current utterance (``start`` is implied)."""
        if not hasattr(self, "_buffer"):
            self.start()
        self._buffer.append(ensure_pcm16(samples).copy())

    def finish(self) -> Transcript:
        """End the current utterance and return its transcript."""
        parts = getattr(self, "_buffer", [])
        self._buffer = []
        audio = np.concatenate(parts) if parts else np.zeros(0, dtype=np.int16)
        return self.transcribe(audio)

    def close(self) -> None:
        """Release resources (no-op by default)."""


def empty_transcript(audio_s: float = 0.0, started: float | None = None) -> Transcript:
    """The transcript of an utterance in which nothing was recognised."""
    elapsed = time.perf_counter() - started if started is not None else 0.0
    return Transcript(text="", confidence=0.0, alternatives=(), words=(), audio_s=audio_s, processing_s=elapsed)


def audio_seconds(samples: np.ndarray) -> float:
    """Duration of 16 kHz samples in seconds."""
    return len(samples) / SAMPLE_RATE
