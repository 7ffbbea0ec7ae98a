"""``slu listen``: live microphone → commands, until Ctrl-C."""

from __future__ import annotations

import argparse
import json

from slu_node.cli.run import add_asr_options, build_pipeline


def register(subparsers) -> None:
    """Add the ``listen`` sub-command."""
    p = subparsers.add_parser("listen", help="understand commands from the microphone (sounddevice), live")
    add_asr_options(p)
    p.add_argument("--device", default=None, help="sounddevice input device (index or name substring)")
    p.add_argument("--json", action="store_true", help="print one JSON object per utterance")
    p.add_argument("--log", type=str, default=None, help="write a JSON Lines run log here")
    p.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    """Handler of ``slu listen``: stream microphone blocks through the pipeline and print each result."""
    from slu_node.audio.mic import MicrophoneStream
    from slu_node.cli.parse import describe
    from slu_node.serialize import utterance_to_dict

    device = int(args.device) if args.device and args.device.isdigit() else args.device
    pipeline = build_pipeline(args)
    pipeline.reset(source="mic")
    log = None
    if args.log:
        from slu_node.runlog import RunLogWriter

        log = RunLogWriter(args.log)
        log.write_header(domain=str(args.domain), asr_backend=args.asr, source="mic")
    print("listening... (Ctrl-C to stop)")
    try:
        for block in MicrophoneStream(device=device):
            for r in pipeline.feed(block):
                if log is not None:
                    log.write(r)
                print(json.dumps(utterance_to_dict(r)) if args.json else
                      f"[{r.start_s:7.2f} s] \"{r.transcript.text}\" -> {describe(r.parse)}", flush=True)
    except KeyboardInterrupt:
        pass
    finally:
        if log is not None:
            log.close()
    return 0
