"""Text → Moonshine token ids, for training targets (:mod:`slu_node.asr.adapter_training`).

Moonshine writes the llama SentencePiece vocabulary (``tokens.txt``, written by
:mod:`slu_node.asr.moonshine_fetch`; 32,000 pieces, ``▁`` marks a space). The fetched files hold the
pieces but not the merge table, so :func:`encode` merges as SentencePiece's BPE does with llama's
scores, which fall with the piece id (score = −id for merged pieces): start from single characters
and join, again and again, the adjacent pair whose joined piece has the lowest id; pieces never mix
letters, digits and punctuation (SentencePiece's ``split_by_unicode_script`` and
``split_by_number``); a character with no piece is written as its UTF-8 bytes (``<0xNN>``).
Checked against the ids Moonshine itself writes (``tests/test_moonshine_adapter.py``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Union

SPACE = "▁"


def _kind(char: str) -> str:
    return "letter" if char.isalpha() or char == "'" else "digit" if char.isdigit() else "other"


def _one_kind(piece: str) -> bool:
    return len({_kind(c) for c in piece if c != SPACE}) <= 1


class MoonshineTokenizer:
    """Encode text with the token list of a Moonshine model folder.

    Args:
        tokens: the folder's ``tokens.txt`` (one piece per line, the line number is the id).

    Raises:
        FileNotFoundError: no such file.
    """

    def __init__(self, tokens: Union[str, Path]) -> None:
        self.pieces = Path(tokens).read_text(encoding="utf-8").split("\n")
        self.ids: dict[str, int] = {}
        for i, piece in enumerate(self.pieces):
            if len(piece) == 1:  # a character listed twice: the later is the base piece Moonshine writes
                self.ids[piece] = i
            else:
                self.ids.setdefault(piece, i)

    def encode(self, text: str) -> list[int]:
        """Token ids of ``text`` (no start or end token), e.g. "Crack three eggs into the bowl." →
        [14279, 384, 2211, 29808, 964, 278, 12580, 29880, 29889].

        Raises:
            ValueError: empty text.
        """
        if not text.strip():
            raise ValueError("cannot encode empty text")
        parts = list(SPACE + text.strip().replace(" ", SPACE))
        while True:
            best = None
            for j in range(len(parts) - 1):
                joined = parts[j] + parts[j + 1]
                k = self.ids.get(joined)
                if k is not None and _one_kind(joined) and (best is None or k < best[0]):
                    best = (k, j)
            if best is None:
                break
            j = best[1]
            parts[j:j + 2] = [parts[j] + parts[j + 1]]
        out: list[int] = []
        for part in parts:
            if part in self.ids:
                out.append(self.ids[part])
            else:
                out.extend(self.ids[f"<0x{b:02X}>"] for b in part.encode("utf-8"))
        return out

    def decode(self, ids) -> str:
        """The text of ``ids`` (pieces joined, ``▁`` as spaces, stripped)."""
        return "".join(self.pieces[i] for i in ids if 2 < i < len(self.pieces)).replace(SPACE, " ").strip()
