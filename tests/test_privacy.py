"""Privacy of the local server: documents stay in memory, nothing of them reaches disk or logs,
what is stored is the user's alone, and the optional install token keeps other programs out."""

from __future__ import annotations

import base64
import io
import os

import docx

from nomen.names.folding import fold
from bench.server_process import post_json, served

MARKER = "Quintilian Zebedee Marchbanks-Oyelaran"


def _docx_with_marker() -> str:
    document = docx.Document()
    document.add_paragraph(f"The applicant, Mr {MARKER}, was born on 3 March 1971 in Leeds.")
    document.add_paragraph(f"Mr {MARKER.split()[-1]} wrote to q.marchbanks@example.org.")
    document.core_properties.author = MARKER
    buffer = io.BytesIO()
    document.save(buffer)
    return base64.b64encode(buffer.getvalue()).decode()


def _files_mentioning(folder, needles) -> list[str]:
    found = []
    for root, _, names in os.walk(folder):
        for name in names:
            path = os.path.join(root, name)
            content = open(path, "rb").read()  # noqa: SIM115 - small test files
            text = fold(content.decode("utf-8", errors="ignore"))
            if any(n in content or fold(n.decode()) in text for n in needles):
                found.append(path)
    return found


def test_no_trace_of_a_document_in_files_or_logs(tmp_path):
    folders = [tmp_path / name for name in ("config", "data", "temp")]
    for folder in folders:
        folder.mkdir()
    with served(*folders) as (url, process):
        document = _docx_with_marker()
        status, analysed = post_json(f"{url}/api/analyze", {"docx_base64": document})
        assert status == 200 and any(MARKER in v["text"] for e in analysed["entities"] for v in e["variants"])
        status, _ = post_json(f"{url}/api/analyze", {"text": f"Mr {MARKER} appealed."})
        assert status == 200
        status, applied = post_json(f"{url}/api/apply", {"docx_base64": document})
        assert status == 200 and applied["report"]["residual"] == []
        status, refused = post_json(f"{url}/api/apply", {"docx_base64": document, "entities": [{"x": MARKER}]})
        assert status == 400 and MARKER not in refused["error"]
    log = process.stdout.read()
    needles = [MARKER.encode(), b"Marchbanks", b"q.marchbanks@example.org"]
    assert not any(n in log for n in needles)
    for folder in folders:
        assert _files_mentioning(folder, needles) == [], folder


def test_files_the_server_writes_are_the_users_alone(tmp_path, client, app):
    client.put("/api/lists/exclusion?language=fr", json={"terms": ["Cour de cassation"]})
    written = [path for root in (app.config["NOMEN_CONFIG_DIR"], app.config["NOMEN_DATA_DIR"])
               for path in root.rglob("*") if path.is_file()]
    assert written
    assert all(path.stat().st_mode & 0o077 == 0 for path in written), written


def test_the_install_token_keeps_other_programs_out(tmp_path):
    from nomen.app import create_app

    app = create_app({"NOMEN_CONFIG_DIR": tmp_path / "c", "NOMEN_DATA_DIR": tmp_path / "d",
                      "NOMEN_REQUIRE_TOKEN": True})
    client = app.test_client()
    token = (tmp_path / "c" / "token").read_text().strip()
    assert (tmp_path / "c" / "token").stat().st_mode & 0o777 == 0o600
    assert client.get("/api/health").status_code == 200
    refused = client.post("/api/analyze", json={"text": "Mr Samuel Roy"})
    assert refused.status_code == 401 and "X-Nomen-Token" in refused.get_json()["error"]
    assert client.post("/api/analyze", json={"text": "Mr Samuel Roy"}, headers={"X-Nomen-Token": "wrong"}).status_code == 401
    assert client.post("/api/analyze", json={"text": "Mr Samuel Roy"},
                       headers={"X-Nomen-Token": token}).status_code == 200
    page = client.get("/taskpane.html")
    assert f'<meta name="nomen-token" content="{token}">'.encode() in page.data
    assert page.headers["Cache-Control"] == "no-store"
