"""Apply terms to a whole .docx package and write the new package.

Parts that change are re-serialised; every other part keeps its exact bytes, and
the zip keeps its entry order, names and compression, so the result differs from
the original only where a term was replaced.
"""

from __future__ import annotations

import io
import zipfile
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

import regex
from lxml import etree

from server.apply.decisions import Term
from server.apply.leak_check import find_residuals
from server.apply.matcher import TermMatcher, needs_tolerance
from server.apply.parts import Labels, rewrite_part
from server.extract.docx_text import iter_story_parts
from server.extract.package import PackageLimits, parse_xml, read_package

_TAG = regex.compile(rb"<[^>]*>")
# Parts that may change even with no term in them: those naming authors.
_AUTHOR_MARK = regex.compile(rb"\b(?:w:)?(?:author|initials)=")


@dataclass
class ApplyResult:
    document: bytes
    replacements: list[dict[str, Any]]
    residual: list[dict[str, str]]
    warnings: list[str] = field(default_factory=list)

    def report(self) -> dict[str, Any]:
        return {"replacements": self.replacements, "residual": self.residual, "warnings": self.warnings}


def _may_need_rewriting(data: bytes, matcher: TermMatcher) -> bool:
    """Cheap test before parsing: a term in the text without tags, or an author to neutralise."""
    if _AUTHOR_MARK.search(data):
        return True
    text = _TAG.sub(b"", data).decode("utf-8", errors="replace")
    raw = data.decode("utf-8", errors="replace")
    return any(True for _ in matcher.finditer(text)) or any(True for _ in matcher.finditer(raw))


def _label_of(name: str, stories: dict[str, str]) -> str:
    if name in stories:
        return stories[name]
    if name.endswith(".rels"):
        return "hyperlink"
    if name.startswith("docProps/"):
        return "properties"
    if "glossary" in name:
        return "glossary"
    return "other"


def apply_terms(data: bytes, terms: list[Term], labels: Labels | None = None,
                limits: PackageLimits | None = None) -> ApplyResult:
    """Replace `terms` everywhere in the .docx `data`; raises DocumentError for a bad package."""
    parts = read_package(data, limits)
    matcher = TermMatcher(terms, tolerant=needs_tolerance(*parts.values()))
    stories = dict(iter_story_parts(parts))
    labels = labels or Labels()
    counts: dict[Term, int] = defaultdict(int)
    where: dict[Term, set[str]] = defaultdict(set)
    rewritten: dict[str, bytes] = {}
    for name, content in parts.items():
        if not name.endswith((".xml", ".rels")) or name == "[Content_Types].xml":
            continue
        if not _may_need_rewriting(content, matcher):
            continue
        root = parse_xml(content)
        changes = rewrite_part(root, matcher, labels)
        if changes.changed:
            rewritten[name] = _serialise(root, content)
        for term in changes.replaced:
            counts[term] += 1
            where[term].add(_label_of(name, stories))
    output = _write_package(data, rewritten)
    final_parts = {**parts, **rewritten}
    return ApplyResult(
        document=output,
        replacements=[{"original": t.original, "replacement": t.replacement, "count": counts[t],
                       "parts": sorted(where[t])} for t in terms if counts[t]],
        residual=find_residuals(final_parts, terms),
    )


_DECLARATION = regex.compile(rb"^\s*<\?xml[^>]*\?>\s*")


def _serialise(root: etree._Element, original: bytes) -> bytes:
    """The part written back with the original's own XML declaration (Word's quotes and
    `standalone`), so that nothing but the changed text differs."""
    declaration = _DECLARATION.match(original)
    body = etree.tostring(root, encoding="UTF-8")
    return (declaration.group() if declaration else b"") + body


def _write_package(original: bytes, rewritten: dict[str, bytes]) -> bytes:
    """The original zip with the rewritten parts swapped in, entry order and settings kept."""
    out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(original)) as source, zipfile.ZipFile(out, "w") as target:
        for info in source.infolist():
            content = rewritten.get(info.filename)
            target.writestr(info, content if content is not None else source.read(info))
    return out.getvalue()
