"""GET/PUT /api/lists/<name>: NOME's inclusion, exclusion and title lists, per language."""

from __future__ import annotations

from flask import Blueprint, jsonify, request

from nomen.api.local_user import workspace
from nomen.api.errors import ApiError
from nomen.api.payload import json_value
from nomen.lists import ListError

bp = Blueprint("lists", __name__)


def _language(body: dict | None = None) -> str:
    return (body or {}).get("language") or request.args.get("language", "en")


def _answer(name: str, language: str):
    store = workspace().lists
    return jsonify(name=name, language=language, terms=store.get(name, language),
                   customized=store.is_customized(name, language))


def _list_error(err: ListError) -> ApiError:
    if "unknown list" in str(err):
        return ApiError(404, str(err), "not_found")
    return ApiError(400, str(err))


@bp.get("/api/lists/<name>")
def get_list(name: str):
    try:
        return _answer(name, _language())
    except ListError as err:
        raise _list_error(err) from None


@bp.put("/api/lists/<name>")
def put_list(name: str):
    """Body: {"terms": [...]} (or a bare JSON list); replaces the user's copy of the list."""
    raw = json_value(request)
    body = {"terms": raw} if isinstance(raw, list) else raw
    if not isinstance(body, dict):
        raise ApiError(400, "the JSON body must be an object {\"terms\": [...]} or a list of terms")
    terms = body.get("terms")
    language = _language(body)
    store = workspace().lists
    try:
        store.put(name, language, terms)
        return _answer(name, language)
    except ListError as err:
        raise _list_error(err) from None
