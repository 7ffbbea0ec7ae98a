"""Terse speech: things said side by side, their prepositions dropped.

"salt pepper add soup", "put it wire rack", "pour orange juice carafe", "cherries stones take out",
"squeeze half lemon fish": a terse speaker, or one speaking to a machine, leaves out "to", "on",
"into", "of" and "and" (fifty-seventh-session blind probes 96, 101, 102 and 104: 40 of 160 done
exactly with that session's first code, 29 done wrong, most with a thing left out unasked). The
tagger, trained on the domain's templates, tags such things as the object or leaves them untagged.
:class:`TerseReader` gives the builder (:class:`slu_node.builder.PredicateBuilder`) the readings a
person makes of them, each where one role of the action is left to hold the thing, and says where
two readings stand (a list, or a thing and where it goes), for the clarification policy to ask.
"""

from __future__ import annotations

from typing import Callable, Optional, Sequence

from slu_node.domain import OBJECT_ROLE, ArgSpec, Domain
from slu_node.drafts import ActionDraft
from slu_node.spans import Span
from slu_node.textnorm import LIST_CONJUNCTION, NOUN_MARKERS, PRONOUNS, last_before
from slu_node.types import ACT_PREFIX, UNCERTAIN
from slu_node.values import ValueReader, value_core

#: Words that join the values of a list ("salt and pepper", "salt or pepper", "salt plus pepper").
LIST_WORDS = frozenset({LIST_CONJUNCTION, "or", "plus"})
#: Words that may follow a thing said with no preposition after a role span (:meth:`TerseReader.things_after`).
AFTER_THING = frozenset({"please", "now", "then", LIST_CONJUNCTION, "thanks"})


def untagged_value_end(domain: Domain, tokens: Sequence[str], start: int, tagged: set,
                       accept: Callable[[tuple[str, str]], bool] = lambda hit: True) -> Optional[int]:
    """The end (exclusive) of the longest run of tokens from ``start``, none of them in ``tagged``
    (indices inside a span), that is a lexicon value ``accept`` takes (its ``(type, value)``);
    None when there is none."""
    stop = start
    while stop < len(tokens) and stop not in tagged:
        stop += 1
    return next((e for e in range(stop, start, -1)
                 if (hit := domain.lookup(" ".join(tokens[start:e]))) and accept(hit)), None)


def after_fronted_object(spans: Sequence[Span], verb_at: int, verb_end: int, spec, tokens: Sequence[str],
                         domain: Domain) -> tuple[list[Span], list[str]]:
    """``(spans, fronted)``: ``spans`` of one action (verb words ``tokens[verb_at:verb_end]``) with its
    object spans right after the verb (no word between but determiners) relabelled with the one other
    role of ``spec`` (:class:`slu_node.domain.Action`) that holds every value they name and has no span,
    when object spans are said before the verb too (not after "for": "now *for the sauce* stir in
    the cream" is a header); and the texts of those fronted spans. ``(list(spans), [])`` otherwise."""
    objects = [s for s in spans if s.label == OBJECT_ROLE and s.text.split()[-1] not in PRONOUNS]
    before = [s for s in objects if s.end <= verb_at
              and not (0 <= (k := last_before(tokens, s.start, NOUN_MARKERS)) and tokens[k] == "for")]
    after = [s for s in objects if s.start >= verb_end]
    if not before or not after or last_before(tokens, after[0].start, NOUN_MARKERS) >= verb_end:
        return list(spans), []
    said = {s.label for s in spans}
    types = [domain.value_types(value_core(s.text)) for s in after]
    holders = [a for a in spec.args if a.role != OBJECT_ROLE and a.role not in said
               and all(held and held <= set(a.types) for held in types)]
    if len(holders) != 1:
        return list(spans), []
    role = holders[0].role
    return [Span(role, s.start, s.end, s.text, s.confidence) if s in after else s for s in spans], [
        s.text for s in before]


class TerseReader:
    """The terse readings of one domain's commands (see the module docstring)."""

    def __init__(self, domain: Domain, values: ValueReader) -> None:
        self.domain = domain
        self.values = values

    def things_after(self, spans: list[Span], tokens: Sequence[str], heard: Sequence[float]) -> list[Span]:
        """``spans`` with a span for a lexicon thing the tagger left untagged right after a role span,
        no word between, and before the next span, the end or a courtesy: terse speech drops the
        preposition ("take cake out oven put it *wire rack*" had been ``put(cake)``, the rack left out
        unasked; fifty-seventh-session blind probe 102), or after the rest of the verb's phrase ("get
        mozzarella out *fridge*"). It goes to the one role of the last verb's action before it that
        holds its type and has no span since that verb; with none or several, nothing is added; nor
        after a span that names nothing ("to cook on *cooling* rack", heard). Its confidence is that
        span's, times the recogniser's (``heard``). A span of a pronoun and a whole thing of a type
        its role does not hold ("crush *them garlic press*", mash's object, a food) is read as the
        pronoun and a thing after it so; "mash up them potatoes" stays as it is. An amount said so
        goes to the one role of several values that holds it ("pancake flip cook it *one more
        minute*", probe 101, had been ``cook(pancake)``)."""
        out = list(spans)
        tagged = {i for s in spans for i in range(s.start, s.end)}
        starts = {s.start for s in spans}
        verb: Optional[Span] = None
        for span in spans:
            if span.label.startswith(ACT_PREFIX):
                verb = span
                continue
            action = self.domain.actions.get(verb.label[len(ACT_PREFIX):]) if verb is not None else None
            if action is None:
                continue
            words = span.text.split()
            arg = action.arg(span.label)
            if arg is None:
                continue
            split = (len(words) > 1 and words[0] in PRONOUNS
                     and (hit := self.domain.lookup(" ".join(words[1:]), self.domain.thing_types)) is not None
                     and hit[0] not in arg.types)
            start = span.start + 1 if split else span.end
            if not split and (span.end in tagged or span.end >= len(tokens)):
                continue
            if not split and start + 1 < len(tokens) and action.says(f"{verb.text} {tokens[start]}"):
                start += 1  # the rest of the verb's phrase said after its object ("get mozzarella *out* fridge")
            free = tagged - set(range(start, span.end))
            things = self.domain.thing_types
            end = untagged_value_end(self.domain, tokens, start, free, lambda found: found[0] in things)
            first = spans.index(verb) + 1
            last = next((j for j in range(first, len(spans)) if spans[j].label.startswith(ACT_PREFIX)), len(spans))
            said = {s.label for s in spans[first:last]}
            if end is not None:
                thing = self.domain.lookup(" ".join(tokens[start:end]))
                holders = [a for a in action.args if a.role not in said and thing[0] in a.types]
            elif not split:  # an amount ("cook it *one more minute*")
                end, holders = self._amount_after(action, tokens, start, free)
            if (end is None or len(holders) != 1
                    or not (end == len(tokens) or end in starts or tokens[end] in AFTER_THING)):
                continue
            if (not set(words) & PRONOUNS and self.values.normalize(span.text, arg) is None
                    and not self.values.split_values(span.text, arg)):
                continue  # after words that name nothing ("to cook on *cooling* rack", heard): no reading
            if split:
                out[out.index(span)] = Span(span.label, span.start, start, words[0], span.confidence)
            out.append(Span(holders[0].role, start, end, " ".join(tokens[start:end]),
                            min([span.confidence, *heard[start:end]])))
        return sorted(out, key=lambda s: s.start)

    def _amount_after(self, action, tokens: Sequence[str], start: int, tagged: set) -> tuple[int, list[ArgSpec]]:
        """``(end, roles)``: the untagged words from ``start`` up to a tagged one or :data:`AFTER_THING`,
        and the roles of several values of ``action`` that hold them as one amount ([] when they are none)."""
        end = start
        while end < len(tokens) and end not in tagged and tokens[end] not in AFTER_THING:
            end += 1
        text = " ".join(tokens[start:end])
        if end == start or not self.values.is_amount(text):
            return end, []
        return end, [a for a in action.args if a.multi and self.values.normalize(text, a) is not None]

    def things_said_as_verbs(self, spans: list[Span]) -> list[Span]:
        """``spans`` where of two side-by-side verb spans of one action, one whole a lexicon thing, that
        one is read as the role of the action that holds it and no span holds: word-by-word orders put
        the thing beside the verb ("*stew* simmer low heat", "*onions* fry butter slowly", "milk warm
        *microwave* one minute", tagged as two verbs and joined into one, had been done without the
        stew, the onions or the microwave; fifty-seventh-session blind probe 108)."""
        out = list(spans)
        for k in range(len(out) - 1):
            first, second = out[k], out[k + 1]
            if not (first.label == second.label and first.label.startswith(ACT_PREFIX) and first.end == second.start):
                continue
            action = self.domain.actions.get(first.label[len(ACT_PREFIX):])
            if action is None:
                continue
            said = {s.label for s in out if not s.label.startswith(ACT_PREFIX)}
            # the first as the object, said before its verb (an object said after too is then the
            # place: :func:`after_fronted_object`); the second as the one empty role that holds it
            for i, span, roles in ((k, first, [OBJECT_ROLE]),
                                   (k + 1, second, [a.role for a in action.args if a.role not in said])):
                hit = self.domain.lookup(span.text, self.domain.thing_types)
                held = [r for r in roles if hit and (arg := action.arg(r)) and hit[0] in arg.types]
                if len(held) == 1:
                    out[i] = Span(held[0], span.start, span.end, span.text, span.confidence)
                    break
        return out

    def object_free(self, action, spans: list[Span]) -> bool:
        """True when the first verb of ``spans`` (an ``action``'s) has no object span after it before the
        next verb, or when another role of the action with no span holds every object said there (a
        terse place: "scallions sprinkle *noodles*"); "so yam cover *the bowl*", heard for "so yeah um
        cover the bowl", has its object, and "yam" is no second one."""
        after = []
        for span in spans[1:]:
            if span.label.startswith(ACT_PREFIX):
                break
            after.append(span)
        objects = [s for s in after if s.label == OBJECT_ROLE]
        said = {s.label for s in after}
        return not objects or any(
            a.role != OBJECT_ROLE and a.role not in said
            and all(self.domain.value_types(value_core(s.text)) & set(a.types) for s in objects) for a in action.args)

    @staticmethod
    def compound(draft: ActionDraft, spec, arg: ArgSpec,
                 several: list[tuple[str, str]]) -> list[tuple[str, tuple[str, str]]]:
        """``(role, (value, type))`` for each of two values one span of ``arg`` holds, read as a noun
        compound when one is of a type that only ``arg`` of the action takes and the other of a type
        that another role takes too, no span of that role being said: the other goes to that role
        ("take out the *cherry stones*" is separate(pit, cherry), the stones of the cherries, not
        separate([cherry, pit]); "red pepper seeds out", "remove stones cherries" in the
        fifty-seventh session's blind probes); else every value to ``arg``."""
        plain = [(arg.role, pair) for pair in several]
        if len(several) != 2:
            return plain
        said = {s.label for s in draft.spans}
        others = [a for a in spec.args if a.role != arg.role and a.role not in said]
        own = [pair for pair in several if not any(pair[1] in a.types for a in spec.args if a.role != arg.role)]
        if len(own) != 1:
            return plain
        rest = next(pair for pair in several if pair is not own[0])
        holder = next((a for a in others if rest[1] in a.types), None)
        return [(arg.role, own[0]), (holder.role, rest)] if holder is not None else plain

    def list_or_place(self, draft: ActionDraft, spec, tokens: Sequence[str]) -> list[str]:
        """The text of the last span of a list role whose values are said side by side (determiners
        between at most) with no "and" (nor "or", "plus", "with") anywhere in the list, when another
        role of the action that has no value could hold the last one: "squeeze half lemon fish",
        "sprinkle cheddar pizza", "put plums baking dish" may list the things or say where they go
        with the preposition dropped, and had been done as lists (fifty-seventh-session blind probe
        104); [] otherwise, and when the
        values are of one group of the domain file ("add salt pepper", herbs and spices: a list), or
        that role is the verb's implied one and the value of another group than the implied value's
        ("deep fry nut chicken wings": fry's oil; "onions fry gently olive oil" is asked about).
        Typed or heard, asked about (:attr:`ActionDraft.overflow`)."""
        out = []
        for arg in spec.args:
            fills = [f for f in draft.fills.get(arg.role, []) if f.value != UNCERTAIN]
            said = [s for s in draft.spans if s.label == arg.role and s not in draft.dropped]
            if not arg.list or len(fills) < 2 or not said or any(
                    set(tokens[a.end:b.start]) - NOUN_MARKERS for a, b in zip(said, said[1:])) or set(
                    tokens[said[0].start:said[-1].end]) & (LIST_WORDS | {"with"}):
                continue
            groups = {self.domain.group_of(f.value) for f in fills}
            if len(groups) == 1 and None not in groups:
                continue
            implied = spec.verb_implicit(draft.verb) if draft.verb else {}  # "deep fry": the oil
            last = self.domain.group_of(fills[-1].value)
            if any(a.role != arg.role and not draft.fills.get(a.role) and fills[-1].type in a.types
                   and (a.role not in implied or last == self.domain.group_of(implied[a.role]))
                   and not any(s.label == a.role for s in draft.spans) for a in spec.args):
                out.append(said[-1].text)
        return out

    def says_verb(self, words: Sequence[str]) -> bool:
        """True when ``words`` are, whole, a verb phrase of an action of the domain ("pan fry")."""
        phrase = " ".join(words)
        return any(action.says(phrase) for action in self.domain.actions.values())
