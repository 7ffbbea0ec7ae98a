"""Text-to-speech helpers for tests, samples and benchmarks (synthetic speech, not a product feature).

Runs the Debian synthesisers as subprocesses and returns int16 mono 16 kHz samples:

- ``espeak-ng`` (formant synthesis, 22.05 kHz, resampled): voices ``espeak:<voice>`` such as
  ``espeak:en-us``, ``espeak:en-us+f3`` (variant), ``espeak:en-gb-x-rp``;
- ``flite`` (CMU Flite 2): ``flite:kal``, ``flite:slt``, ``flite:rms``, ``flite:awb``;
- ``festival``'s ``text2wave``: ``festival:kal`` (kal_diphone), ``festival:kdl`` (ked_diphone from the
  festvox-kdlpc16k package), ``festival:slt`` (cmu_us_slt_arctic_hts). Festival starts slowly (~1 s per
  call); prefer espeak/flite in tests.

TTS speech is much cleaner than a real cook: error rates measured on it are optimistic (lab notes).
"""

from __future__ import annotations

import functools
import shutil
import subprocess
import tempfile
from pathlib import Path

import numpy as np

from slu_node.audio.io import AudioError, load_audio

#: Every voice this module knows: name -> (engine, engine voice). Use :func:`available_voices` to get
#: the ones installed here.
VOICES: dict[str, tuple[str, str]] = {
    "espeak:en-us": ("espeak", "en-us"),
    "espeak:en-us+f3": ("espeak", "en-us+f3"),
    "espeak:en-us+m3": ("espeak", "en-us+m3"),
    "espeak:en": ("espeak", "en"),
    "espeak:en-gb-x-rp": ("espeak", "en-gb-x-rp"),
    "espeak:en-gb-scotland": ("espeak", "en-gb-scotland"),
    "espeak:en-029": ("espeak", "en-029"),
    "flite:kal": ("flite", "kal"),
    "flite:slt": ("flite", "slt"),
    "flite:rms": ("flite", "rms"),
    "flite:awb": ("flite", "awb"),
    "festival:kal": ("festival", "kal_diphone"),
    "festival:kdl": ("festival", "ked_diphone"),
    "festival:slt": ("festival", "cmu_us_slt_arctic_hts"),
    # espeak-ng variants and accents used to train the Moonshine encoder adapter
    # (slu_node.asr.adapter_data.TRAINING_VOICES); no benchmark speaks with them
    **{f"espeak:{v}": ("espeak", v) for v in (
        "en-us+m1", "en-us+m2", "en-us+m4", "en-us+m5", "en-us+m6", "en-us+m7", "en-us+f1", "en-us+f2",
        "en-us+f4", "en-us+klatt", "en-gb-x-gbclan", "en-gb-x-gbcwmd")},
}
#: Fast voices (no festival start-up cost), for tests.
FAST_VOICES = ("espeak:en-us", "flite:slt", "flite:rms", "espeak:en-gb-x-rp", "flite:kal", "flite:awb")
#: Voices the bundled pocketsphinx acoustic model recognises best, best first (clean WER with the
#: cooking LM, benchmarks/asr_benchmark.py: flite:rms 6 %, festival:slt 6-8 %, flite:awb 9 %,
#: flite:slt 13 %; espeak-ng voices 60-70 %).
RECOGNISABLE_VOICES = ("flite:rms", "festival:slt", "flite:awb", "flite:slt")
_ENGINE_BIN = {"espeak": "espeak-ng", "flite": "flite", "festival": "text2wave"}
#: Longest text synthesised in one call (characters).
MAX_TEXT_CHARS = 2000


class TtsError(RuntimeError):
    """The synthesiser is missing, failed, or produced no audio."""


@functools.lru_cache(maxsize=None)
def _engine_voices(engine: str) -> frozenset:
    binary = shutil.which(_ENGINE_BIN[engine])
    if binary is None:
        return frozenset()
    if engine == "flite":
        out = subprocess.run([binary, "-lv"], capture_output=True, text=True, timeout=30).stdout
        return frozenset(out.split(":", 1)[-1].split())
    if engine == "festival":
        roots = [Path("/usr/share/festival/voices"), Path("/usr/lib/festival/voices")]
        return frozenset(p.name for r in roots if r.is_dir() for p in r.glob("*/*") if p.is_dir())
    return frozenset({"*"})  # espeak-ng: variants are many; trust the name


def available_voices() -> list[str]:
    """Names from :data:`VOICES` whose synthesiser (and voice data) is installed here, in table order."""
    out = []
    for name, (engine, voice) in VOICES.items():
        installed = _engine_voices(engine)
        if "*" in installed or voice in installed:
            out.append(name)
    return out


def synthesize(text: str, voice: str = "flite:rms", rate: float = 1.0) -> np.ndarray:
    """Speak ``text`` with ``voice``.

    Args:
        text: plain text (at most :data:`MAX_TEXT_CHARS` characters, not empty).
        voice: a key of :data:`VOICES`.
        rate: speaking-rate factor (1.0 normal; > 1 faster). Supported by espeak-ng and flite;
            festival speaks at its own rate (1.0 only).

    Returns:
        1-D int16 samples at 16 kHz, mono.

    Raises:
        ValueError: empty/too long text, unknown voice, or a rate the voice cannot take.
        TtsError: synthesiser missing, failing, or silent.
    """
    if not isinstance(text, str) or not text.strip():
        raise ValueError("synthesize needs non-empty text")
    if len(text) > MAX_TEXT_CHARS:
        raise ValueError(f"text longer than {MAX_TEXT_CHARS} characters")
    if voice not in VOICES:
        raise ValueError(f"unknown voice {voice!r}; known: {', '.join(VOICES)}")
    if not 0.3 <= rate <= 3.0:
        raise ValueError(f"rate must be in 0.3..3.0, got {rate}")
    engine, name = VOICES[voice]
    if engine == "festival" and rate != 1.0:
        raise ValueError(f"{voice}: festival speaks at its own rate; rate must be 1.0, got {rate}")
    binary = shutil.which(_ENGINE_BIN[engine])
    if binary is None:
        raise TtsError(f"{_ENGINE_BIN[engine]} is not installed (Debian package {_ENGINE_BIN[engine].split('2')[0]})")
    text = " ".join(text.split())
    with tempfile.TemporaryDirectory(prefix="slu_tts_") as tmp:
        wav = Path(tmp) / "out.wav"
        if engine == "espeak":
            cmd = [binary, "-v", name, "-s", str(int(175 * rate)), "-w", str(wav), "--", text]
            stdin = None
        elif engine == "flite":
            cmd = [binary, "-voice", name, "--setf", f"duration_stretch={1.0 / rate:.3f}", "-t", text, "-o", str(wav)]
            stdin = None
        else:
            cmd = [binary, "-eval", f"(voice_{name})", "-o", str(wav)]
            stdin = text
        try:
            proc = subprocess.run(cmd, input=stdin, capture_output=True, text=True, timeout=60)
        except subprocess.TimeoutExpired as exc:
            raise TtsError(f"{voice}: synthesiser timed out") from exc
        if proc.returncode != 0 or not wav.is_file():
            raise TtsError(f"{voice}: {binary} failed (exit {proc.returncode}): {proc.stderr.strip()[:300]}")
        try:
            samples = load_audio(wav)
        except AudioError as exc:
            raise TtsError(f"{voice}: synthesiser produced no usable audio: {exc}") from exc
    if not np.any(samples):
        raise TtsError(f"{voice}: synthesiser produced silence for {text!r}")
    return samples
