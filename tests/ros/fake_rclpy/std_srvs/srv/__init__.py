"""Test double: std_srvs services."""

from fake_msgs import service_class

SetBool = service_class("std_srvs/srv/SetBool")
