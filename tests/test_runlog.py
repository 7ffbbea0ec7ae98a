"""Run logs: UtteranceResult → JSON Lines → RunLog round trip, and clear errors on bad files."""

import io
import json

import pytest

from slu_node.runlog import (
    SCHEMA,
    Reference,
    RunLogError,
    RunLogWriter,
    UtteranceRecord,
    read_run_log,
    record_from_result,
)
from slu_node.types import (
    Argument,
    ClarificationRequest,
    Command,
    NluOutput,
    ParseResult,
    Predicate,
    Transcript,
    UtteranceResult,
)


def _command_result(uid="kitchen.wav#1"):
    pred = Predicate("open", (Argument("quantity", ("2",)), Argument("object", ("egg",), is_list=True),
                              Argument("destination", ("bowl",))))
    nlu = NluOutput(tokens=("crack", "two", "eggs", "into", "the", "bowl"),
                    tags=("B-act.open", "B-quantity", "B-object", "O", "O", "B-destination"),
                    tag_confidence=(0.9,) * 6, intents={"open": 0.97, "add": 0.01})
    parse = ParseResult(text="crack two eggs into the bowl", nlu=nlu, command=Command((pred,), "", 0.9))
    return UtteranceResult(
        utterance_id=uid, start_s=1.0, end_s=2.5, endpoint_s=2.8,
        transcript=Transcript("crack two eggs into the bowl", 0.8,
                              (("crack two eggs into the bowl", 0.8), ("crack two eggs in the bowl", 0.1))),
        parse=parse, sugar="",  # empty: the converter must format the predicates itself
        timings_ms={"vad_endpoint_delay": 300.0, "asr": 120.5, "nlu": 4.2, "post_endpoint": 125.0},
    )


def _clarification_result():
    partial = (Predicate("add", (Argument("object", ("#",)), Argument("destination", ("pot",)))),)
    cl = ClarificationRequest("unknown_word", ("object",), partial, "Which object?", ("saffron",))
    return UtteranceResult("kitchen.wav#2", 3.0, 4.0, 4.3, Transcript("add saffron to the pot", 0.6),
                           ParseResult(text="add saffron to the pot", clarification=cl),
                           timings_ms={"vad_endpoint_delay": 310.0, "post_endpoint": 90.0}, snr_db=11.04)


def test_round_trip(tmp_path):
    path = tmp_path / "sub" / "run.jsonl"
    with RunLogWriter(path) as log:
        log.write_header(domain="models/cooking", asr_backend="pocketsphinx", source="kitchen.wav", snr_db=10,
                         noise="tap.wav", seed=3, note="x")
        log.write(_command_result(), reference=Reference("open(2, egg, bowl)", "crack two eggs into the bowl"))
        log.write(_clarification_result(), reference="add(saffron, pot)")
    lines = path.read_text().splitlines()
    assert len(lines) == 3 and json.loads(lines[0])["schema"] == SCHEMA

    run = read_run_log(path)
    assert run.header.domain == "models/cooking" and run.header.snr_db == 10.0 and run.header.seed == 3
    assert run.header.extra == {"note": "x"} and "python" in run.header.versions and run.header.created
    a, b = run.records
    assert a.utterance_id == "kitchen.wav#1" and a.dialogue_id == "kitchen.wav"
    assert (a.start_s, a.end_s, a.endpoint_s) == (1.0, 2.5, 2.8)
    assert a.command == {"sugar": "open(2, egg, bowl)", "dialogue_act": "", "confidence": 0.9}
    assert a.clarification is None and a.hypothesis == "open(2, egg, bowl)"
    assert a.transcript["alternatives"][1] == ["crack two eggs in the bowl", 0.1]
    assert a.parse["intents"]["open"] == pytest.approx(0.97) and a.parse["tags"][0] == "B-act.open"
    assert a.reference == Reference("open(2, egg, bowl)", "crack two eggs into the bowl")
    assert a.response_delay_ms == pytest.approx(425.0)
    assert b.command is None and b.clarification["reason"] == "unknown_word"
    assert b.clarification["sugar"] == "add(#, pot)" and b.hypothesis == "add(#, pot)"
    assert b.clarification["roles"] == ["object"] and b.parse["intents"] == {}
    assert b.reference == Reference("add(saffron, pot)", "")
    assert b.response_delay_ms == pytest.approx(400.0)
    assert list(run.dialogues()) == ["kitchen.wav"]


def test_writer_on_file_object_writes_default_header():
    buf = io.StringIO()
    w = RunLogWriter(buf)
    w.write(_command_result("x#1"), dialogue_id="recipe-1")
    w.close()
    header, rec = [json.loads(x) for x in buf.getvalue().splitlines()]
    assert header["type"] == "header" and rec["dialogue_id"] == "recipe-1" and rec["reference"] is None


def test_header_after_record_is_refused(tmp_path):
    with RunLogWriter(tmp_path / "r.jsonl") as w:
        w.write(_command_result())
        with pytest.raises(RunLogError):
            w.write_header(domain="x")


def test_converter_rejects_wrong_types():
    with pytest.raises(TypeError):
        record_from_result({"utterance_id": "x"})
    with pytest.raises(TypeError):
        record_from_result(_command_result(), reference=42)


def test_record_dict_round_trip():
    rec = record_from_result(_clarification_result(), reference={"sugar": "add(saffron, pot)"}, item_id="u7")
    assert rec.snr_db == 11.0
    assert UtteranceRecord.from_dict(json.loads(json.dumps(rec.to_dict()))) == rec


@pytest.mark.parametrize(
    "content, message",
    [
        ("{not json}\n", "not JSON"),
        ('[1, 2]\n', "JSON object"),
        ('{"type": "header", "schema": "other/9"}\n', "unknown schema"),
        ('{"type": "utterance"}\n', "utterance_id"),
        ('{"type": "utterance", "utterance_id": "a", "start_s": "soon"}\n', "bad field"),
        ('{"type": "utterance", "utterance_id": "a"}\n{"type": "header", "schema": "%s"}\n' % SCHEMA, "first line"),
        ('{"type": "banana"}\n', "unknown record type"),
    ],
)
def test_bad_files_raise_clear_errors(tmp_path, content, message):
    path = tmp_path / "bad.jsonl"
    path.write_text(content)
    with pytest.raises(RunLogError, match=message):
        read_run_log(path)


def test_missing_file(tmp_path):
    with pytest.raises(RunLogError, match="no such run log"):
        read_run_log(tmp_path / "nope.jsonl")
