"""Blind decay-rate estimate (slu_node.audio.reverb) and the policy that treats reverberant speech as
speech heard in noise."""

from pathlib import Path

import numpy as np
import pytest

from slu_node.audio.io import AudioError
from slu_node.audio.mix import mix_at_snr
from slu_node.audio.reverb import decay_rate_db_per_s
from slu_node.audio.room import reverberate
from slu_node.clarify import ClarificationPolicy
from slu_node.parser import SpokenCommandParser
from slu_node.pipeline import Pipeline
from slu_node.tts import synthesize
from slu_node.types import Transcript, Word

DOMAIN_DIR = Path(__file__).resolve().parents[1] / "models" / "cooking"
SR = 16000
REVERBERANT = ClarificationPolicy().reverberant_decay_db_per_s


def _room(rt60_s: float) -> np.ndarray:
    """Statistical impulse response (Polack 1988): a unit direct path, then Gaussian noise whose
    envelope falls 60 dB in ``rt60_s``; needs no room simulator."""
    t = np.arange(int(rt60_s * SR)) / SR
    tail = np.random.default_rng(5).standard_normal(t.size) * np.exp(-3 * np.log(10) * t / rt60_s) * 0.3
    tail[0] = 1.0
    return tail.astype(np.float32)


@pytest.fixture(scope="module")
def speech(voice):
    said = synthesize("crack two eggs into the bowl and whisk them", voice)
    return np.concatenate([np.zeros(SR // 2, np.int16), said, np.zeros(SR // 2, np.int16)])


def test_reverberant_speech_decays_slower_the_longer_the_room_rings(speech):
    dry = decay_rate_db_per_s(speech)
    wet = [decay_rate_db_per_s(reverberate(speech, _room(rt))) for rt in (0.3, 0.6, 0.9)]
    assert dry < REVERBERANT < wet[1]
    assert dry < wet[0] < wet[1] < wet[2] < 0


def test_the_noise_heard_before_is_subtracted_so_noisy_dry_speech_stays_steep(speech):
    noise = (np.random.default_rng(6).standard_normal(speech.size + SR) * 2000).astype(np.int16)
    mixed = mix_at_snr(np.concatenate([np.zeros(SR, np.int16), speech]), noise, 20.0, seed=0)
    before, utterance = mixed[:SR], mixed[SR:]
    with_noise = decay_rate_db_per_s(utterance, before)
    assert with_noise < REVERBERANT
    # without the noise its decays end at the noise floor: they read slower
    assert decay_rate_db_per_s(utterance) > with_noise
    wet = mix_at_snr(np.concatenate([np.zeros(SR, np.int16), reverberate(speech, _room(0.6))]), noise, 20.0, seed=0)
    assert decay_rate_db_per_s(wet[SR:], wet[:SR]) > REVERBERANT


def test_too_little_audio_gives_no_estimate_and_bad_audio_an_error(speech):
    assert decay_rate_db_per_s(speech[:1000]) is None
    assert decay_rate_db_per_s(np.zeros(SR, np.int16)) is None  # nothing rises above anything
    with pytest.raises(AudioError):
        decay_rate_db_per_s(speech.astype(np.float32))
    with pytest.raises(AudioError):
        decay_rate_db_per_s(speech, np.zeros((2, 100), np.int16))


@pytest.fixture(scope="module")
def parser():
    return SpokenCommandParser.load(DOMAIN_DIR)


def test_a_bare_verb_heard_in_a_reverberant_room_is_asked_about(parser):
    """As below 15 dB SNR: one word of evidence is not enough where the recogniser mishears with
    confidence. The SNR estimate alone (40 dB: no noise) would let it through."""
    words = [0.95]
    dry = parser.parse("whisk", ("egg",), words, snr_db=40.0, decay_db_per_s=REVERBERANT - 300.0)
    wet = parser.parse("whisk", ("egg",), words, snr_db=40.0, decay_db_per_s=REVERBERANT + 150.0)
    assert dry.command is not None
    assert wet.command is None and wet.clarification.reason == "low_confidence"
    assert not parser.policy.noisy(40.0, None) and parser.policy.noisy(40.0, REVERBERANT + 1.0)
    assert not ClarificationPolicy(reverberant_decay_db_per_s=None).noisy(40.0, 0.0)


class _FixedAsr:
    """Hears the same words in any audio."""

    def transcribe(self, samples):
        return Transcript("grate the cheese", 0.9, (), tuple(Word(w, 0.0, 0.0, 0.9) for w in "grate the cheese".split()))


def test_the_pipeline_carries_each_utterance_s_estimate(parser, speech):
    pipe = Pipeline(parser, _FixedAsr(), streaming=False)
    noise = (np.random.default_rng(7).standard_normal(speech.size + 2 * SR) * 300).astype(np.int16)
    for audio, reverberant in ((speech, False), (reverberate(speech, _room(0.6)), True)):
        stream = mix_at_snr(np.concatenate([np.zeros(2 * SR, np.int16), audio]), noise, 40.0, seed=0)
        results = pipe.process_audio(stream)
        assert results and all(r.decay_db_per_s is not None for r in results)
        assert all((r.decay_db_per_s > REVERBERANT) == reverberant for r in results)
