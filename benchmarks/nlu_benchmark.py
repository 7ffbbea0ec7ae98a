#!/usr/bin/env python3
"""SNIPS and ATIS benchmark of the joint intent/slot model (FP32 and int8 ONNX) against a classic
on-device baseline (CRF slots + logistic-regression intents, as in Snips NLU).

Usage: python benchmarks/nlu_benchmark.py [--datasets snips atis] [--epochs N] [--models DIR]
                                          [--no-baseline] [--md docs/results/nlu_benchmark.md]

Data: $SLU_SHARED/data/nlu/<dataset>/{train,dev,test} (default ../shared beside the repo). Trains on
train with early stopping on dev, reports test slot F1 (span level, seqeval), intent accuracy and
sentence accuracy, model size and per-utterance latency p50/p95 on one CPU thread, prints a markdown
table and writes it to --md. Targets: Stack-Propagation (Qin et al. 2019, EMNLP), the best published
model without pretrained embeddings.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import sys
import time
from datetime import datetime, timezone
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from slu_node.nlu.bio import read_bio_dir  # noqa: E402
from slu_node.nlu.infer import NluModel  # noqa: E402
from slu_node.nlu.latency import file_size_mb, measure_latency  # noqa: E402
from slu_node.nlu.metrics import evaluate  # noqa: E402
from slu_node.nlu.train import TrainConfig, train_joint_model  # noqa: E402

#: Stack-Propagation test results (Qin et al. 2019, Table 2): slot F1, intent acc, sentence acc (%).
TARGETS = {"snips": (94.2, 98.0, 86.9), "atis": (95.5, 97.0, 86.5)}
SIZE_TARGET_MB = 5.0
P95_TARGET_MS = 2.0


def shared_dir() -> Path:
    """The shared data folder: $SLU_SHARED, else ../shared beside the repository."""
    return Path(os.environ.get("SLU_SHARED", ROOT / ".." / "shared")).resolve()


def bench_dataset(name: str, models_dir: Path, cfg: TrainConfig, baseline: bool, progress: bool,
                  reuse: bool = False, baseline_iterations: int = 60) -> list[dict]:
    """Rows (one per system) for one dataset: metrics in %, size MB, latency ms, training seconds.

    With ``reuse``, a model already in ``models_dir/name`` (nlu.json + both ONNX files) is evaluated
    instead of training a new one.
    """
    root = shared_dir() / "data" / "nlu" / name
    train, dev, test = (read_bio_dir(root / s) for s in ("train", "dev", "test"))
    utts = [e.tokens for e in test]
    rows = []
    out = models_dir / name
    if reuse and all((out / f).is_file() for f in ("nlu.json", "nlu.fp32.onnx", "nlu.int8.onnx")):
        summary = json.loads((out / "nlu.json").read_text())["training"]
    else:
        summary = train_joint_model(train, dev, out, intent_mode="multiclass", config=cfg, progress=progress,
                                    keep_fp32=True)
    for label, fp32 in (("joint BiLSTM-CRF FP32", True), ("joint BiLSTM-CRF int8", False)):
        model = NluModel.load(out, threads=1, fp32=fp32, providers=["CPUExecutionProvider"])
        m = evaluate(test, model.predict_batch(utts), intent_mode="multiclass")
        lat = measure_latency(model, utts)
        rows.append(_row(name, label, m, file_size_mb(model.path), lat, summary["train_s"],
                         f"{summary['epochs_run']} epochs (best {summary['best_epoch']})"))
    if baseline:
        from slu_node.nlu.baseline import CrfLrBaseline

        t0 = time.perf_counter()
        base = CrfLrBaseline(max_iterations=baseline_iterations).fit(train)
        fit_s = time.perf_counter() - t0
        preds = [base.predict(u) for u in utts]
        m = evaluate(test, preds)
        lat = measure_latency(base, utts)
        rows.append(_row(name, "CRF + LogReg (Snips NLU style)", m, base.size_bytes() / 1e6, lat, fit_s,
                         f"CRFsuite L-BFGS {baseline_iterations} iterations"))
    return rows


def _row(ds, system, m, size_mb, lat, train_s, note) -> dict:
    return {"dataset": ds, "system": system, "slot_f1": 100 * m["slot_f1"], "intent_acc": 100 * m["intent_accuracy"],
            "sent_acc": 100 * m["sentence_accuracy"], "size_mb": size_mb, "p50_ms": lat["p50_ms"],
            "p95_ms": lat["p95_ms"], "train_s": train_s, "note": note}


def to_markdown(rows: list[dict], cfg: TrainConfig, started: str) -> str:
    """The results page (markdown)."""
    lines = [
        "# NLU benchmark: SNIPS and ATIS",
        "",
        f"Written by `benchmarks/nlu_benchmark.py` on {started} ({platform.processor() or platform.machine()}, "
        f"Python {platform.python_version()}). Test sets of the Goo et al. (2018) split; training on train, "
        "early stopping on dev. Slot F1: span level (seqeval default mode); sentence accuracy: intent and all "
        "tags right. ATIS multi-intent labels (`a#b`) are single classes. Latency: `NluModel.predict` per "
        "utterance (token encoding + onnxruntime + numpy Viterbi) on one CPU thread over the test utterances, "
        "on a shared 2-core machine (1-minute load average when written: "
        f"{os.getloadavg()[0]:.1f}, i.e. other jobs were competing for the cores, which inflates latency and "
        "training time); the baseline's latency is sklearn-crfsuite + scikit-learn predict.",
        "",
        "| dataset | system | slot F1 | intent acc | sentence acc | size MB | p50 ms | p95 ms | train s | note |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]
    for r in rows:
        lines.append(f"| {r['dataset']} | {r['system']} | {r['slot_f1']:.2f} | {r['intent_acc']:.2f} | "
                     f"{r['sent_acc']:.2f} | {r['size_mb']:.2f} | {r['p50_ms']:.3f} | {r['p95_ms']:.3f} | "
                     f"{r['train_s']:.0f} | {r['note']} |")
    for ds in sorted({r["dataset"] for r in rows}):
        f1, acc, sent = TARGETS[ds]
        lines.append(f"| {ds} | target: Stack-Propagation (Qin et al. 2019) | {f1:.1f} | {acc:.1f} | {sent:.1f} | "
                     f"≤ {SIZE_TARGET_MB:.0f} (int8) | | ≤ {P95_TARGET_MS:.0f} (int8) | | |")
    lines += ["", "## Targets met (int8 model)", "",
              "| dataset | slot F1 | intent acc | sentence acc | size | p95 | int8 within 0.5 pt of FP32 |",
              "|---|---|---|---|---|---|---|"]
    for ds in sorted({r["dataset"] for r in rows}):
        q = next(r for r in rows if r["dataset"] == ds and r["system"].endswith("int8"))
        f = next(r for r in rows if r["dataset"] == ds and r["system"].endswith("FP32"))
        t = TARGETS[ds]
        ok = lambda b: "yes" if b else "no"  # noqa: E731
        close = all(abs(q[k] - f[k]) <= 0.5 for k in ("slot_f1", "intent_acc", "sent_acc"))
        lines.append(f"| {ds} | {ok(q['slot_f1'] >= t[0])} | {ok(q['intent_acc'] >= t[1])} | "
                     f"{ok(q['sent_acc'] >= t[2])} | {ok(q['size_mb'] <= SIZE_TARGET_MB)} | "
                     f"{ok(q['p95_ms'] <= P95_TARGET_MS)} | {ok(close)} |")
    cfg_txt = ", ".join(f"{k}={v}" for k, v in vars(cfg).items())
    trained = "; ".join(f"{r['dataset']}: {r['note']}, {r['train_s']:.0f} s" for r in rows if r["system"].endswith("FP32"))
    lines += ["", f"Joint model training (1 torch thread): {trained}."]
    lines += ["", f"Training configuration: `{cfg_txt}`.", ""]
    return "\n".join(lines)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--datasets", nargs="+", default=["snips", "atis"], choices=sorted(TARGETS))
    ap.add_argument("--epochs", type=int, default=None)
    ap.add_argument("--seed", type=int, default=None)
    ap.add_argument("--max-minutes", type=float, default=None, help="training wall-clock budget per dataset")
    ap.add_argument("--models", default=None, help="where to keep the trained models (default: build/nlu_benchmark)")
    ap.add_argument("--no-baseline", action="store_true")
    ap.add_argument("--baseline-iterations", type=int, default=60, help="CRFsuite L-BFGS iterations")
    ap.add_argument("--reuse", action="store_true", help="evaluate models already in --models instead of training")
    ap.add_argument("--md", default=str(ROOT / "docs" / "results" / "nlu_benchmark.md"), help="markdown output ('' = none)")
    ap.add_argument("--quiet", action="store_true")
    args = ap.parse_args(argv)
    data = shared_dir() / "data" / "nlu"
    if not data.is_dir():
        print(f"benchmark data not found: {data} (set SLU_SHARED)", file=sys.stderr)
        return 1
    cfg = TrainConfig()
    if args.epochs:
        cfg.epochs = args.epochs
    if args.seed is not None:
        cfg.seed = args.seed
    if args.max_minutes:
        cfg.max_minutes = args.max_minutes
    models = Path(args.models) if args.models else ROOT / "build" / "nlu_benchmark"
    started = datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    rows = []
    for ds in args.datasets:
        rows += bench_dataset(ds, models, cfg, not args.no_baseline, not args.quiet, args.reuse,
                              args.baseline_iterations)
    md = to_markdown(rows, cfg, started)
    print(md)
    if args.md:
        Path(args.md).parent.mkdir(parents=True, exist_ok=True)
        Path(args.md).write_text(md, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
