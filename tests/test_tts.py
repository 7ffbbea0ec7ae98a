"""Test speech (:mod:`slu_node.tts`): what a voice refuses, and the speaking rate."""

import shutil

import pytest

from slu_node.tts import synthesize


@pytest.mark.parametrize("text, voice, rate", [
    ("", "flite:rms", 1.0),  # nothing to say
    ("crack two eggs", "flite:nobody", 1.0),  # no such voice
    ("crack two eggs", "flite:rms", 5.0),  # rate out of range
    ("crack two eggs", "festival:slt", 1.3),  # festival speaks at its own rate: it had ignored the factor
])
def test_what_a_voice_cannot_say_is_an_error(text, voice, rate):
    with pytest.raises(ValueError):
        synthesize(text, voice, rate=rate)


@pytest.mark.skipif(shutil.which("flite") is None, reason="flite is not installed")
def test_a_faster_rate_is_shorter_speech():
    normal, fast = (len(synthesize("crack two eggs into the bowl", "flite:rms", rate=r)) for r in (1.0, 1.5))
    assert fast < 0.8 * normal
