"""Load and validate a domain file (the single source of truth of a command domain).

The format is documented in ``docs/domain_format.md``. :func:`load_domain` returns an immutable
:class:`Domain`; every problem raises :class:`DomainError` naming the file, the place and the fault.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any, Callable, Container, Iterable, Iterator, Optional, Sequence, Union

import yaml

from slu_node.numbers import NUMBER_WORDS, normalize_measure
from slu_node.textnorm import normalize_phrase
from slu_node.types import ACT_PREFIX, ALL_INGREDIENTS

DOMAIN_FILE = "domain.yaml"
_NAME_RE = re.compile(r"^[a-z][a-z0-9_]*$")
_PLACEHOLDER_RE = re.compile(r"\{([^{}]*)\}")
KINDS = ("list", "measure")
#: Phrases whose types :meth:`Domain.value_types` remembers before it starts afresh (a few MB at most;
#: a parse of a 27-word command asks about 9).
_VALUE_TYPES_KEPT = 10000
DEFAULT_PROMPTS = {
    "out_of_domain": "Sorry, that is not a command I know.",
    "low_confidence": "Sorry, I did not catch that. Could you say it again?",
    "missing_argument": "Which {role} should I use to {action}?",
    "unknown_word": 'I don\'t know "{word}". Which {role} do you mean?',
    "unresolved_reference": 'What should I {action}? I don\'t know what "{word}" means here.',
    "unsuitable_value": '"{word}" is not something I can {action}. Which {role} do you mean?',
    "no_speech": "Sorry, I heard nothing I could understand.",
    "bad_input": "Sorry, I could not process that input.",
    "negated": 'You said "{word}", so I will not {action}. What should I do?',
    "unclear_action": 'What should I do with "{word}"?',
    "not_now": 'I cannot wait for "{word} ...". Tell me when it is time to {action}.',
    "sounds_alike": "Should I {word} or un{word}?",
    "two_readings": 'Sorry, I heard "{word}" two ways. Could you say it again?',
}


class DomainError(ValueError):
    """A domain file is missing, unreadable or invalid; the message names the file and the place."""


@dataclass(frozen=True)
class SlotType:
    """A slot type of the lexicon.

    Attributes:
        name: type name (``ingredient``).
        kind: ``list`` (closed list of values) or ``measure`` (number with optional unit).
        values: canonical value → spoken forms (normalised; the canonical value is among them).
        units: for ``measure``: canonical unit symbol → spoken forms.
        conversions: for ``measure``: unit symbol → (smaller unit symbol, factor) applied to
            non-integer amounts ("half a kilo" → ``500 g`` with ``kg: (g, 1000)``).
        unit_required: for ``measure``: a bare number is not a value of this type.
        bare_from: for a ``measure`` type with ``unit_required``: a bare number at least this large is
            still read in the first unit ("put the tray in the oven at two hundred" → ``200 deg``;
            None: never).
        bare_to: with ``bare_from``: a bare number larger than this is not read so ("one hundred
            thousand", kitchen noise heard as a number, had been ``100000 deg``; None: no bound).
        countable: for ``list``: counts > 1 take a plural form.
        prepared: for ``list``: a value may follow words foreign to the domain that say how it was
            prepared ("the *grated* cheese", "*finely chopped* onions"), and is read as that value
            (:func:`slu_node.values.prepared`); other types ask about such words ("the *sliced*
            spoon", heard for "the slotted spoon", is no spoon).
        groups: for ``list``: canonical value → the name of the group the domain file lists it under
            ("salt" → "herbs and spices"); values listed outside any group are not keys.
        settings: for ``measure``: a dial's name said before its number → (the unit form it is read
            as, dial number → value in that unit): "gas mark six" is read "two hundred degrees" with
            ``{"gas mark": ("degrees", {6.0: 200.0, ...})}`` (:func:`slu_node.dial_settings.dial_settings`).
    """

    name: str
    kind: str = "list"
    values: dict[str, tuple[str, ...]] = field(default_factory=dict)
    units: dict[str, tuple[str, ...]] = field(default_factory=dict)
    conversions: dict[str, tuple[str, float]] = field(default_factory=dict)
    unit_required: bool = False
    bare_from: Optional[float] = None
    bare_to: Optional[float] = None
    countable: bool = False
    prepared: bool = False
    groups: dict[str, str] = field(default_factory=dict)
    settings: dict[str, tuple[str, dict[float, float]]] = field(default_factory=dict)


#: The role that holds what an action acts on (the domain format's convention: ``role: object``).
OBJECT_ROLE = "object"
#: The role of a predicate that says where its objects went ("into *the bowl*").
PLACE_ROLE = "destination"
#: The role of a predicate that says how, or in what state ("until *golden*", "is it *hot*").
MODALITY_ROLE = "modality"
#: The role of a predicate that says where its objects are taken from ("off *the heat*").
SOURCE_ROLE = "source"
#: The role of a predicate that says what it is done with ("with *the masher*").
INSTRUMENT_ROLE = "instrument"


def _plural(form: str) -> str:
    """The regular English plural of a spoken form's last word: "tin" → "tins", "dish" → "dishes",
    "berry" → "berries", "knife" → "knives"."""
    if form.endswith(("sh", "ch", "x", "z")):
        return form + "es"
    if form.endswith("y") and len(form) > 1 and form[-2] not in "aeiou":
        return form[:-1] + "ies"
    if form.endswith("fe"):
        return form[:-2] + "ves"
    return form + "s"


def _compounds(spoken: Sequence[str]) -> Iterator[str]:
    """For the listed forms of one value, each compound's first words before another single-word form
    of the value, when the compound's last word is one too: "chicken broth" of "chicken stock" and
    "broth" (not "stock stockpot")."""
    heads = [form for form in spoken if " " not in form]
    for form in spoken:
        first, _, last = form.rpartition(" ")
        if first and last in heads:
            yield from (f"{first} {head}" for head in heads if head not in first and first not in head)


def phrases_starting(phrases: Sequence[str], words: Sequence[str]) -> list[str]:
    """The ``phrases`` (normalised, space-separated) whose first words are ``words``, the phrase that
    is ``words`` included: "take" starts "take", "take off" and "take out"."""
    words = list(words)
    return [p for p in phrases if p.split()[:len(words)] == words]


@dataclass(frozen=True)
class ArgSpec:
    """One argument position of an action template (SUGAR order). ``required_with``: types whose
    values, said in the action's other roles than its object with no value of another type, make
    this role needed ("put the spaghetti *for ten minutes*": put's place, where it goes for that
    long; see :func:`slu_node.predicates.roles_needed_by`). ``antecedent_when``: types whose values,
    held by this role with none of another type, are what a pronoun of the next action stands for,
    in place of the action's objects ("drizzle the cod with lemon juice and bake *it*": add's
    destination, the cod; "pick out the bay leaves from the soup and blend *it*": separate's
    source, the soup; see :meth:`slu_node.builder.PredicateBuilder.build`). ``vessel_when_placed``
    (an object role's): types of the action's place, or of another of its roles, said after "on" (or after
    "in" or "into" with "it"), that make a pronoun object stand for the vessel the action before put food
    into, the food going with it ("pour two litres of water into the big pot and put *it* on the hob": the
    pot, where the water had been read; "... into a jar and pop *it* in the freezer": the jar; "... into a
    small saucepan put *it* on a low heat": a heat, the saucepan; see
    :meth:`slu_node.builder.PredicateBuilder._fill`). ``said_in``: values (canonical) of this role's types
    that, said after "in" or "into" by an action with no place, are read in this role, where the tagger
    reads a place ("beat the butter and the sugar *in the stand mixer*": mix's instrument, a mixer; not
    "stir it in the microwave"; see :meth:`slu_node.builder.PredicateBuilder._relabeled`)."""

    role: str
    types: tuple[str, ...]
    list: bool = False
    multi: bool = False
    required: bool = False
    prompt: str = ""
    required_with: tuple[str, ...] = ()
    antecedent_when: tuple[str, ...] = ()
    vessel_when_placed: tuple[str, ...] = ()
    said_in: tuple[str, ...] = ()


@dataclass(frozen=True)
class VerbSpec:
    """Spoken forms of an action, the implicit arguments (role → value) they carry and the roles they
    need said besides the action's required ones (``requires``: "feel" is a check only with what to
    feel for, "feel if the dough is firm"; "feel the potatoes", which a recogniser also writes for
    "peel the potatoes", is asked about). ``weight`` is how often the generator says each of the
    group's phrases against a phrase of weight 1 (a positive number): openings a domain's users say
    now and then, kept from taking the language model's mass from the usual ones (coffee's request
    phrases outside its grammar, fifty-sixth session)."""

    say: tuple[str, ...]
    implicit: dict[str, str] = field(default_factory=dict)
    requires: tuple[str, ...] = ()
    weight: float = 1.0


@dataclass(frozen=True)
class Action:
    """An action (predicate template) with its arguments, verbs, implicit rules and expressions.

    ``requests`` are phrases that ask for the action's object with no verb of it ("i need the
    colander", "can i have the salt"): the parser reads the action's first verb in their place (see
    :func:`slu_node.textnorm.requests_at`). ``from_context`` are roles that, neither uttered nor
    implied by the verb, take the place where the action's objects were last put in the dialogue
    ("let it simmer" after "pour the milk into the pot": ``cook(milk, *pot*)``; see
    :class:`slu_node.dialogue_state.DialogueState`). ``measured_as`` names the action a predicate of
    this one is written as when it holds an amount in a unit ("put 500 grams of flour in the bowl"
    is an addition; see :func:`slu_node.predicates.build_predicate`), unless an argument is of one of
    the ``kept_with`` types ("put three slices of bread in the toaster": an appliance, put's own
    place in SUGAR's template, keeps it put). ``moved_as`` names the action a reading of this one is
    read as when it leaves out known values that the other holds, all of them: "get the onions into
    the pan" moves them, ``put(onion, pan)``, where it had been ``take(onion)`` (see
    :meth:`slu_node.builder.PredicateBuilder._retarget`). ``counts_package``: a package said with "the"
    before "of" and its contents is one of that unit with this action ("open the jar of honey" is
    ``open(1 jar, honey)``), left out with the others (:func:`slu_node.read_as.packages`). ``noun_verbs``
    are names of things (values of the lexicon) said as this action's verb where a clause starts
    ("*ladle* the soup into the bowls", "*spoon* the sauce over the pasta": add), read as its first
    verb there and as the thing elsewhere ("stir it with the ladle"); they are not verb phrases, so
    that the rules that look for verbs keep reading them as things. ``noun_verbs_read_as`` names the verb
    one of them is read as instead ("ladle: pour": "ladle the stock into the risotto and stir *it*" is
    poured, so "it" is the risotto; seventy-third-session blind probe 536)."""

    name: str
    args: tuple[ArgSpec, ...]
    verbs: tuple[VerbSpec, ...]
    implicit: dict[str, str] = field(default_factory=dict)
    expressions: tuple[str, ...] = ()
    requests: tuple[str, ...] = ()
    from_context: tuple[str, ...] = ()
    measured_as: Optional[str] = None
    kept_with: tuple[str, ...] = ()
    moved_as: Optional[str] = None
    counts_package: bool = False
    noun_verbs: tuple[str, ...] = ()
    noun_verbs_read_as: dict[str, str] = field(default_factory=dict)

    def arg(self, role: str) -> Optional[ArgSpec]:
        """The argument spec for ``role``, or None when the action has no such role."""
        for spec in self.args:
            if spec.role == role:
                return spec
        return None

    def in_template_order(self, arguments: Iterable) -> tuple:
        """``arguments`` (:class:`slu_node.types.Argument`) sorted by the order of their roles in
        this action's template (a stable sort: the values of a multi role keep their order).

        Raises:
            KeyError: an argument of a role the action does not have.
        """
        order = {spec.role: i for i, spec in enumerate(self.args)}
        return tuple(sorted(arguments, key=lambda a: order[a.role]))

    @property
    def verb_phrases(self) -> tuple[str, ...]:
        """Every spoken form of this action's verbs (normalised, in the domain file's order)."""
        return tuple(say for verb in self.verbs for say in verb.say)

    @cached_property
    def expression_words(self) -> frozenset:
        """The words this action's expressions say besides their slots ("is", "if", "the", ...),
        computed once."""
        return frozenset(w for expr in self.expressions for w in _phrase_words(_PLACEHOLDER_RE.sub(" ", expr)))

    @cached_property
    def verbless_words(self) -> frozenset:
        """The words of this action's expressions that say no verb slot ("give {object} a stir":
        "give", "a", "stir"; not cook's "let {object} {verb}"), computed once."""
        return frozenset(w for expr in self.expressions if "{verb" not in expr
                         for w in _phrase_words(_PLACEHOLDER_RE.sub(" ", expr)))

    @cached_property
    def _slot_leads(self) -> tuple[tuple[str, str], ...]:
        """``(word, role)`` for each word its expressions say right before a placeholder, each option of
        a ``[a|b]`` group on its own and an option of several words by its last ("[off|out of]
        {source}": "off" and "of"), in the expressions' order; computed once."""
        found = []
        for expr in self.expressions:
            for m in re.finditer(r"(\[[^\]]*\]|[\w']+)\s+\{([^}:]+)(?::[^}]*)?\}", expr):
                role = m.group(2).strip()
                for option in m.group(1).strip("[]").split("|"):
                    word = option.split()[-1] if option.split() else ""
                    if word:
                        found.append((word, role))
        return tuple(found)

    @cached_property
    def role_prepositions(self) -> dict[str, tuple[str, ...]]:
        """Word → the roles (in template order) whose placeholder its expressions say it right
        before (:attr:`_slot_leads`), the object, the quantity and the words its verb phrases start
        with left out (add's "sprinkle {destination} with ..."): for add "to", "into", "in", "over",
        "on", "onto" → destination; computed once."""
        found: dict[str, list[str]] = {}
        order = [a.role for a in self.args]
        verb_words = {phrase.split()[0] for phrase in self.verb_phrases if phrase.split()}
        for word, role in self._slot_leads:
            if role in ("object", "quantity") or role not in order:
                continue
            if word not in verb_words and role not in found.setdefault(word, []):
                found[word].append(role)
        return {w: tuple(sorted(roles, key=order.index)) for w, roles in found.items()}

    @cached_property
    def object_prepositions(self) -> frozenset:
        """The words its expressions say right before the object's placeholder (:attr:`_slot_leads`):
        cover's "on" of "[put|place] {instrument:tool} on {object}"; computed once."""
        return frozenset(word for word, role in self._slot_leads if role == "object")

    def stand_in(self, word: str, candidates: Sequence[str]) -> Optional[str]:
        """The verb of ``candidates`` (one-word verbs of this action, in order) that ``word`` is read as:
        the first one said before its place as ``word`` is (:attr:`place_first_verbs`: "*grease* the
        tin with butter" read as "sprinkle ...", where "add the tin with butter" had been asked about:
        sixty-eighth-session blind probe 378), else the first; None when there is none."""
        placed_first = [c for c in candidates if c in self.place_first_verbs] if word in self.place_first_verbs else []
        return next(iter(placed_first or candidates), None)

    @cached_property
    def place_first_verbs(self) -> frozenset:
        """The words its expressions say right before "{destination} with {object}" ("season the
        chicken with salt", "sprinkle the cake with sugar": the locative alternation of spray/load
        verbs, Levin 1993 §2.3.1), each option of a ``[a|b]`` group on its own; computed once."""
        found = set()
        for expr in self.expressions:
            for m in re.finditer(r"(\[[^\]]*\]|[\w']+)\s+\{destination(?::[^}]*)?\}\s+with\s+\{object(?::[^}]*)?\}", expr):
                found.update(w.strip() for w in m.group(1).strip("[]").split("|") if w.strip())
        return frozenset(found)

    @property
    def combines(self) -> bool:
        """True when this action is done to its things together with no place to put them: its object is
        implied (as the ingredients), and it has no destination (cooking: mix, knead)."""
        return self.arg(PLACE_ROLE) is None and OBJECT_ROLE in self.implicit

    def says(self, phrase: str) -> bool:
        """True when ``phrase`` (normalised) is one of this action's spoken verbs."""
        return normalize_phrase(phrase) in self.verb_phrases

    def verb_spec(self, phrase: str) -> Optional[VerbSpec]:
        """The verb group of a spoken verb phrase: the one that holds the phrase (normalised), else
        the longest verb it holds; None when it holds none. The tagger's verb spans take in a word or
        two more now and then: "pan fry to (one hundred ounces ...)" is still frying."""
        words = normalize_phrase(phrase).split()
        for n in range(len(words), 0, -1):
            for i in range(len(words) - n + 1):
                part = " ".join(words[i:i + n])
                for verb in self.verbs:
                    if part in verb.say:
                        return verb
        return None

    def verb_implicit(self, phrase: str) -> dict[str, str]:
        """Implicit arguments carried by a spoken verb phrase ({} when none; see :meth:`verb_spec`)."""
        verb = self.verb_spec(phrase)
        return dict(verb.implicit) if verb is not None else {}

    def verb_requires(self, phrase: str) -> tuple[str, ...]:
        """The roles a spoken verb phrase needs said (``VerbSpec.requires``; () when none)."""
        verb = self.verb_spec(phrase)
        return verb.requires if verb is not None else ()

    def implied_by(self, phrase: str) -> dict[str, str]:
        """role → implicit value when ``phrase`` is the spoken verb ("" when none was): the verb's
        implicit arguments, then the action's own for the roles the verb leaves (SUGAR §2)."""
        implicit = dict(self.implicit)
        implicit.update(self.verb_implicit(phrase) if phrase else {})
        return implicit


@dataclass(frozen=True)
class Domain:
    """A validated command domain. Build it with :func:`load_domain` or :func:`domain_from_dict`."""

    name: str
    language: str
    types: dict[str, SlotType]
    roles: dict[str, str]
    actions: dict[str, Action]
    dialogue_acts: dict[str, tuple[str, ...]]
    prompts: dict[str, str]
    generation: dict[str, Any]
    out_of_domain: tuple[str, ...]
    asr: dict[str, Any] = field(default_factory=dict)
    path: Optional[Path] = None
    #: dialogue acts done however noisy the utterance (``urgent_acts``): "stop" must stop the robot
    #: even when its SNR says it may be misheard; a stop for nothing costs a pause, one asked about
    #: keeps the robot going (see :class:`slu_node.clarify.ClarificationPolicy`).
    urgent_acts: tuple[str, ...] = ()

    @property
    def intent_labels(self) -> tuple[str, ...]:
        """Every intent label: action names then dialogue-act names, in file order."""
        return tuple(self.actions) + tuple(self.dialogue_acts)

    @property
    def tag_labels(self) -> tuple[str, ...]:
        """Every BIO tag the tagger may write: ``O``, then B-/I- for each role and ``act.<action>``."""
        labels = ["O"]
        for name in list(self.roles) + [f"{ACT_PREFIX}{a}" for a in self.actions]:
            labels += [f"B-{name}", f"I-{name}"]
        return tuple(labels)

    def lookup(self, phrase: str, types: Optional[tuple[str, ...]] = None) -> Optional[tuple[str, str]]:
        """Find a closed-list value by one of its spoken forms.

        Args:
            phrase: spoken words (any case/spacing; normalised with :func:`normalize_phrase`).
            types: type names to search, in order of preference; all ``list`` types when None.

        Returns:
            ``(type_name, canonical_value)`` or None when no form matches exactly.
        """
        phrase = normalize_phrase(phrase)
        for index in (self._forms, self._plural_forms, self._compound_forms):
            for name in types or tuple(self.types):
                canonical = index.get(name, {}).get(phrase)
                if canonical is not None:
                    return name, canonical
        return None

    @cached_property
    def _plural_forms(self) -> dict[str, dict[str, str]]:
        """:meth:`lookup`'s second index, looked in after every listed form: the English plural of each
        listed form of a thing whose last word is no plural already, and no unit's form ("tins" of
        "two tins of chickpeas"): "cake tins", "baking sheets", where the lexicon lists "cake tin" and
        "baking sheet" (sixtieth-session blind probe 175 had them asked about, or done as the cake);
        built once."""
        return self._derived_forms(lambda spoken: (_plural(form) for form in spoken  # not "tins" of chickpeas
                                                   if not form.endswith("s") and _plural(form) not in self.unit_forms))

    @cached_property
    def _compound_forms(self) -> dict[str, dict[str, str]]:
        """:meth:`lookup`'s last index: a listed compound's first words before another single-word form
        of the same value, where the compound's last word is a form of that value too: "chicken broth"
        and "vegetable bouillon", where the lexicon lists "chicken stock" and "vegetable stock" as
        forms of stock with "broth" and "bouillon" (sixtieth-session blind probe 197: "pour half a
        litre of chicken broth" had been the chicken and the stock); forms already listed keep their
        value; built once."""
        return self._derived_forms(_compounds)

    def _derived_forms(self, derived: Callable[[Sequence[str]], Iterable[str]]) -> dict[str, dict[str, str]]:
        """Thing type → each form ``derived`` gives of a value's listed forms → the value (the first in
        file order that gives it)."""
        index: dict[str, dict[str, str]] = {}
        for name in self.thing_types:
            slot_type = self.types[name]
            if slot_type.kind == "list":
                forms = index[name] = {}
                for canonical, spoken in slot_type.values.items():
                    for form in derived(spoken):
                        forms.setdefault(form, canonical)
        return index

    @cached_property
    def _forms(self) -> dict[str, dict[str, str]]:
        """:meth:`lookup`'s index, built once: list type → spoken form → canonical value (the first
        value in file order that has the form). A scan of every value had been the parser's
        costliest step once amounts were read fast (forty-second session)."""
        index: dict[str, dict[str, str]] = {}
        for name, slot_type in self.types.items():
            if slot_type.kind == "list":
                forms = index[name] = {}
                for canonical, spoken in slot_type.values.items():
                    for form in spoken:
                        forms.setdefault(form, canonical)
        return index

    def is_value(self, phrase: str) -> bool:
        """True when ``phrase`` is a spoken form of a value of the lexicon (:meth:`lookup`)."""
        return self.lookup(phrase) is not None

    def is_thing(self, phrase: str) -> bool:
        """True when ``phrase`` is a spoken form of a thing or a place of the lexicon, no modality
        (:attr:`thing_types`)."""
        return self.lookup(phrase, self.thing_types) is not None

    def group_of(self, phrase: str) -> Optional[str]:
        """The name of the group the domain file lists the value ``phrase`` names under (:meth:`lookup`;
        :attr:`SlotType.groups`: "pepper" → "herbs and spices"), or None: no value, or one in no group."""
        hit = self.lookup(phrase)
        return self.types[hit[0]].groups.get(hit[1]) if hit else None

    def value_types(self, phrase: str) -> frozenset:
        """The types ``phrase`` is a value of: the closed-list type of its :meth:`lookup`, else each
        measured type it reads as an amount of (:func:`slu_node.numbers.normalize_measure`: "nine
        hundred ninety s" is a time); empty when it is no value of the domain. Remembered per phrase (up
        to :data:`_VALUE_TYPES_KEPT` phrases, then afresh): the parser asks about the same spans of an
        utterance and of its n-best alternatives many times, and reading amounts took a sixth of a
        parse (forty-third session)."""
        memo = self._value_types
        types = memo.get(phrase)
        if types is None:
            if len(memo) >= _VALUE_TYPES_KEPT:
                memo.clear()
            hit = self.lookup(phrase)
            types = memo[phrase] = (frozenset({hit[0]}) if hit is not None else frozenset(
                name for name, t in self.types.items() if t.kind == "measure" and normalize_measure(phrase, t)))
        return types

    def all_of_types(self, values: Iterable[str], types: Iterable[str]) -> bool:
        """True when each of ``values`` (canonical values or spoken phrases) is a value of one of
        ``types`` (:meth:`value_types`); True for no values."""
        wanted = frozenset(types)
        return all(self.value_types(v) & wanted for v in values)

    @cached_property
    def _value_types(self) -> dict[str, frozenset]:
        """:meth:`value_types`'s memory: phrase → its types."""
        return {}

    @cached_property
    def verb_words(self) -> frozenset:
        """The words of every action's verb phrases ("crack", "pick", "out"), computed once."""
        return frozenset(w for action in self.actions.values() for p in action.verb_phrases for w in p.split())

    @cached_property
    def particles(self) -> frozenset:
        """The words the domain file's ``generation`` lists as the last words of two-word verbs, said
        after a pronoun object ("heat it *up*", "take it *out*"; read by :mod:`slu_node.datagen`),
        computed once."""
        phrases = self.generation.get("particles") or []
        return frozenset(w for phrase in phrases for w in normalize_phrase(phrase).split())

    @cached_property
    def type_prepositions(self) -> dict[str, frozenset]:
        """Type → the first words of the prepositions the domain file's ``generation`` puts before its
        values ("for" before a time, "at" and "to" before a temperature; read by
        :mod:`slu_node.datagen`), computed once."""
        return {t: frozenset(normalize_phrase(p).split()[0] for p in phrases if normalize_phrase(p))
                for t, phrases in (self.generation.get("prepositions") or {}).items()}

    @cached_property
    def preparation_types(self) -> frozenset:
        """The types that "everything so far" (``[ingredients]``, the preparation) is made of: those every
        role that defaults to it can hold (cooking: mix's object and add's destination, so
        ingredients); empty when no role defaults to it. Computed once."""
        holders = [frozenset(a.types) for action in self.actions.values() for a in action.args
                   if action.implicit.get(a.role) == ALL_INGREDIENTS]
        return frozenset.intersection(*holders) if holders else frozenset()

    @cached_property
    def verb_starts(self) -> frozenset:
        """The first word of every action's verb phrases ("crack", "pick"; not "out" or "the"), computed
        once."""
        return frozenset(p.split()[0] for action in self.actions.values() for p in action.verb_phrases)

    @cached_property
    def combining_verb_starts(self) -> frozenset:
        """The first words of the verb phrases of the actions that combine (:attr:`Action.combines`:
        "whisk", "stir"), computed once."""
        return frozenset(p.split()[0] for action in self.actions.values() if action.combines
                         for p in action.verb_phrases)

    @cached_property
    def undoings(self) -> dict[str, frozenset]:
        """word → the actions a verb phrase of which starts with "un" + word, for the first words of
        verb phrases of other actions ("cover", "wrap" → uncover: "uncover", "unwrap"), computed once;
        see :func:`slu_node.clarify.sounds_undone`."""
        starts = {name: {p.split()[0] for p in a.verb_phrases} for name, a in self.actions.items()}
        found: dict[str, set] = {}
        for words in starts.values():
            for w in words:
                found.setdefault(w, set()).update(o for o, other in starts.items() if f"un{w}" in other
                                                  and w not in other)
        return {w: frozenset(actions) for w, actions in found.items() if actions}

    @cached_property
    def one_word_verbs(self) -> dict[str, str]:
        """word → action, for the one-word verb phrases that only one action says ("take", "grab":
        take's; not a word two actions say alone), computed once; see
        :func:`slu_node.cues.untagged_verbs`."""
        said_by: dict[str, set[str]] = {}
        for name, action in self.actions.items():
            for phrase in action.verb_phrases:
                if " " not in phrase:
                    said_by.setdefault(phrase, set()).add(name)
        return {word: next(iter(names)) for word, names in said_by.items() if len(names) == 1}

    @cached_property
    def verb_word_owners(self) -> dict[str, frozenset]:
        """word → the actions whose verb phrases hold it (cooking's "take": take's, remove's, separate's
        and uncover's, "take the lid off"), computed once."""
        owners: dict[str, set[str]] = {}
        for action in self.actions.values():
            for phrase in action.verb_phrases:
                for word in phrase.split():
                    owners.setdefault(word, set()).add(action.name)
        return {word: frozenset(names) for word, names in owners.items()}

    def verb_stand_ins(self, trained: Container[str]) -> dict[str, str]:
        """word → the verb read in its place, for the one-word verb phrases that are not in ``trained``
        (the words an NLU model was trained with): the first one-word phrase of the same verb group
        (:class:`VerbSpec`, so its implicit arguments stay) that is in ``trained``. A verb added to
        the domain file ("shove" to put's group, read as "put") is then understood before the model
        is trained again; one said before its place is read as one said so too
        (:meth:`Action.stand_in`). A group with implicit arguments and no one-word phrase in ``trained``
        has the action's first such verb of a group without them ("refrigerate the pasta" read as "put
        ..."; the parser keeps the spoken word for the fridge, :meth:`keeps_spoken_verb`). A word that the
        verb phrases of more than one action hold has none, nor has one whose group holds no one-word
        phrase in ``trained`` and no implicit arguments.

        Args:
            trained: the model's words (:attr:`slu_node.nlu.vocab.Vocab.word_index`).
        """
        owners = self.verb_word_owners
        out = {}
        for action in self.actions.values():
            for verb in action.verbs:
                known = [p for p in verb.say if " " not in p and p in trained]
                if not known and verb.implicit:  # "refrigerate" read as "put" (:meth:`keeps_spoken_verb`)
                    known = [p for other in action.verbs if not other.implicit
                             for p in other.say if " " not in p and p in trained]
                for phrase in verb.say:
                    if " " not in phrase and phrase not in trained and len(owners[phrase]) == 1:
                        if stand_in := action.stand_in(phrase, known):
                            out[phrase] = stand_in
        return out

    def keeps_spoken_verb(self, word: str, stand_in: str) -> bool:
        """True when ``stand_in`` (:meth:`verb_stand_ins`) is of another verb group than ``word``, whose
        implicit arguments the spoken word then keeps: "refrigerate the leftover custard" is put(custard,
        *fridge*), the tagger reading "put" (blind probes 447 and 499 of the forty-ninth and seventy-second
        sessions)."""
        owner = next((a for a in self.actions.values() if a.says(word)), None)
        return owner is not None and owner.verb_spec(word) is not owner.verb_spec(stand_in)

    @cached_property
    def request_verbs(self) -> dict[str, tuple[str, ...]]:
        """action name → the words of the verb its :attr:`Action.requests` phrases are read as, for each
        action with such phrases: its first one-word verb that no other action's verb phrases hold,
        else its first verb. Cooking's take says "take" and "get", which remove says too ("take
        out", "get out"), and the tagger read "i need a pot" as "take a pot", then as remove: take's
        requests are read as "grab" (fifty-first session)."""
        owners = self.verb_word_owners
        return {action.name: tuple(next((v for v in action.verb_phrases if owners.get(v) == {action.name}),
                                        action.verb_phrases[0]).split())
                for action in self.actions.values() if action.requests}

    @cached_property
    def request_phrases(self) -> dict[tuple[str, ...], tuple[str, ...]]:
        """The words of each action's :attr:`Action.requests` phrase → the words of its
        :attr:`request_verbs`, longest phrase first (so that "could i have" is found before a shorter
        phrase inside it)."""
        verbs = self.request_verbs
        pairs = [(tuple(phrase.split()), verbs[action.name])
                 for action in self.actions.values() for phrase in action.requests]
        return dict(sorted(pairs, key=lambda pair: -len(pair[0])))

    @cached_property
    def thing_verbs(self) -> tuple[tuple[str, tuple[str, ...]], ...]:
        """``(verb, object types)`` for a thing named with no verb ("salt please", "the whisk please";
        :func:`slu_node.verbless.bare_request`), in order of preference: each action that one of its
        expressions says without a verb (SUGAR's "now a bit of salt": add), then the first action with
        :attr:`Action.requests` phrases (take; check's "tell me" asks for no thing); the action's first
        verb, when one word, and the types of its ``object`` role."""
        verbless = [a for a in self.actions.values() if any(_said_without_verb(e) for e in a.expressions)]
        requesting = [a for a in self.actions.values() if a.requests and a not in verbless][:1]
        return tuple((a.verb_phrases[0], a.arg(OBJECT_ROLE).types) for a in verbless + requesting
                     if a.arg(OBJECT_ROLE) is not None and " " not in a.verb_phrases[0])

    @cached_property
    def role_types(self) -> dict[str, tuple[str, ...]]:
        """role name → the types an action's role of that name may have, over every action, in the
        domain file's order, computed once."""
        found: dict[str, dict[str, None]] = {}
        for action in self.actions.values():
            for arg in action.args:
                found.setdefault(arg.role, {}).update(dict.fromkeys(arg.types))
        return {role: tuple(types) for role, types in found.items()}

    @cached_property
    def object_types(self) -> tuple[str, ...]:
        """The types an action's ``object`` may have, in the domain file's order (what a pronoun may
        stand for), computed once."""
        return self.role_types.get(OBJECT_ROLE, ())

    @cached_property
    def worked_in_values(self) -> frozenset:
        """The values some action's argument reads where "in" or "into" says a place (its ``said_in``:
        cooking's mixer, food processor, blender), computed once."""
        return frozenset(v for action in self.actions.values() for arg in action.args for v in arg.said_in)

    @cached_property
    def vessel_types(self) -> frozenset:
        """The types of what holds things: those an action's ``destination`` may have, but for what
        the preparation is made of (:attr:`preparation_types`; cooking: container, utensil,
        appliance), computed once."""
        return frozenset(self.role_types.get(PLACE_ROLE, ())) - self.preparation_types

    @cached_property
    def vessel_heads(self) -> frozenset:
        """The last words of the spoken forms of the values of :meth:`vessel_types` ("sheet" of "baking
        sheet", "pot"), computed once: said after another thing they name the vessel ("the cookie
        *sheet*")."""
        vessels = self.vessel_types
        return frozenset(form.split()[-1] for name, t in self.types.items() if name in vessels
                         for forms in t.values.values() for form in forms if form)

    @cached_property
    def value_starts(self) -> frozenset:
        """The first words of the spoken forms of the lexicon's values ("brown" of "brown sugar"),
        computed once."""
        return frozenset(form.split()[0] for t in self.types.values() for forms in t.values.values()
                         for form in forms if form)

    @cached_property
    def thing_words(self) -> frozenset:
        """The words that may follow an article in a command of this domain: the first words of the
        values' spoken forms, the units' words, the verb words ("give it a *stir*") and the words the
        actions' expressions say ("bring it to the *boil*", "for a *while*", "shred it *finely*"),
        computed once."""
        said = {w for a in self.actions.values() for w in a.expression_words}
        return frozenset(self.value_starts | self.unit_words | self.verb_words | said)

    @cached_property
    def question_words(self) -> dict[str, str]:
        """Word → action for the expressions that ask a yes/no question of a thing with no verb: a
        word that is no verb of the domain, then ``{object}``, then ``{modality}`` ("is {object}
        {modality} [|yet|already]": ``{"is": "check"}``), computed once. The segmenter reads the
        question as that action when another verb follows it ("is the bowl crispy then test it",
        :class:`slu_node.segments.Segmenter`)."""
        found = {}
        for name, action in self.actions.items():
            for expression in action.expressions:
                m = _QUESTION_EXPRESSION.match(_LEADING_OPTIONAL.sub("", expression))
                if m and m.group(1) not in self.verb_words:
                    found.setdefault(m.group(1), name)
        return found

    @cached_property
    def modality_starts(self) -> frozenset:
        """The first words of the spoken forms of the values a ``modality`` may have ("hot", "golden",
        "boiling", "low"), computed once."""
        return frozenset(form.split()[0] for name in self.modality_types if name in self.types
                         for forms in self.types[name].values.values() for form in forms if form)

    @cached_property
    def modality_types(self) -> tuple[str, ...]:
        """The types a ``modality`` role of some action holds ("manner", "heat", "time"), in the order
        the actions name them, computed once."""
        return self.role_types.get(MODALITY_ROLE, ())

    @cached_property
    def thing_types(self) -> tuple[str, ...]:
        """The types of things and places: every type but the modalities' ("cold", "low heat"), in the
        domain file's order, computed once (measured types, which :meth:`lookup` passes over, too)."""
        return tuple(t for t in self.types if t not in self.modality_types)

    @cached_property
    def unit_forms(self) -> frozenset:
        """The spoken forms of the units of the measured types ("grams", "tablespoon"), computed once."""
        return frozenset(form for t in self.types.values() if t.kind == "measure" for forms in t.units.values()
                         for form in forms)

    @cached_property
    def unnamed_unit_forms(self) -> frozenset:
        """The spoken forms of the units (:attr:`unit_forms`) that are no lexicon value: "tablespoon" says
        an amount, "spoon" may be a utensil; computed once."""
        return frozenset(u for u in self.unit_forms if self.lookup(u) is None)

    @cached_property
    def amount_unit_forms(self) -> frozenset:
        """The spoken forms of the units of the measured types no modality role holds: amounts of
        things ("tablespoons", "tin"), not times or temperatures; computed once."""
        return frozenset(form for name, t in self.types.items() if t.kind == "measure"
                         and name not in self.modality_types for forms in t.units.values() for form in forms)

    @cached_property
    def settings(self) -> dict[str, tuple[str, dict[float, float]]]:
        """The dials of every measured type (:attr:`SlotType.settings`): dial name → (unit form, dial
        number → value); computed once."""
        return {dial: setting for t in self.types.values() for dial, setting in t.settings.items()}

    @cached_property
    def unit_words(self) -> frozenset:
        """The words of :attr:`unit_forms` ("degrees" and "celsius" of "degrees celsius"), computed once."""
        return frozenset(w for form in self.unit_forms for w in form.split())

    @cached_property
    def known_words(self) -> frozenset:
        """:meth:`vocabulary`, computed once (words outside it are foreign to the domain)."""
        return frozenset(self.vocabulary())

    def vocabulary(self) -> set[str]:
        """Every word that appears in the domain's spoken forms, verbs, expressions and dialogue acts,
        plus the number words (:data:`slu_node.numbers.NUMBER_WORDS`) when a type is measured."""
        words: set[str] = set(NUMBER_WORDS) if any(t.kind == "measure" for t in self.types.values()) else set()

        def add(text: str) -> None:
            words.update(_phrase_words(text))

        for slot_type in self.types.values():
            for forms in list(slot_type.values.values()) + list(slot_type.units.values()):
                for form in forms:
                    add(form)
            for dial in slot_type.settings:
                add(dial)
        for action in self.actions.values():
            for verb in action.verbs:
                for form in verb.say:
                    add(form)
            words.update(action.expression_words)
            for phrase in action.requests:
                add(phrase)
        for phrases in self.dialogue_acts.values():
            for phrase in phrases:
                add(phrase)
        gen = self.generation
        for key in ("prefixes", "suffixes", "connectors"):
            for phrase in gen.get(key, []):
                add(phrase)
        for forms in gen.get("pronouns", {}).values():
            for form in forms:
                add(form)
        return words


def _phrase_words(text: str) -> set[str]:
    """The words of a phrase or expression text, its brackets, bars and braces left out."""
    return {w for w in re.split(r"[\s\[\]|{}]+", normalize_phrase(text)) if w}


#: Optional groups (one alternative empty) at the start of an expression: "[|now|and now|then] ".
_LEADING_OPTIONAL = re.compile(r"^(\[\|[^\]]*\]\s*)+")
#: An expression that asks whether a thing is in a state: a word, ``{object}``, ``{modality}``
#: (:attr:`Domain.question_words`).
_QUESTION_EXPRESSION = re.compile(r"^([a-z']+) \{object(?::[^}]*)?\} \{modality(?::[^}]*)?\}")


def _said_without_verb(expression: str) -> bool:
    """True when ``expression`` may start with a slot other than ``{verb}``: "[|now|then] {quantity}
    {object}" (with its leading optional groups empty)."""
    rest = _LEADING_OPTIONAL.sub("", expression)
    return rest.startswith("{") and not rest.startswith("{verb}")


def resolve_domain_path(path: Union[str, Path]) -> Path:
    """Return the YAML file for ``path`` (a domain directory or the file itself).

    Raises:
        DomainError: when neither exists.
    """
    path = Path(path)
    candidate = path / DOMAIN_FILE if path.is_dir() else path
    if not candidate.is_file():
        raise DomainError(f"{path}: no domain file (expected a YAML file or a directory holding {DOMAIN_FILE})")
    return candidate


def load_domain(path: Union[str, Path]) -> Domain:
    """Read and validate a domain file.

    Args:
        path: the YAML file, or a domain directory holding ``domain.yaml``.

    Raises:
        DomainError: unreadable YAML or any validation fault (message names file and place).
    """
    file = resolve_domain_path(path)
    try:
        data = yaml.safe_load(file.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, yaml.YAMLError) as exc:
        raise DomainError(f"{file}: cannot read YAML: {exc}") from exc
    return domain_from_dict(data, source=file)


def domain_from_dict(data: Any, source: Union[str, Path, None] = None) -> Domain:
    """Validate an already-parsed domain mapping (see :func:`load_domain`).

    Raises:
        DomainError: any validation fault; the message starts with ``source``.
    """
    where = str(source) if source is not None else "<domain>"

    def fail(place: str, msg: str) -> DomainError:
        return DomainError(f"{where}: {place}: {msg}")

    if not isinstance(data, dict):
        raise fail("top level", "expected a mapping")
    name = data.get("name")
    if not isinstance(name, str) or not _NAME_RE.match(name):
        raise fail("name", f"expected an identifier like 'cooking', got {name!r}")

    types = {t: _load_type(t, spec, fail) for t, spec in _mapping(data, "types", fail).items()}
    roles_raw = _mapping(data, "roles", fail)
    roles = {}
    for role, desc in roles_raw.items():
        if not isinstance(role, str) or not _NAME_RE.match(role):
            raise fail(f"roles.{role}", "role names are identifiers ([a-z][a-z0-9_]*)")
        roles[role] = str(desc or "")
    actions = {}
    for act_name, spec in _mapping(data, "actions", fail).items():
        actions[act_name] = _load_action(act_name, spec, types, roles, fail)
    if not actions:
        raise fail("actions", "a domain needs at least one action")
    for act_name, action in actions.items():
        for key, other in (("measured_as", action.measured_as), ("moved_as", action.moved_as)):
            target = actions.get(other) if other else None
            if other and (target is None or any(target.arg(a.role) is None for a in action.args)):
                raise fail(f"actions.{act_name}.{key}", f"{other!r} must be an action with every role of {act_name!r}")

    acts_raw = data.get("dialogue_acts") or {}
    if not isinstance(acts_raw, dict):
        raise fail("dialogue_acts", "expected a mapping name -> list of phrases")
    _string_keys(acts_raw, "dialogue_acts", fail)
    dialogue_acts = {}
    for act, phrases in acts_raw.items():
        if act in actions:
            raise fail(f"dialogue_acts.{act}", "has the same name as an action")
        dialogue_acts[act] = _phrases(phrases, f"dialogue_acts.{act}", fail)
    urgent = data.get("urgent_acts") or []
    if not isinstance(urgent, list) or any(not isinstance(act, str) or act not in dialogue_acts for act in urgent):
        raise fail("urgent_acts", f"a list of the dialogue acts ({', '.join(dialogue_acts) or 'none'})")

    prompts = dict(DEFAULT_PROMPTS)
    prompts_raw = data.get("prompts") or {}
    if not isinstance(prompts_raw, dict):
        raise fail("prompts", "expected a mapping")
    for key, text in prompts_raw.items():
        if key not in DEFAULT_PROMPTS:
            raise fail(f"prompts.{key}", f"unknown prompt; known: {', '.join(DEFAULT_PROMPTS)}")
        prompts[key] = str(text)

    generation = data.get("generation") or {}
    if not isinstance(generation, dict):
        raise fail("generation", "expected a mapping")
    ood = data.get("out_of_domain") or []
    if not isinstance(ood, list):
        raise fail("out_of_domain", "expected a list of sentences")
    asr = data.get("asr") or {}
    if not isinstance(asr, dict):
        raise fail("asr", "expected a mapping (e.g. pronunciations: {word: 'P R AH N'})")
    sentences = asr.get("lm_sentences")
    if sentences is not None and (isinstance(sentences, bool) or not isinstance(sentences, int) or sentences < 1):
        raise fail("asr.lm_sentences", f"a positive number of sentences, got {sentences!r}")
    return Domain(
        name=name,
        language=str(data.get("language", "en-US")),
        types=types,
        roles=roles,
        actions=actions,
        dialogue_acts=dialogue_acts,
        prompts=prompts,
        generation=generation,
        out_of_domain=tuple(str(s) for s in ood),
        asr=asr,
        path=Path(source) if source is not None else None,
        urgent_acts=tuple(urgent),
    )


def _mapping(data: dict, key: str, fail) -> dict:
    value = data.get(key)
    if not isinstance(value, dict) or not value:
        raise fail(key, "missing or empty mapping")
    _string_keys(value, key, fail)
    return value


def _string_keys(value: dict, place: str, fail) -> None:
    """YAML reads unquoted yes/no/on/off keys as booleans: refuse any key that is not a string."""
    for key in value:
        if not isinstance(key, str):
            raise fail(f"{place}.{key}", f"key {key!r} is not a string (quote yes/no/on/off/numbers in YAML)")


def _phrases(value: Any, place: str, fail) -> tuple[str, ...]:
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list) or not value:
        raise fail(place, "expected a non-empty list of phrases")
    out = []
    for item in value:
        if not isinstance(item, (str, int, float)) or not normalize_phrase(str(item)):
            raise fail(place, f"bad phrase {item!r}")
        out.append(normalize_phrase(str(item)))
    return tuple(dict.fromkeys(out))


def _load_type(name: str, spec: Any, fail) -> SlotType:
    place = f"types.{name}"
    if not isinstance(name, str) or not _NAME_RE.match(name):
        raise fail(place, "type names are identifiers ([a-z][a-z0-9_]*)")
    if not isinstance(spec, dict):
        raise fail(place, "expected a mapping with 'values' or 'kind: measure'")
    kind = spec.get("kind", "list")
    if kind not in KINDS:
        raise fail(f"{place}.kind", f"unknown kind {kind!r}; known: {', '.join(KINDS)}")
    values: dict[str, tuple[str, ...]] = {}
    groups: dict[str, str] = {}
    units: dict[str, tuple[str, ...]] = {}
    conversions: dict[str, tuple[str, float]] = {}
    if kind == "list":
        raw = spec.get("values")
        if not isinstance(raw, dict) or not raw:
            raise fail(f"{place}.values", "a list type needs a non-empty mapping canonical -> forms")
        for canonical, forms in _grouped_values(raw, place, groups, fail):
            canon = normalize_phrase(str(canonical))
            if not canon:
                raise fail(f"{place}.values", f"empty canonical value {canonical!r}")
            if canon in values:
                raise fail(f"{place}.values", f"{canon!r} is listed twice")
            forms_t = _phrases(forms if forms else [canon], f"{place}.values.{canonical}", fail)
            values[canon] = tuple(dict.fromkeys((canon,) + forms_t))
    else:
        raw = spec.get("units") or {}
        if not isinstance(raw, dict):
            raise fail(f"{place}.units", "expected a mapping symbol -> spoken forms")
        for symbol, forms in raw.items():
            uplace = f"{place}.units.{symbol}"
            if isinstance(forms, dict):
                sub, factor = forms.get("fraction_to"), forms.get("factor")
                if sub is not None:
                    if not isinstance(factor, (int, float)) or factor <= 1:
                        raise fail(uplace, "fraction_to needs a numeric factor > 1")
                    conversions[str(symbol)] = (str(sub), float(factor))
                forms = forms.get("say")
            units[str(symbol)] = _phrases(forms, f"{uplace}.say", fail)
        for symbol, (sub, _) in conversions.items():
            if sub not in units:
                raise fail(f"{place}.units.{symbol}", f"fraction_to names unit {sub!r}, which is not declared")
        if spec.get("unit_required") and not units:
            raise fail(place, "unit_required needs units")
    bare_from = spec.get("bare_from")
    if bare_from is not None and (kind != "measure" or not spec.get("unit_required")
                                  or isinstance(bare_from, bool) or not isinstance(bare_from, (int, float))):
        raise fail(f"{place}.bare_from", "a number, for a measure type with unit_required")
    bare_to = spec.get("bare_to")
    if bare_to is not None and (bare_from is None or isinstance(bare_to, bool) or not isinstance(bare_to, (int, float))
                                or bare_to < bare_from):
        raise fail(f"{place}.bare_to", "a number at least bare_from, for a type with bare_from")
    settings = _load_settings(spec.get("settings"), units, place, fail) if kind == "measure" else {}
    if kind != "measure" and spec.get("settings") is not None:
        raise fail(f"{place}.settings", "settings are for a measure type")
    return SlotType(
        name=name,
        kind=kind,
        values=values,
        units=units,
        conversions=conversions,
        unit_required=bool(spec.get("unit_required", False)),
        bare_from=None if bare_from is None else float(bare_from),
        bare_to=None if bare_to is None else float(bare_to),
        countable=bool(spec.get("countable", False)),
        prepared=bool(spec.get("prepared", False)),
        groups={normalize_phrase(str(value)): group for value, group in groups.items()},
        settings=settings,
    )


def _load_settings(raw: Any, units: dict[str, tuple[str, ...]], place: str,
                   fail) -> dict[str, tuple[str, dict[float, float]]]:
    """A measure type's ``settings`` (:attr:`SlotType.settings`): dial name → ``{say: a unit form of
    the type, values: {dial number: value}}``, numbers positive. Raises the loader's error otherwise."""
    if raw is None:
        return {}
    if not isinstance(raw, dict):
        raise fail(f"{place}.settings", "expected a mapping dial name -> {say, values}")
    forms = {form for say in units.values() for form in say}
    out: dict[str, tuple[str, dict[float, float]]] = {}
    for name, entry in raw.items():
        splace = f"{place}.settings.{name}"
        dial = normalize_phrase(str(name))
        if not dial or not isinstance(entry, dict):
            raise fail(splace, "expected a dial name and a mapping {say, values}")
        say = normalize_phrase(str(entry.get("say", "")))
        if say not in forms:
            raise fail(f"{splace}.say", f"{say!r} is no unit form of this type")
        values = entry.get("values")
        if (not isinstance(values, dict) or not values
                or not all(isinstance(x, (int, float)) and not isinstance(x, bool) and x > 0
                           for pair in values.items() for x in pair)):
            raise fail(f"{splace}.values", "a non-empty mapping dial number -> value, numbers positive")
        out[dial] = (say, {float(k): float(v) for k, v in values.items()})
    return out


def _grouped_values(raw: dict, place: str, groups: dict, fail) -> list[tuple[Any, Any]]:
    """The ``(canonical, forms)`` entries of a list type's ``values`` mapping, in order, with each
    group's entries in its place: an entry whose forms are a mapping is a group, named by its key, of
    canonical values and their forms ("herbs and spices: {salt: [], pepper: [black pepper]}").
    ``groups`` gets canonical value → group name for those. Raises the loader's error for an empty
    group, or a group inside a group."""
    out = []
    for key, forms in raw.items():
        if not isinstance(forms, dict):
            out.append((key, forms))
            continue
        name = normalize_phrase(str(key))
        if not name or not forms:
            raise fail(f"{place}.values.{key}", "a group needs a name and a non-empty mapping canonical -> forms")
        for canonical, inner in forms.items():
            if isinstance(inner, dict):
                raise fail(f"{place}.values.{key}.{canonical}", "groups do not nest")
            out.append((canonical, inner))
            groups[canonical] = name
    return out


def _load_action(name: str, spec: Any, types: dict, roles: dict, fail) -> Action:
    place = f"actions.{name}"
    if not isinstance(name, str) or not _NAME_RE.match(name):
        raise fail(place, "action names are identifiers ([a-z][a-z0-9_]*)")
    if not isinstance(spec, dict):
        raise fail(place, "expected a mapping with args, verbs, expressions")
    args = []
    for i, arg in enumerate(spec.get("args") or []):
        aplace = f"{place}.args[{i}]"
        if not isinstance(arg, dict):
            raise fail(aplace, "expected a mapping with role and types")
        role = arg.get("role")
        if role not in roles:
            raise fail(aplace, f"unknown role {role!r}; declared roles: {', '.join(roles)}")
        if any(a.role == role for a in args):
            raise fail(aplace, f"role {role!r} appears twice")
        arg_types = arg.get("types")
        if isinstance(arg_types, str):
            arg_types = [arg_types]
        if not isinstance(arg_types, list) or not arg_types:
            raise fail(aplace, "needs a non-empty list 'types'")
        for t in arg_types:
            if t not in types:
                raise fail(aplace, f"unknown type {t!r}; declared types: {', '.join(types)}")
        required_with = arg.get("required_with") or []
        if not isinstance(required_with, list) or any(t not in types for t in required_with):
            raise fail(f"{aplace}.required_with", f"a list of declared types ({', '.join(types)})")
        antecedent_when = arg.get("antecedent_when") or []
        if not isinstance(antecedent_when, list) or any(t not in arg_types for t in antecedent_when):
            raise fail(f"{aplace}.antecedent_when", f"a list of the role's own types ({', '.join(arg_types)})")
        vessel_when_placed = arg.get("vessel_when_placed") or []
        if not isinstance(vessel_when_placed, list) or any(t not in types for t in vessel_when_placed):
            raise fail(f"{aplace}.vessel_when_placed", f"a list of declared types ({', '.join(types)})")
        said_in = arg.get("said_in") or []
        if not isinstance(said_in, list) or not all(
                isinstance(v, str) and any(v in (types[t].values or {}) for t in arg_types) for v in said_in):
            raise fail(f"{aplace}.said_in", "a list of canonical values of the role's types")
        args.append(
            ArgSpec(
                role=role,
                types=tuple(arg_types),
                list=bool(arg.get("list", False)),
                multi=bool(arg.get("multi", False)),
                required=bool(arg.get("required", False)),
                prompt=str(arg.get("prompt", "")),
                required_with=tuple(required_with),
                antecedent_when=tuple(antecedent_when),
                vessel_when_placed=tuple(vessel_when_placed),
                said_in=tuple(said_in),
            )
        )
    role_names = {a.role for a in args}
    verbs = []
    for i, verb in enumerate(spec.get("verbs") or []):
        vplace = f"{place}.verbs[{i}]"
        if isinstance(verb, (list, str)):
            verb = {"say": verb}
        if not isinstance(verb, dict):
            raise fail(vplace, "expected a list of phrases or a mapping with 'say'")
        implicit = _implicit(verb.get("implicit"), role_names, vplace, fail)
        requires = verb.get("requires") or []
        if not isinstance(requires, list) or any(role not in role_names for role in requires):
            raise fail(f"{vplace}.requires", f"a list of the action's roles ({', '.join(sorted(role_names))})")
        weight = verb.get("weight", 1.0)
        if isinstance(weight, bool) or not isinstance(weight, (int, float)) or not 0 < weight < float("inf"):
            raise fail(f"{vplace}.weight", "a positive number")
        verbs.append(VerbSpec(say=_phrases(verb.get("say"), f"{vplace}.say", fail), implicit=implicit,
                              requires=tuple(requires), weight=float(weight)))
    if not verbs:
        raise fail(f"{place}.verbs", "an action needs at least one verb")
    implicit = _implicit(spec.get("implicit"), role_names, f"{place}.implicit", fail)
    expressions = []
    for i, expr in enumerate(spec.get("expressions") or []):
        _check_expression(expr, {a.role: a.types for a in args}, f"{place}.expressions[{i}]", fail)
        expressions.append(expr)
    if not expressions:
        raise fail(f"{place}.expressions", "an action needs at least one expression")
    requests = _phrases(spec["requests"], f"{place}.requests", fail) if spec.get("requests") is not None else ()
    from_context = spec.get("from_context") or []
    if not isinstance(from_context, list) or any(role not in role_names for role in from_context):
        raise fail(f"{place}.from_context", f"a list of the action's roles ({', '.join(sorted(role_names))})")
    measured_as, moved_as = (_other_action(spec, key, name, place, fail) for key in ("measured_as", "moved_as"))
    kept_with = spec.get("kept_with") or []
    held = {t for a in args if a.role != OBJECT_ROLE for t in a.types}
    if kept_with and (measured_as is None or not isinstance(kept_with, list) or not set(kept_with) <= held):
        raise fail(f"{place}.kept_with", "with measured_as, a list of types the action's other roles than "
                                         f"{OBJECT_ROLE!r} hold ({', '.join(sorted(held))})")
    counts_package = spec.get("counts_package", False)
    if not isinstance(counts_package, bool):
        raise fail(f"{place}.counts_package", "true or false")
    noun_verbs = spec.get("noun_verbs") or []
    said = {p for v in verbs for p in v.say}
    read_as = {}
    if isinstance(noun_verbs, list):  # "ladle: pour" names the verb it is read as
        read_as = {str(k).strip().lower(): normalize_phrase(str(v)) for w in noun_verbs if isinstance(w, dict)
                   for k, v in w.items()}
        noun_verbs = [next(iter(w)) if isinstance(w, dict) and len(w) == 1 else w for w in noun_verbs]
    if not isinstance(noun_verbs, list) or not all(isinstance(w, str) and w.strip() and " " not in w.strip()
                                                   for w in noun_verbs):
        raise fail(f"{place}.noun_verbs", "a list of one-word names of things, each alone or 'name: verb'")
    if any(v not in said or " " in v for v in read_as.values()):
        raise fail(f"{place}.noun_verbs", "a name is read as a one-word verb of this action ('ladle: pour')")
    return Action(name=name, args=tuple(args), verbs=tuple(verbs), implicit=implicit, expressions=tuple(expressions),
                  requests=requests, from_context=tuple(from_context), measured_as=measured_as,
                  kept_with=tuple(kept_with), moved_as=moved_as, counts_package=counts_package,
                  noun_verbs=tuple(w.strip().lower() for w in noun_verbs), noun_verbs_read_as=read_as)


def _other_action(spec: dict, key: str, name: str, place: str, fail) -> Optional[str]:
    """``spec[key]`` (``measured_as``, ``moved_as``): None when absent, else the name of an action other
    than ``name`` (whether it exists is checked once every action is loaded).

    Raises:
        DomainError: (made by ``fail``) a value that is no string, or ``name`` itself."""
    other = spec.get(key)
    if other is not None and (not isinstance(other, str) or other == name):
        raise fail(f"{place}.{key}", "the name of another action")
    return other


def _implicit(raw: Any, role_names: set, place: str, fail) -> dict[str, str]:
    if raw is None:
        return {}
    if not isinstance(raw, dict):
        raise fail(place, "expected a mapping role -> value")
    for role in raw:
        if role not in role_names:
            raise fail(place, f"implicit value for role {role!r}, which this action does not have")
    return {role: normalize_phrase(str(v)) if not str(v).startswith("[") else str(v) for role, v in raw.items()}


def placeholder_parts(ref: str) -> tuple[str, tuple[str, ...]]:
    """A template placeholder's role and the types it narrows the role to: ``"instrument:tool"`` →
    ``("instrument", ("tool",))``, ``"object:container|utensil"`` → ``("object", ("container",
    "utensil"))``, ``"object"`` → ``("object", ())`` (the role's own types)."""
    name, _, narrowed = ref.partition(":")
    return name.strip(), tuple(t.strip() for t in narrowed.split("|") if t.strip())


def _check_expression(expr: Any, role_types: dict, place: str, fail) -> None:
    if not isinstance(expr, str) or not expr.strip():
        raise fail(place, "an expression is a non-empty string")
    depth = 0
    for ch in expr:
        if ch in "[{":
            depth += 1
        elif ch in "]}":
            depth -= 1
        if depth < 0 or depth > 1:
            raise fail(place, f"unbalanced or nested brackets in {expr!r}")
    if depth != 0:
        raise fail(place, f"unbalanced brackets in {expr!r}")
    seen = []
    for ref, narrowed in map(placeholder_parts, _PLACEHOLDER_RE.findall(expr)):
        if ref != "verb" and ref not in role_types:
            raise fail(place, f"{{{ref}}} is not 'verb' nor a role of this action ({', '.join(sorted(role_types))})")
        if narrowed and (ref == "verb" or not set(narrowed) <= set(role_types[ref])):
            raise fail(place, f"{{{ref}:{'|'.join(narrowed)}}} narrows {ref!r} to types it does not have "
                              f"({', '.join(role_types.get(ref, ()))})")
        if ref in seen:
            raise fail(place, f"{{{ref}}} used twice in {expr!r}")
        seen.append(ref)
