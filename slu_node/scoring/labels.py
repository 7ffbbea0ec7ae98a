"""Scoring intent + slot labels of a Picovoice-style command domain (the coffee_dev speech set).

Label file: JSON lines ``{"audio": "wav/<name>.wav", "intent": "orderDrink", "slots": {"size": "small",
...}}`` (``../shared/data/speech/coffee_dev/labels.jsonl``).

Command acceptance follows the source benchmark's scorer (github.com/Picovoice/speech-to-intent-benchmark
@47b1ca6, ``benchmark/engine.py``, ``Engine.process``): a recording is understood when the system's
intent equals the label's and every labelled slot is present with a value equal after stripping
surrounding whitespace (case-sensitive); slots the system adds beyond the labelled ones are not
penalised; no output counts as an error.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Mapping, Optional

from slu_node.jsonl import iter_json_objects

__all__ = ["LabelItem", "read_labels", "score_labels", "slots_from_result"]


@dataclass(frozen=True)
class LabelItem:
    """One labelled recording.

    Attributes:
        audio: the audio path as written in the label file (relative to the file's folder).
        intent: intent name ("" allowed for out-of-domain recordings).
        slots: slot type → value as spoken.
    """

    audio: str
    intent: str
    slots: dict[str, str] = field(default_factory=dict)


def read_labels(path) -> list[LabelItem]:
    """Read a JSON-lines label file (UTF-8; blank lines skipped).

    Raises:
        FileNotFoundError / OSError: unreadable file.
        ValueError: a line that is not a JSON object with a string ``audio``, a string ``intent`` and
            a ``slots`` object of string values (message names the path and line), or a repeated
            ``audio``.
    """
    path = Path(path)
    items: list[LabelItem] = []
    seen: set[str] = set()
    if not path.is_file():
        raise FileNotFoundError(f"{path}: no such labels file")
    for line_no, obj in iter_json_objects(path):
        where = f"{path}:{line_no}"
        audio, intent, slots = obj.get("audio"), obj.get("intent", ""), obj.get("slots", {})
        if not isinstance(audio, str) or not audio:
            raise ValueError(f"{where}: missing or non-string 'audio'")
        if not isinstance(intent, str):
            raise ValueError(f"{where}: 'intent' must be a string")
        if not isinstance(slots, dict) or not all(
            isinstance(k, str) and isinstance(v, str) for k, v in slots.items()
        ):
            raise ValueError(f"{where}: 'slots' must be an object of string values")
        if audio in seen:
            raise ValueError(f"{where}: audio {audio!r} labelled twice")
        seen.add(audio)
        items.append(LabelItem(audio, intent, dict(slots)))
    return items


def _unpack(hyp) -> Optional[tuple[str, dict]]:
    if hyp is None:
        return None
    if isinstance(hyp, LabelItem):
        return hyp.intent, dict(hyp.slots)
    if isinstance(hyp, Mapping):
        return str(hyp.get("intent") or ""), dict(hyp.get("slots") or {})
    try:
        intent, slots = hyp
        return str(intent or ""), dict(slots or {})
    except (TypeError, ValueError):
        raise ValueError(f"expected (intent, slots), a mapping or None, got {hyp!r:.80}") from None


def _same(a, b) -> bool:
    return str(a).strip() == str(b).strip()


def score_labels(gold: list[LabelItem], hyp: Mapping[str, object]) -> dict:
    """Score system output against labels.

    Args:
        gold: the labels (:func:`read_labels`).
        hyp: audio → ``(intent, slots)`` (or a ``{"intent", "slots"}`` mapping, or a
            :class:`LabelItem`, or None when the system gave no command). Keys are looked up as
            written in the labels, then by file name (``x.wav`` for ``wav/x.wav``), then by file stem
            (``x``).

    Returns:
        ``{"commands": n, "understood": k, "command_acceptance": k / n (0..1),
        "intent_correct": ..., "intent_accuracy": 0..1, "missing": recordings with no output,
        "accepted_wrong": recordings with output that is not exactly right (the false accepts a
        robot would act on), "accepted_wrong_rate": accepted_wrong / n,
        "slots_labelled": ..., "slots_correct": ..., "slot_accuracy": 0..1,
        "per_slot": {slot: {"labelled", "correct", "accuracy"}}, "extra_slots": hypothesised slots
        not labelled (not penalised), "failures": audio of recordings not understood}``.
        A slot is correct when present with an equal (stripped) value, whatever the intent.
        Ratios are 0.0 when their denominator is 0.
    """
    by_name: dict[str, object] = {}
    by_stem: dict[str, object] = {}
    for key, value in hyp.items():
        by_name.setdefault(Path(str(key)).name, value)
        by_stem.setdefault(Path(str(key)).stem, value)
    understood = intent_ok = missing = extra = 0
    per_slot: dict[str, dict] = {}
    failures: list[str] = []
    for item in gold:
        if item.audio in hyp:
            raw = hyp[item.audio]
        elif Path(item.audio).name in by_name:
            raw = by_name[Path(item.audio).name]
        else:
            raw = by_stem.get(Path(item.audio).stem)
        out = _unpack(raw)
        if out is None:
            missing += 1
            intent, slots = None, {}
        else:
            intent, slots = out
        good_intent = intent is not None and _same(intent, item.intent)
        intent_ok += good_intent
        all_slots = True
        for name, value in item.slots.items():
            stats = per_slot.setdefault(name, {"labelled": 0, "correct": 0})
            stats["labelled"] += 1
            ok = name in slots and slots[name] is not None and _same(slots[name], value)
            stats["correct"] += ok
            all_slots &= ok
        extra += sum(1 for name in slots if name not in item.slots)
        if good_intent and all_slots:
            understood += 1
        else:
            failures.append(item.audio)
    for stats in per_slot.values():
        stats["accuracy"] = stats["correct"] / stats["labelled"]
    n = len(gold)
    labelled = sum(s["labelled"] for s in per_slot.values())
    correct = sum(s["correct"] for s in per_slot.values())
    return {
        "commands": n,
        "understood": understood,
        "command_acceptance": understood / n if n else 0.0,
        "intent_correct": intent_ok,
        "intent_accuracy": intent_ok / n if n else 0.0,
        "missing": missing,
        "accepted_wrong": len(failures) - missing,
        "accepted_wrong_rate": (len(failures) - missing) / n if n else 0.0,
        "slots_labelled": labelled,
        "slots_correct": correct,
        "slot_accuracy": correct / labelled if labelled else 0.0,
        "per_slot": dict(sorted(per_slot.items())),
        "extra_slots": extra,
        "failures": failures,
    }


def slots_from_result(results, domain=None) -> Optional[tuple[str, dict[str, str]]]:
    """Turn the pipeline's results for one recording into ``(intent, slots)`` for :func:`score_labels`.

    The intent is the action of the first predicate of the first accepted command (or that command's
    dialogue act when it has no predicate); the slots are that action's uttered arguments over every
    accepted command of the recording, slot name = argument role, value = the argument's value (list
    values joined by " "; the first value of a role wins). Implicit arguments and ``#`` are left out,
    as the labels only hold what was said. A domain for this scoring therefore names its roles after
    the label slots (``coffeeDrink``, ``size``...) and uses the labels' spoken values as canonical
    values.

    Args:
        results: the :class:`slu_node.types.UtteranceResult` objects of one recording (or
            :class:`slu_node.types.ParseResult` objects).
        domain: accepted for the caller's convenience and not used.

    Returns:
        ``(intent, slots)``, or None when no utterance gave a command (only clarifications or
        nothing), which :func:`score_labels` counts as not understood.
    """
    intent = None
    slots: dict[str, str] = {}
    for result in results or ():
        parse = getattr(result, "parse", result)
        command = getattr(parse, "command", None)
        if command is None:
            continue
        preds = list(command.predicates)
        if intent is None:
            intent = preds[0].action if preds else command.dialogue_act
        for pred in preds:
            if pred.action != intent:
                continue
            for arg in pred.arguments:
                if arg.implicit or arg.uncertain or not arg.values:
                    continue
                slots.setdefault(arg.role, " ".join(arg.values))
    return None if intent is None else (intent, slots)
