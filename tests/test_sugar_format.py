"""SUGAR text: parse_predicates (inverse of format_predicates) and reference/hypothesis files."""

from pathlib import Path

import pytest

from slu_node.sugar import (
    SugarLine,
    format_predicates,
    parse_predicates,
    parse_sugar_line,
    read_sugar_file,
    write_sugar_file,
)
from slu_node.types import ALL_INGREDIENTS, Argument, Predicate

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "scoring"

# Every example of ../shared/docs/sugar_format.md §4, as written there.
CONVENTION_EXAMPLES = [
    "open(2, egg, bowl)",
    "add(30 g, milk, *egg*)",
    "add(salt, *[ingredients]*)",
    "mix(*[ingredients]*, *whisk*, well)",
    "put(pan, stove, medium heat)",
    "add(zucchini flower, *oil*)",
    "[take(500 g, milk), add(milk, pot)]",
    "cook(milk, *pot*, low heat, 10 min)",
    "remove(pan, stove)",
    "cover(bowl, cling film)",
    "add(#, pot)",
]


@pytest.mark.parametrize("text", CONVENTION_EXAMPLES)
def test_convention_examples_round_trip(text):
    preds = parse_predicates(text)
    assert format_predicates(preds) == text
    assert parse_predicates(format_predicates(preds)) == preds


def test_parse_structure_of_examples():
    assert parse_predicates("open(2, egg, bowl)") == [
        Predicate("open", (Argument("arg1", ("2",)), Argument("arg2", ("egg",)), Argument("arg3", ("bowl",))))
    ]
    take, add = parse_predicates("[take(500 g, milk), add(milk, pot)]")
    assert take.action == "take" and [a.values for a in take.arguments] == [("500 g",), ("milk",)]
    assert add.action == "add" and [a.role for a in add.arguments] == ["arg1", "arg2"]
    (mix,) = parse_predicates("mix(*[ingredients]*, *whisk*, well)")
    assert mix.arguments[0] == Argument("arg1", (ALL_INGREDIENTS,), implicit=True)
    assert mix.arguments[1].implicit and mix.arguments[1].values == ("whisk",)
    assert not mix.arguments[2].implicit
    (unsure,) = parse_predicates("add(#, pot)")
    assert unsure.arguments[0].uncertain and not unsure.arguments[1].uncertain


def test_lists_alternatives_and_implicit_lists():
    (p,) = parse_predicates("add([egg, milk], pan/pot)")
    assert p.arguments[0] == Argument("arg1", ("egg", "milk"), is_list=True)
    assert p.arguments[1].values == ("pan/pot",)
    (q,) = parse_predicates("mescolare(*[acqua, lievito]*)")  # from the Italian SUGAR corpus
    assert q.arguments[0].values == ("acqua", "lievito") and q.arguments[0].implicit and q.arguments[0].is_list
    assert format_predicates([p, q]) == "[add([egg, milk], pan/pot), mescolare(*[acqua, lievito]*)]"


def test_round_trip_of_built_predicates():
    preds = [
        Predicate("add", (Argument("quantity", ("2", )), Argument("object", ("egg", "milk"), is_list=True),
                          Argument("destination", ("[ingredients]",), implicit=True, is_list=True))),
        Predicate("mix", (Argument("object", ("flour", "water"), implicit=True, is_list=True),)),
        Predicate("knead", ()),
    ]
    text = format_predicates(preds)
    assert text == "[add(2, [egg, milk], *[ingredients]*), mix(*[flour, water]*), knead()]"
    assert format_predicates(parse_predicates(text)) == text


def test_whitespace_tolerance():
    messy = "  [ take ( 500   g ,milk ) ,add(  milk,pot  ) ] "
    assert parse_predicates(messy) == parse_predicates("[take(500 g, milk), add(milk, pot)]")
    assert parse_predicates(" add( * oil * )")[0].arguments[0] == Argument("arg1", ("oil",), implicit=True)


def test_empty_text_gives_no_predicates():
    assert parse_predicates("") == []
    assert parse_predicates("   ") == []
    assert parse_predicates("[]") == []
    assert parse_predicates("[take(egg)]") == parse_predicates("take(egg)")


@pytest.mark.parametrize(
    "text, column",
    [
        ("add(salt", 9),
        ("add(, pot)", 5),
        ("add(salt))", 10),
        ("[add(salt)", 11),
        ("add(*salt)", 10),
        ("(salt)", 1),
        ("add(salt) pot", 11),
        ("add([egg, ])", 11),
        ("add([egg milk)", 14),
        ("add salt", 5),
        ("[add(x) add(y)]", 9),
        ("add(x; y)", 6),
    ],
)
def test_malformed_text_raises_with_column(text, column):
    with pytest.raises(ValueError, match=rf"column {column}\b"):
        parse_predicates(text)


def test_bad_types_and_sizes():
    with pytest.raises(TypeError):
        parse_predicates(None)
    with pytest.raises(ValueError, match="too long"):
        parse_predicates("add(" + "x" * 20000 + ")")


def test_parse_sugar_line():
    line = parse_sugar_line("7; [take(500 g, milk), add(milk, pot)]", recipe=2, line_no=9)
    assert line.id == "7" and line.recipe == 2 and line.line_no == 9 and len(line.predicates) == 2
    assert line.text == "[take(500 g, milk), add(milk, pot)]"
    assert parse_sugar_line("u12;").predicates == ()
    with pytest.raises(ValueError, match="no ';'"):
        parse_sugar_line("7 open(2, egg)")
    with pytest.raises(ValueError, match="empty utterance ID"):
        parse_sugar_line("; open(2, egg)")


def test_read_fixture_file():
    lines = read_sugar_file(FIXTURES / "ref.sugar")
    assert [x.id for x in lines] == ["1", "2", "3", "7", "9", "11", "13"]
    assert [x.recipe for x in lines] == [0, 0, 0, 1, 1, 1, 1]
    assert lines[0].line_no == 2  # line 1 is a comment
    assert format_predicates(lines[3].predicates) == "[take(500 g, milk), add(milk, pot)]"
    assert lines[4].predicates[0].arguments[0].values == ("pan/pot",)


def test_malformed_file_names_the_line(tmp_path):
    path = tmp_path / "bad.sugar"
    path.write_text("1; open(2, egg, bowl)\n---\n3; add(salt, *[ingredients]\n", encoding="utf-8")
    with pytest.raises(ValueError, match=r"bad\.sugar: line 3 \(ID 3\)"):
        read_sugar_file(path)
    path.write_text("1; open(2, egg)\nno separator here\n", encoding="utf-8")
    with pytest.raises(ValueError, match="line 2"):
        read_sugar_file(path)
    with pytest.raises(FileNotFoundError):
        read_sugar_file(tmp_path / "absent.sugar")


def test_comments_separators_and_hash_arguments(tmp_path):
    path = tmp_path / "x.sugar"
    path.write_text("# a comment\n#another\n\n1; add(#, pot)\n----\n  # indented comment\n2; add(#)\n", encoding="utf-8")
    lines = read_sugar_file(path)
    assert [(x.id, x.recipe) for x in lines] == [("1", 0), ("2", 1)]
    assert lines[0].predicates[0].arguments[0].uncertain and lines[1].predicates[0].arguments[0].uncertain


def test_write_then_read(tmp_path):
    items = [SugarLine(x.id, x.predicates, recipe=x.recipe) for x in read_sugar_file(FIXTURES / "ref.sugar")]
    path = tmp_path / "out.sugar"
    write_sugar_file(path, items)
    text = path.read_text(encoding="utf-8")
    assert text.count("---") == 1 and text.startswith("1; open(2, egg, bowl)\n")
    back = read_sugar_file(path)
    assert [(x.id, x.predicates, x.recipe) for x in back] == [(x.id, x.predicates, x.recipe) for x in items]


def test_write_tuples_and_text(tmp_path):
    path = tmp_path / "hyp.sugar"
    write_sugar_file(path, [("a", parse_predicates("take(egg)")), ("b", "add(#, pot)", 0), ("c", [], 1)])
    assert path.read_text(encoding="utf-8") == "a; take(egg)\nb; add(#, pot)\n---\nc;\n"
    with pytest.raises(ValueError):
        write_sugar_file(path, [("d", "add(pot")])
    with pytest.raises(ValueError, match="invalid utterance ID"):
        write_sugar_file(path, [("x;y", "add(pot)")])
