"""Offline evaluation of the whole pipeline: datasets of WAVs with SUGAR references, noise sweeps."""
