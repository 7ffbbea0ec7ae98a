"""The nodes, through rclpy (real when importable, else the test double): audio in → results out,
malformed messages survive, robot_speaking and ~/set_vad_enabled mute, parameters are typed."""

from __future__ import annotations

import inspect

import numpy as np
import pytest

from ros_helpers import DOMAIN, needs_model
from slu_node.sugar import parse_predicates
from slu_node.types import REASON_NO_SPEECH, ClarificationRequest, Command, ParseResult, Transcript, UtteranceResult


class RecordingPipeline:
    """Pure ROS-plumbing double of the Pipeline: records what it is fed; after ``every`` samples it
    returns one accepted command (``open(2, egg, bowl)``)."""

    def __init__(self, every: int = 16000):
        self.chunks, self.muted, self.every, self.resets = [], [], every, 0
        self._n = 0

    def feed(self, samples):
        assert samples.dtype == np.int16 and samples.ndim == 1
        self.chunks.append(samples.copy())
        self._n += len(samples)
        if self._n < self.every:
            return []
        self._n = 0
        preds = tuple(parse_predicates("open(2, egg, bowl)"))
        return [UtteranceResult("t#1", 0.1, 0.9, 1.2, Transcript("crack two eggs into the bowl", 0.9),
                                ParseResult("crack two eggs into the bowl", None, Command(preds, "", 0.9)),
                                "open(2, egg, bowl)", {"asr": 50.0, "nlu": 2.0})]

    def flush(self):
        return []

    def reset(self, source=None):
        self.resets += 1

    def set_muted(self, muted):
        self.muted.append(muted)

    @property
    def fed(self) -> np.ndarray:
        return np.concatenate(self.chunks) if self.chunks else np.zeros(0, np.int16)


def _node(pipeline=None, **params):
    from rclpy.parameter import Parameter

    from slu_node.ros.slu_parser_node import SluParserNode

    overrides = [Parameter(k, value=v) for k, v in params.items()]
    factory = (lambda p: pipeline) if pipeline is not None else None
    return SluParserNode(pipeline_factory=factory, parameter_overrides=overrides)


def _speech(n: int, seed: int = 0) -> np.ndarray:
    return np.random.default_rng(seed).integers(-3000, 3000, n).astype(np.int16)


# ----------------------------------------------------------------------------- plumbing (pipeline double)


def test_audio_reaches_the_pipeline_bit_exact_and_a_command_is_published(probe_factory):
    pipe = RecordingPipeline(every=16000)
    node = _node(pipe)
    probe = probe_factory(node)
    x = _speech(16000)
    probe.send_audio(x)
    assert probe.spin_until(lambda: probe.got["command"], 5.0)
    assert np.array_equal(pipe.fed, x)
    cmd = probe.got["command"][0]
    assert cmd.sugar == "open(2, egg, bowl)" and cmd.predicates[0].arguments[0].values == ["2"]
    assert probe.spin_until(lambda: probe.got["transcript"], 2.0)
    assert probe.got["transcript"][0].text == "crack two eggs into the bowl"
    assert node.stats["commands"] == 1 and not probe.got["clarification"]


class NoWordsPipeline(RecordingPipeline):
    """After ``every`` samples: one utterance whose transcript is empty (a noise burst), i.e. a
    ``no_speech`` clarification."""

    def feed(self, samples):
        if not super().feed(samples):
            return []
        clar = ClarificationRequest(REASON_NO_SPEECH, prompt="Sorry, I heard nothing I could understand.")
        return [UtteranceResult("t#1", 0.1, 0.9, 1.2, Transcript("", 0.0), ParseResult("", clarification=clar), "",
                                {"asr": 50.0, "nlu": 0.1})]


@pytest.mark.parametrize("clarify", [False, True])
def test_an_utterance_without_words_is_only_counted_unless_asked(probe_factory, clarify):
    node = _node(NoWordsPipeline(every=16000), clarify_no_speech=clarify)
    probe = probe_factory(node)
    probe.send_audio(_speech(16000))
    assert probe.spin_until(lambda: probe.got["transcript"], 5.0)
    probe.spin_for(0.3)
    assert not probe.got["command"]
    assert len(probe.got["clarification"]) == (1 if clarify else 0)
    assert node.stats["no_speech"] == (0 if clarify else 1)
    if clarify:
        assert probe.got["clarification"][0].reason == REASON_NO_SPEECH


def test_malformed_audio_is_counted_and_the_node_keeps_working(probe_factory):
    pipe = RecordingPipeline(every=10**9)
    node = _node(pipe)
    probe = probe_factory(node)
    probe.send_chunk_bytes(b"")                      # empty data
    probe.send_chunk_bytes(b"\x01\x02\x03")          # odd byte count
    assert node.stats["bad_audio"] == 2 and pipe.fed.size == 0
    probe.send_info(sample_format="MP3")             # wrong sample format: audio dropped until fixed
    assert probe.spin_until(lambda: node.stats["bad_audio_info"] == 1, 2.0)
    probe.send_audio(_speech(640))
    assert node.stats["bad_audio"] == 4 and pipe.fed.size == 0
    probe.send_info()                                # a usable AudioInfo again
    x = _speech(960, seed=1)
    probe.send_audio(x)
    assert np.array_equal(pipe.fed, x)
    assert node.stats["callback_errors"] == 0


def test_float_stereo_audio_info_is_converted(probe_factory):
    pipe = RecordingPipeline(every=10**9)
    node = _node(pipe)
    probe = probe_factory(node)
    probe.send_info(sample_format="F32LE", channels=2)
    x = np.linspace(-0.5, 0.5, 320, dtype=np.float32)
    probe.send_chunk_bytes(np.repeat(x[:, None], 2, axis=1).astype("<f4").tobytes())
    assert np.abs(pipe.fed.astype(int) - np.round(x * 32767).astype(int)).max() <= 1
    assert node.stats["bad_audio"] == 0


def test_robot_speaking_and_set_vad_enabled_mute_recognition(probe_factory):
    from std_srvs.srv import SetBool

    pipe = RecordingPipeline(every=10**9)
    node = _node(pipe)
    probe = probe_factory(node)
    probe.set_speaking(True)
    probe.send_audio(_speech(640))
    assert pipe.fed.size == 0 and node.stats["audio_muted"] == 2 and pipe.muted[-1] is True
    probe.set_speaking(False)
    probe.send_audio(_speech(320))
    assert pipe.fed.size == 320 and pipe.muted[-1] is False
    client = probe.node.create_client(SetBool, "/slu_node/set_vad_enabled")
    future = client.call_async(SetBool.Request(data=False))
    assert probe.spin_until(future.done, 5.0) and future.result().success
    probe.send_audio(_speech(320))
    assert pipe.fed.size == 320 and pipe.muted[-1] is True


def test_pipeline_exception_does_not_kill_the_node(probe_factory):
    class Exploding(RecordingPipeline):
        def feed(self, samples):
            if len(self.chunks) == 0:
                self.chunks.append(samples)
                raise RuntimeError("boom")
            return super().feed(samples)

    pipe = Exploding(every=10**9)
    node = _node(pipe)
    probe = probe_factory(node)
    probe.send_audio(_speech(640))
    assert node.stats["pipeline_errors"] == 1 and len(pipe.chunks) == 2


def test_parameters_have_descriptors_and_ranges(ros):
    from rclpy.exceptions import InvalidParameterValueException

    node = _node(RecordingPipeline(), max_utterance_s=20.0)
    d = node.describe_parameter("vad_aggressiveness")
    assert d.integer_range[0].to_value == 3 and d.description and d.read_only
    assert node.get_parameter("max_utterance_s").value == 20.0 and node.params["max_utterance_s"] == 20.0
    node.destroy_node()
    with pytest.raises(InvalidParameterValueException):
        _node(RecordingPipeline(), vad_aggressiveness=7)
    with pytest.raises(ValueError):
        _node(RecordingPipeline(), input="video")


def test_lifecycle_deactivate_stops_processing(probe_factory):
    pipe = RecordingPipeline(every=10**9)
    node = _node(pipe, autostart=False)
    assert node.pipeline is None  # nothing loaded before configure
    node.trigger_configure()
    probe = probe_factory(node)
    probe.send_audio(_speech(320))
    assert pipe.fed.size == 0  # configured but inactive
    node.trigger_activate()
    probe.send_audio(_speech(320))
    assert pipe.fed.size == 320
    node.trigger_deactivate()
    probe.send_audio(_speech(320))
    assert pipe.fed.size == 320 and pipe.resets == 1


def test_lifecycle_cleanup_and_shutdown_release_the_audio_side(probe_factory):
    """Cleanup destroys the audio subscriptions and drops the models; configured and activated again,
    the node listens again; shutdown from the active state releases them too."""
    pipe = RecordingPipeline(every=10**9)
    node = _node(pipe)  # autostart: configured and active
    probe = probe_factory(node)
    probe.send_audio(_speech(320))
    assert pipe.fed.size == 320
    node.trigger_deactivate()
    node.trigger_cleanup()
    assert node.pipeline is None and not node.active
    probe.send_audio(_speech(320))
    assert pipe.fed.size == 320  # nobody listens
    node.trigger_configure()
    node.trigger_activate()
    probe.send_audio(_speech(320))
    assert pipe.fed.size == 640
    node.trigger_shutdown()
    assert node.pipeline is None and not node.active
    probe.send_audio(_speech(320))
    assert pipe.fed.size == 640


def test_failed_configure_leaves_node_alive(ros):
    from rclpy.lifecycle import TransitionCallbackReturn

    from slu_node.ros.slu_parser_node import SluParserNode

    def broken(params):
        raise FileNotFoundError("no model")

    node = SluParserNode(pipeline_factory=broken)  # autostart: configure fails, no activation
    assert node.pipeline is None and not node.active
    assert node.trigger_configure() == TransitionCallbackReturn.FAILURE  # still unconfigured, may retry
    node.destroy_node()


def test_mic_node_plays_a_wav_file(ros, tmp_path):
    import rclpy
    from audio_common_msgs.msg import AudioDataStamped, AudioInfo
    from rclpy.executors import SingleThreadedExecutor
    from rclpy.parameter import Parameter

    from slu_node.audio.io import write_wav
    from slu_node.ros.common import audio_qos, latched_qos
    from slu_node.ros.mic_node import MicNode

    x = _speech(3200)
    write_wav(tmp_path / "a.wav", x)
    node = MicNode(parameter_overrides=[Parameter("wav_file", value=str(tmp_path / "a.wav"))])
    probe = rclpy.create_node("mic_probe")
    got, infos = [], []
    probe.create_subscription(AudioDataStamped, "audio", got.append, audio_qos())
    probe.create_subscription(AudioInfo, "audio_info", infos.append, latched_qos())
    ex = SingleThreadedExecutor()
    ex.add_node(node)
    ex.add_node(probe)
    import time

    end = time.monotonic() + 3.0
    while len(got) < 10 and time.monotonic() < end:
        ex.spin_once(timeout_sec=0.02)
    assert infos and infos[0].sample_format == "S16LE" and infos[0].sample_rate == 16000
    data = np.frombuffer(b"".join(bytes(m.audio.data) for m in got), dtype="<i2")
    assert np.array_equal(data, x[: len(data)]) and len(data) >= 320 * 5
    node.destroy_node()
    probe.destroy_node()


# ----------------------------------------------------------------------------- end to end (real core)


def _say(text: str) -> np.ndarray:
    from slu_node.tts import synthesize

    return np.concatenate([np.zeros(4800, np.int16), synthesize(text), np.zeros(16000, np.int16)])


E2E = [("crack two eggs into the bowl", "open(2, egg, bowl)"),
       ("put the pan on the stove", "put(pan, stove)"),
       ("take the pan off the stove", "remove(pan, stove)")]


@needs_model
def test_spoken_commands_become_action_commands(probe_factory):
    node = _node(domain_dir=str(DOMAIN))
    assert node.active, "the real pipeline failed to load"
    probe = probe_factory(node)
    exact = 0
    for k, (text, sugar) in enumerate(E2E, start=1):
        probe.send_audio(_say(text))
        probe.spin_until(lambda: probe.results() >= k, 10.0)
        exact += any(c.sugar == sugar for c in probe.got["command"])
    assert probe.results() >= len(E2E) - 1
    assert exact >= 2, [c.sugar for c in probe.got["command"]]  # accuracy floor on clean TTS speech


@needs_model
def test_robot_speaking_suppresses_real_recognition_and_bad_messages_do_not_stop_it(probe_factory):
    node = _node(domain_dir=str(DOMAIN))
    probe = probe_factory(node)
    probe.set_speaking(True)
    probe.send_audio(_say(E2E[0][0]))
    probe.spin_for(0.5)
    assert probe.results() == 0 and not probe.got["transcript"]
    probe.set_speaking(False)
    probe.send_chunk_bytes(b"\x00")
    probe.send_info(sample_format="U8")
    probe.send_info()
    probe.send_audio(_say(E2E[1][0]))
    assert probe.spin_until(lambda: probe.results() >= 1, 10.0)
    assert node.stats["bad_audio"] == 1 and node.stats["bad_audio_info"] == 1


@needs_model
def test_transcript_mode_parses_transcripts(probe_factory):
    node = _node(domain_dir=str(DOMAIN), input="transcript")
    probe = probe_factory(node)
    from slu_node.ros.messages import transcript_to_msg

    probe.transcript_pub.publish(transcript_to_msg(probe.types, Transcript("crack two eggs into the bowl", 0.9),
                                                   utterance_id="x#1"))
    assert probe.spin_until(lambda: probe.results() >= 1, 5.0)
    out = (probe.got["command"] or probe.got["clarification"])[0]
    assert out.utterance_id == "x#1"
    assert probe.got["command"] and probe.got["command"][0].sugar == "open(2, egg, bowl)"
    # the SNR travels with the transcript: a bare verb heard in noise is asked about, not done
    for snr, ident in ((25.0, "x#2"), (5.0, "x#3")):
        probe.transcript_pub.publish(transcript_to_msg(probe.types, Transcript("whisk", 0.95), utterance_id=ident,
                                                       snr_db=snr))
    assert probe.spin_until(lambda: probe.results() >= 3, 5.0)
    assert [c.utterance_id for c in probe.got["command"]] == ["x#1", "x#2"]
    # the dialogue state: after the eggs went into the bowl, "everything so far" is the eggs
    assert probe.got["command"][1].sugar == "mix(*egg*, *whisk*)"
    assert [c.utterance_id for c in probe.got["clarification"]] == ["x#3"]
    assert probe.got["clarification"][0].reason == "low_confidence"


def test_asr_node_publishes_one_transcript_per_utterance(probe_factory):
    """asr_node plumbing with the real VAD and an ASR double that reports the segment length."""
    from rclpy.parameter import Parameter

    from slu_node.asr.base import AsrBackend
    from slu_node.frontend import SpeechFrontEnd
    from slu_node.ros.asr_node import AsrNode, Recognizer

    class LengthAsr(AsrBackend):  # streaming through the base class: buffered, decoded at the end
        def transcribe(self, samples):
            return Transcript(f"{len(samples)} samples", 0.5, audio_s=len(samples) / 16000)

    node = AsrNode(recognizer_factory=lambda p: Recognizer(SpeechFrontEnd(LengthAsr())),
                   parameter_overrides=[Parameter("max_utterance_s", value=10.0)])
    probe = probe_factory(node)
    hum = (np.random.default_rng(0).standard_normal(16000) * 100).astype(np.int16)  # room noise before each
    probe.send_audio(np.concatenate([hum, _say("crack two eggs into the bowl"), hum, _say("whisk well")]))
    assert probe.spin_until(lambda: len(probe.got["transcript"]) >= 2, 5.0)
    assert len(probe.got["transcript"]) == 2 and node.stats["transcripts"] == 2
    assert all(t.audio_duration > 0.5 and t.utterance_id.startswith("asr_node#") for t in probe.got["transcript"])
    assert all(t.snr_db > 15.0 for t in probe.got["transcript"])  # the front end's SNR estimate travels along


def test_audio_side_parameters_default_to_the_core_settings():
    """The nodes hear as the CLI does: their VAD and SNR-gate defaults are the core's, and the built
    options carry the parameter values (0 turns the gate and the SNR fallback off)."""
    from slu_node.audio.vad import VadConfig
    from slu_node.frontend import LATTICE_BELOW_SNR_DB, SPECULATE_AFTER_MS, SPECULATE_EARLY_MS, SpeechFrontEnd
    from slu_node.ros.common import AUDIO_SIDE_PARAMS, audio_side_options

    defaults = {p.name: p.default for p in AUDIO_SIDE_PARAMS}
    core = VadConfig()
    assert defaults["vad_detector"] == core.detector
    assert defaults["vad_aggressiveness"] == core.aggressiveness
    assert defaults["vad_energy_gate_db"] == core.energy_gate_db
    assert defaults["max_utterance_s"] == core.max_utterance_s
    assert defaults["lattice_below_snr_db"] == LATTICE_BELOW_SNR_DB
    assert defaults["speculate_after_ms"] == SPECULATE_AFTER_MS
    assert defaults["speculate_early_ms"] == SPECULATE_EARLY_MS
    assert defaults["denoiser"] == inspect.signature(SpeechFrontEnd).parameters["denoiser"].default
    built = audio_side_options(defaults)
    assert built["vad_config"] == core and built["lattice_below_snr_db"] == LATTICE_BELOW_SNR_DB
    assert built["speculate_after_ms"] == SPECULATE_AFTER_MS
    assert built["speculate_early_ms"] == SPECULATE_EARLY_MS
    assert built["denoiser"] == "rnnoise"
    off = audio_side_options({**defaults, "vad_energy_gate_db": 0.0, "lattice_below_snr_db": 0.0,
                              "speculate_after_ms": 0, "speculate_early_ms": 0})
    assert off["vad_config"].energy_gate_db is None and off["lattice_below_snr_db"] is None
    assert off["speculate_after_ms"] is None and off["speculate_early_ms"] is None
    assert audio_side_options({**defaults, "vad_detector": "webrtc"})["vad_config"].detector == "webrtc"


def test_asr_options_parameter_reaches_the_recogniser(monkeypatch):
    """``asr_options`` is parsed as ``slu run --asr-option`` parses it and handed to ``create_asr``;
    empty (the default) passes nothing, a malformed item is an error at configure time."""
    import slu_node.asr
    from slu_node.ros.asr_node import PARAMS, Recognizer
    from slu_node.ros.common import asr_options

    defaults = {p.name: p.default for p in PARAMS}
    assert defaults["asr_options"] == "" and asr_options(defaults) == {}
    assert asr_options({"asr_options": " beam=4  candidates=8 "}) == {"beam": 4, "candidates": 8}
    with pytest.raises(ValueError, match="KEY=VALUE"):
        asr_options({"asr_options": "beam"})
    seen = {}

    def fake_create_asr(name, **kwargs):
        seen.update(kwargs, name=name)
        raise RuntimeError("stop here")

    monkeypatch.setattr(slu_node.asr, "create_asr", fake_create_asr)
    with pytest.raises(RuntimeError, match="stop here"):
        Recognizer.from_params({**defaults, "asr_options": "beam=4 model_dir=/x"})
    assert seen["beam"] == 4 and seen["model_dir"] == "/x" and seen["name"] == defaults["asr"]


def test_continuation_parameter_defaults_to_the_core_setting():
    from slu_node.pipeline import CONTINUE_WITHIN_S
    from slu_node.ros.slu_parser_node import PARAMS

    (param,) = [p for p in PARAMS if p.name == "continue_within_s"]
    assert param.default == CONTINUE_WITHIN_S and param.range[0] == 0.0


def test_policy_parameters_default_to_the_core_policy_and_reach_the_parser(monkeypatch):
    from slu_node.clarify import ClarificationPolicy
    from slu_node.parser import SpokenCommandParser
    from slu_node.ros import slu_parser_node
    from slu_node.ros.slu_parser_node import PARAMS, build_pipeline

    params = {p.name: p.default for p in PARAMS}
    core = ClarificationPolicy()
    assert (params["slot_threshold"], params["noisy_slot_threshold"]) == (core.slot_threshold,
                                                                          core.noisy_slot_threshold)
    seen = {}
    monkeypatch.setattr(SpokenCommandParser, "load", classmethod(lambda cls, d, **kw: seen.update(kw)))
    monkeypatch.setattr(slu_parser_node, "default_domain_dir", lambda: "models/cooking")
    build_pipeline({**params, "input": "transcript", "noisy_slot_threshold": 0.6})
    assert seen["policy"].noisy_slot_threshold == 0.6 and seen["policy"].slot_threshold == core.slot_threshold
    assert params["reverberant_decay_db_per_s"] == core.reverberant_decay_db_per_s
    assert seen["policy"].reverberant_decay_db_per_s == core.reverberant_decay_db_per_s
    build_pipeline({**params, "input": "transcript", "reverberant_decay_db_per_s": 0.0})  # 0: off
    assert seen["policy"].reverberant_decay_db_per_s is None
    assert params["rival_ratio"] == core.rival_ratio
    assert seen["policy"].rival_ratio == core.rival_ratio
    build_pipeline({**params, "input": "transcript", "rival_ratio": 0.0})  # 0: off
    assert seen["policy"].rival_ratio is None
