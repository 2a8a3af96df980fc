"""Every place of a .docx package that holds personal data or could (`nomen inspect`, /api/inspect).

Word's Document Inspector, for anonymization: before applying, the clerk sees what the file
carries besides its text (properties, the people of comments and changes, hidden text,
pictures, embedded files, link addresses, add-in settings...); after applying, what is
left. Every part of the zip is looked at, whether or not a relationship reaches it: an
orphan part travels with the file all the same. Names are shown, since the clerk who owns
the document reads them; they are never logged.
"""

from __future__ import annotations

import posixpath
from collections import Counter
from dataclasses import dataclass
from functools import cached_property
from typing import Callable, Iterable, Iterator

from lxml import etree

from nomen.extract.locations import PackageMap, property_name
from nomen.extract.ns import namespaces, qn
from nomen.extract.package import (DocumentError, Relationship, content_type, main_document_part, parse_xml,
                                    read_package, relationships)

_W, _CORE, _EXTENDED, _CUSTOM, _PEOPLE, _ADD_INS = map(namespaces, ("w", "cp", "ep", "op", "w15", "we"))
_CORE_FIELDS = ("creator", "lastModifiedBy", "title", "subject", "keywords", "description", "category",
                "contentStatus")
_APP_FIELDS = ("Company", "Manager")
# Root elements of the parts Word shows as text (the body, headers, footers, notes, comments).
_STORIES = frozenset({"document", "hdr", "ftr", "footnotes", "endnotes", "comments", "glossaryDocument"})
_CHANGES = ("ins", "del", "moveFrom", "moveTo")
_OFF = frozenset({"0", "false", "off"})
_LISTED = 10  # names shown before "and N more"
_SHOWN = 80  # characters of a value shown


@dataclass(frozen=True)
class Place:
    """One place that holds personal data or could: `where` in words, the `part` name, `what`
    was found (names included) and `count`, how many of those things."""

    where: str
    part: str
    what: str
    count: int


def inspect_docx(data: bytes) -> list[Place]:
    """The places of the .docx `data`, in a fixed order (by kind, then by part name); raises
    DocumentError for a file Nomen refuses to open."""
    package = _Package(read_package(data))
    return [place for finder in _FINDERS for place in finder(package)]


class _Package:
    """The parts, each XML part parsed once, and the words for where a part is."""

    def __init__(self, parts: dict[str, bytes]) -> None:
        self.parts = parts
        self.map = PackageMap(parts)
        self.xml: dict[str, etree._Element] = {}  # every XML part (relationships included), in name order
        self.unreadable: list[str] = []  # ...and those that are not XML: one damaged part hides nothing else
        for name in sorted(parts):
            if name.endswith((".xml", ".rels")):
                try:
                    self.xml[name] = parse_xml(parts[name])
                except DocumentError:
                    self.unreadable.append(name)

    def roots(self, namespaces: frozenset[str], localname: str) -> Iterator[tuple[str, etree._Element]]:
        """The parts whose root element is `localname` in one of `namespaces`."""
        for name, root in self.xml.items():
            tag = etree.QName(root)
            if tag.localname == localname and tag.namespace in namespaces:
                yield name, root

    @cached_property
    def stories(self) -> list[tuple[str, etree._Element]]:
        """The parts holding text Word shows, the main document first."""
        main = main_document_part(self.parts)
        found = [(name, root) for name, root in self.xml.items()
                 if etree.QName(root).namespace in _W and etree.QName(root).localname in _STORIES]
        return sorted(found, key=lambda item: (item[0] != main, item[0]))

    def relationships(self, source: str) -> list[Relationship]:
        """The relationships of part `source` to parts of the package (none if they cannot be read)."""
        try:
            return relationships(self.parts, source)
        except DocumentError:
            return []

    def names(self, prefix: str) -> list[str]:
        """The parts whose name starts with `prefix` (without case, as OPC part names), in name order."""
        return sorted(name for name in self.parts if name.lower().startswith(prefix.lower()))

    def place(self, part: str, what: str, count: int) -> Place:
        return Place(self.map.describe(part), part, what, count)


def _core_properties(package: _Package) -> Iterator[Place]:
    for name, root in package.roots(_CORE, "coreProperties"):
        yield from _property_fields(package, name, root, _CORE_FIELDS)


def _app_properties(package: _Package) -> Iterator[Place]:
    for name, root in package.roots(_EXTENDED, "Properties"):
        yield from _property_fields(package, name, root, _APP_FIELDS)


def _property_fields(package: _Package, name: str, root: etree._Element, fields: tuple[str, ...]) -> Iterator[Place]:
    values = {etree.QName(child).localname: _text(child) for child in root if isinstance(child.tag, str)}
    for field in fields:
        if values.get(field):
            yield package.place(name, f"{property_name(field)}: {_shown(values[field])}", 1)


def _custom_properties(package: _Package) -> Iterator[Place]:
    for name, root in package.roots(_CUSTOM, "Properties"):
        for prop in (child for child in root if isinstance(child.tag, str)):
            yield package.place(name, f"{prop.get('name', '?')}: {_shown(_text(prop)) or '(empty)'}", 1)


def _people(package: _Package) -> Iterator[Place]:
    for name, root in package.roots(_PEOPLE, "people"):
        authors = [_attribute(person, "author") for person in root if _local(person) == "person"]
        if authors:
            yield package.place(name, _listing(len(authors), "person", authors, "people"), len(authors))
        users = [_attribute(info, "userId") for info in root.iter() if _local(info) == "presenceInfo"]
        users = [user for user in users if user]
        if users:
            yield package.place(name, _listing(len(users), "sign-in id", users), len(users))


def _comments(package: _Package) -> Iterator[Place]:
    for name, root in package.roots(_W, "comments"):
        yield from _authored(package, name, [c for c in root if _local(c) == "comment"], "comment")


def _tracked_changes(package: _Package) -> Iterator[Place]:
    for name, root in package.stories:
        w = etree.QName(root).namespace
        yield from _authored(package, name, list(root.iter(*(qn(f"w:{tag}", w) for tag in _CHANGES))),
                             "tracked change")


def _authored(package: _Package, name: str, items: list[etree._Element], noun: str) -> Iterator[Place]:
    """"3 comments by 2 authors: …" when there are any."""
    if items:
        authors = [_attribute(item, "author") for item in items]
        yield package.place(name, _counted(len(items), noun) + _by(authors), len(items))


def _hidden_text(package: _Package) -> Iterator[Place]:
    for name, root in package.stories:
        w = etree.QName(root).namespace
        runs = [run for run in root.iter(qn("w:r", w)) if _is_on(run.find(f"{qn('w:rPr', w)}/{qn('w:vanish', w)}"))]
        if runs:
            yield package.place(name, f"{_counted(len(runs), 'run')} of hidden text", len(runs))


def _thumbnail(package: _Package) -> Iterator[Place]:
    named = {rel.target for rel in package.relationships("") if rel.kind == "thumbnail"}
    for name in sorted(named | set(package.names("docProps/thumbnail"))):
        yield package.place(name, "a picture of the first page", 1)


def _images(package: _Package) -> Iterator[Place]:
    images = package.names("word/media/")
    if images:
        names = [posixpath.basename(name) for name in images]
        yield Place(package.map.describe(images[0]), "word/media/", _listing(len(images), "picture", names),
                    len(images))


def _embedded(package: _Package) -> Iterator[Place]:
    for name in package.names("word/embeddings/"):
        yield package.place(name, f"file {posixpath.basename(name)}", 1)


def _imported_parts(package: _Package) -> Iterator[Place]:
    """altChunk: a whole file (HTML, text, another document) Word imports where it stands."""
    chunks = {rel.target for name, _ in package.stories for rel in package.relationships(name)
              if rel.kind == "afchunk"}
    for name in sorted(chunks):
        kind = content_type(package.parts, name) or "unknown type"
        yield package.place(name, f"imported file {posixpath.basename(name)} ({kind})", 1)


def _links(package: _Package) -> Iterator[Place]:
    """External relationships: link addresses, the attached template, a mail merge data source..."""
    for name, root in package.xml.items():
        if not name.endswith(".rels"):
            continue
        addresses: dict[str, list[str]] = {}
        for rel in root.iter(qn("pr:Relationship")):
            if rel.get("TargetMode") == "External":
                kind = rel.get("Type", "").rstrip("/").rsplit("/", 1)[-1].replace("-", "").lower()
                addresses.setdefault(kind, []).append(rel.get("Target", ""))
        for kind, targets in addresses.items():
            yield package.place(name, _listing(len(targets), package.map.describe_target(kind), targets), len(targets))


def _addin_settings(package: _Package) -> Iterator[Place]:
    """What add-ins saved in the document (Nomen's own pane keeps the clerk's decisions there)."""
    for name, root in package.roots(_ADD_INS, "webextension"):
        settings = [prop.get("name", "?") for prop in root.iter() if _local(prop) == "property"]
        if settings:
            yield package.place(name, _listing(len(settings), "setting", settings), len(settings))


def _document_variables(package: _Package) -> Iterator[Place]:
    for name, root in package.roots(_W, "settings"):
        variables = [_attribute(variable, "name") for variable in root.iter() if _local(variable) == "docVar"]
        if variables:
            yield package.place(name, _listing(len(variables), "document variable", variables), len(variables))


def _custom_xml(package: _Package) -> Iterator[Place]:
    for name, root in package.xml.items():
        if not name.lower().startswith("customxml/") or name.endswith(".rels") \
                or posixpath.basename(name).lower().startswith("itemprops"):
            continue
        values = sum(1 for element in root.iter() if isinstance(element.tag, str) and (element.text or "").strip())
        yield package.place(name, f"'{_local(root)}' element with {_counted(values, 'value')}", 1)


def _bookmarks(package: _Package) -> Iterator[Place]:
    yield from _story_elements(package, "bookmarkStart", "bookmark", lambda e: _attribute(e, "name"))


def _fields(package: _Package) -> Iterator[Place]:
    for name, root in package.stories:
        codes = _field_codes(root)
        if codes:
            yield package.place(name, f"{_counted(len(codes), 'field')}: {_tally(codes)}", len(codes))


def _field_codes(root: etree._Element) -> list[str]:
    """The code word of every field (AUTHOR, HYPERLINK, MERGEFIELD...): simple ones, and complex
    ones, whose instruction runs from their begin to their separate mark, nested or not."""
    w = etree.QName(root).namespace
    codes: list[str] = []
    reading: list[list] = []  # [index in codes, still in the instruction] of each open complex field
    for element in root.iter(qn("w:fldSimple", w), qn("w:fldChar", w), qn("w:instrText", w)):
        local = _local(element)
        if local == "fldSimple":
            codes.append(_attribute(element, "instr"))
        elif local == "instrText":
            if reading and reading[-1][1]:
                codes[reading[-1][0]] += element.text or ""
        elif _attribute(element, "fldCharType") == "begin":
            reading.append([len(codes), True])
            codes.append("")
        elif reading and _attribute(element, "fldCharType") == "separate":
            reading[-1][1] = False
        elif reading and _attribute(element, "fldCharType") == "end":
            reading.pop()
    return [(code.split() or ["(empty)"])[0].upper() for code in codes]


def _smart_tags(package: _Package) -> Iterator[Place]:
    for name, root in package.stories:
        w = etree.QName(root).namespace
        tags = [_attribute(tag, "element") or "?" for tag in root.iter(qn("w:smartTag", w))]
        if tags:
            yield package.place(name, f"{_counted(len(tags), 'smart tag')}: {_tally(tags)}", len(tags))


def _content_controls(package: _Package) -> Iterator[Place]:
    def label(control: etree._Element) -> str:
        properties = next((child for child in control if _local(child) == "sdtPr"), None)
        named = [child for child in properties if _local(child) in ("alias", "tag")] if properties is not None else []
        return next((value for value in (_attribute(child, "val") for child in named) if value), "")
    yield from _story_elements(package, "sdt", "content control", label)


def _form_fields(package: _Package) -> Iterator[Place]:
    def label(field: etree._Element) -> str:
        return next((_attribute(child, "val") for child in field if _local(child) == "name"), "")
    yield from _story_elements(package, "ffData", "form field", label)


def _story_elements(package: _Package, localname: str, singular: str,
                    label: Callable[[etree._Element], str]) -> Iterator[Place]:
    """Per story part: how many `localname` elements it holds, and their labels (names, tags)."""
    for name, root in package.stories:
        elements = list(root.iter(f"{{{etree.QName(root).namespace}}}{localname}"))
        if elements:
            yield package.place(name, _listing(len(elements), singular, [label(e) for e in elements]), len(elements))


def _unreadable(package: _Package) -> Iterator[Place]:
    for name in package.unreadable:
        yield package.place(name, "a part that is not valid XML: Nomen cannot read it, check it", 1)


_FINDERS: tuple[Callable[[_Package], Iterable[Place]], ...] = (
    _core_properties, _app_properties, _custom_properties, _people, _comments, _tracked_changes, _hidden_text,
    _thumbnail, _images, _embedded, _imported_parts, _links, _addin_settings, _document_variables, _custom_xml,
    _bookmarks, _fields, _smart_tags, _content_controls, _form_fields, _unreadable)


def _local(element: etree._Element) -> str:
    return etree.QName(element).localname if isinstance(element.tag, str) else ""


def _attribute(element: etree._Element, localname: str) -> str:
    """An attribute by its local name, whatever its namespace (w:author, w15:author, author)."""
    return next((value for key, value in element.attrib.items() if etree.QName(key).localname == localname), "")


def _is_on(toggle: etree._Element | None) -> bool:
    """A WordprocessingML on/off property: present and not switched off (<w:vanish w:val="0"/>)."""
    return toggle is not None and _attribute(toggle, "val").lower() not in _OFF


def _text(element: etree._Element) -> str:
    return " ".join("".join(element.itertext()).split())


def _shown(value: str) -> str:
    return value if len(value) <= _SHOWN else value[: _SHOWN - 1] + "…"


def _counted(count: int, singular: str, plural: str | None = None) -> str:
    if count == 1:
        return f"1 {singular}"
    return f"{count} {plural or singular + ('es' if singular.endswith(('s', 'x', 'ch', 'sh')) else 's')}"


def _names(values: Iterable[str]) -> str:
    """Distinct values, in order, shortened; the first few only."""
    distinct = list(dict.fromkeys(_shown(value) for value in values if value))
    more = f" and {len(distinct) - _LISTED} more" if len(distinct) > _LISTED else ""
    return ", ".join(distinct[:_LISTED]) + more


def _listing(count: int, singular: str, values: Iterable[str], plural: str | None = None) -> str:
    """ "2 bookmarks: Smith_address, _GoBack" (no colon when nothing has a name)."""
    names = _names(values)
    return _counted(count, singular, plural) + (f": {names}" if names else "")


def _by(authors: list[str]) -> str:
    """ " by 2 authors: Ann Smith, Bob Jones", or nothing when no author is named."""
    named = [author for author in authors if author]
    return f" by {_listing(len(set(named)), 'author', named)}" if named else ""


def _tally(values: list[str]) -> str:
    """ "AUTHOR, HYPERLINK (2)": each value once, in order, with how often when more than once."""
    counts = Counter(values)
    return ", ".join(value if counts[value] == 1 else f"{value} ({counts[value]})" for value in dict.fromkeys(values))
