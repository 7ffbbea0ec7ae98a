"""ONNX CTC acoustic model recogniser (greedy decoding), for exported end-to-end ASR models.

**No pretrained weights are shipped with this project** (none can be downloaded here): this backend is
the plumbing to run a CTC model you export yourself (e.g. a QuartzNet/Citrinet/Conformer-CTC or
wav2vec2-CTC exported to ONNX with matching features). It is tested with a tiny synthetic model only.

Model contract:
- input 0: float32 log-mel features ``(batch=1, frames, n_mels)`` (``feature_layout="btf"``) or
  ``(1, n_mels, frames)`` (``"bft"``); an optional second int64 input ``(1,)`` receives the frame count.
- output 0: ``(1, frames', classes)`` logits or log-probabilities (softmax is applied); ``frames'``
  may be smaller than ``frames`` (subsampling) and is used to compute word times.
- ``vocabulary[i]`` is the token of class ``i``; class ``blank`` is the CTC blank. Tokens are characters
  (``"|"`` or ``" "`` separates words) or SentencePiece pieces (``"▁"`` starts a word).

Features (:func:`log_mel`): 25 ms Hann windows (400 samples) every 10 ms (160 samples), 512-point FFT,
power spectrum, ``n_mels`` (default 80) triangular HTK-mel filters from 0 to 8 kHz, natural log of
(energy + 1e-6), optionally normalised per utterance to zero mean / unit variance per band (the usual
NeMo/ESPnet recipe; check your model's own preprocessing and match it).
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Optional, Sequence, Union

import numpy as np

from slu_node.asr.base import AsrBackend, audio_seconds, empty_transcript
from slu_node.audio.io import SAMPLE_RATE, ensure_pcm16
from slu_node.providers import default_providers, session_options
from slu_node.types import Transcript, Word

WIN_LENGTH = 400  # 25 ms at 16 kHz
HOP_LENGTH = 160  # 10 ms
N_FFT = 512
N_MELS = 80


def mel_filterbank(n_mels: int = N_MELS, n_fft: int = N_FFT, sample_rate: int = SAMPLE_RATE,
                   fmin: float = 0.0, fmax: Optional[float] = None) -> np.ndarray:
    """Triangular HTK-mel filters, shape ``(n_mels, n_fft // 2 + 1)``, float32 (mel = 2595 log10(1 + f/700))."""
    fmax = fmax or sample_rate / 2

    def hz_to_mel(f):
        return 2595.0 * np.log10(1.0 + np.asarray(f) / 700.0)

    def mel_to_hz(m):
        return 700.0 * (10 ** (np.asarray(m) / 2595.0) - 1.0)

    bins = np.fft.rfftfreq(n_fft, 1.0 / sample_rate)
    edges = mel_to_hz(np.linspace(hz_to_mel(fmin), hz_to_mel(fmax), n_mels + 2))
    fb = np.zeros((n_mels, bins.size), dtype=np.float64)
    for m in range(n_mels):
        lo, mid, hi = edges[m], edges[m + 1], edges[m + 2]
        up = (bins - lo) / max(mid - lo, 1e-9)
        down = (hi - bins) / max(hi - mid, 1e-9)
        fb[m] = np.clip(np.minimum(up, down), 0.0, None)
    return fb.astype(np.float32)


def log_mel(samples: np.ndarray, n_mels: int = N_MELS, normalize: bool = True) -> np.ndarray:
    """Log-mel features of int16 16 kHz samples.

    Returns:
        float32 array ``(frames, n_mels)`` with ``frames = 1 + (len(samples) - 400) // 160`` (at least
        1: short input is zero-padded to one window).
    """
    x = np.asarray(samples, dtype=np.float32) / 32768.0
    if x.size < WIN_LENGTH:
        x = np.pad(x, (0, WIN_LENGTH - x.size))
    n_frames = 1 + (x.size - WIN_LENGTH) // HOP_LENGTH
    idx = np.arange(WIN_LENGTH)[None, :] + HOP_LENGTH * np.arange(n_frames)[:, None]
    frames = x[idx] * np.hanning(WIN_LENGTH).astype(np.float32)
    power = np.abs(np.fft.rfft(frames, n=N_FFT, axis=1)) ** 2
    feats = np.log(power @ mel_filterbank(n_mels).T + 1e-6).astype(np.float32)
    if normalize and n_frames > 1:
        feats = (feats - feats.mean(axis=0)) / (feats.std(axis=0) + 1e-5)
    return feats.astype(np.float32)


def ctc_greedy(log_probs: np.ndarray, vocabulary: Sequence[str], blank: int = 0) -> tuple[list[tuple[str, int]], list[float]]:
    """Greedy CTC decoding: best class per frame, merge repeats, drop blanks.

    Args:
        log_probs: ``(frames, classes)`` log-probabilities (or probabilities; only argmax/max are used).
        vocabulary: token of each class.
        blank: index of the blank class.

    Returns:
        ``(tokens, probs)``: emitted ``(token, frame index)`` pairs and each token's frame probability
        (exp of the max log-probability; for probability input pass ``np.log`` of it).
    """
    best = np.argmax(log_probs, axis=-1)
    best_lp = np.max(log_probs, axis=-1)
    tokens, probs = [], []
    prev = -1
    for t, k in enumerate(best):
        k = int(k)
        if k != prev and k != blank:
            tokens.append((vocabulary[k], t))
            probs.append(float(np.exp(best_lp[t])))
        prev = k
    return tokens, probs


def tokens_to_words(tokens: list[tuple[str, int]], probs: list[float]) -> list[tuple[str, int, int, float]]:
    """Join CTC tokens into words: ``(word, first frame, last frame, mean token prob)``."""
    words: list[list] = []
    current: Optional[list] = None
    for (tok, t), p in zip(tokens, probs):
        boundary = tok.startswith("▁") or tok in ("|", " ")
        piece = tok.replace("▁", "").replace("|", "").strip()
        if boundary and current is not None:
            words.append(current)
            current = None
        if not piece:
            continue
        if current is None:
            current = [piece, t, t, [p]]
        else:
            current[0] += piece
            current[2] = t
            current[3].append(p)
    if current is not None:
        words.append(current)
    return [(w, a, b, float(np.mean(ps)) if ps else 0.0) for w, a, b, ps in words]


class OnnxCtcAsr(AsrBackend):
    """Greedy CTC recognition with an ONNX model.

    Args:
        model_path: the ``.onnx`` file.
        vocabulary: token of every output class (see the module docstring), or a path to a text file
            with one token per line.
        providers: onnxruntime execution providers, most preferred first (None: TensorRT, CUDA when
            available, then CPU).
        threads: intra-op threads (1 keeps a shared 2-core machine usable).
        blank: index of the CTC blank class.
        n_mels: feature bands the model expects.
        feature_layout: ``"btf"`` ``(1, frames, n_mels)`` or ``"bft"`` ``(1, n_mels, frames)``.
        normalize: per-utterance feature normalisation.

    Raises:
        FileNotFoundError: missing model or vocabulary file.
        ValueError: vocabulary size differs from the model's class count (when the model states it).
        RuntimeError: onnxruntime cannot load the model.
    """

    name = "onnx"

    def __init__(self, model_path: Union[str, Path], vocabulary: Union[Sequence[str], str, Path], *,
                 providers: Optional[Sequence[str]] = None, threads: int = 1, blank: int = 0,
                 n_mels: int = N_MELS, feature_layout: str = "btf", normalize: bool = True) -> None:
        import onnxruntime as ort

        model_path = Path(model_path)
        if not model_path.is_file():
            raise FileNotFoundError(f"{model_path}: no such ONNX model (no pretrained CTC weights ship with slu_node)")
        if isinstance(vocabulary, (str, Path)):
            vpath = Path(vocabulary)
            if not vpath.is_file():
                raise FileNotFoundError(f"{vpath}: no such vocabulary file")
            vocabulary = [line.rstrip("\n") for line in vpath.read_text(encoding="utf-8").splitlines()]
        self.vocabulary = list(vocabulary)
        if not 0 <= blank < len(self.vocabulary):
            raise ValueError(f"blank index {blank} outside the vocabulary (size {len(self.vocabulary)})")
        if feature_layout not in ("btf", "bft"):
            raise ValueError("feature_layout must be 'btf' or 'bft'")
        self.blank, self.n_mels, self.feature_layout, self.normalize = blank, n_mels, feature_layout, normalize
        self.providers = list(providers) if providers else default_providers()
        try:
            self._session = ort.InferenceSession(str(model_path), sess_options=session_options(threads),
                                                 providers=self.providers)
        except Exception as exc:
            raise RuntimeError(f"{model_path}: onnxruntime cannot load the model: {exc}") from exc
        self._inputs = self._session.get_inputs()
        n_classes = self._session.get_outputs()[0].shape[-1]
        if isinstance(n_classes, int) and n_classes != len(self.vocabulary):
            raise ValueError(f"model has {n_classes} output classes but the vocabulary has {len(self.vocabulary)}")

    @property
    def active_providers(self) -> list[str]:
        """Providers the session actually uses."""
        return list(self._session.get_providers())

    def transcribe(self, samples: np.ndarray) -> Transcript:
        """Recognise one utterance (1-D int16 16 kHz): features, model, softmax, greedy CTC.

        ``confidence`` is the mean frame probability of the emitted tokens; alternatives hold the best
        text only (greedy decoding has no N-best).
        """
        samples = ensure_pcm16(samples)
        started = time.perf_counter()
        if samples.size < WIN_LENGTH:
            return empty_transcript(audio_seconds(samples), started)
        feats = log_mel(samples, self.n_mels, self.normalize)
        x = feats[None] if self.feature_layout == "btf" else feats.T[None]
        feed = {self._inputs[0].name: x.astype(np.float32)}
        if len(self._inputs) > 1:
            feed[self._inputs[1].name] = np.array([feats.shape[0]], dtype=np.int64)
        logits = np.asarray(self._session.run(None, feed)[0])[0].astype(np.float64)
        log_probs = logits - logits.max(axis=-1, keepdims=True)
        log_probs -= np.log(np.exp(log_probs).sum(axis=-1, keepdims=True))
        tokens, probs = ctc_greedy(log_probs, self.vocabulary, self.blank)
        frame_s = (feats.shape[0] / max(log_probs.shape[0], 1)) * HOP_LENGTH / SAMPLE_RATE
        words = tuple(
            Word(w, a * frame_s, (b + 1) * frame_s, p) for w, a, b, p in tokens_to_words(tokens, probs)
        )
        text = " ".join(w.word for w in words)
        if not text:
            return empty_transcript(audio_seconds(samples), started)
        conf = float(np.mean(probs))
        return Transcript(text, conf, ((text, conf),), words, audio_seconds(samples), time.perf_counter() - started)


def quantize_ctc_model(in_path: Union[str, Path], out_path: Union[str, Path]) -> dict:
    """Dynamic int8 quantisation of an ONNX model (weights int8, activations quantised at run time).

    Uses ``onnxruntime.quantization.quantize_dynamic`` (QInt8 weights). Always re-measure accuracy after
    quantising (lab notes: 96 % argmax agreement on a small MLP).

    Returns:
        ``{"in_bytes": ..., "out_bytes": ...}``.

    Raises:
        FileNotFoundError: missing input model.
    """
    from onnxruntime.quantization import QuantType, quantize_dynamic

    in_path, out_path = Path(in_path), Path(out_path)
    if not in_path.is_file():
        raise FileNotFoundError(f"{in_path}: no such ONNX model")
    out_path.parent.mkdir(parents=True, exist_ok=True)
    quantize_dynamic(str(in_path), str(out_path), weight_type=QuantType.QInt8)
    return {"in_bytes": in_path.stat().st_size, "out_bytes": out_path.stat().st_size}
