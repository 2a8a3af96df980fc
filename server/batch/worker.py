"""The per-document function, run in worker processes (each loads the models once) or on a cluster."""

from __future__ import annotations

import os
import time
from dataclasses import asdict, dataclass
from pathlib import Path

from nomen import documents, pipeline
from nomen.batch.jobs import Document, Unit
from nomen.cases import CaseStore
from nomen.engine import Engine
from nomen.model import AnalyzeOptions
from nomen.extract.package import DocumentError
from nomen.lists import ListStore
from nomen.pipeline import CaseMemory

_engine: Engine | None = None
_cases: CaseStore | None = None


@dataclass
class Row:
    """One line of report.csv (the README's "Batch and archives" says what each column counts)."""

    file: str
    entities: int = 0      # people and things replaced
    replacements: int = 0  # occurrences replaced
    residual: int = 0      # names the leak audit found left in the output
    unchecked: int = 0     # pictures and objects the audit cannot read
    seconds: float = 0.0
    error: str = ""
    skipped: bool = False

    def as_dict(self) -> dict:
        return asdict(self)


def init_worker(config_dir: str, data_dir: str) -> None:
    """Load what every document needs once per process (the spaCy models load on first use)."""
    global _engine, _cases
    _engine = Engine(ListStore(Path(config_dir)))
    _cases = CaseStore(Path(data_dir))


def _write_atomically(target: Path, data: bytes) -> None:
    """Write beside the target and rename: a target that exists is always complete (resume)."""
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_name(f".{target.name}.partial")
    partial.write_bytes(data)
    os.replace(partial, target)


def process_document(document: Document, case_id: str | None, options: AnalyzeOptions) -> Row:
    """Anonymize one file with the analyser's proposals; a failure is reported in the row, never raised."""
    assert _engine is not None and _cases is not None, "init_worker first"
    started = time.perf_counter()
    row = Row(document.name)
    case = CaseMemory(_cases, case_id) if case_id else None
    try:
        loaded = documents.load(document.source.read_bytes(), document.source.name)
        if loaded.docx is not None:
            result = pipeline.anonymize(_engine, loaded, options=options, case=case)
            _write_atomically(document.target, result.document)
            row.replacements = sum(r["count"] for r in result.replacements)
            row.entities = len({r["replacement"] for r in result.replacements})
            row.residual = len(result.residual)
            row.unchecked = len(result.unchecked)
        else:
            text = pipeline.anonymize_text(_engine, loaded, options, case)
            _write_atomically(document.target, text.text.encode("utf-8"))
            row.entities, row.replacements, row.residual = text.entities, text.replacements, len(text.residual)
    except (DocumentError, OSError, ValueError) as err:
        row.error = f"{type(err).__name__}: {err}"
    row.seconds = round(time.perf_counter() - started, 3)
    return row


def process_unit(unit: Unit, options: AnalyzeOptions) -> list[Row]:
    """A case's documents in order (they share its table), skipping those already done."""
    rows = []
    for document in unit.documents:
        if document.target.exists():
            rows.append(Row(document.name, skipped=True))
            continue
        rows.append(process_document(document, unit.case_id, options))
    return rows
