"""The one streaming pipeline: VAD → ASR → NLU → predicates / clarification.

The same object serves the CLI (files, microphone), bag replay and the ROS nodes. Audio goes in as
int16 mono 16 kHz chunks of any size; an :class:`~slu_node.types.UtteranceResult` comes out for every
utterance the VAD closes, with per-stage timings. An utterance that was asked about for a missing
argument can be completed by the next one, when that follows soon enough (``continue_within_s``).
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any, Optional, Sequence, Union

import numpy as np

from slu_node.clarify import ClarificationPolicy
from slu_node.dialogue_state import DialogueState
from slu_node.frontend import LATTICE_BELOW_SNR_DB, SPECULATE_AFTER_MS, SPECULATE_EARLY_MS, Heard, SpeechFrontEnd
from slu_node.parser import SpokenCommandParser
from slu_node.serialize import result_sugar
from slu_node.types import REASON_MISSING_ARGUMENT, Transcript, UtteranceResult

#: Default of ``Pipeline(continue_within_s=...)``, s: long enough for the robot to ask for the missing
#: argument and the speaker to answer, short enough that an unrelated command seldom follows.
CONTINUE_WITHIN_S = 5.0

SAMPLE_RATE = 16000


class Pipeline:
    """Streaming spoken-command understanding.

    Args:
        parser: text → command (see :class:`slu_node.parser.SpokenCommandParser`).
        asr: a backend with ``transcribe(samples int16) -> Transcript`` (see :mod:`slu_node.asr`).
        vad_config: :class:`slu_node.audio.vad.VadConfig` (default settings when None).
        use_context: resolve pronouns with no antecedent from the previous command of the stream, and
            read implicit arguments from the commands before (``*egg*``, ``*pot*``;
            :class:`slu_node.dialogue_state.DialogueState`).
        source: name used in utterance ids (``<source>#<n>``).
        denoise, streaming: see :class:`slu_node.frontend.SpeechFrontEnd` (noise reduction before
            ASR, None: as the backend prefers; decoding while the utterance is spoken, so that only
            the last frames, the recogniser's end-of-utterance pass and the NLU remain after the
            endpoint).
        lattice_below_snr_db: below this estimated SNR (dB), lattice word posteriors only (see
            :class:`slu_node.frontend.SpeechFrontEnd`); None: never.
        speculate_after_ms: streaming only: end the recogniser's decode after this many ms of
            trailing unvoiced frames, before the VAD's endpoint, and restart it if speech resumes
            (see :class:`slu_node.frontend.SpeechFrontEnd`); None: never.
        speculate_early_ms: streaming only: the shorter window for a long utterance
            whose decode would otherwise outlast the endpoint (see
            :class:`slu_node.frontend.SpeechFrontEnd`); None: never.
        denoiser: with ``denoise``, ``rnnoise`` or ``spectral_gating`` (see
            :class:`slu_node.frontend.SpeechFrontEnd`).
        continue_within_s: an utterance that starts within this many seconds of the end of one that
            was asked about for a missing argument is also understood joined to it ("i'd like a
            twelve ounce" · pause · "light roast mocha", or the answer to "What should I add?");
            the joined reading is taken when it gives a command. Within it too, the dialogue state
            reads a bare value as the answer to the question asked last (:mod:`slu_node.answers`).
            None: never.
    """

    def __init__(self, parser: SpokenCommandParser, asr, vad_config=None, *, use_context: bool = True,
                 source: str = "stream", denoise: Optional[bool] = None, streaming: bool = True,
                 lattice_below_snr_db: Optional[float] = LATTICE_BELOW_SNR_DB,
                 speculate_after_ms: Optional[float] = SPECULATE_AFTER_MS,
                 denoiser: str = "rnnoise", continue_within_s: Optional[float] = CONTINUE_WITHIN_S,
                 speculate_early_ms: Optional[float] = SPECULATE_EARLY_MS) -> None:
        self.parser = parser
        self.front = SpeechFrontEnd(asr, vad_config, denoise=denoise, streaming=streaming,
                                    lattice_below_snr_db=lattice_below_snr_db,
                                    speculate_after_ms=speculate_after_ms,
                                    denoiser=denoiser, speculate_early_ms=speculate_early_ms)
        self.use_context = use_context
        self.source = source
        self._count = 0
        self._state = DialogueState(parser.domain)
        self.continue_within_s = continue_within_s
        self._unfinished: Optional[tuple[float, Transcript]] = None  # (end s, transcript) asked about
        self._last_end: Optional[float] = None  # end (s) of the last utterance understood
        self._heard_s = 0.0  # stream time before the front end's last reset by muting

    @property
    def asr(self):
        """The ASR backend."""
        return self.front.asr

    @property
    def vad(self):
        """The :class:`slu_node.audio.vad.VadSegmenter`."""
        return self.front.vad

    @property
    def muted(self) -> bool:
        """True while audio is dropped (see :meth:`set_muted`)."""
        return self.front.muted

    @classmethod
    def from_domain(
        cls,
        domain_dir: Union[str, Path],
        asr: Optional[str] = None,
        *,
        providers: Optional[Sequence[str]] = None,
        vad_config=None,
        asr_options: Optional[dict[str, Any]] = None,
        use_context: bool = True,
        source: str = "stream",
        denoise: Optional[bool] = None,
        streaming: bool = True,
        lattice_below_snr_db: Optional[float] = LATTICE_BELOW_SNR_DB,
        speculate_after_ms: Optional[float] = SPECULATE_AFTER_MS,
        denoiser: str = "rnnoise",
        continue_within_s: Optional[float] = CONTINUE_WITHIN_S,
        speculate_early_ms: Optional[float] = SPECULATE_EARLY_MS,
        policy: Optional[ClarificationPolicy] = None,
    ) -> "Pipeline":
        """Build the pipeline of a domain directory (domain file, NLU model, ASR language model).

        Args:
            domain_dir: e.g. ``models/cooking``.
            asr: backend name (None: :data:`slu_node.asr.DEFAULT_ASR`, ``moonshine``): ``moonshine``,
                ``pocketsphinx`` (embedded, no download), ``vosk`` (needs
                ``asr_options={"model_dir": ...}``) or ``onnx``.
            providers: onnxruntime execution providers for the NLU (and ONNX ASR) models.
            policy: when to act and when to ask (None: :class:`slu_node.clarify.ClarificationPolicy`'s
                defaults).

        Raises:
            DomainError, FileNotFoundError (missing model files: run ``slu train``), ValueError.
        """
        from slu_node.asr import DEFAULT_ASR, create_asr

        parser = SpokenCommandParser.load(domain_dir, providers=providers, policy=policy)
        options = dict(asr_options or {})
        if asr in ("onnx", "moonshine") and providers is not None:
            options.setdefault("providers", providers)
        backend = create_asr(asr or DEFAULT_ASR, domain_dir=Path(domain_dir), **options)
        return cls(parser, backend, vad_config, use_context=use_context, source=source, denoise=denoise,
                   streaming=streaming, lattice_below_snr_db=lattice_below_snr_db,
                   speculate_after_ms=speculate_after_ms, denoiser=denoiser, continue_within_s=continue_within_s,
                   speculate_early_ms=speculate_early_ms)

    def reset(self, source: Optional[str] = None, keep_context: bool = False) -> None:
        """Forget the stream: VAD state, open utterance, utterance counter and, unless ``keep_context``,
        the dialogue context (what the commands before did: pronouns' antecedents, implicit arguments)."""
        self.front.reset()
        self._count = 0
        if not keep_context:
            self._state.reset()
        self._unfinished = None
        self._last_end = None
        self._heard_s = 0.0
        if source is not None:
            self.source = source

    def set_muted(self, muted: bool) -> None:
        """While muted (e.g. the robot is speaking) audio is dropped and an open utterance discarded.
        The time spent muted does not count towards ``continue_within_s``."""
        if muted and not self.front.muted:
            self._heard_s += self.front.vad.time_s  # muting resets the stream clock of the VAD
        self.front.set_muted(muted)

    def feed(self, samples: np.ndarray) -> list[UtteranceResult]:
        """Push audio; return the results of the utterances it closed.

        Args:
            samples: int16 mono 16 kHz, any length (validated by :func:`slu_node.audio.io.ensure_pcm16`).

        Raises:
            AudioError (a ValueError): wrong dtype, shape, or non-finite values.
        """
        # each utterance is understood when the VAD closes it, before the rest of the chunk is decoded
        return [self._understand(heard) for heard in self.front.iter_feed(samples)]

    def flush(self) -> list[UtteranceResult]:
        """Close the stream: results for an utterance still open at the end."""
        return [self._understand(heard) for heard in self.front.flush()]

    def process_audio(self, samples: np.ndarray, source: Optional[str] = None,
                      keep_context: bool = False) -> list[UtteranceResult]:
        """Run a whole recording as a fresh stream (reset, feed, flush); with ``keep_context`` its
        commands continue the dialogue of the recordings before (one command per file, as SUGAR's
        recipes are recorded), otherwise the recording starts one.

        Args:
            samples: int16 mono 16 kHz (validated by :func:`slu_node.audio.io.ensure_pcm16`).

        Raises:
            AudioError (a ValueError): wrong dtype, shape, or non-finite values.
        """
        self.reset(source, keep_context)
        return self.feed(samples) + self.flush()

    def replay(self, heard: Sequence[Heard], source: Optional[str] = None) -> list[UtteranceResult]:
        """Understand utterances heard before (a recorded run's transcripts, SNR estimates and segment
        times) as a fresh stream: reset, then the NLU and dialogue context on each in order, exactly
        as when they were heard, with no audio and no ASR. Parser changes are measured this way on
        heard speech in seconds (``benchmarks/e2e_benchmark.py --replay``). The latencies of the
        results are then the NLU's alone.
        """
        self.reset(source)
        return [self._understand(h) for h in heard]

    def _understand(self, heard: Heard) -> UtteranceResult:
        """NLU on one heard utterance; timings in ms from the endpoint."""
        segment, transcript = heard.segment, heard.transcript
        t1 = time.perf_counter()
        context = self._state.objects if self.use_context else None
        parse = heard_as = None
        if (self._unfinished is not None and self.continue_within_s is not None
                and self._heard_s + segment.start_s - self._unfinished[0] <= self.continue_within_s):
            heard_as = join_transcripts(self._unfinished[1], transcript)
            parse = self.parser.parse_transcript(heard_as, context, snr_db=heard.snr_db,
                                                 decay_db_per_s=heard.decay_db_per_s)
        if parse is None or parse.command is None:
            heard_as = transcript
            parse = self.parser.parse_transcript(transcript, context, snr_db=heard.snr_db,
                                                 decay_db_per_s=heard.decay_db_per_s)
        t2 = time.perf_counter()
        asked = parse.clarification is not None and parse.clarification.reason == REASON_MISSING_ARGUMENT
        self._unfinished = (self._heard_s + float(segment.end_s), heard_as) if asked else None
        if self.use_context:
            if self.continue_within_s is None or self._last_end is None or (
                    self._heard_s + segment.start_s - self._last_end > self.continue_within_s):
                self._state.asked = None  # a question asked too long ago is answered no more
            parse = self._state.after(parse)
        self._last_end = self._heard_s + float(segment.end_s)
        self._count += 1
        timings = {  # "asr" includes noise reduction; when streaming only what is left after the endpoint
            "vad_endpoint_delay": max(0.0, (segment.endpoint_s - segment.end_s) * 1000.0),
            "asr": heard.asr_ms,
            "nlu": (t2 - t1) * 1000.0,
            "post_endpoint": (t2 - heard.endpoint_clock) * 1000.0,
        }
        return UtteranceResult(
            utterance_id=f"{self.source}#{self._count}",
            start_s=float(segment.start_s),
            end_s=float(segment.end_s),
            endpoint_s=float(segment.endpoint_s),
            transcript=transcript,
            parse=parse,
            sugar=result_sugar(parse),
            timings_ms=timings,
            snr_db=heard.snr_db,
            decay_db_per_s=heard.decay_db_per_s,
        )


def join_transcripts(first: Transcript, second: Transcript) -> Transcript:
    """Two utterances' transcripts as one: texts and words in order; the alternatives are ``first``'s
    best text followed by each of ``second``'s; confidence the lower of the two; audio and processing
    times summed."""
    alternatives = tuple((f"{first.text} {text}".strip(), conf) for text, conf in
                         (second.alternatives or ((second.text, second.confidence),)))
    return Transcript(f"{first.text} {second.text}".strip(), min(first.confidence, second.confidence),
                      alternatives, first.words + second.words, first.audio_s + second.audio_s,
                      first.processing_s + second.processing_s)
