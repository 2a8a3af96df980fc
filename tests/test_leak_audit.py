"""The leak audit's needles: every variant, the distinctive parts of a name and the forms
addresses make of it, folded (Turkish dotless i, ø, ł, ß); and apply replacing those forms."""

from __future__ import annotations

import pytest

from nomen.documents import load
from nomen.pipeline import anonymize
from nomen.apply.leak_check import audit_terms, find_residuals
from nomen.model import AnalyzeOptions, Entity, Variant
from nomen.extract.package import read_package
from tests.leak_corpus import Rel, base_package, para, run, zip_package

TITLES = frozenset({"mr", "mrs", "ms", "miss"})


def person(*variants: str, on: bool = True, replacement: str = "K.A.") -> Entity:
    return Entity("PERSON", [Variant(v) for v in variants], anonymize=on, replacement=replacement)


def found_in(text: str, entities: list[Entity], document_text: str = "") -> list[str]:
    audit = audit_terms(entities, TITLES, document_text)
    xml = f'<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:p><w:r>' \
          f"<w:t>{text}</w:t></w:r></w:p></w:document>".encode()
    return [r["found"] for r in find_residuals({"word/document.xml": xml}, audit)]


@pytest.mark.parametrize("name, written", [
    ("Mr Kemal Arıkan", "ARIKAN"), ("Mr Kemal Arıkan", "write to kemal.arikan@example.org"),
    ("Mr Kemal Arıkan", "Arikan_Kemal_0412.png"), ("Mr Kemal Arıkan", "karikan2@example.org"),
    ("Mr Kemal Arıkan", "arikank"), ("Mr Kemal Arıkan", "kemal-arikan"), ("Mr Kemal Arıkan", "KemalArikan"),
    ("Mr Øyvind Løken", "oyvind.loken"), ("Mr Łukasz Wałęsa", "LUKASZ_WALESA"), ("Mr Hans Weiß", "hans.weiss"),
    ("Mr Hans Weiß", "WEISS"), ("Ms Selin Demir", "Selin Demir\tClaimant"),
])
def test_names_are_found_folded_and_inside_addresses(name, written):
    assert found_in(written, [person(name)]) != []


@pytest.mark.parametrize("written", ["Arikanlar", "kemalettin", "the Demirel case", "a young man"])
def test_a_part_inside_another_word_is_not_a_name(written):
    assert found_in(written, [person("Mr Kemal Arıkan"), person("Mr Selin Demir"), person("Mr Tom Young")],
                    document_text="He was a young man.") == []


def test_parts_shared_with_someone_kept_named_are_not_needles():
    entities = [person("Mr Roy Johnston"), person("Nessa Johnston", on=False)]
    assert found_in("Johnston", entities) == []
    assert found_in("Roy", entities) == ["Roy"]
    assert found_in("roy.johnston@example.ie", entities) != []  # the joined form is still his


def test_a_replacement_that_keeps_the_original_is_not_a_residual():
    assert found_in("Miss M. said", [person("Miss M", replacement="M.")]) == []


def test_apply_replaces_address_forms_of_a_non_ascii_name(engine):
    """"Mr Kemal Arıkan" in the text, "kemal.arikan" in a mailto link, "Arikan_Kemal" in a
    bookmark and a picture file name: all gone, and the audit agrees."""
    body = para(f'<w:hyperlink r:id="rIdLink" w:anchor="Arikan_Kemal">{run("Mr Kemal Arıkan")}</w:hyperlink>')
    body += para('<w:bookmarkStart w:id="1" w:name="Arikan_Kemal"/>' + run("The statement.") + '<w:bookmarkEnd w:id="1"/>')
    entries = base_package(body, paragraphs=["The applicant, Mr Kemal Arıkan, was born in 1960 and lives in Izmir.",
                                             "Mr Arıkan complained of the length of the proceedings."],
                           rels=[Rel("rIdLink", "hyperlink", "mailto:kemal.arikan@example.org", external=True),
                                 Rel("rIdWeb", "hyperlink", "https://example.org/Kemal%20Ar%C4%B1kan", external=True)])
    result = anonymize(engine, load(zip_package(entries)), options=AnalyzeOptions(language="en"))
    assert result.residual == []
    output = read_package(result.document)
    everything = b"".join(output.values()).decode("utf-8", errors="replace").lower()
    assert "arikan" not in everything and "arıkan" not in everything and "ar%c4%b1kan" not in everything
    assert "mailto:ka@example.org" in everything and 'w:anchor="ka"' in everything


def test_a_text_after_a_line_break_is_not_part_of_the_name(engine):
    from nomen.extract.docx_text import extract_docx

    body = para(run("Ms Fiona Gallagher") + "<w:r><w:br/></w:r>" + run("Flat 3, Harbour Road"))
    data = zip_package(base_package(body, paragraphs=["The applicant, Ms Fiona Gallagher, is an Irish national."]))
    extracted = extract_docx(data)
    result = engine.analyze(extracted.text, AnalyzeOptions(language="en"), extracted.part_at)
    variants = {text for e in result.entities for text in e.texts}
    assert "Ms Fiona Gallagher" in variants and not any("Flat" in v for v in variants)
    applied = anonymize(engine, load(data), options=AnalyzeOptions(language="en"))
    assert applied.residual == [] and b"Gallagher" not in read_package(applied.document)["word/document.xml"]



def test_pictures_are_searched_for_readable_strings_without_false_alarms():
    """A name written into a picture's metadata is found; random bytes (a compressed photo) raise
    no alarm for short names, which any megabyte of noise spells somewhere."""
    import random

    noise = random.Random(7).randbytes(2_000_000)
    audit = audit_terms([person("Mr Roy Lee"), person("Mr Kemal Arıkan")], TITLES)
    assert find_residuals({"word/media/image1.jpeg": noise}, audit) == []
    tagged = noise[:1000] + "Photo: Kemal Arıkan".encode("utf-16-le") + noise[1000:2000]
    found = find_residuals({"word/media/image1.jpeg": tagged}, audit)
    assert {r["found"] for r in found} >= {"kemal arikan"} and all("image" in r["where"] for r in found)


@pytest.mark.parametrize("hidden", ["<!-- prepared for Kemal Arıkan -->", "<?author Kemal Arıkan?>",
                                    "<w:t><![CDATA[Kemal Arıkan]]></w:t>"])
def test_comments_processing_instructions_and_cdata_are_audited_and_cleaned(engine, hidden):
    body = para(run("The applicant was heard.")) + f"<w:p>{hidden}</w:p>"
    data = zip_package(base_package(body, paragraphs=["The applicant, Mr Kemal Arıkan, was born in 1960."]))
    audit = audit_terms([person("Mr Kemal Arıkan")], TITLES)
    assert any(r["found"] in ("kemal arikan", "Kemal Arıkan") for r in find_residuals(read_package(data), audit))
    result = anonymize(engine, load(data), options=AnalyzeOptions(language="en"))
    assert result.residual == []
    assert "arıkan" not in read_package(result.document)["word/document.xml"].decode().lower()


def test_zip_comments_are_dropped_and_audited(engine):
    import io
    import zipfile

    from nomen.apply.leak_check import find_zip_residuals

    data = zip_package(base_package(paragraphs=["The applicant, Mr Kemal Arıkan, was born in 1960."]))
    buffer = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(data)) as source, zipfile.ZipFile(buffer, "w") as target:
        target.comment = "Prepared for Kemal Arıkan".encode()
        for info in source.infolist():
            info.comment = b"arikan.kemal"
            target.writestr(info, source.read(info))
    audit = audit_terms([person("Mr Kemal Arıkan")], TITLES)
    assert find_zip_residuals(buffer.getvalue(), audit) != []
    result = anonymize(engine, load(buffer.getvalue()), options=AnalyzeOptions(language="en"))
    assert result.residual == [] and find_zip_residuals(result.document, audit) == []


def test_fonts_and_style_names_are_vocabulary():
    """"Times New Roman" is no trace of Roman Kovalenko, nor is a style a test document names after
    its own text; a name in the text of the same part is."""
    audit = audit_terms([person("Mr Roman Kovalenko")], TITLES)
    styles = ('<w:styles xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">'
              '<w:style w:styleId="RomanKovalenko"><w:name w:val="Roman Kovalenko"/><w:rPr>'
              '<w:rFonts w:ascii="Times New Roman"/></w:rPr></w:style></w:styles>')
    assert find_residuals({"word/styles.xml": styles.encode()}, audit) == []
    assert find_residuals({"word/comments.xml": styles.replace("w:styles", "w:comments").replace(
        "</w:style>", "<w:p><w:r><w:t>Roman</w:t></w:r></w:p></w:style>").encode()}, audit) != []


def test_a_watermark_is_replaced(engine):
    watermark = ('<w:r><w:pict><v:shape id="PowerPlusWaterMarkObject1" type="#_x0000_t136" style="width:400pt">'
                 '<v:textpath style="font-family:&quot;Calibri&quot;" string="Draft for Kemal Arıkan"/></v:shape>'
                 "</w:pict></w:r>")
    data = zip_package(base_package(para(watermark), paragraphs=["The applicant, Mr Kemal Arıkan, was born in 1960."]))
    result = anonymize(engine, load(data), options=AnalyzeOptions(language="en"))
    assert result.residual == [] and "Draft for K.A." in read_package(result.document)["word/document.xml"].decode()


@pytest.mark.parametrize("text, replaced", [
    ("the claim of plaintiff-Nirmal Singh failed", "the claim of plaintiff-N.S. failed"),
    ("P.W.1-Nirmal Singh was examined", "P.W.1-N.S. was examined"),
    ("Nirmal Singh-appellant", "N.S.-appellant"),
    ("Kaur-Nirmal Singh", "Kaur-Nirmal Singh"),  # a compound name is not cut
])
def test_a_name_after_a_hyphen_stands_alone_unless_the_hyphen_joins_names(text, replaced):
    from nomen.apply.decisions import Term
    from nomen.apply.matcher import TermMatcher

    assert TermMatcher([Term("Nirmal Singh", "N.S.")], tolerant=False).replace(text)[0] == replaced


def test_a_term_behind_an_xml_entity_is_replaced(engine):
    """"Rahul &amp; Co" in the XML is "Rahul & Co" in the text: the part is rewritten."""
    data = zip_package(base_package(paragraphs=["The loan came from the broker Rahul & Co. in 2001."]))
    entities = [Entity("ORG", [Variant("Rahul & Co")], replacement="R[…]")]
    result = anonymize(engine, load(data), entities, options=AnalyzeOptions(language="en"))
    assert result.residual == [] and "Rahul" not in read_package(result.document)["word/document.xml"].decode()


@pytest.mark.parametrize("term, text, replaced", [
    ("Geneve", "né à Genève.", "né à G."), ("Genève", "GENEVE", "G."), ("Arıkan", "ARIKAN and Arikan", "G. and G."),
    ("O'Reilly", "O’Reilly’s", "G.’s"), ("Pérez", "Pe\u0301rez", "G."), ("Millar", "Mil\u200blar", "G."),
])
def test_names_match_with_or_without_accents_in_one_cheap_pattern(term, text, replaced):
    from nomen.apply.decisions import Term
    from nomen.apply.matcher import TermMatcher, needs_tolerance

    matcher = TermMatcher([Term(term, "G.")], tolerant=needs_tolerance(text.encode()))
    assert matcher.replace(text)[0] == replaced


def test_base64_field_data_is_audited_and_dropped(engine):
    import base64

    hidden = base64.b64encode("Kemal Arıkan".encode("utf-16-le")).decode()
    field = (f'<w:r><w:fldChar w:fldCharType="begin"><w:fldData xml:space="preserve">{hidden}</w:fldData>'
             '</w:fldChar></w:r><w:r><w:instrText> PRIVATE </w:instrText></w:r>'
             '<w:r><w:fldChar w:fldCharType="end"/></w:r>')
    data = zip_package(base_package(para(field), paragraphs=["The applicant, Mr Kemal Arıkan, was born in 1960."]))
    audit = audit_terms([person("Mr Kemal Arıkan")], TITLES)
    assert any("field data" in r["where"] for r in find_residuals(read_package(data), audit))
    result = anonymize(engine, load(data), options=AnalyzeOptions(language="en"))
    assert result.residual == [] and b"fldData" not in read_package(result.document)["word/document.xml"]
