"""Apply terms to a whole .docx package and write the new package.

Every entry of the package is handled, none skipped: XML parts are rewritten where a term
or an author is in them; imported HTML chunks become paragraphs first; the thumbnail (a
picture of page one) goes; embedded Office packages are anonymized with the same terms,
recursively; parts whose names hold a name are renamed; binary entries nobody can read
(pictures, OLE objects) are listed as unchecked, or removed on request. Parts that do not
change keep their exact bytes, and the zip keeps its entry order and settings, so the result
differs from the original only where something was replaced.
"""

from __future__ import annotations

import html
import io
import posixpath
import zipfile
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import unquote

import regex
from lxml import etree

from nomen.apply.decisions import Term
from nomen.apply.leak_check import AuditTerms, find_residuals, find_zip_residuals, unchecked_parts
from nomen.apply.matcher import needs_tolerance
from nomen.apply.parts import Labels, Matchers, rewrite_part
from nomen.extract.alt_chunks import inline_alt_chunks
from nomen.extract.docx_text import iter_story_parts
from nomen.extract.package import DocumentError, PackageLimits, parse_xml, read_package
from nomen.extract.package_edits import remove_parts, rename_parts
from nomen.limits import check_time

_TAG = regex.compile(rb"<[^>]*>")
# Parts that may change even with no term in them: authors, presence ids, the pane's settings.
_METADATA_MARK = regex.compile(rb"\b(?:\w+:)?(?:author|initials)=|creator>|lastModifiedBy>|presenceInfo|"
                               rb"name=\"nomen\.")
# Words each mark holds: found by a plain scan, they spare large parts the regex.
_METADATA_WORDS = (b"author=", b"initials=", b"creator>", b"lastModifiedBy>", b"presenceInfo", b'name="nomen.')
# Parts that hold vocabulary, never document text (style, font, theme and numbering names): only
# their authors can need rewriting; the audit still reads them whole.
_VOCABULARY_PARTS = regex.compile(r"(?:^|/)(?:styles|stylesWithEffects|fontTable|numbering|webSettings|theme\d*)\.xml$")
_OFFICE_PACKAGE = (".docx", ".docm", ".dotx", ".xlsx", ".xlsm", ".pptx", ".pptm")
_THUMBNAIL = "docProps/thumbnail"
_MAX_DEPTH = 3


@dataclass
class ApplyResult:
    document: bytes
    replacements: list[dict[str, Any]]
    residual: list[dict[str, Any]]
    warnings: list[str] = field(default_factory=list)
    unchecked: list[dict[str, str]] = field(default_factory=list)

    def report(self) -> dict[str, Any]:
        return {"replacements": self.replacements, "residual": self.residual, "warnings": self.warnings,
                "unchecked": self.unchecked}


@dataclass
class _Run:
    """One apply: the terms and options; what was replaced, how often and where, across the
    package and the packages inside it; the warnings. The matchers are compiled once."""

    terms: list[Term]
    labels: Labels
    remove_unchecked: bool
    limits: PackageLimits | None
    counts: dict[Term, int] = field(default_factory=lambda: defaultdict(int))
    where: dict[Term, set[str]] = field(default_factory=lambda: defaultdict(set))
    warnings: list[str] = field(default_factory=list)
    _matchers: dict[bool, Matchers] = field(default_factory=dict)

    def add(self, terms: list[Term], label: str) -> None:
        for term in terms:
            self.counts[term] += 1
            self.where[term].add(label)

    def matchers(self, tolerant: bool) -> Matchers:
        if tolerant not in self._matchers:
            self._matchers[tolerant] = Matchers.of(self.terms, tolerant)
        return self._matchers[tolerant]


def apply_terms(data: bytes, terms: list[Term], labels: Labels | None = None,
                limits: PackageLimits | None = None, audit: AuditTerms | None = None,
                remove_unchecked: bool = False) -> ApplyResult:
    """Replace `terms` everywhere in the .docx `data` and audit the result with `audit`;
    raises DocumentError for a bad package."""
    parts = read_package(data, limits)
    run = _Run(terms, labels or Labels(), remove_unchecked, limits)
    final, renames = _anonymize_package(parts, run, 0)
    unchecked = unchecked_parts(final)
    if unchecked:
        run.warnings.append(f"{len(unchecked)} picture(s) or object(s) cannot be read by Nomen: check them by "
                              "eye before publishing (or apply with remove_unchecked).")
    document = _write_package(data, final, renames)
    return ApplyResult(
        document=document,
        replacements=[{"original": t.original, "replacement": t.replacement, "count": run.counts[t],
                       "parts": sorted(run.where[t])} for t in terms if run.counts[t]],
        residual=find_residuals(final, audit) + find_zip_residuals(document, audit) if audit is not None else [],
        warnings=run.warnings,
        unchecked=unchecked,
    )


def _anonymize_package(parts: dict[str, bytes], run: _Run, depth: int) -> tuple[dict[str, bytes], dict[str, str]]:
    """The package's parts after every step, and the parts renamed (old -> new name)."""
    word = any(name.startswith("word/") for name in parts)
    if word:
        parts, warnings = inline_alt_chunks(parts)
        run.warnings += warnings
    parts = remove_parts(parts, {n for n in parts if n.startswith(_THUMBNAIL)})
    matchers = run.matchers(needs_tolerance(*parts.values()))
    stories = dict(iter_story_parts(parts)) if word else {}
    result = dict(parts)
    for name, content in parts.items():
        check_time()
        if name.endswith((".xml", ".rels", ".vml")) and name != "[Content_Types].xml":
            if _may_need_rewriting(name, content, matchers):
                root = parse_xml(content)
                changes = rewrite_part(root, matchers, run.labels, free_form=name.startswith("customXml/"))
                if changes.changed:
                    result[name] = _serialise(root, content)
                run.add(changes.replaced, _label_of(name, stories))
        elif name.lower().endswith(_OFFICE_PACKAGE) and depth < _MAX_DEPTH:
            result[name] = _anonymize_embedded(name, content, run, depth)
    renames = _renames(result, matchers, run)
    result = rename_parts(result, renames)
    if run.remove_unchecked:
        doomed = {entry["part"] for entry in unchecked_parts(result)}
        if doomed:
            run.warnings.append(f"{len(doomed)} picture(s) or object(s) Nomen cannot read were removed.")
        result = remove_parts(result, doomed, drop_references=True)
    return result, renames


def _anonymize_embedded(name: str, content: bytes, run: _Run, depth: int) -> bytes:
    """An embedded document, workbook or presentation, anonymized like the outer package."""
    try:
        inner = read_package(content, run.limits, word=False)
    except DocumentError:
        run.warnings.append(f"An embedded file ({posixpath.basename(name)}) could not be opened; it was left as "
                              "it is: check it.")
        return content
    anonymized, renames = _anonymize_package(inner, run, depth + 1)
    return _write_package(content, anonymized, renames) if anonymized != inner else content


def _renames(parts: dict[str, bytes], matchers: Matchers, run: _Run) -> dict[str, str]:
    """New names for the parts whose file name holds a name ("media/Arikan_Kemal_0412.png")."""
    renames: dict[str, str] = {}
    taken = set(parts)
    for name in parts:
        if name.endswith(".rels") or name == "[Content_Types].xml":
            continue
        folder, base = posixpath.split(name)
        new_base, replaced = matchers.identifier.replace(unquote(base))
        if not replaced:
            continue
        new_base = regex.sub(r"[^\w.\-]", "", new_base) or "part"
        candidate, number = posixpath.join(folder, new_base), 1
        while candidate in taken:
            stem, extension = posixpath.splitext(new_base)
            candidate, number = posixpath.join(folder, f"{stem}{number}{extension}"), number + 1
        taken.add(candidate)
        renames[name] = candidate
        run.add(replaced, "file names")
    return renames


def _may_need_rewriting(name: str, data: bytes, matchers: Matchers) -> bool:
    """Cheap test before parsing: metadata to neutralise, a term in the text without tags (a name
    split across runs) or in the raw XML (attributes, addresses, percent-decoded); entities
    ("&amp;") read as what they stand for."""
    if any(word in data for word in _METADATA_WORDS) and _METADATA_MARK.search(data):
        return True
    if _VOCABULARY_PARTS.search(name):
        return False
    if any(True for _ in matchers.prose.finditer(html.unescape(_TAG.sub(b"", data).decode("utf-8", errors="replace")))):
        return True
    raw = html.unescape(data.decode("utf-8", errors="replace"))
    return any(True for _ in matchers.identifier.finditer(unquote(raw) if "%" in raw else raw))


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


_DECLARATION = regex.compile(rb"^\s*<\?xml[^>]*\?>\s*")


def _serialise(root: etree._Element, original: bytes) -> bytes:
    """The part written back with the original's own XML declaration (Word's quotes and
    `standalone`), so that nothing but the changed text differs."""
    declaration = _DECLARATION.match(original)
    body = etree.tostring(root, encoding="UTF-8")
    return (declaration.group() if declaration else b"") + body


def _write_package(original: bytes, parts: dict[str, bytes], renames: dict[str, str]) -> bytes:
    """The original zip with its entries as in `parts`: same order and settings for those kept
    (under their new name where renamed), removed ones left out, new ones at the end; no zip
    or entry comments."""
    out = io.BytesIO()
    written = set()
    with zipfile.ZipFile(io.BytesIO(original)) as source, zipfile.ZipFile(out, "w") as target:
        for info in source.infolist():
            name = renames.get(info.filename, info.filename)
            if info.is_dir() or name not in parts:
                continue
            info = _renamed_info(info, name) if name != info.filename else info
            info.comment, info.extra = b"", b""  # free-text fields a name could hide in
            target.writestr(info, parts[name])
            written.add(name)
        for name, content in parts.items():
            if name not in written:
                target.writestr(zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0)), content,
                                compress_type=zipfile.ZIP_DEFLATED)
    return out.getvalue()


def _renamed_info(info: zipfile.ZipInfo, name: str) -> zipfile.ZipInfo:
    entry = zipfile.ZipInfo(name, date_time=info.date_time)
    entry.compress_type = info.compress_type
    entry.external_attr = info.external_attr
    return entry
