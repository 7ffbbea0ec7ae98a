"""Split an utterance's tagged spans into actions: one :class:`~slu_node.drafts.ActionDraft` per spoken
verb (or per action the intent head names that no verb says), each with the role spans it takes.

Step 2 of :mod:`slu_node.builder`: the verbs, in spoken order, cut the utterance; a connector of the
domain ("and then") hands what follows it to the next verb; an object said after the last verb and
a sequence connector is that action said again ("add the onions first, then the garlic"); a verb with
no object of its own shares the next one's ("peel and mash the potatoes")."""

from __future__ import annotations

from dataclasses import replace
from typing import Optional, Sequence

from slu_node.domain import MODALITY_ROLE, OBJECT_ROLE, Domain
from slu_node.drafts import ActionDraft
from slu_node.spans import Span
from slu_node.textnorm import (AGREEING_FORMS, CLAUSE_OPENERS, CLAUSE_WORDS, FILLER_WORDS, LIST_CONJUNCTION,
                               NOUN_MARKERS, PRONOUNS, last_before, tokenize)
from slu_node.types import ACT_PREFIX, ALL_INGREDIENTS
from slu_node.values import ValueReader, value_core

#: Words that say what the next verb is done with ("*use* a whisk to flip it"). English.
_USE_WORDS = frozenset({"use", "using"})
#: Last words of the connectors that say one thing after another ("then", "after that", "next").
_SEQUENCE_ENDS = frozenset({"then", "that", "next"})
#: Words of a connector that says the next action comes after this one ("then", "after that"): a span
#: before them is not the next verb's. English.
_THEN_WORDS = frozenset({"then", "after", "afterwards", "next", "later"})


class Segmenter:
    """Split tagged spans into :class:`ActionDraft` objects for one domain.

    Args:
        domain: the domain whose actions, roles and connectors (``generation.connectors``) are used.
        values: the reader of the domain's values (:class:`slu_node.values.ValueReader`).
        intent_threshold: probability above which an action intent that no verb says counts as
            present.
    """

    def __init__(self, domain: Domain, values: ValueReader, intent_threshold: float = 0.5) -> None:
        self.domain = domain
        self.values = values
        self.intent_threshold = intent_threshold
        connectors = {tuple(tokenize(c)) for c in domain.generation.get("connectors", [])}
        self._connectors = sorted((c for c in connectors if c), key=len, reverse=True)

    def segment(self, spans: list[Span], intents: dict[str, float], tokens: Sequence[str]) -> list[ActionDraft]:
        """Split the utterance into actions and give each its role spans.

        A role span belongs to the nearest verb before it, unless that verb's template has no such
        role and the next verb's has, with no connector of sequence between them ("unwrap the jar, use
        the tongs to shred the chicken"; "knead the dough for ten minutes then put it back in the bowl"
        keeps the time with knead, which drops it, where put had taken it: fifty-seventh-session
        probe; :data:`_THEN_WORDS`; after another connector, a span of words the domain knows stays
        too, one with a foreign word goes on, to be asked about there: "take the tray with the *oven
        butt* leave the cake tin and turn ...", heard), or a
        connector of the domain ("and then") separates it from that verb: then it belongs to the next
        verb ("flip the pancake, then with the lid cover the pot"), or, after the last verb (or before
        the first), to an action the intent head names but no verb accounts for ("crack the eggs, then
        a pinch of salt"). After the last verb, a span of a role that verb's action lacks belongs
        there past the first connector, not only the last: "get out the ramekins then put a
        greaseproof paper and a muffin tin" (the tagger left "put" untagged) covers the muffin tin
        with the paper, which remove, having no instrument, had left out (fifty-first session). A
        bare list conjunction between two spans of one role joins a list, it does not cut ("peel
        the pancake and the ricotta, puree the radish"). A span between "let"
        (determiners between) and the next verb is that verb's ("cover the pot and let it simmer",
        "... and let the beans simmer"). Spans before a first
        verb that a lone "and" leads into are not that verb's ("chop the pork chops and take the
        squid": "chop" is no action; "take the lid and cover the pot" keeps the lid, an instrument,
        with cover): an action the intent head names and no verb says gets them, or else they are
        dropped (asked about when heard, :class:`slu_node.clarify.ClarificationPolicy`). So do spans
        before the first verb, an object among them and "and" after them, when the first verb's
        action cannot hold one of them and the intent head's can hold all: "put the lid on the big
        pot and let the soup simmer" (cover's "put" said with no verb slot, left untagged).
        """
        triggers = [s for s in spans if s.label.startswith(ACT_PREFIX) and s.label[len(ACT_PREFIX):] in self.domain.actions]
        drafts = []
        for t in triggers:
            action = t.label[len(ACT_PREFIX):]
            drafts.append(ActionDraft(action, min(t.confidence, intents.get(action, t.confidence)), verb=t.text,
                                      verb_confidence=t.confidence))
        untriggered = self._untriggered_actions(intents, {d.action for d in drafts})
        inside = {i for s in spans for i in range(s.start, s.end)}  # "one hundred and fifty" is no connector
        bounds = [0] + [t.start for t in triggers] + [len(tokens)]
        ends = [0] + [t.end for t in triggers]
        before: list[Span] = []
        after: list[Span] = []
        # objects before the first verb when "and" leads into it: "chop the pork chops and take the squid"
        # (a verb of no action, or one the tagger missed, before them), not the verb's own; other roles
        # are the verb's ("take the lid and cover the pot": the lid is cover's instrument)
        unverbed: list[Span] = []
        let_do: list[Span] = []  # what "let" has do the next verb ("... and let *the soup* simmer")
        led_by_and = bool(triggers) and triggers[0].start > 0 and tokens[triggers[0].start - 1] == LIST_CONJUNCTION
        after_cut = 0  # where the connector before ``after`` ends
        for span in (s for s in spans if not s.label.startswith(ACT_PREFIX)):
            k = sum(1 for t in triggers if t.start <= span.start)  # verbs at or before the span
            lead = last_before(tokens, span.start, NOUN_MARKERS) + 1  # "let *the* beans simmer"
            after_let = lead > 0 and tokens[lead - 1] == "let"
            if after_let and k < len(drafts) and triggers[k].start == span.end:
                # "cover the pot and let it simmer": the next verb's, what is let do it its object
                # ("let the onions sweat", tagged as a place after "add the passata", had been left out)
                holds = self.domain.actions[drafts[k].action].arg(OBJECT_ROLE) is not None
                drafts[k].spans.append(replace(span, label=OBJECT_ROLE) if holds else span)
                let_do.append(drafts[k].spans[-1])
                continue
            if (lead > 0 and tokens[lead - 1] in _USE_WORDS and k < len(drafts) and span.end < len(tokens)
                    and tokens[span.end] == "to" and triggers[k].start == span.end + 1 and self._takes(drafts[k], span)):
                drafts[k].spans.append(span)  # "shred the cheese use a whisk to flip it": flip's whisk
                continue
            cuts = self._connector_ends(tokens, ends[k], bounds[k + 1], inside, spans)
            cut = cuts[-1] if cuts else None
            past_connector = cut is not None and span.start >= cut
            if (not past_connector and k == len(drafts) and k and cuts and span.start >= cuts[0]
                    and not self._takes(drafts[k - 1], span)):
                # after the last verb, past a connector, of a role that verb's action lacks: "get out
                # the ramekins then put a greaseproof paper and a muffin tin" (cover's paper, the verb
                # untagged), not remove's, which had left it out
                cut = next(c for c in reversed(cuts) if c <= span.start)
                past_connector = True
            if k == 0 and led_by_and and span.label == OBJECT_ROLE:
                unverbed.append(span)
            elif k == 0:
                (drafts[0].spans if drafts and (cut is None or past_connector) else before).append(span)
            elif past_connector and k < len(drafts):
                drafts[k].spans.append(span)
            elif past_connector:
                after.append(span)
                after_cut = cut
            elif (not self._takes(drafts[k - 1], span) and k < len(drafts) and self._takes(drafts[k], span)
                  and not self._implied_holds(drafts[k - 1], span)
                  and not (any(c > span.end for c in cuts)
                           and (set(tokens[span.end:triggers[k].start]) & _THEN_WORDS
                                or set(span.text.split()) <= self.domain.known_words))):
                drafts[k].spans.append(span)  # "open the jar, use the tongs to shred the chicken"
            else:
                drafts[k - 1].spans.append(span)
        if drafts and untriggered and not before:
            # before the first verb, with no connector, what its action cannot hold and an action the intent
            # head names, but no verb says, can: "put the lid on the big pot and let the soup simmer" (cover's
            # lid and pot, its "put" untagged; had been dropped from cook and asked about: sixtieth-session
            # blind probes 174, 182, 186)
            early = [s for s in drafts[0].spans if s.start < triggers[0].start and s not in let_do]
            other = self.domain.actions[untriggered[0]]
            if (early and any(not self._takes(drafts[0], s) for s in early)
                    and any(s.label == OBJECT_ROLE for s in early)  # a clause of its own, "and" after it
                    and LIST_CONJUNCTION in tokens[max(s.end for s in early):triggers[0].start]
                    and all(other.arg(s.label) is not None for s in early)):
                drafts[0].spans = [s for s in drafts[0].spans if s not in early]
                before = early
        shared = False
        for k in range(len(drafts) - 2, -1, -1):  # from the last: "peel, boil and mash the potatoes"
            first = min((s.start for s in drafts[k + 1].spans if s.label == OBJECT_ROLE), default=triggers[k + 1].end)
            shared = self._shares_object(drafts[k], drafts[k + 1], tokens[triggers[k].end:triggers[k + 1].start],
                                         shared, tokens[triggers[k + 1].end:first])
            if shared:
                drafts[k].spans = [s for s in drafts[k + 1].spans if s.label == "object"]  # "peel and mash the potatoes"
                counted = [s for s in drafts[k + 1].spans if s.start < first and self._counts(drafts[k], s)]
                if counted:  # "peel and crush *two cloves* of garlic": peel two, crush them
                    drafts[k].spans[:0] = counted
                    drafts[k + 1].spans = [s for s in drafts[k + 1].spans if s not in counted]

        def implicit_action(role_spans: list[Span]) -> ActionDraft:
            action = untriggered.pop(0)
            return ActionDraft(action, intents[action], spans=role_spans)

        if unverbed and untriggered:
            drafts.insert(0, implicit_action(unverbed))
        elif unverbed:
            drafts[0].dropped += unverbed
        # before: spans ahead of the first verb that a connector cuts off from it (or all, with no verb)
        asked = self._asked_action(before, tokens) if before and drafts else None
        if asked:  # "is the bowl crispy then test it": check, and "it" the bowl
            if asked in untriggered:
                untriggered.remove(asked)
            drafts.insert(0, ActionDraft(asked, min(s.confidence for s in before), spans=list(before)))
        elif before and untriggered:
            drafts.insert(0, implicit_action(before))
        elif before and drafts:
            drafts[0].spans[:0] = before
        if after and untriggered and not self._listed_pair(drafts[-1], after, tokens, after_cut):
            drafts.append(implicit_action(after))
        elif after and (again := self._said_again(drafts[-1], after, tokens, after_cut)):
            last = drafts[-1]  # "add the salt, then the pepper": add, then add again
            drafts.append(ActionDraft(last.action, last.confidence, verb=last.verb,
                                      verb_confidence=last.verb_confidence, spans=again, gapped=True))
        elif after:
            drafts[-1].spans.extend(after)
        for draft in drafts:
            draft.spans.sort(key=lambda s: s.start)
        return drafts

    def _said_again(self, draft: ActionDraft, after: list[Span], tokens: Sequence[str],
                    cut: int) -> Optional[list[Span]]:
        """The spans of the action said again on another object, or None: ``after`` holds the spans a
        connector that says a sequence (ending in :data:`_SEQUENCE_ENDS`: "then", "and then", "after
        that", "next"; not "and also") cuts off after ``draft``'s verb, the last, at token ``cut``;
        when ``draft`` holds an object already, every span of ``after`` is of a role of its action, and
        one is an object, the action is said again on it ("add the onions first, then the garlic",
        "add the tomatoes followed by the basil"). A first span said with no preposition before it
        (determiners only after the connector) is that object whatever its label, when the object
        role takes its value ("then the basil" had been tagged as add's destination). Until the
        twenty-seventh session the second object joined the first one's list: one ``add`` of both,
        where the order is lost. Not when a word foreign to the domain or a verb of another action
        comes between the connector and the first span ("next *be* it carefully", heard for "next
        peel it carefully", had put the ginger again), nor when the object is a pronoun
        (twenty-eighth session)."""
        obj = self.domain.actions[draft.action].arg(OBJECT_ROLE)
        if (obj is None or not any(s.label == OBJECT_ROLE for s in draft.spans)
                or tokens[cut - 1] not in _SEQUENCE_ENDS):
            return None
        first = after[0]
        own = {p.split()[0] for p in self.domain.actions[draft.action].verb_phrases}
        if any(t not in NOUN_MARKERS and t not in _SEQUENCE_ENDS and (
                t not in self.domain.known_words or (t in self.domain.verb_starts and t not in own))
               for t in tokens[cut:first.start]) or any(
                s.label == OBJECT_ROLE and s.text.split()[-1] in PRONOUNS for s in after):
            return None  # a word before the object may be a verb misheard, and "then it" names no other object
        hit = self.domain.lookup(value_core(first.text))
        if (first.label != OBJECT_ROLE and hit is not None and hit[0] in obj.types
                and all(t in NOUN_MARKERS for t in tokens[cut:first.start])):
            after = [Span(OBJECT_ROLE, first.start, first.end, first.text, first.confidence), *after[1:]]
        if any(s.label == OBJECT_ROLE for s in after) and all(self._takes(draft, s) for s in after):
            return after
        return None

    def _listed_pair(self, draft: ActionDraft, after: list[Span], tokens: Sequence[str], cut: int) -> bool:
        """True when ``after``, cut off after ``draft``'s verb (the last) by "and" or "and also" ending at
        token ``cut``, is an amount and what it measures that ``draft``'s action holds, as it holds an
        amount said before, and the action is one things are asked for with (:attr:`Action.requests`:
        take): one more pair of the list ("get me half a litre of whole milk *and three hundred mils of
        double cream*"), not a step of the action the intent head names ("crack two eggs into the bowl
        and a pinch of salt" adds the salt). Seventy-sixth session: seven typed probes had added the second
        pair (``add(300 ml, cream, *[ingredients]*)``)."""
        said = list(tokens[max(0, cut - 2):cut])
        return (bool(draft.spans) and bool(self.domain.actions[draft.action].requests)
                and (said[-1:] == [LIST_CONJUNCTION] or said == [LIST_CONJUNCTION, "also"])
                and self._counts(draft, after[0]) and any(s.label == OBJECT_ROLE for s in after)
                and all(self._takes(draft, s) for s in after) and any(self._counts(draft, s) for s in draft.spans))

    def _shares_object(self, draft: ActionDraft, nxt: ActionDraft, gap: Sequence[str], chained: bool,
                       lead: Sequence[str] = ()) -> bool:
        """True when ``draft`` (a verb with an object role but no argument of its own) takes the object
        of the next verb ``nxt``. With nothing between the two verbs (a comma, left out by the
        tokenizer), it does when ``nxt`` shares the object of the verb after it (``chained``): "peel,
        boil and mash the potatoes"; "it would be *grate* if you could add the salt", heard, is no
        chain. A verb whose object is required does when only
        :data:`~slu_node.textnorm.LIST_CONJUNCTION` or "and then" separates the two verbs. A verb
        whose object is optional does when a lone "and" does, the next verb does not add its object to
        the preparation (an implicit ``[ingredients]`` among its other roles) and its role holds that
        object: "heat and stir the milk" had been ``cook(*[ingredients]*), mix(milk)``
        (thirty-third-session probe); "stir and add the milk" is ``mix(*[ingredients]*), add(milk)``,
        and "knead and then check the lettuce" keeps knead's implicit object, as the domain's generated
        commands have it. Nor is an object said after "if", "whether" or "that" (``lead``: the words
        from the next verb to its object) shared: it is what a clause is about, not what the verb
        acts on ("knead and look whether the noodle is golden" had been ``knead(noodle)``, fiftieth
        session)."""
        spec = self.domain.actions[draft.action].arg(OBJECT_ROLE)
        objects = [s for s in nxt.spans if s.label == OBJECT_ROLE]
        if spec is None or draft.spans or not objects or CLAUSE_WORDS.intersection(lead):
            return False
        if not gap and not chained:
            return False  # two verbs side by side share nothing unless a chain ends in "and"
        gap = list(gap) or [LIST_CONJUNCTION]  # a comma in a chain: "peel, boil and mash"
        if spec.required:
            return gap in ([LIST_CONJUNCTION], [LIST_CONJUNCTION, "then"])
        implied = self.domain.actions[nxt.action].implied_by(nxt.verb)
        adds = any(value == ALL_INGREDIENTS for role, value in implied.items() if role != OBJECT_ROLE)
        return (gap == [LIST_CONJUNCTION] and not adds
                and all(self.values.normalize(s.text, spec) is not None for s in objects))

    def _implied_holds(self, draft: ActionDraft, span: Span) -> bool:
        """True when a role ``draft``'s verb implies a value for (:meth:`slu_node.domain.Action.implied_by`:
        blitz's blender) holds ``span``'s words: the builder reads the span there
        (:meth:`slu_node.builder.PredicateBuilder._implied_arg`). "blitz the flour and the butter *in the
        food processor* add three tablespoons of cold water ...", the processor tagged as a place, had
        gone to add as its place (fifty-eighth-session blind probe 118)."""
        action = self.domain.actions[draft.action]
        implied = action.implied_by(draft.verb) if draft.verb else {}
        return any((arg := action.arg(role)) is not None and self.values.normalize(span.text, arg) is not None
                   for role in implied)

    def _counts(self, draft: ActionDraft, span: Span) -> bool:
        """True when ``span`` fills a role of ``draft``'s action that holds a bare count (a measured
        type whose unit may go unsaid: cooking's quantity). Where two verbs share the object said
        after the second, its count goes to the first: "peel and crush two cloves of garlic" is
        ``[peel(2 clove, garlic), mash(garlic)]``, as a pronoun of the second act would not count
        again (blind probes 106 and 111, written apart); the count had been left out of both."""
        spec = self.domain.actions[draft.action].arg(span.label)
        return spec is not None and any(not t.unit_required and t.name in spec.types for t in self.values.measures)

    def _takes(self, draft: ActionDraft, span: Span) -> bool:
        """True when the action of ``draft`` has an argument role named by ``span``'s label."""
        return self.domain.actions[draft.action].arg(span.label) is not None

    def _asked_action(self, spans: Sequence[Span], tokens: Sequence[str]) -> Optional[str]:
        """The action of a yes/no question of the domain (:attr:`~slu_node.domain.Domain.question_words`,
        in either number: "is" or "are") that ``spans``, cut off from the first verb by a connector,
        answer: an object first and a modality that action's modality holds among them, after the
        question word (determiners between) or after nothing but clause openers and fillers (the
        question word lost: "uh the eggs fluffy and then fold in the sugar", heard for "are the eggs
        ..."). "is the bowl crispy then test it" had been one check, "it" asked about, and "are the
        eggs fluffy then add the sugar" ``add([egg, sugar], ..., fluffy)`` (fifty-second session).
        None otherwise."""
        if spans[0].label != OBJECT_ROLE:
            return None
        q = last_before(tokens, spans[0].start, NOUN_MARKERS)
        said = q >= 0 and tokens[q] not in CLAUSE_OPENERS and tokens[q] not in FILLER_WORDS
        for word, action in self.domain.question_words.items():
            state = self.domain.actions[action].arg(MODALITY_ROLE)
            if (said and tokens[q] not in AGREEING_FORMS.get(word, (word,))) or state is None:
                continue
            if any(s.label == MODALITY_ROLE and self.values.normalize(s.text, state) for s in spans):
                return action
        return None

    def _connector_ends(self, tokens: Sequence[str], start: int, end: int, inside: set[int],
                        spans: Sequence[Span]) -> list[int]:
        """Token indices just after each connector phrase in ``tokens[start:end]`` outside any span, in
        order; a lone :data:`~slu_node.textnorm.LIST_CONJUNCTION` between two spans of one role is a
        list, not a connector."""
        found = set()
        for phrase in self._connectors:
            n = len(phrase)
            for i in range(start, end - n + 1):
                if (tuple(tokens[i:i + n]) == phrase and not inside.intersection(range(i, i + n))
                        and not (phrase == (LIST_CONJUNCTION,) and self._joins_list(spans, i))):
                    found.add(i + n)
        return sorted(found)

    @staticmethod
    def _joins_list(spans: Sequence[Span], at: int) -> bool:
        """True when the spans nearest before and after token ``at`` are arguments of one role."""
        left = max((s for s in spans if s.end <= at), key=lambda s: s.end, default=None)
        right = min((s for s in spans if s.start > at), key=lambda s: s.start, default=None)
        return (left is not None and right is not None and left.label == right.label
                and not left.label.startswith(ACT_PREFIX))

    def _untriggered_actions(self, intents: dict[str, float], triggered: set[str]) -> list[str]:
        """Action intents ≥ threshold that no spoken verb accounts for, most likely first."""
        actions = sorted(((p, a) for a, p in intents.items() if a in self.domain.actions and a not in triggered), reverse=True)
        return [a for p, a in actions if p >= self.intent_threshold]
