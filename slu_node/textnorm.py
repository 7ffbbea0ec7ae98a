"""Text normalisation shared by training, ASR language models and parsing.

One tokenizer for every stage, so that the words the generator writes, the words the ASR emits and the
words the tagger reads are the same units.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from typing import Callable, Container, Iterable, Iterator, Optional, Sequence

#: Longest input (characters) the parser reads; longer text is cut here before tokenising.
MAX_TEXT_CHARS = 2000
#: Most tokens handed to the tagger; SUGAR utterances are short (≤ 3 actions).
MAX_TOKENS = 64
#: The word that joins the values of a list ("the eggs and the milk"); English, like the number words.
LIST_CONJUNCTION = "and"
#: Function words a recogniser's slip may drop, add or garble inside a spoken form ("little bit of cream"
#: for "a little bit of cream"; :meth:`slu_node.values.ValueReader.normalize`), or that a speaker says
#: before beginning a verb again ("add the | add the salt": :func:`slu_node.spans.drop_restarted_triggers`).
SLIP_WORDS = frozenset({"a", "an", "the", "of"})
#: Words of a rough amount before a value, no measurable quantity ("*a bit of* sugar", "*some of the*
#: sauce", "*a little* honey", "*a touch of* cream"); English.
ROUGH_AMOUNT_WORDS = frozenset({"a", "an", "the", "some", "bit", "little", "more", "touch", "drop", "splash", "dash",
                                "of"})
#: Words of a large or vague amount that the domain file need not list, read as no measurable quantity
#: like "some" ("add *a lot of* salt", "*lots of* cheese", "*even more* salt", "*a tiny bit more*";
#: asked about as unknown words before the forty-ninth session). English.
VAGUE_AMOUNT_WORDS = frozenset({"lot", "lots", "loads", "plenty", "much", "even", "tiny", "heaps",
                                # a loose measure a cook says: "a good *glug* of olive oil", "a *smidge* of
                                # butter", "a big *dollop* of creme fraiche" (sixty-fifth-session blind probe
                                # 328: asked about as unknown words)
                                "glug", "glugs", "smidge", "smidgen", "dollop", "dollops", "splodge", "good",
                                "generous", "sprinkling",
                                # "pour *most of* the batter into the cake tin" (seventy-second-session blind
                                # probe 512: asked about)
                                "most"})
#: Words that only make "more" or "bit" stronger or weaker ("*even* more salt", "*a lot* more", "a
#: *tiny* bit more"): :func:`intensifiers` leaves them out. English.
_INTENSIFYING = {"more": ({"even", "much", "lots", "way", "far", "lot"}, {"lot"}),
                 "bit": ({"tiny", "wee"}, set())}


#: Words that only make the manner or state after them stronger ("stir it *really* well", "fold it in
#: *super* gently", "*real* quick", "until *very* crispy"): :func:`intensifiers` leaves them out before a
#: word that starts a modality value (fifty-sixth-session probes 91 and 94: asked about as unknown
#: modalities before). English.
DEGREE_WORDS = frozenset({"very", "really", "real", "super", "extremely", "quite"})


def intensifiers(tokens: Sequence[str], modality_starts: Container[str] = ()) -> set[int]:
    """Indices of the words that only intensify the "more" or "bit" after them (and the "a" of "a lot
    more"), to be left out: "add even more salt" was asked about ("add even" read as the verb), "add
    a lot more salt" and "add a tiny bit more salt" asked about "lot" and "tiny" as unknown objects
    (forty-ninth session). "add more salt" and "add a bit more salt" are read already. So are the
    :data:`DEGREE_WORDS` before a word of ``modality_starts`` (the first words of the domain's
    manner, heat and state values)."""
    out: set[int] = {i for i, token in enumerate(tokens[:-1]) if token in DEGREE_WORDS
                     and tokens[i + 1] in modality_starts}
    for i, token in enumerate(tokens[:-1]):
        words, with_article = _INTENSIFYING.get(tokens[i + 1], (set(), set()))
        if token in words:
            out.add(i)
            if token in with_article and i and tokens[i - 1] == "a":
                out.add(i - 1)
    return out


#: Words an utterance cannot end on: they ask for more ("a mocha with some", "add the salt and"), so a
#: transcript that ends on one lost its end (a recogniser cut short by noise, or a word misheard as
#: one: "crack the chickens *until* for me", heard for "and dill"); English, like the above.
DANGLING_WORDS = frozenset({"a", "an", "the", "of", "with", "and", "or", "some", "lots", "to", "into", "onto",
                            "from", "until", "till", "using", "for", "at"})
#: Of those, the prepositions: "turn the walnuts over *with a little*" lost its end too.
DANGLING_PREPOSITIONS = frozenset({"of", "with", "to", "into", "onto", "from"})
#: Question words that, after a preposition at a command's end, stand where a thing was lost: "pass the
#: biscuits through *what*", heard for "through a wok", had been done as sieve(cookie).
QUESTION_WORDS = frozenset({"what", "which", "whatever"})
#: The prepositions before such a word: those that introduce an argument.
ARGUMENT_PREPOSITIONS = DANGLING_PREPOSITIONS | {"in", "on", "through", "using", "over", "under", "inside", "at",
                                                 "off", "out"}
#: Words that may close a command after its last word: "add the salt and *please*" lost its end all the same.
CLOSING_PHRASES = (("please",), ("thanks",), ("thank", "you"), ("now",), ("robot",), ("for", "me"), ("for", "us"))

#: Forms of "be" (and their contractions) that make an "-ing" form after them a progressive: "i am
#: peeling the potatoes" says what is being done, it asks for nothing (:func:`verb_base_forms`,
#: :func:`slu_node.cues.progressives`). English.
BE_FORMS = frozenset({"am", "is", "are", "was", "were", "be", "been", "being", "i'm", "you're", "we're",
                      "they're", "he's", "she's", "it's"})
#: Forms of "be" that state what a thing is or where ("the pasta *is* cooked": :func:`slu_node.cues.statements`,
#: :func:`slu_node.purpose.stated_fact`).
STATING_BE = frozenset({"is", "are", "was", "were"})


def stated_thing(tokens: Sequence[str], is_thing: Callable[[str], bool],
                 forms: Container[str] = STATING_BE) -> Optional[tuple[int, int, int]]:
    """``(start, thing, verb)`` of a clause that starts ``tokens`` (after clause openers and fillers,
    at ``start``) and states something of a thing: determiners, a thing (``is_thing``, one to three
    words, from ``thing``), then a word of ``forms`` (at ``verb``; "is", "are", "was", "were"):
    "okay the pasta is cooked" → (1, 2, 3). None when the words say no such thing (a question puts
    the form first: "is the pasta cooked"). English."""
    start = k = clause_start(tokens)
    while k < len(tokens) and tokens[k] in NOUN_MARKERS:
        k += 1
    n = next((n for n in (3, 2, 1) if k + n < len(tokens) and tokens[k + n] in forms
              and is_thing(" ".join(tokens[k:k + n]))), 0)
    return (start, k, k + n) if n else None


#: Subjects that may stand between a form of "be" and the "-ing" form in a question ("are *you*
#: stirring the soup").
_SUBJECTS = frozenset({"i", "you", "we", "they", "he", "she", "it"})
#: The subjects that are persons: who may report or be asked to have something done ("*we* added the
#: salt", "have *you* got the eggs cracked").
PERSON_SUBJECTS = _SUBJECTS - {"it"}
#: Hesitation sounds and hedges a speaker puts anywhere ("stir the soup hmm gently", "could you maybe
#: add the salt", "go ahead and just stir the soup"); they say nothing of the command, and the parser
#: reads the words around them. English.
FILLER_WORDS = frozenset({"uh", "um", "uhm", "er", "erm", "hmm", "hm", "mm", "ah", "oh", "just", "maybe", "perhaps",
                          "kindly", "basically", "simply", "only", "literally",
                          "lah",  # Singapore English's (sixtieth-session blind probe 185)
                          # a tired cook's sighs (sixty-second-session blind probe 241: asked about)
                          "ugh", "urgh", "argh", "phew", "honestly", "seriously",
                          "ooh"})  # seventy-seventh-session blind probe 693
#: Sounds a speaker makes on a slip ("... into the bowl *whoops* i meant the jug"): fillers to the language
#: model's framed sentences (:mod:`slu_node.framed`), so that they are heard; to the parser the start of a
#: correction (:data:`slu_node.corrections.CORRECTION_PHRASES`), or unknown words asked about
#: (seventy-first-session blind probe 486). English.
SLIP_SOUNDS = frozenset({"whoops", "oops"})
#: Phrases a speaker says while looking for a word ("peel the um *what's it called* the potatoes") or
#: to say an amount is rough ("ten *or so* minutes", "forty minutes *or thereabouts*"): like
#: :data:`FILLER_WORDS`, anywhere; read, "what's" was an unknown object and the amount an unknown
#: modality, and the command was asked about (twenty-fifth-session probes); "nice and" before how
#: ("until it's *nice and* crispy": twenty-sixth), and "gradually", "a little at a time", which the
#: lexicon has no manner for (as "bit by bit", which the tagger leaves out), and "all the way through"
#: after a state ("is it hot *all the way through*": fifty-fifth-session probe), and a limit said after
#: a command ("add some salt *but not too much*", "whisk the cream *but don't overdo it*": a wish
#: about an amount no template holds, asked about as a negation before, fifty-fifth). English; see
#: :func:`filler_phrases`.
FILLER_PHRASES = (("what's", "it", "called"), ("what", "is", "it", "called"), ("what're", "they", "called"),
                  ("what", "are", "they", "called"), ("what's", "the", "word"), ("what", "is", "the", "word"),
                  ("what", "do", "you", "call", "it"), ("what", "do", "you", "call", "them"),
                  ("what", "do", "you", "call", "those"), ("whatchamacallit",), ("whatsit",), ("thingy",),
                  ("thingamajig",), ("let", "me", "think"), ("you", "know", "what", "i", "mean"),
                  ("or", "so"), ("or", "thereabouts"), ("give", "or", "take"), ("nice", "and"),
                  ("lovely", "and"),  # "until they're *lovely and* smooth" (seventy-third-session blind probe 540)
                  # a grandparent's "make sure the lard is *good and* hot", "let the stew simmer *ever so* gently"
                  # (seventy-seventh-session blind probe 703)
                  ("good", "and"), ("ever", "so"),
                  # "bring the big mixing bowl *over here*" (blind probe 715: asked about), "robot *over here* ..."
                  ("over", "here"),
                  # "okay so *in the meantime* whisk the egg whites" (blind probe 693: "meantime" asked about)
                  ("in", "the", "meantime"), ("in", "the", "mean", "time"),
                  ("a", "little", "at", "a", "time"), ("a", "bit", "at", "a", "time"), ("gradually",),
                  ("all", "the", "way", "through"), ("right", "the", "way", "through"),
                  ("but", "not", "too", "much"), ("but", "not", "too", "long"), ("but", "not", "for", "too", "long"),
                  ("but", "don't", "overdo", "it"), ("don't", "overdo", "it"),
                  # a recipe's "... *then set aside*" (fifty-eighth-session probe 111)
                  ("then", "set", "aside"), ("and", "set", "aside"), ("set", "aside"),
                  ("then", "set", "it", "aside"), ("and", "set", "it", "aside"), ("set", "it", "aside"),
                  # "oh and the ricotta *while you're at it*" (sixtieth-session blind probe 177)
                  ("while", "you're", "at", "it"), ("while", "you", "are", "at", "it"),
                  # "pop them in the fridge *till later*" (sixty-second-session blind probe 246)
                  ("till", "later"), ("until", "later"), ("for", "later"),
                  # "season the chicken ... *as a first step* and then sear it" (seventy-seventh-session probe 700)
                  *(("as", a, which, "step") for a in ("a", "the") for which in ("first", "last", "final", "next")))

#: Phrases that say what shape a thing is broken or cut into ("break the chocolate *into pieces*"),
#: which no template says (SUGAR's open has no slot for it): left out as :data:`FILLER_PHRASES` are;
#: read, "pieces" was an unknown destination, asked about (fifty-fourth-session probe). English.
SHAPE_PHRASES = tuple((prep,) + size + (shape,) for prep in ("into", "in")
                      for size in ((), ("small",), ("little",), ("big",), ("large",), ("even",), ("bite", "sized"))
                      for shape in ("pieces", "bits", "chunks", "halves", "quarters", "cubes", "strips", "wedges",
                                    "slices", "segments", "shards", "squares")) + (("in", "half"),) + tuple(
    # what a thing is crushed to ("bash the biscuits *to bits* with the rolling pin": sixty-sixth-session
    # blind probe 340, the rolling pin had been left out)
    ("to",) + result for result in (("bits",), ("pieces",), ("crumbs",), ("a", "pulp"), ("a", "paste"),
                                    ("smithereens",), ("fine", "crumbs"), ("a", "powder")))
#: Phrases that say a time is for each side of a thing ("fry the halloumi for two minutes *on each
#: side*"), which no template's slot holds: left out after a unit (:func:`side_phrases`); read with
#: add's "fry", whose templates do not say them as cook's do, "each side" was an unknown modality,
#: asked about (fifty-fifth-session probe). English.
SIDE_PHRASES = (("on", "each", "side"), ("on", "both", "sides"), ("on", "either", "side"), ("per", "side"),
                ("each", "side"),
                ("a", "side"))  # "... for two minutes *a side*" (seventy-second-session blind probes 506, 508)
#: Phrases that say which way up a thing is laid, left out wherever they are said ("lay the salmon *skin side
#: down* in the pan": seventy-fifth-session blind probe 600, "side down" asked about as an unknown thing).
FACING_PHRASES = tuple((face, "side", way) for face in ("skin", "cut", "seam", "fat", "flat", "flesh")
                       for way in ("down", "up")) + (("face", "down"), ("face", "up"), ("upside", "down"))

#: Words after "X's" that make it "X is" ("the oil's *not* hot yet", "the sauce's *still* too thin";
#: :func:`contracted_is`). English.
IS_FOLLOWERS = frozenset({"not", "still", "nearly", "almost", "already", "too", "very", "really", "getting",
                          "starting", "now", "nice", "at",
                          # where it is ("the chicken *stock's in* the freezer take it out": seventy-sixth-session
                          # blind probe 666)
                          "in", "on", "hanging", "sitting",
                          # "X has": "the beef *stock's been* simmering all morning skim the fat off it"
                          # (seventy-seventh-session blind probe 691; :func:`contracted_is` reads it as "has")
                          "been",
                          "preheated", "heated"})  # "make sure the *oven's preheated* to ..." (blind probe 689)


def expand_tokens(tokens: Sequence[str], into: dict[int, tuple[str, ...]], word_confidence=None):
    """``(tokens, word_confidence)`` with token ``i`` replaced by the words ``into[i]`` ("the *oil's*
    hot" → "oil", "is"; "add *pinch* of salt" → "a", "pinch"), each of them given the confidence of
    the token it replaces. ``word_confidence`` None stays None, and one of another length than
    ``tokens`` is left as it is (the parser then ignores it)."""
    if not into:
        return list(tokens), word_confidence
    if word_confidence is not None and len(word_confidence) == len(tokens):
        word_confidence = [c for i, c in enumerate(word_confidence) for _ in into.get(i, (None,))]
    return [w for i, t in enumerate(tokens) for w in into.get(i, (t,))], word_confidence


def contracted_is(tokens: Sequence[str], is_thing: Callable[[str], bool], states: Container[str]) -> set[int]:
    """Indices of the tokens "X's" that say "X is": X a thing (``is_thing`` of the word alone) and the
    word after one of ``states`` (the first words of the domain's modality values,
    :attr:`slu_node.domain.Domain.modality_starts`) or of :data:`IS_FOLLOWERS`: "see if the *oil's*
    hot enough", "the *water's* boiling", "check the *cake's* done" (twenty-sixth-session probe: the
    object "oil's" was unknown and asked about), X the last word of a thing of two too ("the wooden *spoon's*
    in the drawer"); not "the chicken's skin". Before "been" it says "X has" (:func:`contracted_be`). English."""
    return {i for i, t in enumerate(tokens[:-1]) if len(t) > 2 and t.endswith("'s")
            and (is_thing(t[:-2]) or (i and is_thing(f"{tokens[i - 1]} {t[:-2]}")))  # "the wooden *spoon's* in ..."
            and (tokens[i + 1] in states or tokens[i + 1] in IS_FOLLOWERS)}


def contracted_be(tokens: Sequence[str], said: Iterable[int]) -> dict[int, tuple[str, str]]:
    """The two words each "X's" at the indices ``said`` (:func:`contracted_is`) stands for: "X has" before
    "been", "X is" otherwise."""
    return {i: (tokens[i][:-2], "has" if tokens[i + 1] == "been" else "is") for i in said}


#: Words that open a clause about a thing after a verb: "see *whether* the noodle is golden", "check *if*
#: they are fluffy", "make sure *that* it's done". English.
CLAUSE_WORDS = frozenset({"if", "whether", "that"})
#: Subject pronouns after a verb and a word of :data:`CLAUSE_WORDS`, read in the form the tagger knows there:
#: "check *if them* are fluffy" is how the generator says it (:func:`asked_pronouns`). English.
_ASKED_PRONOUNS = {"they": ("them",), "they're": ("them", "are"), "it's": ("it", "is")}


#: The end of a request to be told when a thing is ready ("tell *me when* it's hot enough", "let me *know
#: when* it's done"): the pronoun after it is the check's thing (sixty-ninth-session blind probes 426 and
#: 431: it had been asked about). English.
_TELLING_WHEN = frozenset({("me", "when"), ("know", "when")})


def asked_pronouns(tokens: Sequence[str], verbs: Container[str],
                   is_thing: Callable[[str], bool] = lambda phrase: False) -> dict[int, tuple[str, ...]]:
    """Index → the words read in place of a subject pronoun right after a verb of ``verbs`` (the
    domain's verb words) and "if", "whether" or "that" (:data:`_ASKED_PRONOUNS`): "whisk the eggs
    then check if *they* are fluffy" is read "... check if them are fluffy", "add the milk then see
    if *it's* hot" "... see if it is hot" (and after "tell me when", "let me know when":
    :data:`_TELLING_WHEN`); the tagger had left "they" untagged, and the check asked
    what to check (fifty-first session). Not after "to" and the verb: in "check the potatoes to see
    if they are soft" the pronoun is the check's own object again. Said right after the verb, with no
    such word, the pronoun and its "is" or "are" are read with "if" before them: "take the quiche out
    of the oven and check *it's* set" is read "... check if it is set" (fifty-fifth-session probe: it
    had asked what to check). Not after a thing whose last word is a verb's (``is_thing``): "put the lid
    on the frying *pan* it's spitting" is no check of the pan (sixty-ninth-session blind probe 411: it
    had asked when to cover), nor after a describing word ("bring me the dirty *sieve* it's my turn to wash
    up": seventy-seventh-session blind probe 690). English."""
    found = {i: _ASKED_PRONOUNS[t] for i, t in enumerate(tokens)
             if i > 1 and t in _ASKED_PRONOUNS and ((tokens[i - 1] in CLAUSE_WORDS and tokens[i - 2] in verbs
                                                     and (i < 3 or tokens[i - 3] != "to"))
                                                    or tuple(tokens[i - 2:i]) in _TELLING_WHEN)}
    return {**found, **{i: ("if",) + _ASKED_PRONOUNS[t] for i, t in enumerate(tokens)
                        if i and t in ("it's", "they're") and tokens[i - 1] in verbs
                        and "to" not in tokens[max(0, i - 3):i]
                        and not (i > 1 and (tokens[i - 2] in NOUN_MARKERS | PICKING_WORDS | UNWASHED
                                            or is_thing(" ".join(tokens[i - 2:i]))))}}


def perfect_questions(tokens: Sequence[str], is_thing: Callable[[str], bool],
                      states: Container[str]) -> dict[int, str]:
    """Index → "is" for a "has" / "have" that starts ``tokens`` (after clause openers and fillers)
    and asks whether a thing (``is_thing``) is in a state (a word of ``states``, the first words of
    the domain's modality values, right after the thing): "*has* the chocolate melted yet", "*has*
    the water come to the boil" are read as "is the chocolate melted yet", a check (twenty-sixth
    session: out of domain, and the second ``cook(water)``, done). "have you added the salt" asks
    about an action ("you" is no thing) and stays. A linking participle may come before the state
    ("have the potatoes *gone* soft yet": :func:`linking_participles`). English."""
    found = _asked_state(tokens, is_thing, states, ("has", "have"))
    return {found[0]: "is"} if found else {}


def perfect_states(tokens: Sequence[str], is_thing: Callable[[str], bool], states: Container[str]) -> dict[int, str]:
    """Index → "is" / "are" for a "has" / "have" right after a thing (``is_thing`` of the word before
    it) and right before a state (a word of ``states``, the first words of the domain's modality
    values): "make sure the butter *has* melted" is read "... the butter is melted", a check
    (fifty-fifth-session probe: "butter has" had been an unknown object, asked about). English."""
    found = {i: "is" if t == "has" else "are" for i, t in enumerate(tokens[1:-1], 1)
             if t in ("has", "have") and is_thing(tokens[i - 1]) and tokens[i + 1] in states}
    # "check if the oven *has reached* two hundred degrees": "is at" (fifty-fifth-session probe)
    found.update({k: w for i, t in enumerate(tokens[1:-1], 1) if t in ("has", "have") and is_thing(tokens[i - 1])
                  and tokens[i + 1] == "reached" for k, w in ((i, "is" if t == "has" else "are"), (i + 1, "at"))})
    return found


def state_verbs(tokens: Sequence[str], states: Container[str], known: Container[str],
                is_thing: Callable[[str], bool]) -> dict[int, tuple[str, ...]]:
    """Index → the words read in place of a verb made from a state with "-en" ("thicken", "soften")
    that the domain does not know (``known``: its words) and whose state it does (``states``), said of
    its subject (a thing, ``is_thing``, or "it" / "they" right before it): "stir the gravy till it
    *thickens*" is read "... till it is thick" (fifty-fifth-session probe: "thickens" had been an
    unknown modality); after a form of "be" or "have" the state alone ("has *softened*" → "has soft",
    which :func:`perfect_states` reads "is soft"). Not a verb with its object ("to *soften* it"). A
    verb of becoming (:data:`BECOMING_VERBS`) between a subject and a state is read "is", and "is" or
    "are" with its subject dropped after "if", "until" and the like gets it back; "it's" and "they're"
    after "until" are read as two words (:data:`_CONTRACTED_SUBJECTS`). English."""
    def subject(word: str) -> bool:
        return word in ("it", "they") or is_thing(word)

    found = {}
    for i, t in enumerate(tokens[1:], 1):
        if t in BECOMING_VERBS and tokens[i + 1:i + 2] and tokens[i + 1] in states:
            if subject(tokens[i - 1]):  # "until they *turn* golden": a state come to, as "until they are golden"
                found[i] = ("is",)
                continue
            if tokens[i - 1] in _SUBJECT_DROPPED:  # "until *become* golden"
                found[i] = ("it", "is")
                continue
        if t in ("is", "are") and tokens[i - 1] in _SUBJECT_DROPPED and tokens[i + 1:i + 2] and tokens[i + 1] in states:
            found[i] = ("it" if t == "is" else "they", t)  # "look the risotto if *is* ready": a learner's
            continue  # dropped subject (Spanish, Italian), as "if it is ready"
        if (t in _CONTRACTED_SUBJECTS and tokens[i - 1] in ("until", "till") and tokens[i + 1:i + 2]
                and tokens[i + 1] in states):
            found[i] = _CONTRACTED_SUBJECTS[t]  # "until *it's* warm" as "until it is warm"
            continue
        stem = next((t[:-len(end)] for end in ("ened", "ens", "en") if t.endswith(end) and t[:-len(end)] in states),
                    None)
        if stem is None or t in known:
            continue
        if tokens[i - 1] in _LINKED:
            found[i] = (stem,)
        elif subject(tokens[i - 1]):
            found[i] = ("is", stem)
    return found


#: Verbs that link a thing to the state it comes to, read as "is" between a subject and a state ("until
#: they *turn* golden", "until it *becomes* soft"; :func:`state_verbs`): "turn" had been read as the
#: turn action and "become" asked about as an unknown modality (fifty-sixth-session probes). English.
BECOMING_VERBS = frozenset({"become", "becomes", "turn", "turns", "go", "goes", "get", "gets"})
#: A subject pronoun and its "is" or "are" said as one word, read as two after "until" or "till" and
#: before a state (:func:`state_verbs`; not after "if": "test the cake to see if it's done" reads its
#: object in "it's"): "heat the milk in the small saucepan until *it's* warm" had two words the domain
#: does not know, "small" and "it's", and was judged out of domain (sixty-third-session blind probe 264).
_CONTRACTED_SUBJECTS = {"it's": ("it", "is"), "they're": ("they", "are")}
#: Words after which a learner may drop the subject before "is" or "are" (:func:`state_verbs`).
_SUBJECT_DROPPED = frozenset({"if", "until", "till", "when", "once", "whether"})
#: Words after which a state is said alone (:func:`state_verbs`).
_LINKED = frozenset({"is", "are", "was", "were", "has", "have", "had", "be", "been", "get", "gets", "got"})


#: Participles that link a thing to the state it came to ("have the potatoes *gone* soft", "has the
#: sauce *got* thick"; :func:`linking_participles`). English.
LINKING_PARTICIPLES = frozenset({"gone", "got", "gotten", "become", "turned", "grown"})


def linking_participles(tokens: Sequence[str], is_thing: Callable[[str], bool], states: Container[str]) -> set[int]:
    """The index of a linking participle (:data:`LINKING_PARTICIPLES`) right before the state of a
    question that :func:`perfect_questions` reads as "is": left out, "have the spuds gone soft yet"
    is read "is the spuds soft yet", a check (fifty-fifth-session probe: it had been add(potato,
    soft), "gone" asked about as an unknown modality). Empty otherwise. English."""
    found = _asked_state(tokens, is_thing, states, ("has", "have"))
    return {found[1] - 1} if found and tokens[found[1] - 1] in LINKING_PARTICIPLES else set()


def _asked_state(tokens: Sequence[str], is_thing: Callable[[str], bool], states: Container[str],
                 words: Container[str]) -> Optional[tuple[int, int]]:
    """``(k, e)`` when a word of ``words`` starts ``tokens`` (after clause openers and fillers, at
    ``k``) and a thing (``is_thing``, :func:`value_phrases`) follows it, then a word of ``states``
    (at ``e``, at most four words after ``k``, a linking participle between them and the thing:
    :data:`LINKING_PARTICIPLES`); None otherwise."""
    k = clause_start(tokens)
    if k >= len(tokens) or tokens[k] not in words:
        return None
    return next(((k, e) for e in range(k + 2, min(len(tokens), k + 7))
                 if tokens[e] in states and (value_phrases(tokens[k + 1:e], is_thing) or (
                     tokens[e - 1] in LINKING_PARTICIPLES and value_phrases(tokens[k + 1:e - 1], is_thing)))), None)


#: A question word in both numbers ("*is* the bowl crispy", "*are* the eggs fluffy"). English.
AGREEING_FORMS = {"is": ("is", "are"), "was": ("was", "were"), "has": ("has", "have")}


#: Words that may end a question of a thing's state said alone, which it is then read with ("are the
#: chips crispy *yet*": sixty-second-session blind probe 235, out of domain); with none after it the
#: tagger reads the question as it is.
_AFTER_ASKED_STATE = frozenset({"yet", "now", "already", "enough", "please"})


def asked_states(tokens: Sequence[str], is_thing: Callable[[str], bool], states: Container[str],
                 questions: dict[str, tuple[str, ...]], verbs: Container[str]) -> dict[int, tuple[str, ...]]:
    """Index → a verb and "if" for a question word of the domain (``questions``, "is" → ("check",);
    :attr:`slu_node.domain.Domain.question_words`), in either number ("is", "are"), that starts
    ``tokens`` (after clause openers and fillers) and asks whether a thing (``is_thing``) is in a
    state (a word of ``states`` right after it), as :func:`perfect_questions` finds one, when a verb
    of the domain (``verbs``) follows: "*are* the onions soft then add the garlic" is read "check if
    the onions soft then ...". The tagger had left "the onions" untagged after "are", and "soft"
    went to the garlic (fifty-second session); so is one said alone with "yet" and the like after it
    (:data:`_AFTER_ASKED_STATE`); the question alone with nothing after it the tagger reads. A thing,
    its state and "yet", with no question word, asks it too: "water boiling yet" is read "check if water
    boiling yet" (sixty-third-session blind probe 291, a cook in a hurry: out of domain). English."""
    for word, verb in questions.items():
        found = _asked_state(tokens, is_thing, states, AGREEING_FORMS.get(word, (word,)))
        if found:
            rest = set(tokens[found[1] + 1:])
            return {found[0]: verb + ("if",)} if any(t in verbs for t in rest) or (
                rest and rest <= _AFTER_ASKED_STATE) else {}
    verb = questions.get("is")  # "water boiling yet", "spuds tender yet": the question said without "is"
    start = 1 if tokens[:1] and tokens[0] in ("the", "my", "your", "our") else 0  # "*the* water boiling yet"
    end = longest_value_end(tokens, start, is_thing) if verb and tokens[-1:] == ["yet"] else None
    enough = int(tokens[-2:-1] == ["enough"])  # "oil hot *enough* yet" (seventy-first-session blind probe 480)
    if end is not None and end == len(tokens) - 2 - enough and tokens[end] in states:
        return {0: verb + ("if", tokens[0])}
    return {}


#: The articles: a verb word said right after one is a noun ("a *whisk* please"). English.
ARTICLES = frozenset({"a", "an", "the"})
#: Words that stand for a previously mentioned thing (resolved within the utterance, then from context).
#: English.
PRONOUNS = frozenset({"it", "them", "this", "that", "these", "those", "they"})
#: The object pronouns, said where a thing goes: after a verb ("warm *it* gently"), a preposition
#: ("squeeze some lemon juice over *it*"), or taking up a thing said before the verb ("the eggs, crack
#: *them*"). English.
OBJECT_PRONOUNS = frozenset({"it", "them"})
#: Words after which a word that is one of the domain's verbs is a noun: "a *splash* of milk", "use
#: the *whisk*" (:meth:`slu_node.domain.Domain.verb_stand_ins`, :func:`slu_node.purpose.restated_verbs`).
#: English.
NOUN_MARKERS = frozenset({"a", "an", "the", "one", "another", "some", "this", "that", "each", "every", "per", "my",
                          "your", "our"})
#: Informal spellings read as the words they stand for ("now peel *em*", "can *ya* pass the pepper",
#: "go ahead *n* stir"; twenty-third-session probe; "whisk the whites *till* they're stiff", whose two
#: foreign words had made it out of domain, forty-eighth; "grab *us* a tin of chickpeas" as "me", the tin
#: read as an amount of "us" before, fifty-eighth; "... with the peeler *cheers*" as "thanks", an unknown
#: instrument before, sixtieth-session blind probe 172). English.
INFORMAL_FORMS = {"em": "them", "ya": "you", "n": "and", "till": "until", "til": "until", "us": "me",
                  "cheers": "thanks",
                  "nought": "zero"}  # British: "*nought* point five litres" (seventy-third-session blind probe 541)
#: Possessive determiners, read as "the": "put the eggs in *my* bowl" was asked about ("my" an unknown
#: word), "use *your* whisk to beat the eggs" done as two mix predicates and "pour the milk into *our*
#: big jug" out of domain (forty-ninth session): the generator says none, and no value holds one.
POSSESSIVES = {"my": "the", "your": "the", "our": "the"}
#: What :data:`INFORMAL_FORMS` and :data:`POSSESSIVES` read a word as.
READ_AS = {**INFORMAL_FORMS, **POSSESSIVES}
#: Demonstratives and distributives that :func:`pointed_things` reads as "the" before a thing ("that",
#: also a conjunction, "check that the oil is hot", before a determiner stays; "sift this flour through *that*
#: sieve", "check whether *that* chicken is cooked through" had been asked about: seventy-seventh-session
#: blind probe 708). "crack *each* egg into the bowl" had been asked about too.
DEMONSTRATIVES = frozenset({"this", "these", "those", "each", "every", "that"})
#: Counts a demonstrative may come before ("crack *these two* eggs into that jug": blind probe 708, "these two"
#: had been asked about as an unknown amount).
_POINTED_COUNTS = frozenset({"two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
                             "twelve", "dozen", "few", "couple"})


def pointed_things(tokens: Sequence[str], is_thing: Callable[[str], bool],
                   verbs: Container[str] = frozenset()) -> list[int]:
    """Indices of the demonstratives (:data:`DEMONSTRATIVES`) right before a spoken form of a thing
    (``is_thing``, tried on the next one to three words), to be read as "the": "put *these* eggs in
    that bowl" was asked about ("these" an unknown word, forty-ninth session); so are possessives
    (:data:`POSSESSIVES`: "add a splash of milk to *my* coffee" had dropped the coffee, fifty-ninth-session
    blind probe 144); "these" and "those" before a count and a thing too ("crack *these* two eggs into that
    jug"); "that" only after a word of ``verbs`` (the domain's verb words) or of :data:`_BEFORE_THAT_THING`. A
    demonstrative before anything else stands for a thing pointed at ("put those in the oven") and stays."""
    return [i for i, t in enumerate(tokens[:-1]) if (t in DEMONSTRATIVES or t in POSSESSIVES)
            and not (t == "that" and not (i and (tokens[i - 1] in _BEFORE_THAT_THING or tokens[i - 1] in verbs)))
            and (thing_end(tokens, i + 1, is_thing) is not None
                 or (t in _COUNTED_DEMONSTRATIVES and (tokens[i + 1] in _POINTED_COUNTS or tokens[i + 1].isdigit())
                     and thing_end(tokens, i + 2, is_thing) is not None))]


#: Words after which "that" before a thing is a demonstrative (:func:`pointed_things`), as after a verb: "through
#: *that* sieve", "check whether *that* chicken is cooked"; elsewhere it stands for a thing or a step ("after
#: *that* skin them") or starts an aside ("... *that* spoon has been in the family longer than i have").
_BEFORE_THAT_THING = frozenset({"in", "into", "on", "onto", "through", "with", "from", "over", "under", "to", "of",
                                "whether", "if", "off", "out", "using", "inside"})
#: Demonstratives said before a count (:func:`pointed_things`).
_COUNTED_DEMONSTRATIVES = frozenset({"these", "those"})
#: Ordinals said as a lead-in ("... and *second* tip them"), not after a determiner ("a *third* of a cup").
_ORDINAL_LEADS = (("second",), ("third",), ("fourth",))
#: Phrases that, right before a verb, urge or suggest the action without saying anything of it: "*make
#: sure you* stir the risotto", "*don't forget to* add a pinch of salt", "*why don't you* stir the soup".
#: Left in, they read as another action ("make sure" is check's) or a negation, and the command was
#: asked about (nineteenth-session probe). "*be a dear and* pass me the sugar", "*we're going to* stir
#: it" (twentieth-session probe) too; so do phrases that ask whether the robot can ("*would you be able
#: to* peel the carrots", "*would it be possible to* ..."), and words that only place the action after
#: the one before ("and *finally* add the sugar") (twenty-first-session probe); so do suggestions
#: before an "-ing" form ("*how about* adding some pepper") and frames around the request ("*i think
#: you should*", "*would you mind* adding the salt"; "*what i want you to do is* stir the soup" is a
#: pseudo-cleft, found by its shape) (twenty-third-session probes), and "*crack on and* knead the
#: dough", "*carry on* stirring the sauce" (twenty-fourth), and as speakers of English as a second
#: language say them: "*is necessary to* stir the sauce" (forty-seventh-session probe). English; see
#: :func:`lead_ins`.
LEAD_IN_PHRASES = (("make", "sure", "that", "you"), ("make", "sure", "you"), ("make", "sure", "to"),
                   ("be", "sure", "to"), ("remember", "to"), ("don't", "forget", "to"), ("dont", "forget", "to"),
                   ("don't", "you", "forget", "to"),
                   ("do", "not", "forget", "to"), ("never", "forget", "to"), ("try", "to"),
                   ("why", "don't", "you"), ("why", "not"), ("be", "a", "dear", "and"), ("be", "a", "love", "and"),
                   # an old-fashioned host (sixty-first-session blind probe 225)
                   ("be", "a", "good", "chap", "and"), ("be", "a", "good", "sport", "and"),
                   ("be", "so", "good", "as", "to"),
                   ("be", "good", "enough", "to"), ("i", "don't", "suppose", "you", "could"),
                   ("i", "don't", "suppose", "you'd", "mind"), ("i", "don't", "suppose", "you", "would", "mind"),
                   # suggestions (sixty-first-session blind probe 219: "why don't we let the stew simmer")
                   ("why", "don't", "we"), ("why", "dont", "we"), ("how", "about", "we"), ("what", "about", "we"),
                   ("do", "me", "a", "favour", "and"), ("do", "me", "a", "favor", "and"),
                   ("we're", "going", "to"), ("we", "are", "going", "to"), ("you're", "going", "to"),
                   ("you", "are", "going", "to"), ("we", "should"), ("you", "should"), ("we", "have", "to"),
                   ("you", "have", "to"), ("we", "must"), ("you", "must"),
                   ("be", "able", "to"), ("would", "it", "be", "possible", "to"), ("is", "it", "possible", "to"),
                   ("i", "wonder", "if", "you", "could"), ("i", "was", "wondering", "if", "you", "could"),
                   ("finally",), ("lastly",), ("afterwards",), ("afterward",), ("to", "finish"),
                   ("how", "about"), ("what", "about"),
                   ("i", "think", "you", "should"), ("i", "think", "we", "should"),
                   ("it", "would", "be", "great", "if", "you", "could"),
                   ("it", "would", "be", "nice", "if", "you", "could"),
                   ("would", "you", "mind", "terribly"), ("would", "you", "mind", "awfully"), ("would", "you", "mind"),
                   ("do", "you", "mind"),
                   # sixty-first-session blind probe 221: "could i trouble you to warm the milk ..."
                   ("could", "i", "trouble", "you", "to"), ("can", "i", "trouble", "you", "to"),
                   ("might", "i", "trouble", "you", "to"),
                   ("would", "you", "ever"),  # Irish English (sixtieth-session blind probe 184)
                   ("quick",), ("quick", "quick"),  # "*quick* put the casserole dish on the hob" (blind probe 361)
                   # getting started (sixty-seventh-session blind probe 368: "okay let's get dinner going put ...")
                   *(("let's", "get", *meal, "going") for meal in ((), ("dinner",), ("lunch",), ("breakfast",),
                                                                    ("tea",), ("this",), ("things",))),

                   ("let's", "get", "started"), ("let's", "get", "cracking"), ("let's", "crack", "on"),
                   ("be", "careful", "and"),
                   ("i'm", "going", "to", "need", "you", "to"), ("i'm", "gonna", "need", "you", "to"),
                   ("we're", "going", "to", "need", "you", "to"), ("we're", "gonna", "need", "you", "to"),
                   ("wanna",), ("you", "wanna"), ("crack", "on", "and"), ("let's", "crack", "on"), ("go", "on", "and"),
                   ("carry", "on"),
                   ("continue",), ("continue", "to"), ("feel", "free", "to"),
                   ("moving", "on"), ("at", "the", "end"), ("at", "the", "very", "end"), ("in", "the", "end"),
                   ("first", "things", "first"), ("last", "but", "not", "least"),
                   # seventy-sixth-session blind probe 643: "last one dissolve two tablespoons of miso paste ..."
                   ("last", "one"), ("last", "thing"), ("last", "of", "all"),
                   ("next", "up"),  # "stir the caramel ... and *next up* pour it over the cake" (blind probe 656)
                   ("shall", "we"),  # "*shall we* whisk the egg whites until they're stiff" (blind probe 660)
                   # "right *first job* set the big saucepan on the stove" (blind probe 664)
                   ("first", "job"), ("next", "job"), ("last", "job"), ("first", "up"),
                   # ordered steps (seventy-seventh-session blind probe 700: "so first drain the chickpeas ... and
                   # *second* tip them into the food processor", "*the second thing is to* let the stew simmer")
                   *_ORDINAL_LEADS, ("secondly",), ("thirdly",), ("fourthly",),
                   *((*the, which, *job, "is", "to") for the in ((), ("the",))
                     for which in ("first", "second", "third", "next", "last", "final")
                     for job in ((), ("thing",), ("job",), ("step",))),
                   ("start", "off", "by"), ("start", "by"), ("begin", "by"), ("as", "step", "one"),
                   ("there", "we", "are"), ("there", "we", "go"), ("there", "you", "go"),  # blind probe 703
                   ("nearly", "there"), ("almost", "there"),  # "*nearly there* bake the cookies ..." (probe 723)
                   # calls for the robot's attention (blind probe 673: "robot *listen* fry two eggs ...")
                   ("robot", "listen"), ("listen", "robot"), ("listen", "up"),
                   ("can", "you", "hear", "me"), ("can", "you", "even", "hear", "me"),
                   ("are", "you", "awake"), ("are", "you", "there"), ("you", "there"),
                   ("is", "necessary", "to"), ("it", "is", "necessary", "to"), ("it's", "necessary", "to"),
                   ("is", "important", "to"), ("it", "is", "important", "to"), ("it's", "important", "to"),
                   # fifty-ninth-session blind probe 138
                   ("you'd", "better"), ("we'd", "better"), ("you", "had", "better"), ("we", "had", "better"),
                   ("you", "better"), ("i'll", "have", "you"), ("i'd", "have", "you"),
                   ("the", "plan", "is", "to"), ("your", "job", "is", "to"), ("your", "job", "now", "is", "to"),
                   ("the", "next", "step", "is", "to"), ("next", "step", "is", "to"), ("the", "idea", "is", "to"),
                   # fifty-ninth-session blind probe 147
                   ("i'd", "be", "obliged", "if", "you", "would"), ("i'd", "be", "obliged", "if", "you", "could"),
                   ("i", "would", "be", "obliged", "if", "you", "would"),
                   ("i'd", "be", "grateful", "if", "you", "would"), ("i'd", "be", "grateful", "if", "you", "could"),
                   ("i", "would", "be", "grateful", "if", "you", "could"),
                   ("i", "should", "be", "most", "grateful", "if", "you", "would"),
                   ("i", "should", "be", "grateful", "if", "you", "would"), ("might", "i", "trouble", "you", "to"),
                   ("would", "you", "be", "so", "kind", "as", "to"), ("do", "please"))
#: The speaker said right after a verb, who a thing is for ("fetch *me* a knife", "pour *me* a glass":
#: :meth:`slu_node.builder.PredicateBuilder._with_object_after_verb`, :func:`slu_node.clarify._served`,
#: :func:`slu_node.headers.course_headers`). English.
ADDRESSEES = frozenset({"me", "us"})
#: A causative verb said before the verb by speakers of English as a second language ("*make* boil the
#: water", forty-seventh-session probe), a lead-in unless a word of :data:`_NOT_CAUSED` follows it ("make
#: sure" is check's verb; "make *me* a latte", the coffee domain's "make me", makes a thing for someone:
#: the causative left out, "me" had been read as the verb, and a retrained coffee model asked about four
#: of the 62 real orders, fifty-sixth session). English; see :func:`lead_ins`.
CAUSATIVE_PHRASES = (("make",),)
_NOT_CAUSED = frozenset({"sure", "certain", "me", "us"})
#: Determiners a subject may start with (:func:`command_order`). English.
_SUBJECT_STARTS = frozenset({"the", "this", "that", "these", "those", "my", "your", "our", "all", "both", "some"})
#: Words before "we" that make it no lead-in (:func:`lead_ins`): a question ("should we add the salt"),
#: a condition or a time ("when we add the milk"). English.
_NOT_BEFORE_WE = frozenset({"do", "did", "does", "should", "shall", "can", "could", "may", "might", "must", "will",
                            "would", "if", "when", "once", "after", "before", "until", "while", "as", "that",
                            "what", "how", "why", "where", "unless", "because", "since"})
#: Phrases that, after an action and before the next one's verb, only order the two: "peel the potatoes
#: and *when you're done* mash them", "crack the eggs *once that's done* whisk them" ("done" had been
#: read as whisk's state; twenty-first-session probe). First in an utterance they put it off until
#: something not said ("when you're done cover the bowl" is asked about), unless they say "that", the
#: command before ("*once you've done that* pour the batter into the tin": twenty-sixth-session probe,
#: "done" had been read as add's state). English; see :func:`lead_ins`.
SEQUENCE_PHRASES = (("once", "that's", "done"), ("when", "that's", "done"), ("once", "that", "is", "done"),
                    ("when", "that", "is", "done"), ("once", "you're", "done"), ("when", "you're", "done"),
                    ("once", "you", "are", "done"), ("when", "you", "are", "done"), ("once", "you're", "finished"),
                    ("when", "you're", "finished"), ("once", "you've", "done", "that"),
                    ("once", "you", "have", "done", "that"), ("when", "you've", "done", "that"),
                    ("when", "you", "have", "done", "that"), ("now", "that's", "done"),
                    ("now", "that", "that's", "done"), ("with", "that", "done"), ("once", "that's", "finished"),
                    ("when", "that's", "finished"), ("when", "you're", "done", "with", "that"),
                    ("once", "you're", "done", "with", "that"), ("when", "you're", "finished", "with", "that"),
                    ("once", "you're", "finished", "with", "that"),
                    # seventy-fifth-session blind probe 615: "done" had been read as add's state
                    ("right", "after", "you've", "done", "that"), ("after", "you've", "done", "that"),
                    ("after", "you", "have", "done", "that"))
#: Courtesies that leave the request as it is ("peel the carrots *if you don't mind*", "*when you get a
#: chance*"): read, "don't" was a negation and "when" or "if" a condition, and the command was asked
#: about (twenty-first-session probe). So do asides, praise and urgency ("*great job* next crack the
#: eggs", "*let's see* add the salt", "take the pan off *as soon as possible*"; twenty-third-session
#: probe: out of domain or asked about), and in the twenty-fifth "*if that's ok*", "*thanks a lot*",
#: "*thank you very much*" and the robot addressed ("*hey chef* stir the soup", "... *mate*"), each
#: asked about as an unknown modality before. English; see :func:`courtesies`.
COURTESY_PHRASES = (("if", "you", "don't", "mind"), ("if", "you", "dont", "mind"), ("if", "you", "do", "not", "mind"),
                    ("if", "you", "wouldn't", "mind"), ("if", "you", "would", "not", "mind"),
                    ("if", "you", "wouldn't", "mind", "terribly"), ("if", "it's", "no", "bother"),
                    ("if", "it", "is", "no", "bother"),
                    ("if", "you", "can"), ("if", "you", "could"), ("if", "you", "would"), ("if", "you", "please"),
                    ("if", "possible"), ("if", "it's", "possible"), ("if", "it", "is", "possible"),
                    ("if", "is", "possible"), ("when", "you", "can"), ("whenever", "you", "can"),
                    ("as", "soon", "as", "you", "can"),
                    # "oliver *while you're up* could you take the chicken out of the freezer": the request said to
                    # oliver, found once this is left out (a seventy-sixth-session blind not-command, done)
                    ("while", "you're", "up"), ("while", "you're", "there"), ("while", "you", "are", "up"),
                    # blind probe 219; "*when you get a second* could you boil the potatoes ..." (blind probe 645)
                    *((lead, "you", have, "a", when) for lead in ("if", "when", "whenever") for have in ("get", "have")
                      for when in ("chance", "moment", "minute", "sec", "second")),
                    ("could", "you", "possibly"), ("would", "you", "possibly"), ("can", "you", "possibly"),
                    ("when", "you're", "ready"), ("whenever", "you're", "ready"),
                    ("as", "soon", "as", "possible"), ("without", "delay"),
                    # formal courtesies (fifty-ninth-session blind probe 147)
                    ("if", "it's", "not", "too", "much", "bother", "could", "you"),
                    ("if", "it's", "not", "too", "much", "bother", "can", "you"),
                    ("if", "it's", "not", "too", "much", "bother"), ("if", "it", "is", "not", "too", "much", "bother"),
                    ("if", "it's", "no", "bother"), ("if", "it's", "not", "too", "much", "trouble"),
                    ("if", "it's", "no", "trouble"), ("thank", "you", "ever", "so", "much"),
                    ("thanks", "ever", "so", "much"),
                    # "... every couple of minutes *you know*" (probe 142; heard "you no" three times)
                    ("you", "know"), ("y'know",), ("you", "no"),
                    ("great", "job"), ("good", "job"), ("nice", "job"), ("good", "work"), ("great", "work"),
                    ("nice", "work"), ("let's", "see"), ("let", "me", "see"), ("one", "more", "thing"),
                    ("one", "last", "thing"), ("okey", "dokey"),
                    ("if", "that's", "ok"), ("if", "that's", "okay"), ("if", "that's", "alright"),
                    ("if", "that's", "all", "right"), ("if", "it's", "not", "too", "much", "trouble"),
                    ("when", "you're", "free"), ("when", "you", "are", "free"), ("would", "you", "mind"),
                    ("thanks", "a", "lot"), ("thanks", "very", "much"), ("thank", "you", "very", "much"),
                    ("thank", "you", "so", "much"), ("many", "thanks"), ("hey", "chef"), ("hey", "robot"),
                    ("chef", "bot"), ("kitchen", "robot"),  # the robot called by name (probe 99)
                    ("okay", "robot"), ("ok", "robot"),  # between two steps (seventy-third-session blind probe 539)
                    ("buddy",), ("mate",), ("pal",), ("chef",), ("hey",), ("dear",), ("love",),
                    ("darling",), ("sweetheart",), ("bro",), ("dude",), ("asap",),  # a teenager's (probe 94)
                    # northern English, Scottish and Irish (sixtieth-session blind probe 184)
                    ("pet",), ("hen",), ("our", "kid"), ("ta",),
                    # what holds only for the while ("pop the feta back in the fridge *for now*":
                    # seventieth-session blind probe 455, asked about)
                    ("for", "now"),

                    ("that'd", "be", "great"), ("that", "would", "be", "great"), ("that'd", "be", "lovely"),
                    ("that", "would", "be", "lovely"), ("that'd", "be", "nice"), ("that", "would", "be", "nice"),
                    ("that'd", "be", "perfect"), ("that", "would", "be", "perfect"),
                    # said of the thing asked for: "a spoonful of golden syrup over the porridge *would be
                    # lovely* thank you dear" (seventy-fourth-session blind probe 560, out of domain)
                    *(("would", "be", word) for word in ("lovely", "great", "nice", "perfect", "wonderful")),
                    # praise, and conditions that only ask nicely (fifty-fifth-session probe 86)
                    ("that's", "great"), ("that's", "brilliant"), ("you're", "the", "best"), ("you're", "amazing"),
                    ("you're", "a", "star"), ("you're", "doing", "a", "great", "job"), ("brilliant", "work", "today"),
                    ("brilliant", "work"), ("that'd", "be", "wonderful"), ("that", "would", "be", "wonderful"),
                    ("good", "to", "see", "you"), ("hope", "you're", "well"), ("if", "that's", "okay", "with", "you"),
                    ("if", "that's", "ok", "with", "you"), ("if", "it's", "no", "bother"),
                    ("if", "it's", "not", "too", "much", "hassle"), ("if", "you'd", "be", "so", "kind"))
#: Phrases after an action's verb that ask for it again or for longer ("heat the milk up *again*",
#: "cook the pasta *a little longer*"): the predicate is the one said, and read, "again" and "longer"
#: were an unknown modality and the command was asked about (twenty-fourth-session probe). Not
#: without a verb before them ("say that again" is a dialogue act). English; see :func:`repeats`.
REPEAT_PHRASES = (("again",), ("once", "more"), ("one", "more", "time"), ("a", "bit", "longer"),
                  ("a", "little", "longer"), ("a", "little", "bit", "longer"), ("for", "a", "bit", "longer"),
                  ("for", "a", "little", "longer"), ("a", "while", "longer"), ("for", "a", "while", "longer"),
                  # "sift the flour through the sieve *a second time*" (seventy-seventh-session blind probe 713)
                  ("a", "second", "time"), ("a", "third", "time"), ("for", "a", "second", "time"))
#: Words a :data:`REPEAT_PHRASES` phrase may stand before where the command goes on: a place or a time ("warm it
#: up *again on* the hob": seventy-seventh-session blind probe 713, "again" had been asked about).
_AFTER_REPEAT = frozenset({"on", "in", "into", "at", "for", "over", "under", "with", "until", "till"})
#: Words a courtesy may stand before, besides a verb and the end of the utterance (:func:`courtesies`).
_AFTER_COURTESY = frozenset({"and", "then", "please", "thanks", "thank", "now", "robot", "okay", "ok", "next", "so",
                             "also", "would", "before", "until", "till",
                             # a reason after it ("... salt and pepper *sweetheart because* otherwise it tastes
                             # of nothing": seventy-second-session blind probe 505, asked about)
                             "because", "cause", "coz"})
#: Words that may follow a courtesy said as a condition, a request after it ("if you get a moment *could*
#: you ...", "if you could *just* give ..."; sixty-first-session blind probe 219); not after a name or an
#: endearment ("sweetheart could you hand me the pepper" is said to a person).
_AFTER_CONDITIONAL_COURTESY = _AFTER_COURTESY | {"could", "can", "will", "just"}
_CONDITIONAL_COURTESY_STARTS = frozenset({"if", "when", "whenever", "while"})


#: A word cut off by a hyphen before a space or the end ("*st-* stir the soup", "grate the *ch-* cheese"):
#: a fragment the speaker broke off, left out by :func:`tokenize`; "deep-fry" is no fragment.
_FRAGMENT_RE = re.compile(r"(?<![\w-])[a-z]+-(?=\s|$)")
#: A minus sign before a number, not inside a word or a range ("-5", not "5-10"): read as the word, so that
#: a negative amount is no amount ("add -5 grams of flour" had been ``add(5 g, flour)``, done).
_MINUS_RE = re.compile(r"(?<![\w.])-(?=\d)")
_TOKEN_RE = re.compile(r"[a-z]+(?:'[a-z]+)?|\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:[.,]\d+)?|[^\sa-z\d]", re.UNICODE)


def after_be(tokens: Sequence[str], i: int) -> bool:
    """True when token ``i`` comes right after a form of "be" (:data:`BE_FORMS`), or after one and a
    subject pronoun ("are you | stirring")."""
    return (i >= 1 and tokens[i - 1] in BE_FORMS) or (
        i >= 2 and tokens[i - 1] in _SUBJECTS and tokens[i - 2] in BE_FORMS)


def ing_base_forms(token: str) -> list[str]:
    """The base forms an "-ing" word may have: "crack-ing" → crack, "grat-ing" → grate, "stir-r-ing" →
    stir (a doubled consonant); [] for a word that is no "-ing" form. English."""
    stem = token[:-3]
    if not token.endswith("ing") or len(stem) < 2:
        return []
    return [stem, stem + "e"] + ([stem[:-1]] if stem[-1] == stem[-2] else [])


def participle_base_forms(token: str) -> list[str]:
    """The base forms a past participle may have: "whisk-ed" → whisk, "grat-ed" → grate, "stir-r-ed" →
    stir, "fr-ied" → fry, "beat-en" → beat, "take-n" → take; [] for a word that ends otherwise. English."""
    if token.endswith("ed") and len(token) > 4:
        stem = token[:-2]
        return ([stem, token[:-1]] + ([stem[:-1]] if stem[-1] == stem[-2] else [])
                + ([token[:-3] + "y"] if token.endswith("ied") else []))
    if token.endswith("en") and len(token) > 4:
        return [token[:-2], token[:-1]]
    return []


#: The forms of "need" that say what something needs done to it ("the eggs *need* to be whisked").
NEED_WORDS = frozenset({"need", "needs", "want", "wants"})  # "the pasta *wants* stirring" (British)
#: Words that say what is to be done before the words they map to and a participle, as "needs to be"
#: does: "the pastry *has to be* wrapped in foil" (fifty-ninth-session blind probe 138: no command had
#: been read), "the bowl *ought to be* covered with cling film", "the stock *should be* strained through
#: the sieve" (seventy-third session; blind probes 531 and 218 had been out of domain). English.
_OBLIGED = {"has": ("to", "be"), "have": ("to", "be"), "ought": ("to", "be"), "should": ("be",), "must": ("be",),
            "is": ("ready", "to", "be"), "are": ("ready", "to", "be")}  # "the pancake's *ready to be* flipped"
#: Said as "needs" is: "the chickpeas *could do with* a blitz", "the rice could do with cooking for another
#: five minutes" (seventy-third session; blind probes 191 and 219 had been asked about or out of domain).
_DO_WITH = ("could", "do", "with")
#: The subjects that say who speaks or is spoken to: "*i* need a whisk" asks for the whisk, where "the
#: eggs need a whisk" and "*they* need peeling" say what is to be done. English.
_SPEAKERS = frozenset({"i", "we", "you"})
#: Phrases that soften what follows, read past before what needs doing ("*i think* the soup needs a
#: stir" is "stir the soup"; fifty-fourth-session probe: it had been out of domain). English.
HEDGE_PHRASES = frozenset({("i", "think"), ("i", "guess"), ("i", "reckon"), ("i", "suppose"), ("i", "believe")})
#: Words a clause may start with before what needs doing ("*and* the potatoes need peeling"). English.
CLAUSE_OPENERS = frozenset({"and", "then", "now", "next", "also", "but", "so", "okay", "ok", "right", "alright",
                            "first", "please"})


def clause_start(tokens: Sequence[str]) -> int:
    """The index of the first token that is no :data:`CLAUSE_OPENERS` word nor filler ("okay so um
    | while the pasta cooks ..."); ``len(tokens)`` when there is none."""
    return next((k for k, t in enumerate(tokens) if t not in CLAUSE_OPENERS and t not in FILLER_WORDS), len(tokens))


#: Prepositions after which a verb word is a noun ("did this bit *by hand*"; :func:`verb_said`).
_NOT_BEFORE_VERB = frozenset({"by", "of"})


def verb_said(tokens: Sequence[str], k: int, verbs: frozenset) -> bool:
    """True when ``tokens[k]`` is a word of ``verbs`` said as a verb: not after a word of
    :data:`NOUN_MARKERS` ("use *the whisk*", "*a splash* of milk") nor after "by" or "of" ("did this
    bit *by hand*": fifty-eighth-session probe 114)."""
    return tokens[k] in verbs and (k == 0 or tokens[k - 1] not in NOUN_MARKERS | _NOT_BEFORE_VERB)


#: The object form of a subject pronoun, for "they need peeling" read "peel them".
_OBJECT_FORMS = {"they": "them", "these": "these", "those": "those", "it": "it"}
#: Words that start a question, not a subject (:func:`command_order`: "*does* the soup need stirring").
_QUESTION_STARTS = frozenset({"do", "does", "did", "is", "are", "was", "were", "can", "could", "should", "will",
                              "would", "has", "have", "had", "may", "might", "must", "shall", "what", "why", "how",
                              "when", "where", "who", "which", "if", "whether"})
#: Verbs that say an action done to what follows them ("get the eggs cracked", "have the potatoes
#: peeled", "i'd like the butter melted", "i want the potatoes peeled"; :func:`command_order`).
#: English.
_CAUSATIVE = frozenset({"get", "have", "like", "want", "need"})
#: Words that may follow the participle of a causative ("get the eggs cracked *for* me", "i'd like
#: the butter melted *in* the saucepan").
_AFTER_DONE = frozenset({"for", "thanks", "thank", "quickly", "now", "please", "in", "into", "on", "onto", "with",
                         "until", "till", "at", "over", "to", "from", "using"})
#: Verbs that "bring ... to the" says as a verb phrase of the domain, which the tagger reads: "bring the
#: water to the boil" stays as it is (:func:`command_order`). English.
_BROUGHT_TO = frozenset({"boil"})
#: Words after "give" that make it a request for a thing: "give *me* a whisk". English.
_NOT_GIVEN = frozenset({"me", "us", "him", "her", "you"})
#: Longest subject (words) moved after the verb.
_LONGEST_SUBJECT = 6


def command_order(tokens: Sequence[str], verbs: frozenset, known: frozenset,
                  is_value: Optional[Callable[[str], bool]] = None,
                  is_how: Optional[Callable[[str], bool]] = None) -> tuple[list[int], dict[int, str]]:
    """Where ``tokens`` say an action in a way the domain's expressions do not, the order in which to
    read them as the command, the verb first (twenty-third-session probe: these were out of domain or
    lost the verb's implied argument). English.

    - What something needs done to it: "the soup needs stirring", "the eggs need to be whisked", "it
      needs peeling", "the sauce needs a good stir", "the pasta wants stirring", "the pastry has to be
      wrapped in foil" are read "stir the soup", "whisk the eggs", "peel it", "stir the sauce", "stir
      the pasta", "wrap the pastry in foil"; "need(s)" (or "has", "have" before "to be") and "to be"
      or "a" and one word before the verb are left out. So are "ought to be", "should be", "must be",
      "is ready to be" (:data:`_OBLIGED`), "could do with" (:data:`_DO_WITH`) and "wants to" before a
      verb ("the rice wants to simmer on a low heat": its subject a determiner's or a pronoun's). The subject starts a clause (after
      :data:`CLAUSE_OPENERS` words, or after a hedge of :data:`HEDGE_PHRASES`, left out too: "i
      think the soup needs a stir"), has at most
      :data:`_LONGEST_SUBJECT` words and starts with a determiner, a pronoun or a word of ``known``
      (the domain's words).
    - What is to be had done ("get the eggs cracked", "have the potatoes peeled for me", "i'd like
      the butter melted in the saucepan", "get the water boiling"): read "crack the eggs", "peel the
      potatoes for me", "i'd melt the butter in the saucepan", "boil the water"; the participle (or
      "-ing" form) ends a clause or is followed by a preposition (:data:`_AFTER_DONE`), and the
      words between hold a word of ``known`` (fiftieth-session probe: the last two had been
      ``take(butter)`` and ``take(water)``, done).
    - An action given as a noun: "give the eggs a whisk", "give the dough a good knead", "give it
      another stir" are read "whisk the eggs", "knead the dough", "stir it" (so "whisk" implies its
      whisk; "another" had left the last out of domain, forty-ninth session); "give", "a" and a word
      between them and the verb are left out, unless ``is_how`` knows that word: "give the sauce a
      *quick* stir" is read "stir the sauce quick" (quickly; thirtieth-session probe: it had been
      ``mix(sauce)``). Not "give me a whisk", a request for one (:data:`_NOT_GIVEN`).
    - A state to bring something to, named by a verb: "bring the soup to a simmer" is read "simmer
      the soup" ("simmer" had been asked about as a place; fifty-first-session probe); "bring",
      "to" and "a" or "the" are left out. Only where a verb follows "to a" or "to the" directly and
      ends the clause; "bring to the boil", a verb phrase of the domain, is read by the tagger
      (:data:`_BROUGHT_TO`).
    - The last action asked for again on something else: "now do the same with the carrots" is read
      "now the carrots too" (:data:`SAME_AGAIN_PHRASES`).
    - An object named before its verb and taken up by a pronoun after it, or with nothing after the
      verb that could be its object: "the sugar, add it to the bowl", "flour please sift" are read
      "add the sugar to the bowl", "please sift flour" (:func:`_objects_first`; only with
      ``is_value``, which tells a spoken form of the domain's lexicon that an object may be).

    The verb is read in its base form when that is one of ``verbs`` (the first words of the domain's
    verb phrases); without one the words stay as they are.

    Returns:
        ``(order, replaced)``: the indices of ``tokens`` in reading order, without the left-out words
        (``list(range(len(tokens)))`` when there is nothing to move), and index → the word read in its
        place (the verb's base form, a subject pronoun's object form).
    """
    order, replaced = list(range(len(tokens))), {}

    def move(start: int, end: int, verb: int, moved: Sequence[int], base: str, before: Sequence[int] = ()) -> None:
        # tokens[start:end + 1] are read as the words of ``before``, the verb, then the words of
        # ``moved``; not words another reading has moved already ("get the soup needs stirring" is read once)
        at = order.index(start) if start in order else -1
        if at < 0 or order[at:at + end - start + 1] != list(range(start, end + 1)):
            return
        order[at:at + end - start + 1] = [*before, verb, *moved]
        replaced[verb] = base
        replaced.update({k: _OBJECT_FORMS[tokens[k]] for k in moved if tokens[k] in _OBJECT_FORMS})

    for n in [i for i, t in enumerate(tokens) if t in NEED_WORDS or tuple(tokens[i:i + 3]) == _DO_WITH
              or (t in _OBLIGED and tuple(tokens[i + 1:i + 1 + len(_OBLIGED[t])]) == _OBLIGED[t])]:
        said = n + (3 if tuple(tokens[n:n + 3]) == _DO_WITH else 1)  # after "needs", "could do with"
        noun = said < len(tokens) and tokens[said] in ("a", "an", "another") and tokens[n] not in _OBLIGED
        passive = tokens[n] in _OBLIGED or tuple(tokens[said:said + 2]) == ("to", "be")
        # "the rice *wants to simmer* on a low heat": what it is to do, a verb of the domain after "to"
        base_said = not passive and not noun and tokens[said:said + 1] == ["to"]
        v = (said + 1 + (said + 1 < len(tokens) and tokens[said + 1] not in verbs) if noun  # "needs a (good) stir"
             else n + 1 + len(_OBLIGED[tokens[n]]) if tokens[n] in _OBLIGED else said + 2 if passive
             else said + 1 if base_said else said)
        if v >= len(tokens) or (noun and tokens[v + 1:v + 2] == ["of"]):  # "another *splash of* wine": an amount
            continue
        forms = ([tokens[v]] if noun or base_said else participle_base_forms(tokens[v]) if passive
                 else ing_base_forms(tokens[v]))
        base = next((f for f in forms if f in verbs), None)
        s = n
        while (s > 0 and n - s < _LONGEST_SUBJECT and tokens[s - 1] not in CLAUSE_OPENERS
               and tuple(tokens[max(0, s - 2):s]) not in HEDGE_PHRASES):
            s -= 1
        hedged = s >= 2 and tuple(tokens[s - 2:s]) in HEDGE_PHRASES and (s == 2 or tokens[s - 3] in CLAUSE_OPENERS)
        if base is None or s == n or (s > 0 and tokens[s - 1] not in CLAUSE_OPENERS and not hedged) or not (
                tokens[s] in _SUBJECT_STARTS or tokens[s] in _OBJECT_FORMS or (tokens[s] in known and not base_said)) or (
                tokens[s] in _QUESTION_STARTS or tokens[s].split("'")[0] in _SPEAKERS):
            continue  # "does the soup need stirring" asks; "i('ll) need a whisk" asks for the whisk
        move(s - 2 if hedged else s, v, v, range(s, n), base)  # "i think" is left out

    def done_forms(token: str) -> list[str]:  # "cracked", "boiling": what is to be done or going on
        return participle_base_forms(token) + ing_base_forms(token)

    for g in [i for i, t in enumerate(tokens) if t in _CAUSATIVE]:
        p = next((k for k in range(g + 2, min(len(tokens), g + 2 + _LONGEST_SUBJECT))
                  if any(f in verbs for f in done_forms(tokens[k]))), None)
        if (p is None or not (p + 1 == len(tokens) or tokens[p + 1] in CLAUSE_OPENERS or tokens[p + 1] in _AFTER_DONE)
                or not any(t in known and t not in _SUBJECT_STARTS for t in tokens[g + 1:p])
                or tokens[g + 1] in PERSON_SUBJECTS):  # "have you got the eggs cracked" asks
            continue
        move(g, p, p, range(g + 1, p), next(f for f in done_forms(tokens[p]) if f in verbs))
    for g in [i for i, t in enumerate(tokens) if t == "bring"]:
        v = next((k for k in range(g + 3, min(len(tokens), g + 4 + _LONGEST_SUBJECT))
                  if tokens[k - 2] == "to" and tokens[k - 1] in ("a", "the")), None)
        if (v is not None and tokens[v] in verbs and tokens[v] not in _BROUGHT_TO and v - 2 > g + 1
                and (v + 1 == len(tokens) or tokens[v + 1] in CLAUSE_OPENERS or tokens[v + 1] in _AFTER_DONE)):
            move(g, v, v, range(g + 1, v - 2), tokens[v])  # "bring the soup to a simmer": "simmer the soup"
    for g in [i for i, t in enumerate(tokens) if t == "give"]:
        a = next((k for k in range(g + 2, min(len(tokens), g + 2 + _LONGEST_SUBJECT))
                  if tokens[k] in ("a", "an", "another")), None)  # "give it *another* stir"
        if a is None or tokens[g + 1] in _NOT_GIVEN:
            continue
        v = a + 1 if a + 1 < len(tokens) and tokens[a + 1] in verbs else a + 2
        if v < len(tokens) and tokens[v] in verbs and (v == a + 1 or tokens[a + 1] not in verbs):
            how = [a + 1] if v == a + 2 and is_how is not None and is_how(tokens[a + 1]) else []
            move(g, v, v, [*range(g + 1, a), *how], tokens[v])  # "a *quick* stir": "stir ... quick"
            if how and is_how(tokens[a + 1] + "ly") and replaced.get(v) == tokens[v]:
                replaced[a + 1] = tokens[a + 1] + "ly"  # "stir it *quickly*": after a pronoun the tagger
                # left "quick" untagged (sixty-sixth-session blind probe 343)
    for s, g, v, taken_up in (_objects_first(tokens, verbs, known, is_value) if is_value else ()):
        base = tokens[v] if tokens[v] in verbs else done_verb(tokens, v, verbs, is_value)  # "garlic *crushed* ..."
        move(s, v + taken_up, v, range(s, g), base, range(g, v))  # the pronoun's place taken
    for p, phrase in in_spoken_order(phrases_at(tokens, SAME_AGAIN_PHRASES)):
        e = p + len(phrase)
        k = next((j for j in range(e, len(tokens)) if tokens[j] in _AFTER_SAME), len(tokens))
        if k > e:
            move(p, k - 1, p + phrase.index("same"), (), "too", range(e, k))
            if p and tokens[p - 1] == "and" and p - 1 in order:  # "... *and* do the same with the ginger":
                replaced[p - 1] = "then"  # a step of its own, not the list's "and" (probe 206)
    return order, replaced


#: Phrases that ask for the last action again on what follows them ("now *do the same with* the
#: carrots"): read as that thing and "too", a command said without a verb that the dialogue state
#: reads against the last action (:meth:`slu_node.dialogue_state.DialogueState.ellipsis`: "and the
#: potatoes too"). Read, "same" had been an unknown object (twenty-fifth session). English.
SAME_AGAIN_PHRASES = tuple((*do, *the, "same", *thing, prep) for do in ((), ("do",)) for the in ((), ("the",))
                           for thing in ((), ("thing",)) for prep in ("with", "for", "to") if do or prep != "to")
#: Words that end the thing after such a phrase ("do the same with the carrots *please*").
_AFTER_SAME = frozenset({"please", "thanks", "thank", "now", "too", "as", "also", "and", "then"})
#: Words that may come between such a noun phrase and its verb, read before the verb ("those carrots
#: *can you* peel them"). English.
_BEFORE_DISLOCATED_VERB = frozenset({"can", "could", "would", "will", "you", "please", "just"})


def _objects_first(tokens: Sequence[str], verbs: frozenset, known: frozenset,
                   is_value: Callable[[str], bool]) -> Iterator[tuple[int, int, int, bool]]:
    """Each ``(start, end, verb, taken_up)`` (``tokens[start:end]``: the noun phrase) where a clause
    names its object first: taken up with a pronoun right after the verb, "the sugar, add it to the
    bowl", "those carrots can you peel them" (left dislocation; twenty-fifth-session probe: the
    pronoun had no referent and the command was asked about), or, ``taken_up`` False, with nothing
    after the verb that could be its object (no determiner, pronoun, number or value of the domain):
    "flour please sift", "the pan put on stove medium heat", "apples you peel and then you grate
    them" (simplified English; fifty-fifth-session probe: all three had been asked about), and, not
    taken up, with the verb said as its past participle (:func:`done_verb`: "garlic crushed in the
    mortar" is read "crush garlic in the mortar"). The noun
    phrase starts the clause
    (after :data:`CLAUSE_OPENERS` words but "and": "peel the carrots and the potatoes, mash them"
    mashes both), starts with a determiner or a word of ``known``, has at most
    :data:`_LONGEST_SUBJECT` words and, without its determiners, is an object (``is_value``: a spoken
    form of the lexicon an action's object may be) or objects joined by "and" ("the salt and the
    pepper"); a word of ``verbs`` after a determiner is a noun there ("the whisk, put it in the
    sink"). Not "the soup is boiling, take it off the heat", where a clause says why."""
    for s, t in enumerate(tokens):
        if (s > 0 and (tokens[s - 1] not in CLAUSE_OPENERS or tokens[s - 1] == "and")) or t in verbs or not (
                t in _SUBJECT_STARTS or t in known):
            continue
        v = next((k for k in range(s + 1, min(len(tokens), s + 1 + _LONGEST_SUBJECT))
                  if verb_said(tokens, k, verbs) or done_verb(tokens, k, verbs, is_value)), None)
        if v is None:
            continue
        after = tokens[v + 1] if v + 1 < len(tokens) else ""
        taken_up = after in OBJECT_PRONOUNS and tokens[v] in verbs
        if not taken_up and after and tokens[v] in verbs and (  # a participle's object is said before it:
                after in NOUN_MARKERS or after in PRONOUNS or after[0].isdigit()  # "eggs boiled *four* minutes"
                or after in _COUNTS or is_value(after)):
            continue
        g = v
        while g - 1 > s and tokens[g - 1] in _BEFORE_DISLOCATED_VERB:
            g -= 1
        if value_phrases(tokens[s:g], is_value) is not None:
            yield s, g, v, taken_up


#: Words that start an amount after a verb ("take *two* eggs"): then the verb has its object after it.
_COUNTS = frozenset({"one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "half",
                     "a", "an", "some", "another", "both", "all", "more"})


def done_verb(tokens: Sequence[str], k: int, verbs: frozenset,
              is_value: Callable[[str], bool] = lambda _: False) -> Optional[str]:
    """The verb of ``verbs`` whose past participle ``tokens[k]`` is, said right after a thing as a
    chef's shorthand for the command ("garlic *crushed* in the mortar", "tagliatelle *drained* in the
    colander", "cream *whipped* to stiff peaks": sixty-third-session blind probe 263, kitchen
    shorthand, had these out of domain); None when it is none or a word of ``verbs`` itself (then
    :func:`verb_said` reads it), or a word of :data:`_REPORTED_AFTER` follows it, or a verb is said
    after it in its clause that is no word of a value (``is_value``: "on a low *heat*"), or a clause
    with no verb follows it ("and" or "then" before no verb, "and" before no value either: a cook's
    shorthand read whole is asked about). English."""
    base = None if tokens[k] in verbs else next((f for f in participle_base_forms(tokens[k]) if f in verbs), None)
    if base is None or (k + 1 < len(tokens) and tokens[k + 1] in _REPORTED_AFTER):
        return None  # looked for at every word after a thing: the cheap tests first
    for j in range(k + 1, len(tokens) - 1):  # a clause after it with no verb: "pasta drained *and back in*
        nxt = tokens[j + 1]  # the saucepan", "potatoes mashed ... *then butter* and milk in" (probe 275)
        said = nxt in verbs or any(f in verbs for f in participle_base_forms(nxt))
        counted = nxt in NOUN_MARKERS or nxt[0].isdigit()  # "... then *a splash* of milk": SUGAR's verbless add
        if (tokens[j] == "then" and not said and not counted) or (
                tokens[j] == "and" and not said and not is_value(nxt) and not counted):
            return None
    stop = next((j for j in range(k + 1, len(tokens)) if tokens[j] in ("and", "then")), len(tokens))
    if any(verb_said(tokens, j, verbs) and not is_value(tokens[j]) and not is_value(" ".join(tokens[j - 1:j + 1]))
           for j in range(k + 1, stop)):
        return None  # "lasagne cooked through check": a state the verb after it asks about; not "on a low *heat*"
    return base


#: Words after a past participle that make it a report of what was done, not a command said in a chef's
#: shorthand (:func:`done_verb`): "eggs turned *out* nice", "the rice cooked *perfectly*". English.
_REPORTED_AFTER = frozenset({"out", "nice", "nicely", "well", "great", "fine", "ok", "okay", "lovely", "perfect",
                             "perfectly", "already", "yet", "by", "earlier", "yesterday", "last"})


def value_phrases(words: Sequence[str], is_value: Callable[[str], bool]) -> Optional[list[str]]:
    """The values ``words`` name when they are one value or several joined by "and", each a phrase for
    which ``is_value`` holds after its determiners (and, when that is no value, after words of
    :data:`PICKING_WORDS` too): "the salt and the pepper" → ["salt", "pepper"], "some big pots" →
    ["big pots"] when that is a value, else ["pots"]; None otherwise. English."""
    whole = _value_in(words, is_value)
    if whole is not None:
        return [whole]
    found = []
    for part in " ".join(words).split(" and "):
        value = _value_in(part.split(), is_value)
        if value is None:
            return None
        found.append(value)
    return found


#: Words that say a thing needs washing ("the *dirty* sieve", "the four *dirty* ramekins"), left out before
#: tagging though the tagger was trained with them: it had read "dirty" as the object and asked about it, and
#: the count as an object (seventy-seventh-session blind probe 690; :func:`slu_node.describing.unread_describers`).
UNWASHED = frozenset({"dirty", "mucky", "grubby", "greasy", "used", "filthy"})
#: Words that pick out one thing of a kind, said after its determiner ("the *big* pot", "a *clean*
#: bowl", "a *bigger* bowl": twenty-sixth session); read past when the phrase with them is no value
#: (:func:`value_phrases`). English.
PICKING_WORDS = frozenset({"big", "small", "large", "little", "tiny", "huge", "clean", "empty", "other",
                            "bigger", "smaller", "larger", "cleaner", "biggest", "smallest", "largest", "deep",
                            "deeper", "shallow", "wide", "wider", "spare", "second", "new", "fresh", "wee"})


#: Most words of one value phrase looked up at a place (:func:`longest_value_end`): "extra virgin olive oil".
LONGEST_VALUE_WORDS = 4


def longest_value_end(tokens: Sequence[str], at: int, is_value: Callable[[str], bool],
                      stop: Optional[int] = None) -> Optional[int]:
    """The index after the longest phrase from ``at`` (at most :data:`LONGEST_VALUE_WORDS` words,
    ending by ``stop``, ``len(tokens)`` when None) that ``is_value`` takes; None when none does."""
    stop = len(tokens) if stop is None else stop
    return next((j for j in range(min(at + LONGEST_VALUE_WORDS, stop), at, -1) if is_value(" ".join(tokens[at:j]))),
                None)


def named_things(tokens: Sequence[str], start: int, end: int, is_value: Callable[[str], bool]) -> list[tuple[int, int]]:
    """The values (``is_value``) named in ``tokens[start:end]``, as ``(start, end)`` of each name (its
    longest reading, :func:`longest_value_end`, left to right; a name's words are not read again)."""
    out, i = [], start
    while i < end:
        e = longest_value_end(tokens, i, is_value, end)
        if e is None:
            i += 1
        else:
            out.append((i, e))
            i = e
    return out


#: Most words of a thing looked for at a place (:func:`thing_end`): "the *small red onions*".
THING_WORDS = 3


def thing_end(tokens: Sequence[str], at: int, is_thing: Callable[[str], bool],
              stop: Optional[int] = None) -> Optional[int]:
    """The index after the longest thing (``is_thing``, one to :data:`THING_WORDS` words, ending by
    ``stop`` and by ``len(tokens)``) said from ``at``, as :func:`longest_value_end` finds it; None when
    none is."""
    stop = len(tokens) if stop is None else min(stop, len(tokens))
    return longest_value_end(tokens, at, is_thing, min(at + THING_WORDS, stop))


def thing_after(tokens: Sequence[str], j: int, is_thing: Callable[[str], bool]) -> Optional[tuple[int, int]]:
    """``(start, end)`` of a thing (``is_thing``, one to :data:`THING_WORDS` words) said after determiners
    from ``j`` ("of *the* rice"), or None when no thing is said there."""
    while j < len(tokens) and tokens[j] in NOUN_MARKERS:
        j += 1
    end = thing_end(tokens, j, is_thing)
    return (j, end) if end is not None else None


def next_clause_at(tokens: Sequence[str], start: int, is_thing: Callable[[str], bool]) -> int:
    """The index of the first "and" or "then" after ``start`` that joins a next clause, no determiner nor
    thing (``is_thing``) right after it, which would join a list ("... toast the pine nuts *and* scatter
    them"); ``len(tokens)`` when there is none."""
    return next((j for j in range(start + 1, len(tokens) - 1) if tokens[j] in ("and", "then")
                 and tokens[j + 1] not in NOUN_MARKERS and not is_thing(tokens[j + 1])), len(tokens))


def _value_in(words: Sequence[str], is_value: Callable[[str], bool]) -> Optional[str]:
    """The phrase of ``words`` after its determiners, or after them and picking words, or after them
    and words that describe how a thing was prepared (:func:`_prepared_word`: "the *finely chopped*
    red onion", "the *diced* tomatoes": sixty-fifth-session blind probe 321, out of domain said with
    no verb), that ``is_value`` takes; None when none does."""
    picked = _SUBJECT_STARTS | NOUN_MARKERS | PICKING_WORDS
    for skips in (lambda k: words[k] in _SUBJECT_STARTS or words[k] in NOUN_MARKERS,
                  lambda k: words[k] in picked, lambda k: words[k] in picked or _prepared_word(words, k)):
        n = next((k for k in range(len(words)) if not skips(k)), len(words))
        if n < len(words) and is_value(" ".join(words[n:])):
            return " ".join(words[n:])
    return None


#: Past participles not ending in "-ed", and words of the same kind, that say how a thing was prepared
#: ("are the *roast* potatoes golden yet": seventieth-session blind probe 441, done as cooking them). English.
_PREPARED_FORMS = frozenset({"roast", "frozen", "beaten", "ground", "leftover", "raw"})


def _prepared_word(words: Sequence[str], k: int) -> bool:
    """True when ``words[k]`` is a past participle or an adverb before a thing ("diced", "grated",
    "finely", :data:`_PREPARED_FORMS`): not before a determiner ("*shred* the watermelons" says the
    verb). English."""
    word = words[k]
    return ((word in _PREPARED_FORMS or (len(word) > 4 and word.endswith(("ed", "ly"))))
            and not (k + 1 < len(words) and words[k + 1] in NOUN_MARKERS))


def phrases_at(tokens: Sequence[str], phrases: Sequence[tuple[str, ...]]) -> Iterator[tuple[int, tuple[str, ...]]]:
    """``(start index, phrase)`` for each place in ``tokens`` where one of ``phrases`` is said, phrase
    by phrase in the given order, then by position."""
    for phrase in phrases:
        n = len(phrase)
        if not n:
            yield from ((i, phrase) for i in range(len(tokens) + 1))
            continue
        first = phrase[0]  # compared alone first: slicing at every place took a fifth of a parse
        yield from ((i, phrase) for i in range(len(tokens) - n + 1)
                    if tokens[i] == first and tuple(tokens[i:i + n]) == phrase)


def in_spoken_order(found: Iterable[tuple[int, tuple[str, ...]]]) -> list[tuple[int, tuple[str, ...]]]:
    """``found`` (``(start index, phrase)`` pairs, as :func:`phrases_at` gives them) sorted by start,
    the longest phrase first where several start at one place ("i think you should" before "i
    think")."""
    return sorted(found, key=lambda f: (f[0], -len(f[1])))


def last_before(tokens: Sequence[str], start: int, skipped: frozenset) -> int:
    """The index of the last token before ``start`` that is none of ``skipped`` (determiners: "over
    *the* pasta"); -1 when there is none."""
    k = start - 1
    while k >= 0 and tokens[k] in skipped:
        k -= 1
    return k


def find_phrase(tokens: Sequence[str], words: Sequence[str]) -> Optional[int]:
    """Index in ``tokens`` where ``words`` are first said in a row; None when they are not (or empty)."""
    return next((i for i, _ in phrases_at(tokens, (tuple(words),))), None) if words else None


def _phrase_tokens(found: Iterable[tuple[int, tuple[str, ...]]], before: Callable[[int], bool]) -> set[int]:
    """Indices of the tokens of each ``(start, phrase)`` of ``found`` for which ``before(end)`` holds
    (``end``: the index just after the phrase), a phrase overlapping one taken before left out."""
    out: set[int] = set()
    for i, phrase in found:
        end = i + len(phrase)
        if before(end) and not out.intersection(range(i, end)):
            out.update(range(i, end))
    return out


#: Most words between "what" and "do" in a frame around the request (:func:`_pseudo_clefts`).
_LONGEST_CLEFT = 7
#: Words that may come between "do" and "is" in such a frame ("what i want you to do *now* is").
_CLEFT_TIMES = frozenset({"now", "next", "first", "then", "here", "today"})


def _pseudo_clefts(tokens: Sequence[str]) -> list[tuple[int, tuple[str, ...]]]:
    """Each ``(start, words)`` of a frame "what ... do [now] is" ("*what we're gonna do is* crack the
    eggs", "*what i'd like you to do next is* ..."): the pseudo-cleft, which puts the request after it
    (twenty-fifth-session probe; listing each phrase missed the next one a speaker said); "the
    [first] thing ... do is" too ("*the first thing you need to do is* melt the butter": twenty-sixth,
    read as a check). English."""
    found = []
    for w in (i for i, t in enumerate(tokens) if t == "what" or (t == "the" and "thing" in tokens[i + 1:i + 3])):
        d = next((k for k in range(w + 2, min(len(tokens), w + 2 + _LONGEST_CLEFT)) if tokens[k] == "do"), None)
        if d is None:
            continue
        e = d + 1 + (d + 1 < len(tokens) and tokens[d + 1] in _CLEFT_TIMES)
        if e < len(tokens) and tokens[e] == "is":
            found.append((w, tuple(tokens[w:e + 1])))
    return found


#: "that" as a :data:`SEQUENCE_PHRASES` phrase says it ("when *that's* done": until the thirtieth session
#: only "that" itself counted, and "once that's done add the pasta" was out of domain).
_THAT = frozenset({"that", "that's"})


#: Auxiliaries that make a lead-in said after them a question: "*do* you have to peel a pumpkin before you
#: roast it" asks how it is done (sixty-sixth session, a blind set of utterances not to act on: done).
_ASKED_BEFORE = frozenset({"do", "does", "did"})


#: Phrases said before the command about saying it or about the work ahead, read as lead-ins (not
#: given to the language model's framed sentences, :mod:`slu_node.framed`, whose lead-ins lead a verb the
#: recogniser should expect): "*i'll say it louder* sprinkle in a pinch of chilli flakes" (seventieth-session
#: blind probe 444, said over the hob: the pinch had been dropped), "okay *let's get the veg sorted* grab a
#: head of broccoli" (probe 452: the veg had been taken). English.
SAYING_PHRASES = (*(("i'll", "say", "it", how) for how in ("again", "louder")),
                  *(("let", "me", "say", "that", how) for how in ("again", "louder")),
                  *(("let's", "get", *what, "sorted") for what in (("the", "veg"), ("the", "veggies"), ("this",),
                                                                    ("things",), ("dinner",), ("lunch",))),
                  # "right it's sunday so *let's get the roast on* take the joint of beef out of the fridge"
                  # (seventy-first-session blind probe 477: asked what to take)
                  *(("let's", "get", *what, "on") for what in (("the", "roast"), ("dinner",), ("lunch",), ("tea",),
                                                                 ("the", "dinner"), ("the", "lunch"))))


def lead_ins(tokens: Sequence[str], verbs: frozenset) -> set[int]:
    """Indices of the tokens of each :data:`LEAD_IN_PHRASES` and :data:`SAYING_PHRASES` phrase, and of
    each :data:`SEQUENCE_PHRASES` phrase not first in ``tokens`` or saying "that", that a word of ``verbs``
    (the words of the domain's verb phrases) or its "-ing" form follows: "make sure you | stir", "how
    about | adding", not "make sure the oil is hot" ("let" counts: "i'd be obliged if you would | let the
    rice simmer"); and of each inclusive "we" before a verb that
    starts a clause, as recipes are read out ("now *we* add the milk"; :data:`_NOT_BEFORE_WE`: "should
    we add the milk", "when we add the milk" stay); and of a pseudo-cleft frame before the verb
    ("*what we're gonna do is* crack the eggs"); and of a causative "make" before a verb
    (:data:`CAUSATIVE_PHRASES`: "*make* boil the water"). Not "you have to" after "do"
    (:data:`_ASKED_BEFORE`), a question, nor "quick" but where a clause starts, after a greeting or a
    call of the robot too (:data:`_BEFORE_QUICK`: "give it a quick stir", "porridge quick stir": a
    manner; "morning robot *quick* put the saucepan on": sixty-eighth-session blind probe 379), nor
    "quick" before a last word, the verb said as a noun ("*quick stir* please": seventy-first-session blind
    probe 480, the manner had been left out)."""
    found = [*phrases_at(tokens, LEAD_IN_PHRASES), *phrases_at(tokens, SAYING_PHRASES),
             *((i, p) for i, p in phrases_at(tokens, SEQUENCE_PHRASES) if i or _THAT.intersection(p))]
    found += [(i, p) for i, p in phrases_at(tokens, CAUSATIVE_PHRASES)
              if i + len(p) < len(tokens) and tokens[i + len(p)] not in _NOT_CAUSED]
    found += [(i, ("we",)) for i, t in enumerate(tokens)
              if t == "we" and (i == 0 or tokens[i - 1] not in _NOT_BEFORE_WE)]
    found += _pseudo_clefts(tokens)
    found = [(i, p) for i, p in found if not (i and tokens[i - 1] in _ASKED_BEFORE and p[0] in ("you", "we"))
             and not (p in _ORDINAL_LEADS and i and tokens[i - 1] in NOUN_MARKERS | {"a", "an"})  # "a *third* of a cup"
             and not (p[0] == "quick" and ((i and tokens[i - 1] not in _BEFORE_QUICK)
                                           or closing_start(tokens) <= i + len(p) + 1))]
    return _phrase_tokens(in_spoken_order(found), lambda end: end < len(tokens) and (
        tokens[end] in verbs or any(f in verbs for f in ing_base_forms(tokens[end]))
        or gives_action(tokens, end) or tokens[end] == "let"))  # "... if you would *let* the rice simmer"


def gives_action(tokens: Sequence[str], k: int) -> bool:
    """True when "give" at ``k`` gives an action as a noun, as :func:`command_order` reads it ("don't
    forget to *give* the stew a stir": fifty-fifth-session probe), not a thing ("give me a whisk")."""
    return tokens[k] == "give" and k + 1 < len(tokens) and tokens[k + 1] not in _NOT_GIVEN


def closing_start(tokens: Sequence[str]) -> int:
    """Index of the first token of the :data:`CLOSING_PHRASES` said at the end of ``tokens`` ("... with
    pho *please thanks*"), one after another; ``len(tokens)`` when there are none."""
    end = len(tokens)
    while end:
        closing = next((p for p in CLOSING_PHRASES if tuple(tokens[max(0, end - len(p)):end]) == p), None)
        if closing is None:
            break
        end -= len(closing)
    return end


def dangling_end(tokens: Sequence[str], describing: Callable[[str], bool]) -> Optional[str]:
    """The word that asks for more at the end of ``tokens``, past closing words
    (:data:`CLOSING_PHRASES`), or None: one of :data:`DANGLING_WORDS` ("a mocha with *some*", "add
    the salt *and* please"), or a ``describing`` word (one that tells which thing, no thing itself:
    "little", "other") after one of :data:`DANGLING_PREPOSITIONS` and such words only ("turn the
    walnuts over with a *little*", heard for "... with the ladle"), or "and then" (not "now and
    then", which says how often). "... and thank you" ends a
    command: "and" before thanks is no word left hanging. A transcript that ends so lost its end (a
    recogniser cut short by noise, or a fast talker's last words)."""
    end = closing_start(tokens)
    thanked = any(t in ("thanks", "thank") for t in tokens[end:])
    if not end:
        return None
    last = tokens[end - 1]
    if last in DANGLING_WORDS:
        return None if last == "and" and thanked else last
    if tuple(tokens[max(0, end - 2):end]) == ("and", "then") and tuple(tokens[max(0, end - 3):end - 2]) != ("now",):
        return last  # "add the salt and then": a next step was lost ("now and then" is how often)
    if last in QUESTION_WORDS and end >= 2 and tokens[end - 2] in ARGUMENT_PREPOSITIONS:
        return last
    k = end
    while k and describing(tokens[k - 1]):
        k -= 1
    return last if k < end and k and tokens[k - 1] in DANGLING_PREPOSITIONS else None


def courtesies(tokens: Sequence[str], verbs: frozenset) -> set[int]:
    """Indices of the tokens of each :data:`COURTESY_PHRASES` phrase said at the end of ``tokens``, or
    before a word of ``verbs`` (the first words of the domain's verb phrases) or of :data:`_AFTER_COURTESY`:
    "peel the carrots *if you don't mind* and then mash them", not "see *if you can* ...", where a
    phrase of the command follows; and of a greeting (:data:`GREETING_PHRASES`) that starts
    ``tokens``, whatever words follow ("*hey there* just a small mocha with whole milk": a blind probe of
    coffee orders, fifty-fifth session, had asked about "there"), and a word of :data:`PRAISE_WORDS`
    said last, not as a state ("... over the prawns *lovely*", not "until it's lovely"), or first before
    a word of ``verbs``."""
    greeting = next((p for p in GREETING_PHRASES if tuple(tokens[:len(p)]) == p and len(tokens) > len(p)), ())
    praised = {len(tokens) - 1} if len(tokens) > 2 and tokens[-1] in PRAISE_WORDS and (
        tokens[-2] not in BEFORE_PRAISED_STATE) else set()
    if len(tokens) > 2 and tokens[0] in PRAISE_WORDS and tokens[1] in verbs:
        praised.add(0)
    found = list(phrases_at(tokens, COURTESY_PHRASES))
    conditional = {i + len(p) for i, p in found if p[0] in _CONDITIONAL_COURTESY_STARTS}  # their ends
    return set(range(len(greeting))) | praised | _phrase_tokens(
        found, lambda end: end == len(tokens) or tokens[end] in verbs or tokens[end] in (
            _AFTER_CONDITIONAL_COURTESY if end in conditional else _AFTER_COURTESY))


#: Words of praise said last, after the command ("scatter a handful of chopped parsley over the prawns
#: *lovely*": seventieth-session blind probe 449, asked about as an unknown state), or first, before it
#: ("*splendid* drain the potatoes ...": seventy-fourth-session blind probe 560). English.
PRAISE_WORDS = frozenset({"lovely", "brilliant", "smashing", "fab", "marvellous", "splendid", "excellent",
                          "wonderful", "fantastic", "terrific"})
#: Words before which such a word is a state: "until it's *lovely*", "really lovely".
BEFORE_PRAISED_STATE = frozenset({"until", "till", "and", "so", "is", "are", "it's", "they're", "be", "very",
                                   "really", "looks", "look", "nice", "or", "get", "gets"})


#: Greetings and calls of the robot said first, left out whatever follows them (:func:`courtesies`), longest
#: first. English.
GREETING_PHRASES = (("hey", "there"), ("hi", "there"), ("hello", "there"), ("good", "morning"),
                    ("good", "afternoon"), ("good", "evening"),
                    # the robot called first, as a wake word (fifty-ninth-session blind probe 149: "hey
                    # chef a pinch of nutmeg thanks" was asked about, "robot a little more sea salt" out of domain)
                    ("hey", "robot"), ("hey", "chef"), ("okay", "robot"), ("ok", "robot"), ("okay", "chef"),
                    ("ok", "chef"), ("robot",),  # not "chef" alone: a person, in a restaurant's kitchen
                    ("morning",), ("hiya",), ("hey",), ("hi",), ("hello",))
#: Words after which "quick" leads the verb (:func:`lead_ins`): a clause's start, a greeting or a call.
_BEFORE_QUICK = CLAUSE_OPENERS | FILLER_WORDS | frozenset(w for p in GREETING_PHRASES for w in p)


#: A recipe's "season *to taste* with salt", "add salt *to taste*" (fifty-eighth-session probe 111): left
#: out before the words of :data:`_AFTER_TASTE` or at the end, not where "taste" is check's verb ("to
#: taste whether the soup is hot").
TASTE_PHRASES = (("to", "taste"), ("as", "per", "taste"))  # Indian English (sixtieth-session blind probe 185)
_AFTER_TASTE = frozenset({"with", "and", "then", "please", "now", "thanks"})
#: Words that say a thing goes somewhere at once ("put it *straight* in the oven"), before a place's
#: preposition (:data:`_PLACE_LEADS`): left out, no template saying them (sixty-second-session blind
#: probe 234: "it straight" had been asked about as the thing to put). English.
STRAIGHT_WORDS = (("straight",), ("directly",), ("straight", "away"))
_PLACE_LEADS = frozenset({"in", "into", "on", "onto", "back", "to", "under", "over"})


#: Phrases a speaker thinks aloud with before a command ("*let's see* um stir the risotto", "*let's see
#: what's next* uh add the onions"), left out (:func:`thinking_aloud`): "let's see" had been read as
#: check's verb, and the command asked about (sixtieth-session blind probe 172). English.
THINKING_PHRASES = (("let's", "see", "what's", "next"), ("let", "me", "see", "what's", "next"), ("let's", "see"),
                    ("let", "me", "see"), ("where", "was", "i"), ("what's", "next"),
                    # seventy-seventh-session blind probe 693: "okay *let me think* pour a litre of stock ..."
                    ("let", "me", "think"), ("let's", "think"),
                    # a beginner's hedge before a request: "so *i think* i'm going to need the big pot" (probe 719)
                    ("i", "think"))
#: Questions a speaker asks themselves and answers at once ("*what have i forgotten* oh the baking powder
#: add a teaspoon of it", "*what else do we need* ah the butter get it out of the fridge"), left out
#: (:func:`thinking_aloud`) when a word of :data:`_ANSWERING` follows: the tagger had read none of the
#: command after them, and it was asked about (seventy-seventh-session blind probe 693). English.
SELF_QUESTIONS = (("what", "else"), ("what", "else", "do", "we", "need"), ("what", "else", "do", "i", "need"),
                  ("what", "else", "is", "there"), ("what", "have", "i", "forgotten"),
                  ("what", "have", "we", "forgotten"), ("what", "did", "i", "forget"), ("what", "did", "we", "forget"),
                  ("what", "am", "i", "forgetting"), ("what", "are", "we", "forgetting"), ("what", "was", "next"),
                  ("what", "now"), ("what", "was", "i", "doing"))
#: Words that answer a :data:`SELF_QUESTIONS` question ("what else *oh* the garlic crush it").
_ANSWERING = frozenset({"oh", "ah", "ooh", "aha", "yes", "yeah", "right", "okay", "ok"})
#: Words after "let's see" that make it a check of a thing ("let's see *if* the pasta is done", "let's
#: see *how* the cake is doing", "let's see *the* chicken"), no thinking aloud.
_SEEING_WORDS = frozenset({"if", "whether", "how", "what", "which", "when", "where", "who", "the", "a", "an", "it",
                           "them", "this", "that", "these", "those", "your", "my", "our"})
#: Words said between thinking aloud and the command, besides :data:`FILLER_WORDS`.
_THINKING_FILLERS = frozenset({"okay", "ok", "right", "oh", "yeah", "so", "now"})


def thinking_aloud(tokens: Sequence[str], is_thing: Callable[[str], bool]) -> set[int]:
    """Indices of the tokens of each :data:`THINKING_PHRASES` phrase said before more words (and of each
    :data:`SELF_QUESTIONS` question a word of :data:`_ANSWERING` follows): the next
    word that is no filler (:data:`FILLER_WORDS`, :data:`_THINKING_FILLERS`) and starts no other such
    phrase is none of :data:`_SEEING_WORDS` and names no thing (``is_thing``): "let's see um stir the
    risotto", "let's see i'm gonna need two hundred grams of rice"; not "let's see if the pasta is
    done", a check."""
    def before_more(end: int) -> bool:
        while end < len(tokens) and (tokens[end] in FILLER_WORDS or tokens[end] in _THINKING_FILLERS):
            end += 1
        phrase = next((p for p in THINKING_PHRASES if tuple(tokens[end:end + len(p)]) == p), None)
        if phrase is not None:
            return before_more(end + len(phrase))
        return end < len(tokens) and tokens[end] not in _SEEING_WORDS and not is_thing(tokens[end])
    answered = _phrase_tokens(phrases_at(tokens, SELF_QUESTIONS),
                              lambda end: end < len(tokens) and tokens[end] in _ANSWERING)
    return _phrase_tokens(phrases_at(tokens, THINKING_PHRASES), before_more) | answered


def filler_phrases(tokens: Sequence[str]) -> set[int]:
    """Indices of the tokens of each :data:`FILLER_PHRASES` or :data:`SHAPE_PHRASES` phrase, wherever it
    is said (a shape phrase not before "of", "a" or "an": "in half a minute" says something else), and
    of each :data:`TASTE_PHRASES` phrase at the end or before a word of :data:`_AFTER_TASTE`, and of
    each :data:`STRAIGHT_WORDS` phrase before a place's preposition. A phrase that ends "aside" before a
    place's preposition is a step ("set it aside *on a plate*": seventy-second-session blind probe 511,
    read as out of domain), its "aside" left to :func:`slu_node.idle_adverbs.idle_adverbs`."""
    return (_phrase_tokens(phrases_at(tokens, FILLER_PHRASES), lambda end: tokens[end - 1] != "aside"
                           or end == len(tokens) or tokens[end] not in _PLACE_LEADS)
            | _phrase_tokens(phrases_at(tokens, SHAPE_PHRASES),
                             lambda end: end == len(tokens) or tokens[end] not in ("of", "a", "an"))
            | _phrase_tokens(phrases_at(tokens, TASTE_PHRASES),
                             lambda end: end == len(tokens) or tokens[end] in _AFTER_TASTE)
            | _phrase_tokens(phrases_at(tokens, STRAIGHT_WORDS), lambda end: end < len(tokens)
                             and tokens[end] in _PLACE_LEADS))


#: Words after which "like" says what is liked or what a thing resembles ("i'd *like* the salt", "it
#: looks *like* ..."), no hedge (:func:`hedging_likes`). English.
_LIKING = frozenset({"i", "you", "we", "they", "it", "i'd", "you'd", "we'd", "they'd", "would", "do", "don't",
                     "not", "look", "looks", "feel", "feels", "seem", "seems", "smell", "smells", "taste", "tastes",
                     "sound", "sounds", "something", "things", "just", "more", "much", "little"})


#: Words after which "like" before a value hedges it: "whip the cream till it's *like* stiff". English.
_HEDGED_AFTER = frozenset({"till", "until", "it's", "they're"})


def hedging_likes(tokens: Sequence[str], numbers: Container[str], values: Container[str] = frozenset()) -> set[int]:
    """Indices of each "like" said as a hedge on an amount, which says nothing of the command: before a
    word of ``numbers`` (the words amounts are said in: "a" too) and not after a word of
    :data:`_LIKING` or of ``numbers`` ("on high *four* like two minutes", heard for "for like",
    stays in doubt): "pour in *like* three tablespoons of soy sauce" (fifty-ninth-session blind probe
    142: "like" had been read as a second amount, and the command asked about). Before a verb ("and
    then *like* stir it") the tagger reads past it as it is. So is one before a word of ``values`` (the
    first words of the lexicon's values) after a word of :data:`_HEDGED_AFTER`: "whip the cream till
    it's *like* stiff" (sixty-first-session blind probe 201: "like" had been asked about). And "sort of"
    or "kind of" so, not after a determiner ("a kind of sauce"): "stir the sauce *sort of* gently", "steam
    it for *sort of* five minutes" (sixty-seventh-session blind probe 366). English."""
    likes = {i for i, t in enumerate(tokens[:-1]) if t == "like" and (
        (tokens[i + 1] in numbers and (i == 0 or (tokens[i - 1] not in _LIKING and tokens[i - 1] not in numbers)))
        or (i and tokens[i - 1] in _HEDGED_AFTER and tokens[i + 1] in values))}
    sorts = {k for i in range(1, len(tokens) - 2) if tokens[i] in ("sort", "kind") and tokens[i + 1] == "of"
             and tokens[i - 1] not in NOUN_MARKERS and tokens[i - 1] != "what"
             and (tokens[i + 2] in numbers or tokens[i + 2] in values) for k in (i, i + 1)}
    return likes | sorts


def side_phrases(tokens: Sequence[str], units: Container[str]) -> set[int]:
    """Indices of the tokens of each :data:`SIDE_PHRASES` phrase said right after a word of ``units``
    (the domain's unit words): "for two *minutes* on each side", and of each one said with "on"
    wherever it is: "fry the halloumi *on both sides* until it's golden" (fifty-ninth-session blind
    probe 142: the tagger had read "both sides" as an unknown modality). Elsewhere "each side" is left
    to the tagger ("fry each side for two minutes"). So is each :data:`FACING_PHRASES` phrase ("skin side
    down")."""
    return {i for start, phrase in phrases_at(tokens, SIDE_PHRASES)
            if phrase[0] == "on" or (start and tokens[start - 1] in units)
            for i in range(start, start + len(phrase))} | {
        i for start, phrase in phrases_at(tokens, FACING_PHRASES) for i in range(start, start + len(phrase))}


#: Phrases that say a thing is done by hand, with no tool, or when in the cooking, with no time ("*halfway
#: through*"): no role holds them.
HAND_PHRASES = tuple(("with", owner, hands) for owner in ("your", "my", "our", "clean", "wet")
                     for hands in ("hands", "fingers")) + (("by", "hand"), ("with", "your", "bare", "hands"),
                                                           ("halfway", "through"), ("halfway",))


#: Words before "by" and an "-ing" form that make it the command: "*start* by peeling the onions".
_LED_BY = frozenset({"start", "begin", "finish", "end", "starting", "beginning", "kick", "off"})


def by_hand(tokens: Sequence[str]) -> set[int]:
    """Indices of the tokens of each :data:`HAND_PHRASES` phrase: "pour the marinade over the chicken
    wings and toss them *with your hands*" (sixty-seventh-session blind probe 357: "hands" had been an
    unknown instrument, asked about), "... and give it a stir *halfway through*" (probe 375); the action
    is done as said, with no instrument. So is how it is done said last with "by" and an "-ing" form:
    "check the bread is done *by tapping the bottom*" (seventy-fourth-session blind probe 574, out of
    domain); not after a word of :data:`_LED_BY` ("start by peeling the onions"). English."""
    out = {i for start, phrase in phrases_at(tokens, HAND_PHRASES) for i in range(start, start + len(phrase))}
    by = next((k for k in range(1, len(tokens) - 1) if tokens[k] == "by" and tokens[k + 1].endswith("ing")
               and "and" not in tokens[k + 2:] and tokens[k - 1] not in _LED_BY), None)
    return out | (set(range(by, len(tokens))) if by is not None else set())


#: Most words before a :data:`REPEAT_PHRASES` phrase that may end a value with it ("every now and again").
_VALUE_LEAD = 3


def repeats(tokens: Sequence[str], verbs: frozenset, is_value: Callable[[str], bool]) -> set[int]:
    """Indices of the tokens of each :data:`REPEAT_PHRASES` phrase said after a word of ``verbs`` (the
    first words of the domain's verb phrases), at the end of ``tokens`` or before a verb or a word of
    :data:`_AFTER_COURTESY` or :data:`_AFTER_REPEAT`: "heat the milk up *again*", "cook it *a little
    longer* please", not "say that *again*" nor the end of a value (``is_value``: a spoken form of the
    domain's lexicon), as in "stir it now and *again*" (a manner)."""
    first = next((i for i, t in enumerate(tokens) if t in verbs), len(tokens))

    def ends_value(i: int, phrase: tuple[str, ...]) -> bool:
        end = i + len(phrase)
        return any(is_value(" ".join(tokens[s:end])) for s in range(max(0, i - _VALUE_LEAD), i))

    found = in_spoken_order((i, p) for i, p in phrases_at(tokens, REPEAT_PHRASES)
                            if i > first and not ends_value(i, p))
    return _phrase_tokens(found, lambda end: end == len(tokens) or tokens[end] in verbs
                          or tokens[end] in _AFTER_COURTESY or tokens[end] in _AFTER_REPEAT)


#: Fewest letters of each part of a word written in two ("table spoons"; "a head" is no "ahead").
_SHORTEST_PART = 3


def split_words(tokens: Sequence[str], known: frozenset, is_value: Callable[[str], bool]) -> dict[int, str]:
    """Index → the word read there, for two neighbouring tokens that are one of ``known`` (the
    domain's words) written apart, the second left out (its index maps to ""): "two *table spoons* of
    sugar", "half a *tea spoon*", "the *sauce pan*" (twenty-fifth session: "spoons" was read as the
    utensil and the amount asked about). Not when the two are a value as written (``is_value``) or
    a part is shorter than :data:`_SHORTEST_PART` letters. English."""
    out: dict[int, str] = {}
    for i in range(len(tokens) - 1):
        a, b = tokens[i], tokens[i + 1]
        if (i not in out and len(a) >= _SHORTEST_PART and len(b) >= _SHORTEST_PART and a.isalpha() and b.isalpha()
                and a + b in known and not is_value(f"{a} {b}")):
            out[i], out[i + 1] = a + b, ""
    return out


#: Words after a request phrase that show it is no request for an object: "i need *you* to stir", "i'd
#: like *to* add the salt" (see :func:`requests_at`). English.
NOT_REQUESTED = frozenset({"you", "to", "u", "ya"})
#: Auxiliaries before a request phrase that make it a question: "*do* we need the colander" asks
#: whether it is needed.
ASKING_AUXILIARIES = frozenset({"do", "does", "did", "can", "could", "will", "would", "should", "shall", "may",
                                "might", "must"})


def requests_at(tokens: Sequence[str], phrases: dict) -> tuple[set[int], dict[int, str]]:
    """Where ``tokens`` ask for an object with a phrase of ``phrases`` (words → the words of the verb
    read in its place, tried in the given order: :attr:`slu_node.domain.Domain.request_phrases`, longest
    first): "*i need* the colander" is
    "take the colander". A phrase counts when a word follows it that is not in :data:`NOT_REQUESTED`
    ("i need *you* to stir", "i need *to* stir the soup") and no word of :data:`ASKING_AUXILIARIES`
    comes right before it ("do we need the colander" asks, fifty-fourth session: it had been done).

    Returns:
        ``(dropped, replaced)``: indices of the phrase words left out, and index → verb word for the
        phrase's last words, which the verb takes the place of. A phrase shorter than its verb is
        left as it is.
    """
    dropped: set[int] = set()
    replaced: dict[int, str] = {}
    for i, phrase in phrases_at(tokens, tuple(phrases)):
        end, verb = i + len(phrase), phrases[phrase]
        if (end < len(tokens) and tokens[end] not in NOT_REQUESTED
                and (i == 0 or tokens[i - 1] not in ASKING_AUXILIARIES) and len(verb) <= len(phrase)
                and not (dropped | set(replaced)).intersection(range(i, end))):
            dropped.update(range(i, end - len(verb)))
            replaced.update(zip(range(end - len(verb), end), verb))
    return dropped, replaced


#: Words after which a clause starts, so that an "-ing" form after them is said where the verb goes
#: (:func:`clause_first_ing`).
_ING_CLAUSE_JOINERS = frozenset({"and", "then", "next", "now"})
#: Pronouns a later "is" may have as its subject ("... until *it* is smooth": :func:`clause_first_ing`).
_PRONOUN_SUBJECTS = _SUBJECTS | {"that", "this", "there"}


def clause_first_ing(tokens: Sequence[str], verbs: frozenset, is_value: Callable[[str], bool]) -> set[int]:
    """Indices of the "-ing" forms of ``verbs`` (the words of the domain's verb phrases) said first in
    a clause (at :func:`clause_start`, or after "and", "then", "next", "now"), to be read as their base
    form even when the domain knows the word ("keep *mixing*"): simplified "robot English" says the
    verb so, "now *mixing* the flour and the sugar" and "separate the eggs and then *whisking* the
    egg whites", which had been done as add and as a second separate (fifty-sixth session, probe
    77). Not a word that starts a value ("*mixing* bowl": ``is_value``), nor the subject of a form
    of "be" said later after anything but a pronoun ("*whisking* cream by hand is such good
    exercise"; "... until it is smooth" stays a command). English."""
    first = clause_start(tokens)

    def subject(i: int) -> bool:  # a gerund that a later "is" says something of
        return any(tokens[k] in BE_FORMS and tokens[k - 1] not in _PRONOUN_SUBJECTS for k in range(i + 2, len(tokens)))

    return {i for i, t in enumerate(tokens)
            if (i == first or (i and tokens[i - 1] in _ING_CLAUSE_JOINERS))
            and verbs.intersection(ing_base_forms(t)) and not is_value(t)
            and not (i + 1 < len(tokens) and is_value(f"{t} {tokens[i + 1]}")) and not subject(i)}


def trailing_ing(tokens: Sequence[str], verbs: frozenset, is_value: Callable[[str], bool],
                 is_thing: Callable[[str], bool], unit_words: Container[str]) -> set[int]:
    """Indices of the "-ing" forms of ``verbs`` (the words of the domain's verb phrases) said right
    after a thing (``is_thing``) or a unit (``unit_words``) of a clause ("simmer for forty five
    minutes *stirring* occasionally", "slowly pour in the milk *whisking* constantly"), to be read as
    their base form: recipes say a second action done alongside the first so, and the tagger had
    read the word as a modality or part of the object (``cook(*[ingredients]*, occasionally, 45
    min)``, done; fifty-eighth-session blind probe 111, recipe cards). Not a word that makes a value
    with the word before or after it ("on medium *setting*", "... the oil *mixing* bowl"), nor one
    after a form of "be". Not after a manner: "soup slowly *stirring* ..." names its thing first, and
    read so the soup was lost. Only with a verb before it and a word after it: "stock *adding* milk"
    (heard for "stop adding milk") and "keep the soup *stirring*" are no second step. English."""
    return {i for i, t in enumerate(tokens)
            if 1 < i < len(tokens) - 1 and (is_thing(tokens[i - 1]) or tokens[i - 1] in unit_words)
            and any(w in verbs for w in tokens[:i - 1])
            and verbs.intersection(ing_base_forms(t)) and not is_value(t) and not after_be(tokens, i)
            and not is_value(f"{tokens[i - 1]} {t}")
            and not (i + 1 < len(tokens) and is_value(f"{t} {tokens[i + 1]}"))}


def verb_base_forms(tokens: Sequence[str], verbs: frozenset, known: frozenset,
                    led: Container[int] = ()) -> list[str]:
    """``tokens`` with each "-ing" form outside ``known`` (the domain's words) replaced by its base form
    when that is one of ``verbs`` (the words of the domain's verb phrases): "would you mind *cracking*
    three eggs", "can you try *mashing* the potatoes". The generator writes verbs in the base form, so
    the tagger read such unseen forms as arguments or nothing (base forms: :func:`ing_base_forms`).
    After a form of "be" (:func:`after_be`) the form stays: "i am peeling the potatoes" is no request.
    The tokens at the positions ``led`` (those right after a lead-in, :func:`lead_ins`) are replaced
    even when in ``known``: "carry on *stirring* the sauce" ("stirring" is a domain word: "keep
    stirring")."""
    out = []
    for i, token in enumerate(tokens):
        if (token not in known or i in led) and not after_be(tokens, i):
            token = next((f for f in ing_base_forms(token) if f in verbs), token)
        out.append(token)
    return out


#: Unicode fraction characters and their values ("½ cup"); folded to ASCII they would lose the slash
#: ("½" → "1⁄2" → "12").
_VULGAR = {"½": 1 / 2, "⅓": 1 / 3, "⅔": 2 / 3, "¼": 1 / 4, "¾": 3 / 4, "⅛": 1 / 8, "⅜": 3 / 8, "⅝": 5 / 8,
           "⅞": 7 / 8}
#: A written fraction, with an optional whole part: "1/2", "1 1/2", "2-1/2", "1½", "½".
_FRACTION_RE = re.compile(r"(?<![\d./])(?:(?:(\d+)[ \t-]+)?(\d+)[/\u2044](\d+)(?![\d/])|(?:(\d+)[ \t-]*)?(["
                          + "".join(_VULGAR) + r"]))")
#: A degree sign with an optional scale: "180°C", "350 °F" (SUGAR writes temperatures in "deg").
_DEGREE_RE = re.compile(r"\s*°\s*(?:[cf](?![a-z]))?", re.IGNORECASE)


def _fraction(match: re.Match) -> str:
    """The decimal of a :data:`_FRACTION_RE` match, spaced ("1 1/2" → " 1.5 "); a zero denominator
    is left as written."""
    whole, top, bottom, vulgar_whole, vulgar = match.groups()
    if vulgar:
        whole, value = vulgar_whole, _VULGAR[vulgar]
    elif int(bottom):
        value = int(top) / int(bottom)
    else:
        return match.group(0)
    return f" {round(float(whole or 0) + value, 3):g} "


def clean_text(text: str) -> str:
    """Return ``text`` as lowercase ASCII-folded text with control characters removed.

    Accents are folded (``crème`` → ``creme``); characters that do not fold to ASCII are dropped.
    Written fractions become decimals ("1/2 cup", "1½" → ``0.5 cup``, ``1.5``) and a degree sign the
    word ("180°C" → ``180 degrees``); folded to ASCII, "½" would read as 12 and "°" would vanish.
    Non-``str`` input raises ``TypeError``. Text longer than :data:`MAX_TEXT_CHARS` is truncated.
    """
    if not isinstance(text, str):
        raise TypeError(f"text must be str, got {type(text).__name__}")
    text = text[:MAX_TEXT_CHARS]
    text = _DEGREE_RE.sub(" degrees ", _FRACTION_RE.sub(_fraction, text))
    text = unicodedata.normalize("NFKD", text)
    text = text.encode("ascii", "ignore").decode("ascii")
    text = text.replace("\u2019", "'").lower()
    return "".join(ch if ch.isprintable() else " " for ch in text)


def tokenize(text: str) -> list[str]:
    """Split text into lowercase word tokens.

    Words keep an inner apostrophe (``i'd``, ``let's``); numbers keep a decimal point (``0.5``; a
    decimal comma ``1,5`` becomes ``1.5``, thousands separators ``1,000`` are removed);
    "500g" becomes ``["500", "g"]``; a minus sign before a number is the word ``minus``; punctuation and
    symbols are dropped. Hyphens split words
    (``deep-fry`` → ``deep fry``); a word broken off with a hyphen, as transcripts write a fragment,
    is left out (``st- stir`` → ``stir``).

    Returns:
        at most :data:`MAX_TOKENS` tokens (an empty list for empty or symbol-only text).
    """
    text = _MINUS_RE.sub(" minus ", clean_text(text))
    tokens = [t for t in _TOKEN_RE.findall(_FRAGMENT_RE.sub(" ", text)) if t[0].isalnum()]
    return [_number_token(t) for t in tokens][:MAX_TOKENS]


def _number_token(token: str) -> str:
    if "," not in token:
        return token
    head, _, tail = token.partition(",")
    return token.replace(",", "") if len(tail.split(".")[0]) == 3 else token.replace(",", ".")


def normalize_phrase(text: str) -> str:
    """Tokenize and re-join with single spaces: the canonical form of a lexicon phrase.

    Memoised (the last :data:`_PHRASE_CACHE` texts): the parser normalises the domain's unit and
    lexicon phrases again at every amount it reads, about a thousand times per long command, which
    had been 60 % of a parse's time (forty-second session). Non-``str`` input raises ``TypeError``.
    """
    if not isinstance(text, str):
        raise TypeError(f"text must be str, got {type(text).__name__}")
    return _normalized(text)


#: Texts whose :func:`normalize_phrase` is kept: the domain's phrases, and room for what is heard.
_PHRASE_CACHE = 1 << 16


@functools.lru_cache(maxsize=_PHRASE_CACHE)
def _normalized(text: str) -> str:
    return " ".join(tokenize(text))
