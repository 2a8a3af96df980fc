"""A short version of bench/bench_load.py: concurrent clients, no errors, the server still answers."""

from __future__ import annotations

from bench.bench_load import run


def test_concurrent_clients_get_answers_and_memory_stays_bounded():
    results, rss = run(clients=5, seconds=5)
    assert results.errors == []
    assert len(results.latencies) >= 5
    assert rss < 1000  # MB; the full run's figure is in docs/reliability.md
