"""`nomen service`: the start-at-log-in entry of each system, checked by the file it writes; on
Linux the unit is verified by systemd itself, its command run as systemd would run it, and, as root,
registered with a real systemd user manager that starts the server (CI's container boots no systemd:
the test runs one, `systemd --user`, in a private mount namespace and a cgroup of its own)."""

from __future__ import annotations

import os
import plistlib
import shlex
import shutil
import signal
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest
from contextlib import contextmanager
from typing import Iterator

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
        assert _answers(port, until=lambda: server.poll() is None), "the unit's command started no server"
        status = subprocess.run(NOMEN + ["service", "status", "--port", str(port)], capture_output=True, text=True,
                                env={**env, "HOME": str(tmp_path / "home")}, timeout=60)
        assert "start at log-in: no" in status.stdout and f"server on port {port}: answering" in status.stdout
        assert status.returncode == 1  # answering, but not registered
    finally:
        server.terminate()
        server.wait(timeout=30)


def _answers(port: int, until=lambda: True, seconds: float = 90) -> bool:
    """Whether a Nomen server answers on `port` within `seconds` (while `until()` holds)."""
    url = f"https://127.0.0.1:{port}/api/health"
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline and until():
        try:
            with urllib.request.urlopen(url, timeout=3, context=client_tls(url)) as answer:
                return answer.status == 200
        except OSError:
            time.sleep(0.5)
    return False


SYSTEMD = Path("/lib/systemd/systemd")
CGROUPS = Path("/sys/fs/cgroup")


@contextmanager
def user_manager(tmp_path: Path) -> Iterator[tuple[list[str], dict]]:
    """A real systemd user manager (`systemd --user`) for this user, with a home and runtime folder in
    `tmp_path`; yields the prefix that runs a command beside it, and its environment. systemd wants to
    see a booted system (/run/systemd/system) and a cgroup it may write: a private mount namespace gets
    the first, a cgroup made for the test the second, so nothing outside the test changes."""
    hierarchies = [CGROUPS / name for name in ("unified", "systemd") if (CGROUPS / name).is_dir()] or [CGROUPS]
    groups = [hierarchy / f"nomen-test-{os.getpid()}" for hierarchy in hierarchies]
    runtime = tmp_path / "run"
    runtime.mkdir(mode=0o700)
    env = {**os.environ, "HOME": str(tmp_path / "home"), "XDG_RUNTIME_DIR": str(runtime),
           "NOMEN_CONFIG_DIR": str(tmp_path / "config"), "NOMEN_DATA_DIR": str(tmp_path / "data")}
    join = "".join(f"mkdir -p {group} && echo $$ > {group}/cgroup.procs && " for group in groups)
    manager = subprocess.Popen(["unshare", "--mount", "--propagation", "private", "sh", "-c",
                                f"mount -t tmpfs tmpfs /run/systemd && mkdir /run/systemd/system && {join}"
                                f"exec {SYSTEMD} --user"],
                               env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    beside = ["nsenter", "--target", str(manager.pid), "--mount", "--"]
    try:
        deadline = time.monotonic() + 30
        while subprocess.run([*beside, "systemctl", "--user", "is-system-running"], env=env, capture_output=True,
                             text=True).stdout.strip() not in ("running", "degraded"):
            assert manager.poll() is None and time.monotonic() < deadline, manager.stderr.read().decode()[-2000:]
            time.sleep(0.2)
        yield beside, env
    finally:
        manager.send_signal(signal.SIGTERM)  # the manager stops its units, the server among them
        manager.wait(timeout=60)
        for group in groups:
            for folder in sorted(group.rglob("*"), key=lambda path: -len(path.parts)):
                if folder.is_dir():
                    folder.rmdir()
            group.rmdir()


@pytest.mark.skipif(not sys.platform.startswith("linux") or os.geteuid() != 0 or not SYSTEMD.exists()
                    or not shutil.which("unshare") or not shutil.which("nsenter"),
                    reason="running a systemd user manager in the test needs Linux, root, systemd and util-linux")
def test_install_registers_with_a_real_user_manager_which_starts_the_server(tmp_path):
    """`nomen service install` on a system with a user systemd: the unit is enabled and started, systemd
    runs the server, `status` says so, and `uninstall` stops it and removes the unit."""
    port = free_port()
    with user_manager(tmp_path) as (beside, env):
        run = lambda *args: subprocess.run([*beside, *args], capture_output=True, text=True, env=env,  # noqa: E731
                                           timeout=120)
        installed = run(*NOMEN, "service", "install", "--port", str(port))
        assert installed.returncode == 0 and "registered" in installed.stdout, installed.stderr
        assert run("systemctl", "--user", "is-enabled", "nomen.service").stdout.strip() == "enabled"
        assert _answers(port), run("systemctl", "--user", "status", "nomen.service").stdout
        main_pid = int(run("systemctl", "--user", "show", "--value", "-p", "MainPID", "nomen.service").stdout)
        assert Path(f"/proc/{main_pid}/cmdline").read_bytes().split(b"\0")[:3] == \
            [sys.executable.encode(), b"-m", b"nomen"]  # the server answering is the one systemd started
        status = run(*NOMEN, "service", "status", "--port", str(port))
        assert status.returncode == 0 and "start at log-in: yes (active)" in status.stdout, status.stdout
        assert f"server on port {port}: answering" in status.stdout
        removed = run(*NOMEN, "service", "uninstall")
        unit = tmp_path / "home" / ".config" / "systemd" / "user" / "nomen.service"
        assert removed.returncode == 0 and not unit.exists()
        assert run("systemctl", "--user", "is-active", "nomen.service").stdout.strip() == "inactive"
        assert not _answers(port, seconds=3)


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
