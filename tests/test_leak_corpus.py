"""Every place a name can hide, one document each: after apply nothing is left (the audit says
so, and an independent brute-force search agrees), and the audit catches the name when the
replacement step is bypassed."""

from __future__ import annotations

import io
import zipfile
from urllib.parse import unquote

import pytest

from nomen.documents import load
from nomen.pipeline import anonymize
from nomen.apply.document import apply_terms
from nomen.apply.leak_check import audit_terms, find_residuals, unchecked_parts
from nomen.model import AnalyzeOptions
from nomen.extract.docx_text import extract_docx
from nomen.extract.package import read_package
from nomen.names.folding import fold
from tests.leak_corpus import PARTY, SECOND, build_cases

# Each place twice: the Johnston case's first applicant, and an applicant whose name folding must
# see through (Akıncıbaşı: dotless i, s with cedilla), spliced into the same real sentences.
PARTIES = {PARTY.surname: PARTY, SECOND.surname: SECOND}
CASES = [(person, case) for person in PARTIES.values() for case in build_cases(person)]
TEXT_CASES = [(p, c) for p, c in CASES if not c.binary]
BINARY_CASES = [(p, c) for p, c in CASES if c.binary]


def ids(pairs: list) -> list[str]:
    return [f"{person.surname}-{case.place}" for person, case in pairs]


def entries(data: bytes, depth: int = 0) -> dict[str, bytes]:
    """Every entry of a zip, and of the zips inside it."""
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        found = {info.filename: archive.read(info) for info in archive.infolist()}
    for name, content in list(found.items()):
        if content.startswith(b"PK\x03\x04") and depth < 3:
            found.update({f"{name}/{inner}": data for inner, data in entries(content, depth + 1).items()})
    return found


def brute_force(data: bytes, needle: str) -> list[str]:
    """The entries (or entry names) where `needle` can be read, folded and percent-decoded: in
    UTF-8, and in UTF-16 for binary entries."""
    wanted = fold(needle)
    hits = []
    for name, content in entries(data).items():
        readings = [unquote(name), content.decode("utf-8", errors="replace"),
                    content.decode("utf-16-le", errors="ignore")]
        if any(wanted in fold(unquote(reading)) for reading in readings):
            hits.append(name)
    return hits


@pytest.fixture(scope="module")
def analysed(engine):
    """Each case's entities with the shipped defaults, and its text."""
    out = {}
    for person, case in CASES:
        extracted = extract_docx(case.docx)
        entities = engine.analyze(extracted.text, AnalyzeOptions(language="en"), extracted.part_at).entities
        out[person.surname, case.place] = (entities, extracted.text)
    return out


def test_the_party_is_proposed_on_in_every_case(analysed):
    for (surname, place), (entities, _) in analysed.items():
        assert any(e.anonymize and e.category == "PERSON"
                   and any(surname in v.text for v in e.variants) for e in entities), place


@pytest.mark.parametrize("person, case", TEXT_CASES, ids=ids(TEXT_CASES))
def test_nothing_is_left_after_apply(engine, person, case):
    result = anonymize(engine, load(case.docx), options=AnalyzeOptions(language="en"))
    assert result.residual == [], case.place
    assert brute_force(result.document, case.needle) == [], case.place
    assert brute_force(result.document, person.surname) == [], case.place


@pytest.mark.parametrize("person, case", TEXT_CASES, ids=ids(TEXT_CASES))
def test_the_audit_catches_it_when_nothing_is_replaced(engine, analysed, person, case):
    entities, text = analysed[person.surname, case.place]
    titles = engine.list_store.lists_for("en").folded_titles
    audit = audit_terms(entities, titles, text)
    residual = find_residuals(read_package(case.docx), audit)
    places = [r["where"] for r in residual]
    assert any(case.where in where for where in places), (case.place, places)
    assert all("word/" not in where for where in places)


@pytest.mark.parametrize("person, case", BINARY_CASES, ids=ids(BINARY_CASES))
def test_what_cannot_be_read_is_listed_or_removed(engine, person, case):
    listed = {u["where"] for u in unchecked_parts(read_package(case.docx))}
    assert any(case.where in where for where in listed), listed
    result = anonymize(engine, load(case.docx), options=AnalyzeOptions(language="en"))
    if case.where == "thumbnail":  # a picture of page one: always removed
        assert not any(n.startswith("docProps/thumbnail") for n in entries(result.document))
        assert b"thumbnail" not in entries(result.document)["_rels/.rels"]
    else:
        assert any(case.where in u["where"] for u in result.unchecked)
        assert any("check them by eye" in w for w in result.warnings)
        removed = anonymize(engine, load(case.docx), options=AnalyzeOptions(language="en"), remove_unchecked=True)
        assert removed.unchecked == []
        left = entries(removed.document)
        assert not any(name.startswith(("word/media/", "word/embeddings/")) and not name.endswith((".docx", ".xlsx"))
                       for name in left)
        import docx
        docx.Document(io.BytesIO(removed.document))  # still opens


def test_a_leak_apply_cannot_handle_is_reported_and_fails_strict(tmp_path, engine):
    """The name in UTF-16 inside an OLE object: nothing can replace it there, the audit reads it."""
    from click.testing import CliRunner

    from nomen.cli import main

    case = next(c for _, c in CASES if c.place == "ole_object")
    parts = read_package(case.docx)
    name = next(n for n in parts if n.startswith("word/embeddings/") and n.endswith(".bin"))
    buffer = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(case.docx)) as source, zipfile.ZipFile(buffer, "w") as target:
        for info in source.infolist():
            content = source.read(info)
            if info.filename == name:
                content += f"Statement of {PARTY.full}".encode("utf-16-le")
            target.writestr(info, content)
    leaky = tmp_path / "leaky.docx"
    leaky.write_bytes(buffer.getvalue())
    result = anonymize(engine, load(leaky.read_bytes()), options=AnalyzeOptions(language="en"))
    assert any(r["part"] == name and "embedded object" in r["where"] for r in result.residual)
    run = CliRunner().invoke(main, ["anonymize", str(leaky), "--out", str(tmp_path / "out.docx"), "--strict",
                                    "--language", "en"])
    assert run.exit_code == 1 and "--strict" in run.output


def test_the_pane_settings_never_reach_the_output(engine):
    case = next(c for _, c in CASES if c.place == "nomen_settings")
    result = anonymize(engine, load(case.docx), options=AnalyzeOptions(language="en"))
    assert b"nomen.decisions" not in b"".join(entries(result.document).values())


def test_apply_terms_without_an_audit_reports_nothing_but_the_audit_sees_the_input(engine, analysed):
    """The audit is what finds residuals: apply without it says nothing, the audit of the untouched
    input says everything (so a `find_residuals` that returns [] fails the tests above)."""
    case = next(c for _, c in CASES if c.place == "mailto_target")
    assert apply_terms(case.docx, []).residual == []
    entities, text = analysed[PARTY.surname, case.place]
    audit = audit_terms(entities, engine.list_store.lists_for("en").folded_titles, text)
    assert any(r["where"].endswith("link address") for r in find_residuals(read_package(case.docx), audit))
