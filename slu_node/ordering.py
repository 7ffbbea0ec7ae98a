"""Steps said in another order than they are to be done: "drain the chickpeas *but first* grab the
colander", "blend the soup but take the bay leaves out of it *first*", "*before you add the penne*
season the water".

A command's predicates are the robot's plan, in the order to do them (SUGAR writes several actions in
one utterance in order). The parser reads the words in the order said, so that a pronoun finds what was
named before it ("... but take the bay leaves out of *it* first"), and the actions said to come first
are put first afterwards (:func:`done_first`). Before the fifty-eighth session these were done in the
order said, and a "before" clause said first was left out as what the command waits on, its action
never done (blind probe 115, order words: 12 of 40 done exactly, 13 done wrong). Two blind probes
written apart (89 and 115) keep a "before" clause's action, after the command's. English words.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Callable, Collection, Optional, Sequence

from slu_node import antecedents
from slu_node.domain import OBJECT_ROLE, PLACE_ROLE, Domain
from slu_node.drafts import ActionDraft
from slu_node.textnorm import (CLAUSE_OPENERS, FILLER_WORDS, NOUN_MARKERS, OBJECT_PRONOUNS, clause_start,
                               ing_base_forms, participle_base_forms, phrases_at, verb_said)
from slu_node.types import UNCERTAIN, Predicate

#: Phrases between two steps that put the one after them first ("drain the chickpeas *but first* grab the
#: colander", "... *and before that* take it out of the fridge").
FIRST_PHRASES = (("but", "first"), ("and", "first"), ("but", "before", "that"), ("and", "before", "that"),
                 ("but", "before", "you", "do", "that"), ("but", "before", "doing", "that"),
                 ("before", "that"), ("but", "before", "you", "do"),
                 ("before", "that", "though"),  # "pour the custard into the jug *before that though* strain it" (615)
                 # a step remembered after an editing term (sixty-third-session blind probe 274: "drain the
                 # chickpeas in the colander oh *wait first* open the tin" had been done in the order said)
                 ("wait", "first"), ("actually", "first"), ("sorry", "first"), ("no", "wait", "first"),
                 ("oh", "first"), ("oh", "but", "first"))  # "... oh first pick the bay leaves out of it" (292)
#: Words that join a next step ("... *and* after you put it in the dish": afterwards, in the order said;
#: "... after you've kneaded it *and then* put it in the fridge": the end of the step said first).
_NEXT_WORDS = frozenset({"and", "then"})
#: Words between two steps before a "first" that ends the utterance, the step after them done first:
#: "but" ("blend the soup but take the bay leaves out of it first") and the editing terms of a speaker
#: who remembers a step ("drain the noodles *oh wait* take the pot off the hob first": sixty-third-
#: session blind probe 262, which had lost the draining; :func:`slu_node.repairs.reparanda` keeps it).
_EARLIER_STEP_JOINERS = frozenset({"but", "oh", "wait", "actually", "sorry", "no", "ah",
                                   "i", "forgot",  # "... oh *i forgot* line it with parchment first" (284)
                                   "hang", "hold", "on"})  # "add the potatoes oh *hang on* peel them first" (294)
#: Words that may close an utterance after the "first" of "X but Y *first*".
_CLOSING = frozenset({"please", "thanks", "thank", "you", "okay", "ok", "now",
                      "night", "everyone", "everybody", "cheers", "bye"})  # "... first *night night everyone*" (307)
#: Subjects after "before" ("*before you* add the penne ...").
_BEFORE_SUBJECTS = frozenset({"you", "you've", "we", "i"})


@dataclass(frozen=True)
class Order:
    """How an utterance's steps are to be ordered.

    Attributes:
        left_out: token indices of the words that say the order, to be left out of the reading.
        kept: token indices that other rules would leave out and this reading keeps (the words of a
            "before" clause that says a step: :func:`slu_node.purpose.purpose_clauses`).
        first_from: the token index from which the steps said are to be done first, or None.
        first_to: the token index where those steps end (the end of the utterance by default).
        first_last: True when the first step said is to be done last (a "before" clause said first).
        before_last: True when the steps from ``first_from`` go right before the step said last before
            them, not before all ("... then flip it oh wait check it's set first").
        then_at: the token index of a word read as "then", or None: the "before" of a clause said
            after the command ("heat the oil in the wok until it's hot *before* you throw in the
            prawns"), which the tagger, with the two words left out, read as one clause: "throw" as
            part of the state, the prawns as the wok's place, dropped (sixty-eighth-session blind
            probe 380).
    """

    left_out: frozenset = frozenset()
    kept: frozenset = frozenset()
    first_from: Optional[int] = None
    first_to: Optional[int] = None
    first_last: bool = False
    before_last: bool = False
    then_at: Optional[int] = None


#: Words that, before "you've" and a participle, say a step done before the one after them ("*once you've*
#: spread the passata over the pizza scatter the basil", "*when you've* mashed the bananas stir in the
#: oats", "add the eggs *after you've* beaten the butter", "*as soon as you've* taken the tray out of
#: the oven move the cookies ..."): read "after you" and the verb.
_PERFECT_LEADS = (("after",), ("once",), ("when",), ("as", "soon", "as"))
_HAVING = {("you've",): 1, ("you", "have"): 2, ("we've",): 1}


def perfect_steps(tokens: Sequence[str], verbs: frozenset) -> dict[int, tuple[str, ...]]:
    """Index → what to read there instead, for each step said done with a perfect ("once you've
    crushed the garlic in the garlic press add it to the sauce"): "after you" and the participle's
    base form when that is one of ``verbs`` (the first words of the domain's verb phrases). Read
    so, the step is no condition to wait on (asked about as "once" and "when" are) nor a report of
    what was done (the participle), and :func:`said_order` orders it (fifty-eighth-session blind
    probe 115: three asked about, one done wrong)."""
    out: dict[int, tuple[str, ...]] = {}
    for i, lead in phrases_at(tokens, _PERFECT_LEADS):
        s = i + len(lead)  # the subject: "*as soon as* you've taken the tray out ..." (probe 203)
        n = next((n for words, n in _HAVING.items() if tuple(tokens[s:s + n]) == words), 0)
        k = s + n
        forms = [tokens[k], *participle_base_forms(tokens[k])] if n and k < len(tokens) else []  # "spread", "beaten"
        base = next((f for f in forms if f in verbs), None)
        if base is not None:
            out.update({i: ("after",), **{j: () for j in range(i + 1, s)}, s: ("you",),
                        **{j: () for j in range(s + 1, k)}, k: (base,)})
    return out


#: Words that start a time clause between two steps ("... and *as soon as it's boiling* tip in the
#: couscous"), and subjects of one that stand for what the step before worked on (:func:`between_steps`).
_TIME_LEADS = (("once",), ("when",), ("while",), ("as", "soon", "as"))
_BACK_SUBJECTS = frozenset({"it", "it's", "its", "they", "they're", "they've", "that", "that's", "it'll", "they'll"})
#: Words between two steps that say the second is done while the first goes on ("heat the oil *and
#: meanwhile* peel the garlic").
MEANWHILE_PHRASES = (("meanwhile",), ("in", "the", "meantime"), ("in", "the", "mean", "time"),
                     ("at", "the", "same", "time"), ("simultaneously",), ("while", "you're", "doing", "that"),
                     ("while", "you", "are", "doing", "that"), ("while", "you", "do", "that"))
#: The most words of a time clause after its subject ("when it comes to the boil | add ...").
_LONGEST_TIME_CLAUSE = 5


def between_steps(tokens: Sequence[str], verbs: frozenset) -> set[int]:
    """Indices of the words between two steps that only say when the second is done: a time clause
    after "and" or "then" whose subject stands for what the step before worked on (:data:`_TIME_LEADS`,
    :data:`_BACK_SUBJECTS`), up to the next word of ``verbs`` (the first words of the domain's verb
    phrases; not after a determiner, "to the *boil*"), at least a word after the subject: "bring the
    water to the boil and *when it's boiling* throw in the spaghetti", "pour the eggs into the pan and
    *once they've set* flip the omelette", "toast two slices of bread and *as soon as they pop up*
    spread butter on them", "heat the oil in the wok and *while that's heating* peel the garlic"; and
    each :data:`MEANWHILE_PHRASES` phrase first, after "and" or "then", or after a step (seventy-first-session
    blind probe 496: "stir the sauce so it doesn't burn *meanwhile* boil the pasta") before such a word, or last
    after one ("pour the cream slowly into the soup and stir *at the same time*": the steps done in
    the order said, as blind probe 98's references write them; ten had been asked about). What the
    step before brings about is what the clause waits for, so it orders the two steps, said in the
    order to do them (sixty-first-session blind probe 203, which writes such clauses so: 8 of 40
    had been asked about, the condition waited on or the words unknown). A time clause first in an
    utterance ("when the oil is hot throw in the onions") waits on what no step said brings about,
    and is asked about (:func:`slu_node.cues.conditions`). English."""
    out: set[int] = set()
    for i, lead in phrases_at(tokens, _TIME_LEADS):
        s = i + len(lead)
        if not i or tokens[i - 1] not in ("and", "then") or s >= len(tokens) or tokens[s] not in _BACK_SUBJECTS \
                or not any(t in verbs for t in tokens[:i - 1]):
            continue
        m = next((k for k in range(s + 2, min(len(tokens), s + 2 + _LONGEST_TIME_CLAUSE))
                  if tokens[k] in verbs and tokens[k - 1] not in NOUN_MARKERS
                  and not (tokens[k - 1] == "to" and tokens[k - 2] != "you")), None)
        if m is not None:  # "... and as soon as it starts *to simmer* add the curry paste": the clause's own verb
            out.update(range(i, m))
    for i, phrase in phrases_at(tokens, MEANWHILE_PHRASES):
        end = i + len(phrase)
        stepped = any(t in verbs for t in tokens[:i])  # a step said before it
        if ((not i or tokens[i - 1] in ("and", "then") or stepped) and end < len(tokens) and tokens[end] in verbs) or (
                i and all(t in _CLOSING for t in tokens[end:]) and stepped):
            out.update(range(i, end))  # "... and stir *at the same time*"
    return out


def said_order(tokens: Sequence[str], verbs: frozenset, is_value: Callable[[str], bool],
               clauses: Collection[int] = frozenset(), end: Optional[int] = None) -> Order:
    """How ``tokens`` order their steps.

    - A phrase of :data:`FIRST_PHRASES` between two steps, a word of ``verbs`` (the first words of the
      domain's verb phrases) said as a verb on each side: the step after it is done first.
    - "but" or words of :data:`_EARLIER_STEP_JOINERS` ("oh wait") between two steps and "first" ending
      the utterance ("blend the soup but take the bay leaves out of it first"; closing words after it
      allowed): the step after them is done first; after an editing term alone ("oh wait"), right
      before the step said last before it: "cook the omelette for three minutes then flip it oh wait
      check it's set first" checks before the flip, not before the cooking (sixty-third-session
      blind probe 265), where after "but" the references do it first of all. The utterance ends at
      ``end`` when given, where an aside starts ("... oh drain them first *sophie it's not spicy i
      promise*": sixty-fourth-session blind probe 307).
    - "after you" and a step after a step ("add the eggs after you beat the butter and the sugar"):
      the step after it is done first. Said first ("after you drain the spaghetti put it back in
      the pot") it is in order.
    - A "before" clause (in ``clauses``, the token indices :func:`slu_node.purpose.purpose_clauses`
      leaves out) that says a step: "before" and its subject ("you", "you've") or an "-ing" form, then
      a word of ``verbs`` said as a verb, or the "-ing" form of one, and a value (``is_value``) after
      it. Said first ("*before you add the penne* season the water", "*before adding the passata* let
      the onions sweat"), its words are kept and its step done last; said after ("line the baking
      tin with parchment *before you pour the batter into it*") its words are kept, in order, its
      "before" read as "then" (:attr:`Order.then_at`).
      "before you forget add the salt", "stir it before serving" say no step and stay left out.

    Returns:
        :class:`Order`; nothing to reorder when no such words are said.
    """
    for b in sorted(k for k in clauses if tokens[k] == "before"):
        run = _run(clauses, b)
        lead = b + 1 + (b + 1 < len(tokens) and tokens[b + 1] in _BEFORE_SUBJECTS)
        if lead >= run.stop or not _says_step(tokens, lead, run.stop, verbs, is_value):
            continue
        first = b == clause_start(tokens)
        return Order(left_out=frozenset(range(b + (not first), lead)), kept=frozenset(range(lead, run.stop)),
                     first_last=first and run.stop < len(tokens), then_at=None if first else b)
    for at, phrase in phrases_at(tokens, FIRST_PHRASES):
        end = at + len(phrase)
        if _verb_before(tokens, at, verbs) and _verb_after(tokens, end, verbs):
            # "... and before that take it out": no purpose clause ("before" and a subject) after all
            return Order(left_out=frozenset(range(at, end)), kept=frozenset(_run(clauses, end)), first_from=end)
    for a in range(1, len(tokens) - 2):  # "add the eggs *after you* beat the butter": the butter first
        if (tokens[a] == "after" and tokens[a - 1] not in _NEXT_WORDS and tokens[a + 1] in _BEFORE_SUBJECTS
                and _verb_before(tokens, a, verbs) and _says_step(tokens, a + 2, len(tokens), verbs, is_value)):
            end = next((k for k in range(a + 3, len(tokens)) if tokens[k] in _NEXT_WORDS
                        and _verb_after(tokens, k + 1, verbs)), len(tokens))
            return Order(left_out=frozenset({a, a + 1}), first_from=a + 2, first_to=end)
    stop = len(tokens) if end is None else end  # before an aside ("... first *sophie it's not spicy*")
    last = stop - 1
    while last > 0 and tokens[last] in _CLOSING:
        last -= 1
    if last > 0 and tokens[last] == "first":
        but = next((k for k in range(last - 1, 0, -1) if tokens[k] in _EARLIER_STEP_JOINERS
                    and _verb_after(tokens, k + 1, verbs)), None)
        lead = but
        while lead is not None and lead > 1 and tokens[lead - 1] in _EARLIER_STEP_JOINERS:
            lead -= 1  # "... *oh wait* take the pot off the hob first"
        if but is not None and _verb_before(tokens, lead, verbs):
            return Order(left_out=frozenset({*range(lead, but + 1), *range(last, stop)}), first_from=but + 1,
                         before_last="but" not in tokens[lead:but + 1])
    return Order()




def _run(clauses: Collection[int], start: int) -> range:
    """The token indices of ``clauses`` from ``start`` on, up to the first one not in it."""
    stop = start
    while stop in clauses:
        stop += 1
    return range(start, stop)


def _says_step(tokens: Sequence[str], lead: int, end: int, verbs: frozenset, is_value: Callable[[str], bool]) -> bool:
    """True when ``tokens[lead:end]`` start with a word of ``verbs`` said as a verb, or the "-ing" form
    of one, and name a value (``is_value``) or say "it" or "them" after it."""
    said = verb_said(tokens, lead, verbs) or bool(verbs.intersection(ing_base_forms(tokens[lead])))
    return said and any(is_value(t) or t in OBJECT_PRONOUNS for t in tokens[lead + 1:end])


def _verb_before(tokens: Sequence[str], at: int, verbs: frozenset) -> bool:
    """True when a word of ``verbs`` is said as a verb before token ``at``."""
    return any(verb_said(tokens, k, verbs) for k in range(at))


def _verb_after(tokens: Sequence[str], at: int, verbs: frozenset) -> bool:
    """True when, past openers and fillers from token ``at`` (where a clause starts: "before *that* take"
    is no determiner), a word of ``verbs`` is said."""
    while at < len(tokens) and (tokens[at] in CLAUSE_OPENERS or tokens[at] in FILLER_WORDS):
        at += 1
    return at < len(tokens) and tokens[at] in verbs


def in_order(domain: Domain, drafts: list[ActionDraft], order: Order, first_from: Optional[int],
             first_to: Optional[int] = None) -> list[ActionDraft]:
    """``drafts`` (in spoken order, filled: :class:`slu_node.drafts.ActionDraft`) in the order ``order``
    says to do them: the first one last (:attr:`Order.first_last`), or those said from token
    ``first_from`` up to ``first_to`` (``order.first_from`` and ``order.first_to`` as indices of the
    tokens the drafts' spans index) first (:func:`done_first`). A step put first whose object is a
    pronoun that may stand for more than one thing the step before it named (:func:`_unsure_pronoun`)
    is marked unresolved, to be asked about: "spread the butter on the bread after you've toasted
    *it*" had toasted the butter (fifty-eighth session, blind probe 89)."""
    if order.first_last and len(drafts) > 1:
        return drafts[1:] + drafts[:1]
    if first_from is None:
        return drafts
    moved = done_first(drafts, first_from, first_to, order.before_last)
    if moved is not drafts:
        put_first = {id(d) for d in moved[:next(i for i, d in enumerate(moved) if d is drafts[0])]}
        for k in range(1, len(drafts)):
            if id(drafts[k]) in put_first:
                _unsure_pronoun(domain, drafts[k - 1], drafts[k], order.before_last)
    return moved


def _unsure_pronoun(domain: Domain, before: ActionDraft, draft: ActionDraft, remembered: bool = False) -> None:
    """Mark ``draft``'s object unresolved (:attr:`~slu_node.drafts.ActionDraft.unresolved`, its value
    ``#``) when it is said as a pronoun and ``before``, the draft said before it, named two or more
    values as its object and its place that the object role of ``draft``'s action holds (the butter
    and the bread; not a source: "take the cake out of the oven but check that *it*'s done first").

    The pronoun's number decides first: when one of them alone agrees with it, the pronoun stands for
    that one ("scatter the cherry tomatoes over the rocket sorry put *it* in the salad bowl first": the
    rocket; "put the potatoes in the saucepan oh i forgot get *it* out of the cupboard first": the
    saucepan). A step ``remembered`` late ("oh wait", :attr:`Order.before_last`) keeps the object the
    builder read when the things named are of one type ("add the garlic to the onion oh wait crush *it*
    with the garlic press first": the garlic; sixty-fourth-session blind probe 304: asked about at
    first), as centering ranks the object first (:mod:`slu_node.antecedents`); of several types, the
    verb decides, which the domain file does not say ("line *it*" is the tin, "unwrap *it*" the beef):
    asked about."""
    spec = domain.actions[draft.action].arg(OBJECT_ROLE)
    pronoun = next((s.text for s in draft.spans if s.label == OBJECT_ROLE and s.text in OBJECT_PRONOUNS), None)
    if spec is None or pronoun is None or draft.predicate is None:
        return
    numbers: dict[str, Optional[bool]] = {}
    for role in (OBJECT_ROLE, PLACE_ROLE):
        values = tuple(dict.fromkeys(f.value for f in before.fills.get(role, ())
                                     if f.value != UNCERTAIN and domain.all_of_types((f.value,), spec.types)))
        spans = [s for s in before.spans if s.label == role and s not in before.dropped]
        for value in values:
            numbers.setdefault(value, antecedents.spoken_number(spans, values))
    if len(numbers) < 2:
        return
    wanted = pronoun in antecedents.PLURAL_PRONOUNS
    agreeing = [v for v, n in numbers.items() if n is not None and n == wanted]
    if len(agreeing) == 1 and all(n is not None for n in numbers.values()):
        chosen: Optional[tuple[str, ...]] = (agreeing[0],)
    elif remembered and len({domain.value_types(v) for v in numbers}) == 1:
        return  # things of one type: the builder's reading ("add the garlic to the onion oh wait crush *it* first")
    else:
        chosen = None
        draft.unresolved.setdefault(OBJECT_ROLE, []).append(pronoun)
    draft.predicate = Predicate(draft.predicate.action, tuple(
        replace(a, values=chosen or (UNCERTAIN,)) if a.role == OBJECT_ROLE else a for a in draft.predicate.arguments))


def done_first(drafts: list, first_from: int, first_to: Optional[int] = None, before_last: bool = False) -> list:
    """``drafts`` (in spoken order, each with role spans: :class:`slu_node.drafts.ActionDraft`) with the
    ones said from token ``first_from`` on (up to ``first_to``, when given) put first, each group in
    the order said, or with ``before_last`` right before the last one said before them. A draft's
    place is its first span's; one with no span keeps the place of the draft before it. Unchanged
    when either group is empty."""
    places, last = [], -1
    for draft in drafts:
        last = min((s.start for s in draft.spans), default=last)
        places.append(last)
    said_first = [first_from <= p and (first_to is None or p < first_to) for p in places]
    first = [d for d, f in zip(drafts, said_first) if f]
    rest = [d for d, f in zip(drafts, said_first) if not f]
    if not first or not rest:
        return drafts
    at = max(said_first.index(True) - 1, 0) if before_last else 0  # the drafts before the group are rest's first
    return rest[:at] + first + rest[at:]
