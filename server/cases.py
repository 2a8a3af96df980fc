"""Case memory: the documents of one case share a pseudonym table.

The judgment, the appeal and the order of a case must call each person by the same
initials, and two people by different ones. A person the case already knows (matched
by the same fuzzy grouping the analyser uses) keeps the replacement it was given; a
newcomer whose initials are taken gets the next number ("S.R.2").
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path
from typing import Any

import regex

from nomen import categories
from nomen.grouping.cluster import group_forms
from nomen.model import Entity, Variant
from nomen.names.forms import parse_name
from nomen.storage import Database
from nomen.names.folding import fold

CASE_ID = regex.compile(r"^[\w.\-]{1,100}$")
_SCHEMA = """
CREATE TABLE IF NOT EXISTS cases (id TEXT PRIMARY KEY, created TEXT NOT NULL, updated TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS people (
    case_id TEXT NOT NULL REFERENCES cases(id) ON DELETE CASCADE, person INTEGER NOT NULL,
    category TEXT NOT NULL, replacement TEXT NOT NULL, PRIMARY KEY (case_id, person));
CREATE TABLE IF NOT EXISTS variants (
    case_id TEXT NOT NULL, person INTEGER NOT NULL, variant TEXT NOT NULL,
    PRIMARY KEY (case_id, person, variant),
    FOREIGN KEY (case_id, person) REFERENCES people(case_id, person) ON DELETE CASCADE);
"""


class UnknownCase(KeyError):
    pass


def check_case_id(case_id: Any) -> str:
    if not isinstance(case_id, str) or not CASE_ID.match(case_id):
        raise ValueError("a case id is 1 to 100 letters, digits, dots, dashes or underscores")
    return case_id


def _now() -> str:
    return dt.datetime.now(dt.timezone.utc).isoformat(timespec="seconds")


class CaseStore:
    def __init__(self, data_dir: Path) -> None:
        self.db = Database(Path(data_dir) / "cases.sqlite3", _SCHEMA)

    def list(self) -> list[dict[str, Any]]:
        with self.db.connect() as db:
            rows = db.execute("SELECT c.id, c.created, c.updated, COUNT(p.person) FROM cases c "
                              "LEFT JOIN people p ON p.case_id = c.id GROUP BY c.id ORDER BY c.updated DESC")
            return [{"id": r[0], "created": r[1], "updated": r[2], "people": r[3]} for r in rows]

    def show(self, case_id: str) -> dict[str, Any]:
        with self.db.connect() as db:
            case = db.execute("SELECT created, updated FROM cases WHERE id = ?", (case_id,)).fetchone()
            if case is None:
                raise UnknownCase(case_id)
            people = _people(db, case_id)
        return {"id": case_id, "created": case[0], "updated": case[1],
                "people": [{"category": p["category"], "replacement": p["replacement"], "variants": p["variants"]}
                           for p in people]}

    def forget(self, case_id: str) -> None:
        with self.db.connect() as db:
            if db.execute("DELETE FROM cases WHERE id = ?", (case_id,)).rowcount == 0:
                raise UnknownCase(case_id)
            db.execute("DELETE FROM variants WHERE case_id = ?", (case_id,))

    def reconcile(self, case_id: str, entities: list[Entity], titles: frozenset[str],
                  save: bool = True, edited: bool = False) -> list[Entity]:
        """Give each entity the replacement its person has in the case (or a fresh, unused one).

        With `save`, the case learns the document's people (applying saves, analysing does
        not). With `edited`, the entities are the clerk's decisions: a replacement the clerk
        changed becomes the person's replacement for the whole case.
        """
        with self.db.connect() as db:
            known = _people(db, case_id)
            taken = {p["replacement"] for p in known}
            for entity in entities:
                if entity.category not in categories.NAME_LIKE or not entity.variants:
                    continue
                texts = entity.texts
                person = _same_person(texts, [p for p in known if p["category"] == entity.category], titles)
                if person is not None:
                    if edited and entity.replacement and entity.replacement != person["replacement"] \
                            and entity.replacement not in taken:
                        taken.discard(person["replacement"])
                        person["replacement"] = entity.replacement
                        taken.add(person["replacement"])
                    entity.replacement, entity.collision = person["replacement"], False
                    if save:  # what the case knows of the person is replaced in this document too
                        entity.variants += [Variant(v) for v in person["variants"] if v not in texts]
                    person["variants"] = sorted(set(person["variants"]) | set(texts))
                    person["dirty"] = True
                    continue
                entity.replacement = _unused(entity.replacement or "[…]", taken, entity)
                taken.add(entity.replacement)
                known.append({"person": len(known) + 1, "category": entity.category, "dirty": True,
                              "replacement": entity.replacement, "variants": sorted(set(texts))})
            if save:
                _save(db, case_id, known)
        return entities


def _people(db, case_id: str) -> list[dict[str, Any]]:
    people = {row[0]: {"person": row[0], "category": row[1], "replacement": row[2], "variants": []}
              for row in db.execute("SELECT person, category, replacement FROM people WHERE case_id = ? "
                                    "ORDER BY person", (case_id,))}
    for person, variant in db.execute("SELECT person, variant FROM variants WHERE case_id = ?", (case_id,)):
        people[person]["variants"].append(variant)
    return list(people.values())


def _same_person(texts: list[str], known: list[dict[str, Any]], titles: frozenset[str]) -> dict[str, Any] | None:
    """The known person these variants name: the same folded text first, else the analyser's grouping."""
    folded = {fold(t) for t in texts}
    for person in known:
        if folded & {fold(v) for v in person["variants"]}:
            return person
    if not known:
        return None
    forms = list(dict.fromkeys(parse_name(t, titles) for person in known for t in person["variants"]))
    mine = list(dict.fromkeys(parse_name(t, titles) for t in texts))
    labels = group_forms(forms + mine).labels
    owner = {label: person for person in known for form, label in zip(forms, labels)
             if form in {parse_name(v, titles) for v in person["variants"]}}
    mine_labels = {labels[len(forms) + i] for i in range(len(mine))}
    matches = {id(owner[label]): owner[label] for label in mine_labels if label in owner}
    return next(iter(matches.values())) if len(matches) == 1 else None


def _unused(replacement: str, taken: set[str], entity: Entity) -> str:
    """The proposal, or, when another person of the case has it, the next numbered form of it
    (people only: "R[…]" for two organisations says nothing about either)."""
    if replacement not in taken or entity.category != categories.PERSON:
        return replacement
    base = regex.sub(r"\d+$", "", replacement)
    number = 2
    while f"{base}{number}" in taken:
        number += 1
    entity.collision = True
    return f"{base}{number}"


def _save(db, case_id: str, people: list[dict[str, Any]]) -> None:
    now = _now()
    db.execute("INSERT INTO cases (id, created, updated) VALUES (?, ?, ?) "
               "ON CONFLICT(id) DO UPDATE SET updated = excluded.updated", (case_id, now, now))
    for person in people:
        if not person.get("dirty"):
            continue
        db.execute("INSERT INTO people (case_id, person, category, replacement) VALUES (?, ?, ?, ?) "
                   "ON CONFLICT(case_id, person) DO UPDATE SET replacement = excluded.replacement",
                   (case_id, person["person"], person["category"], person["replacement"]))
        db.executemany("INSERT OR IGNORE INTO variants (case_id, person, variant) VALUES (?, ?, ?)",
                       [(case_id, person["person"], v) for v in person["variants"]])
