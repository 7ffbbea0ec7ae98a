"""Score the text → command parser on labelled text: generated examples or 'ID; text' + SUGAR files.

Figures (all percentages 0..100):

- ``correct_actions`` / ``correct_arguments``: SUGAR headline figures (§5 of the convention) over the
  in-domain utterances, clarifications scored with their partial parse (``#`` arguments);
- ``exact_match``: the utterance's intents (actions in order, or the dialogue act; none for
  out-of-domain text) equal the reference's — MEDIA/JointBERT "exact match";
- ``slot_f1``: span-level F1 of the BIO tags (seqeval), generated examples only;
- ``accepted``: in-domain utterances that gave a command (not a clarification);
- ``ood_rejected``: out-of-domain utterances that gave no command;
- ``concept_error_rate``: MEDIA concept error rate over (concept, value) sequences.
"""

from __future__ import annotations

from pathlib import Path
from typing import Sequence, Union


from slu_node.scoring.concepts import concept_error_rate
from slu_node.scoring.sugar_score import headline_figures, score_utterance
from slu_node.sugar import parse_predicates, read_referenced_lines
from slu_node.types import Example, ParseResult, Predicate


def _intents(result: ParseResult) -> tuple[str, ...]:
    if result.command is None:
        return ()
    if result.command.dialogue_act:
        return (result.command.dialogue_act,)
    return tuple(p.action for p in result.command.predicates)


def score_parses(refs: Sequence[list[Predicate]], ref_intents: Sequence[tuple[str, ...]],
                 results: Sequence[ParseResult]) -> dict:
    """Figures of the module docstring for aligned references and parse results (no slot F1)."""
    tuples, in_domain, accepted, ood, rejected, exact = [], 0, 0, 0, 0, 0
    cer_refs, cer_hyps = [], []
    for ref, intents, result in zip(refs, ref_intents, results):
        hyp = list(result.predicates)
        exact += _intents(result) == tuple(intents)
        if not intents:
            ood += 1
            rejected += result.command is None
            continue
        if not ref:  # a dialogue act: no predicates to score
            continue
        in_domain += 1
        accepted += result.command is not None
        tuples += score_utterance(ref, hyp)
        cer_refs.append(ref)
        cer_hyps.append(hyp if result.command is not None else [])
    figures = {k: round(v, 2) for k, v in headline_figures(tuples).items()} if tuples else {}
    figures.update({
        "n": len(results),
        "exact_match": round(100.0 * exact / max(1, len(results)), 2),
        "accepted": round(100.0 * accepted / in_domain, 2) if in_domain else None,
        "ood_rejected": round(100.0 * rejected / ood, 2) if ood else None,
    })
    if cer_refs:
        figures["concept_error_rate"] = round(100.0 * concept_error_rate(cer_refs, cer_hyps)["cer"], 2)
    return figures


def evaluate_examples(parser, examples: Sequence[Example]) -> dict:
    """Parse generated examples (``Example.reference`` as SUGAR reference) and score them, with slot F1
    (seqeval) over the examples whose words the parser's normalisation kept one for one; those it
    rewrote to another number of words ("is the rice cooked" is read as "check if the rice cooked")
    have no tag alignment and are counted in ``slot_f1_unaligned`` instead."""
    from seqeval.metrics import f1_score

    results = [parser.parse(ex.text) for ex in examples]
    refs = [parse_predicates(ex.reference) if ex.reference else [] for ex in examples]
    figures = score_parses(refs, [ex.intents for ex in examples], results)
    gold, pred = [], []
    for ex, r in zip(examples, results):
        tags = list(r.nlu.tags) if r.nlu is not None else ["O"] * len(ex.tokens)
        if ex.tokens and len(tags) == len(ex.tokens):
            gold.append(list(ex.tags))
            pred.append(tags)
    figures["slot_f1"] = round(100.0 * f1_score(gold, pred), 2)
    figures["slot_f1_unaligned"] = sum(1 for ex in examples if ex.tokens) - len(gold)
    return figures


def evaluate_sugar_file(parser, text_file: Union[str, Path], sugar_file: Union[str, Path]) -> dict:
    """Parse every 'ID; text' line and score against the 'ID; predicates' reference with the same IDs.

    Raises:
        ValueError: an ID of the text file has no reference line.
    """
    items = read_referenced_lines(text_file, sugar_file)
    results = [parser.parse(text) for text, _ in items]
    ref_list = [ref for _, ref in items]
    intents = [tuple(p.action for p in ref) for ref in ref_list]
    return score_parses(ref_list, intents, results)
