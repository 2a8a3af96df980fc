"""Analysis cost versus spaCy's NER alone on a 10,000-word decision, and peak memory.

Targets (issues "Analysis engine", "Accuracy beyond the ECHR"): analysis <= 1.5 x the NER's own
time; peak RSS < 350 MB with every pipeline loaded, the legal NER's helper process counted in
(its private memory: what it shares with this process since the fork is counted here).
Measured as `nomen serve` runs: the stock pipeline loaded, then the helper forked, which runs the
legal NER and the stock NER's last pieces while the rules run here (see `nomen.detect.ner_helper`).
Run:  .venv/bin/python bench/bench_analyze.py   (prints a small report; exit 1 if a target is missed)
"""

from __future__ import annotations

import resource
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.corpus import decision_of  # noqa: E402
from nomen.detect import ner_helper  # noqa: E402
from nomen.engine import Engine  # noqa: E402
from nomen.model import AnalyzeOptions  # noqa: E402
from nomen.lists import ListStore  # noqa: E402
from nomen.models import ner_pipeline  # noqa: E402

WORDS = 10_000
RUNS = 5
MAX_RATIO = 1.5
MAX_RSS_MB = 350


def best_of(runs: int, work) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
    return min(times), statistics.median(times)


def _private_mb(pid: int) -> float:
    """What a process adds to the machine's memory: its private pages (Linux smaps_rollup; the
    pages it shares with this process since the fork are counted once, here)."""
    rollup = Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines()
    return sum(int(line.split()[1]) for line in rollup if line.startswith(("Private_Clean", "Private_Dirty"))) / 1024


def main() -> int:
    with tempfile.TemporaryDirectory() as config:  # no user lists, and nothing left behind
        return _measure(Path(config))


def _measure(config: Path) -> int:
    ner_helper.start(stock=True)
    helper = ner_helper.helper_for("en")
    text = decision_of(WORDS)
    engine = Engine(ListStore(config))
    options = AnalyzeOptions(language="en")
    nlp = ner_pipeline("en")
    engine.analyze(text, options)  # warm up: models, word lists, regex caches
    full_best, full_median = best_of(RUNS, lambda: engine.analyze(text, options))
    # Read before the baseline runs: spaCy on the whole text at once peaks far higher.
    rss_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    helper_mb = _private_mb(helper.pid) if helper else 0.0
    ner_best, ner_median = best_of(RUNS, lambda: nlp(text))
    ratio = full_best / ner_best
    print(f"text: {len(text.split())} words, {len(text)} characters")
    print(f"spaCy NER alone: best {ner_best * 1000:.0f} ms, median {ner_median * 1000:.0f} ms")
    print(f"full analysis:   best {full_best * 1000:.0f} ms, median {full_median * 1000:.0f} ms")
    print(f"ratio: {ratio:.2f} (target <= {MAX_RATIO})")
    print(f"peak RSS: {rss_mb + helper_mb:.0f} MB ({rss_mb:.0f} MB, and {helper_mb:.0f} MB private to the helper; "
          f"target < {MAX_RSS_MB} MB)")
    return 0 if ratio <= MAX_RATIO and rss_mb + helper_mb < MAX_RSS_MB else 1


if __name__ == "__main__":
    sys.exit(main())
