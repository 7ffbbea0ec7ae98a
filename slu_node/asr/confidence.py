"""Word confidence from an N-best list: the posterior mass of the hypotheses that agree on a word.

A lattice posterior belongs to one lattice node (a word *and* its start frame). When competing paths
only differ elsewhere (an inserted "a" before "drip"), the same word at a shifted start frame is another
node, and the mass is split: on a real coffee order the recogniser gave "drip" a posterior of 0.14 while
every one of its five best hypotheses said "drip coffee". Summing the posteriors of the N-best
hypotheses that contain the word, aligned at the same place, undoes that split: the N-best word
posterior of Weintraub et al. (1997, "Neural-network based measures of confidence for word recognition",
ICASSP) and Wessel et al. (2001, "Confidence measures for large vocabulary continuous speech
recognition", IEEE TSAP 9(3)).
"""

from __future__ import annotations

import difflib
import math
from dataclasses import replace
from typing import Sequence

from slu_node.types import Transcript


def nbest_word_posteriors(best: Sequence[str], entries: Sequence[tuple[Sequence[str], float]],
                          temperature: float) -> list[float]:
    """Posterior of each word of ``best`` summed over the N-best hypotheses that agree with it.

    Args:
        best: the words of the best hypothesis.
        entries: N-best hypotheses as ``(words, score)``; ``score`` is a path log-score in the
            recogniser's units (higher is better). Duplicate word sequences (paths differing only in
            timing or fillers) are kept: each is a path of its own and adds its mass.
        temperature: score units per e-fold of hypothesis probability: hypothesis ``k`` gets weight
            ``exp((score_k - max score) / temperature)``, weights normalised to sum to 1.

    Returns:
        one value per word of ``best``, 0..1: the total weight of the hypotheses in which the word is
        aligned (:class:`difflib.SequenceMatcher`) to the same word. Empty ``entries`` give zeros.

    Raises:
        ValueError: ``temperature`` not positive.
    """
    if temperature <= 0:
        raise ValueError(f"temperature must be positive, got {temperature}")
    best = list(best)
    if not entries or not best:
        return [0.0] * len(best)
    top = max(score for _, score in entries)
    weights = [math.exp((score - top) / temperature) for _, score in entries]
    total = sum(weights)
    support = [0.0] * len(best)
    for (words, _), weight in zip(entries, weights):
        matcher = difflib.SequenceMatcher(a=best, b=list(words), autojunk=False)
        for block in matcher.get_matching_blocks():
            for i in range(block.a, block.a + block.size):
                support[i] += weight
    return [min(1.0, s / total) for s in support]


def lattice_only(transcript: Transcript) -> Transcript:
    """The transcript with each word's confidence back to its lattice posterior.

    For utterances heard in heavy noise: there the N-best list is mostly variants of one wrong path, so
    the N-best word posterior vouches for wrong words (on the coffee recordings at 6 dB, batch decoding
    accepted 24 % wrong commands with it against 11 % without). Words without a
    ``lattice_confidence`` keep theirs. The sentence confidence becomes the mean word confidence and
    the alternatives' confidences are scaled by the same ratio (their order is kept).
    """
    if not transcript.words or all(w.lattice_confidence is None for w in transcript.words):
        return transcript
    words = tuple(w if w.lattice_confidence is None else replace(w, confidence=w.lattice_confidence)
                  for w in transcript.words)
    confidence = sum(w.confidence for w in words) / len(words)
    ratio = confidence / transcript.confidence if transcript.confidence > 0 else 0.0
    alternatives = tuple((text, min(1.0, conf * ratio)) for text, conf in transcript.alternatives)
    return replace(transcript, words=words, confidence=confidence, alternatives=alternatives)
