"""Options and output helpers shared by the ``slu`` sub-commands."""

from __future__ import annotations

import argparse
import os
from pathlib import Path

#: Domain directory used when ``--domain`` is not given (the cooking domain shipped in models/).
DEFAULT_DOMAIN = Path(os.environ.get("SLU_DOMAIN", Path(__file__).resolve().parents[2] / "models" / "cooking"))


def add_domain_option(parser: argparse.ArgumentParser) -> None:
    """``--domain DIR`` (domain directory or YAML file) and ``--providers`` for onnxruntime."""
    parser.add_argument("--domain", type=Path, default=DEFAULT_DOMAIN,
                        help=f"domain directory or domain.yaml (default: {DEFAULT_DOMAIN})")
    parser.add_argument("--providers", nargs="+", default=None, metavar="EP",
                        help="onnxruntime execution providers in order (default: the CPU for Moonshine and the NLU model, faster than CUDA for these int8 models; TensorRT, CUDA, CPU when available for the onnx CTC backend)")


