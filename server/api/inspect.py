"""POST /api/inspect: every place of a .docx that holds personal data or could, for the clerk to see."""

from __future__ import annotations

from dataclasses import asdict

from flask import Blueprint, jsonify, request

from nomen.api.errors import ApiError
from nomen.api.payload import read_docx, request_fields
from nomen.extract.inspect import inspect_docx
from nomen.extract.package import DocumentError

bp = Blueprint("inspect", __name__)


@bp.post("/api/inspect")
def inspect():
    data = read_docx(request, request_fields(request), "inspect")
    try:
        places = inspect_docx(data)
    except DocumentError as err:
        raise ApiError(err.status, str(err)) from None
    return jsonify(places=[asdict(place) for place in places])
