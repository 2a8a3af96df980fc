"""One SQLite file per purpose in the user's data directory: readable by the user alone, and
written with secure_delete so that what is forgotten is overwritten, not just unlinked."""

from __future__ import annotations

import os
import sqlite3
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator


class Database:
    def __init__(self, path: Path, schema: str) -> None:
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        if not self.path.exists():
            os.close(os.open(self.path, os.O_WRONLY | os.O_CREAT, 0o600))
        with self.connect() as db:
            db.executescript(schema)

    @contextmanager
    def connect(self) -> Iterator[sqlite3.Connection]:
        """A connection for one unit of work, committed on success (one per thread or process)."""
        db = sqlite3.connect(self.path, timeout=30)
        try:
            db.execute("PRAGMA secure_delete = ON")
            db.execute("PRAGMA foreign_keys = ON")
            yield db
            db.commit()
        finally:
            db.close()
