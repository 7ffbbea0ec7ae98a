"""Moonshine and the NLU model on each onnxruntime execution provider: the time per utterance, per
encoder pass and per decoding step, side by side (prints Markdown).

For a GPU or a Jetson: run it where ``onnxruntime-gpu`` (or NVIDIA's Jetson wheel) is installed, e.g.

    python benchmarks/providers_benchmark.py --providers CPUExecutionProvider \\
        CUDAExecutionProvider,CPUExecutionProvider

Each ``--providers`` entry is one comma-separated preference list (onnxruntime places each node on the
first provider of the list that has a kernel for it). The utterances are the WAVs of
``samples/commands`` (:func:`slu_node.audio.io.load_audio`); each is recognised
``--repeats`` times after one warm-up pass, and the figures are per recognition: mean, p50 and p95 in
ms, and the real-time factor (recognition time / audio time). The recogniser is fused with the domain's
language model when pocketsphinx (which reads it) is installed, else it runs without (said in the
output). ``--decoder original`` runs the published decoder graph instead of the rewritten one
(:mod:`slu_node.asr.moonshine_graph`), whose int8 output product is a CPU contrib operator.
``--precisions int8 float32`` adds the dequantized graphs (:mod:`slu_node.asr.moonshine_float`) and
``--io-binding auto off`` the runs that pass the decoder's cache through the host on a GPU provider
(:mod:`slu_node.asr.moonshine_cache`); each combination is one row.
"""

from __future__ import annotations

import argparse
import itertools
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from slu_node.asr.moonshine_asr import PRECISIONS, MoonshineAsr  # noqa: E402
from slu_node.asr.moonshine_fetch import default_model_dir  # noqa: E402
from slu_node.audio.io import load_audio  # noqa: E402
from slu_node.parser import SpokenCommandParser  # noqa: E402


def percentiles(values: list[float]) -> tuple[float, float, float]:
    """(mean, p50, p95) of ``values`` in ms (given in seconds)."""
    ms = np.array(values) * 1000.0
    return float(ms.mean()), float(np.percentile(ms, 50)), float(np.percentile(ms, 95))


def step_ms(asr: MoonshineAsr, beam: int, repeats: int) -> float:
    """Mean ms of one decoding step of ``beam`` hypotheses 15 tokens into a 6 s utterance, with the
    recogniser's own cache (on the device when it binds its inputs and outputs there)."""
    audio = (np.random.RandomState(0).randn(16000 * 6) * 3000).astype(np.float32) / 32768.0
    cache = asr._cache(audio)
    ids = np.ones((beam, 1), np.int64)
    cache.step(ids[:1], True)
    cache.keep(np.zeros(beam, np.int64), True)
    for _ in range(14):
        cache.step(ids, False)
        cache.keep(np.arange(beam), False)
    cache.step(ids, False)
    start = time.perf_counter()
    for _ in range(repeats):
        cache.step(ids, False)
    return (time.perf_counter() - start) / repeats * 1000.0


def encoder_ms(asr: MoonshineAsr, seconds: float, repeats: int) -> float:
    """Mean ms of one encoder pass over ``seconds`` of audio (its states left where the recogniser
    leaves them)."""
    audio = (np.random.RandomState(1).randn(int(16000 * seconds)) * 3000).astype(np.float32) / 32768.0
    asr._cache(audio)
    start = time.perf_counter()
    for _ in range(repeats):
        asr._cache(audio)
    return (time.perf_counter() - start) / repeats * 1000.0


def language_model(domain: Path):
    """The domain's language model, or None when pocketsphinx (which reads it) is missing."""
    try:
        from slu_node.asr.moonshine_asr import DomainLm

        return DomainLm(domain / "asr" / "lm.arpa")
    except ImportError:
        return None


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--providers", nargs="+", default=["CPUExecutionProvider"],
                    help="one comma-separated preference list per configuration")
    ap.add_argument("--model-dir", type=Path, default=None, help="Moonshine folder (default: the fetched Base)")
    ap.add_argument("--domain", type=Path, default=ROOT / "models" / "cooking")
    ap.add_argument("--wavs", type=Path, nargs="*", default=None, help="default: samples/commands/*.wav")
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--decoder", choices=("fast", "original"), default="fast")
    ap.add_argument("--precisions", nargs="+", choices=PRECISIONS, default=["int8"],
                    help="int8: the fetched graphs; float32: the same weights dequantized (every operator has a GPU kernel)")
    ap.add_argument("--io-binding", nargs="+", choices=("auto", "on", "off"), default=["auto"],
                    help="cache on the device between decoding steps (auto: on for a GPU provider)")
    ap.add_argument("--threads", type=int, default=2)
    args = ap.parse_args(argv)

    wavs = args.wavs or sorted((ROOT / "samples" / "commands").glob("*.wav"))
    utterances = [load_audio(p) for p in wavs]
    audio_s = sum(len(u) for u in utterances) / 16000.0
    lm = language_model(args.domain)
    model_dir = args.model_dir or default_model_dir()
    print(f"{len(utterances)} utterances, {audio_s:.1f} s of audio; Moonshine at {model_dir}, "
          f"{args.decoder} decoder graph for int8, {'with' if lm else 'without (no pocketsphinx)'} the domain "
          f"language model, {args.threads} intra-op threads; 'same text': transcripts equal to the first row's\n")
    print("| providers asked | providers used | precision | cache | per utterance mean / p50 / p95 ms | "
          "real-time factor | encoder, 6 s of audio, ms | decoding step, 8 hypotheses, ms | decoding step, 1, ms | "
          "same text | NLU parse p50 ms |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    first_texts, done = None, set()
    for spec, precision, binding in itertools.product(args.providers, args.precisions, args.io_binding):
        providers = [p.strip() for p in spec.split(",") if p.strip()]
        asr = MoonshineAsr(model_dir, providers=providers, threads=args.threads, lm=lm,
                           fast_decoder=args.decoder == "fast", precision=precision,
                           io_binding={"auto": None, "on": True, "off": False}[binding])
        if (spec, precision, asr.io_binding) in done:
            continue  # "auto" is "off" on the CPU
        done.add((spec, precision, asr.io_binding))
        for u in utterances[:2]:
            asr.transcribe(u)  # warm-up: first-run allocations and kernel choices
        times, texts = [], []
        for _ in range(args.repeats):
            for u in utterances:
                start = time.perf_counter()
                texts.append(asr.transcribe(u).text)
                times.append(time.perf_counter() - start)
        first_texts = first_texts or texts
        same = sum(a == b for a, b in zip(texts, first_texts)) // args.repeats
        mean, p50, p95 = percentiles(times)
        rtf = sum(times) / (audio_s * args.repeats)
        parser = SpokenCommandParser.load(args.domain, providers=providers)
        nlu = []
        for _ in range(200):
            start = time.perf_counter()
            parser.parse("crack two eggs into the bowl and whisk them with a fork")
            nlu.append(time.perf_counter() - start)
        print(f"| {spec} | {', '.join(asr.active_providers)} | {precision} | "
              f"{'device' if asr.io_binding else 'host'} | {mean:.0f} / {p50:.0f} / {p95:.0f} | {rtf:.3f} | "
              f"{encoder_ms(asr, 6.0, 10):.1f} | {step_ms(asr, 8, 30):.2f} | {step_ms(asr, 1, 30):.2f} | "
              f"{same} / {len(utterances)} | {percentiles(nlu)[1]:.2f} |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
