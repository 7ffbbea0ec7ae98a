"""``slu bag record-wav``: turn WAV recordings into a ROS 2 bag as a microphone node would publish them.

Written topics (docs/ros.md):

- ``/audio_info`` (audio_common_msgs/AudioInfo, once, transient local): S16LE, 16 kHz, mono, ``wave``.
- ``/audio`` (audio_common_msgs/AudioDataStamped, best effort): consecutive chunks of ``chunk_ms``,
  each stamped (header and bag time) at its first sample. Several WAVs are laid end to end with
  ``gap_s`` of digital silence between them (and after the last, so the VAD can close the utterance).
- ``/reference/sugar`` (std_msgs/String, optional): ``"ID; predicates"`` per reference line of the
  ``--ref`` SUGAR file, stamped at the start of its utterance. A WAV whose file stem is a reference ID
  gets that reference at its start; otherwise the references are given, in order, to the utterances
  the VAD finds in the recordings (as ``slu run`` does); the remaining ones are stamped after the audio.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Optional, Sequence

import numpy as np

from slu_node.bag import common
from slu_node.bag.typestore import slu_typestore
from slu_node.ros.messages import audio_chunk_msg, audio_info_msg, rosbags_message_types

SAMPLE_RATE = 16000


@dataclass(frozen=True)
class RecordSummary:
    """What :func:`record_wavs` wrote: audio seconds, chunk and reference message counts."""

    path: Path
    audio_s: float
    chunks: int
    references: int


def _reference_times(wavs: Sequence[Path], offsets: list[float], audio: list[np.ndarray], ref_path: Path,
                     end_s: float) -> list[tuple[float, str]]:
    from slu_node.audio.vad import segment
    from slu_node.sugar import read_sugar_file

    lines = read_sugar_file(ref_path)
    stems = {p.stem: off for p, off in zip(wavs, offsets)}
    by_stem = [(stems[line.id], line) for line in lines if line.id in stems]
    out = [(t, f"{line.id}; {line.text}") for t, line in by_stem]
    rest = [line for line in lines if line.id not in stems]
    if rest:
        starts = [off + seg.start_s for off, x in zip(offsets, audio) for seg in segment(x)]
        for k, line in enumerate(rest):
            t = starts[k] if k < len(starts) else end_s + 0.001 * k
            out.append((t, f"{line.id}; {line.text}"))
    return sorted(out, key=lambda x: x[0])


def record_wavs(wavs: Sequence[Path], out: Path, *, ref: Optional[Path] = None, storage: str = "sqlite3",
                chunk_ms: int = 20, gap_s: float = 1.0, start_time_s: float = 1.7e9,
                frame_id: str = "microphone") -> RecordSummary:
    """Write WAV files into a new bag as a microphone stream.

    Args:
        wavs: audio files (any rate/channels soundfile reads; converted to int16 mono 16 kHz by
            :func:`slu_node.audio.io.load_audio`).
        out: bag directory to create (must not exist).
        ref: optional SUGAR reference file (see module docstring).
        storage: ``sqlite3`` or ``mcap``.
        chunk_ms: audio chunk length in ms (1..1000).
        gap_s: silence between and after recordings, seconds (0..60).
        start_time_s: bag time of the first sample, seconds since the epoch (fixed default for
            reproducible bags).
        frame_id: header frame_id of audio messages.

    Raises:
        ValueError: no WAV, bad chunk_ms/gap_s/storage, unreadable audio (AudioError), bad reference file.
        FileExistsError: ``out`` exists. FileNotFoundError: a WAV or the reference file is missing.
    """
    from slu_node.audio.io import load_audio

    wavs = [Path(w) for w in wavs]
    if not wavs:
        raise ValueError("record-wav needs at least one WAV file")
    if not 1 <= int(chunk_ms) <= 1000:
        raise ValueError(f"chunk_ms must be 1..1000, got {chunk_ms}")
    if not 0.0 <= float(gap_s) <= 60.0:
        raise ValueError(f"gap_s must be 0..60 s, got {gap_s}")
    audio = [load_audio(p) for p in wavs]
    gap = np.zeros(int(round(gap_s * SAMPLE_RATE)), dtype=np.int16)
    offsets, t = [], 0.0
    for x in audio:
        offsets.append(t)
        t += (len(x) + len(gap)) / SAMPLE_RATE
    stream = np.concatenate([np.concatenate([x, gap]) for x in audio])
    refs = _reference_times(wavs, offsets, audio, Path(ref), t) if ref is not None else []

    store = slu_typestore()
    types = rosbags_message_types(store)
    step = SAMPLE_RATE * int(chunk_ms) // 1000
    t0_ns = int(round(start_time_s * 1e9))
    writer = common.open_writer(Path(out), storage)
    try:
        c_info = writer.add_connection(common.AUDIO_INFO, "audio_common_msgs/msg/AudioInfo", typestore=store,
                                       offered_qos_profiles=[common.QOS[common.AUDIO_INFO]])
        c_audio = writer.add_connection(common.AUDIO, "audio_common_msgs/msg/AudioDataStamped", typestore=store,
                                        offered_qos_profiles=[common.QOS[common.AUDIO]])
        info = audio_info_msg(types)
        writer.write(c_info, t0_ns, store.serialize_cdr(info, info.__msgtype__))
        chunks = 0
        for i in range(0, len(stream), step):
            ns = t0_ns + i * 1_000_000_000 // SAMPLE_RATE
            msg = audio_chunk_msg(types, stream[i:i + step], stamp_ns=ns, frame_id=frame_id)
            writer.write(c_audio, ns, store.serialize_cdr(msg, msg.__msgtype__))
            chunks += 1
        if refs:
            c_ref = writer.add_connection(common.REFERENCE, common.STRING, typestore=store,
                                          offered_qos_profiles=[common.QOS[common.REFERENCE]])
            String = store.types[common.STRING]
            for t_ref, text in refs:
                raw = store.serialize_cdr(String(data=text), common.STRING)
                writer.write(c_ref, t0_ns + int(round(t_ref * 1e9)), raw)
    finally:
        writer.close()
    return RecordSummary(Path(out), len(stream) / SAMPLE_RATE, chunks, len(refs))
