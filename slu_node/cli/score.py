"""``slu score --ref REF --hyp HYP [--json]``: SUGAR protocol and MEDIA concept error rate.

REF and HYP are SUGAR files (``ID; predicates`` lines, ``---`` between recipes). Prints the five SUGAR
headline percentages, the counts, and the concept error rate over the same utterances (a missing
system line counts as empty output). Exit code 0; errors (missing file, malformed line) are reported
by :func:`slu_node.cli.main` with exit code 1.
"""

from __future__ import annotations

import json
import math

from slu_node.scoring.concepts import concept_error_rate, understanding_accuracy
from slu_node.scoring.sugar_score import score_files


def register(subparsers) -> None:
    """Add the ``score`` sub-command."""
    p = subparsers.add_parser(
        "score",
        help="score SUGAR predicates against a reference (SUGAR tuples + concept error rate)",
        description="Score a system SUGAR file against a reference SUGAR file.",
    )
    p.add_argument("--ref", required=True, help="reference file: 'ID; predicates' lines, '---' between recipes")
    p.add_argument("--hyp", required=True, help="system file in the same format")
    p.add_argument("--json", action="store_true", help="print one JSON object instead of a table")
    p.add_argument("--tuples", action="store_true", help="also print the per-predicate tuples (ID_i, tuple)")
    p.set_defaults(handler=run)


def _finite(x: float):
    return x if math.isfinite(x) else None


def run(args) -> int:
    """Handler: score and print; returns 0."""
    report = score_files(args.ref, args.hyp)
    refs = [list(u.ref) for u in report.utterances]
    hyps = [list(u.hyp) for u in report.utterances]
    cer = concept_error_rate(refs, hyps)
    accuracy = understanding_accuracy(refs, hyps)
    if args.json:
        out = report.to_dict()
        if not args.tuples:
            out.pop("utterances")
        out["concepts"] = dict(cer, cer=_finite(cer["cer"]), understanding_accuracy=accuracy)
        print(json.dumps(out, indent=2))
        return 0
    if args.tuples:
        print(report.tuples_text())
        print()
    print(report.table())
    print(
        f"concept error rate (MEDIA)  {100 * cer['cer']:6.2f} %  "
        f"(S={cer['S']} D={cer['D']} I={cer['I']} N={cer['N']})"
    )
    print(f"utterances fully right      {100 * accuracy:6.2f} %")
    return 0
