"""POST /api/analyze: the list of entities a NOME user knows, one per person or thing."""

from __future__ import annotations

from flask import Blueprint, jsonify, request

from nomen.api.local_user import workspace
from nomen.api.cases import case_id_of
from nomen.api.payload import read_document, request_fields
from nomen.model import AnalyzeOptions
from nomen.pipeline import CaseMemory, analyse

bp = Blueprint("analyze", __name__)


@bp.post("/api/analyze")
def analyze():
    fields = request_fields(request)
    options = AnalyzeOptions.from_dict(fields)
    case_id = case_id_of(fields.get("case_id"))
    document = read_document(request, fields)
    case = CaseMemory(workspace().cases, case_id) if case_id else None
    return jsonify(analyse(workspace().engine, document, options, case).to_dict())
