"""``asr_node``: audio → ``speech/transcript`` only (VAD + ASR, no understanding).

For a split deployment: ``asr_node`` near the microphone, ``slu_parser_node`` with ``input:=transcript``
elsewhere (see ``launch/cooking_assistant.launch.py split:=true``). Lifecycle node (the ASR model is
loaded in ``on_configure``); same audio side as ``slu_node`` (``audio``, ``audio_info``,
``robot_speaking``, ``~/set_vad_enabled``). Bad messages are logged and counted in ``stats``.
"""

from __future__ import annotations

from typing import Callable, Optional

from rclpy.lifecycle import State, TransitionCallbackReturn

from slu_node.asr import BACKENDS, DEFAULT_ASR
from slu_node.ros import names
from slu_node.ros.common import (
    AUDIO_SIDE_PARAMS,
    AudioInput,
    Param,
    SpeechLifecycleNode,
    asr_options,
    audio_side_options,
    default_domain_dir,
    reliable_qos,
    spin_node,
)
from slu_node.ros.messages import ros_message_types, transcript_to_msg

NODE_NAME = "asr_node"

PARAMS = (
    Param("domain_dir", "", "domain directory holding the ASR language model; '' = models/cooking",
          read_only=True),
    Param("asr", DEFAULT_ASR, "ASR backend", choices=BACKENDS, read_only=True),
    *AUDIO_SIDE_PARAMS,
    Param("audio_depth", 250, "audio subscription history depth (chunks)", range=(5, 5000), read_only=True),
    Param("autostart", True, "configure and activate at start-up", read_only=True),
)


class Recognizer:
    """The pipeline's audio side (:class:`slu_node.frontend.SpeechFrontEnd`: VAD → noise reduction →
    streaming ASR): ``feed(int16 16 kHz) -> [Heard]`` (:class:`slu_node.frontend.Heard`: the segment, its
    transcript, SNR and decay-rate estimates)."""

    def __init__(self, front):
        self.front = front

    @classmethod
    def from_params(cls, params: dict) -> "Recognizer":
        """Build from node parameters (``slu_node.asr.create_asr`` + ``SpeechFrontEnd``)."""
        from pathlib import Path

        from slu_node.asr import create_asr
        from slu_node.frontend import SpeechFrontEnd

        asr = create_asr(params["asr"], domain_dir=Path(params["domain_dir"] or default_domain_dir()),
                         **asr_options(params))
        return cls(SpeechFrontEnd(asr, **audio_side_options(params)))

    def feed(self, samples):
        """Push audio; return a :class:`~slu_node.frontend.Heard` for every utterance it closed."""
        return self.front.feed(samples)

    def set_muted(self, muted: bool) -> None:
        """Discard an open utterance when muted (the caller stops feeding)."""
        self.front.set_muted(muted)

    def reset(self) -> None:
        """Forget the stream."""
        self.front.reset()


class AsrNode(SpeechLifecycleNode):
    """Lifecycle node ``asr_node``; ``recognizer_factory(params) -> Recognizer`` may be injected.

    Attributes:
        stats: counters (``audio_chunks``, ``bad_audio``, ``bad_audio_info``, ``transcripts``, ``asr_errors``...).
    """

    def __init__(self, recognizer_factory: Optional[Callable[[dict], Recognizer]] = None, **kwargs):
        super().__init__(NODE_NAME, PARAMS, **kwargs)
        self.recognizer = None
        self._factory = recognizer_factory or Recognizer.from_params
        self._types = ros_message_types()
        self._pub = None
        self._count = 0
        if self.params["autostart"]:
            self.trigger_configure()
            if self.recognizer is not None:  # configured (a failure was logged; the node stays up, unconfigured)
                self.trigger_activate()

    def on_configure(self, state: State) -> TransitionCallbackReturn:
        """Load the ASR; create the publisher and the audio side."""
        try:
            self.recognizer = self._factory(self.params)
        except Exception as exc:  # noqa: BLE001
            self.get_logger().error(f"cannot load the recogniser: {exc}")
            return TransitionCallbackReturn.FAILURE
        from slu_interfaces.msg import Transcript

        self._pub = self.create_publisher(Transcript, names.TRANSCRIPT, reliable_qos())
        self._audio = AudioInput(self, self._on_samples, self.recognizer.set_muted, self.stats,
                                 self.params["audio_depth"])
        return TransitionCallbackReturn.SUCCESS

    def on_deactivate(self, state: State) -> TransitionCallbackReturn:
        """Stop processing audio."""
        self.active = False
        self.recognizer.reset()
        return TransitionCallbackReturn.SUCCESS

    def on_cleanup(self, state: State) -> TransitionCallbackReturn:
        """Release the ASR and the ROS interfaces."""
        self._release_audio()
        if self._pub is not None:
            self.destroy_publisher(self._pub)
            self._pub = None
        self.recognizer = None
        return TransitionCallbackReturn.SUCCESS

    def _on_samples(self, samples) -> None:
        if not self.active:
            return
        try:
            results = self.recognizer.feed(samples)
        except Exception as exc:  # noqa: BLE001
            self.stats["asr_errors"] += 1
            self.get_logger().error(f"ASR failed on a chunk: {exc!r}")
            return
        for heard in results:
            self._count += 1
            msg = transcript_to_msg(self._types, heard.transcript, stamp_ns=self.get_clock().now().nanoseconds,
                                    frame_id=NODE_NAME, utterance_id=f"{NODE_NAME}#{self._count}",
                                    snr_db=heard.snr_db, decay_db_per_s=heard.decay_db_per_s)
            self._pub.publish(msg)
            self.stats["transcripts"] += 1


def main(args=None) -> int:
    """Entry point of ``ros2 run slu_node asr_node``."""
    return spin_node(AsrNode, args)


if __name__ == "__main__":
    main()
