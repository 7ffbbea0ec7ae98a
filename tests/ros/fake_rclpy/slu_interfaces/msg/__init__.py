"""Test double: slu_interfaces message classes generated from rosbags definitions (see fake_msgs.py)."""

from fake_msgs import package_module

globals().update(package_module("slu_interfaces", "msg"))
