"""Rewrite one XML part of the package: stories, metadata, relationships, attributes.

- Story parts (WordprocessingML: body, headers, footers, notes, comments, glossary):
  paragraphs (text boxes included, in mc:Choice and mc:Fallback alike; equations), field
  instructions (as identifiers: "mailto:kemal.arikan@…", "REF _Arikan_statement");
  tracked deletions that hold a term are removed (the deletion accepted).
- DrawingML parts (charts, SmartArt): paragraphs across runs, then any other text node.
- Any other XML part (document properties, customXml, people, add-in settings): every
  text node.
- Relationship parts: external targets, percent-decoded, as identifiers.
- Everywhere: the attributes that hold text (alt text, titles, tooltips, content-control
  items, form-field texts, smart-tag values, document variables, mail-merge queries) in
  prose and then as identifiers; those that name things (bookmarks, link anchors, picture
  names, field instructions) as identifiers. Authors and initials, and the document's
  creator and last editor, become a neutral label; people.xml loses the account ids of
  presence information; the task pane's own saved decisions are removed from the add-in
  settings.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from urllib.parse import quote, unquote

from lxml import etree

from nomen.apply.decisions import JOINED, PROSE, Term
from nomen.apply.matcher import TermMatcher
from nomen.extract.ns import TRANSITIONAL, namespaces, qn
from nomen.extract.package import decoded_field_data
from nomen.apply.paragraphs import (FLOW_MODELS, TextModel, instruction_model, replace_in_paragraph,
                                     wordprocessing_model)

W_NAMESPACES = namespaces("w")
_RELS_NS = TRANSITIONAL["pr"]
_AUTHOR_ATTRIBUTES = ("author", "initials")
# Elements that name an author in a "name" attribute: comment authors of an embedded presentation.
_AUTHOR_ELEMENTS_BY_NAME = frozenset({"cmAuthor"})
# Core properties naming the people who wrote or saved the file.
_AUTHOR_ELEMENTS = ("creator", "lastModifiedBy")
# Attributes holding prose, on any element, and the elements whose w:val holds prose.
# ("string": the text of VML WordArt and of watermarks.)
_TEXT_ATTRIBUTES = frozenset({"descr", "title", "alt", "tooltip", "displayText", "lastValue", "value", "string"})
_TEXT_VALUES = frozenset({"docVar", "alias", "tag", "default", "statusText", "helpText", "listEntry", "attr",
                          "query", "connectString", "tblCaption", "tblDescription", "description"})
_TEXT_NAMES = frozenset({"sheet"})  # a workbook's sheet names show on its tabs
# Attributes naming things: bookmarks, anchors, pictures, field instructions, file addresses.
_IDENTIFIER_ATTRIBUTES = frozenset({"anchor", "instr", "href"})
# (A custom property's name: DOCPROPERTY field instructions, identifiers too, name it the same way.)
_IDENTIFIER_NAMES = frozenset({"bookmarkStart", "cNvPr", "docPr", "docVar", "property"})
_SETTINGS_PREFIX = "nomen."  # the task pane's document settings ("nomen.decisions")
# Safe to leave as they are when a decoded address is encoded again.
_URL_SAFE = ":/?#[]@!$&'()*+,;=~"


@dataclass
class Labels:
    """What replaces the authors and initials of comments and tracked changes."""

    author: str = "Author"
    initials: str = "A"


@dataclass
class Matchers:
    """The terms as prose; as identifiers; and, for second passes with an identifier's
    boundaries, the address forms of names (after prose text) and those with the name's parts
    (after prose attributes, which nobody reads as running text)."""

    prose: TermMatcher
    identifier: TermMatcher
    joined: TermMatcher
    forms: TermMatcher

    @classmethod
    def of(cls, terms: list[Term], tolerant: bool) -> "Matchers":
        return cls(TermMatcher(terms, tolerant), TermMatcher(terms, tolerant, identifier=True),
                   TermMatcher([t for t in terms if t.kind == JOINED], tolerant, identifier=True),
                   TermMatcher([t for t in terms if t.kind != PROSE], tolerant, identifier=True))


@dataclass
class PartChanges:
    replaced: list[Term] = field(default_factory=list)
    changed: bool = False


def rewrite_part(root: etree._Element, matchers: Matchers, labels: Labels, free_form: bool = False) -> PartChanges:
    """Apply the terms to a parsed part in place; says what was replaced and whether anything changed.
    In a `free_form` part (customXml data: any schema) every attribute may hold text."""
    namespace = etree.QName(root).namespace
    changes = PartChanges()
    if namespace == _RELS_NS:
        _rewrite_targets(root, matchers.identifier, changes)
        return changes
    if namespace in W_NAMESPACES:
        _rewrite_story(root, namespace, matchers, changes)
    else:
        _rewrite_metadata(root, labels, changes)
        for model in FLOW_MODELS:
            _rewrite_paragraphs(root, model, matchers, changes)
        _rewrite_text_nodes(root, matchers, changes, done=_FLOW_TEXTS)
    _rewrite_attributes(root, matchers, labels, changes, free_form)
    _drop_named_comments(root, matchers, changes)
    return changes


def _record(changes: PartChanges, replaced: list[Term]) -> None:
    if replaced:
        changes.replaced += replaced
        changes.changed = True


def _local(name: str) -> str:
    return name.rpartition("}")[2]


def _rewrite_story(root: etree._Element, w: str, matchers: Matchers, changes: PartChanges) -> None:
    _accept_deletions(root, w, matchers.prose, changes)
    _drop_named_field_data(root, w, matchers, changes)
    _rewrite_paragraphs(root, wordprocessing_model(w), matchers, changes)
    instructions = instruction_model(w)
    for paragraph in root.iter(instructions.paragraph):
        _record(changes, replace_in_paragraph(paragraph, matchers.identifier, instructions))


def _rewrite_paragraphs(root: etree._Element, model: TextModel, matchers: Matchers, changes: PartChanges) -> None:
    """The names, then the address forms of names ("roy.johnston@…" that no analysis found)."""
    for paragraph in root.iter(model.paragraph):
        for matcher in (matchers.prose, matchers.joined):
            _record(changes, replace_in_paragraph(paragraph, matcher, model))


def _accept_deletions(root: etree._Element, w: str, matcher: TermMatcher, changes: PartChanges) -> None:
    """A tracked deletion still holds the deleted words: one that holds a term goes, deletion accepted."""
    for deletion in list(root.iter(qn("w:del", w), qn("w:moveFrom", w))):
        deleted = "".join(t.text or "" for t in deletion.iter(qn("w:delText", w), qn("w:t", w)))
        found = [matcher.substitute(m)[0] for m in matcher.finditer(deleted)]
        if found and deletion.getparent() is not None:
            deletion.getparent().remove(deletion)
            _record(changes, found)


def _rewrite_metadata(root: etree._Element, labels: Labels, changes: PartChanges) -> None:
    """Authors of the file become the label; presence ids and the pane's own settings go."""
    for element in list(root.iter("*")):
        local = _local(element.tag)
        parent = element.getparent()
        if local in _AUTHOR_ELEMENTS and (element.text or "").strip() and element.text != labels.author:
            element.text = labels.author
            changes.changed = True
        elif local == "presenceInfo" and parent is not None:
            parent.remove(element)
            changes.changed = True
        elif local == "property" and (element.get("name") or "").startswith(_SETTINGS_PREFIX) \
                and parent is not None and _local(parent.tag) == "properties":
            parent.remove(element)
            changes.changed = True


_FLOW_TEXTS = frozenset(tag for model in FLOW_MODELS for tag in model.texts)


def _rewrite_text_nodes(root: etree._Element, matchers: Matchers, changes: PartChanges,
                        done: frozenset[str] = frozenset()) -> None:
    """Every text node but those of the tags in `done` (already read as paragraphs)."""
    for node in root.iter("*"):
        if node.tag not in done:
            _replace_text(node, matchers.prose, changes)
            _replace_text(node, matchers.joined, changes)


def _drop_named_field_data(root: etree._Element, w: str, matchers: Matchers, changes: PartChanges) -> None:
    """w:fldData is a field's private data in base64 (Word rebuilds it): one that holds a term goes."""
    for data in list(root.iter(qn("w:fldData", w))):
        if data.getparent() is not None and any(True for _ in matchers.identifier.finditer(decoded_field_data(data.text))):
            data.getparent().remove(data)
            changes.changed = True


def _drop_named_comments(root: etree._Element, matchers: Matchers, changes: PartChanges) -> None:
    """XML comments and processing instructions are nobody's text: one that holds a term goes."""
    for node in list(root.iter(etree.Comment, etree.ProcessingInstruction)):
        if node.getparent() is not None and next(matchers.identifier.finditer(node.text or ""), None) is not None:
            node.getparent().remove(node)
            changes.changed = True


def _replace_text(element: etree._Element, matcher: TermMatcher, changes: PartChanges) -> None:
    if element.text:
        text, replaced = matcher.replace(element.text)
        if replaced:
            element.text = text
            _record(changes, replaced)


def _attribute_kind(element: str, attribute: str) -> str | None:
    """"prose", "identifier" or None (an attribute that holds no text: ids, sizes, styles)."""
    if attribute in _TEXT_ATTRIBUTES or (attribute == "val" and element in _TEXT_VALUES) \
            or (attribute == "name" and element in _TEXT_NAMES):
        return "prose"
    if attribute in _IDENTIFIER_ATTRIBUTES or (attribute == "name" and element in _IDENTIFIER_NAMES) \
            or (attribute == "val" and element == "name"):
        return "identifier"
    return None


def _rewrite_attributes(root: etree._Element, matchers: Matchers, labels: Labels, changes: PartChanges,
                        free_form: bool) -> None:
    for element in root.iter("*"):
        local_element = _local(element.tag)
        for name, value in element.attrib.items():
            local = _local(name)
            if local in _AUTHOR_ATTRIBUTES or (local == "name" and local_element in _AUTHOR_ELEMENTS_BY_NAME):
                label = labels.initials if local == "initials" else labels.author
                if value != label:
                    element.set(name, label)
                    changes.changed = True
                continue
            kind = "prose" if free_form else _attribute_kind(local_element, local)
            if kind is None:
                continue
            passes = (matchers.prose, matchers.forms) if kind == "prose" else (matchers.identifier,)
            text = value
            for matcher in passes:
                text, replaced = matcher.replace(text)
                _record(changes, replaced)
            if text != value:
                element.set(name, text)


def _rewrite_targets(root: etree._Element, matcher: TermMatcher, changes: PartChanges) -> None:
    """External targets ("mailto:…", "file:///C:/Users/…"), read percent-decoded and written back
    encoded as they were."""
    for relationship in root.iter(qn("pr:Relationship")):
        if relationship.get("TargetMode") != "External":
            continue
        target = relationship.get("Target", "")
        encoded = "%" in target
        text, replaced = matcher.replace(unquote(target) if encoded else target)
        if replaced:
            relationship.set("Target", quote(text, safe=_URL_SAFE) if encoded else text)
            _record(changes, replaced)
