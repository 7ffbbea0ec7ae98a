"""HTML report: every section present, self-contained, right numbers, renders in headless Chromium."""

import json
import re
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest

from slu_node.cli import main as slu_main
from slu_node.report.html import SECTION_IDS, build_report, write_report
from slu_node.runlog import read_run_log

FIXTURES = Path(__file__).parent / "fixtures" / "runlogs"
TOY = FIXTURES / "toy_two_dialogues.jsonl"


def _sweep_logs(tmp_path):
    """Three copies of the toy log as a noise sweep (clean, 10 dB, 0 dB), the noisier ones worse."""
    lines = TOY.read_text().splitlines()
    paths = []
    for snr, broken in ((None, 0), (10.0, 1), (0.0, 3)):
        header = json.loads(lines[0])
        header["snr_db"] = snr
        out = [json.dumps(header)]
        for k, line in enumerate(lines[1:]):
            rec = json.loads(line)
            if k < broken and rec["command"] is not None:  # noise: commands lost
                rec["command"] = None
                rec["transcript"]["text"] = ""
            out.append(json.dumps(rec))
        path = tmp_path / f"snr_{'clean' if snr is None else int(snr)}.jsonl"
        path.write_text("\n".join(out) + "\n")
        paths.append(path)
    return paths


def test_single_log_report_has_every_section_and_numbers():
    text = build_report([read_run_log(TOY)])
    for ident in SECTION_IDS:
        assert f'<section id="{ident}">' in text, ident
    assert text.startswith("<!DOCTYPE html>") and text.rstrip().endswith("</html>")
    # self-contained: no external resource, no script
    assert not re.search(r'(src|href)="(https?:|//|file:)', text) and "<script" not in text
    assert "<svg" in text  # latency histograms inline
    assert "80.0 %" in text and "40.0 %" in text  # SUGAR correct actions / arguments of the toy log
    assert "424 ms" in text and "PA:CO" in text and "50.0 %" in text  # SRD, task finish rate
    # worst utterance: b1 lost entirely (4 of 4 concepts) comes first
    worst = text[text.index('<section id="worst">'):]
    assert worst.index("recipe_b#1") < worst.index("recipe_a#2")
    assert "mix(*[ingredients]*, *whisk*, well)" in worst and "(nothing recognised)" in worst
    assert "One run log only" in text


def test_sweep_report_draws_accuracy_against_snr(tmp_path):
    paths = _sweep_logs(tmp_path)
    out = write_report(paths, tmp_path / "r" / "report.html", title="Sweep <test>")
    text = out.read_text()
    section = text[text.index('<section id="accuracy-vs-snr">'):text.index('<section id="latency">')]
    assert "<svg" in section and "clean" in section and "10 dB" in section and "0 dB" in section
    assert "Sweep &lt;test&gt;" in text  # escaped title
    # main run is the clean one
    assert "main run: <b>snr_clean (clean)</b>" in text


def test_cli_report(tmp_path, capsys):
    out = tmp_path / "cli.html"
    assert slu_main(["report", str(TOY), "--out", str(out)]) == 0
    assert out.is_file() and "wrote" in capsys.readouterr().out
    assert slu_main(["report", str(tmp_path / "missing.jsonl"), "--out", str(out)]) == 1
    assert "no such run log" in capsys.readouterr().err


def test_empty_input_is_refused():
    with pytest.raises(ValueError):
        build_report([])


CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")


@pytest.mark.skipif(CHROMIUM is None, reason="headless Chromium not installed (Debian: apt-get install chromium)")
def test_report_renders_in_headless_chromium(tmp_path):
    from PIL import Image, ImageStat

    html = write_report(_sweep_logs(tmp_path), tmp_path / "report.html")
    png = tmp_path / "shot.png"
    profile = tempfile.mkdtemp(prefix="chromium_profile_")
    try:
        subprocess.run(
            [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
             "--disable-component-update", "--disable-sync", "--no-first-run", f"--user-data-dir={profile}",
             f"--screenshot={png}", "--window-size=1280,2000", html.resolve().as_uri()],
            capture_output=True, timeout=120, check=False,
        )
    finally:
        shutil.rmtree(profile, ignore_errors=True)
    assert png.is_file(), "chromium wrote no screenshot"
    with Image.open(png) as im:
        assert im.size == (1280, 2000)
        grey = im.convert("L")
        stat = ImageStat.Stat(grey)
        assert stat.stddev[0] > 10  # not a blank page
        colours = im.convert("RGB").getcolors(maxcolors=1 << 20)
        assert colours is not None and len(colours) > 50  # text, tables, plots
        # something drawn in the top, middle and bottom thirds
        for top in (0, 666, 1333):
            assert ImageStat.Stat(grey.crop((0, top, 1280, top + 666))).stddev[0] > 5
