"""Reader for the SNIPS/ATIS BIO layout."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from slu_node.nlu.bio import read_bio_dir


def _write(d: Path, seq_in: str, seq_out: str, label: str) -> Path:
    d.mkdir(parents=True, exist_ok=True)
    (d / "seq.in").write_text(seq_in, encoding="utf-8")
    (d / "seq.out").write_text(seq_out, encoding="utf-8")
    (d / "label").write_text(label, encoding="utf-8")
    return d


def test_reads_trailing_spaces_and_utf8(tmp_path):
    d = _write(tmp_path / "s", "play los clásicos \nbook a table \n", "O B-album I-album \nO O B-obj \n",
               "PlayMusic\nBookRestaurant\n")
    ex = read_bio_dir(d)
    assert len(ex) == 2
    assert ex[0].tokens == ("play", "los", "clásicos") and ex[0].tags == ("O", "B-album", "I-album")
    assert ex[0].intents == ("PlayMusic",) and ex[1].intents == ("BookRestaurant",)


def test_multi_intent_label_whole_or_split(tmp_path):
    d = _write(tmp_path / "a", "fares and flights\n", "O O O\n", "atis_airfare#atis_flight\n")
    assert read_bio_dir(d)[0].intents == ("atis_airfare#atis_flight",)
    assert read_bio_dir(d, split_multi_intent=True)[0].intents == ("atis_airfare", "atis_flight")


def test_misaligned_and_missing(tmp_path):
    d = _write(tmp_path / "bad", "a b c\n", "O O\n", "x\n")
    with pytest.raises(ValueError, match="line 1"):
        read_bio_dir(d)
    d = _write(tmp_path / "count", "a\nb\n", "O\n", "x\ny\n")
    with pytest.raises(ValueError, match="line counts"):
        read_bio_dir(d)
    (d / "label").unlink()
    with pytest.raises(FileNotFoundError, match="label"):
        read_bio_dir(d)


SHARED = Path(os.environ.get("SLU_SHARED", Path(__file__).resolve().parents[1] / ".." / "shared"))
NLU = SHARED / "data" / "nlu"


@pytest.mark.skipif(not (NLU / "snips").is_dir(), reason=f"benchmark data not found under {NLU}")
@pytest.mark.parametrize("ds,split,n", [("snips", "train", 13084), ("snips", "test", 700),
                                         ("atis", "train", 4478), ("atis", "test", 893)])
def test_real_benchmark_counts(ds, split, n):
    ex = read_bio_dir(NLU / ds / split)
    assert len(ex) == n
    assert all(len(e.tokens) == len(e.tags) > 0 and len(e.intents) == 1 for e in ex)
