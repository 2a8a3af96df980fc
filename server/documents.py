"""A decision as Nomen reads it, from bytes (the API, batch) or from disk (the command line): .docx,
UTF-8 text, or standard input. Apart from the pipeline, so that a command reads its document, and
hands it to the NER helper, before the rules are imported."""

from __future__ import annotations

import sys
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Callable

from nomen.extract.docx_text import extract_docx
from nomen.extract.package import DocumentError

_ZIP_MAGIC = b"PK\x03\x04"
_OLE_MAGIC = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"
_WORD_EXTENSIONS = (".docx", ".docm", ".dotx", ".doc")


class NotText(DocumentError):
    """Neither a Word document nor UTF-8 text."""

    status = 415


@dataclass(frozen=True)
class Document:
    """A decision as Nomen reads it: its text, the story each offset came from, the .docx bytes
    when there were any, and a name for messages."""

    text: str
    part_at: Callable[[int], str] = field(default=lambda _: "body")
    docx: bytes | None = None
    name: str = "<text>"


def is_word_file(data: bytes, name: str = "") -> bool:
    """The one format check: a Word file by its first bytes or its name (the package reader then
    explains a .doc, an encrypted or a macro-enabled file); anything else is read as text."""
    return data.startswith((_ZIP_MAGIC, _OLE_MAGIC)) or name.lower().endswith(_WORD_EXTENSIONS)


def load(data: bytes, name: str = "") -> Document:
    """A .docx or UTF-8 text (see `is_word_file`); raises DocumentError, with the HTTP status to
    answer, for anything else."""
    if is_word_file(data, name):
        extracted = extract_docx(data)
        return Document(extracted.text, extracted.part_at, data, name or "<document>")
    try:
        return Document(data.decode("utf-8-sig"), name=name or "<text>")
    except UnicodeDecodeError:
        raise NotText(f"{name or 'this file'} is neither a .docx nor UTF-8 text") from None


def from_text(text: str, name: str = "<text>") -> Document:
    return Document(text, name=name)


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
