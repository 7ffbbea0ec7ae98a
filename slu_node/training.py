"""``slu train``: domain file → generated data → joint NLU model (int8 ONNX) → ASR language model → model card.

Everything a domain directory needs is rebuilt from its ``domain.yaml`` by the project's own code.
Training needs the ``train`` extra (``torch==2.13.0``, ``onnx``); inference does not.
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Iterable, Optional, Sequence, Union

from slu_node.domain import load_domain, resolve_domain_path
from slu_node.textnorm import normalize_phrase
from slu_node.terse import TERSE_SHARE

#: Training settings of the committed domain models (TrainConfig fields). Softmax tagging with BIO-
#: constrained Viterbi instead of a CRF trains ~3x faster on 2 CPU cores at the same dev slot F1 on
#: generated data; the multi-label intent loss is weighted up because it learns slower than the tags.
DOMAIN_TRAIN_CONFIG = dict(epochs=18, max_minutes=30, batch_size=32, patience=3, crf=False,
                           intent_weight=5.0, threads=1)
REPORT_FILE = "training_report.json"
CARD_FILE = "MODEL_CARD.md"


def read_text_lines(paths: Iterable[Union[str, Path]], limit: int = 20000) -> list[str]:
    """Read non-empty lines of plain-text files (out-of-domain sentences), normalised, de-duplicated.

    Raises:
        FileNotFoundError: a path does not exist.
    """
    lines: dict[str, None] = {}
    for path in paths:
        for line in Path(path).read_text(encoding="utf-8", errors="replace").splitlines():
            text = normalize_phrase(line)
            if text:
                lines[text] = None
    return list(lines)[:limit]


#: Sentences sampled from the domain for the language model, unless its domain file says how many
#: (``asr: lm_sentences``, :func:`lm_sentences_of`). 30,000 until the twentieth session: with
#: that few, a common command could miss its trigram by chance ("crack two eggs": P(eggs | crack two)
#: −10.5 against −7.1 in another sample, and espeak-ng's "crack two eggs into the bowl" was heard
#: "crack to eggs"); 90,000 cover it in every sample tried (−7.7 to −8.0), for 7.8 MB instead of 4.2.
LM_SENTENCES = 90000


def lm_sentences_of(domain) -> int:
    """Sentences to sample for ``domain``'s language model: its file's ``asr: lm_sentences``, else
    :data:`LM_SENTENCES`."""
    return int(domain.asr.get("lm_sentences") or LM_SENTENCES)


def without_domain_verbs(domain, sentences: Sequence[str]) -> list[str]:
    """Drop sentences that contain one of the domain's verb phrases (whole words).

    External out-of-domain corpora (e.g. SNIPS "add this song to my playlist") share command verbs
    with the domain; as negatives they teach the tagger to ignore the verb itself ("add a pinch of
    salt" was rejected). Such sentences are still refused at run time without them: their arguments
    are not in the lexicon, which gives an ``unknown_word`` clarification, never a command.
    The domain file's own ``out_of_domain`` list is kept whole (curated hard negatives).
    """
    verbs = {f" {v} " for action in domain.actions.values() for v in action.verb_phrases}
    return [s for s in sentences if not any(v in f" {s} " for v in verbs)]


def train_domain(
    domain_path: Union[str, Path],
    out_dir: Optional[Union[str, Path]] = None,
    *,
    n_train: int = 12000,
    n_dev: int = 1000,
    n_test: int = 2000,
    seed: int = 13,
    ood_files: Sequence[Union[str, Path]] = (),
    eval_files: Sequence[tuple[Union[str, Path], Union[str, Path]]] = (),
    build_asr: bool = True,
    lm_sentences: Optional[int] = None,
    progress: bool = True,
    train_config=None,
    terse_share: float = TERSE_SHARE,
) -> dict:
    """Build every artifact of a domain directory.

    Args:
        domain_path: domain directory or YAML file.
        out_dir: where to write (default: the domain file's directory).
        n_train, n_dev, n_test: generated examples per split (test sentences are not in train).
        seed: seed of generation and training.
        ood_files: extra out-of-domain text (one sentence a line) mixed into training as negatives.
        eval_files: ``(text_file, sugar_file)`` pairs ('ID; text' / 'ID; predicates') scored after
            training (e.g. the hand-written test commands); never used for training.
        build_asr: also build the pocketsphinx language model and dictionary.
        lm_sentences: sentences sampled from the domain for the language model (None: the domain
            file's, :func:`lm_sentences_of`).
        train_config: a :class:`slu_node.nlu.train.TrainConfig` (default: :data:`DOMAIN_TRAIN_CONFIG`).
        terse_share: share of the training commands said tersely (:mod:`slu_node.terse`).

    Returns:
        the training report (also written to ``training_report.json``), from which the model card
        ``MODEL_CARD.md`` is written.
    """
    from slu_node.datagen import make_splits, sample_sentences
    from slu_node.nlu.train import TrainConfig, train_joint_model

    train_config = train_config or TrainConfig(**DOMAIN_TRAIN_CONFIG)

    yaml_path = resolve_domain_path(domain_path)
    domain = load_domain(yaml_path)
    out = Path(out_dir) if out_dir else yaml_path.parent
    out.mkdir(parents=True, exist_ok=True)
    if out.resolve() != yaml_path.parent.resolve():
        (out / "domain.yaml").write_text(yaml_path.read_text(encoding="utf-8"), encoding="utf-8")
    report: dict = {"domain": domain.name, "seed": seed, "started": time.strftime("%Y-%m-%d %H:%M:%S")}

    external = read_text_lines(ood_files)
    kept = without_domain_verbs(domain, external)
    ood = list(domain.out_of_domain) + kept
    splits = make_splits(domain, n_train, n_dev, n_test, seed, ood_sentences=ood, terse_share=terse_share)
    report["data"] = {
        "generated": {k: len(v) for k, v in splits.items()},
        "terse_share": terse_share,
        "out_of_domain_sentences": len(ood),
        "external_ood_dropped_for_domain_verbs": len(external) - len(kept),
        "out_of_domain_sources": ["domain.yaml out_of_domain"] + [str(p) for p in ood_files],
    }
    t0 = time.perf_counter()
    report["nlu_training"] = train_joint_model(
        splits["train"], splits["dev"], out, intent_mode="multilabel",
        tag_labels=domain.tag_labels, intent_labels=domain.intent_labels, config=train_config, progress=progress,
    )
    report["nlu_training_s"] = round(time.perf_counter() - t0, 1)

    if build_asr:
        from slu_node.asr.lm import build_asr_model, can_add_word

        t0 = time.perf_counter()
        lm_sentences = lm_sentences or lm_sentences_of(domain)
        sentences = sample_sentences(domain, lm_sentences, seed, can_say=can_add_word(domain))
        report["asr"] = build_asr_model(domain, sentences, out, filler_base=lm_sentences)
        report["asr_build_s"] = round(time.perf_counter() - t0, 1)

    from slu_node.scoring.parser_eval import evaluate_examples, evaluate_sugar_file
    from slu_node.parser import SpokenCommandParser

    parser = SpokenCommandParser.load(out)
    report["evaluation"] = {"generated_test": evaluate_examples(parser, splits["test"])}
    for text_file, sugar_file in eval_files:
        report["evaluation"][Path(text_file).stem] = evaluate_sugar_file(parser, text_file, sugar_file)
    write_report(out, report)
    return report


def rebuild_asr(domain_path: Union[str, Path], out_dir: Optional[Union[str, Path]] = None, *, seed: int = 13,
                lm_sentences: Optional[int] = None) -> dict:
    """Rebuild only the ASR artifacts of a trained domain directory (language model, dictionary,
    homophones, sound-alikes: :func:`slu_node.asr.lm.build_asr_model`) from its domain file, as ``slu
    train`` does, and keep its NLU model: for a lexicon or pronunciation change that the tagger needs
    no new training for (new values are tagged by their place in the command). The training report
    and the model card get the new ``asr`` section and the date of the rebuild (``asr_rebuilt``).
    With the same seed and an unchanged domain file the files are the same as ``slu train`` writes
    (checked on the cooking domain, nineteenth session).

    Raises:
        DomainError: unreadable domain file.
        AsrModelError: a word without a pronunciation, or no usable sentence.
    """
    from slu_node.asr.lm import build_asr_model, can_add_word
    from slu_node.datagen import sample_sentences

    yaml_path = resolve_domain_path(domain_path)
    domain = load_domain(yaml_path)
    out = Path(out_dir) if out_dir else yaml_path.parent
    report_path = out / REPORT_FILE
    report = json.loads(report_path.read_text(encoding="utf-8")) if report_path.is_file() else {}
    lm_sentences = lm_sentences or lm_sentences_of(domain)
    sentences = sample_sentences(domain, lm_sentences, seed, can_say=can_add_word(domain))
    report["asr"] = build_asr_model(domain, sentences, out, filler_base=lm_sentences)
    report["asr_rebuilt"] = f"{time.strftime('%Y-%m-%d %H:%M:%S')}, seed {seed}"
    write_report(out, report, with_card="data" in report)  # a trained directory: its files and card follow
    return report


def write_report(out: Path, report: dict, with_card: bool = True) -> None:
    """Write ``report`` to ``out/``:data:`REPORT_FILE`; with ``with_card``, first list ``out``'s files
    (and those of its ``asr/``) and their sizes in it, and write the model card (:func:`model_card`)
    to ``out/``:data:`CARD_FILE`, with what an earlier card said that the report does not
    (:func:`kept_card_notes`: a rebuild of the language model had dropped the card's class-model and
    encoder-adapter sections, sixty-sixth session)."""
    if with_card:
        from slu_node.asr.lm import ASR_SUBDIR

        report["files"] = {p.name: p.stat().st_size for p in sorted(out.iterdir()) if p.is_file()}
        if (out / ASR_SUBDIR).is_dir():
            report["files"].update({f"{ASR_SUBDIR}/{p.name}": p.stat().st_size
                                    for p in sorted((out / ASR_SUBDIR).iterdir()) if p.is_file()})
        card = out / CARD_FILE
        notes = kept_card_notes(card.read_text(encoding="utf-8")) if card.exists() else ""
        card.write_text(model_card(report) + (f"\n{notes}\n" if notes else ""), encoding="utf-8")
    (out / REPORT_FILE).write_text(json.dumps(report, indent=2, default=str) + "\n", encoding="utf-8")


#: The sections :func:`model_card` writes; an earlier card's other sections are kept.
_GENERATED_SECTIONS = ("Training data", "Model", "Evaluation (never trained on)", "Files", "ASR language model")


def kept_card_notes(card: str) -> str:
    """What a model card says that :func:`model_card` does not write: its sections under other headings
    ("## Moonshine encoder adapter"), and the text after the language model's settings block in "## ASR
    language model" (a note on the class model), in their order; "" when there is none."""
    kept: list[str] = []
    section, fences = None, 0
    for line in card.splitlines():
        if line.startswith("## "):
            section, fences = line[3:].strip(), 0
            if section not in _GENERATED_SECTIONS:
                kept.append(line)
            continue
        if section is None:
            continue
        if section not in _GENERATED_SECTIONS:
            kept.append(line)
        elif section == "ASR language model":
            if line.startswith("```"):
                fences += 1
            elif fences >= 2:
                kept.append(line)
    return "\n".join(kept).strip()


def model_card(report: dict) -> str:
    """Render the model card (Markdown) from a training report: data, metrics, sizes."""
    lines = [f"# Model card: `{report['domain']}` domain", "",
             "Generated by `slu train` from `domain.yaml`; numbers below are from that run "
             f"({report['started']}, seed {report['seed']}).", "", "## Training data", ""]
    data = report["data"]
    lines.append("Generated from the domain file's expressions and lexicon (`slu_node.datagen`): "
                 + ", ".join(f"{k} {v}" for k, v in data["generated"].items()) + " utterances; "
                 f"{data['out_of_domain_sentences']} out-of-domain sentences as negatives "
                 f"({'; '.join(data['out_of_domain_sources'])}).")
    if data.get("external_ood_dropped_for_domain_verbs"):
        lines.append(f"External sentences containing one of the domain's verbs were left out "
                     f"({data['external_ood_dropped_for_domain_verbs']}; see `without_domain_verbs`).")
    if data.get("terse_share"):
        lines.append(f"{data['terse_share']:.0%} of the training commands were said tersely, small words dropped "
                     "and some objects said before the verb (`slu_node.terse`).")
    nlu = report.get("nlu_training", {})
    lines += ["", "## Model", "",
              "Joint intent + slot network (`slu_node.nlu.model`): word embeddings learnt from scratch and a "
              "character CNN → BiLSTM encoder → multi-label intent head (attention + max pooling, sigmoid) "
              "→ intent-conditioned BiLSTM slot decoder (stack-propagation idea) → BIO-constrained Viterbi in "
              "numpy. Exported to ONNX and dynamically quantized to int8 with onnxruntime.", ""]
    for key in ("n_params", "n_words", "n_tags", "n_intents", "epochs_run", "best_epoch", "size_int8_bytes", "size_fp32_bytes"):
        if key in nlu:
            lines.append(f"- {key}: {nlu[key]:,}" if isinstance(nlu[key], int) else f"- {key}: {nlu[key]}")
    lines.append(f"- training time: {report.get('nlu_training_s')} s on CPU (2 shared cores)")
    if "config" in nlu:
        lines.append("- hyper-parameters: " + ", ".join(f"{k}={v}" for k, v in nlu["config"].items()))
    for key, label in (("dev_torch", "dev, PyTorch fp32"), ("dev_int8", "dev, ONNX int8")):
        if isinstance(nlu.get(key), dict):
            lines.append(f"- {label}: " + ", ".join(
                f"{k} {100 * v:.2f} %" for k, v in nlu[key].items() if isinstance(v, float)))
    lines += ["", "## Evaluation (never trained on)", "", "| set | n | intent exact match | slot F1 | "
              "SUGAR correct actions | SUGAR correct arguments | commands accepted | OOD rejected |",
              "|---|---|---|---|---|---|---|---|"]
    for name, m in report.get("evaluation", {}).items():
        def pct(key):
            return f"{m[key]:.1f} %" if isinstance(m.get(key), (int, float)) else "–"
        lines.append(f"| {name} | {m.get('n', '–')} | {pct('exact_match')} | {pct('slot_f1')} | "
                     f"{pct('correct_actions')} | {pct('correct_arguments')} | {pct('accepted')} | {pct('ood_rejected')} |")
    lines += ["", "## Files", "", "| file | bytes |", "|---|---|"]
    lines += [f"| {name} | {size:,} |" for name, size in report.get("files", {}).items()]
    if "asr" in report:
        rebuilt = (f" Rebuilt from the domain file alone (`slu train --asr-only`, {report['asr_rebuilt']}); the NLU "
                   "model above is the training run's." if report.get("asr_rebuilt") else "")
        lines += ["", "## ASR language model", "", "Built by `slu_node.asr.lm.build_asr_model`." + rebuilt, "",
                  "```", json.dumps(report["asr"], indent=1, default=str), "```"]
    return "\n".join(lines) + "\n"
