"""SUGAR scoring protocol (sugar_format.md §5; EVALITA 2018 Evaluation.py), hand-computed cases."""

import json
from pathlib import Path

import pytest

from slu_node.cli import main
from slu_node.scoring.sugar_score import (
    align_session,
    compare_predicates,
    headline_figures,
    score_files,
    score_lines,
    score_utterance,
)
from slu_node.sugar import parse_predicates as P
from slu_node.sugar import parse_sugar_line

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "scoring"


def score(ref: str, hyp: str):
    return score_utterance(P(ref), P(hyp))


def test_convention_example_tuples():
    # Convention §4 example 7 ("take half a kilo of milk and pour it into the pot"): the system got
    # `take` with one argument wrong and missed `add` -> ((1,2,1,0),(0,0,0,0)) as in §5.
    assert score("[take(500 g, milk), add(milk, pot)]", "take(500 g, cream)") == [(1, 2, 1, 0), (0, 0, 0, 0)]
    assert score("[take(500 g, milk), add(milk, pot)]", "take(milk)") == [(1, 2, 1, 0), (0, 0, 0, 0)]


def test_exact_and_wrong_action():
    assert score("open(2, egg, bowl)", "open(2, egg, bowl)") == [(1, 3, 0, 0)]
    assert score("open(2, egg, bowl)", "take(2, egg, bowl)") == [(0, 0, 0, 0)]
    assert score("open(2, egg, bowl)", "") == [(0, 0, 0, 0)]
    assert score("knead()", "knead()") == [(1, 0, 0, 0)]
    assert score("", "add(salt)") == []


def test_argument_distance_counts_whole_arguments():
    assert score("add(30 g, milk, *egg*)", "add(milk, *egg*)") == [(1, 3, 1, 0)]  # deletion
    assert score("add(milk, pot)", "add(2, milk, pot)") == [(1, 2, 1, 0)]  # insertion
    assert score("add(milk, pot)", "add(water, pan)") == [(1, 2, 2, 0)]  # 2 substitutions
    assert score("add(milk, pot)", "add(pot, milk)") == [(1, 2, 2, 0)]  # order matters
    assert score("cook(milk, *pot*, low heat, 10 min)", "cook(water)") == [(1, 4, 4, 0)]
    # a list is one argument; values and their order must all match
    assert score("add([egg, milk], bowl)", "add([egg, milk], bowl)") == [(1, 2, 0, 0)]
    assert score("add([egg, milk], bowl)", "add([egg, cream], bowl)") == [(1, 2, 1, 0)]
    assert score("add([egg, milk], bowl)", "add([milk, egg], bowl)") == [(1, 2, 1, 0)]
    assert score("add([egg, milk], bowl)", "add(egg, milk, bowl)") == [(1, 2, 2, 0)]


def test_implicit_marker_must_match():
    # as in Evaluation.py, which compares the written strings: *oil* != oil
    assert score("add(zucchini flower, *oil*)", "add(zucchini flower, oil)") == [(1, 2, 1, 0)]
    assert score("add(zucchini flower, oil)", "add(zucchini flower, *oil*)") == [(1, 2, 1, 0)]
    assert score("add(salt, *[ingredients]*)", "add(salt, *[ingredients]*)") == [(1, 2, 0, 0)]
    assert score("add(salt, *[ingredients]*)", "add(salt, [ingredients])") == [(1, 2, 1, 0)]


def test_reference_alternatives():
    assert score("put(pan/pot, stove)", "put(pan, stove)") == [(1, 2, 0, 0)]
    assert score("put(pan/pot, stove)", "put(pot, stove)") == [(1, 2, 0, 0)]
    assert score("put(pan/pot/wok, stove)", "put(wok, stove)") == [(1, 2, 0, 0)]
    assert score("put(pan/pot, stove)", "put(pan/pot, stove)") == [(1, 2, 1, 0)]  # emitting both is wrong
    assert score("put(pan/pot, stove)", "put(bowl, stove)") == [(1, 2, 1, 0)]
    assert score("add([egg/yolk, milk], *pan/pot*)", "add([yolk, milk], *pot*)") == [(1, 2, 0, 0)]
    assert score("add([egg/yolk, milk], *pan/pot*)", "add([yolk, milk], pot)") == [(1, 2, 1, 0)]


def test_repetition_requests():
    assert score("add(flour, pot)", "add(#, pot)") == [(1, 2, 1, 1)]
    assert score("add(30 g, milk, *egg*)", "add(#, #, *egg*)") == [(1, 3, 2, 2)]
    assert score("add(flour, pot)", "mix(#, pot)") == [(0, 0, 0, 0)]


def test_alignment_follows_the_original_greedy_order():
    # reference predicates in order; each searches system predicates after the last match
    assert score("[take(egg), add(egg, bowl)]", "[add(egg, bowl), take(egg)]") == [(1, 1, 0, 0), (0, 0, 0, 0)]
    assert score("[take(egg), add(egg, bowl)]", "[mix(egg), take(egg), add(egg, bowl)]") == [
        (1, 1, 0, 0),
        (1, 2, 0, 0),
    ]
    # best (smallest distance) candidate wins; first one on a tie
    assert score("add(salt, pot)", "[add(sugar, pot), add(salt, pot)]") == [(1, 2, 0, 0)]
    assert score("[add(salt, pot), add(oil, pan)]", "[add(salt, pot), add(oil, pot)]") == [
        (1, 2, 0, 0),
        (1, 2, 1, 0),
    ]
    # an unrecognised reference predicate does not move the cursor
    assert score("[cut(egg), add(egg, bowl)]", "add(egg, bowl)") == [(0, 0, 0, 0), (1, 2, 0, 0)]
    # a system predicate is used at most once
    assert score("[add(salt), add(salt)]", "add(salt)") == [(1, 1, 0, 0), (0, 0, 0, 0)]


def test_compare_predicates_direct():
    (r,) = P("remove(pan/pot, stove)")
    (h,) = P("remove(pot, oven)")
    assert compare_predicates(r, h) == (1, 2, 1, 0)


def test_headline_figures_hand_computed():
    tuples = [(1, 3, 0, 0), (1, 2, 1, 1), (0, 0, 0, 0), (1, 1, 0, 0)]
    h = headline_figures(tuples)
    assert h["correct_actions"] == pytest.approx(75.0)
    assert h["correct_arguments"] == pytest.approx(50.0)
    assert h["incorrect_actions"] == pytest.approx(25.0)
    assert h["incorrect_arguments"] == pytest.approx(25.0)
    assert h["argument_repetitions"] == pytest.approx(100.0 / 6)
    assert headline_figures([]) == {k: 0.0 for k in h}


# Fixture files: expected tuples worked out by hand (and equal to those printed by the original
# Evaluation.py for the lines it can read; it skips the missing line 13).
FIXTURE_TUPLES = [
    (1, 3, 0, 0),  # 1  exact
    (1, 3, 1, 0),  # 2  missing "30 g"
    (0, 0, 0, 0),  # 3  mix instead of add
    (1, 2, 1, 0),  # 7  take: cream for milk
    (0, 0, 0, 0),  # 7  add missed
    (1, 2, 0, 0),  # 9  pot for pan/pot
    (1, 2, 1, 1),  # 11 # for flour
    (0, 0, 0, 0),  # 13 no system line
]


def test_score_files_fixture():
    report = score_files(FIXTURES / "ref.sugar", FIXTURES / "hyp.sugar")
    assert report.tuples == FIXTURE_TUPLES
    assert report.headline == pytest.approx(
        {
            "correct_actions": 62.5,
            "correct_arguments": 25.0,
            "incorrect_actions": 37.5,
            "incorrect_arguments": 37.5,
            "argument_repetitions": 100.0 / 12,
        }
    )
    assert report.counts == {
        "utterances": 7,
        "reference_predicates": 8,
        "recognised_predicates": 5,
        "exact_predicates": 2,
        "expected_arguments": 12,
        "argument_errors": 3,
        "repeated_arguments": 1,
        "hypothesis_predicates": 6,
        "spurious_predicates": 1,
        "missing_hypotheses": 1,
        "extra_hypotheses": 1,
    }
    missing = [u.id for u in report.utterances if u.missing]
    assert missing == ["13"]
    text = report.tuples_text().splitlines()
    assert text[:4] == ["1_1", "(1, 3, 0, 0)", "2_1", "(1, 3, 1, 0)"] and text[6:8] == ["7_1", "(1, 2, 1, 0)"]
    table = report.table()
    assert "% correct actions" in table and "62.50" in table and "missing hypotheses" in table
    assert json.loads(report.to_json())["counts"]["reference_predicates"] == 8


def test_repeated_ids_are_matched_within_recipes():
    ref = [parse_sugar_line("1; take(egg)", 0), parse_sugar_line("1; add(milk, pot)", 1)]
    hyp = [parse_sugar_line("1; add(milk, pot)", 1), parse_sugar_line("1; take(egg)", 0)]
    assert score_lines(ref, hyp).tuples == [(1, 1, 0, 0), (1, 2, 0, 0)]
    # unique reference IDs: matched by ID alone, whatever the system file's recipes; first line wins
    ref = [parse_sugar_line("1; take(egg)", 0), parse_sugar_line("2; add(milk, pot)", 1)]
    hyp = [parse_sugar_line("2; add(milk, pot)", 0), parse_sugar_line("1; take(egg)", 0),
           parse_sugar_line("1; mix(egg)", 0)]
    assert score_lines(ref, hyp).tuples == [(1, 1, 0, 0), (1, 2, 0, 0)]


def test_cli_text_and_json(capsys):
    args = ["score", "--ref", str(FIXTURES / "ref.sugar"), "--hyp", str(FIXTURES / "hyp.sugar")]
    assert main(args) == 0
    out = capsys.readouterr().out
    assert "% correct actions" in out and "62.50" in out and "concept error rate" in out and "50.00" in out
    assert main(args + ["--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["headline"]["correct_arguments"] == pytest.approx(25.0)
    assert data["counts"]["missing_hypotheses"] == 1
    assert data["concepts"]["cer"] == pytest.approx(0.5)
    assert (data["concepts"]["S"], data["concepts"]["D"], data["concepts"]["I"]) == (4, 10, 0)
    assert "utterances" not in data
    assert main(args + ["--json", "--tuples"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [tuple(t) for u in data["utterances"] for t in u["tuples"]] == FIXTURE_TUPLES


def test_cli_errors(tmp_path, capsys):
    bad = tmp_path / "bad.sugar"
    bad.write_text("1; open(2, egg\n", encoding="utf-8")
    assert main(["score", "--ref", str(bad), "--hyp", str(FIXTURES / "hyp.sugar")]) == 1
    assert "line 1" in capsys.readouterr().err
    assert main(["score", "--ref", str(tmp_path / "none"), "--hyp", str(FIXTURES / "hyp.sugar")]) == 1


def test_score_lines_with_path_and_mapping():
    hyp = {"1": "open(2, egg, bowl)", "2": "add(milk, *egg*)", "3": "mix(*[ingredients]*)",
           "7": "take(500 g, cream)", "9": P("remove(pot, stove)"), "11": "add(#, pot)", "12": "stop()"}
    report = score_lines(FIXTURES / "ref.sugar", hyp)
    assert report.tuples == FIXTURE_TUPLES
    assert report.counts["missing_hypotheses"] == 1 and report.counts["extra_hypotheses"] == 1
    assert score_lines(str(FIXTURES / "ref.sugar"), str(FIXTURES / "hyp.sugar")).tuples == FIXTURE_TUPLES
    with pytest.raises(ValueError, match="column"):
        score_lines(FIXTURES / "ref.sugar", {"1": "open(2, egg"})


def test_session_alignment_skips_an_added_utterance_and_a_missed_command():
    refs = [P("take(500 g, flour)"), P("sieve(flour, sieve)"), P("open(3, egg, bowl)"), P("cover(bowl, tea towel)")]
    hyps = [P("take(500 g, flour)"), [],  # a noise burst heard as words: no command
            P("open(3, egg, bowl)"), P("mix(soup)"), P("cover(bowl)")]
    # sieve was missed; "mix(soup)" answers nothing; cover gets its action right, not its arguments
    assert align_session(refs, hyps) == [0, None, 2, 4]
    assert align_session(refs, []) == [None] * 4
    assert align_session([], hyps) == []
