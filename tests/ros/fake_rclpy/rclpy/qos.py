"""Test double of rclpy.qos."""

from __future__ import annotations

import enum


class ReliabilityPolicy(enum.IntEnum):
    SYSTEM_DEFAULT = 0
    RELIABLE = 1
    BEST_EFFORT = 2


class DurabilityPolicy(enum.IntEnum):
    SYSTEM_DEFAULT = 0
    TRANSIENT_LOCAL = 1
    VOLATILE = 2


class HistoryPolicy(enum.IntEnum):
    SYSTEM_DEFAULT = 0
    KEEP_LAST = 1
    KEEP_ALL = 2


class QoSProfile:
    """depth / reliability / durability / history, rclpy defaults (reliable, volatile, keep last)."""

    def __init__(self, *, depth: int = 10, reliability=ReliabilityPolicy.RELIABLE,
                 durability=DurabilityPolicy.VOLATILE, history=HistoryPolicy.KEEP_LAST, **_ignored):
        self.depth = int(depth)
        self.reliability = reliability
        self.durability = durability
        self.history = history

    def __repr__(self):
        return f"QoSProfile(depth={self.depth}, {self.reliability.name}, {self.durability.name})"


qos_profile_sensor_data = QoSProfile(depth=5, reliability=ReliabilityPolicy.BEST_EFFORT)
qos_profile_system_default = QoSProfile(depth=10)


def _as_profile(qos) -> QoSProfile:
    return QoSProfile(depth=qos) if isinstance(qos, int) else qos
