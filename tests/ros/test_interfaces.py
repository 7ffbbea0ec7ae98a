"""slu_interfaces and package.xml checks, core ⇄ message conversion round trips (no rclpy needed)."""

from __future__ import annotations

import os
import re
from pathlib import Path

import numpy as np
import pytest
from catkin_pkg.package import parse_package

from slu_node.bag.typestore import MESSAGE_NAMES, slu_typestore
from slu_node.ros import messages as m
from slu_node.sugar import format_predicates, parse_predicates
from slu_node.types import REASONS, ClarificationRequest, Command, ParseResult, Transcript, UtteranceResult, Word

REPO = Path(__file__).resolve().parents[2]
IFACE = REPO / "ros_ws" / "src" / "slu_interfaces"


def test_root_package_xml_is_valid_ament_python():
    pkg = parse_package(str(REPO / "package.xml"))
    pkg.validate()
    assert pkg.name == "slu_node" and pkg.package_format == 3
    assert pkg.get_build_type() == "ament_python"
    execs = {d.name for d in pkg.exec_depends}
    assert {"rclpy", "std_msgs", "std_srvs", "audio_common_msgs", "slu_interfaces", "lifecycle_msgs"} <= execs
    assert {"ament_copyright", "ament_flake8", "ament_pep257"} <= {d.name for d in pkg.test_depends}


def test_interfaces_package_xml_is_valid_rosidl_package():
    pkg = parse_package(str(IFACE / "package.xml"))
    pkg.validate()
    assert pkg.get_build_type() == "ament_cmake"
    assert "rosidl_default_generators" in {d.name for d in pkg.buildtool_depends}
    assert "rosidl_default_runtime" in {d.name for d in pkg.exec_depends}
    assert "rosidl_interface_packages" in {g.name for g in pkg.member_of_groups}


def test_cmakelists_lists_every_msg_file_once():
    listed = re.findall(r'"msg/(\w+)\.msg"', (IFACE / "CMakeLists.txt").read_text())
    on_disk = sorted(p.stem for p in (IFACE / "msg").glob("*.msg"))
    assert sorted(listed) == on_disk == sorted(MESSAGE_NAMES)


def test_msg_files_parse_and_reason_constants_match_core():
    store = slu_typestore()
    cls = store.types["slu_interfaces/msg/ClarificationRequest"]
    consts = {getattr(cls, n) for n in dir(cls) if n.startswith("REASON_")}
    assert consts == set(REASONS)
    for name in MESSAGE_NAMES:
        assert store.hash_rihs01(f"slu_interfaces/msg/{name}").startswith("RIHS01_")


def test_colcon_symlink_points_to_the_root_package():
    link = REPO / "ros_ws" / "src" / "slu_node"
    assert link.is_symlink() and not os.path.isabs(os.readlink(link))
    assert link.resolve() == REPO and (link / "package.xml").is_file()


def _utterance() -> UtteranceResult:
    preds = tuple(parse_predicates("[open(2, egg, bowl), mix(egg, *whisk*)]"))
    t = Transcript("crack two eggs into the bowl and whisk them", 0.8,
                   (("crack two eggs into the bowl and whisk them", 0.8), ("crack two eggs in the bowl", 0.1)),
                   (Word("crack", 0.1, 0.4, 0.9), Word("two", 0.4, 0.6, 0.95)), 2.5, 0.12)
    parse = ParseResult(t.text, None, Command(preds, "", 0.87))
    return UtteranceResult("s#1", 1.0, 3.5, 3.8, t, parse, format_predicates(preds),
                           {"vad_endpoint_delay": 300.0, "asr": 100.0, "nlu": 3.0, "post_endpoint": 104.0},
                           snr_db=12.5, decay_db_per_s=-150.0)


def _cdr_round_trip(store, msg):
    return store.deserialize_cdr(store.serialize_cdr(msg, msg.__msgtype__), msg.__msgtype__)


def test_command_and_transcript_survive_cdr_round_trip():
    store = slu_typestore()
    types = m.rosbags_message_types(store)
    u = _utterance()
    tr, cmd, clar = m.utterance_to_msgs(types, u, stamp_ns=1_700_000_000_123_456_789, frame_id="x")
    assert clar is None
    cmd2 = _cdr_round_trip(store, cmd)
    assert m.command_from_msg(cmd2).predicates == u.parse.command.predicates
    assert cmd2.sugar == "[open(2, egg, bowl), mix(egg, *whisk*)]"
    assert cmd2.header.stamp.sec == 1_700_000_000 and cmd2.header.stamp.nanosec == 123_456_789
    assert abs(cmd2.endpoint_delay - 0.3) < 1e-6 and abs(cmd2.speech_end - 3.5) < 1e-6
    tr2 = _cdr_round_trip(store, tr)
    t2 = m.transcript_from_msg(tr2)
    assert t2.text == u.transcript.text and [w.word for w in t2.words] == ["crack", "two"]
    assert len(t2.alternatives) == 2 and abs(t2.confidence - 0.8) < 1e-6
    assert m.snr_from_msg(tr2) == pytest.approx(12.5) and m.decay_from_msg(tr2) == pytest.approx(-150.0)
    # unknown SNR or decay rate: NaN in the message, None back
    for snr in (None, float("inf")):
        unknown = _cdr_round_trip(store, m.transcript_to_msg(types, u.transcript, snr_db=snr, decay_db_per_s=snr))
        assert unknown.snr_db != unknown.snr_db and m.snr_from_msg(unknown) is None
        assert unknown.decay_db_per_s != unknown.decay_db_per_s and m.decay_from_msg(unknown) is None


def test_clarification_round_trip_keeps_reason_roles_and_partial():
    store = slu_typestore()
    types = m.rosbags_message_types(store)
    c = ClarificationRequest("missing_argument", ("object",), tuple(parse_predicates("add(#, pot)")),
                             "What should I add?", ("blorp",))
    msg = _cdr_round_trip(store, m.parse_result_to_msg(types, ParseResult("add blorp to the pot", None, None, c)))
    assert msg.partial_sugar == "add(#, pot)" and msg.reason == msg.REASON_MISSING_ARGUMENT
    assert m.clarification_from_msg(msg) == c


def test_parse_result_without_outcome_is_refused():
    with pytest.raises(ValueError):
        m.parse_result_to_msg(m.rosbags_message_types(slu_typestore()), ParseResult("x"))


def test_nan_confidence_becomes_a_valid_float():
    types = m.rosbags_message_types(slu_typestore())
    msg = m.transcript_to_msg(types, Transcript("x", float("nan")))
    assert msg.confidence == 0.0


@pytest.mark.parametrize("fmt,channels,rate", [("S16LE", 1, 16000), ("F32LE", 2, 16000), ("S32LE", 1, 16000),
                                                ("S16LE", 1, 48000)])
def test_audio_decoder_formats(fmt, channels, rate):
    info = type("Info", (), dict(channels=channels, sample_rate=rate, sample_format=fmt, coding_format="wave"))
    dec = m.AudioDecoder(m.audio_format_from_msg(info))
    t = np.arange(rate // 10) / rate
    x = 0.5 * np.sin(2 * np.pi * 440 * t)
    if fmt == "S16LE":
        raw = (x * 32767).astype("<i2")
    elif fmt == "S32LE":
        raw = (x * 2**31).astype("<i4")
    else:
        raw = x.astype("<f4")
    raw = np.repeat(raw[:, None], channels, axis=1).tobytes()
    out = np.concatenate([dec.decode(raw), dec.decode(raw)])
    assert out.dtype == np.int16
    expected = 2 * 1600
    assert abs(len(out) - expected) <= 400  # the streaming resampler holds back ~17 ms
    assert 15000 < np.abs(out[: len(out) // 2]).max() < 17000


@pytest.mark.parametrize("data", [b"", b"\x01\x02\x03"])
def test_audio_decoder_rejects_empty_and_odd_chunks(data):
    with pytest.raises(ValueError):
        m.AudioDecoder().decode(data)


@pytest.mark.parametrize("field,value", [("sample_format", "U8"), ("coding_format", "mp3"), ("channels", 0),
                                         ("sample_rate", 100)])
def test_audio_info_validation(field, value):
    fields = dict(channels=1, sample_rate=16000, sample_format="S16LE", coding_format="wave")
    fields[field] = value
    with pytest.raises(ValueError):
        m.audio_format_from_msg(type("Info", (), fields))
