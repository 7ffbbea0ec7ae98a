"""rclpy-like message classes generated from rosbags type definitions (test double; see README.md)."""

from __future__ import annotations

import array
from collections import UserList
from collections.abc import Sequence, Set

from rosbags.typesys import Stores, get_typestore

from slu_node.bag.typestore import AUDIO_COMMON_MSGS, register_definitions, slu_message_definitions

BASE, NAME, ARRAY, SEQUENCE = 1, 2, 3, 4
INT_RANGES = {
    "int8": (-2**7, 2**7 - 1), "uint8": (0, 2**8 - 1), "int16": (-2**15, 2**15 - 1), "uint16": (0, 2**16 - 1),
    "int32": (-2**31, 2**31 - 1), "uint32": (0, 2**32 - 1), "int64": (-2**63, 2**63 - 1), "uint64": (0, 2**64 - 1),
    "byte": (0, 255), "char": (0, 255),
}
TYPECODES = {"int8": "b", "uint8": "B", "int16": "h", "uint16": "H", "int32": "i", "uint32": "I",
             "int64": "q", "uint64": "Q", "float32": "f", "float64": "d"}
FLOATS = {"float32", "float64"}

EXTRA = {
    # ros4hri/hri_msgs (2.x, Humble) LiveSpeech.
    "hri_msgs/msg/LiveSpeech": "std_msgs/Header header\nstring incremental\nstring final\nfloat32 confidence\n",
    # std_srvs/SetBool request and response.
    # (rosbags files every type under <pkg>/msg/, so the service halves are named that way here)
    "std_srvs/msg/SetBool_Request": "bool data\n",
    "std_srvs/msg/SetBool_Response": "bool success\nstring message\n",
}

_STORE = None
_CLASSES: dict[str, type] = {}


def store():
    """The rosbags typestore with every type the test double knows."""
    global _STORE
    if _STORE is None:
        _STORE = get_typestore(Stores.ROS2_HUMBLE)
        register_definitions(_STORE, AUDIO_COMMON_MSGS)
        register_definitions(_STORE, slu_message_definitions())
        register_definitions(_STORE, EXTRA)
    return _STORE


class FakeMessage:
    """Base of generated messages: keyword construction, typed attribute assignment, equality."""

    _fields: tuple = ()
    _type = ""

    def __init__(self, **kwargs):
        names = {f for f, _ in self._fields}
        assert all(k in names for k in kwargs), \
            f"Invalid arguments passed to constructor of {self._type}: {sorted(set(kwargs) - names)}"
        for fname, desc in self._fields:
            object.__setattr__(self, fname, _default(desc))
        for k, v in kwargs.items():
            setattr(self, k, v)

    def __setattr__(self, key, value):
        desc = dict(self._fields).get(key)
        if desc is None:
            raise AttributeError(f"{self._type} has no field {key!r}")
        object.__setattr__(self, key, _check(self._type, key, desc, value))

    def __eq__(self, other):
        return type(self) is type(other) and all(getattr(self, f) == getattr(other, f) for f, _ in self._fields)

    def __repr__(self):
        return f"{self._type}(" + ", ".join(f"{f}={getattr(self, f)!r}" for f, _ in self._fields) + ")"

    @classmethod
    def get_fields_and_field_types(cls) -> dict:
        """As rclpy: ``{field: type string}``."""
        return {f: str(d) for f, d in cls._fields}


def _default(desc):
    kind, rest = desc
    if kind == BASE:
        t = rest[0]
        return False if t == "bool" else 0.0 if t in FLOATS else "" if t in ("string", "wstring") else 0
    if kind == NAME:
        return message_class(rest)()
    if kind == ARRAY:
        return [_default(rest[0]) for _ in range(rest[1])]
    sub = rest[0]
    if sub[0] == BASE and sub[1][0] in TYPECODES:
        return array.array(TYPECODES[sub[1][0]])
    return []


def _check(mtype, key, desc, v):
    kind, rest = desc
    where = f"The '{key}' field of {mtype}"
    if kind == BASE:
        t = rest[0]
        if t == "bool":
            assert isinstance(v, bool), f"{where} must be of type 'bool'"
        elif t in FLOATS:
            assert isinstance(v, float), f"{where} must be of type 'float'"
            if t == "float32":
                assert abs(v) <= 3.402823466e38 or v != v, f"{where} must be a float32"
        elif t in ("string", "wstring"):
            assert isinstance(v, str), f"{where} must be of type 'str'"
        else:
            lo, hi = INT_RANGES[t]
            assert isinstance(v, int) and lo <= v <= hi, f"{where} must be an integer in [{lo}, {hi}]"
        return v
    if kind == NAME:
        cls = message_class(rest)
        assert isinstance(v, cls), f"{where} must be a sub message of type '{cls.__name__}'"
        return v
    sub, bound = rest
    if sub[0] == BASE and sub[1][0] in TYPECODES:
        code = TYPECODES[sub[1][0]]
        if isinstance(v, array.array):
            assert v.typecode == code, f"{where} array.array must have typecode {code!r}"
            out = v
        else:
            assert isinstance(v, (Sequence, Set, UserList)) and not isinstance(v, str), \
                f"{where} must be a set or sequence (numpy arrays are not accepted for sequences)"
            for x in v:
                _check(mtype, key, sub, float(x) if code in "fd" and isinstance(x, float) else x)
            out = array.array(code, v)
    else:
        assert isinstance(v, (Sequence, Set, UserList)) and not isinstance(v, str), \
            f"{where} must be a set or sequence"
        out = [_check(mtype, key, sub, x) for x in v]
    if kind == SEQUENCE and bound:
        assert len(out) <= bound, f"{where} holds at most {bound} elements"
    if kind == ARRAY:
        assert len(out) == bound, f"{where} must hold exactly {bound} elements"
    return out


def message_class(name: str) -> type:
    """The generated class of ``pkg/msg/Name`` (or ``pkg/srv/Name_Request``)."""
    if name not in _CLASSES:
        consts, fields = store().fielddefs[name]
        short = name.rsplit("/", 1)[-1]
        ns = {"_fields": tuple((f, d) for f, d in fields), "_type": name, "__slots__": ()}
        ns.update({c: v for c, _, v in consts})
        _CLASSES[name] = type(short, (FakeMessage,), ns)
    return _CLASSES[name]


def package_module(package: str, kind: str = "msg") -> dict[str, type]:
    """``{Name: class}`` for every ``package/kind/Name`` the store knows."""
    prefix = f"{package}/{kind}/"
    return {n[len(prefix):]: message_class(n) for n in list(store().fielddefs) if n.startswith(prefix)}


def service_class(name: str) -> type:
    """A service type with ``Request`` and ``Response`` classes (``pkg/srv/Name``)."""
    pkg, _, short = name.split("/")
    return type(short, (), {"Request": message_class(f"{pkg}/msg/{short}_Request"),
                            "Response": message_class(f"{pkg}/msg/{short}_Response"), "_type": name})
