"""Build ``samples/cooking_session.bag``: a short cooking session spoken by TTS, recorded with
:func:`slu_node.bag.record.record_wavs` (with ``/reference/sugar`` annotations).

    python -m slu_node.bag.make_sample [--out samples/cooking_session.bag] [--voice flite:rms]

The commands and references follow ../shared/docs/sugar_format.md §4 (English examples). TTS speech is
cleaner than a real cook: accuracy measured on it is optimistic (audio lab notes).
"""

from __future__ import annotations

import argparse
import tempfile
from pathlib import Path

#: (utterance id, spoken text, SUGAR reference).
SESSION = (
    ("s01", "crack two eggs into the bowl", "open(2, egg, bowl)"),
    ("s02", "add thirty grams of milk", "add(30 g, milk, *egg*)"),
    ("s03", "whisk well", "mix(*[ingredients]*, *whisk*, well)"),
    ("s04", "put the pan on the stove over medium heat", "put(pan, stove, medium heat)"),
    ("s05", "take the pan off the heat", "remove(pan, stove)"),
    ("s06", "cover the bowl with cling film", "cover(bowl, cling film)"),
)


def build(out: Path, voice: str = "flite:rms") -> Path:
    """Synthesise :data:`SESSION` with ``voice`` and record it into the new bag ``out`` (sqlite3, 20 ms
    chunks, 1 s gaps, start time 1.7e9 s). Raises what :func:`record_wavs` and
    :func:`slu_node.tts.synthesize` raise."""
    from slu_node.audio.io import write_wav
    from slu_node.bag.record import record_wavs
    from slu_node.tts import synthesize

    with tempfile.TemporaryDirectory(prefix="slu_sample_") as tmp:
        wavs = []
        for ident, text, _ in SESSION:
            wav = Path(tmp) / f"{ident}.wav"
            write_wav(wav, synthesize(text, voice))
            wavs.append(wav)
        ref = Path(tmp) / "session.sugar"
        ref.write_text("".join(f"{i}; {s}\n" for i, _, s in SESSION))
        record_wavs(wavs, out, ref=ref)
    return Path(out)


def main(argv=None) -> int:
    """Command line entry (see module docstring)."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--out", type=Path, default=Path("samples/cooking_session.bag"))
    p.add_argument("--voice", default="flite:rms")
    args = p.parse_args(argv)
    print(build(args.out, args.voice))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
