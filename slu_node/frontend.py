"""The audio side of the pipeline: VAD → noise reduction → ASR, streaming.

Used by :class:`slu_node.pipeline.Pipeline` (which adds the NLU) and by the ROS ``asr_node`` (which
publishes transcripts only), so that both hear the same way.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Iterator, Optional

import numpy as np

from slu_node.asr.confidence import lattice_only
from slu_node.audio.denoise import StreamHistory
from slu_node.audio.enhance import UtteranceDenoiser, check_method, denoise_utterance
from slu_node.audio.io import SAMPLE_RATE, ensure_pcm16
from slu_node.audio.mix import estimate_snr_db
from slu_node.audio.reverb import decay_rate_db_per_s
from slu_node.types import Transcript

#: Batch mode feeds the history and the VAD this many samples at a time (1 s), so that the history
#: (which keeps the last 20 s) still holds the noise before each segment of a long recording fed at once.
_HISTORY_STEP = 16000
#: Default of ``SpeechFrontEnd(lattice_below_snr_db=...)``, dB.
LATTICE_BELOW_SNR_DB = 15.0
#: Default of ``SpeechFrontEnd(speculate_after_ms=...)``: half the VAD's default 600 ms stop window.
SPECULATE_AFTER_MS = 300
#: Default of ``SpeechFrontEnd(speculate_early_ms=...)``: the speculative end of a long utterance, ms of
#: pause. Made in quiet only from the twenty-ninth to the forty-eighth session (at an estimated SNR of
#: 15 dB or more), as at 10 dB of kitchen noise it had cost 5 of the 200 generated commands right: the
#: trailing audio changes a noisy decode throughout, not only its last word. Measured again in the
#: forty-ninth session on four sets of 200 generated commands at 10 dB (three kitchen noises), the
#: committed code and the early end at any SNR (with the recogniser's new stop, ``MoonshineAsr._settled``)
#: side by side: commands moved both ways, 417 → 424 right and 105 → 100 accepted wrong in all, and the
#: post-endpoint p95 fell from 259–327 to 74–144 ms.
SPECULATE_EARLY_MS = 150
#: Starting estimate of the recogniser's decoding time per second of audio (s/s), before the front end
#: has timed it: Moonshine Base's whole-utterance decode took 0.5 s for a 7.2 s command on the 2-core
#: development machine (twenty-ninth session). Each utterance's own time then updates it.
DECODE_RATE_PRIOR = 0.07
#: Weight of the latest utterance in the running decoding-time estimate (the first replaces the prior).
_RATE_WEIGHT = 0.3
#: Audio after an utterance's last voiced frame left out of the noise heard before the next one (s): the
#: VAD's last voiced frame is not always the speech's last sound.
_AFTER_SPEECH_S = 0.15
#: Least noise (s) heard since the last utterance that the next one's noise clip is taken from; with less
#: (commands said in quick succession) the clip heard before the last one stands in. Taken from the 1.5 s
#: before each utterance whatever it held, the clip of a command said a second after another held the
#: end of that one: its SNR was estimated far too low, and the rules for speech in noise applied in
#: quiet (thirtieth session).
_MIN_NOISE_S = 0.5
#: Voiced VAD frames that a pause may hold and still count as one (a click, a noise burst): a speculative
#: end is made with up to this many in its window and stands with up to this many after it.
_BLIP_FRAMES = 1


@dataclass(frozen=True)
class Heard:
    """One utterance the front end closed.

    Attributes:
        segment: the :class:`slu_node.audio.vad.SpeechSegment` (times in s of stream time, int16 samples).
        transcript: the recogniser's :class:`~slu_node.types.Transcript`.
        endpoint_clock: ``time.perf_counter()`` when the endpoint was seen (s), less the front end's
            lag behind real time then (see ``SpeechFrontEnd``); the post-endpoint latency of a result
            is measured from it.
        asr_ms: ASR time after the endpoint (noise reduction included), ms, counted the same way.
        snr_db: estimated SNR of the utterance against the audio heard just before it
            (:func:`slu_node.audio.mix.estimate_snr_db`); None when too little was heard before it.
        decay_db_per_s: the steepest decays of the utterance's energy, dB/s, the noise before it
            subtracted (:func:`slu_node.audio.reverb.decay_rate_db_per_s`: slower in a reverberant
            room); None when too little of it rose above the noise.
    """

    segment: object
    transcript: Transcript
    endpoint_clock: float
    asr_ms: float
    snr_db: Optional[float] = None
    decay_db_per_s: Optional[float] = None


class SpeechFrontEnd:
    """Streaming VAD → noise reduction → ASR.

    Args:
        asr: a backend (:mod:`slu_node.asr`): ``start``/``accept``/``finish`` while streaming,
            ``transcribe`` in batch mode.
        vad_config: :class:`slu_node.audio.vad.VadConfig` (default settings when None).
        denoise: reduce noise before ASR, with the audio heard just before the utterance as the noise
            profile and SNR reference (:mod:`slu_node.audio.enhance`); None: as the backend prefers
            (its ``denoise_first``: pocketsphinx yes, Moonshine no).
        denoiser: with ``denoise``, ``rnnoise`` (RNNoise, with some of the input added back when
            the utterance's first second is quiet) or ``spectral_gating``
            (:class:`slu_node.audio.enhance.UtteranceDenoiser`).
        streaming: decode while the utterance is spoken (noise reduction and ASR run on the frames
            of an open utterance as the VAD passes them), so that only the last frames and the
            recogniser's end-of-utterance pass remain after the endpoint. False: each segment is
            decoded whole after its endpoint (batch).
        lattice_below_snr_db: an utterance whose estimated SNR is below this (dB) gets lattice word
            posteriors only (:func:`slu_node.asr.confidence.lattice_only`); None: never. The default,
            15 dB, lies between the SNRs at which the N-best word posterior was measured to help and
            to hurt on the 62 coffee recordings with kitchen noise: at 18 dB (batch decoding) 5 more
            commands right and 1 fewer wrong; at 12 dB (streaming) 4 more right but 9 more wrong.
        speculate_after_ms: streaming only: once the last this many ms of the open utterance hold at
            most one voiced VAD frame, the recogniser finishes it at once (its end-of-utterance pass
            runs while the VAD waits out its stop window), and that transcript is used if the VAD then
            closes the utterance with at most one voiced frame in between. More voiced frames (the
            speaker only paused) restart the decode over the utterance's audio so far, so the result
            is that of an ordinary streaming decode up to a lone voiced frame in the pause; the cost
            is CPU time on pauses. None: never.
        speculate_early_ms: streaming only: a shorter window for the speculative end of an utterance
            whose decode would outlast the time the usual one leaves before the endpoint (the VAD's
            ``padding_ms`` less ``speculate_after_ms``), by the front end's running estimate of the
            recogniser's decoding time per second of audio (:data:`DECODE_RATE_PRIOR`, then measured).
            The recogniser is given the noise heard before the utterance in place of the rest of the
            usual window's pause. Long commands' post-endpoint time was their decode's overrun: on 200
            generated commands clean, p95 213 → 48–83 ms over four runs (twenty-ninth session); at 10
            dB of kitchen noise 259 → 128 ms (forty-ninth, :data:`SPECULATE_EARLY_MS`). None (or not
            below ``speculate_after_ms``): never.

    While streaming, the front end keeps its lag behind real time: each frame's work (VAD, noise
    reduction, the recogniser's incremental and speculative decoding) less the frame's duration,
    summed and never below zero, as for audio arriving in real time, one frame per frame duration. A
    result's post-endpoint latency counts the lag at its endpoint, so work done before the endpoint is
    free only where real-time audio would have left time for it, however fast the audio is fed (before
    the fourteenth session only a speculative end's work was counted this way).

    Raises:
        ValueError: unknown ``denoiser``.
        slu_node.audio.rnnoise.RnnoiseUnavailable: RNNoise is asked for (``denoise`` and
            ``denoiser="rnnoise"``) but its library (the ``pyrnnoise`` wheel) cannot be loaded.
    """

    def __init__(self, asr, vad_config=None, *, denoise: Optional[bool] = None, streaming: bool = True,
                 lattice_below_snr_db: Optional[float] = LATTICE_BELOW_SNR_DB,
                 speculate_after_ms: Optional[float] = SPECULATE_AFTER_MS,
                 denoiser: str = "rnnoise", speculate_early_ms: Optional[float] = SPECULATE_EARLY_MS) -> None:
        from slu_node.audio.vad import VadConfig, VadSegmenter

        self.asr = asr
        self.vad = VadSegmenter(vad_config or VadConfig())
        self.history = StreamHistory()  # the noise before each utterance: its profile and its SNR
        self.denoise = bool(getattr(asr, "denoise_first", True) if denoise is None else denoise)
        check_method(denoiser)
        self.denoiser = denoiser
        if self.denoise and denoiser == "rnnoise":
            from slu_node.audio.rnnoise import load_rnnoise

            load_rnnoise()  # a missing library is an error now, not at the first noisy utterance
        self.lattice_below_snr_db = lattice_below_snr_db
        self.streaming = bool(streaming)
        # the speculation window in VAD frames (None: no speculation)
        self._spec_frames = (None if speculate_after_ms is None
                             else max(1, round(speculate_after_ms / self.vad.config.frame_ms)))
        early = (None if speculate_early_ms is None or self._spec_frames is None
                 else max(1, round(speculate_early_ms / self.vad.config.frame_ms)))
        self._early_frames = early if early is not None and early < self._spec_frames else None
        self.decode_rate = DECODE_RATE_PRIOR  # recogniser's decoding time per second of audio (s/s)
        self._timed = False  # decode_rate measured yet
        self._rate_fixed = False  # decode_rate set by fix_decode_rate, not measured
        self.muted = False
        self._open: Optional[_OpenUtterance] = None
        self._lag_s = 0.0  # streaming: how far the work is behind real-time audio, s
        self._quiet_from_s = 0.0  # stream time the last utterance's speech had ended by
        self._noise: Optional[np.ndarray] = None  # the last noise clip of at least _MIN_NOISE_S

    def fix_decode_rate(self, rate: Optional[float]) -> None:
        """Take ``rate`` (s of decoding per s of audio) as the recogniser's decoding time instead of
        measuring it, so that which long utterances end their decode early (``speculate_early_ms``)
        no longer depends on how fast the machine ran at the time: two runs of the same code over the
        same audio then hear the same transcripts (benchmarks comparing recogniser changes; the
        fifty-third session saw 14 of 400 commands heard otherwise by the same code in two runs).
        None: measure it again, from :data:`DECODE_RATE_PRIOR`.

        Raises:
            ValueError: ``rate`` is not positive.
        """
        if rate is not None and not rate > 0:
            raise ValueError(f"decode rate must be positive, got {rate}")
        self.decode_rate = DECODE_RATE_PRIOR if rate is None else float(rate)
        self._rate_fixed, self._timed = rate is not None, False

    def reset(self) -> None:
        """Forget the stream: VAD state, noise history and any open utterance."""
        self.vad.reset()
        self.history.reset()
        self._open = None
        self._lag_s = 0.0
        self._quiet_from_s, self._noise = 0.0, None

    def _noise_before(self, offset_s: float) -> np.ndarray:
        """The noise heard before an utterance that starts at stream time ``offset_s``: up to 1.5 s of it
        (:meth:`StreamHistory.noise_before`), none of it before the last utterance's speech ended; when
        that leaves less than :data:`_MIN_NOISE_S`, the last clip that held that much."""
        clip = self.history.noise_before(offset_s, not_before_s=self._quiet_from_s)
        if clip.size >= _MIN_NOISE_S * SAMPLE_RATE:
            self._noise = clip
        return clip if self._noise is None else self._noise

    def set_muted(self, muted: bool) -> None:
        """While muted (e.g. the robot is speaking) audio is dropped and an open utterance discarded."""
        if muted and not self.muted:
            self.reset()
        self.muted = bool(muted)

    def feed(self, samples: np.ndarray) -> list[Heard]:
        """Push int16 mono 16 kHz audio of any length; return the utterances it closed.

        Raises:
            AudioError (a ValueError): wrong dtype, shape, or non-finite values.
        """
        return list(self.iter_feed(samples))

    def iter_feed(self, samples: np.ndarray) -> Iterator[Heard]:
        """:meth:`feed` as a generator: each utterance is yielded as soon as the VAD closes it, before
        the rest of ``samples`` is decoded, so a caller can act on it (and time it) at its endpoint
        even when a whole recording comes in one chunk. Consume it to the end: audio after the last
        utterance taken is only heard when the generator is advanced.

        Raises:
            AudioError (a ValueError): wrong dtype, shape, or non-finite values (before anything is
                yielded).
        """
        chunk = ensure_pcm16(samples)
        if self.muted or chunk.size == 0:
            return iter(())
        return self._iter_chunk(chunk)

    def _iter_chunk(self, chunk: np.ndarray) -> Iterator[Heard]:
        # streaming: one VAD frame at a time, so that utterance edges are exact; batch: 1 s at a time.
        # Either way the history gets the audio in step with the VAD and keeps the noise before each
        # segment. In batch mode no utterance is ever open, so _close_open decodes each segment whole.
        step = self.vad.config.frame_samples if self.streaming else _HISTORY_STEP
        for i in range(0, chunk.size, step):
            piece = chunk[i:i + step]
            work, t = 0.0, time.perf_counter()
            self.history.append(piece)
            for seg in self.vad.feed(piece):
                heard = self._close_open(seg)
                work += time.perf_counter() - t
                yield heard
                t = time.perf_counter()  # the caller's time is not the front end's
            if not self.streaming:
                continue
            if self.vad.in_speech:
                self._advance_open()
            elif self._open is not None:  # the VAD dropped the utterance (too little speech)
                self._open = None
            work += time.perf_counter() - t
            self._lag_s = max(0.0, self._lag_s + work - piece.size / SAMPLE_RATE)

    def flush(self) -> list[Heard]:
        """End of stream: the utterance still open, if the VAD keeps it."""
        heard = [self._close_open(seg) for seg in self.vad.flush()]
        self._open = None
        return heard

    def _decode_whole(self, segment) -> Heard:
        t0 = time.perf_counter()
        noise = self._noise_before(segment.offset_s)
        audio = denoise_utterance(segment.samples, noise, self.denoiser) if self.denoise else segment.samples
        return self._heard(segment, self.asr.transcribe(audio), t0, noise)

    def _advance_open(self) -> None:
        """Denoise and decode the frames the VAD added to the open utterance since the last call;
        end the decode speculatively after a pause, restart it when speech resumes."""
        if self._open is None:
            noise = self._noise_before(self.vad.open_offset_s)
            denoiser = UtteranceDenoiser(noise, self.denoiser) if self.denoise else None
            self._open = _OpenUtterance(denoiser, noise)
            self.asr.start()
        opened = self._open
        opened.taken, fresh = self.vad.open_samples(opened.taken)
        if opened.early is not None and self.vad.voiced_since(opened.early_frame) > _BLIP_FRAMES:
            self._restart()  # speech again since the speculative end: the speaker only paused
        self._decode(fresh)
        if opened.early is None and self._spec_frames is not None:
            early = self._ends_early(opened)
            if early or self._paused(opened, self._spec_frames):
                if opened.denoiser is not None:  # it holds back up to block + lookahead s: the speech's end
                    self._pass(opened.denoiser.finish())
                if early:
                    self._pad_pause(opened)
                opened.early, opened.early_frame = self.asr.finish(), opened.taken

    def _ends_early(self, opened: "_OpenUtterance") -> bool:
        """True when the open utterance is in an early window's pause and should end there (see
        ``speculate_early_ms``): its decode, at :attr:`decode_rate`, would outlast what the usual
        window leaves before the endpoint."""
        early, frame_ms = self._early_frames, self.vad.config.frame_ms
        if early is None or not self._paused(opened, early):
            return False
        left_s = (self.vad.config.padding_ms - self._spec_frames * frame_ms) / 1000.0
        return self.decode_rate * opened.taken * frame_ms / 1000.0 > left_s

    def _paused(self, opened: "_OpenUtterance", frames: int) -> bool:
        """True when the open utterance's last ``frames`` VAD frames hold at most a lone voiced one."""
        return opened.taken >= frames and self.vad.voiced_since(opened.taken - frames) <= _BLIP_FRAMES

    def _pad_pause(self, opened: "_OpenUtterance") -> None:
        """After an early end, give the recogniser what the usual window would have heard more of, as
        the noise heard before the utterance (the same samples where that is digital silence; silence
        after noise reduction), so that it decodes as much trailing audio as at the usual speculative
        end. Not kept for a restart."""
        n = (self._spec_frames - self._early_frames) * self.vad.config.frame_samples
        quiet = opened.denoiser is not None or not opened.noise.size
        noise = np.zeros(n, np.int16) if quiet else opened.noise[-n:]
        self.asr.accept(np.resize(noise, n).astype(np.int16, copy=False))

    def _restart(self) -> None:
        """Drop the speculative transcript and decode the utterance's audio so far again."""
        self._open.early = None
        self.asr.start()
        if self._open.fed:
            self.asr.accept(np.concatenate(self._open.fed))

    def _close_open(self, segment) -> Heard:
        """Finish the streaming decode of the utterance the VAD just closed (or decode it whole when
        it was never opened here)."""
        if self._open is None:
            return self._decode_whole(segment)
        opened, frame = self._open, self.vad.config.frame_samples
        t0 = time.perf_counter() - self._lag_s  # when real-time audio would have reached the endpoint
        if opened.early is not None:
            # at most a lone voiced frame since the speculative end: its transcript stands
            self._open = None
            return self._heard(segment, opened.early, t0, opened.noise)
        self._decode(segment.samples[opened.taken * frame:])
        if opened.denoiser is not None:
            self._pass(opened.denoiser.finish())
        self._open = None
        return self._heard(segment, self.asr.finish(), t0, opened.noise)

    def _heard(self, segment, transcript: Transcript, t0: float, noise: np.ndarray) -> Heard:
        """The closed utterance, with its SNR and decay-rate estimates and, below the gate, lattice
        confidences."""
        self._quiet_from_s = float(segment.end_s) + _AFTER_SPEECH_S
        if self.streaming and transcript.audio_s >= 1.0 and not self._rate_fixed:
            rate = transcript.processing_s / transcript.audio_s
            self.decode_rate += (_RATE_WEIGHT if self._timed else 1.0) * (rate - self.decode_rate)
            self._timed = True
        snr_db = estimate_snr_db(segment.samples, noise)
        if snr_db is not None and self.lattice_below_snr_db is not None and snr_db < self.lattice_below_snr_db:
            transcript = lattice_only(transcript)
        decay = decay_rate_db_per_s(segment.samples, noise)
        return Heard(segment, transcript, t0, (time.perf_counter() - t0) * 1000.0, snr_db, decay)

    def _decode(self, samples: np.ndarray) -> None:
        """Denoise ``samples`` and pass them on (:meth:`_pass`)."""
        self._pass(self._open.denoiser.push(samples) if self._open.denoiser is not None else samples)

    def _pass(self, samples: np.ndarray) -> None:
        """Keep denoised ``samples`` (for a restart, when speculation is on) and give them to the
        recogniser unless a speculative end stands."""
        if not samples.size:
            return
        if self._spec_frames is not None:
            self._open.fed.append(samples)
        if self._open.early is None:
            self.asr.accept(samples)


@dataclass
class _OpenUtterance:
    """Streaming state of the utterance being spoken: its denoiser, the noise heard before it, the VAD
    frames already taken, the audio passed to the recogniser (after noise reduction) and the
    speculative transcript with the frame count at which it was made."""

    denoiser: Optional[UtteranceDenoiser]
    noise: np.ndarray
    taken: int = 0
    fed: list = field(default_factory=list)
    early: Optional[Transcript] = None
    early_frame: int = 0
