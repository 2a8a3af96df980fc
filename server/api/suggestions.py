"""GET /api/suggestions and POST /api/suggestions/accept|dismiss: list entries learnt from the editor."""

from __future__ import annotations

from flask import Blueprint, jsonify, request

from nomen.api.local_user import workspace
from nomen.api.errors import ApiError
from nomen.api.payload import json_body
from nomen.lists import LIST_LANGUAGES, ListError

bp = Blueprint("suggestions", __name__)
LISTS = ("exclusion", "inclusion")


def _language(value: object) -> str:
    if value not in LIST_LANGUAGES:
        raise ApiError(400, f"'language' must be one of: {', '.join(LIST_LANGUAGES)}")
    return value


@bp.get("/api/suggestions")
def suggestions():
    language = _language(request.args.get("language", "en"))
    return jsonify(language=language, **workspace().decisions.suggestions(language))


def _settled_term(body: dict) -> tuple[str, str, str]:
    name, term = body.get("list"), body.get("term")
    if name not in LISTS:
        raise ApiError(400, "'list' must be 'exclusion' or 'inclusion'")
    if not isinstance(term, str) or not term.strip():
        raise ApiError(400, "'term' must be a non-empty string")
    return name, term.strip(), _language(body.get("language", "en"))


@bp.post("/api/suggestions/accept")
def accept():
    body = json_body(request)
    name, term, language = _settled_term(body)
    store = workspace().lists
    category = body.get("category")
    entry = f"{term}\t{category}" if name == "inclusion" and isinstance(category, str) and category else term
    try:
        store.put(name, language, store.get(name, language) + [entry])
    except ListError as err:
        raise ApiError(400, str(err)) from None
    workspace().decisions.settle(name, term, language)
    return jsonify(list=name, language=language, added=entry)


@bp.post("/api/suggestions/dismiss")
def dismiss():
    name, term, language = _settled_term(json_body(request))
    workspace().decisions.settle(name, term, language)
    return jsonify(list=name, language=language, dismissed=term)
