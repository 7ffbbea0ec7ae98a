"""The reason a speaker gives for a self-correction, said after it: "take the lid off the pot no the
saucepan *the sauce needs to thicken up a bit*", "bake the lasagne for forty minutes actually thirty
five *our oven runs hot*", "drain the pasta in the sieve no the colander *the sieve's too small for
this much*" (sixty-fourth-session blind probe 303: 17 of 40 done exactly at first, the reason's words
read as unknown arguments or a second action). A clause with its own subject after the value that
replaces the one taken back says why, not what to do; the parser leaves it out as it does an aside
(:meth:`slu_node.parser.SpokenCommandParser.parse`, beside :func:`slu_node.asides.trailing_asides`)
and reads the correction without it. English.
"""

from __future__ import annotations

from typing import Callable, Container, Sequence

from slu_node.numbers import NUMBER_WORDS
from slu_node.textnorm import verb_said

#: Words that start a self-correction (before the value that replaces the one taken back).
CORRECTION_CUES = (("i", "mean"), ("no",), ("sorry",), ("actually",), ("wait",), ("make", "that"), ("make", "it"),
                   ("or", "rather"))
#: Pronouns and determiners of people that start the reason's clause ("... *our* oven runs hot", "...
#: *it's* still quite thin", "... *she* doesn't like it too sweet", "... *you* waste half the carrot").
_REASON_SUBJECTS = frozenset({"it's", "it'll", "they're", "they'll", "we", "we've", "we're", "we'll",
                              "i", "i'm", "i've", "she", "he", "she's", "he's", "you", "you'll", "our", "my", "there's",
                              "that's"})
#: Determiners that start the reason's subject when a thing and a word of :data:`_REASON_VERBS`
#: follow ("... *the whisk breaks* up the rice", "... *the last batch burnt* on the bottom").
_SUBJECT_DETERMINERS = frozenset({"the", "a", "this", "that", "these", "those"})
#: Words that say what the reason's subject does or is, after it.
_REASON_VERBS = frozenset({"is", "are", "was", "were", "needs", "need", "will", "won't", "makes", "make", "breaks",
                           "leaks", "went", "goes", "doesn't", "don't", "takes", "runs", "burnt", "burned", "burns",
                           "has", "have", "had", "can't", "tears", "gets", "got", "isn't", "aren't", "wasn't",
                           "always", "never", "just", "still", "keeps", "tastes", "smells", "looks",
                           # a taste ("... no sorry five *jamie wants* two", "... no seven *mia likes* them hard":
                           # seventy-second-session blind probe 497, asked about)
                           "wants", "likes", "loves", "hates", "prefers"})
#: Subjects that are objects too: a reason's only before a word of :data:`_REASON_VERBS`.
_OBJECT_FORMS = frozenset({"it", "they", "them", "that", "this"})
#: Words that make the value after a cue the subject of a statement, no value replaced: "... on a low heat
#: *no butter doesn't* come out of cows" answers a child (sixty-eighth-session blind probe 383). English.
_STATED_OF = frozenset({"doesn't", "isn't", "aren't", "comes", "grows", "lives"})
#: What a speaker says of the value that replaces, with no subject of its own ("get me six eggs wait no four
#: *is plenty*": sixty-seventh-session blind probe 359, asked about as an unknown word).
_VERDICTS = (("is", "plenty"), ("is", "enough"), ("are", "plenty"), ("are", "enough"), ("will", "do"),
             ("should", "do"), ("should", "be"), ("is", "fine"), ("is", "better"), ("would", "be"))
#: Words that join the command's next step: no replacement goes on past them.
_NEXT_STEP = frozenset({"and", "then", "so", "but", "or"})
#: Prepositions a subject's own phrase starts with ("the stock *in* the pot needs to reduce").
_IN_SUBJECT = frozenset({"in", "on", "of", "at", "from", "by", "for"})
#: Words after which a clause says when or how, part of the command ("... no twelve *until* it's fluffy").
_BEFORE_NO_REASON = _IN_SUBJECT | {"until", "till", "when", "once", "if", "while", "before", "after", "as", "unless",
                                   "because", "so"}
#: Most words of the value that replaces ("no *a cup and a half*").
_LONGEST_REPLACEMENT = 6
#: Most words of the reason's subject between its determiner and its verb ("the *stock in the pot* needs").
_LONGEST_SUBJECT = 4


def _subject_at(tokens: Sequence[str], k: int, is_thing: Callable[[str], bool], known: Container[str]) -> bool:
    """True when a clause with its own subject starts at ``k``: a word of :data:`_REASON_SUBJECTS`; a
    thing or a word the domain does not know (``known``) before a word of :data:`_REASON_VERBS`; or a
    determiner and a thing in "'s" ("the *wok's* still dirty") or up to :data:`_LONGEST_SUBJECT` words
    before a word of :data:`_REASON_VERBS`."""
    if tokens[k] in _OBJECT_FORMS:  # "... *it* takes ages", not "... and bake *it*"
        return tokens[k + 1] in _REASON_VERBS
    if tokens[k] in _REASON_SUBJECTS:
        return True
    if tokens[k] not in _SUBJECT_DETERMINERS:  # a thing alone: "... *basmati needs* a bit more"
        return tokens[k + 1] in _REASON_VERBS and (is_thing(tokens[k]) or tokens[k] not in known)
    for j in range(k + 1, min(len(tokens), k + 2 + _LONGEST_SUBJECT)):
        if tokens[j] in _SUBJECT_DETERMINERS and tokens[j - 1] not in _IN_SUBJECT:
            return False  # "*a* teaspoon *the* stock cube is": no one subject; "the stock *in the* pot" is
        if tokens[j].endswith("'s") and is_thing(tokens[j][:-2]):
            return True
        if tokens[j] in _REASON_VERBS:
            return j > k + 1
    return False


def _reason_end(tokens: Sequence[str], k: int, verbs: frozenset) -> int:
    """Where a reason that starts at ``k`` ends: at a word of :data:`_NEXT_STEP` before a verb of
    ``verbs`` ("actually four *they're massive* and take the cores out"), else the end of ``tokens``."""
    for j in range(k + 1, len(tokens) - 1):
        after = j + 1 + (tokens[j + 1] == "then" and j + 2 < len(tokens))
        if tokens[j] in _NEXT_STEP and tokens[after] in verbs:
            return j
    return len(tokens)


def correction_reason(tokens: Sequence[str], verbs: frozenset, is_value: Callable[[str], bool],
                      is_thing: Callable[[str], bool], known: Container[str]) -> range:
    """The indices of the reason said after a self-correction (module doc): from the first word after
    a cue of :data:`CORRECTION_CUES` and the value that replaces (a number or a value of the domain,
    ``is_value``: "no *medium*", "sorry *half a teaspoon*"; no verb of ``verbs`` said in it but one
    that is a value too ("the frying *pan*", "a low *heat*"), no subject nor a word that makes the value
    one (:data:`_STATED_OF`), no word
    that joins a next step, at most :data:`_LONGEST_REPLACEMENT` words) where a clause with its own
    subject starts (:func:`_subject_at`; not after a preposition or a word that says when: "... no
    twelve *until* it's fluffy") or a verdict on it (:data:`_VERDICTS`: "... four *is plenty*"), to the
    end or the next step (:func:`_reason_end`). Empty when there is none."""
    for c in range(1, len(tokens)):
        cue = next((p for p in CORRECTION_CUES if tuple(tokens[c:c + len(p)]) == p), None)
        if cue is None:
            continue
        start = c + len(cue)
        while (more := next((p for p in CORRECTION_CUES if tuple(tokens[start:start + len(p)]) == p), None)):
            start += len(more)  # "actually *make it* six", "wait *no* four"
        for k in range(start + 1, min(len(tokens) - 1, start + _LONGEST_REPLACEMENT + 1)):
            replacing = tokens[start:k]
            if (_NEXT_STEP.intersection(replacing) or _REASON_SUBJECTS.intersection(replacing)
                    or _OBJECT_FORMS.intersection(replacing) or _STATED_OF.intersection(replacing)
                    or any(verb_said(tokens, i, verbs) and not is_value(tokens[i]) for i in range(start, k))):
                break  # "... dad no *she* can't have salt": talk to someone, no value replaced
            if not any(t in NUMBER_WORDS or t[:1].isdigit() or is_value(t) for t in replacing) and not any(
                    is_value(" ".join(p)) for p in zip(replacing, replacing[1:])):
                continue
            if tokens[k - 1] not in _BEFORE_NO_REASON and (_subject_at(tokens, k, is_thing, known)
                                                           or tuple(tokens[k:k + 2]) in _VERDICTS):
                return range(k, _reason_end(tokens, k, verbs))
        return range(0)  # the first correction decides
    return range(0)
