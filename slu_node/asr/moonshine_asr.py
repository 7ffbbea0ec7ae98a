"""Moonshine recognisers (int8 ONNX encoder-decoder, beam search) over onnxruntime.

Moonshine (Jeffries et al. 2024, arXiv:2410.15608; MIT-licensed English weights) is a transformer
family trained on about 200,000 hours of English speech, Base (61M parameters, the default here) and
Tiny (27M); the encoder takes raw 16 kHz audio and the decoder writes SentencePiece tokens.
:mod:`slu_node.asr.moonshine_fetch` gets the int8 ONNX exports from the npm registry. The decoding
loop follows the package's own (``moonshine-js`` ``model.ts``): start token 1, end token 2, at most 6
tokens per second of audio, cached decoder keys and values, the encoder's keys and values taken from
the first step. Here it is a beam search; its hypotheses become the
transcript's n-best list for the NLU's rescoring (:meth:`slu_node.parser.SpokenCommandParser.parse_transcript`).

The search can be fused with the domain's word language model (:class:`DomainLm`, see
:class:`MoonshineAsr`). Output text goes through :func:`slu_node.textnorm.tokenize` (lowercase,
punctuation dropped, hyphens split), whole numbers are spelled (``12`` → ``twelve``) and homophones of
domain words are read as them (:mod:`slu_node.asr.homophones`), so that it reads like the domain's words.
"""

from __future__ import annotations

import functools
import heapq
import json
import logging
import math
import re
import time
import unicodedata
from dataclasses import dataclass
from pathlib import Path
from typing import Optional, Sequence, Union

import numpy as np

from slu_node.asr.base import AsrBackend, audio_seconds, empty_transcript
from slu_node.asr.class_lm import CLASS_LM_FILE, CLASS_WORDS_FILE, has_class_lm
from slu_node.asr.confidence import nbest_word_posteriors
from slu_node.asr.lm import arpa_bigrams, arpa_unigrams
from slu_node.asr.moonshine_cache import BoundCache, HostCache, device_of, encode, gather_model
from slu_node.asr.moonshine_fetch import DEFAULT_MODEL, MODEL_FILES, default_model_dir, is_complete
from slu_node.asr.moonshine_float import ensure_float_models
from slu_node.asr.moonshine_graph import ENCODER, ORIGINAL_DECODER, ensure_fast_decoder
from slu_node.audio.io import ensure_pcm16
from slu_node.numbers import number_to_words
from slu_node.textnorm import tokenize
from slu_node.types import Transcript, Word

log = logging.getLogger(__name__)

START_TOKEN, END_TOKEN = 1, 2
#: What ``MoonshineAsr(precision=...)`` takes.
PRECISIONS = ("int8", "float32")
#: Most tokens decoded per second of audio (moonshine-js ``model.ts``).
TOKENS_PER_SECOND = 6
#: Most tokens per second of audio when, at :data:`TOKENS_PER_SECOND`, no hypothesis better than the
#: empty one has ended and the best live one reads as fluent speech (``MoonshineAsr._speech_is_fast``).
#: Fast speech needs more: espeak-ng said a 33-word command in 8.9 s, 59
#: tokens (6.6 a second), and the search returned the empty transcript (sixteenth session).
#: Allowing 10 a second for every utterance let hypotheses that repeat themselves outscore the ones
#: that had ended, in kitchen noise ("... please robot next pass the chive through ..."); they are
#: still dropped at 6.
FAST_TOKENS_PER_SECOND = 10
#: Lowest fused score per token (natural log) of the best live hypothesis for the search to go on to
#: :data:`FAST_TOKENS_PER_SECOND`. Measured at the usual limit (sixteenth session): coffee orders spoken
#: 1.5 times as fast -0.68 to -1.41, espeak-ng's fast command -1.48; what the decoder made up from
#: kitchen noise at 10 dB mostly -1.68 to -2.99 ("one hundred twenty thousand k 999999999999"), where
#: going on had cost a third of the recogniser's time and changed no command.
FAST_MIN_PER_TOKEN = -1.6
#: Longest run of digits the language model lets a hypothesis spell without paying the unknown-word
#: score (999,999): spoken commands do not say longer numbers, and Moonshine writes noise as runs of
#: zeros ("100000000000" in the kitchen session once "million" had entered the LM's vocabulary through
#: its filler sentences, twelfth session).
MAX_SPOKEN_DIGITS = 6
#: A live hypothesis whose score is this far (natural log) below the best finished one's weighs at most
#: e^-10 (4.5e-5) of it in the n-best probabilities and word posteriors: the search need not wait for it
#: to end (``MoonshineAsr._settled``).
NEGLIGIBLE_NATS = 10.0
#: Shortest and longest audio Moonshine is meant for, s (its model card: 0.1 s to 64 s).
MIN_AUDIO_S, MAX_AUDIO_S = 0.1, 64.0
_BYTE_TOKEN = re.compile(r"<0x([0-9A-F]{2})>")
_WORD_START = "\u2581"  # SentencePiece's word-start mark
#: What ends a word inside a token run (a hyphen, a slash...): anything but letters, digits and "'".
_JOINER = re.compile(r"[^A-Za-z0-9']+")
#: Texts whose normalised words a recogniser remembers before it starts afresh.
_NORMALISED_KEPT = 50000


#: pocketsphinx's log base: ``NGramModel.prob`` returns log-probabilities in units of ln(1.0001).
_LOGMATH_LN = math.log(1.0001)


class DomainLm:
    """Word n-gram scores from the domain's ARPA language model (the one ``slu train`` builds for
    pocketsphinx), read with pocketsphinx's ``NGramModel``.

    Args:
        path: an ARPA file (``<domain>/asr/lm.arpa``).
        oov_log10: log10 probability given to a word the model does not know.
        class_weight: the share (0 ≤ w < 1) of the class model beside ``path``
            (:mod:`slu_node.asr.class_lm`) in each word's probability; 0: the word model alone.

    Raises:
        FileNotFoundError: no such file, or no class model beside it with ``class_weight`` > 0.
        ValueError: ``class_weight`` outside [0, 1).
    """

    def __init__(self, path: Union[str, Path], oov_log10: float = -7.0, class_weight: float = 0.0) -> None:
        from pocketsphinx import NGramModel

        path = Path(path)
        if not path.is_file():
            raise FileNotFoundError(f"{path}: no language model (run `slu train` for the domain)")
        if not 0.0 <= class_weight < 1.0:
            raise ValueError(f"class_weight must be in [0, 1), got {class_weight}")
        self.path = path
        self._model = NGramModel.readfile(str(path))
        self._oov = oov_log10 * math.log(10.0)
        self._floor = -(2 ** 28)  # NGramModel's score of a word it does not know
        self.words = set(arpa_unigrams(path))
        self.prefixes = {w[:i] for w in self.words for i in range(len(w) + 1)}
        self.class_weight = class_weight
        # log(1 − λ') and log(λ'), the two models' shares, for logprob (called per word of each hypothesis)
        self._log_shares = (math.log1p(-class_weight), math.log(class_weight)) if class_weight > 0 else (0.0, 0.0)
        self._classes: dict[str, tuple[str, float]] = {}
        self._class_model = None
        if class_weight > 0:
            if not has_class_lm(path.parent):
                raise FileNotFoundError(f"{path.parent / CLASS_LM_FILE}: no class language model (run `slu train "
                                        "--asr-only` for the domain), or set class_weight=0")
            self._class_model = NGramModel.readfile(str(path.parent / CLASS_LM_FILE))
            table = json.loads((path.parent / CLASS_WORDS_FILE).read_text(encoding="utf-8"))
            self._classes = {w: (c, lp) for w, (c, lp) in table.items()}

    def add_spellings(self, words) -> None:
        """Let ``words`` (spellings that stand for known words, e.g. homophones) be spelled without the
        unknown-word lookahead penalty."""
        self.prefixes |= {w[:i] for w in words for i in range(len(w) + 1)}

    @property
    def oov_logprob(self) -> float:
        """Natural-log probability of a word the model does not know."""
        return self._oov

    def could_start(self, partial: str) -> bool:
        """True when ``partial`` (the word being spelled: letters, digits and apostrophes) can still
        become a known word: it begins a word of the model, or is a number whose words
        (:func:`spell_number`) the model knows and has at most :data:`MAX_SPOKEN_DIGITS` digits. A run
        of digits that spells no known words pays at once: otherwise noise decoded as
        "420000000000000000" (Moonshine Base, the kitchen session) paid the language model nothing
        until it ended."""
        partial = partial.lower()
        if partial.isdigit():
            if len(partial) > MAX_SPOKEN_DIGITS:
                return False
            spelled = spell_number(partial)
            return spelled != partial and all(w in self.words for w in spelled.split())
        return partial in self.prefixes

    def logprob(self, word: str, history: Sequence[str]) -> float:
        """Natural-log probability of ``word`` after ``history`` (oldest first; ``<s>`` opens a
        sentence, ``</s>`` is the end), with back-off."""
        score = self._model.prob([word, *reversed(history[-2:])])
        if score <= self._floor:
            return self._oov
        word_lp = score * _LOGMATH_LN
        if self._class_model is not None:
            cls, within = self._classes.get(word, (word, 0.0))
            context = [self._classes.get(w, (w,))[0] for w in reversed(history[-2:])]
            class_score = self._class_model.prob([cls, *context])
            if class_score > self._floor:
                word_share, class_share = self._log_shares
                word_lp = float(np.logaddexp(word_share + word_lp, class_share + class_score * _LOGMATH_LN + within))
        # never above 0, which the beam search's bound on extensions relies on (back-off weights of a
        # model that is not quite normalised could lift a score above it)
        return min(0.0, word_lp)


@dataclass
class _Hypothesis:
    tokens: list[int]
    logprobs: list[float]
    score: float  # sum of token log-probabilities (natural log), the recogniser's own
    lm: float = 0.0  # weighted language-model log-probability of the completed words
    words: tuple = ("<s>",)  # completed words, normalised
    partial: str = ""  # text of the word being spelled
    lookahead: float = 0.0  # weighted unknown-word score when ``partial`` begins no known word

    @property
    def fused(self) -> float:
        return self.score + self.lm + self.lookahead

    @property
    def per_token(self) -> float:
        """The fused score per token decoded: how finished hypotheses are ranked."""
        return self.fused / max(1, len(self.logprobs))


class MoonshineAsr(AsrBackend):
    """Moonshine speech recognition.

    Args:
        model_dir: folder with :data:`slu_node.asr.moonshine_fetch.MODEL_FILES` (None:
            :func:`slu_node.asr.moonshine_fetch.default_model_dir` of ``model``).
        model: ``"base"`` or ``"tiny"`` (:data:`slu_node.asr.moonshine_fetch.MODELS`), for the default
            folder and the fetch command the missing-model error names.
        providers: onnxruntime execution providers, most preferred first, or one comma-separated string
            of them (as ``--asr-option`` and the ROS ``asr_options`` parameter give it:
            ``providers=CUDAExecutionProvider,CPUExecutionProvider``). None: the CPU,
            :data:`slu_node.providers.INT8_MODEL_PROVIDERS`.
        threads: intra-op threads per session.
        spinning: let those threads spin between operators (:func:`slu_node.providers.session_options`;
            off, a recognition on this project's 2-core machine took three quarters of the time).
        beam: beam width (1: greedy); the finished hypotheses make the n-best list. 8 rather than the
            4 of sessions 8–10: on the 200 synthetic commands of ``benchmarks/e2e_benchmark.py``,
            clean, 72.7 → 80.3 % correct actions (the wider beam keeps a domain word alive until the
            language model scores it: "shallow fry" no longer "shallow for i"); on the 62 real coffee
            recordings at 6 dB, kitchen noise 87.1 % either way and tap noise 83.9 → 88.7 %; the
            post-endpoint p95 there 218 → 365 ms (eleventh session).
        lm: a :class:`DomainLm` (or the path of an ARPA file) for shallow fusion: each word a
            hypothesis completes adds ``lm_weight`` × its language-model log-probability to the
            hypothesis score (Gulcehre et al. 2015, "On using monolingual corpora in neural machine
            translation"; word-level fusion for a subword decoder as in Hori et al. 2018, "End-to-end
            speech recognition with word-based RNN language models"). None: no fusion.
        lm_weight: the fusion weight, at least 0.
        class_weight: with ``lm`` given as a path, the share of the domain's class model in the
            language model (:class:`DomainLm`); :func:`slu_node.asr.create_asr` sets
            :data:`slu_node.asr.class_lm.CLASS_WEIGHT` when the domain has one. 0: the word model alone.
        candidates: tokens per hypothesis considered at each step (the recogniser's best ones; with
            beam 8, 8 instead of 16 lost 2 of 110 commands of the end-to-end benchmark, eleventh
            session, before its two search fixes).
        homophones: word → the domain word it stands for, applied to every word written (see
            :func:`slu_node.asr.homophones.domain_homophones`); None: none.
        sound_alikes: domain word → the key of its group of domain words that sound alike ("need" and
            "knead" → "knead", :func:`slu_node.asr.homophones.domain_sound_alikes`). With ``lm``,
            finished hypotheses that differ only in such words are one hypothesis of the n-best list:
            its probability is theirs summed, its rank the best of theirs, and its spelling the one
            the language model scores highest. Without it, the decoder's own English preferences
            chose: "then need maple syrup" (take) outscored "then knead maple syrup", and the two
            spellings split the word's posterior (0.04 for "knead"; end-to-end benchmark, thirteenth
            session). None: no grouping.
        memory_arena: let onnxruntime keep the CPU memory it allocated for later runs (its arena, the
            default). Off, Moonshine Base took the pipeline's peak RSS on the 65 s kitchen session from
            387 to 307 MB, but its real-time factor from 0.074 to 0.130 on the clean coffee recordings
            (ninth session, with the published decoder graph; with the rewritten one and the arena on,
            ``benchmarks/pipeline_rss.py`` peaks at 252 MB, eleventh session).
        fast_decoder: run the decoder with its output projection as an int8 matrix product
            (:mod:`slu_node.asr.moonshine_graph`; written beside the model on first use, which needs
            the ``onnx`` package); False, or when it cannot be made: the original graph. The graph
            used is ``decoder_path``.
        adapter: an encoder adapter (ONNX: ``encoder_hidden_states`` → ``adapted_hidden_states``,
            float32 batch × frames × 416) run between encoder and decoder
            (:mod:`slu_node.asr.adapter_training`); :func:`slu_node.asr.create_asr` passes the domain's
            ``asr/moonshine_adapter.onnx`` when there is one. None: the encoder's states as they are.
        precision: ``"int8"`` (the fetched graphs, made for CPUs) or ``"float32"`` (the same weights
            dequantized, :func:`slu_node.asr.moonshine_float.ensure_float_models`: every operator has a
            GPU kernel; on the CPU slower and 250 MB more). None: float32 when the first of
            ``providers`` that onnxruntime has is a GPU one, else int8. On a lent H100 (forty-seventh
            session, ``docs/results/providers_benchmark.md``) the CUDA provider took 380 ms an
            utterance with int8 and 194 ms with float32 and its cache on the device, against 210 ms
            on that machine's CPU with int8. ``fast_decoder`` applies to int8 only.
        io_binding: keep the encoder's states and the decoder's cached keys and values on the
            provider's device between steps (:class:`slu_node.asr.moonshine_cache.BoundCache`; needs
            the ``onnx`` package for its gather graph). None: on when the first provider is a GPU one
            (:func:`slu_node.asr.moonshine_cache.device_of`), off on the CPU, where it gives the same
            logits.

    Raises:
        FileNotFoundError: a model file is missing (the message says how to fetch it).
        RuntimeError: onnxruntime cannot load a model; ``precision="float32"`` and the float graphs
            cannot be written (no ``onnx`` package, an unwritable model folder); ``io_binding=True`` on
            a provider whose device is not known, or without the ``onnx`` package.
        ValueError: an unknown ``model`` or ``precision``, or a negative ``lm_weight``.
    """

    name = "moonshine"
    #: On the 62 coffee recordings with kitchen noise at 6 dB, RNNoise before Moonshine gave 25.8 %
    #: command acceptance against 43.5 % without (eighth session, before the hyphen fix): trained on
    #: noisy speech, the model does better on the noise than on what noise reduction leaves.
    denoise_first = False

    def __init__(self, model_dir: Union[str, Path, None] = None, *, model: str = DEFAULT_MODEL,
                 providers: Union[str, Sequence[str], None] = None, threads: int = 2, beam: int = 8,
                 lm: Union[DomainLm, str, Path, None] = None, lm_weight: float = 0.5, candidates: int = 16,
                 homophones: Optional[dict[str, str]] = None, sound_alikes: Optional[dict[str, str]] = None,
                 memory_arena: bool = True, fast_decoder: bool = True, adapter: Union[str, Path, None] = None,
                 precision: Optional[str] = None, io_binding: Optional[bool] = None, spinning: bool = False,
                 class_weight: float = 0.0) -> None:
        import onnxruntime as ort

        from slu_node.providers import INT8_MODEL_PROVIDERS, session_options

        self.model_dir = Path(model_dir) if model_dir is not None else default_model_dir(model)
        if not is_complete(self.model_dir):
            raise FileNotFoundError(
                f"{self.model_dir}: no Moonshine model ({', '.join(MODEL_FILES)}); fetch it with "
                f"`slu fetch-asr --model {model} {self.model_dir}`, which downloads it from the npm "
                "registry (registry.npmjs.org)")
        self.beam = max(1, int(beam))
        self.lm = DomainLm(lm, class_weight=float(class_weight)) if isinstance(lm, (str, Path)) else lm
        self.lm_weight = float(lm_weight)
        if self.lm_weight < 0:
            raise ValueError(f"lm_weight must be at least 0, got {lm_weight}")
        self.candidates = max(self.beam, int(candidates))
        self.homophones = dict(homophones or {})
        self.sound_alikes = dict(sound_alikes or {}) if self.lm is not None else {}
        path = getattr(self.lm, "path", None)
        self._seen_pairs = arpa_bigrams(path, self.sound_alikes) if self.sound_alikes and path else set()
        self._normalised: dict[str, tuple] = {}
        if self.lm is not None:
            self.lm.add_spellings(self.homophones)
        self.tokens = (self.model_dir / "tokens.txt").read_text(encoding="utf-8").split("\n")
        # tokens with no letter or digit (punctuation), by id; ids past the token list are treated alike
        self._symbol = np.ones(max(len(self.tokens), 32768), dtype=bool)
        self._symbol[: len(self.tokens)] = [not any(c.isalnum() for c in t) for t in self.tokens]
        self._symbol[[START_TOKEN, END_TOKEN]] = False
        opts = session_options(threads, memory_arena=memory_arena, spinning=spinning)
        if isinstance(providers, str):
            providers = [p.strip() for p in providers.split(",") if p.strip()]
        self.providers = list(providers) if providers else list(INT8_MODEL_PROVIDERS)
        if precision is None:
            available = set(ort.get_available_providers())
            first = [p for p in self.providers if p in available][:1]
            precision = "float32" if device_of(first) == "cuda" else "int8"
        if precision not in PRECISIONS:
            raise ValueError(f"precision must be one of {', '.join(PRECISIONS)}, got {precision!r}")
        self.precision = precision
        encoder = self.model_dir / ENCODER
        if precision == "float32":
            floats = ensure_float_models(self.model_dir)
            if floats is None:
                raise RuntimeError(f"{self.model_dir}: cannot write Moonshine's float32 graphs (see the log; "
                                   "they need the onnx package and a writable model folder)")
            encoder, decoder = floats[ENCODER], floats[ORIGINAL_DECODER]
        else:
            decoder = (ensure_fast_decoder(self.model_dir) if fast_decoder else None) or self.model_dir / ORIGINAL_DECODER
        self.decoder_path = decoder
        try:
            self._encoder = ort.InferenceSession(str(encoder), opts, providers=self.providers)
            self._decoder = ort.InferenceSession(str(decoder), opts, providers=self.providers)
        except Exception as exc:
            raise RuntimeError(f"{self.model_dir}: onnxruntime cannot load the Moonshine model: {exc}") from exc
        self.adapter_path = Path(adapter) if adapter else None
        self._adapter = None
        if self.adapter_path is not None:
            if not self.adapter_path.is_file():
                raise FileNotFoundError(f"{self.adapter_path}: no encoder adapter there (train one with "
                                        "`python -m slu_node.asr.adapter_training`)")
            self._adapter = ort.InferenceSession(str(self.adapter_path), opts, providers=self.providers)
        past = [i for i in self._decoder.get_inputs() if i.name.startswith("past_key_values.")]
        self._past = [i.name for i in past]
        self._heads, self._head_dim = int(past[0].shape[1]), int(past[0].shape[3])
        self.device = device_of(self.active_providers)
        self._gather = None
        if io_binding or (io_binding is None and self.device == "cuda"):
            self._gather = self._gather_session(opts, required=bool(io_binding))

    def _gather_session(self, opts, required: bool):
        """The session that gathers the kept hypotheses' cache rows on the device (I/O binding), or
        None (logged) when ``required`` is False and it cannot be made."""
        import onnxruntime as ort

        problem = None if self.device else f"no known device for the provider {self.active_providers[0]}"
        if problem is None:
            try:
                count = sum(".decoder." in name for name in self._past)
                return ort.InferenceSession(gather_model(count), opts, providers=self.providers)
            except ImportError:
                problem = "no onnx package (pip install onnx)"
        if required:
            raise RuntimeError(f"Moonshine cannot keep its cache on the device: {problem}")
        log.warning("Moonshine passes its cache through the host: %s", problem)
        return None

    @property
    def io_binding(self) -> bool:
        """True when the encoder's states and the decoder's cache stay on the provider's device."""
        return self._gather is not None

    @property
    def active_providers(self) -> list[str]:
        """Providers the encoder session actually uses."""
        return list(self._encoder.get_providers())

    def transcribe(self, samples: np.ndarray) -> Transcript:
        """Recognise one utterance (1-D int16 16 kHz); audio longer than 64 s is cut there.

        Raises:
            AudioError: samples not 1-D int16.
        """
        samples = ensure_pcm16(samples)
        started = time.perf_counter()
        audio_s = audio_seconds(samples)
        if audio_s < MIN_AUDIO_S:
            return empty_transcript(audio_s, started)
        audio = samples[: int(MAX_AUDIO_S * 16000)].astype(np.float32) / 32768.0
        seconds = len(audio) / 16000
        hyps = self._beam_search(self._cache(audio), max(1, int(seconds * TOKENS_PER_SECOND)),
                                 max(1, int(seconds * FAST_TOKENS_PER_SECOND)))
        return self._transcript(hyps, audio_s, time.perf_counter() - started)

    def _cache(self, audio: np.ndarray):
        """The encoder's states of ``audio`` (float32 1-D, 16 kHz, in [-1, 1]), through the adapter
        when there is one, wrapped in the decoder's cache (:mod:`slu_node.asr.moonshine_cache`): on the
        device with I/O binding, else on the host."""
        layout = (self._past, self._heads, self._head_dim)
        if self._gather is None:
            hidden = self._encoder.run(None, {"input_values": audio[None, :]})[0]
            if self._adapter is not None:
                hidden = self._adapter.run(None, {"encoder_hidden_states": hidden})[0]
            return HostCache(self._decoder, *layout, hidden)
        hidden = encode(self._encoder, "input_values", audio[None, :], "last_hidden_state", self.device)
        if self._adapter is not None:
            hidden = encode(self._adapter, "encoder_hidden_states", hidden, "adapted_hidden_states", self.device)
        return BoundCache(self._decoder, self._gather, *layout, hidden, self.device)

    def _beam_search(self, cache, max_tokens: int, fast_max_tokens: Optional[int] = None) -> list[_Hypothesis]:
        """Finished hypotheses, best first by fused score per token (the unfinished ones when none
        finished within the limit), decoding with ``cache`` (:meth:`_cache`). The limit is
        ``max_tokens`` decoding steps, or ``fast_max_tokens`` when at ``max_tokens`` the speech seems
        fast (:meth:`_speech_is_fast`)."""
        live = [_Hypothesis([START_TOKEN], [], 0.0)]
        finished: list[_Hypothesis] = []
        step, limit = 0, max_tokens
        while step < limit:
            logits = cache.step(np.array([[h.tokens[-1]] for h in live], np.int64), step == 0)
            top = top_k(logits, self.candidates)
            logp = np.take_along_axis(logits, top, axis=1) - log_sum_exp(logits)  # log-softmax, top only
            candidates = self._candidates(live, top, logp)
            chosen = []
            for hyp, done, b in candidates:
                if done:
                    finished.append(hyp)
                else:
                    chosen.append((b, hyp))
                if len(chosen) == self.beam:
                    break
            # stop once no live hypothesis scores better per token (the ranking below) than the best
            # finished one. Not on summed scores: these favour short hypotheses, so a wide beam stopped
            # once "get </s>" and the like had finished, before the whole order could (eleventh session)
            if not chosen or (len(finished) >= self.beam
                              and max(h.per_token for _, h in chosen) < max(h.per_token for h in finished)):
                break
            if self._settled([h for _, h in chosen], finished, limit, fast_max_tokens):
                break
            cache.keep(np.array([b for b, _ in chosen], np.int64), step == 0)
            live = [h for _, h in chosen]
            step += 1
            if step == max_tokens and fast_max_tokens and self._speech_is_fast(live, finished):
                limit = max(limit, fast_max_tokens)
        if not finished:  # none ended within the limit: end them here, paying what ending costs
            finished = [self._extend(h, END_TOKEN, 0.0)[0] for h in live]
        return sorted(finished, key=lambda h: -h.per_token)

    @staticmethod
    def _settled(live: list[_Hypothesis], finished: list[_Hypothesis], limit: int,
                 fast_max_tokens: Optional[int] = None) -> bool:
        """True when no ``live`` hypothesis can change the search's result, however it goes on: none can
        rank first and none would count in the n-best probabilities. A hypothesis's recogniser and
        language-model scores never rise (the unknown-word lookahead can be paid back, so it is left
        out), so spread over the most tokens it can end with (``limit``; ``fast_max_tokens`` while the
        search may still go on to it, see :meth:`_speech_is_fast`) they bound its final score per
        token; each live one's must stay below the best finished hypothesis's, and its score be
        :data:`NEGLIGIBLE_NATS` below the best finished score. Without this the search waited for a
        beam's worth of hypotheses to end, decoding to the token limit when fewer did: of the 25
        longest generated commands at 10 dB of kitchen noise, 4 had run 4 to 10 steps (10–15 ms each)
        past what they needed. Over the 200 commands of the end-to-end benchmark, 1.6 % fewer steps
        clean and 2.9 % at 10 dB, every transcript and confidence the same (forty-ninth session)."""
        if not finished:
            return False
        best = max(finished, key=lambda h: h.per_token)
        if fast_max_tokens and len(best.tokens) <= 2:  # only "<s> </s>" has ended: the limit may grow
            limit = max(limit, fast_max_tokens)
        top = max(h.fused for h in finished)
        return all((h.score + h.lm) / limit < best.per_token and h.score + h.lm < top - NEGLIGIBLE_NATS
                   for h in live)

    @staticmethod
    def _speech_is_fast(live: list[_Hypothesis], finished: list[_Hypothesis]) -> bool:
        """At the usual token limit: True when the search should go on because the speech is fast, not
        because the decoder is making words up. Nothing better than the empty hypothesis has ended,
        and the best live one reads as fluent domain speech (fused score per token at least
        :data:`FAST_MIN_PER_TOKEN`)."""
        if finished and len(max(finished, key=lambda h: h.per_token).tokens) > 2:
            return False  # a hypothesis with words has ended: "<s> </s>" does not win
        return max(h.per_token for h in live) >= FAST_MIN_PER_TOKEN

    def _candidates(self, live: list[_Hypothesis], top: np.ndarray,
                    logp: np.ndarray) -> list[tuple[_Hypothesis, bool, int]]:
        """The extensions of ``live`` by their ``top`` tokens ((hypotheses, candidates) ids and
        log-probabilities) as (hypothesis, ended, index of the one extended), best fused score first:
        all that can rank up to the beam's worth of live ones, and those that do.

        A hypothesis's recogniser and language-model scores plus the token's log-probability bound the
        extension's fused score from above (language-model log-probabilities and the unknown-word
        lookahead are never positive), so extensions are scored in the order of that bound until the
        beam's worth of live ones scored beats the bound of the rest: the same beam as scoring all of
        them, with a fifth of the calls on the 26 sample commands (fourteenth session).
        """
        bound = np.array([h.score + h.lm for h in live])[:, None] + logp
        scored, worst_kept = [], []  # worst_kept: min-heap of the best live fused scores, beam of them
        for flat in np.argsort(-bound, axis=None, kind="stable").tolist():
            b, j = divmod(flat, top.shape[1])
            if len(worst_kept) == self.beam and worst_kept[0] >= bound[b, j]:
                break
            hyp, tok = live[b], int(top[b, j])
            if self._symbol[tok] and self._symbol[hyp.tokens[-1]]:
                continue  # no run of symbols ("?!?!"): it would put off the language model's say
            new, done = self._extend(hyp, tok, float(logp[b, j]))
            scored.append((new, done, b))
            if not done:
                (heapq.heappush if len(worst_kept) < self.beam else heapq.heappushpop)(worst_kept, new.fused)
        scored.sort(key=lambda c: -c[0].fused)
        return scored

    def _extend(self, hyp: _Hypothesis, tok: int, logprob: float) -> tuple[_Hypothesis, bool]:
        """``hyp`` followed by token ``tok``; True when that ends it. A word is complete when the next
        token starts another (or ends the hypothesis); then the language model scores it."""
        done = tok == END_TOKEN
        piece, foreign = ("", False) if done else _folded(self._piece(tok))  # "</s>" spells no word
        new = _Hypothesis(hyp.tokens + [tok], hyp.logprobs + [logprob], hyp.score + logprob, hyp.lm,
                          hyp.words, hyp.partial)
        if self.lm is None:
            return new, done
        byte = _BYTE_TOKEN.fullmatch(piece)
        if foreign or (byte is not None and int(byte.group(1), 16) & 0xC0 != 0x80):
            # what no domain word holds costs what an unknown word costs, where the joiner below would
            # let it pass unscored: the first byte of a character spelled byte by byte, one the
            # vocabulary has no token for (Moonshine Base wrote kitchen noise at 6 dB as "♪♪♪...",
            # three byte tokens each, and with a beam of 8 that outscored the order, eleventh
            # session), and a token holding a letter of another script (Greek, Cyrillic, CJK: 4,425
            # of Base's 32,000; on a robotic voice Base went on "... next saute it παι ναι σαι ..." for
            # 47 tokens after the last English word and outscored "saute eight pine nuts in the cake
            # pan", forty-third session)
            new.lm += self.lm_weight * self.lm.oov_logprob
        if done or piece.startswith(_WORD_START):
            complete, new.partial = hyp.partial, piece[1:]
        else:
            complete, new.partial = "", hyp.partial + ("" if byte else piece)
        # the parts of a hyphenated (or otherwise joined) word before its last symbol are complete too
        joined = _JOINER.split(new.partial)
        if len(joined) > 1:
            complete, new.partial = complete + " " + " ".join(joined[:-1]), joined[-1]
        words = self._normalise(complete) if complete else []
        if done:
            words.append("</s>")
        if words:
            history = list(hyp.words)
            for word in words:
                new.lm += self.lm_weight * self.lm.logprob(word, history)
                history.append(word)
            new.words = tuple(history[-2:])
        # a word that can no longer become a known one pays now, not only when it is complete
        new.lookahead = 0.0 if done or self.lm.could_start(new.partial) else self.lm_weight * self.lm.oov_logprob
        if new.lookahead and hyp.lookahead and new.partial.isdigit() and new.partial.startswith(hyp.partial):
            # a run of digits that already spells no known number pays again for every digit token it
            # grows by: otherwise "100000000000" paid once, and its cheap zeros then raised its score per
            # token above the command's (the kitchen session, once "million" had entered the domain LM
            # by way of its filler sentences, twelfth session)
            new.lm += self.lm_weight * self.lm.oov_logprob
        return new, done

    def _transcript(self, hyps: list[_Hypothesis], audio_s: float, processing_s: float) -> Transcript:
        """Normalised n-best list (probabilities: softmax of the fused scores); each word of the best
        hypothesis gets its N-best word posterior (:func:`slu_node.asr.confidence.nbest_word_posteriors`
        over every finished hypothesis, temperature 1). Hypotheses that differ only in words that
        sound alike are one entry (see ``sound_alikes``)."""
        spelled = [self._words(h) for h in hyps]
        # each hypothesis's words by sound: a word is supported by the hypotheses that have it or a word
        # that sounds alike at its place
        sounds = [[self.sound_alikes.get(w, w) for w in words] for words in spelled]
        texts, scores, lm_scores, keys = [], [], [], []
        for hyp, words, sound in zip(hyps, spelled, sounds):
            text = " ".join(words)
            if text and text not in texts:
                texts.append(text)
                scores.append(hyp.fused)
                lm_scores.append(hyp.lm)
                keys.append(" ".join(sound))
        if not texts:
            return Transcript("", 0.0, (), (), audio_s, processing_s)
        probs = np.exp(np.array(scores) - max(scores))
        probs /= probs.sum()
        texts, probs = _merge_sound_alikes(texts, probs, lm_scores, keys)
        texts = [" ".join(self._respell(t.split())) for t in texts]
        best = texts[0].split()
        posterior = nbest_word_posteriors([self.sound_alikes.get(w, w) for w in best],
                                          [(sound, hyp.fused) for hyp, sound in zip(hyps, sounds) if sound], 1.0)
        step = audio_s / len(best)  # no alignment: word times are spread evenly (estimates)
        words = tuple(Word(w, i * step, (i + 1) * step, c) for i, (w, c) in enumerate(zip(best, posterior)))
        confidence = float(np.mean(posterior))
        alternatives = tuple((t, float(p) if i else confidence) for i, (t, p) in enumerate(zip(texts, probs)))
        return Transcript(texts[0], confidence, alternatives, words, audio_s, processing_s)

    def _respell(self, words: list[str]) -> list[str]:
        """``words`` with each word that sounds like other domain words (``sound_alikes``) spelled as
        the one of them the language model scores highest in the sentence, left to right; a tie keeps
        the recogniser's spelling. The beam often holds one spelling only: "please use a grill pan to
        flip the time", for "... the thyme", had no "thyme" to merge with (twelfth-session grouping,
        nineteenth session).

        A spelling the language model has seen beside the words around it (its 2-grams) comes first,
        the sentence's score second: the model's fixed discount leaves every context half its mass
        for words never seen after it, so "creme", seen only before "fraiche", scored "keep whisking
        the creme" above "... the cream" (Moonshine's spelling of "cream" for four of the 484
        hand-written commands spoken clean, twenty-eighth session)."""
        if self.lm is None or not self.sound_alikes:
            return words
        out = list(words)
        for i, word in enumerate(out):
            key = self.sound_alikes.get(word)
            if key is None:
                continue
            spellings = [word] + sorted(w for w, k in self.sound_alikes.items() if k == key and w != word)
            before, after = out[i - 1] if i else "<s>", out[i + 1] if i + 1 < len(out) else "</s>"
            out[i] = max(spellings, key=lambda w: (((before, w) in self._seen_pairs) + ((w, after) in self._seen_pairs),
                                                   self._sentence_logprob(out[:i] + [w] + out[i + 1:])))
        return out

    def _sentence_logprob(self, words: list[str]) -> float:
        """The language model's natural-log probability of ``words`` as a whole sentence (end included)."""
        history, total = ["<s>"], 0.0
        for word in words + ["</s>"]:
            total += self.lm.logprob(word, history)
            history.append(word)
        return total

    def _words(self, hyp: _Hypothesis) -> list[str]:
        """Normalised words of a hypothesis (its tokens' text, byte tokens decoded as UTF-8)."""
        raw = bytearray()
        for tok in hyp.tokens[1:]:
            if tok == END_TOKEN:
                break
            piece = self._piece(tok)
            byte = _BYTE_TOKEN.fullmatch(piece)
            raw += bytes([int(byte.group(1), 16)]) if byte else piece.encode("utf-8")
        return self._normalise(raw.decode("utf-8", "replace").replace(_WORD_START, " "))

    def _piece(self, tok: int) -> str:
        """The text of token ``tok`` ("" for an id past the token list)."""
        return self.tokens[tok] if tok < len(self.tokens) else ""

    def _normalise(self, text: str) -> list[str]:
        """Words of written ``text`` as the domain writes them: tokenised, numbers spelled, homophones
        of domain words replaced (remembered per text: the beam search asks for the same words often)."""
        words = self._normalised.get(text)
        if words is None:
            if len(self._normalised) >= _NORMALISED_KEPT:
                self._normalised.clear()
            words = self._normalised[text] = tuple(
                self.homophones.get(w, w) for raw in tokenize(text) for w in spell_number(raw).split())
        return list(words)


@functools.lru_cache(maxsize=None)
def _folded(piece: str) -> tuple[str, bool]:
    """``piece`` (a token's text) with its accents dropped as :func:`slu_node.textnorm.clean_text`
    drops them (NFKD, combining marks removed: "é" → "e", so that "purée" is scored as the domain's
    "puree" instead of being split at the "é"), and True when it still holds a letter or digit outside
    ASCII, one that the domain's normalisation drops (Greek, Cyrillic, CJK, "ß")."""
    folded = "".join(ch for ch in unicodedata.normalize("NFKD", piece) if not unicodedata.combining(ch))
    return folded, any(ch.isalnum() and not ch.isascii() for ch in folded)


def _merge_sound_alikes(texts: list[str], probs: np.ndarray, lm_scores: list[float],
                        keys: list[str]) -> tuple[list[str], list[float]]:
    """One entry per sound key: the texts that share ``keys[i]`` (best first) become the one of them
    with the highest ``lm_scores``, at the rank of the first and with their ``probs`` summed."""
    merged: dict[str, list] = {}
    for text, prob, lm, key in zip(texts, probs, lm_scores, keys):
        entry = merged.setdefault(key, [text, 0.0, lm])
        entry[1] += float(prob)
        if lm > entry[2]:
            entry[0], entry[2] = text, lm
    return [e[0] for e in merged.values()], [e[1] for e in merged.values()]


def top_k(scores: np.ndarray, k: int, block: int = 256) -> np.ndarray:
    """Column indices of the ``k`` largest entries of each row of ``scores`` ((rows, width) float),
    best first: (rows, k) int64.

    The ``k``-th largest entry of a row is at least the ``k``-th largest of its block maxima, so only
    the entries at or above that are sorted. On Moonshine's (8, 32768) logits this takes 0.2 ms
    against 3.1 ms for ``np.argpartition``, which had been a sixth of the recogniser's time
    (fourteenth session). Rows too narrow for the blocks fall back to ``np.argpartition``.
    """
    rows, width = scores.shape
    k = min(k, width)
    if width % block or width // block < k:
        top = np.argpartition(-scores, k - 1, axis=1)[:, :k]
        return np.take_along_axis(top, np.argsort(-np.take_along_axis(scores, top, axis=1), axis=1), axis=1)
    maxima = scores.reshape(rows, width // block, block).max(axis=2)
    cut = np.partition(maxima, -k, axis=1)[:, -k]
    top = np.empty((rows, k), np.int64)
    for r in range(rows):
        above = np.flatnonzero(scores[r] >= cut[r])
        top[r] = above[np.argsort(-scores[r, above], kind="stable")[:k]]
    return top


def log_sum_exp(scores: np.ndarray) -> np.ndarray:
    """log Σ exp over each row of ``scores`` ((rows, width) float): (rows, 1), the log-softmax's
    normaliser."""
    peak = scores.max(axis=1, keepdims=True)
    return peak + np.log(np.exp(scores - peak).sum(axis=1, keepdims=True))


def spell_number(token: str) -> str:
    """A whole-number token in words (``"12"`` → ``"twelve"``), other tokens unchanged."""
    if token.isdigit() and len(token) < 10:
        return number_to_words(int(token), use_and=False)
    return token
