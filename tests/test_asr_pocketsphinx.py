"""PocketSphinx with a small domain LM built by build_asr_model: WER floor on synthesized commands,
pronunciation handling, missing-model errors, streaming and bad input."""

import json

import numpy as np
import pytest

from slu_node.asr import create_asr
from slu_node.asr.lm import (AsrModelError, arpa_unigrams, build_asr_model, can_add_word, dict_entries, lm_words,
                             load_cmudict, split_compound)
from slu_node.asr.pocketsphinx_asr import PocketsphinxAsr
from slu_node.audio.io import AudioError
from slu_node.domain import domain_from_dict
from slu_node.tts import available_voices, synthesize

MINI = {
    "name": "minicook",
    "types": {
        "ingredient": {"values": {"egg": ["egg", "eggs"], "milk": [], "flour": [], "salt": [], "sugar": [],
                                  "butter": [], "onion": ["onion", "onions"], "potato": ["potato", "potatoes"],
                                  "olive oil": [], "cheese": []}, "countable": True},
        "container": {"values": {"bowl": [], "pot": [], "pan": ["pan", "frying pan", "skillet"]}},
        "utensil": {"values": {"whisk": [], "spoon": ["spoon", "wooden spoon"], "knife": [], "grater": []}},
        "appliance": {"values": {"stove": [], "oven": []}},
        "quantity": {"kind": "measure", "units": {"g": ["gram", "grams"], "ml": ["milliliter", "milliliters"]}},
        "heat": {"values": {"low heat": [], "medium heat": [], "high heat": []}},
    },
    "roles": {"quantity": "", "object": "", "destination": "", "tool": "", "modality": ""},
    "actions": {
        "add": {"args": [{"role": "quantity", "types": ["quantity"]},
                         {"role": "object", "types": ["ingredient"], "list": True, "required": True},
                         {"role": "destination", "types": ["container"]}],
                "verbs": [["add", "pour", "put"]],
                "expressions": ["{verb} {quantity} {object} [to|into|in] {destination}", "{verb} {object}"]},
        "mix": {"args": [{"role": "object", "types": ["ingredient"], "list": True},
                         {"role": "tool", "types": ["utensil"]}],
                "verbs": [["mix", "stir", "whisk", "beat"]], "expressions": ["{verb} {object} with {tool}", "{verb} [|well]"]},
        "put": {"args": [{"role": "object", "types": ["container"]}, {"role": "destination", "types": ["appliance"]},
                         {"role": "modality", "types": ["heat"]}],
                "verbs": [["put", "place"]], "expressions": ["{verb} {object} on {destination} [|over] {modality}"]},
        "grate": {"args": [{"role": "object", "types": ["ingredient"]}, {"role": "tool", "types": ["utensil"]}],
                  "verbs": [["grate", "shred"]], "expressions": ["{verb} {object} with {tool}"]},
    },
    "dialogue_acts": {"stop": ["stop", "cancel"], "yes": ["yes", "yeah"]},
    "out_of_domain": ["what's the weather like today", "tell me a joke"],
    "asr": {"pronunciations": {"preheat": "P R IY HH IY T"}},
}
# Held out from the LM's sentences by construction (the generator never writes these articles).
TESTS = ["add the milk to the bowl", "whisk the eggs with the whisk", "put the pan on the stove over high heat",
         "grate the cheese with the grater", "stop", "pour two hundred grams of flour into the pot"]
OOD = ["my brother bought a new car last week", "the train was late again this morning",
       "i think the meeting was moved to thursday"]


def lm_sentences():
    try:
        from slu_node.asr.lm import can_add_word
        from slu_node.datagen import sample_sentences

        domain = domain_from_dict(MINI)  # as slu train samples them: words the dictionary lacks redrawn
        sents = sample_sentences(domain, 600, 0, can_say=can_add_word(domain))
    except ImportError:  # datagen not available: hand-written variants
        sents = []
    # the test sentences' articles and word orders, with other values
    sents += [f"{v} the {i} to the {c}" for v in ("add", "pour") for i in ("milk", "sugar", "salt") for c in ("bowl", "pot")]
    sents += [f"{v} the {i} with the {t}" for v in ("whisk", "stir", "grate") for i in ("eggs", "cheese", "onions")
              for t in ("whisk", "spoon", "grater")]
    sents += [f"put the {c} on the {a} over {h} heat" for c in ("pan", "pot") for a in ("stove", "oven")
              for h in ("low", "medium", "high")]
    sents += [f"pour {n} grams of {i} into the {c}" for n in ("fifty", "two hundred", "three hundred")
              for i in ("flour", "milk") for c in ("bowl", "pot")]
    return sents


@pytest.fixture(scope="module")
def model_dir(tmp_path_factory):
    out = tmp_path_factory.mktemp("mini")
    stats = build_asr_model(domain_from_dict(MINI), lm_sentences(), out)
    assert stats["filler_sentences"] > 0 and stats["vocabulary"] > stats["domain_vocabulary"]
    return out


@pytest.fixture(scope="module")
def asr(model_dir):
    return PocketsphinxAsr(model_dir, nbest=5)


def _voices():
    voices = [v for v in ("flite:slt", "flite:rms") if v in available_voices()]
    if not voices:
        pytest.skip("flite voices not installed")
    return voices


def test_model_files(model_dir):
    asr_dir = model_dir / "asr"
    arpa = (asr_dir / "lm.arpa").read_text()
    assert "\\3-grams:" in arpa and "</s>" in arpa
    dict_words = {word for word, _ in dict_entries(str(asr_dir / "words.dict"))}
    unigrams = set(arpa_unigrams(asr_dir / "lm.arpa"))
    assert unigrams - {"<s>", "</s>"} == dict_words  # the dictionary is exactly the LM vocabulary
    meta = json.loads((asr_dir / "meta.json").read_text())
    assert "whisk" in meta["domain_words"] and "whisk" not in meta["filler_vocabulary"]
    homophones = json.loads((asr_dir / "homophones.json").read_text())
    assert homophones["flower"] == "flour"  # the same CMUdict pronunciation, F L AW ER
    assert not set(homophones) & dict_words - set(meta["filler_vocabulary"])  # domain words stay as they are


def test_wer_floor_on_synthesized_commands(asr):
    import jiwer

    refs, hyps = [], []
    for voice in _voices():
        for text in TESTS:
            tr = asr.transcribe(synthesize(text, voice))
            refs.append(text)
            hyps.append(tr.text or "<nothing>")
            assert 0.0 <= tr.confidence <= 1.0 and tr.audio_s > 0 and tr.processing_s > 0
            assert tr.alternatives[0] == (tr.text, tr.confidence)
            assert all(c <= tr.confidence + 1e-9 for _, c in tr.alternatives)
            assert [w.word for w in tr.words] == tr.text.split()
            assert all(0 <= w.start_s < w.end_s <= tr.audio_s + 0.02 for w in tr.words)
    wer = jiwer.wer(refs, hyps)
    assert wer <= 0.10, list(zip(refs, hyps))


def test_out_of_domain_speech_is_less_confident(asr):
    voice = _voices()[0]
    inside = [asr.transcribe(synthesize(t, voice)).confidence for t in TESTS[:3]]
    outside = [asr.transcribe(synthesize(t, voice)) for t in OOD]
    assert np.mean([t.confidence for t in outside]) < np.mean(inside) - 0.1
    # the garbage path: out-of-domain speech is not all forced into domain words
    assert any(asr.out_of_domain_words(t.text) for t in outside)


def test_streaming_matches_batch_text(asr):
    voice = _voices()[0]
    x = synthesize(TESTS[1], voice)
    asr.start()
    for i in range(0, len(x), 1600):
        asr.accept(x[i : i + 1600])
    tr = asr.finish()
    assert tr.text == TESTS[1]
    assert abs(tr.audio_s - len(x) / 16000) < 1e-6


def test_empty_and_bad_audio(asr):
    assert asr.transcribe(np.zeros(0, np.int16)).text == ""
    assert asr.transcribe(np.zeros(8000, np.int16)).confidence <= 1.0
    with pytest.raises(AudioError, match="int16"):
        asr.transcribe(np.zeros(16000, np.float32))
    with pytest.raises(AudioError, match="1-D"):
        asr.transcribe(np.zeros((16000, 2), np.int16))


def test_missing_model_says_to_run_slu_train(tmp_path):
    with pytest.raises(FileNotFoundError, match="slu train"):
        PocketsphinxAsr(tmp_path)
    with pytest.raises(FileNotFoundError, match="slu train"):
        create_asr("pocketsphinx", domain_dir=tmp_path)
    with pytest.raises(ValueError, match="unknown ASR backend"):
        create_asr("whisper", domain_dir=tmp_path)


def test_pronunciations(tmp_path):
    cmu = load_cmudict()
    assert split_compound("cornflour", cmu) == ["corn", "flour"]
    assert lm_words("Add 2 eggs!") == ["add", "two", "eggs"]
    assert lm_words("250 g, 0.5 l") == ["two", "hundred", "fifty", "g", "half", "a", "l"]
    # a word with no pronunciation anywhere fails the build and is named
    bad = json.loads(json.dumps(MINI))
    bad["types"]["ingredient"]["values"]["xqzzy"] = []
    with pytest.raises(AsrModelError, match="xqzzy"):
        build_asr_model(domain_from_dict(bad), ["add the xqzzy"], tmp_path, filler_weight=0.0)
    # ... unless the domain gives it
    bad["asr"]["pronunciations"]["xqzzy"] = "K W IH Z IY"
    stats = build_asr_model(domain_from_dict(bad), ["add the xqzzy", "preheat the oven"], tmp_path, filler_weight=0.0)
    assert stats["pronunciation_sources"]["domain"] >= 2 and stats["filler_sentences"] == 0
    with pytest.raises(AsrModelError, match="no in-domain sentences"):
        build_asr_model(domain_from_dict(MINI), ["", "!!"], tmp_path)


def _stream(asr, x, chunk=1600):
    asr.start()
    for i in range(0, len(x), chunk):
        asr.accept(x[i : i + chunk])
    return asr.finish()


def test_streaming_estimates_the_cepstral_mean_of_the_new_utterance(asr):
    voice = _voices()[0]
    x = synthesize(TESTS[1], voice)
    asr._decoder.set_cmn("20,-20,20,-20,20,-20,20,-20,20,-20,20,-20,20")  # a badly wrong running mean
    assert _stream(asr, x).text == TESTS[1]


def test_streaming_shorter_than_the_warm_up_is_decoded_whole(asr):
    voice = _voices()[0]
    x = synthesize(TESTS[1], voice)
    long_warm_up, asr.cmn_warmup_s = asr.cmn_warmup_s, 10.0
    try:
        asr.start()
        for i in range(0, len(x), 1600):
            asr.accept(x[i : i + 1600])
            assert asr.partial() == ""  # buffered, not decoded yet
        tr = asr.finish()
    finally:
        asr.cmn_warmup_s = long_warm_up
    assert tr.text == TESTS[1] and tr.processing_s > 0


def test_an_utterance_decodes_the_same_whatever_came_before(asr):
    """The dither is drawn afresh for each utterance, so audio decoded earlier (here a padded copy and
    another command) cannot change an utterance's transcript or confidences."""
    from slu_node.asr.pocketsphinx_asr import dither

    voice = _voices()[0]
    x = np.concatenate([np.zeros(4000, np.int16), synthesize(TESTS[2], voice), np.zeros(4000, np.int16)])
    first = asr.transcribe(x)
    asr.transcribe(np.concatenate([np.zeros(12345, np.int16), synthesize(TESTS[0], voice)]))
    again = asr.transcribe(x)
    assert replace_time(first, again) == again
    streamed = [_stream(asr, x), _stream(asr, x[::-1].copy()), _stream(asr, x)]
    assert replace_time(streamed[0], streamed[2]) == streamed[2]
    # a long first chunk (a restarted decode gets the whole utterance so far at once), after a batch
    # decode: once crashed pocketsphinx (feature buffers of the whole-utterance pass)
    long = np.concatenate([x, x, x])
    asr.transcribe(x)
    once = _stream(asr, long, chunk=long.size)
    twice = _stream(asr, long, chunk=long.size)
    assert once.text and replace_time(once, twice) == twice
    # pocketsphinx's own dither: +1 on about a quarter of the samples, never past int16
    d = dither(np.full(40000, 32767, np.int16), np.random.default_rng(0))
    assert d.dtype == np.int16 and d.max() == 32767
    bumped = dither(np.zeros(40000, np.int16), np.random.default_rng(0))
    assert set(np.unique(bumped)) == {0, 1} and 0.22 < bumped.mean() < 0.28


def replace_time(reference, transcript):
    """``reference`` with the processing time of ``transcript`` (the one field that may differ)."""
    from dataclasses import replace

    return replace(reference, processing_s=transcript.processing_s)


def test_asr_only_rebuild_writes_what_build_asr_model_writes_and_keeps_the_nlu_model(tmp_path):
    """``slu train --asr-only`` (:func:`slu_node.training.rebuild_asr`): a lexicon change reaches the
    language model without retraining the NLU. The rebuilt files are those of ``build_asr_model`` with
    the same seed; the NLU file is not touched; the report and the model card say the ASR part was
    rebuilt."""
    import yaml

    from slu_node.datagen import sample_sentences
    from slu_node.domain import load_domain
    from slu_node.training import CARD_FILE, REPORT_FILE, rebuild_asr

    domain_dir = tmp_path / "minicook"
    domain_dir.mkdir()
    (domain_dir / "domain.yaml").write_text(yaml.safe_dump(MINI), encoding="utf-8")
    (domain_dir / "nlu.int8.onnx").write_bytes(b"trained model")
    (domain_dir / REPORT_FILE).write_text(json.dumps({
        "domain": "minicook", "seed": 0, "started": "2026-11-22 00:00:00",
        "data": {"generated": {"train": 1}, "out_of_domain_sentences": 2, "out_of_domain_sources": ["domain.yaml"]}}))
    # what an earlier card says that the report does not is kept (sixty-sixth session: it had been dropped)
    (domain_dir / CARD_FILE).write_text("# old card\n\n## ASR language model\n\n```\n{}\n```\n\nA class note.\n\n"
                                        "## Encoder adapter\n\nTrained by hand.\n", encoding="utf-8")
    report = rebuild_asr(domain_dir, seed=0, lm_sentences=300)
    expected = tmp_path / "expected"
    domain = load_domain(domain_dir)
    build_asr_model(domain, sample_sentences(domain, 300, 0, can_say=can_add_word(domain)), expected, filler_base=300)
    for name in ("lm.arpa", "words.dict", "homophones.json", "sound_alikes.json"):
        assert (domain_dir / "asr" / name).read_bytes() == (expected / "asr" / name).read_bytes(), name
    assert (domain_dir / "nlu.int8.onnx").read_bytes() == b"trained model"
    saved = json.loads((domain_dir / REPORT_FILE).read_text())
    assert saved["asr"]["sentences"] == report["asr"]["sentences"] == 324  # 300, 3 % disfluent, 5 % framed
    assert saved["asr_rebuilt"].endswith("seed 0")
    card = (domain_dir / CARD_FILE).read_text()
    assert "--asr-only" in card
    assert card.index("A class note.") > card.index("## ASR language model") and card.endswith(
        "## Encoder adapter\n\nTrained by hand.\n")
    assert card.count("## ASR language model") == 1
    assert "| asr/lm.arpa |" in card  # the language model's files listed with the others
