"""Words read as other words before tagging, where they stand for something said or meant: "as well"
as "too", "the lot" as "everything", "under" the grill as "in", "both" and "the rest" as the things
they stand for, "the bigger one" as the thing counted before, an ordinal or a size before a thing read
past, "for a further" ten minutes as "for", a topic's "as for" left out.

Each function gives index → the words to read there instead (() to leave one out), as
:func:`slu_node.textnorm.expand_tokens` takes them; :meth:`slu_node.parser.SpokenCommandParser.parse`
applies them before the tagger reads the words. Added in the fifty-eighth session from blind probes
110-135; English words.
"""

from __future__ import annotations

from typing import Callable, Container, Optional, Sequence

from slu_node.numbers import NUMBER_WORDS, ONES, TENS
from slu_node.textnorm import NOUN_MARKERS, OBJECT_PRONOUNS, PICKING_WORDS, phrases_at, thing_after, thing_end


#: Words after "for" that say how long no more than the time after them does ("for *a further* fifteen
#: minutes", "for *at least* four hours").
_FOR_LEADS = (("a", "further"), ("an", "additional"), ("at", "least"), ("at", "most"))


def further_durations(tokens: Sequence[str]) -> dict[int, tuple[str, ...]]:
    """Index → () for the words of :data:`_FOR_LEADS` after "for", to be left out: the time after them
    is how long ("cook for *a further* fifteen minutes" had been asked about, "further fifteen minutes"
    an unknown modality: fifty-eighth-session probe 111, recipe cards; "pop them in the fridge for *at
    least* four hours", sixty-seventh-session blind probe 360). English."""
    return {k: () for i in range(1, len(tokens) - 1) if tokens[i - 1] == "for"
            and (tokens[i], tokens[i + 1]) in _FOR_LEADS for k in (i, i + 1)}


#: Words of the hour after which a number of minutes may follow with no unit ("an hour *twenty*").
_HOURS = frozenset({"hour", "hours"})
#: Number words of the minutes said so, below sixty (:func:`hours_and_minutes`).
_MINUTE_TENS = frozenset({"ten", "fifteen", "twenty", "thirty", "forty", "fifty"})


def hours_and_minutes(tokens: Sequence[str], units: Container[str]) -> dict[int, tuple[str, ...]]:
    """Index → what to read there instead for a number of minutes said after "hour" with no unit: "roast the
    duck for an hour *twenty* at one eighty" is read "an hour and twenty minutes" (sixty-eighth-session
    blind probe 387: "twenty" had been asked about); "forty five" takes its ones. Not before a word of
    ``units`` (the domain's units: "an hour twenty minutes" says its own) nor "and". English."""
    out: dict[int, tuple[str, ...]] = {}
    for i in range(len(tokens) - 1):
        if tokens[i] not in _HOURS or tokens[i + 1] not in _MINUTE_TENS:
            continue
        end = i + 2 + (tokens[i + 1] in TENS and list(tokens[i + 2:i + 3]) == ["five"])  # "forty *five*"
        if end < len(tokens) and (tokens[end] in units or tokens[end] == "and"):
            continue
        out.update({i: (tokens[i], "and"), end - 1: (tokens[end - 1], "minutes")})
    return out


def units_after_things(tokens: Sequence[str], units: Container[str], is_thing: Callable[[str], bool],
                       is_value: Callable[[str], bool]) -> dict[int, tuple[str, ...]]:
    """Index → what to read there instead for a count, a thing (one or two words, ``is_thing``) and a word
    of ``units`` (the domain's units of amount) after it that makes no value with it (``is_value``): "four
    *cod fillets*" is read "four fillets of cod", ``4 fillet, cod`` (sixty-seventh-session blind probe
    363; probe 317's reference writes the same), where the fillets had been dropped. "two chicken breasts",
    "the cake tins" name values, and "five jam jars" things (a unit that is a thing too), and stay. English."""
    out: dict[int, tuple[str, ...]] = {}
    for i in range(len(tokens) - 2):
        if not (tokens[i] in NUMBER_WORDS - {"a", "an", "and", "of"} or tokens[i][:1].isdigit()):
            continue
        for n in (2, 1):
            e = i + 1 + n
            if (e < len(tokens) and tokens[e] in units and not is_thing(tokens[e])
                    and is_thing(" ".join(tokens[i + 1:e])) and not is_value(" ".join(tokens[i + 1:e + 1]))
                    and not set(range(i + 1, e + 1)) & set(out)):
                out.update({i + 1: (tokens[e], "of", tokens[i + 1]), e: ()})
                if n == 2:
                    out[i + 2] = (tokens[i + 2],)
                break
    return out


def all_over(tokens: Sequence[str]) -> dict[int, tuple[str, ...]]:
    """Index → () for each "all" before "over" or "around" after a word: "pour the marinade *all* over the
    chicken wings" is poured over them (sixty-seventh-session blind probe 357: "all" had been an unknown
    place, asked about). English."""
    return {i: () for i in range(1, len(tokens) - 1) if tokens[i] == "all" and tokens[i + 1] in ("over", "around")}


def as_well(tokens: Sequence[str]) -> dict[int, tuple[str, ...]]:
    """Index → what to read there instead, for each "as well" not followed by "as" ("as well as" joins
    two values: :func:`slu_node.joiners.joined_values`): "too", as it means. After a place the
    tagger read its "well" as a manner: "pour the cream into the bowl and the mascarpone *as well*"
    had been ``add([cream, mascarpone], bowl, well)``, done (fifty-eighth-session blind probe 110).
    English."""
    out: dict[int, tuple[str, ...]] = {}
    for i in range(len(tokens) - 1):
        if tokens[i] == "as" and tokens[i + 1] == "well" and "as" not in tokens[i + 2:i + 3]:
            out.update({i: ("too",), i + 1: ()})
    return out


#: Words that end the noun phrase of a pronoun-like phrase ("add *both* to the rice", "put *the rest*
#: back in the fridge", "fry the chorizo in *that*"): the end, a preposition, a particle or a joiner.
_AFTER_REFERRING = frozenset({"to", "into", "in", "on", "onto", "over", "with", "back", "away", "out", "off", "up",
                              "and", "then", "please", "now", "too", "as", "for", "at"})
#: Phrases for the part of a thing not used yet, said after a part of it was ("tip half of it into the bowl
#: and put *what's left of it* in a tupperware", "... brush the pastry with half of it and pour *the other
#: half* into the batter": sixty-eighth-session blind probe 394, asked about): read as :func:`referring_phrases`
#: reads "the rest", "the other half" as half of it.
_LEFT_OF_IT = (("the", "rest", "of", "it"), ("the", "rest", "of", "them"), ("what's", "left", "of", "it"),
               ("what's", "left", "of", "them"), ("whatever's", "left", "of", "it"), ("what's", "left"),
               ("whatever's", "left"), ("what", "is", "left"), ("the", "remaining", "ones"), ("the", "other", "half"))
#: Prepositions before "that" or "this" standing for a thing ("fry the chorizo *in that*").
_BEFORE_POINTED = frozenset({"in", "into", "on", "onto", "with", "from", "over", "under"})
#: Demonstratives said alone right after a verb, and the pronoun each is read as.
_POINTING_AFTER_VERB = {"that": ("it",), "those": ("them",), "these": ("them",)}


#: Verbs that leave a preparation to cook ("*let* it all simmer"): "it all" after one is everything.
_LEAVING_VERBS = frozenset({"let", "leave", "bring"})


#: Phrases read as other words (:func:`phrases_read_as`): "let me know when the water *comes to the boil*" as "...
#: *is boiling*" ("comes" had been asked about), "add *a couple more* ice cubes" as "two more" ("couple" had
#: been asked about; seventy-seventh-session blind probes 712 and 713), "bring *over* the sugar" as "bring the
#: sugar", "*in goes* a glass of wine" as "add a glass of wine". English.
_READ_AS_PHRASES = {("comes", "to", "the", "boil"): ("is", "boiling"),
                    ("gets", "to", "the", "boil"): ("is", "boiling"),
                    ("has", "come", "to", "the", "boil"): ("is", "boiling"),
                    ("reaches", "the", "boil"): ("is", "boiling"), ("a", "couple", "more"): ("two", "more"),
                    # "then *in goes* a glass of red wine" (blind probe 720: asked about)
                    ("in", "goes"): ("add",), ("in", "go"): ("add",),
                    # "bring over the sugar and the butter" (blind probe 715: the sugar had been read as a place)
                    **{(verb, "over", det): (verb, det) for verb in ("bring", "fetch", "pass", "hand")
                       for det in ("the", "a", "an", "some", "my", "your", "that", "this", "these", "those")}}


def phrases_read_as(tokens: Sequence[str]) -> dict[int, tuple[str, ...]]:
    """Index → what to read there instead, for each phrase of :data:`_READ_AS_PHRASES` (the first said, the
    longest of those starting there): its reading at its first word, its other words left out."""
    out: dict[int, tuple[str, ...]] = {}
    found = sorted(phrases_at(tokens, tuple(_READ_AS_PHRASES)), key=lambda at: (at[0], -len(at[1])))
    for i, phrase in found:
        if not out.keys() & set(range(i, i + len(phrase))):
            out.update({i: _READ_AS_PHRASES[phrase], **{j: () for j in range(i + 1, i + len(phrase))}})
    return out


#: Words that say each thing goes in a place of its own, said between a preposition and the places ("break three
#: eggs into *separate* ramekins": seventy-seventh-session blind probe 712, "separate" read as the verb).
_EACH_ITS_OWN = frozenset({"separate", "individual", "different"})
#: Prepositions before such a word.
_INTO_OWN = frozenset({"into", "in", "onto", "on", "between"})
#: Verbs a container is filled with, "up" said after the container ("fill the kettle *up* with water").
_FILLING = frozenset({"fill", "top"})
#: Most words of the container between the verb and "up".
_FILLED_WORDS = 4


def places_of_their_own(tokens: Sequence[str], is_thing: Callable[[str], bool]) -> dict[int, tuple[str, ...]]:
    """Index → () for each word of :data:`_EACH_ITS_OWN` after a word of :data:`_INTO_OWN` and before a thing
    (``is_thing``): "break three eggs into *separate* ramekins" read "... into ramekins". English."""
    return {i: () for i in range(1, len(tokens) - 1) if tokens[i] in _EACH_ITS_OWN and tokens[i - 1] in _INTO_OWN
            and thing_end(tokens, i + 1, is_thing) is not None}


def filled_up(tokens: Sequence[str]) -> dict[int, tuple[str, ...]]:
    """Index → () for "up" said after a word of :data:`_FILLING` and its container, before "with": "could you
    fill the kettle *up* with water for me" read "fill the kettle with water" (seventy-seventh-session blind
    probe 701: the kettle had been asked about). English."""
    return {j: () for i, t in enumerate(tokens) if t in _FILLING
            for j in range(i + 2, min(len(tokens) - 1, i + 2 + _FILLED_WORDS))
            if tokens[j] == "up" and tokens[j + 1] == "with" and "up" not in tokens[i + 1:j]}


#: Words after "the" that say an amount is what is left ("the *last* two hundred millilitres of cream").
_LEFT_OVER = frozenset({"last", "remaining"})
#: Number words that say no amount after them ("the last *one*": the thing itself).
_NOT_COUNTED = frozenset({"and", "of", "a", "an", "one", "point"})


def amounts_left(tokens: Sequence[str]) -> dict[int, tuple[str, ...]]:
    """Index → () for "the" and a word of :data:`_LEFT_OVER` before a number: "pour *the last* two hundred
    millilitres of cream into a small bowl" read "pour two hundred millilitres of cream ..." (seventy-seventh-
    session blind probe 690: "last" had been asked about as an unknown object). English."""
    return {j: () for i in range(len(tokens) - 2) if tokens[i] == "the" and tokens[i + 1] in _LEFT_OVER
            and (tokens[i + 2] in NUMBER_WORDS or tokens[i + 2].isdigit()) and tokens[i + 2] not in _NOT_COUNTED
            for j in (i, i + 1)}


def left_to(tokens: Sequence[str], verbs: Container[str]) -> dict[int, tuple[str, ...]]:
    """Index → what to read there instead, for "leave it to" (or "them") before a word of ``verbs`` (the
    domain's verb words): the verb with its pronoun ("give the soup a stir and *leave it to simmer* for another
    twenty minutes" read "... and simmer it for ..."; seventy-seventh-session blind probe 689, the tagger had
    left "it" out and cooked everything). What is only waited for ("leave it to rest") is no verb of the
    domain's: :func:`slu_node.waiting.waiting_steps` leaves it out. English."""
    out: dict[int, tuple[str, ...]] = {}
    for i in range(len(tokens) - 3):
        if (tokens[i] == "leave" and tokens[i + 1] in ("it", "them") and tokens[i + 2] == "to"
                and tokens[i + 3] in verbs):
            out.update({i: (tokens[i + 3], tokens[i + 1]), i + 1: (), i + 2: (), i + 3: ()})
    return out


def the_lot(tokens: Sequence[str],
            listed_before: Callable[[int], bool] = lambda i: False) -> dict[int, tuple[str, ...]]:
    """Index → what to read there instead, for each "the lot" (or "the whole lot") not followed by "of"
    ("the lot *of* them" counts): "everything", as it means ("mix *the lot* with a wooden spoon", "bake
    the lot at one ninety": sixty-fifth-session blind probe 332, asked about as an unknown word); "them
    together" where things were listed before it (``listed_before`` of its index), which it stands for
    ("chuck the onions the garlic and the red peppers into the wok and toss *the lot* over a high heat":
    seventy-sixth-session blind probe 655, five such references, and probe 562's "knead the lot" write the
    things); so "it all" after one of :data:`_LEAVING_VERBS` ("pour two cups of milk over the oats and let
    *it all* simmer": sixty-seventh-session blind probe 354, "all" had been an unknown word). English."""
    out: dict[int, tuple[str, ...]] = {}
    for i in range(len(tokens) - 1):
        whole = tokens[i + 1] == "whole"
        if (tokens[i] == "the" and list(tokens[i + 1 + whole:i + 2 + whole]) == ["lot"]
                and "of" not in tokens[i + 2 + whole:i + 3 + whole]):
            out.update({i: ("them", "together") if listed_before(i) else ("everything",), i + 1: ()})
            if whole:
                out[i + 2] = ()
        elif list(tokens[i:i + 2]) == ["it", "all"] and i and tokens[i - 1] in _LEAVING_VERBS:
            out.update({i: ("everything",), i + 1: ()})
    return out


#: Words that may say the number of an amount before its unit ("*half a* teaspoon each of ...").
_AMOUNT_WORDS = (NUMBER_WORDS - {"and"}) | {"a", "an", "half", "quarter"}


def amounts_each(tokens: Sequence[str], units: Container[str], is_thing: Callable[[str], bool]
                 ) -> dict[int, tuple[str, ...]]:
    """Index → what to read there instead for an amount said once for each of several things: "a
    teaspoon *each* of cumin and turmeric" is read "a teaspoon of cumin and a teaspoon of turmeric"
    (``units``: the domain's unit words, the word before "each"; ``is_thing``: the things after "of",
    two or more, side by side or joined by "and"). The tagger had read "each" as an unknown word and
    asked about the command (sixty-sixth-session blind probe 339). English."""
    out: dict[int, tuple[str, ...]] = {}
    for i in range(1, len(tokens) - 2):
        if tokens[i] != "each" or tokens[i + 1] != "of" or tokens[i - 1] not in units:
            continue
        start = i - 1
        while start > 0 and tokens[start - 1] in _AMOUNT_WORDS:
            start -= 1
        amount = tuple(tokens[start:i])
        k, starts = i + 2, []
        while (end := thing_end(tokens, k, is_thing)) is not None:
            starts.append(k)
            k = end + (end < len(tokens) and tokens[end] == "and")
        if len(starts) < 2 or tokens[k - 1] == "and":
            continue
        out[i] = ()
        for j in starts[1:]:  # "salt *pepper* and *paprika*": each thing with the amount
            if tokens[j - 1] == "and":
                out[j - 1] = ("and", *amount, "of")
            else:
                out[j] = (*amount, "of", tokens[j])
    return out


#: Words that lead a state reached after "until" ("until it *holds* stiff peaks", "till it *forms* soft peaks").
_HOLDING = frozenset({"holds", "hold", "forms", "form", "has", "have"})
#: Words before "reached" or "hit" and an amount that say a thing is at it ("it's reached", "the oil *has* hit").
_REACHED_AFTER = frozenset({"it's", "is", "has", "have", "oil's", "oven's"})
#: Phrases said as "reached" is ("check the oven has *come up to* two hundred and fifty degrees":
#: seventy-sixth-session blind probe 642, "come" had been asked about). English.
_COME_UP_TO = frozenset({("come", "up", "to"), ("got", "up", "to"), ("gone", "up", "to"), ("heated", "up", "to"),
                        # "make sure the oven's *preheated to* one eighty degrees" (seventy-seventh-session probe 689)
                        ("preheated", "to"), ("heated", "to")})
#: Phrases that say a thing reaches an amount with no "is" or "has" before them ("tell me when the oven *gets
#: to* two hundred and twenty degrees": seventy-seventh-session blind probe 689, "gets" had been asked about).
_GETS_TO = frozenset({("gets", "to"), ("gets", "up", "to"), ("reaches",), ("hits",)})
#: Words after "has" that say a thing became a state ("see if the caramel has *turned* golden brown").
_BECOME = frozenset({"turned", "gone", "become", "got"})
#: Words that end a state said after "until" ("until stiff peaks *form*").
_FORMING = frozenset({"form", "forms", "appear"})


def reached_states(tokens: Sequence[str], is_state: Callable[[str], bool]) -> dict[int, tuple[str, ...]]:
    """Index → () for the words around a state said after "until" or "till" that say it is reached:
    "whisk the cream until *it holds* stiff peaks", "... till stiff peaks *form*" read "until stiff
    peaks", a state of the lexicon (``is_state``: a spoken form of one, up to three words). The
    tagger had read "holds" and "form" as unknown words and asked about them (sixty-sixth-session
    blind probe 340). After "if" or "whether" the word is read "is" or "are": "check if the egg whites
    *form* stiff peaks" (sixty-seventh-session blind probe 364; after "when" too: "tell me when they *form* stiff
    peaks", seventy-sixth-session blind probe 683), so "has turned" (:data:`_BECOME`) before a
    state ("see if the caramel *has turned* golden brown"), and "reached" or "hit" (or a phrase of
    :data:`_COME_UP_TO`) before an amount "at": "check it's *reached* one hundred and ninety degrees", and a
    phrase of :data:`_GETS_TO` before one "is at": "tell me when the oven *gets to* two hundred ...". English."""
    out: dict[int, tuple[str, ...]] = {}
    for i, t in enumerate(tokens):
        if t not in ("until", "till"):
            continue
        k = i + 1
        if tokens[k:k + 1] and tokens[k] in ("it", "they") and tokens[k + 1:k + 2] and tokens[k + 1] in _HOLDING:
            k += 2
        end = thing_end(tokens, k, is_state)
        if end is None or (k == i + 1 and not (end < len(tokens) and tokens[end] in _FORMING)):
            continue
        out.update({j: () for j in range(i + 1, k)})
        if end < len(tokens) and tokens[end] in _FORMING:
            out[end] = ()
    for k, t in enumerate(tokens[:-1]):  # "check it's *reached* one hundred and ninety degrees": "it's at ..."
        said = next((n for n in (3, 2) if tuple(tokens[k:k + n]) in _COME_UP_TO), 1 if t in ("reached", "hit") else 0)
        if said and k and tokens[k - 1] in _REACHED_AFTER and k + said < len(tokens) and (
                tokens[k + said][:1].isdigit() or tokens[k + said] in NUMBER_WORDS):
            out[k] = ("at",) if tokens[k - 1].endswith("'s") or tokens[k - 1] == "is" else ("is", "at")
            out.update({j: () for j in range(k + 1, k + said)})
            if tokens[k - 1] in ("has", "have"):
                out[k - 1] = ()
    for k in range(1, len(tokens) - 1):  # "tell me when the oven *gets to* two hundred ...": "... is at ..."
        said = next((len(p) for p in _GETS_TO if tuple(tokens[k:k + len(p)]) == p), 0)
        if said and k not in out and k + said < len(tokens) and (
                tokens[k + said][:1].isdigit() or tokens[k + said] in NUMBER_WORDS):
            out[k] = ("is", "at")
            out.update({j: () for j in range(k + 1, k + said)})
    for k, t in enumerate(tokens[:-1]):  # "see if the caramel *has turned* golden brown": "... is golden brown"
        if (t in _BECOME and k and tokens[k - 1] in ("has", "have") and k not in out
                and any(w in ("if", "whether") for w in tokens[max(0, k - 6):k])
                and thing_end(tokens, k + 1, is_state) is not None):
            out.update({k - 1: ("is",) if tokens[k - 1] == "has" else ("are",), k: ()})
    for k, t in enumerate(tokens):  # "check if the egg whites *form* stiff peaks": "... are stiff peaks"
        if (t in _FORMING | {"holds", "hold"} and k not in out
                and any(w in ("if", "whether", "when") for w in tokens[max(0, k - 5):k])
                and thing_end(tokens, k + 1, is_state) is not None):
            out[k] = ("is",) if t.endswith("s") else ("are",)
    return out


#: Forms of "be" and "have" between a thing and its state after "until" ("until the cheese *has* melted"), and
#: verbs of becoming ("until the edges *go* crispy": seventy-seventh-session blind probe 712).
_UNTIL_BE = frozenset({"is", "are", "has", "have", "go", "goes", "turn", "turns", "get", "gets", "look", "looks"})
#: Most words said after "until the" that name no thing of the domain, before :data:`_UNTIL_BE` ("until the
#: *edges* go crispy").
_UNTIL_PART_WORDS = 2


def until_subjects(tokens: Sequence[str], is_thing: Callable[[str], bool],
                   is_state: Callable[[str], bool]) -> dict[int, tuple[str, ...]]:
    """Index → () for a thing said after "until" or "till" with "is", "are", "has" or "have" before a
    state (``is_state``, as :func:`reached_states`), or a word of becoming (:data:`_UNTIL_BE`: "until the
    edges go crispy", the edges no thing of the domain's), when a thing (``is_thing``) is said before "until":
    "fry the tortillas in the frying pan until *the cheese has* melted", "fry two eggs ... until *the whites
    are* set" read "until melted", "until set": the thing is how the command's own object shows the state,
    no argument; the tagger had read it as a second destination (seventy-seventh-session blind probes 688
    and 691). English."""
    out: dict[int, tuple[str, ...]] = {}
    for i, t in enumerate(tokens[:-1]):
        if t not in ("until", "till") or not any(is_thing(w) for w in tokens[:i]):
            continue
        said = thing_after(tokens, i + 1, is_thing) or _part_after_the(tokens, i + 1)
        if said is None or said[1] >= len(tokens) or tokens[said[1]] not in _UNTIL_BE:
            continue
        if thing_end(tokens, said[1] + 1, is_state) is not None:
            out.update({j: () for j in range(i + 1, said[1] + 1)})
    return out


def _part_after_the(tokens: Sequence[str], at: int) -> Optional[tuple[int, int]]:
    """``(start, end)`` of one or two words after "the" at ``at`` that end before a word of :data:`_UNTIL_BE`
    ("until the *edges* go crispy"), or None."""
    if tuple(tokens[at:at + 1]) != ("the",):
        return None
    end = next((e for e in range(at + 2, min(len(tokens), at + 2 + _UNTIL_PART_WORDS)) if tokens[e] in _UNTIL_BE),
               None)
    return (at + 1, end) if end is not None else None


def still_states(tokens: Sequence[str], is_state: Callable[[str], bool]) -> dict[int, tuple[str, ...]]:
    """Index → () for each "still" before a state of the lexicon (``is_state``: a spoken form of one, up
    to three words): "check that the stock is *still* bubbling", "is the oil *still* hot" ask whether
    it is. The tagger had read "still" as an unknown object and asked about it
    (sixty-seventh-session blind probe 355). English."""
    return {i: () for i in range(1, len(tokens) - 1)
            if tokens[i] == "still" and thing_end(tokens, i + 1, is_state) is not None}


#: Where on a thing a state is seen, said after it ("golden *on top*", "cooked *in the middle*").
_STATE_PLACES = (("on", "top"), ("on", "the", "top"), ("in", "the", "middle"), ("all", "the", "way", "through"),
                 ("on", "the", "outside"), ("on", "the", "inside"), ("on", "the", "bottom"), ("underneath",),
                 ("round", "the", "edges"), ("around", "the", "edges"), ("at", "the", "edges"))


def state_places(tokens: Sequence[str], is_state: Callable[[str], bool]) -> dict[int, tuple[str, ...]]:
    """Index → () for the words of each :data:`_STATE_PLACES` phrase said right after a state of the
    lexicon (``is_state``, up to three words) and at the end or before "and", "then" or "so": "take a look
    at the cake and see if it's golden *on top*" (sixty-seventh-session blind probe 364: "top" had been an
    unknown word), "... when it's golden on top". English."""
    out: dict[int, tuple[str, ...]] = {}
    for start, phrase in phrases_at(tokens, _STATE_PLACES):
        end = start + len(phrase)
        if (any(is_state(" ".join(tokens[start - n:start])) for n in (1, 2, 3) if start - n >= 0)
                and (end == len(tokens) or tokens[end] in ("and", "then", "so", "please"))):
            out.update({k: () for k in range(start, end)})
    return out


def it_all(tokens: Sequence[str], verbs: Container[str]) -> dict[int, tuple[str, ...]]:
    """Index → words for "it all" after a word of ``verbs``, read as "everything": "... and bake *it all* at
    gas mark five" (seventy-fourth-session blind probe 567: "all" read as an unknown modality)."""
    return {i: w for k in range(1, len(tokens) - 1) if tokens[k:k + 2] == ["it", "all"] and tokens[k - 1] in verbs
            and tokens[k + 2:k + 3] != ["the"]  # "stir it *all the time*": how often
            for i, w in ((k, ("everything",)), (k + 1, ()))}


def quantified_pronouns(tokens: Sequence[str]) -> dict[int, tuple[str, ...]]:
    """Index → () for "both of", "all of" and "each of" before "them", "those" or "these": the pronoun says
    which things, the quantifier no count ("peel *both of* them" after the carrots and the parsnips had
    been ``peel(2, [carrot, parsnip])``; seventy-fourth-session blind probe 562), so for "the two of" (blind probe
    658: "boil *the two of* them in the big pot" had counted two); and "them" for "each one"
    or "every one" said after a verb or a preposition, the things one at a time ("ladle the soup into the
    bowls and scatter a few chives over *each one*", "wrap *each one* in foil": seventy-sixth-session blind
    probes 643 and 654, "each" an unknown word). English."""
    out = {i: () for k in range(2, len(tokens)) if tokens[k] in ("them", "those", "these") and tokens[k - 1] == "of"
           and tokens[k - 2] in ("both", "all", "each") for i in (k - 2, k - 1)}
    out.update({i: () for k in range(3, len(tokens)) if tokens[k] == "them" and tokens[k - 1] == "of"
                and tokens[k - 2] in ("two", "three") and tokens[k - 3] == "the" for i in (k - 3, k - 2, k - 1)})
    for k in range(1, len(tokens) - 1):
        if tokens[k] in ("each", "every") and tokens[k + 1] == "one" and tokens[k + 2:k + 3] != ["of"]:
            out.update({k: ("them",), k + 1: ()})
    return out


def after_that(tokens: Sequence[str], verbs: Container[str]) -> dict[int, tuple[str, ...]]:
    """Index → words for "after that" before a word of ``verbs`` (the first words of the domain's verbs),
    read "then": "take the pizza out of the oven and *after that* scatter some fresh basil over it" (a
    seventy-fourth-session blind probe 581 line: "that" had made "scatter" a noun, the step's verb no stand-in
    for add's, and "it" lost the pizza)."""
    return {i: w for k in range(len(tokens) - 2) if tokens[k:k + 2] == ["after", "that"] and tokens[k + 2] in verbs
            for i, w in ((k, ("then",)), (k + 1, ()))}


#: Phrases that say how often, read as the one word the tagger knows for them wherever they are said.
_HOW_OFTEN = (("every", "now", "and", "then"), ("every", "now", "and", "again"), ("now", "and", "then"),
              ("now", "and", "again"), ("from", "time", "to", "time"), ("every", "so", "often"))


def how_often(tokens: Sequence[str], verbs: Container[str]) -> dict[int, tuple[str, ...]]:
    """Index → words for a phrase of :data:`_HOW_OFTEN` said after a command's first word and not before a
    word of ``verbs`` (the first words of the domain's verbs), read "occasionally": "stir the vegetables *now
    and then* with a wooden spoon" (the tagger had read the phrase as nothing, the manner lost: a spoken
    blind probe 563 line, seventy-fourth session); not "stir the soup now *and then add* the salt", a next
    step."""
    out: dict[int, tuple[str, ...]] = {}
    said: set[int] = set()  # the words of a longer phrase found first ("*every* now and then")
    for start, phrase in phrases_at(tokens, _HOW_OFTEN):
        end = start + len(phrase)
        if said & set(range(start, end)):
            continue
        said.update(range(start, end))
        if start and not (end < len(tokens) and tokens[end] in verbs):
            out.update({start: ("occasionally",), **{k: () for k in range(start + 1, end)}})
    return out


def set_down(tokens: Sequence[str], is_thing: Callable[[str], bool] = lambda phrase: False
             ) -> dict[int, tuple[str, ...]]:
    """Index → () for each "down" after "it", "them" or a thing (``is_thing``) and before "on", "onto",
    "in" or "into": "lift the big pot off the hob and set it *down* on the chopping board" puts it there
    (sixty-seventh-session blind probe 371: "down" had left the pot asked about), so does "... and set the
    tin *down* on the cooling rack" (seventy-fourth-session blind probe 559), a verb of :data:`_SETTING`
    said before the thing. English."""
    return {i: () for i in range(1, len(tokens) - 1) if tokens[i] == "down"
            and (tokens[i - 1] in OBJECT_PRONOUNS
                 or (is_thing(tokens[i - 1]) and _SETTING.intersection(tokens[max(0, i - _SETTING_REACH):i])))
            and tokens[i + 1] in ("on", "onto", "in", "into")}


#: Verbs that set a thing down or cook it down, one of which is said before a thing and "down" ("*set* the
#: tin down on the cooling rack", "*simmer* sauce down on a low heat"; not "turn the heat down on the hob"),
#: at most :data:`_SETTING_REACH` words before it.
_SETTING = frozenset({"set", "put", "lay", "place", "pop", "stand", "simmer", "sweat", "cook", "boil", "reduce"})
_SETTING_REACH = 5


def under_places(tokens: Sequence[str], is_place: Callable[[str], bool],
                 movers: Container[str] = frozenset()) -> dict[int, tuple[str, ...]]:
    """Index → ("in",) for each "under" before a place things are put in (``is_place``, determiners
    between): "slide the dish *under* the grill", "bacon under the grill then flip it" are put there, as
    "in the grill" says (sixty-fifth-session blind probe 331; probes 299 and 308 had the same: the tagger,
    which learnt the domain's "in" and "on", left the grill out; "on", which also puts a lid on a pot,
    made the fish cover's lid); and "over" before "it" or "them" ending its phrase as "on" after one of
    ``movers`` (the verbs things are put with: "set the bowl *over it*"; not "pour the juice over them",
    which the tagger reads). English."""
    out: dict[int, tuple[str, ...]] = {}
    for i, t in enumerate(tokens):
        if t == "under":
            k = i + 1
            while k < len(tokens) and tokens[k] in NOUN_MARKERS:
                k += 1
            if thing_end(tokens, k, is_place) is not None:
                out[i] = ("in",)
        elif t == "over" and i and tokens[i + 1:i + 2] and tokens[i + 1] in OBJECT_PRONOUNS and (
                i + 2 == len(tokens) or tokens[i + 2] in _AFTER_REFERRING) and any(
                w in movers for w in tokens[max(0, i - 4):i]):
            out[i] = ("on",)  # "set the bowl *over* it": the tagger, which learnt "over" before a thing
    return out             # alone, had left "over it" out (sixty-seventh-session blind probe 360)


def referring_phrases(tokens: Sequence[str], verbs: Container[str],
                      is_thing: Callable[[str], bool]) -> dict[int, tuple[str, ...]]:
    """Index → what to read there instead, for the phrases that stand for things said before them, each
    ending its noun phrase (:data:`_AFTER_REFERRING`, an adverb in "-ly"):

    - "both" right after a word of ``verbs`` (the domain's verb words) as "them": "drain the peas and
      the sweetcorn and add *both* to the rice" (what "them" stands for the builder finds);
    - "the rest" (not "of": "the rest of the milk" names it) as "the" and the thing (``is_thing``) said
      last after "half" or "of" and determiners, of which a part was used: "add two spoonfuls of the
      pesto to the pasta and put *the rest* back in the fridge", "add half the sugar to the egg
      yolks whisk them well and then add *the rest*" (the sugar, not the yolks); with no such thing
      it stays;
    - "that" or "this" after a preposition as "it": "grab the nonstick pan and fry the chorizo in
      *that*"; so is "there" after "in" or "into" ("put the frying pan on the hob and melt a knob of
      butter *in there*": seventieth-session blind probe 450, the pan had been dropped);
    - "that" right after a verb word as "it", "those" or "these" as "them", once something was said
      before: "melt the chocolate ... and drizzle *that* over the brownies", "peel the shallots and fry
      *those* in olive oil" (seventy-second-session blind probe 503: asked about, or "those" read as a
      determiner of the oil);
    - "both" or "all" after "them" left out: "roast *them both* for half an hour" (probe 450: "both"
      read as a second verb had taken the time);
    - "the rest of it", "what's left (of it)", "the remaining ones" (:data:`_LEFT_OF_IT`) as "the rest",
      "the other half" as "half" and the thing.

    The first two had been asked about ("both", "rest" unknown words), the last done with fry's oil
    for the pan (fifty-eighth-session blind probe 113). English."""
    def ends(k: int) -> bool:  # an adverb too: "simmer *both* gently" (sixtieth-session blind probe 181)
        return k >= len(tokens) or tokens[k] in _AFTER_REFERRING or (len(tokens[k]) > 4 and tokens[k].endswith("ly"))

    out: dict[int, tuple[str, ...]] = {}
    for i, token in enumerate(tokens):
        if token == "both" and i and tokens[i - 1] in verbs and ends(i + 1):
            out[i] = ("them",)
        elif token == "the" and "rest" in tokens[i + 1:i + 2] and ends(i + 2) and (
                part := _part_used(tokens[:i], is_thing)):
            out.update({i: ("the", *part), i + 1: ()})
        elif (n := _left_of_it(tokens, i, ends)) and not out.keys() & set(range(i, i + n)) and (
                part := _part_used(tokens[:i], is_thing)):
            # "put *what's left of it* in a tupperware", "*the other half* into the batter" (probe 394)
            out.update({i: ("half", "the", *part) if tokens[i + n - 1] == "half" else ("the", *part),
                        **{k: () for k in range(i + 1, i + n)}})
        elif token in ("that", "this") and i and tokens[i - 1] in _BEFORE_POINTED and ends(i + 1):
            out[i] = ("it",)
        elif token in _POINTING_AFTER_VERB and i > 1 and tokens[i - 1] in verbs and ends(i + 1):
            out[i] = _POINTING_AFTER_VERB[token]  # "... and drizzle *that* over the brownies" (probe 503)
        elif token == "there" and i and tokens[i - 1] in ("in", "into") and ends(i + 1):
            out[i] = ("it",)  # "... on the hob and melt a knob of butter *in there*" (probe 450)
        elif token in ("both", "all") and i and tokens[i - 1] == "them" and ends(i + 1):
            out[i] = ()  # "... and roast *them both* for half an hour" (probe 450: the time had been lost)
    return out


def _left_of_it(tokens: Sequence[str], i: int, ends: Callable[[int], bool]) -> int:
    """How many words a phrase of :data:`_LEFT_OF_IT` said at ``i`` has, its noun phrase ending after it
    (``ends``); 0 when none is said there."""
    return next((len(p) for p in _LEFT_OF_IT if tuple(tokens[i:i + len(p)]) == p and ends(i + len(p))), 0)


def _part_used(tokens: Sequence[str], is_thing: Callable[[str], bool]) -> tuple[str, ...]:
    """The words of the thing (``is_thing``, one to three words) said last after "half" or "of" and
    determiners in ``tokens`` ("half *the sugar*", "two spoonfuls of *the pesto*"); () when none is."""
    for k in range(len(tokens) - 1, -1, -1):
        found = thing_after(tokens, k + 1, is_thing) if tokens[k] in ("half", "of") else None
        if found is not None:
            return tuple(tokens[found[0]:found[1]])
    return ()


#: Ordinals that pick one thing out of several ("a *second* frying pan", "the *last* two eggs"): read
#: past before a thing (:func:`ordinal_things`). English.
ORDINALS = frozenset({"second", "third", "fourth", "fifth", "last", "other"})  # "the *other* four eggs" (probe 371)
#: Words before an ordinal that make it pick a thing out ("*a* second pan", "*the* last eggs").
_BEFORE_ORDINAL = frozenset({"a", "an", "the", "my", "your", "our", "this", "that", "these", "those"})
#: Words before "few" that make it say no amount ("*those* few potatoes", not "a few").
_BEFORE_FEW = frozenset({"the", "those", "these", "my", "your", "our"})


def ordinal_things(tokens: Sequence[str], is_thing: Callable[[str], bool],
                   is_value: Callable[[str], bool] = lambda phrase: False) -> dict[int, tuple[str, ...]]:
    """Index → () for each ordinal (:data:`ORDINALS`) after a determiner and before a thing
    (``is_thing``: the next one to three words, or those after one more word, "the last *two eggs*"),
    to be left out: "put a second frying pan on the hob" and "cook the second omelette for two
    minutes" had been done with a time of one second, ``put(pan, stove, 1 s)`` (fifty-eighth-session
    blind probe 116); "crack the last two eggs" was asked about, "crack the last couple of eggs"
    done without its two (sixty-second-session probe 239). "for a second" stays a time. "few" after
    "the", "those" or an ordinal and before a thing is left out too: "peel those last few potatoes"
    says no amount. And
    "one" after a preposition of place and before a thing is read as "the": "pour half the cream
    into *one* bowl and the rest into the other one" had read "one bowl" as an amount, left out.
    "medium" before a thing is left out as a size ("peel three *medium* potatoes", probe 111: asked
    about), where the domain has no thing it names; as a unit's size word it had taken the heat out
    of "... of a second medium". "a third" before one word and "of" is a fraction ("a third cup of
    sugar"), not an ordinal."""
    out: dict[int, tuple[str, ...]] = {}
    for i in range(1, len(tokens) - 1):
        if tokens[i] in ORDINALS and tokens[i - 1] in _BEFORE_ORDINAL and not (
                tokens[i] == "third" and list(tokens[i + 2:i + 3]) == ["of"]) and any(
                thing_end(tokens, j, is_thing) is not None
                for j in (i + 1, i + 2, *(m + 1 for m in (i + 2, i + 3) if tokens[m:m + 1] == ["of"]))):
            out[i] = ()  # "the *last* two eggs", "the *last* couple of eggs", "the *last* two tins of beans"
            if tokens[i + 1] == "couple" and tokens[i - 1] in ("the", "those", "these"):
                out[i - 1] = ("a",)  # "the last couple of eggs": two, as "a couple of" says
            elif tokens[i + 1] in NUMBER_WORDS and tokens[i - 1] in ("the", "those", "these"):
                out[i - 1] = ()  # "open the last two tins of chickpeas": "the two tins" is no amount read
        elif (tokens[i] == "few" and tokens[i - 1] in _BEFORE_FEW | ORDINALS
              and thing_end(tokens, i + 1, is_thing) is not None):
            out[i] = ()  # "those last *few* potatoes": no amount said
        elif tokens[i] == "one" and tokens[i - 1] in _INTO and thing_end(tokens, i + 1, is_thing) is not None:
            out[i] = ("the",)
        elif (tokens[i] == "medium" and thing_end(tokens, i + 1, is_thing) is not None
              and not is_value(f"medium {tokens[i + 1]}") and not is_thing("medium")):
            # "peel three *medium* potatoes"; not "a medium heat", a value (``is_value``), nor where
            # "medium" names a thing itself (a coffee order's size: "a medium americano")
            out[i] = ()
    return out


#: Prepositions of place before "one" and a thing ("into *one* bowl"; :func:`ordinal_things`).
_INTO = frozenset({"in", "into", "on", "onto"})


#: Phrases that say what is left of a thing or a part of it with no amount, before "of" and the thing
#: ("*whatever's left of* the rice", "*the end of* the cheddar", "*those bits of* ham"; the
#: reader's "the rest of" is :func:`slu_node.describing.unread_describers`'). English.
REMAINDER_PHRASES = (("whatever's", "left"), ("whatever", "is", "left"), ("what's", "left"), ("what", "is", "left"),
                     ("what's", "left", "over"), ("whatever's", "left", "over"), ("the", "end"), ("the", "last"),
                     ("the", "remains"), ("the", "remainder"), ("the", "leftovers"), ("the", "dregs"),
                     ("the", "scraps"), ("those", "bits"), ("these", "bits"), ("the", "bits"), ("all", "those", "bits"),
                     ("those", "last", "bits"), ("the", "last", "bits"))


def remainders(tokens: Sequence[str], is_thing: Callable[[str], bool]) -> dict[int, tuple[str, ...]]:
    """Index → what to read there instead, for each :data:`REMAINDER_PHRASES` phrase and its "of" before
    determiners and a thing (``is_thing``, one to three words): nothing when a determiner follows
    ("whatever's left of *the* rice" → "the rice"), else "the" ("those bits of feta" → "the feta").
    The phrase says no amount the references write: "tip whatever's left of the soup into a saucepan"
    had been asked about as an unknown amount, "take the end of the cheddar" as an unknown thing
    (sixty-second-session blind probe 239, leftovers: 20 of 40 done at first). English."""
    out: dict[int, tuple[str, ...]] = {}
    for k, phrase in phrases_at(tokens, REMAINDER_PHRASES):
        j = k + len(phrase)
        if j >= len(tokens) or tokens[j] != "of" or out.keys() & set(range(k, j)):
            continue
        found = thing_after(tokens, j + 1, is_thing)
        if found is None:
            continue
        out.update({i: () for i in range(k, j + 1)})
        if found[0] == j + 1:
            out[k] = ("the",)
    return out


#: Phrases for the tool used before, after "with" or "using" ("beat the batter with *the one you just used*",
#: "give the soup a stir with *the same one*": sixty-eighth-session blind probe 394, asked about or done
#: with the implied whisk): :func:`tools_used_before`.
_TOOL_USED = (("the", "one", "you", "just", "used"), ("the", "one", "you", "used"), ("the", "same", "one"),
              ("the", "one", "we", "just", "used"), ("the", "one", "we", "used"))
#: The prepositions before such a phrase, each with those that said the thing it stands for: "fry the
#: eggs *in* the same one", "sift the cocoa *through* the same one" (seventy-second-session blind probe 503).
_SAID_WITH = {"with": ("with", "using"), "using": ("with", "using"), "in": ("in", "into"), "into": ("in", "into"),
              "through": ("through",), "on": ("on", "onto"), "onto": ("on", "onto")}


def tools_used_before(tokens: Sequence[str], is_thing: Callable[[str], bool]) -> dict[int, tuple[str, ...]]:
    """Index → what to read there instead, for a phrase of :data:`_TOOL_USED` after a preposition of
    :data:`_SAID_WITH`: "the" and the thing (``is_thing``, one to three words) said last after the same
    preposition ("with" or "using", "in" or "into", ...) before it. None found, it stays. English."""
    out: dict[int, tuple[str, ...]] = {}
    for i, phrase in phrases_at(tokens, _TOOL_USED):
        if not i or tokens[i - 1] not in _SAID_WITH or out.keys() & set(range(i, i + len(phrase))):
            continue
        used = next((found for k in range(i - 2, -1, -1) if tokens[k] in _SAID_WITH[tokens[i - 1]]
                     and (found := thing_after(tokens, k + 1, is_thing)) is not None), None)
        if used is not None:
            out.update({i: ("the", *tokens[used[0]:used[1]]), **{k: () for k in range(i + 1, i + len(phrase))}})
    return out


def heads_said_before(tokens: Sequence[str], lookup: Callable[[str], Optional[tuple[str, str]]],
                      is_thing: Callable[[str], bool]) -> dict[int, tuple[str, ...]]:
    """Index → the words of a thing named before, for a word after "the" that ends that thing's name
    and alone names another thing of the same type: "take the chicken out of the roasting tin and put
    *the tin* on the hob" is the roasting tin, where "tin" alone is the cake tin (``lookup``:
    :meth:`slu_node.domain.Domain.lookup`; sixty-eighth-session blind probe 394); "the dutch oven ... out
    of *the oven*" (a pot, an appliance) and "a low heat ... off *the heat*" (no thing) stay. So after
    "the same": "brown the sausages in the casserole dish and then sweat the onions in *the same dish*"
    (seventy-first-session blind probe 484: the dish had been another). English."""
    out: dict[int, tuple[str, ...]] = {}
    for i in range(3, len(tokens)):
        the = tokens[i - 1] == "the" or list(tokens[i - 2:i]) == ["the", "same"]
        if not the or not is_thing(tokens[i]) or (alone := lookup(tokens[i])) is None:
            continue
        for k in range(i - 2, 0, -1):
            if tokens[k] != tokens[i]:
                continue
            start = next((s for s in range(max(0, k - 2), k) if (hit := lookup(" ".join(tokens[s:k + 1])))
                          is not None and hit != alone and hit[0] == alone[0]), None)
            if start is not None:
                out[i] = tuple(tokens[start:k + 1])
            break
    return out


#: Count words before a thing that a later "one" may stand for ("grab *two* bowls and crack the eggs into
#: the bigger one"; :func:`one_anaphora`). English.
_COUNTING = frozenset({"one", "two", "three", "four", "five", "six", "both", "couple", "pair", "few", "several"})


def one_anaphora(tokens: Sequence[str], is_thing: Callable[[str], bool]) -> dict[int, tuple[str, ...]]:
    """Index → the thing's words, for each "one" or "ones" after a word that picks a thing out
    (:data:`~slu_node.textnorm.PICKING_WORDS`: "the *bigger* one", "the *other* one"): the thing (``is_thing``, one to
    three words) said last before it after a count word (:data:`_COUNTING`) or such a word ("take *two
    saucepans* and melt the butter in the smaller one", "boil the *small potatoes* and roast the big
    ones"). "one" had been an unknown word and the command asked about (fifty-eighth-session blind
    probe 116). So for "the other" said last in its step, after "one" and the thing: "heat the oil in one
    pan and melt the butter in *the other*" (seventy-first-session blind probe 484: asked about). Nothing
    when no such thing was said."""
    out: dict[int, tuple[str, ...]] = {}
    for i in range(2, len(tokens)):
        last_other = (tokens[i] == "other" and tokens[i - 1] == "the"
                      and (i + 1 == len(tokens) or tokens[i + 1] in _AFTER_LID_ON))
        if not last_other and (tokens[i] not in ("one", "ones") or (tokens[i - 1] not in PICKING_WORDS
                                                                    and tokens[i - 1] != "each")):
            continue  # "line *each one*" (seventy-first-session blind probe 484)
        counted = ("one",) if last_other else _COUNTING | PICKING_WORDS  # "in *one* pan ... in the other"
        words = next((tuple(tokens[j:end]) for j in range(i - 3, 0, -1) if tokens[j - 1] in counted
                      if (end := thing_end(tokens, j, is_thing, stop=i - 1)) is not None), ())
        if words:
            out[i] = ("other", *words) if last_other else words
    return out


#: Verbs that put a lid on, and the words after "on" that end the step ("put the lid on *and* ...").
_LID_PUTTING = frozenset({"put", "pop", "place", "stick", "bung", "slap",
                          "screw"})  # "... into a jar then *screw* the lid on" (seventy-fourth-session probe 559)
_AFTER_LID_ON = frozenset({"and", "then", "now", "please", "so", "for", "to"})


def lids_put_on(tokens: Sequence[str]) -> dict[int, tuple[str, ...]]:
    """Index → the words read there, for "put the lid on" said with nothing after "on" but the next step
    or the end, read "cover it with the lid": what it covers is then the vessel the step before filled
    ("tip the leeks into the pot *put the lid on* and let them sweat" covers the pot; seventieth-session
    review of blind probe 430, where the covering had been lost, done); so "put a lid on *it*" (or "them")
    said the same way, read "cover it with a lid" ("tip two kilos of mussels into the pot *put a lid on it* and
    steam them": seventy-seventh-session blind probe 706, "put" left untagged and the pot asked about)."""
    out: dict[int, tuple[str, ...]] = {}
    for i in range(len(tokens) - 3):
        if not (tokens[i] in _LID_PUTTING and tokens[i + 1] in ("the", "a") and tokens[i + 2] in ("lid", "lids")
                and tokens[i + 3] == "on"):
            continue
        if i + 4 == len(tokens) or tokens[i + 4] in _AFTER_LID_ON:
            out.update({i: ("cover",), i + 1: ("it", "with", tokens[i + 1]), i + 3: ()})
        elif tokens[i + 4] in ("it", "them") and (i + 5 == len(tokens) or tokens[i + 5] in _AFTER_LID_ON):
            out.update({i: ("cover",), i + 1: (tokens[i + 4], "with", tokens[i + 1]), i + 3: (), i + 4: ()})
    return out


#: Words of where a thing goes, after a count that stands for an amount said before it ("and *one into*
#: the kettle": :func:`units_said_once`).
_GOING_INTO = frozenset({"into", "in", "onto", "on"})


def units_said_once(tokens: Sequence[str], units: Container[str],
                    is_thing: Callable[[str], bool]) -> dict[int, tuple[str, ...]]:
    """Index → the words read there, for an amount said once and counted again after "and" (or "then",
    "plus"), a unit (one of ``units``) and "of" said before it:

    - "one of" and a thing, after "a" or "an" and the unit, as "a" and the unit: "open a tin of chickpeas
      and *one of* coconut milk" is read "... and a tin of coconut milk";
    - a count and a place ("into the kettle"), after a count, the unit, "of" and a thing (``is_thing``),
      as the count, the unit, "of" and the thing: "pour two cups of water into the saucepan and *one*
      into the kettle" is read "... and one cups of water into the kettle"; so is "another" and a place,
      as the amount said before: "slosh a glass of red wine into the stew and *another* into the gravy"
      (seventy-first-session blind probe 484: the gravy's had no amount).

    Seventieth-session blind probe 463: the tin had been read as holding both, the water poured into both."""
    out: dict[int, tuple[str, ...]] = {}
    for i in range(4, len(tokens) - 2):
        if tokens[i - 1] not in ("and", "then", "plus"):
            continue
        if tokens[i] == "one" and tokens[i + 1] == "of":
            unit = next((tokens[j] for j in range(i - 2, 0, -1)
                         if tokens[j] in units and tokens[j - 1] in ("a", "an") and tokens[j + 1] == "of"), None)
            if unit is not None:
                out[i] = ("a", unit)
        elif (tokens[i] in ONES and tokens[i + 1] in _GOING_INTO) or tokens[i] == "another":
            measured = next(((j, end) for j in range(i - 3, 0, -1)
                             if tokens[j] in units and (tokens[j - 1] in ONES or tokens[j - 1] in ("a", "an"))
                             and tokens[j + 1] == "of" and (end := thing_end(tokens, j + 2, is_thing)) is not None),
                            None)
            if measured is None:
                continue
            j, end = measured
            count = tokens[j - 1] if tokens[i] == "another" else tokens[i]
            if tokens[i + 1] in _GOING_INTO:
                out[i] = (count, *tokens[j:end])
            elif tokens[i] == "another" and list(tokens[i + 1:i + 1 + end - j - 2]) == list(tokens[j + 2:end]) and (
                    i + 1 + end - j - 2 < len(tokens) and tokens[i + 1 + end - j - 2] in _GOING_INTO):
                out[i] = (count, *tokens[j:j + 2])  # "another *red wine* into ...", the thing said again
    return out


#: Phrases that make the thing after them the topic of the command ("*as for* the chicken roast it for an
#: hour", "*when it comes to* the egg whites whisk them"; :func:`topics`).
TOPIC_PHRASES = (("as", "for"), ("as", "regards"), ("now", "about"), ("when", "it", "comes", "to"), ("regarding",),
                 ("speaking", "of"), ("with", "regard", "to"))
#: Reminders that name the topic, read as :data:`TOPIC_PHRASES` are only before a verb ("*don't forget*
#: the cinnamon sprinkle a teaspoon of it over the apples": seventy-third-session blind probe 533, asked
#: about as negated; "don't forget the salt" alone stays asked about).
REMINDER_PHRASES = (("don't", "forget"), ("dont", "forget"), ("do", "not", "forget"), ("remember",))


def topics(tokens: Sequence[str], is_thing: Callable[[str], bool],
           verbs: Container[str] = frozenset()) -> dict[int, tuple[str, ...]]:
    """Index → () for the words of each :data:`TOPIC_PHRASES` phrase before a thing (``is_thing``, one
    to three words, determiners between), to be left out: the thing is then said before its verb and
    taken up by a pronoun, as :func:`slu_node.textnorm.command_order` reads ("the chicken roast it").
    "as for the chicken roast it for an hour", "now about the garlic crush it with the garlic press"
    had been asked about, the topic read as a header with no pronoun left to stand for it
    (fifty-eighth-session blind probe 135). A :data:`REMINDER_PHRASES` phrase only where a word of
    ``verbs`` follows the thing."""
    out: dict[int, tuple[str, ...]] = {}
    for i in range(len(tokens)):
        phrase = next((p for p in TOPIC_PHRASES + REMINDER_PHRASES if tuple(tokens[i:i + len(p)]) == p), None)
        if phrase is None:
            continue
        k = i + len(phrase)
        while k < len(tokens) and tokens[k] in NOUN_MARKERS:
            k += 1
        end = thing_end(tokens, k, is_thing)
        if end is not None and (phrase in TOPIC_PHRASES or (end < len(tokens) and tokens[end] in verbs)):
            out.update({j: () for j in range(i, i + len(phrase))})
    return out


#: Words that point at one package ("open *the* jar of honey"; :func:`packages`).
_ONE_PACKAGE = frozenset({"the", "this", "that"})
#: Words that say which package, said between a determiner and it ("a *new* carton of milk"):
#: left out (:func:`packages`; sixty-second-session blind probe 242: asked about as an amount).
_PACKAGE_DESCRIBERS = frozenset({"new", "fresh", "spare", "unopened", "full", "opened",
                                 # its size: "open the *small* jar of capers", "the *big* tin of tomatoes" (no
                                 # cake tin; sixty-eighth-session blind probe 386)
                                 "small", "big", "large", "little", "tiny", "huge", "smaller", "bigger"})


#: Words that say what state a package's contents are in, between "of" and them ("the bag of *frozen* peas").
_CONTENT_DESCRIBERS = frozenset({"frozen", "fresh", "dried", "chopped", "tinned", "canned", "grated", "sliced",
                                 "cooked", "leftover", "cold", "plain"})


def packages(tokens: Sequence[str], verbs: Container[str], is_thing: Callable[[str], bool],
             is_package: Callable[[str], bool], counted_by: Callable[[str], bool]) -> dict[int, tuple[str, ...]]:
    """Index → what to read there instead, for a package said with "the", "this" or "that" (and
    "other") before "of" and its contents (a thing, ``is_thing``, after determiners), after a word of
    ``verbs`` (the first words of the domain's verb phrases): with a verb that counts packages
    (``counted_by``: the domain's ``counts_package``), one of them ("open *the* jar of honey" → "open
    a jar of honey",
    ``open(1 jar, honey)``); else the contents alone ("put *the carton of* buttermilk back in the
    fridge" → "put the buttermilk ...", ``put(buttermilk, fridge)``), as the blind references of
    probes 206, 236 and 238 write them (sixty-second session: the tagger, trained on "a jar of", had
    asked about "jar" as a thing to open and read "the bottle of white wine" as the bottle).
    ``is_package``: whether a word names a package (a unit said after "a": "jar", not "pan"). A word
    of :data:`_PACKAGE_DESCRIBERS` between a determiner and a package before "of" is left out ("open
    a *new* carton of milk"). English."""
    out: dict[int, tuple[str, ...]] = {}
    verb = None
    for i, token in enumerate(tokens):
        if (token in _PACKAGE_DESCRIBERS and 0 < i < len(tokens) - 2 and tokens[i - 1] in NOUN_MARKERS
                and is_package(tokens[i + 1]) and tokens[i + 2] == "of"):
            out[i] = ()  # "open a *new* carton of milk": which package, no amount
            continue
        if token not in _ONE_PACKAGE and token in verbs:
            verb = token
            continue
        if token not in _ONE_PACKAGE or verb is None:
            continue
        k = i + 1
        while k < len(tokens) and (tokens[k] == "other" or tokens[k] in _PACKAGE_DESCRIBERS):
            k += 1  # "open the *other* tin of chickpeas", "the *new* jar of jam"
        if not (k + 1 < len(tokens) and is_package(tokens[k]) and tokens[k + 1] == "of"):
            continue
        j = k + 2
        while j < len(tokens) and tokens[j] in _CONTENT_DESCRIBERS:
            j += 1  # "get the bag of *frozen* peas out of the freezer" (sixty-seventh-session blind probe 371)
        found = thing_after(tokens, j, is_thing)
        if found is None:
            continue
        if counted_by(verb):
            out.update({i: ("a",), **{j: () for j in range(i + 1, k)}})
        else:
            out.update({j: () for j in range(i, k + 2)})
            if found[0] == k + 2:
                out[i] = ("the",)
    return out


#: Ways of asking to be told, read "tell me" (:func:`told_when`).
_TELL_ME = (("let", "me", "know"), ("tell", "me"), ("give", "me", "a", "shout"), ("give", "me", "a", "call"),
            ("give", "me", "a", "yell"))
#: Words after them that say when, read "when".
_WHEN_SAID = (("as", "soon", "as"), ("once",), ("when",))


def told_when(tokens: Sequence[str]) -> dict[int, tuple[str, ...]]:
    """Index → words for a request to be told when a thing is ready, said with "once" or "as soon as", or as
    "give me a shout": read "tell me when", the form the parser reads as a check ("let me know *once* the
    butter's melted", "tell me *as soon as* the caramel goes golden", "the bacon's in the pan *give me a shout
    when* it's crispy": seventy-sixth-session blind probe 683, out of the domain). English."""
    out: dict[int, tuple[str, ...]] = {}
    for i in range(len(tokens)):
        ask = next((p for p in _TELL_ME if tuple(tokens[i:i + len(p)]) == p), None)
        if ask is None:
            continue
        k = i + len(ask)
        when = next((p for p in _WHEN_SAID if tuple(tokens[k:k + len(p)]) == p), None)
        if (when is None or (ask == ("tell", "me") and when == ("when",)) or k + len(when) >= len(tokens)
                or tokens[k + len(when)] in ("more", "again")):  # "tell me once more"
            continue
        out.update({j: () for j in range(i, k + len(when))})
        out[i] = ("tell", "me", "when")
    return out
