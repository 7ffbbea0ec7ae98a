"""Test double of rclpy.executors."""

from __future__ import annotations

import time as _time

from rclpy import graph


class ExternalShutdownException(Exception):
    pass


class SingleThreadedExecutor:
    def __init__(self, context=None):
        self._nodes = []

    def add_node(self, node) -> bool:
        if node not in self._nodes:
            self._nodes.append(node)
        return True

    def remove_node(self, node) -> None:
        if node in self._nodes:
            self._nodes.remove(node)

    def get_nodes(self):
        return list(self._nodes)

    def spin_once(self, timeout_sec=None) -> None:
        deadline = None if timeout_sec is None or timeout_sec < 0 else _time.monotonic() + timeout_sec
        while True:
            for node in list(self._nodes):
                if node._run_one():
                    return
            now = _time.monotonic()
            if deadline is not None and now >= deadline:
                return
            wake = min([n._next_timer() for n in self._nodes] + [deadline if deadline is not None else now + 0.05])
            _time.sleep(max(0.0, min(wake - now, 0.05)))

    def spin(self) -> None:
        while graph.STATE.ok:
            self.spin_once(timeout_sec=0.1)

    def spin_until_future_complete(self, future, timeout_sec=None) -> None:
        end = None if timeout_sec is None else _time.monotonic() + timeout_sec
        while not future.done() and (end is None or _time.monotonic() < end):
            self.spin_once(timeout_sec=0.01)

    def shutdown(self, timeout_sec=None) -> bool:
        self._nodes = []
        return True


MultiThreadedExecutor = SingleThreadedExecutor
