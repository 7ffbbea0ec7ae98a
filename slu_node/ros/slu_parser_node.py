"""The ``slu_node`` ROS 2 node (executable ``slu_parser_node``): spoken commands → action predicates.

Lifecycle node (rclpy.lifecycle; the models are loaded in ``on_configure``, audio is processed only while
active; ``autostart`` runs configure + activate at start-up for plain ``ros2 run``).

``input=audio`` (default): subscribes ``audio`` + ``audio_info`` (audio_common_msgs), runs the whole
:class:`slu_node.pipeline.Pipeline` (VAD → ASR → NLU) and publishes ``speech/transcript``,
``robot/command`` (only when the parser accepted the command) or ``robot/clarification``.
``input=transcript``: subscribes ``speech/transcript`` (from ``asr_node`` or any ASR adapted to
slu_interfaces/Transcript) and publishes commands/clarifications only.
``robot_speaking`` (std_msgs/Bool) and ``~/set_vad_enabled`` (std_srvs/SetBool) mute recognition.
With ``hri_voice_id`` set, final transcripts also go to ``/humans/voices/<id>/speech``
(hri_msgs/LiveSpeech, ROS4HRI REP-155) when hri_msgs is installed.

A bad message never stops the node: it is logged and counted in :attr:`SluParserNode.stats`.

An utterance with no words (a ``no_speech`` clarification: in a kitchen mostly a clatter the VAD took
for speech) is not published on ``robot/clarification`` unless ``clarify_no_speech`` is true, so the
robot does not answer every noise with "Sorry, I heard nothing"; the transcript is still published and
the count is in ``stats``.
"""

from __future__ import annotations

import time
from typing import Callable, Optional

from rclpy.lifecycle import State, TransitionCallbackReturn

from slu_node.asr import BACKENDS, DEFAULT_ASR
from slu_node.clarify import ClarificationPolicy
from slu_node.dialogue_state import DialogueState
from slu_node.ros import names
from slu_node.ros.common import (
    AUDIO_SIDE_PARAMS,
    AudioInput,
    Param,
    SpeechLifecycleNode,
    asr_options,
    audio_side_options,
    default_domain_dir,
    guarded,
    reliable_qos,
    spin_node,
)
from slu_node.ros.messages import (
    decay_from_msg,
    parse_result_to_msg,
    ros_message_types,
    snr_from_msg,
    transcript_from_msg,
    utterance_to_msgs,
)
from slu_node.types import REASON_NO_SPEECH

NODE_NAME = "slu_node"

#: The clarification policy's defaults (its thresholds are node parameters).
_POLICY = ClarificationPolicy()

PARAMS = (
    Param("domain_dir", "", "domain directory (domain.yaml, NLU model, ASR LM); '' = the package's models/cooking",
          read_only=True),
    Param("input", "audio", "what to listen to: audio (full pipeline) or transcript (speech/transcript)",
          choices=("audio", "transcript"), read_only=True),
    Param("asr", DEFAULT_ASR, "ASR backend for input=audio", choices=BACKENDS,
          read_only=True),
    *AUDIO_SIDE_PARAMS,
    Param("use_context", True, "resolve pronouns and implicit arguments from the previous commands",
          read_only=True),
    Param("continue_within_s", 5.0, "input=audio: an utterance starting this soon (s) after one asked about for a "
          "missing argument is also understood joined to it (its answer, or the rest after a pause); 0 disables",
          range=(0.0, 60.0), read_only=True),
    Param("slot_threshold", _POLICY.slot_threshold, "an uttered argument whose confidence is below this is asked "
          "about (clarification), not done", range=(0.0, 1.0), read_only=True),
    Param("noisy_slot_threshold", _POLICY.noisy_slot_threshold, "the same for an utterance heard below "
          f"{_POLICY.bare_min_snr_db:g} dB estimated SNR; lower, the robot acts more often in noise and is wrong more "
          "often", range=(0.0, 1.0), read_only=True),
    Param("reverberant_decay_db_per_s", _POLICY.reverberant_decay_db_per_s, "an utterance whose sound dies away "
          "slower than this (dB/s) is decided as one heard in noise (a reverberant room); 0 disables",
          range=(-2000.0, 0.0), read_only=True),
    Param("rival_ratio", _POLICY.rival_ratio, "a command is asked about when an n-best alternative at least this "
          "share as likely as its transcript reads as another command (heard two ways); 0 disables",
          range=(0.0, 1.0), read_only=True),
    Param("publish_transcript", True, "publish speech/transcript (input=audio)", read_only=True),
    Param("clarify_no_speech", False, "publish a no_speech clarification when an utterance gives no words "
          "(mostly a noise burst the VAD took for speech); off: counted in stats only", read_only=True),
    Param("hri_voice_id", "", "if set, also publish /humans/voices/<id>/speech (hri_msgs/LiveSpeech)",
          read_only=True),
    Param("audio_depth", 250, "audio subscription history depth (chunks)", range=(5, 5000), read_only=True),
    Param("autostart", True, "configure and activate at start-up (no lifecycle manager needed)",
          read_only=True),
)


def build_pipeline(params: dict):
    """The default factory: for ``input=audio`` a :class:`slu_node.pipeline.Pipeline` built with
    ``Pipeline.from_domain`` from the node parameters; for ``input=transcript`` only the
    :class:`slu_node.parser.SpokenCommandParser` (no ASR is loaded).

    Raises:
        whatever ``Pipeline.from_domain`` / ``SpokenCommandParser.load`` raise (DomainError,
        FileNotFoundError, ValueError).
    """
    from slu_node.pipeline import Pipeline

    policy = ClarificationPolicy(slot_threshold=float(params["slot_threshold"]),
                                 noisy_slot_threshold=float(params["noisy_slot_threshold"]),
                                 reverberant_decay_db_per_s=float(params["reverberant_decay_db_per_s"]) or None,
                                 rival_ratio=float(params["rival_ratio"]) or None)
    if params["input"] == "transcript":
        from slu_node.parser import SpokenCommandParser

        return SpokenCommandParser.load(params["domain_dir"] or default_domain_dir(), policy=policy)

    return Pipeline.from_domain(params["domain_dir"] or default_domain_dir(), asr=params["asr"],
                                asr_options=asr_options(params) or None,
                                use_context=bool(params["use_context"]), source=NODE_NAME,
                                continue_within_s=float(params["continue_within_s"]) or None, policy=policy,
                                **audio_side_options(params))


class SluParserNode(SpeechLifecycleNode):
    """Lifecycle node ``slu_node``.

    Args:
        pipeline_factory: ``f(params: dict) -> Pipeline`` (or a parser for ``input=transcript``); default
            :func:`build_pipeline`. Tests of pure ROS plumbing may pass another; a pipeline needs
            ``feed``, ``flush``, ``reset`` and ``set_muted``, a parser ``parse_transcript``.
        **kwargs: passed to ``rclpy.lifecycle.Node`` (``parameter_overrides``, ``namespace``...).

    Attributes:
        stats: counters: ``audio_chunks``, ``audio_muted``, ``bad_audio``, ``bad_audio_info``,
            ``transcripts_in``, ``utterances``, ``commands``, ``clarifications``, ``no_speech`` (not
            published unless ``clarify_no_speech``), ``callback_errors``, ``pipeline_errors``.
        active: True while in the active lifecycle state.
    """

    def __init__(self, pipeline_factory: Optional[Callable[[dict], object]] = None, **kwargs):
        super().__init__(NODE_NAME, PARAMS, **kwargs)
        self.pipeline = None
        self._factory = pipeline_factory or build_pipeline
        self._types = ros_message_types()
        self._subs, self._pubs = [], {}
        self._muted = False
        self._state: Optional[DialogueState] = None  # transcript input: the dialogue context
        if self.params["autostart"]:
            self.trigger_configure()
            if self.pipeline is not None:  # configured (a failure was logged; the node stays up, unconfigured)
                self.trigger_activate()

    # ------------------------------------------------------------------ lifecycle
    def on_configure(self, state: State) -> TransitionCallbackReturn:
        """Load the pipeline (models) and create publishers, subscriptions and the service."""
        try:
            self.pipeline = self._factory(self.params)
        except Exception as exc:  # noqa: BLE001 - report and stay unconfigured
            self.get_logger().error(f"cannot load the pipeline: {exc}")
            return TransitionCallbackReturn.FAILURE
        from slu_interfaces.msg import ActionCommand, ClarificationRequest, Transcript

        self._pubs = {
            "command": self.create_publisher(ActionCommand, names.COMMAND, reliable_qos()),
            "clarification": self.create_publisher(ClarificationRequest, names.CLARIFICATION, reliable_qos()),
        }
        if self.params["input"] == "audio":
            if self.params["publish_transcript"]:
                self._pubs["transcript"] = self.create_publisher(Transcript, names.TRANSCRIPT, reliable_qos())
            self._audio = AudioInput(self, self._on_samples, self._on_mute, self.stats, self.params["audio_depth"])
        else:
            from std_msgs.msg import Bool
            from std_srvs.srv import SetBool

            self._subs = [
                self.create_subscription(Transcript, names.TRANSCRIPT, guarded(self, self.stats, self._on_transcript),
                                         reliable_qos()),
                self.create_subscription(Bool, names.ROBOT_SPEAKING, guarded(self, self.stats, self._on_speaking),
                                         reliable_qos()),
            ]
            self._vad_srv = self.create_service(SetBool, names.SET_VAD_ENABLED, self._on_set_enabled)
            self._speaking, self._enabled = False, True
        self._hri_setup()
        self.get_logger().info(f"configured (input={self.params['input']})")
        return TransitionCallbackReturn.SUCCESS

    def on_deactivate(self, state: State) -> TransitionCallbackReturn:
        """Stop processing; an utterance in progress is discarded."""
        self.active = False
        if self.pipeline is not None and hasattr(self.pipeline, "reset"):
            self.pipeline.reset()
        if self._state is not None:
            self._state.reset()
        return TransitionCallbackReturn.SUCCESS

    def on_cleanup(self, state: State) -> TransitionCallbackReturn:
        """Release the models and the ROS interfaces."""
        self._release_audio()
        for s in self._subs:
            self.destroy_subscription(s)
        self._subs = []
        for p in self._pubs.values():
            self.destroy_publisher(p)
        self._pubs = {}
        self.pipeline = None
        return TransitionCallbackReturn.SUCCESS

    # ------------------------------------------------------------------ audio mode
    def _on_mute(self, muted: bool) -> None:
        self.pipeline.set_muted(muted)

    def _on_samples(self, samples) -> None:
        if not self.active:
            return
        try:
            results = self.pipeline.feed(samples)
        except Exception as exc:  # noqa: BLE001 - never die on audio
            self.stats["pipeline_errors"] += 1
            self.get_logger().error(f"pipeline failed on a chunk: {exc!r}")
            return
        for u in results:
            self._publish_utterance(u)

    def flush(self) -> None:
        """Close an utterance still open (end of stream) and publish its result."""
        if self.pipeline is not None and self.active:
            for u in self.pipeline.flush():
                self._publish_utterance(u)

    def _publish_utterance(self, u) -> None:
        now = self.get_clock().now().nanoseconds
        tr, cmd, clar = utterance_to_msgs(self._types, u, stamp_ns=now, frame_id=NODE_NAME)
        self.stats["utterances"] += 1
        if "transcript" in self._pubs:
            self._pubs["transcript"].publish(tr)
        self._hri_publish(u.transcript)
        self._publish_result(cmd if cmd is not None else clar)

    def _publish_result(self, msg) -> None:
        is_command = hasattr(msg, "predicates")
        if not is_command and msg.reason == REASON_NO_SPEECH and not self.params["clarify_no_speech"]:
            self.stats["no_speech"] += 1
            return
        if is_command:
            self.stats["commands"] += 1
            self._pubs["command"].publish(msg)
            self.get_logger().info(f"command: {msg.sugar or msg.dialogue_act} ({msg.transcript!r})")
        else:
            self.stats["clarifications"] += 1
            self._pubs["clarification"].publish(msg)
            self.get_logger().info(f"clarification ({msg.reason}): {msg.prompt}")

    # ------------------------------------------------------------------ transcript mode
    def _on_speaking(self, msg) -> None:
        self._speaking = bool(msg.data)

    def _on_set_enabled(self, request, response):
        self._enabled = bool(request.data)
        response.success = True
        response.message = "recognition enabled" if self._enabled else "recognition disabled"
        return response

    def _on_transcript(self, msg) -> None:
        self.stats["transcripts_in"] += 1
        if not self.active or self._speaking or not self._enabled:
            return
        transcript = transcript_from_msg(msg)
        parser = self.pipeline if hasattr(self.pipeline, "parse_transcript") else self.pipeline.parser
        start = time.perf_counter()
        if self._state is None or self._state.domain is not parser.domain:
            self._state = DialogueState(parser.domain)
        parse = parser.parse_transcript(transcript, self._state.objects if self.params["use_context"] else None,
                                        snr_db=snr_from_msg(msg), decay_db_per_s=decay_from_msg(msg))
        if self.params["use_context"]:
            parse = self._state.after(parse)
        timings = {"nlu": (time.perf_counter() - start) * 1000.0}
        out = parse_result_to_msg(self._types, parse, utterance_id=msg.utterance_id,
                                  stamp_ns=self.get_clock().now().nanoseconds, frame_id=NODE_NAME,
                                  timings_ms=timings)
        self.stats["utterances"] += 1
        self._publish_result(out)

    # ------------------------------------------------------------------ ROS4HRI
    def _hri_setup(self) -> None:
        self._hri_pub = None
        voice = self.params["hri_voice_id"]
        if not voice or self.params["input"] != "audio":
            return
        try:
            from hri_msgs.msg import LiveSpeech
        except ImportError:
            self.get_logger().warning("hri_voice_id is set but hri_msgs is not installed: no LiveSpeech output")
            return
        self._hri_pub = self.create_publisher(LiveSpeech, names.HRI_SPEECH.format(voice_id=voice), reliable_qos())

    def _hri_publish(self, transcript) -> None:
        if self._hri_pub is None or not transcript.text:
            return
        from hri_msgs.msg import LiveSpeech

        msg = LiveSpeech()
        msg.header.stamp = self.get_clock().now().to_msg()
        msg.final = transcript.text
        msg.confidence = float(transcript.confidence)
        if hasattr(msg, "locale"):
            msg.locale = "en-US"
        self._hri_pub.publish(msg)


def main(args=None) -> int:
    """Entry point of ``ros2 run slu_node slu_parser_node``."""
    return spin_node(SluParserNode, args)


if __name__ == "__main__":
    main()
