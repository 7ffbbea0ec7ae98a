"""Test double of the builtin_interfaces Python package."""
