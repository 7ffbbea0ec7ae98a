"""Blind reverberation estimate of one utterance: how fast its sound dies away after it stops.

In a dry room the energy of speech falls by tens of dB within a few tens of ms when a sound ends; in a
reverberant one it can fall no faster than the room's decay, 60 dB per RT60 (60 / 0.6 s = 100 dB/s).
The steepest decays of an utterance therefore tell a reverberant room from a dry one without its
impulse response. This follows the decay-rate distribution method of Wen, Habets & Naylor ("Blind
estimation of reverberation time based on the distribution of signal decay rates", ICASSP 2008):
least-squares slopes of the log energy envelope over short sliding windows, in frequency bands, and a
statistic of their negative tail. Two changes make it hold in noise: the band power of the noise heard
before the utterance is subtracted first (power subtraction, floored 20 dB below the noise), so that a
decay is not cut short at the noise floor, and only windows starting well above the noise are used.

Measured in the forty-fifth session on VAD segments, with the second of audio before each as the
noise: 30 held-out generated commands spoken by six voices no rule was tuned on and the 62 real coffee
orders, clean, with kitchen ambience at 30 and 20 dB SNR and dish-washing at 15 dB. Dry, the estimate was
-341 dB/s at its least steep (medians -541 to -690 dB/s per condition). In the benchmarks' kitchen
(:mod:`slu_node.audio.room`, microphone 2 m away), RT60 0.45 and 0.6 s: medians -152 to -232 dB/s, and
703 of the 736 utterances slower than -300 dB/s; RT60 0.3 s: medians -241 (clean) to -332 dB/s (15 dB),
the noisier the steeper. It is a decay rate, not a calibrated RT60: speech still rises and falls within
a window, so the RT60 0.6 s room (whose impulse response decays 60 dB in 0.82 s, -73 dB/s) reads about
-150 dB/s.
"""

from __future__ import annotations

from typing import Optional

import numpy as np

from slu_node.audio.io import SAMPLE_RATE, ensure_pcm16

#: STFT frame and hop, samples at 16 kHz (16 / 8 ms), Hann window.
FRAME, HOP = 256, 128
#: Band edges (Hz) over which the power of each frame is summed.
BAND_EDGES = (125, 250, 375, 500, 750, 1000, 1500, 2000, 3000, 4000, 6000)
#: Frames per least-squares slope (80 ms).
WINDOW_FRAMES = 10
#: A window is used when its first frame is this far (dB) above the band's noise power, and 6 dB above
#: the band's 10th-percentile frame (for audio with no noise heard before it).
ABOVE_NOISE_DB = 10.0
#: The statistic: this percentile of the slopes (their steep tail).
PERCENTILE = 5.0
#: Fewest usable windows for an estimate.
MIN_WINDOWS = 20


def _band_power(samples: np.ndarray) -> np.ndarray:
    """Power of each band in each frame, shape (bands, frames), int16 units squared."""
    x = samples.astype(np.float64)
    n = 1 + (x.size - FRAME) // HOP
    frames = x[np.arange(FRAME)[None] + HOP * np.arange(n)[:, None]] * np.hanning(FRAME)
    spectrum = np.abs(np.fft.rfft(frames, axis=1)) ** 2
    freqs = np.fft.rfftfreq(FRAME, 1.0 / SAMPLE_RATE)
    return np.array([spectrum[:, (freqs >= lo) & (freqs < hi)].sum(axis=1)
                     for lo, hi in zip(BAND_EDGES[:-1], BAND_EDGES[1:])])


def decay_rate_db_per_s(samples: np.ndarray, noise: Optional[np.ndarray] = None) -> Optional[float]:
    """The steepest decays of an utterance's energy, in dB per second (see the module doc).

    Args:
        samples: int16 mono 16 kHz, the utterance (its VAD segment, padding included).
        noise: int16 mono 16 kHz heard without speech just before it, whose band powers are subtracted;
            None (or shorter than one 16 ms frame): nothing is subtracted.

    Returns:
        the :data:`PERCENTILE`-th percentile of the slopes, dB/s (negative: the steeper, the more negative); None when fewer than :data:`MIN_WINDOWS` windows
        rise above the noise (too short or too quiet an utterance).

    Raises:
        AudioError (a ValueError): ``samples`` or ``noise`` not 1-D int16.
    """
    samples = ensure_pcm16(samples)
    if samples.size < FRAME + HOP * WINDOW_FRAMES:
        return None
    bands = _band_power(samples)
    noise = None if noise is None else ensure_pcm16(noise)
    noise_power = (_band_power(noise).mean(axis=1) if noise is not None and noise.size >= FRAME
                   else np.zeros(len(bands)))
    offsets = (np.arange(WINDOW_FRAMES) - (WINDOW_FRAMES - 1) / 2) * HOP / SAMPLE_RATE
    weights = offsets / np.sum(offsets ** 2)  # least-squares slope of a window, as a correlation
    slopes = []
    for power, noise_b in zip(bands, noise_power):
        level = 10 * np.log10(np.maximum(power - noise_b, (noise_b + 1e-3) * 0.01))
        floor = max(np.percentile(10 * np.log10(power + 1e-3), 10) + 6.0,
                    10 * np.log10(noise_b + 1e-3) + ABOVE_NOISE_DB)
        slope = np.correlate(level, weights, mode="valid")
        slopes.append(slope[level[: slope.size] > floor])
    slopes = np.concatenate(slopes)
    if slopes.size < MIN_WINDOWS:
        return None
    return float(np.percentile(slopes, PERCENTILE))

