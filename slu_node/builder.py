"""Turn tagged words into predicates: BIO spans → actions and role fillers → canonical values → predicates.

Steps (one utterance):

1. BIO tags → spans (``act.<action>`` spans are action triggers, the others argument roles). Two
   side-by-side spans of one role that a number runs across are one ("seventy | five grams"), an
   untagged "a" / "an" before a unit joins it ("for a | minute"), a verb said again after a
   restart is one ("add the | add the salt"), a part "of" a thing is the value naming both ("the
   juice | of a | lemon" is lemon juice, :mod:`slu_node.parts`), and a quantity span that holds
   amounts with their values is cut into them ("two eggs and a cup | of flour", :mod:`slu_node.amounts`).
   "<verb> A with B" is read afresh, its tags set aside, for a verb said with the place first and
   for an action done to the ingredients together ("sprinkle the salad with a handful of walnuts",
   "whisk the eggs with a pinch of salt": :mod:`slu_node.fillings`).
2. The triggers, in spoken order, split the utterance into action segments
   (:class:`slu_node.segments.Segmenter`; two triggers of one action side by side are one verb, "i'll
   get me a mocha", :func:`slu_node.spans.join_adjacent_triggers`); role spans attach to the
   segment they fall in (spans before the first trigger attach to it). With no trigger, the most likely
   action intent is used (``"a pinch of salt"`` → ``add``). Another object after "then" is the last
   action said again ("add the onions first, then the garlic"), and amounts said each with a value
   are one action each ("add 200 grams of flour and 100 grams of sugar").
3. Each role span is read as a value (:class:`slu_node.values.ValueReader`: the domain lexicon for
   closed lists, amounts of quantities, times, temperatures); a verb several actions share takes the
   action whose roles hold the values said ("remove the scissors" is ``remove``, "remove the yolk"
   ``separate``); pronouns ("it", "them") take the object of the previous action in the utterance, else
   the dialogue context, else they stay unresolved (``#``, the argument is asked for). A known value of
   another type in an optional role ("grate the cheese over *the pasta*") is dropped: the template has
   no place for it. A verb with a required object and none of its own shares the next verb's object when
   only a conjunction separates them ("peel and mash the potatoes"). A span of function words only (a
   lone "a" tagged as a size) is no argument, nor is an optional amount that measures nothing ("a bit
   of"), unless it runs over "and" ("two onions and some garlic"): then it is asked about. A span of
   several whole values said without "and" ("knead squid olive and dill") fills a list or multi role
   with each, and is asked about in a role of one value; a value its label cannot hold joins the list of
   a span beside it ("cream cheese *walnuts* and parmigiano", walnuts tagged as a manner).
4. :func:`slu_node.predicates.build_predicate` writes the predicate in template order with implicit
   arguments. Words that fill an argument position but match nothing in the lexicon become ``#``.

The clarification decision is not taken here (see :mod:`slu_node.clarify`); this module only reports
what it found and how sure the model was.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Optional, Sequence

from slu_node import antecedents
from slu_node.again import again, redone, says_again, says_back_on
from slu_node.amounts import (measured_things, paired_amounts, split_amount_spans, units_in_values,
                              without_prepared_words)
from slu_node.compounds import join_compounds
from slu_node.domain import (INSTRUMENT_ROLE, MODALITY_ROLE, OBJECT_ROLE, PLACE_ROLE, SOURCE_ROLE, ArgSpec, Domain,
                             phrases_starting)
from slu_node.drafts import ActionDraft, holds_all
from slu_node.fillings import with_phrase
from slu_node.fronted import fronted_places
from slu_node.gapping import gapped_groups, stripped_heads
from slu_node.moved import DIRECTIONS, directed
from slu_node.numbers import APPROXIMATORS, COUNT_WORDS, FRACTION_WORDS, NUMBER_WORDS, ONES, TENS, says_only_numbers
from slu_node.one_each import MOST_PREDICATES, one_each
from slu_node.parts import join_parts_of
from slu_node.predicates import Filler, build_predicate
from slu_node.segments import Segmenter
from slu_node.spans import (Span, bio_spans, combine_confidence, drop_purpose_verbs, drop_restarted_triggers,
                            join_adjacent_triggers, join_misfiled_values, join_prepared_values, join_split_numbers,
                            join_split_values, join_unit_fractions, trimmed_ends)
from slu_node.terse_reading import LIST_WORDS, TerseReader, after_fronted_object, untagged_value_end
from slu_node.textnorm import (ADDRESSEES, ARGUMENT_PREPOSITIONS, CLAUSE_OPENERS, FILLER_WORDS, LIST_CONJUNCTION,
                               NOUN_MARKERS, OBJECT_PRONOUNS, PICKING_WORDS, PRONOUNS, ROUGH_AMOUNT_WORDS, SLIP_WORDS,
                               VAGUE_AMOUNT_WORDS, find_phrase, last_before, longest_value_end, normalize_phrase,
                               phrases_at)
from slu_node.types import ACT_PREFIX, ALL_INGREDIENTS, UNCERTAIN, NluOutput, Predicate
from slu_node.values import LEADING, ValueReader, describing, prepared, value_core, without_leading
from slu_node.verbless import TERSE_PREPOSITIONS

#: Phrases that say "everything so far" as an action's object ("put *everything* in the oven").
EVERYTHING_PHRASES = (("everything",), ("it", "all"), ("all", "of", "it"), ("the", "lot"))
#: Words of a verb phrase that need not be said for the phrase to be meant (:func:`_rest_unsaid`). English.
_LINKING = NOUN_MARKERS | {"to"}
#: Most untagged words a role span takes in before or after it to name a value
#: (:meth:`PredicateBuilder._with_value_starts`, :meth:`PredicateBuilder._with_value_ends`).
_LONGEST_VALUE_START = 3
#: Words after "with" that still join a value to the list beside it ("mix the flour with *the* sugar").
_WITH_ARTICLES = frozenset({"the", "a", "an", "some"})


#: Words before what a value is stirred into, for an action done to the ingredients together
#: (:attr:`~slu_node.domain.Action.combines`): "stir the oats *into* the milk" mixes both. English.
_STIRRED_INTO = frozenset({"into", "in"})
#: Words before a pronoun that make it a vessel ("into *it*": :meth:`PredicateBuilder._vessel_of`); "on *it*"
#: only as what is covered (:data:`_ON_WORDS`; "get the cake out of the oven and put the sprinkles on it": the
#: cake).
_INTO_WORDS = frozenset({"into", "in"})
#: Verbs of pouring a liquid: what it is poured into is what a pronoun after it stands for, when a food
#: (:meth:`PredicateBuilder._antecedents`). English.
_POURING_VERBS = frozenset({"pour", "pour in", "splash", "slosh", "drizzle"})
#: The words of a question about the thing just named, before its state ("are they golden yet").
_ASKED_STATE = frozenset({("is", "it"), ("are", "they"), ("is", "that"), ("are", "those")})
#: Words between such a question and the state ("is it *already* soft").
_STILL_WORDS = frozenset({"already", "yet", "still", "now"})
#: Units of weight: an amount weighed out is the main thing, not a pinch of something added to another
#: (:meth:`PredicateBuilder._antecedents`).
_WEIGHTS = frozenset({"g", "kg", "oz", "lb"})
#: Liquids a food is cooked in, not what a pronoun after it stands for ("... into the boiling water and stir *it*").
_COOKED_IN = frozenset({"water", "stock", "oil"})
#: Words for a lid: what one covers is a vessel ("put the pasta in the pot and cover it with *the lid*": the
#: pot; seventieth session). English.
_LIDS = frozenset({"lid", "lids"})
#: Words before a pronoun that put a thing on top of it ("put a lid *on* it").
_ON_WORDS = frozenset({"on", "onto"})
#: Words after "get" and its thing that say where it is put ("get the stockpot *on* the hob", "get the pie *in* the
#: oven": seventy-seventh-session blind probe 689, take(pie), the oven left out unasked).
_GOT_INTO = _ON_WORDS | {"in"}
#: Words that say a pronoun after them is where things come out of ("lift them out *of* it").
_OUT_OF_WORDS = frozenset({"of", "from"})
#: Determiners before a noun compound (:meth:`PredicateBuilder._compound`).
_COMPOUND_LEADS = frozenset({"the", "a", "an", "my", "your", "our", "this", "that"})
#: Number words that count nothing before a compound ("*and* the", "*a*"; "of" leads it after an amount).
_NOT_COUNTS = frozenset({"and", "of", "a", "an", "half", "quarter", "quarters"})  # "squeeze half lemon fish"


def _leads_compound(word: str) -> bool:
    """True when ``word`` may come right before a noun compound: a determiner, a count or an amount's
    "of" ("the *fruit salad*", "two *duck eggs*", "a splash of *pasta water*")."""
    return word in _COMPOUND_LEADS or word == "of" or (word in NUMBER_WORDS and word not in _NOT_COUNTS)


#: Words before a pronoun that stands for what the action is done with ("mash them *with* it").
_WITH_WORDS = frozenset({"with", "using"})
#: Words that may come before an object said first, before its verb (:meth:`PredicateBuilder._with_leading_value`).
_BEFORE_FRONTED = CLAUSE_OPENERS | FILLER_WORDS | NOUN_MARKERS | {"please"}


def _of_another(draft: ActionDraft, spec, tokens: Sequence[str]) -> list[str]:
    """The texts of ``draft``'s spans of a list role said right after "of" that follows the span of
    that role before it, with no list word (:data:`LIST_WORDS`) between: a value "of" another, which
    no list says ("zest cookie *of* lemon juice", heard at 10 dB for "zest a bit of lemon juice", had
    been grate([cookie, lemon juice]); fifty-fifth session); heard, they are asked about
    (:attr:`ActionDraft.juxtaposed`)."""
    out = []
    for arg in (a for a in spec.args if a.list):
        said = sorted((s for s in draft.spans if s.label == arg.role), key=lambda s: s.start)
        out += [s.text for before, s in zip(said, said[1:]) if (gap := tokens[before.end:s.start])
                and gap[0] == "of" and not set(gap) & LIST_WORDS]
    return out


def _poured(draft: ActionDraft) -> bool:
    """True when ``draft``'s verb is one of pouring a liquid (:data:`_POURING_VERBS`)."""
    return normalize_phrase(draft.verb) in _POURING_VERBS


def _asked_once(drafts: list[ActionDraft], asking: frozenset) -> list[ActionDraft]:
    """``drafts`` without an action of ``asking`` (the domain's actions of a question: check) that the
    next one, the same action, holds whole and says more of: "keep an eye on the milk and tell me when
    it's boiling" is one check, ``check(boiling, milk)``, not a watch and then a check (sixty-ninth
    session: the replayed spoken probe 364 had done both once "it's" after "tell me when" was read)."""
    def held(draft: ActionDraft) -> set:
        return {(a.role, a.values) for a in draft.predicate.arguments} if draft.predicate is not None else set()

    out: list[ActionDraft] = []
    for draft in drafts:
        if out and draft.action in asking and out[-1].action == draft.action and held(out[-1]) < held(draft):
            out[-1] = draft
            continue
        out.append(draft)
    return out


def _rest_unsaid(phrases: Sequence[str], verb: str, tokens: Sequence[str]) -> bool:
    """True when ``verb`` is no whole phrase of ``phrases`` (the verb phrases of the action the tagger
    gave it that start with it) and the rest of each such phrase, but for its determiners and "to"
    (:data:`_LINKING`: "bring water at boil" says cook's "bring to the boil"), is not said anywhere in
    ``tokens``:
    "take a big spoon" read as remove's, whose verbs are "take off", "take out" and "take away", had
    been ``remove(spoon)``, done; no "off", "out" or "away" was said, so the verb is take's own
    (fifty-second session)."""
    words = normalize_phrase(verb).split()
    return all(phrase.split() != words and not set(phrase.split()[len(words):]) - _LINKING <= set(tokens)
               for phrase in phrases)


#: Prepositions that say where a thing goes in or on, which lead no tool unless the action's templates
#: say so.
_DIRECTED = DIRECTIONS - {"to"}  # not "to": "pass the tomatoes *to* sieve", heard for "through the"


def _particle_leads_place(phrases: Sequence[str], draft: ActionDraft, tokens: Sequence[str]) -> bool:
    """True when the rest of each of ``phrases`` (the verb phrases of ``draft``'s action that start with
    its spoken verb) is one preposition of place ("in", "into", "on", "onto") and, wherever it is
    said, leads one of ``draft``'s place spans (past determiners): "peel the prawns and put them *in a
    bowl*" is put's place, not add's "put in" (sixty-first-session blind probe 202: the tagger gave
    add, and it was asked about; the references write put wherever a thing is put in a bowl, and
    :attr:`Action.measured_as` still makes "put 500 grams of flour in the bowl" add's)."""
    rests = [p.split()[len(normalize_phrase(draft.verb).split()):] for p in phrases]
    if not rests or any(len(rest) != 1 or rest[0] not in _INTO_WORDS | _ON_WORDS for rest in rests):
        return False
    places = {span.start for span in draft.spans if span.label == PLACE_ROLE}
    said = [i for i, token in enumerate(tokens) if any(rest == [token] for rest in rests)]
    return bool(said) and all(next((k for k in range(i + 1, len(tokens)) if tokens[k] not in NOUN_MARKERS),
                                   None) in places for i in said)


def _placed_after(tokens: Sequence[str], span: Span, draft: ActionDraft, action) -> bool:
    """True when a preposition of place (:data:`slu_node.verbless.TERSE_PREPOSITIONS`) leads ``span`` (past
    determiners) and is no particle of ``draft``'s verb: inside its words, or said right after them as "in"
    or as a phrase ``action`` (:class:`~slu_node.domain.Action`) says ("stir *in* the butter", "sift *in* the
    flour"; not "grate *over* the pasta"), nor one that leads the action's object in its expressions."""
    k = last_before(tokens, span.start, NOUN_MARKERS)
    if k < 0 or tokens[k] not in TERSE_PREPOSITIONS or tokens[k] in action.object_prepositions:
        return False  # "put the cloth *on* the loaf pan": cover's expressions say its object there
    verb = draft.verb.split()
    at = find_phrase(tokens, verb) if verb else None
    if at is None:
        return True
    right_after = k == at + len(verb) and (tokens[k] == "in" or action.says(" ".join([*verb, tokens[k]])))
    return not (at <= k < at + len(verb) or right_after)


def _before_span(tokens: Sequence[str], span: Span) -> str:
    """The word before ``span`` past determiners ("" at the start)."""
    k = last_before(tokens, span.start, NOUN_MARKERS)
    return tokens[k] if k >= 0 else ""


#: How often, after "it": "stir it *all the time*" is no "it all" (:meth:`PredicateBuilder._with_object_after_verb`).
_ALL_THE_TIME = ("all", "the", "time")


def _said_in_with(tokens: Sequence[str], span: Span) -> bool:
    """True when ``span`` is led by "in with" (past determiners): "throw the garlic in with the onions"."""
    k = last_before(tokens, span.start, NOUN_MARKERS)
    return k > 0 and tokens[k] == "with" and tokens[k - 1] == "in"


def _said_from(tokens: Sequence[str], span: Span) -> bool:
    """True when ``span`` is led by "from" or "out of" (past determiners): where something comes from."""
    k = last_before(tokens, span.start, NOUN_MARKERS)
    return k >= 0 and (tokens[k] == "from" or (tokens[k] == "of" and k > 0 and tokens[k - 1] == "out"))


def _glue(gap: Sequence[str]) -> bool:
    """True when ``gap`` (the tokens between two spans; empty when they touch) is at most one word, or
    "with" and at most one article: the one span may join the list of the other
    (:meth:`PredicateBuilder._listed_with`)."""
    return len(gap) <= 1 or (len(gap) == 2 and gap[0] == "with" and gap[1] in _WITH_ARTICLES)


def _with_amount(gap: Sequence[str]) -> bool:
    """True when ``gap`` is "with" and a small amount the tagger left untagged ("with *a bit of*
    milk", "with a little"): for an action done to the ingredients together
    (:attr:`~slu_node.domain.Action.combines`) the value after it joins the list. "whisk the eggs with a bit of
    milk" had been ``mix(egg, *whisk*)``, the milk dropped (thirty-fourth session; probe 37's reference); "mash the
    sweet potatoes with a bit of butter" mashes the potatoes alone (probe 16's)."""
    return (list(gap[:1]) == ["with"] and 2 < len(gap) <= 4 and set(gap[1:]) <= ROUGH_AMOUNT_WORDS
            and gap[-1] in ("of", "little"))


def says_split(phrases: Sequence[str], verb: str, between: Sequence[str]) -> bool:
    """True when the spoken ``verb`` is one of ``phrases`` (normalised verb phrases of an action), or
    begins one whose remaining words all occur in ``between`` (the tokens among the verb's argument
    spans): a phrasal verb said around its object, "take the seeds out of the lemon" for "take out"."""
    words = normalize_phrase(verb).split()
    if " ".join(words) in phrases:
        return True
    return bool(words) and any(all(w in between for w in p.split()[len(words):])
                               for p in phrases_starting(phrases, words) if p != " ".join(words))


#: Words after a phrasal verb's particle that end its clause ("put the chicken in *and* brown it").
_CLAUSE_END = frozenset({"and", "then", "please", "now", "thanks"})


def closes_phrase(phrases: Sequence[str], verb: str, after: Sequence[str]) -> bool:
    """True when the spoken ``verb`` begins one of ``phrases`` (normalised verb phrases of an action)
    whose remaining words, two or more, are the first of ``after`` (the tokens after the verb's last
    argument): "bring three litres of water *to the boil*" says cook's "bring to the boil", though
    "bring" is take's whole verb (fifty-ninth-session blind probe 139: it had been ``take(3 l, water)``,
    done). A phrase whose rest is one word ("put in", "take out") is read so only at the clause's end
    (:data:`_CLAUSE_END`: "put the chicken *in* and brown it" is add's "put in", as SUGAR's verb
    table has it; sixtieth-session blind probe 174); before more words it leads a place ("put the
    eggs in the pot")."""
    words = normalize_phrase(verb).split()
    return bool(words) and any(
        list(after[:len(rest)]) == rest and (len(rest) >= 2 or (
            len(rest) == 1 and (len(after) == 1 or after[1] in _CLAUSE_END)))
        for p in phrases_starting(phrases, words) if (rest := p.split()[len(words):]))


def _said_first(tokens: Sequence[str], span: Span, verb_at: int, leading: frozenset = frozenset()) -> bool:
    """True when ``span`` is the first thing of its clause, before the verb at ``verb_at``: only clause
    openers, fillers, determiners (and words of ``leading``) before it, and no "and" or "then" between
    it and the verb ("apples butter *and then* grate them", heard in noise, is no such clause)."""
    return (all(t in CLAUSE_OPENERS or t in FILLER_WORDS or t in NOUN_MARKERS or t in leading
                for t in tokens[:span.start])
            and not {"and", "then"} & set(tokens[span.end:verb_at]))


def _closed_after_an_argument(phrases: Sequence[str], draft: ActionDraft, tokens: Sequence[str]) -> bool:
    """True when the words right after one of ``draft``'s argument spans close one of ``phrases`` that its
    verb begins (:func:`closes_phrase`): "bring two litres of water *to the boil* in the big pot" (probe
    169) as well as "... water to the boil"."""
    return any(closes_phrase(phrases, draft.verb, tokens[span.end:]) for span in draft.spans)


#: Tokens after a verb within which the rest of a longer verb phrase counts as said ("take the big pot
#: *off*", "take the lid of the pan *off*").
_PARTICLE_REACH = 6
#: The words that say a particle of a verb phrase where a place follows it: "into" says "in" ("tip the
#: tagliatelle *into* the sauce" says add's "tip in"; said after "drain ... and", the intent head gave
#: add 0.39 and it was asked about: sixty-third-session blind probe 264), "onto" says "on".
_PARTICLE_FORMS = {"in": ("in", "into"), "on": ("on", "onto")}


def _said_after(tokens: Sequence[str], verb: Sequence[str], rest: Sequence[str]) -> bool:
    """True when ``rest`` is empty, or every word of it follows a place where ``verb`` is said within
    :data:`_PARTICLE_REACH` tokens, in one of its forms (:data:`_PARTICLE_FORMS`): "take the pot off
    the stove" says remove's "take off"; "take a spoon and stir the soup" says no longer phrase of
    "take"."""
    if not rest:
        return True
    end = len(verb)
    return any(all(set(_PARTICLE_FORMS.get(word, (word,))) & set(tokens[i + end:i + end + _PARTICLE_REACH])
                   for word in rest)
               for i, _ in phrases_at(tokens, (tuple(verb),)))


def other_sayers(domain: Domain, action: str, verb: Sequence[str], tokens: Sequence[str]) -> list[str]:
    """The actions other than ``action`` that say ``verb`` (its words), or a longer phrase that starts
    with it and whose later words ``tokens`` say after it (:func:`_said_after`): for "toss the pasta in
    the pot", add ("toss in") besides mix; for "take a spoon and stir the soup", none besides take."""
    return [name for name, other in domain.actions.items()
            if name != action and any(_said_after(tokens, verb, p.split()[len(verb):])
                                      for p in phrases_starting(other.verb_phrases, verb))]


def _copies(draft: ActionDraft, groups: list[list[Span]]) -> list[ActionDraft]:
    """``draft`` when ``groups`` is its one group of spans, else a draft of its action and verb per group."""
    if len(groups) == 1:
        return [draft]
    return [ActionDraft(draft.action, draft.confidence, verb=draft.verb, verb_confidence=draft.verb_confidence,
                        spans=group, gapped=k > 0) for k, group in enumerate(groups)]


class PredicateBuilder:
    """Build :class:`ActionDraft` objects from model output for one domain.

    Args:
        domain: the domain whose lexicon and templates are used.
        intent_threshold: probability above which an intent counts as present (actions without a
            spoken verb, dialogue acts).
    """

    def __init__(self, domain: Domain, intent_threshold: float = 0.5) -> None:
        self.domain = domain
        self._heard = False  # set by each :meth:`build`: whether the words were heard (recogniser confidences)
        self.values = ValueReader(domain)
        self.terse = TerseReader(domain, self.values)
        self.segmenter = Segmenter(domain, self.values, intent_threshold)
        # the role that holds a bare count (a measured type whose unit may go unsaid): "quantity"
        counts = {t.name for t in self.values.measures if not t.unit_required}
        self._count_role = next((a.role for action in domain.actions.values() for a in action.args
                                 if counts.intersection(a.types)), None)
        # the actions things are moved as ("put"): a covered vessel is what they move next
        self._movers = frozenset(a.moved_as for a in domain.actions.values() if a.moved_as)

    def build(self, nlu: NluOutput, context_objects: Optional[tuple[str, ...]] = None,
              word_confidence: Optional[Sequence[float]] = None) -> list[ActionDraft]:
        """Return the actions of the utterance in spoken order (at most 3, as SUGAR), predicates built.

        Args:
            nlu: the model output for the utterance.
            context_objects: object values of the previous command in the dialogue, used to resolve a
                pronoun that has no antecedent in the utterance (contextual understanding).
            word_confidence: ASR confidence (0..1) of each token when the text comes from speech;
                see :func:`combine_confidence`.
        """
        self._heard = word_confidence is not None  # heard, describing words are read past only if known
        spans = trimmed_ends(bio_spans(nlu.tokens, nlu.tags, combine_confidence(nlu.tag_confidence, word_confidence)),
                             nlu.tokens)
        spans = join_adjacent_triggers(self.terse.things_said_as_verbs(
            drop_purpose_verbs(drop_restarted_triggers(spans, nlu.tokens), nlu.tokens)))
        spans = self._with_untagged_units(join_unit_fractions(join_split_numbers(spans, nlu.tokens), nlu.tokens),
                                          nlu.tokens)
        spans = join_split_values(self._with_units(spans), self.values.known)
        spans = join_misfiled_values(spans, self.domain.value_types, self.domain.role_types)
        spans = join_prepared_values(spans, lambda word: prepared(word, self.domain.known_words),
                                     self.domain.value_types, self.domain.role_types)
        spans = join_parts_of(spans, nlu.tokens, OBJECT_ROLE, self.values.value_of, value_core,
                              lambda span: span.label == self._count_role and self.values.is_amount(span.text))
        if self._count_role:
            spans = split_amount_spans(spans, nlu.tokens, self._count_role, OBJECT_ROLE, self.values.is_amount,
                                       self.values.names_value, counted_objects=word_confidence is None)
            spans = measured_things(spans, nlu.tokens, self._count_role, OBJECT_ROLE,
                                    frozenset({PLACE_ROLE, SOURCE_ROLE}), self.values.is_amount, ACT_PREFIX)
            spans = units_in_values(spans, self._count_role, OBJECT_ROLE, self.values.names_value,
                                    self.domain.unit_forms)
            spans = without_prepared_words(spans, self._count_role, OBJECT_ROLE,
                                           lambda word: prepared(word, self.domain.known_words),
                                           self.values.names_value)
            spans = join_compounds(spans, nlu.tokens, self._count_role, OBJECT_ROLE, self.values.is_amount,
                                   self.values.names_value, _leads_compound, self.domain.value_types)
        heard = combine_confidence([1.0] * len(nlu.tokens), word_confidence)
        spans = self._with_phrases_read(spans, nlu.tokens, heard)
        spans = self._with_coverings_said(self._with_value_ends(self._with_value_starts(spans, nlu.tokens), nlu.tokens),
                                          nlu.tokens)
        spans = self._with_described_values(spans, nlu.tokens)
        spans = self._with_listed_values(self._with_leading_value(spans, nlu.tokens, heard), nlu.tokens, heard)
        spans = self._with_untagged_fronted(self._with_object_after_verb(spans, nlu.tokens, heard), nlu.tokens,
                                            heard)
        # a list after the object found there: "fetch me a clean plate *and a fork*" (probe 130)
        spans = self._with_listed_values(spans, nlu.tokens, heard)
        spans = self._with_asked_state(self.terse.things_after(spans, nlu.tokens, heard), nlu.tokens, heard)
        spans = fronted_places(spans, nlu.tokens, self.domain)
        drafts = [part for draft in self.segmenter.segment(spans, nlu.intents, nlu.tokens)
                  for act in self._gapped(self._stripped(draft, nlu.tokens), nlu.tokens)
                  for part in self._paired(act, nlu.tokens)]
        room = MOST_PREDICATES + 1 - len(drafts)  # "get the eggs and the bacon out of the fridge": two removes
        drafts = [one for draft in drafts for one in self._one_each(draft, nlu.tokens, room)]
        previous = context_objects
        for i, draft in enumerate(drafts):
            covered = self._objects_of(drafts[i - 1])[0] if i and draft.action in self._movers else ()
            if (covered and previous and set(previous) != set(covered)
                    and self.domain.all_of_types(covered, self.domain.vessel_types)):
                # "... cover them with cling film and pop *them* in the fridge": the ramekins, moved; what is
                # in them stays what a pronoun of another action stands for ("... cover it and steam *them*")
                previous = covered  # (sixty-sixth-session blind probe 350 had put the mousse there)
            before = previous
            previous = self._fill(draft, self.domain.actions[draft.action], previous, nlu.tokens,
                                  *self._vessel_before(drafts, i, nlu.tokens),
                                  earlier=[self._objects_of(d) for d in drafts[:max(0, i - 1)]],
                                  held_before=self._held(drafts[i - 1]) if i else None,
                                  poured=bool(i) and _poured(drafts[i - 1]))
            said_as = phrases_starting(self.domain.actions[draft.action].verb_phrases,
                                       normalize_phrase(draft.verb).split())
            if draft.verb and (not said_as or _rest_unsaid(said_as, draft.verb, nlu.tokens)
                               or _particle_leads_place(said_as, draft, nlu.tokens)
                               or self._from_elsewhere(draft, nlu.tokens)):
                drafts[i], previous = self._verbs_own(draft, before, nlu.tokens) or (draft, previous)
                draft = drafts[i]
            if draft.verb and draft.spans:  # "bring three litres of water *to the boil*": cook's, not take's
                drafts[i], previous = self._phrase_closed(draft, before, nlu.tokens) or (draft, previous)
                draft = drafts[i]
            # the values of the spans it dropped, with those of a pronoun that no role of it holds (:meth:`_fill`)
            draft.unplaced = list(dict.fromkeys(
                [v for v in map(self.values.named_value, (span.text for span in draft.dropped)) if v] + draft.unplaced))
            if (draft.unknown_words or draft.unplaced) and draft.verb:
                # a retargeted draft drops nothing, so it leaves nothing unplaced
                drafts[i], previous = self._retarget(draft, before, nlu.tokens) or (draft, previous)
            draft = drafts[i]
            if draft.verb and holds_all(draft):  # "take out the egg whites": separate's part, not remove's food
                drafts[i], previous = self._kind_reads(draft, before, nlu.tokens) or (draft, previous)
                draft = drafts[i]
            if not self._verb_decides(draft, before, nlu.tokens):
                draft.verb_confidence = 0.0
            draft.predicate = build_predicate(self.domain, draft.action, draft.fills, draft.verb,
                                              self._everything(draft, nlu.tokens))
            if i and draft.verb and not draft.gapped:  # "... for forty five minutes stirring every so often"
                drafts[i] = draft = self._done_alongside(drafts[i - 1], draft, nlu.tokens)
            if i and (not draft.verb or draft.gapped) and drafts[i - 1].verb:  # "... and then the halloumi too"
                drafts[i] = self._said_again(drafts[i - 1], draft, nlu.tokens)
                if drafts[i] is draft:  # "... into the pan first and then the onions"
                    drafts[i] = self._place_carried(drafts[i - 1], draft, nlu.tokens)
            elif i:  # "lift the lid off the casserole ... put it back on": the lid
                drafts[i] = self._put_back(drafts[:i], draft, nlu.tokens)
            if (before and self.domain.all_of_types(before, self.domain.preparation_types)
                    and self._measured_into_the_rest(drafts[i])):
                # an amount poured in with no place said goes into what was there: "put the chicken in the
                # slow cooker pour in half a litre of stock and cook *it*" cooks the chicken (probe 164);
                # "them together" stands for both ("tip the flour into the bowl add seventy five grams of
                # butter and mix *them* together with a fork": sixty-seventh session, typed probes 164 and
                # 231; "... add a knob of butter and mash *them*" mashes the potatoes, as references write)
                together = antecedents.said_together(nlu.tokens, max((s.end for s in drafts[i].spans), default=0))
                previous = tuple(dict.fromkeys(before + previous)) if together and previous else before
            if i and drafts[i].gapped and drafts[i - 1].action == drafts[i].action and previous:
                # one verb said for several things, each with its own amount: a pronoun after them
                # stands for them all ("grab two onions and a knob of ginger and peel *them*": both;
                # fifty-ninth-session blind probe 141, had been the ginger)
                previous = drafts[i].antecedents = tuple(dict.fromkeys(drafts[i - 1].antecedents + previous))
        return _asked_once(drafts, frozenset(self.domain.question_words.values()))[:3]

    def _said_again(self, last: ActionDraft, draft: ActionDraft, tokens: Sequence[str]) -> ActionDraft:
        """``draft``, a verbless or gapped act after ``last``, read as ``last``'s action again when it is
        said so (:mod:`slu_node.again`: "flip the burgers and then the halloumi too", "... then do the
        same with the cherries"); else ``draft`` as it is. The action is then as sure as ``last``'s."""
        if not draft.spans or not says_again(tokens, draft.spans[0].start, draft.spans[-1].end):
            return draft
        predicate = again(self.domain, last.predicate, draft.predicate)
        if predicate is None:
            return draft
        return replace(draft, action=last.action, confidence=last.confidence, verb_confidence=last.verb_confidence,
                       fills=last.fills, predicate=predicate,
                       antecedents=next(a.values for a in predicate.arguments if a not in last.predicate.arguments))

    def _done_alongside(self, last: ActionDraft, draft: ActionDraft, tokens: Sequence[str]) -> ActionDraft:
        """``draft``, a verb said right after the last step's way or time (its modality's span) with no "and"
        or "then" and no object of its own (a recipe's "-ing" form read as its verb), given the things
        ``last`` said as its object: "leave the tomato sauce to simmer on the lowest heat for forty five minutes *stirring every
        so often*" stirs the sauce, as the blind references of probes 511 and the sixty-sixth and sixty-
        ninth sessions write (seventy-second session: it had stirred ``*[ingredients]*``); "simmer for forty
        five minutes stirring occasionally", with no object said, keeps it; so do run-on steps after a thing
        ("add the buttermilk whisk until smooth": *[ingredients]*, as the references write). Else ``draft``."""
        said, done = draft.predicate, last.predicate
        at = find_phrase(tokens, draft.verb.split())
        spec = self.domain.actions[draft.action].arg(OBJECT_ROLE)
        if (said is None or done is None or spec is None or not at or any(s.label == OBJECT_ROLE for s in draft.spans)
                or not any(s.end == at and s.label == MODALITY_ROLE for s in last.spans)):
            return draft
        objects = next((a for a in done.arguments if a.role == OBJECT_ROLE and not a.implicit), None)
        mine = next((a for a in said.arguments if a.role == OBJECT_ROLE), None)
        if objects is None or mine is None or not mine.implicit or not self.domain.all_of_types(objects.values,
                                                                                             spec.types):
            return draft
        arguments = tuple(replace(objects, is_list=spec.list) if a is mine else a for a in said.arguments)
        return replace(draft, predicate=Predicate(said.action, arguments), antecedents=objects.values)

    def _place_carried(self, last: ActionDraft, draft: ActionDraft, tokens: Sequence[str]) -> ActionDraft:
        """``draft``, a verbless act of ``last``'s action that names only its object after "then", given
        the place ``last`` said: "throw the chorizo into the pan first and then the onions" is
        ``[add(chorizo, pan), add(onion, pan)]``, as the blind references of probes 400 and 434 write
        ("... on the toast um and then the jam": seventy-second-session blind probe 497; the onions had
        gone to ``*[ingredients]*``). Times, amounts and ways are not carried ("cook the chicken for
        twenty minutes and then the rice" is ``cook(rice)``: probe 47). Else ``draft``."""
        said, place = draft.predicate, last.predicate and next(
            (a for a in last.predicate.arguments if a.role == PLACE_ROLE and not a.implicit), None)
        if (place is None or said is None or said.action != last.action or not draft.spans
                or [a.role for a in said.arguments if not a.implicit] != [OBJECT_ROLE]
                or tokens[draft.spans[0].start - 1] not in ("then", "the")
                or "then" not in tokens[max(0, draft.spans[0].start - 2):draft.spans[0].start]):
            return draft
        arguments = self.domain.actions[said.action].in_template_order(
            [*(a for a in said.arguments if a.role != PLACE_ROLE), place])
        return replace(draft, predicate=Predicate(said.action, arguments))

    def _put_back(self, before: Sequence[ActionDraft], draft: ActionDraft, tokens: Sequence[str]) -> ActionDraft:
        """``draft`` read as the act an earlier draft (the last of ``before`` that can) undid, done again
        (:func:`slu_node.again.redone`), when its object is a pronoun said with "back on" or "back in"
        and nothing after (:func:`slu_node.again.says_back_on`): "lift the lid off the casserole give
        the beef a stir and then put it back on" is ``[..., cover(baking dish, lid)]``, not
        ``put(beef)`` (fifty-eighth-session blind probe 113); or, where no earlier act undid one,
        with the place an earlier act took things from: "take the pan off the stove and put it back
        on" is ``put(pan, stove)``, not ``put(pan)``, done. Else ``draft`` as it is."""
        pronoun = next((s for s in draft.spans if s.label == OBJECT_ROLE and s.text in PRONOUNS), None)
        if pronoun is not None and len(draft.spans) == 2 and list(tokens[pronoun.end:pronoun.end + 1]) == ["on"]:
            return self._put_on_another(before, draft, pronoun)
        if pronoun is None or len(draft.spans) != 1 or not says_back_on(tokens, pronoun.end):
            return draft
        predicate = next((p for d in reversed(before) if d.predicate is not None
                          and (p := redone(self.domain, d.predicate, d.verb)) is not None), None)
        if predicate is not None:
            return replace(draft, action=predicate.action, predicate=predicate, fills={},
                           antecedents=next(a.values for a in predicate.arguments if a.role == OBJECT_ROLE))
        # "take the pan off the stove ... put it back on": where it was taken from
        place = self.domain.actions[draft.action].arg(PLACE_ROLE)
        source = next((a for d in reversed(before) if d.predicate is not None for a in d.predicate.arguments
                       if a.role == SOURCE_ROLE and not a.implicit), None)
        if (place is None or source is None or draft.predicate is None
                or any(a.role == PLACE_ROLE for a in draft.predicate.arguments)
                or not self.domain.all_of_types(source.values, place.types)):
            return draft
        arguments = self.domain.actions[draft.action].in_template_order(
            [*draft.predicate.arguments, replace(source, role=PLACE_ROLE, is_list=place.list)])
        return replace(draft, predicate=Predicate(draft.action, arguments))

    def _put_on_another(self, before: Sequence[ActionDraft], draft: ActionDraft, pronoun: Span) -> ActionDraft:
        """``draft``, "put *it* on" a thing right after an act that took off what its verb names ("take
        the lid off the stockpot"), read as that act undone on the thing said: "take the lid off the
        stockpot and put it on the wok" is ``[uncover(pot), cover(wok, lid)]``, not ``put(pot, wok)``
        (fifty-ninth-session blind probe 153), when the undone act names something of its own in its
        verb (the lid, :func:`slu_node.again.redone`) and can hold the thing said, a plural pronoun ("them")
        only after a plural thing so named. Else ``draft``."""
        last = before[-1] if before else None
        place = next((s for s in draft.spans if s is not pronoun), None)
        if last is None or last.predicate is None or place is None:
            return draft
        if pronoun.text == "them" and not any(w.endswith("s") for w in last.verb.split()[1:]):
            return draft  # "take the foil off the burgers and put *them* on the plates": the burgers (blind
            # probe 470, run once with the seventieth session's last code: had covered the plates with foil)
        predicate = redone(self.domain, last.predicate, last.verb)
        target = self.domain.actions[predicate.action].arg(OBJECT_ROLE) if predicate is not None else None
        found = self.values.normalize(place.text, target) if target is not None else None
        if found is None or len(predicate.arguments) < 2:  # no lid named: "take the pan off ... put it on"
            return draft
        value = found[0]
        arguments = [replace(a, values=(value,)) if a.role == OBJECT_ROLE else a for a in predicate.arguments]
        return replace(draft, action=predicate.action, predicate=Predicate(predicate.action, tuple(arguments)),
                       fills={}, antecedents=(value,))

    def _everything(self, draft: ActionDraft, tokens: Sequence[str]) -> dict[str, str]:
        """``{role: "[ingredients]"}`` when one of :data:`EVERYTHING_PHRASES` is said right after the
        draft's verb (at most one word between), the action's required list role that holds the
        preparation's types ("everything so far": the types of the objects that default to it) is
        not filled, and another of its roles is: "put *everything* in the oven", "cover *it all* with
        foil" had been asked about for a missing object (twenty-first-session probe); ``mix
        everything`` was ``*[ingredients]*`` already, mix's object defaulting to it. With nothing else
        said ("take everything", "peel everything") what "everything" is stays asked about. Else
        ``{}``."""
        if not draft.fills:
            return {}
        verb = draft.verb.split()
        start = find_phrase(tokens, verb)
        after = start + len(verb) if start is not None else None
        said = after is not None and any(after <= i <= after + 1 for i, _ in phrases_at(tokens, EVERYTHING_PHRASES))
        role = next((a.role for a in self.domain.actions[draft.action].args if a.required and a.list
                     and a.role not in draft.fills and self.domain.preparation_types.intersection(a.types)), None)
        return {role: ALL_INGREDIENTS} if said and role is not None else {}

    def _stripped(self, draft: ActionDraft, tokens: Sequence[str]) -> ActionDraft:
        """``draft`` with a value said after its place as a second object read as one
        (:func:`slu_node.gapping.stripped_heads`: "put the eggs in the bowl and the milk" puts both in
        the bowl): when the object holds it, and the place is a vessel (:attr:`Domain.vessel_types`)
        whose role holds one value, or the value is no vessel, or it is measured out ("add the
        cinnamon to the batter and *a pinch of* nutmeg") or of the object's group in the domain file
        and not of the place's ("add the salt to the soup and the pepper": herbs and spices, the soup
        a preparation; :meth:`Domain.group_of`). Like is coordinated with like (Resnik 1999,
        "Semantic similarity in a taxonomy", §5: coordination ambiguity): "add the cheese to the pasta
        and the sauce" stays two places; "boil the potatoes in salt and water", an alternative a
        recogniser heard, had been ``cook([potato, salt, water])``."""
        spec = self.domain.actions[draft.action]
        head = spec.arg(OBJECT_ROLE)
        if head is None:
            return draft

        def vessel(span: Span) -> bool:
            return self.domain.lookup(value_core(span.text), self.domain.vessel_types) is not None

        def alike(first: Span, span: Span) -> bool:
            group = self.domain.group_of(value_core(span.text))
            return group is not None and group == self.domain.group_of(value_core(first.text))

        def moves(first: Span, place: Span, span: Span, measured: bool) -> bool:
            arg = spec.arg(place.label)
            if self.values.normalize(span.text, head) is None:
                return False
            if arg is None:  # what the value is stirred into is mixed too (:meth:`_listed_with`)
                return spec.combines
            if vessel(place) and (not arg.list or not vessel(span)):
                return True
            return measured or (alike(first, span) and not alike(place, span))

        spans = stripped_heads(draft.spans, tokens, head_role=OBJECT_ROLE, count_role=self._count_role_of(spec),
                               moves=moves)
        return draft if spans == sorted(draft.spans, key=lambda s: s.start) else replace(draft, spans=spans)

    def _gapped(self, draft: ActionDraft, tokens: Sequence[str]) -> list[ActionDraft]:
        """``draft``, or one copy per act when its verb is said once for two (:func:`slu_node.gapping.gapped_groups`:
        "put the milk in the fridge and the butter in the freezer" is two puts)."""
        spec = self.domain.actions[draft.action]
        groups = gapped_groups(draft.spans, tokens, count_role=self._count_role_of(spec),
                               fits=lambda label, text: (arg := spec.arg(label)) is not None
                               and self.values.normalize(text, arg) is not None,
                               has_role=lambda label: spec.arg(label) is not None, unit_words=self.domain.unit_words)
        return _copies(draft, groups)

    def _paired(self, draft: ActionDraft, tokens: Sequence[str]) -> list[ActionDraft]:
        """``draft``, or one copy per amount said with its own value (:func:`slu_node.amounts.paired_amounts`:
        "add 200 grams of flour and 100 grams of sugar" is two adds)."""
        if not self._count_role or self.domain.actions[draft.action].arg(self._count_role) is None:
            return [draft]  # an action that holds no amount writes none: "drain the pasta and a knob of butter"
        return _copies(draft, paired_amounts(draft.spans, tokens, self._count_role, OBJECT_ROLE,
                                             self.values.is_amount))

    def _one_each(self, draft: ActionDraft, tokens: Sequence[str], room: int) -> list[ActionDraft]:
        """``draft``, or one copy per thing listed when its action's object role holds one
        (:func:`slu_node.one_each.one_each`: "get the eggs and the bacon out of the fridge" is two removes)
        and every other span is a value of its role; not when another action the verb (or its first word) says
        holds them all, the things as its list ("take the star anise and the bay leaf out *of the sauce*" is one
        separate, the sauce no place remove takes things from; "*get* out a bowl and a whisk", no place said, may
        be take's, and is asked about). ``room``: how many predicates it may write."""
        arg = self.domain.actions[draft.action].arg(OBJECT_ROLE)
        if arg is None or arg.list or arg.multi or not self._holds(draft.action, draft.spans, False):
            return [draft]
        verb = tuple(normalize_phrase(draft.verb).split())
        others = {name for said in {verb, verb[:1]} for name in other_sayers(self.domain, draft.action, said, tokens)}
        if any(self._holds(name, draft.spans, True) for name in others):
            return [draft]
        return _copies(draft, one_each(draft.spans, tokens, OBJECT_ROLE,
                                       lambda text: self.values.normalize(text, arg) is not None, room))

    def _holds(self, action: str, spans: Sequence[Span], listing: bool) -> bool:
        """True when ``action`` has a role for each of ``spans`` that holds the value it names; with
        ``listing``, only when its object role holds a list."""
        spec = self.domain.actions[action]
        if listing and not ((obj := spec.arg(OBJECT_ROLE)) is not None and obj.list):
            return False
        return all((arg := spec.arg(span.label)) is not None and self.values.normalize(span.text, arg) is not None
                   for span in spans)

    def _count_role_of(self, action) -> Optional[str]:
        """The domain's role for counts (:attr:`_count_role`) when ``action`` (an
        :class:`~slu_node.domain.Action`) has it, else None."""
        return self._count_role if self._count_role and action.arg(self._count_role) else None

    def _verb_decides(self, draft: ActionDraft, previous: Optional[tuple[str, ...]], tokens: Sequence[str]) -> bool:
        """True when ``draft``'s spoken verb names its action and no other: no other action says the
        verb or a longer phrase that starts with it ("put" starts add's "put in"), or none that does
        could hold the arguments ``draft`` holds, all of them ("remove the chicken from the oven":
        separate says "remove" too, but its source is an ingredient or a utensil). A longer phrase
        counts only when its later words follow the verb (:func:`_said_after`): "take a spoon and stir
        the soup" says neither remove's "take out" nor uncover's "take the lid off" (the intent head,
        which underrates a verb before another action, had it asked about; twenty-ninth session). So
        does a verb whose action's phrase the words after its last argument close
        (:func:`closes_phrase`): "bring two cups of water to a boil". A verb said with a particle
        after it (:attr:`Domain.particles`) names its action as the verb alone does: "drain the
        spaghetti and stir *in* the pesto" (the intent head gave mix 0.36; fifty-ninth session); so does
        a verb whose action's longer phrase the words after it say (:func:`_said_after`): "take the
        skin *off* the salmon", separate's "take off" once the part made it separate
        (:meth:`_kind_reads`; the intent head gave remove 0.35, and it was asked about; sixtieth-session
        blind probe 171)."""
        words = normalize_phrase(draft.verb).split()
        own = self.domain.actions[draft.action]
        if words and _closed_after_an_argument(own.verb_phrases, draft, tokens):
            return holds_all(draft)  # "bring two cups of water *to a boil*": the whole phrase said
        stem = self._particle_stem(words)
        said = (own.says(draft.verb) or (stem is not None and own.says(stem))  # "stir *in* the pesto"
                or any(_said_after(tokens, words, p.split()[len(words):])  # "take the skin *off* the salmon"
                       for p in phrases_starting(own.verb_phrases, words)))
        if not said or not holds_all(draft):
            return False
        return not any(holds_all(self._read_as(draft, name, previous, tokens)[0])
                       for name in other_sayers(self.domain, draft.action, words, tokens)
                       if not _particle_leads_place(phrases_starting(self.domain.actions[name].verb_phrases, words),
                                                    draft, tokens))  # "put them *in a bowl*": not add's "put in"

    def _with_value_starts(self, spans: list[Span], tokens: Sequence[str]) -> list[Span]:
        """``spans`` where a role span that names no value (:meth:`ValueReader.known`) takes in the
        untagged words just before it, at most :data:`_LONGEST_VALUE_START`, when that makes it one, as
        many as does: "for a | minute" → ``1 min`` (a tagger of the thirteenth session left the article
        out), "stir the soup now | and again" → ``occasionally`` (twenty-fifth session); both had been
        asked about. So does a span that names a value, when the words make a longer one (the
        lexicon's longest match) and the first of them is no leading word: "line the *loaf* | tin"
        → ``loaf tin``, where "tin" alone is the cake tin (fifty-fifth-session probe)."""
        tagged = {i for s in spans for i in range(s.start, s.end)}
        out = []
        for span in spans:
            if not span.label.startswith(ACT_PREFIX):
                names = self.values.known(span.text)
                start = next((b for b in range(max(0, span.start - _LONGEST_VALUE_START), span.start)
                              if not tagged.intersection(range(b, span.start))
                              and not (names and tokens[b] in LEADING)
                              and self.values.known(" ".join(tokens[b:span.end]))), None)
                if start is not None:
                    span = Span(span.label, start, span.end, " ".join(tokens[start:span.end]), span.confidence)
            out.append(span)
        return out

    def _with_value_ends(self, spans: list[Span], tokens: Sequence[str]) -> list[Span]:
        """``spans`` where a role span takes in the untagged words just after it, at most
        :data:`_LONGEST_VALUE_START`, when they make it a longer value of the lexicon, the longest
        that does (the lexicon's longest match): "the *meat* thermometer" → ``thermometer``, "the
        *washing* up bowl" → ``basin``, values added to the domain file after the tagger was trained
        ("meat" had been put back, "washing" asked about); and so does a verb's span right after it
        that ends such a value, when no object follows that verb ("grate the lemon *zest*": lemon, as
        the lexicon says "lemon zest"; it had been a second grate asking what to grate), or whose
        object is said after a preposition of place, where it goes (the action's place, or left out:
        "put the stir *fry* on the plates", "grate a little lemon *zest* over it"). A longer verb span
        whose first word ends such a value, right after a verb's span and the value's first words,
        gives that word to the value: one verb said around the value, the later one's when the two are
        of other actions, as the tagger reads "take the cloth off" ("take the tea | *towel off* | the
        bowl" is uncover(bowl)), else the verb before's ("sprinkle the stir *fry with* sesame seeds")."""
        tagged = {i for s in spans for i in range(s.start, s.end)}
        verbs = {s.start: s for s in spans if s.label.startswith(ACT_PREFIX)}
        out, absorbed, shortened = [], set(), {}
        for k, span in enumerate(spans):
            if span.start in absorbed:
                continue
            if not span.label.startswith(ACT_PREFIX):
                end = next((e for e in range(min(len(tokens), span.end + _LONGEST_VALUE_START), span.end, -1)
                            if not tagged.intersection(range(span.end, e))
                            and self.domain.lookup(" ".join(tokens[span.start:e])) is not None), None)
                verb = verbs.get(span.end)
                after = spans[k + 2] if k + 2 < len(spans) else None
                placed = (after is not None and after.label == OBJECT_ROLE
                          and _before_span(tokens, after) in TERSE_PREPOSITIONS)
                if (end is None and verb is not None and (after is None or after.label != OBJECT_ROLE or placed)
                        and self.domain.lookup(" ".join(tokens[span.start:verb.end])) is not None):
                    # a verb's word that ends a longer value, with no object of its own after it: "grate
                    # the lemon *zest*" is the lemon's zest, not a second grating (probes 11 and 69); a
                    # thing after "over", "on", "into" is where it goes, not what is grated: the action's
                    # place, or left out when it has none ("grate a little lemon zest *over it*",
                    # seventieth-session blind probe 469)
                    end = verb.end
                    absorbed.add(verb.start)
                    governing = next((s for s in reversed(spans[:k]) if s.label.startswith(ACT_PREFIX)), None)
                    action = governing and self.domain.actions.get(governing.label[len(ACT_PREFIX):])
                    if placed and action is not None and not action.arg(PLACE_ROLE):
                        absorbed.add(after.start)
                    elif placed and action is not None:  # "put the stir *fry* on *the plates*": where it goes
                        shortened[after.start] = replace(after, label=PLACE_ROLE)
                elif (end is None and verb is not None and verb.end - verb.start > 1 and out
                      and out[-1].label.startswith(ACT_PREFIX)
                      and all(t in NOUN_MARKERS for t in tokens[out[-1].end:span.start])
                      and self.domain.lookup(" ".join(tokens[span.start:verb.start + 1])) is not None):
                    # a verb's first word that ends a longer value, said after the verb before it and the
                    # value's first words: one verb said around the value. Another action's, as "take the
                    # cloth off" is uncover's: "take the tea *towel off* the bowl" (seventy-first-session
                    # blind probe 473: asked about, the tea an unknown thing to remove); the verb before's
                    # own ("sprinkle the stir *fry with* sesame seeds": sprinkle's "with")
                    before = out[-1]
                    if before.label == verb.label:
                        end = verb.start + 1  # the rest ("with") left untagged, read with the verb before
                        absorbed.add(verb.start)
                    else:
                        shortened[verb.start] = Span(verb.label, before.start, verb.end,
                                                     " ".join(tokens[before.start:verb.end]),
                                                     min(before.confidence, verb.confidence))
                        out.pop()
                        continue
                if end is not None:
                    span = Span(span.label, span.start, end, " ".join(tokens[span.start:end]), span.confidence)
            out.append(shortened.get(span.start, span))
        return out

    def _with_coverings_said(self, spans: list[Span], tokens: Sequence[str]) -> list[Span]:
        """``spans`` where a verb's span, a thing its action's object cannot hold said right after it
        (past determiners) and the last word are made one verb span, read as the action's verb phrase
        of three words or more that starts and ends with the words said, when an object span follows:
        uncover's "take the lid off" said with another covering, "take the | *cling film* | off the
        ramekins" (seventy-first-session blind probe 475: asked about, the film an unknown thing to
        uncover)."""
        out, i = [], 0
        while i < len(spans):
            span, nxt = spans[i], spans[i + 1] if i + 1 < len(spans) else None
            is_verb = span.label.startswith(ACT_PREFIX)
            action = self.domain.actions.get(span.label[len(ACT_PREFIX):]) if is_verb else None
            spec = action.arg(OBJECT_ROLE) if action is not None else None
            said = next((p for p in action.verb_phrases if len(p.split()) > 2 and nxt is not None
                         and nxt.end < len(tokens) and p.split()[0] == tokens[span.start]
                         and p.split()[-1] == tokens[nxt.end]), None) if action is not None else None
            if (spec is not None and said is not None and not nxt.label.startswith(ACT_PREFIX)
                    and all(t in NOUN_MARKERS for t in tokens[span.end:nxt.start])
                    and self.domain.is_thing(nxt.text) and self.values.normalize(nxt.text, spec) is None
                    and i + 2 < len(spans) and spans[i + 2].label == OBJECT_ROLE):
                # the verb's confidence: the tagger's doubt was of the covering's role, read here
                out.append(Span(span.label, span.start, nxt.end + 1, said, span.confidence))
                i += 2
                continue
            out.append(span)
            i += 1
        return out

    def _with_phrases_read(self, spans: list[Span], tokens: Sequence[str], heard: Sequence[float]) -> list[Span]:
        """``spans`` where "<verb> A with B" is read afresh (:mod:`slu_node.fillings`) for a verb the
        domain's expressions say with the place first (A the destination, B the object: "sprinkle the
        salad with a handful of walnuts") or of an action done to the ingredients together
        (:attr:`~slu_node.domain.Action.combines`; A and B objects: "whisk the eggs with a pinch of salt").
        The role spans the tagger made there are replaced: A's values, B's measured amounts (the domain's
        role for counts, when the action has it; else none) and B's values. A span that runs past the phrase, or a
        span of A's role elsewhere in the verb's words, leaves them as they are. A new span's
        confidence is the lowest of the recogniser's for its words (``heard``) and of the tagger's
        spans it overlaps, or the verb's when it overlaps none."""
        verbs = [s for s in spans if s.label.startswith(ACT_PREFIX)]
        for k, verb in enumerate(verbs):
            action = self.domain.actions.get(verb.label[len(ACT_PREFIX):])
            words = verb.text.split()
            if action is None or not words:
                continue
            if words[0] in action.place_first_verbs and action.arg(PLACE_ROLE) and action.arg(OBJECT_ROLE):
                roles = (PLACE_ROLE, OBJECT_ROLE)
            elif action.combines and action.arg(OBJECT_ROLE):
                roles = (OBJECT_ROLE, OBJECT_ROLE)
            else:
                continue
            first, second = (self.values.list_types(action.arg(role)) for role in roles)
            stop = verbs[k + 1].start if k + 1 < len(verbs) else len(tokens)
            phrase = with_phrase(tokens, verb.end, stop, leading=LEADING, is_amount=self.values.is_amount,
                                 place_names=lambda text: self.domain.lookup(text, first) is not None,
                                 value_names=lambda text: self.domain.lookup(text, second) is not None)
            if phrase is None:
                continue
            inside = [s for s in spans if not s.label.startswith(ACT_PREFIX) and s.end > verb.end and s.start < stop]
            if any(s.start < phrase.end < s.end or (s.start >= phrase.end and s.label == roles[0]) for s in inside):
                continue
            count_role = self._count_role_of(action)
            read = [(roles[0], r) for r in phrase.place] + [(roles[1], r) for r in phrase.values] + (
                [(count_role, r) for r in phrase.amounts] if count_role else [])

            def confidence(start: int, end: int) -> float:
                tagged = [s.confidence for s in inside if s.start < end and start < s.end]
                return min([*heard[start:end], *(tagged or [verb.confidence])])

            new = [Span(label, i, j, " ".join(tokens[i:j]), confidence(i, j)) for label, (i, j) in read]
            spans = sorted([s for s in spans if s not in inside or s.start >= phrase.end] + new, key=lambda s: s.start)
        return spans

    def _with_units(self, spans: list[Span]) -> list[Span]:
        """``spans`` where the unit words that begin the span right after a count (number words or
        digits) of the count role (:attr:`_count_role`) join the count: "add two cups flour", "pour
        250ml milk" had the unit tagged with the object, and the object's look-up left it out,
        ``add(2, flour)`` (twenty-first session). The longest leading words that make the count an
        amount of a measured type count; the rest of the span stays its own. A span of unit words only
        joins the count when the next span, of the same role, follows it at once ("take two cans |
        chopped tomatoes", "add a handful | spinach")."""
        out: list[Span] = []
        for k, span in enumerate(spans):
            last = out[-1] if out else None
            words = span.text.split()
            if (last is not None and last.label == self._count_role and last.end == span.start
                    and says_only_numbers(last.text)):
                # a whole span of unit words only when the value follows in a span of its own
                # ("two cans | chopped tomatoes"); "take two glasses" keeps its glasses
                most = len(words) if k + 1 < len(spans) and spans[k + 1].start == span.end \
                    and spans[k + 1].label == span.label else len(words) - 1
                size = next((n for n in range(most, 0, -1)
                             if self.values.is_amount(f"{last.text} {' '.join(words[:n])}")), 0)
                if size:
                    out[-1] = Span(last.label, last.start, last.end + size, f"{last.text} {' '.join(words[:size])}",
                                   min(last.confidence, span.confidence))
                    if size == len(words):
                        continue
                    span = Span(span.label, span.start + size, span.end, " ".join(words[size:]), span.confidence)
            out.append(span)
        return out

    def _with_untagged_units(self, spans: list[Span], tokens: Sequence[str]) -> list[Span]:
        """``spans`` where a span of number words only takes in the unit words the tagger left untagged
        right after it, the longest run (at most three words, none in a span) that makes it an amount of
        a measured type: "for forty five | minutes put the casserole dish in the oven", the time said
        first, had "minutes" untagged and asked about "forty five" (fifty-fifth-session probe)."""
        tagged = {i for s in spans for i in range(s.start, s.end)}
        out = []
        for span in spans:
            if says_only_numbers(span.text):
                size = next((n for n in range(3, 0, -1) if span.end + n <= len(tokens)
                             and not tagged.intersection(range(span.end, span.end + n))
                             and any(w in self.domain.unit_words for w in tokens[span.end:span.end + n])
                             and self.values.is_amount(" ".join([span.text, *tokens[span.end:span.end + n]]))), 0)
                if size:
                    span = Span(span.label, span.start, span.end + size,
                                " ".join([span.text, *tokens[span.end:span.end + size]]), span.confidence)
            out.append(span)
        return out

    def _with_described_values(self, spans: list[Span], tokens: Sequence[str]) -> list[Span]:
        """``spans`` where a role span of describing words only (:data:`LEADING`, or foreign words
        :func:`prepared` takes for a preparation) takes in the value that follows it: the next span
        of its role after leading words only ("*the rest* of the | milk", "*raw* | chicken"), or
        untagged words that name a lexicon value ("*sharp* | knife"). The tagger had made the
        describing words a value of their own, and the command was asked about for them
        (twenty-first-session probe). The joined span's confidence is the lower of the two, or the
        describing span's. A count word (:data:`slu_node.numbers.COUNT_WORDS`: "both", "another") right
        before the value, in a span of its own or first in the value's, becomes a span of the domain's
        role for counts instead (:attr:`_count_role`), for the object only: "put the eggs in *another*
        bowl" had been ``put(egg, bowl, 1)`` (forty-ninth session); so does a unit word said first
        in the object's span with no number, as one of it ("pinch salt")."""
        known = self.domain.known_words
        tagged = {i for s in spans for i in range(s.start, s.end)}
        out: list[Span] = []
        for span in spans:
            words = span.text.split()
            if (len(words) > 1 and self._count_role and span.label == OBJECT_ROLE
                    and self.values.known(" ".join(words[1:])) and self.domain.lookup(span.text) is None
                    and (words[0] in COUNT_WORDS or self.values.is_amount(f"a {words[0]}")
                         and not self.domain.is_thing(words[0]))):
                # "both trays" in one span: the count, then the trays; "pinch salt", a unit with its "a"
                # and "of" dropped, one of it (fifty-seventh-session probes: "add pinch salt" had been
                # add(salt), the pinch left out unasked); not a unit that is a thing too ("spoon
                # butter", heard for "skin of egg yolk" across a reverberant kitchen)
                amount = words[0] if words[0] in COUNT_WORDS else f"a {words[0]}"
                out += [Span(self._count_role, span.start, span.start + 1, amount, span.confidence),
                        Span(span.label, span.start + 1, span.end, " ".join(words[1:]), span.confidence)]
                continue
            last = out[-1] if out else None
            if (last is not None and span.label == last.label and not span.label.startswith(ACT_PREFIX)
                    and describing(last.text.split(), known) and self.values.known(span.text)
                    and all(t in LEADING for t in tokens[last.end:span.start])):
                if (last.text in COUNT_WORDS and self._count_role and last.end == span.start
                        and span.label == OBJECT_ROLE):
                    # "crack | both | eggs": a count of its own ("both" 2, "another" 1)
                    out[-1] = Span(self._count_role, last.start, last.end, last.text, last.confidence)
                    out.append(span)
                    continue
                out[-1] = Span(last.label, last.start, span.end, " ".join(tokens[last.start:span.end]),
                               min(last.confidence, span.confidence))
                continue
            out.append(span)
        for k, span in enumerate(out):
            if span.label.startswith(ACT_PREFIX) or not describing(span.text.split(), known):
                continue
            end = untagged_value_end(self.domain, tokens, span.end, tagged)
            if end is not None:
                out[k] = Span(span.label, span.start, end, " ".join(tokens[span.start:end]), span.confidence)
        return out

    def _with_leading_value(self, spans: list[Span], tokens: Sequence[str], heard: Sequence[float]) -> list[Span]:
        """``spans`` with a span for the lexicon value the tagger left untagged before the first verb,
        when one of that verb's action's ``multi`` roles (the modality: a manner, a heat, a time) holds
        its type: "*constantly* stir the risotto" and "*continuously* stir the sauce" had been
        ``mix(risotto)``, the manner dropped unasked (twenty-first-session probe); or the object, when
        the value is a thing the object holds said right before the verb, nothing but openers and
        determiners before it ("*scallions* sprinkle noodles" had been ``add(noodle, ...)``, the
        scallions left out; :func:`slu_node.terse_reading.after_fronted_object` then gives the noodles
        the destination).
        The longest such value counts. Its confidence is the verb's, times the recogniser's
        (``heard``: per token, 1 for text)."""
        if not spans or not spans[0].label.startswith(ACT_PREFIX):
            return spans
        verb = spans[0]
        action = self.domain.actions.get(verb.label[len(ACT_PREFIX):])
        if action is None:
            return spans
        for size in range(verb.start, 0, -1):
            for start in range(verb.start - size + 1):
                hit = self.domain.lookup(" ".join(tokens[start:start + size]))
                role = next((a.role for a in action.args if hit and a.multi and hit[0] in a.types), None)
                if (role is None and hit and start + size == verb.start and (held := action.arg(OBJECT_ROLE))
                        and hit[0] in held.types and set(tokens[:start]) <= _BEFORE_FRONTED
                        and self.terse.object_free(action, spans)):
                    role = OBJECT_ROLE  # terse: "*scallions* sprinkle noodles" (fifty-seventh-session probe)
                if role is not None:
                    text = " ".join(tokens[start:start + size])
                    confidence = min([verb.confidence, *heard[start:start + size]])
                    return [Span(role, start, start + size, text, confidence), *spans]
        return spans

    def _with_object_after_verb(self, spans: list[Span], tokens: Sequence[str], heard: Sequence[float]) -> list[Span]:
        """``spans`` with an object span for the lexicon value the tagger left untagged after a verb
        whose action's required object no span before the next verb names: past "me" or "us" and
        leading words (:data:`LEADING`), a value of a type the object holds. "fetch me a *clean*
        knife" had been asked what to take, the tagger leaving all but the verb untagged after the
        describing word (fifty-second-session probe). So for an object that defaults to an implicit
        value, and past the action's modifiers said right after the verb: "for two minutes whip
        vigorously *the cream* until stiff" had been done as ``mix(*[ingredients]*, ...)``
        (fifty-sixth-session probe). So for "it" or "them" right there: "pour the cream into a
        saucepan warm *it* gently and then ..." had been ``cook(*[ingredients]*, gently)``, done
        (fifty-eighth-session blind probe); only after a span said before the verb, something to
        stand for, and not "it all" (everything: "stir it all well"; but "stir it *all the time*",
        sixty-eighth-session blind probe 387). Its confidence is the verb's, times the
        recogniser's (``heard``: per token, 1 for text)."""
        tagged = {i for s in spans for i in range(s.start, s.end)}
        verbs = [k for k, s in enumerate(spans) if s.label.startswith(ACT_PREFIX)]
        added = []
        for n, k in enumerate(verbs):
            verb = spans[k]
            action = self.domain.actions.get(verb.label[len(ACT_PREFIX):])
            spec = action.arg(OBJECT_ROLE) if action is not None else None
            stop = spans[verbs[n + 1]].start if n + 1 < len(verbs) else len(tokens)
            if spec is None or not (spec.required or OBJECT_ROLE in action.implicit) or any(
                    s.label == OBJECT_ROLE and verb.end <= s.start < stop for s in spans):
                continue
            at = verb.end
            while at < stop and at not in tagged and tokens[at] in ADDRESSEES:
                at += 1
            for s in spans[k + 1:]:  # past a manner, a heat or a time said first: "whip *vigorously* the cream"
                if (s.start == at and action.arg(s.label) is not None and list(tokens[s.end:s.end + 1]) == ["of"]
                        and self.values.is_amount(s.text)):
                    at = s.end + 1  # "get me *a loaf of* bread", the bread untagged (blind probe 457)
                    break
                if s.start != at or action.arg(s.label) is None or not action.arg(s.label).multi:
                    break
                at = s.end
            start, end = self._untagged_after(tokens, at, tagged, set(spec.types))
            if end is None or end > stop:  # "let *the stew* simmer", a time said first
                start, end = self._let_object(tokens, verb.start, tagged, set(spec.types))
            if (end is None and at < stop and at not in tagged and tokens[at] in OBJECT_PRONOUNS
                    and ("all" not in tokens[at + 1:at + 2] or tuple(tokens[at + 1:at + 4]) == _ALL_THE_TIME)
                    and any(s.end <= verb.start for s in spans[:k])):
                start, end = at, at + 1  # "warm *it* gently", the pronoun untagged
            if end is not None and end <= stop:
                confidence = min([verb.confidence, *heard[start:end]])
                added.append(Span(OBJECT_ROLE, start, end, " ".join(tokens[start:end]), confidence))
        return sorted(spans + added, key=lambda s: s.start) if added else spans

    def _with_asked_state(self, spans: list[Span], tokens: Sequence[str], heard: Sequence[float]) -> list[Span]:
        """``spans`` with a span for a value the tagger left untagged in a question about the thing just
        named, "is it" or "are they" before it (past "already", "yet", "still"), in the one role of the
        last verb's action that holds it and has no span: "have a look at the onions *are they
        golden* yet" had been ``check(onion)``, the state left out (fifty-eighth-session blind probe
        125). Its confidence is the verb's, times the recogniser's (``heard``)."""
        verbs = [s for s in spans if s.label.startswith(ACT_PREFIX)]
        tagged = {i for s in spans for i in range(s.start, s.end)}
        added = []
        for k in range(2, len(tokens)):
            if (tokens[k - 2], tokens[k - 1]) not in _ASKED_STATE or k in tagged:
                continue
            at = k + (tokens[k] in _STILL_WORDS and k + 1 < len(tokens))
            verb = next((v for v in reversed(verbs) if v.end <= k - 2), None)
            action = self.domain.actions.get(verb.label[len(ACT_PREFIX):]) if verb is not None else None
            if action is None or at in tagged:
                continue
            end = next((e for e in range(min(len(tokens), at + 3), at, -1)
                        if not tagged.intersection(range(at, e))
                        and self.domain.is_value(" ".join(tokens[at:e]))), None)
            holders = [a for a in action.args if end is not None and not any(s.label == a.role for s in spans)
                       and self.values.normalize(" ".join(tokens[at:end]), a) is not None]
            if len(holders) == 1:
                added.append(Span(holders[0].role, at, end, " ".join(tokens[at:end]),
                                  min([verb.confidence, *heard[at:end]])))
        return sorted(spans + added, key=lambda s: s.start) if added else spans

    def _with_untagged_fronted(self, spans: list[Span], tokens: Sequence[str], heard: Sequence[float]) -> list[Span]:
        """``spans`` with a span for the words the tagger left untagged before the first verb, after a
        first word that says their role: an amount after "for", in the one role of several arguments
        of that verb's action that holds it (a duration in cooking's modality: "*for a minute* blitz
        the chickpeas until smooth" had been ``mix([chickpea], *blender*, smooth)``, the minute left
        out unasked; "for ten minutes cook the rice", tagged, was read already); a value after a
        preposition the action's expressions say before one of its roles
        (:attr:`~slu_node.domain.Action.role_prepositions`), in that role ("into the bowl add the
        eggs" had been ``add(egg, *[ingredients]*)``, the bowl untagged). Fifty-sixth-session probes.
        Its confidence is the verb's, times the recogniser's (``heard``: per token, 1 for text)."""
        first = next((s for s in spans if s.label.startswith(ACT_PREFIX)), None)
        action = self.domain.actions.get(first.label[len(ACT_PREFIX):]) if first is not None else None
        tagged = {i for s in spans for i in range(s.start, s.end)}
        if action is None or first.start < 2 or tagged.intersection(range(first.start)):
            return spans
        text = " ".join(tokens[1:first.start])
        if tokens[0] == "for":
            holders = [a for a in action.args if a.multi and self.values.normalize(text, a) is not None]
        else:  # "*into the bowl* add the eggs": a place said first by its preposition, the bowl untagged
            holders = [a for role in action.role_prepositions.get(tokens[0], ())
                       if (a := action.arg(role)) is not None and self.values.normalize(text, a) is not None]
        if len(holders) != 1:
            return spans
        confidence = min([first.confidence, *heard[1:first.start]])
        return [Span(holders[0].role, 1, first.start, text, confidence), *spans]

    def _let_object(self, tokens: Sequence[str], verb_start: int, tagged: set, types: set) -> tuple[int, Optional[int]]:
        """``(start, end)`` of the untagged lexicon value of one of ``types`` said between "let" (and
        leading words, :data:`LEADING`) and the verb at ``verb_start``; ``end`` None when there is none.
        "for twenty minutes let *the stew* simmer gently", the stew left untagged after the time said
        first, had been done as ``cook(*[ingredients]*, ...)`` (fifty-sixth-session probe)."""
        for start in range(verb_start - 1, 0, -1):
            if start in tagged:
                break
            k = last_before(tokens, start, LEADING)
            if k >= 0 and tokens[k] == "let" and all(t in LEADING for t in tokens[k + 1:start]):
                end = untagged_value_end(self.domain, tokens, start, tagged, lambda hit: hit[0] in types)
                return (start, end) if end == verb_start else (start, None)
        return verb_start, None

    def _with_listed_values(self, spans: list[Span], tokens: Sequence[str], heard: Sequence[float]) -> list[Span]:
        """``spans`` where a lexicon value the tagger left untagged right after "and" (and leading words,
        :data:`LEADING`) that follows a role span naming a value of the same type, or of another type
        that role of the verb's action holds (the last verb span before it), joins that span's role:
        "pass me a fork and a *knife*" had been ``take(fork)``, the knife dropped unasked
        (twentieth-session probe); "fetch me a clean bowl and a *whisk*", a container and a utensil,
        ``take(bowl)``, and "get out a bowl and a *whisk*" ``remove(bowl)`` (thirty-second-session
        probes; remove takes one object, so the whisk is now a second value asked about). So does one
        in the middle of a list said without its commas, with "and" after it and the list going on
        (the next span but an amount in that role, or another such value): "bring me a knife, a
        *cutting board* and two onions" had been ``take(2, [knife, onion])``. The longest such value
        counts; words after it stay untagged. Its confidence is the listed span's, times the
        recogniser's (``heard``: per token, 1 for text)."""
        tagged = {i for s in spans for i in range(s.start, s.end)}
        out, action, pending = [], None, list(spans)
        while pending:
            span = self._conjoined(pending.pop(0), out[-1] if out else None, action, tokens)
            out.append(span)
            if span.label.startswith(ACT_PREFIX):
                action = self.domain.actions.get(span.label[len(ACT_PREFIX):])
                continue
            words = span.text.split()  # its value, past a word the tagger took in ("a *clean* bowl")
            listed = next((hit for i in range(len(words)) if (hit := self.domain.lookup(" ".join(words[i:])))), None)
            if listed is None or span.end >= len(tokens):
                continue
            role = action.arg(span.label) if action is not None else None
            types = {listed[0], *(role.types if role is not None and listed[0] in role.types else ())}
            after_and = tokens[span.end] == LIST_CONJUNCTION
            start, end = self._untagged_after(tokens, span.end + after_and, tagged, types)
            if end is not None and not after_and:  # a list without its commas: "and" next, then the role again
                following = [s.label for s in pending if s.start > end and s.label != self._count_role][:1]
                if end >= len(tokens) or tokens[end] != LIST_CONJUNCTION or not (
                        following == [span.label] or self._untagged_after(tokens, end + 1, tagged, types)[1]):
                    end = None
            if end is not None and (not pending or pending[0].start >= end):
                confidence = min([span.confidence, *heard[start:end]])
                pending.insert(0, Span(span.label, start, end, " ".join(tokens[start:end]), confidence))
                tagged.update(range(start, end))
        return out

    def _untagged_after(self, tokens: Sequence[str], at: int, tagged: set, types: set) -> tuple[int, Optional[int]]:
        """``(start, end)`` of the untagged lexicon value of one of ``types`` from ``at`` on, past
        leading words (:data:`LEADING`); ``end`` None when there is none
        (:func:`slu_node.terse_reading.untagged_value_end`)."""
        while at < len(tokens) and tokens[at] in LEADING and at not in tagged:
            at += 1
        return at, untagged_value_end(self.domain, tokens, at, tagged, lambda hit: hit[0] in types)

    def _conjoined(self, span: Span, last: Optional[Span], action, tokens: Sequence[str]) -> Span:
        """``span`` in ``last``'s role when only "and" and leading words (:data:`LEADING`) stand between
        them and that role of ``action`` holds its value: with no preposition before it, it is no place
        or instrument but the next of a list. "get out a bowl and a *whisk* and crack three eggs ...",
        the whisk tagged as remove's source, had been ``remove(bowl, whisk)`` (thirty-second-session
        probe; remove takes one object, so the whisk is now a second value asked about). Not an
        amount with "of" after it: "grab me two onions and a tin of tomatoes" had been take(2, [onion,
        cake tin, tomato]) (fifty-fifth-session probe)."""
        if (last is None or action is None or span.label.startswith(ACT_PREFIX) or last.label.startswith(ACT_PREFIX)
                or span.label == last.label):
            return span
        gap = tokens[last.end:span.start]
        role = action.arg(last.label)
        if (not gap or gap[0] != LIST_CONJUNCTION or not all(t in LEADING for t in gap[1:]) or role is None
                or self.values.normalize(span.text, role) is None):
            return span
        if span.end < len(tokens) and tokens[span.end] == "of" and self.values.is_amount(span.text):
            return span  # an amount of what follows: "... and *a tin* of tomatoes" is no cake tin
        return Span(last.label, span.start, span.end, span.text, span.confidence)

    def _retarget(self, draft: ActionDraft, previous: Optional[tuple[str, ...]], tokens: Sequence[str]):
        """``(draft, objects)`` refilled as another action the same spoken verb names, when that
        action holds every argument this one could not, words outside the lexicon or known values
        it had no role for ("remove the scissors": the verb "remove" is said for ``separate`` and
        ``remove``; only the second takes a utensil; "remove the raspberries from the bowl": only
        ``remove`` takes a container as its source), else None: the argument types choose between
        the readings of a shared verb. A verb split around its object counts as the whole phrase:
        "take the seeds *out* of the lemon" is ``separate``'s "take out" (:func:`says_split`), unless
        the verb is whole for the tagged action: "put the eggs in ..." stays ``put``, not add's "put in".
        A verb said around the words that complete the tagged action's phrase is not read as the bare
        verb of another: "bring the pot to the boil" stays cook's, asked about, where it had been
        ``take(pot)``, done (twenty-seventh session). An action with ``measured_as`` whose reading left
        out known values of the types that action's object takes (food) is read as that action when it
        holds them all: "put the cheese on the pizza" is ``add(cheese, pizza)``, where the pizza, no
        place to put things, had been left out unasked (forty-seventh-session probe). So is an action
        with ``moved_as`` whose reading left out known values, each said after a preposition of
        direction (:func:`slu_node.moved.directed`) or saying how, and that action holds them all: "get
        the onions into the pan" is ``put(onion, pan)``, where it had been ``take(onion)``
        (fiftieth-session probe)."""
        if not draft.spans:
            return None
        own = self.domain.actions[draft.action]
        # "bring the pot to the boil" is cook's "bring ... to the boil", not take's "bring"
        own_split = not own.says(draft.verb) and says_split(own.verb_phrases, draft.verb,
                                                            tokens[draft.spans[0].start:])
        # a verb that is whole for its own action ("put") is not read as the start of another's ("put in")
        between = () if own.says(draft.verb) else tokens[draft.spans[0].start:draft.spans[-1].end]
        # ... unless a place its action lacks is said "into" or "onto": "*toss* a few sprigs of thyme *into*
        # the roasting tin" is add's "toss in", where mix had left the tin out (sixty-eighth-session blind
        # probe 395; "toss the prawns into the wok", probe 366)
        into = ("in",) if own.says(draft.verb) and any(
            _before_span(tokens, span) in ("into", "onto") for span in draft.dropped) else ()
        for name, action in self.domain.actions.items():
            if (name == draft.action or not (says_split(action.verb_phrases, draft.verb, between)
                                             or (into and says_split(action.verb_phrases, draft.verb, into)))
                    or (own_split and action.says(draft.verb))):
                continue
            other, objects = self._read_as(draft, name, previous, tokens)
            if holds_all(other):
                return other, objects

        def placed(span: Span) -> bool:  # "get the onions *into* the pan", "get the pot *on* the hob"
            return directed(tokens, span.start, LEADING) or (
                normalize_phrase(draft.verb) == "get" and _before_span(tokens, span) in _GOT_INTO)

        if own.moved_as and draft.unplaced and not draft.unknown_words and any(
                placed(span) for span in draft.dropped) and all(
                placed(span) or span.label == MODALITY_ROLE for span in draft.dropped):
            # values it could not place, which the action it moves things as holds: "get the onions
            # *into the pan*" puts them there ("grab the celery *from* the fridge" takes it), with how
            # ("get the baking tray into the oven *at two hundred and twenty degrees*": sixtieth-session
            # blind probe 191, had been take(baking tray), the oven and the heat left out unasked); so
            # does "get" with "on" or "in" (:data:`_GOT_INTO`): "get the big stockpot *on the hob*" (blind probes
            # 231 and 232: take(pot), the hob left out unasked), where "take the pot on the stove" says which pot
            other, objects = self._read_as(draft, own.moved_as, previous, tokens)
            if holds_all(other):
                return other, objects
        target = self.domain.actions[own.measured_as].arg(OBJECT_ROLE) if own.measured_as else None
        if (target is not None and draft.unplaced and not draft.unknown_words
                and self.domain.all_of_types(draft.unplaced, target.types)):
            # food it could not place, which the action it is written as takes: "put the cheese on
            # *the pizza*" adds it ("put the jam in the fridge once it's *cool*" does not)
            other, objects = self._read_as(draft, own.measured_as, previous, tokens)
            if holds_all(other):
                return other, objects
        return None

    def _kind_reads(self, draft: ActionDraft, previous: Optional[tuple[str, ...]], tokens: Sequence[str]):
        """``(draft, objects)`` refilled as another action that says ``draft``'s verb
        (:func:`other_sayers`) and reads its object as a value of a type the tagged action's object
        does not take, when that action holds every argument; else None. The kind of thing decides
        between the readings of a shared verb: "take out the egg whites" is ``separate(white)``, the
        whites a part, not ``remove(egg white)``, the food (fiftieth session: three of the 1,000
        generated commands; "remove the raspberries", food either way, stays as tagged)."""
        own = self.domain.actions[draft.action].arg(OBJECT_ROLE)
        words = normalize_phrase(draft.verb).split()
        if own is None or not words:
            return None
        for name in other_sayers(self.domain, draft.action, words, tokens):
            other, objects = self._read_as(draft, name, previous, tokens)
            if holds_all(other) and any(f.value != UNCERTAIN and f.type and f.type not in own.types
                                        for f in other.fills.get(OBJECT_ROLE, ())):
                return other, objects
        return None

    def _phrase_closed(self, draft: ActionDraft, previous: Optional[tuple[str, ...]], tokens: Sequence[str]):
        """``(draft, objects)`` refilled as another action one of whose verb phrases the spoken verb begins
        and the words after one of the draft's arguments end (:func:`_closed_after_an_argument`), when
        that action holds every argument, and the draft's own action's do not close so ("take the cake
        *out*" is remove's "take out" as much as separate's); else None."""
        if _closed_after_an_argument(self.domain.actions[draft.action].verb_phrases, draft, tokens):
            return None
        for name, action in self.domain.actions.items():
            if name != draft.action and _closed_after_an_argument(action.verb_phrases, draft, tokens):
                other, objects = self._read_as(draft, name, previous, tokens)
                if holds_all(other):
                    return other, objects
        return None

    def _particle_stem(self, words: Sequence[str]) -> Optional[str]:
        """The verb of ``words`` (a spoken verb's words) without its last word when that is a particle
        (:attr:`Domain.particles`: "stir" of "stir in"), else None."""
        return " ".join(words[:-1]) if len(words) > 1 and words[-1] in self.domain.particles else None

    def _from_elsewhere(self, draft: ActionDraft, tokens: Sequence[str]) -> bool:
        """True when ``draft``'s action has a source it leaves unfilled and, right after its last span,
        "out of", "from" or "off" and determiners come before a word that no span holds and names no
        value: "get the wok *out of the cupboard*" is take's, as take's templates say it
        (sixty-first-session blind probe 209 and probe 153: ``remove(bowl)`` had been done), where
        "take the eggs out of the fridge" is remove's, the fridge its source."""
        if self.domain.actions[draft.action].arg(SOURCE_ROLE) is None or draft.fills.get(SOURCE_ROLE) \
                or not draft.spans:
            return False
        k = draft.spans[-1].end
        after = list(tokens[k:k + 2])
        k += 2 if after == ["out", "of"] else 1 if after[:1] in (["from"], ["off"]) else len(tokens)
        while k < len(tokens) and tokens[k] in NOUN_MARKERS:
            k += 1
        return k < len(tokens) and not self.domain.is_value(tokens[k]) and all(k not in range(s.start, s.end)
                                                                              for s in draft.spans)

    def _verbs_own(self, draft: ActionDraft, previous: Optional[tuple[str, ...]], tokens: Sequence[str]):
        """``(draft, objects)`` refilled as the one action whose verb phrases say ``draft``'s spoken
        verb, when the tagger gave the verb another action, none of whose verb phrases starts with it
        ("bring" starts cook's "bring to the boil", said around its object), and that one holds every
        argument, else None: the verb decides over a tagger's slip ("bring the radish off the counter",
        take's, had been ``remove(radish)``; twenty-third session). A verb added to the domain file
        without retraining is tagged by its letters ("splash", tried as add's, came out ``mash``). A
        verb and a particle that no action says are the verb's alone, its amount left out where its
        action counts nothing: "stir in two tablespoons of curry paste" is ``mix(curry powder)``, as two
        blind probes' references have it (36 and 164; the tagger had read add's)."""
        owners = [name for name, action in self.domain.actions.items() if action.says(draft.verb)]
        stem = None if owners else self._particle_stem(normalize_phrase(draft.verb).split())
        particle = stem is not None
        if particle:  # "stir *in* two tablespoons of curry paste": stir's, no action saying "stir in"
            owners = [name for name, action in self.domain.actions.items() if action.says(stem)]
        if len(owners) != 1:
            return None
        other, objects = self._read_as(draft, owners[0], previous, tokens)
        counted = particle and other.dropped and all(s.label == self._count_role for s in other.dropped)
        return (other, objects) if holds_all(other) or (counted and not other.unknown_words) else None

    def _read_as(self, draft: ActionDraft, name: str, previous: Optional[tuple[str, ...]],
                 tokens: Sequence[str]) -> tuple[ActionDraft, Optional[tuple[str, ...]]]:
        """``draft``'s verb and spans filled anew as action ``name``, with the objects :meth:`_fill`
        returns (``draft`` is left as it is)."""
        other = ActionDraft(name, draft.confidence, verb=draft.verb, verb_confidence=draft.verb_confidence,
                            spans=list(draft.spans))
        return other, self._fill(other, self.domain.actions[name], previous, tokens)

    @staticmethod
    def _taken_up(draft: ActionDraft, span: Span, tokens: Sequence[str]) -> bool:
        """True when ``span``, a pronoun after ``draft``'s verb, takes up a value of its role said first,
        before the verb and as the first thing of the clause (left dislocation): "the sauce give *it* a
        stir", "the cherries take the pits out of *them*", "the tart check if *it*'s golden" had been
        asked what "it" stands for (fifty-eighth-session blind probe 135). The value said first fills
        the role; the pronoun adds nothing. One span said first, and no "and" or "then" before the
        verb: "apples butter and then grate them", heard in noise, is no such clause; several listed with
        "and" are taken up so too ("the grated cheese and the ham scatter *them* over the pizza": seventy-sixth-
        session blind probe 677, asked what "them" stood for)."""
        at = find_phrase(tokens, draft.verb.split()) if draft.verb else None
        if at is None or at > span.start:
            return False
        first = [s for s in draft.spans if s.label == span.label and s.end <= at]
        listed = len(first) > 1 and all(
            set(tokens[a.end:b.start]) <= LIST_WORDS | NOUN_MARKERS for a, b in zip(first, first[1:]))
        return ((len(first) == 1 or listed) and all(s.text.split()[-1] not in PRONOUNS for s in first)
                and _said_first(tokens, first[-1], at, frozenset(tokens[first[0].start:first[-1].start])))

    def _held(self, draft: ActionDraft) -> dict[str, tuple[str, ...]]:
        """The values a filled ``draft`` holds in each role, the uncertain ones left out."""
        return {role: tuple(f.value for f in fills if f.value != UNCERTAIN) for role, fills in draft.fills.items()}

    def _placed_on(self, draft: ActionDraft, types: Sequence[str], tokens: Sequence[str],
                   words: frozenset = _ON_WORDS) -> bool:
        """True when a span of ``draft`` names a value of one of ``types`` after one of ``words`` (its
        determiners between): a surface a vessel stands on ("on the hob", "on a low heat"), or with "in"
        and "into" a place it goes in ("in the fridge")."""
        return any(_before_span(tokens, span) in words
                   and (value := self.values.named_value(span.text))
                   and self.domain.value_types(value) & set(types) for span in draft.spans)

    def _vessel_before(self, drafts: Sequence[ActionDraft], i: int,
                       tokens: Sequence[str]) -> tuple[tuple[str, ...], bool, Optional[bool]]:
        """:meth:`_vessel_of` the draft before ``drafts[i]``; when that names no vessel and put things
        onto those of the draft before it, that draft's vessel, the things still in it: "tip the mussels
        into the big pot pour a glass of white wine over them and put the lid on *it*" covers the pot
        (seventieth-session blind probe 450: had covered the mussels). ``((), False, None)`` first."""
        if not i:
            return (), False, None
        found = self._vessel_of(drafts[i - 1], tokens)
        if found[0] or i < 2:
            return found
        onto = {f.value for f in drafts[i - 1].fills.get(PLACE_ROLE, [])}
        things = set(self._objects_of(drafts[i - 2])[0])
        earlier = self._vessel_of(drafts[i - 2], tokens)
        return (earlier[0], earlier[1], found[2]) if onto and things and onto <= things and earlier[0] else found

    def _vessel_of(self, draft: ActionDraft, tokens: Sequence[str]) -> tuple[tuple[str, ...], bool, Optional[bool]]:
        """The one vessel (:attr:`~slu_node.domain.Domain.vessel_types`) a filled ``draft`` names in a
        role other than its object, when its objects are no vessel: where the things of a next
        action said to go "into it" are (:meth:`_fill`), () otherwise; and whether it is the place
        things were put (a lid goes "on it": "pour two litres of water into the big pot and put a
        lid on it"; not where they came from: "take the cake out of the oven and put the sprinkles
        on it" puts them on the cake); and the spoken number of ``draft``'s objects (True: plural;
        None: not told), which a pronoun that disagrees with it does not stand for. A tool it was done
        with is no vessel ("blitz the soup with the stick blender ... pour the cream into *it*": the soup;
        sixty-sixth-session blind probe 350 had poured it into the blender), nor a place a thing was
        taken "off" ("take the sauce *off the heat* and then pour the cream into *it*": the sauce;
        sixty-ninth-session blind probe 435 had poured it onto the stove)."""
        vessels = self.domain.vessel_types

        def vessel(f: Filler) -> bool:  # a pronoun's value has no type of its own: "put *it* on the hob"
            return f.type in vessels or (not f.type and f.value != UNCERTAIN
                                         and bool(self.domain.value_types(f.value) & vessels))

        if any(vessel(f) for f in draft.fills.get(OBJECT_ROLE, [])):  # "put *it* on the hob": the saucepan taken
            return (), False, None
        surfaces = {found[1] for s in draft.spans if _before_span(tokens, s) == "off"
                    and (found := self.domain.lookup(self.values.named_value(s.text) or "")) is not None}
        held = tuple(dict.fromkeys(f.value for role, fills in draft.fills.items()
                                   if role not in (OBJECT_ROLE, INSTRUMENT_ROLE)  # not "*with* the stick blender"
                                   for f in fills if vessel(f) and f.value != UNCERTAIN  # "tip the flour into *it*"
                                   and f.value not in surfaces))
        placed = {f.value for f in draft.fills.get(PLACE_ROLE, [])}
        number = self._objects_of(draft)[1]
        if draft.gapped and len(draft.antecedents) > 1:
            number = True  # the things of one verb said for several, together (:meth:`build`)
        return (held, set(held) <= placed, number) if len(held) == 1 else ((), False, number)

    def _measured_into_the_rest(self, draft: ActionDraft) -> bool:
        """True when ``draft`` adds an amount with a unit ("half a litre of stock", not "two eggs") and
        says no place, its place the preparation so far (the role's implied value)."""
        spec = self.domain.actions[draft.action]
        place = spec.arg(PLACE_ROLE)
        count = self._count_role_of(spec)
        return (place is not None and count is not None and not draft.fills.get(PLACE_ROLE)
                and spec.implicit.get(PLACE_ROLE) == ALL_INGREDIENTS
                and any(not says_only_numbers(f.value) for f in draft.fills.get(count, [])))

    def _other_part(self, draft: ActionDraft, source: ArgSpec, span: Span) -> bool:
        """True when ``span`` (said in the ``source`` role) names a value of a type of ``draft``'s objects
        that the source holds none of, and no object of it: another part ("separate the yolks from *the
        whites*": two parts of the egg, whose references write ``separate(yolk)``; "whites" became an egg
        white's name in the sixty-seventh session, and a source), not the food they come from ("pick the
        bay leaves out of *the sauce*"). Asked for a source said with "from" only: "pick the eggshell out of
        *the egg whites*" takes it out of them."""
        words = " ".join(without_leading(span.text.split()))
        kinds = {f.type for f in draft.fills.get(OBJECT_ROLE, []) if f.type and f.type not in source.types}
        held = {f.value for f in draft.fills.get(OBJECT_ROLE, [])}
        return any((hit := self.domain.lookup(words, (kind,))) is not None and hit[1] not in held for kind in kinds)

    def _objects_of(self, draft: ActionDraft) -> tuple[tuple[str, ...], Optional[bool]]:
        """``draft``'s objects (canonical values, none uncertain) and their spoken number (True: plural;
        None: not told; :func:`slu_node.antecedents.spoken_number`)."""
        objects = tuple(dict.fromkeys(f.value for f in draft.fills.get(OBJECT_ROLE, []) if f.value != UNCERTAIN))
        return objects, antecedents.spoken_number([s for s in draft.spans if s.label == OBJECT_ROLE], objects)

    def _fill(self, draft: ActionDraft, spec, previous: Optional[tuple[str, ...]],
              tokens: Sequence[str], vessel: tuple[str, ...] = (), placed: bool = False,
              objects_plural: Optional[bool] = None,
              earlier: Sequence[tuple[tuple[str, ...], Optional[bool]]] = (),
              held_before: Optional[dict[str, tuple[str, ...]]] = None,
              poured: bool = False) -> Optional[tuple[str, ...]]:
        kept_for_next = None
        draft.spans = self._joined_amounts(spec, tokens, self._relabeled(
            draft, spec, tokens, self._with_alternation(draft, spec, tokens, previous)))
        lidded = any(s.label == INSTRUMENT_ROLE and s.text.split()[-1] in _LIDS for s in draft.spans)
        for span in draft.spans:
            arg = spec.arg(span.label) or self._implied_arg(draft, spec, span)
            found = self.values.normalize(span.text, arg) if arg is not None else None
            if found is not None and self._bare_led_otherwise(span, tokens, found[1]):
                found = None  # "fry it *for* one hundred": no temperature, a time with its unit lost
            if (found is not None and arg.role == SOURCE_ROLE and _before_span(tokens, span) == "from"
                    and self._other_part(draft, arg, span)):
                continue  # "separate the yolks from *the whites*": the other part, not where they come from
            stirred_into_it = (span.text.split()[-1] in PRONOUNS and spec.combines and span.start
                               and tokens[span.start - 1] == "into")  # "whisk the cocoa into *it*"
            listed = (self._listed_with(draft, spec, span, tokens)
                      if found is None and (span.text.split()[-1] not in PRONOUNS or stirred_into_it) else None)
            if listed is not None:
                arg, found = listed, self.values.normalize(span.text, listed)
                around = [s for s in draft.spans if s.label == listed.role] + [span]
                joining = LIST_WORDS | {"with"} | (_STIRRED_INTO if spec.combines else frozenset())
                if found is not None and not set(tokens[min(s.start for s in around):max(s.end for s in around)]) & (
                        joining):
                    draft.juxtaposed.append(span.text)  # "deep fry nut chicken wings": no "and" in the list
            if arg is None:
                if set(span.text.split()) <= spec.expression_words - self.domain.verb_words:
                    # words the action's own templates say around its slots, tagged with a role it
                    # lacks: "grab the thermometer *from the drawer*" ("{verb} {object} [...|from the
                    # drawer|...]") had been asked about as remove's source (fifty-fifth-session probe)
                    continue
                draft.dropped.append(span)
                continue
            if span.text.split()[-1] in PRONOUNS and self.values.list_types(arg):
                if any(s.start == span.end and s.label == span.label for s in draft.spans):
                    # a value right after the pronoun ("saute *it pine nuts*", heard for "eight pine
                    # nuts", had been cook([quinoa, almond, pine nut], ...)): no English says so
                    draft.juxtaposed.append(" ".join(tokens[span.start:span.end + 1]))
                if self._taken_up(draft, span, tokens):
                    continue  # "the sauce give *it* a stir": the thing said first, named once
                referent = previous
                before = tokens[span.start - 1] if span.start else ""
                plural = antecedents.pronoun_number(tokens, span.start)
                if plural is not None and objects_plural is not None and plural != objects_plural and (
                        set(previous or ()) <= set((held_before or {}).get(OBJECT_ROLE, previous or ()))):
                    # the things of the action before are not what the pronoun's number says: the last
                    # things before them that are ("put the sweet potatoes in the pot and pour in a litre
                    # of water and then boil *them*": the sweet potatoes; fifty-ninth-session probe 142);
                    # not where what it stands for is a place already, its number said ("... two bay leaves
                    # into the sauce and season *it*": sixty-sixth session, had been the oregano before)
                    referent = next((values for values, number in reversed(earlier) if number == plural and values
                                     and self.domain.all_of_types(values, arg.types)), referent)
                covered = arg.role == OBJECT_ROLE and (before in _ON_WORDS or poured or lidded or (
                    plural is not None and objects_plural is not None and plural != objects_plural))
                if vessel and self.domain.all_of_types(vessel, arg.types) and (
                        before in _INTO_WORDS or (placed and covered) or (
                        (before in _OUT_OF_WORDS or (before in _ON_WORDS and arg.role == PLACE_ROLE and placed))
                        and not (previous and self.domain.all_of_types(previous, arg.types)))):
                    kept_for_next = previous if placed and covered else None  # "... cover it and steam *them*"
                    # "into it": the vessel the action before named ("take the chicken out of the pot,
                    # throw the onions and carrots into *it*": the pot, not the chicken;
                    # fifty-seventh-session blind probe 107); so "out of it" where the things before
                    # cannot be ("sear the scallops in the skillet lift them out of *it*": the
                    # skillet, had been left out; fifty-eighth, probe 113), not "remove the cores
                    # from *them*" after "peel the apples with the peeler"; so a place "on it" where things
                    # were put ("drizzle olive oil over the baking tray and lay the dough on *it*": the
                    # tray, sixty-seventh-session blind probe 353, had been the oil); "on it" where things
                    # were put, as what is covered ("... into the big pot and put a lid on *it*":
                    # probe 124; "pour a splash of water into the pan and cover *it* with the lid", a
                    # liquid poured: seventieth-session blind probe 459 had covered the water), not
                    # where things go ("spread some sour cream on *them*"), or as
                    # the object when the pronoun's number is not the things' ("put the dumplings in
                    # the steamer basket cover *it*", "pour the custard into the ramekins and put
                    # *them* in the fridge": probes 131 and 129)
                    referent = vessel
                if (arg.vessel_when_placed and vessel and placed and previous
                        and self.domain.all_of_types(previous, self.domain.preparation_types)
                        and self._placed_on(draft, arg.vessel_when_placed, tokens,
                                            _ON_WORDS | (_INTO_WORDS if plural is False else frozenset()))):
                    # the food goes with its vessel: "pour two litres of water into the big pot and put
                    # *it* on the hob" puts the pot (sixtieth-session blind probe 170: had been the water);
                    # "it" into an appliance too: "pour the rest of the soup into a jar and pop *it* in the
                    # freezer" (nine blind references write the vessel, sixty-first session), where "put
                    # the leftovers in a box and stick *them* in the fridge" puts the leftovers
                    referent = vessel
                arg = self._holding(draft, spec, arg, referent)
                if referent and not self.domain.all_of_types(referent, arg.types) and (
                        before in _WITH_WORDS or sum(s.text.split()[-1] in PRONOUNS for s in draft.spans) > 1):
                    # what the role holds of the things said: "grab the potatoes and the peeler and peel
                    # *them* with *it*", "... take the stones out of them and mash them *with it*" (the fork
                    # taken two acts back; fifty-ninth-session blind probe 155: asked about or done wrong)
                    # or what the action before held in the role ("peel the parsnips with the peeler
                    # and then peel the carrots with *it* too": the peeler; sixtieth-session probe 181)
                    said = [referent, (held_before or {}).get(arg.role, ()), *(v for v, _ in reversed(earlier))]
                    referent = next((held for values in said
                                     if (held := tuple(v for v in values
                                                       if self.domain.all_of_types((v,), arg.types)))), referent)
                if referent and not self.domain.all_of_types(referent, arg.types):
                    # no role holds what it stands for: a known value left out, as if said ("put the
                    # sprinkles on *it*", the cake, is add's, as "on the cake" is: fifty-fifth-session probe)
                    draft.dropped.append(span)
                    draft.unplaced += [v for v in referent if v not in draft.unplaced]
                    continue
                values = referent if referent else (UNCERTAIN,)
                if not referent:
                    draft.unresolved.setdefault(arg.role, []).append(span.text)
                for value in values:
                    draft.fills.setdefault(arg.role, []).append(Filler(value, "", span.confidence))
                if len(values) > 1 and not (arg.list or arg.multi):
                    # "boil the eggs and the potatoes then take them off the stove": remove holds one
                    # thing, and the predicate kept the eggs alone, the potatoes left on the stove
                    # unsaid (remove(egg, stove) until the forty-first session); asked about
                    draft.overflow.append(span.text)
                continue
            several = self.values.split_values(span.text, arg) if found is None else None
            split_placed = self.terse.compound(draft, spec, arg, several) if several else []
            # "the fish tacos": the tacos ("the cherry stones": both, in two roles)
            head_only = bool(split_placed) and all(role == arg.role for role, _ in split_placed) and self._compound(
                draft, span, tokens)
            head_type = split_placed[-1][1][1] if split_placed else None  # (role, (value, type))
            if several and (arg.list or arg.multi or (head_only and (
                    arg.role == OBJECT_ROLE or head_type in self.domain.preparation_types))):
                # "knead squid olive and dill", "until ready every now and again": two in one span; one
                # thing, a compound's head, as an object of one or a food ("uncover the *rice pudding*",
                # "out of the *onion soup*"; a place of one with two, "in the bowl pot", is asked about)
                for role, (value, type_name) in split_placed[-1:] if head_only else split_placed:
                    draft.fills.setdefault(role, []).append(Filler(value, type_name, span.confidence))
                if head_only:
                    continue
                if sum(s.label == span.label for s in draft.spans) == 1 and not set(span.text.split()) & LIST_WORDS:
                    draft.juxtaposed.append(span.text)  # no "and" anywhere in the list
                elif (lead := last_before(tokens, span.start, NOUN_MARKERS)) >= 0 and tokens[lead] in LIST_WORDS:
                    # the list's last value after its "and" is two: "flip salad and the pumpkin oranges",
                    # heard for "... the pumpkin once", had been turn([salad, pumpkin, orange])
                    draft.juxtaposed.append(span.text)
                continue
            if found is None:
                if set(span.text.split()) <= SLIP_WORDS:
                    draft.dropped.append(span)  # a lone "a" tagged as a size: nothing was said there
                    continue
                if not arg.required and set(span.text.split()) <= spec.expression_words - self.domain.verb_words:
                    # words the action's own templates say around its slots, no value: "fry the steak for
                    # two minutes *on each side*" ("... {modality} [on each side|per side]") had asked
                    # about "each side"
                    draft.dropped.append(span)
                    continue
                words = span.text.split()
                measured = all(self.domain.types[t].kind == "measure" for t in arg.types)
                # a number, or in a measured role a unit, says there was an amount: "add a few spoons
                # of sugar" had been add(sugar), the amount dropped (twenty-third-session probe)
                numbered = any(w in ONES or w in TENS or w in FRACTION_WORDS or w[0].isdigit() for w in words) or (
                    measured and any(w in self.domain.unit_words for w in words))
                if (measured and not arg.required and LIST_CONJUNCTION not in words and not numbered
                        and not any(w.isalpha() and w not in self.domain.known_words and w not in NOUN_MARKERS
                                    and w not in PICKING_WORDS and w not in VAGUE_AMOUNT_WORDS for w in words)):
                    # "some", "a bit of": no measurable quantity. One that runs over "and" ("get me
                    # two onions and a clove of garlic") has swallowed what was listed, and one with a
                    # number it cannot read says an amount ("two or three", "three no four"): asked
                    # about, not dropped (that gave take(garlic), add(egg)); so is one with a word
                    # the domain does not know, a misheard unit or thing ("put the part of water on
                    # the stove", heard for "the pot of water", had been put(water, stove):
                    # thirty-seventh session)
                    draft.dropped.append(span)
                    continue
                ending = (self.values.lexicon_ending(span.text) if not arg.required and not (measured and numbered)
                          else None)
                head = span.text.split()[:len(span.text.split()) - len(ending.split())] if ending else []
                if (ending and not self.domain.value_types(ending).intersection(arg.types)
                        and not any(self.values.normalize(word, arg) for word in head)):
                    # a known value the role cannot hold: no place for it ("poach the eggs in simmering
                    # water": cook's destination is a utensil, a container or an appliance); unless a
                    # word before it is a value of the role ("soup stir *slowly wooden spoon*", one
                    # span: asked about, as the spoon had been dropped unasked; fifty-seventh session)
                    draft.dropped.append(span)
                    continue
                draft.unknown_words.setdefault(arg.role, []).append(span.text)
                found = (UNCERTAIN, "")
            value, type_name = found
            if value != UNCERTAIN and self.values.beside_another(span.text):
                # "get me the *bone burger*", heard for "the colander": burger read, bone dropped
                draft.juxtaposed.append(span.text)
            if (value != UNCERTAIN and arg.role == OBJECT_ROLE
                    and span.text.split() == list(tokens[span.start:span.end])
                    and (other := self.values.thing_after(span.text, value, arg.types))
                    and not self.terse.says_verb(other.split() + list(tokens[span.end:span.end + 1]))):
                # typed too: a thing of another role said right after the object, its preposition
                # dropped ("zest lemon *zester*", "stir sauce *wooden spoon*", "heat oil *pan*"): asked
                # about, as a value the predicate leaves out (fifty-sixth-session probe 96: done
                # without it; "heat oil pan", fifty-seventh-session probe 104, as "pan" starts "pan
                # fry"), unless it starts the next verb ("the mascarpone *pan* fry ...")
                draft.overflow.append(other)
            if value != UNCERTAIN:
                draft.prepared += [w for w in span.text.split() if prepared(w, self.domain.known_words)]
            fills = draft.fills.setdefault(arg.role, [])
            if fills and not (arg.list or arg.multi) and all(f.value != value for f in fills):
                # a second value for a role that holds one: the predicate keeps the first, so this one
                # is left out, and said so ("stick the pots in the ladle and the large colander onto
                # the pressure cooker" had been put(pot, ladle) with nothing left out); the policy asks
                # about it, typed or heard
                draft.dropped.append(span)
                draft.overflow.append(span.text)
                continue
            if arg.list and value != UNCERTAIN and any(f.value == value for f in fills):
                # a list that names one value twice: one of them misheard ("flip over a biscuit and the
                # biscuit", heard across a reverberant kitchen for "the spinach and the biscuit", had
                # been turn(cookie); fifty-fourth session); asked about when heard
                draft.juxtaposed.append(span.text)
            fills.append(Filler(value, type_name, span.confidence))
        draft.juxtaposed += self._fronted_into_list(draft, spec, tokens)
        draft.juxtaposed += _of_another(draft, spec, tokens)
        lost = self._stirred_into_foreign(draft, spec, tokens)
        if lost:
            draft.unknown_words.setdefault(OBJECT_ROLE, []).append(lost)
            draft.fills.setdefault(OBJECT_ROLE, []).append(Filler(UNCERTAIN, "", 1.0))
        draft.overflow += self.terse.list_or_place(draft, spec, tokens)
        draft.antecedents = self._antecedents(draft, spec, tokens)
        if kept_for_next:  # a vessel covered: what went into it is still what "them" stands for next
            draft.antecedents = kept_for_next
        return draft.antecedents or previous

    def _grated_into(self, draft: ActionDraft, tokens: Sequence[str]) -> list[tuple[tuple[str, ...], Optional[bool]]]:
        """The food an action with no place was done into or over, a span ``draft`` dropped after "into",
        "over" or "onto" (``(values, spoken number)``, for :func:`slu_node.antecedents.choose`): "grate a
        little nutmeg *into the cream* and warm it" warms the cream (sixty-seventh-session blind probe 376:
        had been the nutmeg, done)."""
        out = []
        for span in draft.dropped:
            hit = self.domain.lookup(self.values.named_value(span.text) or "")
            if (_before_span(tokens, span) in _INTO_WORDS | {"over", "onto"} and hit is not None
                    and self.domain.all_of_types((hit[1],), self.domain.preparation_types)):
                out.append(((hit[1],), antecedents.spoken_number([span], (hit[1],))))
        return out

    def _antecedents(self, draft: ActionDraft, spec, tokens: Sequence[str]) -> tuple[str, ...]:
        """What a pronoun of the next action stands for (:mod:`slu_node.antecedents`): ``draft``'s
        objects, or the values of a role the domain file marks ``antecedent_when`` (the one said
        first; the place first where the object was measured out, a small amount added to it: "add
        a pinch of nutmeg to the custard and give it a stir", "add a sprig of rosemary to the lamb
        and roast it" stand for the custard and the lamb, fifty-eighth-session blind probes 90 and
        124; a food a liquid was poured into, before the object: "pour the cream into the soup and stir
        it"; the place said as the verb's object, before "with" and what goes on it, whatever its type:
        "grease the loaf tin with butter and line it"), as the next pronoun's number agrees, or all of them for "them together"
        (:func:`slu_node.antecedents.said_together`); for an action with no place, the food it was done
        into (:meth:`_grated_into`) after those; () when it has none."""
        def said(role: str) -> tuple[tuple[str, ...], Optional[bool]]:
            values = tuple(dict.fromkeys(f.value for f in draft.fills.get(role, []) if f.value != UNCERTAIN))
            spans = [s for s in draft.spans if s.label == role and s not in draft.dropped]
            return values, antecedents.spoken_number(spans, values)

        def first_said(role: str) -> int:
            return min((s.start for s in draft.spans if s.label == role and s not in draft.dropped),
                       default=len(tokens))

        amounts = draft.fills.get(self._count_role_of(spec), []) if self._count_role_of(spec) is not None else []
        liquid = set(said(PLACE_ROLE)[0]) if spec.arg(PLACE_ROLE) is not None else set()
        # "chuck three hundred grams of spaghetti into the boiling water and give *it* a stir": the spaghetti,
        # weighed out into what it cooks in (seventy-fifth-session blind probe 599)
        weighed_in = bool(liquid) and liquid <= _COOKED_IN and all(f.value.split()[-1] in _WEIGHTS for f in amounts)
        measured = not weighed_in and any(  # "a pinch of nutmeg", "a sprig of rosemary"
            not says_only_numbers(f.value) for f in amounts)
        # a liquid poured into a food: "pour the cream into the soup and stir *it*" stirs the soup ("tip the
        # spaghetti into the water" stays the spaghetti's); sixty-ninth session, after blind probes 417 and
        # 425, whose "ladle the stock into the rice and stir it" this does not reach: "ladle" is read "add"
        # before tagging (:attr:`Action.noun_verbs`)
        poured = _poured(draft)

        def under(role: str) -> bool:  # what the thing went on or into
            return antecedents.said_on_top_of(tokens, first_said(role)) or (
                poured and role == PLACE_ROLE and tokens[max(0, last_before(tokens, first_said(role), NOUN_MARKERS))]
                in _INTO_WORDS)

        marked = sorted((arg.role for arg in spec.args if arg.antecedent_when),
                        key=lambda role: (not under(role),
                                          measured and role != PLACE_ROLE, first_said(role)))
        object_at = min(first_said(OBJECT_ROLE), first_said(self._count_role_of(spec) or OBJECT_ROLE))
        with_at = last_before(tokens, object_at, NOUN_MARKERS | ROUGH_AMOUNT_WORDS | VAGUE_AMOUNT_WORDS)
        place_first = (first_said(PLACE_ROLE) < object_at < len(tokens)
                       and with_at >= 0 and tokens[with_at] == "with")
        # the place said first as the verb's object, what it is spread with after "with": "grease the loaf
        # tin with butter and line *it*" lines the tin (sixty-ninth-session blind probes 406 and 410:
        # had been the butter, done)
        candidates = [held for role in marked
                      if (held := said(role))[0] and (self.domain.all_of_types(held[0], spec.arg(role).antecedent_when)
                                                      or (role == PLACE_ROLE and place_first))]
        objects, number = said(OBJECT_ROLE)
        end = max((s.end for s in draft.spans), default=len(tokens))
        pronoun = next((k for k in range(end, len(tokens)) if tokens[k] in PRONOUNS), None)
        stirred_in = pronoun is not None and list(tokens[pronoun + 1:pronoun + 2]) == ["in"]
        if spec.arg(PLACE_ROLE) is None and not stirred_in:
            # "grate a little nutmeg *into the cream* and warm it": the cream; not "... and stir *it in*"
            candidates += self._grated_into(draft, tokens)
        return antecedents.choose(candidates, objects, number, antecedents.pronoun_number(tokens, end),
                                  antecedents.said_together(tokens, end))

    @staticmethod
    def _fronted_into_list(draft: ActionDraft, spec, tokens: Sequence[str]) -> list[str]:
        """The texts of ``draft``'s spans of a list role said before its verb when spans of that role
        follow the verb too: one list said on both sides of the verb, no English ("wish of *brownie*
        flip the pancake now", heard for "we should probably flip the pancake now", had been
        turn([brownie, pancake]); fifty-fourth-session probe); heard, they are asked about
        (:attr:`ActionDraft.juxtaposed`)."""
        at = find_phrase(tokens, draft.verb.split()) if draft.verb else None
        if at is None:
            return []
        out = []
        for arg in spec.args:
            said = [s for s in draft.spans if s.label == arg.role and s.text.split()[-1] not in PRONOUNS]
            if arg.list and any(s.start > at for s in said):
                # not a course's header: "now *for the sauce* stir in the cream"
                out += [s.text for s in said if s.end <= at
                        and not (0 <= (k := last_before(tokens, s.start, NOUN_MARKERS)) and tokens[k] == "for")]
        return out

    def _stirred_into_foreign(self, draft: ActionDraft, spec, tokens: Sequence[str]) -> str:
        """The words foreign to the domain that an action done to the ingredients together
        (:attr:`~slu_node.domain.Action.combines`) has its things stirred "into" or "in", right after its last span,
        untagged or tagged with a role it lacks ("knead the raisins into the *door*", heard for "... the dough";
        "stir the chocolate into the *ganache*"); "" when there are none. What is stirred into is mixed too (see
        :meth:`_listed_with`), so such a word is an object the lexicon lacks, asked about as one: it
        had been left out unasked (thirty-second-session probe, spoken)."""
        kept = [s for s in draft.spans if s not in draft.dropped]  # a span of a role it lacks counts as untagged
        if not spec.combines or not kept:
            return ""
        at = max(s.end for s in kept)
        if at >= len(tokens) or tokens[at] not in _STIRRED_INTO:
            return ""
        at += 1 + (at + 1 < len(tokens) and tokens[at + 1] in _WITH_ARTICLES)
        end = at  # the phrase runs to the next "and" or "then"
        while end < len(tokens) and tokens[end] not in (LIST_CONJUNCTION, "then"):
            end += 1
        phrase = tokens[at:end]
        if any(longest_value_end(phrase, i, self.domain.is_value) is not None for i in range(len(phrase))):
            return ""  # it names a value ("in the *big bowl*"): the other rules see to it
        return " ".join(w for w in phrase if w not in self.domain.known_words)

    def _with_alternation(self, draft: ActionDraft, spec, tokens: Sequence[str],
                          previous: Optional[tuple[str, ...]] = None) -> list[Span]:
        """``draft.spans`` with "<verb> A with B" read as B put on A, when the tagger took A as the
        object and gave B a role the action lacks: "sprinkle the cake with icing sugar" is
        ``add(icing sugar, cake)``, not ``add([cake, icing sugar])`` (the locative alternation of
        spray/load verbs, Levin 1993 §2.3.1; the domain file says "season {destination} with
        {object}", and the tagger learnt it for "season" alone). Only when A can be the action's
        destination and B its object, and no destination was said: mix has none ("mix the flour with
        the sugar" is a list), cook's holds no ingredient ("cook the chicken with the onions"). Where
        the domain's expressions say the spoken verb so ("sprinkle {destination} with {object}":
        :attr:`~slu_node.domain.Action.place_first_verbs`), B tagged as an object is read so too:
        "sprinkle the cake with sugar and cinnamon", all three tagged as objects, had been
        ``add([cake, sugar, cinnamon], ...)`` (thirty-second-session probe); for another verb, a value
        after "with" tagged as an object stays in the list. A is a pronoun when what it stands for
        (``previous``) can be the destination: "take the steak out of the fridge, season *it* with
        salt" had been ``add([steak, salt], ...)`` (fifty-fifth-session probe). B tagged as the
        destination after "with", which leads none: "... and sprinkle them with sugar" had been
        ``add(cookie, sugar)`` (fifty-eighth-session blind probes 115 and 118); so with a small amount
        between ("drizzle it *with a little* olive oil": sixtieth-session blind probe 178, had been
        ``add(mozzarella, olive oil)``), or a measured amount tagged between ("sprinkle it with a pinch
        of salt"). B a pronoun the tagger left untagged, after a verb the domain's expressions say so:
        "melt the butter and brush the pastry *with it*" had been ``add(dough, ...)``, done
        (sixty-eighth-session blind probe 384)."""
        spans = list(draft.spans)
        object_arg, destination = spec.arg("object"), spec.arg("destination")

        def with_led(span: Span) -> bool:  # "with" leads no destination: "sprinkle them *with sugar*", so tagged
            gap = list(tokens[max(0, span.start - 4):span.start])
            measured = next((q for q in spans if q.label == "quantity" and q.start > 0 and tokens[q.start - 1] == "with"
                             and list(tokens[q.end:span.start]) in ([], ["of"])), None)  # "with *a pinch* of salt"
            return "with" not in spec.role_prepositions and bool(gap) and (
                gap[-1] == "with" or _with_amount(gap[gap.index("with"):] if "with" in gap else [])
                or measured is not None)

        if object_arg is None or destination is None or any(
                s.label == "destination" and not with_led(s) for s in spans):
            return spans
        verb = draft.verb.split()
        place_first = bool(verb) and verb[0] in spec.place_first_verbs
        said = {k for q in spans for k in range(q.start, q.end)}
        for i, a in enumerate(spans):  # "brush the pastry *with it*": the pronoun untagged (blind probe 384)
            if (place_first and a.label == "object" and a.end + 1 < len(tokens) and tokens[a.end] == "with"
                    and tokens[a.end + 1] in OBJECT_PRONOUNS and a.end + 1 not in said
                    and not any(q.label == "object" for q in spans[i + 1:])
                    and self._can_hold(a.text, destination, previous)):
                spans[i:i + 1] = [Span("destination", a.start, a.end, a.text, a.confidence),
                                  Span("object", a.end + 1, a.end + 2, tokens[a.end + 1], a.confidence)]
                return spans
        for i in range(1, len(spans)):
            a, b = spans[i - 1], spans[i]
            gap = list(tokens[a.end:b.start])
            if (a.label == "object" and (spec.arg(b.label) is None or (place_first and b.label == "object")
                                         or (b.label == "destination" and with_led(b)))
                    and gap[:1] == ["with"] and (_glue(gap) or _with_amount(gap))
                    and self._can_hold(a.text, destination, previous)
                    and self.values.normalize(b.text, object_arg) is not None):
                spans[i - 1:i + 1] = [Span("destination", a.start, a.end, a.text, a.confidence),
                                      Span("object", b.start, b.end, b.text, b.confidence)]
                break
            # a measured amount tagged between: "sprinkle it with *a pinch of* salt" (sixty-fifth-session
            # blind probe 323: had been add(1 pinch, corn, salt))
            c = spans[i + 1] if i + 1 < len(spans) else None
            if (c is not None and a.label == "object" and b.label == "quantity"
                    and ((c.label == "destination" and with_led(c)) or (place_first and c.label == "object"))
                    and list(tokens[a.end:b.start]) == ["with"]
                    and list(tokens[b.end:c.start]) in ([], ["of"])
                    and self._can_hold(a.text, destination, previous)
                    and self.values.normalize(c.text, object_arg) is not None):
                spans[i - 1] = Span("destination", a.start, a.end, a.text, a.confidence)
                spans[i + 1] = Span("object", c.start, c.end, c.text, c.confidence)
                break
        return spans

    def _relabeled(self, draft: ActionDraft, spec, tokens: Sequence[str], spans: list[Span]) -> list[Span]:
        """``spans`` with a span whose role cannot hold its words (or that the action lacks) given the
        one other role of the action that can: a modifier said between the verb and its object, or
        before the verb, moves the tagger's labels. "fry *gently* the onions", gently tagged as an
        amount, had been dropped as one that measures nothing; "cook for twelve minutes *the basmati
        rice*", the rice tagged as cook's place, which holds no food, had been dropped as a value the
        role cannot hold, and the command done as ``cook(*[ingredients]*, 12 min)``
        (fifty-sixth-session probe). The object only when the action has no object span and the words
        come after the verb with no preposition before them (past determiners): "poach the eggs in
        *simmering water*" keeps the water out. Only the object and a role of several arguments (the
        modality) take such a span: an amount or a place so read had been done wrong ("add the flour
        *a spoonful* at a time" as ``add(1 tbsp, flour, ...)``, "stir fries need *serious heat*" as
        the stove). A thing tagged as a modifier goes to the one role that holds it and has no span
        ("pour orange juice *carafe*", a destination with its preposition dropped, had been done
        without it: fifty-seventh-session blind probe 104). A place said with "from" or "out of",
        which no preposition of the place role leads, is where things come from: a source, dropped by
        an action that has none ("pour the caramel *from the pan* into the ramekins": fifty-eighth). A
        place said with "in" or "into" by an action with no place goes to the role whose ``said_in``
        values name it ("beat the butter *in the stand mixer*": sixty-seventh session).
        First, objects said on both sides of the verb: :func:`after_fronted_object`."""
        verb = draft.verb.split()
        at = find_phrase(tokens, verb) if verb else None
        out = list(spans)
        if at is not None:
            out, fronted = after_fronted_object(spans, at, at + len(verb), spec, tokens, self.domain)
            draft.juxtaposed += fronted
            out = self._topic_taken_up(spec, tokens, out, at)
        out = self._described_things(spec, tokens, out)
        for i, span in enumerate(list(out)):
            arg = spec.arg(span.label)
            if self._place_said_as_object(spec, tokens, out, span, at, len(verb)):
                # "drain them and put back *in the pot*": the pot is where, the object left unsaid
                # (sixty-fifth-session blind probe 324: had been ``put(pot)``, done)
                out[i] = Span(PLACE_ROLE, span.start, span.end, span.text, span.confidence)
                continue
            obj = spec.arg(OBJECT_ROLE)
            if (span.label == OBJECT_ROLE and spec.arg(PLACE_ROLE) is None and _placed_after(tokens, span, draft, spec)
                    and any(s.label == OBJECT_ROLE and not _placed_after(tokens, s, draft, spec) for s in out[i + 1:])):
                # where it goes said before the object, by an action with no place: "grate over the pasta
                # some parmesan" (seventy-first-session blind probe 490: had grated the pasta too); a place
                # the action lacks, left out
                out[i] = Span(PLACE_ROLE, span.start, span.end, span.text, span.confidence)
                continue
            gap = list(tokens[out[i - 1].end:span.start]) if i else []
            if (i == len(out) - 1 and span.label in (PLACE_ROLE, SOURCE_ROLE) and obj is not None and obj.list
                    and gap[:1] == [LIST_CONJUNCTION] and all(t in NOUN_MARKERS for t in gap[1:])
                    and (arg is None or self.values.normalize(span.text, arg) is None)
                    and self.values.normalize(span.text, obj)):
                # a thing no place holds said last with "and": another thing the action is done to, "put the
                # milk back in the fridge *and the butter*", "roast the carrots for half an hour *oh plus the
                # parsnips*" (seventy-first-session blind probe 486: read as add's second place, or dropped)
                out[i] = Span(OBJECT_ROLE, span.start, span.end, span.text, span.confidence)
                continue
            if (span.label == PLACE_ROLE and _said_from(tokens, span)
                    and PLACE_ROLE not in spec.role_prepositions.get(_before_span(tokens, span), ())):
                # "pour the caramel *from the pan* into the ramekins": where it comes from, no place it
                # goes (had been ``add(caramel, [pan, ramekin])``, done: fifty-eighth-session probe 122)
                out[i] = Span(SOURCE_ROLE, span.start, span.end, span.text, span.confidence)
                continue
            said_in = next((a for a in spec.args if a.said_in and span.label == PLACE_ROLE and arg is None
                            and _before_span(tokens, span) in _INTO_WORDS
                            and (hit := self.domain.lookup(self.values.named_value(span.text) or "")) is not None
                            and hit[1] in a.said_in), None)
            if said_in is not None:  # "beat the butter and the sugar *in the stand mixer*": the tool (probe 369)
                out[i] = Span(said_in.role, span.start, span.end, span.text, span.confidence)
                continue
            led_by = _before_span(tokens, span)
            if span.label == INSTRUMENT_ROLE and (
                    (led_by in _DIRECTED and INSTRUMENT_ROLE not in spec.role_prepositions.get(led_by, ())
                     and INSTRUMENT_ROLE not in spec.role_prepositions.get(led_by[:-2], ()))
                    or (arg is None and _said_in_with(tokens, span))):
                # "grate some ginger *into the wok*": where it goes, no tool it is grated with (had been
                # ``grate(ginger, wok)``, done: sixtieth-session blind probe 182; not where "in" leads the
                # tool: "drain the spaghetti *into the colander*", seventy-second-session blind probe 523);
                # so is a thing said "in with" by an action with no tool: "throw the garlic *in with the
                # onions*" (sixty-eighth-session blind probe 382: the onions had been dropped, done)
                out[i] = Span(PLACE_ROLE, span.start, span.end, span.text, span.confidence)
                continue
            if (span.label.startswith(ACT_PREFIX) or span.text.split()[-1] in PRONOUNS
                    or (arg is not None and self.values.normalize(span.text, arg) is not None)):
                continue
            thing_as_way = arg is not None and self.domain.is_thing(span.text) and not set(arg.types) & set(
                self.domain.thing_types)
            if (arg is None or thing_as_way) and (led := self._led_role(spec, span, tokens, out)) is not None:
                # "squeeze it *over* the rice"; a thing tagged as a way: "pour the water *over the jelly* and
                # stir it" (seventy-second-session blind probe 512: the jelly, a modality, had been dropped)
                out[i] = Span(led, span.start, span.end, span.text, span.confidence)
                continue

            # a thing tagged as a modifier ("pour orange juice *carafe*"): any role may take it that no span holds
            thing = (arg is not None and not set(arg.types) & set(self.domain.thing_types)
                     and self.domain.is_thing(span.text))  # whole: "a *little heat*" is no stove
            names_thing = self.domain.is_thing(span.text.split()[-1])  # "in the chilled metal *bowl*": no state
            holders = [a for a in spec.args if a.role != span.label and self.values.normalize(span.text, a) is not None
                       and (a.multi or a.role == OBJECT_ROLE
                            or thing and not any(s.label == a.role for s in out))
                       and not (names_thing and not set(a.types) & set(self.domain.thing_types))]
            if len(holders) != 1:
                continue
            role = holders[0].role
            if role == OBJECT_ROLE and (at is None or span.start < at + len(verb)
                                        or any(s.label == OBJECT_ROLE for s in out)
                                        or tokens[max(last_before(tokens, span.start, NOUN_MARKERS), 0)]
                                        in ARGUMENT_PREPOSITIONS):
                continue
            out[i] = Span(role, span.start, span.end, span.text, span.confidence)
            if thing and not holders[0].multi and role != OBJECT_ROLE:
                draft.juxtaposed.append(span.text)  # heard, asked about: "the *penne* put on stove ..." for "pan"
        return out

    def _place_said_as_object(self, spec, tokens: Sequence[str], spans: Sequence[Span], span: Span,
                              at: Optional[int], verb_words: int) -> bool:
        """True when ``span``, the action's one object span, is led by a preposition of its place role
        (past determiners) that does not follow the verb right away ("stir *in* the cream" is a
        particle), no place span is said, and the place role can hold its words."""
        place = spec.arg(PLACE_ROLE)
        k = last_before(tokens, span.start, NOUN_MARKERS)
        return (span.label == OBJECT_ROLE and at is not None and place is not None and k > at + verb_words
                and PLACE_ROLE in spec.role_prepositions.get(tokens[k], ())
                and sum(s.label == OBJECT_ROLE for s in spans) == 1 and not any(s.label == PLACE_ROLE for s in spans)
                and self.values.normalize(span.text, place) is not None)

    def _compound(self, draft: ActionDraft, span: Span, tokens: Sequence[str]) -> bool:
        """True when ``span``, read as several values with nothing between them, is a noun compound whose
        last value is the thing (English compounds are head-final): typed, right after a determiner, a
        count or an amount's "of" ("two *duck eggs*", "two slices of *banana bread*", "a splash of
        *pasta water*": sixty-first-session blind probe 211; not after "half": "squeeze half lemon
        fish" is terse), with no list word in it or after it, no other span of its role, and no
        plural before its last word: "squeeze the lime over the *fish tacos*", "put the *butter dish*
        back in the fridge", "turn over the *lamb burgers*" had been lists of two (fifty-ninth-session
        blind probe 168).
        Heard, such a span is as likely a word misheard and is asked about; a terse list has no
        determiner ("add salt pepper"), a list goes on ("the hot sauce sweetcorn *and* mint"), though not
        into a clause ("turn over the *lamb burgers* and cook them": a verb or a clause opener after
        "and"; sixty-first session)."""
        words = span.text.split()
        return (not self._heard and span.start > 0 and _leads_compound(tokens[span.start - 1])
                and not set(words) & LIST_WORDS and not any(w.endswith("s") for w in words[:-1])
                and (span.end + 1 >= len(tokens) or tokens[span.end] not in LIST_WORDS
                     or tokens[span.end + 1] in self.domain.verb_starts or tokens[span.end + 1] in CLAUSE_OPENERS)
                and sum(s.label == span.label for s in draft.spans) == 1)

    def _bare_led_otherwise(self, span: Span, tokens: Sequence[str], type_name: str) -> bool:
        """True when ``span``, read as a value of ``type_name``, a measured type that reads a bare number
        (``bare_from``: "bake it at two hundred" is 200 degrees), says no unit and comes right after a
        preposition the domain file's generation puts before another type and not before this one:
        "fry it *for* one hundred", heard for "for another minute", had been done as 100 degrees
        (fifty-ninth-session spoken blind probe 160); asked about instead."""
        slot_type = self.domain.types.get(type_name)
        if slot_type is None or getattr(slot_type, "bare_from", None) is None or span.start == 0:
            return False
        if set(span.text.split()) & {w for forms in slot_type.units.values() for f in forms for w in f.split()}:
            return False
        said = self.domain.type_prepositions
        k = last_before(tokens, span.start, NOUN_MARKERS | APPROXIMATORS)  # "for *a* one hundred", "for about"
        before = tokens[k] if k >= 0 else ""
        return before not in said.get(type_name, ()) and any(before in words for t, words in said.items()
                                                              if t != type_name)

    def _topic_taken_up(self, spec, tokens: Sequence[str], spans: list[Span], at: int) -> list[Span]:
        """``spans`` with a thing said first, before the verb at ``at`` and as the first thing of the
        clause, tagged as the object, given the role of the one pronoun after it in another role, when
        that role can hold it and the action has an object after the verb; the pronoun left out: "the
        big pot boil the tagliatelle *in it*", "the whisk use *it* to whip the cream", "the baking dish
        lay the lasagne sheets *in it*" (fifty-ninth-session blind probe 153: asked what "it" stands
        for). The same role said first and taken up is :meth:`_taken_up`'s."""
        def pronoun(span: Span) -> bool:
            return span.text.split()[-1] in PRONOUNS

        first = [s for s in spans if s.end <= at and not pronoun(s)]
        pronouns = [s for s in spans if s.label != OBJECT_ROLE and pronoun(s)]
        if (len(first) != 1 or first[0].label != OBJECT_ROLE or len(pronouns) != 1
                or pronouns[0].start < first[0].end
                or not any(s.start >= at and s.label == OBJECT_ROLE for s in spans)
                or not _said_first(tokens, first[0], at, PICKING_WORDS)):
            return spans
        role = spec.arg(pronouns[0].label)
        if role is None or self.values.normalize(first[0].text, role) is None:
            return spans
        taken = replace(first[0], label=role.role)
        return [taken if s is first[0] else s for s in spans if s is not pronouns[0]]

    def _described_things(self, spec, tokens: Sequence[str], spans: list[Span]) -> list[Span]:
        """``spans`` with the words said between an article and a thing, tagged apart from it, joined to
        the thing's object span when the whole reads as the thing (:meth:`ValueReader.normalize` reads
        past describing words): "beat the *soft* unsalted butter", "blitz the *soft cooked*
        chickpeas" had been done with the states soft and cooked (fifty-eighth-session blind probe
        134, things described by many stacked words); "turn over the *thick juicy* pork chops" was
        asked about; so in any role of things ("season the *thick* pork chops", the place, had been
        done with the state thick; sixtieth-session blind probe 180). Spans are joined from the thing
        back, each right before the next. Heard, only
        words that are values of the domain and no verb words describe: across a reverberant
        kitchen "flip over the *valentine's* pork chop dish" (for "... the melon carefully cover up
        an oven dish") had been done as ``turn(pork)``."""
        out = list(spans)
        thing_roles = {OBJECT_ROLE, PLACE_ROLE, SOURCE_ROLE}  # what and where, no amounts, no how

        def describes(span: Span) -> bool:  # no verb, and no thing of its own ("the *soft* butter")
            unsure = self._heard and any(w in self.domain.verb_words or not self.domain.is_value(w)
                                         for w in span.text.split())
            own = spec.arg(span.label) if span.label in thing_roles else None
            return not span.label.startswith(ACT_PREFIX) and not unsure and (
                own is None or self.values.normalize(span.text, own) is None)

        for i in range(len(out) - 2, -1, -1):
            span, nxt = out[i], out[i + 1]
            arg = spec.arg(nxt.label) if nxt.label in thing_roles else None
            joined = f"{span.text} {nxt.text}"
            if (arg is not None and nxt.start == span.end and describes(span)
                    and nxt.text.split()[-1] not in PRONOUNS
                    and span.start and (tokens[span.start - 1] in NOUN_MARKERS
                                        or (i and out[i - 1].end == span.start and describes(out[i - 1])))
                    and self.values.normalize(joined, arg) is not None):
                out[i:i + 2] = [Span(arg.role, span.start, nxt.end, joined, min(span.confidence, nxt.confidence))]
        return out

    def _led_role(self, spec, span: Span, tokens: Sequence[str], spans: Sequence[Span]) -> Optional[str]:
        """The one role of the action (``spec``) that the preposition before ``span`` (past determiners)
        leads in its expressions (:attr:`~slu_node.domain.Action.role_prepositions`), that no span
        holds and that holds ``span``'s words, for a span tagged with a role the action lacks: "zest
        the lime squeeze it *over the rice* ...", the rice tagged as an instrument, had been done as
        ``add(lime, *[ingredients]*)`` (fifty-eighth-session blind probe 119); None otherwise."""
        before = last_before(tokens, span.start, NOUN_MARKERS)
        led = [a.role for a in spec.args if before >= 0 and a.role in spec.role_prepositions.get(tokens[before], ())
               and not any(s.label == a.role for s in spans) and self.values.normalize(span.text, a) is not None]
        return led[0] if len(led) == 1 else None

    def _joined_amounts(self, spec, tokens: Sequence[str], spans: list[Span]) -> list[Span]:
        """``spans`` with two spans of one role of several arguments, only "and" between them, made
        one when their words together are one amount of it: "microwave the porridge for *a minute
        and thirty seconds*", tagged as two times, had been ``cook(porridge, *microwave*, 1 min,
        30 s)`` (fifty-sixth-session probe; :func:`slu_node.numbers.normalize_measure` reads the
        whole as ``90 s``)."""
        out = list(spans)
        k = 0
        while k + 1 < len(out):
            a, b = out[k], out[k + 1]
            arg = spec.arg(a.label)
            text = f"{a.text} and {b.text}"
            if (a.label == b.label and arg is not None and arg.multi and list(tokens[a.end:b.start]) == ["and"]
                    and self.values.is_amount(a.text) and self.values.is_amount(b.text)
                    and self.values.normalize(text, arg) is not None):
                out[k:k + 2] = [Span(a.label, a.start, b.end, text, min(a.confidence, b.confidence))]
                continue
            k += 1
        return out

    def _can_hold(self, text: str, arg: ArgSpec, previous: Optional[tuple[str, ...]]) -> bool:
        """True when ``arg`` can hold the words ``text``: a value of its types, or a pronoun whose
        antecedents (``previous``) all are."""
        if text.split()[-1] in PRONOUNS:
            return bool(previous) and self.domain.all_of_types(previous, arg.types)
        return self.values.normalize(text, arg) is not None

    def _implied_arg(self, draft: ActionDraft, spec, span: Span) -> Optional[ArgSpec]:
        """The still empty argument of ``draft``'s action whose implicit value ``span`` names, for a
        span the tagger gave a role the action lacks; None when there is none.

        "blitz the tomatoes in the blender": the blender is tagged as a destination, which mix lacks,
        and the verb implies the blender as its instrument. The instrument is then the one uttered,
        ``mix(tomato, blender)``, not the implied ``*blender*`` (SUGAR §2: implicit means not uttered).
        """
        implied = spec.implied_by(draft.verb)
        for arg in spec.args:
            if arg.role in implied and arg.role not in draft.fills:
                found = self.values.normalize(span.text, arg)
                # or another value of the implied one's type: "blitz the chickpeas in the food processor"
                # is mix(chickpea, food processor), not *blender* with the processor left out
                # (fifty-fifth-session probe)
                if found is not None and (found[0] == implied[arg.role] or (
                        found[1] and found[1] in self.domain.value_types(implied[arg.role]))):
                    return arg
        return None

    def _listed_with(self, draft: ActionDraft, spec, span: Span, tokens: Sequence[str]) -> Optional[ArgSpec]:
        """The list argument of a neighbouring span (the one before or after, at most one word away, or
        "with" and an article away) that holds ``span``'s value, for a span whose own label cannot
        hold it; None when there is none.

        "drizzle some cream cheese walnuts and a parmigiano": the tagger labelled "walnuts" a
        modality between two objects; a manner has no such value, and the walnuts are the list's.
        "mix the flour with the sugar": the sugar was tagged as mix's instrument and left out,
        ``mix(flour)``; an ingredient mixed *with* another is mixed too, but not a thing of another
        type: "cover the bowl with a plate" had been ``cover([bowl, plate])``, done (twenty-seventh
        session; asked about now). "of" between them makes no list: "pass me a jar of honey", the jar
        tagged as an amount, had been ``take([jar, honey])``. An ingredient one is stirred *into*
        is mixed too, by an action done to the ingredients together (its object implied as
        ``[ingredients]``) and with no place to put them: "stir the oats into the milk" and "fold the
        cream into the mixture" had been ``mix(oat)`` and ``mix(cream)``, the milk and the mixture,
        tagged as a destination, dropped unasked (thirty-second-session probe); so is one stirred
        *in* it ("stir it in the sauce", as a recogniser heard "... into the sauce"), and one a pronoun
        after "into" stands for ("heat the milk ... and whisk the cocoa into *it*": the milk;
        sixtieth-session blind probe 181, had been dropped unasked). Not for other actions: "grate the cheese into the sauce"
        grates no sauce.
        """
        def gap(s: Span) -> list[str]:
            return list(tokens[s.end:span.start] if s.end <= span.start else tokens[span.end:s.start])

        combining = spec.combines

        def joins(g: list[str]) -> bool:
            stirred_into = bool(g[:1]) and g[0] in _STIRRED_INTO and set(g[1:2]) <= _WITH_ARTICLES and len(g) <= 2
            return (_glue(g) and g != ["of"]) or (combining and (_with_amount(g) or stirred_into))

        i = draft.spans.index(span)
        placed = _placed_after(tokens, span, draft, spec)  # "grate *over the pasta* some parmesan"
        neighbours = [s for s in draft.spans[max(i - 1, 0):i + 2] if s is not span and joins(gap(s))
                      and not (placed and s.start > span.start)]
        words = span.text.split()
        words = without_leading(words) or words[-1:]
        if combining and (ending := self.values.lexicon_ending(" ".join(words))):
            words = ending.split()  # "into the *warm* cream"
        for other in neighbours:
            arg = spec.arg(other.label)
            # after "with" or "into" only an ingredient joins: "cover the bowl with a plate" covers it
            # with the plate
            types = self.values.list_types(arg) if arg is not None else ()
            first = gap(other)[:1]
            if first == ["with"] or first and first[0] in _STIRRED_INTO:
                if not set(types) <= self.domain.preparation_types:
                    continue  # an action done to more than food: what a pie is covered *with* is no
                    # second pie ("cover the pie with the pastry" had been cover([pie, dough]))
                types = tuple(t for t in types if t in self.domain.preparation_types)
            if (arg is not None and arg.list and other.label != span.label
                    and (self.domain.lookup(" ".join(words), types) or words[-1] in PRONOUNS)):
                return arg  # a whole value, not a phrase that holds one ("two onions and a clove"), or a pronoun
        return None

    def _holding(self, draft: ActionDraft, spec, arg: ArgSpec, previous: Optional[tuple[str, ...]]) -> ArgSpec:
        """The role a pronoun tagged as ``arg`` stands in: ``arg`` when it can hold the antecedents
        (``previous``) or there are none, else the first role of the action not filled yet that holds
        them all. "drizzle some olive oil over *them*" (the chicken breasts) had the breasts as add's
        modality (twenty-first session); they are its destination."""
        def holds(a: ArgSpec) -> bool:
            return self.domain.all_of_types(previous, a.types)

        if not previous or holds(arg):
            return arg
        return next((a for a in spec.args if a.role not in draft.fills and holds(a)), arg)
