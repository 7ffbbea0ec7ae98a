"""Robustness sweep: run the pipeline on a dataset with noise mixed in at several SNRs.

For each condition (an SNR in dB, or clean) every dataset item is loaded (int16 16 kHz mono via
:func:`slu_node.audio.io.load_audio`), padded with ``pad_s`` of silence on both sides (so the VAD
sees a noise floor before the speech and a trailing window after it), mixed with a noise recording by
:func:`slu_node.audio.mix.mix_at_snr` and fed to the pipeline. Item ``i`` always gets noise file
``i mod len(noises)`` and the mixing seed :func:`item_seed` ``(seed, i)``, so the conditions differ only
in the noise level and a run is reproducible. The items of one dialogue are fed as one stream
(``pipeline.reset(source=dialogue)`` at its start, ``feed`` + ``flush`` per item), so the dialogue
context of the pipeline (pronouns) works as in use.

One run log is written per condition (:mod:`slu_node.runlog`; the header carries ``snr_db``, the noise
files and the seed); every result of an item carries the item's ID and the reference goes on its
first record (see :mod:`slu_node.evaluation.units`). An item for which the pipeline returned nothing
is logged as a record with an empty transcript and neither command nor clarification.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Optional, Sequence, Union

import numpy as np

from slu_node.audio.io import SAMPLE_RATE, load_audio
from slu_node.audio.mix import mix_at_snr
from slu_node.evaluation.dataset import Dataset
from slu_node.evaluation.units import sugar_report
from slu_node.runlog import STAGES, Reference, RunLog, RunLogWriter, UtteranceRecord, read_run_log
from slu_node.scoring.interaction import InteractionParameters, interaction_parameters, percentile

#: Silence added before and after each item before mixing (seconds). The noise before an utterance is
#: its noise profile and SNR estimate (as for a robot that listens continuously); the VAD keeps 0.8 s
#: ahead of the speech, so a shorter lead leaves none.
DEFAULT_PAD_S = 2.0


@dataclass(frozen=True)
class ConditionResult:
    """Outcome of one condition of a sweep.

    Attributes:
        snr_db: SNR in dB of the added noise; None for clean speech.
        items: dataset items processed.
        headline: SUGAR headline percentages (:func:`slu_node.scoring.sugar_score.headline_figures`).
        interaction: interaction parameters of the condition's run log.
        latency_ms: per stage of :data:`slu_node.runlog.STAGES` plus ``response_delay``:
            ``{"p50": ms, "p95": ms}`` over the records that have it.
        log_path: the run log written (None when not written to disk).
    """

    snr_db: Optional[float]
    items: int
    headline: dict[str, float]
    interaction: InteractionParameters
    latency_ms: dict[str, dict[str, float]] = field(default_factory=dict)
    log_path: Optional[Path] = None

    @property
    def label(self) -> str:
        """``"clean"`` or ``"10 dB"``."""
        return "clean" if self.snr_db is None else f"{self.snr_db:g} dB"

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready summary."""
        return {
            "snr_db": self.snr_db,
            "items": self.items,
            "headline": dict(self.headline),
            "interaction": self.interaction.to_dict(),
            "latency_ms": self.latency_ms,
            "log": str(self.log_path) if self.log_path else None,
        }


def parse_snr(text: Union[str, float, None]) -> Optional[float]:
    """``"clean"``, ``"inf"`` or None → None (no noise); a number → float dB.

    Raises:
        ValueError: anything else, or NaN.
    """
    if text is None:
        return None
    if isinstance(text, str) and text.strip().lower() in ("clean", "inf", "none"):
        return None
    try:
        value = float(text)
    except (TypeError, ValueError):
        raise ValueError(f"SNR must be a number of dB or 'clean', got {text!r}") from None
    if math.isnan(value):
        raise ValueError("SNR must not be NaN")
    return None if math.isinf(value) and value > 0 else value


def item_seed(seed: int, index: int) -> int:
    """Mixing seed of item ``index`` under run seed ``seed`` (independent streams per item, via
    :class:`numpy.random.SeedSequence`)."""
    return int(np.random.SeedSequence([int(seed), int(index)]).generate_state(1)[0])


def latency_summary(run: RunLog) -> dict[str, dict[str, float]]:
    """Median and 95th percentile (ms) per stage and of the system response delay, over the records
    that have the timing (stages absent from every record are left out)."""
    out: dict[str, dict[str, float]] = {}
    series: dict[str, list[float]] = {s: [] for s in STAGES}
    series["response_delay"] = []
    for rec in run.records:
        for stage in STAGES:
            if stage in rec.timings_ms:
                series[stage].append(rec.timings_ms[stage])
        if rec.response_delay_ms is not None:
            series["response_delay"].append(rec.response_delay_ms)
    for name, values in series.items():
        if values:
            out[name] = {"p50": percentile(values, 50), "p95": percentile(values, 95), "n": len(values)}
    return out


def summarize(run: RunLog, snr_db: Optional[float] = None, items: Optional[int] = None) -> ConditionResult:
    """Score one run log: SUGAR headline, interaction parameters, latency percentiles."""
    report = sugar_report(run)
    n_items = items if items is not None else report.counts.get("utterances", 0)
    return ConditionResult(snr_db, n_items, dict(report.headline), interaction_parameters(run),
                           latency_summary(run), run.path)


def _process(pipeline, samples: np.ndarray) -> list:
    if hasattr(pipeline, "feed") and hasattr(pipeline, "flush"):
        return list(pipeline.feed(samples)) + list(pipeline.flush())
    return list(pipeline.process_audio(samples))


def _reset(pipeline, source: str) -> None:
    try:
        pipeline.reset(source=source)
    except TypeError:  # a pipeline whose reset() takes no source
        pipeline.reset()


def run_condition(
    dataset: Dataset,
    pipeline,
    snr_db: Optional[float],
    noises: Sequence[np.ndarray] = (),
    seed: int = 0,
    log_path: Union[str, Path, None] = None,
    header: Optional[dict[str, Any]] = None,
    pad_s: float = DEFAULT_PAD_S,
    audio_cache: Optional[dict] = None,
    progress: Optional[Callable[[int, int], None]] = None,
) -> ConditionResult:
    """Run one condition and write its run log.

    Args:
        dataset: the items (see :mod:`slu_node.evaluation.dataset`).
        pipeline: an object with ``reset(source=...)`` and ``feed(int16) / flush()`` returning lists of
            :class:`~slu_node.types.UtteranceResult` (or ``process_audio(int16)``), like
            :class:`slu_node.pipeline.Pipeline`.
        snr_db: SNR in dB; None for clean speech (``noises`` unused).
        noises: int16 16 kHz noise recordings (at least one when ``snr_db`` is not None).
        seed: run seed (see :func:`item_seed`).
        log_path: where to write the run log; None writes it to memory only.
        header: extra header fields (``domain``, ``asr_backend``, ``noise`` names ...).
        pad_s: silence added on both sides of each item before mixing, seconds (>= 0).
        audio_cache: dict reused across conditions to load each WAV once (item ID → samples).
        progress: called as ``progress(done, total)`` after each item.

    Raises:
        ValueError: ``snr_db`` given without noise, negative ``pad_s``.
        AudioError: an unreadable WAV or noise.
        RuntimeError: the pipeline raised on an item (message names the item and condition).
    """
    if snr_db is not None and not noises:
        raise ValueError("an SNR was requested but no noise recording was given")
    if pad_s < 0:
        raise ValueError(f"pad_s must be >= 0, got {pad_s}")
    cache = audio_cache if audio_cache is not None else {}
    pad = np.zeros(int(round(pad_s * SAMPLE_RATE)), dtype=np.int16)
    info = dict(header or {})
    info.setdefault("source", str(dataset.root))

    import io

    buffer = io.StringIO() if log_path is None else None
    writer = RunLogWriter(buffer if buffer is not None else log_path)
    records: list[UtteranceRecord] = []
    with writer:
        writer.write_header(snr_db=snr_db, seed=seed, **info)
        current_dialogue = None
        stream_s = 0.0
        for index, item in enumerate(dataset.items):
            if item.dialogue_id != current_dialogue:
                current_dialogue = item.dialogue_id
                _reset(pipeline, item.dialogue_id)
                stream_s = 0.0
            if item.id not in cache:
                cache[item.id] = load_audio(item.audio)
            speech = np.concatenate([pad, cache[item.id], pad])
            if snr_db is not None:
                noise = noises[index % len(noises)]
                speech = mix_at_snr(speech, noise, snr_db, seed=item_seed(seed, index))
            reference = Reference(item.sugar, item.transcript)
            try:
                results = _process(pipeline, speech)
            except Exception as exc:  # name the item and condition; the cause stays chained
                cond = "clean" if snr_db is None else f"{snr_db:g} dB"
                raise RuntimeError(f"pipeline failed on item {item.id} ({item.audio}) at {cond}: "
                                   f"{type(exc).__name__}: {exc}") from exc
            if not results:
                rec = UtteranceRecord(
                    utterance_id=f"{item.dialogue_id}#{item.id}", dialogue_id=item.dialogue_id,
                    start_s=stream_s, end_s=stream_s + speech.size / SAMPLE_RATE,
                    endpoint_s=stream_s + speech.size / SAMPLE_RATE, reference=reference, item_id=item.id,
                )
                writer.write_record(rec)
                records.append(rec)
            for k, result in enumerate(results):
                records.append(writer.write(result, reference if k == 0 else None,
                                            dialogue_id=item.dialogue_id, item_id=item.id))
            stream_s += speech.size / SAMPLE_RATE
            if progress is not None:
                progress(index + 1, len(dataset.items))
    if log_path is not None:
        run = read_run_log(log_path)
    else:
        from slu_node.runlog import RunHeader

        run = RunLog(RunHeader(snr_db=snr_db, seed=seed), tuple(records))
    return summarize(run, snr_db, items=len(dataset.items))


def run_sweep(
    dataset: Dataset,
    pipeline,
    snrs: Sequence[Optional[float]],
    noises: Sequence[np.ndarray] = (),
    seed: int = 0,
    log_dir: Union[str, Path, None] = None,
    header: Optional[dict[str, Any]] = None,
    pad_s: float = DEFAULT_PAD_S,
    progress: Optional[Callable[[str, int, int], None]] = None,
) -> list[ConditionResult]:
    """Run :func:`run_condition` for every SNR (None = clean), in the order given.

    Run logs are written to ``log_dir/snr_<value>.jsonl`` (``snr_clean.jsonl``) when ``log_dir`` is
    given. Each WAV is read once. See :func:`run_condition` for the arguments and errors.
    """
    cache: dict = {}
    results = []
    for snr in snrs:
        path = None
        if log_dir is not None:
            name = "clean" if snr is None else f"{snr:g}".replace("-", "m")
            path = Path(log_dir) / f"snr_{name}.jsonl"
        label = "clean" if snr is None else f"{snr:g} dB"
        cb = (lambda done, total, _l=label: progress(_l, done, total)) if progress else None
        results.append(run_condition(dataset, pipeline, snr, noises, seed, path, header, pad_s, cache, cb))
    return results


def format_table(results: Sequence[ConditionResult]) -> str:
    """Plain-text table: one row per condition with SUGAR accuracy, interaction figures and latency."""
    head = ("SNR", "items", "actions %", "arguments %", "CER %", "UA %", "WER %", "rejections",
            "clarif.", "SRD p50 ms", "SRD p95 ms", "ASR p50 ms")
    rows = []
    for r in results:
        ip = r.interaction
        lat = r.latency_ms

        def pct(x):
            return "n/a" if x is None or not math.isfinite(x) else f"{100 * x:.1f}"

        def ms(stage, q):
            return f"{lat[stage][q]:.0f}" if stage in lat else "n/a"

        rows.append((
            r.label, str(r.items), f"{r.headline.get('correct_actions', 0.0):.1f}",
            f"{r.headline.get('correct_arguments', 0.0):.1f}", pct(ip.concept_error_rate),
            pct(ip.understanding_accuracy), pct(ip.wer), str(ip.asr_rejections), str(ip.system_correction_turns),
            ms("response_delay", "p50"), ms("response_delay", "p95"), ms("asr", "p50"),
        ))
    widths = [max(len(h), *(len(row[i]) for row in rows)) if rows else len(h) for i, h in enumerate(head)]
    lines = ["  ".join(h.rjust(w) for h, w in zip(head, widths))]
    lines += ["  ".join(c.rjust(w) for c, w in zip(row, widths)) for row in rows]
    return "\n".join(lines)
