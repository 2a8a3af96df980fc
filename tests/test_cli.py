"""The `nomen` command line, run as a real subprocess like a clerk or a script would."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import entity_of

NOMEN = [sys.executable, "-m", "nomen.cli"]


def run(args, stdin=None, tmp_path=None):
    env = dict(os.environ)
    if tmp_path is not None:
        env["NOMEN_CONFIG_DIR"] = str(tmp_path)
    return subprocess.run(NOMEN + args, input=stdin, capture_output=True, text=True, env=env, timeout=300,
                          cwd=Path(__file__).resolve().parents[1])


def test_analyze_without_file_uses_the_bundled_sample(tmp_path):
    done = run(["analyze"], tmp_path=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "sample-decision.docx" in done.stdout
    header = next(line for line in done.stdout.splitlines() if line.startswith("On"))
    for column in ("Count", "Term and variants", "Replacement", "Category", "Role"):
        assert column in header
    assert "Roy H.W. Johnston" in done.stdout and "R.H.W.J." in done.stdout
    assert "[x]" in done.stdout and "[ ]" in done.stdout


def test_analyze_json_from_standard_input(tmp_path):
    text = "Le requérant, M. Jean Dupont, est représenté par Me Claire Martin, avocate."
    done = run(["analyze", "-", "--json", "--style", "letters"], stdin=text, tmp_path=tmp_path)
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert result["language"] == "fr"
    assert entity_of(result, "M. Jean Dupont")["replacement"] == "AA"
    assert entity_of(result, "Me Claire Martin")["role"] == "counsel"


@pytest.mark.parametrize("content, words", [
    (b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes(1000), ".doc"),
    (b"PK\x03\x04 truncated zip", ""),
])
def test_bad_files_give_a_message_and_a_nonzero_exit(tmp_path, content, words):
    bad = tmp_path / "decision.docx"
    bad.write_bytes(content)
    done = run(["analyze", str(bad)], tmp_path=tmp_path)
    assert done.returncode != 0
    assert "Error:" in done.stderr and words in done.stderr
    assert "Traceback" not in done.stderr


def test_missing_file_and_non_utf8_text(tmp_path):
    done = run(["analyze", str(tmp_path / "nowhere.txt")], tmp_path=tmp_path)
    assert done.returncode == 2 and "no such file" in done.stderr
    latin = tmp_path / "latin1.txt"
    latin.write_bytes("Décision de M. Dupont".encode("latin-1"))
    done = run(["analyze", str(latin)], tmp_path=tmp_path)
    assert done.returncode != 0 and "UTF-8" in done.stderr


def test_anonymize_a_text_gives_a_text_and_never_overwrites_without_force(tmp_path):
    """The same pipeline as for a .docx: the proposals applied, the output audited; an existing
    output is kept unless --force says otherwise."""
    source = tmp_path / "decision.txt"
    source.write_text("The applicant, Mr Kemal Arıkan, lives in Izmir. Mr Arıkan complained.", encoding="utf-8")
    out = tmp_path / "out.txt"
    done = run(["anonymize", str(source), "--out", str(out), "--language", "en", "--strict"], tmp_path=tmp_path)
    assert done.returncode == 0, done.stderr
    written = out.read_text(encoding="utf-8")
    assert "Arıkan" not in written and "K.A." in written
    again = run(["anonymize", str(source), "--out", str(out)], tmp_path=tmp_path)
    assert again.returncode == 2 and "--force" in again.stderr and out.read_text(encoding="utf-8") == written
    forced = run(["anonymize", str(source), "--out", str(out), "--force", "--style", "letters"], tmp_path=tmp_path)
    assert forced.returncode == 0 and "AA" in out.read_text(encoding="utf-8")


def test_professionals_are_an_option_of_anonymize_and_batch(tmp_path):
    source = tmp_path / "cases" / "decision.txt"
    source.parent.mkdir()
    source.write_text("The applicant, Mr Kemal Arıkan, was represented by Mr John Carter, a lawyer practising "
                      "in London.", encoding="utf-8")
    kept = run(["anonymize", str(source), "--out", str(tmp_path / "kept.txt"), "--language", "en"], tmp_path=tmp_path)
    assert kept.returncode == 0 and "John Carter" in (tmp_path / "kept.txt").read_text(encoding="utf-8")
    out = tmp_path / "all.txt"
    done = run(["anonymize", str(source), "--out", str(out), "--professionals", "--language", "en"], tmp_path=tmp_path)
    assert done.returncode == 0 and "John Carter" not in out.read_text(encoding="utf-8")
    batch = run(["batch", str(source.parent), str(tmp_path / "batch"), "--workers", "1", "--professionals",
                 "--language", "en"], tmp_path=tmp_path)
    assert batch.returncode == 0, batch.stderr
    assert "John Carter" not in (tmp_path / "batch" / "decision.txt").read_text(encoding="utf-8")


def test_a_busy_port_is_explained_and_nothing_starts(tmp_path):
    import socket

    with socket.socket() as holder:
        holder.bind(("127.0.0.1", 0))
        holder.listen()
        port = holder.getsockname()[1]
        done = run(["serve", "--http", "--port", str(port)], tmp_path=tmp_path)
    assert done.returncode == 1 and "already in use" in done.stderr
    assert "listening" not in done.stdout and "Traceback" not in done.stderr


def test_a_missing_file_is_a_usage_error_in_every_command(tmp_path):
    for command in (["analyze"], ["anonymize"], ["inspect"], ["apply", "--decisions", str(tmp_path / "d.json")]):
        done = run([*command, str(tmp_path / "nowhere.docx")], tmp_path=tmp_path)
        assert done.returncode == 2 and "Traceback" not in done.stderr, (command, done.stderr)


def test_a_case_keeps_its_people_across_documents_on_the_command_line(tmp_path):
    """--case on anonymize (and analyze): the same person keeps the same stand-in in the case's
    next document; a different person with the same initials is numbered."""
    first, second = tmp_path / "judgment.txt", tmp_path / "appeal.txt"
    first.write_text("The applicant, Mr Samuel Roy, complained of the length of the proceedings.", encoding="utf-8")
    second.write_text("On appeal, Ms Sarah Ryan, a neighbour, testified that Mr Samuel Roy was away.",
                      encoding="utf-8")
    done = run(["anonymize", str(first), "--out", str(tmp_path / "1.txt"), "--case", "cli-case-7", "--language", "en"],
               tmp_path=tmp_path)
    assert done.returncode == 0, done.stderr
    analysed = run(["analyze", str(second), "--json", "--case", "cli-case-7", "--language", "en"], tmp_path=tmp_path)
    replacements = {e["variants"][0]["text"]: e["replacement"] for e in json.loads(analysed.stdout)["entities"]}
    assert replacements["Mr Samuel Roy"] == "S.R." and replacements["Ms Sarah Ryan"] in ("S.R.1", "S.R.2")
    bad = run(["anonymize", str(first), "--out", str(tmp_path / "2.txt"), "--case", "no spaces/allowed"],
              tmp_path=tmp_path)
    assert bad.returncode == 2 and "--case" in bad.stderr


def test_a_host_name_of_its_own_needs_a_certificate_for_it(tmp_path):
    """`nomen manifest --host H` names a server Word must reach as H: `nomen serve --host H` answers to
    that name, and refuses to start without a certificate for it (the local CA is for localhost only)."""
    done = run(["serve", "--host", "nomen.court.example", "--port", "8766"], tmp_path=tmp_path)
    assert done.returncode == 2
    assert "--host nomen.court.example needs --cert and --key" in done.stderr


def test_the_server_answers_to_the_host_name_it_was_given(tmp_path):
    from nomen.app import create_app

    app = create_app({"NOMEN_CONFIG_DIR": tmp_path / "c", "NOMEN_DATA_DIR": tmp_path / "d",
                      "NOMEN_HOSTS": ["Nomen.Court.Example"]})
    client = app.test_client()
    origin = {"Origin": "https://nomen.court.example:8765"}
    answer = client.get("/api/health", base_url="https://nomen.court.example:8765", headers=origin)
    assert answer.status_code == 200 and answer.headers["Access-Control-Allow-Origin"] == origin["Origin"]
    assert client.get("/api/health", base_url="https://other.example:8765").status_code == 403
    plain = create_app({"NOMEN_CONFIG_DIR": tmp_path / "c", "NOMEN_DATA_DIR": tmp_path / "d"}).test_client()
    assert plain.get("/api/health", base_url="https://nomen.court.example:8765").status_code == 403


def test_the_command_line_starts_without_loading_the_analyser():
    """`nomen --version`, `nomen manifest`, `nomen service` answer at once: spaCy and the analyser are
    imported only by the commands that analyse (it took 1.9 s, it takes about 0.1 s)."""
    script = "import sys, nomen.cli; print(sorted(m for m in ('spacy', 'nomen.engine', 'thinc') if m in sys.modules))"
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and done.stdout.strip() == "[]", done.stdout + done.stderr
