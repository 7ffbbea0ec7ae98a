"""``slu parse``: text → predicates or clarification."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Optional

from slu_node.cli.common import add_domain_option
from slu_node.dialogue_state import DialogueState
from slu_node.serialize import parse_to_dict, result_sugar
from slu_node.sugar import format_predicates, read_recipes
from slu_node.types import ParseResult


def register(subparsers) -> None:
    """Add the ``parse`` sub-command."""
    p = subparsers.add_parser("parse", help="parse text into SUGAR predicates or a clarification request")
    p.add_argument("text", nargs="*", help="the utterance text (omit with --file)")
    p.add_argument("--file", type=Path, help="parse every 'ID; text' line of this file")
    p.add_argument("--out", type=Path, help="with --file: write a SUGAR hypothesis file 'ID; predicates'")
    p.add_argument("--json", action="store_true", help="print JSON (one object per utterance)")
    p.add_argument("--context", action="store_true",
                   help="with --file: read each recipe's lines as one dialogue, as the pipeline reads a "
                        "stream: pronouns and implicit arguments from the lines before ('---' starts a recipe)")
    add_domain_option(p)
    p.set_defaults(handler=run)


def describe(result: ParseResult) -> str:
    """One human-readable line: the SUGAR command, the dialogue act, or the clarification."""
    if result.command is not None:
        c = result.command
        return (format_predicates(c.predicates) or c.dialogue_act) + f"   (confidence {c.confidence:.2f})"
    q = result.clarification
    partial = format_predicates(q.partial)
    return f"CLARIFY [{q.reason}] {q.prompt}" + (f"   partial: {partial}" if partial else "")


def _in_dialogue(recipes, state: Optional[DialogueState]):
    """``(id, text, state)`` for each line of ``recipes``; ``state`` (None: no context) is reset at the
    start of each recipe."""
    for recipe in recipes:
        if state is not None:
            state.reset()
        for ident, text in recipe:
            yield ident, text, state


def run(args: argparse.Namespace) -> int:
    """Handler of ``slu parse``."""
    from slu_node.parser import SpokenCommandParser

    if not args.text and not args.file:
        print("slu parse: give TEXT or --file", file=sys.stderr)
        return 2
    parser = SpokenCommandParser.load(args.domain, providers=args.providers)
    recipes = read_recipes(args.file) if args.file else [[("1", " ".join(args.text))]]
    lines = []
    for ident, text, state in _in_dialogue(recipes, DialogueState(parser.domain) if args.context else None):
        result = parser.parse(text, state.objects) if state is not None else parser.parse(text)
        result = state.after(result) if state is not None else result
        lines.append(f"{ident}; {result_sugar(result)}")
        if args.json:
            print(json.dumps({"id": ident, **parse_to_dict(result)}))
        else:
            print(f"{ident}; {describe(result)}" if args.file else describe(result))
    if args.out:
        args.out.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return 0
