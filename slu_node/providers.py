"""onnxruntime execution providers: which ones the project's sessions (NLU, Moonshine, ONNX CTC) ask for."""

from __future__ import annotations

#: Execution providers tried in this order when none are given (only the available ones are used).
PREFERRED_PROVIDERS = ("TensorrtExecutionProvider", "CUDAExecutionProvider", "CPUExecutionProvider")


def default_providers() -> list[str]:
    """:data:`PREFERRED_PROVIDERS` that ``onnxruntime.get_available_providers()`` lists, in that order
    (``["CPUExecutionProvider"]`` when it lists none of them)."""
    import onnxruntime as ort

    available = set(ort.get_available_providers())
    return [p for p in PREFERRED_PROVIDERS if p in available] or ["CPUExecutionProvider"]
