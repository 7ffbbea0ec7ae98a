"""Interaction parameters (ITU-T P.Sup24 / Möller 2005) on a hand-computed toy log of two dialogues.

tests/fixtures/runlogs/toy_two_dialogues.jsonl, by hand:

recipe_a  a1 "crack two eggs into the bowl"  cmd open(2, egg, bowl)   ref same              SRD 300+100
          a2 "add salt to the pot"          clar add(#, pot)         ref add(saffron, pot)  SRD 300+200
          a3 "add saffron to the pot"       cmd add(saffron, pot)    ref same (repetition)  SRD 300+150
recipe_b  b1 ""                             clar no_speech            ref mix(*[ingredients]*, *whisk*, well)
          b2 "put the pan on the stove"     cmd put(pan, stove, high heat)  ref put(pan, stove, medium heat)
"""

from pathlib import Path

import pytest

from slu_node.evaluation.units import scoring_units, sugar_report
from slu_node.runlog import Reference, RunHeader, RunLog, UtteranceRecord, read_run_log
from slu_node.scoring.interaction import format_value, interaction_parameters, parse_class, percentile

TOY = Path(__file__).parent / "fixtures" / "runlogs" / "toy_two_dialogues.jsonl"


@pytest.fixture(scope="module")
def params():
    return interaction_parameters(read_run_log(TOY))


def test_turns_and_durations(params):
    assert params.dialogues == 2
    assert params.user_turns == 5
    assert params.user_turns_per_dialogue == pytest.approx(2.5)
    # spans 2.0, 1.5, 1.0, 1.0, 2.0 s
    assert params.user_turn_duration_s == pytest.approx(7.5 / 5)


def test_system_response_delay(params):
    # vad_endpoint_delay + post_endpoint: 400, 500, 450, 350, 420 ms
    assert params.system_response_delay_ms == pytest.approx(2120 / 5)
    # sorted 350 400 420 450 500; rank 0.95 * 4 = 3.8 -> 450 + 0.8 * 50
    assert params.system_response_delay_p95_ms == pytest.approx(490.0)


def test_meta_communication(params):
    assert params.asr_rejections == 1  # b1: empty transcript / no_speech
    assert params.system_correction_turns == 2  # a2, b1
    assert params.system_correction_rate == pytest.approx(2 / 5)


def test_word_error_rate(params):
    # reference words 6 + 5 + 5 + 2 + 9 = 27; errors: a2 1 substitution, b1 2 deletions, b2 3 deletions
    assert params.reference_words == 27
    assert params.wer == pytest.approx(6 / 27)
    assert params.word_accuracy == pytest.approx(21 / 27)


def test_concepts_and_understanding(params):
    # concepts (action + arguments): 4 + 3 + 3 + 4 + 4 = 18; errors: a2 S1, b1 D4, b2 S1
    assert params.reference_concepts == 18
    assert params.concept_error_rate == pytest.approx(6 / 18)
    assert params.concept_accuracy == pytest.approx(12 / 18)
    assert params.understanding_accuracy == pytest.approx(2 / 5)  # a1, a3


def test_parse_classes(params):
    assert (params.parsed_correct, params.parsed_partial, params.parsed_incorrect) == (2, 2, 1)
    classes = [parse_class(u) for u in scoring_units(read_run_log(TOY))]
    assert classes == ["CO", "PA", "CO", "IC", "PA"]


def test_query_density_and_concept_efficiency(params):
    # recipe_a: requests {a1}, {a2, a3}; understood 4 + |{add, pot} ∪ {add, saffron, pot}| = 7;
    #   3 user turns -> QD 7/3; uttered 4 + 3 + 3 = 10 -> CE 0.7
    # recipe_b: understood put, pan, stove = 3; 2 turns -> QD 1.5; uttered 8 -> CE 0.375
    assert params.query_density == pytest.approx((7 / 3 + 1.5) / 2)
    assert params.concept_efficiency == pytest.approx((0.7 + 0.375) / 2)
    per = {d["dialogue_id"]: d for d in params.per_dialogue}
    assert per["recipe_a"]["qd"] == pytest.approx(7 / 3) and per["recipe_b"]["ce"] == pytest.approx(0.375)


def test_task_finish_rate(params):
    # recipe_a: the clarified request is repeated and then understood -> finished;
    # recipe_b: b1 never understood, b2 executed a wrong command -> not finished
    per = {d["dialogue_id"]: d["finished"] for d in params.per_dialogue}
    assert per == {"recipe_a": True, "recipe_b": False}
    assert params.task_finish_rate == pytest.approx(0.5)


def test_sugar_headline_of_the_log():
    report = sugar_report(read_run_log(TOY))
    # 5 reference predicates: recognised open, add, add, put (4); exact open, add (a3) (2);
    # '#' 1 over expected arguments of recognised predicates 3 + 2 + 2 + 3 = 10
    assert report.headline["correct_actions"] == pytest.approx(80.0)
    assert report.headline["correct_arguments"] == pytest.approx(40.0)
    assert report.headline["argument_repetitions"] == pytest.approx(10.0)


def _rec(uid, item, text, sugar, ref=None, dialogue="d"):
    cmd = {"sugar": sugar, "dialogue_act": "", "confidence": 1.0} if sugar else None
    return UtteranceRecord(uid, dialogue, 0.0, 1.0, 1.3, {"text": text, "confidence": 1.0, "alternatives": []},
                           command=cmd, reference=ref, item_id=item)


def test_records_of_one_item_are_one_unit():
    ref = Reference("[take(pan), put(pan, stove)]", "take the pan put it on the stove")
    run = RunLog(RunHeader(), (
        _rec("d#1", "u1", "take the pan", "take(pan)", ref),
        _rec("d#2", "u1", "put it on the stove", "put(pan, stove)"),
        _rec("d#3", "u2", "stop", "", Reference("stop()", "stop")),
    ))
    units = scoring_units(run)
    assert [u.id for u in units] == ["u1", "u2"]
    assert [p.action for p in units[0].hypothesis] == ["take", "put"]
    assert units[0].text == "take the pan put it on the stove"
    p = interaction_parameters(run)
    assert p.user_turns == 3 and p.referenced_units == 2
    assert p.parsed_correct == 1 and p.wer == pytest.approx(0.0)  # u2 produced nothing: not CO


def test_dialogue_act_and_alternatives():
    run = RunLog(RunHeader(), (
        UtteranceRecord("d#1", "d", 0, 1, 1.3, {"text": "stop", "confidence": 1.0, "alternatives": []},
                        command={"sugar": "", "dialogue_act": "stop", "confidence": 1.0},
                        reference=Reference("stop()")),
        _rec("d#2", "", "put the pot on the stove", "put(pot, stove)", Reference("put(pan/pot, stove)")),
    ))
    p = interaction_parameters(run)
    assert p.parsed_correct == 2 and p.concept_error_rate == pytest.approx(0.0)
    assert p.wer is None and p.system_response_delay_ms is None  # no transcripts / no timings given


def test_log_without_references():
    run = RunLog(RunHeader(), (_rec("d#1", "", "hello", ""),))
    p = interaction_parameters(run)
    assert p.concept_accuracy is None and p.parsed_correct is None and p.task_finish_rate is None
    assert p.user_turns == 1 and format_value(p.wer) == "n/a"


def test_percentile_and_format():
    assert percentile([], 50) is None
    assert percentile([1, 2, 3, 4], 50) == pytest.approx(2.5)
    assert format_value(0.25, "%") == "25.0 %" and format_value(3, "") == "3"
