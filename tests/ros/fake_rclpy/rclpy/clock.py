"""Test double of rclpy.clock."""

from rclpy.time import Clock  # noqa: F401
