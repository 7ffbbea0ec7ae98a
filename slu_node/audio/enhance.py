"""Noise reduction of one utterance before ASR: RNNoise, with some of the input added back when quiet.

RNNoise (:mod:`slu_node.audio.rnnoise`) recovered far more of the commands heard in kitchen noise at
12 and 6 dB than the spectral gating used before (:mod:`slu_node.audio.denoise`), but alone it cost
commands on clean speech (87 instead of 97 of 120 synthetic cooking commands right; 1 of 62 real
coffee orders clean, 3 at 18 dB): the artefacts it leaves in the speech hurt the recogniser more
than the little noise it removes. Adding a quarter of the unprocessed input back (*observation
adding*, :class:`slu_node.audio.rnnoise.RnnoiseDenoiser`) gave the clean results back and the fewest
wrong commands at 18 and 12 dB, but more wrong commands at 6 dB, where the added-back noise is loud.

So :class:`UtteranceDenoiser` buffers the first :data:`DECIDE_AFTER_S` of the utterance, estimates
its SNR against the noise heard before it (:func:`slu_node.audio.mix.estimate_snr_db`; with no noise
heard before it, on its own quietest frames: :func:`slu_node.audio.mix.blind_snr_db`), and adds
:data:`slu_node.audio.rnnoise.OBSERVATION_WEIGHT` of the input back at or above
:data:`QUIET_ABOVE_SNR_DB`, none below. The buffering costs no latency: the recogniser itself waits
for 2 s of audio to estimate the cepstral mean (:class:`slu_node.asr.pocketsphinx_asr.PocketsphinxAsr`).
The figures are in docs/results/coffee_benchmark.md (seventh session).
"""

from __future__ import annotations

from typing import Optional

import numpy as np

from slu_node.audio.denoise import StreamingDenoiser
from slu_node.audio.io import SAMPLE_RATE
from slu_node.audio.mix import blind_snr_db, estimate_snr_db

#: Noise reduction methods: ``rnnoise`` (the default) and ``spectral_gating`` (the earlier default).
METHODS = ("rnnoise", "spectral_gating")
#: At or above this estimated SNR (dB) RNNoise's output gets some of its input added back. The SNR
#: gate of the word confidences uses the same value (:data:`slu_node.frontend.LATTICE_BELOW_SNR_DB`):
#: halfway between 18 dB, where the coffee orders were recognised as well as clean ones, and 12 dB.
QUIET_ABOVE_SNR_DB = 15.0
#: Seconds of the utterance buffered before the choice is made.
DECIDE_AFTER_S = 1.0
#: Seconds of the noise clip run through RNNoise before the utterance (its output is dropped), to
#: adapt its recurrent state to the room. Shorter than the clip: RNNoise costs ~0.2 s of CPU per
#: second of audio here (the wheel's library is built without SIMD).
RNNOISE_PRIME_S = 0.5


def check_method(method: str) -> None:
    """Raises:
        ValueError: ``method`` is not one of :data:`METHODS`.
    """
    if method not in METHODS:
        raise ValueError(f"unknown noise reduction {method!r} (choose from {', '.join(METHODS)})")


class UtteranceDenoiser:
    """Noise reduction of one utterance (see the module doc).

    Same interface as :class:`slu_node.audio.denoise.StreamingDenoiser`: :meth:`push` int16 16 kHz
    samples and get back the denoised samples ready so far, :meth:`finish` for the rest; ``push``
    may follow ``finish``. The output has as many samples as the input, aligned.

    Args:
        noise_clip: int16 audio heard just before the utterance (may be empty).
        method: one of :data:`METHODS`.

    Attributes:
        snr_db: the SNR estimate the observation weight was chosen on (rnnoise; None before, or when
            under 0.2 s of audio allowed none).
        observation_weight: the share of the input added back (rnnoise; None before the choice).

    Raises:
        ValueError: unknown ``method``.
        slu_node.audio.rnnoise.RnnoiseUnavailable: ``rnnoise`` and its library cannot be loaded.
    """

    def __init__(self, noise_clip: np.ndarray, method: str = "rnnoise") -> None:
        check_method(method)
        self.noise_clip = np.asarray(noise_clip, dtype=np.int16)
        self.method = method
        self.snr_db: Optional[float] = None
        self.observation_weight: Optional[float] = None
        self._head: list[np.ndarray] = []
        self._head_n = 0
        self._inner = StreamingDenoiser(self.noise_clip) if method == "spectral_gating" else None

    def push(self, samples: np.ndarray) -> np.ndarray:
        """Add int16 samples; return the denoised samples now final (maybe none)."""
        if self._inner is not None:
            return self._inner.push(samples)
        self._head.append(np.asarray(samples, dtype=np.int16))
        self._head_n += samples.size
        if self._head_n < DECIDE_AFTER_S * SAMPLE_RATE:
            return np.zeros(0, dtype=np.int16)
        return self._start_rnnoise()

    def finish(self) -> np.ndarray:
        """Denoise and return everything not yet returned."""
        first = self._start_rnnoise() if self._inner is None else np.zeros(0, dtype=np.int16)
        return np.concatenate([first, self._inner.finish()])

    def _start_rnnoise(self) -> np.ndarray:
        """Choose the observation weight on the buffered head, start RNNoise and pass it the head."""
        from slu_node.audio.rnnoise import OBSERVATION_WEIGHT, RnnoiseDenoiser

        head = np.concatenate(self._head) if self._head else np.zeros(0, dtype=np.int16)
        self._head, self._head_n = [], 0
        self.snr_db = estimate_snr_db(head, self.noise_clip)
        if self.snr_db is None:  # nothing heard before the utterance: judge it on its quietest frames
            self.snr_db = blind_snr_db(head)
        quiet = self.snr_db is not None and self.snr_db >= QUIET_ABOVE_SNR_DB
        self.observation_weight = OBSERVATION_WEIGHT if quiet else 0.0
        self._inner = RnnoiseDenoiser(self.noise_clip[-int(RNNOISE_PRIME_S * SAMPLE_RATE):], self.observation_weight)
        return self._inner.push(head)


def denoise_utterance(samples: np.ndarray, noise_clip: np.ndarray, method: str = "rnnoise") -> np.ndarray:
    """:class:`UtteranceDenoiser` over a whole utterance (int16 16 kHz in, the same length out)."""
    d = UtteranceDenoiser(noise_clip, method)
    return np.concatenate([d.push(samples), d.finish()])
