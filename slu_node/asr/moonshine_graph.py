"""A faster Moonshine decoder graph: its output projection as an int8 matrix product.

The int8 exports of Moonshine (see :mod:`slu_node.asr.moonshine_fetch`) tie the decoder's output
projection to its token embedding, stored once as an int8 table of vocabulary × model width
(32768 × 416 for Base). The graph computes the logits as ``MatMul(h, DequantizeLinear(Transpose(E)))``:
onnxruntime (1.31, CPU) runs these nodes at every decoding step: it transposes the whole table
(13.6 MB for Base), dequantizes it to float32 (54 MB) and multiplies in float32. Its profiler put all
dequantize, transpose and float32 matrix-product nodes at 28 % of a step's node time; rewritten, a step
of 4 hypotheses took 13 instead of 33 ms on this project's 2-core machine (eleventh session, Base).

:func:`rewrite_output_projection` stores the table transposed once and computes the logits with
onnxruntime's ``DynamicQuantizeMatMul`` (com.microsoft contrib operator: the activations are quantized
to uint8 per call and multiplied with the int8 table, as the graph's other matrix products already do).
The embedding lookup then gathers columns of the transposed table, so the file holds the table once.
The logits move by the activations' quantization (at most 0.11 on the logit scale over 21 steps of a
test utterance, the same best token at each).

:func:`ensure_fast_decoder` writes the rewritten graph beside the original. It needs the ``onnx``
package (installed with the project's ``train`` extra); inference itself needs only onnxruntime.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Optional, Union

log = logging.getLogger(__name__)

ORIGINAL_DECODER = "decoder_model_merged.onnx"
#: The fetched encoder's file name, in the model folder.
ENCODER = "encoder_model.onnx"
#: The rewritten decoder's file name, in the model folder.
FAST_DECODER = "decoder_model_fast.onnx"


def rewrite_output_projection(model) -> int:
    """Rewrite ``model`` (an ``onnx.ModelProto`` of a Moonshine merged decoder) in place: each
    ``MatMul(h, DequantizeLinear(Transpose(E)))`` of a constant int8/uint8 table ``E`` becomes
    ``DynamicQuantizeMatMul(h, Eᵀ, scale, zero_point)`` with ``Eᵀ`` stored once, and each
    ``Gather(E, ids)`` becomes ``Transpose(Gather(Eᵀ, ids, axis=1))``. Works on the graph and on the
    subgraphs of its ``If`` nodes.

    Returns:
        how many output projections were rewritten (2 for the Moonshine exports: one per ``If``
        branch); 0 leaves the model unchanged.

    Raises:
        ImportError: no ``onnx`` package.
    """
    import numpy as np
    from onnx import helper, numpy_helper

    graph = model.graph
    tables = {init.name: init for init in graph.initializer}
    subgraphs = [graph] + [attr.g for node in graph.node for attr in node.attribute if attr.HasField("g")]
    transposed: dict[str, str] = {}  # table → name of its transposed copy
    count = 0
    for sub in subgraphs:
        producer = {out: node for node in sub.node for out in node.output}
        for dq in [n for n in sub.node if n.op_type == "DequantizeLinear"]:
            tr = producer.get(dq.input[0])
            users = [n for n in sub.node if dq.output[0] in n.input]
            if (tr is None or tr.op_type != "Transpose" or tr.input[0] not in tables or len(users) != 1
                    or users[0].op_type != "MatMul" or list(users[0].input[1:]) != [dq.output[0]]
                    or len(dq.input) != 3
                    or any(a.name == "perm" and list(a.ints) != [1, 0] for a in tr.attribute)):
                continue
            table, matmul = tr.input[0], users[0]
            if table not in transposed:
                values = numpy_helper.to_array(tables[table])
                if values.ndim != 2 or values.dtype not in (np.int8, np.uint8):
                    continue
                transposed[table] = table + "_transposed_once"
                graph.initializer.append(numpy_helper.from_array(np.ascontiguousarray(values.T),
                                                                 transposed[table]))
            fused = helper.make_node("DynamicQuantizeMatMul", [matmul.input[0], transposed[table], *dq.input[1:]],
                                     list(matmul.output), name=matmul.name + "_int8", domain="com.microsoft")
            position = list(sub.node).index(matmul)
            sub.node.insert(position, fused)
            for node in (tr, dq, matmul):
                sub.node.remove(node)
            count += 1
    if not count:
        return 0
    for sub in subgraphs:  # the embedding lookups read the transposed copy: the table is stored once
        for gather in [n for n in sub.node if n.op_type == "Gather" and n.input[0] in transposed]:
            if any(a.name == "axis" and a.i != 0 for a in gather.attribute):
                continue
            columns = gather.output[0] + "_columns"
            position = list(sub.node).index(gather)
            sub.node.insert(position, helper.make_node(
                "Gather", [transposed[gather.input[0]], gather.input[1]], [columns], name=gather.name + "_columns",
                axis=1))
            sub.node.insert(position + 1, helper.make_node(
                "Transpose", [columns], list(gather.output), name=gather.name + "_rows", perm=[1, 2, 0]))
            sub.node.remove(gather)
    used = {name for sub in subgraphs for node in sub.node for name in node.input}
    for table in transposed:
        if table not in used:
            graph.initializer.remove(tables[table])
    if not any(opset.domain == "com.microsoft" for opset in model.opset_import):
        model.opset_import.append(helper.make_opsetid("com.microsoft", 1))
    return count


def ensure_fast_decoder(model_dir: Union[str, Path]) -> Optional[Path]:
    """The rewritten decoder of the Moonshine folder ``model_dir`` (:data:`FAST_DECODER`), written
    there from :data:`ORIGINAL_DECODER` when missing or older than it (about 1 s and 150 MB of memory,
    once).

    Returns:
        its path; None when it cannot be made: no ``onnx`` package, a missing, damaged or unexpected
        original graph, or an unwritable folder (each is logged; the original decoder then serves, and
        its own loading reports a damaged file).
    """
    model_dir = Path(model_dir)
    fast, original = model_dir / FAST_DECODER, model_dir / ORIGINAL_DECODER
    if up_to_date(fast, original):
        return fast
    try:
        import onnx
    except ImportError:
        log.warning("no onnx package: Moonshine runs its original decoder (pip install onnx for the faster one)")
        return None
    try:
        model = onnx.load(str(original))
        rewritten = rewrite_output_projection(model)
    except Exception as exc:  # noqa: BLE001 (any unreadable graph: the original's own load reports it)
        log.warning("%s: cannot rewrite the decoder (%s); the original serves", original, exc)
        return None
    if not rewritten:
        log.warning("%s: no output projection to rewrite; the original decoder serves", original)
        return None
    try:
        save_replacing(model, fast)
    except OSError as exc:
        log.warning("cannot write %s (%s); the original decoder serves", fast, exc)
        return None
    return fast


def up_to_date(written: Path, source: Path) -> bool:
    """True when ``written`` (a graph made from ``source``) exists and is not older than ``source``."""
    return written.is_file() and source.is_file() and written.stat().st_mtime >= source.stat().st_mtime


def save_replacing(model, path: Path) -> None:
    """Save ``model`` (an ``onnx.ModelProto``, in one file) at ``path`` by way of ``path.part``, so that a
    failed write leaves no half graph there.

    Raises:
        OSError: the folder cannot be written.
    """
    import onnx

    tmp = path.with_name(path.name + ".part")
    onnx.save(model, str(tmp), save_as_external_data=False)
    tmp.replace(path)
