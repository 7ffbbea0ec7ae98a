"""Homophones of a domain's words: what a recogniser that writes free text should read as domain words.

A recogniser with an open vocabulary (Moonshine) spells what it hears in ordinary English: "ice coffee",
"lots of hole milk". Where a word outside the domain's vocabulary sounds exactly like a word of it, in
the pronunciations the domain's ASR model uses (CMUdict, plus the variants the domain file adds under
``asr: pronunciations``, e.g. "iced" also as "AY S"), the domain word is meant.
"""

from __future__ import annotations

from pathlib import Path
from typing import Union


def domain_homophones(domain_dir: Union[str, Path]) -> dict[str, str]:
    """word → domain word, for words outside the domain's vocabulary that share a pronunciation with
    exactly one of its words.

    The domain's pronunciations are those of ``<domain_dir>/asr/words.dict`` (built by ``slu train``:
    CMUdict and the domain file's own variants); other words' are CMUdict's (the pocketsphinx wheel's).

    Raises:
        DomainError: unreadable domain file. A missing ``words.dict`` gives an empty mapping.
    """
    from slu_node.asr.lm import dict_entries
    from slu_node.domain import load_domain

    words_dict = Path(domain_dir) / "asr" / "words.dict"
    if not words_dict.is_file():
        return {}
    known = load_domain(domain_dir).known_words
    owners: dict[str, set[str]] = {}
    for word, pron in dict_entries(str(words_dict)):
        if word in known:
            owners.setdefault(pron, set()).add(word)
    targets: dict[str, set[str]] = {}
    for word, pron in dict_entries():  # CMUdict read line by line: it is not kept in memory
        if pron in owners and word not in known and word.isalpha():
            targets.setdefault(word, set()).update(owners[pron])
    return {word: domain_words.pop() for word, domain_words in targets.items() if len(domain_words) == 1}
