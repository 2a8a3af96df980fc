"""Turn a .docx into the plain text the analyser reads, remembering which story each line came from.

Every paragraph (w:p) becomes one line, and a line break inside it (w:br, w:cr) a line break
too, so that "Ms Fiona Gallagher<w:br/>Flat 3" is not one name; tabs, non-breaking hyphens,
symbols and equation text (m:t) read as Word shows them, soft hyphens as nothing. The text is what a reader of the document sees with tracked changes accepted: tracked
insertions and field results are in; deleted or moved-away text (w:del, w:moveFrom) and
field instructions (w:instrText, and anything between a field's begin and separate) are
out. Text boxes are taken once (the mc:Choice copy, never the mc:Fallback duplicate) and
their paragraphs are listed after the comments instead of being spliced into the line of
the paragraph that anchors them. Imported chunks (w:altChunk) are read as the paragraphs
apply turns them into.

python-docx is not used here: it cannot open Strict OOXML, its paragraph text misses
runs inside w:ins, w:sdt, w:fldSimple and text boxes, and its own zip reader would bypass
the package checks. One lxml walk serves transitional and Strict alike.
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass
from typing import Callable

from lxml import etree

from nomen.extract.alt_chunks import inline_alt_chunks
from nomen.extract.ns import SHOWN, namespaces, qn, relationships_namespace, shown_character
from nomen.extract.package import main_document_part, parse_xml, read_package, relationships

_CORE_FIELDS = frozenset(map(qn, ("dc:title", "dc:subject", "dc:creator", "cp:keywords", "dc:description",
                                   "cp:lastModifiedBy")))
_APP_FIELDS = frozenset({"Company", "Manager"})
# Story parts reached from the main document, in the order their text is listed.
_NOTE_KINDS = (("footnotes", "footnote"), ("endnotes", "endnote"), ("comments", "comment"))
_PROPERTY_KINDS = ("coreproperties", "extendedproperties", "customproperties")
# Length-preserving, so an offset inside a line is an offset inside the XML text node.
_ONE_LINE = str.maketrans(dict.fromkeys("\r\n\x85\u2028\u2029", " "))


@dataclass
class Segment:
    """Offsets [start, end) of the text came from story `part` ("body", "header", ...)."""

    start: int
    end: int
    part: str


@dataclass
class ExtractedText:
    """The analyser's text, and the consecutive segments covering it."""

    text: str
    segments: list[Segment]

    def part_at(self, offset: int) -> str:
        """The story label of character `offset` (IndexError outside the text)."""
        if not 0 <= offset < len(self.text):
            raise IndexError(f"offset {offset} is outside the text (length {len(self.text)})")
        return self.segments[bisect_right(self.segments, offset, key=lambda s: s.start) - 1].part


def extract_docx(data: bytes) -> ExtractedText:
    """The text of every story of the .docx: body, headers and footers, footnotes, endnotes,
    comments, text boxes, then document properties; raises DocumentError for what it cannot open."""
    parts, _ = inline_alt_chunks(read_package(data))
    main = main_document_part(parts)
    main_root = parse_xml(parts[main])
    lines: list[tuple[str, str]] = []
    textboxes: list[str] = []
    properties: list[str] = []
    for name, label in _story_parts(parts, main, main_root):
        root = main_root if name == main else parse_xml(parts[name])
        if label == "properties":
            properties.extend(_property_values(root))
        else:
            reader = _StoryReader(etree.QName(root).namespace, textboxes)
            lines.extend((label, line) for line in reader.read(root))
    lines.extend(("textbox", line) for line in textboxes)
    lines.extend(("properties", line) for line in properties)
    return _assemble(lines)


def iter_story_parts(parts: dict[str, bytes]) -> list[tuple[str, str]]:
    """(part name, label) of every part holding text, in extraction order: the main document
    ("body"), headers and footers (section by section, then any the sections do not use),
    footnotes, endnotes, comments, then the property parts ("properties"). Text boxes have
    no part of their own: they are w:txbxContent inside these parts."""
    main = main_document_part(parts)
    return _story_parts(parts, main, parse_xml(parts[main]))


def _story_parts(parts: dict[str, bytes], main: str, main_root: etree._Element) -> list[tuple[str, str]]:
    rels = relationships(parts, main)
    by_id = {rel.rid: rel for rel in rels}
    w = etree.QName(main_root).namespace
    r_id = qn("r:id", relationships_namespace(w))
    references = main_root.iter(qn("w:headerReference", w), qn("w:footerReference", w))
    in_sections = [by_id[ref.get(r_id)] for ref in references if ref.get(r_id) in by_id]
    ordered = [(main, "body")]
    ordered += [(rel.target, rel.kind) for rel in in_sections + rels if rel.kind in ("header", "footer")]
    ordered += [(rel.target, label) for kind, label in _NOTE_KINDS for rel in rels if rel.kind == kind]
    package_rels = relationships(parts, "")
    ordered += [(rel.target, "properties") for kind in _PROPERTY_KINDS for rel in package_rels
                if rel.kind == kind]
    unique: dict[str, str] = {}  # a header used by several sections is read once
    for name, label in ordered:
        unique.setdefault(name, label)
    return list(unique.items())


class _StoryReader:
    """Reads the paragraphs of one story. Complex fields may span paragraphs, so their state
    lives here; text boxes are read by a fresh reader (own field state) into `textboxes`."""

    def __init__(self, w: str, textboxes: list[str], out: list[str] | None = None) -> None:
        self._w = w  # the WordprocessingML namespace of the part: transitional or Strict
        self._textboxes = textboxes
        self._out: list[str] = [] if out is None else out
        self._fields: list[bool] = []  # one per open complex field: has its result started?
        self._type = qn("w:type", w)
        self._field_type = qn("w:fldCharType", w)
        skip: Callable[[etree._Element, list[str] | None], None] = lambda element, line: None
        self._handlers: dict[str, Callable[[etree._Element, list[str] | None], None]] = {
            qn("w:p", w): self._paragraph,
            qn("w:pPr", w): skip,  # its w:tabs/w:tab are tab stops, not tabs
            # Tracked deletions and the old place of moved text. w:del normally holds w:delText,
            # which is never read anyway; skipping it whole also drops a sloppy producer's w:t.
            qn("w:del", w): skip, qn("w:moveFrom", w): skip,
            qn("w:footnote", w): self._note, qn("w:endnote", w): self._note,
            qn("w:txbxContent", w): self._textbox,
            qn("mc:AlternateContent"): self._alternate,
            qn("w:fldChar", w): self._field,
            qn("w:t", w): self._text, **{qn("m:t", m): self._text for m in namespaces("m")},
            # Tabs, breaks, hyphens and symbols as Word shows them (the same table apply reads);
            # w:instrText and w:delText: nothing to say.
            **{qn(f"w:{local}", w): self._shown for local in (*SHOWN, "sym")},
        }

    def read(self, element: etree._Element) -> list[str]:
        """The lines of the paragraphs under `element`, in document order."""
        self._walk(element, None)
        return self._out

    def _walk(self, parent: etree._Element, line: list[str] | None) -> None:
        for child in parent:
            handler = self._handlers.get(child.tag)
            if handler is not None:
                handler(child, line)
            elif isinstance(child.tag, str):  # not a comment or processing instruction
                self._walk(child, line)

    def _paragraph(self, paragraph: etree._Element, _: list[str] | None) -> None:
        line: list[str] = []
        self._walk(paragraph, line)
        self._out.append("".join(line))

    def _note(self, note: etree._Element, line: list[str] | None) -> None:
        if note.get(self._type, "normal") == "normal":  # not a separator or continuation notice
            self._walk(note, line)

    def _textbox(self, content: etree._Element, _: list[str] | None) -> None:
        _StoryReader(self._w, self._textboxes, out=self._textboxes).read(content)

    def _alternate(self, alternate: etree._Element, line: list[str] | None) -> None:
        """Markup compatibility: the first mc:Choice; mc:Fallback only when there is no Choice."""
        chosen = alternate.find(qn("mc:Choice"))
        if chosen is None:
            chosen = alternate.find(qn("mc:Fallback"))
        if chosen is not None:
            self._walk(chosen, line)

    def _field(self, char: etree._Element, _: list[str] | None) -> None:
        kind = char.get(self._field_type)
        if kind == "begin":
            self._fields.append(False)
        elif kind == "separate" and self._fields:
            self._fields[-1] = True
        elif kind == "end" and self._fields:
            self._fields.pop()

    def _text(self, text: etree._Element, line: list[str] | None) -> None:
        self._put("".join(text.itertext()).translate(_ONE_LINE), text, line)

    def _shown(self, element: etree._Element, line: list[str] | None) -> None:
        self._put(shown_character(element), element, line)

    def _put(self, value: str, _: etree._Element, line: list[str] | None) -> None:
        """Outside a field's instruction (between begin and separate, at any nesting)."""
        if line is not None and all(self._fields):
            line.append(value)


def _property_values(root: etree._Element) -> list[str]:
    """The property values that can name people, each non-empty one a line, in document order:
    core title, subject, creator, keywords, description, last modified by; app Company and
    Manager; every custom property's value(s)."""
    values = []
    for field in root.iterchildren("*"):
        if field.tag in _CORE_FIELDS or etree.QName(field).localname in _APP_FIELDS:
            values.append("".join(field.itertext()))
        elif etree.QName(field).localname == "property":
            values += ["".join(leaf.itertext()) for leaf in field.iterdescendants("*") if len(leaf) == 0]
    return [value.translate(_ONE_LINE) for value in values if value.strip()]


def _assemble(lines: list[tuple[str, str]]) -> ExtractedText:
    """Each line followed by "\\n"; consecutive lines of one label share a segment."""
    segments: list[Segment] = []
    offset = 0
    for label, line in lines:
        end = offset + len(line) + 1
        if segments and segments[-1].part == label:
            segments[-1].end = end
        else:
            segments.append(Segment(offset, end, label))
        offset = end
    return ExtractedText("".join(line + "\n" for _, line in lines), segments)
