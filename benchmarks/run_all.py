#!/usr/bin/env python3
"""Run the project's benchmark scripts and print one table: medians over repeats, ratios to baselines.

Runs, when present in ``benchmarks/``: ``nlu_benchmark.py`` (joint NLU model against the CRF + logistic
regression baseline), ``asr_benchmark.py`` (ASR back ends and language models) and ``e2e_benchmark.py``
(whole pipeline). A missing script or one that fails is reported with a note and the others still run.

Each script prints its results as markdown tables (``| col | col |`` lines) and every table with
numeric columns is read back, or, for scripts with a JSON option (``asr_benchmark.py --json``), its
JSON result list is read. With ``--repeat N`` each script runs N times and each number is the median of
the N runs (the scripts' own latency figures are already medians/percentiles over utterances).
Rows whose system/model/backend cell matches ``--baseline`` (default: baseline, CRF, LogReg, Snips NLU,
generic) are the baselines that the benchmark ran side by side; every other row of the same table and
group (same values in the other text columns, e.g. the dataset) gets ``ratio = value / baseline value``
per numeric column. Rows naming a target (``target: ...``) are published figures, not runs: skipped.

Usage:
    python benchmarks/run_all.py [--only nlu asr e2e] [--quick] [--repeat N] [--timeout S]
                                 [--args NAME="--flag value"] [--md OUT.md] [--json]

``--quick`` passes small settings (fewer epochs/utterances) and sends the scripts' own result files to
a temporary folder, so committed results under docs/results are not overwritten by a smoke run.
"""

from __future__ import annotations

import argparse
import json
import re
import shlex
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Optional

ROOT = Path(__file__).resolve().parents[1]

#: name → (script file, default extra arguments, quick arguments, JSON-output option or ""); {tmp} is a
#: temporary folder. A script with a JSON option writes ``{"results": [{field: value}, ...]}`` there,
#: read instead of its printed tables.
BENCHMARKS: dict[str, tuple[str, list[str], list[str], str]] = {
    "nlu": ("nlu_benchmark.py", [], ["--datasets", "snips", "--epochs", "2", "--md", "", "--quiet",
                                    "--models", "{tmp}/nlu_models"], ""),
    "asr": ("asr_benchmark.py", [], ["--n", "10", "--generic-n", "5", "--snr", "clean,10"], "--json"),
    "e2e": ("e2e_benchmark.py", [], ["--n", "20", "--noise-minutes", "0.5", "--out", "{tmp}/e2e.md"], ""),
}
DEFAULT_BASELINE = r"baseline|\bcrf\b|logreg|snips nlu|generic"
_NUM_RE = re.compile(r"^\s*[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?\s*%?\s*$")
_SYSTEM_COLS = ("system", "model", "backend", "asr", "lm", "language model", "configuration", "config")


def parse_markdown_tables(text: str) -> list[dict]:
    """Markdown tables in ``text`` as ``{"header": [...], "rows": [[cell, ...], ...]}`` (cells stripped,
    the ``|---|`` separator dropped; rows shorter than the header are padded with "")."""
    tables, current = [], None
    for line in text.splitlines():
        s = line.strip()
        if s.startswith("|") and s.endswith("|") and len(s) > 1:
            cells = [c.strip() for c in s[1:-1].split("|")]
            if current is None:
                current = {"header": cells, "rows": []}
            elif all(re.fullmatch(r":?-{2,}:?", c) for c in cells if c):
                continue
            else:
                current["rows"].append(cells + [""] * (len(current["header"]) - len(cells)))
        elif current is not None:
            tables.append(current)
            current = None
    if current is not None:
        tables.append(current)
    return [t for t in tables if t["rows"]]


def _number(cell: str) -> Optional[float]:
    cell = cell.replace("**", "").strip()
    return float(cell.rstrip("%").strip()) if _NUM_RE.match(cell) else None


def table_records(bench: str, table: dict) -> list[dict]:
    """Flatten a table into records ``{bench, key: (text cells), system, metrics: {col: float}}``.

    Text columns are those with no numeric cell; the system column is the first whose header names a
    system/model/backend (else the last text column before the first numeric one); the text columns
    before it form the group key (text columns after it, such as notes, are ignored). Rows naming a
    target are dropped."""
    header, rows = table["header"], table["rows"]
    numeric = [i for i in range(len(header)) if any(_number(r[i]) is not None for r in rows)]
    text_cols = [i for i in range(len(header)) if i not in numeric]
    if not numeric or not text_cols:
        return []
    leading = [i for i in text_cols if i < numeric[0]] or text_cols
    sys_col = next((i for i in text_cols if header[i].lower() in _SYSTEM_COLS), leading[-1])
    out = []
    for r in rows:
        if any(r[i].lower().startswith("target") for i in text_cols):
            continue
        out.append({
            "bench": bench,
            "key": tuple(r[i] for i in text_cols if i < sys_col),
            "key_names": tuple(header[i] for i in text_cols if i < sys_col),
            "system": r[sys_col],
            "metrics": {header[i]: v for i in numeric if (v := _number(r[i])) is not None},
        })
    return out


def json_records(bench: str, rows: list) -> list[dict]:
    """Records (as :func:`table_records`) from a JSON result list: the system is the first field named
    like a system/model/backend, the group the other string fields, the metrics the numeric fields."""
    out = []
    for row in rows if isinstance(rows, list) else []:
        if not isinstance(row, dict):
            continue
        texts = [k for k, v in row.items() if isinstance(v, str)]
        sys_key = next((k for k in texts if k.lower() in _SYSTEM_COLS), texts[0] if texts else None)
        if sys_key is None:
            continue
        out.append({
            "bench": bench,
            "key": tuple(str(row[k]) for k in texts if k != sys_key),
            "key_names": tuple(k for k in texts if k != sys_key),
            "system": str(row[sys_key]),
            "metrics": {k: float(v) for k, v in row.items()
                        if isinstance(v, (int, float)) and not isinstance(v, bool)},
        })
    return out


def run_script(path: Path, args: list[str], timeout: float) -> tuple[int, str, float]:
    """Run one benchmark script with this Python; returns (exit code, stdout + stderr tail, seconds)."""
    t0 = time.perf_counter()
    try:
        proc = subprocess.run([sys.executable, str(path), *args], capture_output=True, text=True,
                              timeout=timeout, cwd=ROOT)
        return proc.returncode, proc.stdout + ("\n" + proc.stderr[-2000:] if proc.returncode else ""), \
            time.perf_counter() - t0
    except subprocess.TimeoutExpired as exc:
        out = exc.stdout.decode() if isinstance(exc.stdout, bytes) else (exc.stdout or "")
        return 124, out, time.perf_counter() - t0


def combine(runs: list[list[dict]], baseline: str) -> list[dict]:
    """Median of every metric over repeated runs, then ratios against the baseline row of each group.

    Returns rows ``{bench, key, system, metric, median, n, baseline (value or None), ratio (or None),
    is_baseline}``."""
    values: dict[tuple, list[float]] = {}
    order: list[tuple] = []
    for records in runs:
        for rec in records:
            for metric, v in rec["metrics"].items():
                k = (rec["bench"], rec["key"], rec["system"], metric)
                if k not in values:
                    values[k] = []
                    order.append(k)
                values[k].append(v)
    pattern = re.compile(baseline, re.IGNORECASE)
    medians = {k: statistics.median(v) for k, v in values.items()}
    out = []
    for k in order:
        bench, key, system, metric = k
        is_base = bool(pattern.search(system))
        base_val = None
        if not is_base:
            cands = [medians[b] for b in order
                     if b[0] == bench and b[1] == key and b[3] == metric and pattern.search(b[2])]
            base_val = cands[0] if cands else None
        ratio = medians[k] / base_val if base_val not in (None, 0) else None
        out.append({"bench": bench, "key": list(key), "system": system, "metric": metric, "median": medians[k],
                    "n": len(values[k]), "baseline": base_val, "ratio": ratio, "is_baseline": is_base})
    return out


def format_table(rows: list[dict]) -> str:
    """Markdown table of :func:`combine` rows."""
    lines = ["| benchmark | group | system | metric | median | runs | baseline | ratio |",
             "|---|---|---|---|---|---|---|---|"]
    for r in rows:
        base = "(baseline)" if r["is_baseline"] else ("" if r["baseline"] is None else f"{r['baseline']:.4g}")
        ratio = "" if r["ratio"] is None else f"{r['ratio']:.3g}×"
        lines.append(f"| {r['bench']} | {' / '.join(r['key'])} | {r['system']} | {r['metric']} | "
                     f"{r['median']:.4g} | {r['n']} | {base} | {ratio} |")
    return "\n".join(lines)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--only", nargs="+", choices=sorted(BENCHMARKS), default=list(BENCHMARKS))
    ap.add_argument("--bench-dir", type=Path, default=Path(__file__).resolve().parent,
                    help="folder holding the benchmark scripts (default: this one)")
    ap.add_argument("--quick", action="store_true", help="small settings; scripts' result files go to a temp folder")
    ap.add_argument("--repeat", type=int, default=1, help="runs per script; numbers are medians over runs")
    ap.add_argument("--timeout", type=float, default=3600.0, help="seconds per script run (default 3600)")
    ap.add_argument("--args", action="append", default=[], metavar='NAME="ARGS"',
                    help='extra arguments for one script, e.g. --args e2e="--n 50" (repeatable)')
    ap.add_argument("--baseline", default=DEFAULT_BASELINE, help="regex naming baseline systems")
    ap.add_argument("--md", default="", help="also write the combined table to this markdown file")
    ap.add_argument("--json", action="store_true", help="print JSON instead of markdown")
    args = ap.parse_args(argv)
    if args.repeat < 1:
        ap.error("--repeat must be at least 1")
    extra: dict[str, list[str]] = {}
    for item in args.args:
        name, _, value = item.partition("=")
        if name not in BENCHMARKS:
            ap.error(f"--args: unknown benchmark {name!r}; known: {', '.join(BENCHMARKS)}")
        extra[name] = shlex.split(value)

    notes, all_runs = [], []
    with tempfile.TemporaryDirectory(prefix="slu_bench_") as tmp:
        for name in args.only:
            script, default_args, quick_args, json_opt = BENCHMARKS[name]
            path = args.bench_dir / script
            if not path.is_file():
                notes.append(f"{name}: {script} not found in {args.bench_dir}: skipped")
                continue
            cmd_args = [a.replace("{tmp}", tmp) for a in (quick_args if args.quick else default_args)]
            cmd_args += extra.get(name, [])
            for k in range(args.repeat):
                print(f"[run_all] {name} ({k + 1}/{args.repeat}): {script} {' '.join(cmd_args)}", file=sys.stderr)
                json_path = Path(tmp) / f"{name}_{k}.json"
                run_args = cmd_args + ([json_opt, str(json_path)] if json_opt else [])
                code, out, secs = run_script(path, run_args, args.timeout)
                if code != 0:
                    tail = " | ".join(out.strip().splitlines()[-3:])
                    notes.append(f"{name}: run {k + 1} failed (exit {code}, {secs:.0f} s): {tail[:300]}")
                    break
                if json_opt and json_path.is_file():
                    try:
                        records = json_records(name, json.loads(json_path.read_text()).get("results"))
                    except (ValueError, AttributeError) as exc:
                        notes.append(f"{name}: run {k + 1}: unreadable JSON {json_path.name}: {exc}")
                        records = []
                else:
                    records = [rec for t in parse_markdown_tables(out) for rec in table_records(name, t)]
                if not records:
                    notes.append(f"{name}: run {k + 1} printed no markdown table with numbers")
                all_runs.append(records)
                notes.append(f"{name}: run {k + 1} ok in {secs:.0f} s")
    rows = combine(all_runs, args.baseline)
    if args.json:
        print(json.dumps({"rows": rows, "notes": notes}, indent=2))
    else:
        print(format_table(rows) if rows else "(no results)")
        print()
        for note in notes:
            print(f"- {note}")
    if args.md:
        Path(args.md).parent.mkdir(parents=True, exist_ok=True)
        Path(args.md).write_text(format_table(rows) + "\n\n" + "\n".join(f"- {n}" for n in notes) + "\n",
                                 encoding="utf-8")
    return 0 if any(" ok in " in n for n in notes) else 1


if __name__ == "__main__":
    sys.exit(main())
