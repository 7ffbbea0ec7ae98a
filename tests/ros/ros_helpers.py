"""Helpers of the ROS tests (imported by conftest.py and the test modules as ``ros_helpers``)."""

from __future__ import annotations

import time
from pathlib import Path

import numpy as np
import pytest

REPO = Path(__file__).resolve().parents[2]
DOMAIN = REPO / "models" / "cooking"


def have_model() -> bool:
    """True when the cooking domain has a trained NLU model (``slu train``)."""
    return (DOMAIN / "nlu.int8.onnx").is_file() or any(DOMAIN.glob("*.onnx"))


needs_model = pytest.mark.skipif(not have_model(), reason=f"no trained NLU model in {DOMAIN} (run `make train`)")


def slu_interfaces_importable() -> bool:
    try:
        import slu_interfaces.msg  # noqa: F401
    except ImportError:
        return False
    return True


class Probe:
    """A test-side node: publishes audio, audio_info, robot_speaking; collects results; calls services.

    Works the same on real rclpy and on the double: everything goes through topics and an executor
    spinning both nodes.
    """

    def __init__(self, node_under_test):
        import rclpy
        from audio_common_msgs.msg import AudioDataStamped, AudioInfo
        from rclpy.executors import SingleThreadedExecutor
        from slu_interfaces.msg import ActionCommand, ClarificationRequest, Transcript
        from std_msgs.msg import Bool

        from slu_node.ros.common import latched_qos, reliable_qos, sensor_qos
        from slu_node.ros.messages import ros_message_types

        self.types = ros_message_types()
        self.target = node_under_test
        self.node = rclpy.create_node("slu_test_probe")
        self.audio = self.node.create_publisher(AudioDataStamped, "audio", sensor_qos())
        self.info = self.node.create_publisher(AudioInfo, "audio_info", latched_qos())
        self.speaking = self.node.create_publisher(Bool, "robot_speaking", reliable_qos())
        self.transcript_pub = self.node.create_publisher(Transcript, "speech/transcript", reliable_qos())
        self.got = {"command": [], "clarification": [], "transcript": []}
        for key, mtype, topic in (("command", ActionCommand, "robot/command"),
                                  ("clarification", ClarificationRequest, "robot/clarification"),
                                  ("transcript", Transcript, "speech/transcript")):
            self.node.create_subscription(mtype, topic, self.got[key].append, reliable_qos(100))
        self.executor = SingleThreadedExecutor()
        self.executor.add_node(self.node)
        self.executor.add_node(node_under_test)
        self.spin_until(lambda: self.audio.get_subscription_count() > 0, 5.0)

    def spin_until(self, condition, timeout: float = 10.0) -> bool:
        """Spin both nodes until ``condition()`` holds or ``timeout`` s pass; returns the condition."""
        end = time.monotonic() + timeout
        while not condition():
            if time.monotonic() > end:
                return False
            self.executor.spin_once(timeout_sec=0.01)
        return True

    def spin_for(self, seconds: float) -> None:
        """Spin both nodes for ``seconds``."""
        self.spin_until(lambda: False, seconds)

    def send_chunk_bytes(self, data: bytes) -> None:
        """Publish one AudioDataStamped with raw ``data`` and let the node take it."""
        from slu_node.ros.messages import header_msg

        msg = self.types.AudioDataStamped(header=header_msg(self.types, time.time_ns()),
                                          audio=self.types.AudioData(data=self.types.byte_array(data)))
        before = self.target.stats["audio_chunks"]
        self.audio.publish(msg)
        self.spin_until(lambda: self.target.stats["audio_chunks"] > before, 2.0)

    def send_audio(self, samples: np.ndarray, chunk: int = 320) -> None:
        """Publish int16 16 kHz mono samples as S16LE chunks of ``chunk`` samples, one at a time."""
        samples = np.asarray(samples, dtype=np.int16)
        for i in range(0, len(samples), chunk):
            self.send_chunk_bytes(samples[i:i + chunk].astype("<i2").tobytes())

    def send_info(self, **fields) -> None:
        """Publish an AudioInfo (S16LE 16 kHz mono wave unless overridden)."""
        from slu_node.ros.messages import audio_info_msg

        msg = audio_info_msg(self.types)
        for k, v in fields.items():
            setattr(msg, k, v)
        self.info.publish(msg)
        self.spin_for(0.05)

    def set_speaking(self, value: bool) -> None:
        """Publish robot_speaking."""
        from std_msgs.msg import Bool

        self.speaking.publish(Bool(data=value))
        self.spin_for(0.05)

    def results(self) -> int:
        """Commands + clarifications received so far."""
        return len(self.got["command"]) + len(self.got["clarification"])
