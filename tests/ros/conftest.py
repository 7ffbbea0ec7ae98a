"""ROS tests: real rclpy when importable, else the in-repo test double (fake_rclpy/, see its README).

The double's directory goes on ``sys.path`` only when ``import rclpy`` fails, before any test module
imports ROS packages. Fixtures: ``ros`` (init/shutdown around a test), ``probe_factory``.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest


FAKE = Path(__file__).resolve().parent / "fake_rclpy"

try:
    import rclpy  # noqa: F401

    REAL_ROS = True
except ImportError:
    sys.path.insert(0, str(FAKE))
    REAL_ROS = False

from ros_helpers import Probe, slu_interfaces_importable  # noqa: E402


@pytest.fixture
def ros():
    """rclpy initialised for one test (skips on a ROS machine where slu_interfaces is not built)."""
    if not slu_interfaces_importable():
        pytest.skip("slu_interfaces is not importable: build ros_ws and source install/setup.bash")
    import rclpy

    rclpy.init()
    yield rclpy
    rclpy.try_shutdown()


@pytest.fixture
def probe_factory(ros):
    """``probe_factory(node) -> Probe``; destroys the nodes after the test."""
    made = []

    def make(node):
        p = Probe(node)
        made.append(p)
        return p

    yield make
    for p in made:
        p.node.destroy_node()
        p.target.destroy_node()
