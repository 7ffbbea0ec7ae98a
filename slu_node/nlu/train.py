"""Training of the joint intent/slot model, then ONNX export and int8 quantisation.

Entry point: :func:`train_joint_model` (used by ``slu train`` for a cooking domain and by
``slu eval-nlu`` / the SNIPS-ATIS benchmark). Adam, bucketed mini-batches, gradient clipping, early
stopping on the dev set (mean of slot F1, intent accuracy and sentence accuracy), seeded.
"""

from __future__ import annotations

import copy
import json
import random
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Optional, Sequence, Union

import numpy as np

from slu_node.nlu.decode import bio_constraints, viterbi
from slu_node.nlu.infer import FP32_ONNX, INT8_ONNX, MODEL_JSON, NluModel
from slu_node.nlu.metrics import evaluate
from slu_node.nlu.vocab import MAX_CHARS, MAX_TOKENS, Vocab, encode_batch, tag_labels_from
from slu_node.types import Example

INTENT_MODES = ("multiclass", "multilabel")


@dataclass
class TrainConfig:
    """Hyper-parameters (defaults tuned on SNIPS/ATIS dev; see docs/results/nlu_benchmark.md).

    Attributes:
        epochs: maximum passes over the training data.
        patience: stop after this many epochs without a better dev score.
        batch_size: utterances per step; lr: Adam learning rate; lr_decay: per-epoch multiplier.
        grad_clip: max global gradient norm.
        word_dim, char_dim, char_filters, hidden, intent_dim: network sizes (model.NetDims).
        dropout: dropout on features and LSTM outputs.
        crf: use a linear-chain CRF on the tag scores.
        unk_alpha: UNK-dropout strength; a word seen n times is replaced by UNK with p = a/(a+n).
        intent_weight: weight of the intent loss against the slot loss.
        min_count: words seen fewer times in training map to UNK.
        seed: seeds python, numpy and torch.
        threads: torch CPU threads (≤ 2 on the shared build machine).
        max_minutes: wall-clock budget for the training loop (None = no limit).
    """

    epochs: int = 40
    patience: int = 6
    batch_size: int = 32
    lr: float = 2e-3
    lr_decay: float = 0.95
    grad_clip: float = 5.0
    word_dim: int = 100
    char_dim: int = 24
    char_filters: int = 64
    hidden: int = 128
    intent_dim: int = 32
    dropout: float = 0.3
    crf: bool = True
    unk_alpha: float = 0.25
    intent_weight: float = 1.0
    min_count: int = 1
    seed: int = 13
    threads: int = 1
    max_minutes: Optional[float] = None


def train_joint_model(
    train: Sequence[Example],
    dev: Sequence[Example],
    out_dir: Union[str, Path],
    *,
    intent_mode: str = "multilabel",
    tag_labels: Optional[Sequence[str]] = None,
    intent_labels: Optional[Sequence[str]] = None,
    config: Optional[TrainConfig] = None,
    progress: bool = True,
    keep_fp32: bool = False,
) -> dict:
    """Train, export and quantise the joint model; write ``out_dir/nlu.int8.onnx`` and ``nlu.json``.

    Args:
        train: training examples (tokens, BIO tags, intents); at most 64 tokens are used each.
        dev: early-stopping examples; when empty, the last 10 % of ``train`` is held out instead.
        out_dir: created if needed.
        intent_mode: "multilabel" (sigmoid per label; an example may have 0..n intents) or
            "multiclass" (softmax; every training example must have exactly one intent).
        tag_labels: BIO tag inventory (e.g. Domain.tag_labels); default: the tags of ``train``. The
            missing partner of a B-x / I-x is added. Train tags outside the list raise ValueError.
        intent_labels: intent inventory (e.g. Domain.intent_labels); default: sorted train intents.
        config: hyper-parameters (TrainConfig()).
        progress: show a tqdm progress bar.
        keep_fp32: also keep ``nlu.fp32.onnx``.

    Returns:
        dict with ``dev_torch``, ``dev_int8`` (and ``dev_fp32`` when kept) metric dicts (see
        metrics.evaluate), ``epochs_run``, ``best_epoch``, ``train_s``, ``export_s``, ``size_int8_bytes``,
        ``size_fp32_bytes``, ``n_params``, ``config``, label counts and file paths.

    Raises:
        ValueError: empty training data, bad intent_mode, token/tag length mismatch, labels outside the
            given inventories, or a multiclass example without exactly one intent.
    """
    import torch
    from tqdm import tqdm

    from slu_node.nlu.export import export_onnx, quantize_int8
    from slu_node.nlu.model import JointNet, NetDims

    cfg = config or TrainConfig()
    if intent_mode not in INTENT_MODES:
        raise ValueError(f"intent_mode must be one of {INTENT_MODES}, got {intent_mode!r}")
    train, dev = _truncate(train), _truncate(dev)
    if not train:
        raise ValueError("no training examples")
    if not dev:
        n_dev = max(1, len(train) // 10)
        train, dev = train[:-n_dev] or train, train[-n_dev:]
    tags = _tag_inventory(train, tag_labels)
    intents = _intent_inventory(train, intent_labels, intent_mode)
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)

    random.seed(cfg.seed)
    np.random.seed(cfg.seed)
    torch.manual_seed(cfg.seed)
    old_threads = torch.get_num_threads()
    torch.set_num_threads(max(1, min(2, cfg.threads)))
    try:
        vocab = Vocab.build((ex.tokens for ex in train), min_count=cfg.min_count)
        dims = NetDims(
            n_words=len(vocab.words), n_chars=len(vocab.chars), n_intents=len(intents), n_tags=len(tags),
            word_dim=cfg.word_dim, char_dim=cfg.char_dim, char_filters=cfg.char_filters, hidden=cfg.hidden,
            intent_dim=cfg.intent_dim, dropout=cfg.dropout, crf=cfg.crf, multilabel=intent_mode == "multilabel",
        )
        net = JointNet(dims)
        n_params = sum(p.numel() for p in net.parameters())
        tag_index = {t: i for i, t in enumerate(tags)}
        intent_index = {t: i for i, t in enumerate(intents)}
        data = _encode_examples(vocab, train, tag_index, intent_index, len(intents))
        drop_p = _unk_drop_probs(vocab, cfg.unk_alpha)
        opt = torch.optim.Adam(net.parameters(), lr=cfg.lr)
        sched = torch.optim.lr_scheduler.ExponentialLR(opt, gamma=cfg.lr_decay)
        cmask, smask = bio_constraints(tags)

        best = (-1.0, None, 0, {})
        t0 = time.perf_counter()
        epochs_run = 0
        bar = tqdm(range(1, cfg.epochs + 1), desc="nlu train", unit="epoch", disable=not progress)
        for epoch in bar:
            net.train()
            loss_sum, n_batches = 0.0, 0
            for batch in _batches(data, cfg.batch_size, random):
                words, chars, lengths, tag_ids, intent_y = _collate(batch)
                words = _unk_dropout(words, drop_p, lengths)
                w, c, ln = torch.from_numpy(words), torch.from_numpy(chars), torch.from_numpy(lengths)
                logits, scores = net(w, c, ln)
                ty = torch.from_numpy(tag_ids)
                if cfg.crf:
                    slot_loss = net.crf_nll(scores, ty, ln)
                else:
                    mask = (torch.arange(scores.shape[1])[None, :] < ln[:, None]).float()
                    nll = -scores.gather(2, ty.unsqueeze(-1)).squeeze(-1)
                    slot_loss = (nll * mask).sum() / len(batch)
                if dims.multilabel:
                    int_loss = torch.nn.functional.binary_cross_entropy_with_logits(
                        logits, torch.from_numpy(intent_y), reduction="sum") / len(batch)
                else:
                    int_loss = torch.nn.functional.cross_entropy(logits, torch.from_numpy(intent_y.argmax(1)))
                loss = slot_loss + cfg.intent_weight * int_loss
                opt.zero_grad()
                loss.backward()
                torch.nn.utils.clip_grad_norm_(net.parameters(), cfg.grad_clip)
                opt.step()
                loss_sum += float(loss.detach())
                n_batches += 1
            sched.step()
            epochs_run = epoch
            preds = _torch_predict(net, vocab, dev, tags, intents, dims, cmask, smask)
            m = evaluate(dev, preds, intent_mode=intent_mode)
            score = (m["slot_f1"] + m["intent_accuracy"] + m["sentence_accuracy"]) / 3
            if score > best[0]:
                best = (score, copy.deepcopy(net.state_dict()), epoch, m)
            bar.set_postfix(loss=f"{loss_sum / max(1, n_batches):.3f}", f1=f"{m['slot_f1']:.3f}",
                            int=f"{m['intent_accuracy']:.3f}", sent=f"{m['sentence_accuracy']:.3f}",
                            best=best[2])
            if epoch - best[2] >= cfg.patience:
                break
            if cfg.max_minutes is not None and time.perf_counter() - t0 > 60 * cfg.max_minutes:
                break
        bar.close()
        train_s = time.perf_counter() - t0
        net.load_state_dict(best[1])
        net.eval()

        t1 = time.perf_counter()
        fp32_path = out_dir / FP32_ONNX
        int8_path = out_dir / INT8_ONNX
        export_onnx(net, fp32_path, MAX_CHARS)
        quantize_int8(fp32_path, int8_path)
        export_s = time.perf_counter() - t1
        meta = {
            "format": "slu_node.nlu/1",
            "intent_mode": intent_mode,
            "tag_labels": tags,
            "intent_labels": intents,
            "vocab": vocab.to_json(),
            "max_tokens": MAX_TOKENS,
            "max_chars": MAX_CHARS,
            "crf": _crf_json(net) if cfg.crf else None,
            "config": asdict(cfg),
        }
        (out_dir / MODEL_JSON).write_text(json.dumps(meta), encoding="utf-8")
        summary = {
            "n_train": len(train), "n_dev": len(dev), "n_params": n_params,
            "n_words": len(vocab.words), "n_tags": len(tags), "n_intents": len(intents),
            "epochs_run": epochs_run, "best_epoch": best[2], "train_s": train_s, "export_s": export_s,
            "dev_torch": best[3],
            "size_int8_bytes": int8_path.stat().st_size, "size_fp32_bytes": fp32_path.stat().st_size,
            "config": asdict(cfg), "intent_mode": intent_mode,
            "int8_path": str(int8_path), "json_path": str(out_dir / MODEL_JSON),
        }
        summary["dev_int8"] = evaluate(dev, NluModel.load(out_dir).predict_batch([e.tokens for e in dev]),
                                       intent_mode=intent_mode)
        if keep_fp32:
            summary["dev_fp32"] = evaluate(
                dev, NluModel.load(out_dir, fp32=True).predict_batch([e.tokens for e in dev]), intent_mode=intent_mode)
            summary["fp32_path"] = str(fp32_path)
        else:
            fp32_path.unlink()
        meta["training"] = summary
        (out_dir / MODEL_JSON).write_text(json.dumps(meta), encoding="utf-8")
        return summary
    finally:
        torch.set_num_threads(old_threads)


# ---------------------------------------------------------------------------------------------
def _truncate(examples: Sequence[Example]) -> list[Example]:
    out = []
    for i, ex in enumerate(examples):
        if len(ex.tokens) != len(ex.tags):
            raise ValueError(f"example {i}: {len(ex.tokens)} tokens but {len(ex.tags)} tags: {ex.text!r}")
        if len(ex.tokens) > MAX_TOKENS:
            ex = Example(ex.tokens[:MAX_TOKENS], ex.tags[:MAX_TOKENS], ex.intents, ex.reference)
        out.append(ex)
    return out


def _tag_inventory(train: Sequence[Example], given: Optional[Sequence[str]]) -> list[str]:
    seen = tag_labels_from(ex.tags for ex in train)
    if given is None:
        return seen
    tags = list(dict.fromkeys(["O", *given]))
    for t in list(tags):
        if t != "O":
            tag_labels_from([[t]])  # validates the form
            for partner in (f"B-{t[2:]}", f"I-{t[2:]}"):
                if partner not in tags:
                    tags.append(partner)
    unknown = sorted(set(seen) - set(tags))
    if unknown:
        raise ValueError(f"training tags not in tag_labels: {unknown[:10]}")
    return tags


def _intent_inventory(train: Sequence[Example], given: Optional[Sequence[str]], mode: str) -> list[str]:
    seen = sorted({i for ex in train for i in ex.intents})
    if mode == "multiclass":
        bad = [ex.text for ex in train if len(ex.intents) != 1]
        if bad:
            raise ValueError(f"multiclass training needs exactly one intent per example; {len(bad)} do not, "
                             f"e.g. {bad[0]!r}")
    if given is None:
        if not seen:
            raise ValueError("no intents in the training data")
        return seen
    labels = list(dict.fromkeys(given))
    unknown = sorted(set(seen) - set(labels))
    if unknown:
        raise ValueError(f"training intents not in intent_labels: {unknown[:10]}")
    return labels


def _encode_examples(vocab, examples, tag_index, intent_index, n_intents):
    data = []
    for ex in examples:
        w, c = vocab.encode(ex.tokens)
        if ex.tokens:
            t = np.array([tag_index[x] for x in ex.tags], dtype=np.int64)
        else:
            t = np.zeros(1, dtype=np.int64)
        y = np.zeros(n_intents, dtype=np.float32)
        for i in ex.intents:
            y[intent_index[i]] = 1.0
        data.append((w, c, t, y))
    return data


def _batches(data, batch_size: int, rng: random.Random):
    """Shuffled batches of similar length (sort within chunks of 50 batches)."""
    order = list(range(len(data)))
    rng.shuffle(order)
    chunk = batch_size * 50
    batches = []
    for s in range(0, len(order), chunk):
        part = sorted(order[s : s + chunk], key=lambda i: len(data[i][0]))
        batches += [[data[i] for i in part[b : b + batch_size]] for b in range(0, len(part), batch_size)]
    rng.shuffle(batches)
    return batches


def _collate(batch):
    lengths = np.array([len(b[0]) for b in batch], dtype=np.int64)
    t = int(lengths.max())
    words = np.zeros((len(batch), t), dtype=np.int64)
    chars = np.zeros((len(batch), t, MAX_CHARS), dtype=np.int64)
    tags = np.zeros((len(batch), t), dtype=np.int64)
    for i, (w, c, tg, _) in enumerate(batch):
        words[i, : len(w)] = w
        chars[i, : len(w)] = c
        tags[i, : len(w)] = tg
    intents = np.stack([b[3] for b in batch])
    return words, chars, lengths, tags, intents


def _unk_drop_probs(vocab: Vocab, alpha: float) -> np.ndarray:
    counts = np.asarray(vocab.word_counts, dtype=np.float64)
    p = alpha / (alpha + np.maximum(counts, 1e-9))
    p[:2] = 0.0
    return p if alpha > 0 else np.zeros_like(p)


def _unk_dropout(words: np.ndarray, p: np.ndarray, lengths: np.ndarray) -> np.ndarray:
    drop = np.random.random(words.shape) < p[words]
    return np.where(drop, 1, words)


def _torch_predict(net, vocab, examples, tags, intents, dims, cmask, smask, batch_size: int = 256):
    """Dev predictions with the torch model, decoded exactly as the ONNX path decodes."""
    import torch

    from slu_node.types import NluOutput

    if dims.crf:
        trans = net.trans.detach().numpy() + cmask
        start = net.start.detach().numpy() + smask
        end = net.end.detach().numpy()
    else:
        trans, start, end = cmask, smask, None
    net.eval()
    outs = []
    with torch.no_grad():
        for s in range(0, len(examples), batch_size):
            chunk = examples[s : s + batch_size]
            words, chars, lengths = encode_batch(vocab, [e.tokens for e in chunk])
            logits, scores = net(torch.from_numpy(words), torch.from_numpy(chars), torch.from_numpy(lengths))
            probs = torch.sigmoid(logits) if dims.multilabel else torch.softmax(logits, -1)
            probs, scores = probs.numpy(), scores.numpy()
            for i, ex in enumerate(chunk):
                n = len(ex.tokens)
                path = viterbi(scores[i, :n].astype(np.float64), trans, start, end) if n else []
                outs.append(NluOutput(tokens=ex.tokens, tags=tuple(tags[j] for j in path),
                                      tag_confidence=(1.0,) * n,
                                      intents={lab: float(p) for lab, p in zip(intents, probs[i])}))
    return outs


def _crf_json(net) -> dict:
    return {
        "transitions": net.trans.detach().numpy().round(5).tolist(),
        "start": net.start.detach().numpy().round(5).tolist(),
        "end": net.end.detach().numpy().round(5).tolist(),
    }
