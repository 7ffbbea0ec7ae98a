"""WPE dereverberation before ASR (slu_node.audio.dereverb, slu_node.asr.dereverbed)."""

import sys
from pathlib import Path

import numpy as np
import pytest

from slu_node.asr import create_asr
from slu_node.asr.base import AsrBackend
from slu_node.asr.dereverbed import DereverbedAsr
from slu_node.audio.dereverb import dereverberate
from slu_node.audio.io import AudioError, load_audio
from slu_node.types import Transcript

pytest.importorskip("nara_wpe")


SAMPLES = Path(__file__).resolve().parents[1] / "samples" / "commands"


def test_wpe_removes_late_reverberation():
    """The sample commands (TTS), reverberated as in a kitchen with RT60 0.7 s: after the speech has
    ended, the room's tail 100-350 ms later is what WPE predicts and removes."""
    pytest.importorskip("pyroomacoustics")
    from slu_node.audio.room import reverberate, room_impulse_response

    rir = room_impulse_response(0.7)
    kept = []
    for path in sorted(SAMPLES.glob("*.wav"))[:8]:
        speech = load_audio(path)
        dry = np.concatenate([np.zeros(8000, np.int16), speech, np.zeros(16000, np.int16)])
        end = int(np.nonzero(np.abs(dry) > 300)[0][-1])  # the last loud sample of the speech
        wet = reverberate(dry, rir)
        out = dereverberate(wet)
        assert out.dtype == np.int16 and out.size == wet.size
        tail = lambda x: float(np.sum(x[end + 1600:end + 5600].astype(np.float64) ** 2))
        assert tail(wet) > 100 * max(tail(dry), 1.0)  # the room filled the silence after the speech
        kept.append(tail(out) / tail(wet))
    assert max(kept) < 0.9 and np.median(kept) < 0.6  # measured: 0.25-0.72, median 0.36


def test_short_and_bad_input():
    short = np.arange(300, dtype=np.int16)
    assert np.array_equal(dereverberate(short), short)
    with pytest.raises(AudioError):
        dereverberate(np.zeros(1000, dtype=np.float32))
    with pytest.raises(AudioError):
        dereverberate(np.zeros((2, 1000), dtype=np.int16))


class Recorder(AsrBackend):
    """A recogniser that keeps what it was given."""

    name = "recorder"
    denoise_first = False

    def __init__(self):
        self.heard = []
        self.closed = False

    def transcribe(self, samples):
        self.heard.append(samples)
        return Transcript("ok", 1.0, processing_s=0.0, audio_s=samples.size / 16000)

    def close(self):
        self.closed = True


def test_wrapped_recogniser_hears_the_dereverberated_utterance():
    inner = Recorder()
    asr = DereverbedAsr(inner)
    assert asr.name == "recorder" and asr.denoise_first is False and asr.heard is inner.heard
    audio = load_audio(sorted(SAMPLES.glob("*.wav"))[0])
    transcript = asr.transcribe(audio)
    assert np.array_equal(inner.heard[-1], dereverberate(audio)) and transcript.processing_s > 0
    # streamed in chunks, it is dereverberated whole at the end
    asr.start()
    asr.accept(audio[:5000])
    asr.accept(audio[5000:])
    assert asr.finish().text == "ok" and np.array_equal(inner.heard[-1], dereverberate(audio))
    asr.close()
    assert inner.closed


def test_dereverb_is_an_option_of_every_backend(monkeypatch):
    wrapped = create_asr("pocketsphinx", dereverb=True)
    assert isinstance(wrapped, DereverbedAsr) and wrapped.name == "pocketsphinx"
    assert not isinstance(create_asr("pocketsphinx"), DereverbedAsr)
    monkeypatch.setitem(sys.modules, "nara_wpe", None)  # as if not installed
    monkeypatch.setitem(sys.modules, "nara_wpe.wpe", None)
    with pytest.raises(ImportError, match="pip install"):
        DereverbedAsr(Recorder())
