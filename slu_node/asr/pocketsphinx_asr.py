"""CMU PocketSphinx 5 recogniser with the domain language model (the embedded default backend).

Loads ``<domain dir>/asr/lm.arpa`` and ``words.dict`` written by :func:`slu_node.asr.lm.build_asr_model`
(``slu train``) with the acoustic model bundled in the pocketsphinx wheel (``model/en-us``, US English,
semi-continuous). A word's confidence is the larger of its lattice posterior (``bestpath`` on) and its
N-best word posterior (:mod:`slu_node.asr.confidence`); the utterance confidence is their mean;
alternatives are the distinct texts of the lattice N-best list, scored relative to the best (see
:meth:`PocketsphinxAsr.transcribe`). On the 62 real coffee orders (development set) the N-best word
posterior raised command acceptance from 80.6 / 79.0 / 53.2 / 16.1 % to 88.7 / 87.1 / 61.3 / 17.7 %
(clean / 18 / 12 / 6 dB, batch decoding); commands accepted but wrong went from 6.5 / 6.5 / 12.9 /
11.3 % to 4.8 / 4.8 / 16.1 / 24.2 %: fewer in quiet, more in heavy noise.

Streaming (:meth:`start`, :meth:`accept`, :meth:`finish`) decodes during speech after estimating the
utterance's own cepstral mean from its first ``cmn_warmup_s`` seconds. Same recordings, clean / 18 dB:
batch 88.7 / 87.1 %; streaming with the running mean of earlier utterances 87.1 / 79.0 %; with a 1 s
estimate 75.8 % clean (the first second is mostly the VAD's leading padding); with 2 s (the default)
87.1 / 85.5 %.

Default decoder settings: ``fwdflat=True`` (the flat-lexicon second pass: on TTS commands it cost
~40 % more time for no WER gain, but on the 62 real coffee-order recordings it raised command
acceptance 82.3 → 87.1 % clean and 61.3 → 69.4 % at 18 dB with no slower real-time factor, see
``benchmarks/coffee_benchmark.py``; real speech decides), its beams in :data:`DEFAULT_CONFIG`, and
dither (digital silence in synthetic audio otherwise upsets the whole-utterance cepstral mean:
espeak-ng en-us WER 36 % → 16 % on a 30-command set). The dither is pocketsphinx's own (one LSB added
to a random quarter of the samples, ``fe_dither`` in sphinxbase's ``fe_sigproc.c``) but applied here
with a generator seeded afresh for each utterance (:data:`DITHER_SEED`): the decoder's built-in one
draws from one stream for the decoder's life, so an utterance's transcript depended on how much audio
came before it (6 of 30 synthetic commands changed when only the silence after earlier ones changed).
With that and the feature module re-initialised for each utterance's cepstral mean (see
:meth:`PocketsphinxAsr._utterance_cmn`), an utterance decodes the same whatever the decoder heard before:
a file, its replay from a bag and the same audio inside a live stream give one transcript.
"""

from __future__ import annotations

import json
import math
import time
from dataclasses import replace
from pathlib import Path
from typing import Optional, Union

import numpy as np

from slu_node.asr.base import AsrBackend, audio_seconds, empty_transcript
from slu_node.asr.confidence import nbest_word_posteriors
from slu_node.asr.lm import ASR_SUBDIR, DICT_FILE, LM_FILE, META_FILE
from slu_node.audio.io import ensure_pcm16
from slu_node.types import Transcript, Word

#: Decoder frame rate (frames per second) of the bundled acoustic model (``frate`` 100).
FRAME_RATE = 100
_LN_LOGBASE = math.log(1.0001)  # pocketsphinx scores are in log base 1.0001
#: Score gap (log-base-1.0001 units of the N-best path scores) that divides an alternative's confidence
#: by e. Empirical: a one-word difference ("to"/"into") is ~25 units, an extra word 400-900.
NBEST_TEMPERATURE = 300.0
#: Name of the one-word grammar search used only to compute features for the cepstral-mean estimate.
_CMN_SEARCH = "_cmn_features"
#: Decoder settings applied before the caller's ``**config``. The second (flat-lexicon) pass runs with
#: beams somewhat narrower than pocketsphinx's (1e-64 / 7e-29), measured in the third session:
#: - 1e-52 / 1e-25 took 22 % off its end-of-utterance time on 20 coffee recordings. Acceptance was the
#:   same on the 62 coffee recordings at every SNR and on 100 synthetic cooking commands (85 exactly
#:   right);
#: - 1e-40 / 1e-20 took a third off, but got only 77 of those 100 right.
DEFAULT_CONFIG = {"fwdflat": True, "bestpath": True, "dither": True, "loglevel": "FATAL",
                  "fwdflatbeam": 1e-52, "fwdflatwbeam": 1e-25, "cmn": "live"}
#: Prior of the cepstral-mean estimate (pocketsphinx's default ``cmninit``, 13 values; any will do).
CMN_PRIOR = (40.0, 3.0, -1.0) + (0.0,) * 10
#: Seed of the per-utterance dither generator (see the module docstring).
DITHER_SEED = 1


def dither(samples: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """pocketsphinx's dither: +1 on a random quarter of the samples (int16 in, int16 out, clipped at
    32767; ``fe_dither`` in sphinxbase's ``fe_sigproc.c``)."""
    bump = (rng.integers(0, 4, samples.size) == 0).astype(np.int32)
    return np.minimum(samples.astype(np.int32) + bump, 32767).astype(np.int16)


def _is_filler(word: str) -> bool:
    return word.startswith("<") or word.startswith("[") or word.startswith("+")


def _cmn_vector(text: str) -> np.ndarray:
    """The decoder's cepstral mean, a comma-separated list (``Decoder.get_cmn``), as a float array."""
    return np.array([float(v) for v in text.split(",")])


def _cmn_text(mean: np.ndarray) -> str:
    """A cepstral mean in the form ``Decoder.set_cmn`` takes."""
    return ",".join(f"{v:.4f}" for v in mean)


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
        cmn_warmup_s: streaming only: seconds of audio buffered to estimate the cepstral mean before
            decoding starts (see :meth:`start`).
        nbest_confidence: word confidence = the larger of the lattice posterior and the N-best word
            posterior (:func:`slu_node.asr.confidence.nbest_word_posteriors`); False: lattice only.
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
                 dictionary: Optional[str] = None, hmm: Optional[str] = None, nbest_confidence: bool = True,
                 cmn_warmup_s: float = 2.0, **config) -> None:
        from pocketsphinx import Config, Decoder, get_model_path

        if nbest < 1:
            raise ValueError(f"nbest must be >= 1, got {nbest}")
        self.nbest = int(nbest)
        self.nbest_confidence = bool(nbest_confidence)
        self.cmn_warmup_s = float(cmn_warmup_s)
        self._warm, self._head = False, []
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
                     dict=self.dict_path)
        settings = {**DEFAULT_CONFIG, **config}
        self.dither = bool(settings.pop("dither"))  # applied here, per utterance (module docstring)
        self._rng = np.random.default_rng(DITHER_SEED)
        for key, value in {**settings, "dither": False}.items():
            try:
                cfg[key] = value
            except KeyError as exc:
                raise ValueError(f"unknown pocketsphinx option {key!r}") from exc
        try:
            self._decoder = Decoder(cfg)
        except (RuntimeError, ValueError) as exc:
            raise RuntimeError(f"pocketsphinx could not load {self.lm_path} / {self.dict_path}: {exc}") from exc
        self._in_utt = False
        self._utt_samples = 0
        self._busy_s = 0.0  # decoder seconds spent on the streaming utterance so far
        self._main_search: Optional[str] = None  # set when the cepstral-mean search is added

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
            Transcript with ``words`` (times in seconds from the start of ``samples``, confidence =
            lattice posterior of the word, 0..1), ``confidence`` = mean word posterior, and
            ``alternatives`` = the best text then up to ``nbest - 1`` other distinct N-best texts with
            confidence ``confidence * exp(-gap / NBEST_TEMPERATURE)``, gap = score distance to the best
            N-best entry (log-base-1.0001 units).

        Raises:
            AudioError: samples not 1-D int16.
        """
        samples = ensure_pcm16(samples)
        self._rng = np.random.default_rng(DITHER_SEED)
        return self._decode_batch(self._dithered(samples))

    def _decode_batch(self, samples: np.ndarray) -> Transcript:
        """:meth:`transcribe` of samples already dithered."""
        started = time.perf_counter()
        if samples.size < 160:  # under 10 ms: nothing to decode
            return empty_transcript(audio_seconds(samples), started)
        if self._in_utt and self._warm:  # the decoder has an utterance open
            self._decoder.end_utt()
        raw = samples.tobytes()
        self._decoder.set_cmn(_cmn_text(self._utterance_cmn(raw)))
        self._decoder.start_utt()
        self._decoder.process_raw(raw, no_search=False, full_utt=True)
        self._decoder.end_utt()
        self._in_utt = False
        return self._result(audio_seconds(samples), started)

    # -- streaming -----------------------------------------------------------------------------------
    def start(self) -> None:
        """Begin a streaming utterance.

        The decoder's live cepstral mean normalisation keeps the mean of the previous utterances for
        the whole of a short utterance, which is wrong when the speaker, microphone or noise changed.
        So the first ``cmn_warmup_s`` of audio are buffered, their own cepstral mean is computed
        (:meth:`_utterance_cmn`) and set, and decoding then starts from the beginning of the
        utterance; an utterance shorter than that is decoded as a whole in :meth:`finish`.
        """
        if self._in_utt and self._warm:  # the decoder has an utterance open
            self._decoder.end_utt()
        self._in_utt = True
        self._warm = False
        self._rng = np.random.default_rng(DITHER_SEED)
        self._head: list[np.ndarray] = []
        self._utt_samples = 0
        self._busy_s = 0.0

    def accept(self, samples: np.ndarray) -> None:
        """Decode a chunk of int16 16 kHz audio now (``start`` is implied)."""
        samples = ensure_pcm16(samples)
        if not self._in_utt:
            self.start()
        t0 = time.perf_counter()
        samples = self._dithered(samples)
        self._utt_samples += samples.size
        if self._warm:
            if samples.size:
                self._decoder.process_raw(samples.tobytes(), no_search=False, full_utt=False)
        else:
            self._head.append(samples.copy())
            if self._utt_samples >= self.cmn_warmup_s * 16000:
                head = np.concatenate(self._head).tobytes()
                self._decoder.set_cmn(_cmn_text(self._utterance_cmn(head)))
                self._decoder.start_utt()
                self._decoder.process_raw(head, no_search=False, full_utt=False)
                self._warm, self._head = True, []
        self._busy_s += time.perf_counter() - t0

    def _utterance_cmn(self, raw: bytes) -> np.ndarray:
        """Cepstral mean of ``raw`` (int16 bytes) alone.

        The decoder runs live CMN only (``cmn=live`` in :data:`DEFAULT_CONFIG`). After an update its
        mean is ``(W * prior + sum of n frames) / (W + n)`` with a fixed window weight ``W``, so one
        update mostly returns the prior. Updating from two different priors ``p1``, ``p2`` gives
        ``m1``, ``m2``; then ``a = W / (W + n) = (m1 - m2) / (p1 - p2)`` and the frames' own mean is
        ``(m1 - a * p1) / (1 - a)``. Each update starts from a re-initialised feature module
        (``reinit_feat``, ~0.1 ms), so no earlier utterance leaks into the estimate (the CMN's
        running sums, the noise removal's state), and the features are computed under a one-word
        grammar search (:data:`_CMN_SEARCH`): closing an utterance searches its frames, which with
        the domain LM and the second pass cost 0.2–0.4 s on 2 s of audio, ~0.03 s with the grammar.
        """
        dec = self._decoder
        if self._main_search is None:
            self._main_search = dec.current_search()
            dec.add_jsgf_string(_CMN_SEARCH, f"#JSGF V1.0;\ngrammar cmn;\npublic <s> = {self._any_word()};\n")
        p1 = np.array(CMN_PRIOR)
        p2 = p1 + 10.0
        means = []
        dec.activate_search(_CMN_SEARCH)
        try:
            for prior in (p1, p2):
                dec.reinit_feat()
                dec.set_cmn(_cmn_text(prior))
                dec.start_utt()
                dec.process_raw(raw, no_search=True, full_utt=False)
                means.append(_cmn_vector(dec.get_cmn(True)))
                dec.end_utt()
        finally:
            dec.activate_search(self._main_search)
        dec.reinit_feat()  # the utterance to decode starts from a fresh feature module too
        a = np.clip((means[0] - means[1]) / (p1 - p2), 0.0, 0.99)
        return (means[0] - a * p1) / (1.0 - a)

    def _any_word(self) -> str:
        """A plain word of the pronunciation dictionary (the one-word grammar of the cepstral-mean pass).

        Raises:
            RuntimeError: the dictionary has no word of letters only.
        """
        with open(self.dict_path, encoding="utf-8") as fh:
            for line in fh:
                word = line.split()[0].split("(")[0] if line.split() else ""
                if word.isalpha():
                    return word
        raise RuntimeError(f"{self.dict_path}: no plain word in the pronunciation dictionary")

    def partial(self) -> str:
        """Current best hypothesis of the streaming utterance ("" when none)."""
        hyp = self._decoder.hyp() if self._in_utt and self._warm else None
        return hyp.hypstr if hyp is not None else ""

    def finish(self) -> Transcript:
        """End the streaming utterance; ``processing_s`` counts only decoder time."""
        if not self._in_utt:
            return empty_transcript(0.0)
        if not self._warm:  # shorter than the warm-up: one batch decode
            busy, self._in_utt = self._busy_s, False
            result = self._decode_batch(np.concatenate(self._head) if self._head else np.zeros(0, np.int16))
            return replace(result, processing_s=result.processing_s + busy)
        t0 = time.perf_counter()
        self._decoder.end_utt()
        self._in_utt = False
        started = t0 - self._busy_s
        return self._result(self._utt_samples / 16000.0, started)

    # -- helpers -------------------------------------------------------------------------------------
    def _dithered(self, samples: np.ndarray) -> np.ndarray:
        """``samples`` with the utterance's dither (unchanged when dither is off)."""
        return dither(samples, self._rng) if self.dither else samples

    def _result(self, audio_s: float, started: float) -> Transcript:
        dec = self._decoder
        hyp = dec.hyp()
        text = " ".join(w for w in (hyp.hypstr if hyp is not None else "").split() if not _is_filler(w))
        if not text:
            return empty_transcript(audio_s, started)
        segs = []
        for seg in dec.seg():
            if _is_filler(seg.word):
                continue
            wconf = float(min(1.0, max(0.0, seg.prob)))  # already a probability in the Python API
            segs.append((seg.word.split("(")[0], seg.start_frame / FRAME_RATE, (seg.end_frame + 1) / FRAME_RATE, wconf))
        entries = self._nbest_entries() if self.nbest > 1 else []
        merged = nbest_word_posteriors([s[0] for s in segs], [(t.split(), sc) for t, sc in entries],
                                       NBEST_TEMPERATURE) if self.nbest_confidence else [0.0] * len(segs)
        words = [Word(w, start, end, max(wconf, m), wconf) for (w, start, end, wconf), m in zip(segs, merged)]
        conf = float(np.mean([w.confidence for w in words])) if words else 0.0
        alternatives: list[tuple[str, float]] = [(text, conf)]
        if entries:
            top = max(score for _, score in entries)
            seen = {text}
            for alt_text, score in sorted(entries, key=lambda e: -e[1]):
                if alt_text in seen:
                    continue
                seen.add(alt_text)
                alternatives.append((alt_text, conf * math.exp(-(top - score) / NBEST_TEMPERATURE)))
                if len(alternatives) >= self.nbest:
                    break
        return Transcript(
            text=text,
            confidence=conf,
            alternatives=tuple(alternatives),
            words=tuple(words),
            audio_s=audio_s,
            processing_s=time.perf_counter() - started,
        )

    def _nbest_entries(self) -> list[tuple[str, float]]:
        """The first ``10 * nbest`` lattice N-best paths as ``(text without fillers, log-1.0001 score)``
        (empty when there is no lattice)."""
        entries: list[tuple[str, float]] = []
        try:
            for i, alt in enumerate(self._decoder.nbest()):
                if i >= 10 * self.nbest:
                    break
                if alt is None or alt.hypstr is None:  # the lattice iterator can yield empty entries
                    continue
                alt_text = " ".join(w for w in alt.hypstr.split() if not _is_filler(w))
                if alt_text and alt.score > 0:
                    entries.append((alt_text, math.log(alt.score) / _LN_LOGBASE))
        except RuntimeError:  # no lattice (decoding aborted): keep the best only
            return []
        return entries

    def out_of_domain_words(self, text: str) -> list[str]:
        """Words of ``text`` that come from the LM's general-English filler, not from the domain
        (empty when the model has no ``meta.json``)."""
        return [w for w in text.split() if w in self.filler_words]

    def close(self) -> None:
        """End any unfinished utterance."""
        if self._in_utt and self._warm:  # the decoder has an utterance open
            self._decoder.end_utt()
        self._in_utt, self._head = False, []
