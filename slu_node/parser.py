"""Text → command: the NLU model, the predicate builder and the clarification policy in one object.

Used by the ``slu parse`` CLI, by the audio pipeline (after ASR), by bag replay and by the ROS nodes.
"""

from __future__ import annotations

import dataclasses
import difflib
import math
import time
from pathlib import Path
from typing import Callable, Container, Optional, Sequence, Union

from slu_node.afterthoughts import amounts_after, unsaid_afterthoughts
from slu_node.articles import article_types, dropped_articles, dropped_thing_articles, singular_units
from slu_node.asides import trailing_asides
from slu_node.asr.confidence import nbest_word_posteriors
from slu_node.builder import PredicateBuilder
from slu_node.clarify import BEFORE_VERB, ClarificationPolicy, cut_things, lost_end, sounds_undone
from slu_node.contents_said import contents_of_places
from slu_node.correction_reasons import correction_reason
from slu_node.corrections import (RESUMING, correction_places, hesitated_corrections, rejected_values, replaced_in_list,
                                  resumed_until, said_correction, with_value)
from slu_node.cues import (MEALS, NOT_YET, ROBOT_CALLS, asked_by_name, called_by_name, deferrals, done_for, loops,
                           put_off, said_to_others, talk_before_call, unled_ing_forms, untagged_last_value,
                           untagged_last_words, untagged_modality_end, untagged_objects, untagged_places,
                           untagged_verbs)
from slu_node.describing import (TAKEN_UP, colours, descriptions, owners, relative_topics, stacked_describers,
                                 temperatures, tool_parts, unread_describers, verbs_in_values)
from slu_node.dial_settings import dial_settings
from slu_node.domain import (INSTRUMENT_ROLE, MODALITY_ROLE, OBJECT_ROLE, PLACE_ROLE, SOURCE_ROLE, Domain, load_domain,
                             resolve_domain_path)
from slu_node.elided import elided_things, parts_taken_out
from slu_node.exclusions import HEARD_CUE_MIN_CONFIDENCE, exclusions
from slu_node.frames import could_use, needed_things, passive_request, past_request, request_frame, tagged_request
from slu_node.fronted_manner import manner_first
from slu_node.given_amounts import given_amounts, giving_actions
from slu_node.headers import course_headers
from slu_node.hurried import hurried
from slu_node.idle_adverbs import idle_adverbs
from slu_node.interrupted import broken_off
from slu_node.joiners import joined_values, set_aside
from slu_node.kitchen_calls import kitchen_calls
from slu_node.leading_modality import modality_first_order
from slu_node.leading_place import place_first_order
from slu_node.located import located_first
from slu_node.mid_asides import asides_between
from slu_node.moved import untagged_destinations, wanted_there
from slu_node.going import going_places
from slu_node.numbers import (APPROXIMATORS, NUMBER_WORDS, all_counted, counted_another, durations_during,
                              fractions_first, parse_number, rough_number_words)
from slu_node.ordering import between_steps, in_order, perfect_steps, said_order
from slu_node.paced import paced, per_portion
from slu_node.participles import participle_steps
from slu_node.predicates import first_object, uncertain_roles
from slu_node.praise import praise_after, praise_between, praise_first
from slu_node.purpose import (chatter_first, fronted_condition, purpose_clauses, reason_first, restated_verbs,
                              small_talk, stated_fact, taken_out_of_stated)
from slu_node.quantified_places import quantified_places
from slu_node.ranges import time_ranges
from slu_node.read_as import (after_that, all_over, amounts_each, amounts_left, as_well, filled_up, further_durations,
                              heads_said_before, hours_and_minutes, how_often, it_all, left_to, lids_put_on,
                              one_anaphora, ordinal_things, packages, phrases_read_as, places_of_their_own,
                              quantified_pronouns, reached_states, referring_phrases, remainders, set_down,
                              state_places, still_states, the_lot, told_when, tools_used_before, topics, under_places,
                              units_after_things, units_said_once, until_subjects)
from slu_node.renamed import renamed_things
from slu_node.repairs import reparanda
from slu_node.rivals import heard_two_ways, rival_reading
from slu_node.said_with import tools_as_places
from slu_node.seasoned import seasoning_verbs
from slu_node.shared_work import own_part_first
from slu_node.slips import verb_slips
from slu_node.spelling import english_words, unspelled
from slu_node.stopping import stopped_actions
from slu_node.swaps import swapped_first
from slu_node.talk_first import background_first, long_talk_first, question_first
from slu_node.textnorm import (FILLER_WORDS, LIST_CONJUNCTION, NOUN_MARKERS, PRONOUNS, READ_AS, UNWASHED,
                               asked_pronouns, asked_states, by_hand, clause_first_ing, clause_start, command_order,
                               contracted_be, contracted_is, courtesies, expand_tokens, filler_phrases, hedging_likes,
                               intensifiers, lead_ins, linking_participles, longest_value_end, named_things,
                               normalize_phrase, perfect_questions, perfect_states, pointed_things, repeats,
                               requests_at, side_phrases, split_words, state_verbs, thing_end, thinking_aloud,
                               tokenize, trailing_ing, verb_base_forms, verb_said)
from slu_node.types import (REASON_BAD_INPUT, REASON_LOW_CONFIDENCE, REASON_MISSING_ARGUMENT, REASON_NEGATED,
                            REASON_OUT_OF_DOMAIN, REASON_UNKNOWN_WORD, VERB_TAG, ClarificationRequest,
                            NluOutput, ParseResult, Predicate, Transcript)
from slu_node.unhurried import unhurried
from slu_node.values import LEADING, POSITION_WORDS, without_leading
from slu_node.verb_last import verb_last
from slu_node.verbless import PLACE_PREPOSITIONS, TERSE_PREPOSITIONS, bare_request, moved_on, placed_things
from slu_node.vessels_of import vessels_of
from slu_node.waiting import waiting_steps
from slu_node.warnings_said import warnings_said

#: Default of ``SpokenCommandParser.parse_transcript(unplaced_penalty=...)``, natural-log units.
#: Default of ``SpokenCommandParser.parse_transcript(min_alternative_ratio=...)``: an n-best alternative
#: less likely than this share of the likeliest hypothesis is never chosen (4.6 nats below it).
MIN_ALTERNATIVE_RATIO = 0.01
UNPLACED_PENALTY = 1.0


#: Words that say how hot a place of a terse command is ("spaghetti into the *boiling* water", "garlic
#: and chilli into the *hot* oil"; sixty-fourth-session blind probe 299). English.
_HEAT_WORDS = frozenset({"hot", "boiling", "warm", "simmering", "bubbling", "melted", "sizzling"})


def _without_heat(phrase: str) -> str:
    """``phrase`` without the words of :data:`_HEAT_WORDS` it starts with."""
    words = phrase.split()
    while len(words) > 1 and words[0] in _HEAT_WORDS:
        words = words[1:]
    return " ".join(words)


class SpokenCommandParser:
    """Parse transcripts of one domain into commands or clarification requests.

    Args:
        domain: the validated domain.
        model: an object with ``predict(tokens) -> NluOutput`` (normally
            :class:`slu_node.nlu.infer.NluModel`).
        policy: clarification thresholds.
    """

    def __init__(self, domain: Domain, model, policy: Optional[ClarificationPolicy] = None) -> None:
        self.domain = domain
        self.model = model
        self.policy = policy or ClarificationPolicy()
        self.builder = PredicateBuilder(domain, intent_threshold=self.policy.intent_threshold)
        trained = getattr(getattr(model, "vocab", None), "word_index", None)
        #: the domain's verbs the model was not trained with → the verb read in their place
        self.stand_ins = (domain.verb_stand_ins(frozenset(trained) - untaught_verbs(domain, model, trained))
                          if trained is not None else {})
        #: the stand-ins' spoken words whose own implicit arguments stay (:meth:`Domain.keeps_spoken_verb`)
        self._spoken_kept = frozenset(w for w, s in self.stand_ins.items() if domain.keeps_spoken_verb(w, s))
        #: names of things said as an action's verb where a clause starts (:attr:`Action.noun_verbs`:
        #: "*ladle* the soup into the bowls") → the action's first one-word verb the model was trained with
        def noun_verb(action, word: str) -> Optional[str]:  # the verb the domain file names, if trained
            candidates = [v for v in action.verb_phrases if " " not in v and (trained is None or v in trained)]
            named = action.noun_verbs_read_as.get(word)
            return named if named in candidates else action.stand_in(word, candidates)

        self._noun_verbs = {word: verb for action in domain.actions.values() for word in action.noun_verbs
                            if (verb := noun_verb(action, word))}
        #: verb words with the things said as verbs ("ladle"), read where a verb may be said: a manner said before
        #: one (:func:`~slu_node.fronted_manner.manner_first`) and a statement of where a thing is said before
        #: one (:func:`~slu_node.located.located_first`)
        self._said_verb_words = frozenset(domain.verb_words | self._noun_verbs.keys())
        self._said_verb_starts = frozenset(domain.verb_starts | self._noun_verbs.keys())
        #: describing words the tagger was not trained with ("other"), left out before a value
        self._unread = LEADING - frozenset(trained) - domain.known_words if trained is not None else frozenset()
        self._unread |= POSITION_WORDS - domain.known_words  # "the *left* burner": trained, but as "leave"
        self._unread |= UNWASHED - domain.known_words  # "the four *dirty* ramekins": trained, read as the object
        #: the phrases the generator put before commands, which the tagger knows ("i'd like you to")
        self._trained_frames = frozenset(normalize_phrase(p) for p in domain.generation.get("prefixes", []))
        self._units = singular_units(domain)
        #: words the actions' expressions with no verb slot say (cover's "put" of "put the lid on ...")
        self._verbless = frozenset().union(*(a.verbless_words for a in domain.actions.values()))
        self._article_types = article_types(domain)
        #: the action things are moved as (``moved_as`` of the action the request phrases are read as:
        #: put), its verb, which a request that says where the thing goes is read with ("i want the
        #: chicken in the oven"), and the types of its place ("put ... in the oven")
        self._mover_action = next((domain.actions[a.moved_as] for a in domain.actions.values()
                                   if a.requests and a.moved_as), None)
        self._mover = self._mover_action.verb_phrases[0] if self._mover_action is not None else ""
        self._mover_verbs = frozenset(v for v in (self._mover_action.verb_phrases if self._mover_action else ())
                                      if " " not in v)
        #: verb words of an action that holds vessels as its place and not as its object, none of the
        #: mover's ("boil": a pot of water boiled is boiled in the pot, :func:`slu_node.vessels_of.vessels_of`;
        #: a pot of water put somewhere is moved)
        self._filling_verbs = frozenset(
            word for word, names in domain.verb_word_owners.items()
            if word in domain.verb_starts and (self._mover_action is None or self._mover_action.name not in names)
            and any((place := domain.actions[n].arg(PLACE_ROLE)) is not None and set(place.types) & domain.vessel_types
                   and (held := domain.actions[n].arg(OBJECT_ROLE)) is not None
                   and not set(held.types) & domain.vessel_types for n in names))
        place = self._mover_action.arg(PLACE_ROLE) if self._mover_action is not None else None
        self._mover_place = place.types if place is not None else ()
        #: a yes/no question's word → the words of its action's first verb ("is" → "check"),
        #: :attr:`Domain.question_words`
        self._question_verbs = {word: tuple(domain.actions[action].verb_phrases[0].split())
                                for word, action in domain.question_words.items()}

    def _thing_verb(self, phrase: str) -> Optional[str]:
        """The verb a thing named with no verb is read with (:attr:`Domain.thing_verbs`), None when
        ``phrase`` is no spoken form of such a thing."""
        return next((verb for verb, types in self.domain.thing_verbs if self.domain.lookup(phrase, types)), None)

    def _placed_things(self, tokens: Sequence[str]) -> dict[int, tuple[str, ...]]:
        """:func:`slu_node.verbless.placed_things` with the domain's verbs: things said with where
        they go or come from and no verb."""
        if not self.domain.thing_verbs or not self._mover:
            return {}

        def placed(words: Sequence[str]) -> dict[int, tuple[str, ...]]:
            return placed_things(words, self._thing_verb,
                                 lambda phrase: self.domain.lookup(_without_heat(phrase)) is not None,
                                 self.domain.one_word_verbs, self._terse_verb,
                                 lambda phrase: self._is_modality(phrase) or self.builder.values.is_amount(phrase),
                                 self._amount_end)

        whole = placed(tokens)
        if whole:
            return whole
        # a terse first step before a step of its own ("pizza out of the freezer *and* into the oven",
        # "dough out of the bowl *and* knead it", "tray out of the oven *flip* the spuds"; sixty-fourth-
        # session blind probe 299, a busy cook's shorthand: asked about), or before another terse one
        # ("two litres of water in the big pot *then* the pot onto the hob": probe 311)
        for j in range(2, len(tokens) - 1):
            joined, stepped = tokens[j] in ("and", "then"), self._next_step_at(tokens, j)
            if not (joined or stepped):
                continue
            first = placed(tokens[:j])
            if not first and tokens[j] == "then" and self._verb_step(tokens[:j]) and not self._verb_step(
                    tokens[j + 1:]):
                # a terse step after a step with its verb ("mash the potatoes with the masher *then* butter
                # and milk in": sixty-fifth-session blind probe 315, the milk had been mashed)
                rest = self._placed_things(tokens[j + 1:])
                if rest:
                    return {i + j + 1: words for i, words in rest.items()}
            if not first or (not joined and j - 1 not in first and self._refers_back(tokens, j)):
                continue
            if stepped:
                return first
            k = j + 1 + (tokens[j:j + 2] == ["and", "then"])
            rest = self._placed_things(tokens[k:]) if k < len(tokens) else {}
            if rest:
                return {**first, **{i + k: words for i, words in rest.items()}}
        return {}

    def _taker(self, phrase: str, value: str) -> Optional[str]:
        """The name of the one action that says the verb ``phrase``, whose object takes ``value`` (a lexicon
        value's spoken form) and that has a source: "take out" a stone is separate's alone (remove's object
        takes no part), "take out" the chicken remove's too (None)."""
        types = self.domain.value_types(value)
        takers = [name for name, a in self.domain.actions.items()
                  if a.says(phrase) and a.arg(OBJECT_ROLE) is not None and types & set(a.arg(OBJECT_ROLE).types)]
        return takers[0] if len(takers) == 1 and self.domain.actions[takers[0]].arg(SOURCE_ROLE) is not None else None

    def _taken_out(self, phrase: str, value: str) -> bool:
        """True when :meth:`_taker` finds the action that takes ``value`` out with the verb ``phrase``."""
        return self._taker(phrase, value) is not None

    def _next_step_at(self, tokens: Sequence[str], j: int) -> bool:
        """True when a step of its own starts at ``j``: "and" or "then" before a verb of the domain, "let", a
        place preposition or "back" ("... and into the oven", read by :func:`slu_node.verbless.moved_on`),
        or a verb said there, no part of a value ("medium *heat*")."""
        k = j + (tokens[j] in ("and", "then")) + (tokens[j:j + 2] == ["and", "then"])
        if k == j:
            return verb_said(tokens, j, self.domain.one_word_verbs) and not self.domain.is_value(
                " ".join(tokens[j - 1:j + 1]))
        return k < len(tokens) and (tokens[k] in self.domain.verb_starts or tokens[k] in PLACE_PREPOSITIONS
                                    or tokens[k] in ("back", "let"))  # "... then *let* the sauce simmer"

    def _verb_step(self, tokens: Sequence[str]) -> bool:
        """True when ``tokens`` open with a verb of the domain said as one after clause openers: a step
        of its own."""
        k = clause_start(tokens)
        return k < len(tokens) and verb_said(tokens, k, self.domain.verb_starts)

    @staticmethod
    def _refers_back(tokens: Sequence[str], j: int) -> bool:
        """True when the step said from ``j`` has a pronoun before its next "and" or "then", or names a
        word of the thing said before ``j`` again: the thing and its place said first, with no joining
        word, tell which thing the step is about ("the steaks in the griddle pan flip *them*", "that
        lemon on the chopping board zest *it*", "the milk in the fridge pour two hundred millilitres of
        *it*", read "... of the milk", into the jug: probe 228)."""
        step = next((tokens[j:k] for k in range(j + 1, len(tokens)) if tokens[k] in ("and", "then")), tokens[j:])
        first = next((tokens[:k] for k in range(j) if tokens[k] in PLACE_PREPOSITIONS), ())
        return any(t in TAKEN_UP or (t in first and t not in NOUN_MARKERS) for t in step)

    def _last_thing(self, tokens: Sequence[str], food_first: bool = False, first: bool = False) -> Optional[str]:
        """The canonical value of the last thing (:meth:`Domain.is_thing`) named in ``tokens``, the
        longest phrase there, or None: what a pronoun of the robot's command may stand for after talk
        to someone else ("have you tried *this parmesan* it's the aged one from the market robot grate
        it over the pasta": sixty-third-session blind probe 264 had asked what to grate). With
        ``food_first``, the last food when one was named ("the cream's been in the fridge ... whip it");
        with ``first``, the first thing named instead (:meth:`_first_thing_taken_back`)."""
        tokens = [t[:-2] if t.endswith("'s") else t for t in tokens]  # "the *cream's* been in the fridge"
        named = named_things(tokens, 0, len(tokens), self.domain.is_thing)  # "red peppers", not then "peppers"
        if food_first:  # "the cream's been in the fridge all afternoon ...": the cream (probe 327)
            named = [n for n in named if self._is_food(" ".join(tokens[slice(*n)]))] or named
        hit = self.domain.lookup(" ".join(tokens[slice(*named[0 if first else -1])])) if named else None
        return hit[1] if hit is not None else None

    def _is_state(self, phrase: str) -> bool:
        """True when ``phrase`` is a spoken form of a value of the domain's type "state" ("stiff peaks")."""
        return self.domain.lookup(phrase, ("state",)) is not None

    def _ends_a_thing(self, word: str, after: str) -> bool:
        """True when ``word`` is a thing of the domain, a state (:meth:`_is_state`), or "ready", that makes no
        value with the word ``after`` it ("the plates | ladle the sauce", "dinner's ready | ladle the soup": blind
        probe 664; "whip the cream until it's stiff | spoon it onto the pudding": seventy-seventh-session blind
        probe 722, "stiff spoon" asked about; not "the wooden ladle")."""
        return ((self.domain.is_thing(word) or word == "ready" or self._is_state(word))
                and not self.domain.is_value(f"{word} {after}"))

    def _first_thing_taken_back(self, tokens: Sequence[str], repaired: set) -> Optional[str]:
        """The canonical value of the first thing named in the first run of ``repaired`` (the indices a
        self-repair takes back, :func:`~slu_node.repairs.reparanda`) when that run starts with a verb:
        what a pronoun of the command said again stands for ("put the butter in the microwave um
        actually melt *it* in a small saucepan", "check if the pasta's soft sorry i mean check if *it's*
        ready": sixty-seventh-session blind probe 359 had asked what to melt); None otherwise, and when
        "first" follows (a step to do before the one taken back, which is meant too) and the verb taken
        back is not said again ("toss the salad no sorry drizzle the vinaigrette over *it* first and then
        toss it" is the salad)."""
        if not repaired:
            return None
        start = min(repaired)
        end = next(k for k in range(start, len(tokens) + 1) if k not in repaired)
        if tokens[start] not in self.domain.verb_starts or (
                "first" in tokens[end:] and tokens[start] not in tokens[end:]):
            return None  # "fry the garlic oh wait crush *it* first ...": a step before, both meant; asked
        return self._last_thing(tokens[start:end], first=True)  # "the *pasta's* soft": the pasta

    def _amount_end(self, tokens: Sequence[str], at: int) -> int:
        """The index after an amount said at ``at`` ("two slices *of*", "a knob of"): a number, one of
        the domain's units of amount and "of"; ``at`` when none is said there."""
        number = parse_number(tokens, at, units=self._units)
        if number is None:
            return at
        k = at + number[1]
        unit = next((n for n in (2, 1) if " ".join(tokens[k:k + n]) in self.domain.amount_unit_forms), 0)
        k += unit
        return k + 1 if unit and k < len(tokens) and tokens[k] == "of" else at

    def _terse_verb(self, things: list[str], preposition: str, place: Optional[str]) -> Optional[str]:
        """The verb a terse command is read with (:func:`slu_node.verbless.placed_things`): things
        going into the preparation with no place said, the verb of things said alone ("onions in":
        add); things going to a place, the action things are moved as (put), or the one they are
        measured as (add) when they are all of its object's types and the place is of none of the
        mover's ``kept_with`` types and they go in or into it ("oil in the wok": add, as "knob of
        butter in the pan" is; "pizza in the oven", "omelette onto the plate": put); things from a
        place, the first action whose source holds the place and whose object holds them all ("pan off
        the heat": remove); things on, over or into a thing the preparation is made of, the measured
        one ("butter on the toast", "cream into the sauce": add); things put back in a place, the
        mover ("dough back in the bowl": put; sixty-fifth-session blind probe 317). None when there is
        none."""
        place = _without_heat(place) if place else place
        if preposition.startswith("back "):  # "dough back in the bowl": returned where it was, put
            return self._mover if place is not None else None
        if preposition in TERSE_PREPOSITIONS:
            adding, adds = self.domain.thing_verbs[0]
            added = self.domain.all_of_types(things, adds)
            if place is None:  # "onions in"; "frying pan on a medium heat" (on a heat only): the mover
                if preposition == "on":
                    return self._mover if not added and self.domain.all_of_types(
                        things, self._mover_action.arg(OBJECT_ROLE).types) else None
                return adding if preposition in ("in", "into") and added else None
            if not self.domain.value_types(place) & set(self._mover_place):
                # things onto a thing the preparation is made of: "butter on the toast", "peanut butter and
                # jam on the bagel" (sixty-third-session blind probe 287, a cook in a hurry: out of domain)
                # or into one ("half a cup of cream into the sauce", "salt in the water": sixty-fourth-session
                # blind probe 299)
                onto = self.domain.all_of_types([place], self.domain.preparation_types)
                return adding if added and onto else None
            if preposition == "over":
                return None  # "foil over the dish": no thing moved there
            if added and not self.domain.value_types(place) & set(self._mover_action.kept_with) and (
                    preposition in ("in", "into")):
                return adding
            return self._mover  # "omelette onto the plate", "tortillas on the griddle" (probe 308)
        return next((a.verb_phrases[0] for a in self.domain.actions.values()
                     if (source := a.arg(SOURCE_ROLE)) is not None and (held := a.arg(OBJECT_ROLE)) is not None
                     and self.domain.value_types(place) & set(source.types)
                     and self.domain.all_of_types(things, held.types)), None)

    def _is_package(self, word: str) -> bool:
        """True when ``word`` is a unit's one-word singular form ("jar", "carton"): a package with "of"."""
        return word in self._units

    def _counts_packages(self, verb: str) -> bool:
        """True when every action whose verb phrases hold ``verb`` counts a package said with "the"
        (:attr:`slu_node.domain.Action.counts_package`: "open the jar of honey")."""
        owners = self.domain.verb_word_owners.get(verb, frozenset())
        return bool(owners) and all(self.domain.actions[name].counts_package for name in owners)

    def _is_object(self, phrase: str) -> bool:
        """True when ``phrase`` is a spoken form of a lexicon value that an action's object may be."""
        return self.domain.lookup(phrase, self.domain.object_types) is not None

    def _stated(self, tokens: Sequence[str]) -> tuple[range, str]:
        """:func:`slu_node.purpose.stated_fact` of ``tokens``, its thing read past describing words ("the
        *frozen* peas are in the top drawer of the freezer ...": the peas; seventy-sixth-session blind probe 666,
        the freezer had been the command's place); a meal is one too ("*dinner's* ready ladle the soup into bowls":
        blind probe 664, out of the domain); so is where a thing is, said first
        (:func:`slu_node.located.located_first`). The thing is returned without those words."""
        def core(phrase: str) -> str:
            return " ".join(without_leading(phrase.split(), self.domain.known_words))

        stated, thing = stated_fact(tokens, self.domain.verb_starts,
                                    lambda phrase: phrase in MEALS or self.domain.is_thing(core(phrase)),
                                    self.domain.modality_starts)
        if not stated:  # "you'll find the eggs by the kettle crack three of them ..." (:mod:`slu_node.located`)
            stated, thing = located_first(tokens, self._said_verb_starts,
                                          lambda p: self.domain.is_thing(core(p)))
        return stated, core(thing)

    def _is_place(self, phrase: str) -> bool:
        """True when ``phrase`` names a lexicon value of a type things are in (:attr:`Domain.vessel_types`)."""
        return bool(self.domain.value_types(phrase) & self.domain.vessel_types)

    def _thing_type(self, phrase: str) -> Optional[str]:
        """The type of the thing or place ``phrase`` is a spoken form of (:meth:`Domain.is_thing`), else None."""
        hit = self.domain.lookup(phrase, self.domain.thing_types)
        return hit[0] if hit else None

    def _is_food(self, phrase: str) -> Optional[bool]:
        """True when ``phrase`` names a thing of the types the preparation is made of
        (:attr:`Domain.preparation_types`: food), False for another thing, None for no thing."""
        kind = self._thing_type(phrase)
        return None if kind is None else kind in self.domain.preparation_types

    def _food_end(self, tokens: Sequence[str], at: int) -> Optional[int]:
        """The index after the longest food value (:meth:`_is_food`) said in ``tokens`` from ``at``, or None."""
        return longest_value_end(tokens, at, lambda phrase: bool(self._is_food(phrase)))

    def _food_named(self, tokens: Sequence[str], at: int) -> Optional[int]:
        """:meth:`_food_end`, None where a longer value of another kind starts at ``at``: "with the *cheese*
        grater" names no cheese ("grate some cheddar with the cheese grater sprinkle a handful of it over
        the macaroni" had sprinkled cheese, not the cheddar: sixty-eighth-session blind probe 392)."""
        end = self._food_end(tokens, at)
        longest = longest_value_end(tokens, at, self.domain.is_value)
        return end if end is not None and (longest is None or longest <= end) else None

    def _modality_type(self, phrase: str) -> Optional[str]:
        """The type of the closed-list modality value ``phrase`` is a spoken form of ("now and then":
        manner), else None (:meth:`Domain.lookup` passes over the measured types)."""
        hit = self.domain.lookup(phrase, self.domain.modality_types) if self.domain.modality_types else None
        return hit[0] if hit else None

    def _is_modality(self, phrase: str) -> bool:
        """True when ``phrase`` is a spoken form of a closed-list value a modality may be ("quick")."""
        return self._modality_type(phrase) is not None

    @classmethod
    def load(
        cls,
        domain_dir: Union[str, Path],
        *,
        providers: Optional[Sequence[str]] = None,
        threads: int = 1,
        policy: Optional[ClarificationPolicy] = None,
    ) -> "SpokenCommandParser":
        """Load the domain file and the int8 NLU model of a domain directory.

        Args:
            domain_dir: directory holding ``domain.yaml``, ``nlu.int8.onnx`` and ``nlu.json``
                (or the YAML file itself, the model being read beside it).
            providers: onnxruntime execution providers in order of preference (default: the
                available ones of TensorRT, CUDA, CPU).
            threads: intra-op threads for the model.

        Raises:
            DomainError: invalid domain file. FileNotFoundError: model files missing (run ``slu train``).
        """
        from slu_node.nlu.infer import NluModel  # onnxruntime is imported only when a model is loaded

        yaml_path = resolve_domain_path(domain_dir)
        domain = load_domain(yaml_path)
        model = NluModel.load(yaml_path.parent, providers=providers, threads=threads)
        english_words()  # loaded now, not on the first heard utterance (the policy's made-up words)
        return cls(domain, model, policy)

    def parse(self, text: Union[str, bytes], context_objects: Optional[tuple[str, ...]] = None,
              word_confidence: Optional[Sequence[float]] = None, snr_db: Optional[float] = None,
              decay_db_per_s: Optional[float] = None) -> ParseResult:
        """Understand one utterance's text.

        Args:
            text: the transcript (``str``; UTF-8 ``bytes`` are decoded with replacement). Any length:
                the tokenizer keeps the first 64 words.
            context_objects: objects of the previous command in the dialogue (resolves a pronoun
                with no antecedent in the utterance); None for context-free parsing.
            word_confidence: ASR confidence of each word of ``text`` (0..1), when it was recognised
                from speech; it lowers the confidence of the arguments and verbs it covers.
            snr_db: estimated SNR (dB) of the utterance it was recognised from (see
                :class:`~slu_node.clarify.ClarificationPolicy`); None for text.
            decay_db_per_s: its decay-rate estimate (dB/s, :mod:`slu_node.audio.reverb`): slow decays
                mark reverberant speech, decided as speech in noise; None for text.

        Returns:
            a ParseResult with ``command`` or ``clarification`` set, and ``timings_ms['nlu']``.
            Input that is not text gives a ``bad_input`` clarification (never an exception).

        The tagger reads the tokens without fillers (:data:`~slu_node.textnorm.FILLER_WORDS`, with
        their word confidences; those of the domain's words before the command stay), without
        phrases that urge the verb after them (:func:`~slu_node.textnorm.lead_ins`: "make sure you",
        "don't forget to"), without courtesies (:func:`~slu_node.textnorm.courtesies`: "if you don't
        mind") or asking for the action again or longer (:func:`~slu_node.textnorm.repeats`: "cook it
        a little longer"), without what a self-repair takes back
        (:func:`~slu_node.repairs.reparanda`: "add two, no, three eggs" is read "add three eggs"),
        without a clause that says what the command is for
        (:func:`~slu_node.purpose.purpose_clauses`: "stir the soup so it doesn't burn"; these two not
        below the policy's ``bare_min_snr_db``) or the action's verb said again before what it looks
        at (:func:`~slu_node.purpose.restated_verbs`: "check the chicken to make sure it's cooked
        through") or words that only tell which thing is meant
        (:func:`~slu_node.describing.descriptions`: "the milk that's in the fridge", "the pot of
        water") or the course of the recipe said before the verb
        (:func:`~slu_node.headers.course_headers`: "step three", "now for the sauce") or a thing set
        aside (:func:`~slu_node.joiners.set_aside`: "instead of oil") or not to be done or used
        (:func:`~slu_node.exclusions.exclusions`: "but not the salt", "stir the soup but don't boil it";
        in quiet only, as self-repairs, and heard only when its cue word's confidence reaches
        :data:`~slu_node.exclusions.HEARD_CUE_MIN_CONFIDENCE`), with "and" for "as well as" and
        the like
        (:func:`~slu_node.joiners.joined_values`), an action the speaker says to stop as "stop"
        (:func:`~slu_node.stopping.stopped_actions`: "stop adding milk" had been done as
        ``add(milk, ...)``; a verb's "-ing" form after a word that leads none, "stock adding milk" as
        heard for it, is asked about: :func:`~slu_node.cues.unled_ing_forms`), a function word heard
        for a short verb where a verb is due as that verb (:func:`~slu_node.slips.verb_slips`: "*at* the
        salt"), "X's" before a state as "X is" (:func:`~slu_node.textnorm.contracted_is`: "the oil's
        hot"), a subject pronoun after a verb and "if" in the form the tagger knows
        (:func:`~slu_node.textnorm.asked_pronouns`: "check if *they* are fluffy") and a first "has"
        before a thing in a state as "is" (:func:`~slu_node.textnorm.perfect_questions`), with an
        action's request verb (:attr:`~slu_node.domain.Domain.request_verbs`) in place of a phrase
        that asks for its object (:func:`~slu_node.textnorm.requests_at`: "i need the colander"), with
        a domain word written in two read as one (:func:`~slu_node.textnorm.split_words`: "table
        spoons"), with an article left out before a unit put back unless heard in noise
        (:mod:`slu_node.articles`: "add pinch of salt") and
        with unseen "-ing" forms of the domain's verbs as the verbs
        (:func:`~slu_node.textnorm.verb_base_forms`), with a recipe card's past participle after its
        thing read as the verb before it (:func:`~slu_node.participles.participle_steps`: "two cloves
        of garlic peeled and crushed"), without background said first to someone in the room
        (:mod:`slu_node.talk_first`: "we're out on saturday so the veg needs using up peel the
        carrots"), and with an action said another way read as
        the command (:func:`~slu_node.textnorm.command_order`: "the soup needs stirring", "give the
        soup a stir" are read "stir the soup") and informal spellings as the words they stand for
        (:data:`~slu_node.textnorm.INFORMAL_FORMS`: "em" is "them"), possessive determiners and
        demonstratives before a thing as "the" (:data:`~slu_node.textnorm.POSSESSIVES`,
        :func:`~slu_node.textnorm.pointed_things`), "another" after a verb as "one more"
        (:func:`~slu_node.numbers.counted_another`), "during" before an amount of time as "for"
        (:func:`~slu_node.numbers.durations_during`) and without the words that only intensify "more"
        (:func:`~slu_node.textnorm.intensifiers`), and with a verb of the domain
        file that the model was not trained with as the verb of its group that it was
        (:meth:`~slu_node.domain.Domain.verb_stand_ins`: "shove" as "put"), and an untagged one-word
        verb of one action first in its clause before "and" and another verb tagged as that action's
        (:func:`~slu_node.cues.untagged_verbs`: "take and peel an orange"), and an untagged last word
        the domain does not know after a role's preposition as that role's
        (:func:`~slu_node.cues.untagged_last_words`: "mash potatoes with pho"), and, in quiet, with an
        amount said after its thing before it (:func:`~slu_node.afterthoughts.amounts_after`: "add the
        brown sugar about two tablespoons"), without afterthoughts that say nothing the command needs
        (:func:`~slu_node.afterthoughts.unsaid_afterthoughts`: "the tea towel *a damp one*") or a
        speaker thinking aloud (:func:`~slu_node.textnorm.thinking_aloud`: "let's see"); a correction
        said after the command in the same breath is read as one (:meth:`_corrected_after`: "take
        two cloves of garlic no make it three"). A name of a thing said as a verb where a clause starts
        is read as its action's verb first (:attr:`~slu_node.domain.Action.noun_verbs`: "*ladle* the soup
        into the bowls"). The returned ``nlu`` has a
        tag for every token of the text (a filler's is "O"). Heard (``word_confidence`` given), a
        made-up word (:func:`slu_node.spelling.unspelled`) or a word said four times in a row
        (:func:`slu_node.cues.loops`) is never left out: the clarification policy asks about it.
        """
        start = time.perf_counter()
        if isinstance(text, bytes):
            text = text.decode("utf-8", errors="replace")
        if not isinstance(text, str):
            clar = ClarificationRequest(REASON_BAD_INPUT, prompt=self.domain.prompts["bad_input"])
            return ParseResult(text=repr(text)[:200], clarification=clar)
        tokens = tokenize(text)
        # a restaurant kitchen's calls before the command: "*hot behind* pull the saucepan off the heat"
        calls = kitchen_calls(tokens, lambda w: w in self.domain.verb_starts or w in self._noun_verbs,
                              self.domain.is_thing, self.domain.request_phrases)
        tokens, word_confidence = expand_tokens(tokens, {i: () for i in calls}, word_confidence)
        # "put the big pot on the *sorry mum i'm just talking to the robot* put the big pot on the hob"
        tokens, word_confidence = expand_tokens(tokens, {i: () for i in broken_off(tokens, self.domain.known_words)},
                                                word_confidence)
        # "grate some parmesan *straight away*": how soon, read by no rule after it (terse, verbless); "...
        # onto the griddle *for each pancake*": for what, before "each" is read as a place's quantifier
        tokens, word_confidence = expand_tokens(
            tokens, {i: () for i in hurried(tokens, self.domain.verb_starts)
                     | per_portion(tokens, self.domain.is_thing)},
            word_confidence)
        # "pan put on stove with medium heat please" → "put pan on stove ..."
        tokens, word_confidence = expand_tokens(
            tokens, verb_last(tokens, self.domain.one_word_verbs, self.domain.is_thing),
            word_confidence)
        # "salt and pepper the sauce" → "season the sauce with salt and pepper"
        tokens, word_confidence = expand_tokens(tokens, seasoning_verbs(
            tokens, lambda k: k == 0 or tokens[k - 1] in BEFORE_VERB or tokens[k - 1] in ROBOT_CALLS,
            self.domain.is_thing), word_confidence)
        # "slowly pour in the warm water" → "pour in the warm water slowly"; "carefully ladle the soup ..."
        tokens, word_confidence = expand_tokens(tokens, manner_first(
            tokens, self._said_verb_words,
            lambda w: w.endswith("ly") and self._is_modality(w), self.domain.is_thing), word_confidence)
        # a thing said as a verb where a clause starts: "*ladle* the soup into the bowls" (:attr:`Action.noun_verbs`)
        tokens = [self._noun_verbs[w] if w in self._noun_verbs and _starts_clause(tokens, k, self._ends_a_thing) else w
                  for k, w in enumerate(tokens)]
        # "grate the cheese the cheddar i mean over the pasta" → "grate the cheddar over the pasta"; "stir the
        # sauce with the spoon the wooden one" → "... with the wooden spoon"
        tokens, word_confidence = expand_tokens(
            tokens, renamed_things(tokens, self.domain.lookup, self.domain.is_thing), word_confidence)
        fixed = self._corrected_after(tokens, context_objects, word_confidence, snr_db, decay_db_per_s)
        if fixed is not None:  # "take two cloves of garlic no make it three"
            return fixed
        return self._read(tokens, context_objects, word_confidence, snr_db, decay_db_per_s, start)

    def _read(self, tokens: list[str], context_objects: Optional[tuple[str, ...]],
              word_confidence: Optional[Sequence[float]], snr_db: Optional[float],
              decay_db_per_s: Optional[float], start: float) -> ParseResult:
        """:meth:`parse` of the utterance's ``tokens`` read whole (no correction said after the command
        taken apart); ``start``: when the parse began (:func:`time.perf_counter`)."""
        slips = verb_slips(tokens, self.domain.verb_words, self._is_object)  # "*at* the salt" → "add the salt"
        tokens = [slips.get(i, t) for i, t in enumerate(tokens)]
        # "till it thickens" → "till it is thick"
        tokens, word_confidence = expand_tokens(
            tokens, state_verbs(tokens, self.domain.modality_starts, self.domain.known_words, self._is_object),
            word_confidence)
        # "the soup needs more salt" → "the soup could use more salt", read by :func:`could_use`
        tokens, word_confidence = expand_tokens(tokens, needed_things(tokens, self._thing_verb, self._is_object),
                                                word_confidence)
        # "give the soup a pinch of salt" → "season the soup with a pinch of salt"
        tokens, word_confidence = expand_tokens(tokens, given_amounts(tokens, self.domain.is_thing, self._thing_verb),
                                                word_confidence)
        # "... giving it a stir every few minutes" → "... and give it a stir every few minutes"
        tokens, word_confidence = expand_tokens(tokens, giving_actions(tokens, self.domain.verb_words), word_confidence)
        # "with a tablespoon and a half of olive oil" → "with one and a half tablespoon of olive oil"
        tokens, word_confidence = expand_tokens(tokens, fractions_first(tokens, self._units), word_confidence)
        # "the oil's hot" → "the oil is hot"; "right *dinner's* done take the saucepan off the hob" (blind probe
        # 497), "stir gently until *everything's* melted" (blind probe 528)
        said_is = contracted_is(tokens, lambda w: self._is_object(w) or w in MEALS or w == "everything",
                                self.domain.modality_starts)
        tokens, word_confidence = expand_tokens(tokens, contracted_be(tokens, said_is), word_confidence)
        # "let me know once the butter's melted" → "tell me when the butter's melted"
        tokens, word_confidence = expand_tokens(tokens, told_when(tokens), word_confidence)
        # "check if they are fluffy" → "check if them are fluffy"
        tokens, word_confidence = expand_tokens(
            tokens, asked_pronouns(tokens, self.domain.verb_words, self.domain.is_thing), word_confidence)
        # "are the onions soft then ..." → "check if the onions soft then ..."
        tokens, word_confidence = expand_tokens(
            tokens, asked_states(tokens, self._is_object, self.domain.modality_starts, self._question_verbs,
                                 self.domain.verb_words),
            word_confidence)
        # "... and then it can go back in the oven" → "... and then put it back in the oven"
        tokens, word_confidence = expand_tokens(tokens, going_places(tokens, self.domain.is_thing), word_confidence)
        noisy = self.policy.noisy(snr_db, decay_db_per_s)
        if not noisy:  # "pour splash of wine" → "pour a splash of wine"; in noise, "teaspoon" may be "two spoon"
            dropped = dropped_articles(tokens, self._units, self.domain.verb_words)
            tokens, word_confidence = expand_tokens(tokens, {i: ("a", tokens[i]) for i in dropped}, word_confidence)
        if not noisy:  # "a kilo of potatoes peeled" → "peel a kilo of potatoes": a recipe card's shorthand
            tokens, word_confidence = expand_tokens(
                tokens, participle_steps(tokens, self.domain.verb_starts, self.domain.is_thing, self._is_food,
                                        self.domain.is_value),
                word_confidence)
        # "put them in bowl" → "put them in the bowl"
        dropped = dropped_thing_articles(tokens, self._thing_type, self._article_types, self.domain.verb_starts)
        tokens, word_confidence = expand_tokens(tokens, {i: ("the", tokens[i]) for i in dropped}, word_confidence)
        if not noisy:  # "add the brown sugar about two tablespoons" → "add about two tablespoons of the brown sugar"
            amounts = amounts_after(tokens, self._is_food, self.domain.is_thing, self.domain.amount_unit_forms,
                                    self.domain.verb_words)
            tokens, word_confidence = expand_tokens(tokens, amounts, word_confidence)
        if not noisy:  # "get the eggs out and crack three into the jug" → "... crack three eggs into the jug"
            tokens, word_confidence = expand_tokens(
                tokens, elided_things(tokens, self.domain.verb_starts, lambda at: self._food_named(tokens, at),
                                      self.domain.amount_unit_forms),
                word_confidence)
        # "peel the mango and take the stone out" → "... take the stone out of it"
        tokens, word_confidence = expand_tokens(
            tokens, parts_taken_out(tokens, self._taken_out, lambda at: self._food_named(tokens, at),
                                    lambda verb, part: self._taker(verb, part) == verb),
            word_confidence)
        # "add another egg" → "add one more egg"
        more = counted_another(tokens, self.domain.verb_words, self.domain.unit_words)
        tokens, word_confidence = expand_tokens(tokens, {i: ("one", "more") for i in more}, word_confidence)
        # "boil them during twenty minutes" → "boil them for twenty minutes"
        tokens, word_confidence = expand_tokens(
            tokens, {i: ("for",) for i in durations_during(tokens, self.domain.unit_words)}, word_confidence)
        # "over *both* pizzas", "out of *each of* the peppers", "into *all four* bowls", "on *each slice of*
        # toast": the places
        tokens, word_confidence = expand_tokens(
            tokens, quantified_places(tokens, self.domain.is_value, self.domain.unit_forms, self.domain.verb_starts),
            word_confidence)
        # "as for the chicken roast it": "the chicken roast it"
        tokens, word_confidence = expand_tokens(tokens, topics(tokens, self.domain.is_thing, self.domain.verb_starts),
                                                word_confidence)
        # "grab two bowls and crack the eggs into the bigger one": "the bigger bowls"
        tokens, word_confidence = expand_tokens(tokens, one_anaphora(tokens, self.domain.is_thing), word_confidence)
        # "open a tin of chickpeas and one of coconut milk": "... and a tin of coconut milk"; "put the lid on and
        # ...": "cover it with the lid and ..."
        said_once = units_said_once(tokens, self.domain.unit_forms, self.domain.is_thing)
        tokens, word_confidence = expand_tokens(  # the lid not in noise: "put the lid on" may be a misheard end
            tokens, said_once | ({} if noisy else lids_put_on(tokens)), word_confidence)
        # "with the one you just used": the tool used before; "the tin" after "the roasting tin": that tin
        tokens, word_confidence = expand_tokens(tokens, tools_used_before(tokens, self.domain.is_thing),
                                                word_confidence)
        tokens, word_confidence = expand_tokens(
            tokens, heads_said_before(tokens, self.domain.lookup, self.domain.is_thing), word_confidence)
        # "open the jar of honey" → "open a jar of honey"; "put the carton of milk ..." → "put the milk ...";
        # typed only: heard, "the" may be "a" misheard, and a reading the other hypotheses disagree with
        # ("pour the glass of white wine" for "a glass") is asked about
        if word_confidence is None:
            tokens, word_confidence = expand_tokens(
                tokens, packages(tokens, self.domain.verb_starts, self.domain.is_thing, self._is_package,
                                 self._counts_packages), word_confidence)
        # "whatever's left of the rice", "those bits of feta": "the rice", "the feta"
        tokens, word_confidence = expand_tokens(tokens, remainders(tokens, self.domain.is_thing), word_confidence)
        # "a second frying pan", "the last two eggs": the ordinal left out (a "second" had been a time)
        tokens, word_confidence = expand_tokens(
            tokens, ordinal_things(tokens, self.domain.is_thing, self.domain.is_value), word_confidence)
        pointed = set(pointed_things(tokens, self.domain.is_thing, self.domain.verb_words))  # "these eggs": "the eggs"
        tokens = ["the" if i in pointed else t for i, t in enumerate(tokens)]
        tokens, word_confidence = expand_tokens(tokens, owners(tokens, self.domain), word_confidence)  # "grandma's"
        if not noisy:  # "the onions that i sliced earlier throw them into the wok": the clause left out
            tokens, word_confidence = expand_tokens(tokens, relative_topics(tokens, self.domain), word_confidence)
        # "you wouldn't grate some parmesan would you" → "grate some parmesan"
        tokens, word_confidence = expand_tokens(tokens, tagged_request(tokens, self.domain.verb_starts),
                                                word_confidence)
        # "it would help if the carrots were peeled" → "peel the carrots"
        tokens, word_confidence = expand_tokens(
            tokens, passive_request(tokens, self.domain.verb_starts, self.domain.is_value, self.domain.is_thing),
            word_confidence)
        tokens, word_confidence = expand_tokens(tokens, as_well(tokens), word_confidence)  # "... as well" → "... too"
        tokens, word_confidence = expand_tokens(tokens, all_over(tokens), word_confidence)  # "all over it": "over it"
        tokens, word_confidence = expand_tokens(  # "four cod fillets" → "four fillets of cod"
            tokens, units_after_things(tokens, self.domain.amount_unit_forms, self.domain.is_thing,
                                       self.domain.is_value), word_confidence)
        tokens, word_confidence = expand_tokens(  # "the lot": "everything", or "them together" after a list
            tokens, the_lot(tokens, lambda i: _listed_before(tokens, i, self.domain.is_thing)), word_confidence)
        tokens, word_confidence = expand_tokens(tokens, it_all(tokens, self.domain.verb_words), word_confidence)
        tokens, word_confidence = expand_tokens(tokens, amounts_left(tokens), word_confidence)  # "the last 200 ml"
        tokens, word_confidence = expand_tokens(tokens, filled_up(tokens), word_confidence)  # "fill it up with"
        # "into separate ramekins": "into ramekins"
        tokens, word_confidence = expand_tokens(tokens, places_of_their_own(tokens, self.domain.is_thing),
                                                word_confidence)
        # "when the water comes to the boil": "... is boiling"
        tokens, word_confidence = expand_tokens(tokens, phrases_read_as(tokens), word_confidence)
        # "... and leave it to simmer": "... and simmer it"
        tokens, word_confidence = expand_tokens(tokens, left_to(tokens, self.domain.verb_words), word_confidence)
        tokens, word_confidence = expand_tokens(tokens, quantified_pronouns(tokens), word_confidence)  # "both of them"
        tokens, word_confidence = expand_tokens(  # "... *now and then* with a wooden spoon": "occasionally"
            tokens, how_often(tokens, self.domain.verb_starts), word_confidence)
        tokens, word_confidence = expand_tokens(  # "... and *after that* scatter ...": "then"
            tokens, after_that(tokens, self.domain.verb_starts), word_confidence)
        tokens, word_confidence = expand_tokens(  # "bring a big pot of water to the boil": "water in a big pot"
            tokens, vessels_of(tokens, self._filling_verbs.__contains__,
                               lambda word: word not in self._units  # "a *tin* of tuna" is an amount
                               and self.domain.lookup(word, tuple(self.domain.vessel_types)) is not None,
                               self.domain.is_thing), word_confidence)
        tokens, word_confidence = expand_tokens(  # "a teaspoon each of cumin and turmeric": one amount for each
            tokens, amounts_each(tokens, self.domain.unit_words, self.domain.is_thing), word_confidence)
        tokens, word_confidence = expand_tokens(  # "until it holds stiff peaks": "until stiff peaks"
            tokens, reached_states(tokens, self._is_state), word_confidence)
        # "fry the tortillas ... until the cheese has melted": "... until melted"
        tokens, word_confidence = expand_tokens(
            tokens, until_subjects(tokens, self.domain.is_thing, self._is_state), word_confidence)
        # "check that the stock is still bubbling": "... is bubbling"; "golden on top": "golden"
        tokens, word_confidence = expand_tokens(tokens, still_states(tokens, self._is_state), word_confidence)
        tokens, word_confidence = expand_tokens(tokens, state_places(tokens, self._is_state), word_confidence)
        tokens, word_confidence = expand_tokens(  # "set it down on"
            tokens, set_down(tokens, self.domain.is_thing), word_confidence)
        tokens, word_confidence = expand_tokens(  # "under the grill": "in the grill"
            tokens, under_places(tokens, lambda phrase: bool(self.domain.value_types(phrase) & set(self._mover_place)),
                                 self._mover_verbs),
            word_confidence)
        # "once you've crushed the garlic ..." → "after you crush the garlic ..."
        tokens, word_confidence = expand_tokens(tokens, perfect_steps(tokens, self.domain.verb_starts), word_confidence)
        tokens, word_confidence = expand_tokens(tokens, further_durations(tokens), word_confidence)  # "for a further"
        tokens, word_confidence = expand_tokens(  # "an hour twenty": "an hour and twenty minutes"
            tokens, hours_and_minutes(tokens, self.domain.unit_words), word_confidence)
        # "for twenty to thirty minutes", "for a minute or two": the range's lower bound; "at gas mark six":
        # "at two hundred degrees"
        tokens, word_confidence = expand_tokens(
            tokens, time_ranges(tokens) | dial_settings(tokens, self.domain.settings), word_confidence)
        # "add both to the rice": "them"; "put the rest back": the thing a part was used of; "in that": "it"
        tokens, word_confidence = expand_tokens(
            tokens, referring_phrases(tokens, self.domain.verb_words, self.domain.is_thing), word_confidence)
        # "add even more salt" → "add more salt"; "peel all sixteen prawns" → "peel sixteen prawns"
        tokens, word_confidence = expand_tokens(
            tokens, {i: () for i in intensifiers(tokens, self.domain.modality_starts) | all_counted(tokens)},
            word_confidence)
        if not noisy:  # "tray in the oven" → "put tray in the oven", "onions in" → "add onions": no verb said
            # (in noise, the verb is as likely lost: "peanut butter in the frying pan", heard at 10 dB
            # for "heat a little butter in the frying pan", had then been put(peanut butter, pan))
            tokens, word_confidence = expand_tokens(tokens, self._placed_things(tokens), word_confidence)
        if word_confidence is None:  # "lid on the tupperware and into the fridge" → "... and put it into the
            # fridge"; heard, "and" before "in" may be a word split ("whack the sauce and in the oven")
            tokens, word_confidence = expand_tokens(
                tokens, moved_on(tokens, self._mover, lambda phrase: self.domain.lookup(phrase) is not None,
                                 self.domain.one_word_verbs), word_confidence)
        # a statement said first ("the oil is hot now add the onions"), read once the words are: left out below,
        # its thing what a pronoun of the command stands for ("the soup is ready so stir it"); "the whisk is in
        # the dishwasher take it out ..." → "... take it out of the dishwasher ...", words put after it
        stated, stated_thing = self._stated(tokens)
        tokens, word_confidence = expand_tokens(tokens, taken_out_of_stated(tokens, stated, self._is_place),
                                                word_confidence)
        # fillers are dropped, but not the domain's own before the command ("um, crack two eggs" is
        # generated, so the tagger knows it); "just", known as a word of rough amounts, is ("just a
        # pinch of nutmeg" had been out of domain)
        lead = next((i for i, t in enumerate(tokens) if t not in FILLER_WORDS), len(tokens))
        asked_for, requested = requests_at(tokens, self.domain.request_phrases)
        requested = {**requested, **wanted_there(tokens, requested, self._mover, self._is_object, self._is_modality)}
        joining, joins = joined_values(tokens, self.domain.verb_starts, self._is_food)
        asked_for |= joining | set_aside(tokens, self.domain.verb_starts)
        requested = {**joins, **perfect_questions(tokens, self._is_object, self.domain.modality_starts),
                     **perfect_states(tokens, self._is_object, self.domain.modality_starts), **requested}
        # "have the potatoes *gone* soft": the participle left out
        asked_for |= linking_participles(tokens, self._is_object, self.domain.modality_starts)
        joined = split_words(tokens, self.domain.known_words, self.domain.is_value)
        asked_for |= {i for i, word in joined.items() if not word}
        requested = {**{i: word for i, word in joined.items() if word}, **requested}
        stop_out, stops = stopped_actions(tokens, self.domain.verb_words, self.domain.is_value,  # "stop adding milk"
                                          lambda word: not unspelled([word], self.domain.known_words))
        requested = {**requested, **stops}
        past_frame, pasts = past_request(tokens, self.domain.verb_starts, self.domain.is_value)  # "if you mashed"
        requested = {**requested, **pasts}
        leads = lead_ins(tokens, self.domain.verb_words) | set(past_frame) | set(
            request_frame(tokens, self.domain.verb_starts, self.domain.is_value, self._trained_frames))
        between = between_steps(tokens, self.domain.verb_starts)  # "... and *when it's boiling* add ..."
        # an aside after the command ("... my mother always used brown"); in noise the words after a command
        # may be the recogniser's. One that "so" ends before the next step joins them as "then" ("get the
        # halloumi out *tom's gone vegetarian apparently so* fry it": the tagger read no step before "so")
        # the one said first of a reason given after a self-correction ("... no the colander *the sieve's too
        # small*") and an aside ("... until they're soft *sorry about the drilling* the neighbours are ...")
        said = [] if noisy else [self._correction_reason(tokens), trailing_asides(
            tokens, self.domain.verb_starts, self.domain.is_thing, tuple(self.domain.request_phrases),
            self.domain.known_words)]
        aside = min((r for r in said if r), key=lambda r: r.start, default=range(0))
        # "mash the potatoes ... *the kids are starving* add a knob of butter to them"
        between_steps_said = set() if noisy else asides_between(tokens, self.domain.verb_starts, self.domain.is_thing,
                                                                self.domain.is_value)
        described = descriptions(tokens, self.domain)
        if aside and aside.start in described:  # "put the sausages *we didn't use* in the freezer" describes them
            aside = range(0)
        rejoined = {aside.stop: "then"} if aside and aside.stop < len(tokens) and tokens[aside.stop] == "so" else {}
        headers = course_headers(tokens, self.domain.verb_starts, self.domain.unit_words, self.domain.is_thing,
                                 frozenset(_phrase_start(i, asked_for) for i in requested))
        left_out = (leads | filler_phrases(tokens) | thinking_aloud(tokens, self.domain.is_thing) | between
                    | waiting_steps(tokens)
                    | unsaid_afterthoughts(tokens, self.domain.is_thing, self.domain.unit_forms)
                    | side_phrases(tokens, self.domain.unit_words) | by_hand(tokens) | unhurried(tokens)
                    | paced(tokens)
                    | idle_adverbs(tokens, self.domain.verb_starts) | warnings_said(tokens, self.domain.verb_starts)
                    | set(praise_after(tokens, self.domain.verb_starts))
                    | praise_between(tokens, self.domain.verb_starts)
                    | set(praise_first(tokens, self.domain.verb_starts, self.domain.is_thing))
                    | done_for(tokens, self.domain.known_words)
                    | hedging_likes(tokens, NUMBER_WORDS, self.domain.value_starts)
                    | rough_number_words(tokens, self.domain.unit_words)
                    | set(aside) | between_steps_said
                    | courtesies(tokens, self.domain.verb_starts)
                    | repeats(tokens, self.domain.verb_starts, self.domain.is_value)
                    | restated_verbs(tokens, self.domain)
                    | described | tool_parts(tokens, self.domain) | unread_describers(tokens, self.domain, self._unread)
                    | verbs_in_values(tokens, self.domain)
                    # heard in noise, "the whites" may be the thing, "the green plastic thermometer cake" misheard
                    | (set() if noisy else colours(tokens, self.domain) | stacked_describers(tokens, self.domain)
                       | temperatures(tokens, self.domain)  # "a cup of *hot* chicken stock"
                       # "into the bowl *with the flour*"
                       | contents_of_places(tokens, self.domain, lambda at: self._food_named(tokens, at)))
                    | headers | asked_for)
        if called_by_name(tokens, self.domain.known_words):  # "*hey jo* flip the burgers": the call kept, asked about
            left_out.discard(0)
        left_out -= set(asked_by_name(tokens, self.domain.known_words))  # "kemal *would you* mind grating ..."
        if not noisy:  # in noise a heard "no" is as likely "now": asked about instead
            # not in an aside: "... with the masher *that's a hard no from me* by the way" repairs nothing
            repaired = reparanda(tokens[:aside.start] if aside else tokens, self.domain, described)
            left_out |= repaired
            taken_back = self._first_thing_taken_back(tokens, repaired)
            if taken_back is not None:  # "season the salad with salt scratch that season *it* with black pepper"
                context_objects = (taken_back,)
            heard = word_confidence if word_confidence is not None and len(word_confidence) == len(tokens) else None
            for cue, excluded in exclusions(tokens, self.domain.verb_starts, self.domain.is_thing).items():
                if heard is None or heard[cue] >= HEARD_CUE_MIN_CONFIDENCE:  # a doubtful "not" is asked about
                    left_out |= excluded
        # a reason said first, then "so" and the command ("garlic burns easily so fry it gently"):
        # left out, the first thing it names what a pronoun of the command stands for
        reason, reason_thing = reason_first(tokens, self.domain.verb_starts, self.domain.is_thing,
                                            tuple(self.domain.request_phrases))
        talk = small_talk(tokens, self.domain.verb_starts)  # "... anyway peel the plantains"
        # "swap the butter for margarine and grease the cake tin with it": the swap left out, the new thing
        # what a pronoun of the command stands for
        swap, swapped = swapped_first(tokens, self.domain.verb_starts, self.domain.is_thing)
        # "i'll dry the plates and you put them away": the speaker's part left out
        own_part = own_part_first(tokens, self.domain.verb_starts)
        left_out |= set(reason) | set(talk) | set(swap) | set(own_part)
        # "robot stir the soup and sam can you set the table": sam's clause is not the robot's
        left_out |= said_to_others(tokens, self.domain.known_words, self.domain.verb_starts)
        talk_first = range(0)
        # "in the small frying pan toast the pine nuts": the pan said first, no talk (read after the verb's clause)
        placed_first = place_first_order(tokens, self.domain.verb_starts, self.domain.is_thing, self._is_modality)
        # "oh blimey it's spitting everywhere put the lid on the pan"
        if not noisy and not reason and placed_first is None:
            talk_first = (question_first(tokens, self.domain.verb_starts, self.domain.known_words,
                                         self.domain.is_value)  # "did you see the match drain ..."
                          or chatter_first(tokens, self.domain.verb_starts, self.domain.known_words,
                                           self.domain.is_value, self.domain.is_thing)
                          or long_talk_first(tokens, self.domain.verb_starts, self.domain.known_words,
                                             self.domain.is_value)
                          or background_first(tokens, self.domain.verb_starts, self.domain.known_words,
                                              self.domain.is_thing))
            left_out |= set(talk_first)
        # in noise, only a clause its subject opens: words after "to" or "for" may be made up; not the
        # command after a reason's "so", which is no purpose
        purposes = purpose_clauses(tokens, self.domain.verb_starts, self.domain.known_words,
                                   self.domain.modality_starts, subject_only=noisy, ordering=between)
        k = reason.stop if reason else len(tokens)  # the command right after "so", not one said after it:
        while k in purposes:  # "... is done so cover the pancakes ... *to keep them warm*" (probe 565)
            purposes.discard(k)
            k += 1
        called = talk_before_call(tokens, self.domain.verb_starts)
        if called and called.stop - 1 in purposes:  # "... we could get the train *up to porto on the
            k = called.stop  # wednesday robot* tip ...": the talk's clause ends at the call
            while k in purposes:
                purposes.discard(k)
                k += 1
        # steps said in another order than to be done ("drain the chickpeas but first grab the
        # colander", "before you add the penne season the water"): read as said, put in order after
        steps = said_order(tokens, self.domain.verb_starts, self.domain.is_value, purposes,
                           aside.start if aside else None)
        left_out |= (purposes - steps.kept) | steps.left_out
        if steps.then_at is not None:  # "... until it's hot *before* you throw in the prawns": "then"
            rejoined = {**rejoined, steps.then_at: "then"}
            left_out.discard(steps.then_at)
        left_out |= set(stated)  # the statement said first (:meth:`_stated`)
        if stated and (hit := self.domain.lookup(stated_thing)) is not None:
            context_objects = (hit[1],)
        if reason and not stated and (hit := self.domain.lookup(reason_thing)) is not None:
            context_objects = (hit[1],)
        if swap and (hit := self.domain.lookup(swapped)) is not None:
            context_objects = (hit[1],)
        talked_of = self._last_thing(tokens[:called.stop - 1]) if called and not stated and not reason else None
        if talk_first and not stated:  # "since the steaks have been on for four minutes flip *them*": the
            talked_of = self._last_thing(tokens[:talk_first.stop], food_first=True)  # last food talked of
        first = clause_start(tokens)
        if talked_of is None and first in purposes and tokens[first] in _GIVING_A_PURPOSE and not (
                stated or reason or swap or called):
            # "to keep the pancakes warm put *them* in the oven", "since the sauce is still too thin let *it*
            # simmer": the last food of a purpose or reason said first (seventy-fifth-session blind probe 597)
            end = next(k for k in range(first, len(tokens) + 1) if k not in purposes)
            talked_of = self._last_thing(tokens[first:end], food_first=True)
        elif talked_of is None and headers and not (stated or reason or swap or called or talk_first):
            # "for the fried tofu sprinkle two tablespoons of cornflour over *it*", "on to the ribs now season
            # *them*": the dish a header named (seventy-fifth-session blind probes 593 and 601)
            talked_of = self._last_thing([tokens[k] for k in sorted(headers)], food_first=True)
        if talked_of is None and own_part and not (stated or reason or swap):
            talked_of = self._last_thing(tokens[own_part.start:own_part.stop])  # "... and you put *them* away"
        if talked_of is not None:  # "have you tried this parmesan ... robot grate *it* over the pasta"
            context_objects = (talked_of,)
        # a condition said first ("when the water boils add the pasta"): left out, and the command waits
        condition = fronted_condition(tokens, self.domain.verb_starts)
        waits = (tokens[condition.start],) if condition and condition.start not in left_out else ()
        left_out |= set(condition) if waits else set()
        # words that put the command off, left out with the talk before it ("*in an hour* or so cover the
        # dough", "or so" read as a turn from small talk, had been done at once; fifty-ninth session)
        waits += tuple(put_off(tokens, set(talk)))
        if aside:  # "... a ladle at a time but *we're not there yet*": an aside that puts the command off
            waits += tuple(d for d in deferrals(tokens[aside.start:aside.stop]) if d in NOT_YET)
        if word_confidence is not None:  # heard: a made-up word or a decoder's loop is asked about, not left out
            left_out -= {i for i in left_out if unspelled([tokens[i]], self.domain.known_words)} | set(loops(tokens))
        left_out |= stop_out  # "stop mashing ...": a verb's "-ing" form the dictionary lacks is no made-up word
        bare = bare_request(tokens, self._thing_verb)
        if bare is not None:
            left_out -= bare[1].keys()  # "thank" in "thank you" is read as the verb
        order, moved = (bare or could_use(tokens, self._thing_verb, self._is_object)
                        or command_order(tokens, self.domain.verb_starts, self.domain.known_words, self._is_object,
                                         self._is_modality))
        if not moved and order == list(range(len(tokens))):  # "into the colander drain the spaghetti"
            order = placed_first or modality_first_order(tokens, self.domain.verb_starts, self.domain.unit_words,
                                                         self.domain.is_thing) or order
        kept = [i for i in order if i not in left_out
                and (tokens[i] not in FILLER_WORDS or (i < lead and tokens[i] in self.domain.known_words
                                                       and tokens[i] not in APPROXIMATORS))]
        if word_confidence is not None and len(word_confidence) == len(tokens):
            word_confidence = [word_confidence[i] for i in kept]
        # "now *mixing* the flour"; not in noise ("right *frying* pies", heard for "right brown pies")
        # "... for forty five minutes *stirring* occasionally": a second action alongside
        alongside = set() if noisy else trailing_ing(tokens, self.domain.verb_words, self.domain.is_value,
                                                     self.domain.is_thing, self.domain.unit_words)
        first_ing = alongside | (set() if noisy else clause_first_ing(tokens, self.domain.verb_words,
                                                                      self.domain.is_value))
        words = verb_base_forms([moved.get(i) or requested.get(i) or rejoined.get(i)
                                 or READ_AS.get(tokens[i], tokens[i]) for i in kept],
                                self.domain.verb_words, self.domain.known_words,
                                led={n for n, i in enumerate(kept)
                                     if (i - 1 in leads and i not in leads) or i in first_ing})
        # "a splash of milk", "splash of milk": a noun, no verb to stand in for; nor a value said after
        # another ("put sausages *grill* twelve minutes", terse)
        spoken = words
        words = [w if (k and (words[k - 1] in NOUN_MARKERS or words[k - 1][0].isdigit()
                              or (self.domain.is_value(w) and self.domain.is_value(words[k - 1]))))
                 or (words[k + 1:k + 2] == ["of"] and w in self.domain.unit_forms) else self.stand_ins.get(w, w)
                 for k, w in enumerate(words)]
        nlu = self.model.predict(words) if words else None
        if nlu is not None and any(s in self._spoken_kept and w != s for s, w in zip(spoken, words)):
            # "refrigerate the pasta": tagged as "put", built with the spoken verb's fridge
            nlu = dataclasses.replace(nlu, tokens=tuple(s if s in self._spoken_kept else w
                                                        for s, w in zip(spoken, nlu.tokens)))
        said = (untagged_verbs(nlu.tokens, nlu.tags, self.domain.one_word_verbs, BEFORE_VERB, self._verbless)
                if nlu is not None else {})
        if said:  # "take and peel an orange": the tagger left "take" untagged
            nlu = dataclasses.replace(nlu, tags=tuple(f"{VERB_TAG}{said[i]}" if i in said else tag
                                                      for i, tag in enumerate(nlu.tags)))
        if nlu is not None and (manners := {i for i, (t, tag) in enumerate(zip(nlu.tokens, nlu.tags))
                                            if tag.startswith(VERB_TAG) and t not in self.domain.verb_words
                                            and self._is_modality(t)}):
            # "gently fry the garlic": the tagger gave "gently", no verb, fry's tag (fifty-fifth-session probe)
            nlu = dataclasses.replace(nlu, tags=tuple(f"B-{MODALITY_ROLE}" if i in manners else tag
                                                      for i, tag in enumerate(nlu.tags)))
        placed = (untagged_places(nlu.tokens, nlu.tags, self.domain.actions,
                                  (PLACE_ROLE, SOURCE_ROLE, INSTRUMENT_ROLE))
                  if nlu is not None else {})
        if placed:  # "squeeze some lemon juice over it", "mash ... with it": the tagger left "it" untagged
            nlu = dataclasses.replace(nlu, tags=tuple(placed.get(i, tag) for i, tag in enumerate(nlu.tags)))
        objects = (untagged_objects(nlu.tokens, nlu.tags, self.domain.actions, self.domain.is_thing,
                                    context_objects is not None) if nlu is not None else {})
        if objects:  # "... so knead it thoroughly": the tagger left "it" untagged
            nlu = dataclasses.replace(nlu, tags=tuple(objects.get(i, tag) for i, tag in enumerate(nlu.tags)))
        ended = (untagged_modality_end(nlu.tokens, nlu.tags, self.domain.actions, self._modality_type)
                 if nlu is not None else {})
        if ended:  # "stir them now and then": how, said last, left untagged
            nlu = dataclasses.replace(nlu, tags=tuple(ended.get(i, tag) for i, tag in enumerate(nlu.tags)))
        last = (untagged_last_words(nlu.tokens, nlu.tags, self.domain.actions, self.domain.known_words)
                if nlu is not None else {})
        if last:  # "mash potatoes with pho": the tagger left "pho" untagged
            nlu = dataclasses.replace(nlu, tags=tuple(last.get(i, tag) for i, tag in enumerate(nlu.tags)))
        valued = (untagged_last_value(nlu.tokens, nlu.tags, self.domain.actions, self.domain.value_types, LEADING)
                  if nlu is not None else {})
        if valued:  # "get the marge out of the icebox": the tagger left "icebox" untagged
            nlu = dataclasses.replace(nlu, tags=tuple(valued.get(i, tag) for i, tag in enumerate(nlu.tags)))
        destined = (untagged_destinations(nlu.tokens, nlu.tags, self.domain.actions, PLACE_ROLE,
                                          self.domain.value_types, LEADING) if nlu is not None else {})
        if destined:  # "get the onions into the pan": the tagger left "the pan" untagged
            nlu = dataclasses.replace(nlu, tags=tuple(destined.get(i, tag) for i, tag in enumerate(nlu.tags)))
        tooled = tools_as_places(nlu.tokens, nlu.tags, self.domain.actions) if nlu is not None else {}
        if tooled:  # "take it out *with the tongs*": a tool, no place it came out of
            nlu = dataclasses.replace(nlu, tags=tuple(tooled.get(i, tag) for i, tag in enumerate(nlu.tags)))
        drafts = self.builder.build(nlu, context_objects, word_confidence) if nlu is not None else []
        read_at = [None if at is None else next((n for n, i in enumerate(kept) if i >= at), len(kept))
                   for at in (steps.first_from, steps.first_to)]  # where the steps said first are read
        drafts = in_order(self.domain, drafts, steps, *read_at)
        # a verb's "-ing" form after a word that leads none: "stock adding milk", heard for "stop ..."
        # ("get the water boiling" moved its verb first: read "boil the water")
        unled = unled_ing_forms(tokens, [kept[n] for n, tag in enumerate(nlu.tags)
                                         if tag.startswith(VERB_TAG) and kept[n] not in moved],
                                self.domain.verb_words, {i + 1 for i in leads} | alongside) if nlu is not None else []
        # heard: an article before a word that opens a clause, "on the next next peel it": a thing lost
        cut = cut_things(self.domain, tokens) if word_confidence is not None else []
        command, clarification = self.policy.decide(self.domain, nlu, drafts, word_confidence, snr_db, waits,
                                                    doubtful=[tokens[i - 1] for i in unled] + cut,
                                                    decay_db_per_s=decay_db_per_s)
        if nlu is not None and kept != list(range(len(tokens))):
            nlu = _with_fillers(nlu, tokens, kept)  # tags for every token of the text, as callers expect
        unplaced = tuple(text for draft in drafts for text in draft.unplaced)
        antecedents = next((d.antecedents for d in reversed(drafts) if d.antecedents), ())
        elapsed = (time.perf_counter() - start) * 1000.0
        return ParseResult(" ".join(tokens), nlu, command, clarification, {"nlu": elapsed}, unplaced, antecedents)

    def _correction_reason(self, tokens: Sequence[str]) -> range:
        """:func:`slu_node.correction_reasons.correction_reason` with the domain's words."""
        return correction_reason(tokens, self.domain.verb_starts, self.domain.is_value, self.domain.is_thing,
                                 self.domain.known_words)

    def _corrected_after(self, tokens: list[str], context_objects: Optional[tuple[str, ...]],
                         word_confidence: Optional[Sequence[float]], snr_db: Optional[float],
                         decay_db_per_s: Optional[float]) -> Optional[ParseResult]:
        """The utterance as its command corrected by what is said after it, in quiet
        (:func:`~slu_node.corrections.said_correction`: "stir the porridge for five minutes well
        maybe ten" is ``mix(porridge, 10 min)``; in noise a heard "no" is as likely "now", as for
        :func:`~slu_node.repairs.reparanda`): the words before the correction parsed alone, their last
        predicate given the corrected value (:func:`~slu_node.corrections.correction_places`,
        :func:`~slu_node.corrections.with_value`), and the
        utterance without the correction read for the rest ("boil the eggs for eight minutes wait no
        seven and then peel them"); asked about (``low_confidence``) when more than one argument
        could take the value. None when no correction is said, the words before it are no command,
        or no argument takes the value, or the rest changes how they read; the utterance is then
        read whole. Fifty-ninth-session blind probe 157: these had been asked about, or "sprinkle
        some paprika over the chicken wait no the cumin" done as ``add(paprika, cumin)``. A
        correction said inside the command, which goes on after it with a word of
        :data:`~slu_node.corrections.RESUMING`, is read as said after it: "bake the frittata for
        fifteen minutes actually twenty at one hundred and ninety degrees" as "bake the frittata for
        fifteen minutes at one hundred and ninety degrees actually twenty" (the result's text and
        tokens in that order; sixty-third-session blind probe 265), up to the next clause ("crack two
        eggs no three into the bowl and whisk them": sixty-seventh-session blind probe 359)."""
        if self.policy.noisy(snr_db, decay_db_per_s):
            return None
        # "... over the porridge uh maple syrup sorry" as "... sorry maple syrup"; "... thirty seconds uh twenty"
        tokens, word_confidence = expand_tokens(tokens, hesitated_corrections(tokens, self.domain), word_confidence)
        # "with the fork not the fork the spatula" → "... no not the fork the spatula"
        tokens, word_confidence = expand_tokens(tokens, rejected_values(tokens, self.domain), word_confidence)
        # the reason given after the correction is no part of it ("... actually thirty five *our oven runs hot*")
        reason = self._correction_reason(tokens)
        if reason:
            if word_confidence is not None and len(word_confidence) == len(tokens):
                word_confidence = list(word_confidence[:reason.start]) + list(word_confidence[reason.stop:])
            tokens = tokens[:reason.start] + tokens[reason.stop:]
        found = said_correction(tokens, self.domain)
        if found is None:
            return None
        at, end = found
        heard = word_confidence if word_confidence is not None and len(word_confidence) == len(tokens) else None
        before = tokens[:at]  # the command's words said before the correction
        if end < len(tokens) and tokens[end] in RESUMING:  # "... | actually twenty | at one hundred and ninety degrees"
            stop = resumed_until(tokens, end, self.domain)  # "... | no three | into the bowl | and whisk them"
            tokens, heard = tokens[:at] + tokens[end:stop] + tokens[at:end] + tokens[stop:], heard and (
                heard[:at] + heard[end:stop] + heard[at:end] + heard[stop:])
            at, end = stop - (end - at), stop
        head = self.parse(" ".join(tokens[:at]), context_objects, heard and heard[:at], snr_db, decay_db_per_s)
        if head.command is None or not head.command.predicates:
            return None
        said_last, tail, n = head.command.predicates[-1], tuple(tokens[at:end]), len(head.command.predicates)
        value, places = correction_places(said_last, tail, self.domain, before)
        if len(places) > 1:  # "sprinkle some paprika over the chicken wait no the cumin"
            asked = ClarificationRequest(REASON_LOW_CONFIDENCE, partial=head.command.predicates,
                                         prompt=self.domain.prompts["low_confidence"], words=tail)
            return dataclasses.replace(head, text=" ".join(tokens), command=None, clarification=asked)
        if not places:
            return None
        last = with_value(said_last, value, places[0], self.domain,
                          replaced_in_list(places[0], tail, before, self.domain, value))
        whole = head
        if end < len(tokens):  # "... and then peel them": read without the correction
            whole = self.parse(" ".join(tokens[:at] + tokens[end:]), context_objects,
                               heard and heard[:at] + heard[end:], snr_db, decay_db_per_s)
            if whole.command is None or _said(whole.command.predicates[:n]) != _said(head.command.predicates):
                return None
        # what the rest says of the corrected thing is said of the new one: "boil the potatoes no the
        # beetroot and then peel *it*" peels the beetroot
        new = dict(zip((a.values for a in said_last.arguments), (a.values for a in last.arguments)))
        rest = tuple(dataclasses.replace(p, arguments=tuple(dataclasses.replace(a, values=new.get(a.values, a.values))
                                                            for a in p.arguments))
                     for p in whole.command.predicates[n:])
        # "grab a bag of peas and a bag of sweetcorn | actually just the peas", "a handful of rolled oats and
        # some sultanas | on second thoughts just the oats": the step before kept, the last taken back
        taken_back = places[0].role == OBJECT_ROLE and _objects_of_earlier(last, head.command.predicates[:n - 1])
        kept = () if taken_back else (last,)
        command = dataclasses.replace(whole.command, predicates=whole.command.predicates[:n - 1] + kept + rest)
        if len({repr(x) for x in _said(command.predicates)}) < len(command.predicates):
            return None  # one said twice
        read = self._read(tokens, context_objects, heard, snr_db, decay_db_per_s, time.perf_counter())
        if read.command is not None and _said(read.command.predicates) == _said(command.predicates):
            return read  # read whole the same, its self-repair's words tagged "O" ("... the oven no sorry in the fridge")
        if whole.nlu is None:
            return dataclasses.replace(whole, text=" ".join(tokens), command=command)
        k = len(head.nlu.tokens) if head.nlu is not None else at  # the correction's words where they were said,
        nlu = NluOutput(whole.nlu.tokens[:k] + tail + whole.nlu.tokens[k:],  # tagged "O" as a self-repair's
                        whole.nlu.tags[:k] + ("O",) * len(tail) + whole.nlu.tags[k:],
                        whole.nlu.tag_confidence[:k] + (1.0,) * len(tail) + whole.nlu.tag_confidence[k:],
                        whole.nlu.intents)
        return dataclasses.replace(whole, text=" ".join(nlu.tokens), nlu=nlu, command=command)

    def parse_transcript(
        self, transcript: Transcript, context_objects: Optional[tuple[str, ...]] = None, asr_weight: float = 0.5,
        snr_db: Optional[float] = None, unplaced_penalty: float = UNPLACED_PENALTY,
        decay_db_per_s: Optional[float] = None, min_alternative_ratio: float = MIN_ALTERNATIVE_RATIO,
    ) -> ParseResult:
        """Parse an ASR result, rescoring its n-best hypotheses with the NLU.

        Each alternative is parsed with per-word confidences from :func:`alternative_word_confidence`;
        among those that give a command, the one maximising
        ``asr_weight * log(asr_confidence) + log(command_confidence)`` wins (a log-linear
        combination of recogniser and understanding scores, as in n-best rescoring for SLU). When no
        alternative gives a command, the best ASR hypothesis's clarification is returned. When the
        best hypothesis is out of domain for its foreign words (:class:`ClarificationPolicy`), or holds
        a made-up word (:func:`slu_node.spelling.unspelled`) or a verb that sounds like the undoing of
        another (:func:`slu_node.clarify.sounds_undone`), no alternative is tried: out-of-domain
        speech has many near-miss hypotheses and one of them often parses ("add carrots cinnamon and
        jazbreads", heard for a SNIPS sentence, had an alternative that read "chocolate" there).
        When it asks about an unknown word in an argument, an alternative only wins if it fills that
        argument: one without it ("may i have a double shot house coffee" behind "... house coffee
        with dinner", said for "with sweetener") drops what the speaker said there. Nor does an
        alternative win that reads fewer predicates than the best hypothesis (its command's or its
        clarification's partial parse): "meat it all after that smash the pasta", behind "knead it all
        after that ..." with a doubtful "knead", dropped the first action (Moonshine, kitchen noise at
        10 dB: on 200 synthetic commands, 3 fewer accepted wrong and 1 more right, the same clean;
        fourteenth session); a predicate it asks a missing argument of is not counted
        (:func:`_whole_actions`, fifty-second session). Nor, when the best hypothesis asks about words
        it heard in an argument (``low_confidence``, a ``#`` in its partial parse), one that reads
        fewer values in heard arguments, ``#`` counted (:func:`_doubted_values`): "check if the bowls
        are ready", ``check(#, bowl)`` (ASR confidence 0.43), lost to "take the bowls already"
        (0.86), a shorter hypothesis, which the recogniser's total score favours (its n-best is ordered
        by score per token), and the bowls were taken.
        Fifty-first session, replayed transcripts of eight spoken sets (3,288 commands): 11 fewer
        accepted wrong, 1 fewer right (at 10 dB: "add milk to a bit salt" is asked about, no longer
        "add little bit salt"); counting every reading's values, ``#`` or not, gave 17 fewer wrong
        but 3 fewer right, as the best hypothesis's inserted values ("add the *olive* flour") then
        blocked the right reading.
        Nor, when the best hypothesis lost its end (:func:`slu_node.clarify.lost_end`: "pass biscuits
        through *what* please"), one that reads no more values than it: "pass biscuits for a wok
        please" (0.04 against 0.96) read take(cookie) and had been done (fifty-fourth session, five
        replayed spoken sets: 2 fewer accepted wrong at 10 dB, nothing else changed).

        Each known lexicon value a reading leaves out of every argument (``ParseResult.unplaced``)
        costs it ``unplaced_penalty`` in that score: "wrap the soup *in* the small glasses using the
        lid" covers the soup alone, and its alternative "... *and* the small glasses ..." (ASR
        confidence 0.18 against 0.99) now wins. Fifteenth session, batch decoding of the e2e
        benchmark's 200 synthetic commands: clean 151 → 153 exactly right and 23 → 21 accepted wrong,
        10 dB 68 → 69 and 39 → 38; on 200 others (seed 7) clean 149 → 150 and 26 → 25, 10 dB the same.
        Any penalty from 1 to 4 gave these figures, 0.5 none of the gain.

        No alternative less likely than ``min_alternative_ratio`` times the likeliest hypothesis's
        confidence wins. When the best hypothesis asked, any alternative that gave a command could,
        however unlikely: "uh flip over a biscuit and *go* biscuit" (1e-4 against 0.91, heard across a
        reverberant kitchen for "the spinach and the biscuit") was done as turn(cookie), "take the
        bread for forty minutes or *zero*" (3e-5) as take(bread). Fifty-fourth session, six replayed
        spoken sets (the five above and the headline commands across RT60 0.6 s; 2,912 commands,
        clean and 10 dB): at 0.01, 11 fewer accepted wrong and 2 fewer right; at 0.003, 9 and 1; at
        0.03, 17 and 4.

        An alternative whose recogniser term alone, ``asr_weight * log(asr_confidence)``, is no better
        than the best score so far cannot win (the NLU term and the penalty are never positive) and
        is not parsed: the same choice in less time.

        The command chosen is asked about when an alternative at least ``policy.rival_ratio`` as
        likely as its transcript reads as another command with as many predicates
        (:mod:`slu_node.rivals`; forty-sixth session), but for the domain's ``urgent_acts``. The
        alternative is read from its words alone: the word confidences where it parts from the chosen
        transcript are low because the two disagree there, and had made it a question, no rival ("please
        work the *peas the ginger* and eggplants", 0.66, behind "... *pizza and* eggplants", 0.86, was done
        as the pizza). Sixty-ninth session, twelve replayed spoken sets (2,880 commands, each clean and
        at 10 dB): 24 fewer accepted wrong, 16 fewer right. Read instead as heard with every word sure
        (a thing said beside a pronoun then asked about), 14 more were done right and 8 more done wrong on
        those sets and two more (3,520 commands): words alone is the safer.
        """
        start = time.perf_counter()
        alternatives = list(transcript.alternatives) or [(transcript.text, transcript.confidence)]
        if transcript.text and transcript.text not in [t for t, _ in alternatives]:
            alternatives.insert(0, (transcript.text, transcript.confidence))
        parsed: dict[str, ParseResult] = {}

        def parse_alternative(text: str, asr_conf: float) -> ParseResult:
            if text not in parsed:
                words = alternative_word_confidence(transcript, text, asr_conf)
                parsed[text] = self.parse(text, context_objects, words, snr_db, decay_db_per_s)
            return parsed[text]

        def read_words(text: str, _asr_conf: float) -> ParseResult:
            return self.parse(text, context_objects, None, snr_db, decay_db_per_s)

        best, best_score, first, asked, heard, best_at = None, -math.inf, None, frozenset(), 0, ("", 0.0)
        floor = max(c for _, c in alternatives) * min_alternative_ratio
        for text, asr_conf in alternatives:
            ceiling = asr_weight * math.log(max(asr_conf, 1e-6))  # its score if the NLU were sure of it
            if first is not None and unplaced_penalty >= 0 and ceiling <= best_score:
                continue  # it cannot win: not parsed (the output is the same, in less time)
            if first is not None and asr_conf < floor:
                continue  # far less likely than the likeliest hypothesis: not a reading of what was said
            result = parse_alternative(text, asr_conf)
            if first is None:
                first = result
                undone = result.nlu is not None and sounds_undone(self.domain, result.nlu.tokens, result.predicates)
                if _vetoes(result) or unspelled(result.text.split(), self.domain.known_words) or undone:
                    break  # foreign speech, a command the speaker negated, sounds the recogniser could
                    # not place (made-up words) or a verb that may be its undoing: no alternative is tried
                asked, heard, doubted = _unknown_roles(result), _whole_actions(result), _doubted_values(result)
                if result.command is None and result.nlu is not None and lost_end(self.domain, result.nlu.tokens):
                    doubted = _heard_values(result) + 1  # the lost end held a value
            if (result.command is None or not _fills(result, asked) or _actions(result) < heard
                    or _heard_values(result) < doubted):
                continue
            score = ceiling + math.log(max(result.command.confidence, 1e-6)) - unplaced_penalty * len(result.unplaced)
            if score > best_score:
                best, best_score, best_at = result, score, (text, asr_conf)
        chosen = best or first or self.parse("")
        ratio = self.policy.rival_ratio
        if best is not None and ratio is not None and chosen.command.dialogue_act not in self.domain.urgent_acts:
            rival = rival_reading(chosen, *best_at, alternatives, read_words, ratio)
            if rival is not None:  # heard two ways: "uh knead the oatmeal" / "i need the oatmeal"
                chosen = heard_two_ways(self.domain, chosen, best_at[0], rival[1], rival[0])
        elapsed = (time.perf_counter() - start) * 1000.0
        return dataclasses.replace(chosen, timings_ms={"nlu": elapsed})


#: Words after a name of a thing said as a verb that start its object ("ladle *the* soup", "spoon *it* over",
#: "spoon *three* tablespoons of mayo over them").
_OBJECT_STARTS = NOUN_MARKERS | PRONOUNS | NUMBER_WORDS | {"some", "all"}


def _listed_before(tokens: Sequence[str], at: int, is_thing: Callable[[str], bool]) -> bool:
    """True when things are listed before token ``at``: an "and" between a thing (``is_thing``, one word) and
    another after determiners or a count ("the onions *and* the garlic", "four potatoes *and* two sweet
    potatoes"); not "the pie dish in the oven *and* bake ...", nor "yeast *and* a teaspoon of salt"."""
    for k in range(1, at - 1):
        if tokens[k] != LIST_CONJUNCTION or not is_thing(tokens[k - 1]):
            continue
        j = k + 1
        while j < at and (tokens[j] in NOUN_MARKERS or tokens[j] in NUMBER_WORDS):
            j += 1
        if thing_end(tokens, j, is_thing, at) is not None:
            return True
    return False


def _phrase_start(end: int, said: set[int]) -> int:
    """The first index of the run of indices of ``said`` that ends right before ``end`` (``end`` itself
    when ``end - 1`` is not in it): where a request phrase read as a verb at ``end`` starts."""
    while end - 1 in said:
        end -= 1
    return end


def _starts_clause(words: Sequence[str], k: int, ends_a_thing: Callable[[str, str], bool]) -> bool:
    """True when ``words[k]`` stands where a clause's verb does: first, or after a word of
    :data:`slu_node.clarify.BEFORE_VERB`, the robot's name, "to" or a meal ("could you *spoon* ...", "i'd
    like you to *ladle* ...", "for my dinner *brush* the salmon ...", "after that *spoon* it ...":
    :data:`_STEP_LEADS`) or after the thing that ended the clause before (``ends_a_thing`` of the word before
    and this one: "spoon the chicken onto the plates *ladle* the sauce over it"), and before the start of an
    object (:data:`_OBJECT_STARTS`), a particle between or not (:data:`_PARTICLES`): "*ladle* the soup into the
    bowls", "*ladle in* the stock", not "stir it with the wooden ladle" or "ladle please"."""
    return ((k == 0 or words[k - 1] in BEFORE_VERB or words[k - 1] in ROBOT_CALLS or words[k - 1] == "to"
             or words[k - 1] in MEALS or ends_a_thing(words[k - 1], words[k])
             or tuple(words[max(0, k - 2):k]) in _STEP_LEADS)
            and k + 1 < len(words) and (words[k + 1] in _OBJECT_STARTS or (
                words[k + 1] in _PARTICLES and words[k + 2:k + 3] and words[k + 2] in _OBJECT_STARTS)))


#: Words that open a purpose or a reason said first, whose food a pronoun of the command may stand for ("*to*
#: keep the pancakes warm put them ...", "*since* the sauce is still too thin let it simmer ..."); not
#: "before", whose clause may hold a step of its own.
_GIVING_A_PURPOSE = frozenset({"to", "in", "so", "since", "because", "cos", "as"})
#: Words that lead the next step, before a thing said as a verb ("whip the cream until it's stiff and *after
#: that* spoon it onto the pancakes": seventy-sixth-session blind probe 656, "spoon" had been read as cook's).
_STEP_LEADS = frozenset({("after", "that"), ("next", "up"), ("after", "this")})
#: Particles said between such a verb and its object ("*ladle in* the stock": seventy-fifth-session blind
#: probe 596's "ladle in a litre of hot stock" had lost the stock).
_PARTICLES = frozenset({"in", "over", "out", "on"})


def untaught_verbs(domain: Domain, model, trained: Container[str]) -> frozenset:
    """The one-word verbs of the domain that are words of the model (``trained``) but that it does not
    tag as their action's verb in "<verb> the <value>", the value the first of the action's object
    type: "line" (cover's since the forty-sixth session) is in the model's vocabulary from other text,
    and the model, trained before, tagged "line the bowl" as nothing. A word more than one action
    says, or of an action with no object of a type with values, is not tried. One model run a verb
    (about 1 ms each, at load)."""
    owners = domain.verb_word_owners
    out = set()
    for action in domain.actions.values():
        spec = action.arg("object")
        values = list(domain.types[spec.types[0]].values) if spec is not None else []
        if not values:
            continue
        for phrase in action.verb_phrases:
            if " " not in phrase and phrase in trained and owners[phrase] == {action.name}:
                if model.predict([phrase, "the", values[0]]).tags[0] != f"{VERB_TAG}{action.name}":
                    out.add(phrase)
    return frozenset(out)


def _objects_of_earlier(last: Predicate, earlier: Sequence[Predicate]) -> bool:
    """True when the objects ``last`` has after a correction are all objects of an earlier predicate of its
    action, which the correction keeps alone: "... a handful of rolled oats and some sultanas | on
    second thoughts just the oats" (sixty-sixth session: the sultanas' add became a second add of the
    oats)."""
    said = first_object(last)
    return bool(said) and any(p.action == last.action and set(said) <= set(first_object(p) or ()) for p in earlier)


def _said(predicates: Sequence[Predicate]) -> list[tuple]:
    """What ``predicates`` say: each action with its arguments' roles and values (no confidences)."""
    return [(p.action, [(a.role, a.values, a.implicit) for a in p.arguments]) for p in predicates]


def _with_fillers(nlu: NluOutput, tokens: Sequence[str], kept: Sequence[int]) -> NluOutput:
    """``nlu``, read without the fillers, over every token of the utterance again: a filler comes back
    tagged "O" (confidence 1), so that tags line up with :func:`~slu_node.textnorm.tokenize`'s tokens
    (slot F1 against generated examples, run logs)."""
    at = {i: k for k, i in enumerate(kept)}
    return NluOutput(
        tuple(nlu.tokens[at[i]] if i in at else tokens[i] for i in range(len(tokens))),
        tuple(nlu.tags[at[i]] if i in at else "O" for i in range(len(tokens))),
        tuple(nlu.tag_confidence[at[i]] if i in at else 1.0 for i in range(len(tokens))),
        nlu.intents)


def _unknown_roles(result: ParseResult) -> frozenset:
    """The roles whose words ``result`` asked about as unknown (empty for any other outcome)."""
    clar = result.clarification
    return frozenset(clar.roles) if clar is not None and clar.reason == REASON_UNKNOWN_WORD else frozenset()


def _actions(result: ParseResult) -> int:
    """How many predicates ``result`` read (:attr:`ParseResult.predicates`)."""
    return len(result.predicates)


def _whole_actions(result: ParseResult) -> int:
    """:func:`_actions` of ``result`` less the predicates it asks a missing argument of (reason
    ``missing_argument``, a ``#`` in the predicate): a verb heard with nothing to act on is as likely
    a misheard word ("is the casserole dish stiff and *add* six degrees yet ...", heard for "and
    at", asked what to add, had kept its alternative with "at", one predicate fewer, from winning;
    fifty-second session)."""
    clar = result.clarification
    if clar is None or clar.reason != REASON_MISSING_ARGUMENT:
        return _actions(result)
    return sum(not uncertain_roles(pred) for pred in clar.partial)


def _heard_values(result: ParseResult) -> int:
    """How many values ``result``'s predicates (:attr:`ParseResult.predicates`) hold in arguments that
    were heard (not implicit), ``#`` included."""
    return sum(len(a.values) for pred in result.predicates for a in pred.arguments if not a.implicit)


def _doubted_values(result: ParseResult) -> int:
    """:func:`_heard_values` of ``result`` when it asks about words it heard in an argument but doubts
    (reason ``low_confidence``, a ``#`` in its partial parse); 0 otherwise. A doubted argument is one
    ``#`` however many values it held; counting the tagger's argument spans instead when there are
    more (fifty-second session) made "please work the peas the ginger and eggplants" asked about
    (its alternative "... the pizza and eggplants" had been done) but over three replayed sets (924
    commands, clean and 10 dB) gave 5 fewer accepted wrong for 3 fewer right, the best hypothesis's
    inserted values ("grab the penne with the onion cinnamon") blocking the right reading: not kept."""
    clar = result.clarification
    if clar is None or clar.reason != REASON_LOW_CONFIDENCE or not any(map(uncertain_roles, clar.partial)):
        return 0
    return _heard_values(result)


def _fills(result: ParseResult, roles: frozenset) -> bool:
    """True when ``result``'s command has an argument heard (not implicit) in each of ``roles``."""
    heard = {a.role for pred in result.command.predicates for a in pred.arguments if not a.implicit}
    return roles <= heard


def _vetoes(result: ParseResult) -> bool:
    """True when ``result`` (the best hypothesis's) bars the n-best alternatives: judged out of domain
    for its foreign words, or negated or taken back ("stir the soup, wait wait": an alternative
    without "wait wait" was done)."""
    clar = result.clarification
    return clar is not None and (clar.reason == REASON_NEGATED
                                 or (clar.reason == REASON_OUT_OF_DOMAIN and bool(clar.words)))


def alternative_word_confidence(transcript: Transcript, text: str, asr_conf: float) -> list[float]:
    """Per-word ASR confidence for one n-best alternative (one value per token of ``text``).

    The recogniser gives word posteriors for its best hypothesis only. Aligning the alternative with
    it (:class:`difflib.SequenceMatcher`): a shared word keeps its posterior; a word that replaces
    best-hypothesis words gets the posterior mass those words leave to competitors, ``1 - mean
    posterior``; an inserted word gets the lowest posterior of the best hypothesis. A changed word is
    further capped by its N-best support: the share of the alternatives' weight (their confidences)
    held by the alternatives that have it at that place
    (:func:`slu_node.asr.confidence.nbest_word_posteriors`). The mass the best hypothesis leaves is
    shared by all competitors, so a word only one weak alternative proposes ("plum" for "of the")
    must not inherit all of it. Every value is capped by the alternative's own confidence
    ``asr_conf``. Without word posteriors every word gets ``asr_conf``.
    """
    tokens = tokenize(text)
    best = [w.word for w in transcript.words]
    conf = [w.confidence for w in transcript.words]
    if not best or len(best) != len(tokenize(transcript.text)):
        return [asr_conf] * len(tokens)
    out = [min(asr_conf, min(conf))] * len(tokens)
    changed = [True] * len(tokens)
    for op, a0, a1, b0, b1 in difflib.SequenceMatcher(a=best, b=tokens, autojunk=False).get_opcodes():
        if op == "equal":
            out[b0:b1] = conf[a0:a1]
            changed[b0:b1] = [False] * (b1 - b0)
        elif op == "replace":
            out[b0:b1] = [min(asr_conf, 1.0 - sum(conf[a0:a1]) / (a1 - a0))] * (b1 - b0)
    if any(changed) and transcript.alternatives:
        alternatives = list(transcript.alternatives)
        if text not in [alt for alt, _ in alternatives]:
            alternatives.append((text, asr_conf))
        entries = [(tokenize(alt), math.log(max(c, 1e-12))) for alt, c in alternatives]
        support = nbest_word_posteriors(tokens, entries, temperature=1.0)
        out = [min(o, s) if c else o for o, s, c in zip(out, support, changed)]
    return out
