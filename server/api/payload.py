"""Read a request's document (JSON text, JSON base64 .docx, or multipart upload) and its options."""

from __future__ import annotations

import base64
import binascii
from dataclasses import dataclass
from typing import Any, Callable

from flask import Request, current_app

from server.api.errors import ApiError
from server.extract.docx_text import extract_docx
from server.extract.package import DocumentError

_ZIP_MAGIC = b"PK\x03\x04"
_OLE_MAGIC = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"


@dataclass
class Document:
    """The text to analyse, where each offset came from, and the .docx bytes if there were any."""

    text: str
    part_at: Callable[[int], str]
    docx: bytes | None = None


def json_body(request: Request) -> dict[str, Any]:
    """The JSON object of the request, or a 400 that says what is wrong with it."""
    if not request.is_json:
        raise ApiError(400, "send JSON (Content-Type: application/json) or a multipart form with a 'file'")
    body = request.get_json(silent=True)
    if body is None:
        raise ApiError(400, "the request body is not valid JSON")
    if not isinstance(body, dict):
        raise ApiError(400, "the JSON body must be an object")
    return body


def request_fields(request: Request) -> dict[str, Any]:
    """Options from the JSON object, or from the form fields of a multipart upload."""
    if request.mimetype == "multipart/form-data":
        return dict(request.form)
    return json_body(request)


def _check_size(size: int) -> None:
    limit = current_app.config["NOMEN_MAX_DOCUMENT_BYTES"]
    if size > limit:
        raise ApiError(413, f"the document is too large ({size / 1048576:.1f} MB); the limit is "
                            f"{limit / 1048576:g} MB")


def _from_docx(data: bytes) -> Document:
    _check_size(len(data))
    try:
        extracted = extract_docx(data)
    except DocumentError as err:
        raise ApiError(err.status, str(err)) from None
    return Document(extracted.text, extracted.part_at, data)


def _decode_base64(value: Any) -> bytes:
    if not isinstance(value, str):
        raise ApiError(400, "'docx_base64' must be a string of base64")
    try:
        return base64.b64decode(value, validate=True)
    except (binascii.Error, ValueError):
        raise ApiError(400, "'docx_base64' is not valid base64") from None


def _from_upload(request: Request) -> Document:
    upload = request.files.get("file")
    if upload is None:
        raise ApiError(400, "the multipart form has no 'file' field")
    data = upload.read()
    name = (upload.filename or "").lower()
    if data.startswith(_ZIP_MAGIC) or name.endswith((".docx", ".docm", ".dotx")):
        return _from_docx(data)
    if data.startswith(_OLE_MAGIC) or name.endswith(".doc"):
        return _from_docx(data)  # the extractor explains .doc and encrypted files
    _check_size(len(data))
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise ApiError(415, "the uploaded file is neither a .docx nor UTF-8 text") from None
    return Document(text, lambda _: "body")


def read_document(request: Request, fields: dict[str, Any], require: bool = True) -> Document | None:
    """The document of an analyse or apply request, validated."""
    if request.mimetype == "multipart/form-data":
        return _from_upload(request)
    if "docx_base64" in fields:
        return _from_docx(_decode_base64(fields["docx_base64"]))
    if "text" in fields:
        text = fields["text"]
        if not isinstance(text, str):
            raise ApiError(400, "'text' must be a string")
        _check_size(len(text.encode("utf-8")))
        return Document(text, lambda _: "body")
    if require:
        raise ApiError(400, "give the document as 'text', as 'docx_base64', or upload it as 'file'")
    return None
