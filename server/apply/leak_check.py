"""The leak audit: after apply, is anything of an anonymized person still anywhere in the file?

It shares nothing with the replacement step but the entity list and the name rules of
`nomen.names`: its own needles, its own reading of the package. Needles are every variant of every anonymized entity and, for
people, each distinctive part of the name (surname, each part of a compound surname, given
names) and the forms e-mail addresses and file names make of them ("kemal.arikan",
"arikan_kemal", "karikan"), folded (case, accents, ı/ø/ł/ß). A part is not distinctive
when it is an initial, a particle, shared with someone or something kept named, or an
ordinary word the document itself uses as such ("young" in "a young man").

Every entry of the package is searched: its name; the text of XML parts read twice (tags
removed, so split runs join up, and tags as spaces, so a name before a tab or a break
stands alone); every attribute value, percent-decoded (vocabulary aside: font and
style names, schema words); HTML and MHT parts; embedded packages, recursively; and binary entries
as readable ASCII and UTF-16 strings, best effort, since those are also listed as unchecked.
"""

from __future__ import annotations

import html
import io
import posixpath
import quopri
import zipfile
from dataclasses import dataclass
from typing import Any, Iterable, Iterator
from urllib.parse import unquote

import regex
from lxml import etree

from nomen import categories
from nomen.apply.alternation import alternation
from nomen.apply.clear_parts import NeedleWords, longest_word
from nomen.names.grammar import PARTICLE
from nomen.names.titles import split_title, strip_post_nominals
from nomen.extract.locations import PackageMap, property_name
from nomen.extract.package import DocumentError, decoded_field_data, parse_xml
from nomen.model import Entity
from nomen.names.folding import address_forms, fold, fold_text, name_parts, name_words, word_parts

_TAG = regex.compile(r"<[^>]*>")
_START_TAG = regex.compile(r"<([\w.:-]+)(\s[^>]*)>")
_ATTRIBUTE = regex.compile(r"""([\w.:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')""")
# Attribute values that are vocabulary, not document content: font names (of runs, themes and
# the font table), schema words (content and relationship types, markup compatibility) and
# style names and references (those of the template). Part names are audited as part names.
_VOCABULARY = frozenset({"typeface", "ascii", "hAnsi", "eastAsia", "cs", "panose", "pitchFamily", "ContentType",
                         "Type", "Extension", "PartName", "Ignorable", "Requires", "ProcessContent",
                         "MustUnderstand", "PreserveElements", "PreserveAttributes", "styleId"})
_STYLE_REFERENCES = frozenset({"pStyle", "rStyle", "tblStyle", "basedOn", "next", "link", "numStyleLink",
                               "styleLink"})
# Parts where a name attribute or w:name holds a font or style name (lsdException, style, font).
_NAMING_PARTS = ("fontTable.xml", "styles.xml", "stylesWithEffects.xml")
_TEXT_EXTENSIONS = (".htm", ".html", ".mht", ".mhtml", ".txt", ".rtf", ".csv", ".xhtml")
_ZIP_MAGIC = b"PK\x03\x04"
_PARTICLES = regex.compile(rf"^{PARTICLE}$")  # as written: "Ben" and "Van" can be names
_LONG_RUN = regex.compile(r"\p{L}{3}|\p{N}{3}")
_MAX_DEPTH = 3  # embedded packages inside embedded packages...
# Where binary content a person could be in lives: thumbnails, pictures, OLE objects, ActiveX.
_BINARY_PLACES = ("docProps/thumbnail", "word/media/", "word/embeddings/", "word/activeX/")


@dataclass(frozen=True)
class Needle:
    folded: str      # what to look for, folded
    original: str    # the entity's variant it stands for, for the report


@dataclass
class AuditTerms:
    """What the audit looks for, and the replacements it must not mistake for an original."""

    needles: list[Needle]
    masks: list[str]

    def __post_init__(self) -> None:
        self._original = {n.folded: n.original for n in self.needles}
        longest_first = sorted(self._original, key=len, reverse=True)
        alternatives = alternation([[regex.escape(c) for c in needle] for needle in longest_first], ignore_case=False)
        # One boundary for the whole alternation (fast); the digits' own rule is checked per match.
        self.pattern = regex.compile(rf"(?<!\p{{L}})(?:{alternatives})(?!\p{{L}})") if alternatives else None
        self.words = NeedleWords(self._original)

    def original_of(self, folded: str) -> str:
        return self._original[folded]

    def search(self, haystack: str, shortest: int = 0) -> list[str]:
        """The needles (of `shortest` characters or more) found in an already folded text, each once."""
        if self.pattern is None:
            return []
        haystack = self.masked(haystack)
        found = dict.fromkeys(m.group() for m in self.pattern.finditer(haystack) if _apart_from_digits(haystack, m))
        return [needle for needle in found if len(needle) >= shortest]

    def holds(self, haystack: str, needle: regex.Pattern) -> bool:
        """Whether a folded text, masks applied (`masked`), holds one needle (compiled by
        `_needle_pattern`), by the same rules as `search`: digits apart from digits."""
        return any(_apart_from_digits(haystack, m) for m in needle.finditer(haystack))

    def masked(self, haystack: str) -> str:
        for mask in self.masks:
            haystack = haystack.replace(mask, " ")
        return haystack


def _apart_from_digits(haystack: str, match: regex.Match) -> bool:
    """A needle's digits may not touch other digits ("81368" is not in "1813689")."""
    needle, start, end = match.group(), match.start(), match.end()
    return not (needle[0].isdigit() and start and haystack[start - 1].isdigit()) \
        and not (needle[-1].isdigit() and end < len(haystack) and haystack[end].isdigit())


def _needle_pattern(found: str) -> regex.Pattern:
    """One needle, as the alternation seeks it (letters may not touch its letters; `holds` then
    applies the digits' rule)."""
    return regex.compile(rf"(?<!\p{{L}}){regex.escape(found)}(?!\p{{L}})")


def audit_terms(entities: list[Entity], titles: frozenset[str], text: str = "") -> AuditTerms:
    """The needles for the entities as decided (every spelling of an anonymized entity, even one
    the editor turned off); `text` (the document's own text) tells which name parts are ordinary
    words here."""
    kept_words = {part for e in entities if not e.anonymize for variant in e.texts for part in name_parts(variant)}
    ordinary = _ordinary_words(text)
    needles: dict[str, str] = {}
    masks: set[str] = set()
    for entity in entities:
        if not entity.anonymize:
            continue
        replacement = entity.replacement
        for variant in entity.texts:
            title, name = split_title(variant.strip(), titles)
            masks |= {fold(title + replacement), fold(replacement)}
            forms = [variant]
            if entity.category == categories.PERSON:
                forms += _person_forms(strip_post_nominals(name), titles, kept_words, ordinary)
            for form in forms:
                folded = fold(form)
                if _LONG_RUN.search(folded):
                    needles.setdefault(folded, variant)
    terms = AuditTerms([Needle(k, v) for k, v in needles.items()], [])
    terms.masks = sorted((m for m in masks if m and terms.search(m)), key=len, reverse=True)
    return terms


def _ordinary_words(text: str) -> frozenset[str]:
    """Words the document writes in lower case (so as words, not names: "young", "homosexual"),
    away from e-mail and file-name punctuation; folded."""
    return frozenset(map(fold, regex.findall(r"(?<![\p{L}.@_/\\-])\p{Ll}+(?![\p{L}.@_/\\-])", text)))


def _person_forms(name: str, titles: frozenset[str], kept: set[str], ordinary: frozenset[str]) -> list[str]:
    """The name without its title, its distinctive parts, and the forms addresses make of it."""
    words = [w for w in name_words(name) if fold(w) not in titles and not _PARTICLES.match(w)]
    parts = [p for w in words for p in word_parts(w)]
    return [name] + [p for p in parts if len(p) >= 3 and fold(p) not in kept and fold(p) not in ordinary] \
        + address_forms(words)


def find_residuals(parts: dict[str, bytes], terms: AuditTerms) -> list[dict[str, Any]]:
    """[{"original", "found", "part", "where", "in_text"}] for every needle left in the package."""
    return list(_residuals(parts, terms, PackageMap(parts), "", 0))


def find_zip_residuals(data: bytes, terms: AuditTerms) -> list[dict[str, Any]]:
    """The zip's own free-text fields: its comment, and each entry's comment and extra field."""
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        fields = [archive.comment] + [f for info in archive.infolist() for f in (info.comment, info.extra)]
    text = "\n".join(f.decode("utf-8", errors="replace") for f in fields if f)
    return [_residual(terms, found, "(zip)", "comments of the zip file") for found in terms.search(fold_text(text))]


def find_text_residuals(text: str, terms: AuditTerms) -> list[dict[str, Any]]:
    """The same audit for a plain-text output (batch .txt files)."""
    return [_residual(terms, found, "text", "text", in_text=True) for found in terms.search(fold_text(text))]


def _residuals(parts: dict[str, bytes], terms: AuditTerms, places: PackageMap, prefix: str,
               depth: int) -> Iterator[dict[str, Any]]:
    for name, data in parts.items():
        described = places.describe(name)
        for found in terms.search(fold_text(unquote(posixpath.splitext(name)[0]))):
            yield _residual(terms, found, prefix + name, f"{_prefix_words(prefix)}file name of the {described}")
        if data.startswith(_ZIP_MAGIC):
            yield from _embedded(data, name, described, terms, prefix, depth)
        elif _is_xml(name, data):
            yield from _xml_residuals(name, data, terms, places, prefix)
        elif name.lower().endswith(_TEXT_EXTENSIONS):
            text = _readable(name, data)
            for haystack in _text_haystacks(text):
                for found in terms.search(haystack):
                    yield _residual(terms, found, prefix + name, _prefix_words(prefix) + described)
        else:
            for found in terms.search(fold_text(_binary_strings(data)), _BINARY_NEEDLE):
                yield _residual(terms, found, prefix + name, f"{_prefix_words(prefix)}{described} (binary content)")


def _is_xml(name: str, data: bytes) -> bool:
    return name.lower().endswith((".xml", ".rels", ".vml")) or data.lstrip(b"\xef\xbb\xbf \r\n\t")[:5] == b"<?xml"


def _prefix_words(prefix: str) -> str:
    return f"{prefix.rstrip('/')}: " if prefix else ""


def _residual(terms: AuditTerms, found: str, part: str, where: str, in_text: bool = False) -> dict[str, Any]:
    return {"original": terms.original_of(found), "found": found, "part": part, "where": where,
            "in_text": in_text}


def _embedded(data: bytes, name: str, described: str, terms: AuditTerms, prefix: str,
              depth: int) -> Iterator[dict[str, Any]]:
    """An embedded .docx/.xlsx/.pptx is searched like the outer package (bounded in depth)."""
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            inner = {info.filename: archive.read(info) for info in archive.infolist() if not info.is_dir()}
    except (zipfile.BadZipFile, OSError, ValueError, NotImplementedError):
        inner = {}
    if not inner or depth >= _MAX_DEPTH:
        for found in terms.search(fold_text(_binary_strings(data)), _BINARY_NEEDLE):
            yield _residual(terms, found, prefix + name, f"{_prefix_words(prefix)}{described}")
        return
    yield from _residuals(inner, terms, PackageMap(inner), f"{prefix}{described} ({posixpath.basename(name)})/",
                          depth + 1)


# What XML holds outside elements' text that a tag-stripping pass would drop: CDATA sections,
# comments and processing instructions (the XML declaration aside).
_HIDDEN_XML = regex.compile(r"<!\[CDATA\[(.*?)\]\]>|<!--(.*?)-->|<\?(?!xml[\s?])(.*?)\?>", regex.DOTALL)


_FIELD_DATA = regex.compile(r"(<(?:\w+:)?fldData\b[^>]*>)([^<]*)")


def _text_haystacks(text: str) -> tuple[str, str]:
    """Tags removed (split runs read whole) and tags as spaces (a tab or a break separates);
    CDATA, comments and processing instructions read as text, base64 field data decoded."""
    text = _HIDDEN_XML.sub(lambda m: f" {html.escape(next(g for g in m.groups() if g is not None))} ", text)
    text = _FIELD_DATA.sub(lambda m: f"{m.group(1)} {html.escape(decoded_field_data(m.group(2)))} ", text)
    joined = fold_text(html.unescape(_TAG.sub("", text)))
    spaced = fold_text(html.unescape(_TAG.sub(" ", text)))
    return joined, spaced


def _xml_residuals(name: str, data: bytes, terms: AuditTerms, places: PackageMap,
                   prefix: str) -> Iterator[dict[str, Any]]:
    if terms.words.clear(data):
        return
    xml = data.decode("utf-8", errors="replace")
    described = places.describe(name)
    in_text_part = described.startswith(_STORIES)
    found_in_text = list(dict.fromkeys(f for haystack in _text_haystacks(xml) for f in terms.search(haystack)))
    root = _parsed(data) if found_in_text else None
    folded: dict[etree._Element, tuple[str, str]] = {}  # shared by the needles of this part
    for found in found_in_text:
        for inner, spelled in _locate_text(root, found, terms, folded):
            residual = _residual(terms, found, prefix + name, _join(_prefix_words(prefix) + described, inner),
                                 in_text=in_text_part and not prefix and inner not in _NOT_IN_TEXT)
            yield {**residual, "found": spelled or found}
    haystack = fold_text(unquote(html.unescape("\n".join(_attribute_values(name, xml)))))
    for found in terms.search(haystack):
        inner = _locate_target(data, found, terms, places) if name.endswith(".rels") \
            else _locate_attribute(data, found, terms, name)
        yield _residual(terms, found, prefix + name, _join(_prefix_words(prefix) + described, inner))


def _local(attribute: str) -> str:
    return attribute.rpartition(":")[2]


def _attribute_values(name: str, xml: str) -> list[str]:
    """Every attribute value of the part but vocabulary."""
    return [double or single for element, attributes in _START_TAG.findall(xml)
            for attribute, double, single in _ATTRIBUTE.findall(attributes)
            if not attribute.startswith("xmlns") and not _is_vocabulary(name, _local(element), _local(attribute))]


def _is_vocabulary(part: str, element: str, attribute: str) -> bool:
    """Font names, schema words, style names and references (see _VOCABULARY)."""
    naming = part.endswith(_NAMING_PARTS)
    return attribute in _VOCABULARY or (naming and attribute == "name") or (attribute == "val" and (
        element in _STYLE_REFERENCES or naming and element in ("name", "altName", "aliases")))


def _join(described: str, inner: str) -> str:
    return f"{described}, {inner}" if inner else described


# Parts whose text Word shows and can search (a residual there can be selected in Word).
_STORIES = ("body text", "header", "footer", "footnotes", "endnotes", "comments")
_NOT_IN_TEXT = frozenset({"field instruction", "deleted text (tracked change)"})
# Innermost first: the first ancestor in this table names the spot.
_ELEMENT_WORDS = {"txbxContent": "text box", "oMath": "equation", "tbl": "table", "sdt": "content control",
                  "smartTag": "smart tag", "hyperlink": "link", "del": "deleted text (tracked change)",
                  "ins": "inserted text (tracked change)", "instrText": "field instruction",
                  "delInstrText": "field instruction", "textpath": "WordArt or watermark",
                  "fldData": "field data",
                  "fldSimple": "field", "delText": "deleted text (tracked change)", "comment": "comment",
                  "footnote": "footnote", "endnote": "endnote", "docPart": "building block"}


def _parsed(data: bytes) -> etree._Element | None:
    try:
        return parse_xml(data)
    except DocumentError:
        return None


_MAX_SPOTS = 20  # distinct places reported for one needle in one part


def _locate_text(root: etree._Element | None, found: str, terms: AuditTerms,
                 folded: dict[etree._Element, tuple[str, str]]) -> list[tuple[str, str]]:
    """Each distinct place inside the part where a text hit is, in words ("table", "hidden text",
    "author"; "" for plain text), with the hit as the document spells it. Only run for hits,
    which are rare, so it may walk the tree: down every branch whose text holds the needle."""
    if root is None:
        return [("", "")]
    needle, word = _needle_pattern(found), longest_word(found)
    spots: dict[str, str] = {}
    branches = [root]
    while branches and len(spots) < _MAX_SPOTS:
        element = branches.pop()
        holding = [c for c in element if isinstance(c.tag, str) and _holds(c, needle, word, terms, folded)]
        if holding:
            branches.extend(reversed(holding))
        elif element is not root and (words := _words_for(element)) not in spots:
            spots[words] = _spelled(" ".join(element.itertext()), found)
    for data in root.iter("{*}fldData"):  # base64: its text says nothing until decoded
        if terms.holds(terms.masked(fold_text(decoded_field_data(data.text))), needle):
            spots.setdefault("field data", "")
    return [(words, spelled) for words, spelled in spots.items() if words or spelled] or [("", "")]


def _holds(element: etree._Element, needle: regex.Pattern, word: str | None, terms: AuditTerms,
           folded: dict[etree._Element, tuple[str, str]]) -> bool:
    """Read whole (split runs) or with breaks between nodes (a name before a tab); folded and masked
    once for every needle, and only if it may hold the needle: ASCII text folds to itself in lower
    case (but for spaces and "`"), so one without the needle's `word` does not."""
    if element not in folded:
        whole = "".join(element.itertext())
        if word is not None and whole.isascii() and word not in whole.lower():
            return False
        spaced = " ".join(element.itertext())
        folded[element] = (terms.masked(fold_text(whole)), terms.masked(fold_text(spaced)))
    return any(terms.holds(text, needle) for text in folded[element])


def _words_for(element: etree._Element) -> str:
    if _is_hidden(element):
        return "hidden text"
    for ancestor in (element, *element.iterancestors()):
        words = _ELEMENT_WORDS.get(etree.QName(ancestor).localname)
        if words:
            return words
    local = etree.QName(element).localname
    return "" if local in ("t", "p", "r") else property_name(local)


def _spelled(text: str, found: str) -> str:
    """The stretch of `text` that folds to `found` ("Arıkan" for "arikan"), or ""."""
    width = len(found)
    for size in range(max(1, width - 3), width + 4):
        for start in range(len(text) - size + 1):
            piece = text[start:start + size]
            if piece == piece.strip() and fold_text(piece) == found:
                return piece
    return ""


def _is_hidden(element: etree._Element) -> bool:
    run = next((a for a in (element, *element.iterancestors()) if etree.QName(a).localname == "r"), None)
    return run is not None and any(etree.QName(e).localname == "vanish" for e in run.iter())


_ATTRIBUTE_WORDS = {("bookmarkStart", "name"): "bookmark name", ("hyperlink", "anchor"): "link to a bookmark",
                    ("hyperlink", "tooltip"): "link tooltip", ("docPr", "name"): "picture name",
                    ("cNvPr", "name"): "picture name", ("docPr", "descr"): "picture alt text",
                    ("cNvPr", "descr"): "picture alt text", ("docVar", "val"): "document variable",
                    ("docVar", "name"): "document variable", ("listItem", "displayText"): "content control",
                    ("listItem", "value"): "content control", ("dropDownList", "lastValue"): "content control",
                    ("comboBox", "lastValue"): "content control", ("alias", "val"): "content control",
                    ("tag", "val"): "content control", ("attr", "val"): "smart tag",
                    ("fldSimple", "instr"): "field instruction", ("query", "val"): "mail merge query",
                    ("connectString", "val"): "mail merge connection", ("presenceInfo", "userId"): "user id",
                    ("property", "value"): "add-in settings", ("attachedTemplate", "val"): "template",
                    ("tblCaption", "val"): "table alt text", ("tblDescription", "val"): "table alt text",
                    ("sheet", "name"): "sheet name", ("property", "name"): "property name",
                    ("textpath", "string"): "WordArt or watermark"}
_ATTRIBUTE_ALONE = {"author": "author", "initials": "author's initials", "alt": "picture alt text",
                    "descr": "alt text", "title": "title", "name": "name", "tooltip": "tooltip"}
_REVISIONS = frozenset({"ins", "del", "moveFrom", "moveTo", "rPrChange", "pPrChange"})


def _locate_attribute(data: bytes, found: str, terms: AuditTerms, part: str) -> str:
    """The first attribute holding the needle, in words ("bookmark name", "form field")."""
    root = _parsed(data)
    if root is None:
        return "an attribute"
    needle = _needle_pattern(found)
    for element in root.iter("*"):
        local = etree.QName(element).localname
        for key, value in element.attrib.items():
            attribute = etree.QName(key).localname
            if _is_vocabulary(part, local, attribute) \
                    or not terms.holds(terms.masked(fold_text(unquote(value))), needle):
                continue
            parent = element.getparent()
            if parent is not None and etree.QName(parent).localname in ("ffData", "textInput", "ddList"):
                return "form field"
            if attribute in ("author", "initials") and local in _REVISIONS:
                return "author of a tracked change (revision)"
            return _ATTRIBUTE_WORDS.get((local, attribute)) or _ATTRIBUTE_ALONE.get(attribute) \
                or f"attribute {attribute}"
    return "an attribute"


def _locate_target(data: bytes, found: str, terms: AuditTerms, places: PackageMap) -> str:
    try:
        root = parse_xml(data)
    except DocumentError:
        return ""
    for relationship in root.iter("*"):
        if found in terms.search(fold_text(unquote(relationship.get("Target", "")))):
            kind = relationship.get("Type", "").rstrip("/").rsplit("/", 1)[-1].replace("-", "").lower()
            return places.describe_target(kind)
    return ""


def _readable(name: str, data: bytes) -> str:
    """An HTML, MHT, text or RTF entry as text: quoted-printable undone for MIME files."""
    if name.lower().endswith((".mht", ".mhtml")):
        data = quopri.decodestring(data)
    for encoding in ("utf-8", "utf-16"):
        try:
            return data.decode(encoding)
        except UnicodeDecodeError:
            continue
    return data.decode("latin-1")


# Runs of readable characters in binary data, as `strings` finds them: ASCII, and UTF-16LE (Latin
# blocks, so "Arıkan" too). Short runs, and single-byte accented letters, are noise in compressed data.
_BYTE_STRINGS = regex.compile(rb"[\x20-\x7e]{5,}")
_UTF16_STRINGS = regex.compile(rb"(?:[\x20-\x7e\xa0-\xff]\x00|[\x00-\xff][\x01\x02]){5,}")
# In binary data only needles this long count: three random letters turn up in any photograph.
_BINARY_NEEDLE = 6


def _binary_strings(data: bytes) -> str:
    """What a binary entry says in readable strings (EMF text, OLE streams, EXIF, PNG text chunks)."""
    return "\n".join([run.decode("latin-1") for run in _BYTE_STRINGS.findall(data)]
                     + [run.decode("utf-16-le", errors="ignore") for aligned in (data, data[1:])
                        for run in _UTF16_STRINGS.findall(aligned)])


def unchecked_parts(parts: dict[str, bytes]) -> list[dict[str, str]]:
    """Binary entries the audit cannot read for sure (pictures, thumbnails, OLE objects): the
    clerk is told to look at them. Embedded Office packages are read, so they are not listed."""
    places = PackageMap(parts)
    return [{"part": name, "where": places.describe(name)} for name, data in parts.items()
            if _is_unreadable(name, data)]


def _is_unreadable(name: str, data: bytes) -> bool:
    if data.startswith(_ZIP_MAGIC) or _is_xml(name, data) or name.lower().endswith(_TEXT_EXTENSIONS):
        return False
    return name.startswith(_BINARY_PLACES) or "/" not in name


def describe_residuals(residual: Iterable[dict[str, Any]]) -> list[str]:
    """One line per residual for a terminal: “Arıkan” in header of section 2."""
    return [f"“{r['found']}” ({r['original']}) in {r['where']}" for r in residual]
