"""Audio input/output: every stage of the pipeline works on int16 mono PCM at 16 kHz.

:func:`load_audio` reads WAV/FLAC (anything libsndfile reads) with :mod:`soundfile`, downmixes to mono,
resamples with :mod:`soxr` (high quality) and returns int16 samples. :func:`to_pcm16_mono16k` applies
the same conversion and checks to arrays already in memory. Bad input (empty, NaN/inf, unreadable,
wrong shape or dtype) raises :class:`AudioError` with a message saying what is wrong; clipped input is
accepted with a :class:`ClippingWarning`.
"""

from __future__ import annotations

import logging
import warnings
from pathlib import Path
from typing import Union

import numpy as np

#: The pipeline's sample rate (Hz).
SAMPLE_RATE = 16000
#: Fraction of samples at full scale above which the input is reported as clipped.
CLIP_FRACTION = 0.001
#: Longest audio accepted in one call (seconds); longer input is a stream and must be fed in chunks.
MAX_SECONDS = 3600.0
#: File suffixes of the audio a directory is searched for (formats libsndfile reads).
AUDIO_SUFFIXES = (".wav", ".flac", ".ogg", ".aiff", ".aif")

log = logging.getLogger(__name__)


class AudioError(ValueError):
    """Audio that cannot be used: unreadable file, empty, NaN/inf, bad shape, dtype or sample rate."""


class ClippingWarning(UserWarning):
    """The input audio reaches full scale on more than :data:`CLIP_FRACTION` of its samples."""


def load_audio(path: Union[str, Path]) -> np.ndarray:
    """Read an audio file as int16 mono samples at 16 kHz.

    Args:
        path: a WAV, FLAC or other libsndfile-readable file, any sample rate, mono or multi-channel,
            integer or float samples.

    Returns:
        1-D ``np.int16`` array at :data:`SAMPLE_RATE` Hz (channels averaged, resampled with soxr "HQ").

    Raises:
        AudioError: missing or unreadable file, no samples, NaN/inf samples, longer than
            :data:`MAX_SECONDS`.
    """
    import soundfile as sf

    path = Path(path)
    if not path.is_file():
        raise AudioError(f"{path}: no such audio file")
    try:
        info = sf.info(str(path))
        if info.frames / max(info.samplerate, 1) > MAX_SECONDS:
            raise AudioError(f"{path}: {info.frames / info.samplerate:.0f} s is longer than {MAX_SECONDS:.0f} s")
        # float64 in [-1, 1) for integer files; float files are read as stored (may exceed 1).
        data, rate = sf.read(str(path), dtype="float64", always_2d=True)
    except AudioError:
        raise
    except Exception as exc:  # soundfile raises LibsndfileError/RuntimeError/TypeError on garbage
        raise AudioError(f"{path}: cannot read audio ({type(exc).__name__}: {exc})") from exc
    try:
        return to_pcm16_mono16k(data, rate)
    except AudioError as exc:
        raise AudioError(f"{path}: {exc}") from None


def to_pcm16_mono16k(samples: np.ndarray, sample_rate: int) -> np.ndarray:
    """Convert an in-memory signal to int16 mono at 16 kHz.

    Args:
        samples: shape ``(n,)`` or ``(n, channels)`` (a ``(channels, n)`` array with at most 8 rows
            and more columns than rows is transposed); int16 (used as is), other integer types (scaled
            by their full scale), or float (full scale ±1.0; values beyond are clipped with a warning).
        sample_rate: sample rate of ``samples`` in Hz (8 kHz .. 192 kHz).

    Returns:
        1-D ``np.int16`` array at 16 kHz.

    Raises:
        AudioError: not an array of numbers, more than 2 dimensions, no samples, NaN/inf, bad rate.
    """
    try:
        arr = np.asarray(samples)
    except Exception as exc:
        raise AudioError(f"samples are not an array: {exc}") from exc
    if arr.dtype == object or not (np.issubdtype(arr.dtype, np.integer) or np.issubdtype(arr.dtype, np.floating)):
        raise AudioError(f"samples must be integer or float numbers, got dtype {arr.dtype}")
    if arr.ndim == 2 and arr.shape[0] < arr.shape[1] and arr.shape[0] <= 8:
        arr = arr.T  # (channels, n) given: make it (n, channels)
    if arr.ndim not in (1, 2):
        raise AudioError(f"samples must be 1-D (mono) or 2-D (frames, channels), got shape {arr.shape}")
    if arr.size == 0:
        raise AudioError("audio is empty (0 samples)")
    if not isinstance(sample_rate, (int, np.integer)) or isinstance(sample_rate, bool):
        if isinstance(sample_rate, float) and sample_rate.is_integer():
            sample_rate = int(sample_rate)
        else:
            raise AudioError(f"sample_rate must be an integer number of Hz, got {sample_rate!r}")
    if not 8000 <= int(sample_rate) <= 192000:
        raise AudioError(f"sample_rate {sample_rate} Hz is outside 8000..192000 Hz")
    if arr.shape[0] / sample_rate > MAX_SECONDS:
        raise AudioError(f"{arr.shape[0] / sample_rate:.0f} s of audio is longer than {MAX_SECONDS:.0f} s")

    if np.issubdtype(arr.dtype, np.floating):
        if not np.all(np.isfinite(arr)):
            raise AudioError("audio contains NaN or infinite samples")
        x = arr.astype(np.float64)
    elif arr.dtype == np.int16:
        x = arr.astype(np.float64) / 32768.0
    else:
        info = np.iinfo(arr.dtype)
        half = (float(info.max) + 1.0) / (2.0 if info.min == 0 else 1.0)
        x = (arr.astype(np.float64) - (half if info.min == 0 else 0.0)) / half
    if x.ndim == 2:
        x = x.mean(axis=1)

    peak_hits = np.count_nonzero(np.abs(x) >= 32767.0 / 32768.0)
    if peak_hits > CLIP_FRACTION * x.size or np.abs(x).max() > 1.0:
        msg = f"audio is clipped: {peak_hits} of {x.size} samples at or beyond full scale"
        warnings.warn(msg, ClippingWarning, stacklevel=2)
        log.warning(msg)
    if int(sample_rate) != SAMPLE_RATE:
        import soxr

        x = soxr.resample(x, int(sample_rate), SAMPLE_RATE, quality="HQ")
    return float_to_int16(x)


def float_to_int16(x: np.ndarray) -> np.ndarray:
    """Scale float samples (full scale ±1.0) to int16 with rounding and clipping to [-32768, 32767]."""
    return np.clip(np.round(np.asarray(x, dtype=np.float64) * 32768.0), -32768, 32767).astype(np.int16)


def ensure_pcm16(samples: np.ndarray) -> np.ndarray:
    """Check that ``samples`` already are a 1-D int16 array at 16 kHz (the pipeline's format).

    Used on every chunk handed to the VAD, the pipeline and the recognisers. Empty arrays pass (an empty
    chunk is no error). Returns a C-contiguous array.

    Raises:
        AudioError: not int16 (lists, floats...) or not 1-D, saying which conversion to use.
    """
    arr = np.asarray(samples)
    if arr.dtype != np.int16:
        raise AudioError(
            f"expected int16 samples at 16 kHz, got dtype {arr.dtype}; convert with "
            "slu_node.audio.io.to_pcm16_mono16k(samples, sample_rate)"
        )
    if arr.ndim != 1:
        raise AudioError(f"expected mono 1-D samples, got shape {arr.shape}; use to_pcm16_mono16k to downmix")
    return np.ascontiguousarray(arr)


def write_wav(path: Union[str, Path], samples: np.ndarray, sample_rate: int = SAMPLE_RATE) -> Path:
    """Write int16 mono samples as a 16-bit PCM WAV file (parent folders are created).

    Args:
        path: output file.
        samples: 1-D int16 array (float arrays in ±1.0 are converted).
        sample_rate: Hz, 16000 by default.

    Raises:
        AudioError: empty or non-1-D samples.
    """
    import soundfile as sf

    arr = np.asarray(samples)
    if arr.ndim != 1 or arr.size == 0:
        raise AudioError(f"write_wav needs non-empty 1-D samples, got shape {arr.shape}")
    if np.issubdtype(arr.dtype, np.floating):
        arr = float_to_int16(arr)
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    sf.write(str(path), arr.astype(np.int16), int(sample_rate), subtype="PCM_16")
    return path
