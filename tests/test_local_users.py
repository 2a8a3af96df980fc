"""The local server on a shared machine: slow or silent clients delay no one, other OS users are
refused, and a shared-host server keeps each user's lists and case memory apart.

The multi-user tests create two users with useradd (CI runs as root) and drive the server from
their accounts with the system's own Python, which they can run (the project's venv may sit in
root's home)."""

from __future__ import annotations

import base64
import io
import json
import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request

import docx
import pytest

from bench.server_process import client_tls, free_port, served, server_folders
from nomen import peers
from nomen.app import create_app

USERS = ("nomen-alice", "nomen-bob")
SYSTEM_PYTHON = shutil.which("python3", path="/usr/bin:/bin")
as_root = pytest.mark.skipif(os.name != "posix" or os.geteuid() != 0 or not shutil.which("useradd"),
                             reason="creating OS users needs root and useradd (CI runs as root)")


@pytest.fixture(scope="module")
def users():
    for name in USERS:
        exists = subprocess.run(["id", name], capture_output=True).returncode == 0
        if not exists:
            subprocess.run(["useradd", "--no-create-home", "--shell", "/usr/sbin/nologin", name], check=True)
    return USERS


_CLIENT = """
import json, ssl, sys, urllib.request, urllib.error
url, method, body, headers = sys.argv[1], sys.argv[2], sys.argv[3], json.loads(sys.argv[4])
request = urllib.request.Request(url, data=body.encode() if body else None, method=method,
                                 headers={"Content-Type": "application/json", **headers})
try:
    with urllib.request.urlopen(request, timeout=60, context=ssl._create_unverified_context()) as answer:
        print(answer.status); print(answer.read().decode())
except urllib.error.HTTPError as error:
    print(error.code); print(error.read().decode())
"""


def call_as(user: str | None, url: str, method: str = "GET", body: dict | None = None,
            headers: dict | None = None) -> tuple[int, str]:
    """One request from `user`'s account (None: this process's own user), by a separate process."""
    command = [SYSTEM_PYTHON, "-c", _CLIENT, url, method, json.dumps(body) if body is not None else "",
               json.dumps(headers or {})]
    if user is not None:
        command = ["runuser", "-u", user, "--", *command]
    done = subprocess.run(command, capture_output=True, text=True, timeout=90, cwd="/")
    assert done.returncode == 0, done.stderr
    status, _, text = done.stdout.partition("\n")
    return int(status), text


# --- slow and silent clients -------------------------------------------------------------------

@pytest.mark.parametrize("https", [False, True], ids=["http", "https"])
def test_idle_silent_and_slow_clients_delay_no_one(tmp_path, https):
    """200 idle connections, one socket that never starts its TLS handshake (or its request) and one
    that sends its headers a byte at a time: /api/health still answers within a second, each time."""
    with served(*server_folders(tmp_path), https=https) as (url, _):
        port = int(url.rsplit(":", 1)[1])
        idle = [socket.create_connection(("127.0.0.1", port)) for _ in range(200)]
        silent = socket.create_connection(("127.0.0.1", port))
        trickle = socket.create_connection(("127.0.0.1", port))
        if https:
            trickle = client_tls(url).wrap_socket(trickle, server_hostname="localhost")
        trickle.sendall(b"GET /api/health HTTP/1.1\r\nHost: localhost\r\n")
        try:
            slowest = 0.0
            for _ in range(8):
                started = time.monotonic()
                with urllib.request.urlopen(f"{url}/api/health", timeout=10, context=client_tls(url)) as answer:
                    assert json.loads(answer.read()) == {"status": "ok"}
                slowest = max(slowest, time.monotonic() - started)
                trickle.sendall(b"X")
                time.sleep(0.25)
            assert slowest < 1.0, slowest
        finally:
            for connection in [*idle, silent, trickle]:
                connection.close()


# --- who is at the other end ---------------------------------------------------------------------

def _connected_pair() -> tuple[socket.socket, socket.socket, int]:
    listener = socket.create_server(("127.0.0.1", 0))
    client = socket.create_connection(listener.getsockname())
    server_side, _ = listener.accept()
    listener.close()
    return client, server_side, server_side.getsockname()[1]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="/proc/net/tcp is Linux's")
def test_the_owner_of_a_loopback_connection_is_read_from_the_system():
    client, server_side, server_port = _connected_pair()
    with client, server_side:
        client_port = client.getsockname()[1]
        assert peers.owner_of(client_port, server_port) == peers.current_user()
        assert peers._owner_from_psutil(client_port, server_port) == peers.current_user()
        assert peers.owner_of(client_port, server_port + 1) is None  # not a connection to us
        assert peers.listener_owner(server_port) is None  # nobody listens there any more


@as_root
def test_another_users_connection_is_theirs(users):
    """A connection opened by another account is reported as that account's, by both methods."""
    listener = socket.create_server(("127.0.0.1", 0))
    port = listener.getsockname()[1]
    script = f"import socket,time; s=socket.create_connection(('127.0.0.1',{port})); time.sleep(30)"
    client = subprocess.Popen(["runuser", "-u", users[0], "--", SYSTEM_PYTHON, "-c", script], cwd="/")
    try:
        server_side, (_, client_port) = listener.accept()
        with server_side:
            assert peers.owner_of(client_port, port) == users[0]
            assert peers._owner_from_psutil(client_port, port) == users[0]
    finally:
        client.kill()
        listener.close()


@as_root
def test_only_the_servers_own_user_gets_in(tmp_path, users):
    with served(*server_folders(tmp_path), env={"NOMEN_REQUIRE_TOKEN": "1"}) as (url, _):
        status, text = call_as(users[0], f"{url}/api/analyze", "POST", {"text": "Mr Samuel Roy appealed."})
        assert status == 403 and "another user" in json.loads(text)["error"]
        status, text = call_as(users[0], f"{url}/", headers={"Sec-Fetch-Mode": "navigate"})
        assert status == 403 and "nomen-token" not in text
        assert call_as(users[0], f"{url}/api/health")[0] == 403
        # The server's own user: the pane's page carries the token, a fetch() of it does not.
        status, page = call_as(None, f"{url}/", headers={"Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "iframe"})
        assert status == 200 and 'name="nomen-token"' in page
        status, fetched = call_as(None, f"{url}/", headers={"Sec-Fetch-Mode": "cors", "Sec-Fetch-Dest": "empty"})
        assert status == 200 and "nomen-token" not in fetched
        token = page.split('name="nomen-token" content="', 1)[1].split('"', 1)[0]
        status, text = call_as(None, f"{url}/api/analyze", "POST", {"text": "Mr Samuel Roy appealed."},
                               {"X-Nomen-Token": token})
        assert status == 200 and json.loads(text)["entities"][0]["replacement"] == "S.R."


@as_root
def test_a_port_held_by_another_user_is_explained(tmp_path, users):
    port = free_port()
    script = f"import socket,time; s=socket.create_server(('127.0.0.1',{port})); time.sleep(60)"
    holder = subprocess.Popen(["runuser", "-u", users[1], "--", SYSTEM_PYTHON, "-c", script], cwd="/")
    try:
        deadline = time.monotonic() + 20
        while peers.listener_owner(port) != users[1]:
            assert time.monotonic() < deadline, "the other user's listener did not start"
            time.sleep(0.1)
        config, data, temp = server_folders(tmp_path)
        done = subprocess.run([sys.executable, "-m", "nomen", "--http", "--port", str(port)],
                              capture_output=True, text=True, timeout=60,
                              env={**os.environ, "NOMEN_CONFIG_DIR": str(config), "NOMEN_DATA_DIR": str(data)})
        assert done.returncode != 0
        assert users[1] in done.stderr and "--shared-host" in done.stderr, done.stderr
    finally:
        holder.kill()


@as_root
def test_a_shared_host_serves_each_user_with_their_own_lists_and_cases(tmp_path, users):
    alice, bob = users
    config, data, temp = server_folders(tmp_path)
    with served(config, data, temp, "--shared-host") as (url, _):
        decision = docx.Document()
        decision.add_paragraph("Mr Tobiah Quennell-Aldana appealed. Mr Quennell-Aldana lost.")
        buffer = io.BytesIO()
        decision.save(buffer)
        body = {"docx_base64": base64.b64encode(buffer.getvalue()).decode(), "case_id": "c-2026-1"}
        status, answer = call_as(alice, f"{url}/api/apply", "POST", body)
        assert status == 200, answer
        assert call_as(alice, f"{url}/api/cases/c-2026-1")[0] == 200
        assert call_as(bob, f"{url}/api/cases/c-2026-1")[0] == 404
        status, _ = call_as(bob, f"{url}/api/lists/inclusion?language=en", "PUT", {"terms": ["Zebulon Ashworth"]})
        assert status == 200
        assert "Zebulon Ashworth" in call_as(bob, f"{url}/api/lists/inclusion?language=en")[1]
        assert "Zebulon Ashworth" not in call_as(alice, f"{url}/api/lists/inclusion?language=en")[1]
    homes = data / "users"
    # One folder per user who called, the test's own user included (it polled /api/health).
    assert {alice, bob, peers.current_user()} == {p.name for p in homes.iterdir()}
    assert homes.stat().st_mode & 0o077 == 0
    assert (homes / alice / "data" / "cases.sqlite3").is_file()
    assert not (homes / bob / "data" / "cases.sqlite3").exists() or \
        b"c-2026-1" not in (homes / bob / "data" / "cases.sqlite3").read_bytes()
    assert (homes / bob / "config" / "lists").is_dir() and not (homes / alice / "config" / "lists").exists()


def test_the_check_is_on_only_where_nomen_serve_turns_it_on(tmp_path):
    """The Flask test client (and the product owner's evaluation) has no socket to look up."""
    app = create_app({"NOMEN_CONFIG_DIR": tmp_path / "c", "NOMEN_DATA_DIR": tmp_path / "d"})
    assert app.test_client().get("/api/health").status_code == 200
    checked = create_app({"NOMEN_CONFIG_DIR": tmp_path / "c", "NOMEN_DATA_DIR": tmp_path / "d",
                          "NOMEN_PEER_CHECK": True, "NOMEN_PORT": free_port()})
    refused = checked.test_client().get("/api/health")
    assert refused.status_code == 403 and "which user" in refused.get_json()["error"]
