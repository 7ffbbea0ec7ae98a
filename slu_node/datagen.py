"""Seeded generator of NLU training data (BIO-tagged utterances with SUGAR references) from a domain.

Everything language- or domain-specific comes from the domain file (``docs/domain_format.md``):
expression templates, verbs, lexicon, dialogue acts, out-of-domain sentences and the ``generation``
section. The only English assumptions are the number words of :mod:`slu_node.numbers` and the
article rule "a" → "an" before a vowel.

Tagging convention (what the tagger learns):

- a role value's words get ``B-<role>``/``I-<role>``; the words of an amount are part of the
  ``quantity`` span ("two hundred grams"); determiners, prepositions and the "of" after a unit are ``O``;
- the spoken verb gets ``B-act.<action>``/``I-act.<action>``; in an expression without ``{verb}`` the
  literal words before the first placeholder that belong to one of the action's verb phrases are tagged
  as the action (split verbs: "take the pan off the stove" → ``take`` = ``B-act.remove``);
- each value of a list is its own span ("the eggs and the milk" → two ``B-object``);
- a pronoun standing for an earlier action's object is tagged with the role (``it`` = ``B-object``)
  and its reference is the earlier values; a two-word verb ending in a particle goes around it
  ("heat it up": ``heat`` = ``B-act.cook``, ``up`` = ``O``);
- dialogue-act phrases and out-of-domain sentences are all ``O``.

``generation`` keys read here besides the documented ones: ``determiners`` (type → words, "" for
none), ``prepositions`` (type → words before a value of that type in a ``multi`` role; a key
``<action>.<type>`` overrides the type's words for that action: ``check.state: [""]`` beside
``state: [until]``),
``quantity_links`` (words between an amount with a unit and its noun, default ``[of]``),
``no_determiner_after`` (words after which no determiner is added: "a little salt"; determiners and
quantity links always count), ``pronoun_roles`` (roles that may become pronouns, default ``[object]``)
and ``particles`` (last words of a two-word verb that go after a pronoun object, default none).
"""

from __future__ import annotations

import dataclasses
import random
import re
from pathlib import Path
from typing import Callable, Iterable, Optional, Sequence, Union

from slu_node.disfluent import disfluent_sentences
from slu_node.terse import terse_examples
from slu_node.domain import ArgSpec, Domain, placeholder_parts
from slu_node.framed import framed_sentences
from slu_node.numbers import format_number, normalize_measure, number_to_words
from slu_node.predicates import Filler, build_predicate, roles_needed_by
from slu_node.sugar import format_predicates
from slu_node.textnorm import LIST_CONJUNCTION, tokenize
from slu_node.types import ACT_PREFIX, UNCERTAIN, Example

#: Share of utterances with 1, 2, 3 actions (before capping at ``generation.max_actions``).
ACTION_COUNT_WEIGHTS = (0.55, 0.35, 0.10)
#: Probability that a later action's object becomes a pronoun when an antecedent fits.
P_PRONOUN = 0.35
#: Label written to the SNIPS-style ``label`` file for an utterance with no intent (out of domain).
NO_INTENT_LABEL = "none"
#: Share of a language model's sentences said with a self-repair or taken back
#: (:func:`sample_sentences`; twenty-second session).
DISFLUENT_SHARE = 0.03
#: Share of a language model's sentences said inside a lead-in, request frame, courtesy, filler or
#: repeat phrase (:func:`sample_sentences`, :mod:`slu_node.framed`; twenty-sixth session). With 0.05
#: Moonshine heard 293 of 484 hand-written commands spoken by five TTS voices exactly (135 at 10 dB),
#: against 278 (125) with none; 0.15 heard 292 (134) and accepted more wrong at 10 dB (46 against 42)
#: and 200 generated commands were heard alike (118-119 clean).
FRAMED_SHARE = 0.05
_ALT_RE = re.compile(r"\[([^\[\]]*)\]")
_PLACEHOLDER_SPLIT = re.compile(r"\{([^{}]*)\}")
_VOWELS = "aeiou"


# --------------------------------------------------------------------------- lexicon helpers

def _plural_candidates(form: str) -> set[str]:
    """English regular plurals of the last word of ``form`` (s, es, ies, ves)."""
    words = form.split()
    if not words:
        return set()
    head, last = words[:-1], words[-1]
    outs = {last + "s", last + "es"}
    if last.endswith("y"):
        outs.add(last[:-1] + "ies")
    if last.endswith("f"):
        outs.add(last[:-1] + "ves")
    if last.endswith("fe"):
        outs.add(last[:-2] + "ves")
    return {" ".join(head + [o]) for o in outs}


def split_forms(forms: Sequence[str]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Split the spoken forms of one value into (singular-or-mass forms, plural forms).

    A form is plural when it is a regular English plural (s/es/ies/ves on the last word) of another
    form of the same value ("eggs" of "egg", "bay leaves" of "bay leaf").
    """
    plural = set()
    for form in forms:
        plural |= _plural_candidates(form) & set(forms)
    singular = tuple(f for f in forms if f not in plural)
    return (singular or tuple(forms)), tuple(f for f in forms if f in plural)


class _Lexicon:
    """Per-domain caches: singular/plural forms of every list value and unit."""

    def __init__(self, domain: Domain):
        self.domain = domain
        self.forms: dict[tuple[str, str], tuple[tuple[str, ...], tuple[str, ...]]] = {}
        for tname, st in domain.types.items():
            for canon, forms in st.values.items():
                self.forms[(tname, canon)] = split_forms(forms)
            for sym, forms in st.units.items():
                self.forms[(tname, "unit:" + sym)] = split_forms(forms)
        gen = domain.generation or {}
        self.determiners = {k: list(v) for k, v in (gen.get("determiners") or {}).items()}
        self.prepositions = {k: list(v) for k, v in (gen.get("prepositions") or {}).items()}
        self.links = list(gen.get("quantity_links") or ["of"])
        self.pronoun_roles = tuple(gen.get("pronoun_roles") or ["object"])
        self.particles = domain.particles
        self.no_det_after = {w for ws in self.determiners.values() for w in ws if w} | set(self.links)
        self.no_det_after |= {w for phrase in gen.get("no_determiner_after") or [] for w in tokenize(phrase)}
        pron = gen.get("pronouns") or {}
        self.pron_singular = list(pron.get("singular") or [])
        self.pron_plural = list(pron.get("plural") or self.pron_singular)
        self.prefixes = list(gen.get("prefixes") or [""])
        self.suffixes = list(gen.get("suffixes") or [""])
        self.connectors = list(gen.get("connectors") or ["and"])
        self.max_actions = max(1, int(gen.get("max_actions", 3)))
        self.vocabulary = domain.vocabulary()
        for sentence in domain.out_of_domain:
            self.vocabulary.update(tokenize(sentence))

    def countable_noun(self, tname: str, canon: str) -> bool:
        return bool(self.forms[(tname, canon)][1])


# --------------------------------------------------------------------------- plan items

class _Item:
    """One value to be spoken for a role: its words, reference filler and tagging."""

    __slots__ = ("words", "filler", "det", "prep", "tag", "plural", "kind", "links", "referred")

    def __init__(self, words, filler, *, det="", prep="", tag=True, plural=False, kind="value", links=""):
        self.words = words  # spoken words of the value itself (tagged with the role)
        self.filler = filler  # Filler for the reference
        self.det = det  # determiner before it (O)
        self.prep = prep  # preposition before it (O), multi roles
        self.tag = tag
        self.plural = plural
        self.kind = kind  # value | measure | pronoun | unknown
        self.links = links  # words after it (O), e.g. "of" after an amount with a unit
        self.referred = False  # a later pronoun stands for it (never replaced by an unknown word)


def _choose_type(rng: random.Random, types: Sequence[str]) -> str:
    weights = [1.0 / (i + 1) for i in range(len(types))]
    return rng.choices(list(types), weights=weights, k=1)[0]


def _amount(rng: random.Random, small: bool) -> float:
    """An amount for a unit: small counts, any number below a hundred (tens and units: "seventy
    five grams", which the generator of sessions 1–12 never said and their tagger split into 70
    and a stray "five"), fractions (mostly for units with a smaller unit), round tens and fifties."""
    r = rng.random()
    if r < 0.5 or small and r < 0.85:
        return float(rng.randint(1, 12))
    if r < 0.6:
        return float(rng.randint(13, 99))
    if r < 0.75:
        if small or rng.random() < 0.3:
            return float(rng.choice([0.5, 1.5, 2.5, 0.25, 0.75]))
        return float(rng.randint(1, 20))
    if r < 0.9:
        return float(rng.randrange(10, 310, 10))
    return float(rng.randrange(50, 1050, 50))


def _speak_amount(rng: random.Random, value: float, before_unit: Optional[str]) -> str:
    """Words or digits for an amount; "a"/"an" for 1 before a unit, idioms for 2 and 12."""
    if value == 1 and before_unit and rng.random() < 0.4:
        return "an" if before_unit[0] in _VOWELS else "a"
    if value == 2 and rng.random() < 0.15:
        return "a couple of" if not before_unit else "two"
    if value == 12 and not before_unit and rng.random() < 0.4:
        return "a dozen"
    if value != int(value) or rng.random() < 0.6:
        return number_to_words(value, use_and=rng.random() < 0.7)
    return format_number(value)


class _Generator:
    def __init__(self, domain: Domain, rng: random.Random):
        self.domain = domain
        self.rng = rng
        self.lex = _Lexicon(domain)

    # ---- values
    def list_item(self, tname: str, *, count: Optional[float] = None, in_list: bool = False) -> _Item:
        rng = self.rng
        canon = rng.choice(list(self.domain.types[tname].values))
        singular, plural = self.lex.forms[(tname, canon)]
        if count is not None:
            use_plural = bool(plural) and count > 1
        else:
            use_plural = bool(plural) and rng.random() < 0.5
        form = rng.choice(plural if use_plural else singular)
        mass = not plural and self.domain.types[tname].countable
        det = ""
        if count is None:
            det = rng.choice(self.lex.determiners.get(tname, [""]))
            if det in ("a", "an") and (use_plural or mass or in_list):
                det = "the"
            if det == "some" and not (use_plural or mass):
                det = "the"
            if det in ("a", "an"):
                det = "an" if form[0] in _VOWELS else "a"
        return _Item(form.split(), Filler(canon, tname), det=det, plural=use_plural or in_list)

    def measure_item(self, tname: str, *, noun: Optional[tuple[str, str]] = None) -> _Item:
        """An amount of measured type ``tname``; ``noun`` = (type, canonical) of the counted value."""
        rng = self.rng
        st = self.domain.types[tname]
        countable_noun = noun is not None and self.lex.countable_noun(*noun)
        use_unit = st.unit_required or not countable_noun or rng.random() < 0.45
        for _ in range(20):
            if use_unit and st.units:
                sym = rng.choice(list(st.units))
                value = _amount(rng, small=sym in st.conversions)
                singular, plural = self.lex.forms[(tname, "unit:" + sym)]
                unit = rng.choice(plural if value > 1 and plural else singular)
                amount = _speak_amount(rng, value, unit)
                words = f"{amount} {unit}"
            else:
                value = float(rng.choice([1, 2, 2, 3, 3, 4, 5, 6, 8, 10, 12, 0.5]))
                words = _speak_amount(rng, value, None)
            canon = normalize_measure(words, st)
            if canon is not None:
                links = rng.choice(self.lex.links) if (use_unit and st.units and noun is not None) else ""
                if words.endswith(" of"):  # "a couple of": the amount is "a couple", "of" is O
                    words, links = words[: -len(" of")], "of"
                return _Item(words.split(), Filler(canon, tname), kind="measure", links=links,
                             plural=value > 1)
        raise RuntimeError(f"cannot generate a value of measured type {tname!r}")  # pragma: no cover

    def role_items(self, arg: ArgSpec, noun: Optional[tuple[str, str]] = None,
                   count: Optional[float] = None) -> list[_Item]:
        rng = self.rng
        if arg.multi:
            n = 1 if rng.random() < 0.8 or len(arg.types) < 2 else 2
            types = rng.sample(list(arg.types), n)
            items = []
            for tname in types:
                item = self.measure_item(tname) if self.domain.types[tname].kind == "measure" else self.list_item(tname)
                preps = self.lex.prepositions.get(f"{self._action.name}.{tname}") or self.lex.prepositions.get(tname)
                item.prep = rng.choice(preps or [""])
                items.append(item)
            return items
        tname = _choose_type(rng, arg.types)
        if self.domain.types[tname].kind == "measure":
            return [self.measure_item(tname, noun=noun)]
        n = 1
        if arg.list and count is None:
            n = rng.choices([1, 2, 3], weights=[0.75, 0.2, 0.05], k=1)[0]
        items: list[_Item] = []
        seen = set()
        for k in range(n * 3):
            if len(items) == n:
                break
            t = tname if k == 0 else _choose_type(rng, arg.types)
            if self.domain.types[t].kind != "list":
                continue
            item = self.list_item(t, count=count if not items else None, in_list=n > 1)
            if item.filler.value in seen:
                continue
            seen.add(item.filler.value)
            items.append(item)
        return items

    # ---- actions
    def _verb_phrase(self, action, names: Sequence[str]) -> str:
        """One of ``action``'s spoken verbs for an expression whose placeholders are ``names``: a verb
        that needs a role said (``requires``) only in an expression that says it; each group's phrases
        drawn by its ``weight`` (all of weight 1: ``rng.choice``, as before weights, so that a seed
        says the same sentences)."""
        groups = [v for v in action.verbs if set(v.requires) <= set(names)] or list(action.verbs)
        phrases = [p for v in groups for p in v.say]
        weights = [v.weight for v in groups for _ in v.say]
        if set(weights) == {1.0}:
            return self.rng.choice(phrases)
        return self.rng.choices(phrases, weights=weights, k=1)[0]

    def plan_action(self, action_name: str, antecedent: Optional[list[Filler]], ante_plural: bool):
        """Choose an expression and fill it; returns (plan, verb_phrase). The plan is a list of
        ("lit", text) | ("verb", phrase) | ("role", role, items)."""
        rng = self.rng
        action = self.domain.actions[action_name]
        self._action = action
        expr = _ALT_RE.sub(lambda m: rng.choice(m.group(1).split("|")), rng.choice(action.expressions))
        parts = _PLACEHOLDER_SPLIT.split(expr)
        narrowed = dict(placeholder_parts(ref) for ref in parts[1::2])  # "{instrument:tool}": tools only
        parts[1::2] = [placeholder_parts(ref)[0] for ref in parts[1::2]]
        names = parts[1::2]

        def spec_of(role: str) -> ArgSpec:
            spec = action.arg(role)
            return dataclasses.replace(spec, types=narrowed[role]) if narrowed.get(role) else spec

        plan: list[tuple] = []
        verb_phrase = self._verb_phrase(action, names) if "verb" in names else ""
        pron_role = None
        if antecedent and self.lex.pron_singular and rng.random() < P_PRONOUN:
            for role in self.lex.pronoun_roles:
                spec = spec_of(role) if role in names else None
                if (
                    role in names
                    and self._pronoun_fits(parts, names.index(role), verb_phrase)
                    and spec is not None
                    and all(i.filler.type in spec.types for i in antecedent)
                    and (spec.list or len(antecedent) == 1)
                ):
                    pron_role = role
                    for item in antecedent:
                        item.referred = True
                    break
        # decide fillers; the quantity agrees with the placeholder that follows it
        fills: dict[str, list[_Item]] = {}
        for idx, name in enumerate(names):
            if name == "verb" or name in fills:
                continue
            spec = spec_of(name)
            if name == pron_role:
                words = rng.choice(self.lex.pron_plural if ante_plural else self.lex.pron_singular).split()
                fills[name] = [_Item(words, None, kind="pronoun")]
                continue
            is_amount = all(self.domain.types[t].kind == "measure" for t in spec.types) and not spec.multi
            if is_amount:
                nxt = names[idx + 1] if idx + 1 < len(names) else None
                if nxt == pron_role:
                    fills[name] = []  # "crack two them" is not English: drop the amount
                    continue
                noun_items = None
                if nxt and nxt != "verb" and action.arg(nxt) is not None and nxt not in fills:
                    # sample the noun first so the amount can agree with it
                    noun_spec = spec_of(nxt)
                    noun_items = self.role_items(noun_spec, count=-1.0)
                    noun = noun_items[0].filler if noun_items else None
                    qitem = self.measure_item(_choose_type(rng, spec.types),
                                              noun=(noun.type, noun.value) if noun and noun.type in self.domain.types
                                              and self.domain.types[noun.type].kind == "list" else None)
                    fills[name] = [qitem]
                    # re-realise the noun agreeing with the count
                    count = _count_of(qitem)
                    first = noun_items[0]
                    if first.filler.type and self.domain.types[first.filler.type].kind == "list":
                        singular, plural = self.lex.forms[(first.filler.type, first.filler.value)]
                        use_plural = bool(plural) and (count is None and rng.random() < 0.5 or (count or 0) > 1)
                        first.words = rng.choice(plural if use_plural else singular).split()
                        first.plural = use_plural or len(noun_items) > 1
                    for it in noun_items:
                        it.det = "" if it is first else it.det
                    fills[nxt] = noun_items
                else:
                    fills[name] = self.role_items(spec)
                continue
            fills[name] = self.role_items(spec)
        said = {name: [i.filler for i in items if isinstance(i.filler, Filler)] for name, items in fills.items()}
        needed = roles_needed_by(self.domain, action_name, said)
        if any(role not in names for role in needed):
            # a role needed with what was said that the expression does not say: what needs it is left
            # out ("put the spaghetti", not "put the spaghetti for ten minutes", which is asked about)
            need = {t for role in needed for t in action.arg(role).required_with}
            fills = {name: [i for i in items if not (isinstance(i.filler, Filler) and i.filler.type in need)]
                     for name, items in fills.items()}
        for idx, part in enumerate(parts):
            if idx % 2 == 0:
                if part.strip():
                    plan.append(("lit", part))
            elif part == "verb":
                plan.append(("verb", verb_phrase))
            else:
                plan.append(("role", part, fills.get(part, [])))
        if pron_role is not None:
            fills[pron_role][0].filler = [i.filler for i in antecedent]
        return plan, verb_phrase

    def _pronoun_fits(self, parts: list[str], idx: int, verb_phrase: str) -> bool:
        """English word order: no pronoun after "some"/"a bit of", nor right after a particle verb
        ("cover it up", not "cover up it")."""
        if not verb_phrase:  # verbless expressions ("{quantity} {object} too") keep their noun
            return False
        j = idx
        while True:
            before = tokenize(parts[2 * j])
            if before:
                return before[-1] not in self.lex.no_det_after
            if j == 0:
                return True
            prev_name = parts[2 * j - 1]
            if prev_name == "verb":
                return len(verb_phrase.split()) == 1 or self._particle(verb_phrase) is not None
            prev_spec = self._action.arg(prev_name)
            if prev_spec is None or prev_spec.multi or any(
                self.domain.types[t].kind != "measure" for t in prev_spec.types
            ):
                return True
            j -= 1  # an amount right before the pronoun is dropped: look further back

    def _particle(self, verb_phrase: str) -> Optional[str]:
        """The particle of a two-word particle verb ("up" of "heat up"), else None."""
        words = tokenize(verb_phrase)
        return words[1] if len(words) == 2 and words[1] in self.lex.particles else None

    def realise(self, action_name: str, plan, verb_phrase: str):
        """Tokens, tags and the reference predicate of a planned action."""
        action = self.domain.actions[action_name]
        toks: list[str] = []
        tags: list[str] = []
        fills: dict[str, list[Filler]] = {}
        verb_words = {w for f in action.verb_phrases for w in f.split()}
        has_verb = any(p[0] == "verb" for p in plan)
        leading = True
        particle = ""  # the particle of a split verb, said after its pronoun object

        no_det_after = self.lex.no_det_after

        def emit(words: Iterable[str], label: Optional[str]):
            for k, w in enumerate(words):
                toks.append(w)
                tags.append("O" if label is None else ("B-" if k == 0 else "I-") + label)

        for pos, entry in enumerate(plan):
            if entry[0] == "lit":
                words = tokenize(entry[1])
                if leading and not has_verb:
                    k = 0
                    while k < len(words) and words[k] in verb_words:
                        k += 1
                    emit(words[:k], f"{ACT_PREFIX}{action_name}")
                    emit(words[k:], None)
                else:
                    emit(words, None)
                continue
            leading = False
            if entry[0] == "verb":
                words = tokenize(entry[1])
                if self._particle(entry[1]) and _pronoun_follows(plan[pos + 1:]):
                    emit(words[:1], f"{ACT_PREFIX}{action_name}")  # "heat it up"
                    particle = words[1]
                else:
                    emit(words, f"{ACT_PREFIX}{action_name}")
                continue
            role, items = entry[1], entry[2]
            for n, item in enumerate(items):
                if n > 0 and not action.arg(role).multi and n == len(items) - 1:
                    emit([LIST_CONJUNCTION], None)  # "flour, sugar and butter" (commas are not tokens)
                elif n > 0 and action.arg(role).multi and self.rng.random() < 0.3:
                    emit([LIST_CONJUNCTION], None)
                emit(tokenize(item.prep), None)
                if not (toks and toks[-1] in no_det_after):  # "a bit of salt", not "a bit of the salt"
                    emit(tokenize(item.det), None)
                emit(item.words, role)
                if particle and item.kind == "pronoun":
                    emit([particle], None)
                    particle = ""
                emit(tokenize(item.links), None)
                if isinstance(item.filler, list):
                    fills.setdefault(role, []).extend(item.filler)
                elif item.filler is not None:
                    fills.setdefault(role, []).append(item.filler)
        pred = build_predicate(self.domain, action_name, fills, verb_phrase)
        return toks, tags, pred


def _pronoun_follows(rest) -> bool:
    """True when the first entry of the plan ``rest`` that says any words is a pronoun (a dropped
    amount, an empty role, says none)."""
    said = next((e for e in rest if e[0] != "role" or e[2]), None)
    return said is not None and said[0] == "role" and said[2][0].kind == "pronoun"


def _count_of(item: _Item) -> Optional[float]:
    """The bare count of an amount item (None when it has a unit)."""
    value = item.filler.value
    try:
        return float(value)
    except ValueError:
        return None


def pseudo_word(rng: random.Random, avoid: set[str]) -> str:
    """A pronounceable made-up word (2–3 consonant-vowel syllables) not in ``avoid``."""
    onsets = ["b", "d", "f", "g", "k", "l", "m", "n", "p", "r", "s", "t", "v", "z", "br", "gr", "pl", "st", "tr"]
    codas = ["", "", "", "n", "l", "r", "s", "t", "m"]
    for _ in range(1000):
        word = "".join(rng.choice(onsets) + rng.choice("aeiou") for _ in range(rng.randint(2, 3)))
        word += rng.choice(codas)
        if word not in avoid:
            return word
    raise RuntimeError("cannot find an unused pseudo-word")  # pragma: no cover


def _command(gen: _Generator, p_unknown: float) -> Example:
    rng = gen.rng
    domain = gen.domain
    lex = gen.lex
    n = rng.choices([1, 2, 3], weights=ACTION_COUNT_WEIGHTS, k=1)[0]
    n = min(n, lex.max_actions)
    actions = [rng.choice(list(domain.actions)) for _ in range(n)]
    plans = []
    antecedent, ante_plural = None, False
    # plan sequentially so that pronouns can refer back; realise once unknown words are placed
    for k, name in enumerate(actions):
        plan, verb = gen.plan_action(name, antecedent if k > 0 else None, ante_plural)
        plans.append((name, plan, verb))
        # antecedent from the plan (before realisation): the pronoun role's items
        for role in lex.pronoun_roles:
            items = next((e[2] for e in plan if e[0] == "role" and e[1] == role), None)
            if items:
                if items[0].kind == "pronoun":  # a chain: "take the eggs, crack them and whisk them"
                    ante_plural = ante_plural or len(items[0].filler) > 1
                else:
                    antecedent = [i for i in items if i.kind == "value"] or None
                    ante_plural = any(i.plural for i in items) or len(items) > 1
                break
    if rng.random() < p_unknown:
        candidates = [
            item
            for _, plan, _ in plans
            for e in plan
            if e[0] == "role"
            for item in e[2]
            if item.kind == "value" and not item.referred
        ]
        if candidates:
            item = rng.choice(candidates)
            item.words = [pseudo_word(rng, lex.vocabulary)]
            item.kind = "unknown"
            item.filler = Filler(UNCERTAIN, "")
            if item.det in ("a", "an"):
                item.det = "an" if item.words[0][0] in _VOWELS else "a"
    toks: list[str] = []
    tags: list[str] = []
    prefix = tokenize(rng.choice(lex.prefixes))
    toks += prefix
    tags += ["O"] * len(prefix)
    preds = []
    for k, (name, plan, verb) in enumerate(plans):
        if k > 0:
            conn = tokenize(rng.choice(lex.connectors))
            toks += conn
            tags += ["O"] * len(conn)
        t, g, pred = gen.realise(name, plan, verb)
        toks += t
        tags += g
        preds.append(pred)
    suffix = tokenize(rng.choice(lex.suffixes))
    toks += suffix
    tags += ["O"] * len(suffix)
    return Example(tuple(toks), tuple(tags), tuple(actions), format_predicates(preds))


def generate(
    domain: Domain,
    n: int,
    seed: int,
    *,
    ood_sentences: Sequence[str] = (),
    p_ood: float = 0.08,
    p_dialogue: float = 0.05,
    p_unknown: float = 0.03,
) -> list[Example]:
    """Generate ``n`` tagged utterances from ``domain``; the same arguments give the same output.

    Args:
        domain: a loaded domain.
        n: number of examples (≥ 0).
        seed: random seed (``random.Random(seed)``).
        ood_sentences: extra out-of-domain sentences, added to ``domain.out_of_domain``.
        p_ood: share of out-of-domain examples (all tags ``O``, no intent, empty reference).
        p_dialogue: share of dialogue-act examples (tags ``O``, intents ``(act,)``, empty reference).
        p_unknown: share of commands where one closed-list value is replaced by an unknown
            pseudo-word, still tagged with its role, written ``#`` in the reference.

    Returns:
        :class:`slu_node.types.Example` list; commands have 1–3 actions (55/35/10 %), intents are the
        actions in spoken order and ``reference`` is the SUGAR text built with
        :func:`slu_node.predicates.build_predicate`.

    Raises:
        ValueError: negative ``n`` or probabilities outside 0..1 (or summing above 1).
    """
    if n < 0:
        raise ValueError(f"n must be >= 0, got {n}")
    for name, p in (("p_ood", p_ood), ("p_dialogue", p_dialogue), ("p_unknown", p_unknown)):
        if not 0.0 <= p <= 1.0:
            raise ValueError(f"{name} must be within 0..1, got {p}")
    if p_ood + p_dialogue > 1.0:
        raise ValueError("p_ood + p_dialogue must not exceed 1")
    rng = random.Random(seed)
    gen = _Generator(domain, rng)
    ood = [s for s in list(domain.out_of_domain) + list(ood_sentences) if tokenize(s)]
    acts = list(domain.dialogue_acts)
    out = []
    for _ in range(n):
        r = rng.random()
        if r < p_ood and ood:
            toks = tuple(tokenize(rng.choice(ood)))
            out.append(Example(toks, ("O",) * len(toks), ()))
        elif r < p_ood + p_dialogue and acts:
            act = rng.choice(acts)
            toks = tuple(tokenize(rng.choice(domain.dialogue_acts[act])))
            out.append(Example(toks, ("O",) * len(toks), (act,)))
        else:
            out.append(_command(gen, p_unknown))
    return out


def sample_sentences(domain: Domain, n: int, seed: int, disfluent_share: float = DISFLUENT_SHARE,
                     framed_share: float = FRAMED_SHARE, can_say: Optional[Callable[[str], bool]] = None) -> list[str]:
    """``n`` in-domain texts (commands and dialogue-act phrases, no unknown words) for an ASR
    language model, then ``round(n * disfluent_share)`` of its commands said with a self-repair or
    taken back (:func:`slu_node.disfluent.disfluent_sentences`) and ``round(n * framed_share)`` said
    inside the phrases people wrap a command in (:func:`slu_node.framed.framed_sentences`), each
    seeded apart, so that the first ``n`` are the same with any share; lowercase tokens joined by
    spaces. ``can_say``: see :func:`slu_node.framed.framed_sentences`."""
    examples = generate(domain, n, seed, p_ood=0.0, p_dialogue=0.08, p_unknown=0.0)
    extra = disfluent_sentences(examples, int(round(n * disfluent_share)), seed + 1) if disfluent_share else []
    framed = framed_sentences(examples, int(round(n * framed_share)), seed + 2, can_say) if framed_share else []
    return [ex.text for ex in examples] + extra + framed


def make_splits(
    domain: Domain,
    n_train: int,
    n_dev: int,
    n_test: int,
    seed: int,
    ood_sentences: Sequence[str] = (),
    terse_share: float = 0.0,
) -> dict[str, list[Example]]:
    """Train/dev/test sets whose texts do not overlap.

    Out-of-domain sentences (domain's and ``ood_sentences``) are partitioned: 80 % for train, the rest
    for dev/test. Dev and test are generated with derived seeds and keep only texts not already in an
    earlier split, so they may come out shorter when the domain cannot produce enough new texts.
    ``terse_share`` of the training commands are said tersely (:func:`slu_node.terse.terse_examples`,
    seeded ``seed + 3``, so the other examples are the same with any share); dev and test are not.

    Returns:
        ``{"train": [...], "dev": [...], "test": [...]}``.
    """
    pool = list(dict.fromkeys(list(domain.out_of_domain) + list(ood_sentences)))
    random.Random(seed).shuffle(pool)
    cut = int(round(len(pool) * 0.8))
    train_ood, held_ood = pool[:cut], pool[cut:]
    domain_train = _with_ood(domain, train_ood)
    domain_held = _with_ood(domain, held_ood)
    train = terse_examples(generate(domain_train, n_train, seed), terse_share, seed + 3)
    seen = {ex.text for ex in train}
    splits = {"train": train}
    for k, (name, size) in enumerate((("dev", n_dev), ("test", n_test)), start=1):
        kept: list[Example] = []
        batch_seed = seed * 1000 + k
        tries = 0
        while len(kept) < size and tries < 10:
            for ex in generate(domain_held, max(size * 2, 16), batch_seed + 7919 * tries):
                if ex.text not in seen:
                    seen.add(ex.text)
                    kept.append(ex)
                    if len(kept) == size:
                        break
            tries += 1
        splits[name] = kept
    return splits


def _with_ood(domain: Domain, sentences: Sequence[str]) -> Domain:
    from dataclasses import replace

    return replace(domain, out_of_domain=tuple(sentences))


# --------------------------------------------------------------------------- files

def write_bio(examples: Sequence[Example], directory: Union[str, Path]) -> Path:
    """Write examples in the SNIPS/JointBERT layout: ``seq.in`` (tokens), ``seq.out`` (BIO tags),
    ``label`` (intents joined by ``#``, :data:`NO_INTENT_LABEL` when none) and ``reference`` (SUGAR
    text, empty line when none); one line per example. Creates ``directory``; returns it."""
    directory = Path(directory)
    directory.mkdir(parents=True, exist_ok=True)
    for ex in examples:
        if len(ex.tokens) != len(ex.tags):
            raise ValueError(f"tokens and tags differ in length: {ex.text!r}")
    files = {
        "seq.in": [" ".join(ex.tokens) for ex in examples],
        "seq.out": [" ".join(ex.tags) for ex in examples],
        "label": ["#".join(ex.intents) or NO_INTENT_LABEL for ex in examples],
        "reference": [ex.reference for ex in examples],
    }
    for name, lines in files.items():
        (directory / name).write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    return directory


def read_bio(directory: Union[str, Path]) -> list[Example]:
    """Read a directory written by :func:`write_bio` (``reference`` optional, as in SNIPS/ATIS data).

    Raises:
        FileNotFoundError: ``seq.in``, ``seq.out`` or ``label`` missing.
        ValueError: files of different lengths, or a line whose token and tag counts differ.
    """
    directory = Path(directory)
    texts = (directory / "seq.in").read_text(encoding="utf-8").splitlines()
    tags = (directory / "seq.out").read_text(encoding="utf-8").splitlines()
    labels = (directory / "label").read_text(encoding="utf-8").splitlines()
    ref_file = directory / "reference"
    refs = ref_file.read_text(encoding="utf-8").splitlines() if ref_file.exists() else [""] * len(texts)
    if not (len(texts) == len(tags) == len(labels) == len(refs)):
        raise ValueError(f"{directory}: seq.in/seq.out/label/reference have different line counts")
    out = []
    for i, (t, g, lab, ref) in enumerate(zip(texts, tags, labels, refs), start=1):
        toks, tg = tuple(t.split()), tuple(g.split())
        if len(toks) != len(tg):
            raise ValueError(f"{directory}: line {i}: {len(toks)} tokens but {len(tg)} tags")
        intents = () if lab.strip() in ("", NO_INTENT_LABEL) else tuple(lab.strip().split("#"))
        out.append(Example(toks, tg, intents, ref))
    return out
