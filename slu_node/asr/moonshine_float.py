"""Moonshine's int8 decoder as a float32 graph without the key/value cache, for training.

The fetched decoder (``decoder_model_merged.onnx``, :mod:`slu_node.asr.moonshine_fetch`) is one ``If``
node: with the cache (each later step) or without it (the first step, which reads the whole token
prefix). :func:`float_decoder` takes the no-cache branch as a graph of its own with the inputs
``input_ids`` (int64, batch × tokens) and ``encoder_hidden_states`` (float32, batch × frames × 416 for
Base) and the output ``logits`` (float32, batch × tokens × 32,768), and undoes the dynamic
quantization (onnxruntime's ``quantize_dynamic``) so that gradients can flow through it:

- ``DynamicQuantizeLinear(x)`` → ``x`` with scale 1 and zero point 0;
- ``MatMulInteger(a, W, a0, W0)`` → ``MatMul(a, W − W0)`` with ``W − W0`` stored as float32 (the scale
  of ``W`` is applied by the graph's next ``Mul``, as before);
- ``DequantizeLinear(q, s, z)`` → ``(float(q) − z) · s``.

The float logits differ from the int8 graph's by the activations' quantization (at most 0.79 on the
logit scale over a 9-token prefix of ``samples/commands/c04.wav``, the same best token at each).
Needs the ``onnx`` package (the ``train`` extra).
"""

from __future__ import annotations

from pathlib import Path
from typing import Union

#: The no-cache branch's name in the merged decoder's ``If`` node.
NO_CACHE_BRANCH = "else_branch"


def float_decoder(merged: Union[str, Path]):
    """The float32, no-cache decoder of the merged int8 decoder at ``merged`` (an ``onnx.ModelProto``).

    Raises:
        FileNotFoundError: no file at ``merged``.
        ValueError: the graph is not a merged decoder (no ``If`` node with a no-cache branch).
    """
    import numpy as np
    import onnx
    from onnx import TensorProto, helper, numpy_helper

    model = onnx.load(str(merged))
    branch = next((a.g for n in model.graph.node if n.op_type == "If" for a in n.attribute
                   if a.name == NO_CACHE_BRANCH), None)
    if branch is None:
        raise ValueError(f"{merged}: no If node with an {NO_CACHE_BRANCH}; not a merged Moonshine decoder")
    stored = {i.name: i for i in model.graph.initializer}

    def array(name):
        return numpy_helper.to_array(stored[name])

    def const(name, value):
        added[name] = numpy_helper.from_array(np.asarray(value, dtype=np.float32), name)

    nodes, added = [], {}
    for node in branch.node:
        if node.op_type == "DynamicQuantizeLinear":
            y, scale, zero = node.output
            nodes.append(helper.make_node("Identity", [node.input[0]], [y]))
            const(scale, 1.0)
            const(zero, 0.0)
        elif node.op_type == "MatMulInteger":
            a, w, _, w_zero = node.input
            const(w + "_float", array(w).astype(np.float32) - array(w_zero).astype(np.float32))
            nodes.append(helper.make_node("MatMul", [a, w + "_float"], list(node.output)))
        elif node.op_type == "DequantizeLinear":
            q, scale, zero = (list(node.input) + [""])[:3]
            y = node.output[0]
            const(y + "_zero", array(zero).astype(np.float32) if zero in stored else 0.0)
            nodes += [helper.make_node("Cast", [q], [y + "_cast"], to=TensorProto.FLOAT),
                      helper.make_node("Sub", [y + "_cast", y + "_zero"], [y + "_sub"]),
                      helper.make_node("Mul", [y + "_sub", scale], [y])]
        else:
            nodes.append(node)
    used = {name for node in nodes for name in node.input}
    kept = [stored[name] for name in sorted(used) if name in stored and name not in added]
    width = model.graph.input[1].type.tensor_type.shape.dim[2].dim_value
    inputs = [helper.make_tensor_value_info("input_ids", TensorProto.INT64, ["batch", "tokens"]),
              helper.make_tensor_value_info("encoder_hidden_states", TensorProto.FLOAT, ["batch", "frames", width])]
    outputs = [helper.make_tensor_value_info("logits", TensorProto.FLOAT, ["batch", "tokens", "vocabulary"])]
    graph = helper.make_graph(nodes, "moonshine_decoder_float", inputs, outputs, kept + list(added.values()))
    out = helper.make_model(graph, opset_imports=model.opset_import)
    out.ir_version = model.ir_version
    return out
