"""The session options every onnxruntime session of the project gets (slu_node.providers)."""

from slu_node.providers import session_options

SPINNING = "session.intra_op.allow_spinning"


def test_worker_threads_do_not_spin_unless_asked():
    """Spinning worker threads took the core that Moonshine's beam search needed on the 2-core machine
    (forty-eighth session): off by default, on when asked; the other options as documented."""
    quiet, spinning = session_options(2), session_options(2, spinning=True)
    assert quiet.get_session_config_entry(SPINNING) == "0"
    assert spinning.get_session_config_entry(SPINNING) == "1"
    assert quiet.intra_op_num_threads == 2 and quiet.inter_op_num_threads == 1
    assert session_options(0).intra_op_num_threads == 1
    assert session_options(1, memory_arena=False).enable_cpu_mem_arena is False


def test_moonshine_passes_spinning_to_its_sessions():
    from tests.test_asr_moonshine import _need_model

    _need_model()
    from slu_node.asr import create_asr

    for spinning, want in ((False, "0"), (True, "1")):
        asr = create_asr("moonshine", spinning=spinning)
        for session in (asr._encoder, asr._decoder):
            assert session.get_session_options().get_session_config_entry(SPINNING) == want


def test_int8_products_are_exact_on_every_cpu():
    """u8 × s8 ``MatMulInteger`` under the project's session options equals exact integer arithmetic,
    the pair 255 × 127 + 255 × 127 = 64,770 included: without ``session.x64quantprecision`` an AVX2 CPU
    with no VNNI gave 32,767 (a saturated 16-bit sum) and a random 4 × 64 · 64 × 8 product differed
    (sixty-fourth session, AMD EPYC)."""
    import numpy as np
    import onnxruntime as ort
    from onnx import TensorProto, helper, numpy_helper

    rng = np.random.default_rng(0)
    a = np.vstack([np.full((1, 64), 255), rng.integers(0, 256, (3, 64))]).astype(np.uint8)
    w = np.hstack([np.full((64, 1), 127), rng.integers(-128, 128, (64, 7))]).astype(np.int8)
    graph = helper.make_graph(
        [helper.make_node("MatMulInteger", ["a", "w"], ["y"])], "product",
        [helper.make_tensor_value_info("a", TensorProto.UINT8, list(a.shape))],
        [helper.make_tensor_value_info("y", TensorProto.INT32, [a.shape[0], w.shape[1]])],
        [numpy_helper.from_array(w, "w")])
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)])
    session = ort.InferenceSession(model.SerializeToString(), session_options(1), providers=["CPUExecutionProvider"])
    got = session.run(None, {"a": a})[0]
    assert got[0, 0] == 64 * 255 * 127
    np.testing.assert_array_equal(got, a.astype(np.int32) @ w.astype(np.int32))
