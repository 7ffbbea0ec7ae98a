"""Run an ONNX graph eagerly with torch operations, so that gradients flow through it (training only).

:class:`OnnxTorch` holds the graph's initializers as constant tensors and evaluates its nodes in order
on each call. It knows the operators of Moonshine's float decoder (:mod:`slu_node.asr.moonshine_float`,
opset 14) and a few more; any other raises ``NotImplementedError`` naming it. Written here because the
converter on PyPI (onnx2torch 1.5.15) imports torchvision and has no ``Trilu``. Semantics follow the
ONNX operator specification (onnx.ai/onnx/operators); ``Slice`` takes positive steps only.
"""

from __future__ import annotations

import numpy as np
import torch

#: ONNX TensorProto data types → torch dtypes.
DTYPES = {1: torch.float32, 2: torch.uint8, 3: torch.int8, 6: torch.int32, 7: torch.int64, 9: torch.bool,
          10: torch.float16, 11: torch.float64}
_BINARY = {"Add": torch.add, "Sub": torch.sub, "Mul": torch.mul, "Pow": torch.pow, "Greater": torch.gt,
           "Equal": torch.eq}
_UNARY = {"Sqrt": torch.sqrt, "Cos": torch.cos, "Sin": torch.sin, "Neg": torch.neg, "Sigmoid": torch.sigmoid,
          "Erf": torch.erf, "Tanh": torch.tanh, "Identity": lambda x: x}


def _tensor(array: np.ndarray) -> torch.Tensor:
    return torch.from_numpy(np.array(array, copy=True))


def _gather(x, ids, axis=0):
    picked = torch.index_select(x, axis, ids.reshape(-1))
    return picked.reshape(list(x.shape[:axis]) + list(ids.shape) + list(x.shape[axis + 1:]))


def _slice(x, starts, ends, axes=None, steps=None):
    starts, ends = starts.tolist(), ends.tolist()
    axes = axes.tolist() if axes is not None else list(range(len(starts)))
    steps = steps.tolist() if steps is not None else [1] * len(starts)
    index = [slice(None)] * x.dim()
    for start, end, axis, step in zip(starts, ends, axes, steps):
        if step < 1:
            raise NotImplementedError("Slice with a step below 1")
        size = x.shape[axis]
        index[axis] = slice(max(-size, min(size, start)), max(-size - 1, min(size, end)), step)
    return x[tuple(index)]


def _expand(x, shape):
    shape = [int(s) for s in shape.tolist()]
    rank = max(x.dim(), len(shape))
    have = [1] * (rank - x.dim()) + list(x.shape)
    want = [1] * (rank - len(shape)) + shape
    return x.reshape(have).expand([a if b == 1 else b for a, b in zip(have, want)])


def _reshape(x, shape):
    dims = [int(s) for s in shape.tolist()]
    return x.reshape([x.shape[i] if d == 0 else d for i, d in enumerate(dims)])


def _unsqueeze(x, axes):
    rank = x.dim() + axes.numel()
    for axis in sorted(int(a) % rank for a in axes.tolist()):
        x = x.unsqueeze(axis)
    return x


def run_node(op: str, attrs: dict, x: list):
    """The outputs (a list of tensors) of one node ``op`` with attributes ``attrs`` on inputs ``x``
    (None for an omitted optional input).

    Raises:
        NotImplementedError: an operator this module does not know.
    """
    if op in _BINARY:
        return [_BINARY[op](x[0], x[1])]
    if op in _UNARY:
        return [_UNARY[op](x[0])]
    if op == "Div":
        return [x[0] / x[1] if x[0].is_floating_point() else torch.div(x[0], x[1], rounding_mode="trunc")]
    if op == "MatMul":
        return [torch.matmul(x[0], x[1])]
    if op == "Gather":
        return [_gather(x[0], x[1], attrs.get("axis", 0))]
    if op == "Transpose":
        return [x[0].permute(*attrs.get("perm", range(x[0].dim() - 1, -1, -1)))]
    if op == "Cast":
        return [x[0].to(DTYPES[attrs["to"]])]
    if op == "Shape":
        return [torch.tensor(list(x[0].shape), dtype=torch.int64)]
    if op == "ReduceMean":
        return [x[0].mean(dim=list(attrs["axes"]), keepdim=bool(attrs.get("keepdims", 1)))]
    if op == "Unsqueeze":
        return [_unsqueeze(x[0], x[1])]
    if op == "Range":
        return [torch.arange(x[0].item(), x[1].item(), x[2].item(), dtype=x[0].dtype)]
    if op == "Concat":
        return [torch.cat(list(x), dim=attrs["axis"])]
    if op == "Reshape":
        return [_reshape(x[0], x[1])]
    if op == "ConstantOfShape":
        value = attrs.get("value", np.zeros(1, np.float32))
        return [torch.full([int(s) for s in x[0].tolist()], value.item(), dtype=_tensor(value).dtype)]
    if op == "Where":
        return [torch.where(x[0], x[1], x[2])]
    if op == "Trilu":
        k = int(x[1].item()) if len(x) > 1 and x[1] is not None else 0
        return [torch.triu(x[0], k) if attrs.get("upper", 1) else torch.tril(x[0], k)]
    if op == "Expand":
        return [_expand(x[0], x[1])]
    if op == "Slice":
        return [_slice(*x)]
    if op == "Softmax":
        return [torch.softmax(x[0], dim=attrs.get("axis", -1))]
    if op == "Constant":
        return [_tensor(attrs["value"])]
    raise NotImplementedError(f"ONNX operator {op} is not implemented in slu_node.asr.onnx_torch")


class OnnxTorch(torch.nn.Module):
    """An ONNX model (``onnx.ModelProto``) as a torch module with no trainable parameters: call it with
    the graph's inputs as tensors, in the graph's order; it returns the outputs as a list.

    Raises:
        NotImplementedError: (on call) an operator :func:`run_node` does not know.
    """

    def __init__(self, model) -> None:
        super().__init__()
        from onnx import helper, numpy_helper

        def value(a):
            v = helper.get_attribute_value(a)
            return numpy_helper.to_array(v) if a.type == a.TENSOR else v

        self.nodes = [(n.op_type, {a.name: value(a) for a in n.attribute}, list(n.input), list(n.output))
                      for n in model.graph.node]
        self.inputs = [i.name for i in model.graph.input]
        self.outputs = [o.name for o in model.graph.output]
        self.constants = {i.name: _tensor(numpy_helper.to_array(i)) for i in model.graph.initializer}

    def forward(self, *args):
        values = dict(self.constants)
        values.update(zip(self.inputs, args))
        for op, attrs, names, outs in self.nodes:
            for name, result in zip(outs, run_node(op, attrs, [values[n] if n else None for n in names])):
                values[name] = result
        return [values[name] for name in self.outputs]
