"""rclpy helpers shared by the nodes: typed parameter declaration, QoS profiles, the audio input side
(``audio``, ``audio_info``, ``robot_speaking``, ``~/set_vad_enabled``), the lifecycle base of the nodes
that listen (:class:`SpeechLifecycleNode`) and "never die" callbacks.

QoS (ros2_conventions.md): audio is subscribed best effort (matches best-effort SensorDataQoS and
reliable publishers), with a deep history (``audio_depth``, default 250 chunks = 5 s of 20 ms chunks) so
that chunks queue rather than drop while an utterance is being recognised in the callback;
``audio_info`` is latched (reliable, transient local, depth 1); results are reliable, depth 10.
"""

from __future__ import annotations

import collections
import traceback
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Optional, Sequence

import rclpy
from rcl_interfaces.msg import FloatingPointRange, IntegerRange, ParameterDescriptor
from rclpy.lifecycle import Node as LifecycleNode
from rclpy.lifecycle import State, TransitionCallbackReturn
from rclpy.qos import DurabilityPolicy, HistoryPolicy, QoSProfile, ReliabilityPolicy
from std_msgs.msg import Bool
from std_srvs.srv import SetBool

from slu_node.asr.options import parse_options
from slu_node.audio.enhance import METHODS
from slu_node.audio.vad import DETECTORS
from slu_node.ros import names
from slu_node.ros.messages import AudioDecoder, AudioFormat, audio_format_from_msg, ros_message_types


def audio_qos(depth: int = 250) -> QoSProfile:
    """Best-effort, volatile, keep-last ``depth`` (a subscription matching any audio publisher)."""
    return QoSProfile(history=HistoryPolicy.KEEP_LAST, depth=depth, reliability=ReliabilityPolicy.BEST_EFFORT,
                      durability=DurabilityPolicy.VOLATILE)


def sensor_qos() -> QoSProfile:
    """SensorDataQoS (best effort, volatile, depth 5), for publishing audio."""
    return QoSProfile(history=HistoryPolicy.KEEP_LAST, depth=5, reliability=ReliabilityPolicy.BEST_EFFORT,
                      durability=DurabilityPolicy.VOLATILE)


def latched_qos() -> QoSProfile:
    """Reliable, transient local, depth 1 (``audio_info``, like CameraInfo)."""
    return QoSProfile(history=HistoryPolicy.KEEP_LAST, depth=1, reliability=ReliabilityPolicy.RELIABLE,
                      durability=DurabilityPolicy.TRANSIENT_LOCAL)


def reliable_qos(depth: int = 10) -> QoSProfile:
    """Reliable, volatile, keep-last ``depth`` (results, ``robot_speaking``)."""
    return QoSProfile(history=HistoryPolicy.KEEP_LAST, depth=depth, reliability=ReliabilityPolicy.RELIABLE,
                      durability=DurabilityPolicy.VOLATILE)


@dataclass(frozen=True)
class Param:
    """One node parameter.

    Attributes:
        name: parameter name.
        default: default value; its Python type fixes the parameter type (bool, int, float, str).
        description: one line for ``ros2 param describe``.
        range: (min, max) for int/float parameters (inclusive), enforced by rclpy.
        choices: allowed values of a string parameter (checked by :func:`declare_parameters`).
        read_only: cannot be changed after start-up.
    """

    name: str
    default: Any
    description: str
    range: Optional[tuple] = None
    choices: tuple = ()
    read_only: bool = False


def descriptor(p: Param) -> ParameterDescriptor:
    """The rcl_interfaces ``ParameterDescriptor`` of ``p`` (description, range, constraints, read_only)."""
    d = ParameterDescriptor(name=p.name, description=p.description, read_only=p.read_only)
    if p.choices:
        d.additional_constraints = "one of: " + ", ".join(p.choices)
    if p.range is not None:
        lo, hi = p.range
        if isinstance(p.default, float):
            d.floating_point_range = [FloatingPointRange(from_value=float(lo), to_value=float(hi), step=0.0)]
        else:
            d.integer_range = [IntegerRange(from_value=int(lo), to_value=int(hi), step=1)]
    return d


def declare_parameters(node, params: Sequence[Param]) -> dict[str, Any]:
    """Declare ``params`` on ``node`` and return ``{name: value}`` (overrides applied).

    Raises:
        ValueError: a string parameter is not one of its ``choices``. rclpy raises
            ``InvalidParameterValueException`` for a value outside ``range``.
    """
    values = {}
    for p in params:
        value = node.declare_parameter(p.name, p.default, descriptor(p)).value
        if p.choices and value not in p.choices:
            raise ValueError(f"parameter {p.name}={value!r} is not one of {', '.join(p.choices)}")
        values[p.name] = value
    return values


def default_domain_dir() -> str:
    """``models/cooking`` of the source tree (editable/symlink installs), else ``share/slu_node/models/cooking``
    of the installed package when ament_index is available, else ""."""
    here = Path(__file__).resolve().parents[2] / "models" / "cooking"
    if here.is_dir():
        return str(here)
    try:
        from ament_index_python.packages import get_package_share_directory

        return str(Path(get_package_share_directory("slu_node")) / "models" / "cooking")
    except Exception:  # noqa: BLE001 - no ament index: leave it to the user
        return ""


class AudioInput:
    """The audio side of a recognising node: subscriptions to ``audio``/``audio_info``/``robot_speaking``
    and the ``~/set_vad_enabled`` service. Decodes chunks to int16 mono 16 kHz and hands them to
    ``on_samples(samples)``; a malformed message is logged, counted in ``stats`` and skipped.

    Args:
        node: the rclpy node.
        on_samples: callback for decoded int16 16 kHz mono chunks.
        on_mute: callback(muted: bool) when recognition is muted or unmuted (robot speaking, VAD disabled).
        stats: counter updated with ``audio_chunks``, ``audio_muted``, ``bad_audio``, ``bad_audio_info``.
        depth: audio subscription history depth.
    """

    def __init__(self, node, on_samples, on_mute, stats: collections.Counter, depth: int = 250):
        self.node = node
        self.types = ros_message_types()
        self.on_samples = on_samples
        self.on_mute = on_mute
        self.stats = stats
        self.decoder = AudioDecoder(AudioFormat())
        self.robot_speaking = False
        self.vad_enabled = True
        from audio_common_msgs.msg import AudioDataStamped, AudioInfo

        sub = node.create_subscription
        self._subs = [
            sub(AudioDataStamped, names.AUDIO, guarded(node, stats, self._on_audio), audio_qos(depth)),
            sub(AudioInfo, names.AUDIO_INFO, guarded(node, stats, self._on_info), latched_qos()),
            sub(Bool, names.ROBOT_SPEAKING, guarded(node, stats, self._on_speaking), reliable_qos()),
        ]
        self._srv = node.create_service(SetBool, names.SET_VAD_ENABLED, self._on_set_vad)

    @property
    def muted(self) -> bool:
        """True while the robot speaks or the VAD is disabled."""
        return self.robot_speaking or not self.vad_enabled

    def destroy(self) -> None:
        """Remove the subscriptions and the service."""
        for s in self._subs:
            self.node.destroy_subscription(s)
        self.node.destroy_service(self._srv)
        self._subs = []

    def _on_info(self, msg) -> None:
        try:
            self.decoder.set_format(audio_format_from_msg(msg))
        except ValueError as exc:
            self.stats["bad_audio_info"] += 1
            self.decoder.reject(str(exc))
            self.node.get_logger().error(f"audio_info rejected, audio dropped until a usable one: {exc}")

    def _on_audio(self, msg) -> None:
        self.stats["audio_chunks"] += 1
        if self.muted:
            self.stats["audio_muted"] += 1
            return
        try:
            samples = self.decoder.decode(msg.audio.data)
        except ValueError as exc:
            self.stats["bad_audio"] += 1
            self.node.get_logger().warning(f"audio chunk skipped: {exc}", throttle_duration_sec=5.0)
            return
        if samples.size:
            self.on_samples(samples)

    def _set_mute(self) -> None:
        self.on_mute(self.muted)

    def _on_speaking(self, msg) -> None:
        self.robot_speaking = bool(msg.data)
        self._set_mute()

    def _on_set_vad(self, request, response):
        self.vad_enabled = bool(request.data)
        self._set_mute()
        response.success = True
        response.message = "recognition enabled" if self.vad_enabled else "recognition disabled"
        return response


class SpeechLifecycleNode(LifecycleNode):
    """What the lifecycle nodes that listen (``asr_node``, ``slu_node``) share: their typed parameters,
    ``stats`` counters, ``active`` (True while in the active state), the audio side (``_audio``, an
    :class:`AudioInput` made in ``on_configure``), activation and shutdown.

    Args:
        node_name: the node's name.
        params: the node's parameters (declared at once; read from ``self.params``).
        **kwargs: passed to ``rclpy.lifecycle.Node`` (``parameter_overrides``, ``namespace``...).
    """

    def __init__(self, node_name: str, params: Sequence[Param], **kwargs):
        super().__init__(node_name, **kwargs)
        self.params = declare_parameters(self, params)
        self.stats: collections.Counter = collections.Counter()
        self.active = False
        self._audio: Optional[AudioInput] = None

    def on_activate(self, state: State) -> TransitionCallbackReturn:
        """Start processing input."""
        self.active = True
        return TransitionCallbackReturn.SUCCESS

    def on_shutdown(self, state: State) -> TransitionCallbackReturn:
        """Same as cleanup."""
        return self.on_cleanup(state)

    def _release_audio(self) -> None:
        """Stop processing and destroy the audio side's subscriptions and service, if any."""
        self.active = False
        if self._audio is not None:
            self._audio.destroy()
            self._audio = None


def guarded(node, stats: collections.Counter, fn):
    """Wrap a subscription callback so that an exception is logged and counted (``callback_errors``),
    never propagated: a node does not die on a bad message."""
    def callback(msg):
        try:
            fn(msg)
        except Exception as exc:  # noqa: BLE001 - the node must survive any message
            stats["callback_errors"] += 1
            node.get_logger().error(f"{getattr(fn, '__name__', 'callback')} failed: {exc!r}\n"
                                    + traceback.format_exc(limit=3))
    return callback


def spin_node(node_class, args=None) -> int:
    """Run one node until Ctrl-C or shutdown: ``rclpy.init``, spin, destroy, shutdown; returns 0."""
    rclpy.init(args=args)
    node = node_class()
    try:
        rclpy.spin(node)
    except KeyboardInterrupt:
        pass
    finally:
        node.destroy_node()
        rclpy.try_shutdown()
    return 0


#: Parameters of the audio side (VAD, SNR gate) shared by ``slu_node`` (input=audio) and ``asr_node``;
#: defaults are the core's (:class:`slu_node.audio.vad.VadConfig`, :class:`slu_node.frontend.SpeechFrontEnd`).
AUDIO_SIDE_PARAMS = (
    Param("vad_detector", "silero", "frame classifier: silero (Silero VAD network) or webrtc (WebRTC VAD "
          "with the energy gate)", choices=DETECTORS, read_only=True),
    Param("vad_aggressiveness", 3, "webrtc detector: WebRTC VAD mode, 0 (least) .. 3 (most aggressive)",
          range=(0, 3), read_only=True),
    Param("vad_energy_gate_db", 6.0, "webrtc detector: voiced only this many dB over the noise floor; "
          "0 disables the gate", range=(0.0, 40.0), read_only=True),
    Param("max_utterance_s", 15.0, "an utterance is cut when it grows this long (s)", range=(1.0, 60.0),
          read_only=True),
    Param("lattice_below_snr_db", 15.0, "below this estimated SNR (dB) ASR word confidences are lattice "
          "posteriors only (fewer confident wrong commands in heavy noise); 0 disables", range=(0.0, 60.0),
          read_only=True),
    Param("speculate_after_ms", 300, "end the decode after this many ms of pause, before the VAD's endpoint, "
          "and restart it if speech resumes (lower post-endpoint latency); 0 disables", range=(0, 2000),
          read_only=True),
    Param("speculate_early_ms", 150, "end the decode of a long utterance after this many ms of "
          "pause when it would otherwise outlast the endpoint; 0 disables", range=(0, 2000), read_only=True),
    Param("denoiser", "rnnoise", "noise reduction before ASR: rnnoise (RNNoise, some input added back when "
          "quiet) or spectral_gating", choices=METHODS, read_only=True),
    Param("asr_options", "", "recogniser options, space-separated key=value as `slu run --asr-option` takes "
          "them (moonshine: beam=4 candidates=8 for lower latency; vosk: model_dir=DIR; any: dereverb=true for a "
          "reverberant room)", read_only=True),
)


def asr_options(params: dict) -> dict[str, Any]:
    """The recogniser's keyword arguments from the ``asr_options`` parameter
    (``"beam=4 candidates=8"`` → ``{"beam": 4, "candidates": 8}``, values typed as
    :func:`slu_node.asr.options.parse_options` types them).

    Raises:
        ValueError: an item without ``=``.
    """
    return parse_options(str(params.get("asr_options") or "").split())


def audio_side_options(params: dict) -> dict[str, Any]:
    """``vad_config``, ``lattice_below_snr_db``, ``speculate_after_ms``, ``speculate_early_ms`` and ``denoiser``
    keyword arguments for :class:`slu_node.pipeline.Pipeline` / :class:`slu_node.frontend.SpeechFrontEnd`
    from the :data:`AUDIO_SIDE_PARAMS` values (0 turns the SNR gate and the speculative end off)."""
    from slu_node.audio.vad import VadConfig

    gate = float(params["vad_energy_gate_db"])
    vad = VadConfig(detector=str(params["vad_detector"]), aggressiveness=int(params["vad_aggressiveness"]),
                    energy_gate_db=gate or None,
                    max_utterance_s=float(params["max_utterance_s"]))
    return {"vad_config": vad, "lattice_below_snr_db": float(params["lattice_below_snr_db"]) or None,
            "speculate_after_ms": int(params["speculate_after_ms"]) or None,
            "speculate_early_ms": int(params["speculate_early_ms"]) or None,
            "denoiser": str(params["denoiser"])}
