"""Test double of the audio_common_msgs Python package."""
