"""OOXML namespaces in one place (python-docx's oxml/ns.py pattern), Transitional and Strict, and
what a WordprocessingML paragraph shows: the one definition extraction and apply share.

`qn("w:p")` is the Clark name lxml uses ("{…/wordprocessingml/2006/main}p"); where a part may be
Strict OOXML, its own namespace is passed: `qn("w:p", w)`.
"""

from __future__ import annotations

from lxml import etree

TRANSITIONAL = {
    "w": "http://schemas.openxmlformats.org/wordprocessingml/2006/main",
    "r": "http://schemas.openxmlformats.org/officeDocument/2006/relationships",
    "m": "http://schemas.openxmlformats.org/officeDocument/2006/math",
    "a": "http://schemas.openxmlformats.org/drawingml/2006/main",
    "x": "http://schemas.openxmlformats.org/spreadsheetml/2006/main",
    "ep": "http://schemas.openxmlformats.org/officeDocument/2006/extended-properties",
    "op": "http://schemas.openxmlformats.org/officeDocument/2006/custom-properties",
    "mc": "http://schemas.openxmlformats.org/markup-compatibility/2006",
    "cp": "http://schemas.openxmlformats.org/package/2006/metadata/core-properties",
    "dc": "http://purl.org/dc/elements/1.1/",
    "pr": "http://schemas.openxmlformats.org/package/2006/relationships",  # the same in Strict
    "ct": "http://schemas.openxmlformats.org/package/2006/content-types",
    "w15": "http://schemas.microsoft.com/office/word/2012/wordml",
    "we": "http://schemas.microsoft.com/office/webextensions/webextension/2010/11",
}
STRICT = {
    "w": "http://purl.oclc.org/ooxml/wordprocessingml/main",
    "r": "http://purl.oclc.org/ooxml/officeDocument/relationships",
    "m": "http://purl.oclc.org/ooxml/officeDocument/math",
    "a": "http://purl.oclc.org/ooxml/drawingml/main",
    "x": "http://purl.oclc.org/ooxml/spreadsheetml/main",
    "ep": "http://purl.oclc.org/ooxml/officeDocument/extendedProperties",
    "op": "http://purl.oclc.org/ooxml/officeDocument/customProperties",
}


def namespaces(prefix: str) -> frozenset[str]:
    """A prefix's namespace in both flavours ("w": Transitional and Strict WordprocessingML)."""
    return frozenset(filter(None, (TRANSITIONAL.get(prefix), STRICT.get(prefix))))


def qn(tag: str, namespace: str | None = None) -> str:
    """"w:p" -> "{…wordprocessingml/2006/main}p"; `namespace` replaces the prefix's (Strict parts)."""
    prefix, local = tag.split(":")
    return f"{{{namespace or TRANSITIONAL[prefix]}}}{local}"


def relationships_namespace(w: str) -> str:
    """The r: namespace that goes with a part's w: namespace (Transitional or Strict)."""
    return STRICT["r"] if w == STRICT["w"] else TRANSITIONAL["r"]


# What a paragraph shows besides its text nodes: each of these elements is one character (a soft
# hyphen none: it shows only where a line breaks). A symbol shows the character it names.
SHOWN = {"tab": "\t", "ptab": "\t", "br": "\n", "cr": "\n", "noBreakHyphen": "-", "softHyphen": ""}


def shown_character(element: etree._Element) -> str:
    """The character a run element shows: one of SHOWN, or a symbol's (w:sym w:char="F0B7")."""
    local = etree.QName(element).localname
    if local != "sym":
        return SHOWN[local]
    code = next((v for k, v in element.attrib.items() if etree.QName(k).localname == "char"), "")
    try:
        return chr(int(code, 16))
    except ValueError:
        return "\ufffc"
