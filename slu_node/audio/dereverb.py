"""Dereverberation of one utterance before ASR: weighted prediction error (WPE).

WPE (Nakatani et al. 2010, "Speech dereverberation based on variance-normalized delayed linear
prediction", IEEE TASLP 18(7)) predicts the late reverberation of each STFT bin from the frames more
than ``delay`` frames back and subtracts it, weighting frames by the inverse of the speech power it
estimates, over a few iterations. The implementation is the reference one of Drude et al. 2018
("NARA-WPE: a Python package for weighted prediction error dereverberation in Numpy and Tensorflow
for online and offline processing", ITG Speech Communication): the ``nara_wpe`` package, offline
version, single channel, with its default 10 taps, delay of 3 frames and 3 iterations on 512-sample
STFT frames with a 128-sample shift (32 / 8 ms at 16 kHz).

It needs the whole utterance, so it runs after the utterance is over (see
:class:`slu_node.asr.dereverbed.DereverbedAsr`; recogniser option ``dereverb=true``). Measured in the
fifteenth session on the 62 real coffee orders (``benchmarks/coffee_benchmark.py``, streaming, each
utterance dereverberated), command acceptance without → with it:

- reverberated as in a kitchen with RT60 0.6 s, microphone 2 m away (:mod:`slu_node.audio.room`):
  clean 87.1 → 90.3 %, with kitchen noise at 18 / 12 / 6 dB 74.2 → 82.3, 51.6 → 64.5 and
  22.6 → 27.4 %; RT60 0.3 s: clean 98.4 % either way, 12 dB 83.9 → 88.7 %;
- the recordings as they are: clean 100 % and 12 dB 98.4 % either way, 6 dB 87.1 → 88.7 %;
- cost, clean recordings side by side: real-time factor 0.041 → 0.055, post-endpoint p50 / p95
  2 / 93 → 57 / 242 ms (its time adds to the end-of-utterance decode). One iteration instead of three
  cost 175 ms at p95 but kept only part of the gain (RT60 0.6 s: clean 87.1 %, 18 dB 77.4 %).

It is therefore off by default (the latency target is 150 ms at p95); turn it on for a reverberant
room or a distant microphone.
"""

from __future__ import annotations

import numpy as np

from slu_node.audio.io import ensure_pcm16

#: STFT frame and shift (samples at 16 kHz), prediction taps, delay (frames) and iterations.
FRAME, SHIFT, TAPS, DELAY, ITERATIONS = 512, 128, 10, 3, 3


def load_wpe():
    """The ``nara_wpe`` functions ``(wpe, stft, istft)``.

    Raises:
        ImportError: ``nara_wpe`` is not installed (the message says how to install it).
    """
    try:
        from nara_wpe.utils import istft, stft
        from nara_wpe.wpe import wpe
    except ImportError as exc:
        raise ImportError("dereverberation needs nara_wpe: pip install 'slu_node[dereverb]' "
                          "(or pip install nara_wpe)") from exc
    return wpe, stft, istft


def dereverberate(samples: np.ndarray) -> np.ndarray:
    """Remove late reverberation from one utterance.

    Args:
        samples: int16 mono 16 kHz, 1-D.

    Returns:
        int16 array of the same length (utterances shorter than one STFT frame come back unchanged).

    Raises:
        AudioError (a ValueError): not 1-D int16, or non-finite values.
        ImportError: no ``nara_wpe`` (see :func:`load_wpe`).
    """
    samples = ensure_pcm16(samples)
    wpe, stft, istft = load_wpe()
    if samples.size < FRAME:
        return samples.copy()
    y = samples.astype(np.float64) / 32768.0
    spectrum = stft(y, size=FRAME, shift=SHIFT)[None].transpose(2, 0, 1)  # (frequency, channel, frame)
    clean = wpe(spectrum, taps=TAPS, delay=DELAY, iterations=ITERATIONS, statistics_mode="full")
    out = istft(clean.transpose(1, 2, 0), size=FRAME, shift=SHIFT)[0][: samples.size]
    out = np.pad(out, (0, samples.size - out.size))
    return np.clip(np.round(out * 32768.0), -32768, 32767).astype(np.int16)
