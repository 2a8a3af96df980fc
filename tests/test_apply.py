"""Applying decisions to real .docx files: every place replaced, nothing left, nothing else touched."""

from __future__ import annotations

import base64
import copy
import io
import json
import os
import zipfile

import docx
import pytest
from lxml import etree

from nomen.documents import load
from nomen.pipeline import anonymize
from nomen.model import AnalyzeOptions, DecisionError, entities_from_dicts
from nomen.names.folding import fold
from tests.docx_factory import EMAIL, KEPT, NAME, OTHER, SURNAME, build_tricky_docx

W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
XML_SPACE = "{http://www.w3.org/XML/1998/namespace}space"


@pytest.fixture(scope="module")
def tricky() -> bytes:
    return build_tricky_docx()


@pytest.fixture(scope="module")
def decisions(engine, tricky):
    """The analyser's entities as an editor leaves them: the daughter kept, an e-mail added by hand."""
    from nomen.extract.docx_text import extract_docx

    extracted = extract_docx(tricky)
    entities = engine.analyze(extracted.text, AnalyzeOptions(language="en"), extracted.part_at).to_dict()["entities"]
    edited = copy.deepcopy(entities)
    for entity in edited:
        variants = {v["text"] for v in entity["variants"]}
        if KEPT in variants:
            entity["anonymize"] = False
        if OTHER in variants:
            entity["replacement"] = "R.J. (edited)"
    edited.append({"category": "EMAIL", "replacement": "[e-mail]", "variants": [{"text": EMAIL}]})
    return edited


@pytest.fixture(scope="module")
def applied(engine, tricky, decisions):
    return anonymize(engine, load(tricky), entities_from_dicts(decisions))


def parts_of(data: bytes) -> dict[str, bytes]:
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        return {info.filename: archive.read(info) for info in archive.infolist()}


def visible_text(xml: bytes) -> str:
    """The text of a part, tags removed (so split runs read whole) and folded."""
    return fold("".join(etree.fromstring(xml).itertext()))


def test_no_original_is_left_anywhere(applied):
    assert applied.residual == []
    for name, content in parts_of(applied.document).items():
        if name.endswith((".xml", ".rels")):
            raw = fold(content.decode("utf-8"))
            assert "williams-johnston" not in visible_text(content) and "williams-johnston" not in raw, name
            assert fold(EMAIL) not in raw, name


def test_every_place_gets_the_replacement(applied):
    parts = parts_of(applied.document)
    for name in ("word/document.xml", "word/header1.xml", "word/footer1.xml", "word/footnotes.xml",
                 "word/comments.xml", "docProps/core.xml"):
        assert "j.w.-j." in visible_text(parts[name]), name
    text = visible_text(parts["word/document.xml"])
    assert text.count("text box: j.w.-j.") == 2  # mc:Choice and mc:Fallback
    for place in ("nested: j.w.-j.", "control j.w.-j.", "field j.w.-j.", "complex j.w.-j.", "inserted r.j. (edited)"):
        assert place in text, place
    assert b"mailto:[e-mail]" in parts["word/_rels/document.xml.rels"]


def test_the_editors_choices_hold(applied):
    document = docx.Document(io.BytesIO(applied.document))
    first = document.paragraphs[0].text
    assert KEPT in first and "R.J. (edited)" in first
    assert document.paragraphs[1].text.startswith("J.W.-J.'s complaint and J.W.-J.’s reply")
    report = applied.report()["replacements"]
    assert {"original": NAME, "replacement": "J.W.-J."}.items() <= next(r for r in report if r["original"] == NAME).items()
    parts = {part for r in report if r["replacement"] == "J.W.-J." for part in r["parts"]}
    assert {"body", "header", "footer", "footnote", "comment", "properties"} <= parts
    assert KEPT not in {r["original"] for r in report}


def test_a_name_split_over_runs_takes_the_first_runs_formatting(applied):
    paragraph = docx.Document(io.BytesIO(applied.document)).paragraphs[0]
    runs = [(run.text, run.bold, run.italic) for run in paragraph.runs]
    assert runs[:4] == [("The applicant, ", None, None), ("J.W.-J.", True, False), ("", False, True),
                        ("", False, False)]
    assert runs[4][0].startswith(", lives in Dublin")


def test_authors_become_a_neutral_label_and_deletions_are_accepted(applied):
    parts = parts_of(applied.document)
    comments = etree.fromstring(parts["word/comments.xml"])
    assert {c.get(f"{W}author") for c in comments.iter(f"{W}comment")} == {"Author"}
    document = etree.fromstring(parts["word/document.xml"])
    assert not list(document.iter(f"{W}del"))
    assert {i.get(f"{W}author") for i in document.iter(f"{W}ins")} == {"Author"}


def test_parts_without_a_term_keep_their_exact_bytes(tricky, applied):
    before, after = parts_of(tricky), parts_of(applied.document)
    thumbnail = "docProps/thumbnail.jpeg"  # a picture of page one: it goes, with its relationship
    assert thumbnail in before and list(after) == [n for n in before if n != thumbnail]  # same order
    changed = {name for name in after if before[name] != after[name]}
    assert changed <= {"word/document.xml", "word/header1.xml", "word/header2.xml", "word/header3.xml",
                       "word/footer1.xml", "word/footnotes.xml", "word/comments.xml", "docProps/core.xml",
                       "word/_rels/document.xml.rels", "_rels/.rels", "[Content_Types].xml"}
    assert b"thumbnail" not in after["_rels/.rels"]
    assert "word/styles.xml" not in changed and any(n.startswith("word/media/") for n in after)


def test_no_entities_means_the_analysers_defaults(engine, tricky):
    result = anonymize(engine, load(tricky))
    assert "j.w.-j." in visible_text(parts_of(result.document)["word/document.xml"])
    assert result.residual == []


@pytest.mark.parametrize("entities, message", [
    ({"not": "a list"}, "must be a list"),
    ([{"replacement": "X", "variants": []}], "non-empty list"),
    ([{"replacement": 3, "variants": [{"text": "A B"}]}], "'replacement'"),
    ([{"replacement": "X", "anonymize": "yes", "variants": [{"text": "A B"}]}], "true or false"),
])
def test_malformed_decisions_are_refused_clearly(engine, tricky, entities, message):
    with pytest.raises(DecisionError, match=message):
        anonymize(engine, load(tricky), entities_from_dicts(entities))


# --- HTTP API -------------------------------------------------------------------------------

def test_api_apply_returns_the_document_and_the_report(client, tricky, decisions):
    answer = client.post("/api/apply", json={"docx_base64": base64.b64encode(tricky).decode(),
                                             "entities": decisions})
    assert answer.status_code == 200, answer.get_json()
    body = answer.get_json()
    output = base64.b64decode(body["document_base64"])
    assert "j.w.-j." in visible_text(parts_of(output)["word/document.xml"])
    assert body["report"]["residual"] == [] and body["report"]["replacements"]


def test_api_apply_takes_a_multipart_upload(client, tricky, decisions):
    answer = client.post("/api/apply", data={"file": (io.BytesIO(tricky), "decision.docx"),
                                             "entities": json.dumps(decisions)},
                         content_type="multipart/form-data")
    assert answer.status_code == 200
    assert answer.get_json()["report"]["replacements"]


@pytest.mark.parametrize("payload, status, words", [
    ({}, 400, "give the document"),
    ({"text": "Mr Polat"}, 415, "needs the .docx"),
    ({"docx_base64": "%%%"}, 400, "not valid base64"),
    ({"docx_base64": base64.b64encode(b"random bytes, not a zip").decode()}, 415, "not a .docx"),
    ({"docx_base64": base64.b64encode(b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + b"\0" * 600).decode()}, 415, ".doc"),
])
def test_api_apply_errors(client, payload, status, words):
    answer = client.post("/api/apply", json=payload)
    assert answer.status_code == status
    assert words in answer.get_json()["error"]


def test_api_apply_refuses_bad_entities_and_a_truncated_docx(client, tricky):
    encoded = base64.b64encode(tricky).decode()
    answer = client.post("/api/apply", json={"docx_base64": encoded, "entities": [{"variants": 3}]})
    assert answer.status_code == 400 and "entity 1" in answer.get_json()["error"]
    truncated = base64.b64encode(tricky[: len(tricky) // 2]).decode()
    answer = client.post("/api/apply", json={"docx_base64": truncated})
    assert answer.status_code == 422 and answer.get_json()["error"]
    assert client.get("/api/health").get_json() == {"status": "ok"}


# --- command line ---------------------------------------------------------------------------

def test_cli_apply_writes_a_copy_and_a_private_report(tmp_path, tricky, decisions):
    from click.testing import CliRunner

    from nomen.cli import main

    source, plan = tmp_path / "decision.docx", tmp_path / "decisions.json"
    source.write_bytes(tricky)
    plan.write_text(json.dumps({"entities": decisions}), encoding="utf-8")
    out, report = tmp_path / "out.docx", tmp_path / "report.json"
    result = CliRunner().invoke(main, ["apply", str(source), "--decisions", str(plan), "--out", str(out),
                                       "--report", str(report), "--strict"])
    assert result.exit_code == 0, result.output
    assert source.read_bytes() == tricky
    assert "j.w.-j." in visible_text(parts_of(out.read_bytes())["word/document.xml"])
    assert os.stat(report).st_mode & 0o777 == 0o600
    assert json.loads(report.read_text(encoding="utf-8"))["residual"] == []


def test_cli_never_overwrites_the_input(tmp_path, tricky):
    from click.testing import CliRunner

    from nomen.cli import main

    source = tmp_path / "decision.docx"
    source.write_bytes(tricky)
    result = CliRunner().invoke(main, ["anonymize", str(source), "--out", str(source)])
    assert result.exit_code != 0 and "never overwrites" in result.output
    assert source.read_bytes() == tricky


def test_cli_anonymize_without_a_file_uses_the_sample(tmp_path):
    from click.testing import CliRunner

    from nomen.cli import main

    out = tmp_path / "sample.docx"
    result = CliRunner().invoke(main, ["anonymize", "--out", str(out), "--strict"])
    assert result.exit_code == 0, result.output
    text = "\n".join(p.text for p in docx.Document(str(out)).paragraphs)
    assert "R.H.W.J." in text and "Roy H.W. Johnston" not in text


def _skeleton(xml: bytes) -> list[tuple[str, dict, str]]:
    """Every element outside tracked deletions: tag, attributes (authors aside), text."""
    root = etree.fromstring(xml)
    out = []
    for element in root.iter():
        if not isinstance(element.tag, str) or any(a.tag == f"{W}del" for a in element.iterancestors()) \
                or element.tag == f"{W}del":
            continue
        attributes = {k: v for k, v in element.attrib.items() if etree.QName(k).localname not in ("author", "initials")}
        if element.tag == f"{W}t":  # a replaced text may need xml:space="preserve" for its new edge spaces
            attributes.pop(XML_SPACE, None)
        out.append((element.tag, attributes, element.text or ""))
    return out


def test_changed_parts_differ_only_in_the_replaced_text(tricky, applied):
    before, after = parts_of(tricky), parts_of(applied.document)
    terms = [fold(t) for t in (NAME, SURNAME, OTHER, EMAIL)]
    for name in (n for n in after if n.endswith(".xml") and before[n] != after[n]):
        assert after[name].startswith(before[name][:before[name].index(b"?>") + 2]), name  # same declaration
        old, new = _skeleton(before[name]), _skeleton(after[name])
        assert len(old) == len(new), name
        for (tag, attributes, text), (new_tag, new_attributes, new_text) in zip(old, new):
            assert (tag, set(attributes)) == (new_tag, set(new_attributes)), name
            for key, value in attributes.items():
                if value != new_attributes[key]:
                    assert any(term in fold(value) for term in terms), (name, key, value)
            if text != new_text:
                # a changed text held a term, or is the rest of a run whose start held one
                assert any(term in fold(text) for term in terms) or fold(text) in fold(NAME), (name, text, new_text)


def test_huge_decisions_are_refused_quickly_with_413(client, tricky):
    """10,000 entities of 500-character variants: a clear 413 in seconds, not minutes or gigabytes."""
    import time

    entities = [{"category": "PERSON", "replacement": "X.", "variants": [{"text": f"Name{n} " + "a" * 494}]}
                for n in range(10_000)]
    started = time.monotonic()
    answer = client.post("/api/apply", json={"docx_base64": base64.b64encode(tricky).decode(), "entities": entities})
    assert answer.status_code == 413 and "characters" in answer.get_json()["error"]
    many = [{"category": "PERSON", "replacement": "X.", "variants": [{"text": f"Person Number{n} Surname{n}"}]}
            for n in range(10_000)]
    answer = client.post("/api/apply", json={"docx_base64": base64.b64encode(tricky).decode(), "entities": many})
    assert answer.status_code == 413 and "split the decisions" in answer.get_json()["error"]
    assert time.monotonic() - started < 20


def test_cli_apply_refuses_a_control_character_in_a_replacement(tmp_path, tricky, decisions):
    """A NUL cannot be written into XML: a clear message and exit 1, no traceback, no output."""
    from click.testing import CliRunner

    from nomen.cli import main

    source, out = tmp_path / "decision.docx", tmp_path / "out.docx"
    source.write_bytes(tricky)
    edited = copy.deepcopy(decisions)
    next(e for e in edited if e.get("anonymize", True))["replacement"] = "A\x00B"
    (tmp_path / "d.json").write_text(json.dumps(edited), encoding="utf-8")
    result = CliRunner().invoke(main, ["apply", str(source), "--decisions", str(tmp_path / "d.json"),
                                       "--out", str(out)])
    assert result.exit_code == 1 and "control character" in result.output and not out.exists()
    assert result.exception is None or isinstance(result.exception, SystemExit)


@pytest.mark.parametrize("keep_titles, written", [(True, "ms sister a"), (False, "sister a")])
def test_a_replacement_takes_the_title_too_unless_titles_are_kept(engine, keep_titles, written):
    """"Sister A" for "Ms J.M. Burden" reads "Sister A", not "Ms Sister A" (unless the clerk keeps titles)."""
    document = docx.Document()
    document.add_paragraph("The witness, Ms J.M. Burden, said that Burden had never met him.")
    buffer = io.BytesIO()
    document.save(buffer)
    entity = {"category": "PERSON", "replacement": "Sister A", "variants": [{"text": "Ms J.M. Burden"},
                                                                             {"text": "Burden"}]}
    if not keep_titles:
        entity["keep_titles"] = False
    result = anonymize(engine, load(buffer.getvalue()), entities_from_dicts([entity]))
    text = visible_text(parts_of(result.document)["word/document.xml"])
    assert f"the witness, {written}, said that sister a had never met him." == text
    assert result.residual == []


def test_an_address_over_two_paragraphs_is_replaced_in_both_and_leaves_no_residue(engine):
    """A mention found across a line break was replaced nowhere in a .docx, where each line is a
    paragraph (the audit reported it left); its lines are now mentions of their own."""
    from tests.docx_factory import docx_base64

    data = base64.b64decode(docx_base64(
        "1. Afroj Ali, S/o Sh. Sarjan Ali, R/o 5/430, Dakshinpuri,", "New Delhi.    ...Petitioner",
        "The State, through Deputy Superintendent of Police, Kalaimagal Nagar,", "Madurai - 625 017.   ... Respondent"))
    result = anonymize(engine, load(data, "cause-title.docx"), options=AnalyzeOptions(language="en"))
    text = load(result.document, "out.docx").text
    assert result.residual == []
    assert not any(word in text for word in ("Dakshinpuri", "Kalaimagal", "625 017", "Afroj", "Sarjan"))
    assert "New Delhi" in text  # a town alone is no address: replaced all through, it would hide every mention
