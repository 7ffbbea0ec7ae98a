"""Fixtures shared by the tests that synthesize speech."""

import pytest

from slu_node.tts import RECOGNISABLE_VOICES, available_voices


@pytest.fixture(scope="session")
def voice():
    """The first installed TTS voice that pocketsphinx recognises well (skips without any voice)."""
    voices = available_voices()
    if not voices:
        pytest.skip("no TTS voice installed (apt-get install espeak-ng flite)")
    return next((v for v in RECOGNISABLE_VOICES if v in voices), voices[0])
