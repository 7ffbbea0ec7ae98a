"""Word, character and label vocabularies, and the numpy encoding shared by training and inference.

Encoding of one utterance of T tokens (T ≥ 1; an empty utterance is encoded as one PAD token):
  * ``word_ids``  int64 [T]: index into the word table (0 = PAD, 1 = UNK). Words are looked up after
    mapping every digit to ``0`` (so "5" and "7" share a row; the characters keep the digits).
  * ``char_ids``  int64 [T, MAX_CHARS]: ``<w>`` + first MAX_CHARS-2 characters + ``</w>``, padded
    with 0. The fixed width makes the character CNN see identical inputs in training and inference.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Iterable, Optional, Sequence

import numpy as np

PAD, UNK = "<pad>", "<unk>"
BOW, EOW = "<w>", "</w>"
#: Characters per token seen by the character CNN, including the two boundary markers.
MAX_CHARS = 20
#: Most tokens the model reads (longer utterances are truncated; matches textnorm.MAX_TOKENS).
MAX_TOKENS = 64
_DIGIT = re.compile(r"\d")


def word_key(token: str) -> str:
    """The word-table key of a token: digits mapped to ``0``."""
    return _DIGIT.sub("0", token)


class Vocab:
    """Word and character vocabularies (index 0 = PAD, 1 = UNK; chars also have 2 = BOW, 3 = EOW).

    Attributes:
        words: list of word keys (see :func:`word_key`), position = id.
        chars: list of characters, position = id.
        word_counts: training count of each word (0 for specials), used for UNK dropout.
    """

    def __init__(self, words: Sequence[str], chars: Sequence[str], word_counts: Optional[Sequence[int]] = None):
        self.words = list(words)
        self.chars = list(chars)
        self.word_index = {w: i for i, w in enumerate(self.words)}
        self.char_index = {c: i for i, c in enumerate(self.chars)}
        self.word_counts = list(word_counts) if word_counts is not None else [0] * len(self.words)

    @classmethod
    def build(cls, sentences: Iterable[Sequence[str]], min_count: int = 1, max_words: int = 50000) -> "Vocab":
        """Build from training token sequences: words seen ≥ ``min_count`` times (at most
        ``max_words``, most frequent first) and every character seen."""
        wc: Counter = Counter()
        cc: Counter = Counter()
        for toks in sentences:
            for t in toks:
                wc[word_key(t)] += 1
                cc.update(t)
        kept = [w for w, n in sorted(wc.items(), key=lambda kv: (-kv[1], kv[0])) if n >= min_count][:max_words]
        words = [PAD, UNK] + kept
        counts = [0, 0] + [wc[w] for w in kept]
        chars = [PAD, UNK, BOW, EOW] + sorted(cc)
        return cls(words, chars, counts)

    def encode(self, tokens: Sequence[str]) -> tuple[np.ndarray, np.ndarray]:
        """Encode tokens (truncated to MAX_TOKENS) → (word_ids int64 [T], char_ids int64 [T, MAX_CHARS]).

        An empty token list gives T = 1 with a single PAD token.
        """
        tokens = list(tokens)[:MAX_TOKENS]
        if not tokens:
            return np.zeros(1, dtype=np.int64), np.zeros((1, MAX_CHARS), dtype=np.int64)
        wi = self.word_index
        ci = self.char_index
        word_ids = np.fromiter((wi.get(word_key(t), 1) for t in tokens), dtype=np.int64, count=len(tokens))
        char_ids = np.zeros((len(tokens), MAX_CHARS), dtype=np.int64)
        for r, t in enumerate(tokens):
            ids = [2] + [ci.get(c, 1) for c in t[: MAX_CHARS - 2]] + [3]
            char_ids[r, : len(ids)] = ids
        return word_ids, char_ids

    def to_json(self) -> dict:
        """JSON-serialisable form (see :meth:`from_json`)."""
        return {"words": self.words, "chars": self.chars, "word_counts": self.word_counts}

    @classmethod
    def from_json(cls, data: dict) -> "Vocab":
        """Inverse of :meth:`to_json`."""
        return cls(data["words"], data["chars"], data.get("word_counts"))


def encode_batch(vocab: Vocab, batch: Sequence[Sequence[str]]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Encode and right-pad several utterances.

    Returns:
        word_ids int64 [B, T], char_ids int64 [B, T, MAX_CHARS], lengths int64 [B] (≥ 1), where T is
        the longest (truncated) utterance.
    """
    enc = [vocab.encode(toks) for toks in batch]
    lengths = np.array([len(w) for w, _ in enc], dtype=np.int64)
    t_max = int(lengths.max()) if len(enc) else 1
    words = np.zeros((len(enc), t_max), dtype=np.int64)
    chars = np.zeros((len(enc), t_max, MAX_CHARS), dtype=np.int64)
    for i, (w, c) in enumerate(enc):
        words[i, : len(w)] = w
        chars[i, : len(w)] = c
    return words, chars, lengths


def tag_labels_from(examples_tags: Iterable[Sequence[str]]) -> list[str]:
    """BIO tags seen in the data, ``O`` first, then sorted by slot type (B before I).

    Raises:
        ValueError: a tag is not ``O``, ``B-<slot>`` or ``I-<slot>``.
    """
    seen = set()
    for tags in examples_tags:
        for t in tags:
            if t != "O":
                if len(t) < 3 or t[1] != "-" or t[0] not in "BI":
                    raise ValueError(f"not a BIO tag: {t!r} (expected O, B-<slot> or I-<slot>)")
                seen.add(t)
    return ["O"] + sorted(seen, key=lambda t: (t[2:], t[0]))
