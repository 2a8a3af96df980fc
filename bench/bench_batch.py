"""Batch throughput: 200 decisions made from the real TAB dev cases, with 1 and 2 workers.

Targets: 2 workers at least 1.8x as fast as 1 (issue "Speed a clerk feels"; 1.7x in "Whole
archives"). Each run starts fresh (its own output folder and case memory), model loading
included. Two workers can only be as fast as the machine lets two processes be: the same run
also times a pure-Python loop in one process and in two at once, and prints that ceiling
(on a machine whose second core others use, no batch can reach 1.8x; the ceiling says so).
Run:  .venv/bin/python bench/bench_batch.py [--documents 200] [--docx]   (exit 1 if the target is missed)
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.corpus import cases, docx_of  # noqa: E402
from nomen.batch.runner import run_batch  # noqa: E402

TARGET = 1.8


def _spin(_: int = 0) -> None:
    total = 0
    for number in range(15_000_000):
        total += number


def ceiling() -> float:
    """How much faster two processes get a fixed amount of work done than one, on this machine now."""
    started = time.perf_counter()
    _spin()
    one = time.perf_counter() - started
    started = time.perf_counter()
    with ProcessPoolExecutor(2) as pool:
        list(pool.map(_spin, range(2)))
    return 2 * one / (time.perf_counter() - started)


def _rates(work: Path, documents: int, docx: bool) -> dict[int, float]:
    """Documents per second with one worker and with two, on the same archive."""
    archive = work / "in"
    archive.mkdir()
    texts = cases()
    for number in range(documents):
        text = texts[number % len(texts)]
        if docx:
            (archive / f"decision-{number:04d}.docx").write_bytes(docx_of(text))
        else:
            (archive / f"decision-{number:04d}.txt").write_text(text, encoding="utf-8")
    words = sum(len(texts[n % len(texts)].split()) for n in range(documents))
    rates = {}
    for workers in (1, 2):
        started = time.perf_counter()
        summary = run_batch(archive, work / f"out-{workers}", workers=workers, config_dir=work / "config",
                            data_dir=work / f"data-{workers}", progress=False)
        elapsed = time.perf_counter() - started
        # Every document is written; one whose output the leak audit still flags counts apart.
        assert summary.done + len(summary.with_residuals) == documents and not summary.failed
        rates[workers] = documents / elapsed
        print(f"{workers} worker(s): {documents} documents ({words} words) in {elapsed:.1f} s, "
              f"{rates[workers]:.2f} documents/s ({len(summary.with_residuals)} flagged by the leak audit)")
    return rates


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--documents", type=int, default=200)
    parser.add_argument("--docx", action="store_true", help="Word files instead of plain text")
    args = parser.parse_args()
    # The decisions copied here are removed with the folder, whatever happens (no document left on disk).
    with tempfile.TemporaryDirectory() as folder:
        rates = _rates(Path(folder), args.documents, args.docx)
    ratio = rates[2] / rates[1]
    print(f"2 workers / 1 worker: {ratio:.2f}x (target >= {TARGET}x); two processes / one on this machine "
          f"now: {ceiling():.2f}x")
    return 0 if ratio >= TARGET else 1


if __name__ == "__main__":
    sys.exit(main())
