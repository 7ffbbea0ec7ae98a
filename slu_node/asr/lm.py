"""Build the pocketsphinx language model and pronunciation dictionary of a domain.

``build_asr_model(domain, sentences, out_dir)`` writes ``out_dir/asr/``:

- ``lm.arpa``: a 3-gram back-off LM (fixed discount mass, Lenzo/Rudnicky algorithm, built with
  :class:`pocketsphinx.lm.ArpaBoLM` with ``add_start`` = the ``python -m pocketsphinx.lm -a`` option, so
  every sentence gets ``<s>``/``</s>``; without ``</s>`` the decoder refuses the LM).
- ``words.dict``: the pronunciations of exactly the LM vocabulary, from pocketsphinx's bundled CMUdict;
  a word missing there takes ``domain.asr["pronunciations"][word]``, else a split into 2–3 dictionary
  words (``cornflour`` → ``corn flour``), else the build fails listing the missing words.
- ``meta.json``: build statistics, the domain vocabulary and the filler vocabulary.
- ``homophones.json``: words outside the domain that sound exactly like one of its words, and that
  word (:mod:`slu_node.asr.homophones`; read by the Moonshine recogniser).
- ``sound_alikes.json``: the domain's own words that sound alike and mean different things ("need" /
  "knead"), each with its group's key (:func:`slu_node.asr.homophones.find_sound_alikes`; read by the
  Moonshine recogniser).
- ``class_lm.arpa`` and ``class_words.json``: the class model of the same sentences, each word of one
  value type only read as the type (:mod:`slu_node.asr.class_lm`; interpolated with ``lm.arpa`` by
  the Moonshine recogniser).

**Garbage / out-of-vocabulary path.** A grammar-like domain LM forces any speech or noise into some
command (lab notes: 59 of 66 non-command sentences decoded as commands). So the LM also holds a
low-weight *filler* part: general English sentences (the non-cooking scenarios of the SLURP devel text,
CC BY 4.0, when the shared data is there; else :data:`FALLBACK_FILLER`), plus the domain's
``out_of_domain`` sentences. They make up ``filler_weight`` of the training sentences (0.15 by default),
so out-of-domain speech can decode to out-of-domain words, which the parser rejects, while commands
still get the domain n-grams. Words of the filler that are not domain words are listed in
``meta.json`` (``filler_vocabulary``) for the recogniser to flag them.
"""

from __future__ import annotations

import functools
import json
import random
import re
from pathlib import Path
from typing import Callable, Iterable, Iterator, Optional, Union

from slu_node.asr.homophones import (HOMOPHONES_FILE, SOUND_ALIKES_FILE, find_homophones, find_sound_alikes,
                                     word_meanings)
from slu_node.domain import Domain
from slu_node.numbers import number_to_words
from slu_node.textnorm import tokenize

ASR_SUBDIR = "asr"
LM_FILE = "lm.arpa"
DICT_FILE = "words.dict"
META_FILE = "meta.json"
#: Default fraction of LM training sentences taken from the general-English filler.
FILLER_WEIGHT = 0.15
#: Default fixed discount mass of the back-off LM (pocketsphinx.lm default 0.5).
DISCOUNT_MASS = 0.5

#: General sentences used as filler when the shared SLURP text is not available.
FALLBACK_FILLER = (
    "what's the weather like today", "what time is it", "set an alarm for seven in the morning",
    "play some music", "turn on the lights in the living room", "how are you doing today",
    "tell me a joke", "call my mother", "what is the capital of france", "remind me to buy milk tomorrow",
    "i think it is going to rain", "the meeting was moved to thursday", "can you hear me",
    "my brother bought a new car last week", "the train was late again this morning",
    "i don't know what you mean", "this is really nice", "how much does it cost", "who won the game",
    "read me the news", "send an email to john", "what is on my calendar", "turn the volume up",
    "it was a long day at work", "let's go for a walk", "i need to finish my homework",
    "where are my keys", "the dog is barking outside", "did you see that movie", "good morning everyone",
    "thank you very much", "see you later", "what's your name", "is it cold outside",
    "book a table for two tonight", "how far is the airport", "order a taxi", "what day is it today",
    "the children are playing in the garden", "open the window please", "close the door",
    "my phone is out of battery", "i forgot my password", "the printer is not working",
    "we should paint the fence", "how tall is the eiffel tower", "find a hotel near the station",
    "the shop closes at six", "happy birthday to you", "i will be there in ten minutes",
)

_DIGITS = "zero one two three four five six seven eight nine".split()


class AsrModelError(ValueError):
    """The ASR model cannot be built (no sentences, words without pronunciation...)."""


def _spell_digits(token: str) -> list[str]:
    """Digits as the words a recogniser outputs ("250" → two hundred fifty); huge numbers digit by digit."""
    try:
        return number_to_words(float(token), use_and=False).split()
    except ValueError:
        return [_DIGITS[int(d)] for d in token if d.isdigit()]


def lm_words(text: str) -> list[str]:
    """The words the recogniser should output for ``text``: :func:`tokenize`, digits spelled out."""
    out: list[str] = []
    for tok in tokenize(text):
        out.extend(_spell_digits(tok) if tok[0].isdigit() else [tok])
    return out


def cmudict_path() -> Path:
    """The CMU pronouncing dictionary shipped in the pocketsphinx wheel."""
    from pocketsphinx import get_model_path

    return Path(get_model_path()) / "en-us" / "cmudict-en-us.dict"


def dict_entries(path: Optional[str] = None) -> Iterator[tuple[str, str]]:
    """``(word, pronunciation)`` for each line of a Sphinx dictionary file (default: CMUdict), read
    lazily; alternates (``word(2)``) give their word."""
    with open(path or cmudict_path(), encoding="utf-8", errors="replace") as fh:
        for line in fh:
            parts = line.split()
            if len(parts) >= 2:
                yield re.sub(r"\(\d+\)$", "", parts[0]), " ".join(p for p in parts[1:] if not p.startswith("#"))


def arpa_unigrams(path: Union[str, Path]) -> list[str]:
    """The words of an ARPA file's ``\\1-grams:`` section (``<s>`` and ``</s>`` included)."""
    words, inside = [], False
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            line = line.strip()
            if line.startswith("\\"):
                if inside:
                    break
                inside = line == "\\1-grams:"
            elif inside and line:
                parts = line.split()
                if len(parts) >= 2:
                    words.append(parts[1])
    return words


def arpa_bigrams(path: Union[str, Path], words: Iterable[str]) -> set[tuple[str, str]]:
    """The word pairs of an ARPA file's ``\\2-grams:`` section in which one of ``words`` occurs: the
    neighbours the language model has seen those words with (a pair not listed is scored by backing
    off). About 0.1 s for the cooking model's 4,000 2-grams that hold its sound-alike words."""
    words = set(words)
    pairs, inside = set(), False
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            if line.startswith("\\"):
                if inside:
                    break
                inside = line.strip() == "\\2-grams:"
            elif inside:
                parts = line.split()
                if len(parts) >= 3 and (parts[1] in words or parts[2] in words):
                    pairs.add((parts[1], parts[2]))
    return pairs


@functools.lru_cache(maxsize=2)
def load_cmudict(path: Optional[str] = None) -> dict[str, tuple[str, ...]]:
    """word → pronunciations (ARPAbet strings, first = main) from a Sphinx dictionary file."""
    prons: dict[str, list[str]] = {}
    for word, pron in dict_entries(path):
        prons.setdefault(word, []).append(pron)
    return {w: tuple(p) for w, p in prons.items()}


def split_compound(word: str, cmudict: dict, max_parts: int = 3, min_len: int = 2) -> Optional[list[str]]:
    """Split ``word`` into at most ``max_parts`` dictionary words (fewest parts, longest first), or None."""
    if max_parts <= 0:
        return None
    if word in cmudict:
        return [word]
    for cut in range(len(word) - min_len, min_len - 1, -1):
        head, tail = word[:cut], word[cut:]
        if head in cmudict and len(head) >= min_len:
            rest = split_compound(tail, cmudict, max_parts - 1, min_len)
            if rest:
                return [head] + rest
    return None


def pronunciations(words: Iterable[str], extra: Optional[dict] = None,
                   cmudict: Optional[dict] = None) -> tuple[dict[str, tuple[str, ...]], dict[str, str], list[str]]:
    """Find a pronunciation for every word.

    Args:
        words: lowercase words.
        extra: word → ARPAbet string (or list of them) overriding/adding to CMUdict.
        cmudict: dictionary to use (the bundled CMUdict when None).

    Returns:
        ``(prons, how, missing)``: word → pronunciations; word → "cmudict"/"domain"/"compound:a+b";
        the words with none.
    """
    cmudict = cmudict if cmudict is not None else load_cmudict()
    extra = {str(k).lower(): v for k, v in (extra or {}).items()}
    prons: dict[str, tuple[str, ...]] = {}
    how: dict[str, str] = {}
    missing: list[str] = []
    for word in sorted(set(words)):
        if word in extra:
            value = extra[word]
            prons[word] = tuple(value) if isinstance(value, (list, tuple)) else (str(value),)
            how[word] = "domain"
        elif word in cmudict:
            prons[word] = cmudict[word]
            how[word] = "cmudict"
        else:
            parts = split_compound(word.replace("'", ""), cmudict)
            if parts and len(parts) > 1:
                prons[word] = (" ".join(cmudict[p][0] for p in parts),)
                how[word] = "compound:" + "+".join(parts)
            else:
                missing.append(word)
    return prons, how, missing


def can_add_word(domain: Domain) -> Callable[[str], bool]:
    """A word → whether sentences that may be left out of the language model
    (:func:`slu_node.framed.framed_sentences`) may bring it in: one of the domain's words or a number
    (which :func:`lm_words` spells out), or a word :func:`pronunciations` finds a pronunciation for
    (the domain's ``asr.pronunciations``, CMUdict or a compound of CMUdict words) that no domain word
    has. A word that sounds like a domain word would take it out of the homophone map
    (:func:`slu_node.asr.homophones.find_homophones` keeps the language model's words): with
    "great" in the model, Moonshine's "grate the cheese", written "great", was no longer read as
    "grate" (twenty-sixth session: five of 484 spoken commands lost)."""
    cmudict = load_cmudict()
    extra = (domain.asr or {}).get("pronunciations")
    own = domain_words(domain)
    taken = {p for ps in pronunciations(own, extra, cmudict)[0].values() for p in ps}

    @functools.lru_cache(maxsize=None)
    def can_add(word: str) -> bool:
        if word[:1].isdigit() or word in own:
            return True
        said = pronunciations([word], extra, cmudict)[0].get(word, ())
        return bool(said) and not taken.intersection(said)

    return can_add


def shared_nlu_dir() -> Path:
    """``<shared>/data/nlu`` (see :func:`slu_node.audio.mix.shared_dir`)."""
    from slu_node.audio.mix import shared_dir

    return shared_dir() / "data" / "nlu"


def filler_corpus(exclude_scenarios: tuple[str, ...] = ("cooking",)) -> list[str]:
    """General-English filler sentences: SLURP devel text minus ``exclude_scenarios`` when the shared
    data is present, else :data:`FALLBACK_FILLER`. Each sentence as space-joined :func:`lm_words`."""
    path = shared_nlu_dir() / "slurp" / "devel.jsonl"
    sentences: list[str] = []
    if path.is_file():
        with open(path, encoding="utf-8") as fh:
            for line in fh:
                try:
                    row = json.loads(line)
                except json.JSONDecodeError:
                    continue
                if row.get("scenario") in exclude_scenarios:
                    continue
                words = lm_words(str(row.get("sentence", "")))
                if words:
                    sentences.append(" ".join(words))
    if not sentences:
        sentences = [" ".join(lm_words(s)) for s in FALLBACK_FILLER]
    return list(dict.fromkeys(sentences))


def domain_words(domain: Domain) -> set[str]:
    """The domain's vocabulary as recogniser words (digits spelled)."""
    out: set[str] = set()
    for w in domain.vocabulary():
        out.update(lm_words(w))
    return out


def build_asr_model(
    domain: Domain,
    sentences: list[str],
    out_dir: Union[str, Path],
    *,
    filler_weight: float = FILLER_WEIGHT,
    filler: Optional[list[str]] = None,
    discount_mass: float = DISCOUNT_MASS,
    seed: int = 0,
    filler_base: Optional[int] = None,
    class_lm: bool = True,
) -> dict:
    """Write the domain LM and dictionary to ``out_dir/asr/``.

    Args:
        domain: the loaded domain (vocabulary, ``asr.pronunciations``, ``out_of_domain``).
        sentences: in-domain training sentences (e.g. ``slu_node.datagen.sample_sentences``); each is
            normalised with :func:`lm_words` (digits spelled out).
        out_dir: the domain directory (``models/cooking``); ``asr/`` is created inside.
        filler_weight: fraction (0 ≤ w < 1) of the LM sentences drawn from the general-English filler
            (0 disables the garbage path).
        filler: filler sentences (default :func:`filler_corpus`).
        discount_mass: fixed back-off discount mass in (0, 1).
        seed: seeds the filler sampling.
        filler_base: how many of ``sentences`` (the first) the filler share is reckoned on; None: all.
            :func:`slu_node.datagen.sample_sentences` appends disfluent variants of its commands, which
            add no filler: with the filler grown by their 3 %, 2 to 3 more of the 200 synthetic commands
            at 10 dB were accepted wrong in the end-to-end benchmark (twenty-second session).
        class_lm: also write the class model of the same sentences (:mod:`slu_node.asr.class_lm`).

    Returns:
        statistics: ``lm``, ``dict`` (paths), ``sentences``, ``filler_sentences``, ``vocabulary``,
        ``domain_vocabulary``, ``pronunciation_sources`` (counts), ``compounds`` (word → split).

    Raises:
        AsrModelError: no usable sentence, bad weight, or words without any pronunciation (listed).
    """
    if not 0.0 <= filler_weight < 1.0:
        raise AsrModelError(f"filler_weight must be in [0, 1), got {filler_weight}")
    domain_sents = [" ".join(lm_words(s)) for s in sentences if isinstance(s, str)]
    domain_sents = [s for s in domain_sents if s]
    if not domain_sents:
        raise AsrModelError("no in-domain sentences to build the language model from")
    dom_words = domain_words(domain) | {w for s in domain_sents for w in s.split()}
    filler_sents: list[str] = []
    if filler_weight > 0:
        pool = list(filler if filler is not None else filler_corpus())
        pool += [" ".join(lm_words(s)) for s in domain.out_of_domain]
        pool = [s for s in pool if s]
        cmudict = load_cmudict()
        pool = [s for s in pool if all(w in cmudict or w in dom_words for w in s.split())]
        base = len(domain_sents) if filler_base is None else min(filler_base, len(domain_sents))
        n_filler = int(round(base * filler_weight / (1.0 - filler_weight)))
        rng = random.Random(seed)
        if pool and n_filler:
            filler_sents = rng.sample(pool, n_filler) if n_filler <= len(pool) else rng.choices(pool, k=n_filler)
    vocab = dom_words | {w for s in filler_sents for w in s.split()}
    prons, how, missing = pronunciations(vocab, domain.asr.get("pronunciations") if domain.asr else None)
    if missing:
        raise AsrModelError(
            f"{len(missing)} word(s) have no pronunciation in CMUdict nor in the domain's asr.pronunciations: "
            f"{', '.join(missing)}; add them to {domain.path or 'the domain file'} under asr: pronunciations: "
            "(ARPAbet phones, e.g. preheat: 'P R IY HH IY T')"
        )

    from pocketsphinx.lm import ArpaBoLM

    lm = ArpaBoLM(text="\n".join(domain_sents + filler_sents), add_start=True, discount_mass=discount_mass)
    for word in sorted(dom_words):  # every domain word is recognisable even if no sentence used it
        if word not in lm.grams_1:
            lm.grams_1[word] = 1
    lm.compute()
    asr_dir = Path(out_dir) / ASR_SUBDIR
    asr_dir.mkdir(parents=True, exist_ok=True)
    lm_path, dict_path = asr_dir / LM_FILE, asr_dir / DICT_FILE
    with open(lm_path, "w", encoding="utf-8") as fh:
        lm.write(fh)
    with open(dict_path, "w", encoding="utf-8") as fh:
        for word in sorted(vocab):
            for i, pron in enumerate(prons[word]):
                fh.write(f"{word} {pron}\n" if i == 0 else f"{word}({i + 1}) {pron}\n")
    sources: dict[str, int] = {}
    for value in how.values():
        key = value.split(":")[0]
        sources[key] = sources.get(key, 0) + 1
    stats = {
        "domain": domain.name,
        "lm": str(lm_path),
        "dict": str(dict_path),
        "sentences": len(domain_sents),
        "filler_sentences": len(filler_sents),
        "filler_weight": filler_weight,
        "discount_mass": discount_mass,
        "vocabulary": len(vocab),
        "domain_vocabulary": len(dom_words),
        "ngrams": [lm.count_1, lm.count_2, lm.count_3],
        "pronunciation_sources": sources,
        "compounds": {w: h.split(":", 1)[1] for w, h in how.items() if h.startswith("compound:")},
    }
    if class_lm:
        from slu_node.asr.class_lm import build_class_lm, word_classes

        stats.update(build_class_lm(domain_sents + filler_sents, word_classes(domain), asr_dir, discount_mass))
    meta = dict(stats, domain_words=sorted(dom_words), filler_vocabulary=sorted(vocab - dom_words))
    (asr_dir / META_FILE).write_text(json.dumps(meta, indent=1), encoding="utf-8")
    domain_prons = list(dict_entries(str(dict_path)))
    homophones = find_homophones(domain.known_words, domain_prons,
                                 ((w, p) for w, ps in load_cmudict().items() for p in ps), keep=dom_words)
    (asr_dir / HOMOPHONES_FILE).write_text(json.dumps(homophones, indent=1), encoding="utf-8")
    sound_alikes = find_sound_alikes(domain.known_words, domain_prons, word_meanings(domain))
    (asr_dir / SOUND_ALIKES_FILE).write_text(json.dumps(sound_alikes, indent=1, sort_keys=True), encoding="utf-8")
    return stats
