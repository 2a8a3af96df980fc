"""A real `nomen serve` in a subprocess, for the tests that need one (privacy, load)."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
import urllib.request
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@contextmanager
def served(config: Path, data: Path, temp: Path, *extra: str, env: dict | None = None) -> Iterator[tuple[str, subprocess.Popen]]:
    """Plain-HTTP `nomen serve` with its own config, data and temp directories; yields (url, process)."""
    port = free_port()
    process = subprocess.Popen([sys.executable, "-m", "nomen", "--http", "--port", str(port), *extra],
                               env={**os.environ, "NOMEN_CONFIG_DIR": str(config), "NOMEN_DATA_DIR": str(data),
                                    "TMPDIR": str(temp), **(env or {})},
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    while True:
        try:
            with urllib.request.urlopen(f"{url}/api/health", timeout=5) as answer:
                assert json.loads(answer.read()) == {"status": "ok"}
            break
        except OSError:
            if time.monotonic() > deadline or process.poll() is not None:
                process.kill()
                raise AssertionError(process.stdout.read().decode(errors="replace")[-2000:]) from None
            time.sleep(0.3)
    try:
        yield url, process
    finally:
        process.terminate()
        process.wait(timeout=20)


def post_json(url: str, body: dict, headers: dict | None = None, timeout: float = 120) -> tuple[int, dict]:
    request = urllib.request.Request(url, data=json.dumps(body).encode(), method="POST",
                                     headers={"Content-Type": "application/json", **(headers or {})})
    try:
        with urllib.request.urlopen(request, timeout=timeout) as answer:
            return answer.status, json.loads(answer.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read() or b"{}")
