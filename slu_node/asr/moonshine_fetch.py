"""Fetch the Moonshine Tiny speech recogniser from the npm registry (no model hub needed).

Moonshine (Jeffries et al. 2024, "Moonshine: Speech Recognition for Live Transcription and Voice
Commands", arXiv:2410.15608) is an encoder-decoder ASR model for edge devices, trained on about 200,000
hours of English speech. Its English weights are MIT-licensed and published, int8-quantized for
onnxruntime, inside the npm package ``@moonshine-ai/moonshine-js``; the token strings of its decoder
(the LLaMA SentencePiece vocabulary) are inside the npm package ``llama-tokenizer-js``. Both tarballs are
downloaded from ``registry.npmjs.org`` (no node or npm needed), checked against the sha512 integrity the
registry published for the pinned versions, and reduced to four files:

``encoder_model.onnx``, ``decoder_model_merged.onnx``, ``tokens.txt`` (one token per line, line ``i`` is
token id ``i``) and ``LICENSE`` (the package's licence text), plus ``SOURCE.json`` naming where they came
from.
"""

from __future__ import annotations

import base64
import hashlib
import io
import json
import os
import re
import tarfile
import urllib.request
from pathlib import Path
from typing import Optional, Union

#: Pinned npm packages: (tarball URL, sha512 integrity as the registry publishes it).
MOONSHINE_PACKAGE = (
    "https://registry.npmjs.org/@moonshine-ai/moonshine-js/-/moonshine-js-0.1.29.tgz",
    "sha512-Gx1B3mJcbM68ihSy/LyJEuEkGq7sYMqTb04zNdcIeidU0URVlSmXP0GyiQOTTAqDZQXlIC7k+bky+FdXk0UPlg==",
)
TOKENIZER_PACKAGE = (
    "https://registry.npmjs.org/llama-tokenizer-js/-/llama-tokenizer-js-1.2.2.tgz",
    "sha512-Wmth393dc3odWU3IzARJ3r2oIfWgw9GdJ5Gm+hGhfECNO18UHLRqEFSf511jn4E9KcQGzuuKw4Wl08pHAemLAw==",
)
#: Files inside the moonshine-js tarball, and the names they get in the model folder.
_MODEL_MEMBERS = {
    "package/dist/model/tiny/quantized/encoder_model.onnx": "encoder_model.onnx",
    "package/dist/model/tiny/quantized/decoder_model_merged.onnx": "decoder_model_merged.onnx",
    "package/LICENSE": "LICENSE",
}
MODEL_FILES = ("encoder_model.onnx", "decoder_model_merged.onnx", "tokens.txt")
#: Environment variable naming the model folder (overrides :func:`default_model_dir`).
ENV_VAR = "SLU_MOONSHINE_DIR"


def default_model_dir() -> Path:
    """``$SLU_MOONSHINE_DIR``, else ``$XDG_CACHE_HOME/slu_node/moonshine-tiny`` (``~/.cache`` when unset)."""
    if os.environ.get(ENV_VAR):
        return Path(os.environ[ENV_VAR])
    cache = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    return cache / "slu_node" / "moonshine-tiny"


def is_complete(model_dir: Union[str, Path]) -> bool:
    """True when ``model_dir`` holds every file of :data:`MODEL_FILES`."""
    return all((Path(model_dir) / name).is_file() for name in MODEL_FILES)


def _download(url: str, integrity: str, timeout_s: float) -> bytes:
    """The bytes at ``url``, checked against an npm ``sha512-<base64>`` integrity string.

    Raises:
        OSError: network failure or a digest that does not match.
    """
    with urllib.request.urlopen(url, timeout=timeout_s) as response:  # noqa: S310 (a fixed https URL)
        data = response.read()
    algo, _, expected = integrity.partition("-")
    digest = base64.b64encode(hashlib.new(algo, data).digest()).decode("ascii")
    if digest != expected:
        raise OSError(f"{url}: {algo} digest {digest} does not match the pinned {expected}")
    return data


def llama_tokens(tokenizer_js: str) -> list[str]:
    """The token strings embedded in llama-tokenizer-js (``llama_vocab_base64``: utf-8, one per line).

    Raises:
        ValueError: the vocabulary constant is not in the text.
    """
    match = re.search(r'llama_vocab_base64\s*=\s*"([A-Za-z0-9+/=]+)"', tokenizer_js)
    if match is None:
        raise ValueError("llama_vocab_base64 not found in llama-tokenizer.js")
    return base64.b64decode(match.group(1)).decode("utf-8").split("\n")


def fetch_moonshine(model_dir: Union[str, Path, None] = None, *, force: bool = False,
                    timeout_s: float = 120.0) -> Path:
    """Download Moonshine Tiny (about 30 MB) into ``model_dir`` unless it is already there.

    Args:
        model_dir: destination folder (None: :func:`default_model_dir`).
        force: download even when the files are there.
        timeout_s: per-request network timeout, s.

    Returns:
        the model folder.

    Raises:
        OSError: network failure or an integrity mismatch (nothing is written then).
        ValueError: a tarball lacks an expected file.
    """
    model_dir = Path(model_dir) if model_dir is not None else default_model_dir()
    if is_complete(model_dir) and not force:
        return model_dir
    files: dict[str, bytes] = {}
    with tarfile.open(fileobj=io.BytesIO(_download(*MOONSHINE_PACKAGE, timeout_s)), mode="r:gz") as tar:
        for member, name in _MODEL_MEMBERS.items():
            handle = tar.extractfile(member)
            if handle is None:
                raise ValueError(f"{MOONSHINE_PACKAGE[0]}: no {member}")
            files[name] = handle.read()
    with tarfile.open(fileobj=io.BytesIO(_download(*TOKENIZER_PACKAGE, timeout_s)), mode="r:gz") as tar:
        handle = tar.extractfile("package/llama-tokenizer.js")
        if handle is None:
            raise ValueError(f"{TOKENIZER_PACKAGE[0]}: no package/llama-tokenizer.js")
        files["tokens.txt"] = "\n".join(llama_tokens(handle.read().decode("utf-8"))).encode("utf-8")
    files["SOURCE.json"] = json.dumps({"model": MOONSHINE_PACKAGE[0], "tokens": TOKENIZER_PACKAGE[0],
                                       "licence": "MIT (English Moonshine models; see LICENSE)"}, indent=2).encode()
    model_dir.mkdir(parents=True, exist_ok=True)
    for name, data in files.items():
        tmp = model_dir / (name + ".part")
        tmp.write_bytes(data)
        tmp.replace(model_dir / name)
    return model_dir

