"""Homophones of a domain's words: what a recogniser that writes free text should read as domain words.

A recogniser with an open vocabulary (Moonshine) spells what it hears in ordinary English: "ice coffee",
"lots of hole milk". Where a word outside the domain's vocabulary sounds exactly like a word of it, in
the pronunciations the domain's ASR model uses (CMUdict, plus the variants the domain file adds under
``asr: pronunciations``, e.g. "iced" also as "AY S"), the domain word is meant.

``slu train`` writes the mapping to ``<domain>/asr/homophones.json`` (:func:`find_homophones`, called by
:func:`slu_node.asr.lm.build_asr_model`); :func:`domain_homophones` reads it, or works it out for a
domain trained before that file existed (about a second: it scans CMUdict).

Words *of* the domain can sound alike too: "knead" and "need", "flour" and "flower", "sea" and "see".
Which one was said, the sound cannot tell; :func:`find_sound_alikes` groups them so that the recogniser
lets the domain's language model choose the spelling (see ``MoonshineAsr(sound_alikes=...)``). ``slu
train`` writes the groups to ``<domain>/asr/sound_alikes.json``; :func:`domain_sound_alikes` reads them.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Iterable, Optional, Union

HOMOPHONES_FILE = "homophones.json"
SOUND_ALIKES_FILE = "sound_alikes.json"


def find_homophones(known: Iterable[str], domain_prons: Iterable[tuple[str, str]],
                    other_prons: Iterable[tuple[str, str]], keep: Iterable[str] = ()) -> dict[str, str]:
    """word → domain word, for words outside ``known`` and ``keep`` that share a pronunciation with
    exactly one known word.

    Args:
        known: the domain's words.
        domain_prons: ``(word, ARPAbet pronunciation)`` pairs of the domain's ASR dictionary.
        other_prons: the same for every other word (CMUdict); read once, so an iterator over a file will do.
        keep: words never rewritten though they are not the domain's: those of the language model's
            in-domain sentences ("uh" of a self-repair is no "a").
    """
    known = set(known)
    keep = set(keep) | known
    owners: dict[str, set[str]] = {}
    for word, pron in domain_prons:
        if word in known:
            owners.setdefault(pron, set()).add(word)
    targets: dict[str, set[str]] = {}
    for word, pron in other_prons:
        if pron in owners and word not in keep and word.isalpha():
            targets.setdefault(word, set()).update(owners[pron])
    return {word: domain_words.pop() for word, domain_words in sorted(targets.items()) if len(domain_words) == 1}


def find_sound_alikes(known: Iterable[str], domain_prons: Iterable[tuple[str, str]],
                      meanings: Optional[dict[str, frozenset]] = None) -> dict[str, str]:
    """word → its group's key (the group's alphabetically first word), for the domain words that share a
    pronunciation with another domain word ("need" → "knead", "knead" → "knead"); words that share none
    are left out.

    Words linked through any shared pronunciation form one group. A group with a number word
    (:data:`slu_node.numbers.NUMBER_WORDS`: "to / too / two", "for / four", "a / uh") is left out: a
    recogniser's own spelling of an amount is better evidence than a domain n-gram's. So is a group
    whose words all mean the same (``meanings``, e.g. from :func:`word_meanings`: "gram / gramme",
    "yogurt / yoghurt"): the spelling changes nothing there, and the recogniser's usual one reads
    better (and scores against references written with it).

    Args:
        known: the domain's words.
        domain_prons: ``(word, ARPAbet pronunciation)`` pairs of the domain's ASR dictionary.
        meanings: word → what it can stand for in the domain; None: every group counts.
    """
    from slu_node.numbers import NUMBER_WORDS

    known = set(known)
    parent: dict[str, str] = {}

    def root(word: str) -> str:
        while parent.setdefault(word, word) != word:
            word = parent[word]
        return word

    owner: dict[str, str] = {}
    for word, pron in domain_prons:
        if word in known:
            first = owner.setdefault(pron, word)
            a, b = sorted((root(first), root(word)))
            parent[b] = a
    groups: dict[str, set[str]] = {}
    for word in parent:
        groups.setdefault(root(word), set()).add(word)

    def differ(group: set[str]) -> bool:
        return meanings is None or len({meanings.get(w, frozenset()) for w in group}) > 1

    return {word: min(group) for group in groups.values()
            if len(group) > 1 and not group & NUMBER_WORDS and differ(group) for word in group}


def word_meanings(domain) -> dict[str, frozenset]:
    """word → the set of things it is part of saying in ``domain`` (a :class:`slu_node.domain.Domain`):
    ``(type, value)`` for a word of a spoken form of a closed-list value or a unit, ``("act",
    action)`` for a word of a verb phrase. "gram" and "gramme" both say the unit ``g``; "flour" and
    "flower" say different ingredients; "need" says nothing (it is a word of the take expressions, not
    of a value or verb) and "knead" says the knead action."""
    out: dict[str, set] = {}
    for name, slot_type in domain.types.items():
        for canonical, forms in list(slot_type.values.items()) + list(slot_type.units.items()):
            for form in forms:
                for word in form.split():
                    out.setdefault(word, set()).add((name, canonical))
    for name, action in domain.actions.items():
        for phrase in action.verb_phrases:
            for word in phrase.split():
                out.setdefault(word, set()).add(("act", name))
    return {word: frozenset(meaning) for word, meaning in out.items()}


def domain_sound_alikes(domain_dir: Union[str, Path]) -> dict[str, str]:
    """The sound-alike groups of a trained domain: ``<domain_dir>/asr/sound_alikes.json``, or, when that
    is missing (a domain trained before the thirteenth session), :func:`find_sound_alikes` over its
    ``asr/words.dict`` and :func:`word_meanings` (it loads the domain file again: about 0.2 s). A
    domain with neither gives an empty mapping.

    Raises:
        DomainError: unreadable domain file.
    """
    return _trained_mapping(domain_dir, SOUND_ALIKES_FILE,
                            lambda domain, prons: find_sound_alikes(domain.known_words, prons, word_meanings(domain)))


def domain_homophones(domain_dir: Union[str, Path]) -> dict[str, str]:
    """The homophone mapping of a trained domain: ``<domain_dir>/asr/homophones.json``, or, when that
    is missing, :func:`find_homophones` over its ``asr/words.dict`` (built by ``slu train``: CMUdict
    and the domain file's own variants) and CMUdict (the pocketsphinx wheel's, read line by line).

    Raises:
        DomainError: unreadable domain file. A domain with no ``words.dict`` gives an empty mapping.
    """
    from slu_node.asr.lm import dict_entries

    return _trained_mapping(domain_dir, HOMOPHONES_FILE,
                            lambda domain, prons: find_homophones(domain.known_words, prons, dict_entries()))


def _trained_mapping(domain_dir: Union[str, Path], file_name: str, compute) -> dict[str, str]:
    """``<domain_dir>/asr/<file_name>`` as ``slu train`` wrote it; when it is missing,
    ``compute(domain, prons)`` over the loaded domain file and the ``(word, pronunciation)`` pairs of
    its ``asr/words.dict``; {} when that is missing too.

    Raises:
        DomainError: unreadable domain file.
    """
    from slu_node.asr.lm import ASR_SUBDIR, DICT_FILE, dict_entries
    from slu_node.domain import load_domain

    asr_dir = Path(domain_dir) / ASR_SUBDIR
    if (asr_dir / file_name).is_file():
        return json.loads((asr_dir / file_name).read_text(encoding="utf-8"))
    if not (asr_dir / DICT_FILE).is_file():
        return {}
    return compute(load_domain(domain_dir), dict_entries(str(asr_dir / DICT_FILE)))
