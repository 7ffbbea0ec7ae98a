"""Plots of the HTML report, drawn with matplotlib's Agg/SVG back end and returned as inline SVG text.

Every function returns a ``<svg ...>`` string (no XML prolog) to paste into HTML; text stays text
(``svg.fonttype = none``) so the figures are small and searchable, and output is deterministic (fixed
hash salt, no date). Needs the ``report`` extra (matplotlib); :func:`available` says whether it is
installed.
"""

from __future__ import annotations

import io
import math
from typing import Optional, Sequence

#: Colours used across the report (colour-blind-safe Okabe–Ito palette).
COLORS = ("#0072B2", "#E69F00", "#009E73", "#D55E00", "#CC79A7", "#56B4E9", "#F0E442", "#000000")


def available() -> bool:
    """True when matplotlib can be imported."""
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        return False
    return True


def _pyplot():
    import matplotlib

    matplotlib.use("Agg", force=False)
    import matplotlib.pyplot as plt

    plt.rcParams.update({
        "svg.fonttype": "none",
        "svg.hashsalt": "slu_node",
        "font.size": 10,
        "axes.spines.top": False,
        "axes.spines.right": False,
        "axes.grid": True,
        "grid.alpha": 0.3,
    })
    return plt


def to_svg(fig) -> str:
    """Serialise a matplotlib figure as an inline ``<svg>`` element and close it."""
    plt = _pyplot()
    buf = io.StringIO()
    fig.savefig(buf, format="svg", bbox_inches="tight", metadata={"Date": None})
    plt.close(fig)
    text = buf.getvalue()
    start = text.find("<svg")
    return text[start:] if start >= 0 else text


def accuracy_vs_snr(points: Sequence[tuple[Optional[float], dict[str, Optional[float]]]]) -> str:
    """Accuracy curves against SNR.

    Args:
        points: ``(snr_db or None for clean, {series name: percentage 0..100 or None})`` per run. Clean
            runs are drawn at the right of the noisiest-to-cleanest axis, at an SNR 10 dB above the
            highest one, labelled "clean".

    Returns:
        SVG text.
    """
    plt = _pyplot()
    finite = [p[0] for p in points if p[0] is not None]
    clean_x = (max(finite) + 10.0) if finite else 0.0
    xs = [clean_x if snr is None else snr for snr, _ in points]
    order = sorted(range(len(points)), key=lambda i: xs[i])
    names = list(dict.fromkeys(k for _, series in points for k in series))
    fig, ax = plt.subplots(figsize=(7.0, 3.6))
    for c, name in enumerate(names):
        px = [xs[i] for i in order if points[i][1].get(name) is not None]
        py = [points[i][1][name] for i in order if points[i][1].get(name) is not None]
        ax.plot(px, py, marker="os^D"[c % 4], color=COLORS[c % len(COLORS)], label=name, alpha=0.9)
    ticks = sorted(set(xs))
    ax.set_xticks(ticks)
    ax.set_xticklabels(["clean" if (t == clean_x and any(p[0] is None for p in points)) else f"{t:g}" for t in ticks])
    ax.set_xlabel("SNR (dB)")
    ax.set_ylabel("%")
    ax.set_ylim(0, 100)
    ax.legend(loc="upper left", bbox_to_anchor=(1.01, 1.0), frameon=False)
    return to_svg(fig)


def latency_histograms(series: dict[str, Sequence[float]]) -> str:
    """One histogram per stage (ms), with the median (solid) and 95th percentile (dashed) marked.

    Args:
        series: stage name → latencies in ms (empty series are skipped).

    Returns:
        SVG text ("" when every series is empty).
    """
    from slu_node.scoring.interaction import percentile

    items = [(k, [float(v) for v in vals]) for k, vals in series.items() if len(vals)]
    if not items:
        return ""
    plt = _pyplot()
    cols = min(3, len(items))
    rows = math.ceil(len(items) / cols)
    fig, axes = plt.subplots(rows, cols, figsize=(3.3 * cols, 2.4 * rows), squeeze=False)
    for idx, (name, vals) in enumerate(items):
        ax = axes[idx // cols][idx % cols]
        ax.hist(vals, bins=min(30, max(5, len(vals) // 3)), color=COLORS[idx % len(COLORS)], alpha=0.85)
        p50, p95 = percentile(vals, 50), percentile(vals, 95)
        ax.axvline(p50, color="black", lw=1.2)
        ax.axvline(p95, color="black", lw=1.2, ls="--")
        ax.set_title(f"{name}  p50 {p50:.0f} / p95 {p95:.0f} ms", fontsize=9)
        ax.ticklabel_format(axis="x", useOffset=False, style="plain")
        if max(vals) - min(vals) < 1e-6:  # constant series: give it a visible range
            ax.set_xlim(vals[0] - 1.0, vals[0] + 1.0)
        ax.set_xlabel("ms")
    for idx in range(len(items), rows * cols):
        axes[idx // cols][idx % cols].set_visible(False)
    fig.tight_layout()
    return to_svg(fig)


def role_bars(rows: Sequence[tuple[str, Optional[float], Optional[float]]]) -> str:
    """Horizontal bars of per-role argument accuracy.

    Args:
        rows: ``(role, accuracy 0..1 or None, accuracy when the action was right 0..1 or None)``.

    Returns:
        SVG text ("" for no rows).
    """
    if not rows:
        return ""
    plt = _pyplot()
    fig, ax = plt.subplots(figsize=(6.5, 0.35 * len(rows) + 0.9))
    ys = list(range(len(rows)))
    a = [100 * (r[1] or 0.0) for r in rows]
    b = [100 * (r[2] or 0.0) for r in rows]
    ax.barh([y - 0.2 for y in ys], a, height=0.4, color=COLORS[0], label="all reference arguments")
    ax.barh([y + 0.2 for y in ys], b, height=0.4, color=COLORS[1], label="when the action is right")
    ax.set_yticks(ys)
    ax.set_yticklabels([r[0] for r in rows])
    ax.invert_yaxis()
    ax.set_xlim(0, 100)
    ax.set_xlabel("% of reference arguments right")
    ax.legend(loc="upper center", bbox_to_anchor=(0.5, -0.18 - 0.6 / len(rows)), ncol=2, frameon=False, fontsize=8)
    return to_svg(fig)
