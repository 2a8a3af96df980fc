"""`nomen inspect` and POST /api/inspect: every place of a .docx that holds personal data or could."""

from __future__ import annotations

import base64
import io
import json
import struct
import zipfile
import zlib

import docx
import pytest
from click.testing import CliRunner
from docx.opc.constants import RELATIONSHIP_TYPE as RT
from docx.oxml.ns import qn
from lxml import etree

from nomen.cli import main
from nomen.extract.inspect import Place, inspect_docx
from tests.docx_factory import NAME, build_tricky_docx

W = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
W15 = "http://schemas.microsoft.com/office/word/2012/wordml"
WE = "http://schemas.microsoft.com/office/webextensions/webextension/2010/11"
RELS = "http://schemas.openxmlformats.org/package/2006/relationships"
TYPES = "http://schemas.openxmlformats.org/package/2006/content-types"
OFFICE_RELS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"


def _png(red: int) -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    header = struct.pack(">IIBBBBB", 1, 1, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(bytes([0, red, 0, 0])))
            + chunk(b"IEND", b""))


def _xml(text: str) -> etree._Element:
    return etree.fromstring(f'<w:root xmlns:w="{W}" xmlns:r="{OFFICE_RELS}">{text}</w:root>')


def _body_markup(document: docx.Document, link_ids: list[str]) -> None:
    """Tracked changes, hidden text, bookmarks, fields, a smart tag, a content control, a form field."""
    body = document.element.body
    sections = body[-1]
    markup = _xml(
        '<w:p><w:ins w:id="1" w:author="Ann Smith"><w:r><w:t>added</w:t></w:r></w:ins>'
        '<w:del w:id="2" w:author="Bob Jones"><w:r><w:delText>removed</w:delText></w:r></w:del>'
        '<w:ins w:id="3" w:author="Ann Smith"><w:r><w:t>again</w:t></w:r></w:ins></w:p>'
        '<w:p><w:moveFrom w:id="4" w:author="Bob Jones"><w:r><w:t>moved</w:t></w:r></w:moveFrom>'
        '<w:moveTo w:id="5" w:author="Bob Jones"><w:r><w:t>moved</w:t></w:r></w:moveTo></w:p>'
        '<w:p><w:r><w:rPr><w:vanish/></w:rPr><w:t>Ann Smith, born 1970</w:t></w:r>'
        '<w:r><w:rPr><w:vanish w:val="true"/></w:rPr><w:t>secret</w:t></w:r>'
        '<w:r><w:rPr><w:vanish w:val="0"/></w:rPr><w:t>shown</w:t></w:r></w:p>'
        '<w:p><w:bookmarkStart w:id="0" w:name="Smith_address"/><w:bookmarkEnd w:id="0"/>'
        '<w:bookmarkStart w:id="1" w:name="_GoBack"/><w:bookmarkEnd w:id="1"/></w:p>'
        '<w:p><w:fldSimple w:instr=" AUTHOR \\* MERGEFORMAT "><w:r><w:t>Ann</w:t></w:r></w:fldSimple>'
        '<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText>HYPER</w:instrText></w:r>'
        '<w:r><w:instrText>LINK "mailto:ann@example.org"</w:instrText></w:r>'
        '<w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>mail</w:t></w:r>'
        '<w:r><w:fldChar w:fldCharType="end"/></w:r>'
        '<w:r><w:fldChar w:fldCharType="begin"><w:ffData><w:name w:val="ApplicantName"/><w:enabled/>'
        '<w:textInput><w:default w:val="Ann Smith"/></w:textInput></w:ffData></w:fldChar></w:r>'
        '<w:r><w:instrText> FORMTEXT </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r>'
        '<w:r><w:t>Ann Smith</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>'
        '<w:p><w:smartTag w:uri="urn:schemas-microsoft-com:office:smarttags" w:element="PersonName">'
        '<w:r><w:t>Ann Smith</w:t></w:r></w:smartTag></w:p>'
        '<w:sdt><w:sdtPr><w:alias w:val="Applicant"/><w:tag w:val="applicant"/></w:sdtPr>'
        '<w:sdtContent><w:p><w:r><w:t>Ann Smith</w:t></w:r></w:p></w:sdtContent></w:sdt>'
        '<w:altChunk r:id="rIdChunk"/>'
        + "".join(f'<w:p><w:hyperlink r:id="{rid}"><w:r><w:t>link</w:t></w:r></w:hyperlink></w:p>'
                  for rid in link_ids))
    for element in list(markup):
        sections.addprevious(element)


def _edited(data: bytes, changes: dict[str, bytes | None]) -> bytes:
    """The package with parts replaced, added, or (None) removed."""
    out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(data)) as source, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as target:
        for info in source.infolist():
            if info.filename not in changes:
                target.writestr(info, source.read(info))
        for name, content in changes.items():
            if content is not None:
                target.writestr(name, content)
    return out.getvalue()


def _xml_edit(data: bytes, name: str, edit) -> bytes:
    with zipfile.ZipFile(io.BytesIO(data)) as source:
        root = etree.fromstring(source.read(name))
    edit(root)
    return etree.tostring(root, xml_declaration=True, encoding="UTF-8", standalone=True)


def _add_app_fields(root: etree._Element) -> None:
    namespace = etree.QName(root).namespace
    for tag, value in (("Company", "Smith & Jones LLP"), ("Manager", "Carol White")):
        etree.SubElement(root, f"{{{namespace}}}{tag}").text = value


def _add_doc_vars(root: etree._Element) -> None:
    variables = etree.SubElement(root, qn("w:docVars"))
    for name in ("ClientName", "FileNumber"):
        etree.SubElement(variables, qn("w:docVar"), {qn("w:name"): name, qn("w:val"): "Ann Smith"})


def _add_types(root: etree._Element) -> None:
    etree.SubElement(root, f"{{{TYPES}}}Default", Extension="htm", ContentType="application/xhtml+xml")


def _add_chunk_relationship(root: etree._Element) -> None:
    etree.SubElement(root, f"{{{RELS}}}Relationship", Id="rIdChunk", Type=f"{OFFICE_RELS}/aFChunk",
                     Target="afchunk1.htm")


def _rels(*relationships: tuple[str, str, str]) -> bytes:
    return (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="{RELS}">'
            + "".join(f'<Relationship Id="{rid}" Type="{OFFICE_RELS}/{kind}" Target="{target}" '
                      'TargetMode="External"/>' for rid, kind, target in relationships)
            + "</Relationships>").encode()


PEOPLE = (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w15:people xmlns:w15="{W15}">'
          '<w15:person w15:author="Ann Smith"><w15:presenceInfo w15:providerId="AD" w15:userId="S::ann@court.example"/>'
          '</w15:person><w15:person w15:author="Bob Jones"/></w15:people>').encode()
CUSTOM = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Properties '
          'xmlns="http://schemas.openxmlformats.org/officeDocument/2006/custom-properties" '
          'xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes">'
          '<property fmtid="{D5CDD505-2E9C-101B-9397-08002B2CF9AE}" pid="2" name="Client">'
          '<vt:lpwstr>Ann Smith</vt:lpwstr></property>'
          '<property fmtid="{D5CDD505-2E9C-101B-9397-08002B2CF9AE}" pid="3" name="Reviewed">'
          '<vt:bool>true</vt:bool></property></Properties>').encode()
ADD_IN = (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><we:webextension xmlns:we="{WE}" id="{{1}}">'
          '<we:reference id="nomen" version="1.0" store="." storeType="Filesystem"/><we:properties>'
          '<we:property name="nomen.decisions" value="&quot;[{\\&quot;replacement\\&quot;}]&quot;"/>'
          '<we:property name="nomen.language" value="&quot;en&quot;"/></we:properties></we:webextension>').encode()
CUSTOM_XML = (b'<?xml version="1.0" encoding="UTF-8"?><clerk xmlns="urn:court:clerk"><name>Carol White</name>'
              b'<office>Dublin</office><empty/></clerk>')


def build_full_docx() -> bytes:
    """A decision holding one or more of every place `nomen inspect` lists."""
    document = docx.Document()
    document.core_properties.author = "Ann Smith"
    document.core_properties.last_modified_by = "Bob Jones"
    document.core_properties.title = "Smith v. Jones"
    first = document.add_paragraph("The applicant, Ann Smith, complained.")
    second = document.add_paragraph("Mr Jones replied.")
    for runs, author in ((first.runs, "Ann Smith"), (second.runs, "Bob Jones"), (first.runs, "Ann Smith")):
        document.add_comment(runs, text="Check", author=author, initials=author[0])
    links = [document.part.relate_to(target, RT.HYPERLINK, is_external=True)
             for target in ("mailto:ann.smith@example.org", "https://example.org/smith")]
    _body_markup(document, links)
    data = io.BytesIO()
    document.save(data)
    data = data.getvalue()
    return _edited(data, {
        "[Content_Types].xml": _xml_edit(data, "[Content_Types].xml", _add_types),
        "docProps/app.xml": _xml_edit(data, "docProps/app.xml", _add_app_fields),
        "docProps/custom.xml": CUSTOM,
        "word/settings.xml": _xml_edit(data, "word/settings.xml", _add_doc_vars),
        "word/_rels/settings.xml.rels": _rels(("rIdT", "attachedTemplate", "file:///C:/Users/asmith/Court.dotm"),
                                              ("rIdM", "mailMergeSource", "file:///C:/Users/asmith/parties.xlsx")),
        "word/_rels/document.xml.rels": _xml_edit(data, "word/_rels/document.xml.rels", _add_chunk_relationship),
        "word/afchunk1.htm": b"<html><body><p>Ann Smith</p></body></html>",
        "word/people.xml": PEOPLE,
        "word/media/image1.png": _png(1),
        "word/media/image2.png": _png(2),
        "word/embeddings/Microsoft_Excel_Worksheet.xlsx": b"PK\x03\x04 a workbook",
        "word/embeddings/Document1.docx": b"PK\x03\x04 a document",
        "word/embeddings/oleObject1.bin": b"\xd0\xcf\x11\xe0 an OLE object",
        "word/webextensions/webextension1.xml": ADD_IN,
        "customXml/item2.xml": CUSTOM_XML,
    })


@pytest.fixture(scope="module")
def places() -> list[Place]:
    return inspect_docx(build_full_docx())


def _found(places: list[Place], part: str, what: str) -> Place:
    """The place in `part` whose `what` starts with `what` (fails the test if none does)."""
    matches = [p for p in places if p.part == part and p.what.startswith(what)]
    assert len(matches) == 1, (part, what, places)
    return matches[0]


@pytest.mark.parametrize("part, what, where, count", [
    ("docProps/core.xml", "author: Ann Smith", "document properties", 1),
    ("docProps/core.xml", "last modified by: Bob Jones", "document properties", 1),
    ("docProps/core.xml", "title: Smith v. Jones", "document properties", 1),
    ("docProps/app.xml", "company: Smith & Jones LLP", "document properties (application)", 1),
    ("docProps/app.xml", "manager: Carol White", "document properties (application)", 1),
    ("docProps/custom.xml", "Client: Ann Smith", "document properties (custom)", 1),
    ("docProps/custom.xml", "Reviewed: true", "document properties (custom)", 1),
    ("word/people.xml", "2 people: Ann Smith, Bob Jones", "people", 2),
    ("word/people.xml", "1 sign-in id: S::ann@court.example", "people", 1),
    ("word/comments.xml", "3 comments by 2 authors: Ann Smith, Bob Jones", "comments", 3),
    ("word/document.xml", "5 tracked changes by 2 authors: Ann Smith, Bob Jones", "body", 5),
    ("word/document.xml", "2 runs of hidden text", "body", 2),
    ("docProps/thumbnail.jpeg", "a picture of the first page", "thumbnail", 1),
    ("word/media/", "2 pictures: image1.png, image2.png", "image", 2),
    ("word/embeddings/Microsoft_Excel_Worksheet.xlsx", "file Microsoft_Excel_Worksheet.xlsx",
     "embedded workbook", 1),
    ("word/embeddings/Document1.docx", "file Document1.docx", "embedded document", 1),
    ("word/embeddings/oleObject1.bin", "file oleObject1.bin", "embedded object", 1),
    ("word/afchunk1.htm", "imported file afchunk1.htm (application/xhtml+xml)", "imported", 1),
    ("word/_rels/document.xml.rels",
     "2 link addresses: mailto:ann.smith@example.org, https://example.org/smith", "link addresses of the body", 2),
    ("word/_rels/settings.xml.rels", "1 template address: file:///C:/Users/asmith/Court.dotm",
     "link addresses of the document settings", 1),
    ("word/_rels/settings.xml.rels", "1 mail merge data source: file:///C:/Users/asmith/parties.xlsx",
     "link addresses of the document settings", 1),
    ("word/webextensions/webextension1.xml", "2 settings: nomen.decisions, nomen.language", "add-in settings", 2),
    ("word/settings.xml", "2 document variables: ClientName, FileNumber", "document settings", 2),
    ("customXml/item2.xml", "'clerk' element with 2 values", "custom xml data", 1),
    ("word/document.xml", "2 bookmarks: Smith_address, _GoBack", "body", 2),
    ("word/document.xml", "3 fields: AUTHOR, HYPERLINK, FORMTEXT", "body", 3),
    ("word/document.xml", "1 smart tag: PersonName", "body", 1),
    ("word/document.xml", "1 content control: Applicant", "body", 1),
    ("word/document.xml", "1 form field: ApplicantName", "body", 1),
])
def test_every_place_is_listed_with_its_count(places, part, what, where, count):
    place = _found(places, part, what)
    assert place.count == count
    assert place.where.startswith(where), place


def test_the_order_is_by_kind_then_part_whatever_the_zip_order():
    data = build_full_docx()
    with zipfile.ZipFile(io.BytesIO(data)) as source:
        entries = [(info.filename, source.read(info)) for info in source.infolist()]
    shuffled = io.BytesIO()
    with zipfile.ZipFile(shuffled, "w") as target:
        for name, content in reversed(entries):
            target.writestr(name, content)
    first = inspect_docx(data)
    assert inspect_docx(shuffled.getvalue()) == first
    kinds = [p.what.split(":")[0] for p in first if p.part.startswith("docProps/core")]
    assert kinds == ["author", "last modified by", "title", "comments"]  # python-docx fills "comments"
    assert [p.part for p in first].index("docProps/core.xml") < [p.part for p in first].index("word/comments.xml")


def test_the_tricky_document_shows_its_authors_comments_changes_and_link():
    places = inspect_docx(build_tricky_docx())
    assert _found(places, "docProps/core.xml", "author:").what == f"author: {NAME}"
    assert _found(places, "word/comments.xml", "1 comment").what == f"1 comment by 1 author: {NAME}"
    assert _found(places, "word/document.xml", "2 tracked changes").what.endswith(NAME)
    assert _found(places, "word/_rels/document.xml.rels", "1 link address").what.endswith("janice.williams@example.ie")
    assert _found(places, "word/document.xml", "1 content control").count == 1


def test_a_bare_document_has_nothing_to_show():
    package = io.BytesIO()
    with zipfile.ZipFile(package, "w") as target:
        target.writestr("[Content_Types].xml", f'<Types xmlns="{TYPES}"><Default Extension="rels" '
                        'ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Override '
                        'PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.'
                        'wordprocessingml.document.main+xml"/></Types>')
        target.writestr("_rels/.rels", f'<Relationships xmlns="{RELS}"><Relationship Id="r1" Type="{OFFICE_RELS}/'
                        'officeDocument" Target="word/document.xml"/></Relationships>')
        target.writestr("word/document.xml", f'<w:document xmlns:w="{W}"><w:body><w:p><w:r><w:t>Text</w:t></w:r>'
                        '</w:p></w:body></w:document>')
    assert inspect_docx(package.getvalue()) == []


def test_a_part_that_is_not_xml_is_listed_not_fatal():
    data = _edited(build_tricky_docx(), {"customXml/item9.xml": b"<broken"})
    places = inspect_docx(data)
    assert "not valid XML" in _found(places, "customXml/item9.xml", "a part that is not valid XML").what
    assert _found(places, "word/comments.xml", "1 comment")


def _cli(*args: str):
    return CliRunner().invoke(main, ["inspect", *args])


def test_the_command_prints_a_table_or_json(tmp_path):
    path = tmp_path / "decision.docx"
    path.write_bytes(build_full_docx())
    shown = _cli(str(path))
    assert shown.exit_code == 0, shown.output
    header = next(line for line in shown.stdout.splitlines() if line.startswith("Where"))
    assert "Count" in header and "What" in header
    assert "3 comments by 2 authors: Ann Smith, Bob Jones" in shown.stdout
    as_json = _cli(str(path), "--json")
    assert as_json.exit_code == 0
    listed = json.loads(as_json.stdout)["places"]
    assert listed == [vars(p) for p in inspect_docx(path.read_bytes())]
    assert set(listed[0]) == {"where", "part", "what", "count"}


@pytest.mark.parametrize("content, code, words", [
    (None, 2, "does not exist"),
    (b"Decision of Mr Smith", 1, "not a .docx"),
    (b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes(600), 1, ".doc"),
    (b"PK\x03\x04 truncated", 1, "damaged"),
])
def test_bad_files_give_a_message_on_stderr_and_an_exit_code(tmp_path, content, code, words):
    path = tmp_path / "decision.docx"
    if content is not None:
        path.write_bytes(content)
    done = _cli(str(path))
    assert done.exit_code == code
    assert words in done.stderr and done.stdout == ""


def test_a_folder_is_a_usage_error(tmp_path):
    assert _cli(str(tmp_path)).exit_code == 2


def _encoded(data: bytes) -> dict:
    return {"docx_base64": base64.b64encode(data).decode("ascii")}


def test_the_api_answers_the_same_places(client):
    data = build_full_docx()
    expected = [vars(p) for p in inspect_docx(data)]
    answer = client.post("/api/inspect", json=_encoded(data))
    assert answer.status_code == 200 and answer.get_json() == {"places": expected}
    uploaded = client.post("/api/inspect", data={"file": (io.BytesIO(data), "decision.docx")},
                           content_type="multipart/form-data")
    assert uploaded.status_code == 200 and uploaded.get_json() == {"places": expected}


@pytest.mark.parametrize("kwargs, status, words", [
    ({"json": {"text": "Decision of Mr Smith"}}, 415, "not text"),
    ({"data": {"file": (io.BytesIO(b"Decision of Mr Smith"), "decision.txt")},
      "content_type": "multipart/form-data"}, 415, "not text"),
    ({"json": {}}, 400, "docx_base64"),
    ({"json": {"docx_base64": "not base64!"}}, 400, "base64"),
    ({"json": _encoded(b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes(600))}, 415, ".doc"),
    ({"json": _encoded(b"PK\x03\x04 truncated")}, 422, "damaged"),
    ({"data": "{", "content_type": "application/json"}, 400, "not valid JSON"),
])
def test_the_api_refuses_bad_input_with_a_json_error(client, kwargs, status, words):
    answer = client.post("/api/inspect", **kwargs)
    assert answer.status_code == status
    assert words in answer.get_json()["error"]
    assert client.get("/api/health").get_json() == {"status": "ok"}
