"""`nomen service`: the start-at-log-in entry of each system, checked by the file it writes; on
Linux the unit is verified by systemd itself and its command run as systemd would run it."""

from __future__ import annotations

import os
import plistlib
import shlex
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest
from lxml import etree

from bench.server_process import client_tls, free_port
from nomen import service

NOMEN = [sys.executable, "-m", "nomen.cli"]
TASK = "{http://schemas.microsoft.com/windows/2004/02/mit/task}"


def _entry(platform: str, tmp_path: Path, port: int = 8765) -> service.Service:
    return service.service_for(platform, tmp_path / "home", port, tmp_path / "config", "clerk", 501)


def test_the_linux_unit_is_valid_and_its_command_starts_a_server(tmp_path):
    port = free_port()
    entry = _entry("linux", tmp_path, port)
    assert entry.path == tmp_path / "home" / ".config" / "systemd" / "user" / "nomen.service"
    unit = entry.content.decode()
    assert "WantedBy=default.target" in unit and "Restart=on-failure" in unit
    unit_file = tmp_path / "nomen.service"
    unit_file.write_bytes(entry.content)
    verified = subprocess.run(["systemd-analyze", "verify", str(unit_file)], capture_output=True, text=True)
    assert verified.returncode == 0, verified.stderr
    command = shlex.split(next(line for line in unit.splitlines() if line.startswith("ExecStart=")).split("=", 1)[1])
    assert command == [sys.executable, "-m", "nomen", "--port", str(port)]
    env = {**os.environ, "NOMEN_CONFIG_DIR": str(tmp_path / "config"), "NOMEN_DATA_DIR": str(tmp_path / "data")}
    server = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 90
        url = f"https://127.0.0.1:{port}/api/health"
        while True:
            try:
                with urllib.request.urlopen(url, timeout=3, context=client_tls(url)) as answer:
                    assert answer.status == 200
                break
            except OSError:
                assert time.monotonic() < deadline and server.poll() is None, "the unit's command started no server"
                time.sleep(0.5)
        status = subprocess.run(NOMEN + ["service", "status", "--port", str(port)], capture_output=True, text=True,
                                env={**env, "HOME": str(tmp_path / "home")}, timeout=60)
        assert "start at log-in: no" in status.stdout and f"server on port {port}: answering" in status.stdout
        assert status.returncode == 1  # answering, but not registered
    finally:
        server.terminate()
        server.wait(timeout=30)


def test_install_writes_the_unit_says_when_systemd_cannot_take_it_and_uninstall_removes_it(tmp_path):
    env = {**os.environ, "HOME": str(tmp_path), "NOMEN_CONFIG_DIR": str(tmp_path / "config")}
    run = lambda *args: subprocess.run(NOMEN + ["service", *args], capture_output=True, text=True, env=env,  # noqa: E731
                                       timeout=60)
    installed = run("install", "--port", "8791")
    unit = tmp_path / ".config" / "systemd" / "user" / "nomen.service"
    assert unit.is_file() and "--port 8791" in unit.read_text()
    if installed.returncode == 0:  # a machine with a systemd user manager: it took the unit
        assert "registered" in installed.stdout
    else:  # none here (CI's container): said, not hidden
        assert "wrote" in installed.stderr and "systemctl --user" in installed.stderr
    removed = run("uninstall")
    assert removed.returncode == 0 and not unit.exists()


def test_the_macos_launch_agent(tmp_path):
    entry = _entry("darwin", tmp_path)
    assert entry.path == tmp_path / "home" / "Library" / "LaunchAgents" / "org.nomen.serve.plist"
    agent = plistlib.loads(entry.content)
    assert agent["Label"] == "org.nomen.serve" and agent["RunAtLoad"] is True
    assert agent["ProgramArguments"] == [sys.executable, "-m", "nomen", "--port", "8765"]
    assert entry.register == (("launchctl", "bootstrap", "gui/501", str(entry.path)),)


def test_the_windows_scheduled_task(tmp_path):
    entry = _entry("win32", tmp_path)
    assert entry.content.startswith(b"\xff\xfe")  # UTF-16, as schtasks reads task XML
    task = etree.fromstring(entry.content.decode("utf-16").split("?>", 1)[1])
    assert task.find(f"{TASK}Triggers/{TASK}LogonTrigger/{TASK}UserId").text == "clerk"
    assert task.find(f"{TASK}Principals/{TASK}Principal/{TASK}RunLevel").text == "LeastPrivilege"
    execute = task.find(f"{TASK}Actions/{TASK}Exec")
    assert execute.find(f"{TASK}Command").text == sys.executable
    assert execute.find(f"{TASK}Arguments").text == "-m nomen --port 8765"
    assert entry.register[0][:4] == ("schtasks", "/Create", "/TN", "Nomen")


def test_other_systems_are_told_plainly(tmp_path):
    with pytest.raises(service.ServiceError, match="start `nomen serve` at log-in yourself"):
        _entry("sunos5", tmp_path)
