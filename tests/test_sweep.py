"""Robustness sweep: noise mixed at the requested SNR, datasets, run logs per SNR, per-SNR scoring.

The sweep machinery is tested with a scripted pipeline (it records the audio it is fed and answers
from a script), because the checks are about the sweep: which audio reaches the pipeline, what is
logged and how it is scored. The real pipeline is run too when the trained cooking model exists.
"""

import json
import shutil
from pathlib import Path

import numpy as np
import pytest

from slu_node.audio.io import SAMPLE_RATE, load_audio, write_wav
from slu_node.audio.mix import load_noise, measure_snr, mix_at_snr, noise_dir
from slu_node.evaluation.dataset import DatasetError, load_dataset
from slu_node.evaluation.sweep import format_table, item_seed, parse_snr, run_condition, run_sweep
from slu_node.runlog import read_run_log
from slu_node.types import Command, ParseResult, Transcript, UtteranceResult

REPO = Path(__file__).resolve().parents[1]
HAVE_ESPEAK = shutil.which("espeak-ng") is not None
needs_espeak = pytest.mark.skipif(not HAVE_ESPEAK, reason="espeak-ng (Debian package) not installed")


def _speech(text="crack two eggs into the bowl"):
    from slu_node.tts import synthesize

    return synthesize(text)


def _noise():
    path = noise_dir() / "kitchen_ambience.wav"
    if path.is_file():
        return load_noise(path)
    rng = np.random.default_rng(1)  # no shared data: pink-ish noise, still a real mix
    return (np.cumsum(rng.normal(size=SAMPLE_RATE * 5)) * 20).astype(np.int16)


@needs_espeak
@pytest.mark.parametrize("snr", [20, 15, 10, 5, 0])
def test_mix_reaches_requested_snr_within_half_a_db(snr):
    speech = _speech()
    noise = _noise()
    mixed = mix_at_snr(speech, noise, snr, seed=7)
    added = mixed.astype(np.float64) - speech.astype(np.float64)
    # active-speech definition of the mixing module
    assert measure_snr(speech, added, active=True) == pytest.approx(snr, abs=0.5)
    # whole-signal definition, computed here independently
    mixed_plain = mix_at_snr(speech, noise, snr, seed=7, active=False)
    n = mixed_plain.astype(np.float64) - speech
    s = speech.astype(np.float64)
    assert 10 * np.log10(np.mean(s * s) / np.mean(n * n)) == pytest.approx(snr, abs=0.5)


class ScriptedPipeline:
    """Records what it is fed; answers item k with script[k] (None: no utterance detected)."""

    def __init__(self, script):
        self.script = list(script)
        self.fed = []
        self.resets = []
        self._pending = None

    def reset(self, source=None):
        self.resets.append(source)

    def feed(self, samples):
        assert samples.dtype == np.int16 and samples.ndim == 1
        self.fed.append(samples.copy())
        return []

    def flush(self):
        k = len(self.fed) - 1
        sugar = self.script[k % len(self.script)]
        if sugar is None:
            return []
        res = UtteranceResult(
            utterance_id=f"s#{k}", start_s=0.5, end_s=1.5, endpoint_s=1.8,
            transcript=Transcript("some words", 0.9),
            parse=ParseResult("some words", command=Command((), "", 0.9)), sugar=sugar,
            timings_ms={"vad_endpoint_delay": 300.0, "asr": 50.0 + k, "nlu": 2.0, "post_endpoint": 60.0 + k},
        )
        return [res]


@pytest.fixture(scope="module")
def tiny_dataset(tmp_path_factory):
    if not HAVE_ESPEAK:
        pytest.skip("espeak-ng (Debian package) not installed")
    root = tmp_path_factory.mktemp("tiny")
    lines = [("u1", "crack two eggs into the bowl", "open(2, egg, bowl)"),
             ("u2", "add salt", "add(salt, *[ingredients]*)"),
             ("u3", "take the pan off the stove", "remove(pan, stove)")]
    for ident, text, _ in lines:
        write_wav(root / "wav" / f"{ident}.wav", _speech(text))
    (root / "refs.sugar").write_text("u1; open(2, egg, bowl)\nu2; add(salt, *[ingredients]*)\n---\n"
                                     "u3; remove(pan, stove)\n")
    (root / "transcripts.txt").write_text("\n".join(f"{i}; {t}" for i, t, _ in lines) + "\n")
    return root


def test_dataset_layouts(tiny_dataset, tmp_path):
    ds = load_dataset(tiny_dataset)
    assert [i.id for i in ds.items] == ["u1", "u2", "u3"]
    assert [i.dialogue_id for i in ds.items] == ["refs/0", "refs/0", "refs/1"]
    assert ds.items[2].transcript == "take the pan off the stove"
    manifest = tmp_path / "m.jsonl"
    entry = {"audio": str(tiny_dataset / "wav" / "u1.wav"), "sugar": "open(2, egg, bowl)"}
    manifest.write_text(json.dumps(entry) + "\n")
    assert load_dataset(manifest).items[0].id == "u1"
    bad = tmp_path / "bad"
    bad.mkdir()
    (bad / "r.sugar").write_text("zz; take(pan)\n")
    with pytest.raises(DatasetError, match="no audio file zz.wav"):
        load_dataset(bad)
    with pytest.raises(DatasetError, match="no such dataset"):
        load_dataset(tmp_path / "nowhere")
    manifest.write_text('{"audio": "missing.wav", "sugar": ""}\n')
    with pytest.raises(DatasetError, match="no audio file"):
        load_dataset(manifest)


def test_sweep_mixes_logs_and_scores(tiny_dataset, tmp_path):
    ds = load_dataset(tiny_dataset)
    noise = _noise()
    # u1 right, u2 wrong argument, u3 nothing detected
    script = ["open(2, egg, bowl)", "add(pepper, *[ingredients]*)", None]
    pipe = ScriptedPipeline(script)
    results = run_sweep(ds, pipe, [None, 10.0, 0.0], [noise], seed=3, log_dir=tmp_path / "logs", pad_s=0.25)

    # one reset per dialogue per condition, with the dialogue name as the stream source
    assert pipe.resets == ["refs/0", "refs/1"] * 3
    clean = pipe.fed[:3]
    pad = int(0.25 * SAMPLE_RATE)
    for k, item in enumerate(ds.items):
        speech = load_audio(item.audio)
        assert clean[k].size == 2 * pad + speech.size
        assert not clean[k][:pad].any() and np.array_equal(clean[k][pad:-pad], speech)  # clean: untouched
    for cond, snr in ((1, 10.0), (2, 0.0)):
        for k in range(3):
            added = pipe.fed[cond * 3 + k].astype(np.float64) - clean[k]
            assert measure_snr(clean[k], added) == pytest.approx(snr, abs=0.5)
    # same seed, same item -> same noise excerpt at both SNRs (only the level changes)
    a = pipe.fed[3].astype(np.float64) - clean[0]
    b = pipe.fed[6].astype(np.float64) - clean[0]
    corr = np.corrcoef(a, b)[0, 1]
    assert corr > 0.99
    assert item_seed(3, 0) != item_seed(3, 1)

    logs = sorted(p.name for p in (tmp_path / "logs").iterdir())
    assert logs == ["snr_0.jsonl", "snr_10.jsonl", "snr_clean.jsonl"]
    run10 = read_run_log(tmp_path / "logs" / "snr_10.jsonl")
    assert run10.header.snr_db == 10.0 and run10.header.seed == 3
    assert [r.item_id for r in run10.records] == ["u1", "u2", "u3"]
    assert run10.records[2].command is None and run10.records[2].text == ""  # placeholder for "nothing"
    assert run10.records[0].reference.transcript == "crack two eggs into the bowl"

    for c, r in enumerate(results):
        assert r.items == 3
        assert r.headline["correct_actions"] == pytest.approx(200 / 3)  # open, add recognised of 3
        assert r.headline["correct_arguments"] == pytest.approx(100 / 3)
        assert r.interaction.asr_rejections == 1 and r.interaction.parsed_correct == 1
        # post_endpoint 60 + k for the k-th item fed overall; 2 answered items per condition
        assert r.latency_ms["response_delay"]["p50"] == pytest.approx(300 + 60.5 + 3 * c)
    table = format_table(results)
    assert "clean" in table and "10 dB" in table and "66.7" in table


def test_run_condition_errors(tiny_dataset):
    ds = load_dataset(tiny_dataset)
    with pytest.raises(ValueError, match="no noise"):
        run_condition(ds, ScriptedPipeline([None]), 10.0, [])
    assert parse_snr("clean") is None and parse_snr("5") == 5.0 and parse_snr("-5") == -5.0
    with pytest.raises(ValueError):
        parse_snr("loud")


MODEL = REPO / "models" / "cooking" / "nlu.int8.onnx"


@pytest.mark.skipif(not MODEL.is_file(), reason="trained cooking model absent (run `slu train` first)")
def test_real_pipeline_sweep(tmp_path):
    from slu_node.pipeline import Pipeline
    from slu_node.tts import available_voices, synthesize

    voices = [v for v in ("flite:rms", "flite:slt") if v in available_voices()]
    if not voices:
        pytest.skip("no TTS voice (espeak-ng / flite) installed")
    commands = [("crack two eggs into the bowl", "open(2, egg, bowl)"), ("add salt", "add(salt, *[ingredients]*)"),
                ("take the pan off the stove", "remove(pan, stove)")]
    lines = []
    for voice in voices:
        for k, (text, sugar) in enumerate(commands):
            ident = f"{voice.split(':')[1]}_{k}"
            write_wav(tmp_path / "ds" / f"{ident}.wav", synthesize(text, voice))
            lines.append(f"{ident}; {sugar}")
    (tmp_path / "ds" / "refs.sugar").write_text("\n".join(lines) + "\n")
    dataset = load_dataset(tmp_path / "ds")

    pipe = Pipeline.from_domain(REPO / "models" / "cooking")
    clean, loud = run_sweep(dataset, pipe, [None, 0.0], [_noise()], seed=0, log_dir=tmp_path / "logs")
    n = len(dataset)
    for result in (clean, loud):
        run = read_run_log(result.log_path)
        assert result.items == n and {r.item_id for r in run.records} == {i.id for i in dataset.items}
        assert sum(r.reference is not None for r in run.records) == n  # one reference per item
    assert "response_delay" in clean.latency_ms and clean.latency_ms["asr"]["p50"] > 0
    assert clean.headline["correct_actions"] >= 50.0  # accuracy floor on clean TTS speech
