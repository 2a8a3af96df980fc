"""Load: concurrent clients sending real decisions to a real `nomen serve` for a while.

Default (the issue's load test): 20 clients for 60 s. Reports requests, errors, p50/p95/max
latency and the server's peak RSS; exit 1 on any error.
Run:  .venv/bin/python bench/bench_load.py [--clients 20] [--seconds 60]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.corpus import cases  # noqa: E402
from bench.server_process import post_json, served, server_folders  # noqa: E402


@dataclass
class Results:
    latencies: list[float] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)


def _client(url: str, texts: list[str], number: int, until: float, results: Results) -> None:
    index = number
    while time.monotonic() < until:
        text = texts[index % len(texts)]
        index += 7
        started = time.monotonic()
        try:
            status, body = post_json(f"{url}/api/analyze", {"text": text}, timeout=300)
            error = None if status == 200 and "entities" in body else f"HTTP {status}: {body.get('error')}"
        except OSError as failure:
            error = f"{type(failure).__name__}: {failure}"
        with results.lock:
            results.latencies.append(time.monotonic() - started)
            if error:
                results.errors.append(error)


def peak_rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def run(clients: int, seconds: float, threads: int = 4, https: bool = False) -> tuple[Results, float]:
    texts = cases()
    with tempfile.TemporaryDirectory() as work, \
            served(*server_folders(Path(work)), "--threads", str(threads), https=https) as (url, process):
        results = Results()
        until = time.monotonic() + seconds
        workers = [threading.Thread(target=_client, args=(url, texts, n, until, results)) for n in range(clients)]
        for worker in workers:
            worker.start()
        for worker in workers:
            worker.join()
        rss = peak_rss_mb(process.pid)
        status, _ = post_json(f"{url}/api/cluster", {"text": "Mr Samuel Roy", "mentions": []})
        if status != 200:
            results.errors.append("the server did not answer after the load")
    return results, rss


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--clients", type=int, default=20)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--https", action="store_true", help="the server as Word reaches it (hypercorn, TLS)")
    args = parser.parse_args()
    results, rss = run(args.clients, args.seconds, https=args.https)
    latencies = sorted(results.latencies)
    p95 = latencies[int(0.95 * (len(latencies) - 1))] if latencies else float("nan")
    print(f"{'HTTPS' if args.https else 'HTTP'}, {args.clients} clients, {args.seconds:g} s: {len(latencies)} requests, {len(results.errors)} errors")
    print(f"latency: p50 {statistics.median(latencies):.2f} s, p95 {p95:.2f} s, max {latencies[-1]:.2f} s")
    print(f"server peak RSS: {rss:.0f} MB")
    for error in sorted(set(results.errors))[:5]:
        print(f"  error: {error}")
    return 1 if results.errors else 0


if __name__ == "__main__":
    sys.exit(main())
