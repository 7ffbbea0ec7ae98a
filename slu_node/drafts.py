"""One action found in an utterance while its predicate is built: :class:`ActionDraft`, shared by the
segmenter (:mod:`slu_node.segments`), the builder (:mod:`slu_node.builder`) and the clarification
policy (:mod:`slu_node.clarify`)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

from slu_node.predicates import Filler
from slu_node.spans import Span
from slu_node.types import Predicate


@dataclass
class ActionDraft:
    """One action found in the utterance, with what was gathered for it.

    Attributes:
        action: action name.
        confidence: min of the trigger's tag confidence and the action's intent probability.
        verb: the spoken verb phrase ("" when the action was inferred from the intent alone).
        verb_confidence: the verb span's tag confidence when the verb decides the action (no other
            action says it, nor a phrase that starts with it and whose later words follow it, that
            could hold the arguments: "simmer" is cook's alone, and of remove and separate, which
            both say "remove", only remove takes an oven as the source), else 0; see
            :func:`slu_node.clarify._action_confidence`.
        spans: the role spans attributed to this action, in spoken order.
        fills: role → fillers (``#`` for words not in the lexicon).
        unknown_words: role → the spans that matched nothing in the lexicon.
        unresolved: role → pronouns with no antecedent in the utterance nor in the dialogue context.
        dropped: spans whose role the action does not have (kept for diagnostics).
        unplaced: the texts of the dropped spans that name a known lexicon value or an amount of a
            measured type (no role of the action holds them: "grate the cheese over *the pasta*").
        overflow: the texts of the values after the first for a role that holds one ("take the eggs
            and *the pan* off the stove"): dropped and unplaced too, and always asked about.
        prepared: the foreign words read past as saying how a value was prepared
            (:func:`slu_node.values.prepared`: "*grated*" in "the grated cheese"); heard in noise
            they are asked about.
        juxtaposed: the texts of spans read as several values with nothing between them, the role's
            only span ("tofu eggs", :meth:`slu_node.values.ValueReader.split_values`), or joining the
            list beside them with no "and" in it ("nut chicken wings"), or a pronoun with a value
            right after it ("it pine nuts"), or a value a list names a second time ("a biscuit and
            the biscuit"); heard, they are asked about.
        predicate: the built predicate.
        antecedents: what a pronoun of the next action stands for, as the builder read it
            (:mod:`slu_node.antecedents`); () when the action named nothing.
        gapped: True for an act after the first of a verb said once for several (gapping,
            :mod:`slu_node.gapping`: "... and the butter in the freezer"; a sequence's "add the salt,
            *then the pepper*", :class:`slu_node.segments.Segmenter`): its verb is the first act's.
    """

    action: str
    confidence: float
    verb: str = ""
    verb_confidence: float = 0.0
    spans: list[Span] = field(default_factory=list)
    fills: dict[str, list[Filler]] = field(default_factory=dict)
    unknown_words: dict[str, list[str]] = field(default_factory=dict)
    unresolved: dict[str, list[str]] = field(default_factory=dict)
    dropped: list[Span] = field(default_factory=list)
    unplaced: list[str] = field(default_factory=list)
    overflow: list[str] = field(default_factory=list)
    prepared: list[str] = field(default_factory=list)
    juxtaposed: list[str] = field(default_factory=list)
    predicate: Optional[Predicate] = None
    antecedents: tuple[str, ...] = ()
    gapped: bool = False


def holds_all(draft: ActionDraft) -> bool:
    """True when a filled draft's action held every span: no word outside the lexicon, none dropped."""
    return not draft.unknown_words and not draft.dropped
