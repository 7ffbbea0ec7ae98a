"""Spoken self-repairs and take-backs made from generated commands, for the recogniser's language model.

The generated commands are fluent, so a language model built from them alone gives an editing term
("no", "sorry", "i mean") or a take-back ("never mind") after a command's words almost no
probability, and the recogniser fused with it hears "stir, no, whisk the eggs" as "stir and now whisk
the eggs" (Moonshine Base, flite and festival voices, twenty-second session). :func:`disfluent_sentences`
writes such utterances from tagged examples, in the shapes :mod:`slu_node.repairs` reads (Shriberg
1994: reparandum, editing term, repair) and :func:`slu_node.cues.take_backs` refuses. They are for the
language model only: the tagger never sees the words a repair takes back.
"""

from __future__ import annotations

import random
from typing import Sequence

from slu_node.numbers import ONES
from slu_node.types import ACT_PREFIX, VERB_TAG, Example

#: Editing terms said between the reparandum and the repair, as often as listed.
EDITING_TERMS = ("no", "no", "no", "sorry", "sorry", "i mean", "i mean", "no sorry", "actually", "or rather",
                 "no wait", "i meant", "uh", "um", "sorry i mean", "wait")
#: Phrases that take a whole command back at its end.
TAKE_BACKS = ("never mind", "no never mind", "actually never mind", "no wait", "wait", "hold on", "forget it",
              "scratch that", "cancel that", "no stop", "oh forget it", "no sorry forget it", "wait wait")
_DETERMINERS = frozenset({"the", "a", "an", "some"})
#: Kinds of sentence and their weights: a value, a count or a verb taken back, a command taken back at
#: its end, a restart said word for word.
_KINDS = (("value", 0.35), ("count", 0.15), ("verb", 0.15), ("take_back", 0.25), ("repeat", 0.10))


def label_spans(tags: Sequence[str]) -> list[tuple[int, int, str]]:
    """``(start, end, label)`` of each BIO span."""
    out: list[tuple[int, int, str]] = []
    for i, tag in enumerate(tags):
        if tag.startswith("B-"):
            out.append((i, i + 1, tag[2:]))
        elif tag.startswith("I-") and out and out[-1][1] == i and out[-1][2] == tag[2:]:
            out[-1] = (out[-1][0], i + 1, out[-1][2])
    return out


def _pool(examples: Sequence[Example]) -> dict[str, list[tuple[str, ...]]]:
    """The words of every span, by label (``act.add``, ``object``...)."""
    pool: dict[str, list[tuple[str, ...]]] = {}
    for ex in examples:
        for s, e, label in label_spans(ex.tags):
            pool.setdefault(label, []).append(tuple(ex.tokens[s:e]))
    return pool


def _disfluent(ex: Example, kind: str, pool: dict, rng: random.Random) -> list[str]:
    """``ex``'s words with one disfluency of ``kind``; [] when ``ex`` has nothing it fits."""
    tokens, spans = list(ex.tokens), label_spans(ex.tags)
    edit = rng.choice(EDITING_TERMS).split()
    if kind == "take_back":
        return tokens + rng.choice(TAKE_BACKS).split()
    if kind == "repeat":
        k = rng.choice((2, 3))
        return tokens[:k] + tokens if len(tokens) > k + 1 else []
    if kind == "count":
        counts = [i for i, t in enumerate(tokens) if t in ONES and ex.tags[i] != "O"]
        if not counts:
            return []
        i = rng.choice(counts)
        other = rng.choice([w for w in ONES if w != tokens[i] and w != "zero"])
        return tokens[:i] + [other] + edit + tokens[i:]
    wanted = [sp for sp in spans if sp[2].startswith(ACT_PREFIX) == (kind == "verb")]
    if not wanted:
        return []
    s, e, label = rng.choice(wanted)
    others = [w for w in pool.get(label, ()) if list(w) != tokens[s:e]]
    if not others:
        return []
    said = list(rng.choice(others))
    det = [tokens[s - 1]] if kind == "value" and s and tokens[s - 1] in _DETERMINERS else []
    return tokens[:s] + said + edit + det + tokens[s:]


def disfluent_sentences(examples: Sequence[Example], n: int, seed: int) -> list[str]:
    """``n`` utterances, each one of ``examples`` (generated commands with BIO tags) said with a
    self-repair or taken back: "add the butter no the oil to the pan", "add two sorry three eggs",
    "stir i mean whisk the eggs", "crack two eggs into the bowl never mind", "put the put the pot on
    the stove". Lowercase words joined by spaces; the same arguments give the same output.

    Raises:
        ValueError: negative ``n``, or ``n`` > 0 with no example that has an action.
    """
    if n < 0:
        raise ValueError(f"n must be >= 0, got {n}")
    commands = [ex for ex in examples if any(t.startswith(VERB_TAG) for t in ex.tags)]
    if n and not commands:
        raise ValueError("no command among the examples to make disfluent sentences from")
    rng, pool = random.Random(seed), _pool(commands)
    kinds, weights = zip(*_KINDS)
    out: list[str] = []
    while len(out) < n:
        words = _disfluent(rng.choice(commands), rng.choices(kinds, weights)[0], pool, rng)
        if words:
            out.append(" ".join(words))
    return out
