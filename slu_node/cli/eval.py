"""``slu eval DATASET --snr 20 15 10 5 0 --noise PATH... [--domain DIR] [--seed 0] [--log-dir DIR] [--json]``.

Robustness sweep (:mod:`slu_node.evaluation.sweep`): runs the whole pipeline (VAD → ASR → NLU) on a
dataset of WAVs with SUGAR references (:mod:`slu_node.evaluation.dataset`) with kitchen noise mixed in
at each SNR, writes one run log per SNR and prints accuracy (SUGAR % correct actions / arguments,
concept error rate, understanding accuracy, WER when reference transcripts exist) and latency (system
response delay and ASR time, median and 95th percentile) per SNR. ``clean`` as an SNR means no noise.
Render the logs with ``slu report LOG_DIR/*.jsonl --out report.html``.
"""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

from slu_node.asr.options import parse_options
from slu_node.cli.run import add_asr_options, build_pipeline
from slu_node.evaluation.sweep import DEFAULT_PAD_S


def register(subparsers) -> None:
    """Add the ``eval`` sub-command."""
    p = subparsers.add_parser(
        "eval",
        help="noise-robustness sweep of the whole pipeline on a dataset (accuracy and latency per SNR)",
        description=__doc__.split("\n\n", 1)[1],
    )
    p.add_argument("dataset", type=Path,
                   help="directory of WAVs with a *.sugar reference file (ID = WAV stem), or a manifest .jsonl")
    p.add_argument("--snr", nargs="+", default=["clean", "20", "15", "10", "5", "0"], metavar="DB",
                   help="SNRs in dB, 'clean' for no noise (default: clean 20 15 10 5 0)")
    p.add_argument("--noise", nargs="+", default=None, metavar="PATH",
                   help="noise WAV files or names in <shared>/data/noise (default: every file there)")
    add_asr_options(p)
    p.add_argument("--seed", type=int, default=0, help="noise mixing seed (default: 0)")
    p.add_argument("--pad", type=float, default=DEFAULT_PAD_S, metavar="S",
                   help=f"silence added before and after each WAV before mixing, seconds (default: {DEFAULT_PAD_S}; "
                        "the noise before an utterance is its noise profile and SNR estimate)")
    p.add_argument("--log-dir", type=Path, default=None,
                   help="where to write the run logs snr_<db>.jsonl (default: a new temporary folder)")
    p.add_argument("--limit", type=int, default=None, metavar="N", help="use only the first N items")
    p.add_argument("--json", action="store_true", help="print one JSON object instead of a table")
    p.set_defaults(handler=run)


def run(args) -> int:
    """Handler: run the sweep and print the table (or JSON); returns 0."""
    from slu_node.audio.mix import load_noise, noise_dir
    from slu_node.evaluation.dataset import Dataset, load_dataset
    from slu_node.evaluation.sweep import format_table, parse_snr, run_sweep

    snrs = [parse_snr(s) for s in args.snr]
    dataset = load_dataset(args.dataset)
    if args.limit is not None:
        if args.limit < 1:
            raise ValueError("--limit must be at least 1")
        dataset = Dataset(dataset.root, dataset.items[: args.limit])
    noises, names = [], []
    if any(s is not None for s in snrs):
        specs = args.noise or sorted(str(p) for p in noise_dir().glob("*.wav"))
        if not specs:
            raise ValueError(f"no noise given and no *.wav in {noise_dir()}: pass --noise PATH")
        for spec in specs:
            noises.append(load_noise(spec))
            names.append(Path(spec).name)
    pipeline = build_pipeline(args)
    log_dir = args.log_dir or Path(tempfile.mkdtemp(prefix="slu_eval_"))

    def progress(label, done, total):
        if not args.json and sys.stderr.isatty():
            print(f"\r{label}: {done}/{total}", end="" if done < total else "\n", file=sys.stderr, flush=True)

    header = {"domain": str(args.domain), "asr_backend": args.asr, "source": str(args.dataset),
              "noise": ", ".join(names), "pad_s": args.pad, "asr_options": parse_options(args.asr_option)}
    results = run_sweep(dataset, pipeline, snrs, noises, seed=args.seed, log_dir=log_dir, header=header,
                        pad_s=args.pad, progress=progress)
    if args.json:
        print(json.dumps({"dataset": str(args.dataset), "items": len(dataset), "seed": args.seed,
                          "log_dir": str(log_dir), "conditions": [r.to_dict() for r in results]}, indent=2))
        return 0
    print(f"dataset {args.dataset}: {len(dataset)} utterances; noise: {', '.join(names) or 'none'}; "
          f"seed {args.seed}")
    print(format_table(results))
    print(f"run logs: {log_dir}  (render: slu report {log_dir}/*.jsonl --out report.html)")
    return 0
