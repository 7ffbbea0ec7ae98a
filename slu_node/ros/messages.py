"""Core types (:mod:`slu_node.types`) ⇄ ROS messages, and audio message decoding. Imports no ROS module.

The converters work on any message classes that take every field as a keyword argument: the rclpy
classes generated from ``slu_interfaces`` (:func:`ros_message_types`, imported only on a ROS machine) or
the rosbags dataclasses of :func:`slu_node.bag.typestore.slu_typestore` (:func:`rosbags_message_types`).
They always pass every field, with Python ``float``/``int``/``str``/``bool`` values, because rclpy
asserts field types and rosbags dataclasses have no defaults.

Audio: ``audio_common_msgs/AudioDataStamped`` chunks carry raw bytes whose format is given once by a
latched ``audio_common_msgs/AudioInfo`` (ros-drivers/audio_common, REP-155 era). :class:`AudioDecoder`
turns them into int16 mono 16 kHz samples, the pipeline's input.
"""

from __future__ import annotations

import array
import math
from dataclasses import dataclass
from typing import Any, Callable, Optional

import numpy as np

from slu_node.sugar import format_predicates
from slu_node.types import (
    Argument,
    ClarificationRequest,
    Command,
    ParseResult,
    Predicate,
    Transcript,
    UtteranceResult,
    Word,
)

#: Sample rate the pipeline consumes (Hz).
PIPELINE_RATE = 16000
#: Raw sample formats accepted in AudioInfo.sample_format (GStreamer names, as audio_common uses).
SAMPLE_FORMATS = {"S16LE": np.dtype("<i2"), "S32LE": np.dtype("<i4"), "F32LE": np.dtype("<f4")}
#: AudioInfo.coding_format values meaning raw PCM ("" = not said, taken as raw).
RAW_CODINGS = {"", "wave", "wav", "raw", "pcm"}


@dataclass(frozen=True)
class MessageTypes:
    """The message classes the converters build (rclpy classes or rosbags dataclasses).

    ``byte_array`` converts ``bytes`` to what a ``uint8[]`` field takes: ``array.array('B')`` for rclpy,
    a uint8 numpy array for rosbags.
    """

    Time: type
    Header: type
    AudioData: type
    AudioDataStamped: type
    AudioInfo: type
    Transcript: type
    WordTiming: type
    Alternative: type
    Argument: type
    Predicate: type
    ActionCommand: type
    ClarificationRequest: type
    byte_array: Callable[[bytes], Any]


def ros_message_types() -> MessageTypes:
    """The rclpy message classes (needs a sourced ROS 2 workspace with slu_interfaces built).

    Raises:
        ImportError: ROS 2 message packages are not importable.
    """
    from audio_common_msgs import msg as audio_msg
    from builtin_interfaces.msg import Time
    from slu_interfaces import msg as slu_msg
    from std_msgs.msg import Header

    return MessageTypes(
        Time=Time, Header=Header, AudioData=audio_msg.AudioData, AudioDataStamped=audio_msg.AudioDataStamped,
        AudioInfo=audio_msg.AudioInfo, Transcript=slu_msg.Transcript, WordTiming=slu_msg.WordTiming,
        Alternative=slu_msg.Alternative, Argument=slu_msg.Argument, Predicate=slu_msg.Predicate,
        ActionCommand=slu_msg.ActionCommand, ClarificationRequest=slu_msg.ClarificationRequest,
        byte_array=lambda data: array.array("B", bytes(data)),
    )


def rosbags_message_types(typestore) -> MessageTypes:
    """The rosbags dataclasses of ``typestore`` (see :func:`slu_node.bag.typestore.slu_typestore`)."""
    t = typestore.types
    return MessageTypes(
        Time=t["builtin_interfaces/msg/Time"], Header=t["std_msgs/msg/Header"],
        AudioData=t["audio_common_msgs/msg/AudioData"], AudioDataStamped=t["audio_common_msgs/msg/AudioDataStamped"],
        AudioInfo=t["audio_common_msgs/msg/AudioInfo"], Transcript=t["slu_interfaces/msg/Transcript"],
        WordTiming=t["slu_interfaces/msg/WordTiming"], Alternative=t["slu_interfaces/msg/Alternative"],
        Argument=t["slu_interfaces/msg/Argument"], Predicate=t["slu_interfaces/msg/Predicate"],
        ActionCommand=t["slu_interfaces/msg/ActionCommand"],
        ClarificationRequest=t["slu_interfaces/msg/ClarificationRequest"],
        byte_array=lambda data: np.frombuffer(bytes(data), dtype=np.uint8).copy(),
    )


# --------------------------------------------------------------------------- time and header


def _f(x) -> float:
    """A finite Python float (NaN/inf → 0.0), as float32 message fields need."""
    x = float(x)
    return x if math.isfinite(x) else 0.0


def time_msg(types: MessageTypes, ns: int):
    """``builtin_interfaces/Time`` for ``ns`` nanoseconds (since the epoch or bag start; < 0 → 0)."""
    ns = max(0, int(ns))
    return types.Time(sec=ns // 1_000_000_000, nanosec=ns % 1_000_000_000)


def stamp_ns(stamp) -> int:
    """Nanoseconds of a ``builtin_interfaces/Time``."""
    return int(stamp.sec) * 1_000_000_000 + int(stamp.nanosec)


def header_msg(types: MessageTypes, ns: int, frame_id: str = ""):
    """``std_msgs/Header`` stamped at ``ns`` nanoseconds."""
    return types.Header(stamp=time_msg(types, ns), frame_id=str(frame_id))


# --------------------------------------------------------------------------- transcript


def transcript_to_msg(types: MessageTypes, t: Transcript, *, stamp_ns: int = 0, frame_id: str = "",
                      utterance_id: str = "", snr_db: Optional[float] = None,
                      decay_db_per_s: Optional[float] = None):
    """``slu_interfaces/Transcript`` from a :class:`~slu_node.types.Transcript` (times in s; ``snr_db``
    the utterance's estimated SNR in dB and ``decay_db_per_s`` its decay-rate estimate in dB/s, each
    NaN in the message when None or not finite)."""
    return types.Transcript(
        header=header_msg(types, stamp_ns, frame_id),
        utterance_id=str(utterance_id),
        text=str(t.text),
        confidence=_f(t.confidence),
        alternatives=[types.Alternative(text=str(a), confidence=_f(c)) for a, c in t.alternatives],
        words=[types.WordTiming(word=str(w.word), start=_f(w.start_s), end=_f(w.end_s), confidence=_f(w.confidence))
               for w in t.words],
        audio_duration=_f(t.audio_s),
        processing_time=_f(t.processing_s),
        snr_db=_nan_if_unknown(snr_db),
        decay_db_per_s=_nan_if_unknown(decay_db_per_s),
    )


def _nan_if_unknown(value: Optional[float]) -> float:
    """``value`` as a float; NaN for None or a value that is not finite."""
    return float(value) if value is not None and math.isfinite(value) else math.nan


def _known(msg, name: str) -> Optional[float]:
    """Field ``name`` of ``msg``; None when NaN, infinite or absent."""
    value = float(getattr(msg, name, math.nan))
    return value if math.isfinite(value) else None


def snr_from_msg(msg) -> Optional[float]:
    """The ``snr_db`` of a ``slu_interfaces/Transcript`` in dB; None when NaN, infinite or absent."""
    return _known(msg, "snr_db")


def decay_from_msg(msg) -> Optional[float]:
    """The ``decay_db_per_s`` of a ``slu_interfaces/Transcript`` in dB/s; None when NaN, infinite or
    absent."""
    return _known(msg, "decay_db_per_s")


def transcript_from_msg(msg) -> Transcript:
    """:class:`~slu_node.types.Transcript` from a ``slu_interfaces/Transcript`` (text lowercased, spaces
    collapsed; confidences clipped to 0..1)."""
    def clip(x):
        x = float(x)
        return min(1.0, max(0.0, x)) if math.isfinite(x) else 0.0

    return Transcript(
        text=" ".join(str(msg.text).lower().split()),
        confidence=clip(msg.confidence),
        alternatives=tuple((" ".join(str(a.text).lower().split()), clip(a.confidence)) for a in msg.alternatives),
        words=tuple(Word(str(w.word), float(w.start), float(w.end), clip(w.confidence)) for w in msg.words),
        audio_s=float(msg.audio_duration),
        processing_s=float(msg.processing_time),
    )


# --------------------------------------------------------------------------- predicates


def argument_to_msg(types: MessageTypes, a: Argument):
    """``slu_interfaces/Argument`` from an :class:`~slu_node.types.Argument`."""
    return types.Argument(role=str(a.role), values=[str(v) for v in a.values], implicit=bool(a.implicit),
                          is_list=bool(a.is_list), confidence=_f(a.confidence))


def argument_from_msg(msg) -> Argument:
    """:class:`~slu_node.types.Argument` from a ``slu_interfaces/Argument``."""
    return Argument(role=str(msg.role), values=tuple(str(v) for v in msg.values), implicit=bool(msg.implicit),
                    is_list=bool(msg.is_list), confidence=float(msg.confidence))


def predicate_to_msg(types: MessageTypes, p: Predicate):
    """``slu_interfaces/Predicate`` from a :class:`~slu_node.types.Predicate`."""
    return types.Predicate(action=str(p.action), arguments=[argument_to_msg(types, a) for a in p.arguments])


def predicate_from_msg(msg) -> Predicate:
    """:class:`~slu_node.types.Predicate` from a ``slu_interfaces/Predicate``."""
    return Predicate(action=str(msg.action), arguments=tuple(argument_from_msg(a) for a in msg.arguments))


def _timing(timings_ms: dict, key: str) -> float:
    return _f(timings_ms.get(key, 0.0)) / 1000.0


def command_to_msg(types: MessageTypes, command: Command, *, text: str = "", utterance_id: str = "",
                   stamp_ns: int = 0, frame_id: str = "", span_s: tuple[float, float] = (0.0, 0.0),
                   timings_ms: Optional[dict] = None):
    """``slu_interfaces/ActionCommand`` from a :class:`~slu_node.types.Command`.

    Args:
        span_s: (start, end) of the utterance in stream seconds.
        timings_ms: ``vad_endpoint_delay``, ``asr``, ``nlu``, ``post_endpoint`` in ms
            (:attr:`~slu_node.types.UtteranceResult.timings_ms`); missing keys give 0.
    """
    tm = timings_ms or {}
    return types.ActionCommand(
        header=header_msg(types, stamp_ns, frame_id),
        utterance_id=str(utterance_id),
        transcript=str(text),
        predicates=[predicate_to_msg(types, p) for p in command.predicates],
        dialogue_act=str(command.dialogue_act),
        sugar=format_predicates(command.predicates),
        confidence=_f(command.confidence),
        speech_start=_f(span_s[0]), speech_end=_f(span_s[1]),
        endpoint_delay=_timing(tm, "vad_endpoint_delay"), asr_time=_timing(tm, "asr"),
        nlu_time=_timing(tm, "nlu"), response_delay=_timing(tm, "post_endpoint"),
    )


def command_from_msg(msg) -> Command:
    """:class:`~slu_node.types.Command` from a ``slu_interfaces/ActionCommand``."""
    return Command(predicates=tuple(predicate_from_msg(p) for p in msg.predicates),
                   dialogue_act=str(msg.dialogue_act), confidence=float(msg.confidence))


def clarification_to_msg(types: MessageTypes, c: ClarificationRequest, *, text: str = "",
                         utterance_id: str = "", stamp_ns: int = 0, frame_id: str = "",
                         span_s: tuple[float, float] = (0.0, 0.0)):
    """``slu_interfaces/ClarificationRequest`` from a :class:`~slu_node.types.ClarificationRequest`.

    ``confidence`` is the lowest argument confidence of the partial parse (0 when there is none).
    """
    confs = [a.confidence for p in c.partial for a in p.arguments if not a.uncertain]
    return types.ClarificationRequest(
        header=header_msg(types, stamp_ns, frame_id),
        utterance_id=str(utterance_id),
        transcript=str(text),
        reason=str(c.reason),
        roles=[str(r) for r in c.roles],
        partial=[predicate_to_msg(types, p) for p in c.partial],
        partial_sugar=format_predicates(c.partial),
        prompt=str(c.prompt),
        words=[str(w) for w in c.words],
        confidence=_f(min(confs)) if confs else 0.0,
        speech_start=_f(span_s[0]), speech_end=_f(span_s[1]),
    )


def clarification_from_msg(msg) -> ClarificationRequest:
    """:class:`~slu_node.types.ClarificationRequest` from a ``slu_interfaces/ClarificationRequest``."""
    return ClarificationRequest(reason=str(msg.reason), roles=tuple(str(r) for r in msg.roles),
                                partial=tuple(predicate_from_msg(p) for p in msg.partial),
                                prompt=str(msg.prompt), words=tuple(str(w) for w in msg.words))


def parse_result_to_msg(types: MessageTypes, parse: ParseResult, **kw):
    """The ``ActionCommand`` (accepted) or ``ClarificationRequest`` message for a
    :class:`~slu_node.types.ParseResult`; keywords as :func:`command_to_msg`
    (``timings_ms`` is used for commands only).

    Raises:
        ValueError: the result holds neither a command nor a clarification.
    """
    text = kw.pop("text", parse.text)
    if parse.command is not None:
        return command_to_msg(types, parse.command, text=text, **kw)
    if parse.clarification is not None:
        kw.pop("timings_ms", None)
        return clarification_to_msg(types, parse.clarification, text=text, **kw)
    raise ValueError("ParseResult has neither command nor clarification")


def utterance_to_msgs(types: MessageTypes, u: UtteranceResult, *, stamp_ns: int, frame_id: str = ""):
    """``(Transcript, ActionCommand or None, ClarificationRequest or None)`` messages for one
    :class:`~slu_node.types.UtteranceResult`, all stamped at ``stamp_ns`` (ns) (when the result was produced);
    the utterance span (stream seconds) and the stage timings go into the ActionCommand."""
    tr = transcript_to_msg(types, u.transcript, stamp_ns=stamp_ns, frame_id=frame_id, utterance_id=u.utterance_id,
                           snr_db=u.snr_db, decay_db_per_s=u.decay_db_per_s)
    out = parse_result_to_msg(types, u.parse, text=u.transcript.text, utterance_id=u.utterance_id,
                              stamp_ns=stamp_ns, frame_id=frame_id, span_s=(u.start_s, u.end_s),
                              timings_ms=u.timings_ms)
    if u.parse.command is not None:
        return tr, out, None
    return tr, None, out


# --------------------------------------------------------------------------- audio


def audio_info_msg(types: MessageTypes, sample_rate: int = PIPELINE_RATE, channels: int = 1,
                   sample_format: str = "S16LE"):
    """``audio_common_msgs/AudioInfo`` describing raw PCM chunks (``coding_format="wave"``)."""
    width = SAMPLE_FORMATS[sample_format].itemsize
    return types.AudioInfo(channels=int(channels), sample_rate=int(sample_rate), sample_format=sample_format,
                           bitrate=int(sample_rate * channels * width * 8), coding_format="wave")


def audio_chunk_msg(types: MessageTypes, samples: np.ndarray, *, stamp_ns: int, frame_id: str = ""):
    """``audio_common_msgs/AudioDataStamped`` holding int16 samples as S16LE bytes.

    Args:
        samples: int16 array, shape (n,) mono or (n, channels) interleaved.

    Raises:
        ValueError: samples are not int16.
    """
    samples = np.asarray(samples)
    if samples.dtype != np.int16:
        raise ValueError(f"audio chunk must be int16, got {samples.dtype}")
    data = samples.astype("<i2", copy=False).tobytes()
    return types.AudioDataStamped(header=header_msg(types, stamp_ns, frame_id),
                                  audio=types.AudioData(data=types.byte_array(data)))


@dataclass(frozen=True)
class AudioFormat:
    """A validated raw audio format: ``sample_rate`` Hz, ``channels``, numpy little-endian ``dtype``."""

    sample_rate: int = PIPELINE_RATE
    channels: int = 1
    sample_format: str = "S16LE"

    @property
    def dtype(self) -> np.dtype:
        """numpy dtype of one sample."""
        return SAMPLE_FORMATS[self.sample_format]

    @property
    def frame_bytes(self) -> int:
        """Bytes per frame (one sample of every channel)."""
        return self.dtype.itemsize * self.channels


def audio_format_from_msg(info) -> AudioFormat:
    """Validate an ``audio_common_msgs/AudioInfo``.

    Raises:
        ValueError: unsupported ``sample_format`` (accepted: S16LE, S32LE, F32LE), compressed
            ``coding_format`` (mp3...), channels outside 1..32, sample rate outside 8000..192000 Hz.
    """
    fmt = str(info.sample_format).strip().upper()
    if fmt not in SAMPLE_FORMATS:
        raise ValueError(f"unsupported sample_format {info.sample_format!r} (accepted: {', '.join(SAMPLE_FORMATS)})")
    coding = str(info.coding_format).strip().lower()
    if coding not in RAW_CODINGS:
        raise ValueError(f"unsupported coding_format {info.coding_format!r}: raw PCM ('wave') only")
    channels = int(info.channels)
    if not 1 <= channels <= 32:
        raise ValueError(f"unsupported channel count {channels}")
    rate = int(info.sample_rate)
    if not 8000 <= rate <= 192000:
        raise ValueError(f"unsupported sample rate {rate} Hz (8000..192000)")
    return AudioFormat(sample_rate=rate, channels=channels, sample_format=fmt)


def bytes_of(data) -> bytes:
    """The bytes of a ``uint8[]`` field value (bytes, bytearray, memoryview, array.array, numpy array or a
    list of ints 0..255).

    Raises:
        ValueError: a list holds values outside 0..255.
    """
    if isinstance(data, (bytes, bytearray, memoryview)):
        return bytes(data)
    if isinstance(data, np.ndarray):
        return np.ascontiguousarray(data, dtype=np.uint8).tobytes()
    if isinstance(data, array.array):
        return data.tobytes()
    try:
        return bytes(data)
    except (TypeError, ValueError) as exc:
        raise ValueError(f"audio data is not a byte sequence: {exc}") from None


class AudioDecoder:
    """Turn raw audio chunks into int16 mono samples at 16 kHz (the pipeline's input).

    Multichannel audio is averaged to mono; other rates are resampled with a streaming soxr resampler
    (state kept across chunks); float samples are clipped to [-1, 1] and scaled by 32767; S32LE is
    shifted to 16 bits. A new :class:`AudioFormat` resets the resampler.
    """

    def __init__(self, fmt: AudioFormat = AudioFormat()):
        self.format = fmt
        self.rejected = ""
        self._resampler = None

    def set_format(self, fmt: AudioFormat) -> None:
        """Switch to ``fmt`` (resets the resampler when it changes) and accept audio again."""
        self.rejected = ""
        if fmt != self.format:
            self.format = fmt
            self._resampler = None

    def reject(self, reason: str) -> None:
        """Refuse every chunk (with ``reason``) until the next :meth:`set_format`: used after an
        unusable AudioInfo, since the bytes that follow cannot be interpreted."""
        self.rejected = reason or "unusable audio format"

    def decode(self, data) -> np.ndarray:
        """Decode one chunk.

        Returns:
            int16 array, shape (n,), 16 kHz mono (n may be 0 while the resampler fills).

        Raises:
            ValueError: empty data, a byte count that is not a whole number of frames, non-finite
                float samples, or the format was rejected (:meth:`reject`).
        """
        if self.rejected:
            raise ValueError(f"audio dropped: {self.rejected}")
        raw = bytes_of(data)
        fmt = self.format
        if not raw:
            raise ValueError("empty audio chunk")
        if len(raw) % fmt.frame_bytes:
            raise ValueError(f"audio chunk of {len(raw)} bytes is not a whole number of "
                             f"{fmt.frame_bytes}-byte {fmt.sample_format} x{fmt.channels} frames")
        x = np.frombuffer(raw, dtype=fmt.dtype).reshape(-1, fmt.channels)
        if fmt.sample_format == "F32LE":
            if not np.all(np.isfinite(x)):
                raise ValueError("audio chunk holds NaN or infinite samples")
            y = np.clip(x.astype(np.float32), -1.0, 1.0).mean(axis=1) * 32767.0
        elif fmt.sample_format == "S32LE":
            y = (x.astype(np.float64) / 65536.0).mean(axis=1)
        else:
            y = x.astype(np.float32).mean(axis=1) if fmt.channels > 1 else x[:, 0]
        if fmt.sample_rate != PIPELINE_RATE:
            if self._resampler is None:
                import soxr

                self._resampler = soxr.ResampleStream(fmt.sample_rate, PIPELINE_RATE, 1, dtype="float32")
            y = self._resampler.resample_chunk(np.asarray(y, dtype=np.float32))
        return np.clip(np.round(y), -32768, 32767).astype(np.int16) if y.dtype != np.int16 else y.copy()
