"""Unicode everywhere: names with combining accents, Turkish dotless i, right-to-left text, emoji,
and zero-width characters inside names, which must hide a name neither from detection nor
from replacement."""

from __future__ import annotations

import io

import docx
import pytest

from nomen.documents import load
from nomen.pipeline import anonymize
from nomen.model import AnalyzeOptions
from nomen.textmap import clean
from tests.conftest import entity_of


def _people(result) -> dict[str, str]:
    return {v["text"]: e["replacement"] for e in result["entities"] if e["category"] == "PERSON" for v in e["variants"]}


@pytest.mark.parametrize("text, name, replacement", [
    ("The applicant, Mr William Mil\u200blar, was heard. Mil\u200blar left.", "Mr William Mil\u200blar", "W.M."),
    ("The applicant, Mr William Mil\u00adlar, was heard.", "Mr William Mil\u00adlar", "W.M."),
    ("Mr Pe\u0301rez Cabrera testified.", "Mr Pe\u0301rez Cabrera", "P.C."),
    ("Mr Ahmet Yıldırım and his brother met. YILDIRIM said so.", "YILDIRIM", "A.Y."),
    ("Mr David Cohen (דוד כהן) 😀 met Ms Sarah Ryan.", "Ms Sarah Ryan", "S.R."),
    ("The applicant, Mr\u00a0John\u00a0Smith, was heard.", "Mr\u00a0John\u00a0Smith", "J.S."),
    ("Ajit\u202fSingh was a witness.", "Ajit\u202fSingh", "A.S."),
    ("The applicant, Mr Jean\u2011Pierre Martin, was heard.", "Mr Jean\u2011Pierre Martin", "J.-P.M."),
])
def test_names_are_found_whatever_their_encoding(engine, text, name, replacement):
    result = engine.analyze(text, AnalyzeOptions(language="en")).to_dict()
    assert _people(result)[name] == replacement
    mention = entity_of(result, name)["mentions"][0]
    assert result["text"][mention["start"]:mention["end"]] == mention["text"]  # offsets index the original


def test_clean_text_maps_back_to_the_original():
    original = "Mil\u200blar and Pe\u0301rez"
    readable = clean(original)
    assert readable.text == "Millar and Pérez"
    start = readable.text.index("Pérez")
    assert original[slice(*readable.original_span(start, start + 5))] == "Pe\u0301rez"
    assert clean("plain text").starts is None


def test_a_no_break_space_in_a_french_name_hides_none_of_it(engine):
    """Word puts a no-break space after "M."; the rules read only plain spaces, and "M." alone was
    the person."""
    result = engine.analyze("Le requérant, M.\u00a0Jean\u00a0Dupont, est né à Lyon.", AnalyzeOptions(language="fr")).to_dict()
    assert _people(result) == {"M.\u00a0Jean\u00a0Dupont": "J.D."}
    document = docx.Document()
    document.add_paragraph("Le requérant, M.\u00a0Jean\u00a0Dupont, est né à Lyon. Jean Dupont a fait appel.")
    buffer = io.BytesIO()
    document.save(buffer)
    result = anonymize(engine, load(buffer.getvalue()), options=AnalyzeOptions(language="fr"))
    text = docx.Document(io.BytesIO(result.document)).paragraphs[0].text
    assert "Dupont" not in text and "Jean" not in text and result.residual == []


def test_a_zero_width_space_inside_a_docx_name_is_replaced_too(engine):
    document = docx.Document()
    paragraph = document.add_paragraph("The applicant, Mr William Millar, complained. ")
    paragraph.add_run("Mil\u200b").bold = True
    paragraph.add_run("lar and Pe\u0301rez Cabrera left; Mr Pérez Cabrera came back.")
    buffer = io.BytesIO()
    document.save(buffer)
    result = anonymize(engine, load(buffer.getvalue()))
    text = docx.Document(io.BytesIO(result.document)).paragraphs[0].text
    assert "Mil" not in text and "W.M." in text
    assert "rez" not in text and "P.C." in text
    assert result.residual == []


def test_folding_many_lines_at_once_folds_each_line_alike():
    """`fold_lines` (the towns list folded in one pass) gives `fold_text` of each line: accents, ligatures,
    dotless i, no-break and repeated spaces, tabs, apostrophes, invisible characters, capital sigma."""
    from importlib import resources

    from nomen.detect.places import PLACE_FILES
    from nomen.names.folding import fold_lines, fold_text

    lines = ["Şanlıurfa", "  Çorlu\u00a0 Köy  ", "Œuvre\tÆbeltoft", "L’Aquila", "Dü\u200bzce", "ΣΟΦΙΑ Σ", "Straße",
             "São\u2003Paulo", "e\u0301\u0327", "ﬁnistère", "", " ", "İstanbul"]
    folder = resources.files("nomen.resources").joinpath("places")
    lines += [line for name in PLACE_FILES
              for line in folder.joinpath(name).read_text(encoding="utf-8").splitlines()]
    assert fold_lines(lines) == [fold_text(line) for line in lines]
