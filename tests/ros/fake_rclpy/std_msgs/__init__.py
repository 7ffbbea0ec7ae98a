"""Test double of the std_msgs Python package."""
