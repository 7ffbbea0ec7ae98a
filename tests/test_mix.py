"""Noise mixing: the SNR obtained is the SNR asked for (within 0.5 dB), seeded and bounded."""

import numpy as np
import pytest

from slu_node.audio.io import AudioError
from slu_node.audio.mix import crop_noise, load_noise, measure_snr, mix_at_snr, power


def speech_like(seconds=3.0, seed=0):
    """Bursts of a harmonic signal separated by silence (an active part and pauses)."""
    rng = np.random.default_rng(seed)
    t = np.arange(int(seconds * 16000)) / 16000
    x = 0.2 * np.sin(2 * np.pi * 180 * t) + 0.1 * np.sin(2 * np.pi * 720 * t)
    gate = (np.sin(2 * np.pi * 0.7 * t) > 0.2).astype(float)
    return (x * gate * 32767 + rng.normal(0, 3, t.size)).astype(np.int16)


@pytest.fixture(scope="module")
def noises():
    rng = np.random.default_rng(1)
    out = {"white": rng.normal(0, 2000, 7000).astype(np.int16)}  # shorter than the speech: looped
    try:
        out["kitchen"] = load_noise("kitchen_ambience")
    except FileNotFoundError:
        pass
    return out


@pytest.mark.parametrize("snr", [20.0, 10.0, 0.0, -5.0])
@pytest.mark.parametrize("active", [True, False])
def test_snr_within_half_a_db(noises, snr, active):
    speech = speech_like()
    for name, noise in noises.items():
        mixed = mix_at_snr(speech, noise, snr, seed=4, active=active)
        assert mixed.dtype == np.int16 and len(mixed) == len(speech)
        added = mixed.astype(np.float64) - speech
        assert abs(measure_snr(speech, added, active=active) - snr) <= 0.5, name


def test_active_snr_ignores_pauses():
    speech = speech_like()
    padded = np.concatenate([speech, np.zeros(len(speech) * 3, np.int16)])
    assert abs(power(padded, active=True) - power(speech, active=True)) / power(speech, active=True) < 0.05
    assert power(padded) < power(speech) / 3


def test_seeded_offsets(noises):
    speech, noise = speech_like(), noises["white"]
    a = mix_at_snr(speech, noise, 10, seed=1)
    assert np.array_equal(a, mix_at_snr(speech, noise, 10, seed=1))
    assert not np.array_equal(a, mix_at_snr(speech, noise, 10, seed=2))
    loop = crop_noise(noise, 3 * len(noise), seed=0)
    assert len(loop) == 3 * len(noise) and set(np.unique(loop)) <= set(np.unique(noise))


def test_result_is_clipped_to_int16(noises):
    loud = np.full(16000, 30000, np.int16)
    mixed = mix_at_snr(loud, noises["white"], -10, seed=0)
    assert mixed.max() <= 32767 and mixed.min() >= -32768 and mixed.dtype == np.int16


def test_errors():
    speech = speech_like(1.0)
    with pytest.raises(AudioError, match="noise is silent"):
        mix_at_snr(speech, np.zeros(100, np.int16), 10)
    with pytest.raises(AudioError, match="speech is silent"):
        mix_at_snr(np.zeros(1000, np.int16), speech, 10)
    with pytest.raises(AudioError, match="empty"):
        mix_at_snr(speech, np.zeros(0, np.int16), 10)
    with pytest.raises(AudioError, match="finite"):
        mix_at_snr(speech, speech, float("nan"))
    with pytest.raises(FileNotFoundError, match="available"):
        load_noise("no_such_noise")
