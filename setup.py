"""ament_python package slu_node (also installable with ``pip install -e .``)."""

import os
from glob import glob

from setuptools import find_packages, setup

PACKAGE = "slu_node"


def model_files():
    """(install dir, files) pairs for every domain directory under models/ (share/slu_node/models/...)."""
    pairs = []
    for root, _, files in os.walk("models"):
        if files:
            pairs.append((f"share/{PACKAGE}/{root}", [os.path.join(root, f) for f in sorted(files)]))
    return pairs


setup(
    name=PACKAGE,
    version="0.1.0",
    packages=find_packages(include=["slu_node", "slu_node.*"]),
    include_package_data=True,
    data_files=[
        ("share/ament_index/resource_index/packages", [f"resource/{PACKAGE}"]),
        (f"share/{PACKAGE}", ["package.xml"]),
        (f"share/{PACKAGE}/launch", glob("launch/*.launch.py")),
        (f"share/{PACKAGE}/config", glob("config/*.yaml")),
    ]
    + model_files(),
    python_requires=">=3.10",
    install_requires=[
        "numpy>=1.24",
        "PyYAML>=6",
        "onnxruntime>=1.17",
        "pocketsphinx>=5.0",
        "webrtcvad-wheels>=2.0.14",
        "soundfile>=0.12",
        "soxr>=0.3",
        "noisereduce>=3.0",
        "pyrnnoise>=0.4",  # only its RNNoise library is loaded (slu_node/audio/rnnoise.py)
        "jiwer>=3",
        "rapidfuzz>=3",
        "seqeval>=1.2",
        "rosbags==0.11.*",
        "tqdm>=4",
    ],
    extras_require={
        "train": ["torch==2.13.0", "onnx>=1.15", "sklearn-crfsuite>=0.5", "scikit-learn>=1.3"],
        "mic": ["sounddevice>=0.4"],
        "vosk": ["vosk>=0.3.45"],
        "report": ["matplotlib>=3.7"],
        "rooms": ["pyroomacoustics>=0.7"],  # room reverberation in the benchmarks (slu_node.audio.room)
        "dereverb": ["nara_wpe>=0.0.11"],  # WPE before ASR (asr option dereverb=true)
        "test": ["pytest>=7", "catkin_pkg>=1.0"],
    },
    zip_safe=True,
    maintainer="slu_node developers",
    maintainer_email="slu-node@example.org",
    description="On-device spoken-command understanding (VAD, ASR, joint intent/slot NLU, SUGAR predicates) for ROS 2",
    license="Apache-2.0",
    entry_points={
        "console_scripts": [
            "slu = slu_node.cli:main",
            "mic_node = slu_node.ros.mic_node:main",
            "asr_node = slu_node.ros.asr_node:main",
            "slu_parser_node = slu_node.ros.slu_parser_node:main",
        ],
    },
)
