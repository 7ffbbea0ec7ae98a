"""Test double of the lifecycle_msgs Python package."""
