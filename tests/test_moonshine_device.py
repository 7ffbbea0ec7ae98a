"""Moonshine on GPU execution providers, checked on the CPU: the float32 graphs
(slu_node.asr.moonshine_float) and the decoder cache kept on the device with I/O binding
(slu_node.asr.moonshine_cache). CI has no GPU; ``benchmarks/providers_benchmark.py`` measures them on
one. Tests that run the networks skip without the fetched model (`make test` fetches it)."""

import logging
from pathlib import Path

import numpy as np
import pytest

from slu_node.asr import create_asr
from slu_node.asr.moonshine_cache import BoundCache, HostCache, device_of
from slu_node.asr.moonshine_fetch import default_model_dir, is_complete
from slu_node.providers import session_options

onnx = pytest.importorskip("onnx")
ort = pytest.importorskip("onnxruntime")

REPO = Path(__file__).resolve().parents[1]
QUANTIZED = {"DynamicQuantizeLinear", "MatMulInteger", "DequantizeLinear", "DynamicQuantizeMatMul"}


def _need_model():
    if not is_complete(default_model_dir()):
        pytest.skip(f"no Moonshine model at {default_model_dir()}: run `slu fetch-asr` (make test does)")


def _ops(model) -> set:
    graphs = [model.graph] + [a.g for n in model.graph.node for a in n.attribute if a.HasField("g")]
    return {n.op_type for g in graphs for n in g.node}


def test_device_of_providers():
    assert device_of(["CUDAExecutionProvider", "CPUExecutionProvider"]) == "cuda"
    assert device_of(["TensorrtExecutionProvider"]) == "cuda"
    assert device_of(["CPUExecutionProvider"]) == "cpu"
    assert device_of(["ROCMExecutionProvider"]) is None


def test_bad_precision_and_unbindable_device_are_clear_errors(monkeypatch):
    _need_model()
    with pytest.raises(ValueError, match="precision must be one of"):
        create_asr("moonshine", precision="int4")
    import slu_node.asr.moonshine_asr as moonshine_asr

    monkeypatch.setattr(moonshine_asr, "device_of", lambda providers: None)
    with pytest.raises(RuntimeError, match="cannot keep its cache on the device"):
        create_asr("moonshine", io_binding=True)
    assert not create_asr("moonshine").io_binding  # unknown device, not asked for: through the host


def test_float_graphs_cannot_be_made_from_a_damaged_model(tmp_path, caplog):
    for name in ("encoder_model.onnx", "decoder_model_merged.onnx"):
        (tmp_path / name).write_bytes(b"not a graph")
    (tmp_path / "tokens.txt").write_text("<unk>\n<s>\n</s>", encoding="utf-8")
    with caplog.at_level(logging.WARNING), pytest.raises(RuntimeError, match="float32 graphs"):
        create_asr("moonshine", model_dir=tmp_path, precision="float32")
    assert "encoder_model.onnx" in caplog.text


def test_float_graphs_have_no_quantized_operator_and_agree_with_int8(first_step_feed):
    """The whole encoder and merged decoder dequantized: no int8 operator left in any branch, the same
    inputs and outputs, and the first decoding step of a recorded sample picks the same two best tokens
    (the third and fourth of the int8 graph scored 14.98 and 14.92 on an AMD EPYC in the sixty-fourth
    session, the float graph's 14.53 and 14.95: closer than quantisation tells apart)."""
    _need_model()
    from slu_node.asr.moonshine_float import ensure_float_models
    from slu_node.audio.io import load_audio

    model_dir = default_model_dir()
    floats = ensure_float_models(model_dir)
    assert floats is not None
    for source, target in floats.items():
        original, converted = onnx.load(str(model_dir / source)), onnx.load(str(target))
        assert _ops(original) & QUANTIZED and not _ops(converted) & QUANTIZED
        assert [i.name for i in converted.graph.input] == [i.name for i in original.graph.input]
        assert [o.name for o in converted.graph.output] == [o.name for o in original.graph.output]
    audio = load_audio(REPO / "samples" / "commands" / "c04.wav").astype(np.float32)[None] / 32768.0
    logits = []
    for encoder, decoder in ((model_dir / "encoder_model.onnx", model_dir / "decoder_model_merged.onnx"),
                             (floats["encoder_model.onnx"], floats["decoder_model_merged.onnx"])):
        hidden = ort.InferenceSession(str(encoder), session_options(1)).run(None, {"input_values": audio})[0]
        session = ort.InferenceSession(str(decoder), session_options(1))
        logits.append(session.run(["logits"], first_step_feed(session, np.array([[1]], np.int64), hidden))[0][0, -1])
    assert np.argsort(-logits[0])[:2].tolist() == np.argsort(-logits[1])[:2].tolist()
    assert np.abs(logits[0] - logits[1]).max() < 2.0


def test_cache_on_the_device_gives_the_host_cache_logits():
    """BoundCache against HostCache on the CPU provider: five steps of a beam of distinct hypotheses
    that reorders and duplicates its rows give the same logits."""
    _need_model()
    from slu_node.audio.io import load_audio

    asr = create_asr("moonshine", io_binding=True)
    assert asr.io_binding and asr.device == "cpu"
    audio = load_audio(REPO / "samples" / "commands" / "c07.wav").astype(np.float32) / 32768.0
    bound = asr._cache(audio)
    host = HostCache(asr._decoder, asr._past, asr._heads, asr._head_dim,
                     asr._encoder.run(None, {"input_values": audio[None]})[0])
    assert isinstance(bound, BoundCache)
    rng = np.random.default_rng(0)
    ids = np.array([[1]], np.int64)
    for step in range(5):
        got, want = bound.step(ids, step == 0), host.step(ids, step == 0)
        np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-4)
        rows = rng.integers(0, len(ids), size=4)  # kept hypotheses: some twice, in another order
        bound.keep(rows, step == 0)
        host.keep(rows, step == 0)
        # each kept hypothesis goes on with a token of another rank, so that no two rows are alike
        ids = np.argsort(-want, axis=1)[rows, np.arange(len(rows))][:, None].astype(np.int64)


def test_float_recogniser_with_its_cache_on_the_device_hears_the_commands():
    """Accuracy floor, not transcripts: the float32 recogniser with I/O binding, on the CPU provider,
    transcribes synthesized commands as well as the default one (WER with jiwer within 5 points of
    it, at most 20 %)."""
    _need_model()
    jiwer = pytest.importorskip("jiwer")
    from slu_node.tts import available_voices, synthesize

    voices = [v for v in ("flite:rms", "festival:slt") if v in available_voices()]
    if not voices:
        pytest.skip("no TTS voice (flite / festival) installed")
    refs = ["crack two eggs into the bowl", "put the pan on the stove", "stir the soup with the wooden spoon",
            "add a pinch of salt"]
    pad = np.zeros(3200, dtype=np.int16)
    audio = [np.concatenate([pad, synthesize(r, voices[i % len(voices)]), pad]) for i, r in enumerate(refs)]
    domain = REPO / "models" / "cooking"
    default = create_asr("moonshine", domain_dir=domain)
    gpu_ready = create_asr("moonshine", domain_dir=domain, precision="float32", io_binding=True)
    assert gpu_ready.io_binding and "float" in gpu_ready.decoder_path.name
    wer_default = jiwer.wer(refs, [default.transcribe(a).text for a in audio])
    wer_float = jiwer.wer(refs, [gpu_ready.transcribe(a).text for a in audio])
    assert wer_float <= min(0.2, wer_default + 0.05), (wer_float, wer_default)


def test_precision_follows_the_first_provider_onnxruntime_has(monkeypatch):
    """Asked for CUDA, the recogniser loads the float32 graphs (the int8 ones ran slower on the GPU than
    on the CPU); where onnxruntime has no CUDA provider, asking for it keeps int8."""
    _need_model()
    gpu_first = ["CUDAExecutionProvider", "CPUExecutionProvider"]
    assert create_asr("moonshine").precision == "int8"
    if "CUDAExecutionProvider" not in ort.get_available_providers():
        assert create_asr("moonshine", providers=gpu_first).precision == "int8"
    monkeypatch.setattr(ort, "get_available_providers", lambda: gpu_first)
    assert create_asr("moonshine", providers=gpu_first).precision == "float32"
    assert create_asr("moonshine", providers=",".join(gpu_first)).providers == gpu_first  # as asr_options give it
    assert create_asr("moonshine", providers=gpu_first, precision="int8").precision == "int8"
