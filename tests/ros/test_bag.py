"""``slu bag``: record WAVs → bag → replay → read back with rosbags; scoring; bad chunks; the sample bag."""

from __future__ import annotations

import time
from pathlib import Path

import numpy as np
import pytest
from rosbags.rosbag2 import Reader

from slu_node.audio.io import load_audio, write_wav
from slu_node.bag import common
from slu_node.bag.record import record_wavs
from slu_node.bag.replay import replay_bag
from slu_node.bag.score import score_bag
from slu_node.bag.typestore import slu_typestore
from slu_node.cli import main as slu_main
from slu_node.ros.messages import audio_chunk_msg, audio_info_msg, rosbags_message_types
from slu_node.sugar import parse_predicates
from slu_node.types import Command, ParseResult, Transcript, UtteranceResult

from ros_helpers import DOMAIN, REPO, needs_model

COMMANDS = [("u1", "crack two eggs into the bowl", "open(2, egg, bowl)"),
            ("u2", "put the pan on the stove", "put(pan, stove)")]


def _read(bag: Path) -> dict:
    store = slu_typestore()
    out: dict = {}
    with Reader(bag) as r:
        for conn, t, raw in r.messages():
            out.setdefault(conn.topic, []).append((t, store.deserialize_cdr(raw, conn.msgtype)))
    return out


@pytest.fixture
def wavs(tmp_path):
    from slu_node.tts import synthesize

    paths = []
    for ident, text, _ in COMMANDS:
        p = tmp_path / f"{ident}.wav"
        write_wav(p, np.concatenate([np.zeros(4000, np.int16), synthesize(text), np.zeros(4000, np.int16)]))
        paths.append(p)
    ref = tmp_path / "ref.sugar"
    ref.write_text("".join(f"{i}; {s}\n" for i, _, s in COMMANDS))
    return paths, ref


@pytest.mark.parametrize("storage", ["sqlite3", "mcap"])
def test_record_writes_audio_info_chunks_and_references(tmp_path, wavs, storage):
    paths, ref = wavs
    bag = tmp_path / "rec"
    summary = record_wavs(paths, bag, ref=ref, storage=storage, chunk_ms=20, gap_s=0.5, start_time_s=100.0)
    msgs = _read(bag)
    (t_info, info), = msgs[common.AUDIO_INFO]
    assert (info.sample_format, info.sample_rate, info.channels, info.coding_format) == ("S16LE", 16000, 1, "wave")
    audio = msgs[common.AUDIO]
    assert len(audio) == summary.chunks
    data = np.frombuffer(b"".join(bytes(m.audio.data) for _, m in audio), dtype="<i2")
    gap = np.zeros(8000, np.int16)
    expected = np.concatenate([load_audio(paths[0]), gap, load_audio(paths[1]), gap])
    assert np.array_equal(data, expected)
    stamps = [t for t, _ in audio]
    assert stamps[0] == 100 * 10**9 and all(b - a == 20_000_000 for a, b in zip(stamps, stamps[1:]))
    assert all(t == m.header.stamp.sec * 10**9 + m.header.stamp.nanosec for t, m in audio)
    refs = msgs[common.REFERENCE]
    assert [m.data for _, m in refs] == [f"{i}; {s}" for i, _, s in COMMANDS]
    # reference of u2 is stamped at the start of the second recording (file stem = reference ID)
    assert refs[1][0] == 100 * 10**9 + int(round((len(load_audio(paths[0])) + 8000) / 16000 * 1e9))
    with Reader(bag) as r:
        qos = {c.topic: c.ext.offered_qos_profiles for c in r.connections}
    assert "transient_local" in str(qos[common.AUDIO_INFO]).lower() or "TRANSIENT_LOCAL" in str(qos[common.AUDIO_INFO])


class _EnergyPipeline:
    """Pure bag-plumbing double: the real VAD segments the stream and every utterance becomes the next
    reference command (so the replay/score path can be checked without a trained model)."""

    def __init__(self, answers):
        from slu_node.audio.vad import VadSegmenter

        self.vad = VadSegmenter()
        self.answers = list(answers)
        self.fed = 0

    def reset(self, source=None):
        self.vad.reset()

    def _result(self, seg):
        time.sleep(0.01)
        preds = tuple(parse_predicates(self.answers.pop(0))) if self.answers else ()
        return UtteranceResult(f"t#{self.fed}", seg.start_s, seg.end_s, seg.endpoint_s, Transcript("x"),
                               ParseResult("x", None, Command(preds, "", 0.9)), "", {"asr": 10.0})

    def feed(self, samples):
        self.fed += len(samples)
        return [self._result(s) for s in self.vad.feed(samples)]

    def flush(self):
        return [self._result(s) for s in self.vad.flush()]


def test_replay_round_trip_stamps_results_at_input_time_plus_processing(tmp_path, wavs):
    paths, ref = wavs
    bag, out = tmp_path / "rec", tmp_path / "out"
    record_wavs(paths, bag, ref=ref, gap_s=0.5, start_time_s=10.0)
    pipe = _EnergyPipeline([s for _, _, s in COMMANDS])
    summary = replay_bag(bag, out, pipe)
    assert summary.utterances == 2 and summary.commands == 2 and summary.bad_chunks == 0
    assert pipe.fed == sum(len(load_audio(p)) + 8000 for p in paths)
    msgs = _read(out)
    cmds = msgs[common.COMMAND]
    assert len(cmds) == 2 and len(msgs[common.TRANSCRIPT]) == 2
    for t, cmd in cmds:
        end_of_speech = 10 * 10**9 + int(cmd.speech_end * 1e9)
        assert t > end_of_speech  # after the speech ended, plus the VAD delay and processing
        assert t == cmd.header.stamp.sec * 10**9 + cmd.header.stamp.nanosec
    assert len(msgs[common.AUDIO]) == len(_read(bag)[common.AUDIO])  # audio copied
    score = score_bag(out)
    assert score.exact == 2 and score.figures["correct_actions"] == 100.0


def test_replay_skips_bad_chunks_and_bad_audio_info(tmp_path):
    store = slu_typestore()
    types = rosbags_message_types(store)
    bag = tmp_path / "bad"
    w = common.open_writer(bag)
    ci = w.add_connection(common.AUDIO_INFO, "audio_common_msgs/msg/AudioInfo", typestore=store)
    ca = w.add_connection(common.AUDIO, "audio_common_msgs/msg/AudioDataStamped", typestore=store)
    good = audio_chunk_msg(types, np.zeros(320, np.int16), stamp_ns=0)
    odd = types.AudioDataStamped(header=good.header, audio=types.AudioData(data=np.zeros(3, np.uint8)))
    empty = types.AudioDataStamped(header=good.header, audio=types.AudioData(data=np.zeros(0, np.uint8)))
    mp3 = audio_info_msg(types)
    mp3.coding_format = "mp3"
    seq = [(ci, audio_info_msg(types)), (ca, good), (ca, odd), (ca, empty), (ca, good), (ci, mp3), (ca, good),
           (ci, audio_info_msg(types)), (ca, good)]
    for k, (c, msg) in enumerate(seq):
        w.write(c, k * 20_000_000, store.serialize_cdr(msg, msg.__msgtype__))
    w.close()
    pipe = _EnergyPipeline([])
    s = replay_bag(bag, tmp_path / "out", pipe)
    assert s.bad_chunks == 3 and pipe.fed == 3 * 320
    assert any("mp3" in e for e in s.errors)


def test_cli_record_and_errors(tmp_path, wavs, capsys):
    paths, ref = wavs
    assert slu_main(["bag", "record-wav", *map(str, paths), "--out", str(tmp_path / "b"), "--ref", str(ref)]) == 0
    assert "2 reference(s)" in capsys.readouterr().out
    assert slu_main(["bag", "record-wav", str(tmp_path / "missing.wav"), "--out", str(tmp_path / "c")]) == 1
    assert slu_main(["bag", "record-wav", str(paths[0]), "--out", str(tmp_path / "b")]) == 1  # exists
    capsys.readouterr()
    assert slu_main(["bag", "score", str(tmp_path / "b")]) == 0  # references but no results: all missed
    assert "correct_actions: 0.0 %" in capsys.readouterr().out
    with pytest.raises(ValueError):
        record_wavs(paths, tmp_path / "d", chunk_ms=0)


def test_score_without_references_is_an_error(tmp_path, wavs):
    record_wavs(wavs[0], tmp_path / "b")
    with pytest.raises(ValueError, match="reference"):
        score_bag(tmp_path / "b")


SAMPLE_BAG = REPO / "samples" / "cooking_session.bag"


@needs_model
@pytest.mark.skipif(not SAMPLE_BAG.exists(), reason=f"{SAMPLE_BAG} not built yet")
def test_sample_bag_replays_to_the_reference_commands(tmp_path):
    from slu_node.pipeline import Pipeline

    pipe = Pipeline.from_domain(DOMAIN)
    summary = replay_bag(SAMPLE_BAG, tmp_path / "out", pipe, copy_audio=False)
    score = score_bag(tmp_path / "out")
    print(score.table(), f"\nRTF {summary.real_time_factor:.3f}")
    assert summary.bad_chunks == 0
    assert score.figures["correct_actions"] >= 60.0  # accuracy floor on clean TTS speech
