"""The Moonshine decoder rewrite (slu_node.asr.moonshine_graph): on a small graph of the same pattern
built here, and on the fetched model when it is there."""

import logging

import numpy as np
import pytest

onnx = pytest.importorskip("onnx")
ort = pytest.importorskip("onnxruntime")
from onnx import TensorProto, helper, numpy_helper  # noqa: E402

from slu_node.asr.moonshine_fetch import default_model_dir, is_complete  # noqa: E402
from slu_node.asr.moonshine_graph import (FAST_DECODER, ORIGINAL_DECODER, ensure_fast_decoder,  # noqa: E402
                                          rewrite_output_projection)

VOCAB, WIDTH = 50, 8


def _tied_model(with_projection: bool = True):
    """An int8 table E (VOCAB × WIDTH) used as Moonshine's export uses it: rows gathered for the token
    embedding, and the logits as MatMul(h, DequantizeLinear(Transpose(E)))."""
    rng = np.random.default_rng(0)
    table = rng.integers(0, 256, size=(VOCAB, WIDTH), dtype=np.uint8)
    inits = [numpy_helper.from_array(table, "E"), numpy_helper.from_array(np.array(0.02, np.float32), "s"),
             numpy_helper.from_array(np.array(128, np.uint8), "z")]
    nodes = [helper.make_node("Gather", ["E", "ids"], ["rows_q"]),
             helper.make_node("DequantizeLinear", ["rows_q", "s", "z"], ["embedded"])]
    outputs = [helper.make_tensor_value_info("embedded", TensorProto.FLOAT, ["b", "t", WIDTH])]
    if with_projection:
        nodes += [helper.make_node("Transpose", ["E"], ["Et_q"]),
                  helper.make_node("DequantizeLinear", ["Et_q", "s", "z"], ["Et"]),
                  helper.make_node("MatMul", ["h", "Et"], ["logits"])]
        outputs.append(helper.make_tensor_value_info("logits", TensorProto.FLOAT, ["b", "t", VOCAB]))
    graph = helper.make_graph(
        nodes, "tied", [helper.make_tensor_value_info("ids", TensorProto.INT64, ["b", "t"]),
                        helper.make_tensor_value_info("h", TensorProto.FLOAT, ["b", "t", WIDTH])],
        outputs, inits)
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 14)], ir_version=8)


def _run(model, feed):
    session = ort.InferenceSession(model.SerializeToString(), providers=["CPUExecutionProvider"])
    names = {i.name for i in session.get_inputs()}
    return session.run(None, {k: v for k, v in feed.items() if k in names})


def test_rewrite_keeps_the_outputs_and_stores_the_table_once():
    feed = {"ids": np.array([[3, 7], [49, 0]], np.int64),
            "h": np.random.default_rng(1).normal(size=(2, 2, WIDTH)).astype(np.float32)}
    model = _tied_model()
    before = _run(model, feed)
    assert rewrite_output_projection(model) == 1
    ops = [n.op_type for n in model.graph.node]
    assert "DynamicQuantizeMatMul" in ops and "MatMul" not in ops
    tables = [i for i in model.graph.initializer if len(i.dims) == 2]
    assert len(tables) == 1 and list(tables[0].dims) == [WIDTH, VOCAB]
    after = _run(model, feed)
    np.testing.assert_array_equal(after[0], before[0])  # the embedding rows are exact
    assert after[1].shape == before[1].shape
    assert np.abs(after[1] - before[1]).max() < 0.05 * np.abs(before[1]).max()  # activation quantization only
    assert (after[1].argmax(-1) == before[1].argmax(-1)).all()


def test_a_graph_without_the_pattern_is_left_alone():
    model = _tied_model(with_projection=False)
    serialized = model.SerializeToString()
    assert rewrite_output_projection(model) == 0
    assert model.SerializeToString() == serialized


def test_ensure_fast_decoder_writes_once_and_falls_back(tmp_path, caplog):
    onnx.save(_tied_model(), str(tmp_path / ORIGINAL_DECODER))
    fast = ensure_fast_decoder(tmp_path)
    assert fast == tmp_path / FAST_DECODER and fast.is_file()
    stamp = fast.stat().st_mtime_ns
    assert ensure_fast_decoder(tmp_path) == fast and fast.stat().st_mtime_ns == stamp  # not rewritten
    damaged = tmp_path / "damaged"
    damaged.mkdir()
    (damaged / ORIGINAL_DECODER).write_bytes(b"not a graph")
    with caplog.at_level(logging.WARNING):
        assert ensure_fast_decoder(damaged) is None
    assert "cannot rewrite" in caplog.text and not (damaged / FAST_DECODER).exists()


def test_fetched_decoder_gives_the_same_best_tokens(first_step_feed):
    """On the fetched Base model: the first decoding step of a synthesized command, original against
    rewritten graph."""
    model_dir = default_model_dir()
    if not is_complete(model_dir):
        pytest.skip(f"no Moonshine model at {model_dir}: run `slu fetch-asr` (make test does)")
    from slu_node.tts import available_voices, synthesize

    if "flite:rms" not in available_voices():
        pytest.skip("flite is not installed")
    fast = ensure_fast_decoder(model_dir)
    assert fast is not None
    audio = synthesize("put the butter in the pan", "flite:rms").astype(np.float32)[None] / 32768.0
    encoder = ort.InferenceSession(str(model_dir / "encoder_model.onnx"), providers=["CPUExecutionProvider"])
    hidden = encoder.run(None, {"input_values": audio})[0]
    logits = []
    for path in (model_dir / ORIGINAL_DECODER, fast):
        decoder = ort.InferenceSession(str(path), providers=["CPUExecutionProvider"])
        feed = first_step_feed(decoder, np.array([[1]], np.int64), hidden)
        logits.append(decoder.run(None, feed)[0][0, -1])
    original, rewritten = logits
    assert np.argsort(-original)[:5].tolist() == np.argsort(-rewritten)[:5].tolist()
    assert np.abs(original - rewritten).max() < 0.5
