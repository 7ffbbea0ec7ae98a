"""Train the Moonshine encoder adapter of a domain: ``python -m slu_node.asr.adapter_training``.

Moonshine (fetched, int8, frozen) mishears the robotic TTS voices this project is benchmarked on:
"add" as "and", "peel" as "feel" (README, "Where we stand"). The adapter is a small residual network
on the encoder's output states, ``h + up(gelu(down(layernorm(h))))`` (416 → :data:`RANK` → 416 for
Base; ``up`` starts at zero, so the untrained adapter changes nothing), a bottleneck adapter as in
Houlsby et al., "Parameter-Efficient Transfer Learning for NLP" (ICML 2019). It is trained with the
decoder's cross-entropy on the domain's sentences spoken by TTS voices
(:mod:`slu_node.asr.adapter_data`), through the decoder made float and differentiable
(:mod:`slu_node.asr.moonshine_float`, :mod:`slu_node.asr.onnx_torch`); the encoder and decoder stay
as fetched. At run time :class:`~slu_node.asr.moonshine_asr.MoonshineAsr` runs the adapter (int8
ONNX, written by :func:`export_adapter`) between encoder and decoder.

Needs the ``train`` extra (torch, onnx) and the fetched Base model (``slu fetch-asr``). Took 14 minutes
on this project's 2-core machine for 4,000 domain and 1,000 other sentences (fortieth session: 6 to
speak and encode, 8 to train).
"""

from __future__ import annotations

import argparse
import json
import random
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Optional, Sequence, Union

import numpy as np

from slu_node.asr.adapter_data import ADAPTER_FILE, adapter_path

#: Width of the adapter's bottleneck.
RANK = 128
#: Seeds of the training and validation sentences (apart from the language model's and the benchmarks'),
#: and of the simulated rooms.
SEED, VALIDATION_SEED, ROOM_SEED = 4040, 4141, 4242


def make_adapter(width: int = 416, rank: int = RANK):
    """The adapter as a torch module: float32 (batch × frames × ``width``) → the same shape."""
    import torch

    class Adapter(torch.nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.norm = torch.nn.LayerNorm(width)
            self.down = torch.nn.Linear(width, rank)
            self.up = torch.nn.Linear(rank, width)
            torch.nn.init.zeros_(self.up.weight)
            torch.nn.init.zeros_(self.up.bias)

        def forward(self, hidden):
            return hidden + self.up(torch.nn.functional.gelu(self.down(self.norm(hidden))))

    return Adapter()


def batch_loss(decoder, adapter, batch):
    """(summed cross-entropy in nats, target count) of one :class:`~slu_node.asr.adapter_data.EncodedBatch`:
    teacher forcing from the start token to the end token (Moonshine's, as its decoding loop uses them)."""
    import torch

    from slu_node.asr.moonshine_asr import END_TOKEN, START_TOKEN

    hidden = torch.from_numpy(batch.hidden.astype(np.float32))
    length = max(len(t) for t in batch.tokens) + 1
    ids = torch.full((len(batch.tokens), length), END_TOKEN, dtype=torch.long)
    labels = torch.full((len(batch.tokens), length), -100, dtype=torch.long)
    for row, tokens in enumerate(batch.tokens):
        ids[row, :len(tokens) + 1] = torch.tensor([START_TOKEN] + tokens)
        labels[row, :len(tokens) + 1] = torch.tensor(tokens + [END_TOKEN])
    logits = decoder(ids, adapter(hidden))[0]
    loss = torch.nn.functional.cross_entropy(logits.reshape(-1, logits.shape[-1]), labels.reshape(-1),
                                             reduction="sum")
    return loss, int((labels >= 0).sum())


def mean_loss(decoder, adapter, batches) -> float:
    """Cross-entropy per target token (nats) over ``batches``, without gradients."""
    import torch

    with torch.no_grad():
        sums = [batch_loss(decoder, adapter, b) for b in batches]
    return sum(float(s) for s, _ in sums) / max(1, sum(n for _, n in sums))


def train_adapter(train, validation, decoder, epochs: float = 2.0, lr: float = 1e-3, rank: int = RANK,
                  seed: int = 0, log=print):
    """Train an adapter on ``train`` batches (AdamW, one-cycle schedule, one batch a step); returns
    (adapter, report dict with the validation loss before and after)."""
    import torch

    torch.manual_seed(seed)
    adapter = make_adapter(train[0].hidden.shape[-1], rank)
    report = {"validation_loss_start": round(mean_loss(decoder, adapter, validation), 4)}
    log(f"validation loss before training: {report['validation_loss_start']}")
    steps = max(1, int(len(train) * epochs))
    opt = torch.optim.AdamW(adapter.parameters(), lr=lr, weight_decay=0.01)
    schedule = torch.optim.lr_scheduler.OneCycleLR(opt, lr, total_steps=steps, pct_start=0.1)
    rng, order, started = random.Random(seed), [], time.perf_counter()
    for step in range(steps):
        if not order:
            order = list(range(len(train)))
            rng.shuffle(order)
        loss, n = batch_loss(decoder, adapter, train[order.pop()])
        (loss / n).backward()
        opt.step()
        opt.zero_grad()
        schedule.step()
        if (step + 1) % 200 == 0:
            log(f"step {step + 1}/{steps}: validation loss {mean_loss(decoder, adapter, validation):.4f} "
                f"({time.perf_counter() - started:.0f} s)")
    report.update(steps=steps, epochs=epochs, lr=lr, rank=rank, train_s=round(time.perf_counter() - started, 1),
                  validation_loss_end=round(mean_loss(decoder, adapter, validation), 4))
    return adapter, report


def export_adapter(adapter, path: Union[str, Path], int8: bool = True) -> Path:
    """Write ``adapter`` as ONNX (input ``encoder_hidden_states``, output ``adapted_hidden_states``, both
    float32 batch × frames × width); ``int8``: its two matrix products dynamically quantized
    (onnxruntime's ``quantize_dynamic``, as the NLU model)."""
    import onnx
    from onnx import TensorProto, helper, numpy_helper

    w = {k: v.detach().numpy().astype(np.float32) for k, v in adapter.state_dict().items()}
    width = w["norm.weight"].shape[0]
    arrays = {"ln_w": w["norm.weight"], "ln_b": w["norm.bias"], "down_w": w["down.weight"].T.copy(),
              "down_b": w["down.bias"], "up_w": w["up.weight"].T.copy(), "up_b": w["up.bias"],
              "sqrt2": np.float32(2 ** 0.5), "half": np.float32(0.5), "one": np.float32(1.0)}
    node = helper.make_node
    nodes = [node("LayerNormalization", ["encoder_hidden_states", "ln_w", "ln_b"], ["n"], axis=-1, epsilon=1e-5),
             node("MatMul", ["n", "down_w"], ["d0"]), node("Add", ["d0", "down_b"], ["d"]),
             node("Div", ["d", "sqrt2"], ["g0"]), node("Erf", ["g0"], ["g1"]), node("Add", ["g1", "one"], ["g2"]),
             node("Mul", ["d", "g2"], ["g3"]), node("Mul", ["g3", "half"], ["g"]),  # exact gelu
             node("MatMul", ["g", "up_w"], ["u0"]), node("Add", ["u0", "up_b"], ["u"]),
             node("Add", ["encoder_hidden_states", "u"], ["adapted_hidden_states"])]
    shape = ["batch", "frames", width]
    graph = helper.make_graph(
        nodes, "moonshine_encoder_adapter",
        [helper.make_tensor_value_info("encoder_hidden_states", TensorProto.FLOAT, shape)],
        [helper.make_tensor_value_info("adapted_hidden_states", TensorProto.FLOAT, shape)],
        [numpy_helper.from_array(np.asarray(v, np.float32), k) for k, v in arrays.items()])
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])
    model.ir_version = 8
    onnx.checker.check_model(model)
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    if not int8:
        onnx.save(model, str(path))
        return path
    from onnxruntime.quantization import QuantType, quantize_dynamic

    float_path = path.with_suffix(".float.onnx")
    onnx.save(model, str(float_path))
    try:
        quantize_dynamic(str(float_path), str(path), weight_type=QuantType.QInt8)
    finally:
        float_path.unlink(missing_ok=True)
    return path


def _speak_and_encode(job):
    from slu_node.asr.adapter_data import encode_batches, speak

    sentences, seed, model_dir, rooms = job
    return encode_batches(speak(sentences, seed, rooms=rooms), model_dir)


def encoded_sentences(domain_dir: Union[str, Path], n: int, seed: int, model_dir: Union[str, Path],
                      workers: int = 2, rooms: Sequence[np.ndarray] = ()) -> list:
    """:func:`slu_node.datagen.sample_sentences` of the domain (``n`` and its disfluent and framed
    extras) and :data:`~slu_node.asr.adapter_data.OOD_SHARE` × ``n`` out-of-domain sentences
    (:func:`~slu_node.asr.adapter_data.other_sentences`), spoken (a share across ``rooms``: impulse
    responses of :func:`~slu_node.asr.adapter_data.training_rooms`) and encoded in ``workers``
    processes (each a share of the sentences)."""
    from slu_node.asr.adapter_data import OOD_SHARE, other_sentences
    from slu_node.asr.lm import can_add_word
    from slu_node.datagen import sample_sentences
    from slu_node.domain import load_domain

    domain = load_domain(Path(domain_dir) / "domain.yaml")
    sentences = sample_sentences(domain, n, seed, can_say=can_add_word(domain))
    sentences += other_sentences(int(round(n * OOD_SHARE)), seed)
    jobs = [(sentences[k::workers], seed * 100 + k, str(model_dir), list(rooms)) for k in range(workers)]
    with ProcessPoolExecutor(max_workers=workers) as pool:
        return [b for part in pool.map(_speak_and_encode, jobs) for b in part]


def main(argv: Optional[Sequence[str]] = None) -> int:
    """CLI: speak, encode, train, export the int8 adapter and its JSON report (same name, ``.json``)
    into ``DOMAIN/asr``."""
    import torch

    from slu_node.asr.adapter_data import (DISTANCE_RANGE_M, OOD_SHARE, REVERB_SHARE, ROOM_RANGE_M, ROOMS,
                                           RT60_RANGE_S, TRAINING_NOISE, TRAINING_VOICES, training_rooms)
    from slu_node.asr.moonshine_fetch import ORIGINAL_DECODER, default_model_dir, is_complete
    from slu_node.asr.moonshine_float import float_decoder
    from slu_node.asr.onnx_torch import OnnxTorch

    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--domain", default="models/cooking")
    ap.add_argument("--sentences", type=int, default=4000)
    ap.add_argument("--validation", type=int, default=150)
    ap.add_argument("--epochs", type=float, default=2.0)
    ap.add_argument("--lr", type=float, default=1e-3)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--rooms", type=int, default=0,
                    help=f"simulated rooms that a share ({REVERB_SHARE:g}) of the speech is heard across (0, the "
                         f"default: none; {ROOMS} were tried in the forty-fourth session and heard dry speech worse)")
    ap.add_argument("--out", default=None, help=f"default: DOMAIN/asr/{ADAPTER_FILE}")
    args = ap.parse_args(argv)
    model_dir = default_model_dir()
    if not is_complete(model_dir):
        raise SystemExit(f"no Moonshine model at {model_dir}: run `slu fetch-asr` first")
    torch.set_num_threads(max(1, args.workers))
    started = time.perf_counter()
    rooms = training_rooms(args.rooms, ROOM_SEED)
    train = encoded_sentences(args.domain, args.sentences, SEED, model_dir, args.workers, rooms)
    validation = encoded_sentences(args.domain, args.validation, VALIDATION_SEED, model_dir, args.workers, rooms)
    data_s = time.perf_counter() - started
    print(f"{sum(len(b.texts) for b in train)} training and {sum(len(b.texts) for b in validation)} "
          f"validation utterances spoken and encoded in {data_s:.0f} s", flush=True)
    decoder = OnnxTorch(float_decoder(model_dir / ORIGINAL_DECODER))
    adapter, report = train_adapter(train, validation, decoder, args.epochs, args.lr,
                                    log=lambda m: print(m, flush=True))
    out = Path(args.out) if args.out else adapter_path(args.domain)
    export_adapter(adapter, out)
    report.update(training_utterances=sum(len(b.texts) for b in train), sentences=args.sentences,
                  out_of_domain_share=OOD_SHARE,
                  seed=SEED, validation_seed=VALIDATION_SEED, voices=list(TRAINING_VOICES),
                  noise=list(TRAINING_NOISE),
                  rooms={"n": len(rooms), "share": REVERB_SHARE if rooms else 0.0, "seed": ROOM_SEED,
                         "rt60_s": RT60_RANGE_S, "distance_m": DISTANCE_RANGE_M, "size_m": ROOM_RANGE_M},
                  data_s=round(data_s, 1), bytes=out.stat().st_size)
    out.with_suffix(".json").write_text(
        json.dumps(report, indent=1) + "\n", encoding="utf-8")
    print(json.dumps(report), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
