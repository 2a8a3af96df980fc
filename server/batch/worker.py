"""The per-document function, run in worker processes (each loads the models once) or on a cluster."""

from __future__ import annotations

import os
import time
from dataclasses import asdict, dataclass
from pathlib import Path

from nomen.apply.anonymize import CaseMemory, anonymize_docx
from nomen.apply.decisions import terms_from_entities
from nomen.apply.leak_check import audit_terms, find_text_residuals
from nomen.apply.matcher import TermMatcher, needs_tolerance
from nomen.batch.jobs import Document, Unit
from nomen.cases import CaseStore
from nomen.engine import AnalyzeOptions, Engine
from nomen.extract.package import DocumentError
from nomen.lists import ListStore

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


def _anonymize_text(text: str, engine: Engine, options: AnalyzeOptions,
                    case: CaseMemory | None) -> tuple[str, int, int, int]:
    """The anonymized text, entities and occurrences replaced, and what the leak audit finds left."""
    result = engine.analyze(text, options)
    titles = engine.list_store.lists_for(result["language"]).folded_titles
    if case is not None:
        case.store.reconcile(case.case_id, result["entities"], titles)
    matcher = TermMatcher(terms_from_entities(result["entities"], titles), needs_tolerance(text.encode("utf-8")))
    replaced, used = matcher.replace(text)
    residual = find_text_residuals(replaced, audit_terms(result["entities"], titles, text))
    return replaced, len({term.replacement for term in used}), len(used), len(residual)


def process_document(document: Document, case_id: str | None, style: str) -> Row:
    """Anonymize one file with the defaults; a failure is reported in the row, never raised."""
    assert _engine is not None and _cases is not None, "init_worker first"
    started = time.perf_counter()
    row = Row(document.name)
    case = CaseMemory(_cases, case_id) if case_id else None
    options = AnalyzeOptions(style=style)
    try:
        data = document.source.read_bytes()
        if document.source.suffix.lower() == ".docx":
            result = anonymize_docx(data, _engine, options=options, case=case)
            _write_atomically(document.target, result.document)
            row.replacements = sum(r["count"] for r in result.replacements)
            row.entities = len({r["replacement"] for r in result.replacements})
            row.residual = len(result.residual)
            row.unchecked = len(result.unchecked)
        else:
            text, row.entities, row.replacements, row.residual = _anonymize_text(data.decode("utf-8-sig"), _engine,
                                                                                options, case)
            _write_atomically(document.target, text.encode("utf-8"))
    except (DocumentError, UnicodeDecodeError, OSError, ValueError) as err:
        row.error = f"{type(err).__name__}: {err}"
    row.seconds = round(time.perf_counter() - started, 3)
    return row


def process_unit(unit: Unit, style: str) -> list[Row]:
    """A case's documents in order (they share its table), skipping those already done."""
    rows = []
    for document in unit.documents:
        if document.target.exists():
            rows.append(Row(document.name, skipped=True))
            continue
        rows.append(process_document(document, unit.case_id, style))
    return rows
