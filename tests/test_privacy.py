"""Privacy of the local server: documents stay in memory, nothing of them reaches disk or logs,
what is stored is the user's alone, and the optional install token keeps other programs out."""

from __future__ import annotations

import base64
import io
import os

import docx
import pytest

from nomen.names.folding import fold
from bench.server_process import client_tls, post_json, served, server_folders

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
    folders = server_folders(tmp_path)
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


def _open_files(pid: int) -> list[str]:
    """The regular files a process holds open (a spooled body shows as /tmp/… (deleted))."""
    found = []
    for fd in os.listdir(f"/proc/{pid}/fd"):
        try:
            target = os.readlink(f"/proc/{pid}/fd/{fd}")
        except OSError:
            continue
        if target.startswith("/") and not target.startswith(("/dev/", "/proc/")):
            found.append(f"/proc/{pid}/fd/{fd}")
    return found


def _multipart(field: str, filename: str, content: bytes) -> tuple[bytes, str]:
    boundary = "nomen-test-boundary"
    body = (f"--{boundary}\r\nContent-Disposition: form-data; name=\"{field}\"; filename=\"{filename}\"\r\n"
            f"Content-Type: text/plain\r\n\r\n").encode() + content + f"\r\n--{boundary}--\r\n".encode()
    return body, f"multipart/form-data; boundary={boundary}"


@pytest.mark.parametrize("https", [False, True], ids=["http", "https"])
def test_large_bodies_stay_in_memory_while_they_arrive_and_after(tmp_path, https):
    """A 1.2 MB decision sent as JSON or as an uploaded file is never spooled to a file, over HTTP
    (waitress) or HTTPS (hypercorn): none of the server's open files holds it while the body
    arrives, and its temp folder holds none after."""
    import json
    import socket
    import time

    folders = server_folders(tmp_path)
    text = (f"The applicant, Mr {MARKER}, complained. " + "The court considered the evidence. " * 35_000)
    json_body = json.dumps({"text": text}).encode()
    upload, upload_type = _multipart("file", "decision.txt", text.encode())
    with served(*folders, https=https) as (url, process):
        port = int(url.rsplit(":", 1)[1])
        for body, content_type in ((json_body, "application/json"), (upload, upload_type)):
            assert len(body) > 1_200_000
            connection = socket.create_connection(("127.0.0.1", port), timeout=120)
            if https:
                connection = client_tls(url).wrap_socket(connection, server_hostname="localhost")
            with connection:
                connection.sendall(f"POST /api/analyze HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: {content_type}\r\n"
                                   f"Content-Length: {len(body)}\r\nConnection: close\r\n\r\n".encode())
                connection.sendall(body[:-1000])
                time.sleep(1.0)  # the server has read all but the end of the body
                holding = [path for path in _open_files(process.pid)
                           if MARKER.encode() in open(path, "rb").read()]  # noqa: SIM115
                connection.sendall(body[-1000:])
                answer = b""
                while chunk := connection.recv(65536):
                    answer += chunk
            assert holding == [], holding
            assert answer.startswith(b"HTTP/1.1 200"), answer[:200]
    assert _files_mentioning(folders[2], [MARKER.encode()]) == []


def test_an_uploaded_file_is_parsed_in_memory_where_werkzeug_would_spool_it(app):
    """Werkzeug writes a file part over 500 KB to a temporary file; the app's request keeps it in
    memory (and the stock request, as the check's control, would not)."""
    from flask import Request, request

    content = f"Mr {MARKER}. ".encode() * 40_000
    body, content_type = _multipart("file", "decision.txt", content)
    environ = {"CONTENT_TYPE": content_type, "CONTENT_LENGTH": str(len(body))}
    with app.test_request_context("/api/analyze", method="POST", data=body, environ_overrides=environ):
        stream = request.files["file"].stream
        assert isinstance(stream, io.BytesIO) and stream.getvalue() == content
    stock = Request.from_values("/api/analyze", method="POST", input_stream=io.BytesIO(body),
                                content_length=len(body), content_type=content_type)
    assert not isinstance(stock.files["file"].stream, io.BytesIO)
