"""Speech recognisers behind one interface (:class:`~slu_node.asr.base.AsrBackend`).

``create_asr(name, domain_dir=None, **options)`` builds one by name:

- ``"moonshine"`` (default, :data:`DEFAULT_ASR`): :class:`~slu_node.asr.moonshine_asr.MoonshineAsr`, the
  Moonshine Base encoder-decoder (``model="tiny"`` for the smaller one; fetched from the npm registry
  by ``slu fetch-asr``, which ``make`` runs), fused with the domain's language model
  ``<domain_dir>/asr/lm.arpa`` when there is one, and reading homophones of domain words as those
  words (:mod:`slu_node.asr.homophones`); ``model_dir=`` defaults to
  :func:`~slu_node.asr.moonshine_fetch.default_model_dir` of the model.
- ``"pocketsphinx"`` (embedded, no download at all): :class:`~slu_node.asr.pocketsphinx_asr.PocketsphinxAsr`
  with the domain LM in ``<domain_dir>/asr/`` (``slu train`` builds it); ``domain_dir=None`` gives the
  generic LM (reference only).
- ``"vosk"``: :class:`~slu_node.asr.vosk_asr.VoskAsr`; needs ``model_dir=`` (a downloaded Vosk model);
  ``grammar=`` defaults to the domain's vocabulary plus ``[unk]`` when ``domain_dir`` is given
  (``grammar=None`` explicitly: unrestricted).
- ``"onnx"``: :class:`~slu_node.asr.onnx_ctc.OnnxCtcAsr`; needs ``model_path=`` and ``vocabulary=``
  (no pretrained weights ship with the project).

Backends are imported lazily so optional packages are only needed when used.
"""

from __future__ import annotations

from pathlib import Path
from typing import Union

from slu_node.asr.base import AsrBackend

BACKENDS = ("moonshine", "pocketsphinx", "vosk", "onnx")
#: The recogniser used when none is named. Moonshine, because on the only real speech here (62 coffee
#: orders) Moonshine Base understood 100.0 % clean and 77.4 % at 6 dB kitchen noise, against
#: pocketsphinx's 90.3 and 37.1 % (ninth session); on the 200 synthetic cooking commands of the
#: end-to-end benchmark the two are level clean (75.6 against 76.2 % correct actions).
DEFAULT_ASR = "moonshine"


def create_asr(name: str = DEFAULT_ASR, domain_dir: Union[str, Path, None] = None, *, dereverb: bool = False,
               **options) -> AsrBackend:
    """Build the recogniser ``name``.

    Args:
        name: one of :data:`BACKENDS`.
        domain_dir: domain directory (pocketsphinx: holds ``asr/lm.arpa``; vosk/onnx: default folder for
            ``asr/vosk-model`` / ``asr/ctc.onnx`` + ``asr/ctc_vocab.txt`` when no path option is given).
        dereverb: feed the recogniser each utterance dereverberated (WPE, after the utterance's end:
            :class:`slu_node.asr.dereverbed.DereverbedAsr`); an option of every backend, so
            ``--asr-option dereverb=true`` and the ROS ``asr_options`` parameter turn it on.
        **options: passed to the backend's constructor.

    Raises:
        ValueError: unknown backend name or missing required option.
        FileNotFoundError: model files missing (message says how to get them).
        ImportError: ``dereverb`` without the ``nara_wpe`` package.
    """
    asr = _create(name, domain_dir, **options)
    if dereverb:
        from slu_node.asr.dereverbed import DereverbedAsr

        return DereverbedAsr(asr)
    return asr


def _create(name: str, domain_dir: Union[str, Path, None], **options) -> AsrBackend:
    if name == "pocketsphinx":
        from slu_node.asr.pocketsphinx_asr import PocketsphinxAsr

        if domain_dir is None and "lm" not in options:
            return PocketsphinxAsr.generic(**options)
        return PocketsphinxAsr(domain_dir, **options)
    if name == "vosk":
        from slu_node.asr.vosk_asr import VoskAsr

        model_dir = options.pop("model_dir", None)
        if model_dir is None:
            if domain_dir is None:
                raise ValueError("the vosk backend needs model_dir= (an unpacked Vosk model) or domain_dir")
            model_dir = Path(domain_dir) / "asr" / "vosk-model"
        if "grammar" not in options and domain_dir is not None and (Path(domain_dir) / "domain.yaml").is_file():
            # the domain's words as a runtime grammar, with [unk] so that other speech is not forced in
            from slu_node.domain import load_domain

            options["grammar"] = sorted(load_domain(domain_dir).vocabulary()) + ["[unk]"]
        return VoskAsr(model_dir, **options)
    if name == "onnx":
        from slu_node.asr.onnx_ctc import OnnxCtcAsr

        model_path = options.pop("model_path", None)
        vocabulary = options.pop("vocabulary", None)
        if model_path is None or vocabulary is None:
            if domain_dir is None:
                raise ValueError("the onnx backend needs model_path= and vocabulary= (or domain_dir)")
            model_path = model_path or Path(domain_dir) / "asr" / "ctc.onnx"
            vocabulary = vocabulary or Path(domain_dir) / "asr" / "ctc_vocab.txt"
        return OnnxCtcAsr(model_path, vocabulary, **options)
    if name == "moonshine":
        from slu_node.asr.moonshine_asr import MoonshineAsr

        from slu_node.asr.lm import ASR_SUBDIR, LM_FILE

        lm = Path(domain_dir) / ASR_SUBDIR / LM_FILE if domain_dir is not None else None
        if lm is not None and lm.is_file():
            from slu_node.asr.homophones import domain_homophones, domain_sound_alikes

            options.setdefault("lm", lm)  # shallow fusion with the domain's LM
            options.setdefault("homophones", domain_homophones(domain_dir))
            options.setdefault("sound_alikes", domain_sound_alikes(domain_dir))
            from slu_node.asr.class_lm import CLASS_WEIGHT, has_class_lm

            if has_class_lm(lm.parent):  # interpolated with its class model (class_weight=0: without)
                options.setdefault("class_weight", CLASS_WEIGHT)
        from slu_node.asr.adapter_data import adapter_path

        adapter = adapter_path(domain_dir) if domain_dir is not None else None
        if adapter is not None and adapter.is_file():
            options.setdefault("adapter", adapter)  # the domain's encoder adapter (adapter=none: without)
        return MoonshineAsr(**options)
    raise ValueError(f"unknown ASR backend {name!r}; choose one of {', '.join(BACKENDS)}")


__all__ = ["AsrBackend", "BACKENDS", "DEFAULT_ASR", "create_asr"]
