"""The ``slu`` command line. Each sub-command lives in its own module exposing ``register(subparsers)``.

A registered handler receives the parsed ``argparse.Namespace`` and returns a process exit code.
"""

from __future__ import annotations

import argparse
import importlib
import sys

#: Sub-command modules, in help order. Each defines ``register(subparsers) -> None``.
COMMAND_MODULES = ("parse", "train", "score", "eval_nlu", "run", "listen", "bag", "eval", "report",
                   "fetch_asr")


def build_parser() -> argparse.ArgumentParser:
    """Build the ``slu`` argument parser with every sub-command."""
    parser = argparse.ArgumentParser(prog="slu", description="On-device spoken-command understanding.")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in COMMAND_MODULES:
        importlib.import_module(f"slu_node.cli.{name}").register(subparsers)
    return parser


def main(argv=None) -> int:
    """Entry point of the ``slu`` console script; returns the exit code."""
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "handler", None):
        parser.print_help()
        return 2
    try:
        return int(args.handler(args) or 0)
    except KeyboardInterrupt:
        return 130
    except (ValueError, OSError, RuntimeError) as exc:
        print(f"slu {args.command}: error: {exc}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
