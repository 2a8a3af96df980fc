"""Learning from the editor: what the clerk turns off or adds by hand, across documents.

A term turned off in three different documents is suggested for the exclusion list; a
term added by hand in two different documents, for the inclusion list. Documents are
told apart by a hash of their bytes (their content is never stored); the terms are kept
in the user's own database, which only the user can read, and never in logs.
"""

from __future__ import annotations

import getpass
import hashlib
from pathlib import Path
from typing import Any

from nomen.model import Entity
from nomen.propose.defaults import anonymize_by_default
from nomen.storage import Database
from nomen.names.folding import fold

OFF_IN_DOCUMENTS = 3
ADDED_IN_DOCUMENTS = 2
_SCHEMA = """
CREATE TABLE IF NOT EXISTS decisions (
    user TEXT NOT NULL, kind TEXT NOT NULL, term_key TEXT NOT NULL, term TEXT NOT NULL,
    category TEXT NOT NULL, language TEXT NOT NULL, document TEXT NOT NULL,
    PRIMARY KEY (user, kind, term_key, language, document));
CREATE TABLE IF NOT EXISTS settled (
    user TEXT NOT NULL, kind TEXT NOT NULL, term_key TEXT NOT NULL, language TEXT NOT NULL,
    PRIMARY KEY (user, kind, term_key, language));
"""
LIST_OF_KIND = {"off": "exclusion", "added": "inclusion"}


def document_key(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _changes(entities: list[Entity]) -> list[tuple[str, str, str]]:
    """(kind, term, category) for each proposal turned off and each entity added by hand."""
    found = []
    for entity in entities:
        variants = [v for v in entity.texts if v.strip()]
        if entity.manual:
            found += [("added", v, entity.category) for v in variants]
        elif not entity.anonymize and \
                anonymize_by_default(entity.category, entity.role, variants, anonymize_professionals=False):
            found += [("off", v, entity.category) for v in variants]
    return found


class DecisionLog:
    def __init__(self, data_dir: Path, user: str | None = None) -> None:
        self.db = Database(Path(data_dir) / "decisions.sqlite3", _SCHEMA)
        self.user = user or getpass.getuser()

    def record(self, entities: list[Entity], document: str, language: str) -> int:
        """Remember the clerk's departures from the defaults in one document; returns how many."""
        rows = [(self.user, kind, fold(term), term, category, language, document)
                for kind, term, category in _changes(entities)]
        with self.db.connect() as db:
            db.executemany("INSERT OR IGNORE INTO decisions VALUES (?, ?, ?, ?, ?, ?, ?)", rows)
        return len(rows)

    def suggestions(self, language: str) -> dict[str, list[dict[str, Any]]]:
        """Terms for the exclusion and inclusion lists, with the number of documents behind each."""
        found: dict[str, list[dict[str, Any]]] = {"exclusion": [], "inclusion": []}
        with self.db.connect() as db:
            for kind, threshold in (("off", OFF_IN_DOCUMENTS), ("added", ADDED_IN_DOCUMENTS)):
                rows = db.execute(
                    "SELECT MIN(term), category, COUNT(DISTINCT document) FROM decisions d WHERE user = ? AND kind = ? "
                    "AND language = ? AND NOT EXISTS (SELECT 1 FROM settled s WHERE s.user = d.user AND "
                    "s.kind = d.kind AND s.term_key = d.term_key AND s.language = d.language) "
                    "GROUP BY term_key HAVING COUNT(DISTINCT document) >= ? ORDER BY 3 DESC, 1",
                    (self.user, kind, language, threshold))
                found[LIST_OF_KIND[kind]] = [{"term": t, "category": c, "documents": n} for t, c, n in rows]
        return found

    def settle(self, list_name: str, term: str, language: str) -> None:
        """A suggestion accepted (or dismissed) is not suggested again."""
        kind = next(k for k, name in LIST_OF_KIND.items() if name == list_name)
        with self.db.connect() as db:
            db.execute("INSERT OR IGNORE INTO settled VALUES (?, ?, ?, ?)", (self.user, kind, fold(term), language))
