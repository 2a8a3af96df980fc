"""Every real-world .docx of ../shared/corpora/docx survives analyze + apply with the defaults.

The outputs must open in python-docx (whenever the original does: python-docx cannot read
Strict OOXML at all) and convert to PDF in LibreOffice headless, in one soffice run.
"""

from __future__ import annotations

import io
import os
import shutil
import subprocess

import docx
import pytest

from nomen.documents import load
from nomen.pipeline import anonymize
from tests.conftest import DOCX_CORPUS
from tests.docx_factory import build_tricky_docx

CORPUS = sorted(DOCX_CORPUS.glob("*.docx"))


def _opens_in_python_docx(data: bytes) -> bool:
    try:
        docx.Document(io.BytesIO(data))
    except Exception:  # noqa: BLE001 - any failure to open counts
        return False
    return True


@pytest.fixture(scope="module")
def outputs(engine, tmp_path_factory):
    folder = tmp_path_factory.mktemp("anonymized")
    written = {}
    for path in CORPUS:
        original = path.read_bytes()
        result = anonymize(engine, load(original))
        written[path.name] = (original, result)
        (folder / path.name).write_bytes(result.document)
    tricky = build_tricky_docx()
    written["tricky.docx"] = (tricky, anonymize(engine, load(tricky)))
    (folder / "tricky.docx").write_bytes(written["tricky.docx"][1].document)
    return folder, written


def test_the_corpus_is_there():
    assert len(CORPUS) >= 60


def test_every_output_opens_where_the_original_does_and_leaks_nothing(outputs):
    _, written = outputs
    for name, (original, result) in written.items():
        if _opens_in_python_docx(original):
            assert _opens_in_python_docx(result.document), name
        assert result.residual == [], name


def test_every_output_converts_in_libreoffice(outputs, tmp_path):
    folder, written = outputs
    soffice = shutil.which("soffice") or shutil.which("libreoffice")
    assert soffice, "LibreOffice is missing: `make test` installs libreoffice-writer-nogui"
    pdfs = tmp_path / "pdf"
    profile = tmp_path / "profile"
    command = [soffice, "--headless", "--norestore", f"-env:UserInstallation=file://{profile}",
               "--convert-to", "pdf", "--outdir", str(pdfs), *sorted(str(folder / n) for n in written)]
    subprocess.run(command, check=True, timeout=900, capture_output=True, env={**os.environ, "HOME": str(tmp_path)})
    missing = [n for n in written if not (pdfs / n.replace(".docx", ".pdf")).is_file()]
    assert missing == []
    assert all((pdfs / n.replace(".docx", ".pdf")).stat().st_size > 0 for n in written)
