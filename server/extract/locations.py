"""Where something sits in a .docx, said in words a clerk understands.

The leak audit, `nomen inspect` and the report all name places: "header of section 2",
"link address", "document properties: author", "embedded workbook", never only
"word/header2.xml". A part is described by what points at it (the main document's
section properties, the relationships' types) and, failing that, by its name.
"""

from __future__ import annotations

import posixpath
from functools import cached_property

from lxml import etree

from nomen.extract.package import DocumentError, main_document_part, parse_xml, relationships
from nomen.extract.package_edits import source_of
from nomen.extract.ns import qn

_EMBEDDED = {".docx": "embedded document", ".docm": "embedded document", ".xlsx": "embedded workbook",
             ".xlsm": "embedded workbook", ".pptx": "embedded presentation", ".pptm": "embedded presentation"}
# Relationship kinds (last segment of the type, lower case, no hyphens) and what they are.
_PART_KINDS = {
    "footnotes": "footnotes", "endnotes": "endnotes", "comments": "comments",
    "commentsextended": "comments (reply data)", "commentsids": "comments (ids)",
    "commentsextensible": "comments (extra data)", "people": "people (authors of comments and changes)",
    "settings": "document settings", "glossarydocument": "glossary (building blocks)",
    "chart": "chart", "diagramdata": "smartart", "diagramdrawing": "smartart", "diagramlayout": "smartart",
    "diagramquickstyle": "smartart", "diagramcolors": "smartart", "afchunk": "imported html",
    "customxml": "custom xml data", "customxmlprops": "custom xml data", "image": "image",
    "oleobject": "embedded object", "package": "embedded object", "thumbnail": "thumbnail",
    "coreproperties": "document properties", "extendedproperties": "document properties (application)",
    "customproperties": "document properties (custom)", "webextension": "add-in settings",
    "webextensiontaskpanes": "add-in settings", "styles": "styles", "stylesWithEffects": "styles",
    "numbering": "numbering", "fonttable": "font table", "theme": "theme", "websettings": "web settings",
}
# By name, for parts no relationship explains (or a package whose relationships are damaged).
_BY_PREFIX = (("docProps/thumbnail", "thumbnail"), ("docProps/core", "document properties"),
              ("docProps/app", "document properties (application)"),
              ("docProps/custom", "document properties (custom)"), ("customXml/", "custom xml data"),
              ("word/webextensions/", "add-in settings"), ("word/charts/", "chart"),
              ("word/diagrams/", "smartart"), ("word/glossary/", "glossary (building blocks)"),
              ("word/media/", "image"), ("word/embeddings/", "embedded object"), ("word/theme/", "theme"),
              ("word/people", "people (authors of comments and changes)"),
              ("word/comments", "comments"), ("word/settings", "document settings"),
              ("word/footnotes", "footnotes"), ("word/endnotes", "endnotes"), ("word/styles", "styles"),
              ("word/stylesWithEffects", "styles"), ("word/fontTable", "font table"),
              ("word/numbering", "numbering"), ("word/afchunk", "imported html"), ("word/header", "header"),
              ("word/footer", "footer"))
# What an external relationship's address is, by its kind.
_TARGET_KINDS = {"hyperlink": "link address", "attachedtemplate": "template address",
                 "mailmergesource": "mail merge data source", "recipientdata": "mail merge data source",
                 "image": "picture address", "oleobject": "embedded object address", "frame": "frame address",
                 "subdocument": "subdocument address"}
_CORE_FIELDS = {"creator": "author", "lastModifiedBy": "last modified by", "title": "title",
                "subject": "subject", "keywords": "keywords", "description": "comments", "category": "category",
                "Manager": "manager", "Company": "company", "contentStatus": "status"}


class PackageMap:
    """Describes the parts of one package; built once per package, lazily."""

    def __init__(self, parts: dict[str, bytes]) -> None:
        self.parts = parts

    @cached_property
    def _kinds(self) -> dict[str, str]:
        """Part name -> relationship kind, from every relationship part of the package."""
        kinds: dict[str, str] = {}
        for name in self.parts:
            if not name.endswith(".rels"):
                continue
            source = source_of(name)
            try:
                for rel in relationships(self.parts, source):
                    kinds.setdefault(rel.target, rel.kind)
            except DocumentError:
                continue
        return kinds

    @cached_property
    def _sections(self) -> dict[str, str]:
        """Header or footer part -> "header of section 2" (the first section that uses it)."""
        try:
            main = main_document_part(self.parts)
            root = parse_xml(self.parts[main])
            by_id = {rel.rid: rel.target for rel in relationships(self.parts, main)}
        except (DocumentError, KeyError):
            return {}
        w = etree.QName(root).namespace
        found: dict[str, str] = {}
        for number, section in enumerate(root.iter(qn("w:sectPr", w)), start=1):
            for reference in section:
                kind = etree.QName(reference).localname
                if kind not in ("headerReference", "footerReference"):
                    continue
                rid = next((v for k, v in reference.attrib.items() if etree.QName(k).localname == "id"), None)
                if rid in by_id:
                    found.setdefault(by_id[rid], f"{kind[:6]} of section {number}")
        return found

    @cached_property
    def main(self) -> str | None:
        try:
            return main_document_part(self.parts)
        except DocumentError:
            return None

    def describe(self, name: str) -> str:
        """A part in words: "body text", "header of section 2", "link addresses", "embedded workbook"..."""
        if name == self.main:
            return "body text"
        if name in self._sections:
            return self._sections[name]
        if name.endswith(".rels"):
            source = source_of(name)
            return f"link addresses of the {self.describe(source) if source else 'package'}"
        extension = posixpath.splitext(name)[1].lower()
        if name.startswith("word/embeddings/") and extension in _EMBEDDED:
            return _EMBEDDED[extension]
        kind = self._kinds.get(name)
        if kind in ("header", "footer"):
            return kind
        if kind in _PART_KINDS:
            return _PART_KINDS[kind]
        for prefix, words in _BY_PREFIX:
            if name.startswith(prefix):
                return words
        return f"another file inside the document ({name})"

    @staticmethod
    def describe_target(kind: str) -> str:
        """An external relationship's address by its kind: "link address", "template address"..."""
        return _TARGET_KINDS.get(kind, "external address")


def property_name(localname: str) -> str:
    """A document property's element name in words ("creator" -> "author")."""
    return _CORE_FIELDS.get(localname, localname)
