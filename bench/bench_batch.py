"""Batch throughput: 200 decisions made from the real TAB dev cases, with 1 and 2 workers.

Target (issue "Whole archives"): 2 workers at least 1.7x as fast as 1. Each run starts
fresh (its own output folder and case memory), model loading included.
Run:  .venv/bin/python bench/bench_batch.py [--documents 200]   (exit 1 if the target is missed)
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.corpus import cases  # noqa: E402
from nomen.batch.runner import run_batch  # noqa: E402

TARGET = 1.7


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--documents", type=int, default=200)
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp())
    archive = work / "in"
    archive.mkdir()
    texts = cases()
    for number in range(args.documents):
        (archive / f"decision-{number:04d}.txt").write_text(texts[number % len(texts)], encoding="utf-8")
    words = sum(len(texts[n % len(texts)].split()) for n in range(args.documents))
    rates = {}
    for workers in (1, 2):
        started = time.perf_counter()
        summary = run_batch(archive, work / f"out-{workers}", workers=workers, config_dir=work / "config",
                            data_dir=work / f"data-{workers}", progress=False)
        elapsed = time.perf_counter() - started
        # Every document is written; one whose output the leak audit still flags counts apart.
        assert summary.done + len(summary.with_residuals) == args.documents and not summary.failed
        rates[workers] = args.documents / elapsed
        print(f"{workers} worker(s): {args.documents} documents ({words} words) in {elapsed:.1f} s, "
              f"{rates[workers]:.2f} documents/s ({len(summary.with_residuals)} flagged by the leak audit)")
    ratio = rates[2] / rates[1]
    print(f"2 workers / 1 worker: {ratio:.2f}x (target >= {TARGET}x)")
    return 0 if ratio >= TARGET else 1


if __name__ == "__main__":
    sys.exit(main())
