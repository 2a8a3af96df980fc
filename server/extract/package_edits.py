"""Structural edits of an OPC package held as {part name: bytes}: remove or rename parts, keeping
every relationship and content type that points at them consistent.

Removing a part also removes the relationships that target it and its content-type override;
with `drop_references`, the drawings and objects of the source parts that use those
relationships go too, so no broken picture is left behind.
"""

from __future__ import annotations

import posixpath
from urllib.parse import quote, unquote

from lxml import etree

from nomen.extract.package import parse_xml
from nomen.extract.ns import qn

_TYPES = "[Content_Types].xml"
_RELATIONSHIP, _OVERRIDE = qn("pr:Relationship"), qn("ct:Override")
# The run-level elements that show a picture or an object: they go with what they show.
_HOLDERS = frozenset({"drawing", "pict", "object"})


def rels_name_of(part: str) -> str:
    folder, base = posixpath.split(part)
    return posixpath.join(folder, "_rels", f"{base}.rels")


def source_of(rels_name: str) -> str:
    """"word/_rels/document.xml.rels" -> "word/document.xml"; "_rels/.rels" -> "" (the package)."""
    folder, base = posixpath.split(rels_name)
    return "" if base == ".rels" else posixpath.join(posixpath.dirname(folder), base[: -len(".rels")])


def _resolve(source: str, target: str) -> str:
    base = "" if target.startswith("/") else posixpath.dirname(source)
    return posixpath.normpath(posixpath.join(base, unquote(target).lstrip("/")))


def _serialise(root: etree._Element) -> bytes:
    return etree.tostring(root, xml_declaration=True, encoding="UTF-8", standalone=True)


def remove_parts(parts: dict[str, bytes], doomed: set[str], drop_references: bool = False) -> dict[str, bytes]:
    """`parts` without `doomed`, their relationships (and, with `drop_references`, the drawings
    that used them) and their content-type overrides."""
    if not doomed:
        return parts
    result = {name: data for name, data in parts.items() if name not in doomed and rels_name_of(name) not in doomed}
    for rels_name in [n for n in result if n.endswith(".rels")]:
        source = source_of(rels_name)
        root = parse_xml(result[rels_name])
        gone = [r for r in root.iter(_RELATIONSHIP)
                if r.get("TargetMode") != "External" and _resolve(source, r.get("Target", "")) in doomed]
        if not gone:
            continue
        for relationship in gone:
            root.remove(relationship)
        result[rels_name] = _serialise(root)
        if drop_references and source in result:
            result[source] = _drop_references(result[source], {r.get("Id") for r in gone})
    return _without_overrides(result, doomed)


def _drop_references(data: bytes, ids: set[str | None]) -> bytes:
    """The part without the pictures or objects that use relationship `ids`."""
    root = parse_xml(data)
    for element in list(root.iter("*")):
        if not any(value in ids for key, value in element.attrib.items() if key.startswith("{")):
            continue
        holder = next((a for a in element.iterancestors() if etree.QName(a).localname in _HOLDERS), element)
        if holder.getparent() is not None:
            holder.getparent().remove(holder)
    return _serialise(root)


def _without_overrides(parts: dict[str, bytes], doomed: set[str]) -> dict[str, bytes]:
    if _TYPES not in parts:
        return parts
    root = parse_xml(parts[_TYPES])
    overrides = [o for o in root.iter(_OVERRIDE) if o.get("PartName", "").lstrip("/") in doomed]
    for override in overrides:
        root.remove(override)
    return {**parts, _TYPES: _serialise(root)} if overrides else parts


def rename_parts(parts: dict[str, bytes], renames: dict[str, str]) -> dict[str, bytes]:
    """`parts` with each part in `renames` (and its own relationships part) under its new name,
    relationship targets and content-type overrides following."""
    if not renames:
        return parts
    moves = {**renames, **{rels_name_of(old): rels_name_of(new) for old, new in renames.items()
                           if rels_name_of(old) in parts}}
    result = {moves.get(name, name): data for name, data in parts.items()}
    for rels_name in [n for n in result if n.endswith(".rels")]:
        source = source_of(rels_name)
        original_source = next((old for old, new in moves.items() if new == source), source)
        root = parse_xml(result[rels_name])
        changed = False
        for relationship in root.iter(_RELATIONSHIP):
            if relationship.get("TargetMode") == "External":
                continue
            target = relationship.get("Target", "")
            new = renames.get(_resolve(original_source, target))
            if new is not None:
                folder = target.rpartition("/")[0]
                relationship.set("Target", f"{folder}/{quote(posixpath.basename(new))}" if folder
                                 else quote(posixpath.basename(new)))
                changed = True
        if changed:
            result[rels_name] = _serialise(root)
    if _TYPES in result:
        root = parse_xml(result[_TYPES])
        for override in root.iter(_OVERRIDE):
            new = renames.get(override.get("PartName", "").lstrip("/"))
            if new is not None:
                override.set("PartName", f"/{new}")
        result[_TYPES] = _serialise(root)
    return result
