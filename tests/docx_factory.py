"""A tricky .docx with a real ECHR party's name in every place a name can hide.

Built with python-docx where it has an API, and lxml where it has none (footnotes,
text boxes, tracked changes, fields, content controls); the names come from a real
TAB case (Johnston and Others v. Ireland).
"""

from __future__ import annotations

import base64
import io
import struct
import zipfile
import zlib

from docx import Document
from docx.opc.constants import RELATIONSHIP_TYPE as RT
from docx.oxml.ns import qn
from docx.shared import Inches
from lxml import etree

NAME = "Janice Williams-Johnston"
SURNAME = "Williams-Johnston"
EMAIL = "janice.williams@example.ie"
OTHER = "Roy Johnston"            # a second party, left on
KEPT = "Nessa Johnston"           # turned off by the editor: must stay
W = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
MC = "http://schemas.openxmlformats.org/markup-compatibility/2006"
WPS = "http://schemas.microsoft.com/office/word/2010/wordprocessingShape"
V = "urn:schemas-microsoft-com:vml"
NSMAP = {"w": W, "mc": MC, "wps": WPS, "v": V}


def _png() -> bytes:
    """A 1x1 white PNG, for a picture whose alt text names the party."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    header = struct.pack(">IIBBBBB", 1, 1, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(b"\x00\xff\xff\xff"))
            + chunk(b"IEND", b""))


def _w(tag: str, **attributes: str) -> etree._Element:
    element = etree.Element(qn(tag))
    for key, value in attributes.items():
        element.set(qn(f"w:{key}"), value)
    return element


def _run(text: str, bold: bool = False, italic: bool = False, deleted: bool = False) -> etree._Element:
    run = _w("w:r")
    if bold or italic:
        properties = etree.SubElement(run, qn("w:rPr"))
        if bold:
            etree.SubElement(properties, qn("w:b"))
        if italic:
            etree.SubElement(properties, qn("w:i"))
    text_element = etree.SubElement(run, qn("w:delText" if deleted else "w:t"))
    text_element.text = text
    text_element.set("{http://www.w3.org/XML/1998/namespace}space", "preserve")
    return run


def _paragraph_with(*children: etree._Element) -> etree._Element:
    paragraph = _w("w:p")
    for child in children:
        paragraph.append(child)
    return paragraph


def _textbox(text: str) -> etree._Element:
    """A text box as Word writes it: the DrawingML shape in mc:Choice, VML in mc:Fallback."""
    alternate = etree.Element(f"{{{MC}}}AlternateContent", nsmap=NSMAP)
    choice = etree.SubElement(alternate, f"{{{MC}}}Choice", Requires="wps")
    shape = etree.SubElement(etree.SubElement(choice, qn("w:drawing")), f"{{{WPS}}}txbx")
    etree.SubElement(shape, qn("w:txbxContent")).append(_paragraph_with(_run(text)))
    fallback = etree.SubElement(alternate, f"{{{MC}}}Fallback")
    vml = etree.SubElement(etree.SubElement(fallback, qn("w:pict")), f"{{{V}}}textbox")
    etree.SubElement(vml, qn("w:txbxContent")).append(_paragraph_with(_run(text)))
    run = _w("w:r")
    run.append(alternate)
    return run


def _complex_field(instruction: str, result: str) -> list[etree._Element]:
    runs = []
    for kind in ("begin", None, "separate", "result", "end"):
        run = _w("w:r")
        if kind == "result":
            etree.SubElement(run, qn("w:t")).text = result
        elif kind is None:
            etree.SubElement(run, qn("w:instrText")).text = instruction
        else:
            run.append(_w("w:fldChar", fldCharType=kind))
        runs.append(run)
    return runs


def build_tricky_docx() -> bytes:
    document = Document()
    core = document.core_properties
    core.title, core.subject, core.author = f"Case of {NAME}", f"{NAME} v. Ireland", NAME
    core.keywords, core.comments, core.last_modified_by = SURNAME, f"About {NAME}", NAME

    section = document.sections[0]
    section.different_first_page_header_footer = True
    document.settings.odd_and_even_pages_header_footer = True
    section.header.paragraphs[0].text = f"{NAME} v. Ireland"
    section.first_page_header.paragraphs[0].text = f"CASE OF {SURNAME.upper()}"
    section.even_page_header.paragraphs[0].text = f"{SURNAME} (even pages)"
    section.footer.paragraphs[0].text = f"Judgment in the case of {NAME}"

    body = document.add_paragraph("The applicant, ")
    for text, bold, italic in (("Jan", True, False), ("ice Williams-", False, True), ("Johnston", False, False)):
        run = body.add_run(text)
        run.bold, run.italic = bold, italic
    body.add_run(f", lives in Dublin with {OTHER} and their daughter {KEPT}.")
    document.add_paragraph(f"{SURNAME}'s complaint and {SURNAME}’s reply were heard. Mr. Roy Johnston agreed.")

    table = document.add_table(rows=1, cols=2)
    table.cell(0, 0).text = f"Party: {NAME}"
    inner = table.cell(0, 1).add_table(rows=1, cols=1)
    inner.cell(0, 0).text = f"Nested: {SURNAME}"

    commented = document.add_paragraph(f"{NAME} objected.")
    document.add_comment(commented.runs, text=f"Check the spelling of {SURNAME}", author=NAME, initials="JWJ")

    picture_paragraph = document.add_paragraph()
    picture_paragraph.add_run().add_picture(io.BytesIO(_png()), width=Inches(0.1))
    picture_paragraph._p.xpath(".//wp:docPr")[0].set("descr", f"Photograph of {NAME}")

    special = document.add_paragraph()._p
    link_id = document.part.relate_to(f"mailto:{EMAIL}", RT.HYPERLINK, is_external=True)
    link = _w("w:hyperlink")
    link.set(qn("r:id"), link_id)
    link.append(_run(NAME))
    special.append(link)
    inserted = _w("w:ins", id="901", author=NAME, date="2024-01-01T00:00:00Z")
    inserted.append(_run(f" inserted {OTHER} "))
    special.append(inserted)
    deleted = _w("w:del", id="902", author=NAME, date="2024-01-01T00:00:00Z")
    deleted.append(_run(f"deleted {SURNAME}", deleted=True))
    special.append(deleted)
    content_control = _w("w:sdt")
    content_control.append(_w("w:sdtPr"))
    content = etree.SubElement(content_control, qn("w:sdtContent"))
    content.append(_run(f" control {SURNAME} "))
    special.append(content_control)
    simple_field = _w("w:fldSimple", instr=f"AUTHOR {SURNAME}")
    simple_field.append(_run(f"field {SURNAME}"))
    special.append(simple_field)
    for run in _complex_field(f'HYPERLINK "mailto:{EMAIL}"', f" complex {NAME}"):
        special.append(run)
    special.append(_textbox(f"Text box: {NAME}"))

    document.add_paragraph("Reference to a footnote.").runs[0]._r.append(_w("w:footnoteReference", id="1"))
    data = io.BytesIO()
    document.save(data)
    return _with_footnotes(data.getvalue(), f"Footnote about {NAME}.")


def _with_footnotes(data: bytes, text: str) -> bytes:
    """python-docx cannot add footnotes: add the part, its relationship and its content type."""
    footnotes = etree.Element(qn("w:footnotes"), nsmap={"w": W})
    for number, content in (("-1", ""), ("0", ""), ("1", text)):
        note = etree.SubElement(footnotes, qn("w:footnote"))
        note.set(qn("w:id"), number)
        note.append(_paragraph_with(_run(content)))
    source = zipfile.ZipFile(io.BytesIO(data))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as target:
        for info in source.infolist():
            content = source.read(info)
            if info.filename == "[Content_Types].xml":
                types = etree.fromstring(content)
                override = etree.SubElement(types, "{http://schemas.openxmlformats.org/package/2006/content-types}Override")
                override.set("PartName", "/word/footnotes.xml")
                override.set("ContentType", "application/vnd.openxmlformats-officedocument.wordprocessingml.footnotes+xml")
                content = etree.tostring(types, xml_declaration=True, encoding="UTF-8", standalone=True)
            elif info.filename == "word/_rels/document.xml.rels":
                rels = etree.fromstring(content)
                relationship = etree.SubElement(rels, "{http://schemas.openxmlformats.org/package/2006/relationships}Relationship")
                relationship.set("Id", "rIdFootnotes")
                relationship.set("Type", RT.FOOTNOTES)
                relationship.set("Target", "footnotes.xml")
                content = etree.tostring(rels, xml_declaration=True, encoding="UTF-8", standalone=True)
            target.writestr(info, content)
        target.writestr("word/footnotes.xml", etree.tostring(footnotes, xml_declaration=True, encoding="UTF-8",
                                                             standalone=True))
    return out.getvalue()


def docx_base64(*paragraphs: str) -> str:
    """A plain .docx of these paragraphs, base64-encoded as the API takes it."""
    document = Document()
    for paragraph in paragraphs:
        document.add_paragraph(paragraph)
    buffer = io.BytesIO()
    document.save(buffer)
    return base64.b64encode(buffer.getvalue()).decode("ascii")
