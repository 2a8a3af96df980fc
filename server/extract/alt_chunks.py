"""Imported chunks (w:altChunk): HTML, MHT or text that Word merges into the document when it
opens it. Nomen cannot anonymize inside them as they are, so both reading and applying first
turn each one into plain paragraphs at its place (its text kept, its formatting lost) and
drop the imported part; a chunk in another format (RTF, an older .docx) is removed. Either
way the report says so.
"""

from __future__ import annotations

import email
import email.policy
import posixpath

import lxml.html
from lxml import etree

from nomen.extract.package import main_document_part, parse_xml, relationships
from nomen.extract.package_edits import remove_parts
from nomen.extract.ns import qn

_HTML = (".htm", ".html", ".xhtml", ".mht", ".mhtml", ".txt")
_BLOCKS = frozenset({"p", "div", "li", "td", "th", "h1", "h2", "h3", "h4", "h5", "h6", "pre", "blockquote",
                     "dt", "dd", "caption", "title"})
_XML_SPACE = "{http://www.w3.org/XML/1998/namespace}space"
_HTML_PARSER = lxml.html.HTMLParser(no_network=True, remove_comments=True, remove_pis=True)


def inline_alt_chunks(parts: dict[str, bytes]) -> tuple[dict[str, bytes], list[str]]:
    """The package with every altChunk of the main document turned into paragraphs, and a
    warning for each; a package without any is returned as it is."""
    main = main_document_part(parts)
    if b"altChunk" not in parts[main]:
        return parts, []
    root = parse_xml(parts[main])
    w = etree.QName(root).namespace
    targets = {rel.rid: rel.target for rel in relationships(parts, main)}
    warnings, doomed = [], set()
    for chunk in list(root.iter(qn("w:altChunk", w))):
        rid = next((v for k, v in chunk.attrib.items() if etree.QName(k).localname == "id"), None)
        target = targets.get(rid)
        lines = _lines(target, parts[target]) if target else None
        name = posixpath.basename(target) if target else "a missing part"
        if lines is None:
            warnings.append(f"An imported part in a format Nomen cannot read ({name}) was removed.")
        else:
            warnings.append(f"An imported HTML part ({name}) was turned into plain paragraphs so that it "
                            "could be anonymized; its formatting is lost.")
        parent = chunk.getparent()
        for line in reversed(lines or []):
            chunk.addnext(_paragraph(w, line))
        parent.remove(chunk)
        if target:
            doomed.add(target)
    edited = {**parts, main: etree.tostring(root, xml_declaration=True, encoding="UTF-8", standalone=True)}
    return remove_parts(edited, doomed), warnings


def _paragraph(w: str, text: str) -> etree._Element:
    paragraph = etree.Element(qn("w:p", w))
    node = etree.SubElement(etree.SubElement(paragraph, qn("w:r", w)), qn("w:t", w))
    node.text = text
    node.set(_XML_SPACE, "preserve")
    return paragraph


def _lines(name: str, data: bytes) -> list[str] | None:
    """The chunk's text, one line per block, or None for a format Nomen does not read."""
    extension = posixpath.splitext(name)[1].lower()
    if extension not in _HTML:
        return None
    if extension in (".mht", ".mhtml"):
        data = _html_of_mime(data)
    if extension == ".txt":
        text = data.decode("utf-8", errors="replace")
        return [line for line in text.splitlines() if line.strip()]
    if not data.strip():
        return []
    try:
        document = lxml.html.document_fromstring(data, parser=_HTML_PARSER)
    except (etree.ParserError, ValueError):
        return None
    for unwanted in list(document.iter("script", "style", "head")):
        if unwanted.getparent() is not None:
            unwanted.drop_tree()
    blocks = [e for e in document.iter(*_BLOCKS) if not any(d.tag in _BLOCKS for d in e.iterdescendants())]
    lines = [" ".join(e.text_content().split()) for e in blocks]
    if not blocks:
        lines = [" ".join(document.text_content().split())]
    return [line for line in lines if line]


def _html_of_mime(data: bytes) -> bytes:
    """The HTML body of a MIME (MHT) file, its transfer encoding undone."""
    message = email.message_from_bytes(data, policy=email.policy.compat32)
    for part in message.walk():
        if part.get_content_type() in ("text/html", "text/plain"):
            payload = part.get_payload(decode=True)
            if isinstance(payload, bytes):
                return payload
    return b""

