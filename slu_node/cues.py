"""Cue words that make an utterance something other than a plain command to do now.

A negation ("do not stir the soup"), a question about an action ("did you add the salt"), a progressive
("the robot is stirring the soup"), the speaker's own plan ("i'll crack the eggs", "let me stir"), a
self-repair that could not be placed or a choice ("add the salt or the pepper"), a command taken back
at its end ("add the salt, no wait"), a condition ("if the soup is thick add some
water") or a delay ("take it out after twenty minutes"):
SUGAR's predicates cannot write any of these, and acting on the rest of the words does something the
speaker did not ask for, so
:class:`slu_node.clarify.ClarificationPolicy` asks instead. The words are English, like
:mod:`slu_node.textnorm`'s; tokens are lowercase words as :func:`slu_node.textnorm.tokenize` gives them.
"""

from __future__ import annotations

from typing import Callable, Container, Iterable, Mapping, Optional, Sequence

from slu_node.domain import MODALITY_ROLE, OBJECT_ROLE
from slu_node.textnorm import (BE_FORMS, CLAUSE_OPENERS, FILLER_WORDS, GREETING_PHRASES, LONGEST_VALUE_WORDS,
                               NEED_WORDS, NOUN_MARKERS, PERSON_SUBJECTS, after_be, clause_start, closing_start,
                               ing_base_forms, longest_value_end, participle_base_forms, OBJECT_PRONOUNS, phrases_at,
                               stated_thing, thing_end, verb_said)
from slu_node.types import ACT_PREFIX, VERB_TAG

#: Words that say an action is not to be done ("don't add the salt", "do not stir", "add salt but not
#: pepper"); SUGAR's templates cannot write "not", so a command holding one is asked about, never done
#: (:func:`negations`). "No" is left out: "no, the big pot" corrects, and coffee orders say "no foam".
NEGATION_WORDS = frozenset({"not", "don't", "dont", "never", "didn't", "doesn't", "shouldn't", "mustn't",
                            "won't", "wouldn't"})
#: Word pairs that negate what follows them: "*no need* to stir", "*leave out* the salt" and "*no
#: more* salt". The last two, where :mod:`slu_node.exclusions` sets no command apart from them (heard
#: "*i'd* the sugar and leave out the salt"), had been done as ``separate([sugar, salt])`` and
#: ``add(salt, *[ingredients]*)`` (thirty-fourth session; "no more stirring" stops the action,
#: :mod:`slu_node.stopping`).
NEGATING_PAIRS = (("no", "need"), ("leave", "out"), ("no", "more"))
#: Words that make a command wait for a condition ("if the soup is thick add some water", "when the
#: water boils add the pasta"): a predicate cannot hold the condition, and acting now ignores it. Right
#: after a verb they ask, as in check's "see if the oil is hot" (:func:`conditions`).
CONDITION_WORDS = frozenset({"if", "unless", "when", "whenever"})
#: Words after "once" that make it a condition ("put the jam in the fridge *once it's* cool", "once the
#: water boils add the pasta": done at once until the twenty-first session); "turn the steak once"
#: and "stir once" count once (:func:`conditions`).
ONCE_SUBJECTS = frozenset({"it", "it's", "its", "the", "they", "they're", "that", "that's", "this", "these",
                           "those", "you", "you're", "we", "we're", "everything", "all", "he", "she", "you've",
                           "we've", "i've", "they've"})
#: Words that, before an amount of time ("after twenty minutes", "in ten minutes"), put the command
#: off instead of timing it ("for ten minutes"): a predicate's time is a duration (SUGAR §3), so the
#: command is asked about.
DELAY_WORDS = frozenset({"after", "in", "within"})
#: Phrases that take back what was just said or offer a choice: "add two, *i mean* three eggs", "add
#: the salt, *no*, the pepper", "the salt *or* the pepper". Between the words of a command, where
#: :func:`slu_node.repairs.reparanda` found no reparandum to leave out, they leave it unclear which
#: argument holds (:func:`self_repairs`).
REPAIR_PHRASES = (("i", "mean"), ("or", "rather"), ("no",), ("sorry",), ("actually",), ("rather",), ("wait",),
                  ("or",))
#: Words after which "or" offers no choice of argument but a limit: "bake it for thirty five minutes *or
#: until* it's golden" waits for either, both the command's (sixty-eighth-session blind probe 380: asked
#: about).
_LIMIT_AFTER_OR = frozenset({"until", "till"})
#: Phrases that take back the whole command when nothing follows them: "crack two eggs into the bowl,
#: *actually never mind*", "add the salt, *no wait*" (acted on until the twenty-second session; see
#: :func:`take_backs`). Before another command they are editing terms of a self-repair
#: (:mod:`slu_node.repairs`).
TAKE_BACK_PHRASES = (("no", "wait"), ("no", "stop"), ("never", "mind"), ("forget", "it"), ("forget", "that"),
                     ("forget", "about", "it"), ("scratch", "that"), ("cancel", "that"), ("cancel", "it"),
                     ("cancel",), ("hold", "on"), ("wait",), ("no",), ("stop",), ("don't", "bother"))
#: Words after which a :data:`TAKE_BACK_PHRASES` word belongs to the command ("stir and *wait*", "let
#: it rest then *stop*").
_JOINING = frozenset({"and", "then", "to", "or"})
#: Words that open a question about an action, not a request for it, when an auxiliary of
#: :data:`QUESTION_AUXILIARIES` or the verb follows ("why did you crack the eggs", "who put the knife in
#: the microwave"); see :func:`question_words`. "how" too: "how do you peel a mango" had been
#: ``peel(mango)`` (thirty-fourth session); "how about adding some salt" suggests, no auxiliary follows,
#: and "how" right before a verb is "now" misheard ("and also *how* scoop them out").
QUESTION_WORDS = frozenset({"who", "whom", "whose", "why", "where", "how"})
#: Phrases that, after a form of "be", say what there is too little of: "we're *out of* milk" had
#: been ``separate(milk)`` (thirty-fourth session); "the cake is *out of* the oven" reports (see
#: :func:`shortages`).
SHORTAGE_PHRASES = (("out", "of"), ("low", "on"), ("short", "of"), ("running", "out"), ("running", "low"),
                    ("all", "out", "of"))
#: Auxiliaries after a question word; "did" alone asks too ("did you add the salt"). Requests asked as
#: questions ("can you add the salt", "is the soup boiling" for check) use no question word.
QUESTION_AUXILIARIES = frozenset({"did", "do", "does", "is", "are", "was", "were", "has", "have"})
#: "do"/"does" first, then a form of "need" within this many words, ask whether something is needed.
_NEED_REACH = 6

#: Phrases by which the speaker says what they themselves will do next ("*i'll* crack the eggs", "*let
#: me* stir the soup", "*i'm going to* add the salt"): right before a verb they make the utterance a
#: statement, not a request; so does asking whether the speaker should do it ("*should i* add the salt
#: now", "*do we* stir it": acted on until the twenty-first-session probe). "let's" and "shall we" (the
#: speaker and the robot) and "i want you to" stay commands (:func:`own_plans`). "*i should* add salt"
#: ("can you tell me if i should add salt") and "*remind me to* add the salt" had been done
#: (thirty-fourth session); "we should stir it now" is a lead-in (:func:`slu_node.textnorm.lead_ins`).
PLAN_PHRASES = (("i'll",), ("i", "will"), ("i", "shall"), ("let", "me"), ("lemme",), ("i'm", "going", "to"),
                ("i'm", "now", "going", "to"), ("i", "am", "now", "going", "to"),
                ("i", "am", "going", "to"), ("i'm", "gonna"), ("i", "am", "gonna"), ("should", "i"), ("shall", "i"),
                ("do", "i"), ("can", "i"), ("could", "i"), ("may", "i"), ("must", "i"), ("should", "we"),
                ("do", "we"), ("must", "we"), ("i", "should"), ("remind", "me", "to"), ("remind", "us", "to"),
                ("i", "might"), ("we", "might"),
                # fifty-ninth session: "i'm about to put the baguette in the oven", "i wish i could whip
                # cream as fast as my mum does" had been done
                ("i'm", "about", "to"), ("i", "am", "about", "to"), ("we're", "about", "to"),
                ("i", "wish", "i", "could"), ("i", "wish", "we", "could"), ("i", "wish", "i", "knew", "how", "to"),
                # sixtieth session: "pause the cookery programme so *i can* check the oven" had been done
                ("i", "can"), ("i", "could"))
#: Phrases that report what someone else said to do ("the recipe *says to* whisk the eggs", "step four
#: *tells you to* fold in the egg whites"): no request to the robot, read as :data:`PLAN_PHRASES` are
#: (fifty-fifth session, a blind set of utterances not to act on: "... tells you to fold in the egg
#: whites gently" had been done as mix(egg white, gently)). English.
REPORTING_PHRASES = (("says", "to"), ("said", "to"), ("forgot", "to"), ("forgotten", "to"),
                     # a habit of the past: "i *used to* make the gravy myself ... so please warm the gravy up"
                     # (seventy-fourth-session blind probe 560, an elderly speaker: the command left out)
                     ("i", "used", "to"), ("we", "used", "to"),
                     *((verb, person, "to") for verb in ("tells", "told") for person in ("you", "us", "me", "them")))
#: Phrases that ask whether, or when, to do something ("*was i supposed to* add the baking powder",
#: "*is it too soon to* take the cake out of the tin"): questions, read as :data:`PLAN_PHRASES` are
#: (fifty-fifth session, a second blind set of utterances not to act on: both had been done). English.
ASKING_PHRASES = (("was", "i"), ("were", "we"), ("am", "i"), ("are", "we"), ("is", "it", "too", "soon", "to"),
                  ("is", "it", "too", "early", "to"), ("is", "it", "time", "to"), ("is", "it", "ok", "to"),
                  ("is", "it", "okay", "to"), ("is", "it", "safe", "to"),
                  # sixty-sixth session, a blind set of utterances not to act on: "do you have to peel a
                  # pumpkin before you roast it", "is it even possible for you to flip a pancake ..." done
                  ("do", "you", "have", "to"), ("do", "i", "have", "to"), ("do", "we", "have", "to"),
                  ("does", "it", "have", "to"), ("do", "they", "have", "to"), ("is", "it", "even", "possible"),
                  ("can", "you", "even"))
#: How many tokens may stand between a :data:`PLAN_PHRASES` phrase and the verb ("i'll *just quickly*
#: stir the soup").
PLAN_GAP = 2


def negations(tokens: Sequence[str]) -> list[int]:
    """Indices of the :data:`NEGATION_WORDS` among ``tokens``, and of the first word of a
    :data:`NEGATING_PAIRS` pair, in order; "never mind" (a way to take something back) negates
    nothing."""
    after = list(tokens[1:]) + [""]
    return [i for i, (t, nxt) in enumerate(zip(tokens, after))
            if (t in NEGATION_WORDS and (t, nxt) != ("never", "mind")) or (t, nxt) in NEGATING_PAIRS]


#: Phrases before a clause that make a command wait for what the clause says: "take the pan off the
#: heat *as soon as* it boils", "add the pasta *after* the water boils", "... *the moment* it
#: thickens" (done at once until the thirty-fourth session). After "after", an amount of time is a
#: delay (:data:`DELAY_WORDS`).
EVENT_PHRASES = (("as", "soon", "as"), ("after",), ("the", "moment"), ("in", "case"))
#: Subjects of :data:`ONCE_SUBJECTS` that are pronouns: their verb comes next.
_PRONOUN_SUBJECTS = frozenset({"it", "they", "you", "we", "he", "she", "everything"})
#: Words after "after" that make it a connector before the next command ("after *that* shred the
#: grape", "after *this* ..."): no event.
_CONNECTING = frozenset({"that", "this", "these", "those"})
#: Verbs of a clause that end in neither "s" nor "ed".
_FINITE = frozenset({"is", "are", "was", "were", "has", "have", "had", "gets", "goes", "starts", "begins"})


#: Words that order a command after or before a thing said with no verb of its own: "add the eggs
#: *after the butter*" had been ``add(egg, butter)``, the butter a place, and "add the butter *before
#: the eggs*" was asked about for "butter before" (thirty-fifth session). Whether the thing is in yet
#: is not known, so the command waits and is asked about (:func:`orderings`).
ORDER_WORDS = frozenset({"after", "before"})
#: Words that may come between an order word and its thing ("after *the* butter").
_ORDER_LEADING = frozenset({"the", "a", "an", "some", "your", "my", "all"})


def orderings(tokens: Sequence[str], is_thing: Callable[[str], bool]) -> list[str]:
    """The :data:`ORDER_WORDS` of ``tokens`` said before a thing of the domain (``is_thing``: True for
    a spoken form of a thing or a place, as long as :func:`slu_node.textnorm.longest_value_end` looks;
    :data:`_ORDER_LEADING` words may come first) that no clause follows: "after the butter has melted" is an event
    (:func:`conditions`), "after that" a way to say then, and "look after the soup" a way to say
    check."""
    found = []
    for i, word in enumerate(tokens):
        if word not in ORDER_WORDS or (i > 0 and tokens[i - 1] == "look"):
            continue
        k = i + 1
        while k < len(tokens) and tokens[k] in _ORDER_LEADING:
            k += 1
        if longest_value_end(tokens, k, is_thing) is not None and not _clause_follows(tokens, i + 1):
            found.append(word)
    return found


#: Words that order a command after something it does not name, said last ("add the salt to the pot and
#: the pasta *after*", "add the cream *afterwards*"): the salt and the pasta had been added to the pot at
#: once, the pasta read as a second place (thirty-sixth-session probe 53). With one action only: "stir
#: the soup and add the salt afterwards" says after what (:func:`trailing_orders`).
TRAILING_ORDERS = frozenset({"after", "afterwards", "afterward"})
#: Words that may follow a trailing order word at the end ("... after *please*").
_AFTER_TRAILING = frozenset({"please", "thanks", "thank", "you", "robot", "okay", "ok"})


def trailing_orders(tokens: Sequence[str], actions: int) -> list[str]:
    """The :data:`TRAILING_ORDERS` word said last in ``tokens`` (but for :data:`_AFTER_TRAILING`
    words), when the utterance has ``actions`` == 1 and not after "look" ("look after": check); else
    ``[]``."""
    end = len(tokens)
    while end > 0 and tokens[end - 1] in _AFTER_TRAILING:
        end -= 1
    said = actions == 1 and end > 1 and tokens[end - 1] in TRAILING_ORDERS and tokens[end - 2] != "look"
    return [tokens[end - 1]] if said else []


#: Phrases that put a command off to another time than now: "add the salt *later*", "*next time* add
#: more salt", "*wait until i say* then add the salt", "add the salt *in a bit*"; all had been done at
#: once (thirty-fourth session). The command waits and is asked about (:func:`deferrals`).
DEFERRING_PHRASES = (("tomorrow",), ("tonight",), ("later",), ("next", "time"), ("in", "future"),
                     ("in", "the", "future"), ("in", "a", "bit"), ("in", "a", "while"), ("in", "a", "moment"),
                     ("wait", "until"), ("wait", "till"), ("when", "i", "say"), ("until", "i", "say"),
                     ("when", "i", "tell"), ("until", "i", "tell"), ("get", "ready", "to"), ("be", "ready", "to"),
                     # fiftieth session: "next week we can bake a cake" had been done
                     ("next", "week"), ("next", "weekend"), ("next", "month"), ("this", "evening"),
                     ("this", "afternoon"), ("this", "weekend"), ("another", "time"), ("another", "day"),
                     ("some", "other", "time"),
                     # fifty-ninth session, a blind set of utterances not to act on: each had been done
                     ("hold", "off"), ("after", "dinner"), ("after", "lunch"), ("after", "breakfast"),
                     ("in", "an", "hour"), ("in", "half", "an", "hour"), ("in", "a", "few", "minutes"),
                     # sixty-first session: "next christmas let's roast the turkey in my mum's big oven"
                     # had been asked about for "mum's" alone
                     *(("next", when) for when in ("year", "christmas", "easter", "monday", "tuesday", "wednesday",
                                                   "thursday", "friday", "saturday", "sunday")),
                     # seventy-fourth session, a blind set of utterances not to act on: "you pour the stock in a
                     # ladle at a time but *we're not there yet*" was done once the pace was left out
                     ("not", "there", "yet"), ("not", "yet"),
                     # seventy-fifth session, a blind set of utterances not to act on: "for the party *on friday*
                     # we'll need to grate about two kilos of cheddar" had been done
                     *(("on", day) for day in ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday",
                                               "sunday")))
#: Of those, the ones that put a command off when said in an aside after it (the parser's; an aside's
#: "tonight" or "later" is of its story: "... we'll have them for lunch *tomorrow*").
NOT_YET = frozenset({"not there yet", "not yet"})


def deferrals(tokens: Sequence[str]) -> list[str]:
    """The :data:`DEFERRING_PHRASES` said in ``tokens``, in order; not before "of" ("put in *a bit
    of* olives" is an amount). "in a minute" stays a way to say soon (probe 25's "in a minute take the
    cake out of the oven")."""
    return [" ".join(phrase) for _, phrase in _deferring(tokens)]


def _deferring(tokens: Sequence[str]) -> list[tuple[int, tuple[str, ...]]]:
    """``(index, phrase)`` of the :data:`DEFERRING_PHRASES` said in ``tokens``, in order, but before "of"."""
    return [(i, phrase) for i, phrase in sorted(phrases_at(tokens, DEFERRING_PHRASES))
            if list(tokens[i + len(phrase):i + len(phrase) + 1]) != ["of"]]


#: Words said between a verb and the "if" of what it asks about: "check *please* if the oil is hot".
_BETWEEN_VERB_AND_IF = frozenset({"please", "now"})


#: Words that make a clause of their own ("*we're* out on saturday", "the veg *needs* using up"):
#: :data:`_FINITE` and more, besides words with a contracted verb (:data:`CONTRACTED_VERBS`). English.
_CLAUSE_VERBS = _FINITE | {"am", "needs", "need", "wants", "want", "will", "can", "could", "might", "must", "would",
                           "do", "does", "did", "be", "been", "got", "comes", "takes"}
#: Endings of words with a contracted verb ("tonight*'s*", "they*'ll*", "can*'t*").
CONTRACTED_VERBS = ("'s", "'re", "'ll", "'m", "'ve", "'d", "n't")


#: Subject pronouns that, with a word after them, make a clause ("so *he brought* his own tofu").
_CLAUSE_SUBJECTS = frozenset({"i", "he", "she", "we", "they"})
#: Common past forms that make a clause of their own ("jess *brought* round some basil"). English.
PAST_FORMS = frozenset({"brought", "made", "gave", "got", "bought", "sent", "left", "found", "grew", "took", "came",
                        "went", "said", "told", "had", "did", "picked", "dropped", "baked", "cooked", "caught"})


def own_clause(words: Sequence[str]) -> bool:
    """True when ``words`` hold the verb of a clause of their own: a word of :data:`_CLAUSE_VERBS` or
    :data:`PAST_FORMS`, one with a contracted verb (:data:`CONTRACTED_VERBS`), or a subject pronoun
    of :data:`_CLAUSE_SUBJECTS` with a word after it: "*tonight's* the fancy dinner", "they*'ll* just
    have it reheated", "so *he brought* his own tofu"."""
    return (any(w in _CLAUSE_VERBS or w in PAST_FORMS or w.endswith(CONTRACTED_VERBS) for w in words)
            or any(w in _CLAUSE_SUBJECTS for w in words[:-1]))


def put_off(tokens: Sequence[str], left_out: Container[int]) -> list[str]:
    """The :data:`DEFERRING_PHRASES` said in ``tokens`` (as :func:`deferrals` finds them) all of whose
    words are among the indices ``left_out``: a parser that leaves out the talk before a command must
    not leave out with it the words that put the command off ("in an hour or so cover the dough").
    Not one a clause of its own follows in the talk left out, or comes before it with no "so" between
    (:func:`own_clause`): it times that clause ("if the kids are late *tonight* they'll have it
    reheated so cook the pasta", "*it's* for the bake sale *tomorrow* so add ...": sixty-fifth-session
    blind probes 314 and 322)."""
    def talk_after(k: int) -> list[str]:
        words = []
        while k < len(tokens) and k in left_out:
            words.append(tokens[k])
            k += 1
        return words

    def talk_before(k: int) -> list[str]:  # back to the talk's start or its last "so"
        words = []
        while k > 0 and k - 1 in left_out and tokens[k - 1] != "so":
            words.append(tokens[k - 1])
            k -= 1
        return words

    return [" ".join(phrase) for i, phrase in _deferring(tokens)
            if all(k in left_out for k in range(i, i + len(phrase)))
            and not own_clause(talk_after(i + len(phrase))) and not own_clause(talk_before(i))]


def conditions(tokens: Sequence[str], verbs: Iterable[int]) -> list[str]:
    """The :data:`CONDITION_WORDS` of ``tokens`` that do not come right after a verb (``verbs``: the
    indices of the tokens of the actions' verb spans; or after it and a word of
    :data:`_BETWEEN_VERB_AND_IF`), each "once" before a word of
    :data:`ONCE_SUBJECTS`, and each :data:`EVENT_PHRASES` phrase before a clause
    (:func:`_clause_follows`)."""
    verbs = set(verbs)
    after = list(tokens[1:]) + [""]

    def after_verb(i: int) -> bool:  # "check *if* ...", "check please *if* ..." (fifty-ninth-session probe 136)
        return i - 1 in verbs or (i > 1 and tokens[i - 1] in _BETWEEN_VERB_AND_IF and i - 2 in verbs)

    found = [t for i, (t, nxt) in enumerate(zip(tokens, after))
             if (t in CONDITION_WORDS and not after_verb(i)) or (t == "once" and nxt in ONCE_SUBJECTS)]
    return found + [" ".join(p) for i, p in phrases_at(tokens, EVENT_PHRASES) if _clause_follows(tokens, i + len(p))]


def _clause_follows(tokens: Sequence[str], k: int) -> bool:
    """True when a clause starts at ``k``: a subject of :data:`ONCE_SUBJECTS` and its verb, a form of
    "be" or "have" or a word ending in "s" or "ed" ("it boils", "the water boils", "the butter has
    melted"; after an article the noun's words come first). "as soon as possible", "as soon as you
    can", "after the eggs" and "after that" (then) say no event."""
    if k >= len(tokens) or tokens[k] not in ONCE_SUBJECTS or tokens[k] in _CONNECTING:
        return False  # "after that shred the grape" is "then"
    if tokens[k].endswith(("'s", "'re")):
        return True
    verb_at = tokens[k + 1:k + 2] if tokens[k] in _PRONOUN_SUBJECTS else tokens[k + 2:k + 4]
    return any(t in _FINITE or (len(t) > 3 and t.endswith(("s", "ed"))) for t in verb_at)


def self_repairs(tokens: Sequence[str], said: Callable[[int], bool]) -> list[str]:
    """The :data:`REPAIR_PHRASES` spoken between the words of a command: on tokens that say nothing
    (``said(i)`` is False for token ``i``; True in a verb or argument span, or for a value of the
    domain the tagger left out, as "sugar" in "take the flour i mean the sugar"), with a token that
    says something before and after. At the start ("no, add the pepper") or the end they take
    nothing back. "or" before a limit (:data:`_LIMIT_AFTER_OR`: "... *or until* it's golden") offers
    no choice. ``said`` is asked only around a phrase found."""
    return [" ".join(phrase) for i, phrase in phrases_at(tokens, REPAIR_PHRASES)
            if not (phrase == ("or",) and _LIMIT_AFTER_OR.intersection(tokens[i + 1:i + 2]))
            if not any(said(j) for j in range(i, i + len(phrase))) and any(said(j) for j in range(i))
            and any(said(j) for j in range(i + len(phrase), len(tokens)))]


def take_backs(tokens: Sequence[str], said: Callable[[int], bool]) -> list[str]:
    """The :data:`TAKE_BACK_PHRASES` after which nothing is said (``said(i)`` is False for each token
    after it: True in a verb or argument span, or for a value of the domain), with something said
    before, and not right after a joining word (:data:`_JOINING`): "whisk the eggs, *hold on*",
    "add the salt no *wait*, thanks". ``said`` is asked only around a phrase found."""
    return [" ".join(phrase) for i, phrase in phrases_at(tokens, TAKE_BACK_PHRASES)
            if i and tokens[i - 1] not in _JOINING and any(said(j) for j in range(i))
            and not any(said(j) for j in range(i + len(phrase), len(tokens)))]


def progressives(tokens: Sequence[str], verbs: frozenset, is_value: Callable[[str], bool]) -> list[str]:
    """The "-ing" forms of ``verbs`` (the domain's verb words) after a form of "be"
    (:func:`slu_node.textnorm.after_be`): "the robot is stirring the soup", "are you stirring the
    soup", "i am peeling the potatoes" say or ask what is being done. An "-ing" word that is a value
    of the domain (``is_value``: "the soup is *boiling*", a state) is no such form."""
    return [token for i, token in enumerate(tokens)
            if after_be(tokens, i) and verbs.intersection(ing_base_forms(token)) and not is_value(token)]


#: Words after which a verb's "-ing" form still asks for its action: verbs that take one ("*keep*
#: stirring", "*start* peeling", "*try* adding", "carry *on* stirring", "would you *mind* stirring"),
#: "how *about*", what needs doing ("the soup *needs* stirring": :data:`slu_node.textnorm.NEED_WORDS`)
#: and the words of a clause's start and fillers (:data:`slu_node.textnorm.CLAUSE_OPENERS`, ``FILLER_WORDS``).
ING_LEADERS = NEED_WORDS | CLAUSE_OPENERS | FILLER_WORDS | frozenset({
    "keep", "start", "begin", "continue", "try", "on", "get", "about", "finish", "mind", "you", "we", "i", "by",
    "without", "after", "before", "while", "when"})


def unled_ing_forms(tokens: Sequence[str], verb_starts: Iterable[int], verbs: frozenset,
                    led: Container[int] = ()) -> list[int]:
    """The indices of the verbs' first words (``verb_starts``) that are "-ing" forms of ``verbs`` (the
    domain's verb words) with a word before them that is none of :data:`ING_LEADERS`: "stop adding
    milk" was heard as "*stock* adding milk" and "robot *stalk* adding water", and done as
    ``add(milk, ...)``, the opposite of what was asked (thirty-fourth session, spoken). A form of "be"
    before it is a progressive (:func:`progressives`); the first word of an utterance ("adding the
    milk now") is no such form, nor one of ``led`` (right after a lead-in: "would you mind terribly
    *taking* the tray out", which had been asked about)."""
    return [i for i in verb_starts if 0 < i < len(tokens) and verbs.intersection(ing_base_forms(tokens[i]))
            and tokens[i - 1] not in ING_LEADERS and tokens[i - 1] not in BE_FORMS and i not in led]


#: Subjects before a past form of a verb that say what was done ("*we* added the salt"). English.
REPORT_SUBJECTS = PERSON_SUBJECTS
#: Auxiliaries of the perfect ("*i've* put the pan on the stove"). English.
PERFECT_WORDS = frozenset({"i've", "we've", "you've", "they've", "have", "has", "had"})
#: Words that may stand between the subject or auxiliary and the past form ("we *already* added").
_BETWEEN_REPORT = frozenset({"already", "just", "also", "all", "both", "since"})
#: Words after a subject that say what is usually done ("we *always* stir it like this"). English.
HABIT_WORDS = frozenset({"always", "usually", "normally", "generally", "often", "sometimes", "typically"})
#: Words a report's clause may start after ("*and* we added the salt").
_REPORT_OPENERS = frozenset({"and", "but", "so", "then", "oh", "well", "okay", "ok", "yes", "yeah", "no", "because",
                             "since", "as", "now", "look"})
#: Verbs whose past participle is their base form, read as past only after a perfect auxiliary.
_SAME_PAST = frozenset({"put", "set", "cut"})


def past_reports(tokens: Sequence[str], verbs: frozenset) -> list[str]:
    """The words of ``tokens`` that say an action was done, or is usually done, not asked for: a
    subject (:data:`REPORT_SUBJECTS`) or a perfect auxiliary (:data:`PERFECT_WORDS`) before the past
    form of one of ``verbs`` (the first words of the domain's verb phrases; "we added the salt
    already", "i've put the pan on the stove"), or a subject before a word of :data:`HABIT_WORDS`
    ("we always stir it like this"), first in its clause (:data:`_REPORT_OPENERS`); and "ago" after
    an amount of time ("we put the cake in the oven an hour ago"). Twenty-third session: all four had
    been done."""
    found = []
    for i, token in enumerate(tokens):
        if token == "ago" and i > 0:
            found.append(token)
        if (token not in REPORT_SUBJECTS and token not in PERFECT_WORDS) or (
                i and tokens[i - 1] not in _REPORT_OPENERS):
            continue  # not "add the salt *you mixed* earlier", a value the command names
        if token in REPORT_SUBJECTS and i + 1 < len(tokens) and tokens[i + 1] in HABIT_WORDS:
            found.append(f"{token} {tokens[i + 1]}")  # "we always stir it like this": what is done
            continue
        k = i + 2 if i + 1 < len(tokens) and tokens[i + 1] in _BETWEEN_REPORT else i + 1
        if k < len(tokens) and (verbs.intersection(participle_base_forms(tokens[k]))
                                or (token in PERFECT_WORDS and tokens[k] in _SAME_PAST and tokens[k] in verbs)):
            found.append(f"{token} {tokens[k]}")
    return found


def question_words(tokens: Sequence[str], verbs: Iterable[int]) -> list[str]:
    """The words of ``tokens`` that make the utterance a question about an action: "did", a
    :data:`QUESTION_WORDS` word followed by an auxiliary or by a verb (``verbs``: the indices of the
    tokens that start an action's verb), "how to" ("could you tell me how to knead dough" had been
    done, fiftieth session), and "do"/"does" first when "need(s)" follows ("do the
    potatoes need peeling"), and an auxiliary first before "a" or "an" (:data:`_NO_ONE_ASKED`:
    "could a robot like you knead dough", asked of no one). A question word before anything else is
    left out: noise made Moonshine write "who would you work the coconut ..." (a fifteenth-session
    transcript of a synthetic command at 10 dB SNR)."""
    verbs = set(verbs)
    asked = [t for i, t in enumerate(tokens) if t == "did" or (
        t in QUESTION_WORDS and i + 1 < len(tokens)
        and (tokens[i + 1] in QUESTION_AUXILIARIES or (i + 1 in verbs and t != "how")
             or (t == "how" and tokens[i + 1] == "to")))]  # "tell me how to knead dough" asks to be told
    # "do the potatoes need peeling", "does the soup need stirring": whether it is needed, not a request
    # (twenty-third session: the first had been peel(potato))
    if tokens and tokens[0] in ("do", "does") and NEED_WORDS.intersection(tokens[1:1 + _NEED_REACH]):
        asked.append(tokens[0])
    # "could *a* robot like you knead dough": what something can do, asked of no one (fifty-ninth-session
    # blind set of utterances not to act on: it had been done)
    if len(tokens) > 2 and tokens[0] in _ASKING_AUXILIARIES and tokens[1] in _NO_ONE_ASKED:
        asked.append(tokens[0])
    return asked


#: Auxiliaries that open a question (:func:`question_words`); not "is": "is a tureen firm" is a check.
_ASKING_AUXILIARIES = frozenset({"do", "does", "did", "can", "could", "would", "will", "should"})
#: Words right after such an auxiliary that make the question about something, not a request to the
#: hearer: an indefinite subject ("could *a* robot ..."). English.
_NO_ONE_ASKED = frozenset({"a", "an"})


def statements(tokens: Sequence[str], tags: Sequence[str], is_thing: Callable[[str], bool]) -> list[str]:
    """The form of "be" of an utterance with no verb tagged (``tags``) that states what a thing is or
    where (:func:`~slu_node.textnorm.stated_thing`: a thing, then "is", "are", "was" or "were"). "the pasta is already
    cooked" had been ``check(cooked, pasta)`` and "the knife is next to the cutting board"
    ``check(knife)``, done (fifty-second session; "the oil is hot" was out of domain already). A
    question says the form of "be" first ("is the pasta cooked"), and a command's verb is tagged
    ("the soup is ready, stir it")."""
    if any(tag.startswith(VERB_TAG) for tag in tags):
        return []
    found = stated_thing(tokens, is_thing)
    return [tokens[found[2]]] if found else []


def shortages(tokens: Sequence[str]) -> list[str]:
    """The :data:`SHORTAGE_PHRASES` of ``tokens`` said right after a form of "be" (:data:`BE_FORMS`,
    "we're", "is"): a statement of what there is, not a request ("take the cake out of the oven"
    has no "be" before "out of")."""
    return [" ".join(phrase) for i, phrase in phrases_at(tokens, SHORTAGE_PHRASES)
            if i > 0 and tokens[i - 1] in BE_FORMS]


def own_plans(tokens: Sequence[str], tags: Sequence[str], verbs: frozenset = frozenset()) -> list[str]:
    """The :data:`PLAN_PHRASES` of ``tokens`` followed, within :data:`PLAN_GAP` tokens, by the start of
    an action's verb (``tags``: the BIO tag of each token, a verb's "B-act.<action>") or by a word of
    ``verbs`` (the first words of the domain's verb phrases; the tagger left "add" untagged in "can i
    add the salt now" and the action came from the intent): "i'll crack the eggs" and "let me see if
    the water is boiling" say what the speaker will do, so the robot does nothing; nor does it
    for what it reports someone said or forgot to do (:data:`REPORTING_PHRASES`), nor where it is
    asked whether to act (:data:`ASKING_PHRASES`); nor where the speaker says they do it themselves
    after a verb (:data:`SPEAKER_REFLEXIVES`: "i'd rather peel the mango *myself*"). A phrase tagged as
    part of the verb is the domain's way of asking: a coffee order's "i'll have a latte"
    (``order_drink`` says "i'll have")."""
    starts = {i for i, (token, tag) in enumerate(zip(tokens, tags)) if tag.startswith(VERB_TAG) or token in verbs}
    return [" ".join(phrase) for i, phrase in phrases_at(tokens, PLAN_PHRASES + REPORTING_PHRASES + ASKING_PHRASES)
            if all(tags[j] == "O" for j in range(i, i + len(phrase)))
            and starts.intersection(range(i + len(phrase), i + len(phrase) + PLAN_GAP + 1))] + [
        t for i, t in enumerate(tokens) if t in SPEAKER_REFLEXIVES and starts.intersection(range(i))]


#: Words that say the speaker does the action (fifty-ninth-session blind set of utterances not to act
#: on: "i'd rather peel the mango *myself*" had been done). English.
SPEAKER_REFLEXIVES = frozenset({"myself", "ourselves"})


#: Verbs that lead into the verb they are joined to by "and" ("*try and* peel the potatoes", "*go and* get
#: the milk"): not verbs of their own (:func:`verbs_outside_domain`).
LEAD_VERBS = frozenset({"try", "go", "come"})


def verbs_outside_domain(tokens: Sequence[str], tags: Sequence[str], verbs: frozenset,
                         is_value: Callable[[str], bool], openers: frozenset) -> list[str]:
    """The untagged words said where a verb goes, first in a clause (at the start or after a word of
    ``openers``: "and", "then", "please", "you" of "can you") and joined by "and" or "and then" to an
    action's verb (``tags``: the BIO tag of each token, a verb's "B-act.<action>"), that are no domain
    verb (``verbs``: the first words of the domain's verb phrases), no value (``is_value``), no opener
    and none of :data:`LEAD_VERBS` or :data:`INTERJECTIONS`: "*wash* and peel the potatoes", "*chop*
    and fry the onions" ask for something the robot cannot do, and peeling or frying alone does part
    of it (both had been done; thirty-third session). "chop the onions" alone is out of the domain
    already, the tagger finding no verb."""
    return [token for i, token in enumerate(tokens) if _in_verb_slot(tokens, tags, i, openers)
            and token.isalpha() and token not in verbs and token not in openers and token not in LEAD_VERBS
            and token not in INTERJECTIONS and not is_value(token)]


#: Words said alone to agree or to fill a pause, no verb where one would go: "so *yeah* and then just put
#: the tray in the oven" (fifty-ninth-session blind probe 142: out of domain). English.
INTERJECTIONS = frozenset({"yes", "yeah", "yep", "yup", "sure", "cool", "great", "good", "fine", "perfect",
                           "lovely", "nice", "brilliant", "awesome", "well"})


#: Words that may come first in a clause, before a thing, and are no verb: prepositions, conjunctions,
#: pronouns, auxiliaries and adverbs that do not end in "-ly" ("*plus* the carrots", "*except* the
#: onions", "*even* the rind"; :func:`foreign_verbs_with_objects`). English.
NOT_VERBS = frozenset({
    "plus", "except", "without", "including", "especially", "even", "but", "with", "into", "onto", "in", "on",
    "to", "from", "of", "for", "at", "by", "after", "before", "while", "when", "once", "if", "instead", "than",
    "like", "about", "over", "under", "through", "around", "not", "no", "also", "too", "again", "more", "less",
    "i", "we", "you", "he", "she", "they", "it", "there", "here", "this", "that", "what", "which", "who",
    "where", "how", "why", "is", "are", "was", "were", "be", "do", "does", "did", "can", "could", "would",
    "will", "shall", "should", "may", "might", "must", "let", "lets", "let's", "yes", "yeah", "sure", "hey",
    "hi", "thank", "thanks", "afterwards", "meanwhile", "later", "soon", "still", "yet", "already", "or",
    "either", "neither", "nor", "whether", "as", "well", "same", "all", "both", "each", "every", "another",
    "whilst", "up", "rather", "just", "quite", "very", "almost", "nearly", "ever", "always", "often", "together",
    "else", "maybe", "perhaps", "then", "now", "one", "two", "three", "some", "any"})


def foreign_verbs_with_objects(tokens: Sequence[str], tags: Sequence[str], domain_words: Container[str],
                               is_value: Callable[[str], bool], is_thing: Callable[[str], bool],
                               leading: Container[str]) -> list[str]:
    """The untagged words first in a clause (after openers and fillers at the start, or right after
    "and", "then" or "next") and followed by a thing of the domain (``is_thing``: a one- or two-word
    spoken form), directly or after words of ``leading`` ("the", "some", "fresh"), that are none of
    ``domain_words`` (:attr:`~slu_node.domain.Domain.thing_words`: its verb words, the words its
    expressions say, "*use* the whisk to ...", and the first words of its values), no value
    (``is_value``), none of :data:`NOT_VERBS`, ``leading``, :data:`~slu_node.textnorm.CLAUSE_OPENERS`
    or fillers and end in neither "-ly" (an adverb) nor "-ing" (a progressive, :func:`progressives`'
    to judge): a verb the robot has no action for, said with its own object. "chop the carrots and
    peel the potatoes" had been done as ``peel(potato)``, the chopping left out unasked (fifty-eighth
    session); :func:`verbs_outside_domain` catches such a verb only when "and" follows it at once
    ("chop and fry the onions"). A word of none of ``domain_words`` that the tagger read as a value's
    first word counts too: "*decorate* the cream with the toasted almonds and grate a little dark
    chocolate", "decorate" tagged as an object, had been done as ``grate(chocolate)`` (seventy-third
    session, blind probe 360)."""
    start = clause_start(tokens)
    out = []
    for i, token in enumerate(tokens):
        if not (i == start or (i and tokens[i - 1] in {"and", "then", "next"})):
            continue
        unread = tags[i] == "O" or (tags[i] == "B-object"  # "*decorate* the cream ...", tagged as the object
                                    and i + 1 < len(tokens) and tokens[i + 1] in NOUN_MARKERS)
        if (not unread or not token.isalpha() or token in domain_words or is_value(token)
                or token in NOT_VERBS or token in leading or token in CLAUSE_OPENERS or token in FILLER_WORDS
                or token.endswith(("ly", "ing"))):
            continue
        k = i + 1
        while k < len(tokens) and tokens[k] in leading and tokens[k] != "of" and not is_thing(tokens[k]):
            k += 1  # "wish *of* brownie": no verb is followed by "of"
        if thing_end(tokens, k, is_thing, stop=k + 2) is not None:
            out.append(token)
    return out


def untagged_verbs(tokens: Sequence[str], tags: Sequence[str], actions: dict[str, str],
                   openers: frozenset, verbless: Container[str] = frozenset()) -> dict[int, str]:
    """The untagged words said where a verb goes, as in :func:`verbs_outside_domain`, or first before
    an object and the next verb (:func:`_before_object_and_verb`), or right after a clause's argument
    and before a determiner and a span (:func:`_after_a_clause`), that are one of the domain's
    one-word verbs (``actions``: word → the one action it is a verb of): "*take* and peel an orange",
    "*get* and peel the carrots" had been done as ``peel`` alone, the tagger leaving the first verb
    untagged (thirty-fourth session). Not after a clause a word that an action's expressions with no
    verb slot say (``verbless``: cover's "put" of "put the lid on the pot", which the tagger leaves
    untagged as the domain's expressions do).

    Returns:
        index → action name.
    """
    return {i: actions[token] for i, token in enumerate(tokens)
            if token in actions and (_in_verb_slot(tokens, tags, i, openers)
                                     or _before_object_and_verb(tokens, tags, i)
                                     or (token not in verbless and _after_a_clause(tokens, tags, i)))}


def _after_a_clause(tokens: Sequence[str], tags: Sequence[str], i: int) -> bool:
    """True when token ``i``, untagged, comes right after an argument span of a clause whose verb is
    tagged, with no joiner, and before a determiner and a span: a run-on clause's verb, "take two
    slices of bread toast them in the toaster *spread* the marmalade on them" (sixtieth-session blind
    probe 188: "spread", read as add's verb, had been left untagged and the marmalade dropped, done)."""
    return (0 < i < len(tokens) - 2 and tags[i] == "O" and tags[i - 1] != "O"
            and not tags[i - 1].startswith(VERB_TAG) and any(t.startswith(VERB_TAG) for t in tags[:i])
            and tokens[i + 1] in NOUN_MARKERS and tags[i + 1] == "O" and tags[i + 2].startswith("B-")
            and not tags[i + 2].startswith(VERB_TAG))


#: Most words from an untagged verb to the end of its object (:func:`_before_object_and_verb`).
_OBJECT_REACH = 6


def _before_object_and_verb(tokens: Sequence[str], tags: Sequence[str], i: int) -> bool:
    """True when token ``i``, untagged and first in ``tokens`` (after clause openers and fillers), is
    followed by untagged words and one object span (within :data:`_OBJECT_REACH` words) that ends right
    before an action's verb: "*take* a small pan melt the dark chocolate in it", "*get* the cast iron
    skillet put it on the stove" (fifty-ninth-session blind probe 153: the first verb untagged, the
    pan read as the next one's object or left out)."""
    if tags[i] != "O" or i != clause_start(tokens):
        return False
    k = i + 1
    while k < len(tokens) and k - i <= _OBJECT_REACH and tags[k] == "O":
        k += 1
    if k >= len(tokens) or tags[k] != "B-object":
        return False
    k += 1
    while k < len(tokens) and tags[k] in ("I-object", "O") and tokens[k] not in ("and", "then"):
        k += 1  # "the cast *iron skillet*": the object's words the tagger left out
    return k < len(tokens) and tags[k].startswith(VERB_TAG) and k - i <= _OBJECT_REACH + 2


def _in_verb_slot(tokens: Sequence[str], tags: Sequence[str], i: int, openers: frozenset) -> bool:
    """True when token ``i`` is untagged, first in its clause (at the start or after a word of
    ``openers``) and joined by "and" or "and then" to the next token's action verb."""
    if i + 2 >= len(tokens) or tags[i] != "O" or tokens[i + 1] != "and" or (i > 0 and tokens[i - 1] not in openers):
        return False
    after = i + 2 + (tokens[i + 2] == "then" and i + 3 < len(tokens))
    return tags[after].startswith(VERB_TAG)




def untagged_places(tokens: Sequence[str], tags: Sequence[str], actions: Mapping,
                    places: Iterable[str]) -> dict[int, str]:
    """The pronouns the tagger left untagged right after a preposition of a role of ``places`` (the
    domain's destination, source and instrument: "grab the masher and mash the potatoes *with it*",
    fifty-fifth-session probe) of the action tagged last before them (``actions``: name →
    :class:`slu_node.domain.Action`, its ``role_prepositions``), when no word between that verb and
    the pronoun is tagged with the role:
    "squeeze some lemon juice over *it*" had been ``add(lemon juice, *[ingredients]*)``, the salmon
    it was said of left out, where "pour some sauce over it" and "squeeze some lemon juice over
    them" were tagged (forty-eighth session's recipes). So for a pronoun after "use" or "using", in
    the role "with" leads for the next verb's action: "take the foil off the roasting tin and use *it*
    to cover the chicken" had been ``cover(chicken)``, the foil left out (fifty-eighth-session blind
    probe 113). The builder then reads the pronoun as it reads a tagged one.

    Returns:
        index → the role's BIO tag (``B-destination``).
    """
    found, action, since = {}, None, 0
    for i, (token, tag) in enumerate(zip(tokens, tags)):
        if tag.startswith(VERB_TAG):
            action, since = tag[len(VERB_TAG):], i
        if token in OBJECT_PRONOUNS and tag == "O" and i and tokens[i - 1] in _USING_WORDS:
            role = _used_role(tags[i + 1:], actions, places)
            if role is not None:  # "use *it* to cover the chicken": the next verb's "with" role
                found[i] = f"B-{role}"
            continue
        if token not in OBJECT_PRONOUNS or tag != "O" or not i or tags[i - 1] != "O" or action not in actions:
            continue
        roles = [r for r in actions[action].role_prepositions.get(tokens[i - 1], ()) if r in places]
        taken = {t[2:] for t in tags[since:i] if t != "O"}
        role = next((r for r in roles if r not in taken), None)
        if role is not None:
            found[i] = f"B-{role}"
    return found


def untagged_objects(tokens: Sequence[str], tags: Sequence[str], actions: Mapping,
                     is_thing: Callable[[str], bool], told_before: bool = False) -> dict[int, str]:
    """The pronouns (:data:`~slu_node.textnorm.OBJECT_PRONOUNS`) the tagger left untagged right after a verb's
    words (``tags``: its "B-act.<action>" and "I-act.<action>") whose action (``actions``: name →
    :class:`slu_node.domain.Action`) has an object, no word after the verb tagged as its object up to the next
    verb: "the dough is still a bit sticky so knead *it* thoroughly for another ten minutes" had been
    ``knead(*[ingredients]*)`` (seventy-seventh-session blind probe 705), where "... so knead it thoroughly" was
    tagged. Only where a thing (``is_thing``) is said before the verb or was told before the words read
    (``told_before``: a statement said first, left out, whose thing a pronoun stands for), and not in "it
    all": with nothing it could stand for, "stir it some more" stirs everything. The builder then reads the
    pronoun as it reads a tagged one.

    Returns:
        index → "B-object".
    """
    found = {}
    for i in range(1, len(tokens)):
        if (tokens[i] not in OBJECT_PRONOUNS or tags[i] != "O" or tags[i - 1][2:2 + len(ACT_PREFIX)] != ACT_PREFIX
                or tuple(tokens[i + 1:i + 2]) == ("all",)
                or not (told_before or any(is_thing(w) for w in tokens[:i - 1]))):
            continue
        action = actions.get(tags[i - 1][2 + len(ACT_PREFIX):])
        nxt = next((k for k in range(i + 1, len(tags)) if tags[k].startswith(VERB_TAG)), len(tags))
        if action is not None and action.arg(OBJECT_ROLE) is not None and f"B-{OBJECT_ROLE}" not in tags[i + 1:nxt]:
            found[i] = f"B-{OBJECT_ROLE}"
    return found


#: Words before a pronoun that say it is what the next verb is done with ("*use* it to cover the chicken").
_USING_WORDS = frozenset({"use", "using"})


def _used_role(tags: Sequence[str], actions: Mapping, places: Iterable[str]) -> Optional[str]:
    """The role of ``places`` that "with" leads for the action of the first verb in ``tags`` (BIO tags
    after "use it"), or None."""
    verb = next((t[len(VERB_TAG):] for t in tags if t.startswith(VERB_TAG)), None)
    if verb not in actions:
        return None
    return next((r for r in actions[verb].role_prepositions.get("with", ()) if r in places), None)


def foreign_words(tokens: Sequence[str], tags: Sequence[str], known: Container[str],
                  dropped: Container[int] = ()) -> list[int]:
    """Indices of the words outside the domain (``known``: its words; not a number of digits) that no
    argument reads: untagged (``tags``: BIO, one per token) or in a span the builder dropped
    (``dropped``: their indices). Many of them mark speech that is no command
    (:class:`slu_node.clarify.ClarificationPolicy`, ``foreign_min``)."""
    return [i for i, (word, tag) in enumerate(zip(tokens, tags))
            if (tag == "O" or i in dropped) and word not in known and not word[0].isdigit()]


def untagged_last_words(tokens: Sequence[str], tags: Sequence[str], actions: Mapping,
                        known: Container[str]) -> dict[int, str]:
    """The last word of ``tokens`` (past closing words, :func:`slu_node.textnorm.closing_start`) when
    the tagger left it untagged, the domain does not know it (``known``: its words), and it comes right
    after a preposition of a role (but the object and the quantity) of the action tagged last before
    it, a role that no word since that verb holds: "mash potatoes with *pho*", heard at 10 dB for "with fork",
    had been ``mash(potato)``, what was said there left out, where "mash potatoes with the pho" was
    tagged and asked about (fifty-fourth session; five replayed spoken sets: that one fewer accepted
    wrong, nothing else changed). Not when another untagged word is outside the domain too: such
    speech is judged out of domain for its foreign words ("find then move the tongs living in
    america"). The builder then reads the word as it reads a tagged one it does not know, and the
    clarification policy asks about it.

    Returns:
        index → the role's BIO tag (``B-instrument``); empty when there is none.
    """
    i = closing_start(tokens) - 1
    if i < 2 or tags[i] != "O" or tags[i - 1] != "O" or not tokens[i].isalpha() or tokens[i] in known:
        return {}
    if any(k != i for k in foreign_words(tokens, tags, known)):
        return {}  # other words outside the domain: speech that is no command ("... living in america")
    since = max((k for k in range(i) if tags[k].startswith(VERB_TAG)), default=None)
    action = tags[since][len(VERB_TAG):] if since is not None else None
    if action not in actions:
        return {}
    taken = {t[2:] for t in tags[since:i] if t != "O"}
    roles = [r for r in actions[action].role_prepositions.get(tokens[i - 1], ()) if r not in taken]
    return {i: f"B-{roles[0]}"} if roles else {}


def untagged_last_value(tokens: Sequence[str], tags: Sequence[str], actions: Mapping,
                        value_types: Callable[[str], frozenset], leading: Container[str]) -> dict[int, str]:
    """The lexicon value that ends ``tokens`` (past closing words, :func:`slu_node.textnorm.closing_start`;
    at most :data:`~slu_node.textnorm.LONGEST_VALUE_WORDS` words, the fewest that name one), its words
    untagged, said after a preposition of a role of the action tagged last before it and leading words
    (``leading``: "the", "big"), when that role's types hold the value (``value_types``: its types, empty
    for none) and no word since that verb holds the role: "get the marge out of the *icebox*" had been
    ``remove(margarine)``, the place left out unasked, where "... out of the fridge" was tagged
    (seventy-first-session blind probe 476, with the lexicon's new "icebox"). The builder then reads the
    words as it reads tagged ones.

    Returns:
        index → the role's BIO tag (``B-source``, ``I-source``); empty when there is none.
    """
    end = closing_start(tokens)
    start = next((k for k in range(end - 1, max(-1, end - LONGEST_VALUE_WORDS - 1), -1)
                  if all(t == "O" for t in tags[k:end]) and value_types(" ".join(tokens[k:end]))), None)
    if start is None:
        return {}
    since = max((j for j in range(start) if tags[j].startswith(VERB_TAG)), default=None)
    action = actions.get(tags[since][len(VERB_TAG):]) if since is not None else None
    if action is None:
        return {}
    k = start - 1  # back past leading words to the preposition ("of" leads and is one: "out *of* the")
    while k > since and tokens[k] in leading and tokens[k] not in action.role_prepositions and tags[k] == "O":
        k -= 1
    if k <= since or tags[k] != "O":
        return {}
    types = value_types(" ".join(tokens[start:end]))
    taken = {t[2:] for t in tags[since:k] if t != "O"}
    roles = [r for r in action.role_prepositions.get(tokens[k], ())
             if r not in taken and set(action.arg(r).types) & types]
    return {j: ("B-" if j == start else "I-") + roles[0] for j in range(start, end)} if roles else {}


def untagged_modality_end(tokens: Sequence[str], tags: Sequence[str], actions: Mapping,
                          modality_type: Callable[[str], Optional[str]]) -> dict[int, str]:
    """The words that end ``tokens`` (past closing words, :func:`slu_node.textnorm.closing_start`),
    none tagged, after the last tagged word, when they say a value (``modality_type`` gives the type
    of a phrase that is a modality value, None for none) that the modality role of the action tagged
    last holds: "stir them *now and then*", the lexicon's occasionally, which the tagger left
    untagged and the parser then dropped (fifty-ninth-session blind probe 144: done as ``mix(bean)``).
    The longest such run is taken; one word only when it ends in "-ly" ("stir the risotto *constantly*", said
    first and moved there by :func:`slu_node.fronted_manner.manner_first`), not a lone "now".

    Returns:
        index → BIO tag ("B-modality", "I-modality", ...); empty when there is none.
    """
    end = closing_start(tokens)
    tagged = [k for k in range(end) if tags[k] != "O"]
    since = max((k for k in tagged if tags[k].startswith(VERB_TAG)), default=None)
    action = actions.get(tags[since][len(VERB_TAG):]) if since is not None else None
    spec = action.arg(MODALITY_ROLE) if action is not None else None
    if spec is None:
        return {}
    start = next((j for j in range(tagged[-1] + 1, end) if (j < end - 1 or tokens[j].endswith("ly"))
                  and modality_type(" ".join(tokens[j:end])) in spec.types), None)  # no lone "now", but "constantly"
    if start is None:
        return {}
    return {k: ("B-" if k == start else "I-") + MODALITY_ROLE for k in range(start, end)}


#: Times a word said over and over in a row marks a recogniser's decoder caught in a loop ("i want to
#: bring four pea pea pea pea pea pea", heard for a spoken SNIPS sentence and done as ``take(4, pea)``;
#: twenty-sixth session). A speaker says a word twice ("the the sugar"), seldom four times.
LOOP_REPEATS = 4


def loops(tokens: Sequence[str]) -> list[int]:
    """Indices of the words of ``tokens`` in a run of one word said :data:`LOOP_REPEATS` or more times."""
    out: list[int] = []
    start = 0
    for k in range(1, len(tokens) + 1):
        if k == len(tokens) or tokens[k] != tokens[start]:
            if k - start >= LOOP_REPEATS:
                out.extend(range(start, k))
            start = k
    return out


#: Words that name a person of the household, said to call them ("*mum* could you stir the soup",
#: "drain the peas in the colander *kids*"): the request is theirs, not the robot's
#: (:func:`addressed_elsewhere`). Words of endearment ("love", "dear") are courtesies to the robot too
#: (:data:`slu_node.textnorm.COURTESY_PHRASES`). English.
PERSON_WORDS = frozenset({"mum", "mom", "mam", "mummy", "mommy", "mother", "dad", "daddy", "father", "kids",
                          "children", "grandma", "granny", "gran", "nana", "nanna", "nan", "grandpa", "granddad",
                          "grandad",
                          "son", "daughter", "boys", "girls", "auntie", "aunty", "uncle",
                          "guys", "everyone", "everybody", "folks"})  # "*guys* can one of you ..." (probe)
#: Wake words of other voice assistants: an utterance that starts with one is said to that assistant
#: ("*alexa* add double cream and puff pastry to my shopping list" had been done as add; sixtieth-session
#: blind set). English.
OTHER_ASSISTANTS = frozenset({"alexa", "siri", "google", "cortana", "bixby"})
#: Words that may come before a name said first ("*hey* sam grab the colander"; "*yeah* can you do me a
#: small mocha", a coffee order, names no one).
_BEFORE_NAME = frozenset({"hey", "oi", "okay", "ok", "right", "so", "now", "and", "yeah", "yes", "yep", "well", "hi",
                          "hello", "hiya", "sorry", "please"})
#: Words that call the one named after them, whatever follows ("*hey* jo flip the burgers when you get a sec": a
#: seventy-sixth-session blind not-command, asked about as a condition until "when you get a sec" was a courtesy).
_CALLING = frozenset({"hey", "oi", "hi", "hiya", "hello"})
#: Words after a name said first that ask the one named ("sam *could you* ...").
_ASKING_MODALS = frozenset({"could", "can", "would", "will"})


def _name_at(tokens: Sequence[str]) -> int:
    """Where a name said first would stand: past the words of :data:`_BEFORE_NAME` ("*okay* jo ...")."""
    k = 0
    while k < len(tokens) - 1 and tokens[k] in _BEFORE_NAME:
        k += 1
    return k


def addressed_elsewhere(tokens: Sequence[str], known: Container[str]) -> list[str]:
    """The words that address the utterance to someone other than the robot: a word of
    :data:`PERSON_WORDS` first (after :data:`_BEFORE_NAME` words) or last ("*mum* could you give the
    soup a stir", "drain the peas in the colander *kids*"), a word of :data:`OTHER_ASSISTANTS` first
    ("*alexa* add eggs to my list"), or a name, a word the domain does not know
    (``known``) and no filler or clause opener, said first before "could you", "can you" and the
    like ("*ellie* can you drain the pasta"), after a call of :data:`_CALLING` ("hey *jo* flip the burgers",
    the call kept by the parser: :func:`called_by_name`) or before "be a" ("*josh* be a love and grab the
    colander":
    a not-command that "for your mother" after it, read as whom it is for since the sixty-seventh session
    (:func:`done_for`), had kept asked about). A blind set of 30 such requests (fifty-sixth session)
    had 19 done. A name said before a bare verb ("sam grab the colander") or last is left to the
    tagger: an unknown first or last word is as often an adverb or an interjection ("*yo* throw the
    penne in the pot", "*meanwhile* grate the cheese", "let it *rest*"), and reading those as names
    lost 16 typed fixture commands. The robot's own name ("robot", "chef") is a courtesy, left out
    before this is asked. English."""
    if not tokens:
        return []
    k = _name_at(tokens)
    first, last = tokens[k], tokens[-1]
    if first in PERSON_WORDS or last in PERSON_WORDS or first in OTHER_ASSISTANTS:
        return [first if first in PERSON_WORDS or first in OTHER_ASSISTANTS else last]
    if _a_name(first, known) and (list(tokens[k + 1:k + 3]) in ([m, "you"] for m in _ASKING_MODALS)
                                   or list(tokens[k + 1:k + 3]) == ["be", "a"]
                                   or (k and called_by_name(tokens[k - 1:], known))):
        return [first]  # "*ellie* can you drain the pasta", "*josh* be a love and grab the colander", "hey *jo* flip"
    return []


def called_by_name(tokens: Sequence[str], known: Container[str]) -> bool:
    """True when ``tokens`` start with a word of :data:`_CALLING` and a name (:func:`_a_name`: a word the
    domain does not know, ``known``; not a greeting, "hey there", "hey chef", nor a call of the robot): "*hey jo*
    flip the burgers when you get a sec" is said to Jo (a seventy-sixth-session blind not-command, done once
    "when you get a sec" was read as a courtesy). The parser keeps the call for :func:`addressed_elsewhere`."""
    return (len(tokens) > 2 and tokens[0] in _CALLING and tuple(tokens[:2]) not in GREETING_PHRASES
            and tokens[1] not in ROBOT_CALLS and _a_name(tokens[1], known))


def asked_by_name(tokens: Sequence[str], known: Container[str]) -> range:
    """The indices of a request's modal and "you" said right after a name that starts ``tokens`` (after
    :data:`_BEFORE_NAME` words; :func:`_a_name`, ``known`` the domain's words): "kemal *would you* mind grating
    the courgettes ..." (a seventy-seventh-session blind not-command, done: "would you mind" had been left out
    as a lead-in, and a name before a bare verb is left to the tagger). The parser keeps them for
    :func:`addressed_elsewhere`; ``range(0)`` when there are none."""
    k = _name_at(tokens)
    if (k + 2 < len(tokens) and _a_name(tokens[k], known) and tokens[k + 1] in _ASKING_MODALS
            and tokens[k + 2] == "you"):
        return range(k + 1, k + 3)
    return range(0)


#: Words that call the robot in an utterance that also calls people ("*robot* stir the soup and sam can you
#: set the table"; :func:`said_to_others`).
ROBOT_CALLS = frozenset({"robot"})
#: Words of endearment that call a person where the robot is called by its name ("love could you open the
#: wine and robot ..."); alone they are courtesies to the robot (:data:`slu_node.textnorm.COURTESY_PHRASES`).
ENDEARMENTS = frozenset({"love", "darling", "sweetie", "honey", "dear", "mate", "pet", "hen", "babe",
                         # a grandparent to a child (sixty-seventh-session blind probe 362)
                         "poppet", "madam", "missy", "sunshine", "petal", "kiddo", "lovey", "duckie", "sweetpea"})
#: Words that join the clause said to one listener to the clause said to the next ("... *and* sam ...").
_TURN_JOINS = frozenset({"and", "then", "but", "so", "okay", "ok", "right", "now", "oh"})


def said_to_others(tokens: Sequence[str], known: Container[str], verbs: Container[str]) -> set[int]:
    """Indices of the clauses said to people where the robot is called too (a word of :data:`ROBOT_CALLS`):
    each from a word that calls a person (:data:`PERSON_WORDS` or an endearment of :data:`ENDEARMENTS`,
    first in its clause or before "can you", "could you", "you"; or a name, a word the domain does not
    know, first in its clause before those or a word of ``verbs``, or after "and" before a word the domain
    does not know or one of :data:`_CALLED_TO` ("... *and lucy come* and watch this"), or first in the
    utterance before a call of the robot later in it: "*ben go and find your sister's shoes* robot tip the penne
    into the pot", sixty-second-session blind probe 235) to the next call of the robot or the end, the joining
    words around it included. "robot add two tablespoons of soy sauce to the wok and
    *dad you keep an eye on the rice*", "*sam grab the ketchup from the cupboard and* robot fry the
    sausages" had the robot do both (fifty-eighth-session blind probe 133: 5 of 40 done exactly, 5 done
    wrong). Empty when the robot is not called. English."""
    calls = [i for i, t in enumerate(tokens) if t in ROBOT_CALLS]
    if not calls:
        return set()
    out: set[int] = set(talk_before_call(tokens, verbs))
    for i, token in enumerate(tokens):
        after = tokens[i + 1] if i + 1 < len(tokens) else ""
        asks = after in _ASKING_MODALS or after == "you"  # "... love *can you* put the kettle on"
        start = i == 0 or tokens[i - 1] in _TURN_JOINS or tokens[i - 1] in _BEFORE_NAME
        person = token in PERSON_WORDS or token in ENDEARMENTS
        named = (start and _a_name(token, known) and token not in _ASKING_MODALS
                 and token not in QUESTION_AUXILIARIES and (asks or after in verbs or (
                     i == 0 and any(c > i + 1 for c in calls))
                     # "robot whisk the egg whites until stiff *and lucy come* and watch this" (seventy-seventh-
                     # session blind probe 735): after "and", a word the domain does not know or a call to come
                     or (i > 0 and tokens[i - 1] == "and" and bool(after) and (after not in known
                                                                              or after in _CALLED_TO))))
        if i in out or not ((person and (start or asks)) or named):
            continue
        lead = i  # "... *and* dad you keep an eye on the rice": the joiner before too
        while lead > 0 and tokens[lead - 1] in _TURN_JOINS:
            lead -= 1
        out.update(range(lead, next((c for c in calls if c > i), len(tokens))))  # to the next "robot"
    return out


#: Words said to a person called by name after "and" that the domain may know too ("and lucy *come* and watch").
_CALLED_TO = frozenset({"come", "go", "it's", "sit", "hold", "stop", "don't", "be"})
#: Determiners before the robot's name that make it spoken of, not called ("did *the* robot add the
#: sugar"; not "that" or "this", which end a clause as often: "oh she always does *that* robot season
#: ...", "i fancy some flatbreads with *this* robot add a cup of warm water ...", sixty-third-session blind
#: probe 266).
_ROBOT_SPOKEN_OF = frozenset({"the", "a", "an", "my", "your", "our"})
#: Words before a verb that make it no command of the speaker's to the robot but a verb of their own talk
#: to someone else, their subjects and auxiliaries ("*i'll* put some music on in a minute robot heat ...",
#: "where did *i* put the corkscrew robot boil ...", "did *you* bring the dog ... robot melt ...";
#: sixty-third-session blind probe 264, a friend in the kitchen, had these asked about).
SPOKEN_OF_VERB = (PERSON_SUBJECTS | QUESTION_AUXILIARIES | _ASKING_MODALS
                   | frozenset({"i'll", "we'll", "you'll", "i'd", "we'd", "you'd", "to", "should", "shall", "must",
                                "might", "gonna", "wanna"}))
#: Words that may stand between the robot's name and the verb of its command ("robot *could you* ...").
_BEFORE_CALLED_VERB = frozenset({"could", "can", "would", "will", "you", "please", "now", "just"})


#: Words a person said after "for" may follow ("for *your* mum").
_WHOSE = frozenset({"my", "your", "our", "his", "her", "their", "the", "tonight's", "today's"})
#: Meals named as a part of the day's cooking ("right *breakfast* slide two waffles ...":
#: :func:`slu_node.headers.course_headers`). English.
MEALS = frozenset({"breakfast", "brunch", "lunch", "dinner", "supper", "dessert",
                   "starters", "mains",  # "right *starters first* take the prawns ..." (blind probe 449)
                   # "right *lunchtime* heat the soup ..." (seventy-sixth-session blind probe 649)
                   "lunchtime", "dinnertime", "teatime", "suppertime", "breakfasttime"})
#: Meals and courses things are done for, said like a person ("peel three bananas *for pudding* and mash them":
#: sixty-ninth-session blind probe 422, the pudding had been peeled too). English.
_MEALS_FOR = MEALS | {"pudding", "afters", "tea", "starter",
                      "service"}  # a restaurant's: "peel five kilos of spuds *for tonight's service*" (blind probe 536)
#: Words that may follow the person things are done for ("... for your mum *and* ...").
_AFTER_FOR_SOMEONE = frozenset({"and", "then", "please", "too", "now", "later", "tonight", "robot", "thanks",
                                "thank", "on", "in", "at", "for", "with", "into", "onto", "over"})


def done_for(tokens: Sequence[str], known: Container[str]) -> set[int]:
    """Indices of "for" and a person (:func:`_someone`: of the household, an endearment, "him", a name; two
    joined by "and") or "for" or "before" and a meal (:data:`_MEALS_FOR`), "your", "tonight's" or the like
    between, said at the end or before a word of :data:`_AFTER_FOR_SOMEONE`: whom or what it is done for ("knead the pizza dough
    *before service*": seventy-third-session blind probe 536, out of domain),
    which no role holds ("put four scones in a tupperware *for your mum*": sixty-seventh-session blind
    probe 362, "mum" had been read as a place, out of the domain). None in an utterance said first to
    someone else (:func:`addressed_elsewhere` of all but its last word: "*josh* be a love and grab the
    colander for your mother", whose last word had kept it asked about). English."""
    if addressed_elsewhere(tokens[:-1], known):
        return set()
    out: set[int] = set()
    for i, t in enumerate(tokens[:-1]):
        if t not in ("for", "before"):
            continue
        k = i + 1 + (tokens[i + 1] in _WHOSE)
        # whom: "for *him*", "for *jess*" (a name, no word of the domain: seventy-fourth-session blind probe
        # 585, a family brunch); "for *mum and dad*"
        while (k + 2 < len(tokens) and t == "for" and _someone(tokens, k, i, known) and tokens[k + 1] == "and"
               and _someone(tokens, k + 2, i, known)):
            k += 2
        if k < len(tokens) and ((t == "for" and _someone(tokens, k, i, known))
                                or tokens[k] in _MEALS_FOR) and (
                k + 1 == len(tokens) or tokens[k + 1] in _AFTER_FOR_SOMEONE):
            out.update(range(i, k + 1))
    return out


#: Object pronouns of people a thing is done for ("peel four kiwis *for him*").
_FOR_WHOM = frozenset({"him", "her", "us"})


def _someone(tokens: Sequence[str], k: int, i: int, known: Container[str]) -> bool:
    """True when ``tokens[k]`` names a person after "for" at ``i``: a word of :data:`PERSON_WORDS`, an
    endearment, a pronoun of :data:`_FOR_WHOM`, or, right after "for", a name (letters, no word of ``known``,
    the domain's words)."""
    word = tokens[k]
    return (word in PERSON_WORDS or word in ENDEARMENTS or word in _FOR_WHOM
            or (k == i + 1 and bool(known) and word.isalpha() and word not in known))


def talk_before_call(tokens: Sequence[str], verbs: Container[str]) -> range:
    """The indices of the talk before the robot's name called last, and of the name, when a verb of
    ``verbs`` said as one follows the name (past :data:`_BEFORE_CALLED_VERB` words) and none is said
    before it: talk to someone else, then the robot's command ("*so how was the flight robot* grab me
    the big saucepan", "*oh he never did robot* boil the sweet potatoes"; sixty-second-session blind
    probe 252, cooking while chatting to a friend: 10 of 40 done at first). The name goes with the
    talk as it goes first in an utterance (:data:`slu_node.textnorm.COURTESY_PHRASES`): kept, it was
    read as a verb of the robot's own before its object ("i'll go and find the remote robot heat the
    custard" was asked about, :func:`foreign_verbs_with_objects`). A verb before the name is of the
    talk when the person it is said to is called right before the robot, the robot called first there
    (a word of :data:`PERSON_WORDS` or an endearment: "*stir that for me love* robot add the salt";
    not a name, which any word the domain does not know may seem: "grab a kilo of potatoes dad was the
    motorway *busy* robot peel them"). Empty otherwise."""
    call = max((i for i, t in enumerate(tokens) if t in ROBOT_CALLS), default=None)
    if call is None:
        return range(0)
    j = call + 1
    while j < len(tokens) and tokens[j] in _BEFORE_CALLED_VERB:
        j += 1
    if call == 0 or j >= len(tokens) or not verb_said(tokens, j, verbs) or tokens[call - 1] in _ROBOT_SPOKEN_OF:
        return range(0)  # "did *the* robot add the sugar" speaks of the robot
    called_person = (tokens[call - 1] in PERSON_WORDS or tokens[call - 1] in ENDEARMENTS) and not any(
        t in ROBOT_CALLS for t in tokens[:call])
    if not called_person and any(verb_said(tokens, i, verbs) and (i == 0 or tokens[i - 1] not in SPOKEN_OF_VERB)
                                 for i in range(call)):
        return range(0)  # "stir the soup robot add the salt": two commands
    return range(0, call + 1)


def _a_name(word: str, known: Container[str]) -> bool:
    """True when ``word`` could be a person's name: letters only, foreign to the domain (``known``), no
    filler, clause opener, question word or pronoun."""
    return (word.isalpha() and word not in known and word not in FILLER_WORDS and word not in CLAUSE_OPENERS
            and word not in QUESTION_WORDS and word not in _NOT_NAMES)


#: Words before "could you" that are no name: other question words and pronouns ("*what* could you
#: ...", "*who* would you stir the soup", a recogniser's noise, stays a command).
_NOT_NAMES = frozenset({"what", "which", "when", "whatever", "i", "we", "they", "it", "this", "that", "there"})
