"""Extraction of .docx text (every story, right labels) and the safety of opening packages."""

from __future__ import annotations

import io
import random
import time
import zipfile
from pathlib import Path

import docx
import pytest
from docx.oxml import OxmlElement
from docx.oxml.ns import qn
from lxml import etree

from nomen.extract import package
from nomen.extract.docx_text import ExtractedText, Segment, extract_docx, iter_story_parts
from nomen.extract.package import (CorruptDocument, DocumentTooLarge, NotADocx, PackageLimits, parse_xml,
                                    read_package)

CORPUS = Path(__file__).parents[2] / "shared/corpora/docx"
CORPUS_FILES = sorted(CORPUS.glob("*.docx"))
LABELS = {"body", "header", "footer", "footnote", "endnote", "comment", "textbox", "properties"}
MC = "http://schemas.openxmlformats.org/markup-compatibility/2006"
VML = "urn:schemas-microsoft-com:vml"
OLE_MAGIC = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"


# ---------------------------------------------------------------- helpers

def corpus(name: str) -> bytes:
    return (CORPUS / name).read_bytes()


def lines(extracted: ExtractedText, label: str) -> list[str]:
    """The lines of the text that carry `label`, in order."""
    found = []
    for segment in extracted.segments:
        if segment.part == label:
            found += extracted.text[segment.start:segment.end].split("\n")[:-1]
    return found


def label_of(extracted: ExtractedText, snippet: str) -> str:
    assert extracted.text.count(snippet) == 1, (snippet, extracted.text)
    return extracted.part_at(extracted.text.index(snippet))


def saved(document) -> bytes:
    out = io.BytesIO()
    document.save(out)
    return out.getvalue()


def new_document():
    """A python-docx document without the template's own properties ("python-docx", ...)."""
    document = docx.Document()
    document.core_properties.author = ""
    document.core_properties.comments = ""
    return document


def rezip(data: bytes, replace: dict[str, bytes | None] | None = None,
          compression: int = zipfile.ZIP_DEFLATED) -> bytes:
    """`data` re-zipped with some members replaced, added, or (None) removed."""
    replace = replace or {}
    out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(data)) as source, zipfile.ZipFile(out, "w", compression) as target:
        for name in source.namelist():
            if name not in replace:
                target.writestr(name, source.read(name))
        for name, content in replace.items():
            if content is not None:
                target.writestr(name, content)
    return out.getvalue()


def part(data: bytes, name: str) -> bytes:
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        return archive.read(name)


def run(*children) -> OxmlElement:
    element = OxmlElement("w:r")
    for child in children:
        element.append(child)
    return element


def element(tag: str, text: str | None = None, **attributes: str) -> OxmlElement:
    made = OxmlElement(tag, {qn(f"w:{key}"): value for key, value in attributes.items()})
    if text is not None:
        made.text = text
    return made


def field_char(kind: str) -> OxmlElement:
    return run(element("w:fldChar", fldCharType=kind))


def textbox_content(text: str) -> OxmlElement:
    content = OxmlElement("w:txbxContent")
    paragraph = OxmlElement("w:p")
    paragraph.append(run(element("w:t", text)))
    content.append(paragraph)
    return content


# ---------------------------------------------------------------- the whole corpus

def test_the_corpus_is_there():
    assert len(CORPUS_FILES) >= 60, CORPUS


@pytest.mark.parametrize("path", CORPUS_FILES, ids=lambda path: path.name)
def test_every_corpus_file_extracts(path):
    data = path.read_bytes()
    extracted = extract_docx(data)
    assert extracted.text == "" or extracted.text.endswith("\n")
    position = 0
    for segment in extracted.segments:  # consecutive, covering everything, known labels
        assert segment.start == position < segment.end and segment.part in LABELS
        assert extracted.part_at(segment.start) == extracted.part_at(segment.end - 1) == segment.part
        position = segment.end
    assert position == len(extracted.text)
    stories = iter_story_parts(read_package(data))
    assert stories[0][1] == "body" and {label for _, label in stories} <= LABELS - {"textbox"}


# ---------------------------------------------------------------- known corpus files

def test_headers_and_footers_are_labelled():
    extracted = extract_docx(corpus("python-docx__features_steps_test_files_hdr-header-footer.docx"))
    assert label_of(extracted, "Header for section-1") == "header"
    assert label_of(extracted, "Footer for section 1") == "footer"  # two runs: "Footer for section " + "1"
    assert lines(extracted, "body") == ["section with header", "", "section without header of its own."]


def test_headers_follow_the_sections_then_the_notes_then_the_properties():
    parts = read_package(corpus("python-docx__features_steps_test_files_hdr-header-footer.docx"))
    assert iter_story_parts(parts) == [
        ("word/document.xml", "body"),
        ("word/header1.xml", "header"), ("word/header2.xml", "header"),  # even, default
        ("word/footer1.xml", "footer"), ("word/footer2.xml", "footer"),
        ("word/header3.xml", "header"), ("word/footer3.xml", "footer"),  # first page
        ("word/footnotes.xml", "footnote"), ("word/endnotes.xml", "endnote"),
        ("docProps/core.xml", "properties"), ("docProps/app.xml", "properties"),
    ]


def test_a_header_shared_by_two_sections_is_read_once():
    data = corpus("python-docx__features_steps_test_files_hdr-header-footer.docx")
    document = part(data, "word/document.xml")
    last_section = document.rindex(b"<w:sectPr ")
    shared = document[:last_section] + document[last_section:].replace(
        b"<w:pgSz ", b'<w:headerReference w:type="default" r:id="rId7"/><w:pgSz ', 1)
    extracted = extract_docx(rezip(data, {"word/document.xml": shared}))
    assert extracted.text.count("Header for section-1") == 1


@pytest.mark.parametrize("stored, target", [("word/Header2.xml", b"HEADER2.xml"),
                                            ("word/header 2.xml", b"header%202.xml")])
def test_relationship_targets_are_matched_like_word_does(stored, target):
    """OPC part names are case-insensitive; relationship targets are percent-encoded URIs."""
    data = corpus("python-docx__features_steps_test_files_hdr-header-footer.docx")
    rels = part(data, "word/_rels/document.xml.rels")
    rels = rels.replace(b'Target="header2.xml"', b'Target="' + target + b'"')
    data = rezip(data, {"word/header2.xml": None, stored: part(data, "word/header2.xml"),
                        "word/_rels/document.xml.rels": rels})
    assert label_of(extract_docx(data), "Header for section-1") == "header"


def test_odd_and_even_page_headers():
    extracted = extract_docx(corpus("python-docx__features_steps_test_files_doc-odd-even-hdrs.docx"))
    assert [line for line in lines(extracted, "header") if line] == ["Even page header.", "Odd page header."]
    assert lines(extracted, "body") == ["First Page.", "", "", "Second Page."]  # the page break is a line break


def test_first_page_header_of_a_second_section():
    extracted = extract_docx(corpus("python-docx__features_steps_test_files_sct-first-page-hdrftr.docx"))
    assert lines(extracted, "header") == ["Default (odd, primary) Header", "First Page Header (section 2)"]
    assert label_of(extracted, "Page 4, First Page of second section.") == "body"


def test_footnotes_without_their_separators():
    extracted = extract_docx(corpus("python-mammoth__tests_test-data_footnotes.docx"))
    assert lines(extracted, "body") == ["Ouch."]
    assert lines(extracted, "footnote") == [" A tachyon walks into a bar.", " Fin."]
    assert lines(extracted, "endnote") == []  # endnotes.xml holds only separators


def test_endnotes_whose_separators_have_other_ids():
    extracted = extract_docx(corpus("python-mammoth__tests_test-data_endnotes.docx"))
    assert lines(extracted, "endnote") == [" A tachyon walks into a bar.", " Fin."]


def test_hyperlink_inside_a_footnote():
    extracted = extract_docx(corpus("python-mammoth__tests_test-data_footnote-hyperlink.docx"))
    assert lines(extracted, "footnote") == [" Example"]


def test_comments():
    extracted = extract_docx(corpus("python-mammoth__tests_test-data_comments.docx"))
    assert lines(extracted, "body") == ["Ouch."]
    assert lines(extracted, "comment") == ["A tachyon walks into a bar.", "Fin."]
    assert [segment.part for segment in extracted.segments] == ["body", "comment", "properties"]
    rich = extract_docx(corpus("python-docx__features_steps_test_files_comments-rich-para.docx"))
    assert "Text with hyperlink https://google.com embedded." in lines(rich, "comment")


def test_text_box_is_read_once_and_on_its_own_line():
    extracted = extract_docx(corpus("python-mammoth__tests_test-data_text-box.docx"))
    assert extracted.text.count("Datum plane") == 1  # the mc:Fallback (VML) copy is skipped
    assert lines(extracted, "textbox") == ["Datum plane"]
    assert lines(extracted, "body") == [""]  # the anchoring paragraph has no text of its own


def test_nested_tables():
    extracted = extract_docx(corpus("python-docx__features_steps_test_files_blk-paras-and-tables.docx"))
    body = lines(extracted, "body")
    start = body.index("Text before")
    assert body[start:start + 4] == ["Text before", "Table", "Between", "Text after"]
    assert lines(extracted, "header") == ["Left-side", "Right-side", ""]  # a table in the header
    # Three empty tables (2x2, 3x3, 2x4) and three paragraphs: one line per cell paragraph.
    empty = extract_docx(corpus("python-docx__features_steps_test_files_tbl-having-tables.docx"))
    assert lines(empty, "body") == [""] * 24


def test_table_cells_in_reading_order():
    extracted = extract_docx(corpus("python-mammoth__tests_test-data_tables.docx"))
    assert lines(extracted, "body") == ["Above", "Top left", "Top right", "Bottom left", "Bottom right",
                                        "Below"]


def test_hyperlinks():
    extracted = extract_docx(corpus("python-docx__features_steps_test_files_par-hyperlinks.docx"))
    assert lines(extracted, "body") == [
        "No hyperlinks", "One awesome hyperlink.",
        "Three hyperlinks: the first one here, the second one, and the third."]


def test_strict_ooxml():
    data = corpus("python-mammoth__tests_test-data_strict-format.docx")
    assert b"http://purl.oclc.org/ooxml/wordprocessingml/main" in part(data, "word/document.xml")
    extracted = extract_docx(data)
    assert lines(extracted, "body") == ["Test"]
    assert lines(extracted, "properties") == ["Tom Chantry", "Tom Chantry"]  # creator, last modified by
    # app.xml is found through the Strict relationship type (".../extendedProperties").
    assert ("docProps/app.xml", "properties") in iter_story_parts(read_package(data))


def test_core_properties():
    extracted = extract_docx(corpus("python-docx__features_steps_test_files_doc-coreprops.docx"))
    assert lines(extracted, "properties") == ["Title", "Subject", "Steve Canny", "key; word; keyword",
                                              "Description", "Steve Canny"]
    assert "Category" not in extracted.text and "Identifier" not in extracted.text


def test_tab_stops_are_not_tabs():
    extracted = extract_docx(corpus("python-docx__features_steps_test_files_tab-stops.docx"))
    # w:pPr/w:tabs/w:tab (tab stops) add nothing; w:r/w:tab is a tab.
    assert lines(extracted, "body") == ["Default\t\ttab\tstops", "Assigned\tLeft\tcenter\tright",
                                        "\t-0.5\t\t0.5"]


def test_byte_order_mark_and_no_properties():
    extracted = extract_docx(corpus("python-mammoth__tests_test-data_utf8-bom.docx"))
    assert extracted.text == "This XML has a byte order mark.\n"
    assert extracted.segments == [Segment(0, len(extracted.text), "body")]


# ---------------------------------------------------------------- documents built here

def test_a_name_split_over_runs_is_one_word():
    document = new_document()
    paragraph = document.add_paragraph("The applicant, Mr ")
    paragraph.add_run("Mil").bold = True
    paragraph.add_run("lar")
    paragraph.add_run(", was born in 1965.")
    extracted = extract_docx(saved(document))
    assert lines(extracted, "body") == ["The applicant, Mr Millar, was born in 1965."]


def test_tracked_changes_keep_insertions_and_drop_deletions():
    document = new_document()
    paragraph = document.add_paragraph("Mr ")
    deletion = element("w:del", id="1", author="Clerk", date="2024-01-01T00:00:00Z")
    deletion.append(run(element("w:delText", "Smith")))
    deletion.append(run(element("w:t", "Black")))  # not what Word writes, but some producers do
    insertion = element("w:ins", id="2", author="Clerk", date="2024-01-01T00:00:00Z")
    insertion.append(run(element("w:t", "Jones")))
    moved_away = element("w:moveFrom", id="3", author="Clerk", date="2024-01-01T00:00:00Z")
    moved_away.append(run(element("w:t", "Brown")))
    for change in (deletion, insertion, moved_away):
        paragraph._p.append(change)
    extracted = extract_docx(saved(document))
    assert lines(extracted, "body") == ["Mr Jones"]
    assert not {"Smith", "Black", "Brown"} & set(extracted.text.split())


def test_field_results_appear_and_instructions_do_not():
    document = new_document()
    paragraph = document.add_paragraph("Client: ")
    for piece in (field_char("begin"), run(element("w:instrText", " MERGEFIELD ClientName ")),
                  field_char("separate"), run(element("w:t", "Anna Schmidt")), field_char("end")):
        paragraph._p.append(piece)
    simple = element("w:fldSimple", instr=" AUTHOR ")
    simple.append(run(element("w:t", " and Peter Pan")))
    paragraph._p.append(simple)
    extracted = extract_docx(saved(document))
    assert lines(extracted, "body") == ["Client: Anna Schmidt and Peter Pan"]
    assert "MERGEFIELD" not in extracted.text and "AUTHOR" not in extracted.text


def test_nested_fields_and_fields_across_paragraphs():
    document = new_document()
    first = document.add_paragraph("Before ")
    # { IF { MERGEFIELD Sex } = "M" "Mr" } Dupont: the inner field's result sits in the outer's instruction.
    for piece in (field_char("begin"), run(element("w:instrText", "IF ")),
                  field_char("begin"), run(element("w:instrText", "MERGEFIELD Sex")),
                  field_char("separate"), run(element("w:t", "Hidden")), field_char("end"),
                  run(element("w:instrText", ' = "M" "Mr"')),
                  field_char("separate"), run(element("w:t", "Mr")), field_char("end"),
                  run(element("w:t", " Dupont")),
                  field_char("begin"), run(element("w:instrText", "TOC")),
                  field_char("separate"), run(element("w:t", "Entry one"))):
        first._p.append(piece)
    second = document.add_paragraph()
    for piece in (run(element("w:t", "Entry two")), field_char("end"), run(element("w:t", " after"))):
        second._p.append(piece)
    extracted = extract_docx(saved(document))
    assert lines(extracted, "body") == ["Before Mr DupontEntry one", "Entry two after"]
    assert "Hidden" not in extracted.text


def test_breaks_tabs_hyphens_and_symbols_read_as_word_shows_them():
    """A line break ends a line (an address block is not one name), a tab is a tab, a symbol is its
    character, a soft hyphen is nothing."""
    document = new_document()
    paragraph = document.add_paragraph("Jean\nDupont\tand ")  # python-docx writes w:br and w:tab
    paragraph._p.append(run(
        element("w:t", "Marie"), element("w:noBreakHyphen"), element("w:t", "Claire"), element("w:cr"),
        element("w:t", "Ander"), element("w:softHyphen"), element("w:t", "son"),
        element("w:sym", font="Wingdings", char="F04A"),
        element("w:ptab", relativeTo="margin", alignment="right", leader="none"), element("w:t", "p. 2")))
    extracted = extract_docx(saved(document))
    assert extracted.text == "Jean\nDupont\tand Marie-Claire\nAnderson\uf04a\tp. 2\n"


def test_content_controls_and_tables_at_any_depth():
    document = new_document()
    table = document.add_table(rows=2, cols=2)
    table.cell(0, 0).text = "Cell Alpha"
    nested = table.cell(1, 1).add_table(rows=1, cols=1)
    nested.cell(0, 0).add_table(rows=1, cols=1).cell(0, 0).text = "Deep Beta"
    control = OxmlElement("w:sdt")
    control.append(OxmlElement("w:sdtPr"))
    content = OxmlElement("w:sdtContent")
    paragraph = OxmlElement("w:p")
    inline = OxmlElement("w:sdt")  # a run-level control inside the block-level one
    inline_content = OxmlElement("w:sdtContent")
    inline_content.append(run(element("w:t", "Gamma in a control")))
    inline.append(inline_content)
    paragraph.append(inline)
    content.append(paragraph)
    control.append(content)
    document.element.body.insert(0, control)
    extracted = extract_docx(saved(document))
    body = lines(extracted, "body")
    assert body[0] == "Gamma in a control"
    assert "Cell Alpha" in body and "Deep Beta" in body
    assert label_of(extracted, "Deep Beta") == "body"


def test_sections_headers_footers_and_core_properties_of_a_built_document():
    document = new_document()
    document.add_paragraph("Body text.")
    first = document.sections[0]
    first.header.paragraphs[0].text = "HEADER OF SMITH"
    first.footer.paragraphs[0].text = "FOOTER OF SMITH"
    second = document.add_section()
    second.different_first_page_header_footer = True
    second.first_page_header.paragraphs[0].text = "FIRST PAGE HEADER"
    properties = document.core_properties
    properties.title, properties.subject, properties.author = "Smith v. Jones", "Appeal", "Jane Doe"
    properties.keywords, properties.comments = "tort", "Drafted by\nJohn Roe"
    properties.last_modified_by, properties.category = "Richard Roe", "Not extracted"
    extracted = extract_docx(saved(document))
    assert label_of(extracted, "HEADER OF SMITH") == "header"
    assert label_of(extracted, "FOOTER OF SMITH") == "footer"
    assert label_of(extracted, "FIRST PAGE HEADER") == "header"
    assert lines(extracted, "properties") == ["Smith v. Jones", "Appeal", "Jane Doe", "tort",
                                              "Drafted by John Roe", "Richard Roe"]
    assert extracted.part_at(0) == "body" and extracted.part_at(len(extracted.text) - 1) == "properties"


def test_text_boxes_choice_only_vml_only_and_in_headers():
    document = new_document()
    host = document.add_paragraph("Before ")
    alternate = etree.SubElement(host._p, f"{{{MC}}}AlternateContent")
    choice = etree.SubElement(alternate, f"{{{MC}}}Choice", Requires="wps")
    choice.append(run(textbox_content("Box Choice")))
    fallback = etree.SubElement(alternate, f"{{{MC}}}Fallback")
    fallback.append(run(textbox_content("Box Fallback")))
    host._p.append(run(element("w:t", "after")))
    picture = OxmlElement("w:pict")  # a VML text box with no AlternateContent around it
    shape = etree.SubElement(picture, f"{{{VML}}}shape")
    etree.SubElement(shape, f"{{{VML}}}textbox").append(textbox_content("Box Legacy"))
    document.add_paragraph()._p.append(run(picture))
    header = document.sections[0].header.paragraphs[0]._p
    header.append(run(textbox_content("Box In Header")))
    extracted = extract_docx(saved(document))
    assert lines(extracted, "body") == ["Before after", ""]
    assert lines(extracted, "textbox") == ["Box Choice", "Box Legacy", "Box In Header"]
    assert "Box Fallback" not in extracted.text


def test_app_and_custom_properties():
    data = saved(new_document())
    app = (b'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
           b'<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties" '
           b'xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes">'
           b'<Template>Normal.dotm</Template><Manager>Judge Mary Major</Manager>'
           b'<Company>Registry of Anytown</Company></Properties>')
    custom = (b'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
              b'<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/custom-properties" '
              b'xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes">'
              b'<property fmtid="{D5CDD505-2E9C-101B-9397-08002B2CF9AE}" pid="2" name="Client">'
              b'<vt:lpwstr>Anna Schmidt</vt:lpwstr></property>'
              b'<property fmtid="{D5CDD505-2E9C-101B-9397-08002B2CF9AE}" pid="3" name="Empty">'
              b'<vt:lpwstr></vt:lpwstr></property></Properties>')
    rels = part(data, "_rels/.rels").replace(b"</Relationships>", (
        b'<Relationship Id="rIdCustom" Target="docProps/custom.xml" Type="http://schemas.openxmlformats.org/'
        b'officeDocument/2006/relationships/custom-properties"/></Relationships>'))
    data = rezip(data, {"docProps/app.xml": app, "docProps/custom.xml": custom, "_rels/.rels": rels})
    extracted = extract_docx(data)
    assert lines(extracted, "properties") == ["Judge Mary Major", "Registry of Anytown", "Anna Schmidt"]
    assert "Normal.dotm" not in extracted.text


def test_part_at_refuses_offsets_outside_the_text():
    extracted = extract_docx(corpus("python-mammoth__tests_test-data_comments.docx"))
    assert extracted.part_at(0) == "body" and extracted.part_at(len("Ouch.\n")) == "comment"
    for offset in (-1, len(extracted.text)):
        with pytest.raises(IndexError):
            extracted.part_at(offset)


# ---------------------------------------------------------------- package safety

def test_statuses():
    assert (NotADocx.status, CorruptDocument.status, DocumentTooLarge.status) == (415, 422, 413)


def test_random_bytes_are_not_a_docx():
    with pytest.raises(NotADocx) as refused:
        extract_docx(random.Random(0).randbytes(5000))
    assert "not a .docx" in str(refused.value) and refused.value.status == 415


def test_a_zip_without_word_document():
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as archive:
        archive.writestr("notes.txt", "hello")
    with pytest.raises(NotADocx, match="word/document.xml"):
        read_package(out.getvalue())


def test_legacy_doc():
    with pytest.raises(NotADocx, match=r"\.doc \(Word 97-2003\).*save it as \.docx"):
        extract_docx(OLE_MAGIC + bytes(1000))


@pytest.mark.parametrize("stream_name", ["EncryptedPackage".encode("utf-16-le"), b"EncryptedPackage"])
def test_password_protected_docx(stream_name):
    with pytest.raises(NotADocx, match="password"):
        extract_docx(OLE_MAGIC + bytes(500) + stream_name + bytes(500))


@pytest.mark.parametrize("start, words", [(b"{\\rtf1\\ansi Hello}", "RTF"), (b"%PDF-1.7\n", "PDF")])
def test_formats_sent_by_mistake_are_named(start, words):
    with pytest.raises(NotADocx, match=words):
        extract_docx(start + bytes(100))


@pytest.mark.parametrize("cut", [0.25, 0.5, 0.9, 0.99])
def test_truncated_docx(cut):
    data = corpus("python-mammoth__tests_test-data_footnotes.docx")
    with pytest.raises(CorruptDocument, match="damaged or incomplete") as refused:
        extract_docx(data[:int(len(data) * cut)])
    assert refused.value.status == 422


def test_bad_crc_is_corrupt():
    data = rezip(saved(new_document()), compression=zipfile.ZIP_STORED)
    damaged = data.replace(b"<w:body>", b"<w:bodY>", 1)
    assert damaged != data
    with pytest.raises(CorruptDocument, match="damaged"):
        extract_docx(damaged)


def test_invalid_xml_is_corrupt():
    data = rezip(saved(new_document()), {"word/document.xml": b"<w:document><w:body>"})
    with pytest.raises(CorruptDocument, match="not valid XML"):
        extract_docx(data)


def test_zip_bomb_is_refused_from_the_directory():
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=1) as archive:
        with archive.open("word/document.xml", "w", force_zip64=True) as entry:
            zeros = bytes(4 * 1024 * 1024)
            for _ in range(75):  # 300 MB of zeros, about 1.3 MB compressed
                entry.write(zeros)
    started = time.perf_counter()
    with pytest.raises(DocumentTooLarge, match="zip bomb") as refused:
        read_package(out.getvalue())
    assert time.perf_counter() - started < 1 and refused.value.status == 413  # nothing was inflated


def test_small_limits_each_refuse():
    data = corpus("python-mammoth__tests_test-data_footnotes.docx")
    with pytest.raises(DocumentTooLarge, match="limit is 5"):
        read_package(data, PackageLimits(max_entries=5))
    with pytest.raises(DocumentTooLarge, match="expands to more than"):
        read_package(data, PackageLimits(max_total_size=20_000))
    zeros = rezip(data, {"word/padding.bin": bytes(100_000)})
    with pytest.raises(DocumentTooLarge, match="compressed more than 50 times"):
        read_package(zeros, PackageLimits(max_ratio=50, ratio_min_size=10_000))
    assert read_package(zeros)["word/padding.bin"] == bytes(100_000)  # fine under the default limits


def test_too_many_entries_with_default_limits():
    extra = {f"customXml/item{i}.xml": b"" for i in range(5_001)}
    with pytest.raises(DocumentTooLarge, match="5000"):
        read_package(rezip(saved(new_document()), extra))


def test_limits_hold_while_inflating_even_if_the_directory_lies(monkeypatch):
    data = rezip(saved(new_document()), {"word/padding.bin": bytes(3_000_000)})
    monkeypatch.setattr(package, "_check_directory", lambda infos, limits: None)  # as if the directory lied
    with pytest.raises(DocumentTooLarge):
        read_package(data, PackageLimits(max_ratio=50, ratio_min_size=1_000_000))
    with pytest.raises(DocumentTooLarge):
        read_package(data, PackageLimits(max_total_size=2_000_000))


def patch_directory(data: bytes, name: str, offset: int, value: bytes) -> bytes:
    """`data` with bytes at `offset` of `name`'s central directory entry overwritten."""
    entry = data.rindex(name.encode()) - 46  # the name follows the 46-byte fixed part of the entry
    assert data[entry:entry + 4] == b"PK\x01\x02"
    return data[:entry + offset] + value + data[entry + offset + len(value):]


def test_a_directory_that_understates_a_size_is_refused():
    data = rezip(saved(new_document()), {"word/padding.bin": bytes(5_000_000)})
    lying = patch_directory(data, "word/padding.bin", 24, (1000).to_bytes(4, "little"))  # uncompressed size
    with pytest.raises((CorruptDocument, DocumentTooLarge)):
        read_package(lying)


def test_encrypted_zip_entries_and_exotic_compression_are_refused():
    data = saved(new_document())
    with pytest.raises(NotADocx, match="encrypted"):
        read_package(patch_directory(data, "word/document.xml", 8, b"\x01\x00"))  # flag bit 0
    with pytest.raises(CorruptDocument, match="compression method"):
        read_package(patch_directory(data, "word/document.xml", 10, b"\x0c\x00"))  # bzip2


def test_duplicate_entries_are_corrupt():
    data = saved(new_document())
    with zipfile.ZipFile(io.BytesIO(data)) as source:
        out = io.BytesIO()
        with zipfile.ZipFile(out, "w") as target, pytest.warns(UserWarning):
            for name in source.namelist():
                target.writestr(name, source.read(name))
            target.writestr("word/document.xml", source.read("word/document.xml"))
    with pytest.raises(CorruptDocument, match="same name"):
        read_package(out.getvalue())


def billion_laughs(levels: int) -> bytes:
    entities = '<!ENTITY lol0 "lol">' + "".join(
        f'<!ENTITY lol{i} "{f"&lol{i - 1};" * 10}">' for i in range(1, levels + 1))
    return (f'<?xml version="1.0"?><!DOCTYPE w:document [{entities}]>'
            '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>'
            f'<w:p><w:r><w:t>Laughs: &lol{levels};</w:t></w:r></w:p></w:body></w:document>').encode()


@pytest.mark.parametrize("levels", [2, 9])
def test_billion_laughs_is_refused_without_expanding(levels):
    data = rezip(saved(new_document()), {"word/document.xml": billion_laughs(levels)})
    started = time.perf_counter()
    with pytest.raises(CorruptDocument):
        extract_docx(data)
    assert time.perf_counter() - started < 1


def test_external_entities_and_deep_nesting_are_refused():
    xxe = b'<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>'
    with pytest.raises(CorruptDocument, match="DTD"):
        parse_xml(xxe)
    with pytest.raises(CorruptDocument):
        parse_xml(b"<a>" * 1000 + b"</a>" * 1000)
    assert len(parse_xml(b"<a>" * 100 + b"</a>" * 100)) == 1  # ordinary depth is fine


@pytest.mark.parametrize("content_type, words", [
    ("application/vnd.ms-word.document.macroEnabled.main+xml", "macro"),
    ("application/vnd.ms-word.template.macroEnabledTemplate.main+xml", "macro"),
    ("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml", "not a Word document"),
])
def test_macro_enabled_and_non_word_main_parts(content_type, words):
    data = saved(new_document())
    word_type = b"application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"
    types = part(data, "[Content_Types].xml").replace(word_type, content_type.encode())
    with pytest.raises(NotADocx, match=words):
        extract_docx(rezip(data, {"[Content_Types].xml": types}))


def test_generic_content_types_are_looked_up_by_extension():
    data = saved(new_document())
    types = part(data, "[Content_Types].xml")
    override = types[types.index(b"<Override PartName=\"/word/document.xml\""):]
    no_override = types.replace(override[:override.index(b"/>") + 2], b"")
    assert b"/word/document.xml" not in no_override
    # The main part is now plain application/xml, which a sloppy producer might write: accepted.
    assert "word/document.xml" in read_package(rezip(data, {"[Content_Types].xml": no_override}))
    macro_default = no_override.replace(b'Extension="xml" ContentType="application/xml"',
                                        b'Extension="xml" ContentType="application/vnd.ms-word.document.'
                                        b'macroEnabled.main+xml"')
    assert macro_default != no_override
    with pytest.raises(NotADocx, match="macro"):
        read_package(rezip(data, {"[Content_Types].xml": macro_default}))


def test_without_package_relationships_the_main_part_is_word_document_xml():
    data = rezip(corpus("python-mammoth__tests_test-data_comments.docx"), {"_rels/.rels": None})
    extracted = extract_docx(data)
    assert lines(extracted, "body") == ["Ouch."] and lines(extracted, "properties") == []


def test_vba_project_is_refused_and_a_template_is_accepted():
    data = saved(new_document())
    with pytest.raises(NotADocx, match="macro"):
        read_package(rezip(data, {"word/vbaProject.bin": b"\x00" * 10}))
    types = part(data, "[Content_Types].xml").replace(b"document.main+xml", b"template.main+xml")
    assert "word/document.xml" in read_package(rezip(data, {"[Content_Types].xml": types}))
