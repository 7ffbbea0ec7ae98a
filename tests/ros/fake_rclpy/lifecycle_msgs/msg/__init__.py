"""Test double: lifecycle_msgs message classes generated from rosbags definitions (see fake_msgs.py)."""

from fake_msgs import package_module

globals().update(package_module("lifecycle_msgs", "msg"))
