#!/usr/bin/env python3
"""ASR benchmark: word error rate (jiwer) and real-time factor per backend, voice and noise condition.

Backends: pocketsphinx with the domain LM (``<domain>/asr/``, built by ``slu train``; when missing it is
built into a temporary folder with :func:`slu_node.asr.lm.build_asr_model` from
``slu_node.datagen.sample_sentences``), for reference pocketsphinx with the wheel's generic LM, and with
``--moonshine`` the Moonshine recogniser with the domain's committed LM fused (no noise reduction
for either: these are the recognisers' own figures).
Utterances: the hand-written commands (``samples/commands.txt`` and, when present,
``tests/fixtures/cooking_handwritten.txt``; never used to build the LM) spoken by several TTS voices,
each padded with 0.3 s of silence, clean and with real kitchen noise (``kitchen_ambience``) at 10 and
0 dB SNR (active-speech level, :mod:`slu_node.audio.mix`).

Targets (project brief): WER ≤ 5 % on clean synthetic speech, real-time factor ≤ 0.05 (decoder seconds
per audio second, one utterance at a time, one thread). TTS is far cleaner than a real cook: these WERs
are optimistic. Speed numbers depend on the machine's load: run it on an idle machine.

Usage: python benchmarks/asr_benchmark.py --domain models/cooking [--voices flite:slt,espeak:en-us]
       [--n 40] [--snr clean,10,0] [--generic-n 15] [--moonshine] [--json out.json]
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path
from typing import Optional

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from slu_node.asr.lm import lm_words  # noqa: E402
from slu_node.training import LM_SENTENCES, lm_sentences_of  # noqa: E402
from slu_node.asr.pocketsphinx_asr import PocketsphinxAsr, find_asr_dir  # noqa: E402
from slu_node.audio.mix import load_noise, mix_at_snr  # noqa: E402
from slu_node.tts import available_voices, synthesize  # noqa: E402

DEFAULT_VOICES = "flite:slt,flite:rms,flite:awb,flite:kal,festival:kal,festival:slt,espeak:en-us,espeak:en-gb-x-rp"


def read_texts(path: Path) -> list[str]:
    """Texts of an ``ID; text`` file ("" list when missing)."""
    if not path.is_file():
        return []
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if ";" in line and not line.lstrip().startswith("#"):
            out.append(line.split(";", 1)[1].strip())
    return [t for t in out if t]


def domain_model(domain_dir: Path, n_sentences: Optional[int], seed: int) -> tuple[Path, str]:
    """The folder holding the domain LM; built into a temp dir when the domain has none."""
    try:
        find_asr_dir(domain_dir)
        return domain_dir, "trained"
    except FileNotFoundError:
        from slu_node.asr.lm import build_asr_model
        from slu_node.datagen import sample_sentences
        from slu_node.domain import load_domain

        domain = load_domain(domain_dir)
        tmp = Path(tempfile.mkdtemp(prefix="slu_asr_bench_"))
        t0 = time.perf_counter()
        n_sentences = n_sentences or lm_sentences_of(domain)
        stats = build_asr_model(domain, sample_sentences(domain, n_sentences, seed), tmp, filler_base=n_sentences)
        print(f"# built a domain LM in {tmp} ({stats['sentences']} sentences, {stats['vocabulary']} words, "
              f"{time.perf_counter() - t0:.1f} s)")
        return tmp, "built here"


def wer(refs: list[str], hyps: list[str]) -> float:
    import jiwer

    return float(jiwer.wer(refs, [h if h else "<nothing>" for h in hyps]))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--domain", default=str(ROOT / "models" / "cooking"))
    ap.add_argument("--voices", default=DEFAULT_VOICES)
    ap.add_argument("--n", type=int, default=40, help="utterances per voice (hand-written commands, in order)")
    ap.add_argument("--snr", default="clean,10,0", help="conditions: clean and/or SNRs in dB")
    ap.add_argument("--noise", default="kitchen_ambience")
    ap.add_argument("--generic-n", type=int, default=15, help="utterances per voice for the generic LM (0: skip)")
    ap.add_argument("--lm-sentences", type=int, default=None,
                    help="sentences for a language model built here (default: the domain file's, "
                         f"else {LM_SENTENCES})")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--json", help="write all results here")
    ap.add_argument("--moonshine", action="store_true",
                    help="also Moonshine with the domain's committed LM fused (needs `slu fetch-asr`)")
    args = ap.parse_args(argv)

    texts = read_texts(ROOT / "samples" / "commands.txt") + read_texts(ROOT / "tests" / "fixtures" / "cooking_handwritten.txt")
    texts = list(dict.fromkeys(texts))[: args.n]
    if not texts:
        print("no test commands found (samples/commands.txt)", file=sys.stderr)
        return 1
    refs = [" ".join(lm_words(t)) for t in texts]
    voices = [v for v in args.voices.split(",") if v in set(available_voices())]
    conditions = [c.strip() for c in args.snr.split(",") if c.strip()]
    noise = None
    if any(c != "clean" for c in conditions):
        try:
            noise = load_noise(args.noise)
        except FileNotFoundError as exc:
            print(f"# {exc}: noisy conditions skipped")
            conditions = [c for c in conditions if c == "clean"]
    model_dir, origin = domain_model(Path(args.domain), args.lm_sentences, args.seed)
    backends = {"pocketsphinx+domain LM": (PocketsphinxAsr(model_dir, nbest=1), len(texts))}
    if args.generic_n > 0:
        backends["pocketsphinx+generic LM"] = (PocketsphinxAsr.generic(nbest=1), min(args.generic_n, len(texts)))
    if args.moonshine:
        from slu_node.asr import create_asr

        backends["moonshine+domain LM"] = (create_asr("moonshine", domain_dir=args.domain), len(texts))
    print(f"# {len(texts)} hand-written commands x {len(voices)} voices; domain LM: {model_dir} ({origin})")

    pad = np.zeros(int(0.3 * 16000), np.int16)
    audio = {}
    for v in voices:
        for i, t in enumerate(texts):
            audio[(v, i)] = np.concatenate([pad, synthesize(t, v), pad])
    results = []
    print(f"{'backend':26s} {'voice':18s} {'condition':9s} {'n':>4s} {'WER %':>7s} {'RTF':>7s}")
    for name, (asr, n) in backends.items():
        for cond in conditions:
            all_r, all_h, proc, dur = [], [], 0.0, 0.0
            for v in voices:
                hyps, v_proc, v_dur = [], 0.0, 0.0
                for i in range(n):
                    x = audio[(v, i)]
                    if cond != "clean":
                        x = mix_at_snr(x, noise, float(cond), seed=1000 * i + len(v))
                    tr = asr.transcribe(x)
                    hyps.append(tr.text)
                    v_proc += tr.processing_s
                    v_dur += tr.audio_s
                proc, dur = proc + v_proc, dur + v_dur
                row = {"backend": name, "voice": v, "condition": cond, "n": n, "wer": wer(refs[:n], hyps),
                       "rtf": v_proc / max(v_dur, 1e-9)}
                results.append(row)
                all_r += refs[:n]
                all_h += hyps
                print(f"{name:26s} {v:18s} {cond:9s} {n:4d} {100 * row['wer']:7.1f} {row['rtf']:7.3f}")
            row = {"backend": name, "voice": "ALL", "condition": cond, "n": len(all_r), "wer": wer(all_r, all_h),
                   "rtf": proc / max(dur, 1e-9)}
            results.append(row)
            print(f"{name:26s} {'ALL':18s} {cond:9s} {len(all_r):4d} {100 * row['wer']:7.1f} {row['rtf']:7.3f}")
    if args.json:
        Path(args.json).write_text(json.dumps({"domain_lm": str(model_dir), "results": results}, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
