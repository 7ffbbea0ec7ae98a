"""RNNoise speech enhancement before ASR, streaming, primed with the noise heard before the utterance.

RNNoise (J.-M. Valin, "A Hybrid DSP/Deep Learning Approach to Real-Time Full-Band Speech
Enhancement", MMSP 2018; xiph.org, BSD-3-Clause) estimates band gains per 10 ms frame at 48 kHz with
a small recurrent network trained on many speech and noise recordings, so it needs no noise profile
and is not limited to stationary noise. The compiled library, with its built-in model, comes from the
``pyrnnoise`` wheel (PyPI; x86_64, aarch64, macOS and Windows builds). Only that shared library is
loaded here (ctypes): the ``pyrnnoise`` Python package imports PyAV and matplotlib for its file tools.

Audio is resampled 16 → 48 → 16 kHz with soxr streams. The library's output lags its input by
:data:`DELAY_SAMPLES` (20 ms, measured with this wheel; ``tests/test_rnnoise.py`` checks it on
speech), which :class:`RnnoiseDenoiser` removes so that its output lines up with its input.

How it is used before ASR, and what it was measured to do there: :mod:`slu_node.audio.enhance`.
"""

from __future__ import annotations

import collections
import ctypes
import importlib.util
from pathlib import Path
from typing import Optional

import numpy as np

from slu_node.audio.io import SAMPLE_RATE

#: RNNoise's own sample rate (Hz) and frame (samples at that rate, 10 ms).
RNNOISE_RATE = 48000
RNNOISE_FRAME = 480
#: Output lag of the library at :data:`SAMPLE_RATE` (samples): 20 ms, measured (see the module doc).
DELAY_SAMPLES = 320

#: Default share of the unprocessed input in :class:`RnnoiseDenoiser`'s output (observation adding).
OBSERVATION_WEIGHT = 0.25
#: :meth:`RnnoiseDenoiser.finish` feeds zeros in steps of this many samples, at most this many steps.
_FLUSH_STEP = 160
_MAX_FLUSH_STEPS = 100

_LIB: Optional[ctypes.CDLL] = None


class RnnoiseUnavailable(ImportError):
    """The ``pyrnnoise`` wheel (which carries the RNNoise library) is not installed or not loadable."""


def rnnoise_library_path() -> Path:
    """Path of the RNNoise shared library inside the installed ``pyrnnoise`` package.

    Raises:
        RnnoiseUnavailable: ``pyrnnoise`` is not installed, or has no library for this platform.
    """
    spec = importlib.util.find_spec("pyrnnoise")  # finds the package without importing it
    if spec is None or not spec.submodule_search_locations:
        raise RnnoiseUnavailable("RNNoise needs the pyrnnoise wheel: pip install pyrnnoise "
                                 "(or choose the other noise reduction: denoiser=\"spectral_gating\")")
    folder = Path(list(spec.submodule_search_locations)[0])
    for name in ("librnnoise.so", "librnnoise.dylib", "rnnoise.dll"):
        if (folder / name).is_file():
            return folder / name
    raise RnnoiseUnavailable(f"no RNNoise library in {folder} (pyrnnoise has no build for this platform?)")


def load_rnnoise() -> ctypes.CDLL:
    """The RNNoise library, loaded once (ctypes).

    Raises:
        RnnoiseUnavailable: not installed, no build for this platform, or not loadable.
    """
    global _LIB
    if _LIB is None:
        path = rnnoise_library_path()
        try:
            lib = ctypes.CDLL(str(path))
        except OSError as exc:
            raise RnnoiseUnavailable(f"cannot load {path}: {exc}") from exc
        lib.rnnoise_create.argtypes = [ctypes.c_void_p]
        lib.rnnoise_create.restype = ctypes.c_void_p
        lib.rnnoise_destroy.argtypes = [ctypes.c_void_p]
        lib.rnnoise_process_frame.argtypes = [ctypes.c_void_p, ctypes.POINTER(ctypes.c_float),
                                              ctypes.POINTER(ctypes.c_float)]
        lib.rnnoise_process_frame.restype = ctypes.c_float
        if lib.rnnoise_get_frame_size() != RNNOISE_FRAME:
            raise RnnoiseUnavailable(f"{path}: unexpected RNNoise frame size {lib.rnnoise_get_frame_size()}")
        _LIB = lib
    return _LIB


class RnnoiseStream:
    """One RNNoise state over a 16 kHz stream: :meth:`process` takes int16 samples and returns the
    enhanced samples ready so far (float32, int16 scale), lagging the input by :data:`DELAY_SAMPLES`
    plus whatever the resamplers and the 10 ms framing still hold.

    Raises:
        RnnoiseUnavailable: the library cannot be loaded.
    """

    def __init__(self) -> None:
        import soxr

        self._lib = load_rnnoise()
        self._state = self._lib.rnnoise_create(None)
        self._up = soxr.ResampleStream(SAMPLE_RATE, RNNOISE_RATE, 1, dtype="float32")
        self._down = soxr.ResampleStream(RNNOISE_RATE, SAMPLE_RATE, 1, dtype="float32")
        self._pending = np.zeros(0, dtype=np.float32)  # 48 kHz samples short of a whole frame

    def process(self, samples: np.ndarray) -> np.ndarray:
        """Enhance int16 (or float, int16 scale) 16 kHz samples; returns what is ready (float32)."""
        up = self._up.resample_chunk(np.asarray(samples, dtype=np.float32))
        buf = np.concatenate([self._pending, up])
        whole = buf.size - buf.size % RNNOISE_FRAME
        frames, self._pending = np.ascontiguousarray(buf[:whole]), buf[whole:].copy()
        ptr_type = ctypes.POINTER(ctypes.c_float)
        for i in range(0, whole, RNNOISE_FRAME):
            frame = frames[i:i + RNNOISE_FRAME]  # a contiguous view: processed in place
            ptr = frame.ctypes.data_as(ptr_type)
            self._lib.rnnoise_process_frame(self._state, ptr, ptr)
        return self._down.resample_chunk(frames)

    def close(self) -> None:
        """Free the RNNoise state (also done when the object is collected)."""
        if getattr(self, "_state", None):
            self._lib.rnnoise_destroy(self._state)
            self._state = None

    def __del__(self) -> None:
        self.close()


class RnnoiseDenoiser:
    """RNNoise over one utterance, with the same interface as
    :class:`slu_node.audio.denoise.StreamingDenoiser` (``push`` / ``finish``).

    The network is first run over ``noise_clip`` (the audio heard just before the utterance; its
    output is dropped), so that its recurrent state has adapted to the room when the speech starts.
    Output sample ``i`` is the enhanced input sample ``i``: the stream's lag is removed, and
    :meth:`finish` feeds 10 ms of zeros at a time until every pushed sample has come out. Those zeros
    are dropped, so ``push`` may follow ``finish`` (the front end restarts a decode when speech
    resumes after a speculative end).

    *Observation adding*: the output is ``(1 - w) * enhanced + w * input``. Adding back some of the
    noisy input masks the artefacts enhancement leaves in the speech, which hurt a recogniser trained
    on unprocessed speech more than the noise they replace (K. Iwamoto et al., "How bad are
    artifacts?: Analyzing the impact of speech enhancement errors on ASR", Interspeech 2022). It also
    caps the noise removed at ``-20 log10(w)`` dB (12 dB for 0.25).

    Args:
        noise_clip: int16 audio of the noise alone (may be empty: RNNoise needs no noise profile).
        observation_weight: ``w`` above, 0..1 (0: enhanced only).

    Raises:
        ValueError: ``observation_weight`` outside 0..1.
        RnnoiseUnavailable: the library cannot be loaded.
    """

    def __init__(self, noise_clip: np.ndarray, observation_weight: float = OBSERVATION_WEIGHT) -> None:
        if not 0.0 <= observation_weight <= 1.0:
            raise ValueError(f"observation_weight must be within 0..1, not {observation_weight}")
        self.observation_weight = float(observation_weight)
        self._stream = RnnoiseStream()
        self._raw = np.zeros(0, dtype=np.float32)  # pushed samples not yet returned
        self._fed = 0  # samples given to the stream so far (its input positions)
        self._produced = 0  # samples it gave back so far
        self._spans: collections.deque = collections.deque()  # (first input position, length, returned?)
        noise_clip = np.asarray(noise_clip, dtype=np.int16)
        if noise_clip.size:
            self._feed(noise_clip, keep=False)

    def push(self, samples: np.ndarray) -> np.ndarray:
        """Add int16 samples; return the enhanced int16 samples now ready (maybe none)."""
        return self._feed(np.asarray(samples, dtype=np.int16), keep=True)

    def finish(self) -> np.ndarray:
        """Return every enhanced sample not yet returned."""
        parts = []
        for _ in range(_MAX_FLUSH_STEPS):
            if not self._raw.size:
                break
            parts.append(self._feed(np.zeros(_FLUSH_STEP, dtype=np.int16), keep=False))
        return np.concatenate(parts) if parts else np.zeros(0, dtype=np.int16)

    def _feed(self, samples: np.ndarray, keep: bool) -> np.ndarray:
        if not samples.size:
            return np.zeros(0, dtype=np.int16)
        self._spans.append((self._fed, samples.size, keep))
        self._fed += samples.size
        if keep:
            self._raw = np.concatenate([self._raw, samples.astype(np.float32)])
        return self._collect(self._stream.process(samples))

    def _collect(self, enhanced: np.ndarray) -> np.ndarray:
        """The part of ``enhanced`` that belongs to pushed samples, as int16."""
        pos = self._produced - DELAY_SAMPLES  # input position of enhanced[0]
        self._produced += enhanced.size
        out, i = [], 0
        while i < enhanced.size and self._spans:
            first, length, keep = self._spans[0]
            if pos < first:  # the lag's first output: nothing was fed there
                step = min(first - pos, enhanced.size - i)
            else:
                step = min(first + length - pos, enhanced.size - i)
                if keep:
                    out.append(enhanced[i:i + step])
                if pos + step >= first + length:
                    self._spans.popleft()
            i, pos = i + step, pos + step
        kept = np.concatenate(out) if out else np.zeros(0, dtype=np.float32)
        raw, self._raw = self._raw[:kept.size], self._raw[kept.size:]
        w = self.observation_weight
        return np.clip(np.rint((1.0 - w) * kept + w * raw), -32768, 32767).astype(np.int16)
