"""BIO spans of one utterance, and the joins and drops that read them as the speaker meant.

A :class:`Span` is a labelled run of tokens (``act.<action>`` for a verb, else an argument role) that
:func:`bio_spans` reads off the tagger's BIO tags. The functions after it take a span list and give a
new one: side-by-side verbs of one action made one, a verb said again after a restart or in a
purpose clause dropped, a number or a value split over two spans made one.
:func:`combine_confidence` weighs the tagger's confidence with the recogniser's.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Optional, Sequence

from slu_node.numbers import AFTER_UNIT_FRACTIONS, ONES, TENS
from slu_node.textnorm import OBJECT_PRONOUNS, SLIP_WORDS
from slu_node.types import ACT_PREFIX


@dataclass(frozen=True)
class Span:
    """A BIO span: ``label`` over tokens ``start`` (inclusive) to ``end`` (exclusive)."""

    label: str
    start: int
    end: int
    text: str
    confidence: float


def bio_spans(tokens: Sequence[str], tags: Sequence[str], confidence: Sequence[float]) -> list[Span]:
    """Extract labelled spans from BIO tags (an ``I-X`` without a preceding ``B-X``/``I-X`` starts a span).

    Args:
        tokens, tags, confidence: equal-length sequences (word, BIO tag, tag probability 0..1).

    Returns:
        spans in order; each span's confidence is the minimum over its words.
    """
    spans: list[Span] = []
    label, start = None, 0

    def close(end: int) -> None:
        if label is not None:
            spans.append(Span(label, start, end, " ".join(tokens[start:end]), float(min(confidence[start:end]))))

    for i, tag in enumerate(tags):
        prefix, _, name = tag.partition("-")
        if prefix == "I" and name == label:
            continue
        close(i)
        label, start = (name, i) if prefix in ("B", "I") and name else (None, i)
    close(len(tags))
    return spans


#: Words no role span ends with: the next phrase's joiners ("for a minute and a half *and* then flip
#: it": sixty-second-session blind probe 243, asked about as an unknown time).
_NO_SPAN_END = frozenset({"and", "or", "then"})
#: Words that say how many of what a pronoun stands for, no part of the role's value: "peel them *both*
#: with the peeler" had asked what "them both" was (sixty-ninth-session blind probe 405).
_AFTER_PRONOUN = frozenset({"both", "all"})


def trimmed_ends(spans: Sequence[Span], tokens: Sequence[str]) -> list[Span]:
    """``spans`` with the words of :data:`_NO_SPAN_END` at the end of a role span (not a verb span), and
    those of :data:`_AFTER_PRONOUN` after a pronoun ("them *both*"), left out of it when a word of the
    span's own comes before them; the span keeps its label and confidence."""
    out: list[Span] = []
    for span in spans:
        end = span.end
        while end - 1 > span.start and (tokens[end - 1] in _NO_SPAN_END or (
                tokens[end - 1] in _AFTER_PRONOUN and tokens[end - 2] in OBJECT_PRONOUNS)):
            end -= 1
        if end < span.end and not span.label.startswith(ACT_PREFIX):
            span = Span(span.label, span.start, end, " ".join(tokens[span.start:end]), span.confidence)
        out.append(span)
    return out


def join_adjacent_triggers(spans: Sequence[Span]) -> list[Span]:
    """``spans`` with each run of side-by-side trigger spans of one action (``act.<action>``, the next
    starting where the last ends) made one span: "i'll | get me" is one verb, not two orders, the first
    of them empty. Its confidence is the lowest of the run's."""
    return _join_side_by_side(spans, lambda last, span: span.label.startswith(ACT_PREFIX))


def drop_restarted_triggers(spans: Sequence[Span], tokens: Sequence[str]) -> list[Span]:
    """``spans`` without a trigger span that the same action's next trigger follows with only
    function words (:data:`SLIP_WORDS`) between: "add the | add the salt", where the speaker began
    again, is one add, not an add with no object and a second one."""
    out: list[Span] = []
    for span in spans:
        last = out[-1] if out else None
        if (last is not None and span.label == last.label and span.label.startswith(ACT_PREFIX)
                and last.end < span.start and set(tokens[last.end:span.start]) <= SLIP_WORDS):
            out[-1] = span
        else:
            out.append(span)
    return out


def drop_purpose_verbs(spans: Sequence[Span], tokens: Sequence[str]) -> list[Span]:
    """``spans`` without a trigger span that "to" introduces after another trigger and that has no role
    span of its own before the next trigger: a purpose clause of the action before it ("add salt and
    pepper *to taste*", "whisk the eggs *to combine*"), not an action of its own. "add salt and pepper
    to taste" had been asked about for check's missing object (nineteenth-session probe)."""
    triggers = [i for i, s in enumerate(spans) if s.label.startswith(ACT_PREFIX)]
    purpose = set()
    for k, i in enumerate(triggers[1:], 1):
        span = spans[i]
        end = spans[triggers[k + 1]].start if k + 1 < len(triggers) else len(tokens)
        if (span.start > 0 and tokens[span.start - 1] == "to"
                and not any(span.end <= s.start < end for s in spans if not s.label.startswith(ACT_PREFIX))):
            purpose.add(i)
    return [s for i, s in enumerate(spans) if i not in purpose]


def join_split_numbers(spans: Sequence[Span], tokens: Sequence[str]) -> list[Span]:
    """``spans`` with two side-by-side spans of one role made one where a number runs across them:
    "seventy | five grams", "two hundred | fifty grams" (tens then a unit word 1–9, or "hundred" /
    "thousand" then a tens or units word). English says no two amounts of one role that way, and the
    tagger of the twelfth session, which had seen no "seventy five" in its training data, split
    them: the command became add(70, butter). Its confidence is the lower of the two."""
    return _join_side_by_side(spans, lambda last, span: not span.label.startswith(ACT_PREFIX)
                              and _number_continues(tokens[last.end - 1], tokens[span.start]))


def join_unit_fractions(spans: Sequence[Span], tokens: Sequence[str]) -> list[Span]:
    """``spans`` with a span of a role, "and" untagged right after it and a span of that role that is a
    fraction said after a unit (:data:`slu_node.numbers.AFTER_UNIT_FRACTIONS`, "and" left out), made
    one: "an hour | and | a quarter" is 75 minutes (sixty-fifth-session blind probe 316: "bake it for
    an hour and a quarter at three fifty fahrenheit" had been two bakes, one of them 0.25). Its
    confidence is the lower of the two."""
    return _join_side_by_side(spans, lambda last, span: not span.label.startswith(ACT_PREFIX)
                              and ("and", *tokens[span.start:span.end]) in AFTER_UNIT_FRACTIONS,
                              between=("and",), tokens=tokens)


def join_split_values(spans: Sequence[Span], names_one: Callable[[str], bool]) -> list[Span]:
    """``spans`` with two side-by-side spans of one role made one when their words together name one
    value (``names_one``: a lexicon look-up, or an amount of a measured type): "pancake | batter" is
    the batter, not a pancake and a batter ("whisk the pancake batter" gave ``mix([pancake,
    batter])``), and "a | large handful" one handful (the amount had been dropped). Its confidence is
    the lower of the two. Spans of two roles are joined too, in the first one's role, when the first
    names nothing alone: "the cast iron | skillet" (destination | modality) is the pan (twenty-sixth
    session: "cast iron" had been asked about)."""
    return _join_side_by_side(spans, lambda last, span: not span.label.startswith(ACT_PREFIX)
                              and not last.label.startswith(ACT_PREFIX)
                              and (span.label == last.label or not names_one(last.text))
                              and names_one(f"{last.text} {span.text}"), same_label=False)


def join_misfiled_values(spans: Sequence[Span], value_types: Callable[[str], frozenset],
                         role_types: dict[str, Sequence[str]]) -> list[Span]:
    """``spans`` with a span whose words name a value its role never holds, followed right after by a
    span of another role, made one span of that other role when their words together name one value
    that role holds: "sieve *hot* | *sauce*" (quantity | object; "hot" is a state, which no quantity
    is) is the hot sauce (forty-first session: ``sieve(sauce)`` had been done, "hot" dropped).
    ``value_types``: the types a text is a value of (:meth:`slu_node.domain.Domain.value_types`);
    ``role_types``: role → the types any action's role of that name holds
    (:attr:`slu_node.domain.Domain.role_types`). Its confidence is the lower of the two."""
    def misfiled(last: Span, span: Span) -> bool:
        held = _two_roles(last, span) and value_types(last.text)
        return bool(held) and not held.intersection(role_types.get(last.label, ())) and bool(
            value_types(f"{last.text} {span.text}").intersection(role_types.get(span.label, ())))

    return _join_side_by_side(spans, misfiled, same_label=False, second_label=True)


def join_prepared_values(spans: Sequence[Span], is_prepared: Callable[[str], bool],
                         value_types: Callable[[str], frozenset], role_types: dict[str, Sequence[str]]) -> list[Span]:
    """``spans`` with a span of words that say only how a value was prepared (``is_prepared`` of each:
    :func:`slu_node.values.prepared`), followed right after by a span of another role whose words
    name a value that role never holds but the first's does, made one span of the first's role: "drizzle
    a little honey over the | *grilled* | *halloumi*" (destination | modality) is the halloumi
    (seventy-sixth-session blind probe 648: "grilled" had been asked about as an unknown destination).
    ``value_types`` and ``role_types`` as for :func:`join_misfiled_values`."""
    def prepared_first(last: Span, span: Span) -> bool:
        held = _two_roles(last, span) and value_types(span.text)
        return (bool(held) and all(map(is_prepared, last.text.split()))
                and not held.intersection(role_types.get(span.label, ()))
                and bool(held.intersection(role_types.get(last.label, ()))))

    return _join_side_by_side(spans, prepared_first, same_label=False)


def _two_roles(last: Span, span: Span) -> bool:
    """True when ``last`` and ``span`` are spans of two roles (neither a verb's)."""
    return last.label != span.label and not last.label.startswith(ACT_PREFIX) and not span.label.startswith(ACT_PREFIX)


def _join_side_by_side(spans: Sequence[Span], joins, same_label: bool = True,
                       second_label: bool = False, between: Sequence[str] = (),
                       tokens: Sequence[str] = ()) -> list[Span]:
    """``spans`` with each span that starts where the one before it ends, or after the untagged
    ``between`` words of ``tokens`` ("an hour | *and* | a quarter"), and has its label (with
    ``same_label``), merged into that one when ``joins(last, span)`` says so (label: the first's, or
    with ``second_label`` the second's; confidence: the lower)."""
    out: list[Span] = []
    for span in spans:
        last = out[-1] if out else None
        if (last is not None and (span.label == last.label or not same_label)
                and span.start == last.end + len(between) and tuple(tokens[last.end:span.start]) == tuple(between)
                and joins(last, span)):
            out[-1] = Span(span.label if second_label else last.label, last.start, span.end,
                           " ".join([last.text, *between, span.text]), min(last.confidence, span.confidence))
        else:
            out.append(span)
    return out


def _number_continues(left: str, right: str) -> bool:
    """True when number word ``right`` continues the number that ``left`` ends ("seventy five")."""
    if left in TENS:
        return 1 <= ONES.get(right, 0) <= 9
    return left in ("hundred", "thousand") and (right in TENS or right in ONES)


#: Exponent of the recogniser's word confidence in :func:`combine_confidence`.
ASR_CONFIDENCE_EXPONENT = 0.5


def combine_confidence(tag_confidence: Sequence[float], word_confidence: Optional[Sequence[float]]) -> list[float]:
    """Per-word confidence of a tag given the recogniser's word confidence: ``tag × asr ** 0.5``.

    A word the recogniser doubts weakens the argument or verb it belongs to, so that the clarification
    policy asks instead of acting on a misheard word; the square root keeps a moderately confident
    word (0.5 → 0.71) usable. The exponent was set by hand on synthetic speech, not fitted. Without
    word confidences (typed text) or when the counts differ, the tag confidences are returned as is.
    """
    if word_confidence is None or len(word_confidence) != len(tag_confidence):
        return list(tag_confidence)
    return [t * min(1.0, max(0.0, w)) ** ASR_CONFIDENCE_EXPONENT for t, w in zip(tag_confidence, word_confidence)]
