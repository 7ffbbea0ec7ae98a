"""Inference with the exported joint model: numpy + onnxruntime only (no torch).

``NluModel.load(model_dir)`` reads ``nlu.json`` and ``nlu.int8.onnx`` (or ``nlu.fp32.onnx``) written by
:func:`slu_node.nlu.train.train_joint_model`; ``predict(tokens)`` returns an
:class:`~slu_node.types.NluOutput`. Tag sequences are decoded by BIO-constrained Viterbi over the
exported tag scores plus the CRF transitions; tag confidences are forward-backward marginals.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Optional, Sequence, Union

import numpy as np

from slu_node.nlu.decode import ChainDecoder, bio_constraints
from slu_node.nlu.vocab import MAX_TOKENS, Vocab, encode_batch
from slu_node.providers import INT8_MODEL_PROVIDERS, session_options
from slu_node.types import NluOutput

MODEL_JSON = "nlu.json"
INT8_ONNX = "nlu.int8.onnx"
FP32_ONNX = "nlu.fp32.onnx"


class NluModel:
    """A loaded joint intent/slot model.

    Attributes:
        meta: the ``nlu.json`` content (vocab, labels, intent_mode, CRF transitions, training summary).
        tag_labels, intent_labels: label lists (index = model output position).
        intent_mode: "multiclass" (softmax) or "multilabel" (sigmoid).
        path: the ONNX file in use.
    """

    def __init__(self, meta: dict, session, path: Path):
        self.meta = meta
        self.session = session
        self.path = path
        self.vocab = Vocab.from_json(meta["vocab"])
        self.tag_labels: list[str] = list(meta["tag_labels"])
        self.intent_labels: list[str] = list(meta["intent_labels"])
        self.intent_mode: str = meta["intent_mode"]
        k = len(self.tag_labels)
        cmask, smask = bio_constraints(self.tag_labels)
        crf = meta.get("crf")
        if crf:
            self._decoder = ChainDecoder(np.asarray(crf["transitions"], dtype=np.float64) + cmask,
                                         np.asarray(crf["start"], dtype=np.float64) + smask,
                                         np.asarray(crf["end"], dtype=np.float64))
        else:
            self._decoder = ChainDecoder(cmask, smask, np.zeros(k))

    @classmethod
    def load(
        cls,
        model_dir: Union[str, Path],
        *,
        providers: Optional[Sequence[str]] = None,
        threads: int = 1,
        fp32: bool = False,
    ) -> "NluModel":
        """Load ``model_dir/nlu.json`` and ``nlu.int8.onnx`` (``nlu.fp32.onnx`` when ``fp32``).

        Args:
            model_dir: directory written by ``slu train`` / train_joint_model.
            providers: onnxruntime execution providers; default the CPU
                (:data:`slu_node.providers.INT8_MODEL_PROVIDERS`).
            threads: intra-op CPU threads (1 = the latency benchmark setting).
            fp32: use the float model (written only with ``keep_fp32=True``).

        Raises:
            FileNotFoundError: a file is missing (the message names it and says to run ``slu train``).
            ValueError: ``nlu.json`` is not valid JSON or lacks a required key.
        """
        import onnxruntime as ort

        model_dir = Path(model_dir)
        meta_path = model_dir / MODEL_JSON
        onnx_path = model_dir / (FP32_ONNX if fp32 else INT8_ONNX)
        for p in (meta_path, onnx_path):
            if not p.is_file():
                raise FileNotFoundError(
                    f"NLU model file missing: {p}. Run `slu train` to train the model for this domain"
                    + (" (with keep_fp32 for the float model)" if fp32 and p == onnx_path else "")
                    + "."
                )
        try:
            meta = json.loads(meta_path.read_text(encoding="utf-8"))
            for key in ("vocab", "tag_labels", "intent_labels", "intent_mode"):
                meta[key]
        except (json.JSONDecodeError, KeyError, TypeError) as exc:
            raise ValueError(f"{meta_path} is not a valid NLU model description ({exc}); re-run `slu train`.") from exc
        session = ort.InferenceSession(str(onnx_path), sess_options=session_options(threads),
                                       providers=list(providers) if providers else list(INT8_MODEL_PROVIDERS))
        return cls(meta, session, onnx_path)

    # ------------------------------------------------------------------------------------------
    def predict(self, tokens: Sequence[str]) -> NluOutput:
        """Tag and classify one tokenised utterance.

        Args:
            tokens: words (see slu_node.textnorm.tokenize); only the first 64 are read, and the
                output covers those. Empty input gives empty tags and the intent probabilities of an
                empty (one PAD token) input.

        Raises:
            TypeError: ``tokens`` is a plain string or holds non-strings.
        """
        return self.predict_batch([tokens])[0]

    def predict_batch(self, batch: Sequence[Sequence[str]]) -> list[NluOutput]:
        """:meth:`predict` for several utterances.

        Each utterance gets its own onnxruntime run: with dynamic int8 quantisation the activation
        scales are computed over the whole input tensor, so batching would make an utterance's output
        depend on its batch mates.
        """
        toks_list = [self._check_tokens(t) for t in batch]
        outs = []
        for toks in toks_list:
            words, chars, _ = encode_batch(self.vocab, [toks])
            probs, scores = self.session.run(None, {"word_ids": words, "char_ids": chars})
            outs.append(self._decode(toks, probs[0], scores[0]))
        return outs

    def intent_set(self, out: NluOutput, threshold: float = 0.5) -> tuple[str, ...]:
        """Intents asserted by ``out``: arg-max (multiclass) or all ≥ ``threshold`` (multilabel)."""
        from slu_node.nlu.metrics import predicted_intents

        return predicted_intents(out, self.intent_mode, threshold)

    # ------------------------------------------------------------------------------------------
    @staticmethod
    def _check_tokens(tokens: Sequence[str]) -> tuple[str, ...]:
        if isinstance(tokens, str):
            raise TypeError("tokens must be a sequence of words, not a str (use slu_node.textnorm.tokenize)")
        toks = tuple(tokens)[:MAX_TOKENS]
        for t in toks:
            if not isinstance(t, str):
                raise TypeError(f"tokens must be str, got {type(t).__name__}")
        return toks

    def _decode(self, tokens: tuple[str, ...], probs: np.ndarray, scores: np.ndarray) -> NluOutput:
        intents = {lab: float(p) for lab, p in zip(self.intent_labels, probs)}
        if not tokens:
            return NluOutput(tokens=(), tags=(), tag_confidence=(), intents=intents)
        path, post = self._decoder.decode(scores[: len(tokens)])
        conf = tuple(float(min(1.0, max(0.0, p))) for p in post)
        tags = tuple(self.tag_labels[j] for j in path)
        return NluOutput(tokens=tokens, tags=tags, tag_confidence=conf, intents=intents)
