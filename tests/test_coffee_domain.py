"""The coffee-order domain (models/coffee): domain file, lexicon against the labels, and real recordings
end to end through the pipeline with an accuracy floor."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
import yaml

from slu_node.domain import load_domain
from slu_node.scoring.labels import read_labels, score_labels, slots_from_result

ROOT = Path(__file__).resolve().parents[1]
DOMAIN_DIR = ROOT / "models" / "coffee"
SHARED = Path(os.environ.get("SLU_SHARED") or ROOT / ".." / "shared")
COFFEE = SHARED / "data" / "speech" / "coffee_dev"
LABEL_SLOTS = {"coffeeDrink", "size", "roast", "numberOfShots", "milkAmount", "sugarAmount"}
#: Recordings run end to end (every 8th labelled file: 8 of 62) and the floors. Measured on this subset
#: with the committed model and the default pipeline: 5/8 commands accepted, 24/29 slots right
#: (docs/results/coffee_benchmark.md has the full set); the floors leave room for one more miss.
E2E_STEP = 8
E2E_FLOOR = 0.5
# Measured on these 8 recordings: 17/29 slots (59 %) since n-best alternatives only inherit the word
# posteriors the recogniser gave (fewer commands from guesses: false accepts at 10 dB 37 % -> 15 % on
# synthetic speech); 84.5 % slot accuracy on all 62 recordings (docs/results/coffee_benchmark.md).
E2E_SLOT_FLOOR = 0.5


def label_name(name: str) -> str:
    """snake_case domain name → camelCase label name (see benchmarks/coffee_benchmark.py)."""
    head, *rest = name.split("_")
    return head + "".join(p[:1].upper() + p[1:] for p in rest)


def _labelled(hyp):
    if hyp is None:
        return None
    intent, slots = hyp
    return label_name(intent), {label_name(k): v for k, v in slots.items()}


def _need_shared():
    if not (COFFEE / "labels.jsonl").is_file():
        pytest.skip(f"coffee_dev speech data not found at {COFFEE} (set SLU_SHARED)")


def _need_model():
    missing = [p for p in ("nlu.int8.onnx", "nlu.json", "asr/lm.arpa", "asr/words.dict") if not (DOMAIN_DIR / p).is_file()]
    if missing:
        pytest.skip(f"models/coffee not trained ({', '.join(missing)} missing): slu train --domain models/coffee")


@pytest.fixture(scope="module")
def coffee():
    return load_domain(DOMAIN_DIR)


def test_domain_validates_with_one_order_action(coffee):
    assert coffee.name == "coffee"
    assert list(coffee.actions) == ["order_drink"]
    assert label_name("order_drink") == "orderDrink"
    assert len(coffee.out_of_domain) >= 60


def test_roles_are_the_label_slots(coffee):
    roles = [a.role for a in coffee.actions["order_drink"].args]
    assert {label_name(r) for r in roles} == LABEL_SLOTS
    assert set(coffee.roles) == set(roles)
    assert coffee.actions["order_drink"].arg("coffee_drink").required


def test_canonical_values_are_the_grammar_values(coffee):
    _need_shared()
    grammar = yaml.safe_load((COFFEE / "grammar_rhino.yaml").read_text(encoding="utf-8"))
    action = coffee.actions["order_drink"]
    for slot, values in grammar["context"]["slots"].items():
        role = next(a for a in action.args if label_name(a.role) == slot)
        (type_name,) = role.types
        assert set(coffee.types[type_name].values) == set(values), slot


def test_every_labelled_value_is_found_by_lookup(coffee):
    _need_shared()
    action = coffee.actions["order_drink"]
    for item in read_labels(COFFEE / "labels.jsonl"):
        assert label_name("order_drink") == item.intent
        for slot, value in item.slots.items():
            role = next(a for a in action.args if label_name(a.role) == slot)
            assert coffee.lookup(value, role.types) == (role.types[0], value), (slot, value)


def test_amount_words_stay_inside_the_value(coffee):
    # "a lot of" / "a little bit of" are part of the label value, not a quantity to strip
    assert coffee.lookup("a lot of cream") == ("milk", "a lot of cream")
    assert coffee.lookup("a little bit of brown sugar") == ("sweetener", "a little bit of brown sugar")
    assert coffee.lookup("skimmed milk") == ("milk", "skim milk")
    assert coffee.lookup("medium") == ("size", "medium")
    assert coffee.lookup("medium roast") == ("roast", "medium roast")


def test_generated_orders_parse_back_to_their_slots(coffee):
    """Text level: orders generated with a seed the model was not trained on (slu train uses 13)."""
    _need_model()
    from slu_node.datagen import generate
    from slu_node.parser import SpokenCommandParser

    parser = SpokenCommandParser.load(DOMAIN_DIR)
    examples = [e for e in generate(coffee, 200, seed=4242, p_ood=0.0, p_dialogue=0.0, p_unknown=0.0)][:120]
    ok = 0
    for ex in examples:
        result = parser.parse(ex.text)
        got = slots_from_result([result])
        spans, label = {}, None
        for tok, tag in zip(ex.tokens, ex.tags):
            if tag.startswith("B-") and not tag.startswith("B-act."):
                label = tag[2:]
                spans[label] = [tok]
            elif tag.startswith("I-") and label == tag[2:] and not tag.startswith("I-act."):
                spans[label].append(tok)
            else:
                label = None
        want = {role: coffee.lookup(" ".join(words), coffee.actions["order_drink"].arg(role).types)[1]
                for role, words in spans.items()}
        ok += got is not None and got[0] == "order_drink" and all(got[1].get(r) == v for r, v in want.items())
    assert ok / len(examples) >= 0.97


def _rhino_orders(n: int, seed: int) -> list[tuple[str, dict[str, str]]]:
    """``n`` orders sampled from the source's own grammar (``grammar_rhino.yaml``: ``[a, b]``
    alternatives, ``$type:slot`` values) with their slot labels."""
    import random
    import re

    grammar = yaml.safe_load((COFFEE / "grammar_rhino.yaml").read_text(encoding="utf-8"))["context"]
    rng = random.Random(seed)
    orders = []
    for _ in range(n):
        slots = {}

        def value(match):
            slots[match.group(2)] = rng.choice(grammar["slots"][match.group(1)])
            return slots[match.group(2)]

        text = re.sub(r"\[([^\]]*)\]", lambda m: rng.choice(m.group(1).split(",")).strip(),
                      rng.choice(grammar["expressions"]["orderDrink"]))
        orders.append((re.sub(r"\$(\w+):(\w+)", value, text), slots))
    return orders


def test_orders_of_the_source_grammar_parse_to_their_labels():
    """The held-out recordings of the source set say what its grammar generates. Our domain file was
    written from it, but the model learnt from our own generator's sentences: at text level the two
    must agree. Measured in the seventeenth session: 3000 of 3000 sampled orders exactly right."""
    _need_shared()
    _need_model()
    from slu_node.parser import SpokenCommandParser

    parser = SpokenCommandParser.load(DOMAIN_DIR)
    orders = _rhino_orders(300, seed=17)
    right = sum(_labelled(slots_from_result([parser.parse(text)])) == ("orderDrink", slots) for text, slots in orders)
    assert right / len(orders) >= 0.98, right


def test_out_of_domain_text_gives_no_order(coffee):
    _need_model()
    from slu_node.parser import SpokenCommandParser

    parser = SpokenCommandParser.load(DOMAIN_DIR)
    held = ["what's the weather like in paris", "please turn off the radio", "how do i get to the station"]
    rejected = sum(parser.parse(t).command is None for t in held)
    assert rejected >= 2


def test_orders_written_blind_floor(coffee):
    """40 orders a helper session wrote in the fifty-fifth session from the domain file alone, said as
    customers say them ("hey there could i grab a twelve ounce latte with some soy milk", "let me get
    a mocha large with whole milk", "hi um a sixteen ounce house coffee light roast please"): 24 done
    exactly at first, one with a value left out ("a medium roast drip coffee large please" without
    its size), 26 once a greeting said first was left out whatever followed
    (:data:`slu_node.textnorm.GREETING_PHRASES`). The rest are asked about: request phrases the
    domain file does not list ("could i grab", "let me get", "i'd love"; the tagger reads them as the
    verb, the policy asks about a verb outside the domain), "double espresso", "two shots". In the
    fifty-sixth session the domain file got those openings (at a lower generator weight), drinks
    named with no opening, the size after the drink and "double" / "two shots", and the model was
    retrained: 39 of 40. A second blind set of 40 (``coffee_probe2``: "lemme get a large iced coffee",
    "um i'm after a light roast house coffee", "one mocha please", "i'm gonna get ..."), written
    before that change, was 17 of 40 at first and is 39 now ("make it a double" after the order is
    asked about); these are regression floors. A third blind set of 40 ordinary orders
    (``coffee_probe3``), written after the change to estimate it: 37 of 40 done exactly with the
    retrained model and the session's last code (29 with the model and code the session started
    with), none done wrong ("hi how are you um can i get ..." out of domain, "to go" asked about)."""
    _need_model()
    from slu_node.parser import SpokenCommandParser
    from slu_node.scoring.parser_eval import evaluate_sugar_file

    parser = SpokenCommandParser.load(DOMAIN_DIR)
    fixtures = ROOT / "tests" / "fixtures"
    for name, arguments in (("coffee_probe", 95.0), ("coffee_probe2", 95.0), ("coffee_probe3", 92.5)):
        figures = evaluate_sugar_file(parser, fixtures / f"{name}.txt", fixtures / f"{name}.sugar")
        assert figures["n"] == 40
        assert figures["exact_match"] >= 90.0 and figures["correct_arguments"] >= arguments, (name, figures)


def test_recordings_end_to_end_reach_the_labelled_slots():
    """Real speech (every 8th coffee_dev recording): VAD → pocketsphinx → NLU → labelled slots."""
    _need_shared()
    _need_model()
    from slu_node.audio.io import load_audio
    from slu_node.pipeline import Pipeline

    try:
        pipeline = Pipeline.from_domain(DOMAIN_DIR)
    except ImportError:  # slu_node.asr.create_asr not there yet: same pieces by hand
        from slu_node.asr.pocketsphinx_asr import PocketsphinxAsr
        from slu_node.parser import SpokenCommandParser

        pipeline = Pipeline(SpokenCommandParser.load(DOMAIN_DIR), PocketsphinxAsr(DOMAIN_DIR))
    items = read_labels(COFFEE / "labels.jsonl")[::E2E_STEP]
    hyp = {}
    for item in items:
        results = pipeline.process_audio(load_audio(COFFEE / item.audio), source=Path(item.audio).stem)
        assert results, f"{item.audio}: the VAD found no utterance"
        hyp[item.audio] = _labelled(slots_from_result(results))
    score = score_labels(items, hyp)
    assert score["commands"] == len(items)
    assert score["command_acceptance"] >= E2E_FLOOR, score["failures"]
    assert score["slot_accuracy"] >= E2E_SLOT_FLOOR, score["per_slot"]
