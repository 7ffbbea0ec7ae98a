"""Test double of the hri_msgs Python package."""
