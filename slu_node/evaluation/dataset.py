"""Evaluation datasets: recorded (or synthesised) utterances with SUGAR references.

Two layouts are accepted by :func:`load_dataset`:

1. **A directory of WAVs with a SUGAR reference file.** Every ``*.sugar`` file in the directory holds
   ``ID; predicates`` lines (``../shared/docs/sugar_format.md`` §5, read with
   :func:`slu_node.sugar.read_sugar_file`); ``ID`` is the stem of a WAV found anywhere below the
   directory (``ID.wav``). A ``---`` line starts a new recipe: each recipe is one dialogue, named
   ``<sugar file stem>/<recipe index>``. An optional ``transcripts.txt`` beside it gives reference
   transcripts as ``ID; words`` lines.
2. **A manifest** (a ``.jsonl`` file, or a directory holding ``manifest.jsonl``): one JSON object per
   line with ``audio`` (path relative to the manifest), ``sugar`` (reference, ``""`` = nothing should
   be understood), and optional ``id`` (default: the WAV stem), ``transcript`` and ``dialogue``.

Items keep file order; a dialogue's utterances are consecutive and in spoken order.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Union

from slu_node.audio.io import AUDIO_SUFFIXES
from slu_node.jsonl import iter_json_objects
from slu_node.sugar import parse_predicates, read_sugar_file

MANIFEST = "manifest.jsonl"
TRANSCRIPTS = "transcripts.txt"


class DatasetError(ValueError):
    """A dataset is missing, empty or inconsistent (message names the file and the item)."""


@dataclass(frozen=True)
class DatasetItem:
    """One utterance of a dataset.

    Attributes:
        id: utterance ID (the WAV stem for the directory layout).
        audio: the audio file.
        sugar: reference SUGAR string ("" when nothing should be understood).
        transcript: reference transcript ("" when unknown).
        dialogue_id: the dialogue (recipe/session) it belongs to.
    """

    id: str
    audio: Path
    sugar: str
    transcript: str = ""
    dialogue_id: str = ""


@dataclass(frozen=True)
class Dataset:
    """A loaded dataset: its root path and items in order."""

    root: Path
    items: tuple[DatasetItem, ...]

    def __len__(self) -> int:
        return len(self.items)


def load_dataset(path: Union[str, Path]) -> Dataset:
    """Load a dataset in either layout (see the module docstring).

    Raises:
        DatasetError: no such path, no ``*.sugar`` file or manifest, a reference ID without audio, a
            malformed line, duplicate IDs, or no items at all.
    """
    path = Path(path)
    if not path.exists():
        raise DatasetError(f"{path}: no such dataset")
    if path.is_file():
        if path.suffix == ".jsonl":
            return _load_manifest(path)
        if path.suffix == ".sugar":
            return _load_sugar_dir(path.parent, [path])
        raise DatasetError(f"{path}: expected a directory, a .sugar file or a .jsonl manifest")
    if (path / MANIFEST).is_file():
        return _load_manifest(path / MANIFEST)
    sugar_files = sorted(path.glob("*.sugar"))
    if not sugar_files:
        raise DatasetError(f"{path}: no *.sugar reference file and no {MANIFEST}")
    return _load_sugar_dir(path, sugar_files)


def _audio_index(root: Path) -> dict[str, Path]:
    index: dict[str, Path] = {}
    for file in sorted(root.rglob("*")):
        if file.suffix.lower() in AUDIO_SUFFIXES and file.is_file():
            index.setdefault(file.stem, file)
    return index


def _read_id_lines(path: Path) -> dict[str, str]:
    out: dict[str, str] = {}
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        if ";" not in line:
            raise DatasetError(f"{path}:{n}: expected 'ID; text', got {line!r}")
        ident, _, text = line.partition(";")
        out[ident.strip()] = " ".join(text.split()).lower()
    return out


def _load_sugar_dir(root: Path, sugar_files: list[Path]) -> Dataset:
    audio = _audio_index(root)
    transcripts = _read_id_lines(root / TRANSCRIPTS) if (root / TRANSCRIPTS).is_file() else {}
    items: list[DatasetItem] = []
    seen: set[str] = set()
    for file in sugar_files:
        try:
            lines = read_sugar_file(file)
        except (OSError, UnicodeDecodeError) as exc:
            raise DatasetError(f"{file}: cannot read: {exc}") from exc
        except ValueError as exc:
            raise DatasetError(str(exc)) from None
        for line in lines:
            if line.id in seen:
                raise DatasetError(f"{file}:{line.line_no}: duplicate utterance ID {line.id!r}")
            seen.add(line.id)
            wav = audio.get(line.id)
            if wav is None:
                raise DatasetError(f"{file}:{line.line_no}: no audio file {line.id}.wav below {root}")
            items.append(DatasetItem(line.id, wav, line.text, transcripts.get(line.id, ""),
                                     f"{file.stem}/{line.recipe}"))
    if not items:
        raise DatasetError(f"{root}: the reference files list no utterances")
    return Dataset(root, tuple(items))


def _load_manifest(path: Path) -> Dataset:
    items: list[DatasetItem] = []
    seen: set[str] = set()
    for n, obj in iter_json_objects(path, DatasetError):
        if not isinstance(obj.get("audio"), str):
            raise DatasetError(f"{path}:{n}: expected an object with an 'audio' path")
        if not isinstance(obj.get("sugar", None), str):
            raise DatasetError(f"{path}:{n}: expected a 'sugar' reference string (\"\" for none)")
        wav = (path.parent / obj["audio"]).resolve()
        if not wav.is_file():
            raise DatasetError(f"{path}:{n}: no audio file {wav}")
        ident = str(obj.get("id") or wav.stem)
        if ident in seen:
            raise DatasetError(f"{path}:{n}: duplicate utterance ID {ident!r}")
        seen.add(ident)
        sugar = obj["sugar"].strip()
        try:
            parse_predicates(sugar)
        except ValueError as exc:
            raise DatasetError(f"{path}:{n}: {exc}") from None
        items.append(DatasetItem(ident, wav, sugar, " ".join(str(obj.get("transcript") or "").split()).lower(),
                                 str(obj.get("dialogue") or path.stem)))
    if not items:
        raise DatasetError(f"{path}: empty manifest")
    return Dataset(path.parent, tuple(items))
