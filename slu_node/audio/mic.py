"""Microphone input through PortAudio (:mod:`sounddevice`, optional extra ``mic``).

:class:`MicrophoneStream` yields int16 mono 16 kHz blocks. sounddevice is imported only when a stream
is opened, so the rest of the package works without it. Without a sound card ``query_devices()`` is
empty and opening fails; this module turns that into a :class:`RuntimeError` that says what to install
or which devices exist (lab notes: "sounddevice without a sound card").
"""

from __future__ import annotations

import queue
from typing import Iterator, Optional, Union

import numpy as np

from slu_node.audio.io import SAMPLE_RATE, to_pcm16_mono16k


class MicrophoneStream:
    """Iterator over int16 mono 16 kHz blocks from a capture device.

    Args:
        device: PortAudio device index or name substring; None = the system default input.
        sample_rate: capture rate in Hz; blocks are resampled to 16 kHz when it differs.
        block_ms: block length in ms (10..1000); each yielded block holds ``16000 * block_ms / 1000``
            samples (after resampling, ± 1 sample).
        max_queue_blocks: blocks buffered between the audio thread and the consumer; older blocks are
            dropped (and counted in :attr:`dropped_blocks`) when the consumer falls behind.

    Use as a context manager or call :meth:`close`::

        with MicrophoneStream() as mic:
            for block in mic:          # np.int16, shape (480,) for 30 ms
                ...

    Raises:
        RuntimeError: sounddevice/PortAudio missing (install ``libportaudio2`` and
            ``pip install sounddevice``), no input device, or the device cannot be opened; the
            message lists the input devices found.
        ValueError: bad ``block_ms`` or ``sample_rate``.
    """

    def __init__(self, device: Union[int, str, None] = None, sample_rate: int = SAMPLE_RATE, block_ms: int = 30,
                 max_queue_blocks: int = 100) -> None:
        if not 10 <= block_ms <= 1000:
            raise ValueError(f"block_ms must be in 10..1000, got {block_ms}")
        if not 8000 <= sample_rate <= 192000:
            raise ValueError(f"sample_rate must be in 8000..192000 Hz, got {sample_rate}")
        self.device = device
        self.sample_rate = int(sample_rate)
        self.block_ms = int(block_ms)
        self.dropped_blocks = 0
        self._queue: "queue.Queue[np.ndarray]" = queue.Queue(maxsize=max_queue_blocks)
        self._stream = None
        self._status_errors: list[str] = []

    @staticmethod
    def _sounddevice():
        try:
            import sounddevice as sd  # noqa: PLC0415 (optional dependency, imported lazily)
        except (ImportError, OSError) as exc:
            raise RuntimeError(
                f"microphone input needs PortAudio and sounddevice ({exc}); install the Debian package "
                "libportaudio2 and `pip install sounddevice` (extra: slu_node[mic])"
            ) from exc
        return sd

    @classmethod
    def input_devices(cls) -> list[str]:
        """Names of the capture devices PortAudio sees (``"index: name"``); empty without a sound card.

        Raises:
            RuntimeError: sounddevice/PortAudio missing.
        """
        sd = cls._sounddevice()
        try:
            devices = sd.query_devices()
        except Exception:  # PortAudio errors when no host API works
            return []
        return [f"{i}: {d['name']}" for i, d in enumerate(devices) if d.get("max_input_channels", 0) > 0]

    def open(self) -> "MicrophoneStream":
        """Start capturing (called by ``__enter__`` and the first ``__iter__``)."""
        if self._stream is not None:
            return self
        sd = self._sounddevice()
        devices = self.input_devices()
        if not devices:
            raise RuntimeError(
                "no audio input device found (PortAudio lists no capture device): connect a microphone, "
                "check that libportaudio2 is installed and the user may open ALSA/PulseAudio devices, "
                "or use a file/bag source instead"
            )
        blocksize = self.sample_rate * self.block_ms // 1000

        def callback(indata, frames, time_info, status):  # runs on PortAudio's thread
            if status:
                self._status_errors.append(str(status))
            block = np.array(indata[:, 0], dtype=np.int16, copy=True)
            try:
                self._queue.put_nowait(block)
            except queue.Full:
                self.dropped_blocks += 1

        try:
            self._stream = sd.InputStream(samplerate=self.sample_rate, blocksize=blocksize, device=self.device,
                                          channels=1, dtype="int16", callback=callback)
            self._stream.start()
        except Exception as exc:
            self._stream = None
            raise RuntimeError(
                f"cannot open audio input device {self.device!r} at {self.sample_rate} Hz: {exc}. "
                f"Input devices: {'; '.join(devices)}"
            ) from exc
        return self

    def read(self, timeout: Optional[float] = 2.0) -> np.ndarray:
        """Next block (int16, 16 kHz). Raises RuntimeError when no audio arrives within ``timeout`` s."""
        if self._stream is None:
            self.open()
        try:
            block = self._queue.get(timeout=timeout)
        except queue.Empty:
            raise RuntimeError(f"no audio from the input device within {timeout} s") from None
        if self.sample_rate != SAMPLE_RATE:
            block = to_pcm16_mono16k(block, self.sample_rate)
        return block

    def __iter__(self) -> Iterator[np.ndarray]:
        self.open()
        while self._stream is not None:
            yield self.read()

    def close(self) -> None:
        """Stop and release the device (idempotent)."""
        stream, self._stream = self._stream, None
        if stream is not None:
            stream.stop()
            stream.close()

    def __enter__(self) -> "MicrophoneStream":
        return self.open()

    def __exit__(self, *exc) -> None:
        self.close()
