"""Test double of the rcl_interfaces Python package."""
