"""Run logs: one JSON Lines file per run of the pipeline, one record per utterance.

Line 1 is a :class:`RunHeader` (``"type": "header"``: domain, ASR backend, audio source, creation
time, package versions, optional SNR and noise of a robustness run). Every further line is an
:class:`UtteranceRecord` (``"type": "utterance"``) holding what the pipeline did with one utterance:
audio span, endpoint, transcript (text, confidence, n-best alternatives), the NLU parse (intent
probabilities, BIO tags), the outcome (a command as SUGAR text, or a clarification), per-stage
timings in ms and, when known, the :class:`Reference` (SUGAR string and reference transcript).

Write with :class:`RunLogWriter` (from :class:`slu_node.types.UtteranceResult` objects), read with
:func:`read_run_log`. The format is documented field by field on :class:`UtteranceRecord`.

Example::

    with RunLogWriter("run.jsonl") as log:
        log.write_header(domain="models/cooking", asr_backend="pocketsphinx", source="mic")
        for result in pipeline.process_audio(samples):
            log.write(result, reference=Reference(sugar="open(2, egg, bowl)"))
    run = read_run_log("run.jsonl")
"""

from __future__ import annotations

import io
import json
import math
import platform
from dataclasses import asdict, dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import IO, Any, Iterator, Optional, Union

from slu_node.jsonl import iter_json_objects
from slu_node.sugar import format_predicates
from slu_node.types import UtteranceResult

#: Format identifier written in every header; readers refuse other major versions.
SCHEMA = "slu_node.runlog/1"
#: Stage names of ``timings_ms`` (see :class:`slu_node.types.UtteranceResult`).
STAGES = ("vad_endpoint_delay", "asr", "nlu", "post_endpoint")
#: Packages whose versions are recorded in the header when installed ("onnxruntime-gpu" is the CUDA
#: build's distribution, and the name of NVIDIA's Jetson wheel: with the CPU one beside it, the header
#: had named only that one on a lent H100, forty-seventh session).
VERSIONED_PACKAGES = ("slu_node", "numpy", "onnxruntime", "onnxruntime-gpu", "pocketsphinx", "webrtcvad-wheels",
                      "silero-vad", "vosk", "jiwer")


class RunLogError(ValueError):
    """A run log is missing, unreadable, or a line is not a valid record (message names file and line)."""


@dataclass(frozen=True)
class Reference:
    """What the utterance should have given.

    Attributes:
        sugar: reference SUGAR string (``open(2, egg, bowl)``); ``""`` means nothing should have been
            understood (out-of-domain speech, noise).
        transcript: reference transcript (lowercase words), ``""`` when unknown.
    """

    sugar: str = ""
    transcript: str = ""


@dataclass(frozen=True)
class RunHeader:
    """Metadata of one run (first line of the log).

    Attributes:
        domain: domain directory or name the pipeline used.
        asr_backend: ``pocketsphinx``, ``vosk``, ``text`` (no ASR) ...
        source: what was processed (dataset directory, WAV, bag, ``mic``).
        created: ISO 8601 UTC time the log was started.
        versions: package name → version string (Python included).
        snr_db: signal-to-noise ratio in dB of added noise for a robustness run; None for none added.
        noise: noise file(s) mixed in, "" when none.
        seed: random seed of the noise mixing, None when not applicable.
        extra: any further settings (free-form JSON object).
    """

    domain: str = ""
    asr_backend: str = ""
    source: str = ""
    created: str = ""
    versions: dict[str, str] = field(default_factory=dict)
    snr_db: Optional[float] = None
    noise: str = ""
    seed: Optional[int] = None
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def label(self) -> str:
        """A short name for tables and plots: ``"clean"`` or ``"10 dB"``, prefixed by the source name."""
        cond = "clean" if self.snr_db is None else f"{self.snr_db:g} dB"
        name = Path(self.source).name if self.source else "run"
        return f"{name} ({cond})"


@dataclass(frozen=True)
class UtteranceRecord:
    """One utterance of a run log.

    Attributes:
        utterance_id: unique within the run (``<source>#<n>`` or a dataset item ID).
        dialogue_id: the dialogue (session, recipe, source file or bag) the utterance belongs to.
        start_s, end_s: audio span of the utterance in seconds from the start of its stream.
        endpoint_s: stream time in seconds at which the VAD declared the end of the utterance.
        transcript: ``{"text": str, "confidence": float, "alternatives": [[text, confidence], ...]}``.
        parse: ``{"tokens": [...], "tags": [BIO tags], "intents": {label: probability}}`` (empty lists
            and mapping when the text never reached the NLU model).
        command: ``{"sugar": str, "dialogue_act": str, "confidence": float}`` or None.
        clarification: ``{"reason": str, "roles": [...], "prompt": str, "sugar": partial SUGAR with
            "#", "words": [...]}`` or None. Exactly one of ``command`` / ``clarification`` is set, except
            that both are None when the pipeline produced no result for a dataset item.
        timings_ms: per stage in ms (:data:`STAGES`; missing stages are absent).
        reference: :class:`Reference` or None when unknown.
        item_id: dataset item (WAV stem) the utterance was cut from, "" outside datasets.
        snr_db: estimated SNR of the utterance in dB (see :attr:`slu_node.types.UtteranceResult.snr_db`),
            None when unknown.
    """

    utterance_id: str
    dialogue_id: str = ""
    start_s: float = 0.0
    end_s: float = 0.0
    endpoint_s: float = 0.0
    transcript: dict[str, Any] = field(default_factory=lambda: {"text": "", "confidence": 0.0, "alternatives": []})
    parse: dict[str, Any] = field(default_factory=lambda: {"tokens": [], "tags": [], "intents": {}})
    command: Optional[dict[str, Any]] = None
    clarification: Optional[dict[str, Any]] = None
    timings_ms: dict[str, float] = field(default_factory=dict)
    reference: Optional[Reference] = None
    item_id: str = ""
    snr_db: Optional[float] = None

    @property
    def text(self) -> str:
        """The transcript text ("" when nothing was recognised)."""
        return str(self.transcript.get("text", "") or "")

    @property
    def hypothesis(self) -> str:
        """SUGAR text the system produced: the command's, else the clarification's partial parse, else ""."""
        if self.command is not None:
            return str(self.command.get("sugar", "") or "")
        if self.clarification is not None:
            return str(self.clarification.get("sugar", "") or "")
        return ""

    @property
    def response_delay_ms(self) -> Optional[float]:
        """System response delay in ms: end of user speech → result (``vad_endpoint_delay + post_endpoint``).

        None when either timing is missing.
        """
        t = self.timings_ms
        if "vad_endpoint_delay" not in t or "post_endpoint" not in t:
            return None
        return float(t["vad_endpoint_delay"]) + float(t["post_endpoint"])

    def to_dict(self) -> dict[str, Any]:
        """The JSON object written for this record (``"type": "utterance"`` first)."""
        out: dict[str, Any] = {"type": "utterance"}
        out.update(asdict(self))
        out["reference"] = asdict(self.reference) if self.reference is not None else None
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "UtteranceRecord":
        """Build a record from its JSON object.

        Raises:
            RunLogError: missing ``utterance_id`` or fields of the wrong type.
        """
        if not isinstance(data, dict) or not data.get("utterance_id"):
            raise RunLogError("utterance record without utterance_id")
        ref = data.get("reference")
        if ref is not None and not isinstance(ref, dict):
            raise RunLogError(f"{data['utterance_id']}: reference must be an object or null")
        try:
            transcript = dict(data.get("transcript") or {})
            transcript.setdefault("text", "")
            transcript.setdefault("confidence", 0.0)
            transcript["alternatives"] = [list(a) for a in transcript.get("alternatives") or []]
            parse = dict(data.get("parse") or {})
            for key, default in (("tokens", []), ("tags", []), ("intents", {})):
                parse.setdefault(key, default)
            for key in ("command", "clarification"):
                if data.get(key) is not None and not isinstance(data[key], dict):
                    raise TypeError(f"{key} must be an object or null")
            return cls(
                utterance_id=str(data["utterance_id"]),
                dialogue_id=str(data.get("dialogue_id") or ""),
                start_s=float(data.get("start_s") or 0.0),
                end_s=float(data.get("end_s") or 0.0),
                endpoint_s=float(data.get("endpoint_s") or 0.0),
                transcript=transcript,
                parse=parse,
                command=data.get("command"),
                clarification=data.get("clarification"),
                timings_ms={str(k): float(v) for k, v in (data.get("timings_ms") or {}).items()},
                reference=Reference(str(ref.get("sugar") or ""), str(ref.get("transcript") or "")) if ref else None,
                item_id=str(data.get("item_id") or ""),
                snr_db=None if data.get("snr_db") is None else float(data["snr_db"]),
            )
        except (TypeError, ValueError, AttributeError) as exc:
            raise RunLogError(f"{data['utterance_id']}: bad field: {exc}") from exc


@dataclass(frozen=True)
class RunLog:
    """A whole run: its header and its utterance records in order."""

    header: RunHeader
    records: tuple[UtteranceRecord, ...]
    path: Optional[Path] = None

    def dialogues(self) -> dict[str, list[UtteranceRecord]]:
        """Records grouped by ``dialogue_id`` (records without one form the dialogue ``""``), in order."""
        groups: dict[str, list[UtteranceRecord]] = {}
        for rec in self.records:
            groups.setdefault(rec.dialogue_id, []).append(rec)
        return groups


def _finite(x: Any, default: float = 0.0) -> float:
    try:
        v = float(x)
    except (TypeError, ValueError):
        return default
    return v if math.isfinite(v) else default


def dialogue_of(utterance_id: str) -> str:
    """The dialogue of a pipeline utterance ID: the source part of ``<source>#<n>`` (the whole ID otherwise)."""
    return utterance_id.rsplit("#", 1)[0] if "#" in utterance_id else utterance_id


def record_from_result(
    result: UtteranceResult,
    reference: Union[Reference, str, dict, None] = None,
    dialogue_id: Optional[str] = None,
    item_id: str = "",
) -> UtteranceRecord:
    """Convert a pipeline :class:`~slu_node.types.UtteranceResult` to a run-log record.

    Args:
        result: the pipeline's output for one utterance.
        reference: a :class:`Reference`, a SUGAR string, a ``{"sugar", "transcript"}`` mapping, or None.
        dialogue_id: defaults to the source part of ``result.utterance_id`` (``<source>#<n>``).
        item_id: dataset item the utterance came from ("" outside datasets).

    Raises:
        TypeError: ``result`` is not an UtteranceResult or ``reference`` has an unsupported type.
    """
    if not isinstance(result, UtteranceResult):
        raise TypeError(f"expected an UtteranceResult, got {type(result).__name__}")
    t = result.transcript
    parse = result.parse
    nlu = parse.nlu if parse is not None else None
    command = clarification = None
    if parse is not None and parse.command is not None:
        cmd = parse.command
        command = {
            "sugar": result.sugar or format_predicates(cmd.predicates),
            "dialogue_act": cmd.dialogue_act,
            "confidence": _finite(cmd.confidence),
        }
    elif parse is not None and parse.clarification is not None:
        cl = parse.clarification
        clarification = {
            "reason": cl.reason,
            "roles": list(cl.roles),
            "prompt": cl.prompt,
            "sugar": result.sugar or format_predicates(cl.partial),
            "words": list(cl.words),
        }
    timings = {k: _finite(v) for k, v in (result.timings_ms or {}).items()}
    return UtteranceRecord(
        utterance_id=result.utterance_id,
        dialogue_id=dialogue_id if dialogue_id is not None else dialogue_of(result.utterance_id),
        start_s=_finite(result.start_s),
        end_s=_finite(result.end_s),
        endpoint_s=_finite(result.endpoint_s),
        transcript={
            "text": t.text if t is not None else "",
            "confidence": _finite(t.confidence) if t is not None else 0.0,
            "alternatives": [[a, _finite(c)] for a, c in (t.alternatives if t is not None else ())],
        },
        parse={
            "tokens": list(nlu.tokens) if nlu is not None else [],
            "tags": list(nlu.tags) if nlu is not None else [],
            "intents": {k: round(_finite(v), 6) for k, v in nlu.intents.items()} if nlu is not None else {},
        },
        command=command,
        clarification=clarification,
        timings_ms=timings,
        reference=_as_reference(reference),
        item_id=item_id,
        snr_db=None if result.snr_db is None else round(_finite(result.snr_db), 1),
    )


def _as_reference(reference: Union[Reference, str, dict, None]) -> Optional[Reference]:
    if reference is None or isinstance(reference, Reference):
        return reference
    if isinstance(reference, str):
        return Reference(sugar=reference.strip())
    if isinstance(reference, dict):
        return Reference(str(reference.get("sugar") or "").strip(), str(reference.get("transcript") or "").strip())
    raise TypeError(f"reference must be a Reference, SUGAR string, mapping or None, not {type(reference).__name__}")


def package_versions() -> dict[str, str]:
    """Versions of Python and of :data:`VERSIONED_PACKAGES` that are installed (name → version)."""
    from importlib import metadata

    out = {"python": platform.python_version()}
    for name in VERSIONED_PACKAGES:
        try:
            out[name] = metadata.version(name)
        except metadata.PackageNotFoundError:
            continue
    return out


class RunLogWriter:
    """Write a run log (JSON Lines) record by record; use as a context manager.

    Args:
        target: a path (parent folders are created, an existing file is overwritten) or an open text
            file object (not closed by :meth:`close`).

    The header must be written first (:meth:`write_header`); :meth:`write` writes a default header if
    none was written. Every line is flushed so that a crashed run leaves a readable log.
    """

    def __init__(self, target: Union[str, Path, IO[str]]):
        if isinstance(target, (str, Path)):
            path = Path(target)
            path.parent.mkdir(parents=True, exist_ok=True)
            self._file: IO[str] = open(path, "w", encoding="utf-8")
            self._owned = True
            self.path: Optional[Path] = path
        elif isinstance(target, io.TextIOBase) or hasattr(target, "write"):
            self._file = target  # type: ignore[assignment]
            self._owned = False
            self.path = None
        else:
            raise TypeError(f"target must be a path or a text file, not {type(target).__name__}")
        self._header_written = False
        self.count = 0

    def __enter__(self) -> "RunLogWriter":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def _line(self, obj: dict[str, Any]) -> None:
        self._file.write(json.dumps(obj, ensure_ascii=False, allow_nan=False) + "\n")
        self._file.flush()

    def write_header(
        self,
        domain: str = "",
        asr_backend: str = "",
        source: str = "",
        snr_db: Optional[float] = None,
        noise: str = "",
        seed: Optional[int] = None,
        **extra: Any,
    ) -> RunHeader:
        """Write the header record (creation time and package versions are filled in).

        Raises:
            RunLogError: a header or a record was already written.
        """
        if self._header_written or self.count:
            raise RunLogError("the header must be written once, before any record")
        header = RunHeader(
            domain=str(domain),
            asr_backend=str(asr_backend),
            source=str(source),
            created=datetime.now(timezone.utc).isoformat(timespec="seconds"),
            versions=package_versions(),
            snr_db=None if snr_db is None else float(snr_db),
            noise=str(noise),
            seed=seed,
            extra=dict(extra),
        )
        self._line({"type": "header", "schema": SCHEMA, **asdict(header)})
        self._header_written = True
        return header

    def write_record(self, record: UtteranceRecord) -> None:
        """Write an already-built :class:`UtteranceRecord`."""
        if not self._header_written:
            self.write_header()
        self._line(record.to_dict())
        self.count += 1

    def write(
        self,
        result: UtteranceResult,
        reference: Union[Reference, str, dict, None] = None,
        dialogue_id: Optional[str] = None,
        item_id: str = "",
    ) -> UtteranceRecord:
        """Convert ``result`` with :func:`record_from_result`, write it and return the record."""
        record = record_from_result(result, reference, dialogue_id=dialogue_id, item_id=item_id)
        self.write_record(record)
        return record

    def close(self) -> None:
        """Flush, and close the file when the writer opened it."""
        if self._owned and not self._file.closed:
            self._file.close()
        elif not self._owned:
            self._file.flush()


def iter_lines(path: Union[str, Path]) -> Iterator[tuple[int, dict[str, Any]]]:
    """Yield ``(line_number, json_object)`` for each non-blank line of a run log.

    Raises:
        RunLogError: missing file or a line that is not a JSON object.
    """
    if not Path(path).is_file():
        raise RunLogError(f"{path}: no such run log")
    return iter_json_objects(path, RunLogError)


def read_run_log(path: Union[str, Path]) -> RunLog:
    """Read a run log written by :class:`RunLogWriter`.

    Returns:
        :class:`RunLog` with the header (a default one when the file has none) and the records.

    Raises:
        RunLogError: missing/unreadable file, bad JSON, unknown schema, a header that is not first, or
            an invalid record (message gives file and line number).
    """
    header: Optional[RunHeader] = None
    records: list[UtteranceRecord] = []
    fields = set(RunHeader.__dataclass_fields__)
    try:
        for n, obj in iter_lines(path):
            kind = obj.get("type")
            if kind == "header":
                if header is not None or records:
                    raise RunLogError(f"{path}:{n}: header record must be the first line")
                schema = str(obj.get("schema", ""))
                if schema != SCHEMA:
                    raise RunLogError(f"{path}:{n}: unknown schema {schema!r}; expected {SCHEMA!r}")
                try:
                    kw = {k: v for k, v in obj.items() if k in fields}
                    kw["versions"] = {str(k): str(v) for k, v in (kw.get("versions") or {}).items()}
                    kw["extra"] = dict(kw.get("extra") or {})
                    if kw.get("snr_db") is not None:
                        kw["snr_db"] = float(kw["snr_db"])
                    header = RunHeader(**kw)
                except (TypeError, ValueError) as exc:
                    raise RunLogError(f"{path}:{n}: bad header: {exc}") from exc
            elif kind == "utterance":
                try:
                    records.append(UtteranceRecord.from_dict(obj))
                except RunLogError as exc:
                    raise RunLogError(f"{path}:{n}: {exc}") from None
            else:
                raise RunLogError(f"{path}:{n}: unknown record type {kind!r}")
    except UnicodeDecodeError as exc:
        raise RunLogError(f"{path}: not UTF-8 text: {exc}") from None
    return RunLog(header or RunHeader(), tuple(records), Path(path))
