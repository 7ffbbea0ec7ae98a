"""Speculative end of the streaming decode (``SpeechFrontEnd(speculate_after_ms=...)``).

A recogniser that "transcribes" the audio it was given as its length and checksum (trailing digital
silence trimmed) shows that the speculative end hands on exactly what an ordinary streaming decode would
have heard, that a pause inside an utterance restarts the decode, and how post-endpoint time is counted.
"""

import time
import zlib

import numpy as np
import pytest

from slu_node.audio.mix import mix_at_snr
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
    heard = _run(SpeechFrontEnd(asr, denoise=False, speculate_after_ms=500, speculate_early_ms=None), stream)
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


class _LengthAsr(_ChecksumAsr):
    """Streaming fake: ``finish`` returns how many samples it was given (trailing silence included), and
    reports ``rate`` s of decoding per s of audio, as a recogniser's transcript does."""

    def __init__(self, rate: float):
        super().__init__()
        self.rate = rate

    def finish(self):
        self.finishes += 1
        n = sum(p.size for p in self._parts)
        return Transcript(text=str(n), audio_s=n / 16000, processing_s=self.rate * n / 16000)


@pytest.fixture(scope="module")
def long_stream(voice):
    """A short command, then a long one (about 6 s at the default voice), 3 s of digital silence around
    them (the SNR estimate's noise is the 1.5 s before the utterance's padding and pre-roll)."""
    gap = np.zeros(48000, np.int16)
    long_text = ("take the butter and the milk out of the fridge and put them in the microwave "
                 "then crack two eggs into the large bowl and whisk them with a fork")
    return np.concatenate([gap, _speech("knead the dough", voice), gap, _speech(long_text, voice), gap])


def _fed(front, stream):
    """Samples each utterance's transcript was decoded from."""
    return [int(h.transcript.text) for h in _run(front, stream)]


def test_a_long_utterance_heard_in_quiet_ends_its_decode_early(long_stream):
    """Its decode (at the prior 0.07 s per s of audio, 0.4 s) would outlast the 300 ms that the usual
    speculative end leaves before the endpoint: it ends 150 ms into the pause, which the recogniser is
    given twice, so that it decodes the same audio as at the usual end (the pause is digital silence
    here); the short command ends as before."""
    # a decode of 0.4 s: the endpoint comes about 0.3 s after the usual end, 0.45 s after the early one
    usual = _run(SpeechFrontEnd(_ChecksumAsr(finish_s=0.4), denoise=False, speculate_early_ms=None), long_stream)
    early = _run(SpeechFrontEnd(_ChecksumAsr(finish_s=0.4), denoise=False), long_stream)
    assert [h.transcript.text for h in early] == [h.transcript.text for h in usual]
    assert len(usual) == 2 and (usual[1].segment.end_s - usual[1].segment.start_s) > 5.0
    assert usual[1].asr_ms > 50 and early[1].asr_ms < usual[1].asr_ms - 50
    lengths = [_fed(SpeechFrontEnd(_LengthAsr(0.07), denoise=False, speculate_early_ms=ms), long_stream)
               for ms in (None, 150)]
    assert lengths[0] == lengths[1]


def test_the_early_end_follows_the_measured_decoding_time(long_stream):
    """A recogniser timed at 0.02 s per s of audio on the first command decodes the long one within
    the usual window: no early end."""
    usual = _fed(SpeechFrontEnd(_LengthAsr(0.02), denoise=False, speculate_early_ms=None), long_stream)
    fast = SpeechFrontEnd(_LengthAsr(0.02), denoise=False)
    assert _fed(fast, long_stream) == usual
    assert fast.decode_rate < 0.05


class _TimedChecksumAsr(_ChecksumAsr):
    """:class:`_ChecksumAsr` that reports ``rate`` s of decoding per s of audio."""

    def __init__(self, rate: float):
        super().__init__()
        self.rate = rate

    def finish(self):
        text = super().finish().text
        n = int(text.split(":")[0])
        return Transcript(text=text, audio_s=n / 16000, processing_s=self.rate * n / 16000)


def test_a_fixed_decoding_time_decides_the_early_end_whatever_the_recogniser_measures(long_stream):
    """With the rate fixed (benchmarks comparing recogniser changes: runs of the same code then hear
    the same), a recogniser timed at 0.02 s per s of audio is taken to need 0.07: in noise the long
    command ends early (the rest of its pause given as the noise before it, another checksum), where
    measured it decodes within the usual window; the rate stays as fixed."""
    noisy = mix_at_snr(long_stream, np.random.default_rng(4).normal(0, 1000, 16000).astype(np.int16), 10.0)

    def texts(front):
        return [h.transcript.text for h in _run(front, noisy)]

    usual = texts(SpeechFrontEnd(_TimedChecksumAsr(0.02), denoise=False, speculate_early_ms=None))
    assert texts(SpeechFrontEnd(_TimedChecksumAsr(0.02), denoise=False)) == usual  # measured: no early end
    fixed = SpeechFrontEnd(_TimedChecksumAsr(0.02), denoise=False)
    fixed.fix_decode_rate(0.07)
    heard = texts(fixed)
    assert heard[0] == usual[0] and heard[1] != usual[1]  # the long one ended early
    assert fixed.decode_rate == 0.07
    fixed.fix_decode_rate(None)  # measured again
    fixed.reset()
    assert texts(fixed) == usual and fixed.decode_rate < 0.05
    with pytest.raises(ValueError):
        fixed.fix_decode_rate(0.0)


def test_the_early_end_is_made_in_noise_too(long_stream):
    """At 10 dB (white noise) the long command ends its decode early as in quiet (made in quiet only
    before the forty-ninth session): as much audio decoded, the rest of the pause given as the noise
    heard before the utterance, and less left after the endpoint."""
    noise = np.random.default_rng(4).normal(0, 1000, 16000).astype(np.int16)
    noisy = mix_at_snr(long_stream, noise, 10.0)
    usual = _fed(SpeechFrontEnd(_LengthAsr(0.07), denoise=False, speculate_early_ms=None), noisy)
    assert len(usual) == 2
    assert _fed(SpeechFrontEnd(_LengthAsr(0.07), denoise=False), noisy) == usual
    late = _run(SpeechFrontEnd(_ChecksumAsr(finish_s=0.4), denoise=False, speculate_early_ms=None), noisy)
    early = _run(SpeechFrontEnd(_ChecksumAsr(finish_s=0.4), denoise=False), noisy)
    assert early[0].transcript.text == late[0].transcript.text  # the short command: the usual end
    assert early[1].transcript.text != late[1].transcript.text  # other noise in the rest of the pause
    assert late[1].asr_ms > 50 and early[1].asr_ms < late[1].asr_ms - 50
