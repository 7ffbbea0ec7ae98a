"""Streaming voice-activity segmentation: int16 16 kHz samples in, speech segments (utterances) out.

Design: the padded ring-buffer collector of py-webrtcvad's ``example.py`` (John Wiseman,
github.com/wiseman/py-webrtcvad, MIT): every frame (10/20/30 ms) is classified voiced or not; a ring
buffer of ``padding_ms`` of frames triggers the start of an utterance when more than ``start_ratio`` of
it is voiced (the buffered frames become the segment's leading padding) and declares its end (the
*endpoint*) when more than ``end_ratio`` of it is unvoiced (the buffered frames are its trailing padding).

Frame classifier (``VadConfig.detector``): by default the Silero VAD network (:mod:`slu_node.audio.silero`)
in place of the WebRTC VAD: a frame is voiced when the speech probability of the last 32 ms is at least
``speech_threshold``. On the 62 real coffee orders with kitchen, dishwashing and tap noise mixed at 6 dB
SNR it raised command acceptance from 77.4 / 61.3 / 43.5 % to 87.1 / 88.7 / 83.9 %
(``docs/results/coffee_benchmark.md``, tenth session): the energy gate below had taken the quiet end of
many orders ("... drip" | "coffee with brown sugar") for silence, and noise bursts for speech.

With ``detector="webrtc"`` (see docs audio_lab_notes.md, "webrtcvad segmentation"), an optional energy
gate: a frame only counts as voiced when the WebRTC VAD says so **and** its energy is at least
``energy_gate_db`` above a running noise floor. On 20 dB babble this took utterance precision/recall
from 0.78/0.63 to 0.98/1.00 in the lab measurements. The floor follows quiet frames quickly (it falls by
``floor_fall`` of the gap per frame) and rises slowly (``floor_rise_db_per_s``), so speech barely lifts
it while a louder steady noise (a tap turned on) is absorbed within seconds.

Timing conventions (seconds of stream time, i.e. samples fed since the last :meth:`VadSegmenter.reset`
divided by 16 000): ``start_s``/``end_s`` are the first/last *voiced* frame's edges, ``endpoint_s`` is
when the end was declared (``end_s`` plus the stop-window latency, ~0.3 s with the defaults), and
``samples`` cover ``offset_s`` .. ``endpoint_s`` (pre-roll, voiced part and both paddings).
"""

from __future__ import annotations

import collections
from dataclasses import dataclass
from typing import Optional

import numpy as np

from slu_node.audio.io import SAMPLE_RATE, AudioError, ensure_pcm16


#: Frame classifiers of :class:`VadConfig` (``detector``).
DETECTORS = ("silero", "webrtc")


@dataclass(frozen=True)
class VadConfig:
    """Parameters of :class:`VadSegmenter` (defaults: the lab-measured settings).

    Attributes:
        detector: what classifies each frame as voiced: ``silero`` (the Silero VAD network,
            :mod:`slu_node.audio.silero`; needs the ``silero-vad`` wheel) or ``webrtc`` (the WebRTC VAD
            with the energy gate below).
        speech_threshold: ``silero``: a frame is voiced when the speech probability of the last 32 ms
            chunk heard is at least this (0.5, the Silero VAD default).
        frame_ms: frame length, 10, 20 or 30 ms (the WebRTC VAD's lengths).
        aggressiveness: ``webrtc``: WebRTC VAD mode 0 (least) .. 3 (most aggressive in rejecting
            non-speech).
        padding_ms: ring-buffer length in ms (leading/trailing padding and decision window).
        start_ratio: fraction of voiced frames in the ring that starts an utterance (> ratio).
        end_ratio: fraction of unvoiced frames in the ring that ends it (> ratio).
        min_speech_ms: segments with fewer voiced ms than this are dropped (clicks, bangs).
        max_utterance_s: an utterance is cut (endpoint declared) when it grows this long.
        preroll_ms: audio kept before the ring buffer and prepended to a segment's samples, so that a
            quiet onset the energy gate missed (a fricative: "sift") still reaches the recogniser.
        energy_gate_db: ``webrtc``: a frame is voiced only if its energy exceeds the running noise
            floor by this many dB; None disables the gate (pure WebRTC VAD).
        floor_rise_db_per_s: how fast the noise floor may rise (dB per second of audio).
        floor_fall: fraction of the gap closed per frame when a frame is quieter than the floor.

    Default ``detector="silero"``: see the module docstring. Defaults ``padding_ms=600``,
    ``energy_gate_db=6`` (chosen with the WebRTC VAD and pocketsphinx): on the 62 real coffee-order
    recordings with kitchen noise (benchmarks/coffee_benchmark.py, noise reduction and fwdflat on) they
    raised command acceptance at 18 / 12 / 6 dB from 74.2 / 32.3 / 4.8 % (300 ms, 10 dB) to 82.3 / 59.7 /
    17.7 %, by splitting fewer commands in two; clean 87.1 → 83.9 % (2 recordings). The price: the
    endpoint comes ~0.3 s later (about 0.6 s after the end of speech).
    """

    detector: str = "silero"
    speech_threshold: float = 0.5
    frame_ms: int = 30
    aggressiveness: int = 3
    padding_ms: int = 600
    start_ratio: float = 0.5
    end_ratio: float = 0.9
    min_speech_ms: int = 150
    max_utterance_s: float = 15.0
    preroll_ms: int = 200
    energy_gate_db: Optional[float] = 6.0
    floor_rise_db_per_s: float = 2.0
    floor_fall: float = 0.3

    def __post_init__(self) -> None:
        if self.detector not in DETECTORS:
            raise ValueError(f"detector must be one of {DETECTORS}, got {self.detector!r}")
        if not 0.0 < self.speech_threshold < 1.0:
            raise ValueError(f"speech_threshold must be in (0, 1), got {self.speech_threshold}")
        if self.frame_ms not in (10, 20, 30):
            raise ValueError(f"frame_ms must be 10, 20 or 30 (WebRTC VAD), got {self.frame_ms}")
        if self.aggressiveness not in (0, 1, 2, 3):
            raise ValueError(f"aggressiveness must be 0..3, got {self.aggressiveness}")
        if self.padding_ms < self.frame_ms:
            raise ValueError(f"padding_ms ({self.padding_ms}) must be at least frame_ms ({self.frame_ms})")
        for name in ("start_ratio", "end_ratio"):
            if not 0.0 <= getattr(self, name) < 1.0:
                raise ValueError(f"{name} must be in [0, 1), got {getattr(self, name)}")
        if self.max_utterance_s * 1000 <= self.padding_ms:
            raise ValueError("max_utterance_s must be longer than padding_ms")
        if self.preroll_ms < 0:
            raise ValueError("preroll_ms must be >= 0")
        if self.min_speech_ms < 0:
            raise ValueError("min_speech_ms must be >= 0")

    @property
    def frame_samples(self) -> int:
        """Samples per frame at 16 kHz."""
        return SAMPLE_RATE * self.frame_ms // 1000


@dataclass(frozen=True)
class SpeechSegment:
    """One detected utterance.

    Attributes:
        start_s: stream time of the first voiced frame's start (s).
        end_s: stream time of the last voiced frame's end (s).
        endpoint_s: stream time at which the end of the utterance was declared (s).
        samples: int16 16 kHz audio from ``offset_s`` to ``endpoint_s`` (pre-roll and both paddings).
        offset_s: stream time of ``samples[0]`` (s).
        voiced_s: total duration of voiced frames inside the segment (s).
        truncated: True when the segment was cut at ``max_utterance_s`` or by :meth:`VadSegmenter.flush`.
    """

    start_s: float
    end_s: float
    endpoint_s: float
    samples: np.ndarray
    offset_s: float = 0.0
    voiced_s: float = 0.0
    truncated: bool = False

    @property
    def duration_s(self) -> float:
        """Length of ``samples`` in seconds."""
        return len(self.samples) / SAMPLE_RATE


class VadSegmenter:
    """Streaming segmenter: feed int16 16 kHz samples in chunks of any size, get finished utterances.

    Example::

        seg = VadSegmenter(VadConfig())
        for block in mic:
            for utt in seg.feed(block):
                handle(utt)
        handle_all(seg.flush())

    Raises:
        slu_node.audio.silero.SileroUnavailable: ``detector="silero"`` (the default) and the
            ``silero-vad`` wheel that carries its model is not installed.
    """

    def __init__(self, config: Optional[VadConfig] = None) -> None:
        self.config = config or VadConfig()
        self._vad = None  # the WebRTC VAD (detector "webrtc"), made afresh by reset()
        self._silero = None
        if self.config.detector == "silero":
            from slu_node.audio.silero import SileroVad

            self._silero = SileroVad()
        self._ring_len = max(1, self.config.padding_ms // self.config.frame_ms)
        self.reset()

    def reset(self) -> None:
        """Forget everything: stream clock back to 0, noise floor, pending audio and utterance, and the
        WebRTC VAD's own noise model (it adapts to what it hears: after 400 utterances of the
        end-to-end benchmark, 5 minutes of kitchen noise gave it 2 segments instead of 14), or the
        Silero VAD's recurrent state."""
        if self._silero is not None:
            self._silero.reset()
        else:
            import webrtcvad

            self._vad = webrtcvad.Vad(self.config.aggressiveness)
        self._pending = np.zeros(0, dtype=np.int16)
        self._frame_index = 0
        self._ring: collections.deque = collections.deque(maxlen=self._ring_len)
        self._recent: collections.deque = collections.deque(
            maxlen=self._ring_len + self.config.preroll_ms // self.config.frame_ms)
        self._triggered = False
        self._frames: list[tuple[int, np.ndarray, bool]] = []
        self._floor_db: Optional[float] = None

    @property
    def time_s(self) -> float:
        """Stream time (s) of the end of the last complete frame processed."""
        return self._frame_index * self.config.frame_ms / 1000.0

    @property
    def in_speech(self) -> bool:
        """True while an utterance has started and not yet ended."""
        return self._triggered

    def voiced_since(self, frame: int) -> int:
        """Voiced frames of the utterance in progress from its ``frame``-th frame on (frames counted as
        by :meth:`open_samples`; 0 when none is open)."""
        if not self._triggered:
            return 0
        return sum(1 for e in self._frames[max(0, frame):] if e[2])

    @property
    def open_offset_s(self) -> Optional[float]:
        """Stream time (s) of the first sample of the utterance in progress (None when none is open)."""
        if not self._triggered or not self._frames:
            return None
        return self._frames[0][0] * self.config.frame_ms / 1000.0

    def open_samples(self, skip_frames: int = 0) -> tuple[int, np.ndarray]:
        """Audio of the utterance in progress, for decoding while it is spoken.

        Args:
            skip_frames: frames already taken (the count returned by the previous call).

        Returns:
            ``(frames now in the utterance, int16 samples of the frames after skip_frames)``; ``(0,
            empty)`` when no utterance is open. The same samples start the :class:`SpeechSegment`
            that closes the utterance, so a caller can decode ``segment.samples[taken:]`` at the end.
        """
        if not self._triggered:
            return 0, np.zeros(0, dtype=np.int16)
        frames = self._frames[skip_frames:]
        samples = np.concatenate([e[1] for e in frames]) if frames else np.zeros(0, dtype=np.int16)
        return len(self._frames), samples.astype(np.int16, copy=False)

    @property
    def noise_floor_db(self) -> Optional[float]:
        """Current running noise-floor estimate in dBFS, kept by the WebRTC detector's energy gate (None
        with Silero or without the gate, and before the first frame)."""
        return self._floor_db

    def feed(self, samples: np.ndarray) -> list[SpeechSegment]:
        """Process a chunk of audio.

        Args:
            samples: 1-D int16 samples at 16 kHz, any length (0 allowed).

        Returns:
            the utterances whose endpoint fell inside this chunk, in order.

        Raises:
            AudioError: not 1-D int16 (convert with :func:`slu_node.audio.io.to_pcm16_mono16k`).
        """
        samples = ensure_pcm16(samples) if np.asarray(samples).size else np.zeros(0, np.int16)
        buf = np.concatenate([self._pending, samples]) if self._pending.size else samples
        n = self.config.frame_samples
        n_frames = len(buf) // n
        out: list[SpeechSegment] = []
        for i in range(n_frames):
            seg = self._process_frame(buf[i * n : (i + 1) * n])
            if seg is not None:
                out.append(seg)
        self._pending = buf[n_frames * n :].copy()
        return out

    def flush(self) -> list[SpeechSegment]:
        """End of stream: return the utterance in progress (if any), cut at the current time.

        The leftover partial frame is appended to that utterance's samples. The stream clock keeps
        running (call :meth:`reset` to start a new stream at time 0).
        """
        out = []
        if self._triggered and self._frames:
            seg = self._close(truncated=True, tail=self._pending)
            if seg is not None:
                out.append(seg)
        self._triggered = False
        self._frames = []
        self._ring.clear()
        self._recent.clear()
        self._pending = np.zeros(0, dtype=np.int16)
        return out

    # -- internals ---------------------------------------------------------------------------------
    def _is_voiced(self, frame: np.ndarray) -> bool:
        cfg = self.config
        if self._silero is not None:
            return self._silero.push(frame) >= cfg.speech_threshold
        speech = self._vad.is_speech(frame.tobytes(), SAMPLE_RATE)
        if cfg.energy_gate_db is None:
            return speech
        x = frame.astype(np.float64)
        energy_db = 10.0 * np.log10(np.mean(x * x) / (32768.0**2) + 1e-12)
        if self._floor_db is None:
            self._floor_db = energy_db
        voiced = speech and energy_db >= self._floor_db + cfg.energy_gate_db
        if energy_db < self._floor_db:
            self._floor_db += cfg.floor_fall * (energy_db - self._floor_db)
        else:
            self._floor_db = min(energy_db, self._floor_db + cfg.floor_rise_db_per_s * cfg.frame_ms / 1000.0)
        return voiced

    def _process_frame(self, frame: np.ndarray) -> Optional[SpeechSegment]:
        cfg = self.config
        index = self._frame_index
        voiced = self._is_voiced(frame)
        self._frame_index += 1
        entry = (index, frame, voiced)
        if not self._triggered:
            self._ring.append(entry)
            self._recent.append(entry)
            n_voiced = sum(1 for e in self._ring if e[2])
            if n_voiced > cfg.start_ratio * self._ring.maxlen:
                self._triggered = True
                self._frames = list(self._recent)  # pre-roll + ring
                self._ring.clear()
                self._recent.clear()
            return None
        self._frames.append(entry)
        self._ring.append(entry)
        n_unvoiced = sum(1 for e in self._ring if not e[2])
        if n_unvoiced > cfg.end_ratio * self._ring.maxlen:
            return self._end()
        if len(self._frames) * cfg.frame_ms >= cfg.max_utterance_s * 1000:
            return self._end(truncated=True)
        return None

    def _end(self, truncated: bool = False) -> Optional[SpeechSegment]:
        seg = self._close(truncated=truncated)
        self._triggered = False
        self._frames = []
        self._ring.clear()
        return seg

    def _close(self, truncated: bool, tail: Optional[np.ndarray] = None) -> Optional[SpeechSegment]:
        cfg = self.config
        frame_s = cfg.frame_ms / 1000.0
        voiced = [e[0] for e in self._frames if e[2]]
        if len(voiced) * cfg.frame_ms < cfg.min_speech_ms or not voiced:
            return None
        parts = [e[1] for e in self._frames]
        if tail is not None and tail.size:
            parts.append(tail)
        samples = np.concatenate(parts).astype(np.int16)
        offset_s = self._frames[0][0] * frame_s
        return SpeechSegment(
            start_s=round(voiced[0] * frame_s, 6),
            end_s=round((voiced[-1] + 1) * frame_s, 6),
            endpoint_s=round(offset_s + len(samples) / SAMPLE_RATE, 6),
            samples=samples,
            offset_s=round(offset_s, 6),
            voiced_s=round(len(voiced) * frame_s, 6),
            truncated=truncated,
        )


def segment(samples: np.ndarray, config: Optional[VadConfig] = None) -> list[SpeechSegment]:
    """Segment a whole recording (int16 16 kHz, 1-D) into utterances: ``feed`` then ``flush``.

    Raises:
        AudioError: samples not 1-D int16.
    """
    seg = VadSegmenter(config)
    return seg.feed(samples) + seg.flush()


__all__ = ["VadConfig", "VadSegmenter", "SpeechSegment", "segment", "AudioError"]
