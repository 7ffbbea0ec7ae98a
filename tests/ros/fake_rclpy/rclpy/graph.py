"""The in-process ROS graph of the test double: topics, services, QoS matching (DDS rules)."""

from __future__ import annotations

import copy
import threading


class _State:
    def __init__(self):
        self.ok = False
        self.lock = threading.RLock()
        self.publishers = []   # Publisher objects
        self.subscriptions = []
        self.services = []


STATE = _State()


def reset() -> None:
    """Forget every entity."""
    with STATE.lock:
        STATE.publishers.clear()
        STATE.subscriptions.clear()
        STATE.services.clear()


def compatible(pub_qos, sub_qos) -> bool:
    """DDS request/offered matching: a reliable reader needs a reliable writer; a transient-local reader
    needs a transient-local writer."""
    from rclpy.qos import DurabilityPolicy, ReliabilityPolicy

    if sub_qos.reliability == ReliabilityPolicy.RELIABLE and pub_qos.reliability == ReliabilityPolicy.BEST_EFFORT:
        return False
    if (sub_qos.durability == DurabilityPolicy.TRANSIENT_LOCAL
            and pub_qos.durability != DurabilityPolicy.TRANSIENT_LOCAL):
        return False
    return True


def deliver(pub, msg) -> None:
    """Queue a deep copy of ``msg`` on every matching subscription of ``pub``'s topic."""
    with STATE.lock:
        for sub in STATE.subscriptions:
            if sub.topic == pub.topic and sub.msg_type is pub.msg_type and compatible(pub.qos, sub.qos):
                sub.enqueue(copy.deepcopy(msg))


def late_join(sub) -> None:
    """Give a new transient-local subscription the history of transient-local publishers."""
    from rclpy.qos import DurabilityPolicy

    if sub.qos.durability != DurabilityPolicy.TRANSIENT_LOCAL:
        return
    with STATE.lock:
        for pub in STATE.publishers:
            if pub.topic == sub.topic and pub.msg_type is sub.msg_type and compatible(pub.qos, sub.qos):
                for msg in pub.history:
                    sub.enqueue(copy.deepcopy(msg))


def resolve(name: str, node_name: str, namespace: str) -> str:
    """ROS 2 name resolution: absolute, ``~/private``, or relative to the namespace."""
    ns = namespace.rstrip("/")
    if name.startswith("/"):
        return name
    if name.startswith("~"):
        return f"{ns}/{node_name}{name[1:]}"
    return f"{ns}/{name}"
