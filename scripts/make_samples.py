#!/usr/bin/env python3
"""Rebuild the audio samples in ``samples/`` (synthetic speech; deterministic for a given machine).

Writes:
- ``samples/commands/<ID>.wav``: each cooking command of :data:`COMMANDS` spoken by one TTS voice
  (round robin over several espeak-ng / flite / festival voices), int16 16 kHz mono;
- ``samples/commands.txt`` (``ID; text``) and ``samples/commands.sugar`` (``ID; predicates``, the SUGAR
  convention of docs sugar_format.md; context-free: every command is understood on its own);
- ``samples/kitchen_session.wav``: ~75 s, several commands with pauses, real kitchen noise
  (``kitchen_ambience.wav`` from the shared data) mixed at 15 dB SNR (active-speech level, see
  :mod:`slu_node.audio.mix`), and ``kitchen_session.{txt,sugar}`` (the IDs in spoken order) and
  ``kitchen_session.json`` (voice and true start/end seconds of each command in the stream).

Every argument value of the references is checked against ``models/cooking/domain.yaml`` (canonical
closed-list values, measures written ``<number> <unit symbol>``); a mismatch stops the script.

Usage: python scripts/make_samples.py [--out samples] [--domain models/cooking] [--snr 15] [--seed 7]
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from slu_node.audio.io import SAMPLE_RATE, write_wav  # noqa: E402
from slu_node.audio.mix import load_noise, measure_snr, mix_at_snr  # noqa: E402
from slu_node.domain import load_domain  # noqa: E402
from slu_node.sugar import parse_predicates  # noqa: E402
from slu_node.tts import available_voices, synthesize  # noqa: E402

#: (ID, spoken text, SUGAR reference). Written by hand for this project following sugar_format.md.
COMMANDS = [
    ("c01", "crack three eggs into the bowl", "open(3, egg, bowl)"),
    ("c02", "add a pinch of salt", "add(1 pinch, salt, *[ingredients]*)"),
    ("c03", "whisk vigorously", "mix(*[ingredients]*, *whisk*, vigorously)"),
    ("c04", "put the frying pan on the stove over high heat", "put(pan, stove, high heat)"),
    ("c05", "pour two tablespoons of olive oil into the pan", "add(2 tbsp, olive oil, pan)"),
    ("c06", "peel the carrots with the peeler", "peel(carrot, peeler)"),
    ("c07", "grate the parmesan", "grate(parmesan)"),
    ("c08", "mash the potatoes with a fork", "mash(potato, fork)"),
    ("c09", "sift the flour with the sieve", "sieve(flour, sieve)"),
    ("c10", "flip the pancake with the spatula", "turn(pancake, spatula)"),
    ("c11", "take the pot off the stove", "remove(pot, stove)"),
    ("c12", "take five hundred grams of flour", "take(500 g, flour)"),
    ("c13", "knead the dough", "knead(dough)"),
    ("c14", "cover the bowl with a tea towel", "cover(bowl, tea towel)"),
    ("c15", "take the lid off the saucepan", "uncover(saucepan)"),
    ("c16", "check if the water is boiling", "check(boiling, water)"),
    ("c17", "simmer the sauce on low heat for ten minutes", "cook(sauce, low heat, 10 min)"),
    ("c18", "bake the bread at two hundred degrees for thirty minutes", "cook(bread, *oven*, 200 deg, 30 min)"),
    ("c19", "stir the soup gently with the wooden spoon", "mix(soup, wooden spoon, gently)"),
    ("c20", "add the onions and the garlic to the pan", "add([onion, garlic], pan)"),
    ("c21", "put the butter in the microwave for twenty seconds", "put(butter, microwave, 20 s)"),
    ("c22", "scoop out the seeds from the pumpkin", "separate(seed, pumpkin)"),
    ("c23", "take two eggs and crack them into the bowl", "[take(2, egg), open(egg, bowl)]"),
    ("c24", "pour two hundred milliliters of milk into the saucepan", "add(200 ml, milk, saucepan)"),
    ("c25", "fry the zucchini flowers", "add(zucchini flower, *oil*)"),
    ("c26", "take the cake out of the oven", "remove(cake, oven)"),
]
#: Commands of the kitchen session, in spoken order (a short recipe).
SESSION = ["c12", "c09", "c01", "c02", "c03", "c04", "c05", "c23", "c19", "c11", "c14", "c26"]
#: References that the commands before them in the session change (SUGAR's contextual implicit
#: arguments, sugar_format.md example 2): after c01's eggs go into the bowl, the preparation is the eggs.
SESSION_REFERENCES = {"c02": "add(1 pinch, salt, *egg*)"}
#: Voices used round robin (those installed are kept, in this order).
VOICE_ORDER = ["flite:slt", "espeak:en-us", "flite:rms", "festival:kal", "flite:awb", "espeak:en-gb-x-rp",
               "festival:slt", "flite:kal", "festival:kdl", "espeak:en-us+f3"]
_MEASURE_RE = re.compile(r"^(\d+(?:\.\d+)?)(?: (\S+))?$")


def check_references(domain) -> None:
    """Raise ValueError when a reference argument is not a canonical value of the domain."""
    canonical = {v for t in domain.types.values() if t.kind == "list" for v in t.values}
    units = {u for t in domain.types.values() if t.kind == "measure" for u in t.units}
    bad = []
    for cid, _, ref in COMMANDS:
        for pred in parse_predicates(ref):
            if pred.action not in domain.actions:
                bad.append(f"{cid}: unknown action {pred.action}")
            for arg in pred.arguments:
                for value in arg.values:
                    if value in canonical or value in ("[ingredients]", "#"):
                        continue
                    m = _MEASURE_RE.match(value)
                    if m and (m.group(2) is None or m.group(2) in units):
                        continue
                    bad.append(f"{cid}: {value!r} is not a canonical value of {domain.path}")
    if bad:
        raise ValueError("; ".join(bad))


def trim(x: np.ndarray, threshold: int = 200) -> np.ndarray:
    """Cut leading/trailing near-silence (|sample| < threshold) of TTS output."""
    idx = np.nonzero(np.abs(x.astype(np.int32)) >= threshold)[0]
    return x[idx[0] : idx[-1] + 1] if idx.size else x


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", default=str(ROOT / "samples"))
    ap.add_argument("--domain", default=str(ROOT / "models" / "cooking"))
    ap.add_argument("--noise", default="kitchen_ambience")
    ap.add_argument("--snr", type=float, default=15.0)
    ap.add_argument("--seed", type=int, default=7)
    args = ap.parse_args(argv)

    check_references(load_domain(args.domain))
    out = Path(args.out)
    installed = set(available_voices())
    voices = [v for v in VOICE_ORDER if v in installed]
    if not voices:
        print("no TTS voice installed (espeak-ng, flite or festival)", file=sys.stderr)
        return 1
    rng = np.random.default_rng(args.seed)
    spoken: dict[str, tuple[str, np.ndarray]] = {}
    pad = np.zeros(int(0.3 * SAMPLE_RATE), dtype=np.int16)
    for i, (cid, text, _) in enumerate(COMMANDS):
        voice = voices[i % len(voices)]
        speech = trim(synthesize(text, voice))
        spoken[cid] = (voice, speech)
        write_wav(out / "commands" / f"{cid}.wav", np.concatenate([pad, speech, pad]))
    (out / "commands.txt").write_text("".join(f"{c}; {t}\n" for c, t, _ in COMMANDS), encoding="utf-8")
    (out / "commands.sugar").write_text("".join(f"{c}; {r}\n" for c, _, r in COMMANDS), encoding="utf-8")

    by_id = {c: (t, r) for c, t, r in COMMANDS}
    parts, spans, t = [np.zeros(int(1.5 * SAMPLE_RATE), dtype=np.int16)], [], 1.5
    for j, cid in enumerate(SESSION):
        voice = voices[(j + 3) % len(voices)]  # other voices than the command files where possible
        speech = trim(synthesize(by_id[cid][0], voice))
        spans.append({"id": cid, "voice": voice, "start_s": round(t, 3), "end_s": round(t + len(speech) / SAMPLE_RATE, 3)})
        parts.append(speech)
        t += len(speech) / SAMPLE_RATE
        gap = float(rng.uniform(2.5, 4.5))
        parts.append(np.zeros(int(gap * SAMPLE_RATE), dtype=np.int16))
        t += gap
    clean = np.concatenate(parts)
    noise = load_noise(args.noise)
    session = mix_at_snr(clean, noise, args.snr, seed=args.seed)
    snr = measure_snr(clean, session.astype(np.float64) - clean)  # noise as actually added (after clipping)
    write_wav(out / "kitchen_session.wav", session)
    (out / "kitchen_session.txt").write_text("".join(f"{c}; {by_id[c][0]}\n" for c in SESSION), encoding="utf-8")
    (out / "kitchen_session.sugar").write_text(
        "".join(f"{c}; {SESSION_REFERENCES.get(c, by_id[c][1])}\n" for c in SESSION), encoding="utf-8")
    meta = {"duration_s": round(len(session) / SAMPLE_RATE, 2), "noise": args.noise, "snr_db": args.snr,
            "measured_snr_db": round(float(snr), 2), "seed": args.seed, "utterances": spans}
    (out / "kitchen_session.json").write_text(json.dumps(meta, indent=1) + "\n", encoding="utf-8")
    size = sum(p.stat().st_size for p in out.rglob("*") if p.is_file())
    print(f"{len(COMMANDS)} commands ({len(voices)} voices), session {meta['duration_s']} s at "
          f"{meta['measured_snr_db']} dB SNR; samples/ holds {size / 1e6:.1f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
