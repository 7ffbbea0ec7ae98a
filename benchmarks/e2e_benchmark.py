"""End-to-end benchmark: synthesized cooking commands → VAD → ASR → NLU → SUGAR predicates.

Prints, per condition (clean, kitchen noise at 10 dB SNR or ``--noise``'s) and per voice: SUGAR correct actions /
correct arguments, commands accepted, commands accepted but not exactly the reference (the false
accepts a robot would act on), post-endpoint latency p50/p95 (ms; ``timings_ms["post_endpoint"]``,
which counts a speculative end's work only where real-time audio would not have covered it, see
:class:`slu_node.frontend.SpeechFrontEnd`), real-time factor; then
the noise-only check (≥ 5 min of the kitchen noise recordings must give zero commands), the
out-of-domain speech check (held-out SNIPS test sentences, spoken by the same voices: how many become a
command, i.e. false accepts; SNIPS train text is a training negative, its test text is not) and the
peak RSS of the process (the benchmark's own audio and outcomes included; the pipeline's alone:
``benchmarks/pipeline_rss.py``). Targets (issue 3): ≥ 95 % / ≥ 85 % clean, p95 ≤ 150 ms, RSS ≤ 300 MB
(the pipeline's), 0 commands on noise. Utterances come from the domain generator with a seed that
training never used (held out). ``--voices`` chooses the voices (default: the four the bundled
pocketsphinx model recognises best and espeak-ng's en-us); others, which no rule was written for,
show how the pipeline does on voices it was not tuned on. ``--rt60 S`` hears every command across a
simulated kitchen first (:mod:`slu_node.audio.room`, as ``benchmarks/coffee_benchmark.py --rt60``);
``--rate R`` speaks every command R times as fast (espeak-ng and flite voices), for fast and slow talkers.
``--decode-rate S`` fixes the front end's estimate of the recogniser's speed (which long commands end
their decode early depends on it), so that two runs of the same code hear the same: for comparing
recogniser changes.

Usage: python benchmarks/e2e_benchmark.py [--domain models/cooking] [--n 200] [--voices ...] [--generate-from FILE] [--rt60 S] [--rate R] [--decode-rate S]
"""

from __future__ import annotations

import argparse
import json
import resource
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Optional

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from slu_node.asr import BACKENDS, DEFAULT_ASR  # noqa: E402
from slu_node.audio.enhance import METHODS  # noqa: E402
from slu_node.audio.mix import load_noise, mix_at_snr  # noqa: E402
from slu_node.audio.room import describe_kitchen, reverberate, room_impulse_response  # noqa: E402
from slu_node.audio.vad import SpeechSegment  # noqa: E402
from slu_node.asr.options import parse_options  # noqa: E402
from slu_node.datagen import generate  # noqa: E402
from slu_node.domain import load_domain  # noqa: E402
from slu_node.frontend import Heard  # noqa: E402
from slu_node.parser import SpokenCommandParser  # noqa: E402
from slu_node.pipeline import Pipeline  # noqa: E402
from slu_node.scoring.concepts import matches_reference  # noqa: E402
from slu_node.scoring.sugar_score import headline_figures, score_utterance  # noqa: E402
from slu_node.serialize import transcript_from_dict, transcript_to_dict  # noqa: E402
from slu_node.sugar import format_predicates, parse_predicates, read_referenced_lines  # noqa: E402
from slu_node.tts import RECOGNISABLE_VOICES, available_voices, synthesize  # noqa: E402

NOISE_FILES = ("kitchen_ambience.wav", "doing_the_dishes.wav", "running_tap.wav")
#: Room sound before and after each command (silence, or noise once mixed). A robot listens
#: continuously, so the noise before a command is always there for the noise profile and the SNR
#: estimate; the VAD keeps 0.8 s before the speech (padding + pre-roll), so a shorter lead would leave
#: no noise-only audio ahead of the segment.
LEAD = np.zeros(32000, dtype=np.int16)  # 2 s
TAIL = np.zeros(16000, dtype=np.int16)  # 1 s: the endpoint comes from the VAD, not from the end of the file


#: The noise of the 10 dB condition unless ``--noise`` says otherwise: a recording neither the NLU nor the
#: encoder adapter was trained with (:data:`slu_node.asr.adapter_data.TRAINING_NOISE`).
DEFAULT_NOISE = "kitchen_ambience"

#: Fields of an outcome written by ``--dump``.
DUMPED = ("voice", "text", "reference", "hypothesis", "transcripts", "accepted", "wrong_accept", "audio_s", "heard")


def held_out_commands(domain, n: int, seed: int) -> list:
    """In-domain generated examples with a reference (no dialogue acts, no out-of-domain text)."""
    examples = [ex for ex in generate(domain, n * 3, seed=seed, p_ood=0.0, p_dialogue=0.0, p_unknown=0.0)
                if ex.intents and ex.reference]
    return examples[:n]


@dataclass(frozen=True)
class Spoken:
    """A hand-written command to speak: its text and SUGAR reference (predicates as written)."""

    text: str
    reference: str


def written_commands(text_files: list[str]) -> list[Spoken]:
    """The ``ID; text`` lines of each file with the ``ID; predicates`` reference of the ``.sugar``
    file beside it; lines whose reference is empty (not a command) are left out.

    Raises:
        ValueError: a text file without its ``.sugar`` file, or an ID with no reference line.
    """
    out = []
    for name in text_files:
        path = Path(name)
        sugar = path.with_suffix(".sugar")
        if not sugar.is_file():
            raise ValueError(f"{path}: no reference file {sugar}")
        out += [Spoken(text, format_predicates(ref)) for text, ref in read_referenced_lines(path, sugar) if ref]
    return out


def run_condition(pipeline: Pipeline, items, snr_db, noise, seed: int, rir: Optional[np.ndarray] = None) -> list[dict]:
    """Run every (example, voice, audio) item at one SNR (None = clean), heard across the room of
    impulse response ``rir`` (:func:`slu_node.audio.room.reverberate`, before the noise; None: as
    spoken); one outcome dict per item."""
    outcomes = []
    for i, (ex, voice, speech) in enumerate(items):
        audio = np.concatenate([LEAD, speech, TAIL])
        if rir is not None:
            audio = reverberate(audio, rir)
        if snr_db is not None:
            audio = mix_at_snr(audio, noise, snr_db, seed=seed + i)
        t0 = time.perf_counter()
        results = pipeline.process_audio(audio, source=f"utt{i}")
        elapsed = time.perf_counter() - t0
        outcomes.append(outcome(ex.text, ex.reference, voice, results, audio.size / 16000, elapsed))
    return outcomes


def outcome(text: str, reference: str, voice: str, results, audio_s: float, proc_s: float) -> dict:
    """One spoken command's outcome: its pipeline ``results`` (UtteranceResult list) scored against
    ``reference`` (SUGAR text); ``heard`` keeps what :func:`replay_condition` needs to parse it again, and each utterance's
    timings (ms; :class:`slu_node.pipeline.UtteranceResult`), to see where a latency went.

    Scored twice: ``tuples`` on what the robot does (a clarification counts as no command), and
    ``asked_tuples`` as the SUGAR protocol and ``slu run --ref`` score it (a clarification counts as its
    partial parse, ``#`` for each argument asked about; :func:`slu_node.cli.run.hypothesis_lines`)."""
    hyp = [p for r in results if r.parse.command for p in r.parse.command.predicates][:3]
    said = [p for r in results for p in r.parse.predicates][:3]
    ref = parse_predicates(reference)
    return {
        "text": text, "reference": format_predicates(ref), "hypothesis": format_predicates(hyp),
        "transcripts": [r.parse.text for r in results],
        "wrong_accept": bool(hyp) and not matches_reference(ref, hyp),
        "voice": voice,
        "tuples": score_utterance(ref, hyp),
        "asked_tuples": score_utterance(ref, said),
        "accepted": any(r.parse.command for r in results),
        "latencies": [r.timings_ms["post_endpoint"] for r in results],
        "audio_s": audio_s,
        "proc_s": proc_s,
        "heard": [{"transcript": transcript_to_dict(r.transcript), "snr_db": r.snr_db,
                   "decay_db_per_s": r.decay_db_per_s, "start_s": r.start_s, "end_s": r.end_s,
                   "endpoint_s": r.endpoint_s, "timings_ms": r.timings_ms} for r in results],
    }


def write_dump(path: str, label: str, outcomes: list[dict]) -> None:
    """Append ``outcomes`` of condition ``label`` to ``path`` (JSON lines, the fields of :data:`DUMPED`)."""
    with open(path, "a", encoding="utf-8") as f:
        f.writelines(json.dumps({"condition": label, **{k: o[k] for k in DUMPED}}) + "\n" for o in outcomes)


def replay_condition(pipeline: Pipeline, dumped: list[dict]) -> list[dict]:
    """Parse a ``--dump``'s heard utterances again with ``pipeline``'s parser (no audio, no ASR:
    :meth:`Pipeline.replay`); one outcome per dumped command. Latencies are the NLU's alone."""
    outcomes = []
    for i, d in enumerate(dumped):
        heard = [Heard(SpeechSegment(h["start_s"], h["end_s"], h["endpoint_s"], np.zeros(0, np.int16)),
                       transcript_from_dict(h["transcript"]), time.perf_counter(), 0.0, h["snr_db"],
                       h.get("decay_db_per_s"))
                 for h in d["heard"]]
        t0 = time.perf_counter()
        results = pipeline.replay(heard, source=f"utt{i}")
        outcomes.append(outcome(d["text"], d["reference"], d["voice"], results, d["audio_s"],
                                time.perf_counter() - t0))
    return outcomes


def summarize(outcomes: list[dict]) -> dict:
    """SUGAR figures, acceptance, latency percentiles and real-time factor over item outcomes."""
    head = headline_figures([t for o in outcomes for t in o["tuples"]])
    asked = headline_figures([t for o in outcomes for t in o["asked_tuples"]])
    lat = np.array([x for o in outcomes for x in o["latencies"]] or [0.0])
    return {
        "n": len(outcomes),
        "correct_actions": head["correct_actions"],
        "correct_arguments": head["correct_arguments"],
        "asked_actions": asked["correct_actions"],
        "asked_arguments": asked["correct_arguments"],
        "repetitions": asked["argument_repetitions"],
        "accepted": 100.0 * sum(o["accepted"] for o in outcomes) / max(1, len(outcomes)),
        "wrong_accepted": 100.0 * sum(o["wrong_accept"] for o in outcomes) / max(1, len(outcomes)),
        "p50_ms": float(np.percentile(lat, 50)),
        "p95_ms": float(np.percentile(lat, 95)),
        "rtf": sum(o["proc_s"] for o in outcomes) / max(sum(o["audio_s"] for o in outcomes), 1e-9),
    }


def noise_only(pipeline: Pipeline, minutes: float) -> tuple[float, int, list[str]]:
    """Feed the kitchen noise recordings (looped to ``minutes``) as one stream; return (minutes, VAD
    segments, the commands as "transcript → command" texts)."""
    noise = np.concatenate([load_noise(name) for name in NOISE_FILES])
    reps = int(np.ceil(minutes * 60 * 16000 / noise.size))
    stream = np.tile(noise, reps)[: int(minutes * 60 * 16000)]
    pipeline.reset(source="noise")
    results = []
    for start in range(0, stream.size, 16000):
        results += pipeline.feed(stream[start:start + 16000])
    results += pipeline.flush()
    commands = [f"{r.transcript.text!r} → {_command_text(r)}" for r in results if r.parse.command is not None]
    return stream.size / 16000 / 60, len(results), commands


#: Out-of-domain sentences for the false-accept check (held out: training uses SNIPS train only).
OOD_TEXT = ROOT.parent / "shared" / "data" / "nlu" / "snips" / "test" / "seq.in"


def ood_speech(pipeline: Pipeline, n: int, voices: list[str]) -> tuple[int, int, list[str]]:
    """Speak the first ``n`` SNIPS test sentences (round robin over ``voices``, clean) through the
    pipeline; return (sentences, sentences that gave a command, those commands as text)."""
    if n <= 0 or not OOD_TEXT.is_file():
        return 0, 0, []
    sentences = [" ".join(line.split()) for line in OOD_TEXT.read_text(encoding="utf-8").splitlines() if line.strip()][:n]
    accepted = []
    for i, text in enumerate(sentences):
        audio = np.concatenate([LEAD, synthesize(text, voices[i % len(voices)]), TAIL])
        commands = [f"{r.transcript.text!r} → {_command_text(r)}"
                    for r in pipeline.process_audio(audio, source=f"ood{i}") if r.parse.command]
        if commands:
            accepted.append(f"{text!r} (heard {' + '.join(commands)})")
    return len(sentences), len(accepted), accepted


def _command_text(result) -> str:
    """An accepted utterance's command: its SUGAR predicates, or the dialogue act's name."""
    return result.sugar or result.parse.command.dialogue_act


def table_rows(label: str, outcomes: list[dict], voices: list[str]) -> list[tuple]:
    """(condition, voice, summary) rows: all voices, then each voice."""
    return [(label, "all", summarize(outcomes))] + [(label, v, summarize([o for o in outcomes if o["voice"] == v]))
                                                    for v in voices]


def format_table(rows: list[tuple]) -> list[str]:
    """The results table's markdown lines."""
    lines = ["| condition | voice | n | correct actions % | correct arguments % | accepted % | accepted but wrong % "
             "| with questions: actions % | arguments % | repetitions % "
             "| post-endpoint p50 ms | p95 ms | RTF |", "|---|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for label, voice, f in rows:
        lines.append(f"| {label} | {voice} | {f['n']} | {f['correct_actions']:.1f} | {f['correct_arguments']:.1f} | "
                     f"{f['accepted']:.1f} | {f['wrong_accepted']:.1f} | {f['asked_actions']:.1f} | "
                     f"{f['asked_arguments']:.1f} | {f['repetitions']:.1f} | {f['p50_ms']:.1f} | {f['p95_ms']:.1f} | "
                     f"{f['rtf']:.3f} |")
    return lines


#: Under the table: what its two sets of SUGAR figures count.
SCORING = ("Correct actions / arguments count what the robot does: a clarification is no command. "
           "\"With questions\" scores as the SUGAR protocol and `slu run --ref` do: a clarification counts "
           "as its partial parse, `#` for each argument asked about (repetitions: such arguments, % of the "
           "expected arguments of the actions recognised). An action the robot asked about is not done: "
           "the targets are read on the first pair.")


def replay(args: argparse.Namespace) -> int:
    """``--replay``: the table of an earlier run's heard utterances parsed again, and what changed."""
    dumped = [json.loads(line) for line in Path(args.replay).read_text(encoding="utf-8").splitlines() if line.strip()]
    if not dumped or "heard" not in dumped[0]:
        raise SystemExit(f"{args.replay}: no heard utterances (a dump written before --replay existed?)")
    pipeline = Pipeline(SpokenCommandParser.load(args.domain), None, denoise=False)  # no recogniser: none is run
    rows, changed = [], []
    for label in dict.fromkeys(d["condition"] for d in dumped):
        these = [d for d in dumped if d["condition"] == label]
        outcomes = replay_condition(pipeline, these)
        if args.dump:
            write_dump(args.dump, label, outcomes)
        rows += table_rows(label, outcomes, list(dict.fromkeys(d["voice"] for d in these)))
        changed += [f"{label} | {o['voice']} | {o['text']} | {d['hypothesis'] or '-'} → {o['hypothesis'] or '-'} "
                    f"(reference {o['reference']})" for d, o in zip(these, outcomes) if o["hypothesis"] != d["hypothesis"]]
    text = "\n".join([f"Replay of {args.replay} with {args.domain} (NLU only; latencies are the NLU's)", "",
                      *format_table(rows), "", SCORING, "", f"{len(changed)} commands changed:", *changed])
    print(text)
    return 0


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--domain", default=str(ROOT / "models" / "cooking"))
    ap.add_argument("--n", type=int, default=200, help="commands (each spoken by one voice, round robin)")
    ap.add_argument("--voices", nargs="+", default=None)
    ap.add_argument("--seed", type=int, default=20261121)
    ap.add_argument("--generate-from", default=None,
                    help="domain file (or model directory) the commands are generated from (default: --domain); "
                         "an earlier domain file keeps the commands of runs before a change to it")
    ap.add_argument("--commands", nargs="+", default=None, metavar="TXT",
                    help="speak these hand-written 'ID; text' files (each with its .sugar reference beside it) "
                         "instead of generated commands (--n and --generate-from are then not used)")
    ap.add_argument("--rate", type=float, default=1.0,
                    help="speaking-rate factor of every command (> 1 faster; espeak-ng and flite voices only, "
                         "festival speaks at its own rate)")
    ap.add_argument("--decode-rate", type=float, default=None, metavar="S",
                    help="take S s of decoding per s of audio as the recogniser's speed instead of measuring it "
                         "(SpeechFrontEnd.fix_decode_rate): runs of the same code then hear the same, for comparing "
                         "recogniser changes; latency figures stay measured")
    ap.add_argument("--noise-minutes", type=float, default=5.0)
    ap.add_argument("--ood", type=int, default=100, help="out-of-domain sentences spoken (0: skip)")
    ap.add_argument("--out", default=str(ROOT / "docs" / "results" / "e2e_benchmark.md"))
    ap.add_argument("--batch", action="store_true", help="decode after the endpoint (no streaming)")
    ap.add_argument("--dump", default=None,
                    help="write every command's transcripts and predicates here (JSON lines; an existing file is "
                         "replaced)")
    ap.add_argument("--replay", default=None, metavar="DUMP",
                    help="parse the heard utterances of an earlier run's --dump again with --domain's parser (no "
                         "audio, no ASR; seconds, not minutes): the table, then each command whose predicates "
                         "changed (--dump writes the new outcomes); no noise-only, out-of-domain or RSS checks")
    ap.add_argument("--asr", choices=BACKENDS, default=DEFAULT_ASR, help="speech recogniser")
    ap.add_argument("--asr-opt", nargs="*", default=[], help="backend options, key=value")
    ap.add_argument("--noise", default=DEFAULT_NOISE,
                    help="noise recording mixed in at 10 dB (a name in the shared noise folder or a path); the "
                         "default is the one no model was trained with, the adapter's training noises "
                         "(doing_the_dishes, running_tap) make a development set for choosing thresholds")
    ap.add_argument("--denoiser", choices=METHODS, default="rnnoise", help="noise reduction before ASR")
    ap.add_argument("--rt60", type=float, default=None,
                    help="hear every command across a kitchen with this RT60 in s, the microphone 2 m away, before "
                         "any noise (slu_node.audio.room, as benchmarks/coffee_benchmark.py --rt60; needs "
                         "pyroomacoustics)")
    args = ap.parse_args(argv)
    asr_opt = parse_options(args.asr_opt)
    if args.dump and args.replay and Path(args.dump).resolve() == Path(args.replay).resolve():
        raise SystemExit(f"--dump {args.dump}: the file --replay reads; write the new outcomes elsewhere")
    if args.dump:  # written a condition at a time: an earlier run's lines would be read as this one's
        Path(args.dump).write_text("", encoding="utf-8")

    if args.replay:
        return replay(args)
    domain = load_domain(args.domain)
    voices = args.voices or [v for v in RECOGNISABLE_VOICES + ("espeak:en-us",) if v in available_voices()]
    if args.commands:
        examples = written_commands(args.commands)
    else:
        source = load_domain(args.generate_from) if args.generate_from else domain
        examples = held_out_commands(source, args.n, args.seed)
    items = [(ex, voices[i % len(voices)], synthesize(ex.text, voices[i % len(voices)], rate=args.rate))
             for i, ex in enumerate(examples)]
    pipeline = Pipeline.from_domain(args.domain, args.asr, asr_options=asr_opt or None, streaming=not args.batch,
                                    denoiser=args.denoiser)
    if args.decode_rate is not None:
        pipeline.front.fix_decode_rate(args.decode_rate)
    noise = load_noise(args.noise)
    stem = Path(args.noise).stem
    noisy_label = f"{'kitchen' if stem == DEFAULT_NOISE else stem} 10 dB"
    rir, room = None, ""
    if args.rt60 is not None:
        rir, room = room_impulse_response(args.rt60), f"RT60 {args.rt60:g} s, "

    rows = []
    for label, snr in ((room + "clean", None), (room + noisy_label, 10.0)):
        outcomes = run_condition(pipeline, items, snr, noise, args.seed, rir)
        if args.dump:
            write_dump(args.dump, label, outcomes)
        rows += table_rows(label, outcomes, voices)
    minutes, utterances, commands = noise_only(pipeline, args.noise_minutes)
    n_ood, n_ood_accepted, ood_accepted = ood_speech(pipeline, args.ood, voices)
    rss_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024

    lines = [
        f"End-to-end benchmark ({len(examples)} "
        + (f"hand-written commands from {', '.join(Path(c).name for c in args.commands)}" if args.commands else
           f"held-out generated commands{' (from ' + args.generate_from + ')' if args.generate_from else ''}")
        + f", voices: {', '.join(voices)}{f' at {args.rate:g} times their rate' if args.rate != 1.0 else ''}; "
        f"{args.asr} + int8 NLU, one process; {'batch' if args.batch else 'streaming'} decoding, "
        f"{args.denoiser.replace('_', ' ') if pipeline.front.denoise else 'no'} noise reduction"
        + (f"; heard across a room: {describe_kitchen(args.rt60)}" if room else "")
        + (f"; decode rate fixed at {args.decode_rate:g} s/s" if args.decode_rate is not None else "")
        + f"{', ASR options ' + str(asr_opt) if asr_opt else ''})", "", *format_table(rows), "", SCORING]
    lines += ["", f"Noise only: {minutes:.1f} min of kitchen noise → {utterances} VAD segments, "
              f"**{len(commands)} commands** (target 0)" + (": " + "; ".join(commands) if commands else "."),
              f"Out-of-domain speech: {n_ood} SNIPS test sentences → **{n_ood_accepted} commands** (false accepts)"
              + (": " + "; ".join(ood_accepted) if ood_accepted else "."),
              f"Peak RSS of this benchmark process: {rss_mb:.0f} MB (it holds every synthesized command and its "
              "outcome; the pipeline's alone is measured by benchmarks/pipeline_rss.py, target ≤ 300 MB).",
              "Targets: correct actions ≥ 95 %, correct arguments ≥ 85 % clean; post-endpoint p95 ≤ 150 ms."]
    text = "\n".join(lines)
    print(text)
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(text + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
