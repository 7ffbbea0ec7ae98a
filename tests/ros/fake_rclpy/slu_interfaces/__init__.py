"""Test double of the slu_interfaces Python package."""
