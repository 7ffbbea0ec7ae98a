"""Test double of rclpy.time / clock."""

from __future__ import annotations

import time as _time


class Time:
    def __init__(self, *, seconds=0, nanoseconds=0):
        self.nanoseconds = int(seconds * 1e9) + int(nanoseconds)

    def to_msg(self):
        from builtin_interfaces.msg import Time as TimeMsg

        return TimeMsg(sec=self.nanoseconds // 1_000_000_000, nanosec=self.nanoseconds % 1_000_000_000)


class Clock:
    def now(self) -> Time:
        return Time(nanoseconds=_time.time_ns())
