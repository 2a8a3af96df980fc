"""What a batch has to do: the documents of an input folder, grouped into cases.

A sub-folder is a case (its documents share a pseudonym table) and is one unit of
work, so that its documents are done in order by one worker; a document at the top
level is a unit of its own.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

SUFFIXES = (".docx", ".txt")


@dataclass(frozen=True)
class Document:
    source: Path
    target: Path
    name: str  # the path relative to the input folder, as the report shows it


@dataclass(frozen=True)
class Unit:
    case_id: str | None
    documents: tuple[Document, ...]


def target_of(source: Path, in_dir: Path, out_dir: Path) -> Path:
    return out_dir / source.relative_to(in_dir)


def plan(in_dir: Path, out_dir: Path) -> list[Unit]:
    """Every .docx and .txt below `in_dir`, in a stable order; Word's lock files (~$x.docx) left out."""
    documents: dict[str | None, list[Document]] = {}
    for source in sorted(in_dir.rglob("*")):
        if not source.is_file() or source.suffix.lower() not in SUFFIXES or source.name.startswith("~$"):
            continue
        relative = source.relative_to(in_dir)
        case = relative.parts[0] if len(relative.parts) > 1 else None
        documents.setdefault(case, []).append(Document(source, target_of(source, in_dir, out_dir), relative.as_posix()))
    units = [Unit(None, (doc,)) for doc in documents.pop(None, [])]
    return units + [Unit(case, tuple(docs)) for case, docs in sorted(documents.items())]
