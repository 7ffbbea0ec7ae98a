"""Plain data structures shared by every stage of the pipeline (no behaviour beyond formatting helpers).

Data flows one way: audio → :class:`Transcript` (ASR) → :class:`NluOutput` (joint intent/slot model)
→ :class:`ParseResult` holding either a :class:`Command` of :class:`Predicate` objects or a
:class:`ClarificationRequest`. The SUGAR text form of predicates lives in :mod:`slu_node.sugar`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

#: Placeholder written in place of an argument the system asked to be repeated (SUGAR convention §2).
UNCERTAIN = "#"
#: Implicit value meaning "everything in the preparation so far" (SUGAR convention §2).
ALL_INGREDIENTS = "[ingredients]"
#: The label prefix of the words that name an action: ``act.<action>`` (``B-act.add``).
ACT_PREFIX = "act."
#: The BIO tag of the first word that names an action.
VERB_TAG = "B-" + ACT_PREFIX


@dataclass(frozen=True)
class Word:
    """One recognised word with its time span in seconds from the start of the utterance audio.

    ``confidence`` is the backend's word confidence (0..1); ``lattice_confidence`` the lattice posterior
    alone when the backend also used other evidence for ``confidence`` (pocketsphinx: N-best word
    posteriors), else None.
    """

    word: str
    start_s: float
    end_s: float
    confidence: float = 1.0
    lattice_confidence: Optional[float] = None


@dataclass(frozen=True)
class Transcript:
    """ASR output for one utterance.

    Attributes:
        text: best hypothesis, lowercase words separated by single spaces ("" when nothing was heard).
        confidence: 0..1 confidence of ``text``.
        alternatives: n-best list as ``(text, confidence)`` pairs, best first; includes ``text``.
        words: word timings of the best hypothesis.
        audio_s: duration of the utterance audio in seconds.
        processing_s: wall-clock seconds the recogniser spent on it.
    """

    text: str
    confidence: float = 1.0
    alternatives: tuple[tuple[str, float], ...] = ()
    words: tuple[Word, ...] = ()
    audio_s: float = 0.0
    processing_s: float = 0.0


@dataclass(frozen=True)
class Example:
    """One NLU training or evaluation example.

    Attributes:
        tokens: words of the utterance (see :func:`slu_node.textnorm.tokenize`).
        tags: one BIO tag per token (``O``, ``B-<label>``, ``I-<label>``). Argument roles are tagged with
            the role name (``B-object``); the word(s) naming an action with ``act.<action>``
            (``B-act.add``).
        intents: the utterance's intents in spoken order (actions and dialogue acts); empty for
            out-of-domain text. Benchmarks with one intent per utterance use a 1-tuple.
        reference: the SUGAR reference string when known (generated cooking data), else "".
    """

    tokens: tuple[str, ...]
    tags: tuple[str, ...]
    intents: tuple[str, ...]
    reference: str = ""

    @property
    def text(self) -> str:
        """The tokens joined by single spaces."""
        return " ".join(self.tokens)


@dataclass(frozen=True)
class NluOutput:
    """What the joint intent/slot model says about one tokenised utterance.

    Attributes:
        tokens: the input tokens.
        tags: predicted BIO tag per token.
        tag_confidence: probability of each predicted tag (same length as ``tokens``), 0..1.
        intents: probability per intent label (sigmoid outputs for multi-label models, softmax for
            single-label ones), every label of the model present.
    """

    tokens: tuple[str, ...]
    tags: tuple[str, ...]
    tag_confidence: tuple[float, ...]
    intents: dict[str, float]


@dataclass(frozen=True)
class Argument:
    """One argument of a predicate.

    Attributes:
        role: the domain role name it fills (``object``, ``destination``...).
        values: canonical value(s); several for a list argument (``[egg, milk]``). ``("#",)`` when
            the argument was not understood; ``("[ingredients]",)`` for "everything so far".
        implicit: True when not uttered but recovered from the verb or context (written ``*x*``).
        is_list: True when the role takes a list; a list of one value is still written bare.
        confidence: 0..1, the lowest tag confidence of the words it came from (1.0 when implicit).
    """

    role: str
    values: tuple[str, ...]
    implicit: bool = False
    is_list: bool = False
    confidence: float = 1.0

    @property
    def uncertain(self) -> bool:
        """True when the argument is the ``#`` placeholder."""
        return self.values == (UNCERTAIN,)


@dataclass(frozen=True)
class Predicate:
    """One action predicate: the action name and its arguments in template order."""

    action: str
    arguments: tuple[Argument, ...] = ()


@dataclass(frozen=True)
class Command:
    """A command the robot may execute.

    Attributes:
        predicates: 1..3 action predicates in spoken order (empty for a dialogue act).
        dialogue_act: a non-action intent ("stop", "undo", "repeat", "yes", "no", "help") or "".
        confidence: 0..1 overall confidence (minimum over intents and argument words).
    """

    predicates: tuple[Predicate, ...] = ()
    dialogue_act: str = ""
    confidence: float = 1.0


# Reasons for a clarification request (mirrored as constants in slu_interfaces/ClarificationRequest).
REASON_LOW_CONFIDENCE = "low_confidence"
REASON_MISSING_ARGUMENT = "missing_argument"
REASON_UNKNOWN_WORD = "unknown_word"
REASON_OUT_OF_DOMAIN = "out_of_domain"
REASON_NO_SPEECH = "no_speech"
REASON_BAD_INPUT = "bad_input"
REASON_NEGATED = "negated"
REASONS = (
    REASON_LOW_CONFIDENCE,
    REASON_MISSING_ARGUMENT,
    REASON_UNKNOWN_WORD,
    REASON_OUT_OF_DOMAIN,
    REASON_NO_SPEECH,
    REASON_BAD_INPUT,
    REASON_NEGATED,
)


@dataclass(frozen=True)
class ClarificationRequest:
    """The system did not get everything and asks instead of acting.

    Attributes:
        reason: one of :data:`REASONS`.
        roles: the roles concerned (e.g. ``("object",)``), empty when the whole utterance is concerned.
        partial: the partial parse, with ``#`` in place of the uncertain arguments (may be empty).
        prompt: a sentence to say to the user.
        words: the words that caused it (unknown or low-confidence words), if any.
    """

    reason: str
    roles: tuple[str, ...] = ()
    partial: tuple[Predicate, ...] = ()
    prompt: str = ""
    words: tuple[str, ...] = ()


@dataclass(frozen=True)
class ParseResult:
    """Outcome of understanding one utterance: exactly one of ``command`` and ``clarification`` is set.

    Attributes:
        text: the transcript that was parsed.
        nlu: raw model output (None when the text never reached the model, e.g. empty input).
        command: what to execute, when confident.
        clarification: what to ask, otherwise.
        timings_ms: ``{"nlu": ms}``.
        unplaced: spoken words naming a known lexicon value that no argument of the actions holds
            (the builder found no role for it: "grate the cheese over *the pasta*"), in spoken order.
        antecedents: the values a pronoun said next stands for, as the utterance's last action that
            named any left them (:mod:`slu_node.antecedents`: "drizzle the cod with lemon juice" →
            ``("cod",)``); () when none did. The dialogue state carries them to the next utterance.
    """

    text: str
    nlu: Optional[NluOutput] = None
    command: Optional[Command] = None
    clarification: Optional[ClarificationRequest] = None
    timings_ms: dict[str, float] = field(default_factory=dict)
    unplaced: tuple[str, ...] = ()
    antecedents: tuple[str, ...] = ()

    @property
    def accepted(self) -> bool:
        """True when a command is to be executed."""
        return self.command is not None

    @property
    def predicates(self) -> tuple[Predicate, ...]:
        """The predicates read: the command's, or the clarification's partial parse's (``#`` where it
        asked; SUGAR §2); empty when there is neither."""
        if self.command is not None:
            return self.command.predicates
        return self.clarification.partial if self.clarification is not None else ()


@dataclass(frozen=True)
class UtteranceResult:
    """Everything the pipeline knows about one spoken utterance (one line of a run log).

    Attributes:
        utterance_id: unique within a run (``<source>#<n>``).
        start_s / end_s: the utterance's audio span in seconds from the start of the stream.
        endpoint_s: stream time (seconds) at which the VAD declared the end of the utterance.
        transcript: ASR output.
        parse: NLU outcome (command or clarification).
        sugar: SUGAR text of the command, or of the partial parse with ``#`` for a clarification
            ("" when there is nothing to write).
        timings_ms: ``vad_endpoint_delay`` (end of speech → endpoint), ``asr``, ``nlu`` and
            ``post_endpoint`` (endpoint → result, the system response delay less the VAD delay), in ms.
        snr_db: estimated SNR of the utterance in dB (:func:`slu_node.audio.mix.estimate_snr_db`), None
            when no noise was heard before it.
        decay_db_per_s: the utterance's steepest energy decays, dB/s
            (:func:`slu_node.audio.reverb.decay_rate_db_per_s`); None when not estimated.
    """

    utterance_id: str
    start_s: float
    end_s: float
    endpoint_s: float
    transcript: Transcript
    parse: ParseResult
    sugar: str = ""
    timings_ms: dict[str, float] = field(default_factory=dict)
    snr_db: Optional[float] = None
    decay_db_per_s: Optional[float] = None
