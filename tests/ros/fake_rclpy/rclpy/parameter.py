"""Test double of rclpy.parameter."""

from __future__ import annotations

import enum


class Parameter:
    """``Parameter(name, type_=None, value=None)``; ``.value``, ``.name``, ``.type_``."""

    class Type(enum.IntEnum):
        NOT_SET = 0
        BOOL = 1
        INTEGER = 2
        DOUBLE = 3
        STRING = 4

        @classmethod
        def from_parameter_value(cls, value):
            if value is None:
                return cls.NOT_SET
            if isinstance(value, bool):
                return cls.BOOL
            if isinstance(value, int):
                return cls.INTEGER
            if isinstance(value, float):
                return cls.DOUBLE
            if isinstance(value, str):
                return cls.STRING
            raise TypeError(f"unsupported parameter value {value!r} (test double)")

    def __init__(self, name: str, type_=None, value=None):
        self.name = name
        self.value = value
        self.type_ = type_ if type_ is not None else Parameter.Type.from_parameter_value(value)

    def __repr__(self):
        return f"Parameter({self.name!r}, value={self.value!r})"
