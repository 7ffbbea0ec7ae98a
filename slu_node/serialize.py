"""JSON-ready dictionaries of parse and utterance results (CLI ``--json`` output and run logs)."""

from __future__ import annotations

from dataclasses import asdict
from typing import Any

from slu_node.sugar import format_predicates
from slu_node.types import ParseResult, Predicate, Transcript, UtteranceResult, Word


def result_sugar(parse: ParseResult) -> str:
    """SUGAR text of a parse: the command's predicates, or the clarification's partial parse with ``#``
    (:attr:`ParseResult.predicates`)."""
    return format_predicates(parse.predicates)


def predicates_to_list(preds: tuple[Predicate, ...]) -> list[dict[str, Any]]:
    """``[{"action": "add", "arguments": [{"role", "values", "implicit", "confidence"}]}]``."""
    return [
        {
            "action": p.action,
            "arguments": [
                {"role": a.role, "values": list(a.values), "implicit": a.implicit, "confidence": round(a.confidence, 4)}
                for a in p.arguments
            ],
        }
        for p in preds
    ]


def parse_to_dict(result: ParseResult) -> dict[str, Any]:
    """A ParseResult as plain JSON types: text, intents, tags, command or clarification, timings."""
    out: dict[str, Any] = {"text": result.text, "accepted": result.accepted}
    if result.nlu is not None:
        out["intents"] = {k: round(v, 4) for k, v in sorted(result.nlu.intents.items(), key=lambda kv: -kv[1]) if v >= 0.01}
        out["tags"] = list(result.nlu.tags)
    if result.command is not None:
        c = result.command
        out["command"] = {
            "sugar": format_predicates(c.predicates),
            "predicates": predicates_to_list(c.predicates),
            "dialogue_act": c.dialogue_act,
            "confidence": round(c.confidence, 4),
        }
    if result.clarification is not None:
        q = result.clarification
        out["clarification"] = {
            "reason": q.reason,
            "roles": list(q.roles),
            "words": list(q.words),
            "prompt": q.prompt,
            "partial": format_predicates(q.partial),
        }
    if result.unplaced:
        out["unplaced"] = list(result.unplaced)
    out["timings_ms"] = {k: round(v, 3) for k, v in result.timings_ms.items()}
    return out


def transcript_to_dict(t: Transcript) -> dict[str, Any]:
    """A Transcript as plain JSON types."""
    d = asdict(t)
    d["alternatives"] = [list(a) for a in t.alternatives]
    return d


def transcript_from_dict(data: dict[str, Any]) -> Transcript:
    """The Transcript that :func:`transcript_to_dict` wrote (a run log's or a benchmark dump's).

    Raises:
        KeyError: no ``text``; TypeError / ValueError: fields of the wrong type.
    """
    return Transcript(
        text=str(data["text"]),
        confidence=float(data.get("confidence", 1.0)),
        alternatives=tuple((str(text), float(conf)) for text, conf in data.get("alternatives") or ()),
        words=tuple(Word(**w) for w in data.get("words") or ()),
        audio_s=float(data.get("audio_s", 0.0)),
        processing_s=float(data.get("processing_s", 0.0)),
    )


def utterance_to_dict(r: UtteranceResult) -> dict[str, Any]:
    """An UtteranceResult as plain JSON types (one run-log record body)."""
    return {
        "utterance_id": r.utterance_id,
        "start_s": round(r.start_s, 3),
        "end_s": round(r.end_s, 3),
        "endpoint_s": round(r.endpoint_s, 3),
        "transcript": transcript_to_dict(r.transcript),
        "parse": parse_to_dict(r.parse),
        "sugar": r.sugar,
        "timings_ms": {k: round(v, 3) for k, v in r.timings_ms.items()},
        "snr_db": None if r.snr_db is None else round(r.snr_db, 1),
        "decay_db_per_s": None if r.decay_db_per_s is None else round(r.decay_db_per_s),
    }
