"""Vosk (Kaldi) recogniser: optional backend for any Vosk model directory.

The ``vosk`` wheel ships no model and none can be downloaded here; get one from
https://alphacephei.com/vosk/models (e.g. ``vosk-model-small-en-us-0.15``, 40 MB) and pass its folder.
A ``grammar`` (list of phrases, optionally with ``"[unk]"``) restricts decoding to those phrases on
models that support it (the small models do; large graph models ignore it).
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Optional, Union

import numpy as np

from slu_node.asr.base import AsrBackend, empty_transcript
from slu_node.audio.io import ensure_pcm16
from slu_node.types import Transcript, Word

MODELS_URL = "https://alphacephei.com/vosk/models"
#: Files/folders of which at least one marks a Vosk model directory.
_MODEL_MARKERS = ("am/final.mdl", "final.mdl", "graph", "conf/model.conf")


def grammar_json(grammar: Optional[list[str]]) -> Optional[str]:
    """The JSON string Vosk's ``KaldiRecognizer`` takes as grammar (None when ``grammar`` is None).

    Phrases are lower-cased and whitespace-normalised; empty phrases are dropped; ``"[unk]"`` is kept.

    Raises:
        ValueError: grammar is not a list of strings, or holds no phrase.
    """
    if grammar is None:
        return None
    if isinstance(grammar, str) or not all(isinstance(p, str) for p in grammar):
        raise ValueError("grammar must be a list of phrases (str)")
    phrases = list(dict.fromkeys(" ".join(p.lower().split()) for p in grammar))
    phrases = [p for p in phrases if p]
    if not phrases:
        raise ValueError("grammar holds no phrase")
    return json.dumps(phrases)


def check_model_dir(model_dir: Union[str, Path]) -> Path:
    """Check that ``model_dir`` looks like a Vosk model.

    Raises:
        FileNotFoundError: missing folder or no model files in it (names where to get models).
    """
    path = Path(model_dir)
    if not path.is_dir():
        raise FileNotFoundError(f"{path}: no Vosk model directory; download one from {MODELS_URL} and unpack it")
    if not any((path / m).exists() for m in _MODEL_MARKERS):
        raise FileNotFoundError(
            f"{path}: not a Vosk model (none of {', '.join(_MODEL_MARKERS)} found); get a model from {MODELS_URL}"
        )
    return path


class VoskAsr(AsrBackend):
    """Vosk recogniser.

    Args:
        model_dir: an unpacked Vosk model folder.
        grammar: optional list of phrases restricting the recognition (see :func:`grammar_json`).
        nbest: alternatives requested from Vosk (``SetMaxAlternatives``).

    Raises:
        FileNotFoundError: missing or invalid model dir (message names :data:`MODELS_URL`).
        RuntimeError: the ``vosk`` package is not installed (extra ``vosk``) or rejects the model.
    """

    name = "vosk"
    streaming = True

    def __init__(self, model_dir: Union[str, Path], grammar: Optional[list[str]] = None, nbest: int = 5) -> None:
        self.model_dir = check_model_dir(model_dir)
        self.grammar = grammar_json(grammar)
        self.nbest = max(1, int(nbest))
        try:
            import vosk  # noqa: PLC0415 (optional dependency)
        except ImportError as exc:
            raise RuntimeError("the vosk backend needs `pip install vosk` (extra slu_node[vosk])") from exc
        vosk.SetLogLevel(-1)
        try:
            self._model = vosk.Model(str(self.model_dir))
        except Exception as exc:  # vosk raises a bare Exception("Failed to create a model")
            raise RuntimeError(f"{self.model_dir}: Vosk could not load the model ({exc}); see {MODELS_URL}") from exc
        self._vosk = vosk
        self._rec = None
        self._utt_samples = 0
        self._busy_s = 0.0

    def _recognizer(self):
        rec = (self._vosk.KaldiRecognizer(self._model, 16000.0, self.grammar) if self.grammar
               else self._vosk.KaldiRecognizer(self._model, 16000.0))
        rec.SetWords(True)
        if self.nbest > 1:
            rec.SetMaxAlternatives(self.nbest)
        return rec

    def transcribe(self, samples: np.ndarray) -> Transcript:
        """Decode one utterance (1-D int16 16 kHz)."""
        samples = ensure_pcm16(samples)
        self.start()
        self.accept(samples)
        return self.finish()

    def start(self) -> None:
        """Begin an utterance (new Kaldi recogniser)."""
        self._rec = self._recognizer()
        self._utt_samples = 0
        self._busy_s = 0.0

    def accept(self, samples: np.ndarray) -> None:
        """Decode a chunk of int16 16 kHz audio."""
        samples = ensure_pcm16(samples)
        if self._rec is None:
            self.start()
        t0 = time.perf_counter()
        self._rec.AcceptWaveform(samples.tobytes())
        self._utt_samples += samples.size
        self._busy_s += time.perf_counter() - t0

    def finish(self) -> Transcript:
        """End the utterance and return its transcript."""
        if self._rec is None:
            return empty_transcript(0.0)
        t0 = time.perf_counter()
        result = json.loads(self._rec.FinalResult())
        self._rec = None
        return parse_result(result, self._utt_samples / 16000.0, self._busy_s + time.perf_counter() - t0)


def parse_result(result: dict, audio_s: float, processing_s: float) -> Transcript:
    """Turn a Vosk ``FinalResult`` JSON object (with or without alternatives) into a Transcript.

    Vosk alternatives carry a total ``confidence`` (log-likelihood-like, not 0..1); they are turned into
    0..1 by a softmax over the alternatives. Word confidences (``conf``) are used as given.
    """
    alts = result.get("alternatives")
    if alts:
        scores = np.array([float(a.get("confidence", 0.0)) for a in alts])
        probs = np.exp(scores - scores.max())
        probs /= probs.sum()
        entries = [(" ".join(a.get("text", "").split()), float(p)) for a, p in zip(alts, probs)]
        best = alts[0]
    else:
        best = result
        entries = [(" ".join(result.get("text", "").split()), 1.0)]
    words = tuple(
        Word(w["word"], float(w.get("start", 0.0)), float(w.get("end", 0.0)), float(w.get("conf", 1.0)))
        for w in best.get("result", [])
        if w.get("word") and w["word"] != "[unk]"
    )
    text = entries[0][0]
    if not text:
        return Transcript("", 0.0, (), (), audio_s, processing_s)
    conf = float(np.mean([w.confidence for w in words])) if (words and not alts) else entries[0][1]
    seen, alternatives = set(), []
    for alt_text, p in entries:
        if alt_text and alt_text not in seen:
            seen.add(alt_text)
            alternatives.append((alt_text, conf if alt_text == text else p))
    return Transcript(text, conf, tuple(alternatives), words, audio_s, processing_s)
