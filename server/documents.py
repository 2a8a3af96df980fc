"""Read a decision from disk for the command line: .docx, UTF-8 text, or standard input."""

from __future__ import annotations

import sys
from importlib import resources
from pathlib import Path

from nomen.pipeline import Document, from_text, load

SAMPLE_NAME = "sample-decision.docx"


def sample_path() -> Path:
    """The bundled sample decision (a real ECHR case from the TAB corpus, MIT)."""
    return Path(str(resources.files("nomen.resources").joinpath("samples", SAMPLE_NAME)))


def load_document(path: str | None) -> Document:
    """`None` is the bundled sample, "-" standard input; raises DocumentError or OSError."""
    if path == "-":
        return from_text(sys.stdin.read(), "<stdin>")
    file = Path(path) if path else sample_path()
    return load(file.read_bytes(), file.name)
