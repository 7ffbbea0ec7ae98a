"""Room reverberation for robustness tests: speech as a microphone across a room would hear it.

A kitchen is a hard, reverberant room and the robot's microphone is a metre or more from the speaker,
so what reaches the recogniser is the speech convolved with the room's impulse response. The impulse
response comes from the image-source method (Allen & Berkley 1979, "Image method for efficiently
simulating small-room acoustics", JASA 65(4)) for a shoebox room whose wall absorption is set from a
target RT60 by Sabine's formula, as implemented by ``pyroomacoustics`` (``inverse_sabine``,
``ShoeBox``; Scheibler et al. 2018). For the benchmarks and tests only (the
pipeline never imports it): install the ``rooms`` extra (``pip install pyroomacoustics``).
"""

from __future__ import annotations

from typing import Sequence

import numpy as np

from slu_node.audio.io import SAMPLE_RATE, ensure_pcm16

#: A small kitchen, metres (length, width, height).
KITCHEN = (5.0, 4.0, 2.7)
#: The speaker's mouth and the robot's microphone in :data:`KITCHEN`, metres: 2 m apart.
SPEAKER = (1.5, 2.0, 1.6)
MICROPHONE = (3.5, 2.2, 1.0)


def describe_kitchen(rt60_s: float) -> str:
    """The benchmarks' room in words, for their reports: "RT60 0.6 s (Sabine), 5 x 4 x 2.7 m kitchen,
    microphone 2 m from the speaker" (the distance between :data:`SPEAKER` and :data:`MICROPHONE`,
    rounded to the metre)."""
    distance = round(float(np.linalg.norm(np.subtract(SPEAKER, MICROPHONE))))
    return (f"RT60 {rt60_s:g} s (Sabine), {' x '.join(f'{d:g}' for d in KITCHEN)} m kitchen, "
            f"microphone {distance} m from the speaker")


def room_impulse_response(rt60_s: float, room: Sequence[float] = KITCHEN, source: Sequence[float] = SPEAKER,
                          mic: Sequence[float] = MICROPHONE) -> np.ndarray:
    """Impulse response from ``source`` to ``mic`` in a shoebox ``room`` with reverberation time
    ``rt60_s`` (Sabine; the image-source response measures somewhat longer: 0.82 s for a 0.6 s target
    in :data:`KITCHEN`).

    Returns:
        float32 1-D array at 16 kHz, starting at its direct-path peak, scaled so that the peak is 1.

    Raises:
        ImportError: ``pyroomacoustics`` is not installed (the message says how to install it).
        ValueError: ``rt60_s`` not positive, too short for the room (walls would absorb more than all
            of the sound), or a position outside the room.
    """
    try:
        import pyroomacoustics as pra
    except ImportError as exc:
        raise ImportError("room reverberation needs pyroomacoustics: pip install 'slu_node[rooms]' "
                          "(or pip install pyroomacoustics)") from exc
    if not rt60_s > 0:
        raise ValueError(f"rt60_s must be positive, got {rt60_s}")
    for name, point in (("source", source), ("mic", mic)):
        if len(point) != 3 or not all(0 < p < r for p, r in zip(point, room)):
            raise ValueError(f"{name} {tuple(point)} is not inside the room {tuple(room)}")
    absorption, max_order = pra.inverse_sabine(rt60_s, list(room))  # ValueError when rt60 is too short
    shoebox = pra.ShoeBox(list(room), fs=SAMPLE_RATE, materials=pra.Material(absorption), max_order=max_order)
    shoebox.add_source(list(source))
    shoebox.add_microphone(list(mic))
    shoebox.compute_rir()
    rir = np.asarray(shoebox.rir[0][0], dtype=np.float64)
    peak = int(np.argmax(np.abs(rir)))
    return (rir[peak:] / abs(rir[peak])).astype(np.float32)


def reverberate(samples: np.ndarray, rir: np.ndarray) -> np.ndarray:
    """Convolve int16 16 kHz mono ``samples`` with ``rir`` (:func:`room_impulse_response`).

    Returns:
        int16 array of the input's length (the reverberant tail past its end is cut), scaled to the
        input's RMS level and clipped to the int16 range.

    Raises:
        AudioError (a ValueError): ``samples`` not 1-D int16 or not finite.
        ValueError: ``rir`` empty or not finite.
    """
    from scipy.signal import fftconvolve

    dry = ensure_pcm16(samples).astype(np.float64)
    rir = np.asarray(rir, dtype=np.float64)
    if rir.ndim != 1 or rir.size == 0 or not np.all(np.isfinite(rir)):
        raise ValueError("rir must be a non-empty 1-D array of finite values")
    if dry.size == 0:
        return np.zeros(0, dtype=np.int16)
    wet = fftconvolve(dry, rir)[: dry.size]
    level = np.sqrt(np.mean(dry ** 2)) / max(np.sqrt(np.mean(wet ** 2)), 1e-9)
    return np.clip(np.round(wet * level), -32768, 32767).astype(np.int16)
