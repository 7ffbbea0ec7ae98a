"""slu_node: on-device spoken-command understanding for a cooking assistant robot.

The core (everything outside ``slu_node.ros``) imports no ROS code: audio I/O and VAD, ASR backends,
NLU, predicate building, clarification policy and evaluation run from plain Python and the ``slu`` CLI.
"""

__version__ = "0.1.0"
