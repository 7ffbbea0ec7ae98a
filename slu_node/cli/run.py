"""``slu run``: audio files → utterances → predicates or clarifications (the main job)."""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

from slu_node.asr import BACKENDS, DEFAULT_ASR
from slu_node.asr.options import parse_options
from slu_node.audio.io import AUDIO_SUFFIXES
from slu_node.cli.common import add_domain_option, add_policy_options, policy_from_args


def register(subparsers) -> None:
    """Add the ``run`` sub-command."""
    p = subparsers.add_parser("run", help="understand spoken commands in audio files (VAD → ASR → NLU)")
    p.add_argument("inputs", nargs="+", type=Path, help="WAV/FLAC files or directories of them")
    add_asr_options(p)
    p.add_argument("--json", action="store_true", help="print one JSON object per utterance")
    p.add_argument("--ref", type=Path, help="SUGAR reference file ('ID; predicates'); ID = file stem, or, "
                   "for a single recording holding several commands, the IDs in spoken order")
    p.add_argument("--hyp-out", type=Path, help="write the SUGAR hypothesis file here")
    p.add_argument("--labels", type=Path, help="labels.jsonl (intent + slots per recording) to score against")
    p.add_argument("--log", type=Path, help="write a JSON Lines run log here")
    p.add_argument("--dialogue", action=argparse.BooleanOptionalAction, default=None,
                   help="the files are one dialogue in the order given (a directory's in name order), as "
                   "SUGAR records a recipe one command per file: pronouns and implicit arguments come from "
                   "the files before; a '---' line of --ref starts a new one (default: on when --ref "
                   "separates recipes so, else off)")
    p.set_defaults(handler=run)


def add_asr_options(p: argparse.ArgumentParser) -> None:
    """Domain, ASR backend and execution-provider options shared by ``run`` and ``listen``."""
    add_domain_option(p)
    p.add_argument("--asr", default=DEFAULT_ASR, choices=BACKENDS,
                   help=f"speech recogniser (default: {DEFAULT_ASR}; pocketsphinx needs no download at all)")
    p.add_argument("--vosk-model", type=Path, help="Vosk model directory (with --asr vosk)")
    p.add_argument("--onnx-model", type=Path, help="CTC acoustic model .onnx (with --asr onnx)")
    p.add_argument("--onnx-vocab", type=Path, help="CTC output vocabulary, one token a line (with --asr onnx)")
    p.add_argument("--batch", action="store_true",
                   help="decode each utterance after its endpoint instead of while it is spoken")
    p.add_argument("--asr-option", action="append", default=[], metavar="KEY=VALUE",
                   help="backend option, repeatable (moonshine: model=tiny, beam=1; pocketsphinx: lw=6.5...)")
    add_policy_options(p)


def build_pipeline(args: argparse.Namespace):
    """The pipeline for the parsed options."""
    from slu_node.pipeline import Pipeline

    given = {"vosk": {"model_dir": args.vosk_model},
             "onnx": {"model_path": args.onnx_model, "vocabulary": args.onnx_vocab}}.get(args.asr, {})
    options = {k: v for k, v in given.items() if v is not None}
    options.update(parse_options(args.asr_option))
    return Pipeline.from_domain(args.domain, args.asr, providers=args.providers, asr_options=options,
                                streaming=not args.batch, policy=policy_from_args(args))


def list_audio(inputs: list[Path]) -> list[Path]:
    """Expand directories into their audio files, in name order with numbers read as numbers ("c2"
    before "c10", the order a recipe's commands are numbered in); raise FileNotFoundError for a
    missing input."""
    files: list[Path] = []
    for path in inputs:
        if path.is_dir():
            files += sorted((p for p in path.iterdir() if p.suffix.lower() in AUDIO_SUFFIXES), key=_natural)
        elif path.is_file():
            files.append(path)
        else:
            raise FileNotFoundError(f"no such file or directory: {path}")
    return files


def run(args: argparse.Namespace) -> int:
    """Handler of ``slu run``."""
    from tqdm import tqdm

    from slu_node.audio.io import AudioError, load_audio
    from slu_node.cli.parse import describe
    from slu_node.serialize import utterance_to_dict
    from slu_node.sugar import read_sugar_file

    files = list_audio(args.inputs)
    pipeline = build_pipeline(args)
    per_file: dict[str, list] = {}
    log = open_log(args.log, args, pipeline) if args.log else None
    ref_lines = read_sugar_file(args.ref) if args.ref else []
    recipe_of = {line.id: line.recipe for line in ref_lines}  # "---" lines of --ref separate recipes
    if args.dialogue is None:
        args.dialogue = len(set(recipe_of.values())) > 1
        if args.dialogue:
            print("the reference separates recipes: the files of each are read as one dialogue "
                  "(--no-dialogue: each alone)", file=sys.stderr)
    recipe = None
    for path in tqdm(files, desc="utterances", unit="file", disable=len(files) < 2 or args.json, file=sys.stderr):
        try:
            samples = load_audio(path)
        except AudioError as exc:
            print(f"{path}: {exc}", file=sys.stderr)
            continue
        same_recipe = args.dialogue and recipe_of.get(path.stem, recipe) == recipe
        recipe = recipe_of.get(path.stem, recipe)
        results = pipeline.process_audio(samples, source=path.stem, keep_context=same_recipe)
        per_file[path.stem] = results
        for r in results:
            if log is not None:
                log.write(r)
            if args.json:
                print(json.dumps({"file": str(path), **utterance_to_dict(r)}))
            else:
                print(f"{path.name} [{r.start_s:6.2f}-{r.end_s:6.2f} s] \"{r.transcript.text}\" -> {describe(r.parse)}")
    if log is not None:
        log.close()
    hyp = hypothesis_lines(per_file, ref_lines)
    if args.hyp_out:
        args.hyp_out.write_text("".join(f"{i}; {s}\n" for i, s in hyp.items()), encoding="utf-8")
    if args.ref:
        print_sugar_score(args.ref, hyp)
    if args.labels:
        print_label_score(args.labels, per_file, pipeline.parser.domain)
    return 0


def _natural(path: Path) -> list:
    """Sort key of a file name with its runs of digits as numbers."""
    return [(0, int(part), "") if part.isdigit() else (1, 0, part) for part in re.split(r"(\d+)", path.name)]


def hypothesis_lines(per_file: dict[str, list], ref_lines: list) -> dict[str, str]:
    """SUGAR hypothesis per reference ID (``ref_lines``: the reference file's lines,
    :func:`slu_node.sugar.read_sugar_file`; empty without one).

    A file whose stem is a reference ID gives that ID the commands of all its utterances; a single
    recording holding several commands (a session) gives each reference ID the utterance
    :func:`slu_node.scoring.sugar_score.align_session` pairs it with (none: an empty hypothesis), so
    that a noise burst heard as words or a command the VAD missed does not shift the rest.
    Clarifications contribute their partial parse with ``#``.
    """
    from slu_node.scoring.sugar_score import align_session
    from slu_node.sugar import format_predicates

    ref_ids = [line.id for line in ref_lines]
    hyp: dict[str, str] = {}
    if ref_ids and len(per_file) == 1 and next(iter(per_file)) not in ref_ids:
        said = [list(r.parse.predicates) for r in next(iter(per_file.values()))]
        pairs = align_session([list(line.predicates) for line in ref_lines], said)
        return {ident: format_predicates(said[j]) if j is not None else "" for ident, j in zip(ref_ids, pairs)}
    for stem, results in per_file.items():
        hyp[stem] = format_predicates([p for r in results for p in r.parse.predicates][:3])
    return hyp


def print_sugar_score(ref_path: Path, hyp: dict[str, str]) -> None:
    """Score hypothesis lines against a SUGAR reference file and print the headline table."""
    from slu_node.scoring.sugar_score import score_lines

    report = score_lines(ref_path, hyp)
    print(report.table())


def print_label_score(labels_path: Path, per_file: dict[str, list], domain) -> None:
    """Score intents/slots against a labels.jsonl (command acceptance, per-slot accuracy)."""
    from slu_node.scoring.labels import read_labels, score_labels, slots_from_result

    gold = read_labels(labels_path)
    hyp = {stem: slots_from_result(results, domain) for stem, results in per_file.items()}
    print(json.dumps(score_labels(gold, hyp), indent=2))


def open_log(path: Path, args: argparse.Namespace, pipeline):
    """Open a run log with a header describing this run."""
    from slu_node.runlog import RunLogWriter

    writer = RunLogWriter(path)
    writer.write_header(domain=str(args.domain), asr_backend=args.asr, source=" ".join(str(p) for p in args.inputs))
    return writer
