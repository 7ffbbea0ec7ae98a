"""``slu bag replay``: run the pipeline over the audio of a bag, in bag time, and write its results to a
new bag, as the ROS node would have published them.

Input: ``/audio`` (audio_common_msgs/AudioDataStamped) and ``/audio_info`` (AudioInfo; S16LE 16 kHz
mono assumed until one is read). Output bag: ``/speech/transcript``, ``/robot/command``,
``/robot/clarification``, each result stamped (header and bag time) at *input time + measured
processing*: the bag time at which the chunk that closed the utterance had fully arrived (chunk stamp +
chunk duration) plus the wall-clock seconds the pipeline spent on that chunk here. The input's
``/audio_info`` and ``/reference/sugar`` are copied, and ``/audio`` unless ``copy_audio=False``.
A malformed chunk (empty, odd byte count, bad AudioInfo) is counted and skipped, never fatal.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from pathlib import Path

from rosbags.rosbag2 import Reader

from slu_node.bag import common
from slu_node.bag.typestore import slu_typestore
from slu_node.ros.messages import (
    PIPELINE_RATE,
    AudioDecoder,
    AudioFormat,
    audio_format_from_msg,
    rosbags_message_types,
    stamp_ns,
    utterance_to_msgs,
)


@dataclass
class ReplaySummary:
    """Counts of a replay: audio seconds fed, utterances, commands, clarifications, skipped chunks,
    total pipeline wall time (s) and the real-time factor (pipeline time / audio time)."""

    path: Path
    audio_s: float = 0.0
    utterances: int = 0
    commands: int = 0
    clarifications: int = 0
    bad_chunks: int = 0
    processing_s: float = 0.0
    errors: list[str] = field(default_factory=list)

    @property
    def real_time_factor(self) -> float:
        """Pipeline wall time divided by audio duration (0 when no audio)."""
        return self.processing_s / self.audio_s if self.audio_s else 0.0


def replay_bag(bag: Path, out: Path, pipeline, *, storage: str = "sqlite3", copy_audio: bool = True,
               frame_id: str = "slu_node", log=None) -> ReplaySummary:
    """Replay ``bag`` through ``pipeline`` and write the results to the new bag ``out``.

    Args:
        bag: input bag directory (sqlite3 or mcap) with ``/audio``.
        out: output bag directory (must not exist).
        pipeline: a :class:`slu_node.pipeline.Pipeline` (``feed``/``flush``/``reset``); it is reset
            first, with the bag name as source.
        storage: output storage, ``sqlite3`` or ``mcap``.
        copy_audio: also copy ``/audio`` into the output.
        log: an open :class:`slu_node.runlog.RunLogWriter` that receives every utterance result, or None.

    Raises:
        FileNotFoundError: ``bag`` missing. FileExistsError: ``out`` exists.
        ValueError: the bag has no ``/audio`` topic.
    """
    bag, out = Path(bag), Path(out)
    if not bag.exists():
        raise FileNotFoundError(f"bag not found: {bag}")
    store = slu_typestore()
    types = rosbags_message_types(store)
    summary = ReplaySummary(out)
    decoder = AudioDecoder(AudioFormat())
    pipeline.reset(bag.name)
    with Reader(bag) as reader:
        topics = {c.topic: c for c in reader.connections}
        if common.AUDIO not in topics:
            raise ValueError(f"{bag} has no {common.AUDIO} topic (topics: {', '.join(sorted(topics)) or 'none'})")
        copy = {common.AUDIO_INFO, common.REFERENCE} | ({common.AUDIO} if copy_audio else set())
        writer = common.open_writer(out, storage)
        try:
            conns = {}
            for c in reader.connections:
                if c.topic in copy and c.topic not in conns:
                    conns[c.topic] = writer.add_connection(c.topic, c.msgtype, typestore=store,
                                                           offered_qos_profiles=[common.QOS[c.topic]])
            for topic, msgtype in ((common.TRANSCRIPT, "slu_interfaces/msg/Transcript"),
                                   (common.COMMAND, "slu_interfaces/msg/ActionCommand"),
                                   (common.CLARIFICATION, "slu_interfaces/msg/ClarificationRequest")):
                conns[topic] = writer.add_connection(topic, msgtype, typestore=store,
                                                     offered_qos_profiles=[common.QOS[topic]])
            wanted = [c for c in reader.connections if c.topic in copy | {common.AUDIO, common.AUDIO_INFO}]
            last_ns = 0

            def emit(results, at_ns):
                for u in results:
                    if log is not None:
                        log.write(u)
                    msgs = utterance_to_msgs(types, u, stamp_ns=at_ns, frame_id=frame_id)
                    for topic, msg in zip((common.TRANSCRIPT, common.COMMAND, common.CLARIFICATION), msgs):
                        if msg is not None:
                            writer.write(conns[topic], at_ns, store.serialize_cdr(msg, msg.__msgtype__))
                    summary.utterances += 1
                    summary.commands += msgs[1] is not None
                    summary.clarifications += msgs[2] is not None

            for conn, t_ns, raw in reader.messages(connections=wanted):
                if conn.topic in conns:
                    writer.write(conns[conn.topic], t_ns, raw)
                msg = store.deserialize_cdr(raw, conn.msgtype)
                if conn.topic == common.AUDIO_INFO:
                    try:
                        decoder.set_format(audio_format_from_msg(msg))
                    except ValueError as exc:  # audio is dropped until a usable AudioInfo comes
                        summary.errors.append(f"t={t_ns}: bad AudioInfo: {exc}")
                        decoder.reject(str(exc))
                    continue
                if conn.topic != common.AUDIO:
                    continue
                try:
                    samples = decoder.decode(msg.audio.data)
                except ValueError as exc:
                    summary.bad_chunks += 1
                    summary.errors.append(f"t={t_ns}: {exc}")
                    continue
                chunk_end_ns = max(stamp_ns(msg.header.stamp), t_ns) + len(samples) * 1_000_000_000 // PIPELINE_RATE
                start = time.perf_counter()
                results = pipeline.feed(samples)
                spent = time.perf_counter() - start
                summary.audio_s += len(samples) / PIPELINE_RATE
                summary.processing_s += spent
                last_ns = max(last_ns, chunk_end_ns)
                emit(results, chunk_end_ns + int(spent * 1e9))
            start = time.perf_counter()
            results = pipeline.flush()
            spent = time.perf_counter() - start
            summary.processing_s += spent
            emit(results, last_ns + int(spent * 1e9))
        finally:
            writer.close()
    return summary
