"""onnxruntime execution providers and session options: what the project's sessions (NLU, Moonshine, ONNX
CTC, Silero VAD) ask for."""

from __future__ import annotations

#: Execution providers tried in this order when none are given (only the available ones are used).
PREFERRED_PROVIDERS = ("TensorrtExecutionProvider", "CUDAExecutionProvider", "CPUExecutionProvider")
#: The default of the int8 models that ship with the project (Moonshine, the NLU model): on a lent H100
#: with onnxruntime-gpu 1.31.1 the CUDA provider made an utterance's recognition slower (381 against
#: 227 ms; its decoding steps copy the cached keys and values between host and GPU, and the int8
#: graphs are many small operators) and the NLU parse too (5.2 against 3.1 ms), nineteenth session
#: (``benchmarks/providers_benchmark.py``). With float32 graphs and the cache kept on the GPU
#: (``MoonshineAsr``'s ``precision`` and ``io_binding``, which a GPU provider turns on) Moonshine took
#: 194 against 210 ms on the same kind of machine, forty-seventh session: a small gain, so the CPU stays
#: the default. Ask for the GPU providers explicitly (``--providers``).
INT8_MODEL_PROVIDERS = ("CPUExecutionProvider",)


def default_providers() -> list[str]:
    """:data:`PREFERRED_PROVIDERS` that ``onnxruntime.get_available_providers()`` lists, in that order
    (``["CPUExecutionProvider"]`` when it lists none of them)."""
    import onnxruntime as ort

    available = set(ort.get_available_providers())
    return [p for p in PREFERRED_PROVIDERS if p in available] or ["CPUExecutionProvider"]


def session_options(threads: int = 1, *, memory_arena: bool = True, spinning: bool = False):
    """The ``onnxruntime.SessionOptions`` every session of the project runs with: ``threads`` intra-op
    threads (at least 1), one inter-op thread (the graphs are run one operator after another), errors
    only in onnxruntime's log (level 3: its warnings, such as unused initializers, are left out), and
    onnxruntime's CPU memory arena on or off (``memory_arena``; see ``MoonshineAsr``'s argument).
    Graph optimisation is onnxruntime's default for Python sessions, all of it.

    ``spinning``: let the intra-op worker threads spin waiting for the next operator
    (onnxruntime's ``session.intra_op.allow_spinning``, on by default there). Off here: a Moonshine
    decoding step is about a thousand small operators with Python's beam search between steps, and
    on this project's 2-core machine the spinning worker took the core that Python needed. On the 26
    sample commands, Moonshine Base with two threads took a median 204 ms an utterance spinning and
    154 ms not (one thread: 183 ms; same transcripts; four interleaved runs, forty-eighth session).
    With more cores than busy threads spinning may gain a little latency; turn it on there.

    Integer products are exact on every CPU (onnxruntime's ``session.x64quantprecision``, its pull
    request 12088): on an x86-64 CPU with AVX2 but no VNNI, onnxruntime's u8 × s8 kernel adds pairs of
    products in saturating 16-bit lanes (``VPMADDUBSW``: 255 × 127 × 2 = 64,770 is cut to 32,767), so the
    dynamically quantized int8 graphs (NLU, Moonshine, the CTC backend) gave other tags and words there
    than on a VNNI, ARM or GPU machine (onnxruntime issues 5849, 6004 and 14642). Seen in the
    sixty-fourth session on an AMD EPYC with AVX2 only: "reading ahead to saturday's curry toast the
    cumin ..." was done where it is asked about, and the tests' tiny int8 CTC model read "o" for "hi
    o". With the option, the int8 operators widen to 16 bits: the NLU model's forward pass took 1.4
    against 0.9 ms there (a 12-word utterance); on machines without the saturation it changes nothing.
    """
    import onnxruntime as ort

    opts = ort.SessionOptions()
    opts.intra_op_num_threads = max(1, int(threads))
    opts.inter_op_num_threads = 1
    opts.log_severity_level = 3
    opts.enable_cpu_mem_arena = bool(memory_arena)
    opts.add_session_config_entry("session.intra_op.allow_spinning", "1" if spinning else "0")
    opts.add_session_config_entry("session.x64quantprecision", "1")
    return opts
