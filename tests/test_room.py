"""Room reverberation for the benchmarks (slu_node.audio.room): impulse responses and convolution."""

import numpy as np
import pytest

from slu_node.audio.io import AudioError
from slu_node.audio.room import reverberate, room_impulse_response

pytest.importorskip("pyroomacoustics")


def decay_time_s(rir, drop_db=20.0):
    """Time for the Schroeder energy decay curve (backward-integrated squared response) to fall by
    ``drop_db`` dB."""
    energy = np.cumsum(rir[::-1].astype(np.float64) ** 2)[::-1]
    curve = 10 * np.log10(energy / energy[0])
    return np.argmax(curve <= -drop_db) / 16000


def test_impulse_response_starts_at_its_direct_path_and_decays_with_the_rt60():
    short, long = room_impulse_response(0.3), room_impulse_response(0.8)
    for rir in (short, long):
        assert rir.dtype == np.float32 and rir[0] == pytest.approx(1.0) and np.abs(rir).max() == pytest.approx(1.0)
    # a 20 dB drop takes a third of the RT60 in a diffuse field: the longer room must take longer,
    # and each within a factor of two of its target (the image-source response measures longer)
    t_short, t_long = decay_time_s(short), decay_time_s(long)
    assert t_long > 1.8 * t_short
    assert 0.3 / 3 / 2 < t_short < 0.3 / 3 * 2 and 0.8 / 3 / 2 < t_long < 0.8 / 3 * 2


def test_reverberation_keeps_length_and_level_and_spreads_an_impulse():
    rng = np.random.default_rng(0)
    speech = (rng.standard_normal(16000) * 3000).astype(np.int16)
    wet = reverberate(speech, room_impulse_response(0.6))
    assert wet.dtype == np.int16 and wet.size == speech.size
    rms = lambda x: np.sqrt(np.mean(x.astype(np.float64) ** 2))
    assert rms(wet) == pytest.approx(rms(speech), rel=0.02)
    # an identity response changes nothing; a click is smeared over the room's decay
    assert np.array_equal(reverberate(speech, np.array([1.0, 0.0, 0.0])), speech)
    click = np.zeros(8000, dtype=np.int16)
    click[100] = 20000
    heard = reverberate(click, room_impulse_response(0.6))
    assert np.count_nonzero(np.abs(heard[200:]) > 10) > 1000


def test_bad_input_gives_clear_errors():
    rir = room_impulse_response(0.4)
    with pytest.raises(AudioError):
        reverberate(np.zeros(100, dtype=np.float32), rir)
    with pytest.raises(ValueError, match="rir"):
        reverberate(np.zeros(100, dtype=np.int16), np.array([]))
    with pytest.raises(ValueError, match="rir"):
        reverberate(np.zeros(100, dtype=np.int16), np.array([1.0, np.nan]))
    assert reverberate(np.zeros(0, dtype=np.int16), rir).size == 0
    with pytest.raises(ValueError, match="positive"):
        room_impulse_response(0.0)
    with pytest.raises(ValueError, match="inside the room"):
        room_impulse_response(0.4, mic=(6.0, 1.0, 1.0))


def test_the_benchmarks_room_is_described_with_its_rt60_size_and_distance():
    from slu_node.audio.room import describe_kitchen

    assert describe_kitchen(0.6) == "RT60 0.6 s (Sabine), 5 x 4 x 2.7 m kitchen, microphone 2 m from the speaker"
