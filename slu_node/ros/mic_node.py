"""``mic_node``: publish microphone (or WAV file) audio as audio_common_msgs.

Publishes ``audio`` (AudioDataStamped, S16LE, SensorDataQoS best effort) in ``chunk_ms`` chunks and
``audio_info`` once (AudioInfo, latched: reliable + transient local). Source: the default
sounddevice input (``pip install slu_node[mic]``; 16 kHz mono int16) or, with ``wav_file`` set, a
recording converted to 16 kHz mono and played at real-time pace (``loop`` to repeat), e.g. for demos on
machines without a sound card.
"""

from __future__ import annotations

import collections
import queue

import numpy as np
from rclpy.node import Node

from slu_node.ros import names
from slu_node.ros.common import Param, declare_parameters, latched_qos, sensor_qos, spin_node
from slu_node.ros.messages import PIPELINE_RATE, audio_chunk_msg, audio_info_msg, ros_message_types

NODE_NAME = "mic_node"

PARAMS = (
    Param("wav_file", "", "play this recording instead of the microphone ('' = microphone)", read_only=True),
    Param("loop", False, "repeat wav_file", read_only=True),
    Param("chunk_ms", 20, "audio chunk length (ms)", range=(10, 500), read_only=True),
    Param("device", "", "sounddevice input device name or index ('' = default)", read_only=True),
    Param("frame_id", "microphone", "header frame_id of audio messages", read_only=True),
)


class MicNode(Node):
    """Node ``mic_node``. Attributes: ``stats`` (``chunks``, ``overflows``)."""

    def __init__(self, **kwargs):
        super().__init__(NODE_NAME, **kwargs)
        self.params = declare_parameters(self, PARAMS)
        self.stats: collections.Counter = collections.Counter()
        self._types = ros_message_types()
        from audio_common_msgs.msg import AudioDataStamped, AudioInfo

        self._pub = self.create_publisher(AudioDataStamped, names.AUDIO, sensor_qos())
        self._info_pub = self.create_publisher(AudioInfo, names.AUDIO_INFO, latched_qos())
        self._info_pub.publish(audio_info_msg(self._types))
        self._step = PIPELINE_RATE * int(self.params["chunk_ms"]) // 1000
        self._stream = None
        self._wav = None
        self._pos = 0
        if self.params["wav_file"]:
            from slu_node.audio.io import load_audio

            self._wav = load_audio(self.params["wav_file"])
        else:
            self._queue: queue.Queue = queue.Queue(maxsize=500)
            self._open_microphone()
        self._timer = self.create_timer(self._step / PIPELINE_RATE, self._tick)

    def _open_microphone(self) -> None:
        import sounddevice as sd

        dev = self.params["device"]
        device = int(dev) if dev.isdigit() else (dev or None)

        def callback(indata, frames, time_info, status):
            if status:
                self.stats["overflows"] += 1
            try:
                self._queue.put_nowait(indata[:, 0].copy())
            except queue.Full:
                self.stats["overflows"] += 1

        self._stream = sd.InputStream(samplerate=PIPELINE_RATE, channels=1, dtype="int16", blocksize=self._step,
                                      device=device, callback=callback)
        self._stream.start()

    def _publish(self, samples: np.ndarray) -> None:
        msg = audio_chunk_msg(self._types, samples, stamp_ns=self.get_clock().now().nanoseconds,
                              frame_id=self.params["frame_id"])
        self._pub.publish(msg)
        self.stats["chunks"] += 1

    def _tick(self) -> None:
        if self._wav is not None:
            if self._pos >= len(self._wav):
                if not self.params["loop"]:
                    return
                self._pos = 0
            chunk = self._wav[self._pos:self._pos + self._step]
            self._pos += self._step
            self._publish(chunk)
            return
        while True:
            try:
                self._publish(self._queue.get_nowait())
            except queue.Empty:
                return

    def destroy_node(self):
        """Stop the microphone stream, then destroy the node."""
        if self._stream is not None:
            self._stream.stop()
            self._stream.close()
        return super().destroy_node()


def main(args=None) -> int:
    """Entry point of ``ros2 run slu_node mic_node``."""
    return spin_node(MicNode, args)


if __name__ == "__main__":
    main()
