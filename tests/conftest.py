"""Fixtures shared by the tests: the cooking domain and its trained parser, and a TTS voice."""

from pathlib import Path

import pytest

from slu_node.domain import load_domain
from slu_node.parser import SpokenCommandParser
from slu_node.tts import RECOGNISABLE_VOICES, available_voices

COOKING_DIR = Path(__file__).resolve().parents[1] / "models" / "cooking"


@pytest.fixture(scope="session")
def cooking_domain():
    """The committed cooking domain file, loaded."""
    return load_domain(COOKING_DIR)


@pytest.fixture(scope="session")
def cooking_parser():
    """The committed cooking domain with its trained int8 NLU model."""
    return SpokenCommandParser.load(COOKING_DIR)


@pytest.fixture
def conversation(cooking_parser):
    """A fresh cooking dialogue, ``(state, said)``: ``state`` a :class:`DialogueState`, ``said(text)``
    parses ``text`` with the state's objects and reads it through the state, as the pipeline does,
    and returns the predicates taken (SUGAR text) or, when asked about, the clarification's reason."""
    from slu_node.dialogue_state import DialogueState
    from slu_node.sugar import format_predicates

    state = DialogueState(cooking_parser.domain)

    def said(text: str) -> str:
        result = state.after(cooking_parser.parse(text, state.objects))
        return format_predicates(result.command.predicates) if result.command else result.clarification.reason

    return state, said


@pytest.fixture(scope="session")
def reads_like(cooking_parser):
    """A function (text, like) that asserts the cooking parser accepts both and reads ``text`` as the
    predicates it reads ``like`` as: a phrasing the generator does not say against one it does."""
    from slu_node.sugar import format_predicates

    def check(text: str, like: str) -> None:
        got, want = cooking_parser.parse(text), cooking_parser.parse(like)
        assert want.accepted and got.accepted, (text, got.clarification)
        assert format_predicates(got.command.predicates) == format_predicates(want.command.predicates)

    return check


@pytest.fixture(scope="session")
def first_step_feed():
    """A function (decoder session, input ids int64 batch × tokens, encoder states float32) → the feed of a
    Moonshine merged decoder's first step: the no-cache branch, every cached key and value empty."""
    import numpy as np

    def feed(decoder, ids, hidden):
        out = {"input_ids": ids, "encoder_hidden_states": hidden, "use_cache_branch": np.array([False])}
        for i in decoder.get_inputs():
            if i.name.startswith("past_key_values."):
                out[i.name] = np.zeros((1, int(i.shape[1]), 0, int(i.shape[3])), np.float32)
        return out

    return feed


@pytest.fixture(scope="session")
def voice():
    """The first installed TTS voice that pocketsphinx recognises well (skips without any voice)."""
    voices = available_voices()
    if not voices:
        pytest.skip("no TTS voice installed (apt-get install espeak-ng flite)")
    return next((v for v in RECOGNISABLE_VOICES if v in voices), voices[0])
