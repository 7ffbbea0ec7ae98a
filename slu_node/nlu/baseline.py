"""Classic on-device NLU baseline, as in Snips NLU (Coucke et al. 2018, arXiv:1805.10190):
a linear-chain CRF over hand-made word features for slots (sklearn-crfsuite / CRFsuite) and a
logistic-regression intent classifier over tf-idf word n-grams (scikit-learn).

Used only by the benchmark (benchmarks/nlu_benchmark.py); needs the ``train`` extra.
"""

from __future__ import annotations

import pickle
from typing import Sequence

from slu_node.types import Example


def _shape(w: str) -> str:
    out = []
    for ch in w:
        c = "d" if ch.isdigit() else "a" if ch.isalpha() else "p"
        if not out or out[-1] != c:
            out.append(c)
    return "".join(out)


def token_features(tokens: Sequence[str], i: int) -> dict:
    """CRF features of token ``i``: the word, its 1-4 character prefixes/suffixes, shape, digit flag
    and the words/suffixes within ±2 positions (Snips NLU-style feature window)."""
    w = tokens[i]
    f = {"bias": 1.0, "w": w, "shape": _shape(w), "digit": w.isdigit(), "len": min(len(w), 10)}
    for k in (1, 2, 3, 4):
        f[f"pre{k}"] = w[:k]
        f[f"suf{k}"] = w[-k:]
    for off in (-2, -1, 1, 2):
        j = i + off
        if 0 <= j < len(tokens):
            f[f"w{off}"] = tokens[j]
            f[f"suf3{off}"] = tokens[j][-3:]
        else:
            f[f"w{off}"] = "<s>" if j < 0 else "</s>"
    if 0 < i:
        f["bi-1"] = tokens[i - 1] + "|" + w
    if i + 1 < len(tokens):
        f["bi+1"] = w + "|" + tokens[i + 1]
    return f


class CrfLrBaseline:
    """CRF slot tagger + logistic-regression intent classifier (single-label intents)."""

    def __init__(self, c1: float = 0.05, c2: float = 0.05, max_iterations: int = 60, lr_c: float = 10.0):
        import sklearn_crfsuite
        from sklearn.feature_extraction.text import TfidfVectorizer
        from sklearn.linear_model import LogisticRegression

        self.crf = sklearn_crfsuite.CRF(algorithm="lbfgs", c1=c1, c2=c2, max_iterations=max_iterations,
                                        all_possible_transitions=True)
        self.vec = TfidfVectorizer(ngram_range=(1, 2), token_pattern=r"\S+", sublinear_tf=True)
        self.lr = LogisticRegression(C=lr_c, max_iter=2000)

    def fit(self, train: Sequence[Example]) -> "CrfLrBaseline":
        """Fit both models on examples with one intent each."""
        self.crf.fit([self._feats(e.tokens) for e in train], [list(e.tags) for e in train])
        x = self.vec.fit_transform([e.text for e in train])
        self.lr.fit(x, [e.intents[0] for e in train])
        return self

    @staticmethod
    def _feats(tokens: Sequence[str]) -> list[dict]:
        return [token_features(tokens, i) for i in range(len(tokens))]

    def predict(self, tokens: Sequence[str]) -> Example:
        """Tags and the single intent of one utterance, as an Example (empty input: tags ())."""
        tokens = tuple(tokens)
        tags = tuple(self.crf.predict_single(self._feats(tokens))) if tokens else ()
        intent = self.lr.predict(self.vec.transform([" ".join(tokens)]))[0]
        return Example(tokens=tokens, tags=tags, intents=(str(intent),))

    def size_bytes(self) -> int:
        """Size of the pickled models (bytes), the on-device footprint proxy."""
        return len(pickle.dumps((self.crf, self.vec, self.lr)))
