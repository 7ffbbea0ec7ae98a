"""ONNX export of :class:`~slu_node.nlu.model.JointNet` and int8 dynamic quantisation (onnxruntime).

Graph: inputs ``word_ids`` int64 [B, T] and ``char_ids`` int64 [B, T, C] (B and T dynamic; every row
an unpadded utterance), outputs ``intent_probs`` float32 [B, I] and ``tag_scores`` float32 [B, T, K].
The legacy TorchScript exporter (``dynamo=False``) is used: it maps ``nn.LSTM`` to the ONNX LSTM op,
which onnxruntime's dynamic quantiser turns into ``DynamicQuantizeLSTM``.
"""

from __future__ import annotations

import logging
import tempfile
import warnings
from pathlib import Path
from typing import Sequence, Union

#: Operator types quantised to int8 by :func:`quantize_int8` (weights int8, activations quantised
#: on the fly). ``Gather`` covers the embedding tables, which dominate the model size.
QUANT_OPS = ("MatMul", "Gather", "LSTM")
OPSET = 17


def export_onnx(net, path: Union[str, Path], n_chars: int) -> Path:
    """Write the network (put in eval mode) to ``path`` as ONNX (opset 17); returns the path.

    Args:
        net: a trained JointNet.
        path: output file.
        n_chars: characters per token in ``char_ids`` (vocab.MAX_CHARS).
    """
    import torch

    from slu_node.nlu.model import ExportWrapper

    path = Path(path)
    net.eval()
    wrapper = ExportWrapper(net).eval()
    words = torch.ones(1, 5, dtype=torch.long)
    chars = torch.ones(1, 5, n_chars, dtype=torch.long)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        torch.onnx.export(
            wrapper,
            (words, chars),
            str(path),
            input_names=["word_ids", "char_ids"],
            output_names=["intent_probs", "tag_scores"],
            dynamic_axes={
                "word_ids": {0: "batch", 1: "tokens"},
                "char_ids": {0: "batch", 1: "tokens"},
                "intent_probs": {0: "batch"},
                "tag_scores": {0: "batch", 1: "tokens"},
            },
            opset_version=OPSET,
            dynamo=False,
        )
    return path


def quantize_int8(src: Union[str, Path], dst: Union[str, Path], op_types: Sequence[str] = QUANT_OPS) -> Path:
    """Dynamic int8 quantisation of ``src`` into ``dst`` (onnxruntime.quantization.quantize_dynamic,
    signed int8 weights, per-tensor scales). Returns ``dst``. Accuracy must be re-measured after."""
    from onnxruntime.quantization import QuantType, quantize_dynamic

    src, dst = Path(src), Path(dst)
    root = logging.getLogger()
    level = root.level
    root.setLevel(logging.ERROR)  # the quantiser warns about optional pre-processing on every call
    try:
        _quantize(src, dst, op_types, quantize_dynamic, QuantType)
    finally:
        root.setLevel(level)
    return dst


def _quantize(src: Path, dst: Path, op_types, quantize_dynamic, QuantType) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        # quantize_dynamic writes helper files next to the output on some versions: keep them out.
        tmp_out = Path(tmp) / dst.name
        quantize_dynamic(
            str(src),
            str(tmp_out),
            op_types_to_quantize=list(op_types),
            weight_type=QuantType.QInt8,
            per_channel=False,
        )
        dst.write_bytes(tmp_out.read_bytes())
