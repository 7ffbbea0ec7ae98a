"""``slu eval-nlu``: train the joint model on a BIO benchmark directory and report test metrics.

DIR must hold ``train/``, ``dev/`` and ``test/`` in the SNIPS/ATIS layout (see slu_node.nlu.bio).
Trains on train (early stopping on dev), then prints test slot F1, intent accuracy and sentence
accuracy for the FP32 and int8 ONNX models, their sizes and the int8 per-utterance latency on one thread.
"""

from __future__ import annotations

import argparse
import json
import tempfile
from pathlib import Path


def register(subparsers) -> None:
    """Add the ``eval-nlu`` sub-command to ``subparsers`` (argparse sub-parsers action)."""
    p = subparsers.add_parser("eval-nlu", help="train + evaluate the joint NLU model on a SNIPS/ATIS-style dataset",
                              description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--data", required=True, help="dataset directory with train/ dev/ test/ (seq.in, seq.out, label)")
    p.add_argument("--epochs", type=int, default=None, help="maximum training epochs (default: TrainConfig)")
    p.add_argument("--out", default=None, help="where to write the model (default: a temporary directory)")
    p.add_argument("--seed", type=int, default=None, help="random seed")
    p.add_argument("--threads", type=int, default=2, help="torch training threads (≤ 2)")
    p.add_argument("--json", action="store_true", help="print one JSON object instead of a table")
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    p.set_defaults(handler=handler)


def handler(args) -> int:
    """Run the evaluation; returns 0, or raises ValueError/OSError (reported by ``slu``)."""
    from slu_node.nlu.bio import read_bio_dir
    from slu_node.nlu.train import TrainConfig

    data = Path(args.data)
    splits = {}
    for name in ("train", "dev", "test"):
        if not (data / name).is_dir():
            raise FileNotFoundError(f"{data / name} not found: --data needs train/, dev/ and test/ directories")
        splits[name] = read_bio_dir(data / name)
    cfg = TrainConfig(threads=args.threads)
    if args.epochs is not None:
        if args.epochs < 1:
            raise ValueError("--epochs must be ≥ 1")
        cfg.epochs = args.epochs
    if args.seed is not None:
        cfg.seed = args.seed
    if args.out:
        result = run_eval(splits, Path(args.out), cfg, progress=not args.quiet)
    else:
        with tempfile.TemporaryDirectory(prefix="slu_eval_nlu_") as tmp:
            result = run_eval(splits, Path(tmp), cfg, progress=not args.quiet)
    result["data"] = str(data)
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        print(format_table(result))
    return 0


def run_eval(splits: dict, out_dir: Path, cfg, progress: bool = True) -> dict:
    """Train on splits["train"] / splits["dev"], evaluate splits["test"] with the FP32 and int8 models.

    Returns:
        dict with ``fp32`` and ``int8`` (metrics.evaluate dicts on test, fractions 0..1), ``size_mb``
        (per model), ``latency_int8`` (measure_latency dict, ms, one thread), ``training`` (summary).
    """
    from slu_node.nlu.infer import NluModel
    from slu_node.nlu.latency import file_size_mb, measure_latency
    from slu_node.nlu.metrics import evaluate
    from slu_node.nlu.train import train_joint_model

    train, dev, test = splits["train"], splits["dev"], splits["test"]
    mode = "multiclass" if all(len(e.intents) == 1 for e in train) else "multilabel"
    summary = train_joint_model(train, dev, out_dir, intent_mode=mode, config=cfg, progress=progress, keep_fp32=True)
    result = {"intent_mode": mode, "n_test": len(test), "size_mb": {}, "training": summary}
    for name, fp32 in (("fp32", True), ("int8", False)):
        model = NluModel.load(out_dir, threads=1, fp32=fp32, providers=["CPUExecutionProvider"])
        result[name] = evaluate(test, model.predict_batch([e.tokens for e in test]), intent_mode=mode)
        result["size_mb"][name] = file_size_mb(model.path)
        if not fp32:
            result["latency_int8"] = measure_latency(model, [e.tokens for e in test])
    return result


def format_table(result: dict) -> str:
    """Markdown table of :func:`run_eval`'s result (percentages, MB, ms)."""
    lines = [
        f"test utterances: {result['n_test']}  intent mode: {result['intent_mode']}  "
        f"epochs: {result['training']['epochs_run']} (best {result['training']['best_epoch']})  "
        f"train: {result['training']['train_s']:.0f} s",
        "",
        "| model | slot F1 | intent acc | sentence acc | size MB |",
        "|---|---|---|---|---|",
    ]
    for name in ("fp32", "int8"):
        m = result[name]
        lines.append(f"| {name} | {100 * m['slot_f1']:.2f} | {100 * m['intent_accuracy']:.2f} | "
                     f"{100 * m['sentence_accuracy']:.2f} | {result['size_mb'][name]:.2f} |")
    lat = result["latency_int8"]
    lines += ["", f"int8 latency per utterance (1 thread): p50 {lat['p50_ms']:.3f} ms, p95 {lat['p95_ms']:.3f} ms"]
    return "\n".join(lines)
