"""Run several systems over gold corpora and collect their reports (backs `nomen evaluate`)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from nomen.evaluation.gold import GoldDocument, read_gold
from nomen.evaluation.scoring import evaluate
from nomen.evaluation.systems import System


def compare(documents: list[GoldDocument], systems: list[System]) -> dict[str, dict[str, Any] | None]:
    """Each system's report over the documents it can read (None when it reads none of them)."""
    reports: dict[str, dict[str, Any] | None] = {}
    for system in systems:
        readable = [d for d in documents if system.runs_on(d.language)]
        reports[system.name] = evaluate(readable, system.predict, system.cluster).as_dict() if readable else None
    return reports


def compare_files(paths: list[Path], systems: list[System]) -> dict[str, tuple[int, dict[str, dict[str, Any] | None]]]:
    """One section per gold file: its document count and every system's report."""
    sections = {}
    for path in paths:
        documents = read_gold(path)
        sections[path.name] = (len(documents), compare(documents, systems))
    return sections
