"""Small .docx packages, one per place where a party's name can survive anonymization.

Why: a leak audit must look everywhere Word keeps text, not only in the body. Each Case hides
the party's name in exactly one place (a footnote, a link address, a SmartArt, an embedded
workbook, a run split by a soft hyphen...) and nowhere else but the body. The packages are
written by hand with lxml and zipfile, not python-docx, so the XML is exactly what is meant and
no part appears that was not asked for. Every body holds the same real sentences of a TAB case
(Johnston and Others v. Ireland, 001-57508), so an analyser recognises the party as a person.
The party is that case's first applicant, or (`build_cases(SECOND)`) another real TAB applicant
with letters folding must see through (ı, ş), spliced into the same sentences.
Everything is deterministic: fixed ids, dates and zip timestamps.
"""

from __future__ import annotations

import json
import quopri
import re
import struct
import zipfile
import zlib
from collections.abc import Iterable, Sequence
from contextvars import ContextVar
from dataclasses import dataclass
from functools import lru_cache
from io import BytesIO
from urllib.parse import quote
from xml.sax.saxutils import escape

from lxml import etree

from nomen.names.folding import strip_accents
from tests.conftest import ROOT, TAB_DEV

NS = {
    "w": "http://schemas.openxmlformats.org/wordprocessingml/2006/main",
    "r": "http://schemas.openxmlformats.org/officeDocument/2006/relationships",
    "m": "http://schemas.openxmlformats.org/officeDocument/2006/math",
    "wp": "http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing",
    "a": "http://schemas.openxmlformats.org/drawingml/2006/main",
    "pic": "http://schemas.openxmlformats.org/drawingml/2006/picture",
    "c": "http://schemas.openxmlformats.org/drawingml/2006/chart",
    "dgm": "http://schemas.openxmlformats.org/drawingml/2006/diagram",
    "dsp": "http://schemas.microsoft.com/office/drawing/2008/diagram",
    "wps": "http://schemas.microsoft.com/office/word/2010/wordprocessingShape",
    "mc": "http://schemas.openxmlformats.org/markup-compatibility/2006",
    "v": "urn:schemas-microsoft-com:vml", "o": "urn:schemas-microsoft-com:office:office",
    "w14": "http://schemas.microsoft.com/office/word/2010/wordml",
    "w15": "http://schemas.microsoft.com/office/word/2012/wordml",
    "w16cid": "http://schemas.microsoft.com/office/word/2016/wordml/cid",
    "w16cex": "http://schemas.microsoft.com/office/word/2018/wordml/cex",
    "cp": "http://schemas.openxmlformats.org/package/2006/metadata/core-properties",
    "dc": "http://purl.org/dc/elements/1.1/", "dcterms": "http://purl.org/dc/terms/",
    "xsi": "http://www.w3.org/2001/XMLSchema-instance",
    "ep": "http://schemas.openxmlformats.org/officeDocument/2006/extended-properties",
    "op": "http://schemas.openxmlformats.org/officeDocument/2006/custom-properties",
    "vt": "http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes",
    "ds": "http://schemas.openxmlformats.org/officeDocument/2006/customXml",
    "we": "http://schemas.microsoft.com/office/webextensions/webextension/2010/11",
    "wetp": "http://schemas.microsoft.com/office/webextensions/taskpanes/2010/11",
    "x": "http://schemas.openxmlformats.org/spreadsheetml/2006/main",
    "ct": "http://schemas.openxmlformats.org/package/2006/content-types",  # default namespace of [Content_Types]
    "pr": "http://schemas.openxmlformats.org/package/2006/relationships",   # default namespace of .rels
}
_REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/"
_PKG_REL = "http://schemas.openxmlformats.org/package/2006/relationships/metadata/"
_MS_REL, _MS_TYPE = "http://schemas.microsoft.com/office/", "application/vnd.ms-office."
_OOXML = "application/vnd.openxmlformats-officedocument."
_WML, _DML, _SML = _OOXML + "wordprocessingml.", _OOXML + "drawingml.", _OOXML + "spreadsheetml."
_DEFAULT_TYPES = {"rels": "application/vnd.openxmlformats-package.relationships+xml", "xml": "application/xml",
                  "png": "image/png", "jpeg": "image/jpeg", "bin": _OOXML + "oleObject",
                  "docx": _WML + "document", "xlsx": _SML + "sheet"}
_DATE = "2024-01-15T10:00:00Z"
_JSON = {"ensure_ascii": False, "separators": (",", ":")}  # as JavaScript's JSON.stringify writes it
_EMU = 914400  # one inch


@dataclass(frozen=True)
class Person:
    given: str
    surname: str
    title: str = "Mr."  # the judgment's own style ("Mr. B. Walsh")

    @property
    def full(self) -> str:
        return f"{self.given} {self.surname}"


@dataclass(frozen=True)
class Case:
    place: str
    where: str
    needle: str
    docx: bytes
    binary: bool = False


CASE_ID = "001-57508"                               # Johnston and Others v. Ireland
PARTY = Person("Roy", "Johnston")                   # first applicant: gold PERSON, DIRECT
SECOND = Person("Sabriye", "Akıncıbaşı", "Ms.")     # applicant of 001-83617: gold PERSON, DIRECT
HYPHENATED = Person("Janice", "Williams-Johnston")  # second applicant: a real compound surname
JUDGE = Person("R.", "Ryssdal")                     # "Mr. R. Ryssdal, the President of the Court"
# (start, end) offsets of real sentences in the case text, and the splice that gives the party a title.
_SENTENCES = ((1026, 1411, ("Roy Johnston and", "{title} {full} and")), (1678, 1917, None),
              (5498, 5601, ("Roy Johnston had", "{title} {surname} had")))
_PARTY: ContextVar[Person] = ContextVar("party", default=PARTY)


def party() -> Person:
    """The person the cases being built hide (see `build_cases`)."""
    return _PARTY.get()


@lru_cache(maxsize=1)
def _case_text() -> str:
    return next(case["text"] for case in map(json.loads, TAB_DEV.read_text(encoding="utf-8").splitlines())
                if case["doc_id"] == CASE_ID)


def body_paragraphs() -> list[str]:
    """Three real sentences: the party as "Mr. Roy Johnston" and "Mr. Johnston", the judge as President."""
    paragraphs = []
    for start, end, splice in _SENTENCES:
        sentence = _case_text()[start:end].strip()
        if splice:
            assert splice[0] in sentence, (CASE_ID, start, splice)
            person = party()
            sentence = sentence.replace(splice[0], splice[1].format(title=person.title, full=person.full,
                                                                    surname=person.surname), 1)
        paragraphs.append(sentence)
    return paragraphs


# ---------------------------------------------------------------- packages

def q(text: str) -> str:
    """Escaped for XML text and double-quoted attributes."""
    return escape(text, {'"': "&quot;"})


def xml(fragment: str, default: str | None = None) -> bytes:
    """A part from a prefixed fragment: every prefix of NS declared on the root, the unused ones dropped."""
    declarations = "".join(f' xmlns:{prefix}="{uri}"' for prefix, uri in NS.items())
    declarations += f' xmlns="{NS[default]}"' if default else ""
    root = etree.fromstring(re.sub(r"^<[\w:]+", lambda m: m.group(0) + declarations, fragment, count=1))
    etree.cleanup_namespaces(root)
    return etree.tostring(root, xml_declaration=True, encoding="UTF-8", standalone=True)


@dataclass(frozen=True)
class Part:
    name: str
    data: bytes
    type: str | None = None             # None: the default content type of the extension


@dataclass(frozen=True)
class Rel:
    id: str
    type: str                           # a full URI, or the last segment of an officeDocument type
    target: str
    source: str = "word/document.xml"   # "" for the package's own relationships
    external: bool = False


def _rels_part(source: str, rels: Iterable[Rel]) -> Part:
    folder, _, name = source.rpartition("/")
    external = ' TargetMode="External"'
    items = "".join(f'<Relationship Id="{r.id}" Type="{r.type if "://" in r.type else _REL + r.type}" '
                    f'Target="{q(r.target)}"{external if r.external else ""}/>' for r in rels)
    return Part(f"{folder}/_rels/{name}.rels".lstrip("/"), xml(f"<Relationships>{items}</Relationships>", "pr"))


def package(parts: Iterable[Part], rels: Iterable[Rel]) -> dict[str, bytes]:
    """The entries of an OPC package: [Content_Types].xml, the parts and their relationship parts."""
    by_source: dict[str, list[Rel]] = {}
    for rel in rels:
        by_source.setdefault(rel.source, []).append(rel)
    parts = [*parts, *(_rels_part(source, items) for source, items in by_source.items())]
    extensions = sorted({part.name.rpartition(".")[2] for part in parts if part.type is None})
    types = "".join(f'<Default Extension="{e}" ContentType="{_DEFAULT_TYPES[e]}"/>' for e in extensions)
    types += "".join(f'<Override PartName="/{p.name}" ContentType="{p.type}"/>' for p in parts if p.type)
    return {"[Content_Types].xml": xml(f"<Types>{types}</Types>", "ct"), **{p.name: p.data for p in parts}}


def zip_package(entries: dict[str, bytes]) -> bytes:
    out = BytesIO()
    with zipfile.ZipFile(out, "w") as archive:
        for name, data in entries.items():
            archive.writestr(zipfile.ZipInfo(name, (2024, 1, 15, 10, 0, 0)), data, zipfile.ZIP_DEFLATED)
    return out.getvalue()


def run(text: str, props: str = "") -> str:
    rpr = f"<w:rPr>{props}</w:rPr>" if props else ""
    return f'<w:r>{rpr}<w:t xml:space="preserve">{q(text)}</w:t></w:r>'


def para(*content: str) -> str:
    return f"<w:p>{''.join(content)}</w:p>"


def text_para(text: str) -> str:
    return para(run(text))


def sect_pr(references: str = "") -> str:
    return (f'<w:sectPr>{references}<w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1440" '
            'w:bottom="1440" w:left="1440" w:header="708" w:footer="708" w:gutter="0"/></w:sectPr>')


def base_package(extra_body_xml: str = "", *, parts: Sequence[Part] = (), rels: Sequence[Rel] = (),
                 section: str = "", paragraphs: Sequence[str] | None = None) -> dict[str, bytes]:
    """A minimal document: the body paragraphs, `extra_body_xml`, the section properties (holding
    `section`, e.g. header references); plus the case's own parts and relationships."""
    paragraphs = body_paragraphs() if paragraphs is None else paragraphs
    body = "".join(map(text_para, paragraphs)) + extra_body_xml + sect_pr(section)
    document = Part("word/document.xml", xml(f"<w:document><w:body>{body}</w:body></w:document>"),
                    _WML + "document.main+xml")
    return package([document, *parts], [Rel("rId1", "officeDocument", document.name, source=""), *rels])


def _docx(extra_body_xml: str = "", **kwargs) -> bytes:
    return zip_package(base_package(extra_body_xml, **kwargs))


def _ascii(text: str) -> str:
    return strip_accents(text).replace(" ", "")


def _mailbox(form: str) -> str:
    """The party's e-mail local part: "given.surname", "given_surname", "gsurname" or "surnameg"."""
    given, surname = _ascii(party().given).lower(), _ascii(party().surname).lower()
    return {"dot": f"{given}.{surname}", "underscore": f"{given}_{surname}",
            "flast": given[0] + surname, "lastf": surname + given[0]}[form]


# ---------------------------------------------------------------- binary content

def _png(text: str = "") -> bytes:
    """A 1x1 white PNG; `text` goes into an iTXt chunk (UTF-8), standing in for a name in the pixels."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    itxt = chunk(b"iTXt", b"Description\x00\x00\x00\x00\x00" + text.encode()) if text else b""
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 1, 1, 8, 2, 0, 0, 0)) + itxt
            + chunk(b"IDAT", zlib.compress(b"\x00\xff\xff\xff")) + chunk(b"IEND", b""))


def _jpeg(comment: str) -> bytes:
    """An 8x8 grey baseline JPEG by hand: one block, one Huffman code ("0") for both DC 0 and end-of-block;
    `comment` goes into a COM segment, standing in for the first page drawn in a thumbnail."""
    def segment(marker: int, payload: bytes) -> bytes:
        return struct.pack(">BBH", 0xFF, marker, len(payload) + 2) + payload
    huffman = bytes([1] + [0] * 15 + [0])  # one code of length 1, for symbol 0
    return (b"\xff\xd8" + segment(0xE0, b"JFIF\x00\x01\x01\x00\x00\x01\x00\x01\x00\x00")
            + segment(0xFE, comment.encode()) + segment(0xDB, b"\x00" + bytes([1] * 64))
            + segment(0xC0, struct.pack(">BHHB", 8, 8, 8, 1) + b"\x01\x11\x00")
            + segment(0xC4, b"\x00" + huffman) + segment(0xC4, b"\x10" + huffman)
            + segment(0xDA, b"\x01\x01\x00\x00\x3f\x00") + b"\x3f" + b"\xff\xd9")


def _xlsx(text: str, sheet: str = "Sheet1") -> bytes:
    """A minimal workbook: one sheet (named `sheet`) whose A1 is the shared string `text`."""
    parts = [Part("xl/workbook.xml", xml(f'<x:workbook><x:sheets><x:sheet name="{q(sheet)}" sheetId="1" r:id="rId1"/>'
                                         "</x:sheets></x:workbook>"), _SML + "sheet.main+xml"),
             Part("xl/worksheets/sheet1.xml", xml('<x:worksheet><x:sheetData><x:row r="1"><x:c r="A1" t="s">'
                                                  "<x:v>0</x:v></x:c></x:row></x:sheetData></x:worksheet>"),
                  _SML + "worksheet+xml"),
             Part("xl/sharedStrings.xml", xml(f'<x:sst count="1" uniqueCount="1"><x:si><x:t>{q(text)}</x:t></x:si>'
                                              "</x:sst>"), _SML + "sharedStrings+xml")]
    rels = [Rel("rId1", "officeDocument", "xl/workbook.xml", source=""),
            Rel("rId1", "worksheet", "worksheets/sheet1.xml", source="xl/workbook.xml"),
            Rel("rId2", "sharedStrings", "sharedStrings.xml", source="xl/workbook.xml")]
    return zip_package(package(parts, rels))


# ---------------------------------------------------------------- building blocks

def _drawing(uri: str, graphic: str, **doc_pr: str) -> str:
    """An inline DrawingML object (picture, chart, SmartArt, shape); `doc_pr`: name, descr, title."""
    attributes = "".join(f' {key}="{q(value)}"' for key, value in {"name": "Object 1", **doc_pr}.items())
    return (f'<w:drawing><wp:inline distT="0" distB="0" distL="0" distR="0"><wp:extent cx="{_EMU}" cy="{_EMU}"/>'
            f'<wp:docPr id="1"{attributes}/><wp:cNvGraphicFramePr/><a:graphic><a:graphicData uri="{uri}">'
            f"{graphic}</a:graphicData></a:graphic></wp:inline></w:drawing>")


def _shape_props(tag: str) -> str:
    return (f'<{tag}><a:xfrm><a:off x="0" y="0"/><a:ext cx="{_EMU}" cy="{_EMU}"/></a:xfrm>'
            f'<a:prstGeom prst="rect"><a:avLst/></a:prstGeom></{tag}>')


def _image(media: str = "media/image1.png", data: bytes | None = None) -> tuple[Part, Rel]:
    return Part(f"word/{media}", _png() if data is None else data), Rel("rIdImage", "image", media)


def _picture_case(place: str, where: str, needle: str, *, media: str = "media/image1.png", data: bytes | None = None,
                  file_name: str = "image1.png", binary: bool = False, **doc_pr: str) -> Case:
    """An inline picture; the case picks its part name, its content, its file name or its docPr."""
    graphic = (f'<pic:pic><pic:nvPicPr><pic:cNvPr id="0" name="{q(file_name)}"/><pic:cNvPicPr/></pic:nvPicPr>'
               '<pic:blipFill><a:blip r:embed="rIdImage"/><a:stretch><a:fillRect/></a:stretch></pic:blipFill>'
               f'{_shape_props("pic:spPr")}</pic:pic>')
    image, rel = _image(media, data)
    body = para(f'<w:r>{_drawing(NS["pic"], graphic, **doc_pr)}</w:r>')
    return Case(place, where, needle, _docx(body, parts=[image], rels=[rel]), binary)


def _field(instruction: str, result: str, ff_data: str = "") -> str:
    """A complex field: begin (with form-field data), instruction, separate, result, end."""
    return (f'<w:r><w:fldChar w:fldCharType="begin">{ff_data}</w:fldChar></w:r>'
            f'<w:r><w:instrText xml:space="preserve">{q(instruction)}</w:instrText></w:r>'
            f'<w:r><w:fldChar w:fldCharType="separate"/></w:r>{run(result)}'
            '<w:r><w:fldChar w:fldCharType="end"/></w:r>')


def _joined(before: str, mark: str, after: str) -> str:
    """One run: text, a mark that is not a w:t (tab, break, hyphen...), text."""
    return f'<w:r><w:t xml:space="preserve">{q(before)}</w:t>{mark}<w:t xml:space="preserve">{q(after)}</w:t></w:r>'


def _bookmarked(name: str, text: str) -> str:
    return para(f'<w:bookmarkStart w:id="1" w:name="{q(name)}"/>', run(text), '<w:bookmarkEnd w:id="1"/>')


def _table(cell: str) -> str:
    """A one-cell table followed by a paragraph (a cell, like the body, ends with one)."""
    return ('<w:tbl><w:tblPr><w:tblW w:w="0" w:type="auto"/></w:tblPr><w:tblGrid><w:gridCol w:w="4000"/>'
            f'</w:tblGrid><w:tr><w:tc><w:tcPr><w:tcW w:w="4000" w:type="dxa"/></w:tcPr>{cell}</w:tc></w:tr>'
            "</w:tbl><w:p/>")


def _hdr_ftr(name: str, kind: str, text: str) -> Part:
    """A header or footer part holding one paragraph."""
    tag = {"header": "hdr", "footer": "ftr"}[kind]
    return Part(f"word/{name}", xml(f"<w:{tag}>{text_para(text)}</w:{tag}>"), f"{_WML}{kind}+xml")


def _one_part(place: str, where: str, needle: str, part: Part, rel_type: str, body: str = "", *,
              source: str = "word/document.xml", binary: bool = False, section: str = "") -> Case:
    """The document plus one part, related as "rIdPart" from the main document (or from the package: source "")."""
    rel = Rel("rIdPart", rel_type, part.name.removeprefix("word/") if source else part.name, source)
    return Case(place, where, needle, _docx(body, parts=[part], rels=[rel], section=section), binary)


# ---------------------------------------------------------------- text places

def _story_case(place: str, where: str, needle: str, kind: str, text: str, body: str = "") -> Case:
    """The only section's header or footer."""
    return _one_part(place, where, needle, _hdr_ftr(f"{kind}1.xml", kind, text), kind, body,
                     section=f'<w:{kind}Reference w:type="default" r:id="rIdPart"/>')


def _header_section2() -> Case:
    first_section = sect_pr('<w:headerReference w:type="default" r:id="rIdHeader1"/>')
    parts = [_hdr_ftr("header1.xml", "header", "JUDGMENT"), _hdr_ftr("header2.xml", "header", party().full)]
    rels = [Rel("rIdHeader1", "header", "header1.xml"), Rel("rIdHeader2", "header", "header2.xml")]
    body = para(f"<w:pPr>{first_section}</w:pPr>") + text_para("Annex")
    return Case("header_section2", "header of section 2", party().full, _docx(
        body, parts=parts, rels=rels, section='<w:headerReference w:type="default" r:id="rIdHeader2"/>'))


def _note(kind: str) -> Case:
    """A footnote or endnote (after Word's two separator notes) and its reference in the body."""
    tag, superscript = f"w:{kind}", '<w:rPr><w:vertAlign w:val="superscript"/></w:rPr>'
    notes = "".join(f'<{tag} w:type="{t}" w:id="{i}"><w:p><w:r><w:{t}/></w:r></w:p></{tag}>'
                    for i, t in ((-1, "separator"), (0, "continuationSeparator")))
    notes += (f'<{tag} w:id="1"><w:p><w:r>{superscript}<w:{kind}Ref/></w:r>{run(f" Statement of {party().full}.")}'
              f"</w:p></{tag}>")
    part = Part(f"word/{kind}s.xml", xml(f"<{tag}s>{notes}</{tag}s>"), f"{_WML}{kind}s+xml")
    body = para(run("See the statement."), f'<w:r>{superscript}<w:{kind}Reference w:id="1"/></w:r>')
    return _one_part(kind, kind, party().full, part, f"{kind}s", body)


_COMPANIONS = (  # the parts Word writes beside comments.xml, tied to the comment by paraId and durableId
    ("commentsExtended", '<w15:commentsEx><w15:commentEx w15:paraId="1A2B3C4D" w15:done="0"/></w15:commentsEx>',
     _MS_REL + "2011/relationships/commentsExtended"),
    ("commentsIds", '<w16cid:commentsIds><w16cid:commentId w16cid:paraId="1A2B3C4D" w16cid:durableId="5E6F7A8B"/>'
     "</w16cid:commentsIds>", _MS_REL + "2016/09/relationships/commentsIds"),
    ("commentsExtensible", '<w16cex:commentsExtensible><w16cex:commentExtensible w16cex:durableId="5E6F7A8B" '
     f'w16cex:dateUtc="{_DATE}"/></w16cex:commentsExtensible>', _MS_REL + "2018/08/relationships/commentsExtensible"),
)


def _comment(place: str, needle: str, author: str, text: str, companions: bool = False) -> Case:
    initials = "".join(word[0] for word in author.split())
    para_id = ' w14:paraId="1A2B3C4D" w14:textId="77777777"' if companions else ""
    comments = (f'<w:comments><w:comment w:id="0" w:author="{q(author)}" w:date="{_DATE}" '
                f'w:initials="{q(initials)}"><w:p{para_id}>{run(text)}</w:p></w:comment></w:comments>')
    parts = [Part("word/comments.xml", xml(comments), _WML + "comments+xml")]
    rels = [Rel("rIdComments", "comments", "comments.xml")]
    for name, fragment, rel_type in _COMPANIONS if companions else ():
        parts.append(Part(f"word/{name}.xml", xml(fragment), f"{_WML}{name}+xml"))
        rels.append(Rel(f"rId{name}", rel_type, f"{name}.xml"))
    body = para('<w:commentRangeStart w:id="0"/>', run("The applicant complained."),
                '<w:commentRangeEnd w:id="0"/><w:r><w:commentReference w:id="0"/></w:r>')
    return Case(place, "comment", needle, _docx(body, parts=parts, rels=rels))


def _textbox() -> Case:
    """A text box as Word writes it: DrawingML in mc:Choice, VML in mc:Fallback, the same text in both."""
    content = f"<w:txbxContent>{text_para(party().full)}</w:txbxContent>"
    shape = (f'<wps:wsp><wps:cNvSpPr txBox="1"/>{_shape_props("wps:spPr")}<wps:txbx>{content}</wps:txbx>'
             "<wps:bodyPr/></wps:wsp>")
    choice = _drawing(NS["wps"], shape, name="Text Box 1")
    fallback = f'<w:pict><v:rect style="width:72pt;height:72pt"><v:textbox>{content}</v:textbox></v:rect></w:pict>'
    body = para(f'<w:r><mc:AlternateContent><mc:Choice Requires="wps">{choice}</mc:Choice>'
                f"<mc:Fallback>{fallback}</mc:Fallback></mc:AlternateContent></w:r>")
    return Case("textbox", "text box", party().full, _docx(body))


def _smartart() -> Case:
    """A diagram: its data model and cached drawing name the party; layout, style and colours are neutral."""
    text, office = f"<a:p><a:r><a:t>{q(party().full)}</a:t></a:r></a:p>", "urn:microsoft.com/office/officeart/2005/8/"
    data = (f'<dgm:dataModel><dgm:ptLst><dgm:pt modelId="1" type="doc"><dgm:prSet loTypeId="{office}layout/default"'
            f' qsTypeId="{office}quickstyle/simple1" csTypeId="{office}colors/accent1_2"/><dgm:spPr/></dgm:pt>'
            f'<dgm:pt modelId="2"><dgm:prSet/><dgm:spPr/><dgm:t><a:bodyPr/><a:lstStyle/>{text}</dgm:t></dgm:pt>'
            '</dgm:ptLst><dgm:cxnLst><dgm:cxn modelId="3" srcId="1" destId="2" srcOrd="0" destOrd="0"/></dgm:cxnLst>'
            f'<dgm:bg/><dgm:whole/><dgm:extLst><a:ext uri="{NS["dsp"]}"><dsp:dataModelExt relId="rIdDiagramdrawing"'
            f' minVer="{NS["dgm"]}"/></a:ext></dgm:extLst></dgm:dataModel>')
    drawing = ('<dsp:drawing><dsp:spTree><dsp:nvGrpSpPr><dsp:cNvPr id="0" name=""/><dsp:cNvGrpSpPr/></dsp:nvGrpSpPr>'
               '<dsp:grpSpPr/><dsp:sp modelId="2"><dsp:nvSpPr><dsp:cNvPr id="0" name=""/><dsp:cNvSpPr/></dsp:nvSpPr>'
               f'{_shape_props("dsp:spPr")}<dsp:txBody><a:bodyPr/><a:lstStyle/>{text}</dsp:txBody></dsp:sp>'
               "</dsp:spTree></dsp:drawing>")
    specs = (  # name, XML, content type, relationship type
        ("data", data, _DML + "diagramData+xml", "diagramData"),
        ("layout", f'<dgm:layoutDef uniqueId="{office}layout/default"><dgm:layoutNode name="diagram"/>'
         "</dgm:layoutDef>", _DML + "diagramLayout+xml", "diagramLayout"),
        ("quickStyle", f'<dgm:styleDef uniqueId="{office}quickstyle/simple1"><dgm:styleLbl name="node0"/>'
         "</dgm:styleDef>", _DML + "diagramStyle+xml", "diagramQuickStyle"),
        ("colors", f'<dgm:colorsDef uniqueId="{office}colors/accent1_2"><dgm:styleLbl name="node0"/></dgm:colorsDef>',
         _DML + "diagramColors+xml", "diagramColors"),
        ("drawing", drawing, _MS_TYPE + "drawingml.diagramDrawing+xml",
         _MS_REL + "2007/relationships/diagramDrawing"))
    parts = [Part(f"word/diagrams/{name}1.xml", xml(fragment), ctype) for name, fragment, ctype, _ in specs]
    rels = [Rel(f"rIdDiagram{name}", rel_type, f"diagrams/{name}1.xml") for name, _, _, rel_type in specs]
    graphic = ('<dgm:relIds r:dm="rIdDiagramdata" r:lo="rIdDiagramlayout" r:qs="rIdDiagramquickStyle" '
               'r:cs="rIdDiagramcolors"/>')
    body = para(f'<w:r>{_drawing(NS["dgm"], graphic, name="Diagram 1")}</w:r>')
    return Case("smartart", "smartart", party().full, _docx(body, parts=parts, rels=rels))


def _chart() -> Case:
    """A bar chart without a workbook: its title and its series' cached name both name the party."""
    name = q(party().full)
    axes = "".join(f'<c:{kind}><c:axId val="{i}"/><c:scaling><c:orientation val="minMax"/></c:scaling><c:delete '
                   f'val="0"/><c:axPos val="{pos}"/><c:crossAx val="{3 - i}"/></c:{kind}>'
                   for kind, i, pos in (("catAx", 1, "b"), ("valAx", 2, "l")))
    chart = (f'<c:chartSpace><c:chart><c:title><c:tx><c:rich><a:bodyPr/><a:p><a:r><a:t>{name}</a:t></a:r></a:p>'
             '</c:rich></c:tx><c:overlay val="0"/></c:title><c:plotArea><c:layout/><c:barChart><c:barDir val="col"/>'
             '<c:grouping val="clustered"/><c:ser><c:idx val="0"/><c:order val="0"/><c:tx><c:strRef>'
             f'<c:f>Sheet1!$B$1</c:f><c:strCache><c:ptCount val="1"/><c:pt idx="0"><c:v>{name}</c:v></c:pt>'
             '</c:strCache></c:strRef></c:tx><c:val><c:numLit><c:ptCount val="1"/><c:pt idx="0"><c:v>1</c:v></c:pt>'
             f'</c:numLit></c:val></c:ser><c:axId val="1"/><c:axId val="2"/></c:barChart>{axes}</c:plotArea>'
             "</c:chart></c:chartSpace>")
    part = Part("word/charts/chart1.xml", xml(chart), _DML + "chart+xml")
    drawing = _drawing(NS["c"], '<c:chart r:id="rIdPart"/>', name="Chart 1")
    return _one_part("chart", "chart", party().full, part, "chart", para(f"<w:r>{drawing}</w:r>"))


def _glossary() -> Case:
    """A building block (Quick Part) kept in the glossary document, never shown in the body."""
    glossary = ('<w:glossaryDocument><w:docParts><w:docPart><w:docPartPr><w:name w:val="Party"/><w:category>'
                '<w:name w:val="General"/><w:gallery w:val="autoTxt"/></w:category>'
                '<w:guid w:val="{0F4C4A2E-6C5B-4C1E-9B1F-3E2D1C0B9A88}"/></w:docPartPr>'
                f"<w:docPartBody>{text_para(party().full)}</w:docPartBody></w:docPart></w:docParts></w:glossaryDocument>")
    part = Part("word/glossary/document.xml", xml(glossary), _WML + "document.glossary+xml")
    return _one_part("glossary", "glossary", party().full, part, "glossaryDocument")


def _altchunk(place: str, extension: str, content_type: str) -> Case:
    """An imported HTML page (altChunk): plain .htm, or .mht (MIME, quoted-printable) as Word also takes."""
    data = (f'<html><head><meta charset="utf-8"><title>Annex</title></head>'
            f"<body><p>Statement of {q(party().full)}</p></body></html>").encode()
    if extension == "mht":
        data = (b'MIME-Version: 1.0\r\nContent-Type: multipart/related; boundary="NEXT"; type="text/html"\r\n\r\n'
                b"--NEXT\r\nContent-Location: file:///C:/annex.htm\r\nContent-Transfer-Encoding: quoted-printable\r\n"
                b'Content-Type: text/html; charset="utf-8"\r\n\r\n' + quopri.encodestring(data) + b"\r\n--NEXT--\r\n")
    part = Part(f"word/afchunk.{extension}", data, content_type)
    return _one_part(place, "imported html", party().full, part, "aFChunk", '<w:altChunk r:id="rIdPart"/><w:p/>')


def _text_places() -> list[Case]:
    full, surname = party().full, party().surname
    dropdown = (f'<w:sdt><w:sdtPr><w:alias w:val="{q(surname)}"/><w:tag w:val="{q(surname)}"/><w:id w:val="1001"/>'
                f'<w:dropDownList w:lastValue="{q(full)}"><w:listItem w:displayText="{q(full)}" w:value="{q(full)}"/>'
                '<w:listItem w:displayText="the applicant" w:value="applicant"/></w:dropDownList></w:sdtPr>'
                f'<w:sdtContent>{text_para("the applicant")}</w:sdtContent></w:sdt>')
    form = (f'<w:ffData><w:name w:val="{q(_ascii(surname))}"/><w:enabled/><w:calcOnExit w:val="0"/>'
            f'<w:helpText w:type="text" w:val="Full name: {q(full)}"/><w:statusText w:type="text" w:val="{q(full)}"/>'
            f'<w:textInput><w:default w:val="{q(full)}"/></w:textInput></w:ffData>')
    smart_tag = (f'<w:smartTag w:uri="urn:schemas-microsoft-com:office:smarttags" w:element="PersonName">'
                 f'<w:smartTagPr><w:attr w:name="ProductID" w:val="{q(full)}"/></w:smartTagPr>'
                 f'{run("the applicant")}</w:smartTag>')
    return [
        Case("table_nested", "table", full, _docx(_table(_table(text_para(full))))),
        _header_section2(),
        _story_case("footer", "footer", full, "footer", f"{full} v. Ireland"),
        _note("footnote"), _note("endnote"),
        _comment("comment", full, "Registry", f"Check the spelling of {full}."),
        _textbox(),
        Case("hidden_text", "hidden text", full, _docx(para(run("Present: "), run(full, "<w:vanish/>")))),
        Case("equation", "equation", surname,
             _docx(para(run("Share of "), f"<m:oMath><m:r><m:t>{q(surname)}</m:t></m:r></m:oMath>"))),
        _smartart(), _chart(), _glossary(),
        _altchunk("altchunk_html", "htm", "text/html"), _altchunk("altchunk_mht", "mht", "message/rfc822"),
        Case("content_control_dropdown", "content control", surname, _docx(dropdown)),
        Case("legacy_form_field", "form field", surname, _docx(para(_field(" FORMTEXT ", "the applicant", form)))),
        Case("smart_tag", "smart tag", full, _docx(para(smart_tag))),
    ]


# ---------------------------------------------------------------- names inside other strings

def _link(place: str, where: str, needle: str, target: str, text: str, tooltip: str = "") -> Case:
    tip = f' w:tooltip="{q(tooltip)}"' if tooltip else ""
    body = para(f'<w:hyperlink r:id="rIdLink"{tip}>{run(text)}</w:hyperlink>')
    return Case(place, where, needle, _docx(body, rels=[Rel("rIdLink", "hyperlink", target, external=True)]))


def _settings(place: str, where: str, needle: str, settings: str, *rels: Rel) -> Case:
    """A settings part holding `settings`; `rels` are the settings part's own relationships."""
    part = Part("word/settings.xml", xml(f"<w:settings>{settings}</w:settings>"), _WML + "settings+xml")
    return Case(place, where, needle, _docx(parts=[part], rels=[Rel("rIdSettings", "settings", "settings.xml"), *rels]))


def _names_in_strings() -> list[Case]:
    full, surname, login = party().full, party().surname, _mailbox("dot")
    given_, surname_ = _ascii(party().given), _ascii(surname)
    email, url = f"{login}@example.org", f"https://example.org/people/{given_}-{surname_}".lower()
    anchor, stem = f"{given_}_{surname_}", f"{surname_}_{given_}"
    template = f"file:///C:/Users/{login}/Templates/Judgment.dotx"
    merge = ('<w:mailMerge><w:mainDocumentType w:val="formLetters"/><w:linkToQuery/><w:dataType w:val="native"/>'
             f'<w:query w:val="SELECT * FROM C:\\Cases\\{q(surname_)}\\addresses.xlsx"/>'
             '<w:dataSource r:id="rIdSource"/></w:mailMerge>')
    mailtos = [_link(place, "link address", _mailbox(form), f"mailto:{_mailbox(form)}@example.org", full)
               for place, form in (("mailto_target", "dot"), ("mailto_first_last", "underscore"),
                                   ("mailto_flast", "flast"), ("mailto_lastf", "lastf"))]
    return [
        Case("email_in_text", "text", email, _docx(text_para(f"Contact: {email}"))),
        Case("url_in_text", "text", url, _docx(text_para(f"Profile: {url}"))),
        *mailtos,
        _link("percent_encoded_target", "link address", full, f"https://example.org/files/{quote(full)}.pdf",
              "the applicant's statement"),
        _link("hyperlink_tooltip", "link", full, "https://example.org/statement", "the statement",
              tooltip=f"Statement of {full}"),
        Case("anchor_bookmark", "bookmark", anchor, _docx(para(f'<w:hyperlink w:anchor="{anchor}">{run("see below")}'
                                                                '</w:hyperlink>') + _bookmarked(anchor, "Statement"))),
        Case("bookmark_name", "bookmark", surname_, _docx(_bookmarked(f"_{surname_}_statement", "Statement"))),
        Case("field_instruction", "field", login,
             _docx(para(_field(f' HYPERLINK "mailto:{email}" ', "the applicant")))),
        _settings("attached_template", "template", login, '<w:attachedTemplate r:id="rIdTemplate"/>',
                  Rel("rIdTemplate", "attachedTemplate", template, "word/settings.xml", external=True)),
        _settings("mail_merge", "mail merge", surname_, merge,
                  Rel("rIdSource", "mailMergeSource", f"file:///C:/Cases/{surname_}/addresses.xlsx",
                      "word/settings.xml", external=True)),
        _picture_case("picture_name", "picture", surname, file_name=f"{full}.jpg", name=f"Picture of {surname}"),
        _picture_case("part_name", "file name", stem, media=f"media/{stem}_0412.png"),
    ]


# ---------------------------------------------------------------- metadata

def _webextension(place: str, reference: str, name: str, value: object) -> Case:
    """An add-in's settings kept in the document; Office stores each value JSON-encoded in an attribute."""
    extension = (f'<we:webextension id="{{7A1C2B3D-4E5F-4061-8293-A4B5C6D7E8F9}}">{reference}'
                 f'<we:alternateReferences/><we:properties><we:property name="{name}" '
                 f'value="{q(json.dumps(value, **_JSON))}"/></we:properties><we:bindings/>'
                 "</we:webextension>")
    panes = ('<wetp:taskpanes><wetp:taskpane dockstate="right" visibility="0" width="350" row="0">'
             '<wetp:webextensionref r:id="rIdExtension"/></wetp:taskpane></wetp:taskpanes>')
    parts = [Part("word/webextensions/webextension1.xml", xml(extension), _MS_TYPE + "webextension+xml"),
             Part("word/webextensions/taskpanes.xml", xml(panes), _MS_TYPE + "webextensiontaskpanes+xml")]
    rels = [Rel("rIdPanes", _MS_REL + "2011/relationships/webextensiontaskpanes", parts[1].name, source=""),
            Rel("rIdExtension", _MS_REL + "2011/relationships/webextension", "webextension1.xml", parts[1].name)]
    return Case(place, "add-in settings", party().full, _docx(parts=parts, rels=rels))


def _custom_xml() -> Case:
    item = f'<party name="{q(party().full)}"><name>{q(party().full)}</name></party>'
    props = '<ds:datastoreItem ds:itemID="{6D7F5A1E-0B0C-4E55-9C1A-2F3B4C5D6E7F}"><ds:schemaRefs/></ds:datastoreItem>'
    parts = [Part("customXml/item1.xml", xml(item)),
             Part("customXml/itemProps1.xml", xml(props), _OOXML + "customXmlProperties+xml")]
    rels = [Rel("rIdCustomXml", "customXml", "../customXml/item1.xml"),
            Rel("rId1", "customXmlProps", "itemProps1.xml", source="customXml/item1.xml")]
    return Case("custom_xml", "custom xml", party().full, _docx(parts=parts, rels=rels))


def _properties(place: str, needle: str, kind: str, content: str) -> Case:
    """docProps/app.xml ("app") or docProps/custom.xml ("custom") holding `content`."""
    prefix, name = {"app": ("ep", "extended"), "custom": ("op", "custom")}[kind]
    return _one_part(place, "document properties", needle,
                     Part(f"docProps/{kind}.xml", xml(content, prefix), f"{_OOXML}{name}-properties+xml"),
                     f"{name}-properties", source="")


def _metadata() -> list[Case]:
    full, surname = party().full, party().surname
    dates = "".join(f'<dcterms:{d} xsi:type="dcterms:W3CDTF">{_DATE}</dcterms:{d}>' for d in ("created", "modified"))
    core = (f"<cp:coreProperties><dc:title>Case of {q(surname)}</dc:title><dc:creator>{q(full)}</dc:creator>"
            f"<cp:lastModifiedBy>{q(full)}</cp:lastModifiedBy>{dates}</cp:coreProperties>")
    app = (f"<Properties><Application>Microsoft Office Word</Application><Manager>{q(full)}</Manager>"
           f"<Company>{q(surname)} &amp; Co.</Company></Properties>")
    custom = ('<Properties><property fmtid="{D5CDD505-2E9C-101B-9397-08002B2CF9AE}" pid="2" name="Party">'
              f"<vt:lpwstr>{q(full)}</vt:lpwstr></property></Properties>")
    people = (f'<w15:people><w15:person w15:author="{q(full)}"><w15:presenceInfo w15:providerId="AD" '
              f'w15:userId="S::{_mailbox("dot")}@example.org::0a1b2c"/></w15:person></w15:people>')
    revision = f'w:author="{q(full)}" w:date="{_DATE}"'
    signature = (f'<w:r><w:pict><v:shape id="_x0000_s1026" style="width:72pt;height:36pt" alt="Signature of {q(full)}">'
                 '<v:imagedata r:id="rIdImage" o:title=""/></v:shape></w:pict></w:r>')
    image, image_rel = _image()
    nomen = re.search(r"<Id>(.*?)</Id>", (ROOT / "manifest.xml").read_text(encoding="utf-8")).group(1)
    # The add-in saves JSON.stringify(...) as the setting, so the stored value is a JSON string of JSON (office.js).
    initials = f"{party().given[0]}.{surname[0]}."
    decisions = {"version": 1, "decisions": [{"original": full, "replacement": initials}], "caseId": ""}
    return [
        _one_part("core_properties", "document properties", surname,
                  Part("docProps/core.xml", xml(core), "application/vnd.openxmlformats-package.core-properties+xml"),
                  _PKG_REL + "core-properties", source=""),
        _properties("app_properties", surname, "app", app),
        _properties("custom_property", full, "custom", custom),
        _one_part("people_part", "people", full, Part("word/people.xml", xml(people), _WML + "people+xml"),
                  _MS_REL + "2011/relationships/people"),
        _comment("comment_companions", full, full, "Please check this paragraph.", companions=True),
        Case("revision_author", "revision", full, _docx(para(
            f'<w:ins w:id="101" {revision}>{run("The applicant")}</w:ins><w:del w:id="102" {revision}><w:r>'
            '<w:delText xml:space="preserve"> the claimant</w:delText></w:r></w:del>', run(" complained.")))),
        _settings("doc_variable", "document variable", full,
                  f'<w:docVars><w:docVar w:name="PartyName" w:val="{q(full)}"/></w:docVars>'),
        _custom_xml(),
        _webextension("nomen_settings", f'<we:reference id="{nomen}" version="1.0.0.0" store="developer" '
                      'storeType="Registry"/>', "nomen.decisions", json.dumps(decisions, **_JSON)),
        _webextension("other_addin_property", '<we:reference id="wa104381234" version="2.3.0.0" store="en-US" '
                      'storeType="OMEX"/>', "clientRef", full),
        Case("vml_alt", "picture", full, _docx(para(signature), parts=[image], rels=[image_rel])),
        _picture_case("drawing_alt", "picture", surname, descr=f"Photograph of {full}", title=surname),
    ]


# ---------------------------------------------------------------- binary content

def _embedded(place: str, where: str, part: str, data: bytes, prog_id: str, rel_type: str,
              binary: bool = False) -> Case:
    """An OLE object shown as an icon: a VML preview (a neutral PNG) and the embedded part."""
    body = para('<w:r><w:object w:dxaOrig="1440" w:dyaOrig="1440"><v:shape id="_x0000_i1025" '
                'style="width:72pt;height:72pt" o:ole=""><v:imagedata r:id="rIdImage" o:title=""/></v:shape>'
                f'<o:OLEObject Type="Embed" ProgID="{prog_id}" ShapeID="_x0000_i1025" DrawAspect="Icon" '
                'ObjectID="_1700000001" r:id="rIdObject"/></w:object></w:r>')
    image, image_rel = _image()
    return Case(place, where, party().full, _docx(body, parts=[image, Part(f"word/{part}", data)],
                                                rels=[image_rel, Rel("rIdObject", rel_type, part)]), binary)


def _binary() -> list[Case]:
    full = party().full
    inner = zip_package(base_package(paragraphs=[f"Statement of {full}"]))
    ole = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1".ljust(512, b"\0") + f"Statement of {full}.pdf".encode()  # not a real one
    return [
        _one_part("thumbnail", "thumbnail", full, Part("docProps/thumbnail.jpeg", _jpeg(f"First page: {full}")),
                  _PKG_REL + "thumbnail", source="", binary=True),
        _embedded("embedded_docx", "embedded document", "embeddings/Microsoft_Word_Document.docx", inner,
                  "Word.Document.12", "package"),
        _embedded("embedded_xlsx", "embedded workbook", "embeddings/Microsoft_Excel_Worksheet.xlsx", _xlsx(full),
                  "Excel.Sheet.12", "package"),
        _embedded("ole_object", "embedded object", "embeddings/oleObject1.bin", ole,
                  "Package", "oleObject", binary=True),
        _picture_case("image", "image", full, data=_png(f"Photograph of {full}"), binary=True),
    ]


# ---------------------------------------------------------------- mechanics: the name touches something not a w:t

def _mechanics() -> list[Case]:
    full, given, surname = party().full, party().given, party().surname
    half, (first, second) = len(surname) // 2, HYPHENATED.surname.split("-", 1)
    proofing = (run(f"{given} ") + '<w:proofErr w:type="spellStart"/><w:bookmarkStart w:id="5" w:name="_GoBack"/>'
                + run(surname[:half]) + '<w:bookmarkEnd w:id="5"/><w:proofErr w:type="spellEnd"/>'
                + run(surname[half:]))
    number = CASE_ID.split("-")[1]
    return [
        Case("tab_after_name", "text", full, _docx(para(_joined(full, "<w:tab/>", "Applicant")))),
        Case("break_after_name", "text", full, _docx(para(_joined(f"{party().title} {full}", "<w:br/>", "Flat 3")))),
        Case("cr_after_name", "text", full, _docx(para(_joined(f"{party().title} {full}", "<w:cr/>", "Flat 3")))),
        Case("nobreak_hyphen", "text", HYPHENATED.full,
             _docx(para(_joined(f"{HYPHENATED.given} {first}", "<w:noBreakHyphen/>", second)))),
        Case("soft_hyphen", "text", surname,
             _docx(para(_joined(f"{given} {surname[:half]}", "<w:softHyphen/>", surname[half:])))),
        Case("sym_next", "text", full, _docx(para(
            f'<w:r><w:sym w:font="Symbol" w:char="F0B7"/><w:t xml:space="preserve"> {q(full)}</w:t></w:r>'))),
        Case("field_boundary", "text", surname, _docx(para(run(f"{given} "), _field(f' QUOTE "{surname}" ', surname)))),
        Case("proofing_marks", "text", full, _docx(para(proofing))),
        _story_case("case_number_hyphen", "header", number, "header", f"{CASE_ID} JUDGMENT",
                    text_para(f"Application no. {number}/82")),
    ]


# ---------------------------------------------------------------- more corners of the same places

def _corners() -> list[Case]:
    full, login = party().full, _mailbox("dot")
    joined = _ascii(party().given) + _ascii(party().surname)
    table = _table(text_para("the family")).replace(
        '<w:tblPr>', f'<w:tblPr><w:tblCaption w:val="Family of {q(full)}"/><w:tblDescription w:val="{q(full)}"/>', 1)
    custom = ('<Properties><property fmtid="{D5CDD505-2E9C-101B-9397-08002B2CF9AE}" pid="2" '
              f'name="Address of {q(full)}"><vt:lpwstr>unknown</vt:lpwstr></property></Properties>')
    app = f"<Properties><Template>{q(joined)}.dotx</Template></Properties>"
    cut = len(login) - 3  # inside the surname: "roy.johns" + "ton@…"
    split = (f'<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> HYPERLINK '
             f'"mailto:{q(login[:cut])}</w:instrText></w:r><w:r><w:instrText xml:space="preserve">'
             f'{q(login[cut:])}@example.org" </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/>'
             f'</w:r>{run("write")}<w:r><w:fldChar w:fldCharType="end"/></w:r>')
    return [
        Case("table_alt_text", "table", full, _docx(table)),
        _properties("custom_property_name", full, "custom", custom),
        _properties("app_template", joined, "app", app),
        Case("split_instruction", "field", login, _docx(para(split))),
        Case("file_name_in_text", "text", joined, _docx(text_para(f"See {joined}_statement.pdf, enclosed."))),
        Case("xml_comment", "text", full, _docx(f"<!-- prepared for {q(full)} -->" + text_para("End."))),
        _embedded("sheet_name", "embedded workbook", "embeddings/Microsoft_Excel_Worksheet.xlsx",
                  _xlsx("the applicant", sheet=full), "Excel.Sheet.12", "package"),
    ]


def build_cases(person: Person = PARTY) -> list[Case]:
    """Every hiding place for `person`, in a fixed order; the same bytes on every call."""
    token = _PARTY.set(person)
    try:
        return [*_text_places(), *_names_in_strings(), *_metadata(), *_binary(), *_mechanics(), *_corners()]
    finally:
        _PARTY.reset(token)
