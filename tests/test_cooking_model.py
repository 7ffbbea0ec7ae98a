"""The committed cooking NLU model through the real parser: accuracy floors on held-out text.

Floors sit below what was measured when the model was trained (see models/cooking/MODEL_CARD.md), so a
regression of the model, the builder or the domain file makes them fail.
"""

import json
from pathlib import Path

import pytest

from slu_node.datagen import generate
from slu_node.domain import load_domain
from slu_node.parser import SpokenCommandParser
from slu_node.scoring.parser_eval import evaluate_examples, evaluate_sugar_file

ROOT = Path(__file__).resolve().parents[1]
DOMAIN_DIR = ROOT / "models" / "cooking"
FIXTURES = ROOT / "tests" / "fixtures"
SLURP_TEST = ROOT.parent / "shared" / "data" / "nlu" / "slurp" / "test.jsonl"


@pytest.fixture(scope="module")
def parser():
    return SpokenCommandParser.load(DOMAIN_DIR)


def test_handwritten_commands_floor(parser):
    figures = evaluate_sugar_file(parser, FIXTURES / "cooking_handwritten.txt", FIXTURES / "cooking_handwritten.sugar")
    assert figures["n"] >= 100
    assert figures["correct_actions"] >= 90.0, figures
    assert figures["correct_arguments"] >= 70.0, figures


def test_generated_held_out_floor(parser):
    domain = load_domain(DOMAIN_DIR)
    examples = generate(domain, 400, seed=987654)  # a seed training never used
    figures = evaluate_examples(parser, examples)
    assert figures["correct_actions"] >= 95.0, figures
    assert figures["correct_arguments"] >= 88.0, figures
    assert figures["slot_f1"] >= 90.0, figures


def test_out_of_domain_text_gives_no_command(parser):
    if not SLURP_TEST.is_file():
        pytest.skip(f"SLURP text not found at {SLURP_TEST}")
    sentences = []
    for line in SLURP_TEST.read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        if row["scenario"] != "cooking":
            sentences.append(row["sentence"])
    sentences = sentences[::10][:300]
    accepted = [s for s in sentences if parser.parse(s).command is not None and parser.parse(s).command.predicates]
    assert len(accepted) <= 0.05 * len(sentences), accepted[:10]


def test_convention_examples_exact(parser):
    """The context-free examples of the convention (§4) parse to exactly the written predicates."""
    cases = {
        "crack two eggs into the bowl": "open(2, egg, bowl)",
        "whisk well": "mix(*[ingredients]*, *whisk*, well)",
        "put the pan on the stove over medium heat": "put(pan, stove, medium heat)",
        "fry the zucchini flowers": "add(zucchini flower, *oil*)",
        "take half a kilo of milk and pour it into the pot": "[take(500 g, milk), add(milk, pot)]",
        "cover the bowl with cling film": "cover(bowl, cling film)",
    }
    from slu_node.sugar import format_predicates

    wrong = {}
    for text, expected in cases.items():
        result = parser.parse(text)
        got = format_predicates(result.command.predicates) if result.command else f"CLARIFY {result.clarification}"
        if got != expected:
            wrong[text] = got
    assert not wrong


def test_dialogue_acts(parser):
    for text, act in [("stop", "stop"), ("cancel that", "stop"), ("yes please", "yes"), ("undo that", "undo")]:
        result = parser.parse(text)
        assert result.command is not None and result.command.dialogue_act == act, (text, result)
