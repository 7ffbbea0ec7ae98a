"""What a command says not to do or not to use, told apart from the command it comes with.

"add the sugar *but not the salt*", "add the pasta to the water*, not the sauce*", "add the flour
*without the sugar*", "add the sugar *and leave out the salt*", "stir the soup *but don't boil it*",
"*don't add the salt,* add the pepper": the words in italics name what is not to be done, and the
rest is a command to do now. Read whole, a negation made the command be asked about ("You said
"not" ...") and, worse, "without", "leave out" and "forget" made the thing left out one more
argument: ``add(flour, sugar)``, ``add([sugar, salt], *[ingredients]*)``, done (thirty-fourth-session
probe). :func:`exclusions` finds those words, which the parser leaves out; a negation it does not
find still makes the command be asked about (:func:`slu_node.cues.negations`). English, like
:mod:`slu_node.textnorm`; tokens as :func:`slu_node.textnorm.tokenize` gives them (commas dropped).
"""

from __future__ import annotations

from typing import Callable, Optional, Sequence

from slu_node.numbers import NUMBER_WORDS
from slu_node.textnorm import (FILLER_WORDS, NOUN_MARKERS, PICKING_WORDS, clause_start, gives_action,
                               in_spoken_order, longest_value_end, phrases_at, verb_said)

#: Words that, between a command and a thing or a place, say it is not the one: "... *not* the salt",
#: "... *without* the sugar", "... *but no* pepper" (after "but" only: "no" alone corrects, "add the
#: salt, no, the pepper", :mod:`slu_node.repairs`). A place may follow the thing ("add the sugar but
#: not the salt to the soup").
EXCLUDING = (("but", "not"), ("and", "not"), ("not",), ("but", "without"), ("without",), ("but", "no"),
             ("except", "for"), ("except",))
#: Verbs that leave out the thing after them: "add the sugar *and leave out* the salt", "*skip* the
#: salt and add the pepper", "*never mind* the salt, just stir the soup" (had been ``mix([salt,
#: soup])``). Only the end or another clause may follow the thing: "leave the chicken
#: *in the oven*" puts it there.
DROPPING = (("but", "leave", "out"), ("and", "leave", "out"), ("leave", "out"), ("but", "forget", "about"),
            ("and", "forget", "about"), ("forget", "about"), ("but", "forget"), ("and", "forget"), ("forget",),
            ("but", "skip"), ("and", "skip"), ("skip",), ("but", "leave"), ("and", "leave"), ("leave",),
            ("never", "mind"), ("don't", "worry", "about"), ("do", "not", "worry", "about"), ("scratch",),
            # a speaker who changes their mind (sixty-third-session blind probe 262)
            ("actually", "leave", "out"), ("actually", "skip"), ("actually", "forget", "about"), ("actually", "forget"),
            # "season the chicken with salt and pepper *no leave out* the pepper" (probe 283)
            ("no", "leave", "out"), ("no", "skip"))
#: Words after which "not" belongs to a verb or a state, not to a thing: "the soup is *not* hot",
#: "do *not* stir", "it's *not* boiling" (then :func:`slu_node.cues.negations` still asks).
_AUXILIARIES = frozenset({"do", "does", "did", "is", "are", "was", "were", "be", "been", "am", "it's", "that's",
                          "should", "shall", "must", "will", "would", "could", "can", "may", "might", "have",
                          "has", "had", "i'm", "you're", "we're", "they're", "why", "whether", "if"})
#: Words that start a thing or a place left out before its value: prepositions, determiners and
#: words that pick one thing among others ("not *in the big* pot").
_STARTS = frozenset({"in", "into", "on", "onto", "to", "with", "using", "from", "for", "about"}) | NOUN_MARKERS \
    | PICKING_WORDS
#: Number words that count a thing said in a list before it is left out ("and *two* parsnips").
_COUNTS = NUMBER_WORDS - {"and", "of", "point", "a", "an"}
#: Words read past before each value left out: :data:`_STARTS` and fillers ("not *the uh* salt").
_VALUE_LEADS = _STARTS | FILLER_WORDS
#: Prepositions that may follow a thing left out, where the command's place is said ("not the salt
#: *in* the soup"); "to" and "for" may say what the thing is for.
_PLACE_STARTS = frozenset({"in", "into", "on", "onto", "with", "using", "from", "over"})
#: Words that may follow a thing left out, where the command goes on or ends ("not the salt *please*",
#: "leave the salt *out*").
_ENDS = frozenset({"please", "thanks", "thank", "now", "out", "instead", "this", "time", "today"})
#: Words that may end a thing left where it is, after :data:`DROPPING` only ("... but leave the thyme
#: *in*", "leave the skins *on*": fifty-eighth-session probe 127); after :data:`EXCLUDING` they start
#: a place ("not the salt *in* the soup").
_LEFT_ENDS = frozenset({"in", "on", "alone", "there"})
#: Negated verbs: "*don't* boil it", "*do not* add the salt", "*never* stir it" (not "never mind").
_NEGATED = (("do", "not"), ("don't",), ("dont",), ("never",))
#: Words between two clauses ("stir the soup *but* don't boil it", "don't peel them*, just* boil them").
_CLAUSE_JOINS = frozenset({"and", "but", "then", "just", "so", "instead"})
#: Words that open a clause inside the one before, which the next verb then belongs to ("never stir it
#: *once* the sugar starts to melt"). English.
_SUBORDINATORS = frozenset({"once", "when", "while", "whilst", "until", "till", "after", "before", "if", "unless",
                            "because", "since", "as"})
#: Pronouns that name a thing said before them: after a negated clause said first, what they point to
#: was left out with it ("don't peel the potatoes, just boil *them*"), so that clause stays.
_POINTING = frozenset({"it", "them", "they", "those", "these", "that", "one", "ones", "em"})
#: Least ASR confidence of a heard cue word ("not", "without", "skip") for the words it names to be left
#: out; below it the negation is asked about (a "not" misheard for "now" would drop a thing asked for).
HEARD_CUE_MIN_CONFIDENCE = 0.9


def exclusions(tokens: Sequence[str], verbs: frozenset, is_thing: Callable[[str], bool]) -> dict[int, set[int]]:
    """The words of ``tokens`` that name what is not to be done or used, by the index of the word that
    says so.

    Two kinds:

    - a thing or a place left out: the words of :data:`EXCLUDING` or :data:`DROPPING` (not after an
      auxiliary such as "is" or "do"), then one or more things or places of the domain (``is_thing``,
      up to four words each, after prepositions, determiners and picking words) joined by "and", then
      words of :data:`_ENDS`, up to the end or another clause (and, after :data:`EXCLUDING`, a place:
      "not the salt *in the soup*"). After a command; said first only before another clause ("skip
      the salt and add the pepper"; after :data:`DROPPING`, its verb right after the thing: "never
      mind the cumin add the paprika", the comma not in the tokens, had been add([cumin, paprika]),
      fifty-fifth-session probe). "add the sugar but not the salt and the pepper" leaves out both;
      "... but not too much" names no thing and is still asked about, and so is "add the milk not
      cold": a state is no thing left out but a wish. A thing the command named in a list before the
      cue is left out there too ("add the salt and pepper but not the pepper": :func:`_listed_before`).
    - a negated clause (:data:`_NEGATED`, then a word of ``verbs`` said as a verb or "let"): after a
      command, joined to it or after a thing, a pronoun or a word such as "please", from the word
      that joins them to the next clause or the end ("stir the soup *but don't boil it*", "peel the
      carrots*, don't peel the potatoes*"; not "make sure you never put the knife in the
      microwave"). Said first, up to the clause after it and an "instead" at the end ("don't add
      salt, add pepper instead"), unless that clause points back with a pronoun ("don't peel the
      potatoes, just boil them": what "them" names would be left out).

    Args:
        tokens: lowercase words (:func:`~slu_node.textnorm.tokenize`).
        verbs: the first words of the domain's verb phrases (:attr:`Domain.verb_starts`).
        is_thing: True for a spoken form of a lexicon value that is a thing or a place (no modality).

    Returns:
        the index of the cue's word that negates or leaves out ("not" of "but not", "don't") → the
        indices to leave out (the cue's included); empty when nothing is excluded.
    """
    out: dict[int, set[int]] = {}
    taken: set[int] = set()
    for i, cue in in_spoken_order(phrases_at(tokens, EXCLUDING + DROPPING)):
        if i in taken or (i > 0 and tokens[i - 1] in _AUXILIARIES):
            continue
        first = i == clause_start(tokens)
        said: list[tuple[int, int, int]] = []  # each value left out: its leading words, start, end
        end = _values_end(tokens, i + len(cue), verbs, is_thing, places=cue in EXCLUDING,
                          verb_next=first and cue in DROPPING, said=said)
        after_command = _verb_before(tokens, i, verbs)
        if end is not None and (after_command or (first and end < len(tokens) and (
                tokens[end] in _CLAUSE_JOINS or (cue in DROPPING and _verb_within(tokens, end, verbs))))):
            # by "not", not "but"; said first, with an "instead" at the end ("scratch the cream add the
            # coconut milk instead")
            listed = _listed_before(tokens, said, i) if after_command else set()
            if listed is None:  # "sprinkle some paprika on top actually forget the paprika": taken back
                continue
            out[i + (cue[0] in _CLAUSE_JOINS or cue[0] in ("actually", "no"))] = set(range(i, end)) | listed | (
                {len(tokens) - 1} if not after_command and tokens[-1] == "instead" else set())
            taken |= set(range(i, end))
    for i, neg in phrases_at(tokens, _NEGATED):
        if i in taken or (tokens[i], tokens[i + 1:i + 2]) == ("never", ["mind"]):
            continue
        k = i + len(neg)
        if k >= len(tokens) or not (verb_said(tokens, k, verbs) or tokens[k] == "let"):
            continue
        stop = _next_clause(tokens, k + 1, verbs, bare=tokens[k] != "let")
        start = i - 1 if i > 0 and tokens[i - 1] in _CLAUSE_JOINS else i
        ends_clause = start < i or (i > 0 and (is_thing(tokens[i - 1]) or tokens[i - 1] in _POINTING | _ENDS))
        if ends_clause and _verb_before(tokens, start, verbs):  # not "make sure you never put ..."
            out[i] = set(range(start, stop))
        elif i == clause_start(tokens) and stop < len(tokens) and not _POINTING.intersection(tokens[stop:]):
            out[i] = set(range(i, stop)) | ({len(tokens) - 1} if tokens[-1] == "instead" else set())
        taken |= out.get(i, set())
    out.update(_amounts_not(tokens, taken))
    return out


#: Words that may end an amount said with "not" after another: its unit again ("... for twelve minutes not
#: fifteen *minutes*"), or the end of the command.
_AMOUNT_ENDS = frozenset({"degrees", "minutes", "minute", "seconds", "hours", "mins", "please", "thanks"})


def _amounts_not(tokens: Sequence[str], taken: set[int]) -> dict[int, set[int]]:
    """"not" and number words said right after an amount, to the end of the command or the next clause:
    the amount it is not ("put the cake tin in the oven at one eighty degrees *not two hundred*", "bake the
    cookies for twelve minutes *not fifteen*": seventy-first-session blind probe 494, asked about as
    negated). The index of "not" → the indices to leave out."""
    out: dict[int, set[int]] = {}
    for i in range(2, len(tokens) - 1):
        if tokens[i] != "not" or i in taken or not (tokens[i - 1] in _COUNTS or tokens[i - 2] in _COUNTS):
            continue
        end = i + 1
        while end < len(tokens) and tokens[end] in _COUNTS:
            end += 1
        while end < len(tokens) and tokens[end] in _AMOUNT_ENDS:
            end += 1
        if end > i + 1 and tokens[i + 1] in _COUNTS and (end == len(tokens) or tokens[end] in _CLAUSE_JOINS):
            out[i] = set(range(i, end))
    return out


def _listed_before(tokens: Sequence[str], said: Sequence[tuple[int, int, int]], cue: int) -> Optional[set[int]]:
    """The indices of each value left out after the cue at ``cue`` (``said``: its leading words'
    start, its start and end, as :func:`_values_end` found them) that the command before the cue said
    too, in a list, with the "and" or "or" that joined
    it there and its determiners: "throw in the cumin the coriander *and the chilli* oh leave out the
    chilli" had added the chilli (sixty-third-session blind probe 262). Empty when none was said
    before or one is picked out ("grab the big pot not the *little* one"); None when one was said
    before alone, the command's only thing of its place: the words
    take the command back ("sprinkle some paprika on top actually forget the paprika"), which is then
    asked about (:func:`slu_node.cues.take_backs`, :func:`slu_node.cues.negations`)."""
    out: set[int] = set()
    for lead, k, found in said:
        words = list(tokens[k:found])
        picked = bool(PICKING_WORDS.intersection(tokens[lead:k]))  # "the big pot not the *little* one": another
        for a in range(cue - len(words), -1, -1) if not picked else ():
            if tokens[a:a + len(words)] != words:
                continue
            lead = a
            while lead > 0 and (tokens[lead - 1] in NOUN_MARKERS or tokens[lead - 1] in _COUNTS):
                lead -= 1  # "... and *two* parsnips actually leave out the parsnips" (probe 294)
            if lead > 0 and tokens[lead - 1] in ("and", "or"):
                out |= set(range(lead - 1, a + len(words)))
            elif a + len(words) < cue and tokens[a + len(words)] in ("and", "or"):
                out |= set(range(lead, a + len(words) + 1))
            elif a + len(words) < cue and tokens[a + len(words)] in NOUN_MARKERS:  # "the mushrooms *the* bean
                out |= set(range(lead, a + len(words)))  # sprouts and the red peppers": a list said without "and"
            else:
                return None
            break
    return out


def _verb_before(tokens: Sequence[str], i: int, verbs: frozenset) -> bool:
    """True when a word of ``verbs`` is said as a verb before index ``i``."""
    return any(verb_said(tokens, k, verbs) for k in range(i))


def _values_end(tokens: Sequence[str], k: int, verbs: frozenset, is_thing: Callable[[str], bool],
                places: bool, verb_next: bool = False, said: Optional[list] = None) -> Optional[int]:
    """The index after one or more values said from ``k`` on (each after words of :data:`_VALUE_LEADS`,
    joined by "and" or "or"), then words of :data:`_ENDS`; None when no value is said there or other
    words follow before the end, a clause (a word of :data:`_CLAUSE_JOINS`), with ``places`` a
    preposition of :data:`_PLACE_STARTS`, or with ``verb_next`` a verb (:func:`_verb_within`).
    ``said``, when given, gets ``(lead, start, end)`` of each value found: where its leading words
    start, where it starts and ends."""
    end = None
    while True:
        lead = k
        while k < len(tokens) and tokens[k] in _VALUE_LEADS:
            k += 1
        found = longest_value_end(tokens, k, is_thing)
        if found is None:
            break
        if said is not None:
            said.append((lead, k, found))
        end = k = found
        if k < len(tokens) and tokens[k] in ("and", "or") and not _verb_within(tokens, k + 1, verbs):
            k += 1
            continue
        break
    if end is None:
        return None
    while end < len(tokens) and (tokens[end] in _ENDS or (not places and tokens[end] in _LEFT_ENDS)):
        end += 1
    if end == len(tokens) or tokens[end] in _CLAUSE_JOINS or (places and tokens[end] in _PLACE_STARTS):
        return end
    return end if verb_next and _verb_within(tokens, end, verbs) else None


def _verb_within(tokens: Sequence[str], k: int, verbs: frozenset) -> bool:
    """True when a verb is said at ``k`` or right after "then", "now", "also" or a filler there, or "give"
    that gives an action ("don't drain the pasta yet just *give* it a quick stir": the negated clause had
    run to "stir", the pasta and the manner left out, and ``mix(*[ingredients]*)`` done; sixty-ninth-session
    blind probe 406)."""
    while k < len(tokens) and (tokens[k] in ("then", "now", "also") or tokens[k] in FILLER_WORDS):
        k += 1
    return k < len(tokens) and (verb_said(tokens, k, verbs) or gives_action(tokens, k))


def _next_clause(tokens: Sequence[str], k: int, verbs: frozenset, bare: bool) -> int:
    """The index of the first word of :data:`_CLAUSE_JOINS` from ``k`` on that a verb follows (the
    next clause), or with ``bare`` of a verb said there after another word ("don't add the salt*,*
    add the pepper": the comma is not in the tokens; not after "let": "don't let the soup boil"), or
    ``len(tokens)``; ``len(tokens)`` too when that verb comes after "to" or a word of
    :data:`_SUBORDINATORS` comes before it: "never stir the caramel once the sugar starts to melt" had
    been read as a negated clause and a command to melt (fifty-ninth-session blind set of utterances
    not to act on: done)."""
    m = next((m for m in range(k, len(tokens))
              if (tokens[m] in _CLAUSE_JOINS and _verb_within(tokens, m + 1, verbs))
              or (bare and m > k and verb_said(tokens, m, verbs))), len(tokens))
    if m < len(tokens) and (tokens[m - 1] == "to" or _SUBORDINATORS.intersection(tokens[k:m])):
        return len(tokens)  # "never stir the caramel *once the sugar starts to melt*": one clause
    return m
