"""ONNX CTC plumbing with a tiny model built here (no pretrained weights exist in the project).

The model is one MatMul + Add over the log-mel features: class k sums the mel bands around the
frequency FREQS[k] (un-normalised log energies); the blank class has a constant logit. Audio made of tones at those frequencies
separated by silence must therefore decode to the tone sequence, through features, session, softmax,
greedy CTC collapse and word joining.
"""

import numpy as np
import pytest

onnx = pytest.importorskip("onnx")
ort = pytest.importorskip("onnxruntime")

from onnx import TensorProto, helper  # noqa: E402

from slu_node.asr import create_asr  # noqa: E402
from slu_node.asr.onnx_ctc import (  # noqa: E402
    N_MELS, OnnxCtcAsr, ctc_greedy, log_mel, mel_filterbank, quantize_ctc_model)
from slu_node.audio.io import AudioError  # noqa: E402
from slu_node.providers import default_providers  # noqa: E402

VOCAB = ["<blank>", "h", "i", "|", "o"]
FREQS = {1: 500.0, 2: 1500.0, 3: 3000.0, 4: 6000.0}


def build_model(path):
    fb = mel_filterbank(N_MELS)
    bins = np.fft.rfftfreq(512, 1 / 16000)
    w = np.zeros((N_MELS, len(VOCAB)), np.float32)
    for k, f in FREQS.items():
        band = int(np.argmax(fb[:, int(np.argmin(np.abs(bins - f)))]))
        w[max(0, band - 1) : band + 2, k] = 1.0
    b = np.zeros(len(VOCAB), np.float32)  # blank logit 0: silence sums to about 3 * log(1e-6) = -41
    graph = helper.make_graph(
        [helper.make_node("MatMul", ["features", "W"], ["mm"]), helper.make_node("Add", ["mm", "B"], ["logits"])],
        "tiny_ctc",
        [helper.make_tensor_value_info("features", TensorProto.FLOAT, [1, "T", N_MELS])],
        [helper.make_tensor_value_info("logits", TensorProto.FLOAT, [1, "T", len(VOCAB)])],
        [helper.make_tensor("W", TensorProto.FLOAT, w.shape, w.flatten()),
         helper.make_tensor("B", TensorProto.FLOAT, b.shape, b)],
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])
    model.ir_version = 10  # onnxruntime 1.31 refuses onnx 1.23's default IR version
    onnx.save(model, str(path))
    return path


def tones(sequence, tone_s=0.2, gap_s=0.12):
    t = np.arange(int(tone_s * 16000)) / 16000
    parts = [np.zeros(int(gap_s * 16000))]
    for k in sequence:
        parts += [0.3 * np.sin(2 * np.pi * FREQS[k] * t), np.zeros(int(gap_s * 16000))]
    return (np.concatenate(parts) * 32767).astype(np.int16)


@pytest.fixture(scope="module")
def model_path(tmp_path_factory):
    return build_model(tmp_path_factory.mktemp("ctc") / "tiny.onnx")


def test_decodes_the_tone_sequence(model_path):
    asr = OnnxCtcAsr(model_path, VOCAB, providers=["CPUExecutionProvider"], threads=1, normalize=False)
    assert asr.active_providers == ["CPUExecutionProvider"]
    t = asr.transcribe(tones([1, 2, 3, 4, 4]))  # h i | o o -> "hi oo" (silence between repeats)
    assert t.text == "hi oo"
    assert [w.word for w in t.words] == ["hi", "oo"]
    assert 0 < t.confidence <= 1 and t.words[0].start_s < t.words[1].start_s
    assert abs(t.words[0].start_s - 0.12) < 0.05  # first tone starts after the 120 ms gap
    # without a gap the repeated class collapses (CTC): one "o"
    assert asr.transcribe(tones([1, 4], gap_s=0.0)).text == "ho"
    assert asr.transcribe(np.zeros(100, np.int16)).text == ""


def test_streaming_buffer_and_factory(model_path, tmp_path):
    vocab_file = tmp_path / "vocab.txt"
    vocab_file.write_text("\n".join(VOCAB) + "\n")
    asr = create_asr("onnx", model_path=model_path, vocabulary=vocab_file, normalize=False)
    x = tones([2, 1])
    asr.start()
    asr.accept(x[:3000])
    asr.accept(x[3000:])
    assert asr.finish().text == "ih"


def test_quantized_model_still_decodes(model_path, tmp_path):
    sizes = quantize_ctc_model(model_path, tmp_path / "tiny.int8.onnx")
    assert sizes["out_bytes"] > 0
    asr = OnnxCtcAsr(tmp_path / "tiny.int8.onnx", VOCAB, normalize=False)
    assert asr.transcribe(tones([1, 2, 3, 4])).text == "hi o"


def test_errors(model_path, tmp_path):
    with pytest.raises(FileNotFoundError, match="no pretrained"):
        OnnxCtcAsr(tmp_path / "missing.onnx", VOCAB)
    with pytest.raises(ValueError, match="output classes"):
        OnnxCtcAsr(model_path, VOCAB[:-1])
    with pytest.raises(FileNotFoundError):
        OnnxCtcAsr(model_path, tmp_path / "no_vocab.txt")
    asr = OnnxCtcAsr(model_path, VOCAB)
    with pytest.raises(AudioError):
        asr.transcribe(np.zeros(1000, np.float64))
    bad = tmp_path / "bad.onnx"
    bad.write_bytes(b"garbage")
    with pytest.raises(RuntimeError, match="cannot load"):
        OnnxCtcAsr(bad, VOCAB)


def test_features_and_greedy_decoder():
    feats = log_mel(np.zeros(16000, np.int16))
    assert feats.shape == (1 + (16000 - 400) // 160, N_MELS) and feats.dtype == np.float32
    assert log_mel(np.zeros(10, np.int16)).shape == (1, N_MELS)
    lp = np.log(np.array([[0.1, 0.9, 0], [0.1, 0.9, 0], [0.9, 0.1, 0], [0.1, 0.9, 0], [0.2, 0, 0.8]]) + 1e-9)
    tokens, probs = ctc_greedy(lp, ["_", "a", "b"])
    assert [t for t, _ in tokens] == ["a", "a", "b"] and len(probs) == 3
    assert default_providers()[-1] == "CPUExecutionProvider"
