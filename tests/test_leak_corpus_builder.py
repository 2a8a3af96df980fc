"""The leak corpus builder itself: every case opens, really hides its needle, and names the party in its body."""

from __future__ import annotations

import io
import quopri
import re
import zipfile
from urllib.parse import unquote

import docx
import pytest

from nomen.names.folding import fold
from tests.leak_corpus import (HYPHENATED, JUDGE, PARTY, SECOND, base_package, body_paragraphs, build_cases,
                               zip_package)

CASES = build_cases()
# Marks that stand for a character, for reading a run the way Word shows it.
_MARKS = {"<w:noBreakHyphen/>": "-", "<w:softHyphen/>": "", "<w:tab/>": "\t", "<w:br/>": "\n", "<w:cr/>": "\n"}


def _haystack(data: bytes) -> str:
    """Every entry of a package as text: its name, its raw text, its text without tags (and QP-decoded
    for .mht); inner zips opened; all percent-decoded and folded."""
    texts = []
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        for name in archive.namelist():
            raw = archive.read(name)
            if raw.startswith(b"PK\x03\x04"):
                texts.append(_haystack(raw))
                continue
            text = (quopri.decodestring(raw) if name.endswith(".mht") else raw).decode("utf-8", errors="replace")
            for mark, shown in _MARKS.items():
                text = text.replace(mark, shown)
            texts += [name, text, re.sub(r"<[^>]*>", "", text)]
    return fold(unquote("\n".join(texts)))


BASE = _haystack(zip_package(base_package()))


def test_the_cases_have_unique_places_and_lower_case_where():
    assert len(CASES) == len({case.place for case in CASES}) >= 55
    assert all(case.where == case.where.lower() and case.where for case in CASES)
    assert {case.place for case in CASES if case.binary} == {"thumbnail", "ole_object", "image"}


def test_the_cases_are_deterministic():
    assert [case.docx for case in build_cases()] == [case.docx for case in CASES]


def test_the_body_quotes_the_real_case():
    text = " ".join(body_paragraphs())
    assert f"{PARTY.title} {PARTY.full}" in text and f"{PARTY.title} {PARTY.surname}" in text
    assert f"{JUDGE.full}, the President of the Court" in text


def test_a_second_party_hides_in_the_same_places():
    second = build_cases(SECOND)
    assert [case.place for case in second] == [case.place for case in CASES]
    mailto = next(case for case in second if case.place == "mailto_target")
    assert mailto.needle == "sabriye.akincibasi" and fold(mailto.needle) in _haystack(mailto.docx)
    body = "\n".join(p.text for p in docx.Document(io.BytesIO(second[0].docx)).paragraphs)
    assert f"{SECOND.title} {SECOND.full}" in body and PARTY.full not in body


@pytest.mark.parametrize("case", CASES, ids=lambda case: case.place)
def test_every_case_opens_and_names_the_party_in_its_body(case):
    document = docx.Document(io.BytesIO(case.docx))
    body = "\n".join(paragraph.text for paragraph in document.paragraphs)
    assert PARTY.full in body and HYPHENATED.full in body and JUDGE.full in body


@pytest.mark.parametrize("case", CASES, ids=lambda case: case.place)
def test_every_needle_sits_in_its_place_beyond_the_body(case):
    """The needle occurs in the package more often than in the same document without the hiding place."""
    needle = fold(case.needle)
    assert _haystack(case.docx).count(needle) > BASE.count(needle), case.place
