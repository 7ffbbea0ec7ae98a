"""Peak resident memory of the pipeline alone: load the domain's models, run one recording, print peak RSS.

Usage: python benchmarks/pipeline_rss.py [--domain models/cooking] [--asr moonshine] [WAV]   (target: ≤ 300 MB)
"""

from __future__ import annotations

import argparse
import resource
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def peak_rss_mb() -> float:
    """Peak resident set size of this process in MB (Linux ru_maxrss is in KiB)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("wav", nargs="?", default=str(ROOT / "samples" / "kitchen_session.wav"))
    ap.add_argument("--domain", default=str(ROOT / "models" / "cooking"))
    ap.add_argument("--asr", default=None, help="ASR backend (default slu_node.asr.DEFAULT_ASR)")
    args = ap.parse_args(argv)

    from slu_node.audio.io import load_audio
    from slu_node.pipeline import Pipeline

    before = peak_rss_mb()
    pipeline = Pipeline.from_domain(args.domain, args.asr)
    loaded = peak_rss_mb()
    results = pipeline.process_audio(load_audio(args.wav))
    print(f"peak RSS: {before:.0f} MB at start, {loaded:.0f} MB with the models loaded, "
          f"{peak_rss_mb():.0f} MB after {len(results)} utterances of {Path(args.wav).name} (target ≤ 300 MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
