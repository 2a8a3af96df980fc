"""Read a request: its JSON (checked before anything walks it), its document (JSON text, JSON base64
.docx, or multipart upload) and its options."""

from __future__ import annotations

import base64
import binascii
import json
import re
from typing import Any

from flask import Request, current_app

from nomen.api.errors import ApiError
from nomen.documents import Document, from_text, is_word_file, load

# Real requests nest a handful of levels (body, entities, entity, variants, variant); far
# deeper is an attack on every recursive walk after the parser.
MAX_JSON_DEPTH = 64
_SURROGATE = re.compile("[\ud800-\udfff]")


def parse_json(data: bytes | str, what: str = "the request body") -> Any:
    """JSON as Python values, or a 400 naming `what` is wrong: not JSON, nested too deep, or
    holding a lone surrogate ("\\ud800" escaped), which is not text and which neither the
    answer nor the user's files could encode."""
    try:
        value = json.loads(data)
    except RecursionError:
        raise ApiError(400, f"{what} is nested too deeply (at most {MAX_JSON_DEPTH} levels)") from None
    except ValueError:
        raise ApiError(400, f"{what} is not valid JSON") from None
    _check_values(value, what)
    return value


def _check_values(value: Any, what: str) -> None:
    """Walk the parsed value without recursion: depth, and every string (object keys too)."""
    pending = [(value, 1)]
    while pending:
        item, depth = pending.pop()
        if isinstance(item, (dict, list)):
            if depth > MAX_JSON_DEPTH:
                raise ApiError(400, f"{what} is nested too deeply (at most {MAX_JSON_DEPTH} levels)")
            children = [*item.keys(), *item.values()] if isinstance(item, dict) else item
            pending.extend((child, depth + 1) for child in children)
        elif isinstance(item, str) and _SURROGATE.search(item):
            raise ApiError(400, f"{what} holds a lone surrogate (an escape such as \\ud800 without its "
                                "pair), which is not text; send valid UTF-8")


def json_value(request: Request) -> Any:
    """The JSON value of the request (any type), or a 400 that says what is wrong with it."""
    if not request.is_json:
        raise ApiError(400, "send JSON (Content-Type: application/json) or a multipart form with a 'file'")
    return parse_json(request.get_data(cache=True))


def json_body(request: Request) -> dict[str, Any]:
    """The JSON object of the request, or a 400 that says what is wrong with it."""
    body = json_value(request)
    if not isinstance(body, dict):
        raise ApiError(400, "the JSON body must be an object")
    return body


def required_text(body: dict[str, Any]) -> str:
    """The body's 'text', which the endpoint cannot do without."""
    text = body.get("text")
    if not isinstance(text, str):
        raise ApiError(400, "'text' is required and must be a string")
    return text


def request_fields(request: Request) -> dict[str, Any]:
    """Options from the JSON object, or from the form fields of a multipart upload."""
    if request.mimetype == "multipart/form-data":
        return dict(request.form)
    return json_body(request)


def _check_size(size: int) -> None:
    limit = current_app.config["NOMEN_MAX_DOCUMENT_BYTES"]
    if size > limit:
        raise ApiError(413, f"the document is too large ({size / 1048576:.1f} MB); the limit is "
                            f"{limit / 1048576:g} MB", "document_too_large")


def _decode_base64(value: Any) -> bytes:
    if not isinstance(value, str):
        raise ApiError(400, "'docx_base64' must be a string of base64")
    try:
        return base64.b64decode(value, validate=True)
    except (binascii.Error, ValueError):
        raise ApiError(400, "'docx_base64' is not valid base64") from None


def _sent_document(request: Request, fields: dict[str, Any]) -> tuple[bytes, str] | str | None:
    """The document as sent, size checked: a file's bytes and name (not yet opened), or text."""
    if request.mimetype == "multipart/form-data":
        upload = request.files.get("file")
        if upload is None:
            raise ApiError(400, "the multipart form has no 'file' field")
        data = upload.read()
        _check_size(len(data))
        return data, upload.filename or ""
    if "docx_base64" in fields:
        data = _decode_base64(fields["docx_base64"])
        _check_size(len(data))
        return data, "document.docx"
    if "text" in fields:
        text = fields["text"]
        if not isinstance(text, str):
            raise ApiError(400, "'text' must be a string")
        _check_size(len(text.encode("utf-8")))
        return text
    return None


def read_document(request: Request, fields: dict[str, Any], require: bool = True) -> Document | None:
    """The document of an analyse or apply request, read once by the pipeline (a refused file is a
    DocumentError, answered with its own status)."""
    sent = _sent_document(request, fields)
    if sent is None:
        if require:
            raise ApiError(400, "give the document as 'text', as 'docx_base64', or upload it as 'file'")
        return None
    return from_text(sent) if isinstance(sent, str) else load(*sent)


def read_docx(request: Request, fields: dict[str, Any], purpose: str) -> bytes:
    """The .docx of a request that needs the file itself (not text), not yet opened: the caller
    reads only what it needs of the package."""
    sent = _sent_document(request, fields)
    if sent is None:
        raise ApiError(400, "give the .docx as 'docx_base64', or upload it as 'file'")
    if isinstance(sent, str) or not is_word_file(*sent):
        raise ApiError(415, f"{purpose} needs the .docx itself ('docx_base64' or an uploaded 'file'), not text")
    return sent[0]
