"""Dialogue state of one stream of commands: what the last command acted on, and where things went.

SUGAR writes an argument recovered from the context of the recipe with asterisks, as it writes one
recovered from the verb (``../shared/docs/sugar_format.md`` §2 and its examples 2 and 8):

- after "crack two eggs into the bowl", "add thirty grams of milk" is ``add(30 g, milk, *egg*)``: the
  preparation so far, written ``*[ingredients]*`` when it holds several things, is the eggs;
- after "take half a kilo of milk and pour it into the pot", "let it simmer on low heat for ten minutes"
  is ``cook(milk, *pot*, low heat, 10 min)``: the milk is in the pot.

:class:`DialogueState` keeps what these need across the accepted commands of one stream (the
microphone, a recording, a bag, a ROS topic): the objects of the last command (for pronouns, as
before), the place each value was last put (the ``destination`` of the predicate that put it there)
and the preparation: the values of the ingredient types put into the vessel used last. It completes a
command from the commands *before* it only; within one utterance the builder's reading stands
("crack two eggs into the bowl and whisk them" keeps its own arguments).

Role names are the domain's, read the way pronoun resolution reads ``object``
(:func:`slu_node.predicates.first_object`): a place is a ``destination`` value, and the actions that take
one from context name the roles in the domain file (``from_context``, :class:`slu_node.domain.Action`).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Optional

from slu_node.answers import answered
from slu_node.corrections import corrected
from slu_node.domain import OBJECT_ROLE, PLACE_ROLE, SOURCE_ROLE, Domain
from slu_node.predicates import first_object
from slu_node.textnorm import PRONOUNS, find_phrase
from slu_node.types import (ALL_INGREDIENTS, REASON_LOW_CONFIDENCE, REASON_MISSING_ARGUMENT, REASON_OUT_OF_DOMAIN,
                            REASON_UNKNOWN_WORD, UNCERTAIN, VERB_TAG, Argument, ClarificationRequest, Command,
                            ParseResult, Predicate)

#: Words that make a command said without a verb the last action again, on what it names: "peel the
#: carrots", then "and the potatoes *too*". English.
ELLIPSIS_WORDS = frozenset({"too", "also", "same"})
ELLIPSIS_PHRASES = (("as", "well"),)


@dataclass
class DialogueState:
    """The context of one stream of commands (see the module docstring).

    Args:
        domain: the domain of the commands (its actions' templates, implicit rules and types).

    Attributes:
        objects: object values of the last accepted command (pronoun antecedents), or None.
        places: value → the place it was last put (a ``destination`` value).
        vessel: the place the preparation was last put in (or a vessel put somewhere since: "put a
            saucepan on the stove"), or None.
        contents: place → the preparation's values put there, in order.
        last: the last predicate of the last accepted command, or None.
        asked: the partial parse of the question asked about the last utterance (a missing or an
            unknown argument), which the next one may answer (:meth:`answer`), or None.
    """

    domain: Domain
    objects: Optional[tuple[str, ...]] = None
    places: dict[str, str] = field(default_factory=dict)
    vessel: Optional[str] = None
    contents: dict[str, list[str]] = field(default_factory=dict)
    last: Optional[Predicate] = None
    asked: Optional[tuple[Predicate, ...]] = None

    def reset(self) -> None:
        """Forget the context (a new stream or a new recipe)."""
        self.objects, self.vessel, self.last, self.asked = None, None, None, None
        self.places.clear()
        self.contents.clear()

    def after(self, result: ParseResult) -> ParseResult:
        """``result`` with its command completed from the commands before it (:meth:`complete`); the
        state then takes in the completed command (:meth:`update`). A result with no command, or a
        dialogue act, is returned as it is and changes nothing.

        A command said without a verb but with "too" is read against the last action
        (:meth:`ellipsis`): after "peel the carrots", "and the potatoes too" is ``peel(potato)``; the
        tagger's verbless reading, ``add(potato, *[ingredients]*)``, had been done
        (twenty-third session). A result asked about may still name what "it" says next
        (:meth:`mentioned`)."""
        asked, self.asked = self.asked, None
        result = self.answer(result, asked) or self.correction(result)
        if result.command is None or not result.command.predicates:
            self.mentioned(result)
            clar = result.clarification
            if clar is not None and clar.reason in (REASON_MISSING_ARGUMENT, REASON_UNKNOWN_WORD) and clar.partial:
                self.asked = tuple(clar.partial)  # the next utterance may answer it
            return result
        result = self.ellipsis(result)
        if result.command is None:
            return result
        command = self.complete(self.lifted(result))
        # what the parser read a next pronoun as, when the command is still the one it read
        self.update(command, result.antecedents if command.predicates == result.command.predicates else ())
        return result if command == result.command else replace(result, command=command)

    def answer(self, result: ParseResult, asked: Optional[tuple[Predicate, ...]]) -> Optional[ParseResult]:
        """``result`` read as the answer to the question asked just before (``asked``: its partial
        parse, with one ``#``): "the salt" after "add it to the bowl" (*What should I add?*) is
        ``add(salt, bowl)`` (:func:`slu_node.answers.answered`); None when ``result`` says no such
        answer, or no question is pending."""
        filled = answered(asked, result.text, self.domain) if asked else None
        if filled is None:
            return None
        return replace(result, command=Command(predicates=filled, confidence=1.0), clarification=None)

    def mentioned(self, result: ParseResult) -> None:
        """Take in the things a command asked about named: when ``result`` was asked about for an
        unknown word or a missing argument, the certain objects of its partial parse become the
        pronoun antecedents (:attr:`objects`); nothing else changes, as nothing was done. After "heat
        some oil in the frying pan" and "lay the salmon in the pan skin side down" (asked about:
        "skin side down"), "cook it for four minutes", "turn it over" and "squeeze some lemon juice
        over it" had been done to the oil; "it" is the salmon, the thing last named (forty-eighth
        session's recipes). A command asked about for low confidence names nothing for certain, but
        was said after the things before it: a pronoun next no longer stands for those, and is asked
        about ("my sister's coming round later so let's make her a cake could you fetch me four eggs",
        doubted, then "crack them into the big bowl" had cracked the parmesan grated two commands
        before; sixty-sixth-session blind probe 352 read as one dialogue: 10 → 8 done wrong, as many
        right; the recipe dialogues of the tests unchanged). One asked about as out of domain, talk
        about something else, changes nothing."""
        asked = result.clarification
        if asked is not None and asked.reason == REASON_LOW_CONFIDENCE:
            self.objects = None
            return
        if asked is None or asked.reason not in (REASON_UNKNOWN_WORD, REASON_MISSING_ARGUMENT):
            return
        self.objects = result.antecedents or _last_objects(result.predicates, self.domain) or self.objects

    def correction(self, result: ParseResult) -> ParseResult:
        """``result`` read as a correction of the last accepted command when it was the dialogue act
        "no", out of domain or asked about for an unknown word, and says a correction and one value
        or amount
        (:func:`slu_node.corrections.corrected`: after "put the pot on the stove", "sorry i meant the
        pan" is ``put(pan, stove)``; twenty-fifth session). A result asked about for anything else
        (low confidence in noise) stays as it is; so does any other result."""
        asked = result.clarification
        if self.last is None or not (
                (result.command is not None and result.command.dialogue_act == "no")
                or (asked is not None and asked.reason in (REASON_OUT_OF_DOMAIN, REASON_UNKNOWN_WORD))):
            return result
        fixed = corrected(self.last, result.text.split(), self.domain)
        if fixed is None:
            return result
        return replace(result, command=Command(predicates=(fixed,), confidence=1.0), clarification=None)

    def ellipsis(self, result: ParseResult) -> ParseResult:
        """``result`` read against the last accepted action when it says one action, no verb and a
        word of :data:`ELLIPSIS_WORDS` or :data:`ELLIPSIS_PHRASES`: the last predicate with this
        one's objects and other uttered arguments (its quantity only when this one says one), when
        the last action's object role can hold them (so "the flour too" after "add the sugar to the
        bowl" goes to the bowl, as "the same with the flour" does; it had been
        ``add(flour, *[ingredients]*)``, twenty-fifth session); otherwise a
        ``low_confidence`` clarification with the ``unclear_action`` prompt ("the bowl too" after
        "peel the carrots"). Without such a word a verbless command stays as the tagger read it:
        SUGAR's "now a bit of salt" is ``add``, whatever came before. "same" with no action before
        it ("do the same with the carrots", first in the stream) is asked about the same way; it had
        been ``add(carrot, ...)`` (thirty-fourth session). Any other result is returned as it is."""
        pred = result.command.predicates[0]
        if (len(result.command.predicates) != 1 or result.nlu is None
                or any(t.startswith(VERB_TAG) for t in result.nlu.tags)):
            return result
        said = [a for a in pred.arguments if not a.implicit]
        objects = tuple(v for a in said if a.role == OBJECT_ROLE for v in a.values)
        tokens = result.nlu.tokens
        if self.last is None and objects and "same" in result.text.split():  # "do the same with the carrots"
            return self._unclear(result, pred, objects)
        if self.last is None or not objects or not (ELLIPSIS_WORDS.intersection(tokens)
                                                    or any(find_phrase(tokens, p) is not None
                                                           for p in ELLIPSIS_PHRASES)):
            return result
        action = self.domain.actions[self.last.action]
        spec = action.arg(OBJECT_ROLE)
        if (spec is not None and (spec.list or len(objects) == 1)
                and self.domain.all_of_types(objects, spec.types)):
            quantity = {a.role for a in action.args if a.types == ("quantity",)}
            uttered = {a.role: a for a in said if action.arg(a.role) is not None}
            kept = [a for a in self.last.arguments if a.role not in uttered and a.role not in quantity]
            arguments = kept + [replace(a, is_list=action.arg(a.role).list) for a in uttered.values()]
            predicate = Predicate(self.last.action, action.in_template_order(arguments))
            command = replace(result.command, predicates=(predicate,))
            return replace(result, command=command)
        return self._unclear(result, pred, objects)

    def _unclear(self, result: ParseResult, pred: Predicate, objects: tuple[str, ...]) -> ParseResult:
        """``result`` asked about with the ``unclear_action`` prompt: which action ``objects`` are for."""
        prompt = self.domain.prompts["unclear_action"].format(word=" and ".join(objects))
        clarification = ClarificationRequest(REASON_LOW_CONFIDENCE, partial=(pred,), prompt=prompt, words=objects)
        return replace(result, command=None, clarification=clarification)

    def lifted(self, result: ParseResult) -> Command:
        """``result``'s command where an object said as a pronoun took the last command's objects and
        a source is said that they are not on themselves but in a vessel that is: the vessel is what
        is taken off. After "put the saucepan on the stove", "pour in the milk" and "add the sugar",
        "take it off the heat" is ``remove(saucepan, stove)``; it had been ``remove(sugar, stove)``
        (thirtieth session, the recipes of ``tests/fixtures/cooking_recipes.*`` read as dialogues).
        The vessel is found by following where each object was put (:attr:`places`) until the place
        put on the source; every object must lead to the same one, of a type the object role holds."""
        tokens, tags = (result.nlu.tokens, result.nlu.tags) if result.nlu is not None else ((), ())
        said_as_pronoun = any(t in PRONOUNS and tag[2:] == OBJECT_ROLE for t, tag in zip(tokens, tags))
        if not said_as_pronoun or self.objects is None:
            return result.command
        predicates = tuple(self._lifted(pred) for pred in result.command.predicates)
        return result.command if predicates == result.command.predicates else replace(
            result.command, predicates=predicates)

    def _lifted(self, pred: Predicate) -> Predicate:
        said = {a.role: a for a in pred.arguments if not a.implicit and not a.uncertain}
        obj, source = said.get(OBJECT_ROLE), said.get(SOURCE_ROLE)
        spec = self.domain.actions[pred.action].arg(OBJECT_ROLE)
        if obj is None or source is None or len(source.values) != 1 or obj.values != self.objects or spec is None:
            return pred
        holders = {self._holder(v, source.values[0]) for v in obj.values}
        holder = holders.pop() if len(holders) == 1 else None
        if holder is None or not self.domain.value_types(holder) & set(spec.types):
            return pred
        arguments = tuple(replace(a, values=(holder,), is_list=spec.list) if a is obj else a for a in pred.arguments)
        return Predicate(pred.action, arguments)

    def _holder(self, value: str, place: str) -> Optional[str]:
        """The vessel ``value`` is in, directly or through others, that was put on ``place``; None when
        ``value`` was put on ``place`` itself, or nowhere that leads there."""
        seen, here = {value}, value
        while self.places.get(here) not in (None, place) and self.places[here] not in seen:
            here = self.places[here]
            seen.add(here)
        return here if here != value and self.places.get(here) == place else None

    def complete(self, command: Command) -> Command:
        """``command`` with implicit arguments read from the context:

        - ``*[ingredients]*`` (everything in the preparation so far) names the one value the
          preparation holds, when it holds one: ``add(30 g, milk, *egg*)``;
        - a role the action's domain file lists in ``from_context``, neither uttered nor implied, is
          the place all the action's objects were last put, when they were put in one:
          ``cook(milk, *pot*, ...)``; for "everything so far", the place of the preparation.

        Raises:
            KeyError: a predicate of an action the domain does not have.
        """
        one = self._single_ingredient()
        predicates = tuple(self._complete(pred, one) for pred in command.predicates)
        return command if predicates == command.predicates else replace(command, predicates=predicates)

    def update(self, command: Command, antecedents: tuple[str, ...] = ()) -> None:
        """Take in an accepted ``command``: its objects, where its values were put, and what went into
        the preparation. ``antecedents``: what the parser read a pronoun said next as
        (:attr:`ParseResult.antecedents`, in the order the values were said); () to take them from the
        predicates alone (:func:`_last_objects`)."""
        self.last = command.predicates[-1]
        for pred in command.predicates:
            values = self._objects(pred)
            place = next((a for a in pred.arguments if a.role == PLACE_ROLE), None)
            if place is None or len(place.values) != 1 or place.uncertain:
                continue
            where = place.values[0]
            if place.implicit:  # into the preparation ("*[ingredients]*" or the one value it held)
                if where != ALL_INGREDIENTS and self.places.get(where) is None:
                    continue
                where = self.vessel
                if where is None:
                    continue
            elif self._is_ingredient(where):  # onto an ingredient put somewhere: there ("drizzle oil over
                where = self.places.get(where, where)  # the chicken" in the tin; a pan on the stove stays a place)
            for value in values:
                self.places[value] = where
            prepared = [v for v in values if self._is_ingredient(v)]
            if prepared:
                self.vessel = where
                self.contents.setdefault(where, []).extend(prepared)
            elif len(values) == 1 and self._is_vessel(values[0]):
                self.vessel = values[0]  # "put a saucepan on the stove": what is poured in next goes there
        self.objects = tuple(antecedents) or _last_objects(command.predicates, self.domain) or self.objects

    def _complete(self, pred: Predicate, one: Optional[str]) -> Predicate:
        action = self.domain.actions[pred.action]
        if one in self._objects(pred):
            one = None  # "add more salt" to a preparation of salt: the salt is not added to itself
        arguments = [replace(a, values=(one,)) if one is not None and a.implicit and a.values == (ALL_INGREDIENTS,)
                     else a for a in pred.arguments]
        present = {a.role for a in arguments}
        objects = self._objects(Predicate(pred.action, tuple(arguments)))
        everything = any(a.role == OBJECT_ROLE and a.implicit and a.values == (ALL_INGREDIENTS,) for a in arguments)
        for role in action.from_context:
            # the objects' place; "everything so far" is where the preparation is ("cook for ten minutes")
            places = {self.places.get(v) for v in objects} if objects else {self.vessel} if everything else set()
            if role in present or len(places) != 1 or None in places:
                continue
            arguments.append(Argument(role, (places.pop(),), implicit=True, is_list=action.arg(role).list))
        return Predicate(pred.action, action.in_template_order(arguments))

    def _single_ingredient(self) -> Optional[str]:
        """The one value the preparation holds, or None (nothing, or several)."""
        held = list(dict.fromkeys(self.contents.get(self.vessel, []))) if self.vessel is not None else []
        return held[0] if len(held) == 1 else None

    @staticmethod
    def _objects(pred: Predicate) -> tuple[str, ...]:
        """The values of ``pred``'s object argument, uttered or implicit, but "everything so far" and ``#``."""
        arg = next((a for a in pred.arguments if a.role == OBJECT_ROLE), None)
        if arg is None:
            return ()
        return tuple(v for v in arg.values if v not in (ALL_INGREDIENTS, UNCERTAIN))

    def _is_vessel(self, value: str) -> bool:
        """True when ``value`` can hold the preparation: it is of one of :attr:`Domain.vessel_types` (a
        pan, a bowl, a tin; no ingredient)."""
        return bool(self.domain.value_types(value) & self.domain.vessel_types)

    def _is_ingredient(self, value: str) -> bool:
        """True when ``value`` is of a type the preparation holds (ingredients, in cooking)."""
        return bool(self.domain.value_types(value) & self.domain.preparation_types)


def _last_objects(predicates, domain: Domain) -> Optional[tuple[str, ...]]:
    """What "it" stands for next, from the predicates alone (the parser's reading,
    :attr:`ParseResult.antecedents`, is used when there is one): of the last of ``predicates`` that has
    any, the uttered values of its first role in template order that the domain file marks
    ``antecedent_when`` holding only values of those types (after "scoop the seeds out of the
    pumpkin", the pumpkin; :mod:`slu_node.antecedents`), else its uttered objects
    (:func:`first_object`); None when none has. The next utterance's pronoun is not known yet, so its
    number does not choose here as it does within one utterance."""
    for pred in reversed(predicates):
        action = domain.actions.get(pred.action)
        marked = [arg for arg in pred.arguments if action is not None and not arg.implicit and not arg.uncertain
                  and (spec := action.arg(arg.role)) is not None and spec.antecedent_when
                  and domain.all_of_types(arg.values, spec.antecedent_when)]
        if marked or (found := first_object(pred)):
            return marked[0].values if marked else found
    return None
