"""Text normalisation shared by training, ASR language models and parsing.

One tokenizer for every stage, so that the words the generator writes, the words the ASR emits and the
words the tagger reads are the same units.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Iterable, Sequence

#: Longest input (characters) the parser reads; longer text is cut here before tokenising.
MAX_TEXT_CHARS = 2000
#: Most tokens handed to the tagger; SUGAR utterances are short (≤ 3 actions).
MAX_TOKENS = 64
#: The word that joins the values of a list ("the eggs and the milk"); English, like the number words.
LIST_CONJUNCTION = "and"
#: Words an utterance cannot end on: they ask for more ("a mocha with some", "add the salt and"), so a
#: transcript that ends on one lost its end (a recogniser cut short by noise); English, like the above.
DANGLING_WORDS = frozenset({"a", "an", "the", "of", "with", "and", "or", "some", "lots", "to", "into", "onto",
                            "from"})
#: Words that say an action is not to be done ("don't add the salt", "do not stir", "add salt but not
#: pepper"); SUGAR's templates cannot write "not", so a command holding one is asked about, never done
#: (:func:`negations`). English, like the above; "no" is left out ("no, the big pot" corrects, and
#: coffee orders say "no foam").
#: Words that make a command wait for a condition ("if the soup is thick add some water", "when the
#: water boils add the pasta"): a predicate cannot hold the condition, and acting now ignores it. Right
#: after a verb they ask, as in check's "see if the oil is hot" (:func:`conditions`). English.
CONDITION_WORDS = frozenset({"if", "unless", "when", "whenever"})
#: Words that, before an amount of time ("after twenty minutes", "in ten minutes"), put the command
#: off instead of timing it ("for ten minutes"): a predicate's time is a duration (SUGAR §3), so the
#: command is asked about. English.
DELAY_WORDS = frozenset({"after", "in", "within"})
#: Phrases that take back what was just said or offer a choice: "add two, *i mean* three eggs", "add
#: the salt, *no*, the pepper", "the salt *or* the pepper". Between the words of a command they leave
#: it unclear which argument holds (:func:`self_repairs`). English, like the above.
REPAIR_PHRASES = (("i", "mean"), ("or", "rather"), ("no",), ("sorry",), ("actually",), ("rather",), ("wait",),
                  ("or",))
#: Words that open a question about an action, not a request for it, when an auxiliary of
#: :data:`QUESTION_AUXILIARIES` or the verb follows ("why did you crack the eggs", "who put the knife in
#: the microwave"); see :func:`question_words`. English, like the above.
QUESTION_WORDS = frozenset({"who", "whom", "whose", "why", "where"})
#: Auxiliaries after a question word; "did" alone asks too ("did you add the salt"). Requests asked as
#: questions ("can you add the salt", "is the soup boiling" for check) use no question word.
QUESTION_AUXILIARIES = frozenset({"did", "do", "does", "is", "are", "was", "were", "has", "have"})
NEGATION_WORDS = frozenset({"not", "don't", "dont", "never", "didn't", "doesn't", "shouldn't", "mustn't",
                            "won't", "wouldn't"})

_TOKEN_RE = re.compile(r"[a-z]+(?:'[a-z]+)?|\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:[.,]\d+)?|[^\sa-z\d]", re.UNICODE)


def negations(tokens: Sequence[str]) -> list[int]:
    """Indices of the :data:`NEGATION_WORDS` among ``tokens`` (lowercase words as :func:`tokenize`
    gives them), and of "no" in "no need", in order; "never mind" (a way to take something back)
    negates nothing."""
    after = list(tokens[1:]) + [""]
    return [i for i, (t, nxt) in enumerate(zip(tokens, after)) if (t in NEGATION_WORDS and (t, nxt) != ("never", "mind"))
            or (t, nxt) == ("no", "need")]


def conditions(tokens: Sequence[str], verbs: Iterable[int]) -> list[str]:
    """The :data:`CONDITION_WORDS` of ``tokens`` that do not come right after a verb (``verbs``: the
    indices of the tokens of the actions' verb spans)."""
    verbs = set(verbs)
    return [t for i, t in enumerate(tokens) if t in CONDITION_WORDS and i - 1 not in verbs]


def self_repairs(tokens: Sequence[str], tagged: Iterable[int]) -> list[str]:
    """The :data:`REPAIR_PHRASES` spoken between the words of a command: outside ``tagged`` (indices
    of the tokens that say something: in a verb or argument span, or a value of the domain the tagger
    left out, as "sugar" in "take the flour i mean the sugar"), with such a token before and after.
    At the start ("no, add the pepper") or the end they take nothing back."""
    tagged = sorted(set(tagged))
    found = []
    for phrase in REPAIR_PHRASES:
        n = len(phrase)
        for i in range(len(tokens) - n + 1):
            if (tuple(tokens[i:i + n]) == phrase and not set(range(i, i + n)) & set(tagged)
                    and any(t < i for t in tagged) and any(t >= i + n for t in tagged)):
                found.append(" ".join(phrase))
    return found


def question_words(tokens: Sequence[str], verbs: Iterable[int]) -> list[str]:
    """The words of ``tokens`` that make the utterance a question about an action: "did", and a
    :data:`QUESTION_WORDS` word followed by an auxiliary or by a verb (``verbs``: the indices of the
    tokens that start an action's verb). A question word before anything else is left out: noise
    made Moonshine write "who would you work the coconut ..." (a fifteenth-session transcript of a
    synthetic command at 10 dB SNR)."""
    verbs = set(verbs)
    return [t for i, t in enumerate(tokens) if t == "did" or (
        t in QUESTION_WORDS and i + 1 < len(tokens) and (tokens[i + 1] in QUESTION_AUXILIARIES or i + 1 in verbs))]


def verb_base_forms(tokens: Sequence[str], verbs: frozenset, known: frozenset) -> list[str]:
    """``tokens`` with each "-ing" form outside ``known`` (the domain's words) replaced by its base form
    when that is one of ``verbs`` (the words of the domain's verb phrases): "would you mind *cracking*
    three eggs", "can you try *mashing* the potatoes". The generator writes verbs in the base form, so
    the tagger read such unseen forms as arguments or nothing. Base forms tried: "crack-ing",
    "grat-ing" + e, "stir-r-ing" (a doubled consonant); English."""
    out = []
    for token in tokens:
        stem = token[:-3]
        if token.endswith("ing") and len(stem) >= 2 and token not in known:
            forms = [stem, stem + "e"] + ([stem[:-1]] if stem[-1] == stem[-2] else [])
            token = next((f for f in forms if f in verbs), token)
        out.append(token)
    return out


def clean_text(text: str) -> str:
    """Return ``text`` as lowercase ASCII-folded text with control characters removed.

    Accents are folded (``crème`` → ``creme``); characters that do not fold to ASCII are dropped.
    Non-``str`` input raises ``TypeError``. Text longer than :data:`MAX_TEXT_CHARS` is truncated.
    """
    if not isinstance(text, str):
        raise TypeError(f"text must be str, got {type(text).__name__}")
    text = text[:MAX_TEXT_CHARS]
    text = unicodedata.normalize("NFKD", text)
    text = text.encode("ascii", "ignore").decode("ascii")
    text = text.replace("\u2019", "'").lower()
    return "".join(ch if ch.isprintable() else " " for ch in text)


def tokenize(text: str) -> list[str]:
    """Split text into lowercase word tokens.

    Words keep an inner apostrophe (``i'd``, ``let's``); numbers keep a decimal point (``0.5``; a
    decimal comma ``1,5`` becomes ``1.5``, thousands separators ``1,000`` are removed);
    "500g" becomes ``["500", "g"]``; punctuation and symbols are dropped. Hyphens split words
    (``deep-fry`` → ``deep fry``).

    Returns:
        at most :data:`MAX_TOKENS` tokens (an empty list for empty or symbol-only text).
    """
    tokens = [t for t in _TOKEN_RE.findall(clean_text(text)) if t[0].isalnum()]
    return [_number_token(t) for t in tokens][:MAX_TOKENS]


def _number_token(token: str) -> str:
    if "," not in token:
        return token
    head, _, tail = token.partition(",")
    return token.replace(",", "") if len(tail.split(".")[0]) == 3 else token.replace(",", ".")


def normalize_phrase(text: str) -> str:
    """Tokenize and re-join with single spaces: the canonical form of a lexicon phrase."""
    return " ".join(tokenize(text))
