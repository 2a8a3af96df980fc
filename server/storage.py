"""What Nomen keeps on disk for the user: one SQLite file per purpose in the user's data
directory, and small files written whole (the lists, a batch's report). All of it readable by
the user alone; SQLite with secure_delete, so that what is forgotten is overwritten, not just
unlinked. A write the disk or the folder refuses is a StorageError, with its HTTP status."""

from __future__ import annotations

import os
import sqlite3
import tempfile
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

# SQLite's primary result codes for a write the disk or the folder refused.
_WRITE_REFUSED = frozenset({sqlite3.SQLITE_READONLY, sqlite3.SQLITE_FULL, sqlite3.SQLITE_CANTOPEN,
                            sqlite3.SQLITE_IOERR, sqlite3.SQLITE_PERM})


class StorageError(OSError):
    """Nomen could not save the user's data (folder read-only, disk full); nothing was half-written.
    `status` is the HTTP status to answer (507 Insufficient Storage), str(err) the message."""

    status = 507
    code = "not_saved"


def write_private(path: Path, data: bytes) -> None:
    """Replace `path` with `data` whole, readable by the user only: written to a unique temporary
    file beside it and renamed over it, so a reader never sees half a file. On failure the
    temporary file is removed and StorageError raised; the old file stays as it was."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        descriptor, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".partial")
    except OSError as err:
        raise _storage_error(path, err) from None
    try:
        with os.fdopen(descriptor, "wb") as handle:  # mkstemp's file is the user's alone (0600)
            handle.write(data)
        os.replace(temporary, path)
    except BaseException as err:
        Path(temporary).unlink(missing_ok=True)
        if isinstance(err, OSError):
            raise _storage_error(path, err) from None
        raise


def _storage_error(path: Path, err: Exception) -> StorageError:
    reason = getattr(err, "strerror", None) or err
    return StorageError(f"cannot write {path.name} in {path.parent}: {reason} "
                        "(is the folder read-only, or the disk full?)")


@contextmanager
def _refused_writes(path: Path) -> Iterator[None]:
    """A write SQLite's disk or folder refused becomes StorageError; any other error stays what it is."""
    try:
        yield
    except sqlite3.OperationalError as err:
        if err.sqlite_errorcode & 0xFF not in _WRITE_REFUSED:
            raise
        raise _storage_error(path, err) from None


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
        """A connection for one unit of work, committed on success (one per thread or process);
        a write the disk or the folder refuses raises StorageError, and nothing is committed."""
        with _refused_writes(self.path):
            db = sqlite3.connect(self.path, timeout=30)
            try:
                db.execute("PRAGMA secure_delete = ON")
                db.execute("PRAGMA foreign_keys = ON")
                yield db
                db.commit()
            finally:
                db.close()
