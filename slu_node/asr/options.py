"""Recogniser options given as text (``slu run --asr-option``, the ROS ``asr_options`` parameter,
the benchmarks' ``--asr-opt``): ``KEY=VALUE`` items → keyword arguments for a backend."""

from __future__ import annotations


def parse_options(items) -> dict:
    """``["nbest=1", "fwdflat=false", "lm=x"]`` → ``{"nbest": 1, "fwdflat": False, "lm": "x"}``:
    true/false/none (any case), then int, then float, else the string.

    Raises:
        ValueError: an item without ``=`` or with an empty key.
    """
    out: dict = {}
    for item in items or []:
        key, sep, raw = item.partition("=")
        key = key.strip()
        if not sep or not key:
            raise ValueError(f"expected KEY=VALUE, got {item!r}")
        low = raw.strip().lower()
        if low in ("true", "false", "none"):
            out[key] = {"true": True, "false": False, "none": None}[low]
            continue
        for cast in (int, float):
            try:
                out[key] = cast(raw)
                break
            except ValueError:
                continue
        else:
            out[key] = raw
    return out
