"""Moonshine's int8 graphs as float32 graphs: for training, and for GPU execution providers.

The fetched int8 exports (``encoder_model.onnx``, ``decoder_model_merged.onnx``,
:mod:`slu_node.asr.moonshine_fetch`) were made with onnxruntime's ``quantize_dynamic``. Their
``DynamicQuantizeLinear`` and ``MatMulInteger`` nodes are CPU kernels: on a lent H100 the CUDA provider
ran Moonshine Base's int8 decoding step slower than the CPU (nineteenth session,
``docs/results/providers_benchmark.md``). :func:`dequantize_nodes` undoes the quantization node by node:

- ``DynamicQuantizeLinear(x)`` → ``x`` with scale 1 and zero point 0;
- ``MatMulInteger(a, W, a0, W0)`` → ``MatMul(a, W − W0)`` with ``W − W0`` stored as float32 (the scale
  of ``W`` is applied by the graph's next ``Mul``, as before);
- ``DequantizeLinear(q, s, z)`` → ``(q − z) · s``, computed once and stored when ``q`` is a stored
  table or its transpose (Moonshine's output projection), else ``(float(q) − z) · s`` in the graph.

:func:`float_decoder` takes the merged decoder's no-cache branch as a graph of its own, for the encoder
adapter's training (:mod:`slu_node.asr.adapter_training`): inputs ``input_ids`` (int64, batch × tokens)
and ``encoder_hidden_states`` (float32, batch × frames × 416 for Base), output ``logits`` (float32,
batch × tokens × 32,768). The float logits differ from the int8 graph's by the activations'
quantization (at most 0.79 on the logit scale over a 9-token prefix of ``samples/commands/c04.wav``,
the same best token at each). :func:`float_model` converts a whole graph with its ``If`` branches
(encoder, merged decoder) keeping its inputs and outputs, and :func:`ensure_float_models` writes both
beside the fetched model for ``MoonshineAsr(precision="float32")``.

Needs the ``onnx`` package (the ``train`` extra); inference itself needs only onnxruntime.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Optional, Union

from slu_node.asr.moonshine_graph import ENCODER, ORIGINAL_DECODER, save_replacing, up_to_date

log = logging.getLogger(__name__)

#: The no-cache branch's name in the merged decoder's ``If`` node.
NO_CACHE_BRANCH = "else_branch"
#: The float32 graphs' file names, in the model folder (int8 file → float32 file).
FLOAT_FILES = {ENCODER: "encoder_model_float.onnx", ORIGINAL_DECODER: "decoder_model_float.onnx"}


def dequantize_nodes(nodes, stored: dict) -> tuple[list, dict]:
    """``nodes`` (``onnx.NodeProto``) with their quantized operators made float32, as the module says.

    Args:
        nodes: the nodes of one graph or subgraph, in order.
        stored: name → ``onnx.TensorProto`` of the tensors the nodes may read as constants (the model's
            initializers).

    Returns:
        (the new nodes, name → ``TensorProto`` of the float32 constants they read, new or folded).

    Raises:
        ValueError: a ``MatMulInteger`` whose weight is not a stored tensor.
    """
    import numpy as np
    from onnx import TensorProto, helper, numpy_helper

    def array(name):
        return numpy_helper.to_array(stored[name])

    def const(name, value):
        added[name] = numpy_helper.from_array(np.asarray(value, dtype=np.float32), name)

    transposed = {n.output[0]: n for n in nodes if n.op_type == "Transpose" and n.input[0] in stored}
    out, added = [], {}
    for node in nodes:
        if node.op_type == "DynamicQuantizeLinear":
            y, scale, zero = node.output
            out.append(helper.make_node("Identity", [node.input[0]], [y]))
            const(scale, 1.0)
            const(zero, 0.0)
        elif node.op_type == "MatMulInteger":
            a, w = node.input[:2]
            if w not in stored:
                raise ValueError(f"MatMulInteger {node.name!r}: its weight {w!r} is not a stored tensor")
            w_zero = node.input[3] if len(node.input) > 3 and node.input[3] else None
            zero = array(w_zero).astype(np.float32) if w_zero else np.float32(0.0)
            const(w + "_float", array(w).astype(np.float32) - zero)
            out.append(helper.make_node("MatMul", [a, w + "_float"], list(node.output)))
        elif node.op_type == "DequantizeLinear":
            q, scale, zero = (list(node.input) + ["", ""])[:3]
            y = node.output[0]
            table = None
            if q in stored:
                table = array(q)
            elif q in transposed:
                perm = [a.ints for a in transposed[q].attribute if a.name == "perm"]
                table = np.transpose(array(transposed[q].input[0]), *(list(p) for p in perm))
            if table is not None and scale in stored and (not zero or zero in stored):
                z = array(zero).astype(np.float32) if zero else np.float32(0.0)
                const(y, (table.astype(np.float32) - z) * array(scale).astype(np.float32))
                continue
            const(y + "_zero", array(zero).astype(np.float32) if zero in stored else 0.0)
            out += [helper.make_node("Cast", [q], [y + "_cast"], to=TensorProto.FLOAT),
                    helper.make_node("Sub", [y + "_cast", y + "_zero"], [y + "_sub"]),
                    helper.make_node("Mul", [y + "_sub", scale], [y])]
        else:
            out.append(node)
    read = {name for node in out for name in node.input}
    folded = {id(n) for name, n in transposed.items() if name not in read}  # a folded table's transpose
    out = [n for n in out if id(n) not in folded]
    read = {name for node in out for name in node.input}
    return out, {name: t for name, t in added.items() if name in read}


def float_decoder(merged: Union[str, Path]):
    """The float32, no-cache decoder of the merged int8 decoder at ``merged`` (an ``onnx.ModelProto``).

    Raises:
        FileNotFoundError: no file at ``merged``.
        ValueError: the graph is not a merged decoder (no ``If`` node with a no-cache branch).
    """
    import onnx
    from onnx import TensorProto, helper

    model = onnx.load(str(merged))
    branch = next((a.g for n in model.graph.node if n.op_type == "If" for a in n.attribute
                   if a.name == NO_CACHE_BRANCH), None)
    if branch is None:
        raise ValueError(f"{merged}: no If node with an {NO_CACHE_BRANCH}; not a merged Moonshine decoder")
    stored = {i.name: i for i in model.graph.initializer}
    nodes, added = dequantize_nodes(branch.node, stored)
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


def float_model(path: Union[str, Path]):
    """The int8 model at ``path`` (a Moonshine encoder or merged decoder) as float32 (an
    ``onnx.ModelProto`` with the same inputs and outputs): the graph's nodes and those of its ``If``
    branches dequantized (:func:`dequantize_nodes`), the int8 tensors nothing reads any more dropped.
    Base's float32 encoder and decoder files hold 70 and 180 MB.

    Raises:
        FileNotFoundError: no file at ``path``.
        ValueError: a quantized operator it cannot undo (see :func:`dequantize_nodes`).
    """
    import onnx

    path = Path(path)
    if not path.is_file():
        raise FileNotFoundError(f"{path}: no such model")
    model = onnx.load(str(path))
    graph = model.graph
    stored = {i.name: i for i in graph.initializer}
    added: dict = {}
    # branches first: rewriting the graph's own nodes copies its If node, branches and all
    graphs = [a.g for n in graph.node for a in n.attribute if a.HasField("g")] + [graph]
    for sub in graphs:
        nodes, new = dequantize_nodes(sub.node, stored)
        del sub.node[:]
        sub.node.extend(nodes)
        del sub.value_info[:]  # the quantized tensors' recorded types no longer hold; onnxruntime infers them
        added.update(new)  # a name two branches share stands for the same tensor in both
    read = {name for sub in graphs for node in sub.node for name in node.input}
    kept = [t for name, t in stored.items() if name in read and name not in added]
    del graph.initializer[:]
    graph.initializer.extend(kept + list(added.values()))
    return model


def ensure_float_models(model_dir: Union[str, Path]) -> Optional[dict[str, Path]]:
    """The float32 encoder and decoder of the Moonshine folder ``model_dir``, written there by
    :func:`float_model` when missing or older than the int8 files (as
    :func:`slu_node.asr.moonshine_graph.ensure_fast_decoder` writes its graph; about 3 s for Base on
    this project's 2-core machine, 6 s on a lent H100's host, once).

    Returns:
        int8 file name → float32 path (:data:`FLOAT_FILES`); None when they cannot be made: no ``onnx``
        package, a missing or damaged int8 graph, or an unwritable folder (each is logged).
    """
    model_dir = Path(model_dir)
    out = {}
    for source, target in FLOAT_FILES.items():
        original, written = model_dir / source, model_dir / target
        out[source] = written
        if up_to_date(written, original):
            continue
        try:
            save_replacing(float_model(original), written)
        except ImportError:
            log.warning("no onnx package: cannot write Moonshine's float32 graphs (pip install onnx)")
            return None
        except Exception as exc:  # noqa: BLE001 (an unwritable folder, or a damaged graph: onnx's own errors)
            log.warning("%s: cannot write its float32 graph (%s)", original, exc)
            return None
    return out
