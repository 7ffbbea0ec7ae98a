"""Moonshine's cached decoder keys and values between decoding steps, on the host or on the device.

Each decoding step of the merged decoder (:mod:`slu_node.asr.moonshine_asr`) reads the keys and values
of every earlier step and returns them grown by one; the beam search then keeps the rows of the
hypotheses it goes on with. :class:`HostCache` passes them as numpy arrays, so on a GPU execution
provider they cross between host and GPU twice a step: on a lent H100 that made a step of 8 hypotheses
take 22 ms on the CUDA provider against 10 ms on the CPU (nineteenth session,
``docs/results/providers_benchmark.md``). :class:`BoundCache` keeps them where the provider computes
them with onnxruntime's I/O binding (``InferenceSession.io_binding``, ``OrtValue``): only the token ids
go in and the logits come out, and the hypotheses' rows are gathered on the device by a one-node-per-
tensor ``Gather`` graph (:func:`gather_model`). On the CPU provider both give the same logits.
"""

from __future__ import annotations

from typing import Optional, Sequence, Union

import numpy as np

#: onnxruntime execution provider → the device name its I/O binding takes.
PROVIDER_DEVICES = {"CUDAExecutionProvider": "cuda", "TensorrtExecutionProvider": "cuda",
                    "CPUExecutionProvider": "cpu"}


def device_of(providers: Sequence[str]) -> Optional[str]:
    """The device of the first of ``providers`` (onnxruntime names, most preferred first): ``"cuda"``,
    ``"cpu"``, or None for a provider whose device this module does not know (ROCm, DirectML ...)."""
    return PROVIDER_DEVICES.get(providers[0]) if providers else "cpu"


def _empty(heads: int, head_dim: int) -> np.ndarray:
    """An empty cache tensor (1 × heads × 0 × head_dim float32): the first step's past."""
    return np.zeros((1, heads, 0, head_dim), np.float32)


class HostCache:
    """The cache as numpy arrays fed and fetched at every step (``InferenceSession.run``).

    Args:
        decoder: the merged decoder's ``onnxruntime.InferenceSession``.
        past: its cache input names (``past_key_values.L.{decoder,encoder}.{key,value}``; the outputs
            are ``present.…`` of the same names).
        heads, head_dim: the attention heads and their width (8 and 52 for Base).
        hidden: the encoder's states (float32, 1 × frames × width), fed at every step.
    """

    def __init__(self, decoder, past: Sequence[str], heads: int, head_dim: int, hidden: np.ndarray) -> None:
        self._decoder, self._hidden = decoder, hidden
        self._pairs = _pairs(past)
        self._outputs = [o.name for o in decoder.get_outputs()[1:]]
        self._past = {name: _empty(heads, head_dim) for name in past}
        self._present: dict = {}

    def step(self, ids: np.ndarray, first: bool) -> np.ndarray:
        """One decoding step of the hypotheses whose last tokens are ``ids`` (int64, hypotheses × 1);
        ``first``: the step that reads the start token (the no-cache branch).

        Returns:
            the last position's logits, float32 hypotheses × vocabulary.
        """
        feed = {"input_ids": ids, "encoder_hidden_states": self._hidden, "use_cache_branch": np.array([not first]),
                **self._past}
        outputs = self._decoder.run(None, feed)
        self._present = dict(zip(self._outputs, outputs[1:]))
        return outputs[0][:, -1, :]

    def keep(self, rows: np.ndarray, first: bool) -> None:
        """Go on with the hypotheses ``rows`` (int64 indices into the last step's hypotheses, one per
        hypothesis kept): their decoder keys and values become the next step's past; after the
        ``first`` step, the encoder's keys and values too (after that step the decoder reads them, not
        the encoder's states; one row serves every hypothesis: the attention's matrix product
        broadcasts it, the same logits as one copy per hypothesis without copying them at every
        step)."""
        for past, present in self._pairs:
            if ".decoder." in past:
                self._past[past] = self._present[present][rows]
            elif first:
                self._past[past] = self._present[present]


def gather_model(count: int, opset: int = 13):
    """A graph of ``count`` ``Gather`` nodes (axis 0) sharing one index input: inputs ``rows`` (int64,
    n) and ``cache_0`` … (float32, batch × heads × tokens × width), outputs ``kept_0`` … (n × heads ×
    tokens × width). Returns its serialized bytes.

    Raises:
        ImportError: no ``onnx`` package.
    """
    from onnx import TensorProto, helper

    shape = ["batch", "heads", "tokens", "width"]
    inputs = [helper.make_tensor_value_info("rows", TensorProto.INT64, ["n"])]
    inputs += [helper.make_tensor_value_info(f"cache_{i}", TensorProto.FLOAT, shape) for i in range(count)]
    outputs = [helper.make_tensor_value_info(f"kept_{i}", TensorProto.FLOAT, ["n", *shape[1:]])
               for i in range(count)]
    nodes = [helper.make_node("Gather", [f"cache_{i}", "rows"], [f"kept_{i}"], axis=0) for i in range(count)]
    graph = helper.make_graph(nodes, "moonshine_cache_gather", inputs, outputs)
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", opset)], ir_version=8).SerializeToString()


class BoundCache:
    """The cache kept on the provider's device between steps (onnxruntime I/O binding); the same
    interface as :class:`HostCache`.

    Args:
        decoder: the merged decoder's session.
        gather: a session of :func:`gather_model` for the decoder's self-attention tensors, on the same
            providers.
        past, heads, head_dim: as for :class:`HostCache`.
        hidden: the encoder's states, a numpy array or an ``onnxruntime.OrtValue`` on ``device``
            (:func:`encode`).
        device: ``"cuda"`` or ``"cpu"`` (:func:`device_of`); ``device_id``: which one.
    """

    def __init__(self, decoder, gather, past: Sequence[str], heads: int, head_dim: int, hidden, device: str,
                 device_id: int = 0) -> None:
        self._decoder, self._gather, self._hidden = decoder, gather, hidden
        self._device, self._device_id = device, device_id
        self._pairs = _pairs(past)
        self._self_attention = [(p, q) for p, q in self._pairs if ".decoder." in p]
        self._empty = _empty(heads, head_dim)
        self._past: dict = {}
        self._present: dict = {}

    def step(self, ids: np.ndarray, first: bool) -> np.ndarray:
        """As :meth:`HostCache.step`; the past and present stay on the device, the logits come to the
        host."""
        binding = self._decoder.io_binding()
        binding.bind_cpu_input("input_ids", np.ascontiguousarray(ids, np.int64))
        binding.bind_cpu_input("use_cache_branch", np.array([not first]))
        _bind_input(binding, "encoder_hidden_states", self._hidden)
        for past, _ in self._pairs:
            _bind_input(binding, past, self._empty if first else self._past[past])
        binding.bind_output("logits", "cpu")
        for _, present in self._pairs:
            binding.bind_output(present, self._device, self._device_id)
        self._decoder.run_with_iobinding(binding)
        outputs = binding.get_outputs()
        self._present = dict(zip((p for _, p in self._pairs), outputs[1:]))
        return outputs[0].numpy()[:, -1, :]

    def keep(self, rows: np.ndarray, first: bool) -> None:
        """As :meth:`HostCache.keep`, gathering the rows on the device."""
        binding = self._gather.io_binding()
        binding.bind_cpu_input("rows", np.ascontiguousarray(rows, np.int64))
        for i, (_, present) in enumerate(self._self_attention):
            binding.bind_ortvalue_input(f"cache_{i}", self._present[present])
            binding.bind_output(f"kept_{i}", self._device, self._device_id)
        self._gather.run_with_iobinding(binding)
        for (past, _), kept in zip(self._self_attention, binding.get_outputs()):
            self._past[past] = kept
        if first:
            for past, present in self._pairs:
                if ".decoder." not in past:
                    self._past[past] = self._present[present]


def _pairs(past: Sequence[str]) -> list[tuple[str, str]]:
    """(past input name, present output name) of each cache tensor."""
    return [(name, name.replace("past_key_values.", "present.")) for name in past]


def _bind_input(binding, name: str, value) -> None:
    """Bind ``value`` (a numpy array, copied to where the graph needs it, or an ``OrtValue``)."""
    if isinstance(value, np.ndarray):
        binding.bind_cpu_input(name, value)
    else:
        binding.bind_ortvalue_input(name, value)


def encode(session, feed_name: str, value: Union[np.ndarray, object], output: str, device: str,
           device_id: int = 0):
    """Run one-input, one-output ``session`` (Moonshine's encoder, the encoder adapter) with its
    output left on ``device``: an ``onnxruntime.OrtValue``. ``value``: a numpy array or an
    ``OrtValue``."""
    binding = session.io_binding()
    _bind_input(binding, feed_name, value)
    binding.bind_output(output, device, device_id)
    session.run_with_iobinding(binding)
    return binding.get_outputs()[0]
