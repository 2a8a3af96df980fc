"""Rewrite one XML part of the package: stories, metadata, relationships.

- Story parts (WordprocessingML: body, headers, footers, notes, comments, glossary):
  paragraphs (text boxes included, in mc:Choice and mc:Fallback alike), field
  instructions, drawing alt text; tracked deletions that hold a term are removed
  (the deletion accepted); authors and initials of comments and revisions become a
  neutral label.
- Any other XML part (document properties, customXml, people, charts): every text
  node, and authors.
- Relationship parts: external targets (a "mailto:" hyperlink with the name).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from lxml import etree

from server.apply.decisions import Term
from server.apply.matcher import TermMatcher
from server.apply.paragraphs import replace_in_paragraph

W_NAMESPACES = frozenset({"http://schemas.openxmlformats.org/wordprocessingml/2006/main",
                          "http://purl.oclc.org/ooxml/wordprocessingml/main"})
_RELS_NS = "http://schemas.openxmlformats.org/package/2006/relationships"
# Attributes that carry text anywhere: drawing alt text and titles, simple field instructions.
_TEXT_ATTRIBUTES = ("descr", "title", "instr")
_AUTHOR_ATTRIBUTES = ("author", "initials")


@dataclass
class Labels:
    """What replaces the authors and initials of comments and tracked changes."""

    author: str = "Author"
    initials: str = "A"


@dataclass
class PartChanges:
    replaced: list[Term] = field(default_factory=list)
    changed: bool = False


def rewrite_part(root: etree._Element, matcher: TermMatcher, labels: Labels) -> PartChanges:
    """Apply the terms to a parsed part in place; says what was replaced and whether anything changed."""
    namespace = etree.QName(root).namespace
    changes = PartChanges()
    if namespace == _RELS_NS:
        _rewrite_targets(root, matcher, changes)
    elif namespace in W_NAMESPACES:
        _rewrite_story(root, namespace, matcher, changes)
    else:
        _rewrite_text_nodes(root, matcher, changes)
    _rewrite_attributes(root, matcher, labels, changes)
    return changes


def _record(changes: PartChanges, replaced: list[Term]) -> None:
    if replaced:
        changes.replaced += replaced
        changes.changed = True


def _rewrite_story(root: etree._Element, w: str, matcher: TermMatcher, changes: PartChanges) -> None:
    _accept_deletions(root, w, matcher, changes)
    for paragraph in root.iter(f"{{{w}}}p"):
        _record(changes, replace_in_paragraph(paragraph, matcher, w))
    for instruction in root.iter(f"{{{w}}}instrText"):
        _replace_text(instruction, matcher, changes)


def _accept_deletions(root: etree._Element, w: str, matcher: TermMatcher, changes: PartChanges) -> None:
    """A tracked deletion still holds the deleted words: one that holds a term goes, deletion accepted."""
    for deletion in list(root.iter(f"{{{w}}}del", f"{{{w}}}moveFrom")):
        deleted = "".join(t.text or "" for t in deletion.iter(f"{{{w}}}delText", f"{{{w}}}t"))
        found = [matcher.substitute(m)[0] for m in matcher.finditer(deleted)]
        if found and deletion.getparent() is not None:
            deletion.getparent().remove(deletion)
            _record(changes, found)


def _rewrite_text_nodes(root: etree._Element, matcher: TermMatcher, changes: PartChanges) -> None:
    for element in root.iter():
        if isinstance(element.tag, str):
            _replace_text(element, matcher, changes)


def _replace_text(element: etree._Element, matcher: TermMatcher, changes: PartChanges) -> None:
    if element.text:
        text, replaced = matcher.replace(element.text)
        if replaced:
            element.text = text
            _record(changes, replaced)


def _rewrite_attributes(root: etree._Element, matcher: TermMatcher, labels: Labels, changes: PartChanges) -> None:
    for element in root.iter():
        if not isinstance(element.tag, str):
            continue
        for name, value in element.attrib.items():
            local = etree.QName(name).localname
            if local in _AUTHOR_ATTRIBUTES:
                label = labels.author if local == "author" else labels.initials
                if value != label:
                    element.set(name, label)
                    changes.changed = True
            elif local in _TEXT_ATTRIBUTES:
                text, replaced = matcher.replace(value)
                if replaced:
                    element.set(name, text)
                    _record(changes, replaced)


def _rewrite_targets(root: etree._Element, matcher: TermMatcher, changes: PartChanges) -> None:
    for relationship in root.iter(f"{{{_RELS_NS}}}Relationship"):
        if relationship.get("TargetMode") != "External":
            continue
        target, replaced = matcher.replace(relationship.get("Target", ""))
        if replaced:
            relationship.set("Target", target)
            _record(changes, replaced)
