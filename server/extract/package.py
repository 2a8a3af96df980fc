"""Open a .docx (an OPC zip package) safely, and find its parts.

Everything a hostile upload could abuse is checked before it costs anything: the
kind of file from its first bytes, the zip directory's sizes before a single byte
is decompressed (and again while decompressing, in case the directory lies), and
every XML part goes through one parser that never expands entities, never touches
the network and refuses DTDs. Parts are then found the OPC way, through
relationships and [Content_Types].xml, so transitional and Strict OOXML both work.
"""

from __future__ import annotations

import base64
import binascii
import io
import posixpath
import zipfile
import zlib
from dataclasses import dataclass
from urllib.parse import unquote

from lxml import etree

from nomen.extract.ns import qn

_MB = 1024 * 1024
_CHUNK = _MB
_OLE_MAGIC = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"
_OTHER_FORMATS = ((b"{\\rtf", "this is an RTF file; save it as .docx"),
                  (b"%PDF-", "this is a PDF file; Nomen needs the Word (.docx) version of the decision"))
_MACRO_MESSAGE = ("this is a macro-enabled Word file (.docm); Nomen does not open files with macros: "
                  "save it as a Word Document (.docx) and try again")
_DEFAULT_MAIN = "word/document.xml"
# What zipfile raises on damaged input: bad CRC or header, truncated stream, impossible
# offsets or sizes, undecodable names, an unknown zip version.
_ZIP_ERRORS = (zipfile.BadZipFile, zlib.error, EOFError, OSError, ValueError, NotImplementedError)


class DocumentError(Exception):
    """A document Nomen refuses; `status` is the HTTP status to answer, `code` the API's stable error
    code, str(err) the message for the user."""

    status = 400
    code = "invalid_document"


class NotADocx(DocumentError):
    """Not a Word .docx at all (or one Nomen will not open: encrypted, with macros)."""

    status = 415
    code = "not_a_docx"


class CorruptDocument(DocumentError):
    """A .docx that is damaged: truncated zip, bad checksum, XML that does not parse."""

    status = 422
    code = "corrupt_document"


class DocumentTooLarge(DocumentError):
    """A .docx that would expand beyond the limits (a zip bomb, or simply too big to analyse)."""

    status = 413
    code = "document_too_large"


@dataclass(frozen=True)
class PackageLimits:
    """How much a .docx may expand; real decisions stay far below, zip bombs far above."""

    max_total_size: int = 200 * _MB  # uncompressed bytes, all entries together
    max_entries: int = 5_000
    max_ratio: float = 200.0  # uncompressed / compressed size of one entry...
    ratio_min_size: int = 1 * _MB  # ...checked for entries larger than this (small XML compresses well)


@dataclass(frozen=True)
class Relationship:
    """A relationship to a part of the package. `kind` is the type's last segment, lower case without hyphens
    ("header", "footnotes", "coreproperties"), so transitional and Strict types compare equal;
    `target` is the part name inside the package."""

    rid: str
    kind: str
    target: str


_PARSER = etree.XMLParser(resolve_entities=False, no_network=True, huge_tree=False,
                          remove_blank_text=False, load_dtd=False)


def parse_xml(data: bytes) -> etree._Element:
    """Parse one part with the safe parser.

    A part with a DOCTYPE is refused (CorruptDocument) rather than read without its
    entities: Word never writes one, and refusing it outright means no entity (billion
    laughs, XXE) can ever reach the text. The parser itself expands nothing and loads
    nothing; libxml2's own limits (nesting depth 256, entity amplification) raise too.
    """
    try:
        root = etree.fromstring(data, _PARSER)
    except etree.XMLSyntaxError:
        raise CorruptDocument("this .docx is damaged: one of its parts is not valid XML") from None
    if root.getroottree().docinfo.doctype:
        raise CorruptDocument("this .docx contains a DTD declaration, which Word never writes; "
                              "it was refused as a possible XML attack")
    return root


def decoded_field_data(text: str | None) -> str:
    """What a field's base64 data (w:fldData) says, read as UTF-16 and as Latin-1 ("" if it is not base64)."""
    try:
        raw = base64.b64decode("".join((text or "").split()), validate=True)
    except (binascii.Error, ValueError):
        return ""
    return raw.decode("utf-16-le", errors="ignore") + "\n" + raw.decode("latin-1")


def read_package(data: bytes, limits: PackageLimits | None = None, word: bool = True) -> dict[str, bytes]:
    """Every file of the zip (part name without leading "/" → bytes; directory entries left out),
    after checking that `data` is a Word document Nomen may open (any Office package when
    `word` is False: an embedded workbook) and that it stays within `limits`."""
    limits = limits or PackageLimits()
    _refuse_other_formats(data)
    archive = _open_zip(data)
    with archive:
        infos = archive.infolist()
        _check_directory(infos, limits)
        parts = _read_entries(archive, [info for info in infos if not info.is_dir()], limits)
    if word:
        _check_word_document(parts)
    return parts


def main_document_part(parts: dict[str, bytes]) -> str:
    """The main document's part name: the package's officeDocument relationship, else word/document.xml."""
    for rel in relationships(parts, ""):
        if rel.kind == "officedocument":
            return rel.target
    if _DEFAULT_MAIN in parts:
        return _DEFAULT_MAIN
    raise NotADocx("this zip file is not a Word document (it has no word/document.xml)")


def relationships(parts: dict[str, bytes], source: str) -> list[Relationship]:
    """The relationships of part `source` ("" for the package) whose target is a part of this
    package (external links are not), in file order."""
    rels_name = posixpath.join(posixpath.dirname(source), "_rels", posixpath.basename(source) + ".rels")
    if rels_name not in parts:
        return []
    found = []
    for rel in parse_xml(parts[rels_name]).iter(qn("pr:Relationship")):
        target = rel.get("Target", "")
        if not target:
            continue
        base = "" if target.startswith("/") else posixpath.dirname(source)
        name = posixpath.join(base, target.lstrip("/"))
        part = _find_part(parts, posixpath.normpath(name))
        if part is not None:
            kind = rel.get("Type", "").rstrip("/").rsplit("/", 1)[-1].replace("-", "").lower()
            found.append(Relationship(rel.get("Id", ""), kind, part))
    return found


def content_type(parts: dict[str, bytes], name: str) -> str | None:
    """The content type [Content_Types].xml gives part `name` (None if the package does not say)."""
    if "[Content_Types].xml" not in parts:
        return None
    types = parse_xml(parts["[Content_Types].xml"])
    for override in types.iter(qn("ct:Override")):
        if override.get("PartName", "").lstrip("/").lower() == name.lower():
            return override.get("ContentType")
    extension = posixpath.splitext(name)[1].lstrip(".").lower()
    for default in types.iter(qn("ct:Default")):
        if default.get("Extension", "").lower() == extension:
            return default.get("ContentType")
    return None


def _find_part(parts: dict[str, bytes], name: str) -> str | None:
    """OPC part names are case-insensitive and relationship targets may be percent-encoded."""
    if name in parts:
        return name
    wanted = {name.lower(), unquote(name).lower()}
    return next((part for part in parts if part.lower() in wanted), None)


def _refuse_other_formats(data: bytes) -> None:
    """Name the formats people actually send by mistake, instead of a vague 'not a zip'."""
    if data.startswith(_OLE_MAGIC):
        # An encrypted .docx is an OLE file holding an "EncryptedPackage" stream; OLE
        # directory names are UTF-16, the plain spelling is checked too.
        if "EncryptedPackage".encode("utf-16-le") in data or b"EncryptedPackage" in data:
            raise NotADocx("this .docx is protected by a password; remove the password in Word "
                           "(File > Info > Protect Document) and try again")
        raise NotADocx("this is a .doc (Word 97-2003) file; save it as .docx")
    for magic, message in _OTHER_FORMATS:
        if data.startswith(magic):
            raise NotADocx(message)


def _open_zip(data: bytes) -> zipfile.ZipFile:
    try:
        return zipfile.ZipFile(io.BytesIO(data))
    except _ZIP_ERRORS:
        if data.startswith(b"PK"):
            raise CorruptDocument("this .docx is damaged or incomplete "
                                  "(its zip structure cannot be read)") from None
        raise NotADocx("this file is not a .docx document") from None


def _check_directory(infos: list[zipfile.ZipInfo], limits: PackageLimits) -> None:
    """Refuse from the zip directory alone, before decompressing anything."""
    if len(infos) > limits.max_entries:
        raise DocumentTooLarge(f"this .docx has {len(infos)} files inside; the limit is {limits.max_entries}")
    names = [info.filename for info in infos]
    if len(set(names)) != len(names):
        raise CorruptDocument("this .docx is damaged: it holds two files with the same name")
    if any(posixpath.basename(name).lower() == "vbaproject.bin" for name in names):
        raise NotADocx(_MACRO_MESSAGE)
    total = 0
    for info in infos:
        if info.flag_bits & 0x1:
            raise NotADocx("this .docx is an encrypted zip file; Word does not write those")
        if info.compress_type not in (zipfile.ZIP_STORED, zipfile.ZIP_DEFLATED):
            raise CorruptDocument("this .docx uses a zip compression method Word never uses")
        total += info.file_size
        _check_size(info.file_size, info.compress_size, total, limits)


def _check_size(size: int, compressed: int, total: int, limits: PackageLimits) -> None:
    """One entry of `size` bytes stored in `compressed`, `total` bytes expanded so far in all."""
    if total > limits.max_total_size:
        raise DocumentTooLarge(f"this .docx expands to more than {limits.max_total_size / _MB:g} MB, "
                               "the limit; it may be a zip bomb")
    if size > limits.ratio_min_size and size > limits.max_ratio * max(compressed, 1):
        raise DocumentTooLarge(f"a file inside this .docx is compressed more than {limits.max_ratio:g} "
                               "times, the limit; it may be a zip bomb")


def _read_entries(archive: zipfile.ZipFile, infos: list[zipfile.ZipInfo],
                  limits: PackageLimits) -> dict[str, bytes]:
    """Decompress in chunks, counting real bytes against the limits rather than trusting the directory."""
    parts: dict[str, bytes] = {}
    total = 0
    for info in infos:
        chunks, size = [], 0
        try:
            with archive.open(info) as entry:
                while chunk := entry.read(_CHUNK):
                    size += len(chunk)
                    _check_size(size, info.compress_size, total + size, limits)
                    chunks.append(chunk)
        except _ZIP_ERRORS:
            raise CorruptDocument("this .docx is damaged (a file inside cannot be decompressed)") from None
        total += size
        parts[info.filename] = b"".join(chunks)
    return parts


def _check_word_document(parts: dict[str, bytes]) -> None:
    """The main part must exist and be WordprocessingML without macros (.docx or .dotx); a generic
    type such as application/xml (a sloppy producer's) is let through."""
    main = main_document_part(parts)
    kind = (content_type(parts, main) or "").lower()
    if "macroenabled" in kind:
        raise NotADocx(_MACRO_MESSAGE)
    if kind.endswith("main+xml") and "wordprocessingml" not in kind:  # a workbook, a presentation...
        raise NotADocx("this is an Office file but not a Word document; Nomen reads .docx files")
