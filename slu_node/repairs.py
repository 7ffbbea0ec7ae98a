"""Self-repairs in a spoken command: the words the speaker took back, found before tagging.

A self-repair has three parts (Levelt 1983, "Monitoring and self-repair in speech"; Shriberg 1994,
"Preliminaries to a theory of speech disfluencies", ch. 2): the *reparandum* taken back, an *editing
term* ("no", "sorry", "i mean") and the *repair* that replaces it:

    add [two] {no} three eggs to the bowl          → add three eggs to the bowl
    put the pan [on the stove] {sorry} in the oven  → put the pan in the oven
    [stir] {no} whisk the eggs                      → whisk the eggs

:func:`reparanda` finds the reparandum by the kind of word the repair starts with, going back to the
nearest word of that kind: a verb restarts the action, a preposition its phrase, a determiner or a
number its value, a bare lexicon value the value said right before the editing term. It takes a
reparandum only when it is a whole phrase of that kind (no verb or preposition inside, not ending on
a word that asks for more), so that "put the pan on, uh, the stove" is a hesitation, not a repair.
After a hesitation ("uh", "um") it takes a verb restart only when the abandoned phrase is cut off, a
verb phrase alone or says the same verb, and another phrase only when it starts with the same word
as the repair ("into the bowl, uh, into the jug"). An exact repetition of two to four words ("take
out the take out the tray") keeps the second, and so does a restart after a word cut off ("put the
pa put the pan").

A repair it cannot place stays in the text, and the clarification policy asks about it
(:func:`slu_node.cues.self_repairs`). English; the editing terms are the common ones of Shriberg's
Switchboard and ATIS counts (ch. 5).
"""

from __future__ import annotations

from typing import Callable, Container, Optional, Sequence

from slu_node.cues import TAKE_BACK_PHRASES
from slu_node.domain import Domain
from slu_node.numbers import APPROXIMATORS, NUMBER_WORDS
from slu_node.textnorm import DANGLING_WORDS, FILLER_WORDS, OBJECT_PRONOUNS, closing_start, phrases_at

#: Editing terms, longest first where one starts another.
EDITING_PHRASES = (
    ("no", "wait"), ("wait", "no"), ("no", "sorry"), ("sorry", "no"), ("actually", "no"), ("oh", "no"),
    ("i", "mean"), ("i", "meant"), ("sorry", "i", "mean"), ("sorry", "i", "meant"), ("no", "i", "mean"),
    ("or", "rather"), ("actually", "make", "that"), ("no", "make", "that"), ("make", "that"),
    ("no", "make", "it"), ("make", "it"),
    *(p for p in TAKE_BACK_PHRASES if len(p) > 1), ("no",), ("sorry",), ("actually",), ("rather",), ("wait",),
    ("oops",), ("my", "mistake"), ("my", "bad"),  # seventieth-session blind probe 453
)
#: Hesitations that can stand as an editing term (:func:`reparanda`, stricter rules).
HESITATIONS = frozenset({"uh", "um", "uhm", "er", "erm"})
#: Words that open the phrase of a place, an instrument, a time... ("on the stove", "with a fork").
PREPOSITIONS = frozenset({"in", "into", "on", "onto", "with", "to", "for", "at", "from", "over", "under",
                          "through", "using", "until", "inside", "off", "by"})
#: Words that open the phrase of a value ("the sugar", "some milk").
DETERMINERS = frozenset({"the", "a", "an", "some", "my", "your", "this", "that", "these", "those"})
#: Number words that start a quantity (not "and", "of", "point").
_COUNT_STARTS = (NUMBER_WORDS - {"and", "of", "point"}) | APPROXIMATORS
_LONGEST_VALUE = 4
#: Words after which a verb starts a clause ("*could you* put the, uh, take the bowl").
#: Words that join a clause to the one before it: a hesitation after them is no cut-off (:func:`_restart`).
_JOINING = frozenset({"and", "then", "or"})
CLAUSE_STARTS = frozenset({"and", "then", "now", "next", "please", "you", "okay", "ok", "so", "right", "alright",
                           "also", "that", "to"})


def _is_number(token: str) -> bool:
    return token in _COUNT_STARTS or token[:1].isdigit()


def _number_start(tokens: Sequence[str], r: int) -> bool:
    """True when a quantity starts at ``r``: a number word or digits, or "a"/"an" before one ("a
    hundred")."""
    if _is_number(tokens[r]) and tokens[r] not in ("a", "an"):
        return True
    return tokens[r] in ("a", "an") and r + 1 < len(tokens) and _is_number(tokens[r + 1])


class _Reader:
    """The word kinds of one utterance's tokens, for :func:`reparanda`."""

    def __init__(self, tokens: Sequence[str], domain: Domain, gone: set) -> None:
        self.tokens, self.domain, self.gone = tokens, domain, gone

    def verb(self, i: int) -> bool:
        """True when token ``i`` starts a verb phrase of the domain and is no lexicon value ("whisk"
        is both), unless it starts the utterance or a clause ("whisk the eggs, no, ...")."""
        if self.tokens[i] not in self.domain.verb_starts:
            return False
        return self.domain.lookup(self.tokens[i]) is None or self.clause_start(i)

    def verb_phrase(self, start: int, end: int) -> bool:
        """True when ``tokens[start:end]`` is one of the domain's verb phrases, and nothing more."""
        phrase = " ".join(self.tokens[start:end])
        return any(action.says(phrase) for action in self.domain.actions.values())

    def clause_start(self, i: int) -> bool:
        """True when token ``i`` is first, or comes after a :data:`CLAUSE_STARTS` word or a filler."""
        return i == 0 or self.tokens[i - 1] in CLAUSE_STARTS or self.tokens[i - 1] in FILLER_WORDS

    def value_at(self, start: int, end: int) -> Optional[frozenset]:
        """Types of the lexicon value ``tokens[start:end]``; None when it is none."""
        if start < 0 or any(k in self.gone for k in range(start, end)):
            return None
        types = self.domain.value_types(" ".join(self.tokens[start:end]))
        return types or None

    def value_from(self, r: int, shortest: int = 1) -> Optional[frozenset]:
        """Types of the longest lexicon value of ``shortest`` words or more starting at ``r``."""
        for end in range(min(len(self.tokens), r + _LONGEST_VALUE), r + shortest - 1, -1):
            types = self.value_at(r, end)
            if types:
                return types
        return None

    def whole(self, start: int, end: int) -> bool:
        """True when ``tokens[start:end]`` reads as one finished phrase: a domain word in it, no verb
        or preposition after its first word, and its last word asks for nothing more."""
        words = self.tokens[start + 1:end]
        return (end > start + 1 and self.tokens[end - 1] not in DANGLING_WORDS
                and any(t in self.domain.known_words for t in self.tokens[start:end])
                and not any(t in PREPOSITIONS for t in words)
                and not any(self.verb(k) for k in range(start + 1, end)))

    def nearest(self, before: int, kind: Callable[[int], bool]) -> Optional[int]:
        """The last index before ``before``, not taken back already, for which ``kind`` holds."""
        return next((k for k in range(before - 1, -1, -1) if k not in self.gone and kind(k)), None)


def _restart(read: _Reader, i: int, r: int, hesitation: bool) -> Optional[int]:
    """A repair that starts with a verb restarts the clause, from a verb that starts one ("crack
    open, no, ..."). After a hesitation, only a phrase cut off, a verb phrase alone or one with the
    same verb: "add the salt, uh, stir the soup" is two actions, and so is one joined by "and" or
    "then" ("take the mince out of the fridge and, uh, brown it" had lost its first action: fifty-fifth
    session probe). None when "first" ends the utterance: the step after the term is to be done before
    the one said first, both kept ("knead the pizza dough oh wait add a bit more flour first" had lost
    the kneading: sixty-third-session blind probe 262; :func:`slu_node.ordering.said_order` puts
    them in order)."""
    tokens = read.tokens
    if tokens[closing_start(tokens) - 1] == "first":
        return None  # a step to do before: "drain the noodles oh wait take the pot off the hob *first*"
    s = read.nearest(i, lambda k: read.verb(k) and read.clause_start(k))
    if (s is not None and hesitation and tokens[i - 1] in _JOINING and tokens[i - 2] not in DANGLING_WORDS
            and not read.verb_phrase(s, i - 1)):
        return None
    if s is None or not hesitation or tokens[i - 1] in DANGLING_WORDS or tokens[s] == tokens[r]:
        return s
    return s if read.verb_phrase(s, i) else None


def _amount(read: _Reader, i: int, r: int, hesitation: bool) -> Optional[int]:
    """A repair that starts with a number takes back the amount before the editing term: its number
    words and what they count, when the repair counts the same thing ("two eggs, sorry, three eggs")
    or an amount of the same type ("two cups, sorry, two tablespoons"); "ten minutes, no, make it
    fifteen" does not say what it counts."""
    tokens = read.tokens
    s = read.nearest(i, lambda k: _is_number(tokens[k]))
    while s is not None and s > 0 and s - 1 not in read.gone and (
            _is_number(tokens[s - 1]) or (tokens[s - 1] == "and" and s > 1 and _is_number(tokens[s - 2]))):
        s -= 1
    if s is None or (hesitation and tokens[s] != tokens[r]):
        return None
    if any(t in PREPOSITIONS for t in tokens[s:i]) or any(read.verb(k) for k in range(s, i)):
        return None
    counted = next((k for k in range(s, i) if not _is_number(tokens[k])), None)
    said = next((k for k in range(r, len(tokens)) if not _is_number(tokens[k])), len(tokens))
    if counted is None or (said < len(tokens) and tokens[said] == tokens[counted]):
        return s
    amount = read.value_at(s, counted + 1) or frozenset()
    return s if said < len(tokens) and amount & (read.value_at(r, said + 1) or frozenset()) else None


def _phrase(read: _Reader, i: int, r: int, hesitation: bool) -> Optional[int]:
    """A repair that starts with a preposition or a determiner takes back the whole phrase of that
    kind before the editing term ("on the stove, sorry, in the oven"); after a hesitation only one
    that starts with the same word ("into the bowl, uh, into the jug")."""
    tokens = read.tokens
    group = PREPOSITIONS if tokens[r] in PREPOSITIONS else DETERMINERS
    s = read.nearest(i, lambda k: tokens[k] in group)
    if s is not None and not hesitation and s == i - 1 and tokens[s] in DETERMINERS:
        return _cut_off_phrase(read, i, r)
    if s is None or (hesitation and tokens[s] != tokens[r]) or not read.whole(s, i):
        return None
    return s


def _cut_off_phrase(read: _Reader, i: int, r: int) -> Optional[int]:
    """A repair said after a phrase cut off at its determiner, which says the words between again
    with another value: "remove the bones from *the* no sorry the skin from the salmon" takes back
    "the bones from the" (sixty-ninth-session blind probe 403: the bones had been separated); the
    start of the earlier phrase that starts with the repair's first word, whose words after a
    preposition the repair says too; None when there is none."""
    tokens = read.tokens
    repair = list(tokens[r:])
    for s in range(i - 2, -1, -1):
        if s in read.gone or read.verb(s):
            return None
        prep = next((k for k in range(s + 1, i) if tokens[k] in PREPOSITIONS), None)
        if tokens[s] == tokens[r] and prep is not None and read.value_from(s + 1) is not None:
            tail = list(tokens[prep:i])
            if any(repair[k:k + len(tail)] == tail for k in range(1, len(repair) - len(tail))):
                return s
    return None


def _value(read: _Reader, i: int, r: int) -> Optional[int]:
    """A repair that starts with a bare lexicon value takes back a value of a type it shares said
    right before the editing term ("salt, or rather, pepper")."""
    types = read.value_from(r)
    if types is None:
        return None
    return next((k for k in range(max(0, i - _LONGEST_VALUE), i) if (read.value_at(k, i) or frozenset()) & types),
                None)


def _reparandum(read: _Reader, i: int, r: int, hesitation: bool) -> Optional[int]:
    """Start of the reparandum ending at ``i`` (the editing term's first token) for the repair at
    ``r``, by the kind of word the repair starts with; None when there is none."""
    word = read.tokens[r]
    if word in read.domain.verb_starts:
        if not hesitation and read.value_from(r, shortest=2) is not None:
            # a value named by a verb's word: "add sugar i mean *brown sugar* to the bowl" had been
            # cook(brown sugar, bowl) (sixty-ninth-session blind probe 403)
            value = _value(read, i, r)
            if value is not None:
                return value
        return _restart(read, i, r, hesitation)
    if _number_start(read.tokens, r):
        return _amount(read, i, r, hesitation)
    if word in PREPOSITIONS or word in DETERMINERS:
        return _phrase(read, i, r, hesitation)
    return None if hesitation else _value(read, i, r)


def _repetitions(tokens: Sequence[str]) -> set[int]:
    """The first copy of each run of one to six words said twice in a row ("take out the take out
    the tray", "two hundred and *and* twenty", "take the pan off the heat the pan off the heat"), not
    of number words alone (but "and"), unless one number word said twice before a word that is no number and
    after no preposition ("grab me *three* three sweet potatoes", "heat *a* a tablespoon of olive oil":
    seventy-seventh-session blind probe 727, asked about as an unknown amount)."""
    out: set[int] = set()
    for n in (6, 5, 4, 3, 2, 1):
        for a in range(len(tokens) - 2 * n + 1):
            # not "... off the bottle *at one one* saucepan", a recogniser's for "... no not that one the saucepan"
            said_twice = (n == 1 and a + 2 < len(tokens) and not _is_number(tokens[a + 2])
                          and (a == 0 or tokens[a - 1] not in PREPOSITIONS))
            if (tokens[a:a + n] == tokens[a + n:a + 2 * n] and not out.intersection(range(a, a + 2 * n))
                    and (said_twice or not all(_is_number(t) and t != "and" for t in tokens[a:a + n]))):
                out.update(range(a, a + n))
    return out


#: Most words said again after a word cut off ("*put the* pa put the pan").
_CUT_REACH = 4


def _cut_off_restarts(tokens: Sequence[str], domain: Domain) -> set[int]:
    """The words of each restart after a word cut off. A restart: the words before a token said again right
    after it, the word that token starts said in the copy or within two tokens after it ("put the *pa*
    put the pan", "wrap the *wr* wrap the trout", "mash the *pota* the sweet potatoes", "cover the bowl
    with *cli* with cling film", "melt the *but* melt the butter") drops the first copy and the cut
    word, when it is neither a verb word nor a value of the ``domain`` ("rice *cook* rice cooker" says
    both); a cut word that is no word of the domain said right before the word it starts ("*gra* grate
    the cheese") drops alone. These had been asked about (fifty-eighth-session blind probe 121, a
    recogniser's transcripts of disfluent speech: 10 of 40)."""
    out: set[int] = set()
    for f in range(1, len(tokens) - 1):
        cut = tokens[f]
        if not cut.isalpha() or cut in domain.verb_words or domain.is_value(cut):
            continue
        for start in range(f - 1, max(-1, f - 1 - _CUT_REACH), -1):
            n = f - start  # the words said again
            again = f + 1 + n
            if (tuple(tokens[start:f]) == tuple(tokens[f + 1:again])
                    and any(w != cut and w.startswith(cut) for w in tokens[f + 1:again + 2])):
                out.update(range(start, f + 1))
                break
    for f in range(len(tokens) - 1):
        cut = tokens[f]
        if cut.isalpha() and cut not in domain.known_words and tokens[f + 1] != cut and tokens[f + 1].startswith(cut):
            out.add(f)  # "gra grate the cheese"
    return out


#: Most words of a clause said again right after it, more fully ("peel the potatoes | peel four potatoes").
_LONGEST_FALSE_START = 5


def _abandoned_restarts(tokens: Sequence[str], domain: Domain) -> set[int]:
    """The words of each clause given up and started again with the same verb, the word before the
    restart dangling or cut off (no word of the domain): "open a can of open a tin of chickpeas",
    "take the chicken out of the take the chicken out of the fridge", "squeeze the lem squeeze the
    lime over the fish" (fifty-ninth-session blind probe 158: asked about, or two acts done); so is one
    whose first three words are said again ("put the rice in the *herb* put the rice in the rice
    cooker", a hesitation heard as a word), or whose last word the restart says longer ("grab the
    *sauce* grab the *saucepan*"). The clause starts at the verb said again, first in its clause, with
    no "and" or "then" between, and the word after the verb is said again too ("whisk the eggs with a
    fork no with *the whisk*" is none)."""
    out: set[int] = set()
    for f in range(2, len(tokens)):
        before = tokens[f - 1]
        if tokens[f] not in domain.verb_starts or before in _JOINING or before in CLAUSE_STARTS:
            continue  # "add the salt *and* add the pepper": two clauses
        s = next((k for k in range(f - 2, -1, -1) if tokens[k] == tokens[f] or tokens[k] in _JOINING), None)
        if (s is not None and tokens[s] == tokens[f] and f - s <= _LONGEST_FALSE_START and f + 1 < len(tokens)
                and (s == 0 or tokens[s - 1] in CLAUSE_STARTS or tokens[s - 1] in FILLER_WORDS)
                and (tokens[f + 1] in OBJECT_PRONOUNS or any(w in tokens[f + 1:f + 4] for w in tokens[s + 2:f]
                                                         if w not in FILLER_WORDS and domain.is_thing(w)))):
            # "peel the potatoes *peel four potatoes* with the peeler", "knead the dough *knead it* for ten
            # minutes", "stir the risotto er *stir it* constantly": said again, more fully (seventy-fifth-session
            # blind probe 632: both had been done)
            out.update(range(s, f))
            continue
        if (s is None or tokens[s] != tokens[f] or f + 1 >= len(tokens) or tokens[s + 1] != tokens[f + 1]
                or not (s == 0 or tokens[s - 1] in CLAUSE_STARTS or tokens[s - 1] in FILLER_WORDS)):
            continue
        given_up = before in DANGLING_WORDS or (before.isalpha() and before not in domain.known_words)
        said_again = tokens[s:s + 3] == tokens[f:f + 3] and f - s >= 3  # "put the rice in the *herb* put the rice ..."
        at = f + (f - 1 - s)  # the word of the restart where the last word given up stood
        # "grab the *sauce* grab the *saucepan*": the word given up said longer
        cut = at < len(tokens) and tokens[at] != before and tokens[at].startswith(before)
        if given_up or said_again or cut:
            out.update(range(s, f))
    return out


def _paused_in_phrase(read: _Reader, i: int, r: int) -> bool:
    """True when the hesitation at ``i`` falls inside a phrase: after a determiner or a preposition said
    again after it ("for uh for a bit longer"), or after a determiner and before a lexicon value that
    no determiner follows ("in the uh sieve", not the restart "put the uh take *the* bowl")."""
    tokens, before = read.tokens, read.tokens[i - 1]
    if before not in DETERMINERS | PREPOSITIONS:
        return False
    if tokens[r] == before:
        return True
    if _number_start(tokens, r):
        return False  # an amount said again: "half a uh half a teaspoon" (:func:`_amount`)
    end = next((e for e in range(min(len(tokens), r + _LONGEST_VALUE), r, -1) if read.value_at(r, e)), None)
    return before in DETERMINERS and end is not None and (end == len(tokens) or tokens[end] not in DETERMINERS)


def reparanda(tokens: Sequence[str], domain: Domain, described: Container[int] = ()) -> set[int]:
    """Indices of the words of ``tokens`` that a self-repair takes back: each reparandum with its
    editing term (and hesitations right after the term), the first copy of a repeated run, the
    words of a restart after a word cut off (:func:`_cut_off_restarts`) and a clause given up for the
    same verb (:func:`_abandoned_restarts`).

    Args:
        tokens: the utterance's tokens (:func:`slu_node.textnorm.tokenize`).
        domain: gives the verbs (:attr:`Domain.verb_starts`), lexicon values and known words.
        described: indices of words that say which thing was meant (:func:`slu_node.describing.descriptions`):
            a hesitation among them takes nothing back ("pour the orange juice into the glasses *um the
            small ones*": seventy-second-session blind probe 497, the glasses had been taken back).

    Returns:
        a set of token indices (empty when nothing is taken back). Repairs are read left to right, so
        "take the knife, no, the spoon, sorry, the ladle" leaves "take the ladle".
    """
    gone = _repetitions(tokens) | _cut_off_restarts(tokens, domain) | _abandoned_restarts(tokens, domain)
    read = _Reader(tokens, domain, gone)
    terms = [*EDITING_PHRASES, *((h,) for h in sorted(HESITATIONS))]
    first = {}  # position → the longest editing term said there
    for i, phrase in phrases_at(tokens, terms):
        first.setdefault(i, phrase)
    for i, phrase in sorted(first.items()):
        if i == 0 or gone.intersection(range(i, i + len(phrase))) or i in described:
            continue
        r = i + len(phrase)
        while r < len(tokens) and tokens[r] in FILLER_WORDS:
            r += 1
        if r >= len(tokens):
            continue
        if phrase[0] in HESITATIONS and _paused_in_phrase(read, i, r):
            # a pause inside a phrase: "drain the spaghetti in the *uh* sieve" (had asked what to drain),
            # the word before it said again after it: "knead the dough *for uh* for a bit longer" (had
            # been asked about); sixty-ninth-session blind probe 403
            gone.update(range(i - 1 if tokens[r] == tokens[i - 1] else i, r))
            continue
        at = i  # hesitations right before the term are part of it: "peel four *uh* no five potatoes"
        while phrase[0] not in HESITATIONS and at > 1 and tokens[at - 1] in HESITATIONS:
            at -= 1
        s = _reparandum(read, at, r, hesitation=phrase[0] in HESITATIONS)
        if s is not None:
            gone.update(range(s, r))
    return gone
