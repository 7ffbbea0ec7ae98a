#!/usr/bin/env python3
"""Per-utterance latency (p50/p95, one CPU thread) and size of a trained NLU model directory.

Usage: python benchmarks/nlu_latency.py MODEL_DIR [--data BIO_SPLIT_DIR] [--fp32] [--repeats N]

Without --data, utterances of 4-20 words are sampled (seeded) from the model's own vocabulary.
Times NluModel.predict (encoding + onnxruntime + numpy Viterbi) on the CPU provider.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from slu_node.nlu.infer import NluModel  # noqa: E402
from slu_node.nlu.latency import file_size_mb, measure_latency  # noqa: E402


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("model_dir")
    ap.add_argument("--data", help="BIO split directory (seq.in/seq.out/label) whose utterances are timed")
    ap.add_argument("--fp32", action="store_true", help="time nlu.fp32.onnx instead of nlu.int8.onnx")
    ap.add_argument("--repeats", type=int, default=1)
    ap.add_argument("--n", type=int, default=500, help="sampled utterances when --data is not given")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    model = NluModel.load(args.model_dir, threads=1, fp32=args.fp32, providers=["CPUExecutionProvider"])
    if args.data:
        from slu_node.nlu.bio import read_bio_dir

        utts = [e.tokens for e in read_bio_dir(args.data)]
    else:
        rng = random.Random(0)
        words = model.vocab.words[2:] or ["word"]
        utts = [tuple(rng.choice(words) for _ in range(rng.randint(4, 20))) for _ in range(args.n)]
    lat = measure_latency(model, utts, repeats=args.repeats)
    res = {"model": str(model.path), "size_mb": file_size_mb(model.path), **lat}
    if args.json:
        print(json.dumps(res))
    else:
        print(f"{model.path}: {res['size_mb']:.2f} MB, {lat['n']} utterances, one thread: "
              f"p50 {lat['p50_ms']:.3f} ms, p95 {lat['p95_ms']:.3f} ms, mean {lat['mean_ms']:.3f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
