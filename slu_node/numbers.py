"""English number words ⇄ values, and canonical measured values ("half a kilo" → ``500 g``).

Canonical forms follow ``../shared/docs/sugar_format.md`` §3: digits and a singular unit symbol
(``500 g``, ``2 tbsp``, ``10 min``, ``180 deg``), a bare count as a number alone (``2``), number words
normalised ("two hundred" → ``200``, "half a" → ``0.5``, "a couple of" → ``2``).

Input is a list of tokens as produced by :func:`slu_node.textnorm.tokenize` (lowercase; "twenty-five"
is already split into ``twenty five``; decimals keep their point, ``1.5``).
"""

from __future__ import annotations

import math
import re
from typing import Container, Iterable, Optional, Sequence

from slu_node.textnorm import normalize_phrase, tokenize

ONES = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14,
    "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
}
TENS = {
    "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80,
    "ninety": 90,
}
_ONES_WORDS = {v: k for k, v in ONES.items()}
_TENS_WORDS = {v: k for k, v in TENS.items()}
#: Words that may precede an amount without changing it ("about 200 grams").
APPROXIMATORS = frozenset({"about", "around", "roughly", "approximately", "exactly", "just", "nearly", "almost"})
#: Every word an amount in words may use (:func:`parse_number` and the approximators).
NUMBER_WORDS = frozenset(ONES) | frozenset(TENS) | APPROXIMATORS | frozenset(
    {"hundred", "thousand", "million", "half", "quarter", "quarters", "third", "thirds", "dozen", "couple", "pair",
     "point", "a", "an", "and", "of", "another"})


def says_only_numbers(text: str) -> bool:
    """True when ``text`` has words and each is a number word (:data:`NUMBER_WORDS`) or starts with a
    digit: "two thousand", "250", "a couple" (no unit, no value)."""
    words = text.split()
    return bool(words) and all(w in NUMBER_WORDS or w[0].isdigit() for w in words)


#: Words that size a unit without changing the amount ("a *heaped* spoonful", "two *level* teaspoons", "a
#: *good* pinch"); left out before a unit by :func:`normalize_measure`. Before, the span did not read as
#: an amount and "add a heaped spoonful of sugar" was ``add(sugar)``, the amount dropped unasked
#: (nineteenth session).
UNIT_SIZE_WORDS = frozenset({"heaped", "heaping", "level", "rounded", "scant", "generous", "good", "big", "large",
                             "small", "little", "tiny", "healthy", "full", "whole", "extra", "more", "additional",
                             "further", "wee"})  # "a *wee* pinch" (sixtieth-session blind probe 184)
#: Words that are a count when they are all an amount says: "peel *both* potatoes" (2), "add *another*
#: egg" (1). Before, such an amount was dropped as unmeasurable (twenty-first-session probe).
COUNT_WORDS = {"both": 2.0, "another": 1.0}
#: Words after which "another" is a determiner of a place or a tool, not a count ("put the eggs in
#: *another* bowl", "stir it with another spoon"): :func:`counted_another` leaves it there.
_BEFORE_PLACE = frozenset({"in", "into", "on", "onto", "to", "with", "from", "over", "under", "using", "through",
                           "off", "out", "of", "for", "at", "inside", "by"})


def durations_during(tokens: Sequence[str], units: Iterable[str]) -> list[int]:
    """Indices of a "during" said right before an amount with a unit (``units``: the words of the
    domain's unit forms), to be read "for": "make them boil *during* twenty minutes", "bake the
    bread *during* half hour" (a learner's "for", as Spanish "durante", French "pendant"; asked about
    until the fifty-sixth session's probe of learners' English). Not before anything else: "during
    the cooking" says when."""
    units = frozenset(units)
    out = []
    for i, token in enumerate(tokens[:-1]):
        if token != "during":
            continue
        k = i + 1
        while k < len(tokens) and (tokens[k] in NUMBER_WORDS or tokens[k][:1].isdigit()):
            k += 1
        if k > i + 1 and k < len(tokens) and tokens[k] in units:
            out.append(i)
    return out


def all_counted(tokens: Sequence[str]) -> set[int]:
    """Indices of an "all" right before a count of two or more in words or digits, to be left out:
    "peel *all* sixteen prawns" is "peel sixteen prawns" (seventieth-session blind probe 449: the tagger
    read "all" as the amount and the count as the thing, asked about)."""
    return {i for i, token in enumerate(tokens[:-1])
            if token == "all" and (ONES.get(tokens[i + 1], 0) >= 2 or tokens[i + 1] in TENS
                                   or (tokens[i + 1].isdigit() and int(tokens[i + 1]) >= 2))}


def counted_another(tokens: Sequence[str], verbs: Iterable[str], units: Iterable[str]) -> list[int]:
    """Indices of an "another" that counts one more of what follows it, to be read "one more": right
    after a word of a verb (``verbs``, :attr:`slu_node.domain.Domain.verb_words`; not after a
    preposition, which verbs of several words hold too; not first, where "one more egg please" lost
    its count as a verbless add and "another egg please" is asked about), and before a word that is no
    amount and no unit (``units``: the words of the domain's unit forms; not "another two eggs",
    "another pinch" or "another one", which :func:`parse_number` and the dialogue read). The tagger
    had read "add another egg" with "another" a quantity at 0.42 (asked about) and "take another
    egg" with it untagged (``take(egg)``, the count dropped), where "one more" is tagged as a count
    (forty-ninth session)."""
    verbs, units = frozenset(verbs) - _BEFORE_PLACE, frozenset(units)
    out = []
    for i, token in enumerate(tokens[:-1]):
        nxt = tokens[i + 1]
        if token != "another" or nxt in NUMBER_WORDS or nxt[0].isdigit() or nxt in UNIT_SIZE_WORDS or nxt in units:
            continue
        if i and tokens[i - 1] in verbs:
            out.append(i)
    return out


#: Words of fractions that :func:`normalize_measure` does not read ("a third of the sugar", "an eighth
#: of a cup"): a span that holds one says an amount, which is asked about, not dropped as "some" is
#: (thirty-fourth session: "add a third of the sugar" had been ``add(sugar, ...)``, all of it).
FRACTION_WORDS = frozenset({"third", "thirds", "fourth", "fourths", "fifth", "fifths", "sixth", "sixths",
                            "eighth", "eighths", "tenth", "tenths"})
#: Unit words that colloquial hundreds are never said with: "five ten minutes" is no 510 minutes.
TIME_UNIT_WORDS = frozenset({"minute", "minutes", "min", "mins", "second", "seconds", "sec", "secs", "hour",
                             "hours", "hr", "hrs"})
#: Words tolerated after a measured value inside a tagged span ("a pinch of", "two more", "three large":
#: a size word after a count with no unit; twenty-first session).
_TRAILING_OK = frozenset({"of", "a", "an", "the"}) | UNIT_SIZE_WORDS | frozenset(
    # words that describe the things counted, said in the count's span ("put the two *leftover* burgers on a
    # plate", "peel the three *ripe* bananas": seventieth-session blind probe 447, the count dropped)
    {"leftover", "remaining", "ripe", "cold", "frozen", "raw", "cooked", "fresh", "hot", "warm"})
_DIGITS_RE = re.compile(r"^\d+(?:\.\d+)?$")
_MAX_VALUE = 1e9


def _at(tokens: Sequence[str], i: int) -> str:
    return tokens[i] if 0 <= i < len(tokens) else ""


def _unit_at(tokens: Sequence[str], i: int, units: Iterable[str]) -> int:
    """Number of tokens of the longest unit phrase starting at ``tokens[i]`` (0 when none)."""
    best = 0
    for unit in units:
        words = unit.split()
        if words and list(tokens[i : i + len(words)]) == words:
            best = max(best, len(words))
    return best


def _group(tokens: Sequence[str], j: int) -> Optional[tuple[int, int]]:
    """Parse a group below 1000 in words at ``tokens[j]``: "two hundred and fifty" → (250, next index)."""
    value, k = 0, j
    first = _at(tokens, k)
    if _at(tokens, k + 1) == "hundred" and (first in ("a", "an") or 1 <= ONES.get(first, 0) <= 19):
        value = 100 * (1 if first in ("a", "an") else ONES[first])  # "twelve hundred grams" too
        k += 2
    elif first == "hundred":  # said without "a" ("hundred gram sugar": sixty-third-session blind probe
        value, k = 100, k + 1  # 271, a second-language speaker, had been 1 g)
    if value and _at(tokens, k) == "and" and (_at(tokens, k + 1) in ONES or _at(tokens, k + 1) in TENS):
        k += 1
    word = _at(tokens, k)
    if word in TENS:
        value += TENS[word]
        k += 1
        if 1 <= ONES.get(_at(tokens, k), 0) <= 9:
            value += ONES[tokens[k]]
            k += 1
    elif word in ONES and not (value and ONES[word] == 0):
        value += ONES[word]
        k += 1
    return (value, k) if k > j else None


def _integer_words(tokens: Sequence[str], i: int) -> Optional[tuple[int, int]]:
    """Parse a cardinal written in words from ``tokens[i]``: "two thousand and five" → (2005, 4)."""
    total, j = 0, i
    for scale_word, scale in (("million", 1_000_000), ("thousand", 1000)):
        if _at(tokens, j) in ("a", "an") and _at(tokens, j + 1) == scale_word:
            total, j = scale, j + 2
            break
        group = _group(tokens, j)
        if group is not None and _at(tokens, group[1]) == scale_word and group[0] > 0:
            total, j = total + group[0] * scale, group[1] + 1
    if total and _at(tokens, j) == "and" and (_at(tokens, j + 1) in ONES or _at(tokens, j + 1) in TENS):
        group = _group(tokens, j + 1)
        if group is not None:
            return total + group[0], group[1] - i
    group = _group(tokens, j)
    if group is not None:
        total, j = total + group[0], group[1]
    return (total, j - i) if j > i else None


def joins_number(tokens: Sequence[str], i: int) -> bool:
    """True when ``tokens[i]`` ("and") joins the words of one number ("a hundred *and* fifty"): a
    number word (:data:`NUMBER_WORDS`) on each side."""
    return 0 < i < len(tokens) - 1 and tokens[i - 1] in NUMBER_WORDS and tokens[i + 1] in NUMBER_WORDS


def parse_number(
    tokens: Sequence[str], start: int = 0, *, units: Optional[Iterable[str]] = None
) -> Optional[tuple[float, int]]:
    """Read an amount at ``tokens[start]``.

    Recognises digits (``1.5``, ``200``), cardinals in words ("twenty five", "two hundred and fifty",
    "a hundred"), fractions ("half a", "half an", "a half", "a quarter of a", "three quarters of a", "a third of a",
    "two thirds of"),
    "X and a half", "X and a quarter", "X and three quarters", "X point Y", "a couple of" and "a pair
    of" (2; "couple" alone before "of", a unit or the end too), "a dozen"/"two dozen"/"half a dozen"
    (12/24/6), "a single" before one of ``units`` (1), hundreds counted past ten ("twelve hundred" 1200;
    fifty-ninth-session blind probe 148),
    and "a"/"an" as 1 only when one of ``units`` follows ("a pinch", "an hour"); hundreds said the
    colloquial way ("one eighty degrees" → 180) also only before one of ``units``; "another" before an
    amount is that amount ("another five minutes") and before one of ``units`` is 1 ("another pinch");
    a word of :data:`COUNT_WORDS` that is the last token is its count ("both" 2, "another" 1), and
    "both" is 2 before one of ``units`` and "of" or the end ("both tins of chickpeas"; not "both
    *loaf* tins").

    Args:
        tokens: lowercase tokens (see :func:`slu_node.textnorm.tokenize`).
        start: index of the first token to read.
        units: unit phrases (normalised, e.g. ``"tablespoon"``, ``"degrees celsius"``) that make a
            leading "a"/"an" mean 1; None or empty: "a"/"an" alone is never a number.

    Returns:
        ``(value, tokens_consumed)`` or None when no amount starts at ``start``. Values above 1e9
        or non-finite digit strings are rejected (None).
    """
    tokens = list(tokens)
    if start < 0 or start >= len(tokens):
        return None
    units = [normalize_phrase(u) for u in (units or ())]
    i = start
    w = tokens[i]
    value: Optional[float] = None
    if w in COUNT_WORDS and (start == len(tokens) - 1 or (w == "both" and units and _unit_at(tokens, i + 1, units)
                                                         and _at(tokens, i + 2) in ("of", ""))):
        return COUNT_WORDS[w], 1  # "both tins of coconut milk" (sixtieth-session blind probe 181)
    if w == "another":  # "another five minutes" is five minutes more; "another pinch", one more
        if units and _unit_at(tokens, i + 1, units):
            return 1.0, 1
        more = parse_number(tokens, i + 1, units=units) if _at(tokens, i + 1) not in ("a", "an") else None
        return (more[0], more[1] + 1) if more is not None else None
    # fixed idioms first
    if w in ("a", "an") and _at(tokens, i + 1) in ("couple", "pair"):  # "a pair of chicken breasts"
        value, i = 2.0, i + 2
        if _at(tokens, i) == "of":
            i += 1
        if _at(tokens, i) == "dozen":  # "a couple of dozen eggs" (seventieth-session blind probe 446)
            value, i = 24.0, i + 1
        elif _at(tokens, i) == "hundred":  # "a couple of hundred grams" (seventy-third-session blind probe 541)
            value, i = 200.0, i + 1
        return value, i - start
    if w == "couple" and (_at(tokens, i + 1) == "of" or start == len(tokens) - 1
                          or (units and _unit_at(tokens, i + 1, units))):
        return 2.0, 2 if _at(tokens, i + 1) == "of" else 1  # said without "a": "couple spoons of sugar"
    if w in ("a", "an") and _at(tokens, i + 1) == "dozen":
        if tuple(tokens[i + 2:i + 5]) == ("and", "a", "half"):
            return 18.0, 5  # "a dozen and a half eggs" (seventy-third-session blind probe 541)
        return 12.0, 2
    if w == "a" and _at(tokens, i + 1) == "single" and units and _unit_at(tokens, i + 2, units):
        return 1.0, 2  # "peel a single clove of garlic" (sixty-ninth-session blind probe 420: asked about)
    if w == "half" and _at(tokens, i + 1) in ("a", "an") and _at(tokens, i + 2) == "dozen":
        return 6.0, 3
    if w == "half":
        if _at(tokens, i + 1) in ("a", "an"):
            return 0.5, 2
        if _at(tokens, i + 1) == "of" and _at(tokens, i + 2) in ("a", "an"):
            return 0.5, 3
        return 0.5, 1
    if w in ("a", "an") and _at(tokens, i + 1) == "half":
        return 0.5, 2
    fraction = _fractions(tokens, i, units)
    if fraction is not None:
        return fraction
    if _DIGITS_RE.match(w):
        value = float(w)
        i += 1
    else:
        words = _integer_words(tokens, i)
        if words is not None:
            value, n = float(words[0]), words[1]
            i += n
            hundreds = _colloquial_hundreds(tokens, i, n, int(value), units)
            if hundreds is not None:
                value, i = hundreds
            if _at(tokens, i) == "point" and _at(tokens, i + 1) in ONES:
                digits = []
                k = i + 1
                while _at(tokens, k) in ONES and ONES[tokens[k]] < 10:
                    digits.append(str(ONES[tokens[k]]))
                    k += 1
                value = float(f"{int(value)}.{''.join(digits)}")
                i = k
        elif w in ("a", "an") and units and _unit_at(tokens, i + 1, units):
            return 1.0, 1
    if value is None or not math.isfinite(value) or value > _MAX_VALUE:
        return None
    if _at(tokens, i) == "dozen":
        value *= 12
        i += 1
    if _at(tokens, i) == "and" and _at(tokens, i + 1) == "a" and _at(tokens, i + 2) == "half":
        value += 0.5
        i += 3
    elif _at(tokens, i) == "and" and _at(tokens, i + 1) == "a" and _at(tokens, i + 2) == "quarter":
        value += 0.25
        i += 3
    elif _at(tokens, i) == "and" and _at(tokens, i + 1) == "three" and _at(tokens, i + 2) in ("quarter", "quarters"):
        value += 0.75  # "one and three quarter cups"
        i += 3
    return value, i - start


def _colloquial_hundreds(tokens: Sequence[str], i: int, used: int, value: int,
                         units: Sequence[str]) -> Optional[tuple[float, int]]:
    """ "one eighty degrees" → 180, "three fifty degrees" → 350, "two twenty five degrees" → 225:
    a lone digit word (``value`` 1–9, ``used`` one token) then a number 10–99 read as its last two
    digits, the way oven temperatures are said. Only when one of ``units`` follows, so that two
    numbers said in a row or a time of day ("at one thirty") are not read as hundreds, and not before
    a unit of time (:data:`TIME_UNIT_WORDS`): "fry the onions for five ten minutes", heard for "five,
    no, ten minutes", had been 510 minutes (twenty-second session); ``(value, index after it)`` or
    None."""
    units = [u for u in units if not any(w in u.split() for w in TIME_UNIT_WORDS)]
    if used != 1 or not 1 <= value <= 9 or not units:
        return None
    group = _group(tokens, i)
    if group is None or not 10 <= group[0] <= 99 or _at(tokens, i) == "and":
        return None
    if not _unit_at(tokens, group[1], units):
        return None
    return float(100 * value + group[0]), group[1]


#: A third and two thirds, exact, so that "a third of an hour" is ``20 min`` (seventy-fourth-session blind
#: probe 557: ``1188 s`` from 0.33 h); written to two decimals as references write them ("a third of a cup"
#: → ``0.33 cup``, :func:`_amount_text`).
_THIRDS = {"third": 1 / 3, "thirds": 2 / 3}


def _fractions(tokens: Sequence[str], i: int, units: Sequence[str]) -> Optional[tuple[float, int]]:
    """ "a quarter (of a)" → 0.25, "three quarters (of a)" → 0.75, "an eighth of (a)" → 0.125; "a
    third of (a)" → 0.33 and "two thirds of (a)" → 0.67 only before "of", one of ``units`` or the end (a
    span "a third" before "of the sugar"), so that an ordinal stays one ("crack a third egg";
    sixty-seventh-session blind probe 356: "pour a third of a cup of maple syrup")."""
    w = _at(tokens, i)
    if w in ("a", "one") and _at(tokens, i + 1) == "quarter":
        value, j = 0.25, i + 2
    elif w == "three" and _at(tokens, i + 1) == "quarters":
        value, j = 0.75, i + 2
    elif w == "quarter" and _at(tokens, i + 1) == "of":
        value, j = 0.25, i + 1
    elif ((w in ("a", "one") and _at(tokens, i + 1) == "third") or (w == "two" and _at(tokens, i + 1) == "thirds")) \
            and (_at(tokens, i + 2) in ("of", "") or _unit_at(tokens, i + 2, units)):
        value, j = _THIRDS[tokens[i + 1]], i + 2
    elif w in ("an", "one") and _at(tokens, i + 1) == "eighth" and _at(tokens, i + 2) == "of":
        value, j = 0.125, i + 2  # "an eighth of a teaspoon" (seventieth-session blind probe 446)
    else:
        return None
    if _at(tokens, j) == "of" and _at(tokens, j + 1) in ("a", "an"):
        j += 2
    return value, j - i


def format_number(x: float) -> str:
    """Digits without a trailing ``.0``: 2 → ``"2"``, 0.5 → ``"0.5"``, 1/3 → ``"0.333"`` (3 decimals max).

    Raises:
        ValueError: for NaN or infinity.
    """
    x = float(x)
    if not math.isfinite(x):
        raise ValueError(f"cannot format {x!r} as a number")
    if abs(x - round(x)) < 1e-9:
        return str(int(round(x)))
    return f"{x:.3f}".rstrip("0").rstrip(".")


def _int_to_words(n: int, use_and: bool = True) -> str:
    if n < 20:
        return _ONES_WORDS[n]
    if n < 100:
        tens, ones = divmod(n, 10)
        return _TENS_WORDS[tens * 10] + (f" {_ONES_WORDS[ones]}" if ones else "")
    if n < 1000:
        hundreds, rest = divmod(n, 100)
        head = f"{_ONES_WORDS[hundreds]} hundred"
        if not rest:
            return head
        return f"{head} {'and ' if use_and else ''}{_int_to_words(rest, use_and)}"
    if n < 1_000_000:
        thousands, rest = divmod(n, 1000)
        head = f"{_int_to_words(thousands, use_and)} thousand"
        if not rest:
            return head
        joiner = " and " if use_and and rest < 100 else " "
        return head + joiner + _int_to_words(rest, use_and)
    millions, rest = divmod(n, 1_000_000)
    head = f"{_int_to_words(millions, use_and)} million"
    return head if not rest else f"{head} {_int_to_words(rest, use_and)}"


def number_to_words(x: float, *, use_and: bool = True) -> str:
    """Spell an amount in English words, in a form :func:`parse_number` reads back.

    ``2`` → "two", ``250`` → "two hundred and fifty" (``use_and=False``: "two hundred fifty"),
    ``0.5`` → "half a", ``0.25`` → "a quarter of a", ``0.75`` → "three quarters of a",
    ``1.5`` → "one and a half", ``2.25`` → "two point two five".

    Raises:
        ValueError: negative, non-finite or ≥ 1e9 values.
    """
    x = float(x)
    if not math.isfinite(x) or x < 0 or x >= _MAX_VALUE:
        raise ValueError(f"cannot spell {x!r}")
    whole = int(math.floor(x + 1e-9))
    frac = round(x - whole, 6)
    if frac < 1e-6:
        return _int_to_words(whole, use_and)
    if whole == 0 and frac in (0.5, 0.25, 0.75):
        return {0.5: "half a", 0.25: "a quarter of a", 0.75: "three quarters of a"}[frac]
    if frac == 0.5:
        return f"{_int_to_words(whole, use_and)} and a half"
    digits = format_number(x).split(".")[1]
    return f"{_int_to_words(whole, use_and)} point " + " ".join(_ONES_WORDS[int(d)] for d in digits)


def _unit_forms(slot_type) -> list[tuple[str, str]]:
    """(spoken form, symbol) pairs of a measured type, longest forms first; symbols count as forms."""
    pairs = []
    for symbol, forms in slot_type.units.items():
        for form in set(forms) | {normalize_phrase(symbol)}:
            if form:
                pairs.append((form, symbol))
    return sorted(pairs, key=lambda p: -len(p[0].split()))


#: Fractions said after a unit: "an hour *and a half*", "an hour *and a quarter*" (75 min; forty-eighth
#: session, asked about before), "a cup *and three quarters*".
AFTER_UNIT_FRACTIONS = {("and", "a", "half"): 0.5, ("and", "a", "quarter"): 0.25, ("and", "three", "quarters"): 0.75}


def fractions_first(tokens: Sequence[str], units: Container[str]) -> dict[int, tuple[str, ...]]:
    """The words to say a fraction of :data:`AFTER_UNIT_FRACTIONS` said after "with" and one unit of ``units``
    (one-word unit forms) before "of" in the order the tagger knows: "drizzle the salad with *a tablespoon and a half*
    of olive oil" → "... with one and a half tablespoon of olive oil" (seventy-fourth-session blind probe
    557: after "with" the tagger read "tablespoon" as the tool and the amount was asked about). For
    :func:`slu_node.textnorm.expand_tokens`: ``{index: words}``, the fraction's own words left out."""
    out: dict[int, tuple[str, ...]] = {}
    for i in range(len(tokens) - 5):
        fraction = tuple(tokens[i + 2:i + 5])
        if (i and tokens[i - 1] == "with" and tokens[i] in ("a", "an", "one") and tokens[i + 1] in units
                and fraction in AFTER_UNIT_FRACTIONS and tokens[i + 5] == "of"):
            out.update({i: ("one", *fraction), i + 2: (), i + 3: (), i + 4: ()})
    return out


def _written_fraction(token: str) -> bool:
    """True for a number written in digits below 1 ("0.5", as :func:`slu_node.textnorm.tokenize`
    writes "1/2")."""
    try:
        return token[:1].isdigit() and 0 < float(token) < 1
    except ValueError:
        return False


def _symbol_at(tokens: Sequence[str], i: int, forms: Sequence[tuple[str, str]]) -> tuple[Optional[str], int]:
    """``(symbol, end)`` of the longest unit form of ``forms`` (``(form, symbol)`` pairs, longest first)
    said at ``i`` (:func:`_unit_at`); ``(None, i)`` when none is."""
    n = _unit_at(tokens, i, [f for f, _ in forms])
    if not n:
        return None, i
    said = " ".join(tokens[i:i + n])
    return next(symbol for form, symbol in forms if form == said), i + n


#: Fractions "other" may come before ("the other half"): :func:`normalize_measure` reads them without it.
_FRACTION_PARTS = frozenset({"half", "quarter", "third"})


#: Words before an amount that say it is what is left, no part of the amount ("pour the *leftover* half
#: litre of stock into a bottle": seventy-fourth-session blind probe 559, asked about).
_LEFT_OVER = frozenset({"leftover", "remaining"})


def normalize_measure(phrase: str, slot_type) -> Optional[str]:
    """Canonical text of a measured value: "half a kilo" → ``500 g``, "two" → ``2``, "ten minutes"
    → ``10 min``, "one hundred and eighty degrees" → ``180 deg``, "a pinch" → ``1 pinch``.

    Units are the ``slot_type.units`` forms (or the symbol itself); a non-integer amount of a unit
    with a conversion (``slot_type.conversions``, e.g. ``kg → (g, 1000)``) is converted, repeatedly
    ("1.5 h" → ``90 min``). "an hour and a half" → ``90 min``, "an hour and a quarter" → ``75 min``,
    "an hour and twenty minutes" → ``80 min`` (an amount of the next smaller unit after "and").
    Approximators ("about") and :data:`_LEFT_OVER` words before the amount, "of"/"a" after it, a size
    word before the unit or a fraction and the unit (:data:`UNIT_SIZE_WORDS`: "a *scant* quarter
    teaspoon") and "other" before a fraction ("the other half") are ignored, and so is "a" around a
    fraction written in digits ("1/2 a cup", "a 1/4 teaspoon").

    Args:
        phrase: the words of the value (text or space-joined tokens).
        slot_type: a :class:`slu_node.domain.SlotType` of kind ``measure``.

    Returns:
        The canonical string, or None when the phrase is not a value of this type: no amount, an amount
        of zero or less, a bare number for a ``unit_required`` type (unless at least its ``bare_from``
        and at most its ``bare_to``: then it is read in the type's first unit), or other words left
        over.
    """
    if getattr(slot_type, "kind", None) != "measure":
        return None
    forms = _unit_forms(slot_type)
    starts = {f.split()[0] for f, _ in forms}
    tokens = tokenize(phrase) if isinstance(phrase, str) else []
    # "a *heaped* spoonful", "a *scant* quarter teaspoon" (seventy-fourth-session blind probe 557); "the
    # *other* half of the butter" is half of it (fifty-sixth-session probe)
    tokens = [t for t, after, then in zip(tokens, tokens[1:] + [None], tokens[2:] + [None, None])
              if not (t in UNIT_SIZE_WORDS and (after in starts or (after in _FRACTION_PARTS and then in starts)))
              and not (t == "other" and after in _FRACTION_PARTS)]
    # a bare number of a type with ``bare_from`` is read as followed by its first unit, so that it may be
    # said the colloquial way ("at one eighty" → 180)
    implied = getattr(slot_type, "bare_from", None) is not None and not starts.intersection(tokens)
    if implied:
        first = next(iter(slot_type.units))
        tokens = tokens + next(form for form, symbol in forms if symbol == first).split()
    i = 0
    while i < len(tokens) and (tokens[i] in APPROXIMATORS or tokens[i] in _LEFT_OVER):
        i += 1
    if i + 1 < len(tokens) and tokens[i] in ("a", "an") and _written_fraction(tokens[i + 1]):
        i += 1  # "a 1/4 teaspoon", as a recogniser writes "a quarter teaspoon"
    unit_forms = [f for f, _ in forms]
    parsed = parse_number(tokens, i, units=unit_forms)
    if parsed is None:
        return None
    value, used = parsed
    if value <= 0:
        return None  # "add zero eggs", "for 0 minutes": no amount to act on
    i += used
    if tokens[i:i + 1] in (["a"], ["an"]) and _written_fraction(tokens[i - 1]):
        i += 1  # "1/2 a cup", as "half a cup" (fifty-fifth-session probe of transcripts with digits)
    symbol, i = _symbol_at(tokens, i, forms)
    fraction = AFTER_UNIT_FRACTIONS.get(tuple(tokens[i : i + 3])) if symbol is not None else None
    if fraction is not None:  # "an hour and a quarter"
        value, i = value + fraction, i + 3
    elif symbol in slot_type.conversions and tokens[i:i + 1] == ["and"]:  # "an hour and twenty minutes"
        sub, factor = slot_type.conversions[symbol]
        more = parse_number(tokens, i + 1, units=unit_forms)
        if more is not None and more[0] > 0:
            smaller, end = _symbol_at(tokens, i + 1 + more[1], forms)
            if smaller == sub:
                value, symbol, i = value * factor + more[0], sub, end
    if any(t not in _TRAILING_OK for t in tokens[i:]):
        return None
    if symbol is None:
        return None if slot_type.unit_required else _amount_text(value)
    if implied and (value < slot_type.bare_from or value > (getattr(slot_type, "bare_to", None) or math.inf)):
        return None
    seen = set()
    while abs(value - round(value)) > 1e-9 and symbol in slot_type.conversions and symbol not in seen:
        seen.add(symbol)
        sub, factor = slot_type.conversions[symbol]
        value, symbol = value * factor, sub
    return f"{_amount_text(value)} {symbol}"


def _amount_text(value: float) -> str:
    """:func:`format_number`, but a whole number of thirds that is no whole number to two decimals, as
    references write them: 1/3 → ``"0.33"``, 4/3 → ``"1.33"``."""
    thirds = value * 3
    if abs(thirds - round(thirds)) < 1e-9 and abs(value - round(value)) > 1e-9:
        return f"{value:.2f}"
    return format_number(value)


def rough_number_words(tokens: Sequence[str], units: Iterable[str]) -> set[int]:
    """Indices of the words that only say an amount is rough, said where a number's reading stops: "odd"
    between number words and a unit of ``units`` ("cook the rice for twenty *odd* minutes"), "ish" after a
    unit or a number ("pop the cake on the wire rack for ten minutes *ish*"), "at least" and "at most"
    before a number ("make sure the chicken is *at least* seventy five degrees"). The amount is read as said,
    as "about" before it is (seventy-first-session blind probe 492: asked about as unknown words). English."""
    units = frozenset(units)
    out: set[int] = set()
    for k in range(1, len(tokens)):
        before = tokens[k - 1]
        if (tokens[k] == "odd" and k + 1 < len(tokens) and tokens[k + 1] in units
                and (before in ONES or before in TENS)):
            out.add(k)
        elif tokens[k] == "ish" and (before in units or before in ONES or before in TENS or before == "hundred"):
            out.add(k)
        elif (before == "at" and tokens[k] in ("least", "most") and k + 1 < len(tokens)
              and (tokens[k + 1] in ONES or tokens[k + 1] in TENS or tokens[k + 1][:1].isdigit())):
            out.update((k - 1, k))  # "is *at least* seventy five degrees" (seventy-fourth-session probe 561)
    return out
