"""Test double of rclpy (see ../README.md): the surface slu_node's nodes use, with an in-process graph."""

from __future__ import annotations

from rclpy import graph as _graph

__version__ = "0.0-test-double"
IS_TEST_DOUBLE = True


def init(args=None, context=None) -> None:
    """Start a fresh in-process graph."""
    _graph.reset()
    _graph.STATE.ok = True


def ok(context=None) -> bool:
    """True between init() and shutdown()."""
    return _graph.STATE.ok


def shutdown(context=None) -> None:
    """Stop; the graph is emptied."""
    if not _graph.STATE.ok:
        raise RuntimeError("rclpy.shutdown() called twice (test double)")
    _graph.STATE.ok = False
    _graph.reset()


def try_shutdown(context=None) -> None:
    """shutdown() if still running."""
    if _graph.STATE.ok:
        shutdown()


def create_node(node_name: str, **kwargs):
    """A plain Node."""
    from rclpy.node import Node

    return Node(node_name, **kwargs)


def spin_once(node, *, executor=None, timeout_sec=None) -> None:
    """Run at most one ready callback of ``node`` (waiting up to ``timeout_sec``)."""
    from rclpy.executors import SingleThreadedExecutor

    ex = executor or SingleThreadedExecutor()
    ex.add_node(node)
    ex.spin_once(timeout_sec=timeout_sec)


def spin(node, executor=None) -> None:
    """Run callbacks until shutdown."""
    from rclpy.executors import SingleThreadedExecutor

    ex = executor or SingleThreadedExecutor()
    ex.add_node(node)
    ex.spin()


def spin_until_future_complete(node, future, executor=None, timeout_sec=None) -> None:
    """Run callbacks until ``future`` is done or ``timeout_sec`` passes."""
    from rclpy.executors import SingleThreadedExecutor

    ex = executor or SingleThreadedExecutor()
    ex.add_node(node)
    ex.spin_until_future_complete(future, timeout_sec=timeout_sec)
