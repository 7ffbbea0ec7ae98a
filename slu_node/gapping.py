"""One verb said for two acts: "put the milk in the fridge and the butter in the freezer".

English says a verb once when a second act has the same shape as the first (gapping: Ross 1970,
"Gapping and the order of constituents"): "boil the potatoes for twenty minutes and the carrots for ten"
is two cooks, each with its own time, ``[cook(potato, 20 min), cook(carrot, 10 min)]``. Before the
thirty-third session the second act's values joined the first act's lists (``add(flour, [bowl, sugar,
pan])``, done) or were a second value of a role that holds one, and asked about (probe 47: 4 of 38
right).

A draft's role spans are cut at an "and" when both sides read as one phrase shape: a head (a value, with
its amount), then as many phrases led by a preposition, each of the same role on both sides. The second
head takes the first head's role; a second head that is only a number counts the first head's value
again ("crack two eggs into the bowl and *three* into the jug"); a number alone where the first side
said a unit takes that unit ("... for twenty minutes and the carrots for *ten*").

The spans are :class:`slu_node.spans.Span` (any frozen dataclass with ``label``, ``start``, ``end``,
``text``: copies are made with :func:`dataclasses.replace`), token indices into the utterance.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Callable, Optional, Sequence

from slu_node.numbers import says_only_numbers
from slu_node.textnorm import LIST_CONJUNCTION, NOUN_MARKERS, PICKING_WORDS, ROUGH_AMOUNT_WORDS

#: Words that lead a phrase of a role other than the head's ("in the fridge", "out of the freezer",
#: "for ten minutes", "with a fork").
PREPOSITIONS = frozenset({"in", "into", "on", "onto", "to", "with", "for", "from", "off", "out", "of", "over",
                          "at", "under", "using", "through", "inside", "until", "till", "by"})
#: Words that may come before such a preposition ("the ice cream *back* in the freezer"; sixty-first-session
#: blind probe 210).
_BEFORE_PREPOSITION = frozenset({"back"})
#: Words that may follow the cutting "and" before the second head ("and *then* the bacon in the wok").
_AFTER_CUT = frozenset({"then", "also"})
#: Words that may stand between the spans of one head ("a cup *of* milk", "the salt *and* the pepper").
_HEAD_GLUE = frozenset({"of", LIST_CONJUNCTION, ","})


def gapped_groups(spans: Sequence, tokens: Sequence[str], *, count_role: Optional[str],
                  fits: Callable[[str, str], bool], has_role: Callable[[str], bool],
                  unit_words: frozenset) -> list[list]:
    """The role spans of one action, one group per act: two or more when a gapped second act follows
    the first (see the module docstring), else one group, ``spans`` as they are.

    Args:
        spans: the role spans of one action (no verb spans), token indices into ``tokens``.
        tokens: the utterance's tokens.
        count_role: the label of the role that holds a bare count ("quantity"), or None.
        fits: whether the action's role of a label holds the value a text names.
        has_role: whether the action has a role of a label (for a role it lacks, the two sides'
            spans must carry the same label: both are left out alike).
        unit_words: the words of the domain's units ("minutes", "teaspoon").

    Returns:
        The groups in spoken order; a second group's spans are relabelled to the first's roles, a
        head said as a number alone is the count of a copy of the first head's value, and a bare
        number after a unit on the first side has that unit's words added to its text.
    """
    ordered = sorted(spans, key=lambda s: s.start)
    inside = {i for s in ordered for i in range(s.start, s.end)}
    cuts = [i for i in range(ordered[0].end, ordered[-1].start)
            if tokens[i] == LIST_CONJUNCTION and i not in inside] if ordered else []
    for n, cut in enumerate(cuts):
        left = [s for s in ordered if s.end <= cut]
        first = _shape(left, tokens)
        if first is None or not first[1]:
            continue
        for end in [*cuts[n + 1:], len(tokens)]:  # the second act runs to an "and" or to the end
            right = [s for s in ordered if cut < s.start and s.end <= end]
            group = _second_act(first, _with_unread_place(first, right, tokens, end), tokens, cut, count_role,
                                fits, has_role, unit_words)
            if group is not None:
                rest = [s for s in ordered if s.start > end]
                return [left, *gapped_groups(group + rest, tokens, count_role=count_role, fits=fits,
                                             has_role=has_role, unit_words=unit_words)]
    return [list(spans)]


#: Words before a value that say how much of it ("and *some* salt", "and *a little* honey"): no place is
#: measured out (:func:`stripped_heads`).
_MEASURING = ROUGH_AMOUNT_WORDS - {"a", "an", "the", "of"}
#: Words that may end an utterance after a head said for a second act ("and the milk *too*").
_STRIPPED_ENDS = frozenset({"too", "as", "well", "also", "please", "now", "thanks", "thank", "you"})


def stripped_heads(spans: Sequence, tokens: Sequence[str], *, head_role: str, count_role: Optional[str],
                   moves: Callable[[object, object, object, bool], bool]) -> list:
    """``spans`` with a head said for a second act without its verb or its phrases taken as the first
    act's: "put the eggs in the bowl *and the milk*", "add the sugar to the bowl *and the salt*"
    (stripping, Hankamer 1979: "Deletion in coordinate structures"). The tagger labels the last
    value with the role of the phrase before it, and it was left out (``put(egg, bowl)``, done) or
    read as a second place (``add(sugar, [bowl, salt])``, done; thirty-fourth-session probe).

    A span is relabelled ``head_role`` when it comes right after "and" (and articles, words of a
    rough amount, :data:`~slu_node.textnorm.ROUGH_AMOUNT_WORDS`, or a span of ``count_role``: "and *a
    pinch of* nutmeg") after a span of its own label, which a preposition leads after a span of
    ``head_role``, it ends the utterance but for words such as "too" and "please"
    (:data:`_STRIPPED_ENDS`; a phrase of its own makes a gapped act, :func:`gapped_groups`, and
    "crack the eggs into the bowl and the sugar and whisk", heard for "..., add the sugar and whisk",
    lost a verb), and ``moves(head, place, span, measured)`` says the action's head role holds it and
    the place's role does not take it beside the place; ``measured`` is True when an amount is said
    before it, rough or counted (a place is not measured out).

    Args:
        spans: the role spans of one action, token indices into ``tokens``.
        tokens: the utterance's tokens.
        head_role: the label of the action's object ("object").
        count_role: the label of the action's role for amounts ("quantity"), or None.
        moves: ``(head span, place span, span, measured) → bool`` as above.

    Returns:
        the spans in spoken order, some relabelled.
    """
    ordered = sorted(spans, key=lambda s: s.start)
    out = list(ordered)
    for i in range(2, len(ordered)):
        amount = ordered[i - 1] if i >= 3 and count_role is not None and ordered[i - 1].label == count_role else None
        head, place = ordered[i - 3:i - 1] if amount else ordered[i - 2:i]
        span = ordered[i]
        if head.label != head_role or place.label == head_role or span.label != place.label:
            continue
        joint, lead = list(tokens[place.end:(amount or span).start]), list(tokens[head.end:place.start])
        if (joint[:1] != [LIST_CONJUNCTION] or not set(joint[1:]) <= NOUN_MARKERS | ROUGH_AMOUNT_WORDS or not lead
                or lead[0] not in PREPOSITIONS or not set(lead) <= PREPOSITIONS | NOUN_MARKERS):
            continue
        if amount is not None and not set(tokens[amount.end:span.start]) <= NOUN_MARKERS | ROUGH_AMOUNT_WORDS:
            continue
        if not set(tokens[span.end:]) <= _STRIPPED_ENDS:
            continue  # "... into the bowl and the sugar *and whisk*" lost a verb before the sugar
        measured = amount is not None or bool(set(joint[1:]) & _MEASURING)
        if moves(head, place, span, measured):
            out[i] = replace(span, label=head_role)
    return out


def _with_unread_place(first: tuple[list, list], right: list, tokens: Sequence[str], end: int) -> list:
    """``right`` with a span added for the words after its last span up to ``end`` when they are a
    phrase that no span holds, led by a preposition (:data:`_BEFORE_PREPOSITION` words before it),
    and ``right`` has one phrase less than ``first``: "put the yogurts back in the fridge and the bread
    *back in the cupboard*" (sixty-first-session blind probe 210) is a second act with a place the
    domain does not know, asked about, where the bread had joined the fridge as a place to add the
    yogurts to. The span is labelled as ``first``'s last phrase, with no confidence (no tagger read
    it); its text is the words after the preposition and its articles."""
    if not right or len(first[1]) != len([s for s in right if s.start > right[0].start]) + 1:
        return right
    k = right[-1].end
    while k < end and tokens[k] in _BEFORE_PREPOSITION:
        k += 1
    if k >= end or tokens[k] not in PREPOSITIONS:
        return right
    k += 1
    while k < end and tokens[k] in NOUN_MARKERS:
        k += 1
    if k >= end:
        return right
    return [*right, replace(first[1][-1], start=k, end=end, text=" ".join(tokens[k:end]), confidence=0.0)]


def _second_act(first: tuple[list, list], right: list, tokens: Sequence[str], cut: int, count_role: Optional[str],
                fits: Callable[[str, str], bool], has_role: Callable[[str], bool],
                unit_words: frozenset) -> Optional[list]:
    """The spans of the act said after the "and" at token ``cut`` with ``first``'s shape (head, tail),
    relabelled to its roles, or None when ``right`` does not have that shape."""
    if not right:
        return None
    after = cut + 1 + (tokens[cut + 1] in _AFTER_CUT)
    if any(t not in NOUN_MARKERS for t in tokens[after:right[0].start]):
        return None  # "and *chop* the onions on the board": another verb, not a gap
    second = _shape(right, tokens)
    if second is None or len(first[1]) != len(second[1]):
        return None
    tail = [b if b.label == a.label and not b.confidence else _mirrored(a, b, fits, has_role, unit_words)
            for a, b in zip(first[1], second[1])]  # a place no span held (:func:`_with_unread_place`) as it is
    head = _second_head(first[0], second[0], count_role, fits, unit_words)
    return None if head is None or None in tail else head + tail


def _shape(side: list, tokens: Sequence[str]) -> Optional[tuple[list, list]]:
    """(head spans, spans each led by a preposition) of one side, or None when a word other than a
    preposition, an article, a word that picks one thing out (:data:`~slu_node.textnorm.PICKING_WORDS`:
    "into the *small* pot", fifty-eighth-session probe 116) or head glue stands between its spans, or
    a span after the first preposition has none before it."""
    head, tail = side[:1], []
    for prev, span in zip(side, side[1:]):
        gap = [t for t in tokens[prev.end:span.start] if t not in NOUN_MARKERS and t not in PICKING_WORDS]
        if not tail and set(gap) <= _HEAD_GLUE:
            head.append(span)
        elif set(gap) & PREPOSITIONS and set(gap) <= PREPOSITIONS | _BEFORE_PREPOSITION:
            tail.append(span)
        else:
            return None
    return (head, tail) if head else None


def _with_unit(text: str, model: str, unit_words: frozenset) -> str:
    """``text`` with the unit words of ``model`` added when ``text`` is a number alone ("ten" after
    "twenty minutes" → "ten minutes")."""
    units = [w for w in model.split() if w in unit_words]
    return f"{text} {' '.join(units)}" if units and says_only_numbers(text) else text


def _mirrored(first, second, fits: Callable[[str, str], bool], has_role: Callable[[str], bool],
              unit_words: frozenset):
    """``second`` as the phrase of ``first``'s role, or None when that role cannot hold it."""
    text = _with_unit(second.text, first.text, unit_words)
    if has_role(first.label) and not fits(first.label, text):
        return None
    if not has_role(first.label) and second.label != first.label:
        return None
    return replace(second, label=first.label, text=text)


def _second_head(first: list, second: list, count_role: Optional[str], fits: Callable[[str, str], bool],
                 unit_words: frozenset) -> Optional[list]:
    """The second side's head spans relabelled to the first head's role, or, for a number alone, that
    count and a copy of the first head's values; None when they do not fit."""
    role = first[-1].label
    if role == count_role:
        return None
    if len(second) == 1 and says_only_numbers(second[0].text) and count_role is not None:
        amount = next((s for s in first if s.label == count_role), None)
        text = _with_unit(second[0].text, amount.text, unit_words) if amount else second[0].text
        if not fits(count_role, text):
            return None
        number = second[0]  # the copies stand where the number was said
        return [replace(number, label=count_role, text=text),
                *(replace(s, start=number.start, end=number.end) for s in first if s.label == role)]
    out = []
    for span in second:
        if span.label == count_role and span is not second[-1] and fits(count_role, span.text):
            out.append(span)  # "and *a cup* of milk to the batter"
        elif fits(role, span.text):
            out.append(replace(span, label=role))
        else:
            return None
    return out
