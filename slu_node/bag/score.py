"""``slu bag score``: SUGAR score of the results in a bag against the reference annotations it holds.

References: ``/reference/sugar`` (std_msgs/String ``"ID; predicates"``, stamped at the start of the
utterance, see :mod:`slu_node.bag.record`). Hypotheses: ``/robot/command`` predicates and
``/robot/clarification`` partial parses (``#`` marks an argument asked again).

Alignment: the stream starts at the first ``/audio`` message; a result's utterance midpoint
(``speech_start``/``speech_end``, stream seconds) is placed in bag time and the result goes to the last
reference stamped at or before it (the reference's window runs to the next reference). A reference with
no result scores as "system output nothing". Results before the first reference are reported as
unaligned. Scoring: :func:`slu_node.scoring.sugar_score.score_utterance` (SUGAR protocol tuples) and
:func:`~slu_node.scoring.sugar_score.headline_figures`.
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass, field
from pathlib import Path

from rosbags.rosbag2 import Reader

from slu_node.bag import common
from slu_node.bag.typestore import slu_typestore
from slu_node.ros.messages import clarification_from_msg, command_from_msg
from slu_node.sugar import format_predicates, parse_sugar_line


@dataclass
class BagScore:
    """Per-reference results and headline figures.

    Attributes:
        rows: ``(id, reference SUGAR, hypothesis SUGAR, tuples)`` per reference, in time order.
        figures: headline percentages (``correct_actions``, ``correct_arguments``...), 0..100.
        unaligned: hypotheses (SUGAR) that came before the first reference.
        exact: references whose hypothesis text equals the reference exactly (after parsing/formatting).
    """

    rows: list = field(default_factory=list)
    figures: dict = field(default_factory=dict)
    unaligned: list = field(default_factory=list)
    exact: int = 0

    def table(self) -> str:
        """A plain-text report: one line per reference, then the headline figures."""
        lines = [f"{rid}\tref: {ref}\thyp: {hyp or '-'}\t{tuples}" for rid, ref, hyp, tuples in self.rows]
        lines.append(f"utterances: {len(self.rows)}, exact: {self.exact}")
        lines += [f"{k}: {v:.1f} %" for k, v in self.figures.items()]
        if self.unaligned:
            lines.append(f"unaligned results: {len(self.unaligned)}")
        return "\n".join(lines)


def score_bag(bag: Path) -> BagScore:
    """Score the results in ``bag`` against its references.

    Raises:
        FileNotFoundError: no bag. ValueError: the bag holds no ``/reference/sugar`` messages, or a
        reference does not parse.
    """
    from slu_node.scoring.sugar_score import headline_figures, score_utterance

    bag = Path(bag)
    if not bag.exists():
        raise FileNotFoundError(f"bag not found: {bag}")
    store = slu_typestore()
    refs, hyps, stream_start = [], [], None
    with Reader(bag) as reader:
        wanted = [c for c in reader.connections
                  if c.topic in (common.REFERENCE, common.COMMAND, common.CLARIFICATION, common.AUDIO)]
        for conn, t_ns, raw in reader.messages(connections=wanted):
            if conn.topic == common.AUDIO:
                stream_start = t_ns if stream_start is None else stream_start
                continue
            msg = store.deserialize_cdr(raw, conn.msgtype)
            if conn.topic == common.REFERENCE:
                refs.append((t_ns, parse_sugar_line(msg.data)))
            elif conn.topic == common.COMMAND:
                hyps.append((msg, command_from_msg(msg).predicates, t_ns))
            else:
                hyps.append((msg, clarification_from_msg(msg).partial, t_ns))
    if not refs:
        raise ValueError(f"{bag} holds no {common.REFERENCE} messages: record it with --ref")
    refs.sort(key=lambda r: r[0])
    starts = [t for t, _ in refs]
    origin = stream_start if stream_start is not None else starts[0]
    per_ref = [[] for _ in refs]
    out = BagScore()
    for msg, preds, t_ns in hyps:
        if msg.speech_end > 0:
            at = origin + int((msg.speech_start + msg.speech_end) / 2 * 1e9)
        else:  # no span (e.g. a transcript-mode result): use its bag time
            at = t_ns
        k = bisect.bisect_right(starts, at) - 1
        if k < 0:
            out.unaligned.append(format_predicates(preds))
        else:
            per_ref[k].extend(preds)
    tuples_all = []
    for (t, line), hyp in zip(refs, per_ref):
        tuples = score_utterance(line.predicates, hyp)
        tuples_all += tuples
        hyp_text = format_predicates(hyp)
        out.exact += hyp_text == format_predicates(line.predicates)
        out.rows.append((line.id, line.text, hyp_text, tuples))
    out.figures = headline_figures(tuples_all)
    return out
