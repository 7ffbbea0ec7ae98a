"""What a "with" phrase after a verb's object holds: "sprinkle the salad *with a handful of walnuts*".

Two readings of "<verb> A with B", both with B an amount and a value, or a list of them:

- a verb of the locative alternation (spray/load verbs, Levin 1993 §2.3.1; the domain file says
  "sprinkle {destination} with {object}": :attr:`slu_node.domain.Action.place_first_verbs`) puts B on
  A: ``add(1 handful, walnut, salad)``;
- an action done to the ingredients together ("whisk the eggs with a pinch of salt") does it to A
  and B alike: ``mix([egg, salt], *whisk*)``.

The tagger learnt "{destination} with {object}" with no amount between "with" and the value, and with
one it read the phrase another way: before the thirty-fifth session "sprinkle the salad with a handful
of walnuts" was ``add(1 handful, salad, walnut)``, "drizzle the salad with a little olive oil"
``add(salad, ...)`` with the oil dropped, and "whisk the eggs with a pinch of salt" ``mix(egg,
*whisk*)`` with the salt dropped (probe 51: 10 of 24 right, 13 done wrong). Here the words are read
afresh, ignoring the tags: A must be a list of whole values of the first role's types, B a list of
amounts (a measured one, or a rough "a bit of", "a little", "some") and whole values of the second
role's types, ending where the next verb starts or at a word neither can hold. When the words do not
read so, nothing changes.

The spans are :class:`slu_node.spans.Span` (any frozen dataclass with ``label``, ``start``,
``end``, ``text`` and ``confidence``), token indices into the utterance.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Optional, Sequence

from slu_node.textnorm import LIST_CONJUNCTION, ROUGH_AMOUNT_WORDS, longest_value_end

@dataclass(frozen=True)
class WithPhrase:
    """One "<verb> A with B" read afresh: token ranges ``(start, end)`` of A's values (``place``), of
    the measured amounts (``amounts``) and of the values (``values``) after "with"; ``end`` is the
    index after the last of them."""

    place: tuple[tuple[int, int], ...]
    amounts: tuple[tuple[int, int], ...]
    values: tuple[tuple[int, int], ...]
    end: int


def read_list(tokens: Sequence[str], at: int, stop: int, names: Callable[[str], bool],
              leading: frozenset, is_amount: Optional[Callable[[str], bool]] = None
              ) -> tuple[list[tuple[int, int]], list[tuple[int, int]], int]:
    """Read "[amount] value (and [amount] value)*" from ``tokens[at:stop]``.

    Args:
        tokens: the utterance's tokens.
        at, stop: the token range to read in.
        names: whether a text is a whole value of the wanted types.
        leading: words that may come before a value and say nothing ("the", "a bit of").
        is_amount: whether a text is a measured amount ("a pinch", "two handfuls"); None: no amounts.

    Returns:
        ``(values, amounts, end)``: the token ranges of the values and of the measured amounts, and
        the index after the last value; ``([], [], at)`` when no value starts the list.
    """
    values: list[tuple[int, int]] = []
    amounts: list[tuple[int, int]] = []
    end, i = at, at
    while i < stop:
        found = []
        if is_amount is not None:
            # the longest amount with no "of" in it ("two handfuls", "half a cup": "a handful of" is no amount)
            j = longest_value_end(tokens, i, lambda text: "of" not in text.split() and is_amount(text), stop)
            if j is not None:
                found.append((i, j))
                i = j
        while i < stop and tokens[i] in leading:
            i += 1
        j = longest_value_end(tokens, i, names, stop) if i < stop else None
        if j is None:
            break
        values.append((i, j))
        amounts += found
        end = j
        if j + 1 < stop and tokens[j] in (LIST_CONJUNCTION, ","):
            i = j + 1
            continue
        break
    return values, amounts, end


def with_phrase(tokens: Sequence[str], verb_end: int, stop: int, *, place_names: Callable[[str], bool],
                value_names: Callable[[str], bool], is_amount: Callable[[str], bool],
                leading: frozenset) -> Optional[WithPhrase]:
    """Read "A with B" right after a verb (see the module docstring).

    Args:
        tokens: the utterance's tokens.
        verb_end: the index after the verb's words.
        stop: where the verb's words end: the next verb's start, or ``len(tokens)``.
        place_names: whether a text is a whole value the first role (A's) holds.
        value_names: whether a text is a whole value the second role (B's) holds.
        is_amount: whether a text is a measured amount.
        leading: words that may come before A's values ("the", "my").

    Returns:
        The phrase, or None when the words from ``verb_end`` on are not A, "with", then B: A must run
        from the verb right up to "with", and B must start right after it with at least one value.
    """
    if "with" not in tokens[verb_end:stop]:
        return None
    at = list(tokens[verb_end:stop]).index("with") + verb_end
    place, _, place_end = read_list(tokens, verb_end, at, place_names, leading)
    if not place or place_end != at:
        return None
    values, amounts, end = read_list(tokens, at + 1, stop, value_names, ROUGH_AMOUNT_WORDS, is_amount)
    if not values:
        return None
    return WithPhrase(tuple(place), tuple(amounts), tuple(values), end)
