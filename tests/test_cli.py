"""The ``slu`` command line: parse, run, score and errors (through ``slu_node.cli.main``)."""

import json
from pathlib import Path

import pytest

from slu_node.cli import COMMAND_MODULES, build_parser, main

ROOT = Path(__file__).resolve().parents[1]
SAMPLES = ROOT / "samples"


def test_every_subcommand_is_registered():
    help_text = build_parser().format_help()
    for name in COMMAND_MODULES:
        assert name.replace("_", "-") in help_text


def test_parse_prints_predicates_and_json(capsys):
    assert main(["parse", "crack two eggs into the bowl"]) == 0
    assert "open(" in capsys.readouterr().out
    assert main(["parse", "--json", "what's the weather tomorrow"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert "command" not in out and out["clarification"]["reason"] == "out_of_domain"


def test_parse_file_writes_a_hypothesis_file_that_scores(tmp_path, capsys):
    texts = tmp_path / "t.txt"
    texts.write_text("1; crack two eggs into the bowl\n2; knead the dough\n", encoding="utf-8")
    ref = tmp_path / "r.sugar"
    ref.write_text("1; open(2, egg, bowl)\n2; knead(dough)\n", encoding="utf-8")
    hyp = tmp_path / "h.sugar"
    assert main(["parse", "--file", str(texts), "--out", str(hyp)]) == 0
    lines = hyp.read_text(encoding="utf-8").splitlines()
    assert [line.split(";")[0] for line in lines] == ["1", "2"]
    capsys.readouterr()
    assert main(["score", "--ref", str(ref), "--hyp", str(hyp), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["headline"]["correct_actions"] >= 50.0


def test_parse_file_with_context_reads_each_recipe_as_one_dialogue(tmp_path, capsys):
    """``--context``: "add thirty grams of milk" after the eggs went into the bowl is ``*egg*``
    (sugar_format.md example 2); a "---" line starts a recipe with no context; without the flag every
    line stands alone."""
    texts = tmp_path / "t.txt"
    texts.write_text("1; crack two eggs into the bowl\n2; add thirty grams of milk\n---\n"
                     "3; add thirty grams of milk\n", encoding="utf-8")
    hyp = tmp_path / "h.sugar"
    assert main(["parse", "--file", str(texts), "--context", "--out", str(hyp)]) == 0
    assert hyp.read_text(encoding="utf-8").splitlines()[1:] == [
        "2; add(30 g, milk, *egg*)", "3; add(30 g, milk, *[ingredients]*)"]
    assert main(["parse", "--file", str(texts), "--out", str(hyp)]) == 0
    assert hyp.read_text(encoding="utf-8").splitlines()[1] == "2; add(30 g, milk, *[ingredients]*)"
    capsys.readouterr()


def test_run_on_a_sample_prints_a_score(capsys):
    wav = SAMPLES / "commands" / "c13.wav"
    if not wav.is_file():
        pytest.skip("samples not present")
    assert main(["run", str(wav), "--ref", str(SAMPLES / "commands.sugar")]) == 0
    out = capsys.readouterr().out
    assert "c13.wav" in out and "% correct actions" in out


def test_errors_exit_non_zero(capsys, tmp_path):
    assert main(["run", str(tmp_path / "missing.wav")]) == 1
    assert "missing.wav" in capsys.readouterr().err
    assert main(["parse", "--domain", str(tmp_path), "x"]) == 1
    assert main([]) == 2


def test_run_takes_the_policy_thresholds_and_refuses_one_outside_zero_to_one(capsys):
    from slu_node.cli.common import policy_from_args
    from slu_node.clarify import ClarificationPolicy

    core = ClarificationPolicy()
    help_text = " ".join(build_parser()._subparsers._group_actions[0].choices["run"].format_help().split())
    assert f"{core.slot_threshold:g} when written" in help_text  # the help's defaults are the policy's
    assert f"{core.noisy_slot_threshold:g} when written" in help_text
    args = build_parser().parse_args(["run", "x.wav", "--noisy-slot-threshold", "0.5"])
    assert policy_from_args(args) == ClarificationPolicy(noisy_slot_threshold=0.5)
    args = build_parser().parse_args(["bag", "replay", "x", "--out", "y", "--slot-threshold", "0.3"])
    assert policy_from_args(args) == ClarificationPolicy(slot_threshold=0.3)
    assert f"{core.reverberant_decay_db_per_s:g} when written" in help_text
    assert f"{core.rival_ratio:g} when written" in help_text
    args = build_parser().parse_args(["run", "x.wav", "--rival-ratio", "0.9", "--reverberant-decay", "0"])
    assert policy_from_args(args) == ClarificationPolicy(rival_ratio=0.9, reverberant_decay_db_per_s=None)
    assert policy_from_args(build_parser().parse_args(["run", "x.wav", "--rival-ratio", "0"])).rival_ratio is None
    wav = SAMPLES / "commands" / "c13.wav"
    assert main(["run", str(wav), "--noisy-slot-threshold", "1.5"]) == 1
    assert "noisy_slot_threshold must be within 0..1" in capsys.readouterr().err


def test_parse_options_types_and_errors():
    from slu_node.asr.options import parse_options

    assert parse_options(["nbest=1", "fwdflat=False", "lw=6.5", "x=none", "lm=a=b"]) == {
        "nbest": 1, "fwdflat": False, "lw": 6.5, "x": None, "lm": "a=b"}
    for bad in (["nbest"], ["=1"]):
        with pytest.raises(ValueError, match="KEY=VALUE"):
            parse_options(bad)


def test_run_dialogue_carries_the_context_from_file_to_file(tmp_path, capsys, monkeypatch, voice):
    """``--dialogue``: a recipe recorded one command per file (as SUGAR's) is one dialogue, in name
    order with numbers read as numbers ("c2" before "c10"); "add thirty grams of milk" after the eggs
    went into the bowl adds to them (sugar_format.md example 2), and a "---" line of the reference
    starts a new dialogue. Without the flag every file stands alone. The recogniser is scripted: the
    order of the files is what is tested."""
    import numpy as np

    import slu_node.cli.run as run_cli
    from slu_node.audio.io import write_wav
    from slu_node.parser import SpokenCommandParser
    from slu_node.pipeline import Pipeline
    from slu_node.tts import synthesize
    from slu_node.types import Transcript

    said = {"c2": "crack two eggs into the bowl", "c10": "add thirty grams of milk",
            "c11": "add thirty grams of milk"}
    silence = np.zeros(8000, dtype=np.int16)
    audio = np.concatenate([silence, synthesize("take the bowl", voice), silence])
    for stem in said:
        write_wav(tmp_path / f"{stem}.wav", audio)
    heard = []

    class Scripted:  # hears what each file says, whatever its audio
        def transcribe(self, samples):
            text = said[heard[-1]]
            return Transcript(text, 0.95, ((text, 0.95),), (), samples.size / 16000, 0.0)

    parser = SpokenCommandParser.load(ROOT / "models" / "cooking")
    pipeline = Pipeline(parser, Scripted(), streaming=False)
    process = pipeline.process_audio

    def spy(samples, source=None, keep_context=False):
        heard.append(source)
        return process(samples, source=source, keep_context=keep_context)

    monkeypatch.setattr(pipeline, "process_audio", spy)
    monkeypatch.setattr(run_cli, "build_pipeline", lambda args: pipeline)
    ref = tmp_path / "r.sugar"
    ref.write_text("c2; open(2, egg, bowl)\nc10; add(30 g, milk, *egg*)\n---\nc11; add(30 g, milk, *[ingredients]*)\n",
                   encoding="utf-8")
    hyp = tmp_path / "h.sugar"
    dialogue = ["c2; open(2, egg, bowl)", "c10; add(30 g, milk, *egg*)", "c11; add(30 g, milk, *[ingredients]*)"]
    assert main(["run", str(tmp_path), "--dialogue", "--ref", str(ref), "--hyp-out", str(hyp)]) == 0
    assert heard == ["c2", "c10", "c11"]
    assert hyp.read_text(encoding="utf-8").splitlines() == dialogue
    # a reference that separates recipes turns it on by itself; --no-dialogue and no reference: off
    assert main(["run", str(tmp_path), "--ref", str(ref), "--hyp-out", str(hyp)]) == 0
    assert hyp.read_text(encoding="utf-8").splitlines() == dialogue
    for extra in (["--ref", str(ref), "--no-dialogue"], []):
        assert main(["run", str(tmp_path), "--hyp-out", str(hyp), *extra]) == 0
        assert hyp.read_text(encoding="utf-8").splitlines()[1] == "c10; add(30 g, milk, *[ingredients]*)"
    capsys.readouterr()
