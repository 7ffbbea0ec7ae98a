"""The eager ONNX → torch evaluator (training side): each operator against onnxruntime on a graph built
here, gradients through it, and the error for an operator it does not know."""

import numpy as np
import pytest

torch = pytest.importorskip("torch")
onnx = pytest.importorskip("onnx")
from onnx import TensorProto, helper, numpy_helper  # noqa: E402

from slu_node.asr.onnx_torch import OnnxTorch  # noqa: E402


def _model(nodes, inputs, output, inits, opset=14):
    graph = helper.make_graph(nodes, "g", inputs, [helper.make_tensor_value_info(output, TensorProto.FLOAT, None)],
                              [numpy_helper.from_array(np.asarray(v), k) for k, v in inits.items()])
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", opset)])
    model.ir_version = 8
    return model


def _attention_like():
    """x (2 × 5 × 4) → causal softmax attention over x, gathered rows, sliced, reshaped: most operators a
    transformer decoder export uses."""
    n = helper.make_node
    nodes = [
        n("Shape", ["x"], ["shape"]),
        n("Gather", ["shape", "one"], ["t"], axis=0),
        n("Unsqueeze", ["t", "zero_axis"], ["t1"]),
        n("Concat", ["t1", "t1"], ["tt"], axis=0),
        n("ConstantOfShape", ["tt"], ["ones"], value=numpy_helper.from_array(np.array([1.0], np.float32))),
        n("Trilu", ["ones"], ["lower"], upper=0),
        n("Equal", ["lower", "zero_f"], ["masked"]),
        n("Transpose", ["x"], ["xt"], perm=[0, 2, 1]),
        n("MatMul", ["x", "xt"], ["scores0"]),
        n("Div", ["scores0", "two"], ["scores1"]),
        n("Where", ["masked", "minus", "scores1"], ["scores"]),
        n("Softmax", ["scores"], ["p"], axis=-1),
        n("MatMul", ["p", "x"], ["ctx"]),
        n("ReduceMean", ["ctx"], ["mean"], axes=[-1], keepdims=1),
        n("Sub", ["ctx", "mean"], ["centred"]),
        n("Pow", ["centred", "two"], ["sq"]),
        n("Sqrt", ["sq"], ["abs"]),
        n("Erf", ["abs"], ["erf"]),
        n("Slice", ["erf", "starts", "ends", "axes", "steps"], ["sliced"]),
        n("Cast", ["t"], ["tf"], to=TensorProto.FLOAT),
        n("Mul", ["sliced", "tf"], ["scaled"]),
        n("Reshape", ["scaled", "flat"], ["flat_out"]),
        n("Sigmoid", ["flat_out"], ["y0"]),
        n("Expand", ["bias", "bias_shape"], ["bias_x"]),
        n("Add", ["y0", "bias_x"], ["y"]),
    ]
    inits = {"one": np.array(1, np.int64), "zero_axis": np.array([0], np.int64), "zero_f": np.float32(0),
             "two": np.float32(2), "minus": np.float32(-1e9), "starts": np.array([1, 0], np.int64),
             "ends": np.array([5, 4], np.int64), "axes": np.array([1, 2], np.int64),
             "steps": np.array([2, 1], np.int64), "flat": np.array([0, -1], np.int64),
             "bias": np.array([0.5], np.float32), "bias_shape": np.array([2, 8], np.int64)}
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, [2, 5, 4])
    return _model(nodes, [x], "y", inits)


def test_a_graph_of_many_operators_gives_what_onnxruntime_gives():
    ort = pytest.importorskip("onnxruntime")
    model = _attention_like()
    x = np.random.default_rng(0).normal(size=(2, 5, 4)).astype(np.float32)
    want = ort.InferenceSession(model.SerializeToString(), providers=["CPUExecutionProvider"]).run(None, {"x": x})[0]
    got = OnnxTorch(model)(torch.from_numpy(x))[0].numpy()
    assert got.shape == want.shape == (2, 8)
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-5)


def test_gradients_flow_to_the_inputs():
    x = torch.randn(2, 5, 4, requires_grad=True)
    OnnxTorch(_attention_like())(x)[0].sum().backward()
    assert x.grad is not None and float(x.grad.abs().sum()) > 0


def test_an_unknown_operator_is_named():
    model = _model([helper.make_node("Hardmax", ["x"], ["y"])],
                   [helper.make_tensor_value_info("x", TensorProto.FLOAT, [2])], "y", {})
    with pytest.raises(NotImplementedError, match="Hardmax"):
        OnnxTorch(model)(torch.zeros(2))
