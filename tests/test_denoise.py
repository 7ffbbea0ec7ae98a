"""Noise reduction before ASR: stream history, whole-utterance and streaming spectral gating."""

import numpy as np
import pytest

from slu_node.audio.denoise import MIN_PROFILE_S, StreamHistory, StreamingDenoiser, denoise

SR = 16000


def _noisy_tone(seconds=3.0, seed=0):
    rng = np.random.default_rng(seed)
    t = np.arange(int(seconds * SR)) / SR
    tone = 6000 * np.sin(2 * np.pi * 440 * t) * (t > 0.5) * (t < seconds - 0.5)
    noise = rng.standard_normal(t.size) * 1500
    clip = (rng.standard_normal(SR) * 1500).astype(np.int16)
    return np.clip(tone + noise, -32768, 32767).astype(np.int16), clip, tone


def test_denoise_lowers_the_noise_between_the_tones():
    noisy, clip, tone = _noisy_tone()
    out = denoise(noisy, clip)
    assert out.dtype == np.int16 and out.shape == noisy.shape
    quiet = slice(0, int(0.4 * SR))
    assert np.std(out[quiet].astype(float)) < 0.5 * np.std(noisy[quiet].astype(float))
    short_clip = clip[: int(MIN_PROFILE_S * SR) - 1]
    assert np.array_equal(denoise(noisy, short_clip), noisy)


@pytest.mark.parametrize("chunk", [160, 480, 4000])
def test_streaming_denoiser_matches_whole_utterance(chunk):
    noisy, clip, _ = _noisy_tone()
    whole = denoise(noisy, clip).astype(float)
    den = StreamingDenoiser(clip)
    parts = [den.push(noisy[i:i + chunk]) for i in range(0, noisy.size, chunk)]
    parts.append(den.finish())
    streamed = np.concatenate(parts).astype(float)
    assert streamed.size == noisy.size
    err = np.sqrt(np.mean((streamed - whole) ** 2)) / np.sqrt(np.mean(whole ** 2))
    assert err < 0.05, err


def test_streaming_denoiser_passes_audio_through_without_a_profile():
    noisy, _, _ = _noisy_tone(1.0)
    den = StreamingDenoiser(np.zeros(100, dtype=np.int16))
    out = np.concatenate([den.push(noisy[:5000]), den.push(noisy[5000:]), den.finish()])
    assert np.array_equal(out, noisy)


def test_stream_history_addresses_stream_time():
    hist = StreamHistory(seconds=1.0)
    hist.append(np.arange(SR, dtype=np.int16))
    hist.append(np.arange(SR, dtype=np.int16))  # the first second is dropped
    assert hist.clip(0.0, 0.5).size == 0
    assert np.array_equal(hist.clip(1.0, 1.5), np.arange(SR // 2, dtype=np.int16))
    assert hist.noise_before(1.5, seconds=0.25, guard_s=0.0).size == SR // 4
    hist.reset()
    assert hist.clip(0, 10).size == 0
