"""Speculative end of the streaming decode (``SpeechFrontEnd(speculate_after_ms=...)``).

A recogniser that "transcribes" the audio it was given as its length and checksum (trailing digital
silence trimmed) shows that the speculative end hands on exactly what an ordinary streaming decode would
have heard, that a pause inside an utterance restarts the decode, and how post-endpoint time is counted.
"""

import time
import zlib

import numpy as np
import pytest

from slu_node.frontend import SpeechFrontEnd
from slu_node.tts import synthesize
from slu_node.types import Transcript


class _ChecksumAsr:
    """Streaming fake: ``finish`` returns the trimmed audio's length and CRC as its text."""

    def __init__(self, finish_s: float = 0.0, accept_s: float = 0.0):
        self.finish_s = finish_s  # time each finish takes (s)
        self.accept_s = accept_s  # time each accept takes (s)
        self.starts = self.finishes = 0
        self._parts = []

    def start(self):
        self.starts += 1
        self._parts = []

    def accept(self, samples):
        time.sleep(self.accept_s)
        self._parts.append(samples.copy())

    def finish(self):
        self.finishes += 1
        time.sleep(self.finish_s)
        audio = np.trim_zeros(np.concatenate(self._parts), "b") if self._parts else np.zeros(0, np.int16)
        return Transcript(text=f"{audio.size}:{zlib.crc32(audio.tobytes())}")

    def transcribe(self, samples):
        raise AssertionError("streaming only")


def _speech(text, voice):
    x = synthesize(text, voice)
    idx = np.nonzero(np.abs(x.astype(np.int32)) > 300)[0]
    return x[idx[0]:idx[-1] + 1]


def _run(front, stream):
    heard = []
    for i in range(0, stream.size, 480):  # 30 ms chunks, as from a microphone
        heard += front.feed(stream[i:i + 480])
    return heard + front.flush()


@pytest.fixture(scope="module")
def stream(voice):
    """Two commands: the first with a 0.4 s pause inside (longer than the 300 ms speculation, shorter
    than the VAD's 600 ms stop window), 1.5 s of digital silence around them."""
    gap, pause = np.zeros(24000, np.int16), np.zeros(6400, np.int16)
    return np.concatenate([gap, _speech("crack two eggs into the bowl", voice), pause,
                           _speech("and whisk them", voice), gap, _speech("knead the dough", voice), gap])


def test_speculative_end_hears_what_a_full_decode_hears(stream):
    plain_asr, spec_asr = _ChecksumAsr(), _ChecksumAsr()
    plain = _run(SpeechFrontEnd(plain_asr, denoise=False, speculate_after_ms=None), stream)
    spec = _run(SpeechFrontEnd(spec_asr, denoise=False, speculate_after_ms=300), stream)
    assert len(plain) == len(spec) == 2
    assert [h.transcript.text for h in spec] == [h.transcript.text for h in plain]
    assert plain_asr.starts == 2
    # the pause inside the first command ended a decode that speech then restarted
    assert spec_asr.starts == 3 and spec_asr.finishes == 3


def test_speculation_off_for_pauses_shorter_than_the_setting(stream):
    asr = _ChecksumAsr()
    heard = _run(SpeechFrontEnd(asr, denoise=False, speculate_after_ms=500), stream)
    assert len(heard) == 2 and asr.starts == 2  # the 0.4 s pause is under 500 ms: no restart


def test_post_endpoint_time_counts_what_real_time_audio_would_not_cover(stream):
    # speculation at 300 ms of silence; the 600 ms stop window closes ~270 ms of audio later
    quick = _run(SpeechFrontEnd(_ChecksumAsr(finish_s=0.05), denoise=False, speculate_after_ms=300), stream)
    slow = _run(SpeechFrontEnd(_ChecksumAsr(finish_s=0.6), denoise=False, speculate_after_ms=300), stream)
    assert all(h.asr_ms < 20 for h in quick)
    assert all(250 <= h.asr_ms <= 600 for h in slow)
    assert all(h.endpoint_clock <= time.perf_counter() - h.asr_ms / 1000.0 for h in slow)


def test_post_endpoint_time_counts_work_during_speech_that_real_time_audio_would_not_cover(stream):
    # a recogniser whose work while the speech comes takes 2 ms (keeps up) or 40 ms (falls behind) per
    # 30 ms frame: in real time the second would reach the endpoint a third of the utterance late
    keeps_up = _run(SpeechFrontEnd(_ChecksumAsr(accept_s=0.002), denoise=False, speculate_after_ms=None), stream)
    behind = _run(SpeechFrontEnd(_ChecksumAsr(accept_s=0.04), denoise=False, speculate_after_ms=None), stream)
    assert all(h.asr_ms < 100 for h in keeps_up)
    for h in behind:
        speech_s = h.segment.end_s - h.segment.start_s
        assert h.asr_ms >= 1000.0 * speech_s * (0.04 - 0.03) / 0.03 * 0.8


def test_speculative_end_with_noise_reduction_finds_the_same_utterances(stream):
    rng = np.random.default_rng(2)
    noisy = np.clip(stream + rng.normal(0, 40, stream.size), -32768, 32767).astype(np.int16)
    plain = _run(SpeechFrontEnd(_ChecksumAsr(), speculate_after_ms=None), noisy)
    spec = _run(SpeechFrontEnd(_ChecksumAsr(), speculate_after_ms=300), noisy)
    assert [(h.segment.start_s, h.segment.end_s) for h in spec] == [(h.segment.start_s, h.segment.end_s) for h in plain]
    # denoised audio is never digital silence: only the length up to the speculation point differs
    for p, s in zip(plain, spec):
        assert int(s.transcript.text.split(":")[0]) <= int(p.transcript.text.split(":")[0])


def test_an_utterance_is_handed_on_at_its_endpoint_when_the_whole_stream_comes_in_one_chunk(stream):
    asr = _ChecksumAsr(finish_s=0.3)
    front = SpeechFrontEnd(asr, denoise=False, speculate_after_ms=None)
    gen = front.iter_feed(stream)
    first = next(gen)
    assert asr.finishes == 1  # the second command is not decoded yet
    rest = list(gen) + front.flush()
    assert len(rest) == 1 and asr.finishes == 2
    # its endpoint clock was taken before the second command's 0.3 s finish
    assert rest[0].endpoint_clock - first.endpoint_clock >= 0.3
