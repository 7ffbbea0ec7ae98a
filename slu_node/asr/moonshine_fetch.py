"""Fetch the Moonshine speech recognisers (Base and Tiny) from the npm registry (no model hub needed).

Moonshine (Jeffries et al. 2024, "Moonshine: Speech Recognition for Live Transcription and Voice
Commands", arXiv:2410.15608) is a family of encoder-decoder ASR models for edge devices, trained on
about 200,000 hours of English speech: Tiny (27M parameters) and Base (61M). Their English weights are
MIT-licensed and published, int8-quantized for onnxruntime, inside npm packages of the web demo:
``@moonshine-ai/moonshine-js`` carries Tiny (and the licence text), its predecessor
``@usefulsensors/moonshine-js`` (the company's former name; ``"license": "MIT"`` in its package.json)
carries Base. The token strings of the decoder (the LLaMA SentencePiece vocabulary) are inside the npm
package ``llama-tokenizer-js``. The tarballs are downloaded from ``registry.npmjs.org`` (no node or npm
needed), checked against the sha512 integrity the registry published for the pinned versions, and
reduced to four files:

``encoder_model.onnx``, ``decoder_model_merged.onnx``, ``tokens.txt`` (one token per line, line ``i`` is
token id ``i``) and ``LICENSE``, plus ``SOURCE.json`` naming where they came from, and the faster
decoder graph derived from the original (:mod:`slu_node.asr.moonshine_graph`).
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
from dataclasses import dataclass
from pathlib import Path
from typing import Optional, Union

from slu_node.asr.moonshine_graph import ENCODER, ORIGINAL_DECODER, ensure_fast_decoder


@dataclass(frozen=True)
class MoonshineSource:
    """Where one Moonshine model is published.

    Attributes:
        url: the npm tarball.
        integrity: its sha512 as the registry publishes it (``sha512-<base64>``).
        members: file inside the tarball → name in the model folder.
        licence: the licence, in words (SOURCE.json).
        licence_member: the tarball's licence file, or None (then LICENSE holds ``licence``).
    """

    url: str
    integrity: str
    members: dict
    licence: str
    licence_member: Optional[str]


#: The models, by name.
MODELS = {
    "tiny": MoonshineSource(
        "https://registry.npmjs.org/@moonshine-ai/moonshine-js/-/moonshine-js-0.1.29.tgz",
        "sha512-Gx1B3mJcbM68ihSy/LyJEuEkGq7sYMqTb04zNdcIeidU0URVlSmXP0GyiQOTTAqDZQXlIC7k+bky+FdXk0UPlg==",
        {"package/dist/model/tiny/quantized/encoder_model.onnx": "encoder_model.onnx",
         "package/dist/model/tiny/quantized/decoder_model_merged.onnx": ORIGINAL_DECODER},
        "MIT (English Moonshine models; see LICENSE)", "package/LICENSE"),
    "base": MoonshineSource(
        "https://registry.npmjs.org/@usefulsensors/moonshine-js/-/moonshine-js-0.1.9.tgz",
        "sha512-HMvICuZbYHQPVkpvYyBf2xo9jTZh8ohRscdKrOPecc5rF+Xco/cJN7FwQJv4QyZD4i8qIWO5VR8+ytTq+3EAsQ==",
        {"package/dist/model/base/quantized/encoder_model.onnx": "encoder_model.onnx",
         "package/dist/model/base/quantized/decoder_model_merged.onnx": ORIGINAL_DECODER},
        "MIT (package.json of @usefulsensors/moonshine-js 0.1.9; Moonshine's English models are MIT-licensed)",
        None),
}
#: The model used when none is named: Base. On the 62 real coffee recordings with kitchen noise at
#: 6 dB it gave 74.2 % command acceptance against Tiny's 59.7 % (ninth session, streaming decoding).
DEFAULT_MODEL = "base"
TOKENIZER_PACKAGE = (
    "https://registry.npmjs.org/llama-tokenizer-js/-/llama-tokenizer-js-1.2.2.tgz",
    "sha512-Wmth393dc3odWU3IzARJ3r2oIfWgw9GdJ5Gm+hGhfECNO18UHLRqEFSf511jn4E9KcQGzuuKw4Wl08pHAemLAw==",
)
MODEL_FILES = (ENCODER, ORIGINAL_DECODER, "tokens.txt")
#: Environment variable naming the model folder (overrides :func:`default_model_dir`).
ENV_VAR = "SLU_MOONSHINE_DIR"


def check_model(model: str) -> MoonshineSource:
    """The source of ``model`` (a key of :data:`MODELS`).

    Raises:
        ValueError: an unknown model name.
    """
    if model not in MODELS:
        raise ValueError(f"unknown Moonshine model {model!r}; choose one of {', '.join(MODELS)}")
    return MODELS[model]


def default_model_dir(model: str = DEFAULT_MODEL) -> Path:
    """``$SLU_MOONSHINE_DIR``, else ``$XDG_CACHE_HOME/slu_node/moonshine-<model>`` (``~/.cache`` when
    unset).

    Raises:
        ValueError: an unknown model name.
    """
    check_model(model)
    if os.environ.get(ENV_VAR):
        return Path(os.environ[ENV_VAR])
    cache = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    return cache / "slu_node" / f"moonshine-{model}"


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


def fetch_moonshine(model_dir: Union[str, Path, None] = None, *, model: str = DEFAULT_MODEL,
                    force: bool = False, timeout_s: float = 120.0) -> Path:
    """Download Moonshine ``model`` (Base: a 73 MB tarball, 63 MB kept; Tiny: 30 MB) into ``model_dir``
    unless it is already there; then write its faster decoder graph when missing
    (:func:`slu_node.asr.moonshine_graph.ensure_fast_decoder`, which needs the ``onnx`` package).

    Args:
        model_dir: destination folder (None: :func:`default_model_dir` of ``model``).
        model: a key of :data:`MODELS`.
        force: download even when the files are there.
        timeout_s: per-request network timeout, s.

    Returns:
        the model folder.

    Raises:
        OSError: network failure or an integrity mismatch (nothing is written then).
        ValueError: an unknown model, or a tarball lacks an expected file.
    """
    source = check_model(model)
    model_dir = Path(model_dir) if model_dir is not None else default_model_dir(model)
    if is_complete(model_dir) and not force:
        ensure_fast_decoder(model_dir)
        return model_dir
    files: dict[str, bytes] = {}
    members = dict(source.members)
    if source.licence_member:
        members[source.licence_member] = "LICENSE"
    with tarfile.open(fileobj=io.BytesIO(_download(source.url, source.integrity, timeout_s)), mode="r:gz") as tar:
        for member, name in members.items():
            handle = tar.extractfile(member)
            if handle is None:
                raise ValueError(f"{source.url}: no {member}")
            files[name] = handle.read()
    files.setdefault("LICENSE", (source.licence + "\n").encode())
    with tarfile.open(fileobj=io.BytesIO(_download(*TOKENIZER_PACKAGE, timeout_s)), mode="r:gz") as tar:
        handle = tar.extractfile("package/llama-tokenizer.js")
        if handle is None:
            raise ValueError(f"{TOKENIZER_PACKAGE[0]}: no package/llama-tokenizer.js")
        files["tokens.txt"] = "\n".join(llama_tokens(handle.read().decode("utf-8"))).encode("utf-8")
    files["SOURCE.json"] = json.dumps({"model": f"moonshine-{model}", "package": source.url,
                                       "tokens": TOKENIZER_PACKAGE[0], "licence": source.licence},
                                      indent=2).encode()
    model_dir.mkdir(parents=True, exist_ok=True)
    for name, data in files.items():
        tmp = model_dir / (name + ".part")
        tmp.write_bytes(data)
        tmp.replace(model_dir / name)
    ensure_fast_decoder(model_dir)
    return model_dir
