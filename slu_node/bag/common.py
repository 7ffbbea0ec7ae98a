"""Shared helpers of the bag tools: bag topic names, QoS profiles written in bag metadata, writer setup.

Bags are written in rosbag2 format version 8 (rosbags 0.11 writes only 8 or 9), readable by
``ros2 bag`` and by rosbags. Topic names in bags are absolute (``/audio``), as ``ros2 bag record`` writes
them for nodes in the root namespace.
"""

from __future__ import annotations

from pathlib import Path

from rosbags.interfaces import Qos, QosDurability, QosHistory, QosLiveliness, QosReliability, QosTime
from rosbags.rosbag2 import StoragePlugin, Writer

from slu_node.ros import names

BAG_VERSION = 8
AUDIO = "/" + names.AUDIO
AUDIO_INFO = "/" + names.AUDIO_INFO
TRANSCRIPT = "/" + names.TRANSCRIPT
COMMAND = "/" + names.COMMAND
CLARIFICATION = "/" + names.CLARIFICATION
REFERENCE = "/" + names.REFERENCE
STRING = "std_msgs/msg/String"

STORAGES = {"sqlite3": StoragePlugin.SQLITE3, "mcap": StoragePlugin.MCAP}


def qos(reliable: bool = True, transient_local: bool = False, depth: int = 10) -> Qos:
    """A rosbags ``Qos`` for ``offered_qos_profiles`` (``ros2 bag play`` republishes with it).

    Audio is best effort (SensorDataQoS, depth 5), AudioInfo reliable + transient local (latched),
    results reliable depth 10 (docs/ros.md)."""
    zero = QosTime(sec=0, nsec=0)
    return Qos(
        history=QosHistory.KEEP_LAST, depth=depth,
        reliability=QosReliability.RELIABLE if reliable else QosReliability.BEST_EFFORT,
        durability=QosDurability.TRANSIENT_LOCAL if transient_local else QosDurability.VOLATILE,
        deadline=zero, lifespan=zero, liveliness=QosLiveliness.AUTOMATIC, liveliness_lease_duration=zero,
        avoid_ros_namespace_conventions=False,
    )


QOS = {
    AUDIO: qos(reliable=False, depth=5),
    AUDIO_INFO: qos(transient_local=True, depth=1),
    TRANSCRIPT: qos(),
    COMMAND: qos(),
    CLARIFICATION: qos(),
    REFERENCE: qos(transient_local=True, depth=1000),
}


def open_writer(path: Path, storage: str = "sqlite3") -> Writer:
    """An opened rosbags ``Writer`` (format version :data:`BAG_VERSION`) for a new bag directory.

    Raises:
        ValueError: unknown storage. FileExistsError: ``path`` exists (rosbags never overwrites).
    """
    if storage not in STORAGES:
        raise ValueError(f"unknown storage {storage!r} (sqlite3 or mcap)")
    path = Path(path)
    if path.exists():
        raise FileExistsError(f"{path} exists; bags are never overwritten")
    writer = Writer(path, version=BAG_VERSION, storage_plugin=STORAGES[storage])
    writer.open()
    return writer
