"""Terse commands made from generated ones, for the tagger's training data.

People short of breath or used to machines drop the small words of a command and may name the thing
before the verb: "knob butter melt saucepan", "four eggs crack mixing bowl", "pancake flip spatula"
(blind probe 96, fifty-sixth session: 6 of 40 such commands done exactly, 7 done wrong, the model
never having seen a role's words with no preposition before them). A recogniser drops the same short
words ("into", "the", "of") when they are said quickly. :func:`terse_examples` rewrites a share of
generated commands so: words tagged ``O`` from :data:`FUNCTION_WORDS` are dropped, and in some the
first action's object (with the amount said before it) is moved before its verb. The tags of the
words kept, the intents and the reference stay as they were: the meaning is the same. For the
tagger only; the recogniser's language model is built from the fluent commands.

Measured in the fifty-seventh session (one training run each, 16,000 commands, typed input, the
session's rules): with :data:`TERSE_SHARE` and :data:`P_FRONT` as here, blind probes 96, 101 and 102
(terse, 120 commands) were done exactly 21 + 20 + 25 times, against 6 + 16 + 8 with the committed
model and 5 + 16 + 7 with a plain retraining (no terse commands, another seed); without moving
objects, 15 + 19 + 23. Every retrained model, this one included, does worse than the committed model
on the typed fixtures that the parser's rules were written against (3,557 to 3,623 of 4,152 right,
the committed one 3,687; 6 to 9 of the 392 utterances not to act on acted on, against none) and on a
blind set of 40 ordinary commands (36 against 40), so the committed cooking model was not retrained.
"""

from __future__ import annotations

import random
from typing import Sequence

from slu_node.disfluent import label_spans
from slu_node.textnorm import last_before
from slu_node.types import ACT_PREFIX, Example

#: Words that a terse speaker leaves out, dropped when tagged ``O`` (articles, prepositions, "of").
FUNCTION_WORDS = frozenset({"the", "a", "an", "some", "of", "into", "in", "to", "onto", "on", "with",
                            "from", "for", "using", "over", "out"})
#: Share of the training commands said tersely by ``slu train``.
TERSE_SHARE = 0.1
#: Chance that one function word of a terse command is dropped (some stay, as in probe 96).
P_DROP = 0.85
#: Chance that a terse command also says its first object before its verb.
P_FRONT = 0.4
#: Labels that may be said before the object and move with it ("four eggs", "a knob of butter").
_BEFORE_OBJECT = ("quantity",)
#: Words said before an object that move with it (the domain file's determiners and size words).
_DETERMINERS = frozenset({"the", "a", "an", "some", "small", "big", "large", "little"})


def _fronted(tokens: list[str], tags: list[str]) -> tuple[list[str], list[str]]:
    """The first verb's object, with a quantity and the determiners said right before it, moved before
    the verb ("take away the small masher" -> "the small masher take away"); the input when the first
    verb has no object after it with only ``O`` words between."""
    spans = label_spans(tags)
    verb = next((k for k, s in enumerate(spans) if s[2].startswith(ACT_PREFIX)), None)
    if verb is None or verb + 1 >= len(spans):
        return tokens, tags
    v0, v1 = spans[verb][0], spans[verb][1]
    k = verb + 1
    start = spans[k][0]
    if spans[k][2] in _BEFORE_OBJECT and k + 1 < len(spans):
        k += 1
    if spans[k][2] != "object" or any(t != "O" for t in tags[v1:start]):
        return tokens, tags
    start = max(v1, last_before(tokens, start, _DETERMINERS) + 1)
    end = spans[k][1]
    order = list(range(start, end)) + list(range(v0, v1)) + list(range(v1, start))
    new_tokens = tokens[:v0] + [tokens[i] for i in order] + tokens[end:]
    new_tags = tags[:v0] + [tags[i] for i in order] + tags[end:]
    return new_tokens, new_tags


def terse(example: Example, rng: random.Random) -> Example:
    """``example`` said tersely: each ``O`` word of :data:`FUNCTION_WORDS` dropped with chance
    :data:`P_DROP`, then with chance :data:`P_FRONT` the first object moved before its verb. Intents and
    reference are kept."""
    tokens, tags = list(example.tokens), list(example.tags)
    if rng.random() < P_FRONT:
        tokens, tags = _fronted(tokens, tags)
    kept = [(t, g) for t, g in zip(tokens, tags)
            if not (g == "O" and t in FUNCTION_WORDS and rng.random() < P_DROP)]
    if not kept:
        return example
    return Example(tuple(t for t, _ in kept), tuple(g for _, g in kept), example.intents, example.reference)


def terse_examples(examples: Sequence[Example], share: float, seed: int) -> list[Example]:
    """``examples`` with about ``share`` of the commands (examples with a reference) replaced by
    :func:`terse` versions, drawn with ``random.Random(seed)``; out-of-domain and dialogue-act examples
    are kept as they are. ``share`` 0 returns the examples unchanged.

    Raises:
        ValueError: ``share`` outside 0..1.
    """
    if not 0.0 <= share <= 1.0:
        raise ValueError(f"share must be within 0..1, got {share}")
    if share == 0.0:
        return list(examples)
    rng = random.Random(seed)
    return [terse(ex, rng) if ex.reference and rng.random() < share else ex for ex in examples]
