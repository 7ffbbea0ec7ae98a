"""CMU PocketSphinx 5 recogniser with the domain language model (the embedded default backend).

Loads ``<domain dir>/asr/lm.arpa`` and ``words.dict`` written by :func:`slu_node.asr.lm.build_asr_model`
(``slu train``) with the acoustic model bundled in the pocketsphinx wheel (``model/en-us``, US English,
semi-continuous). Confidence is the decoder's lattice posterior of the best path (``bestpath`` on,
acoustic scale ``ascale``); word confidences are the words' lattice posteriors; alternatives are the
distinct texts of the N-best list, scored relative to the best (see :meth:`PocketsphinxAsr.transcribe`).
"""

from __future__ import annotations

import json
import math
import time
from pathlib import Path
from typing import Optional, Union

import numpy as np

from slu_node.asr.base import AsrBackend, audio_seconds, check_samples, empty_transcript
from slu_node.asr.lm import ASR_SUBDIR, DICT_FILE, LM_FILE, META_FILE
from slu_node.types import Transcript, Word

#: Decoder frame rate (frames per second) of the bundled acoustic model (``frate`` 100).
FRAME_RATE = 100
_LN_LOGBASE = math.log(1.0001)  # pocketsphinx scores are in log base 1.0001


def _is_filler(word: str) -> bool:
    return word.startswith("<") or word.startswith("[") or word.startswith("+")


def find_asr_dir(model_dir: Union[str, Path]) -> Path:
    """Return the folder holding ``lm.arpa``/``words.dict``: ``model_dir/asr`` or ``model_dir`` itself.

    Raises:
        FileNotFoundError: neither holds both files (message says to run ``slu train``).
    """
    model_dir = Path(model_dir)
    for cand in (model_dir / ASR_SUBDIR, model_dir):
        if (cand / LM_FILE).is_file() and (cand / DICT_FILE).is_file():
            return cand
    raise FileNotFoundError(
        f"{model_dir}: no ASR model ({ASR_SUBDIR}/{LM_FILE} and {ASR_SUBDIR}/{DICT_FILE}); build it with "
        f"`slu train --domain {model_dir}` (slu_node.asr.lm.build_asr_model)"
    )


class PocketsphinxAsr(AsrBackend):
    """PocketSphinx decoding with a domain n-gram LM.

    Args:
        model_dir: domain directory (holding ``asr/``) or the ``asr/`` folder itself; None with
            ``lm``/``dictionary`` given, or use :meth:`generic`.
        nbest: most alternatives returned (≥ 1).
        lm: explicit ARPA/binary LM path (overrides ``model_dir``).
        dictionary: explicit pronunciation dictionary path (overrides ``model_dir``).
        hmm: acoustic model folder (default: the one bundled with pocketsphinx).
        **config: further pocketsphinx ``Config`` keys (``lw``, ``beam``, ``wip``, ``ascale``...).

    Raises:
        FileNotFoundError: model files missing (run ``slu train``).
        RuntimeError: pocketsphinx refused the model (message from the decoder).
    """

    name = "pocketsphinx"
    streaming = True

    def __init__(self, model_dir: Union[str, Path, None] = None, *, nbest: int = 5, lm: Optional[str] = None,
                 dictionary: Optional[str] = None, hmm: Optional[str] = None, **config) -> None:
        from pocketsphinx import Config, Decoder, get_model_path

        if nbest < 1:
            raise ValueError(f"nbest must be >= 1, got {nbest}")
        self.nbest = int(nbest)
        self.domain_words: frozenset = frozenset()
        self.filler_words: frozenset = frozenset()
        if lm is None or dictionary is None:
            if model_dir is None:
                raise ValueError("give model_dir (a domain directory) or both lm and dictionary")
            asr_dir = find_asr_dir(model_dir)
            lm = lm or str(asr_dir / LM_FILE)
            dictionary = dictionary or str(asr_dir / DICT_FILE)
            meta_path = asr_dir / META_FILE
            if meta_path.is_file():
                meta = json.loads(meta_path.read_text(encoding="utf-8"))
                self.domain_words = frozenset(meta.get("domain_words", ()))
                self.filler_words = frozenset(meta.get("filler_vocabulary", ()))
        for path in (lm, dictionary):
            if not Path(path).is_file():
                raise FileNotFoundError(f"{path}: no such ASR model file; build it with `slu train`")
        self.lm_path, self.dict_path = str(lm), str(dictionary)
        cfg = Config(hmm=hmm or str(Path(get_model_path()) / "en-us" / "en-us"), lm=self.lm_path,
                     dict=self.dict_path, loglevel="FATAL", bestpath=True)
        for key, value in config.items():
            cfg[key] = value
        try:
            self._decoder = Decoder(cfg)
        except (RuntimeError, ValueError) as exc:
            raise RuntimeError(f"pocketsphinx could not load {self.lm_path} / {self.dict_path}: {exc}") from exc
        self._ascale = float(cfg["ascale"])
        self._in_utt = False
        self._utt_samples = 0
        self._utt_started = 0.0

    @classmethod
    def generic(cls, nbest: int = 5, **config) -> "PocketsphinxAsr":
        """The wheel's generic US-English 3-gram LM and full CMUdict (reference only: ~46 % WER on
        commands in the lab notes, real-time factor ~0.12)."""
        from pocketsphinx import get_model_path

        base = Path(get_model_path()) / "en-us"
        return cls(None, nbest=nbest, lm=str(base / "en-us.lm.bin"), dictionary=str(base / "cmudict-en-us.dict"),
                   **config)

    # -- batch ---------------------------------------------------------------------------------------
    def transcribe(self, samples: np.ndarray) -> Transcript:
        """Decode one utterance (1-D int16, 16 kHz) in batch mode (whole-utterance normalisation).

        Returns:
            Transcript with ``confidence`` = lattice posterior of the best path (0..1), ``words`` with
            times in seconds from the start of ``samples`` and posterior confidences, and
            ``alternatives`` = up to ``nbest`` distinct N-best texts with confidence
            ``best_conf * exp((score_i - score_best) * ln(1.0001) / ascale)``.

        Raises:
            AudioError: samples not 1-D int16.
        """
        samples = check_samples(samples)
        started = time.perf_counter()
        if samples.size < 160:  # under 10 ms: nothing to decode
            return empty_transcript(audio_seconds(samples), started)
        if self._in_utt:
            self._decoder.end_utt()
        self._decoder.start_utt()
        self._decoder.process_raw(samples.tobytes(), no_search=False, full_utt=True)
        self._decoder.end_utt()
        self._in_utt = False
        return self._result(audio_seconds(samples), started)

    # -- streaming -----------------------------------------------------------------------------------
    def start(self) -> None:
        """Begin a streaming utterance (live cepstral mean normalisation)."""
        if self._in_utt:
            self._decoder.end_utt()
        self._decoder.start_utt()
        self._in_utt = True
        self._utt_samples = 0
        self._utt_started = time.perf_counter()
        self._busy_s = 0.0

    def accept(self, samples: np.ndarray) -> None:
        """Decode a chunk of int16 16 kHz audio now (``start`` is implied)."""
        samples = check_samples(samples)
        if not self._in_utt:
            self.start()
        t0 = time.perf_counter()
        if samples.size:
            self._decoder.process_raw(samples.tobytes(), no_search=False, full_utt=False)
        self._utt_samples += samples.size
        self._busy_s += time.perf_counter() - t0

    def partial(self) -> str:
        """Current best hypothesis of the streaming utterance ("" when none)."""
        hyp = self._decoder.hyp() if self._in_utt else None
        return hyp.hypstr if hyp is not None else ""

    def finish(self) -> Transcript:
        """End the streaming utterance; ``processing_s`` counts only decoder time."""
        if not self._in_utt:
            return empty_transcript(0.0)
        t0 = time.perf_counter()
        self._decoder.end_utt()
        self._in_utt = False
        started = t0 - self._busy_s
        return self._result(self._utt_samples / 16000.0, started)

    # -- helpers -------------------------------------------------------------------------------------
    def _result(self, audio_s: float, started: float) -> Transcript:
        dec = self._decoder
        hyp = dec.hyp()
        text = " ".join(hyp.hypstr.split()) if hyp is not None else ""
        if not text:
            return empty_transcript(audio_s, started)
        conf = float(min(1.0, max(0.0, dec.get_prob())))
        logmath = dec.logmath
        words = []
        for seg in dec.seg():
            if _is_filler(seg.word):
                continue
            word = seg.word.split("(")[0]
            wconf = float(min(1.0, max(0.0, logmath.exp(seg.prob))))
            words.append(Word(word, seg.start_frame / FRAME_RATE, (seg.end_frame + 1) / FRAME_RATE, wconf))
        alternatives: list[tuple[str, float]] = [(text, conf)]
        if self.nbest > 1:
            best_score = hyp.best_score
            seen = {text}
            try:
                for i, alt in enumerate(dec.nbest()):
                    if len(alternatives) >= self.nbest or i >= 20 * self.nbest:
                        break
                    alt_text = " ".join(w for w in alt.hypstr.split() if not _is_filler(w))
                    if not alt_text or alt_text in seen:
                        continue
                    seen.add(alt_text)
                    rel = math.exp(min(0.0, (alt.score - best_score) * _LN_LOGBASE / self._ascale))
                    alternatives.append((alt_text, conf * rel))
            except RuntimeError:  # no lattice (e.g. decoding aborted): keep the best only
                pass
        return Transcript(
            text=text,
            confidence=conf,
            alternatives=tuple(alternatives),
            words=tuple(words),
            audio_s=audio_s,
            processing_s=time.perf_counter() - started,
        )

    def out_of_domain_words(self, text: str) -> list[str]:
        """Words of ``text`` that come from the LM's general-English filler, not from the domain
        (empty when the model has no ``meta.json``)."""
        return [w for w in text.split() if w in self.filler_words]

    def close(self) -> None:
        """End any unfinished utterance."""
        if self._in_utt:
            self._decoder.end_utt()
            self._in_utt = False
