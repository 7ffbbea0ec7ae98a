"""Vosk backend: no model can be downloaded here, so only the error path and the grammar/result
plumbing are tested; decoding itself is skipped with a reason."""

import os

import numpy as np
import pytest

from slu_node.asr import create_asr
from slu_node.asr.vosk_asr import MODELS_URL, VoskAsr, grammar_json, parse_result


def test_missing_model_dir_names_the_download_page(tmp_path):
    with pytest.raises(FileNotFoundError, match="alphacephei.com/vosk/models"):
        VoskAsr(tmp_path / "nope")
    with pytest.raises(FileNotFoundError, match="not a Vosk model"):
        VoskAsr(tmp_path)  # exists but holds no model
    with pytest.raises(FileNotFoundError, match=MODELS_URL):
        create_asr("vosk", domain_dir=tmp_path)  # looks in <domain>/asr/vosk-model
    with pytest.raises(ValueError, match="model_dir"):
        create_asr("vosk")


def test_broken_model_gives_runtime_error(tmp_path):
    pytest.importorskip("vosk")
    (tmp_path / "am").mkdir()
    (tmp_path / "am" / "final.mdl").write_bytes(b"not a model")
    with pytest.raises(RuntimeError, match="could not load"):
        VoskAsr(tmp_path)


def test_grammar_json():
    assert grammar_json(None) is None
    assert grammar_json(["Add  the SALT", "stop", "stop", "[unk]"]) == '["add the salt", "stop", "[unk]"]'
    with pytest.raises(ValueError):
        grammar_json("add salt")
    with pytest.raises(ValueError):
        grammar_json(["", "  "])


def test_parse_result_with_and_without_alternatives():
    plain = {"text": "add the salt", "result": [
        {"word": "add", "start": 0.1, "end": 0.3, "conf": 0.9},
        {"word": "the", "start": 0.3, "end": 0.4, "conf": 0.7},
        {"word": "salt", "start": 0.4, "end": 0.8, "conf": 0.8}]}
    t = parse_result(plain, 1.0, 0.05)
    assert t.text == "add the salt" and abs(t.confidence - 0.8) < 1e-9 and len(t.words) == 3
    alts = {"alternatives": [
        {"text": "add the salt", "confidence": 200.0, "result": [{"word": "add", "start": 0.1, "end": 0.3}]},
        {"text": "add the malt", "confidence": 198.0}]}
    t = parse_result(alts, 1.0, 0.05)
    assert [a for a, _ in t.alternatives] == ["add the salt", "add the malt"]
    assert t.alternatives[0][1] > t.alternatives[1][1] and abs(sum(c for _, c in t.alternatives) - 1) < 1e-9
    assert parse_result({"text": ""}, 1.0, 0.0).text == ""


@pytest.mark.skipif(not os.environ.get("SLU_VOSK_MODEL"),
                    reason="no Vosk model here (none can be downloaded); set SLU_VOSK_MODEL to a model folder")
def test_decoding_with_a_real_model():
    from slu_node.tts import synthesize

    asr = VoskAsr(os.environ["SLU_VOSK_MODEL"], grammar=["add the salt", "stop", "[unk]"])
    t = asr.transcribe(synthesize("add the salt", "flite:slt"))
    assert t.text == "add the salt"
    assert asr.transcribe(np.zeros(0, np.int16)).text == ""
