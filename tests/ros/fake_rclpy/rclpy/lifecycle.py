"""Test double of rclpy.lifecycle: a Node with the managed-node state machine (no lifecycle services)."""

from __future__ import annotations

import enum

from rclpy.node import Node as _Node


class TransitionCallbackReturn(enum.IntEnum):
    SUCCESS = 97
    FAILURE = 98
    ERROR = 99


class State:
    def __init__(self, state_id: int, label: str):
        self.state_id, self.label = state_id, label


UNCONFIGURED, INACTIVE, ACTIVE, FINALIZED = State(1, "unconfigured"), State(2, "inactive"), State(3, "active"), \
    State(4, "finalized")

# transition name -> (allowed start states, callback, goal state)
_TRANSITIONS = {
    "configure": ((UNCONFIGURED,), "on_configure", INACTIVE),
    "activate": ((INACTIVE,), "on_activate", ACTIVE),
    "deactivate": ((ACTIVE,), "on_deactivate", INACTIVE),
    "cleanup": ((INACTIVE,), "on_cleanup", UNCONFIGURED),
    "shutdown": ((UNCONFIGURED, INACTIVE, ACTIVE), "on_shutdown", FINALIZED),
}




class Node(_Node):
    """Lifecycle node double: trigger_* run the on_* callbacks and move the state as rclpy does."""

    def __init__(self, node_name, *args, enable_communication_interface: bool = True, **kwargs):
        super().__init__(node_name, *args, **kwargs)
        self._lc_state = UNCONFIGURED

    @property
    def current_state(self) -> State:
        return self._lc_state

    def _transition(self, name: str) -> TransitionCallbackReturn:
        starts, callback, goal = _TRANSITIONS[name]
        if self._lc_state not in starts:
            raise RuntimeError(f"transition {name} not allowed from {self._lc_state.label} (test double)")
        ret = getattr(self, callback)(self._lc_state)
        if ret == TransitionCallbackReturn.SUCCESS:
            self._lc_state = goal
        elif ret == TransitionCallbackReturn.ERROR:
            self._lc_state = UNCONFIGURED if self.on_error(self._lc_state) == TransitionCallbackReturn.SUCCESS \
                else FINALIZED
        return ret

    def trigger_configure(self):
        return self._transition("configure")

    def trigger_activate(self):
        return self._transition("activate")

    def trigger_deactivate(self):
        return self._transition("deactivate")

    def trigger_cleanup(self):
        return self._transition("cleanup")

    def trigger_shutdown(self):
        return self._transition("shutdown")

    # default callbacks, as rclpy
    def on_configure(self, state):
        return TransitionCallbackReturn.SUCCESS

    def on_activate(self, state):
        return TransitionCallbackReturn.SUCCESS

    def on_deactivate(self, state):
        return TransitionCallbackReturn.SUCCESS

    def on_cleanup(self, state):
        return TransitionCallbackReturn.SUCCESS

    def on_shutdown(self, state):
        return TransitionCallbackReturn.SUCCESS

    def on_error(self, state):
        return TransitionCallbackReturn.SUCCESS


LifecycleNode = Node
