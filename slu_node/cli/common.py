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
                        help="onnxruntime execution providers in order (default: TensorRT, CUDA, CPU when available)")


def parse_options(items) -> dict:
    """``["nbest=1", "fwdflat=false", "lm=x"]`` → ``{"nbest": 1, "fwdflat": False, "lm": "x"}``:
    true/false/none (any case), then int, then float, else the string.

    Raises:
        ValueError: an item without ``=`` or with an empty key.
    """
    out: dict = {}
    for item in items or []:
        key, sep, raw = item.partition("=")
        key = key.strip()
        if not sep or not key:
            raise ValueError(f"expected KEY=VALUE, got {item!r}")
        low = raw.strip().lower()
        if low in ("true", "false", "none"):
            out[key] = {"true": True, "false": False, "none": None}[low]
            continue
        for cast in (int, float):
            try:
                out[key] = cast(raw)
                break
            except ValueError:
                continue
        else:
            out[key] = raw
    return out
