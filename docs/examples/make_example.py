#!/usr/bin/env python3
"""Rebuild the example evaluation report of docs/examples/.

1. Synthesises a small dataset from the hand-written cooking commands of
   ``tests/fixtures/cooking_handwritten.{sugar,txt}`` (TTS voices round robin; dialogues of 8 commands)
   into ``--work`` (``wav/``, ``refs.sugar``, ``transcripts.txt``: the layout ``slu eval`` reads);
2. runs the noise sweep (``slu eval`` equivalent) at clean / 20 / 10 / 0 dB with the kitchen noise
   recordings, writing one run log per SNR;
3. renders ``example_report.html`` from those logs.

Usage: python docs/examples/make_example.py [--n 48] [--domain models/cooking] [--work /tmp/slu_example]
Needs the trained cooking model (``slu train``), espeak-ng/flite and the shared noise recordings.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from slu_node.audio.io import write_wav  # noqa: E402
from slu_node.audio.mix import load_noise, noise_dir  # noqa: E402
from slu_node.evaluation.dataset import load_dataset  # noqa: E402
from slu_node.evaluation.sweep import format_table, run_sweep  # noqa: E402
from slu_node.report.html import write_report  # noqa: E402
from slu_node.sugar import read_sugar_file  # noqa: E402
from slu_node.tts import FAST_VOICES, available_voices, synthesize  # noqa: E402

FIXTURE = ROOT / "tests" / "fixtures" / "cooking_handwritten"


def build_dataset(work: Path, n: int, per_dialogue: int = 8) -> Path:
    """Synthesise the first ``n`` hand-written commands into ``work`` (returns it)."""
    refs = read_sugar_file(FIXTURE.with_suffix(".sugar"))[:n]
    texts = dict(line.split(";", 1) for line in FIXTURE.with_suffix(".txt").read_text().splitlines() if ";" in line)
    voices = [v for v in FAST_VOICES if v in available_voices()][:3]
    if not voices:
        raise SystemExit("no TTS voice available (install espeak-ng or flite)")
    lines, transcripts = [], []
    for k, ref in enumerate(refs):
        if k and k % per_dialogue == 0:
            lines.append("---")
        ident = f"c{int(ref.id):03d}" if ref.id.isdigit() else ref.id
        text = texts[ref.id].strip()
        write_wav(work / "wav" / f"{ident}.wav", synthesize(text, voices[k % len(voices)]))
        lines.append(f"{ident}; {ref.text}")
        transcripts.append(f"{ident}; {text}")
    (work / "refs.sugar").write_text("\n".join(lines) + "\n")
    (work / "transcripts.txt").write_text("\n".join(transcripts) + "\n")
    return work


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--n", type=int, default=48)
    ap.add_argument("--domain", default=str(ROOT / "models" / "cooking"))
    ap.add_argument("--work", type=Path, default=Path("/tmp/slu_example"))
    ap.add_argument("--snr", nargs="+", default=["clean", "20", "10", "0"])
    ap.add_argument("--nbest", type=int, default=None, help="pocketsphinx n-best size (default: the backend's)")
    ap.add_argument("--out", type=Path, default=Path(__file__).resolve().parent / "example_report.html")
    args = ap.parse_args(argv)

    from slu_node.evaluation.sweep import parse_snr
    from slu_node.pipeline import Pipeline

    dataset = load_dataset(build_dataset(args.work, args.n))
    noises = [load_noise(p) for p in sorted(noise_dir().glob("*.wav"))]
    asr_options = {"nbest": args.nbest} if args.nbest else {}
    pipeline = Pipeline.from_domain(args.domain, asr_options=asr_options)
    header = {"domain": "models/cooking", "asr_backend": "pocketsphinx", "source": "cooking_handwritten_tts",
              "noise": ", ".join(p.name for p in sorted(noise_dir().glob("*.wav"))), "asr_options": asr_options}
    results = run_sweep(dataset, pipeline, [parse_snr(s) for s in args.snr], noises, seed=0,
                        log_dir=args.work / "logs", header=header)
    print(format_table(results))
    logs = [r.log_path for r in results]
    out = write_report(logs, args.out, title="Example: TTS cooking commands under kitchen noise")
    print(f"wrote {out} ({out.stat().st_size // 1024} KiB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
