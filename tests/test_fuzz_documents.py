"""Hostile and broken .docx files at /api/analyze and /api/apply: each gets a clear 4xx, the
server stays up, and nothing hangs. Built from the real sample decision (a TAB case)."""

from __future__ import annotations

import base64
import io
import time
import zipfile

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.conftest import ROOT
from tests.fuzzing import EXAMPLES, LONG, assert_handled

SAMPLE = (ROOT / "resources" / "samples" / "sample-decision.docx").read_bytes()


def _post(client, data: bytes, path: str = "/api/analyze"):
    return client.post(path, json={"docx_base64": base64.b64encode(data).decode()})


def _with_part(name: str, content: bytes, base: bytes = SAMPLE) -> bytes:
    """The sample with one part replaced (or added)."""
    out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(base)) as source, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as target:
        for info in source.infolist():
            if info.filename != name:
                target.writestr(info, source.read(info))
        target.writestr(name, content)
    return out.getvalue()


BILLION_LAUGHS = (b'<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">'
                  + b"".join(b'<!ENTITY lol%d "%s">' % (n, b"&lol%d;" % (n - 1) * 10 if n > 1 else b"&lol;" * 10)
                             for n in range(1, 10))
                  + b']><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">'
                  b"<w:body><w:p><w:r><w:t>&lol9;</w:t></w:r></w:p></w:body></w:document>")
XXE = (b'<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]>'
       b'<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">'
       b"<w:body><w:p><w:r><w:t>&x;</w:t></w:r></w:p></w:body></w:document>")
DEEP = (b'<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">'
        + b"<w:body>" + b"<w:sdt><w:sdtContent>" * 5000 + b"</w:sdtContent></w:sdt>" * 5000 + b"</w:body></w:document>")


def _zip_bomb() -> bytes:
    """One entry of 300 MB of zeros, about 300 KB compressed."""
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("[Content_Types].xml", b"<Types/>")
        with archive.open("word/document.xml", "w", force_zip64=True) as entry:
            chunk = bytes(1024 * 1024)
            for _ in range(300):
                entry.write(chunk)
    return out.getvalue()


def _many_entries(count: int = 6000) -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_STORED) as archive:
        for number in range(count):
            archive.writestr(f"word/media/x{number}.bin", b"x")
    return out.getvalue()


HOSTILE = {
    "billion laughs in the body": (_with_part("word/document.xml", BILLION_LAUGHS), 422, ".docx"),
    "external entity in a header": (_with_part("word/header1.xml", XXE), 422, "DTD"),
    "external entity in the properties": (_with_part("docProps/core.xml", XXE), 422, "DTD"),
    "deeply nested XML": (_with_part("word/document.xml", DEEP), 422, "not valid XML"),
    "a zip bomb": (_zip_bomb(), 413, ""),
    "too many entries": (_many_entries(), 413, ""),
    "a truncated zip": (SAMPLE[: len(SAMPLE) // 3], 422, "damaged"),
    "an encrypted file": (b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + b"\0" * 512 + "EncryptedPackage".encode("utf-16-le"),
                          415, "password"),
    "a .doc": (b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + b"\0" * 1024, 415, ".doc"),
    "a PDF": (b"%PDF-1.7 not a decision", 415, "PDF"),
}


@pytest.mark.parametrize("name", list(HOSTILE))
@pytest.mark.parametrize("path", ["/api/analyze", "/api/apply"])
def test_hostile_documents_are_refused_clearly(client, name, path):
    data, status, words = HOSTILE[name]
    started = time.monotonic()
    answer = _post(client, data, path)
    assert answer.status_code == status, answer.get_json()
    assert words in answer.get_json()["error"]
    assert time.monotonic() - started < 30
    assert client.get("/api/health").get_json() == {"status": "ok"}


@settings(max_examples=EXAMPLES * 2, deadline=None, suppress_health_check=list(HealthCheck))
@given(cut=st.integers(min_value=0, max_value=len(SAMPLE)), junk=st.binary(max_size=64))
def test_truncated_and_corrupted_samples(app, cut, junk):
    client = app.test_client()
    assert_handled(_post(client, SAMPLE[:cut] + junk))


@settings(max_examples=EXAMPLES * 2, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.binary(max_size=2048))
def test_random_bytes_named_docx(app, data):
    client = app.test_client()
    answer = client.post("/api/apply", data={"file": (io.BytesIO(data), "decision.docx")},
                         content_type="multipart/form-data")
    assert_handled(answer)
    assert answer.status_code >= 400


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck))
@given(offset=st.integers(min_value=0, max_value=4000), flip=st.integers(min_value=1, max_value=255))
def test_flipped_bytes_inside_the_zip(app, offset, flip):
    data = bytearray(SAMPLE)
    data[offset % len(data)] ^= flip
    assert_handled(_post(app.test_client(), bytes(data)))


def _pages(count: int) -> bytes:
    """A decision of `count` pages (about 500 words a page) from the real TAB cases."""
    import docx

    from bench.corpus import decision_of

    document = docx.Document()
    for paragraph in decision_of(count * 500).split("\n"):
        document.add_paragraph(paragraph)
    buffer = io.BytesIO()
    document.save(buffer)
    return buffer.getvalue()


def test_a_long_document_ends_within_the_time_budget(tmp_path):
    """1,000 pages in the long run; in CI, 40 pages against a tiny budget prove the cut works."""
    from nomen.app import create_app

    budget = 120 if LONG else 0.5
    app = create_app({"NOMEN_CONFIG_DIR": tmp_path / "c", "NOMEN_DATA_DIR": tmp_path / "d",
                      "NOMEN_REQUEST_SECONDS": budget})
    client = app.test_client()
    started = time.monotonic()
    answer = _post(client, _pages(1000 if LONG else 40))
    assert answer.status_code in (200, 413)
    if answer.status_code == 413:
        assert "too long to analyse" in answer.get_json()["error"]
    assert time.monotonic() - started < budget + 30
    assert client.get("/api/health").get_json() == {"status": "ok"}
