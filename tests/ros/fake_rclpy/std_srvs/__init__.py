"""Test double of std_srvs."""
