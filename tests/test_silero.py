"""Silero VAD wrapper: streaming equals whole-input scoring, speech scores high and noise low, errors."""

import numpy as np
import pytest

from slu_node.audio import silero
from slu_node.audio.silero import CHUNK, SileroUnavailable, SileroVad
from slu_node.tts import available_voices, synthesize


@pytest.fixture(scope="module")
def vad():
    try:
        return SileroVad()
    except SileroUnavailable as exc:
        pytest.skip(str(exc))


def _speech():
    voices = [v for v in ("flite:slt", "espeak:en-us") if v in available_voices()]
    if not voices:
        pytest.skip("no flite/espeak-ng voice installed")
    return synthesize("put the pan on the stove over medium heat", voices[0])


def _scores(vad, samples, sizes):
    """Probabilities after each push of ``samples`` cut into pieces of the given sizes (cycled)."""
    vad.reset()
    out, pos, i = [], 0, 0
    while pos < samples.size:
        n = sizes[i % len(sizes)]
        out.append(vad.push(samples[pos:pos + n]))
        pos, i = pos + n, i + 1
    return out


def test_any_chunking_gives_the_same_chunk_scores(vad):
    x = _speech()
    per_chunk = _scores(vad, x, [CHUNK])
    # 480-sample frames (the VAD's 30 ms) and odd sizes: the score after the last push is that of the
    # last complete 512-sample chunk, the same as when fed chunk by chunk
    for sizes in ([480], [1, 1000, 37], [x.size]):
        last = _scores(vad, x, sizes)[-1]
        assert last == pytest.approx(per_chunk[x.size // CHUNK - 1], abs=1e-6)


def test_speech_scores_high_silence_and_noise_low(vad):
    speech = _speech()
    probs = np.array(_scores(vad, speech, [CHUNK]))
    assert np.mean(probs >= 0.5) >= 0.5, probs.round(2)
    assert max(_scores(vad, np.zeros(16000, np.int16), [CHUNK])) < 0.2
    white = np.random.default_rng(0).normal(0, 1000, 3 * 16000).astype(np.int16)
    assert np.mean(np.array(_scores(vad, white, [CHUNK])) >= 0.5) < 0.05


def test_reset_forgets_the_speech(vad):
    speech = _speech()
    vad.reset()
    vad.push(speech)
    assert vad.probability > 0.0
    vad.reset()
    assert vad.probability == 0.0
    assert vad.push(np.zeros(100, np.int16)) == 0.0  # no complete chunk yet


def test_missing_model_errors(monkeypatch, tmp_path):
    with pytest.raises(FileNotFoundError, match="Silero"):
        SileroVad(tmp_path / "absent.onnx")
    monkeypatch.setattr(silero.importlib.util, "find_spec", lambda name: None)
    with pytest.raises(SileroUnavailable, match="pip install --no-deps silero-vad"):
        silero.model_path()
