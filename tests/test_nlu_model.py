"""Joint NLU model: train a tiny model on a toy grammar → export → int8 → load → predict.

The toy grammar mimics the cooking domain: 0-2 actions per utterance (multi-label intents), argument
roles as BIO slots, out-of-domain sentences with no intent. Held-out data comes from another seed.
"""

from __future__ import annotations

import itertools
import json
import random
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("torch")
pytest.importorskip("onnx")

from slu_node.nlu.decode import bio_constraints, marginals, viterbi  # noqa: E402
from slu_node.nlu.infer import FP32_ONNX, INT8_ONNX, MODEL_JSON, NluModel  # noqa: E402
from slu_node.nlu.metrics import evaluate  # noqa: E402
from slu_node.nlu.train import TrainConfig, train_joint_model  # noqa: E402
from slu_node.nlu.vocab import MAX_CHARS, Vocab  # noqa: E402
from slu_node.types import Example, NluOutput  # noqa: E402

INGREDIENTS = ["egg", "milk", "flour", "sugar", "butter", "salt", "rice", "onion", "garlic", "carrot",
               "tomato", "pepper", "cheese", "cream"]
CONTAINERS = ["bowl", "pan", "pot", "cup", "tray", "jar"]
NUMBERS = ["2", "3", "5", "10", "ten", "five", "twenty"]
OOD = ["what is the weather like today", "tell me a joke", "who won the game last night",
       "play some music", "how old are you", "set an alarm for seven", "call my mother"]


def _clause(rng: random.Random):
    kind = rng.choice(["add", "heat", "mix", "stop"])
    if kind == "add":
        ing, cont = rng.choice(INGREDIENTS), rng.choice(CONTAINERS)
        words = [("put", "O") if rng.random() < 0.5 else ("add", "O"), ("the", "O"), (ing, "B-object"),
                 ("into" if rng.random() < 0.5 else "to", "O"), ("the", "O"), (cont, "B-destination")]
    elif kind == "heat":
        cont, n = rng.choice(CONTAINERS), rng.choice(NUMBERS)
        words = [("heat", "O"), ("the", "O"), (cont, "B-object"), ("for", "O"), (n, "B-duration"),
                 ("minutes", "I-duration")]
    elif kind == "mix":
        a, b = rng.sample(INGREDIENTS, 2)
        words = [("mix", "O"), (a, "B-object"), ("and", "O"), (b, "B-object")]
    else:
        words = [("stop", "O")] + ([("now", "O")] if rng.random() < 0.5 else [])
    return kind, words


def toy_examples(n: int, seed: int) -> list[Example]:
    """n toy utterances: 1 or 2 clauses joined by 'and then', or an out-of-domain sentence."""
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        r = rng.random()
        if r < 0.12:
            toks = tuple(rng.choice(OOD).split())
            out.append(Example(toks, ("O",) * len(toks), ()))
            continue
        parts = [_clause(rng)] + ([_clause(rng)] if r > 0.6 else [])
        words, intents = [], []
        for i, (kind, w) in enumerate(parts):
            if i:
                words += [("and", "O"), ("then", "O")]
            words += w
            if kind not in intents:
                intents.append(kind)
        out.append(Example(tuple(w for w, _ in words), tuple(t for _, t in words), tuple(intents)))
    return out


TINY = dict(epochs=12, patience=4, batch_size=16, word_dim=24, char_dim=12, char_filters=24, hidden=32,
            intent_dim=8, threads=1, lr=5e-3)


@pytest.fixture(scope="module")
def trained(tmp_path_factory):
    out = tmp_path_factory.mktemp("nlu_toy")
    train, dev = toy_examples(400, seed=1), toy_examples(80, seed=2)
    summary = train_joint_model(train, dev, out, intent_mode="multilabel", config=TrainConfig(**TINY),
                                progress=False, keep_fp32=True)
    return out, summary


@pytest.fixture(scope="module")
def heldout():
    return toy_examples(150, seed=3)


def test_files_written_and_described(trained):
    out, summary = trained
    for name in (INT8_ONNX, FP32_ONNX, MODEL_JSON):
        assert (out / name).is_file(), name
    meta = json.loads((out / MODEL_JSON).read_text())
    assert meta["intent_mode"] == "multilabel"
    assert sorted(meta["intent_labels"]) == ["add", "heat", "mix", "stop"]
    assert {"O", "B-object", "B-destination", "B-duration", "I-duration"} == set(meta["tag_labels"])
    assert meta["crf"] is not None and len(meta["crf"]["transitions"]) == len(meta["tag_labels"])
    assert summary["size_int8_bytes"] < summary["size_fp32_bytes"]
    assert summary["epochs_run"] >= 1 and 1 <= summary["best_epoch"] <= summary["epochs_run"]


def test_int8_model_accuracy_floor(trained, heldout):
    model = NluModel.load(trained[0])
    preds = model.predict_batch([e.tokens for e in heldout])
    m = evaluate(heldout, preds, intent_mode="multilabel")
    assert m["slot_f1"] >= 0.9, m
    assert m["exact_match"] >= 0.9, m
    assert m["sentence_accuracy"] >= 0.8, m
    # out-of-domain sentences: no intent above threshold for most of them
    ood = [(e, p) for e, p in zip(heldout, preds) if not e.intents]
    assert ood and sum(max(p.intents.values()) < 0.5 for _, p in ood) >= 0.8 * len(ood)


def test_int8_agrees_with_fp32(trained, heldout):
    q = NluModel.load(trained[0])
    f = NluModel.load(trained[0], fp32=True)
    toks = [e.tokens for e in heldout]
    pq, pf = q.predict_batch(toks), f.predict_batch(toks)
    tag_agree = np.mean([a == b for x, y in zip(pq, pf) for a, b in zip(x.tags, y.tags)])
    intent_agree = np.mean([q.intent_set(x) == f.intent_set(y) for x, y in zip(pq, pf)])
    assert tag_agree >= 0.97 and intent_agree >= 0.95, (tag_agree, intent_agree)
    diffs = [abs(x.intents[k] - y.intents[k]) for x, y in zip(pq, pf) for k in x.intents]
    assert max(diffs) < 0.25


def test_predict_output_shape_and_batch_consistency(trained, heldout):
    model = NluModel.load(trained[0])
    toks = [e.tokens for e in heldout[:20]]
    batch = model.predict_batch(toks)
    for t, b in zip(toks, batch):
        single = model.predict(t)
        assert isinstance(single, NluOutput)
        assert single.tokens == t and len(single.tags) == len(t) == len(single.tag_confidence)
        assert single.tags == b.tags
        assert all(0.0 <= c <= 1.0 for c in single.tag_confidence)
        assert set(single.intents) == set(model.intent_labels)
        for k in single.intents:
            assert single.intents[k] == pytest.approx(b.intents[k], abs=1e-6)
        # BIO validity of the decoded path
        for i, tag in enumerate(single.tags):
            if tag.startswith("I-"):
                assert i > 0 and single.tags[i - 1][2:] == tag[2:]


@pytest.mark.parametrize(
    "tokens",
    [[], ["x" * 10000], ["12345", "678", "0.5"], ["add"] * 100, ["ünïcödé", "🙂", ""], ["the"]],
    ids=["empty", "10k-char", "digits", "100-tokens", "odd-chars", "one-word"],
)
def test_odd_inputs_do_not_crash(trained, tokens):
    model = NluModel.load(trained[0])
    out = model.predict(tokens)
    n = min(len(tokens), 64)
    assert len(out.tags) == n == len(out.tag_confidence) == len(out.tokens)
    assert set(out.intents) == set(model.intent_labels)
    assert all(0.0 <= p <= 1.0 and np.isfinite(p) for p in out.intents.values())


def test_bad_token_types_raise(trained):
    model = NluModel.load(trained[0])
    with pytest.raises(TypeError):
        model.predict("add the egg")
    with pytest.raises(TypeError):
        model.predict(["add", 3])


def test_missing_files_give_clear_error(tmp_path, trained):
    with pytest.raises(FileNotFoundError, match=r"nlu\.json.*slu train"):
        NluModel.load(tmp_path)
    (tmp_path / MODEL_JSON).write_text((trained[0] / MODEL_JSON).read_text())
    with pytest.raises(FileNotFoundError, match=r"nlu\.int8\.onnx.*slu train"):
        NluModel.load(tmp_path)


def test_multiclass_mode_gives_softmax(tmp_path):
    train = [e for e in toy_examples(250, seed=5) if len(e.intents) == 1]
    dev = [e for e in toy_examples(60, seed=6) if len(e.intents) == 1]
    cfg = TrainConfig(**{**TINY, "epochs": 6, "crf": False})
    summary = train_joint_model(train, dev, tmp_path, intent_mode="multiclass", config=cfg, progress=False)
    assert not (tmp_path / FP32_ONNX).exists()
    model = NluModel.load(tmp_path)
    out = model.predict(["heat", "the", "pot", "for", "5", "minutes"])
    assert sum(out.intents.values()) == pytest.approx(1.0, abs=1e-3)
    assert summary["dev_int8"]["intent_accuracy"] >= 0.8
    with pytest.raises(ValueError, match="exactly one intent"):
        train_joint_model(toy_examples(50, seed=1), dev, tmp_path / "x", intent_mode="multiclass",
                          config=cfg, progress=False)


def test_train_rejects_bad_input(tmp_path):
    with pytest.raises(ValueError):
        train_joint_model([], [], tmp_path, config=TrainConfig(**TINY), progress=False)
    bad = [Example(("a", "b"), ("O",), ("x",))]
    with pytest.raises(ValueError, match="tags"):
        train_joint_model(bad, [], tmp_path, config=TrainConfig(**TINY), progress=False)
    with pytest.raises(ValueError, match="intent_mode"):
        train_joint_model(toy_examples(5, 1), [], tmp_path, intent_mode="soft", progress=False)


# --- numpy decoding ------------------------------------------------------------------------------
def _brute_force(scores, trans, start, end):
    t_len, k = scores.shape
    best, best_path, paths = -np.inf, None, {}
    for path in itertools.product(range(k), repeat=t_len):
        s = start[path[0]] + scores[0, path[0]] + end[path[-1]]
        s += sum(trans[path[i - 1], path[i]] + scores[i, path[i]] for i in range(1, t_len))
        paths[path] = s
        if s > best:
            best, best_path = s, path
    return best_path, paths


def test_viterbi_and_marginals_match_brute_force():
    rng = np.random.default_rng(0)
    tags = ["O", "B-a", "I-a", "B-b", "I-b"]
    cmask, smask = bio_constraints(tags)
    for t_len in (1, 2, 4):
        scores = rng.normal(size=(t_len, len(tags)))
        trans = rng.normal(size=(len(tags), len(tags))) + cmask
        start, end = rng.normal(size=len(tags)) + smask, rng.normal(size=len(tags))
        path, all_paths = _brute_force(scores, trans, start, end)
        assert tuple(viterbi(scores, trans, start, end)) == path
        post = marginals(scores, trans, start, end)
        z = np.logaddexp.reduce(list(all_paths.values()))
        for t in range(t_len):
            for j in range(len(tags)):
                p = np.exp(np.logaddexp.reduce([s for pth, s in all_paths.items() if pth[t] == j]) - z)
                assert post[t, j] == pytest.approx(p, abs=1e-9)


def test_scaled_marginals_match_log_space_and_decoder():
    from slu_node.nlu.decode import ChainDecoder, _marginals_log

    rng = np.random.default_rng(1)
    tags = ["O", "B-a", "I-a", "B-b", "I-b", "B-c"]
    cmask, smask = bio_constraints(tags)
    scores = 8 * rng.normal(size=(12, len(tags)))  # large scores: stresses the scaling
    trans, start, end = 3 * rng.normal(size=(6, 6)) + cmask, smask, rng.normal(size=6)
    ref = _marginals_log(scores, trans, start, end)
    assert np.allclose(marginals(scores, trans, start, end), ref, atol=1e-9)
    path, conf = ChainDecoder(trans, start, end).decode(scores)
    assert np.array_equal(path, viterbi(scores, trans, start, end))
    assert np.allclose(conf, ref[np.arange(12), path])


def test_bio_constraints_forbid_invalid_moves():
    tags = ["O", "B-a", "I-a", "B-b", "I-b"]
    trans, start = bio_constraints(tags)
    assert start[2] < -1000 and start[4] < -1000 and start[1] == 0
    assert trans[0, 2] < -1000 and trans[3, 2] < -1000 and trans[1, 2] == 0 and trans[2, 2] == 0


def test_vocab_encoding():
    v = Vocab.build([["add", "the", "egg"], ["add", "5", "eggs"]])
    w, c = v.encode(["add", "7", "zzz"])
    assert w.dtype == np.int64 and c.shape == (3, MAX_CHARS)
    assert w[0] == v.word_index["add"] and w[1] == v.word_index["0"] and w[2] == 1  # digits share, UNK
    assert c[0, 0] == 2 and c[0, 4] == 3  # <w> a d d </w>
    w, c = v.encode([])
    assert w.tolist() == [0] and c.shape == (1, MAX_CHARS)
    w, c = v.encode(["y" * 10000] * 100)
    assert w.shape == (64,) and c.shape == (64, MAX_CHARS)
    assert Vocab.from_json(json.loads(json.dumps(v.to_json()))).words == v.words


def test_the_shipped_int8_models_default_to_the_cpu_even_where_a_gpu_provider_is_available(monkeypatch):
    """On a lent H100 the CUDA provider made Moonshine and the NLU parse slower than the CPU
    (``docs/results/providers_benchmark.md``), so without ``providers`` the NLU session asks for the CPU
    alone, also where onnxruntime lists CUDA; the ONNX CTC backend keeps the GPU-first order."""
    import onnxruntime as ort

    from slu_node.nlu.infer import NluModel
    from slu_node.providers import default_providers

    asked = []
    real = ort.InferenceSession

    def session(path, sess_options=None, providers=None, **kw):
        asked.append(list(providers))
        return real(path, sess_options=sess_options, providers=["CPUExecutionProvider"], **kw)

    monkeypatch.setattr(ort, "get_available_providers", lambda: ["CUDAExecutionProvider", "CPUExecutionProvider"])
    monkeypatch.setattr(ort, "InferenceSession", session)
    NluModel.load(Path(__file__).resolve().parents[1] / "models" / "cooking")
    assert asked == [["CPUExecutionProvider"]]
    assert default_providers() == ["CUDAExecutionProvider", "CPUExecutionProvider"]
