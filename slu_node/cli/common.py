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
                        help="onnxruntime execution providers in order (default: the CPU for Moonshine and the NLU model; a GPU provider first makes Moonshine load float32 graphs and keep its cache on the GPU; TensorRT, CUDA, CPU when available for the onnx CTC backend)")


def add_policy_options(parser: argparse.ArgumentParser) -> None:
    """``--slot-threshold``, ``--noisy-slot-threshold``, ``--reverberant-decay`` and ``--rival-ratio``:
    the clarification policy's thresholds (:class:`slu_node.clarify.ClarificationPolicy`, not
    imported here: ``slu --help`` stays quick)."""
    parser.add_argument("--slot-threshold", type=float,
                        help="an uttered argument whose confidence (0..1) is below this is asked about, not done "
                        "(default: slu_node.clarify.ClarificationPolicy's, 0.45 when written)")
    parser.add_argument("--noisy-slot-threshold", type=float,
                        help="the same for an utterance heard in noise (below 15 dB estimated SNR; default: the "
                        "policy's, 0.75 when written); lower, the robot acts more often in noise and is wrong "
                        "more often")
    parser.add_argument("--reverberant-decay", type=float, metavar="DB_PER_S",
                        help="an utterance whose sound dies away slower than this (dB/s, negative) is decided as one "
                        "heard in noise, a reverberant room; 0 turns it off (default: the policy's, -300 when "
                        "written)")
    parser.add_argument("--rival-ratio", type=float,
                        help="a command is asked about when an n-best alternative at least this share (0..1) as "
                        "likely as its transcript reads as another command; 0 turns it off (default: the "
                        "policy's, 0.7 when written)")


def policy_from_args(args: argparse.Namespace):
    """The clarification policy with the thresholds given on the command line (the others default).

    Raises:
        ValueError: a threshold outside 0..1.
    """
    from slu_node.clarify import ClarificationPolicy

    given = {name: value for name in ("slot_threshold", "noisy_slot_threshold")
             if (value := getattr(args, name, None)) is not None}
    for option, name in (("reverberant_decay", "reverberant_decay_db_per_s"), ("rival_ratio", "rival_ratio")):
        if (value := getattr(args, option, None)) is not None:
            given[name] = value or None  # 0: off
    return ClarificationPolicy(**given)
