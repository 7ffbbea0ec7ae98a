"""onnxruntime execution providers: which ones the project's sessions (NLU, Moonshine, ONNX CTC) ask for."""

from __future__ import annotations

#: Execution providers tried in this order when none are given (only the available ones are used).
PREFERRED_PROVIDERS = ("TensorrtExecutionProvider", "CUDAExecutionProvider", "CPUExecutionProvider")
#: The default of the int8 models that ship with the project (Moonshine, the NLU model): on a lent H100
#: with onnxruntime-gpu 1.31.1 the CUDA provider made an utterance's recognition slower (381 against
#: 227 ms; its decoding steps copy the cached keys and values between host and GPU, and the int8
#: graphs are many small operators) and the NLU parse too (5.2 against 3.1 ms), nineteenth session
#: (``benchmarks/providers_benchmark.py``). Ask for the GPU providers explicitly (``--providers``).
INT8_MODEL_PROVIDERS = ("CPUExecutionProvider",)


def default_providers() -> list[str]:
    """:data:`PREFERRED_PROVIDERS` that ``onnxruntime.get_available_providers()`` lists, in that order
    (``["CPUExecutionProvider"]`` when it lists none of them)."""
    import onnxruntime as ort

    available = set(ort.get_available_providers())
    return [p for p in PREFERRED_PROVIDERS if p in available] or ["CPUExecutionProvider"]
