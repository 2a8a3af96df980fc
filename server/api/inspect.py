"""POST /api/inspect: every place of a .docx that holds personal data or could, for the clerk to see."""

from __future__ import annotations

from dataclasses import asdict

from flask import Blueprint, jsonify, request

from nomen.api.payload import read_docx, request_fields
from nomen.extract.inspect import inspect_docx

bp = Blueprint("inspect", __name__)


@bp.post("/api/inspect")
def inspect():
    places = inspect_docx(read_docx(request, request_fields(request), "inspect"))
    return jsonify(places=[asdict(place) for place in places])
