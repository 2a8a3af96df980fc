"""`nomen service`: start `nomen serve` at log-in for the current user, so the pane finds it there.

Each system has its own way, and Nomen writes the file that way reads, then asks the system
to take it: a systemd user unit on Linux (`systemctl --user`), a LaunchAgent on macOS
(`launchctl`), a Task Scheduler task with a log-on trigger on Windows (`schtasks /XML`). The
files are built here, apart from the commands, so that each system's file is tested on any.
"""

from __future__ import annotations

import os
import plistlib
import shlex
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from xml.sax.saxutils import escape

LABEL = "org.nomen.serve"
TASK_NAME = "Nomen"
UNIT = "nomen.service"


class ServiceError(Exception):
    """The system refused to register or remove the service; the message says what to do."""


@dataclass(frozen=True)
class Service:
    """Where one system keeps the start-at-log-in entry, what it holds and which commands take it."""

    path: Path
    content: bytes
    register: tuple[tuple[str, ...], ...]
    unregister: tuple[tuple[str, ...], ...]
    query: tuple[str, ...]


def serve_command(port: int, python: str = sys.executable) -> list[str]:
    """The command the system runs at log-in (the Python Nomen is installed in, so no PATH is needed)."""
    if os.name == "nt":  # pythonw: no console window at log-in
        windowless = Path(python).with_name("pythonw.exe")
        python = str(windowless) if windowless.exists() else python
    return [python, "-m", "nomen", "--port", str(port)]


def systemd_unit(command: list[str]) -> bytes:
    quoted = " ".join(shlex.quote(part) for part in command)
    return (f"[Unit]\nDescription=Nomen, the local server of the Word add-in\n\n"
            f"[Service]\nExecStart={quoted}\nRestart=on-failure\nRestartSec=5\n\n"
            f"[Install]\nWantedBy=default.target\n").encode("utf-8")


def launch_agent(command: list[str], logs: Path) -> bytes:
    return plistlib.dumps({"Label": LABEL, "ProgramArguments": command, "RunAtLoad": True,
                           "KeepAlive": {"SuccessfulExit": False}, "ProcessType": "Interactive",
                           "StandardErrorPath": str(logs)})


def scheduled_task(command: list[str], user: str) -> bytes:
    """Task Scheduler's XML (UTF-16, as schtasks reads it): at this user's log-on, with their rights only."""
    arguments = " ".join(f'"{part}"' if " " in part else part for part in command[1:])
    xml = f"""<?xml version="1.0" encoding="UTF-16"?>
<Task version="1.2" xmlns="http://schemas.microsoft.com/windows/2004/02/mit/task">
  <RegistrationInfo><Description>Nomen, the local server of the Word add-in</Description></RegistrationInfo>
  <Triggers><LogonTrigger><Enabled>true</Enabled><UserId>{escape(user)}</UserId></LogonTrigger></Triggers>
  <Principals><Principal id="Author"><UserId>{escape(user)}</UserId><LogonType>InteractiveToken</LogonType>
    <RunLevel>LeastPrivilege</RunLevel></Principal></Principals>
  <Settings><MultipleInstancesPolicy>IgnoreNew</MultipleInstancesPolicy>
    <DisallowStartIfOnBatteries>false</DisallowStartIfOnBatteries><StopIfGoingOnBatteries>false</StopIfGoingOnBatteries>
    <ExecutionTimeLimit>PT0S</ExecutionTimeLimit>
    <RestartOnFailure><Interval>PT1M</Interval><Count>3</Count></RestartOnFailure></Settings>
  <Actions Context="Author"><Exec><Command>{escape(command[0])}</Command><Arguments>{escape(arguments)}</Arguments></Exec></Actions>
</Task>
"""
    return xml.encode("utf-16")


def service_for(platform: str, home: Path, port: int, config_dir: Path, user: str, uid: int = 0,
                python: str = sys.executable) -> Service:
    """The entry for `platform` (sys.platform's values) in `home`."""
    command = serve_command(port, python)
    if platform.startswith("linux"):
        return Service(home / ".config" / "systemd" / "user" / UNIT, systemd_unit(command),
                       (("systemctl", "--user", "daemon-reload"), ("systemctl", "--user", "enable", "--now", UNIT)),
                       (("systemctl", "--user", "disable", "--now", UNIT),),
                       ("systemctl", "--user", "is-active", UNIT))
    if platform == "darwin":
        path = home / "Library" / "LaunchAgents" / f"{LABEL}.plist"
        domain = f"gui/{uid}"
        return Service(path, launch_agent(command, config_dir / "serve.log"),
                       (("launchctl", "bootstrap", domain, str(path)),),
                       (("launchctl", "bootout", f"{domain}/{LABEL}"),),
                       ("launchctl", "print", f"{domain}/{LABEL}"))
    if platform == "win32":
        path = config_dir / "nomen-task.xml"
        return Service(path, scheduled_task(command, user),
                       (("schtasks", "/Create", "/TN", TASK_NAME, "/XML", str(path), "/F"),),
                       (("schtasks", "/Delete", "/TN", TASK_NAME, "/F"),),
                       ("schtasks", "/Query", "/TN", TASK_NAME))
    raise ServiceError(f"Nomen cannot register a service on {platform}; start `nomen serve` at log-in yourself")


def _run(command: tuple[str, ...]) -> subprocess.CompletedProcess:
    try:
        return subprocess.run(command, capture_output=True, text=True, timeout=60)
    except FileNotFoundError:
        return subprocess.CompletedProcess(command, 127, "", f"{command[0]} is not installed")


def install(service: Service) -> None:
    service.path.parent.mkdir(parents=True, exist_ok=True)
    service.path.write_bytes(service.content)
    for command in service.register:
        done = _run(command)
        if done.returncode != 0:
            raise ServiceError(f"wrote {service.path}, but `{' '.join(command)}` failed: "
                               f"{(done.stderr or done.stdout).strip() or done.returncode}")


def uninstall(service: Service) -> None:
    if service.path.exists():
        for command in service.unregister:
            _run(command)  # already stopped or never registered: removing the file is what counts
        service.path.unlink()


def registered(service: Service) -> tuple[bool, str]:
    """Whether the entry is there, and what the system says of it."""
    if not service.path.exists():
        return False, "not installed"
    done = _run(service.query)
    said = (done.stdout or done.stderr).strip().splitlines()
    return True, said[0] if said else f"exit {done.returncode}"
