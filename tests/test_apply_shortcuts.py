"""Apply's and the audit's shortcuts answer exactly as the ways they stand for (issue "Speed a
clerk feels"): the terms' prefix tree as their flat alternation, a part the audit judges clear
as reading it whole."""

from __future__ import annotations

import io
import random
import zipfile
from pathlib import Path

import pytest
import regex
from docx import Document

from nomen.apply.alternation import SPACES, alternation
from nomen.apply.clear_parts import NeedleWords
from nomen.apply.leak_check import audit_terms, find_residuals
from nomen.extract.package import read_package
from nomen.model import Entity, Variant

DOCX_CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpora" / "docx"
HIDDEN = "[\u00ad\u200b\\p{Mn}]*"
# Letters in several cases (Kelvin sign and long s fold to ASCII letters; Greek sigma has three
# forms), spaces, punctuation, a combining accent.
PIECES = ["a", "A", "b", "k", "K", "\u212a", "s", "\u017f", "\u03c3", "\u03c2", "\u03a3", "\u00e9", SPACES,
          regex.escape("."), regex.escape("-"), "1", "\u0301"]
TEXT = ["a", "A", "b", "k", "K", "\u212a", "s", "S", "\u017f", "\u03c3", "\u03c2", "\u03a3", "\u00e9", " ", "  ",
        ".", "-", "1", "\u0301", "\u00ad", "\u200b", "ab", "Ab ", "x"]


@pytest.mark.parametrize("ignore_case, joiner", [(True, ""), (True, HIDDEN), (False, "")])
def test_the_prefix_tree_matches_what_the_flat_alternation_matches(ignore_case, joiner):
    """Random terms, longest first or in any order, over random texts, with boundaries after
    them that make the engine give back what it took."""
    generator = random.Random(15)
    flags = regex.IGNORECASE if ignore_case else 0
    for _ in range(1500):
        branches = [[generator.choice(PIECES) for _ in range(generator.randint(1, 5))]
                    for _ in range(generator.randint(1, 8))]
        if generator.random() < 0.7:
            branches.sort(key=len, reverse=True)
        flat = "|".join("".join(piece + joiner for piece in branch) for branch in branches)
        patterns = [regex.compile(rf"(?<!\p{{L}})(?P<term>{alternatives})(?!\p{{L}})", flags)
                    for alternatives in (flat, alternation(branches, joiner, ignore_case))]
        for _ in range(4):
            text = "".join(generator.choice(TEXT) for _ in range(30))
            found = [[(m.span(), m.group("term")) for m in pattern.finditer(text)] for pattern in patterns]
            assert found[0] == found[1], (branches, text)


def _person(name: str) -> Entity:
    return Entity("PERSON", [Variant(name)], anonymize=True, replacement="X.Y.")


def _tricky_styles() -> bytes:
    """python-docx's default template with names hidden in its style part every way the audit
    reads: an author, a percent-encoded and an entity-encoded value, text split by tags, a
    comment, capitals."""
    buffer = io.BytesIO()
    Document().save(buffer)
    parts = read_package(buffer.getvalue())
    styles = parts["word/styles.xml"].replace(b"<w:docDefaults>", (
        b'<w:docDefaults w:author="Kemal Ar&#305;kan" w:descr="selin%20demir">'
        b"<w:t>Tom Yo</w:t><w:t>ung</w:t><!-- Nessa Williams --><w:t>HANS WEISS</w:t>"), 1)
    out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(buffer.getvalue())) as source, zipfile.ZipFile(out, "w") as target:
        for info in source.infolist():
            target.writestr(info, styles if info.filename == "word/styles.xml" else source.read(info))
    return out.getvalue()


def _packages() -> list[bytes]:
    return [_tricky_styles()] + [path.read_bytes() for path in sorted(DOCX_CORPUS.glob("*.docx"))]


def test_a_part_judged_clear_holds_nothing_the_whole_reading_finds(monkeypatch):
    """Every package of the .docx corpus, audited for names that are there (style and font names
    too: "Light Shading", "Calibri") and names that are not: the same residuals with the
    shortcut as without it."""
    people = [_person(n) for n in ("Mr Kemal Arıkan", "Ms Selin Demir", "Mr Tom Young", "Nessa Williams",
                                   "Mr Hans Weiß", "Mr Light Shading", "Ms Calibri Cambria", "Mr Normal Table",
                                   "Mr Zygmunt Quibble", "Mr 123456 Numbers")]
    audit = audit_terms(people, frozenset({"mr", "ms"}))
    packages = [read_package(data) for data in _packages()]
    quick = [find_residuals(parts, audit) for parts in packages]
    monkeypatch.setattr(NeedleWords, "clear", lambda self, data: False)
    whole = [find_residuals(parts, audit) for parts in packages]
    assert quick == whole
    assert {r["original"] for r in quick[0]} >= {"Mr Kemal Arıkan", "Ms Selin Demir", "Mr Tom Young",
                                                 "Nessa Williams", "Mr Hans Weiß"}
