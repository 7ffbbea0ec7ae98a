"""The values a role span names: its spoken words → a canonical lexicon value or a measured amount.

:class:`ValueReader` looks the words of one span up in a domain's lexicon (closed lists, with the
leading words a speaker puts before a value, a function-word slip away from a spoken form, several
values said without "and") and reads measured amounts (:func:`slu_node.numbers.normalize_measure`).
:class:`slu_node.builder.PredicateBuilder` asks it for every span it places; it holds no state but the
domain and a cache of the domain's spoken forms.
"""

from __future__ import annotations

from typing import Optional, Sequence

from rapidfuzz.distance import Levenshtein

from slu_node.domain import ArgSpec, Domain
from slu_node.numbers import normalize_measure
from slu_node.textnorm import PICKING_WORDS, SLIP_WORDS, UNWASHED

#: Words that say where a thing stands among others of its kind ("the *left* burner", "the *front* ring":
#: seventy-fifth-session blind probe 594); the tagger read "left" as a verb's past and asked about the burner.
POSITION_WORDS = frozenset({"left", "right", "front", "back", "top"})
#: Leading words dropped before a lexicon look-up ("the eggs", "some of the milk", "a bigger bowl").
LEADING = frozenset({"the", "a", "an", "some", "of", "my", "your", "our", "this", "that", "these", "those",
                     "more", "little", "bit", "few", "all", "fresh", "other", "remaining", "rest", "both", "leftover",
                     "extra", "clean", "empty", "dry", "sharp", "raw", "ripe", "frozen", "another", "last",
                     "entire", "damp", "wet",  # "with *damp* kitchen paper" (blind probe 653)
                     *UNWASHED,
                     # which of its kind, what it is like (fifty-second session: "the *same* pot")
                     "same", "usual", "new", "old", "nice", "blunt", "clear", "metal", "ceramic", "sturdy",
                     "spotless", "favourite", "favorite",
                     # how it cuts or how thick it is (fifty-fifth-session probe: "the *fine* grater", "a
                     # *thin* spatula"; not a word that starts a value: "wooden spoon", "sheet pan")
                     "fine", "coarse", "thin",
                     # its colour, age or place (sixty-first-session blind probe 204: "mum's *blue* casserole
                     # dish", "the *mature* cheddar", "the *bottom* tray")
                     "blue", "yellow", "pink", "purple", "grey", "gray", "mature", "bottom", "middle",
                     # the most of its kind (sixty-first-session blind probe 206: "your *sharpest* knife")
                     "sharpest", "biggest", "largest", "smallest", "best", "cleanest", "deepest",
                     "heaviest", "tallest", "shortest", "nearest", "closest",
                     # what it is made of (sixty-seventh-session blind probes 358, 360: "the *cast iron* skillet",
                     # "a *heatproof* bowl")
                     "heatproof", "cast", "iron", "enamel", "copper", "plastic", "stainless", "steel",
                     "airtight",
                     # how it was got ready (seventy-fourth-session blind probe 567: "onto the *lined* tray")
                     "lined", "greased", "oiled", "floured", "preheated", "warmed"}) | PICKING_WORDS | POSITION_WORDS
#: Shortest word that :func:`prepared` takes for a participle or an adverb ("diced", "freshly").
_PREPARED_MIN_CHARS = 5


def without_leading(words: list[str], known: frozenset = frozenset()) -> list[str]:
    """``words`` without the leading words of :data:`LEADING` ("the", "some of the" ...) and, given
    ``known`` (the domain's words), without leading words foreign to it that :func:`prepared` takes
    for a preparation ("the *grated* cheese", "*finely chopped* onions")."""
    start = 0
    while start < len(words) and (words[start] in LEADING or (known and prepared(words[start], known))):
        start += 1
    return words[start:]


def value_core(text: str) -> str:
    """The words of ``text`` after its leading words (:func:`without_leading`), as one string: what a
    lexicon look-up of a span reads ("some of the milk" → "milk")."""
    return " ".join(without_leading(text.split()))


def describing(words: Sequence[str], known: frozenset) -> bool:
    """True when ``words`` are all leading words (:data:`LEADING`) or foreign words that
    :func:`prepared` takes for a preparation: they describe a value without naming one."""
    return bool(words) and all(w in LEADING or prepared(w, known) for w in words)


def prepared(word: str, known: frozenset) -> bool:
    """True when ``word``, foreign to the domain (not in ``known``), looks like a participle or an
    adverb that says how a value was prepared: "-ed" or "-ly", :data:`_PREPARED_MIN_CHARS` letters at
    least ("diced", "crushed", "freshly"). Such a word names no other value: "the boiled potatoes" are
    the potatoes, where "sour milk" (for "soy milk") may be another value and is asked about
    (twenty-first-session probe: "grated cheese", "diced tomatoes", "softened butter" were asked
    about). So are the irregular participles of :data:`_IRREGULAR_PREPARED` ("the *beaten* egg whites",
    fifty-eighth-session blind probe 111)."""
    return word not in known and (word in _IRREGULAR_PREPARED
                                  or (len(word) >= _PREPARED_MIN_CHARS and word.endswith(("ed", "ly"))))


#: Participles that say how a thing was prepared and end in neither "-ed" nor "-ly" (:func:`prepared`).
#: English.
_IRREGULAR_PREPARED = frozenset({"beaten", "broken", "torn", "cut", "split", "shaken", "risen", "proven"})


class ValueReader:
    """The lexicon values and amounts that spoken words name, for one domain.

    Args:
        domain: the domain whose lexicon (closed-list types) and measured types are read.
    """

    def __init__(self, domain: Domain) -> None:
        self.domain = domain
        #: the domain's measured types (quantities, times, temperatures)
        self.measures = [t for t in domain.types.values() if t.kind == "measure"]
        self._forms_of: dict[tuple[str, ...], tuple[tuple[str, str, list[str]], ...]] = {}

    def value_of(self, text: str) -> Optional[str]:
        """The canonical lexicon value ``text`` names, or None."""
        hit = self.domain.lookup(text)
        return hit[1] if hit else None

    def is_amount(self, text: str) -> bool:
        """True when ``text`` reads as an amount of one of the domain's measured types."""
        return any(normalize_measure(text, t) for t in self.measures)

    def names_value(self, text: str) -> bool:
        """True when ``text``, without leading words (:func:`without_leading`), is a lexicon value."""
        return self.domain.is_value(" ".join(without_leading(text.split(), self.domain.known_words)))

    def known(self, text: str) -> bool:
        """True when ``text`` names a lexicon value or reads as an amount of one of the domain's measured
        types ("nine hundred ninety s" heard at 10 dB in "pick out the pits of ..."; ``separate`` has no
        role for a time)."""
        return bool(self.domain.value_types(text))

    def named_value(self, text: str) -> Optional[str]:
        """The words of a span that name a known value: all of ``text`` when it is a lexicon value or an
        amount (:meth:`known`), else :meth:`lexicon_ending`."""
        return text if self.known(text) else self.lexicon_ending(text)

    def lexicon_ending(self, text: str) -> Optional[str]:
        """The longest ending of ``text`` that is a lexicon value, all of it included, when every word
        before it is a word of the domain ("*simmering* water"); None when there is none, or a word
        before it is foreign to the domain ("flubbery water" may be a misheard value)."""
        words = text.split()
        if self.domain.lookup(text) is not None:
            return text
        if not all(w in self.domain.known_words for w in words):
            return None
        return next((" ".join(words[i:]) for i in range(1, len(words))
                     if self.domain.lookup(" ".join(words[i:])) is not None), None)

    def beside_another(self, text: str) -> bool:
        """True when the words of a role span (past leading words) are no lexicon value but two things
        (:meth:`~slu_node.domain.Domain.is_thing`: no state such as "melted" or "hot"), one after
        the other, the second not starting with a verb word ("the mascarpone *pan* fry ..."): "bone
        burger" (a part and a food), heard for "colander", was read as the burger, the bone left
        out; "butter seeds", heard for "the, uh, the soup", as the butter (fiftieth session, probe 58
        spoken at 10 dB). So are a verb word of the domain that starts no value ("*brown* pepper" is
        said as brown sugar is) and a thing after it: "use a drain pan", heard for "a grill pan", was
        read as the pan (fiftieth session, a voice no rule was written for). Heard, such a span is
        asked about (:attr:`slu_node.drafts.ActionDraft.juxtaposed`)."""
        words = without_leading(text.split())
        if len(words) < 2 or self.domain.lookup(" ".join(words)) is not None:
            return False
        verbs = self.domain.verb_words
        return any(self.domain.is_thing(" ".join(words[k:])) and (
            (self.domain.is_thing(" ".join(words[:k])) and words[k] not in verbs)
            or any(w in verbs and w not in self.domain.value_starts for w in words[:k])) for k in range(1, len(words)))

    def thing_after(self, text: str, value: str, types: Sequence[str]) -> Optional[str]:
        """The words of a role span (past leading words) said after the words that name ``value`` (its
        canonical value) when they are, whole, a thing of none of ``types`` (the role's): "zester"
        in "lemon zester" for grate's object. None otherwise, and when the words are one spoken form
        of a value ("caraway seeds")."""
        words = without_leading(text.split())
        if self.domain.lookup(" ".join(words)) is not None:
            return None  # one spoken form, whole: "caraway seeds" is caraway
        for k in range(1, len(words)):
            head, rest = " ".join(words[:k]), " ".join(words[k:])
            hit = self.domain.lookup(head)
            if hit is not None and hit[1] == value and self.domain.is_thing(rest) and not (
                    self.domain.value_types(rest) & set(types)):
                return rest
        return None

    def list_types(self, arg: ArgSpec) -> tuple[str, ...]:
        """The closed-list types among ``arg``'s types, in its order of preference."""
        return tuple(t for t in arg.types if self.domain.types[t].kind == "list")

    def normalize(self, text: str, arg: ArgSpec) -> Optional[tuple[str, str]]:
        """Canonical ``(value, type)`` for the words of a role span, or None when nothing matches.

        Tries, for each of the role's types in order: measured types with
        :func:`slu_node.numbers.normalize_measure`, closed lists with :meth:`Domain.lookup` on the
        whole span, then a spoken form one function-word slip away (:meth:`_near_forms`: an amount
        phrase keeps its amount; None when such forms name several values), then the span
        without leading determiners/quantifiers; None when the words are several whole values
        (:meth:`split_values`) or one of a type the role does not take ("the pie dish" for add's
        object, a food: it had been read as the pie, fiftieth session); then the longest sub-phrase,
        unless a word left out
        of it is foreign to the domain (not in :attr:`Domain.known_words`) and longer forms
        hold the sub-phrase (:meth:`_extended`), or another word left out is a value of the role
        ("vanilla quieter noodle": fifteenth session, 1 fewer of 200 synthetic commands accepted
        wrong clean, no other change on text, speech or the coffee orders; with no foreign word
        too since the fifty-seventh: "beat butter sugar mixer").
        """
        for type_name in arg.types:
            slot_type = self.domain.types[type_name]
            if slot_type.kind == "measure":
                value = normalize_measure(text, slot_type)
                if value is not None:
                    return value, type_name
        list_types = self.list_types(arg)
        if not list_types:
            return None
        words = without_leading(text.split())
        hit = self.domain.lookup(text, list_types)
        near = self._near_forms(text.split(), list_types) if hit is None else set()
        if len(near) > 1:
            return None  # one slip away from several values: asking beats guessing
        hit = (hit or (near.pop() if near else None)
               or (self.domain.lookup(" ".join(words), list_types) if words else None)
               or self._prepared_value(text, list_types))
        if hit:
            return hit[1], hit[0]
        if self.split_values(text, arg):
            return None  # several values in one span: not one of them (a list or multi role takes them all)
        if words and self.domain.lookup(" ".join(words)) is not None:
            return None  # a value of another type: "the pie dish" is no pie ("add the pie dish" had been add(pie))
        known = self.domain.known_words
        for size in range(len(words) - 1, 0, -1):
            for start in range(len(words) - size, -1, -1):
                part = words[start:start + size]
                hit = self.domain.lookup(" ".join(part), list_types)
                if hit:
                    rest = words[:start] + words[start + size:]
                    foreign = any(w not in known for w in rest)
                    # a foreign word beside a value that other values extend may be one of those
                    # misheard ("sour milk" for "soy milk" is no plain "milk"): ask rather than guess
                    if foreign and self._extended(part, list_types):
                        return None
                    # another value of the role among the words left out, with no "and" between
                    # ("vanilla quieter noodle" heard for "knead then look whether noodle"; "beat
                    # butter sugar mixer" typed, read as the sugar until the fifty-seventh session):
                    # which one was meant, or both, is a guess
                    if any(self.domain.lookup(w, list_types) for w in rest if w in known):
                        return None
                    # a thing before or after a modifier ("put the skillet on *hob medium heat*",
                    # one span, had been put(pan, medium heat), the hob left out); a thing's own
                    # words may describe it ("the pot *of boiling water*")
                    beside = [" ".join(part) for part in (words[:start], words[start + size:]) if part]
                    if not set(list_types) & set(self.domain.thing_types) and any(map(self.domain.is_thing, beside)):
                        return None
                    # a vessel's head word after a thing of another type, no vessel named alone: "line
                    # the cookie *sheet*" had been cover(cookie, ...) (seventy-first-session blind probe
                    # 476); "sugar bowl" said tersely names the bowl, read elsewhere
                    after = words[start + size:]
                    if (after and after[-1] in self.domain.vessel_heads and not self.domain.is_value(after[-1])
                            and hit[0] not in self.domain.vessel_types):
                        return None
                    # an amount beside the value ("cook beef slow cooker *low eight hours*", one
                    # span, had been read as low heat, the eight hours left out; fifty-seventh session)
                    if any(map(self.is_amount, beside)):
                        return None
                    # a unit said before the value with no number and no "of" ("open *jar pesto*": a
                    # jar of it, or the jar and the pesto; the jar had been left out)
                    if start and all(w in self.domain.unit_words for w in words[:start]):
                        return None
                    return hit[1], hit[0]
        return None

    def _prepared_value(self, text: str, list_types: tuple[str, ...]) -> Optional[tuple[str, str]]:
        """``(type, value)`` for the words of a span read without leading describing words
        (:func:`without_leading` with :func:`prepared` words), among the types of ``list_types`` that
        the domain file marks ``prepared``; None when there is no such type or value."""
        types = tuple(t for t in list_types if self.domain.types[t].prepared)
        words = without_leading(text.split(), self.domain.known_words) if types else []
        return self.domain.lookup(" ".join(words), types) if words else None

    def split_values(self, text: str, arg: ArgSpec) -> Optional[list[tuple[str, str]]]:
        """``[(value, type), ...]``: the words of a role span read as two or more closed-list values
        of ``arg``'s types, each whole spoken form after optional leading words (:data:`LEADING`),
        with no word left over; None when there is no such reading, or when the readings with the
        fewest values differ.

        A recogniser writes no commas, so "squid, olive and dill" arrives as "squid olive and dill",
        and the tagger may make "squid olive" one span. Reading it as one value ("olive", the longest
        sub-phrase) silently drops the other. "cream cheese" stays one value: its whole form is
        looked up first, and a reading of fewer values wins. A role of several values takes amounts
        among them too ("low eight hours": low heat, 8 h; fifty-seventh-session probe 102).
        """
        list_types = self.list_types(arg)
        words = text.split()
        if len(words) < 2 or not list_types:
            return None
        # best[i]: the fewest-value readings of words[:i], as (count, readings)
        best: list[Optional[tuple[int, set[tuple]]]] = [(0, {()})] + [None] * len(words)
        for end in range(1, len(words) + 1):
            for start in range(end):
                if best[start] is None:
                    continue
                lead = start
                while lead < end - 1 and words[lead] in LEADING:
                    lead += 1
                hit = self.domain.lookup(" ".join(words[lead:end]), list_types) or (
                    self._measured(" ".join(words[start:end]), arg) if arg.multi else None)
                if hit is None:
                    continue
                count = best[start][0] + 1
                readings = {r + ((hit[1], hit[0]),) for r in best[start][1]}
                if best[end] is None or count < best[end][0]:
                    best[end] = (count, readings)
                elif count == best[end][0]:
                    best[end][1].update(readings)
        if best[-1] is None or best[-1][0] < 2 or len(best[-1][1]) > 1:
            return None
        return list(next(iter(best[-1][1])))

    def _measured(self, text: str, arg: ArgSpec) -> Optional[tuple[str, str]]:
        """``(type, value)`` of ``text`` read as an amount of one of ``arg``'s measured types, else None."""
        for type_name in arg.types:
            slot_type = self.domain.types[type_name]
            if slot_type.kind == "measure" and (value := normalize_measure(text, slot_type)) is not None:
                return type_name, value
        return None

    def _forms(self, list_types: tuple[str, ...]) -> tuple[tuple[str, str, list[str]], ...]:
        """``(type, canonical value, words of a spoken form)`` for every spoken form of these types
        (made once per ``list_types``; the domain does not change)."""
        if list_types not in self._forms_of:
            self._forms_of[list_types] = tuple(
                (name, canonical, form.split()) for name in list_types
                for canonical, spoken in self.domain.types[name].values.items() for form in spoken)
        return self._forms_of[list_types]

    def _extended(self, part: list[str], list_types: tuple[str, ...]) -> bool:
        """True when a longer spoken form of these types holds the words ``part`` ("milk" in "soy
        milk"), so that words heard around ``part`` may have named another value."""
        n = len(part)
        return any(len(w) > n and any(w[i:i + n] == part for i in range(len(w) - n + 1))
                   for _, _, w in self._forms(list_types))

    def _near_forms(self, words: list[str], list_types: tuple[str, ...]) -> set[tuple[str, str]]:
        """The ``(type, canonical value)`` pairs of the spoken forms one function-word slip from ``words``.

        A slip is one word-level edit (Levenshtein, ``rapidfuzz``) that only drops or adds a word of
        :data:`SLIP_WORDS`, or puts one in place of a word no form of these types uses: "little bit of
        cream" → "a little bit of cream", "a bit it brown sugar" → "a bit of brown sugar". So an amount
        phrase keeps its amount instead of falling back to the bare sub-phrase ("cream", "brown
        sugar"), a confident wrong value. Content words are never guessed ("some almond" does not
        become "some almond milk"). Only forms of three or more words count, so that most of the
        phrase is heard as spoken.
        """
        if len(words) < 2:
            return set()
        forms = self._forms(list_types)
        known = {w for _, _, form_words in forms for w in form_words}
        hits = set()
        for name, canonical, form_words in forms:
            if len(form_words) < 3 or Levenshtein.distance(words, form_words, score_cutoff=1) != 1:
                continue
            (op,) = Levenshtein.editops(words, form_words)
            slipped = words[op.src_pos] if op.tag == "delete" else form_words[op.dest_pos]
            heard_known = op.tag == "replace" and words[op.src_pos] in known  # "brown" is no slip for "of"
            if slipped in SLIP_WORDS and not heard_known:
                hits.add((name, canonical))
        return hits
