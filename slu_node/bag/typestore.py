"""A rosbags typestore holding every message type slu_node reads or writes, built without ROS.

Types: the ROS 2 Humble store (``std_msgs``, ``builtin_interfaces``...), ``audio_common_msgs``
(ros-drivers/audio_common, ``ros2`` branch, definitions copied below) and ``slu_interfaces`` parsed from
the package's own ``ros_ws/src/slu_interfaces/msg/*.msg`` files, so bag code and ROS code share one
definition. rosbags 0.11 API: ``get_typestore(Stores.ROS2_HUMBLE)``, ``get_types_from_msg``,
``Typestore.register``.
"""

from __future__ import annotations

import os
from functools import lru_cache
from pathlib import Path

from rosbags.typesys import Stores, get_types_from_msg, get_typestore
from rosbags.typesys.store import Typestore

#: The ``slu_interfaces`` messages, in dependency order (same list as its CMakeLists.txt).
MESSAGE_NAMES = (
    "WordTiming",
    "Alternative",
    "Transcript",
    "Argument",
    "Predicate",
    "ActionCommand",
    "ClarificationRequest",
)

#: ros-drivers/audio_common (ros2 branch) audio_common_msgs definitions, field order as released.
AUDIO_COMMON_MSGS = {
    "audio_common_msgs/msg/AudioData": "uint8[] data\n",
    "audio_common_msgs/msg/AudioDataStamped": "std_msgs/Header header\naudio_common_msgs/AudioData audio\n",
    "audio_common_msgs/msg/AudioInfo": (
        "uint8 channels\nuint32 sample_rate\nstring sample_format\nuint32 bitrate\nstring coding_format\n"
    ),
}

#: Environment variable naming the directory of the slu_interfaces ``.msg`` files (overrides the search).
MSG_DIR_ENV = "SLU_INTERFACES_MSG_DIR"


def find_msg_dir() -> Path:
    """Locate the ``slu_interfaces`` ``msg/`` directory.

    Search order: ``$SLU_INTERFACES_MSG_DIR``; ``<repo>/ros_ws/src/slu_interfaces/msg`` (source checkout
    or editable install); ``<prefix>/share/slu_interfaces/msg`` for every prefix in
    ``$AMENT_PREFIX_PATH`` (a colcon or apt install of slu_interfaces).

    Raises:
        FileNotFoundError: when none of them holds ``Transcript.msg``.
    """
    candidates = []
    if os.environ.get(MSG_DIR_ENV):
        candidates.append(Path(os.environ[MSG_DIR_ENV]))
    candidates.append(Path(__file__).resolve().parents[2] / "ros_ws" / "src" / "slu_interfaces" / "msg")
    for prefix in filter(None, os.environ.get("AMENT_PREFIX_PATH", "").split(os.pathsep)):
        candidates.append(Path(prefix) / "share" / "slu_interfaces" / "msg")
    for cand in candidates:
        if (cand / "Transcript.msg").is_file():
            return cand
    raise FileNotFoundError(
        "slu_interfaces .msg files not found (looked in: " + ", ".join(str(c) for c in candidates)
        + f"); set {MSG_DIR_ENV} to the slu_interfaces/msg directory"
    )


def slu_message_definitions(msg_dir: Path | None = None) -> dict[str, str]:
    """Return ``{"slu_interfaces/msg/<Name>": msg text}`` for :data:`MESSAGE_NAMES`.

    Raises:
        FileNotFoundError: a ``.msg`` file is missing.
    """
    msg_dir = Path(msg_dir) if msg_dir is not None else find_msg_dir()
    return {f"slu_interfaces/msg/{name}": (msg_dir / f"{name}.msg").read_text() for name in MESSAGE_NAMES}


def register_definitions(typestore: Typestore, definitions: dict[str, str]) -> None:
    """Parse ``{type name: .msg text}`` with rosbags and register the types in ``typestore``."""
    types = {}
    for name, text in definitions.items():
        types.update(get_types_from_msg(text, name))
    typestore.register(types)


@lru_cache(maxsize=4)
def _cached(msg_dir: str) -> Typestore:
    store = get_typestore(Stores.ROS2_HUMBLE)
    register_definitions(store, AUDIO_COMMON_MSGS)
    register_definitions(store, slu_message_definitions(Path(msg_dir)))
    return store


def slu_typestore(msg_dir: Path | None = None) -> Typestore:
    """The ROS 2 Humble typestore plus ``audio_common_msgs`` and ``slu_interfaces`` (cached per msg dir).

    Raises:
        FileNotFoundError: the ``.msg`` files cannot be found (see :func:`find_msg_dir`).
    """
    return _cached(str(Path(msg_dir).resolve() if msg_dir is not None else find_msg_dir().resolve()))
