"""A real `nomen serve` in a subprocess, for the tests that need one (privacy, load)."""

from __future__ import annotations

import json
import os
import socket
import ssl
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


def server_folders(root: Path) -> list[Path]:
    """A config, a data and a temp folder of its own for one server, made under `root`."""
    folders = [root / name for name in ("config", "data", "temp")]
    for folder in folders:
        folder.mkdir()
    return folders


@contextmanager
def served(config: Path, data: Path, temp: Path, *extra: str, env: dict | None = None,
           https: bool = False) -> Iterator[tuple[str, subprocess.Popen]]:
    """`nomen serve` (plain HTTP unless `https`, then with its local certificate) with its own config,
    data and temp directories; yields (url, process)."""
    port = free_port()
    process = subprocess.Popen([sys.executable, "-m", "nomen", *([] if https else ["--http"]), "--port", str(port),
                                *extra],
                               env={**os.environ, "NOMEN_CONFIG_DIR": str(config), "NOMEN_DATA_DIR": str(data),
                                    "TMPDIR": str(temp), **(env or {})},
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    url = f"{'https' if https else 'http'}://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    while True:
        try:
            with urllib.request.urlopen(f"{url}/api/health", timeout=5, context=client_tls(url)) as answer:
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


def client_tls(url: str) -> ssl.SSLContext | None:
    """For a test client of the local server: TLS without checking its (self-signed) certificate."""
    return ssl._create_unverified_context() if url.startswith("https:") else None


def post_json(url: str, body: dict, headers: dict | None = None, timeout: float = 120) -> tuple[int, dict]:
    request = urllib.request.Request(url, data=json.dumps(body).encode(), method="POST",
                                     headers={"Content-Type": "application/json", **(headers or {})})
    try:
        with urllib.request.urlopen(request, timeout=timeout, context=client_tls(url)) as answer:
            return answer.status, json.loads(answer.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read() or b"{}")
