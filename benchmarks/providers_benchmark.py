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
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from slu_node.asr.moonshine_asr import MoonshineAsr  # noqa: E402
from slu_node.asr.moonshine_fetch import default_model_dir  # noqa: E402
from slu_node.audio.io import load_audio  # noqa: E402
from slu_node.parser import SpokenCommandParser  # noqa: E402


def percentiles(values: list[float]) -> tuple[float, float, float]:
    """(mean, p50, p95) of ``values`` in ms (given in seconds)."""
    ms = np.array(values) * 1000.0
    return float(ms.mean()), float(np.percentile(ms, 50)), float(np.percentile(ms, 95))


def step_ms(asr: MoonshineAsr, beam: int, repeats: int) -> float:
    """Mean ms of one decoding step of ``beam`` hypotheses 15 tokens into a 6 s utterance."""
    audio = (np.random.RandomState(0).randn(16000 * 6) * 3000).astype(np.float32) / 32768.0
    hidden = asr._encoder.run(None, {"input_values": audio[None]})[0]
    past = {n: np.zeros((1, asr._heads, 0, asr._head_dim), np.float32) for n in asr._past}
    feed = {"input_ids": np.array([[1]], np.int64), "encoder_hidden_states": hidden,
            "use_cache_branch": np.array([False]), **past}
    present = dict(zip(asr._present, asr._decoder.run(None, feed)[1:]))
    for name in asr._past:
        value = present[name.replace("past_key_values.", "present.")]
        past[name] = np.repeat(np.concatenate([value] * 15, axis=2), beam, axis=0) if ".decoder." in name else value
    feed = {"input_ids": np.ones((beam, 1), np.int64), "encoder_hidden_states": hidden,
            "use_cache_branch": np.array([True]), **past}
    asr._decoder.run(None, feed)
    start = time.perf_counter()
    for _ in range(repeats):
        asr._decoder.run(None, feed)
    return (time.perf_counter() - start) / repeats * 1000.0


def encoder_ms(asr: MoonshineAsr, seconds: float, repeats: int) -> float:
    """Mean ms of one encoder pass over ``seconds`` of audio."""
    audio = (np.random.RandomState(1).randn(int(16000 * seconds)) * 3000).astype(np.float32)[None] / 32768.0
    asr._encoder.run(None, {"input_values": audio})
    start = time.perf_counter()
    for _ in range(repeats):
        asr._encoder.run(None, {"input_values": audio})
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
    ap.add_argument("--threads", type=int, default=2)
    args = ap.parse_args(argv)

    wavs = args.wavs or sorted((ROOT / "samples" / "commands").glob("*.wav"))
    utterances = [load_audio(p) for p in wavs]
    audio_s = sum(len(u) for u in utterances) / 16000.0
    lm = language_model(args.domain)
    model_dir = args.model_dir or default_model_dir()
    print(f"{len(utterances)} utterances, {audio_s:.1f} s of audio; Moonshine at {model_dir}, "
          f"{args.decoder} decoder graph, {'with' if lm else 'without (no pocketsphinx)'} the domain language model, "
          f"{args.threads} intra-op threads\n")
    print("| providers asked | providers used | per utterance mean / p50 / p95 ms | real-time factor | "
          "encoder, 6 s of audio, ms | decoding step, 8 hypotheses, ms | decoding step, 1, ms | NLU parse p50 ms |")
    print("|---|---|---|---|---|---|---|---|")
    for spec in args.providers:
        providers = [p.strip() for p in spec.split(",") if p.strip()]
        asr = MoonshineAsr(model_dir, providers=providers, threads=args.threads, lm=lm,
                           fast_decoder=args.decoder == "fast")
        for u in utterances[:2]:
            asr.transcribe(u)  # warm-up: first-run allocations and kernel choices
        times = []
        for _ in range(args.repeats):
            for u in utterances:
                start = time.perf_counter()
                asr.transcribe(u)
                times.append(time.perf_counter() - start)
        mean, p50, p95 = percentiles(times)
        rtf = sum(times) / (audio_s * args.repeats)
        parser = SpokenCommandParser.load(args.domain, providers=providers)
        nlu = []
        for _ in range(200):
            start = time.perf_counter()
            parser.parse("crack two eggs into the bowl and whisk them with a fork")
            nlu.append(time.perf_counter() - start)
        print(f"| {spec} | {', '.join(asr.active_providers)} | {mean:.0f} / {p50:.0f} / {p95:.0f} | {rtf:.3f} | "
              f"{encoder_ms(asr, 6.0, 10):.1f} | {step_ms(asr, 8, 30):.2f} | {step_ms(asr, 1, 30):.2f} | "
              f"{percentiles(nlu)[1]:.2f} |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
