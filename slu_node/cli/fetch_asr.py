"""``slu fetch-asr``: download a Moonshine recogniser (Base by default) from the npm registry."""

from __future__ import annotations

import argparse
from pathlib import Path


def register(subparsers) -> None:
    """Add the ``fetch-asr`` sub-command."""
    from slu_node.asr.moonshine_fetch import DEFAULT_MODEL, ENV_VAR, MODELS, default_model_dir

    p = subparsers.add_parser("fetch-asr", help="download a Moonshine recogniser (npm registry; Base ~73 MB)")
    p.add_argument("model_dir", nargs="?", type=Path, default=None,
                   help=f"destination (default {default_model_dir()} for {DEFAULT_MODEL}, or ${ENV_VAR})")
    p.add_argument("--model", choices=sorted(MODELS), default=DEFAULT_MODEL, help="which Moonshine model")
    p.add_argument("--force", action="store_true", help="download even when the files are there")
    p.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    """Handler of ``slu fetch-asr``: prints the model folder."""
    from slu_node.asr.moonshine_fetch import fetch_moonshine

    print(fetch_moonshine(args.model_dir, model=args.model, force=args.force))
    return 0
