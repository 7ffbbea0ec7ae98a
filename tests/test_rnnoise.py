"""RNNoise (slu_node.audio.rnnoise) and the per-utterance choice of noise reduction (slu_node.audio.enhance):
output aligned with input and as long, noise removed, the SNR gate, and a clear error without the library."""

from __future__ import annotations

import numpy as np
import pytest

from slu_node.audio import rnnoise
from slu_node.audio.enhance import UtteranceDenoiser, denoise_utterance
from slu_node.audio.mix import mix_at_snr
from slu_node.audio.rnnoise import RnnoiseDenoiser, RnnoiseUnavailable
from slu_node.tts import synthesize


@pytest.fixture(scope="module")
def speech() -> np.ndarray:
    return synthesize("crack two eggs into the bowl and whisk them", "flite:rms")


def _hum(n: int, seed: int = 0, level: float = 600.0) -> np.ndarray:
    """Coloured (low-passed) noise, int16."""
    white = np.random.default_rng(seed).standard_normal(n + 8)
    return np.clip(np.convolve(white, np.ones(8) / 8 ** 0.5, "valid")[:n] * level, -32768, 32767).astype(np.int16)


def _lag(out: np.ndarray, clean: np.ndarray, span: int = 200) -> int:
    """Lag (samples) at which ``out`` best matches ``clean`` (positive: ``out`` late)."""
    o, c = out.astype(np.float64), clean.astype(np.float64)

    def corr(d: int) -> float:
        n = c.size - abs(d)
        return float(np.dot(o[d:d + n], c[:n]) if d >= 0 else np.dot(o[:n], c[-d:-d + n]))

    lags = list(range(-span, span + 1))
    return lags[int(np.argmax([corr(d) for d in lags]))]


@pytest.mark.parametrize("chunk", [160, 320, 4801])
def test_output_is_as_long_as_the_input_and_not_delayed(speech, chunk):
    noisy = mix_at_snr(speech, _hum(speech.size * 2), 10.0, seed=1)
    d = RnnoiseDenoiser(_hum(8000, seed=2))
    parts = [d.push(noisy[i:i + chunk]) for i in range(0, noisy.size, chunk)]
    out = np.concatenate(parts + [d.finish()])
    assert out.dtype == np.int16 and out.size == noisy.size
    assert _lag(out, speech) == 0


def test_push_after_finish_goes_on_aligned(speech):
    d = RnnoiseDenoiser(np.zeros(0, np.int16))  # no noise clip: RNNoise needs no profile
    first = np.concatenate([d.push(speech[:8000]), d.finish()])
    rest = np.concatenate([d.push(speech[8000:]), d.finish()])
    assert first.size == 8000 and rest.size == speech.size - 8000
    assert _lag(rest, speech[8000:]) == 0


def test_noise_alone_is_attenuated_down_to_the_observation_floor():
    noise = _hum(16000 * 3, seed=3)
    x = noise[8000:].astype(np.float64)
    removed = {}
    for w in (0.0, 0.25):
        d = RnnoiseDenoiser(noise[:8000], observation_weight=w)
        y = np.concatenate([d.push(noise[8000:]), d.finish()]).astype(np.float64)
        removed[w] = 10 * np.log10(np.mean(x ** 2) / max(np.mean(y ** 2), 1e-9))  # dB
    assert removed[0.0] > 15.0
    assert 6.0 < removed[0.25] <= -20 * np.log10(0.25) + 0.1  # adding a quarter of the input back caps it
    with pytest.raises(ValueError):
        RnnoiseDenoiser(noise[:8000], observation_weight=1.5)


def test_the_snr_of_the_first_second_sets_how_much_input_is_added_back(speech):
    noise = _hum(16000 * 4, seed=4)
    noisy, quiet = mix_at_snr(speech, noise, 5.0, seed=5), mix_at_snr(speech, noise, 30.0, seed=5)
    nothing = np.zeros(0, np.int16)
    cases = {"noisy": (noisy, noise[:16000]),
             "quiet": (quiet, (noise[:16000] * 10 ** (-25 / 20)).astype(np.int16)),
             "noisy, nothing heard before": (noisy, nothing), "quiet, nothing heard before": (quiet, nothing)}
    weights = {}
    for name, (audio, clip) in cases.items():
        d = UtteranceDenoiser(clip)
        assert d.push(audio[:8000]).size == 0 and d.observation_weight is None  # still buffering the first second
        out = np.concatenate([d.push(audio[8000:]), d.finish()])
        assert out.size == audio.size and _lag(out, speech) == 0
        weights[name] = d.observation_weight
    w = rnnoise.OBSERVATION_WEIGHT
    assert weights == {"noisy": 0.0, "quiet": w, "noisy, nothing heard before": 0.0, "quiet, nothing heard before": w}
    gated = UtteranceDenoiser(noise[:16000], "spectral_gating")
    assert gated.push(noisy).size > 0 and gated.observation_weight is None  # no buffering, no RNNoise
    assert denoise_utterance(noisy, noise[:16000], "spectral_gating").size == speech.size
    with pytest.raises(ValueError):
        UtteranceDenoiser(noise[:16000], "wiener")


def test_a_missing_library_is_a_clear_error(monkeypatch):
    from slu_node.audio.vad import VadConfig
    from slu_node.frontend import SpeechFrontEnd

    monkeypatch.setattr(rnnoise, "_LIB", None)
    monkeypatch.setattr(rnnoise.importlib.util, "find_spec", lambda name: None)  # Silero's wheel too
    with pytest.raises(RnnoiseUnavailable, match="pip install pyrnnoise"):
        RnnoiseDenoiser(np.zeros(0, np.int16))
    webrtc = VadConfig(detector="webrtc")
    with pytest.raises(RnnoiseUnavailable):  # at construction, not at the first noisy utterance
        SpeechFrontEnd(asr=None, vad_config=webrtc, denoise=True)
    SpeechFrontEnd(asr=None, vad_config=webrtc, denoise=True, denoiser="spectral_gating")  # no library needed
    with pytest.raises(ValueError):
        SpeechFrontEnd(asr=None, vad_config=webrtc, denoiser="wiener")
