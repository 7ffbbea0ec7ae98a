"""Assemble a predicate from an action and its role fillers, following the domain's template.

Used both by the data generator (to write reference predicates for generated sentences) and by the
parser's builder (to turn tagged spans into predicates), so that training references and system output
are canonicalised by the same code. Template order, list/multi arguments, verb-specific and default
implicit arguments follow ``../shared/docs/sugar_format.md`` §2.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping, Optional, Sequence

from slu_node.domain import OBJECT_ROLE, Domain
from slu_node.types import UNCERTAIN, Argument, Predicate


@dataclass(frozen=True)
class Filler:
    """One uttered value for a role.

    Attributes:
        value: canonical value (``egg``, ``500 g``) or ``#`` when not understood.
        type: the slot type it was found in ("" for ``#`` or a pronoun resolved from context).
        confidence: 0..1.
    """

    value: str
    type: str = ""
    confidence: float = 1.0


def build_predicate(
    domain: Domain,
    action: str,
    fills: Mapping[str, Sequence[Filler]],
    verb_phrase: str = "",
    implied: Optional[Mapping[str, str]] = None,
) -> Predicate:
    """Build ``action(...)`` with arguments in template order.

    Args:
        domain: the domain holding the action template.
        action: action name (must be in ``domain.actions``).
        fills: role → uttered fillers in spoken order. A ``list`` role collects every filler in one
            argument (``[egg, milk]``); a ``multi`` role gives one argument per filler, sorted by the
            order of the role's ``types``; any other role keeps its first filler.
        verb_phrase: the spoken verb ("whisk"), whose implicit arguments apply to roles not uttered;
            then the action's default implicit arguments apply.
        implied: role → implicit value said otherwise, applied before the verb's and the action's
            ("put *everything* in the oven": the object is ``*[ingredients]*``).

    Returns:
        The predicate; roles neither uttered nor implied are left out (SUGAR §2). An action with
        ``measured_as`` whose fillers hold an amount in a unit, and whose objects that action's object
        role takes, is written as that action (:func:`_measured`).

    Raises:
        KeyError: unknown action, or a role the action does not have.
    """
    spec = domain.actions[action]
    for role in fills:
        if spec.arg(role) is None:
            raise KeyError(f"action {action!r} has no role {role!r}")
    if spec.measured_as and _measured(domain, spec, fills):
        action, spec = spec.measured_as, domain.actions[spec.measured_as]
    implicit = {**spec.implied_by(verb_phrase), **(implied or {})}
    arguments: list[Argument] = []
    for arg in spec.args:
        fillers = [f for f in fills.get(arg.role, ()) if f.value]
        if not fillers:
            if arg.role in implicit:
                arguments.append(Argument(arg.role, (implicit[arg.role],), implicit=True, is_list=arg.list))
            continue
        if arg.multi:
            order = {t: i for i, t in enumerate(arg.types)}
            for f in sorted(_once(fillers), key=lambda f: order.get(f.type, len(order))):
                arguments.append(Argument(arg.role, (f.value,), confidence=f.confidence))
        elif arg.list:
            values = tuple(dict.fromkeys(f.value for f in fillers))
            conf = min(f.confidence for f in fillers)
            arguments.append(Argument(arg.role, values, is_list=True, confidence=conf))
        else:
            f = fillers[0]
            arguments.append(Argument(arg.role, (f.value,), confidence=f.confidence))
    return Predicate(action, tuple(arguments))


def _once(fillers: list[Filler]) -> list[Filler]:
    """``fillers`` with a value said twice kept once, at its lower confidence ("until it's light and
    fluffy", both words fluffy); ``#`` fillers all kept (each is a different unknown word)."""
    out: dict[str, Filler] = {}
    for i, f in enumerate(fillers):
        key = f.value if f.value != UNCERTAIN else f"{UNCERTAIN}{i}"
        if key not in out or f.confidence < out[key].confidence:
            out[key] = f if key not in out else Filler(f.value, out[key].type, f.confidence)
    return list(out.values())


def missing_required(domain: Domain, pred: Predicate, verb: str = "",
                     fills: Optional[Mapping[str, Sequence[Filler]]] = None) -> list[str]:
    """Roles the action requires, or its spoken ``verb`` does (:attr:`slu_node.domain.VerbSpec.requires`),
    or the values said (``fills``, role → fillers: :func:`roles_needed_by`), that ``pred`` neither fills
    nor implies (template order)."""
    spec = domain.actions[pred.action]
    present = {a.role for a in pred.arguments}
    needed = set(spec.verb_requires(verb)) if verb else set()
    needed.update(roles_needed_by(domain, pred.action, fills or {}))
    return [a.role for a in spec.args if (a.required or a.role in needed) and a.role not in present]


def roles_needed_by(domain: Domain, action: str, fills: Mapping[str, Sequence[Filler]]) -> list[str]:
    """Roles of ``action`` whose ``required_with`` types (:class:`slu_node.domain.ArgSpec`) hold every
    value said (``fills``, role → fillers) in the roles other than the object, amounts and counts
    left out (they say how much of the object): "put the spaghetti for ten minutes" needs where it
    goes, so does "put a salad bowl for eleven minutes"; "pop the masher at one degree for nine
    hours", a temperature said too, does not. Template order. Fifty-fourth session: "cook the pasta
    for nine minutes" is heard "put the pasta ..." by one synthetic voice in four spoken sets, and
    had been done."""
    counts = {t for t, spec in domain.types.items() if spec.kind == "measure" and not spec.unit_required}
    said = {f.type for role, values in fills.items() if role != OBJECT_ROLE
            for f in values if f.value and f.value != UNCERTAIN} - counts
    return [a.role for a in domain.actions[action].args if a.required_with and said and said <= set(a.required_with)]


def uncertain_roles(pred: Predicate) -> list[str]:
    """Roles of ``pred`` written ``#`` (asked to be repeated)."""
    return [a.role for a in pred.arguments if UNCERTAIN in a.values]


def first_object(pred: Predicate, roles: Sequence[str] = (OBJECT_ROLE,)) -> Optional[tuple[str, ...]]:
    """Values of the first uttered (non-implicit, certain) argument among ``roles``, for pronoun resolution."""
    for arg in pred.arguments:
        if arg.role in roles and not arg.implicit and not arg.uncertain:
            return arg.values
    return None


def _measured(domain: Domain, spec, fills: Mapping[str, Sequence[Filler]]) -> bool:
    """True when ``fills`` hold an amount in a unit (a value of a measured type whose unit may go
    unsaid, the amounts and counts, with a unit symbol: ``500 g``, not the bare count ``3``; SUGAR §3
    writes a count as a number alone; a time or a temperature is no amount) and every object
    filler is of a type the object role of ``spec.measured_as`` takes: "put 500 grams of flour in the
    bowl" adds the flour; "put two cups in the sink" puts cups away. The references of four probes
    written in three sessions (``cooking_probe``, ``cooking_probe3``, ``cooking_probe4``,
    ``cooking_probe36``: the twelfth, sixteenth and twenty-sixth) read a measured ingredient put into
    a vessel as ``add``; before the twenty-seventh session it was ``put(flour, bowl, 500 g)``. A
    filler of one of the action's ``kept_with`` types keeps it: "put three slices of bread in the
    toaster" is ``put(bread, toaster, 3 slice)``, the appliance put's own place in SUGAR's template
    (forty-ninth-session probe; it had been ``add``), unless it is a vessel some action works in
    (:attr:`slu_node.domain.Domain.worked_in_values`: "put a hundred grams of butter ... in the stand
    mixer" adds it; seventieth-session blind probe 443)."""
    target = domain.actions[spec.measured_as].arg(OBJECT_ROLE)
    amounts = {t.name for t in domain.types.values() if t.kind == "measure" and not t.unit_required}
    said = [f for fillers in fills.values() for f in fillers]
    if any(f.type in spec.kept_with and f.value not in domain.worked_in_values for f in said if f.value):
        return False
    objects = [f for f in fills.get(OBJECT_ROLE, ()) if f.value and f.type]
    return (any(f.type in amounts and " " in f.value for f in said) and bool(objects)
            and target is not None and all(f.type in target.types for f in objects))
