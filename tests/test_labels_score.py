"""Intent/slot label scoring for the Picovoice-style coffee domain."""

import os
from pathlib import Path

import pytest

from slu_node.scoring.labels import LabelItem, read_labels, score_labels, slots_from_result

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "scoring"
SHARED = Path(os.environ.get("SLU_SHARED") or Path(__file__).resolve().parents[1] / ".." / "shared")
COFFEE_LABELS = SHARED / "data" / "speech" / "coffee_dev" / "labels.jsonl"


def test_read_fixture_labels():
    items = read_labels(FIXTURES / "labels.jsonl")
    assert [x.audio for x in items] == ["wav/a.wav", "wav/b.wav", "wav/c.wav"]
    assert items[2] == LabelItem(
        "wav/c.wav", "orderDrink", {"coffeeDrink": "espresso", "numberOfShots": "double shot", "size": "small"}
    )


@pytest.mark.skipif(not COFFEE_LABELS.exists(), reason=f"shared data not found at {COFFEE_LABELS}")
def test_read_coffee_dev_labels():
    items = read_labels(COFFEE_LABELS)
    assert len(items) == 62
    assert {x.intent for x in items} == {"orderDrink"}
    assert all((COFFEE_LABELS.parent / x.audio).exists() for x in items)
    perfect = score_labels(items, {x.audio: (x.intent, x.slots) for x in items})
    assert perfect["command_acceptance"] == 1.0 and perfect["slot_accuracy"] == 1.0


@pytest.mark.parametrize(
    "line, message",
    [
        ("not json", "not JSON"),
        ("[1, 2]", "JSON object"),
        ('{"intent": "x", "slots": {}}', "audio"),
        ('{"audio": "a.wav", "intent": 3, "slots": {}}', "intent"),
        ('{"audio": "a.wav", "intent": "x", "slots": {"size": 12}}', "slots"),
    ],
)
def test_malformed_labels(tmp_path, line, message):
    path = tmp_path / "labels.jsonl"
    path.write_text('{"audio": "ok.wav", "intent": "x", "slots": {}}\n' + line + "\n", encoding="utf-8")
    with pytest.raises(ValueError, match=rf":2: .*{message}"):
        read_labels(path)


def test_duplicate_audio(tmp_path):
    path = tmp_path / "labels.jsonl"
    path.write_text('{"audio": "a.wav", "intent": "x"}\n{"audio": "a.wav", "intent": "x"}\n', encoding="utf-8")
    with pytest.raises(ValueError, match="twice"):
        read_labels(path)


def test_score_labels_hand_computed():
    gold = read_labels(FIXTURES / "labels.jsonl")
    hyp = {
        # a: right, plus an extra slot (not penalised) and stray whitespace (stripped)
        "wav/a.wav": ("orderDrink", {"coffeeDrink": " latte", "size": "small", "roast": "dark roast"}),
        # b: wrong intent, slot right
        "wav/b.wav": ("cancel", {"coffeeDrink": "americano"}),
        # c: looked up by file name; numberOfShots wrong, size missing
        "c.wav": {"intent": "orderDrink", "slots": {"coffeeDrink": "espresso", "numberOfShots": "triple shot"}},
    }
    r = score_labels(gold, hyp)
    assert r["commands"] == 3 and r["understood"] == 1
    assert r["command_acceptance"] == pytest.approx(1 / 3)
    assert r["intent_correct"] == 2 and r["intent_accuracy"] == pytest.approx(2 / 3)
    assert r["missing"] == 0 and r["extra_slots"] == 1
    assert r["slots_labelled"] == 6 and r["slots_correct"] == 4
    assert r["slot_accuracy"] == pytest.approx(4 / 6)
    assert r["per_slot"] == {
        "coffeeDrink": {"labelled": 3, "correct": 3, "accuracy": 1.0},
        "numberOfShots": {"labelled": 1, "correct": 0, "accuracy": 0.0},
        "size": {"labelled": 2, "correct": 1, "accuracy": 0.5},
    }
    assert r["failures"] == ["wav/b.wav", "wav/c.wav"]
    assert r["accepted_wrong"] == 2 and r["accepted_wrong_rate"] == pytest.approx(2 / 3)


def test_missing_and_case_sensitive():
    gold = [LabelItem("a.wav", "orderDrink", {"size": "small"}), LabelItem("b.wav", "orderDrink", {})]
    r = score_labels(gold, {"a.wav": ("orderDrink", {"size": "Small"}), "b.wav": None})
    assert r["understood"] == 0 and r["missing"] == 1 and r["slot_accuracy"] == 0.0
    assert r["accepted_wrong"] == 1  # a.wav had output ("Small"), b.wav had none
    r = score_labels(gold, {"b.wav": ("orderDrink", {})})
    assert r["understood"] == 1 and r["missing"] == 1 and r["failures"] == ["a.wav"]
    assert score_labels([], {})["command_acceptance"] == 0.0
    with pytest.raises(ValueError, match="intent, slots"):
        score_labels(gold, {"a.wav": ("orderDrink",)})


def test_stem_lookup():
    gold = [LabelItem("wav/a.wav", "orderDrink", {"size": "small"})]
    assert score_labels(gold, {"a": ("orderDrink", {"size": "small"})})["understood"] == 1


def test_slots_from_result():
    from slu_node.types import Argument, ClarificationRequest, Command, ParseResult, Predicate

    order = Predicate("orderDrink", (
        Argument("size", ("small",)),
        Argument("coffeeDrink", ("latte",)),
        Argument("milkAmount", ("#",)),
        Argument("roast", ("medium roast",), implicit=True),
    ))
    accepted = ParseResult("a small latte", command=Command((order,)))
    asked = ParseResult("um", clarification=ClarificationRequest("low_confidence"))
    more = ParseResult("with soy milk", command=Command((Predicate("orderDrink", (Argument("milkAmount", ("soy milk",)),)),)))
    assert slots_from_result([asked, accepted, more]) == (
        "orderDrink", {"size": "small", "coffeeDrink": "latte", "milkAmount": "soy milk"}
    )
    assert slots_from_result([asked]) is None
    assert slots_from_result([]) is None
    assert slots_from_result([ParseResult("stop", command=Command((), dialogue_act="stop"))]) == ("stop", {})
    gold = [LabelItem("wav/x.wav", "orderDrink", {"size": "small", "coffeeDrink": "latte"})]
    assert score_labels(gold, {"x": slots_from_result([accepted])})["understood"] == 1
