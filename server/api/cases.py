"""GET/DELETE /api/cases/<id>: the pseudonym table a case's documents share."""

from __future__ import annotations

from flask import Blueprint, jsonify

from nomen.api.local_user import workspace
from nomen.api.errors import ApiError
from nomen.cases import UnknownCase, check_case_id

bp = Blueprint("cases", __name__)


def case_id_of(value: object) -> str | None:
    """The request's optional `case_id`, checked."""
    if value is None or value == "":
        return None
    try:
        return check_case_id(value)
    except ValueError as err:
        raise ApiError(400, str(err)) from None


def _store():
    return workspace().cases


@bp.get("/api/cases/<case_id>")
def show_case(case_id: str):
    try:
        return jsonify(_store().show(case_id_of(case_id)))
    except UnknownCase:
        raise ApiError(404, f"no case '{case_id}'", "not_found") from None


@bp.delete("/api/cases/<case_id>")
def forget_case(case_id: str):
    try:
        _store().forget(case_id_of(case_id))
    except UnknownCase:
        raise ApiError(404, f"no case '{case_id}'", "not_found") from None
    return jsonify(deleted=case_id)
