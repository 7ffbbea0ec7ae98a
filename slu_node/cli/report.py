"""``slu report RUN_LOG [RUN_LOG...] --out report.html [--title TEXT]``: one self-contained HTML report.

Reads run logs (JSON Lines, :mod:`slu_node.runlog`) written by ``slu eval``, ``slu run`` or the ROS
nodes and writes a single HTML file with inline plots (:mod:`slu_node.report.html`): SUGAR headline
figures, accuracy against SNR (several logs of a sweep), latency per stage, action confusion matrix,
per-role argument accuracy, ITU-T P.Sup24 interaction parameters and the worst utterances.
"""

from __future__ import annotations

from pathlib import Path


def register(subparsers) -> None:
    """Add the ``report`` sub-command."""
    p = subparsers.add_parser(
        "report",
        help="render run logs as one self-contained HTML evaluation report",
        description=__doc__.split("\n\n", 1)[1],
    )
    p.add_argument("logs", nargs="+", type=Path, metavar="RUN_LOG", help="run log files (.jsonl)")
    p.add_argument("--out", type=Path, default=Path("report.html"), help="output HTML file (default: report.html)")
    p.add_argument("--title", default=None, help="report title (default: from the main run's source)")
    p.set_defaults(handler=run)


def run(args) -> int:
    """Handler: write the report and print its path; returns 0."""
    from slu_node.report.html import write_report

    out = write_report(args.logs, args.out, args.title)
    print(f"wrote {out} ({out.stat().st_size / 1024:.0f} KiB, {len(args.logs)} run log(s))")
    return 0
