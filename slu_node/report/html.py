"""One self-contained HTML evaluation report from one or more run logs.

``build_report(runs)`` returns a single HTML document (inline CSS and inline SVG plots, no external
file, script or font) with these sections, each a ``<section id=...>``:

- ``runs``: what was run (source, SNR, noise, ASR back end, domain, time, versions);
- ``summary``: SUGAR headline figures per run (``slu_node.scoring.sugar_score``), with concept error rate
  and understanding accuracy;
- ``accuracy-vs-snr``: accuracy curves when two or more runs have an SNR (or are clean);
- ``latency``: median and 95th percentile per stage for every run, histograms for the main run;
- ``confusion``: action confusion matrix of the main run;
- ``roles``: per-role argument accuracy of the main run;
- ``interaction``: ITU-T P.Sup24 interaction parameters per run (``slu_node.scoring.interaction``) and
  the main run's dialogues;
- ``worst``: the main run's worst utterances, transcript against reference.

The *main run* is the clean one if any, else the one with the highest SNR, else the first given.
"""

from __future__ import annotations

import html
import math
import re
from datetime import datetime, timezone
from pathlib import Path
from typing import Optional, Sequence, Union

from slu_node.evaluation.units import referenced_units, sugar_report
from slu_node.report import analysis, plots
from slu_node.runlog import STAGES, RunLog, read_run_log
from slu_node.scoring.interaction import PARAMETER_TABLE, format_value, interaction_parameters
from slu_node.scoring.sugar_score import HEADLINE_LABELS

#: Section ids, in document order (tests check that each is present).
SECTION_IDS = ("runs", "summary", "accuracy-vs-snr", "latency", "confusion", "roles", "interaction", "worst")

_CSS = """
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans",sans-serif;margin:0;color:#1b1b1b;
background:#fafafa;line-height:1.4}
main{max-width:1180px;margin:0 auto;padding:16px 28px 48px}
h1{font-size:1.6em;margin:.6em 0 .1em}h2{font-size:1.2em;margin:1.6em 0 .5em;border-bottom:2px solid #0072B2;
padding-bottom:.15em}
.sub{color:#555;margin:0 0 1em}section{background:#fff;border:1px solid #e2e2e2;border-radius:8px;
padding:4px 18px 14px;margin:14px 0}
table{border-collapse:collapse;font-size:.88em;margin:.4em 0}th,td{border:1px solid #ddd;padding:3px 7px;
text-align:right;vertical-align:top}th{background:#f0f4f8}
td.l,th.l{text-align:left}td.n{white-space:nowrap}.tw{overflow-x:auto;max-width:100%}
.cards{display:flex;gap:12px;flex-wrap:wrap;margin:.6em 0}.card{border:1px solid #ddd;border-radius:8px;
padding:8px 14px;min-width:140px;background:#f7fbff}.card b{display:block;font-size:1.7em;color:#0072B2}
.card span{font-size:.85em;color:#444}.note{color:#666;font-style:italic}
code,.mono{font-family:"DejaVu Sans Mono",Menlo,Consolas,monospace;font-size:.92em}
.ok{color:#007a4d}.bad{color:#c0392b}svg{max-width:100%;height:auto}
.cm td{min-width:2.2em;text-align:center}.cm th{font-weight:normal;font-size:.85em}
nav a{margin-right:12px;color:#0072B2;text-decoration:none;font-size:.9em}
"""


_NUMERIC_CELL = re.compile(r"^[-+]?[\d.,]+( ?(%|ms|s|dB))?( / [-+]?[\d.,]+)?$|^n/a$|^inf$")


def _e(text) -> str:
    return html.escape(str(text), quote=True)


def _pct(x: Optional[float]) -> str:
    return "n/a" if x is None or not math.isfinite(x) else f"{x:.1f}"


def main_run_index(runs: Sequence[RunLog]) -> int:
    """Index of the main run (clean, else highest SNR, else the first)."""
    for i, run in enumerate(runs):
        if run.header.snr_db is None:
            return i
    return max(range(len(runs)), key=lambda i: runs[i].header.snr_db)


def _run_label(run: RunLog, i: int) -> str:
    name = run.path.stem if run.path is not None else f"run {i + 1}"
    cond = "clean" if run.header.snr_db is None else f"{run.header.snr_db:g} dB"
    return f"{name} ({cond})"


def _load_domain(run: RunLog):
    if not run.header.domain:
        return None
    from slu_node.domain import DomainError, load_domain

    candidates = [Path(run.header.domain)]
    if run.path is not None:
        candidates.append(run.path.parent / run.header.domain)
    candidates.append(Path(__file__).resolve().parents[2] / run.header.domain)
    for path in candidates:
        try:
            return load_domain(path)
        except (DomainError, OSError):
            continue
    return None


def _section(ident: str, title: str, body: str) -> str:
    return f'<section id="{ident}"><h2>{_e(title)}</h2>\n{body}\n</section>\n'


def _table(head: Sequence[str], rows: Sequence[Sequence[str]], left: int = 1, cls: str = "") -> str:
    """HTML table; the first ``left`` columns are left-aligned; cells are already-escaped HTML."""
    out = ['<div class="tw">', f'<table class="{cls}">' if cls else "<table>", "<tr>"]
    out += [f'<th class="{"l" if i < left else ""}">{h}</th>' for i, h in enumerate(head)]
    out.append("</tr>")

    def kind(i: int, cell: str) -> str:
        if i < left:
            return "l"
        return "n" if _NUMERIC_CELL.match(cell) or not cell else "l"

    for row in rows:
        out.append("<tr>" + "".join(f'<td class="{kind(i, c)}">{c}</td>' for i, c in enumerate(row)) + "</tr>")
    out.append("</table></div>")
    return "".join(out)


def build_report(runs: Sequence[RunLog], title: Optional[str] = None) -> str:
    """Build the HTML report of ``runs`` (see the module docstring).

    Raises:
        ValueError: no run given, or a malformed reference string in a log.
    """
    runs = list(runs)
    if not runs:
        raise ValueError("build_report needs at least one run log")
    labels = [_run_label(r, i) for i, r in enumerate(runs)]
    m = main_run_index(runs)
    main = runs[m]
    units_per_run = [referenced_units(r) for r in runs]
    reports = [sugar_report(r, u) for r, u in zip(runs, units_per_run)]
    params = [interaction_parameters(r) for r in runs]
    have_plots = plots.available()
    title = title or f"slu_node evaluation: {Path(main.header.source).name or labels[m]}"

    parts = [f"<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
             f"<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
             f"<title>{_e(title)}</title><style>{_CSS}</style></head><body><main>",
             f"<h1>{_e(title)}</h1>",
             f'<p class="sub">{len(runs)} run log(s); main run: <b>{_e(labels[m])}</b>; generated '
             f'{datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC")} by slu report.</p>',
             "<nav>" + "".join(f'<a href="#{s}">{s.replace("-", " ")}</a>' for s in SECTION_IDS) + "</nav>"]

    # runs
    rows = []
    for label, run, units in zip(labels, runs, units_per_run):
        h = run.header
        rows.append([_e(label), _e(h.source or "?"), _e("clean" if h.snr_db is None else f"{h.snr_db:g} dB"),
                     _e(h.noise or "-"), _e("-" if h.seed is None else h.seed), str(len(run.records)),
                     str(len(units)), _e(h.asr_backend or "?"), _e(h.domain or "?"),
                     _e((h.created or "?").replace("T", " ")[:16])])
    body = _table(["run", "source", "SNR", "noise", "seed", "utterances", "with reference", "ASR", "domain",
                   "created (UTC)"], rows, left=2)
    version_sets = list(dict.fromkeys(tuple(sorted(r.header.versions.items())) for r in runs))
    for vs in version_sets:
        who = ", ".join(lbl for lbl, r in zip(labels, runs) if tuple(sorted(r.header.versions.items())) == vs)
        text = ", ".join(f"{k} {v}" for k, v in vs) or "not recorded"
        body += f'<p class="note">Versions ({_e(who)}): <span class="mono">{_e(text)}</span></p>'
    parts.append(_section("runs", "Runs", body))

    # summary
    rep = reports[m]
    ip = params[m]
    cards = "".join(
        f'<div class="card"><b>{_pct(rep.headline.get(k))} %</b><span>{_e(lbl)}</span></div>'
        for k, lbl in HEADLINE_LABELS[:2])
    cards += (f'<div class="card"><b>{format_value(ip.concept_error_rate, "%")}</b><span>concept error rate'
              f'</span></div><div class="card"><b>{format_value(ip.understanding_accuracy, "%")}</b>'
              f'<span>utterances fully understood</span></div>'
              f'<div class="card"><b>{format_value(ip.system_response_delay_ms, "ms")}</b>'
              f'<span>mean response delay</span></div>')
    rows = []
    for label, r, p in zip(labels, reports, params):
        rows.append([_e(label), str(r.counts.get("reference_predicates", 0))]
                    + [_pct(r.headline.get(k)) for k, _ in HEADLINE_LABELS]
                    + [_e(format_value(p.concept_error_rate, "%")), _e(format_value(p.understanding_accuracy, "%")),
                       _e(format_value(p.wer, "%"))])
    head = ["run", "reference predicates"] + [_e(lbl) for _, lbl in HEADLINE_LABELS] + ["CER", "UA", "WER"]
    body = (f'<div class="cards">{cards}</div>' + _table(head, rows)
            + '<p class="note">SUGAR protocol (EVALITA 2018) over reference predicates: an action is correct '
              "when the predicate name matches, its arguments when in addition the whole-argument edit distance "
              "is 0; argument repetitions = arguments answered with # (asked again). CER: MEDIA concept error "
              "rate; UA: utterances with every concept right.</p>")
    parts.append(_section("summary", "SUGAR headline figures", body))

    # accuracy vs SNR
    snr_runs = list(range(len(runs)))
    if len(runs) >= 2 and have_plots:
        points = [(runs[i].header.snr_db, {
            "% correct actions": reports[i].headline.get("correct_actions"),
            "% correct arguments": reports[i].headline.get("correct_arguments"),
            "% utterances fully understood": None if params[i].understanding_accuracy is None
            else 100 * params[i].understanding_accuracy,
        }) for i in snr_runs]
        body = plots.accuracy_vs_snr(points)
        body += _table(["SNR", "% correct actions", "% correct arguments", "UA %"], [
            [_e("clean" if runs[i].header.snr_db is None else f"{runs[i].header.snr_db:g} dB"),
             _pct(reports[i].headline.get("correct_actions")), _pct(reports[i].headline.get("correct_arguments")),
             _e(format_value(params[i].understanding_accuracy, "%"))]
            for i in sorted(snr_runs, key=lambda i: -(runs[i].header.snr_db if runs[i].header.snr_db is not None
                                                       else math.inf))])
    elif len(runs) >= 2:
        body = '<p class="note">matplotlib is not installed (pip install .[report]): no plot.</p>'
    else:
        body = ('<p class="note">One run log only: give several logs of a noise sweep (<code>slu eval</code> '
                "writes one per SNR) to draw accuracy against SNR.</p>")
    parts.append(_section("accuracy-vs-snr", "Accuracy against SNR", body))

    # latency
    from slu_node.evaluation.sweep import latency_summary

    lat = [latency_summary(r) for r in runs]
    stage_names = [s for s in list(STAGES) + ["response_delay"] if any(s in x for x in lat)]
    rows = []
    for s in stage_names:
        row = [_e(s)]
        for x in lat:
            row.append(f"{x[s]['p50']:.1f} / {x[s]['p95']:.1f}" if s in x else "n/a")
        rows.append(row)
    body = _table(["stage (ms, p50 / p95)"] + [_e(lbl) for lbl in labels], rows) if rows else \
        '<p class="note">The logs hold no timings.</p>'
    body += ('<p class="note">response_delay = vad_endpoint_delay + post_endpoint: end of the user\'s speech to '
             "the command or clarification (ITU-T P.Sup24 system response delay).</p>")
    if have_plots and rows:
        series = {s: [rec.timings_ms[s] for rec in main.records if s in rec.timings_ms] for s in STAGES}
        series["response_delay"] = [d for d in (rec.response_delay_ms for rec in main.records) if d is not None]
        body += f"<h3>{_e(labels[m])}</h3>" + plots.latency_histograms(series)
    parts.append(_section("latency", "Latency per stage", body))

    # confusion
    units = units_per_run[m]
    cm_labels, counts = analysis.action_confusion(units)
    if counts:
        peak = max(counts.values())
        rows = []
        for r in cm_labels:
            row = [f"<b>{_e(r)}</b>"]
            for h in cm_labels:
                n = counts.get((r, h), 0)
                alpha = 0.85 * n / peak if n else 0.0
                colour = "0,114,178" if r == h else "213,94,0"
                row.append(f'<div title="{_e(r)} → {_e(h)}" style="background:rgba({colour},{alpha:.2f});'
                           f'color:{"#fff" if alpha > 0.5 else "#000"}">{n or ""}</div>')
            rows.append(row)
        body = _table(["reference \\ system"] + [_e(h) for h in cm_labels], rows, cls="cm")
        body += (f'<p class="note">Rows: reference action; columns: system action ({_e(analysis.NONE)}: none '
                 "produced / none expected). Predicates aligned as in the SUGAR scorer.</p>")
    else:
        body = '<p class="note">No references in the main run: no confusion matrix.</p>'
    parts.append(_section("confusion", f"Action confusion matrix: {labels[m]}", body))

    # roles
    domain = _load_domain(main)
    roles = analysis.role_accuracy(units, domain)
    if roles:
        rows = [[_e(r.role), str(r.reference), str(r.correct), _e(format_value(r.accuracy, "%")),
                 str(r.with_action), _e(format_value(r.accuracy_given_action, "%")), str(r.inserted)] for r in roles]
        body = _table(["role", "reference arguments", "correct", "accuracy", "in recognised actions",
                       "accuracy when the action is right", "inserted"], rows)
        if have_plots:
            body += plots.role_bars([(r.role, r.accuracy, r.accuracy_given_action) for r in roles])
        how = (f"roles recovered from the templates of domain <code>{_e(domain.name)}</code>" if domain is not None
               else "domain not found: roles are argument positions")
        body += f'<p class="note">{how}; an argument is right when the aligned system predicate has an ' \
                "argument with the same role and value (implicit marks and reference alternatives as in the " \
                "SUGAR scorer).</p>"
    else:
        body = '<p class="note">No reference arguments in the main run.</p>'
    parts.append(_section("roles", "Per-role argument accuracy", body))

    # interaction parameters
    rows = []
    for key, abbrev, name, unit in PARAMETER_TABLE:
        rows.append([f"<b>{_e(abbrev)}</b>", _e(name)] + [_e(format_value(getattr(p, key), unit)) for p in params])
    body = _table(["parameter", "definition"] + [_e(lbl) for lbl in labels], rows, left=2)
    body += ('<p class="note">ITU-T P.Supplement 24 (2005) / Möller (2005) interaction parameters; QD and CE after '
             "Glass et al. (ICSLP 2000); task finish rate after CrossWOZ (Zhu et al. 2020). Definitions: "
             "<code>slu_node/scoring/interaction.py</code>.</p>")
    dl_rows = [[_e(d["dialogue_id"]), str(d["user_turns"]), str(d["referenced"]), str(d["correct"]),
                str(d["corrections"]), {True: '<span class="ok">yes</span>', False: '<span class="bad">no</span>',
                                        None: "n/a"}[d["finished"]],
                _e(format_value(d["qd"])), _e(format_value(d["ce"]))] for d in params[m].per_dialogue]
    if dl_rows:
        body += f"<h3>Dialogues of {_e(labels[m])}</h3>" + _table(
            ["dialogue", "user turns", "with reference", "right", "clarifications", "finished", "QD", "CE"],
            dl_rows[:200])
        if len(dl_rows) > 200:
            body += f'<p class="note">{len(dl_rows) - 200} more dialogues not shown.</p>'
    parts.append(_section("interaction", "Interaction parameters", body))

    # worst utterances
    worst = analysis.worst_units(units, limit=15)
    if worst:
        rows = []
        for w in worst:
            ref = w.unit.reference
            rows.append([f'<span class="mono">{_e(w.unit.id)}</span><br><small>{_e(w.unit.dialogue_id)}</small>',
                         f"<i>{_e(ref.transcript or '')}</i><br>{_e(w.unit.text or '(nothing recognised)')}",
                         f'<span class="mono ok">{_e(ref.sugar or "(nothing expected)")}</span><br>'
                         f'<span class="mono bad">{_e(w.hypothesis_text or "(nothing)")}</span>',
                         _e(w.outcome), f"{w.errors} / {w.reference_concepts}"])
        body = _table(["utterance", "reference transcript<br>system transcript", "reference SUGAR<br>system SUGAR",
                       "outcome", "concept errors / concepts"], rows, left=4)
    else:
        body = '<p class="note">No utterance with a concept error (or no references).</p>'
    parts.append(_section("worst", f"Worst utterances: {labels[m]}", body))

    parts.append("</main></body></html>\n")
    return "\n".join(parts)


def write_report(
    logs: Sequence[Union[str, Path, RunLog]], out: Union[str, Path], title: Optional[str] = None
) -> Path:
    """Read run logs (paths or :class:`RunLog` objects), build the report and write it to ``out``.

    Raises:
        RunLogError: a log cannot be read; ValueError: no logs.
    """
    runs = [x if isinstance(x, RunLog) else read_run_log(x) for x in logs]
    text = build_report(runs, title)
    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(text, encoding="utf-8")
    return out
