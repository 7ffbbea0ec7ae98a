"""Any recogniser behind WPE dereverberation (:mod:`slu_node.audio.dereverb`).

WPE needs the whole utterance, so the wrapper buffers a streamed utterance (the base class's
``start`` / ``accept`` / ``finish``) and dereverberates it at its end: a recogniser that decodes
while the utterance is spoken (pocketsphinx) then decodes after it; Moonshine buffers anyway.
"""

from __future__ import annotations

import dataclasses
import time

import numpy as np

from slu_node.asr.base import AsrBackend
from slu_node.audio.dereverb import dereverberate, load_wpe
from slu_node.types import Transcript


class DereverbedAsr(AsrBackend):
    """``asr`` fed dereverberated audio; other attributes (``name``, ``model_dir``, ...) are ``asr``'s.

    Args:
        asr: the recogniser to wrap.

    Raises:
        ImportError: no ``nara_wpe`` (checked here, not at the first utterance).
    """

    streaming = False

    def __init__(self, asr: AsrBackend) -> None:
        load_wpe()
        self.asr = asr
        self.name = asr.name
        self.denoise_first = asr.denoise_first

    def __getattr__(self, name: str):
        if name == "asr":  # not set yet (during unpickling): no recursion
            raise AttributeError(name)
        return getattr(self.asr, name)

    def transcribe(self, samples: np.ndarray) -> Transcript:
        """The wrapped recogniser's transcript of ``samples`` (1-D int16 16 kHz) dereverberated;
        ``processing_s`` includes the dereverberation.

        Raises:
            AudioError: samples not 1-D int16, or not finite.
        """
        started = time.perf_counter()
        transcript = self.asr.transcribe(dereverberate(samples))
        return dataclasses.replace(transcript, processing_s=time.perf_counter() - started)

    def close(self) -> None:
        """Close the wrapped recogniser."""
        self.asr.close()
