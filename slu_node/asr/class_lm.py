"""A class n-gram language model over the domain's value types, interpolated with the word model.

The word 3-gram (:mod:`slu_node.asr.lm`) learns which value follows which words from sampled
sentences; with hundreds of values a type, most verb–value pairs are never sampled ("heat the squid"
backs off to "the squid", and "the spoon", a word of many roles, scores higher). A class model (Brown
et al. 1992, "Class-based n-gram models of natural language") counts the type instead: each word
said only in the spoken forms of one type's values (and no verb) becomes that type's class token
(``<ingredient>``), the class n-gram scores the class after the classed history, and the word within
its class is scored by its count in the sentences, add-one smoothed over the class's words:

    P(w | h) = λ · P_word(w | h) + (1 − λ) · P_class(C(w) | C(h)) · P(w | C(w))

(linear interpolation of the two models, as in Jelinek & Mercer 1980). A word of no class is its own
class (P(w | C(w)) = 1). Files, next to ``lm.arpa`` in ``<domain>/asr/``: :data:`CLASS_LM_FILE` (ARPA) and
:data:`CLASS_WORDS_FILE` (JSON: word → [class, log P(w | class)]).
"""

from __future__ import annotations

import json
import math
from collections import Counter
from pathlib import Path
from typing import Iterable, Sequence, Union

from slu_node.domain import Domain

#: The class model's ARPA file and its word → class table, in ``<domain>/asr/``.
CLASS_LM_FILE, CLASS_WORDS_FILE = "class_lm.arpa", "class_words.json"
#: The value types whose words are classed: the things and states a command names.
CLASSED_KINDS = ("list",)
#: The class model's share λ' = 1 − λ of the interpolated probability that :func:`slu_node.asr.create_asr`
#: gives Moonshine when the domain has a class model. Fifty-second session, the cooking domain, live
#: runs with one parser: 200 generated commands (five voices) 185 → 186 exactly right clean, 5 → 6
#: accepted wrong, 10 dB 121 → 120 and 17 → 18, WER 3.0 → 2.9 % and 9.0 → 8.8 %; the same 200 by five
#: voices the adapter was not trained on 163 → 169 and 11 → 11 clean, 113 → 115 and 26 → 25 at 10 dB,
#: WER 5.0 → 4.7 % and 10.3 → 9.9 %. At 0.5: 186 / 6 and 119 / 17, 168 / 11 and 113 / 25.
CLASS_WEIGHT = 0.3


def has_class_lm(asr_dir: Union[str, Path]) -> bool:
    """True when ``asr_dir`` holds both files of a class model."""
    return (Path(asr_dir) / CLASS_LM_FILE).is_file() and (Path(asr_dir) / CLASS_WORDS_FILE).is_file()


def word_classes(domain: Domain) -> dict[str, str]:
    """Word → class token (``<type>``) for each word said in the spoken forms of one list type's
    values only and not a word of the domain's verbs ("squid" → ``<ingredient>``; "whisk", a verb
    and a utensil, and "pepper", if two types say it, stay words)."""
    types_of: dict[str, set[str]] = {}
    for name, spec in domain.types.items():
        if spec.kind not in CLASSED_KINDS:
            continue
        for forms in spec.values.values():
            for form in forms:
                for word in form.split():
                    types_of.setdefault(word, set()).add(name)
    verbs = domain.verb_words
    return {w: f"<{next(iter(t))}>" for w, t in types_of.items() if len(t) == 1 and w not in verbs}


def classed(words: Sequence[str], classes: dict[str, str]) -> list[str]:
    """``words`` with each classed word replaced by its class token."""
    return [classes.get(w, w) for w in words]


def build_class_lm(sentences: Iterable[str], classes: dict[str, str], asr_dir: Union[str, Path],
                   discount_mass: float) -> dict:
    """Write the class model of ``sentences`` (normalised, space-separated words) to ``asr_dir``.

    Returns:
        ``{"class_lm": path, "class_words": path, "classes": n, "classed_words": n}``.
    """
    from pocketsphinx.lm import ArpaBoLM

    sentences = list(sentences)
    counts = Counter(w for s in sentences for w in s.split() if w in classes)
    mapped = [" ".join(classed(s.split(), classes)) for s in sentences]
    lm = ArpaBoLM(text="\n".join(mapped), add_start=True, discount_mass=discount_mass)
    members: dict[str, list[str]] = {}
    for word, cls in classes.items():
        members.setdefault(cls, []).append(word)
    for cls in members:  # every class is scorable even if no sentence said one of its words
        lm.grams_1.setdefault(cls, 1)
    lm.compute()
    asr_dir = Path(asr_dir)
    lm_path, words_path = asr_dir / CLASS_LM_FILE, asr_dir / CLASS_WORDS_FILE
    with open(lm_path, "w", encoding="utf-8") as fh:
        lm.write(fh)
    table = {}
    for cls, words in members.items():
        total = sum(counts[w] for w in words) + len(words)
        for w in words:
            table[w] = [cls, round(math.log((counts[w] + 1) / total), 4)]
    words_path.write_text(json.dumps(table, sort_keys=True), encoding="utf-8")
    return {"class_lm": str(lm_path), "class_words": str(words_path), "classes": len(members),
            "classed_words": len(table)}
