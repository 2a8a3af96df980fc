"""POST /api/analyze: the list of entities a NOME user knows, one per person or thing."""

from __future__ import annotations

from typing import Any

from flask import Blueprint, current_app, jsonify, request

from nomen.api.cases import case_id_of
from nomen.api.errors import ApiError
from nomen.api.payload import read_document, request_fields
from nomen.engine import AnalyzeOptions
from nomen.pipeline import CaseMemory, analyse

bp = Blueprint("analyze", __name__)

LANGUAGES = ("auto", "en", "fr", "es")


def parse_flag(value: Any, name: str) -> bool:
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.lower() in ("true", "false", "1", "0"):
        return value.lower() in ("true", "1")
    raise ApiError(400, f"'{name}' must be true or false")


def parse_options(fields: dict[str, Any]) -> AnalyzeOptions:
    """The analysis options of a request, each checked with a message that names it."""
    language = fields.get("language", "auto")
    if language not in LANGUAGES:
        raise ApiError(400, f"'language' must be one of: {', '.join(LANGUAGES)}")
    style = fields.get("style", "initials")
    if not isinstance(style, str):
        raise ApiError(400, "'style' must be a string")
    category_styles = fields.get("category_styles", {})
    if not isinstance(category_styles, dict):
        raise ApiError(400, "'category_styles' must be an object such as {\"ORG\": \"redact\"}")
    try:
        return AnalyzeOptions(
            language=language,
            style=style,
            anonymize_professionals=parse_flag(fields.get("anonymize_professionals", False), "anonymize_professionals"),
            category_styles=category_styles,
        )
    except ValueError as err:
        raise ApiError(400, str(err)) from None


@bp.post("/api/analyze")
def analyze():
    fields = request_fields(request)
    options = parse_options(fields)
    case_id = case_id_of(fields.get("case_id"))
    document = read_document(request, fields)
    case = CaseMemory(current_app.extensions["nomen.cases"], case_id) if case_id else None
    return jsonify(analyse(current_app.extensions["nomen.engine"], document, options, case))
