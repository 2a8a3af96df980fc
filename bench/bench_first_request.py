"""Cold start: a fresh `nomen serve`'s first /api/analyze against its second, once it answers health.

The server loads its models before it answers (`Engine.warm_up`), so the first request of the
day costs what the others do. Target (issue "Speed a clerk feels"): first ≤ 1.3× second.
Run:  .venv/bin/python bench/bench_first_request.py
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.corpus import cases  # noqa: E402
from bench.server_process import post_json, served, server_folders  # noqa: E402


def main() -> int:
    first_text, second_text = sorted(cases(), key=len)[-2:]
    with tempfile.TemporaryDirectory() as work, served(*server_folders(Path(work))) as (url, _):
        timings = []
        for text in (first_text, second_text, first_text):
            started = time.perf_counter()
            status, _ = post_json(f"{url}/api/analyze", {"text": text})
            assert status == 200
            timings.append(time.perf_counter() - started)
    first, warm = timings[0], timings[2]  # the same text, first and third: the ratio compares like with like
    print(f"first /api/analyze {first * 1000:.0f} ms, the same text again {warm * 1000:.0f} ms: {first / warm:.2f}×")
    return 0


if __name__ == "__main__":
    sys.exit(main())
