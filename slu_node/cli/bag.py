"""``slu bag``: ROS 2 bags without ROS: ``record-wav``, ``replay``, ``score`` (see docs/ros.md)."""

from __future__ import annotations

import argparse
from pathlib import Path

from slu_node.asr import BACKENDS, DEFAULT_ASR
from slu_node.cli.common import DEFAULT_DOMAIN, add_policy_options, policy_from_args


def register(subparsers) -> None:
    """Add ``bag`` with its sub-commands to the ``slu`` parser."""
    p = subparsers.add_parser("bag", help="record WAVs into ROS 2 bags, replay bags through the pipeline, score",
                              description=__doc__)
    sub = p.add_subparsers(dest="bag_command", metavar="BAG_COMMAND")
    p.set_defaults(handler=lambda args: (p.print_help(), 2)[1])

    r = sub.add_parser("record-wav", help="write WAV files into a bag as audio_common_msgs audio chunks")
    r.add_argument("wavs", nargs="+", type=Path, metavar="WAV")
    r.add_argument("--out", type=Path, required=True, help="bag directory to create (must not exist)")
    r.add_argument("--ref", type=Path, help="SUGAR reference file: writes /reference/sugar annotations")
    r.add_argument("--storage", choices=("sqlite3", "mcap"), default="sqlite3")
    r.add_argument("--chunk-ms", type=int, default=20, help="audio chunk length, ms (default 20)")
    r.add_argument("--gap", type=float, default=1.0, help="silence between and after WAVs, s (default 1)")
    r.add_argument("--start-time", type=float, default=1.7e9,
                   help="bag time of the first sample, s since the epoch (default 1.7e9, reproducible)")
    r.set_defaults(handler=_record)

    y = sub.add_parser("replay", help="run the pipeline over a bag's audio; write results to a new bag")
    y.add_argument("bag", type=Path)
    y.add_argument("--out", type=Path, required=True, help="output bag directory (must not exist)")
    y.add_argument("--domain", type=Path, default=DEFAULT_DOMAIN, help="domain directory")
    y.add_argument("--log", type=Path, help="also write a JSON Lines run log (for slu report)")
    y.add_argument("--asr", default=DEFAULT_ASR, choices=BACKENDS, help=f"ASR backend (default {DEFAULT_ASR})")
    add_policy_options(y)
    y.add_argument("--storage", choices=("sqlite3", "mcap"), default="sqlite3")
    y.add_argument("--no-audio", action="store_true", help="do not copy /audio into the output")
    y.add_argument("--score", action="store_true", help="score the output when it holds references")
    y.set_defaults(handler=_replay)

    s = sub.add_parser("score", help="SUGAR score of the results in a bag against its references")
    s.add_argument("bag", type=Path)
    s.set_defaults(handler=_score)


def _record(args: argparse.Namespace) -> int:
    from slu_node.bag.record import record_wavs

    summary = record_wavs(args.wavs, args.out, ref=args.ref, storage=args.storage, chunk_ms=args.chunk_ms,
                          gap_s=args.gap, start_time_s=args.start_time)
    print(f"{summary.path}: {summary.audio_s:.2f} s of audio in {summary.chunks} chunks, "
          f"{summary.references} reference(s)")
    return 0


def _replay(args: argparse.Namespace) -> int:
    from slu_node.bag.replay import replay_bag
    from slu_node.pipeline import Pipeline

    pipeline = Pipeline.from_domain(args.domain, asr=args.asr, policy=policy_from_args(args))
    log = None
    if args.log:
        from slu_node.runlog import RunLogWriter

        log = RunLogWriter(args.log)
        log.write_header(domain=str(args.domain), asr_backend=args.asr, source=str(args.bag))
    try:
        s = replay_bag(args.bag, args.out, pipeline, storage=args.storage, copy_audio=not args.no_audio, log=log)
    finally:
        if log is not None:
            log.close()
    print(f"{s.path}: {s.audio_s:.2f} s of audio, {s.utterances} utterance(s): {s.commands} command(s), "
          f"{s.clarifications} clarification(s); {s.bad_chunks} bad chunk(s); "
          f"real-time factor {s.real_time_factor:.3f}")
    for err in s.errors[:10]:
        print(f"  skipped: {err}")
    if args.score:
        return _score(argparse.Namespace(bag=args.out))
    return 0


def _score(args: argparse.Namespace) -> int:
    from slu_node.bag.score import score_bag

    print(score_bag(args.bag).table())
    return 0
