"""Utterance SNR estimate, and lattice-only word confidence for utterances heard in heavy noise."""

from pathlib import Path

import numpy as np
import pytest

from slu_node.asr.confidence import lattice_only
from slu_node.audio.mix import blind_snr_db, estimate_snr_db, mix_at_snr
from slu_node.parser import SpokenCommandParser
from slu_node.pipeline import Pipeline
from slu_node.tts import synthesize
from slu_node.types import Transcript, Word

DOMAIN_DIR = Path(__file__).resolve().parents[1] / "models" / "cooking"
SR = 16000


def _vowel(seconds=2.0):
    """Test signal without pauses (the estimate counts pauses inside an utterance as silence, which
    lowers it by their share): harmonics of 150 Hz, amplitude-modulated at 4 Hz."""
    t = np.arange(int(seconds * SR)) / SR
    wave = sum(np.sin(2 * np.pi * 150 * k * t) / k for k in range(1, 6))
    return (4000 * wave * (0.6 + 0.4 * np.sin(2 * np.pi * 4 * t))).astype(np.int16)


@pytest.mark.parametrize("snr", [18.0, 12.0, 6.0, 0.0])
def test_estimate_follows_the_mixed_snr(snr):
    rng = np.random.default_rng(3)
    noise = (rng.standard_normal(SR * 4) * 3000).astype(np.int16)
    padded = np.concatenate([np.zeros(SR, np.int16), _vowel()])  # 1 s of noise alone, then the bursts
    mixed = mix_at_snr(padded, noise, snr, seed=1)
    estimate = estimate_snr_db(mixed[SR:], mixed[: SR - 800])
    assert estimate == pytest.approx(snr, abs=1.5)


def test_estimate_needs_noise_and_audio():
    noise = np.full(SR, 100, np.int16)
    assert estimate_snr_db(_vowel(), noise[:800]) is None  # 50 ms of noise is too little
    assert estimate_snr_db(np.zeros(0, np.int16), noise) is None
    assert estimate_snr_db(noise, noise) == -20.0  # nothing above the noise


@pytest.mark.parametrize("snr", [30.0, 12.0, 6.0])
def test_blind_estimate_reads_the_snr_from_the_pauses_of_speech(snr):
    """No noise heard before: the quietest frames of the utterance itself stand for the noise. On
    speech (with its pauses) the estimate reads within a few dB."""
    speech = synthesize("crack two eggs into the bowl and whisk them", "flite:rms")
    noise = (np.random.default_rng(4).standard_normal(SR * 8) * 3000).astype(np.int16)
    estimate = blind_snr_db(mix_at_snr(speech, noise, snr, seed=2))
    assert estimate == pytest.approx(snr, abs=3.0)
    assert blind_snr_db(speech[:3000]) is None  # under 10 frames


def _transcript(lattice=0.05, nbest=0.95):
    words = tuple(Word(w, 0.0, 0.0, nbest, lattice) for w in "grate the cheese".split())
    return Transcript("grate the cheese", nbest, (("grate the cheese", nbest), ("grate the peas", nbest / 2)), words)


def test_lattice_only_takes_back_the_nbest_support():
    t = lattice_only(_transcript())
    assert [w.confidence for w in t.words] == [0.05] * 3
    assert t.confidence == pytest.approx(0.05)
    assert [c for _, c in t.alternatives] == pytest.approx([0.05, 0.025])
    plain = Transcript("grate the cheese", 0.7, (), tuple(Word(w, 0.0, 0.0, 0.7) for w in "grate the cheese".split()))
    assert lattice_only(plain) is plain  # no lattice posteriors: unchanged


class _FixedAsr:
    """Hears the same words in any audio, sure of them by N-best support, unsure by the lattice."""

    def transcribe(self, samples):
        return _transcript()


@pytest.fixture(scope="module")
def parser():
    return SpokenCommandParser.load(DOMAIN_DIR)


@pytest.mark.parametrize("snr, gate, accepted", [(30.0, 15.0, True), (12.0, 15.0, False), (12.0, None, True)])
def test_heavy_noise_falls_back_to_lattice_confidence(parser, voice, snr, gate, accepted):
    rng = np.random.default_rng(0)
    speech = synthesize("grate the cheese", voice)
    padded = np.concatenate([np.zeros(2 * SR, np.int16), speech, np.zeros(SR, np.int16)])
    noise = (rng.standard_normal(padded.size) * 2000).astype(np.int16)
    stream = mix_at_snr(padded, noise, snr, seed=0)
    pipe = Pipeline(parser, _FixedAsr(), streaming=False, lattice_below_snr_db=gate)
    results = pipe.process_audio(stream)
    assert results and results[0].snr_db is not None
    assert (results[0].snr_db < 15.0) == (snr < 15.0)
    assert any(r.parse.command is not None for r in results) == accepted


class _StreamedFixedAsr(_FixedAsr):
    """The same, through the streaming calls."""

    def start(self):
        pass

    def accept(self, samples):
        pass

    def finish(self):
        return _transcript()


@pytest.mark.parametrize("streaming", [False, True])
def test_a_long_recording_fed_at_once_keeps_the_noise_before_each_utterance(parser, voice, streaming):
    # the stream history keeps 20 s: feeding 26 s at once must not lose the noise before the first command
    rng = np.random.default_rng(1)
    speech = synthesize("grate the cheese", voice)
    gap = np.zeros(2 * SR, np.int16)
    padded = np.concatenate([gap, speech, np.zeros(20 * SR, np.int16), speech, gap])
    stream = mix_at_snr(padded, (rng.standard_normal(padded.size) * 2000).astype(np.int16), 20.0, seed=0)
    pipe = Pipeline(parser, _FixedAsr() if not streaming else _StreamedFixedAsr(), streaming=streaming)
    results = pipe.process_audio(stream)
    assert len(results) == 2
    assert all(r.snr_db is not None and 10.0 < r.snr_db < 30.0 for r in results)
