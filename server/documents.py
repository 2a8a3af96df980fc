"""Read a decision from disk for the command line: .docx, UTF-8 text, or standard input."""

from __future__ import annotations

import sys
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Callable

from nomen.extract.docx_text import extract_docx

SAMPLE_NAME = "sample-decision.docx"


@dataclass
class LoadedDocument:
    text: str
    part_at: Callable[[int], str]
    docx: bytes | None
    name: str


def sample_path() -> Path:
    """The bundled sample decision (a real ECHR case from the TAB corpus, MIT)."""
    return Path(str(resources.files("nomen.resources").joinpath("samples", SAMPLE_NAME)))


def load_document(path: str | None) -> LoadedDocument:
    """`None` is the bundled sample, "-" standard input; raises DocumentError or OSError."""
    if path == "-":
        return LoadedDocument(sys.stdin.read(), lambda _: "body", None, "<stdin>")
    file = Path(path) if path else sample_path()
    data = file.read_bytes()
    if file.suffix.lower() in (".docx", ".docm", ".doc", ".dotx") or data[:4] == b"PK\x03\x04":
        extracted = extract_docx(data)
        return LoadedDocument(extracted.text, extracted.part_at, data, file.name)
    return LoadedDocument(data.decode("utf-8-sig"), lambda _: "body", None, file.name)
