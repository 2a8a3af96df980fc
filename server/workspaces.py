"""Whose lists, case memory and decisions a request uses.

A workstation's `nomen serve` runs as the clerk and serves that clerk alone: one workspace,
in the user's own config and data folders. On a shared machine (Remote Desktop, Citrix) IT
may run one server for everybody (`nomen serve --shared-host`); each request is then served
with the workspace of the OS user it comes from, one folder per user under the service's
data folder, readable by the service alone, and nothing shared between users but the models.
"""

from __future__ import annotations

import hashlib
import threading
from dataclasses import dataclass
from pathlib import Path

import regex

from nomen.cases import CaseStore
from nomen.detect.registry import RecognizerRegistry
from nomen.engine import Engine
from nomen.learning import DecisionLog
from nomen.lists import ListStore

_SAFE_NAME = regex.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,63}")


@dataclass(frozen=True)
class Workspace:
    user: str
    lists: ListStore
    engine: Engine
    cases: CaseStore
    decisions: DecisionLog

    @classmethod
    def open(cls, user: str, config_dir: Path, data_dir: Path,
             registry: RecognizerRegistry | None = None) -> Workspace:
        lists = ListStore(config_dir)
        return cls(user, lists, Engine(lists, registry), CaseStore(data_dir), DecisionLog(data_dir, user))


def folder_name(user: str) -> str:
    """A folder name for a user: the name itself when it is plain, else a digest (no path tricks)."""
    if _SAFE_NAME.fullmatch(user):
        return user
    return "user-" + hashlib.sha256(user.encode("utf-8")).hexdigest()[:16]


class SharedHost:
    """One workspace per OS user under `root`/<user>/{config,data}, opened on the user's first request."""

    def __init__(self, root: Path, registry: RecognizerRegistry) -> None:
        self.root = Path(root)
        self._registry = registry
        self._lock = threading.Lock()
        self._open: dict[str, Workspace] = {}

    def for_user(self, user: str) -> Workspace:
        with self._lock:
            if user not in self._open:
                users = self.root / "users"
                users.mkdir(parents=True, exist_ok=True, mode=0o700)
                users.chmod(0o700)  # mkdir's mode yields to the umask, and the folder may predate us
                home = users / folder_name(user)
                self._open[user] = Workspace.open(user, home / "config", home / "data", self._registry)
            return self._open[user]
