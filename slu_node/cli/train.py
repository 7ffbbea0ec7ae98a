"""``slu train``: build a domain directory's models from its domain file."""

from __future__ import annotations

import argparse
import json
from pathlib import Path


def register(subparsers) -> None:
    """Add the ``train`` sub-command."""
    p = subparsers.add_parser("train", help="generate data, train the NLU model (int8 ONNX) and the ASR language model")
    p.add_argument("--domain", type=Path, required=True, help="domain directory or domain.yaml")
    p.add_argument("--out", type=Path, default=None, help="output directory (default: beside the domain file)")
    p.add_argument("--n-train", type=int, default=12000, help="generated training utterances")
    p.add_argument("--n-dev", type=int, default=1000)
    p.add_argument("--n-test", type=int, default=2000)
    p.add_argument("--seed", type=int, default=13)
    p.add_argument("--epochs", type=int, default=None, help="maximum epochs (default: the trainer's)")
    p.add_argument("--max-minutes", type=float, default=None, help="stop training after this wall time")
    p.add_argument("--ood-text", type=Path, nargs="*", default=[],
                   help="extra out-of-domain sentences (one per line) used as negatives")
    p.add_argument("--eval", nargs=2, action="append", default=[], metavar=("TEXT", "SUGAR"),
                   help="held-out 'ID; text' and 'ID; predicates' files to score after training")
    p.add_argument("--terse-share", type=float, default=None,
                   help="share of training commands said tersely (default: slu_node.terse.TERSE_SHARE)")
    p.add_argument("--no-asr", action="store_true", help="skip the ASR language model")
    p.add_argument("--asr-only", action="store_true",
                   help="rebuild only the ASR language model, dictionary and word maps; keep the NLU model")
    p.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    """Handler of ``slu train``."""
    from slu_node.training import rebuild_asr, train_domain

    if args.asr_only:
        report = rebuild_asr(args.domain, args.out, seed=args.seed)
        print(json.dumps({k: report["asr"][k] for k in ("sentences", "vocabulary", "domain_vocabulary", "ngrams")}))
        return 0

    config = None
    if args.epochs is not None or args.max_minutes is not None:
        from slu_node.nlu.train import TrainConfig
        from slu_node.training import DOMAIN_TRAIN_CONFIG

        overrides = {"epochs": args.epochs, "max_minutes": args.max_minutes}
        config = TrainConfig(**{**DOMAIN_TRAIN_CONFIG, **{k: v for k, v in overrides.items() if v is not None}})
    report = train_domain(
        args.domain, args.out, n_train=args.n_train, n_dev=args.n_dev, n_test=args.n_test, seed=args.seed,
        ood_files=args.ood_text, eval_files=[tuple(e) for e in args.eval], build_asr=not args.no_asr,
        train_config=config, **({} if args.terse_share is None else {"terse_share": args.terse_share}),
    )
    print(json.dumps(report.get("evaluation", {}), indent=2))
    return 0
