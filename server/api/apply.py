"""POST /api/apply: the editor's decisions applied to the .docx, with a report of what changed."""

from __future__ import annotations

import base64
from typing import Any

from flask import Blueprint, jsonify, request

from nomen.api.local_user import workspace
from nomen.api.errors import ApiError
from nomen.api.payload import parse_json, read_document, request_fields
from nomen.api.cases import case_id_of
from nomen.apply.parts import Labels
from nomen.language import resolve_language
from nomen.learning import document_key
from nomen.model import NOT_XML_TEXT, AnalyzeOptions, Entity, entities_from_dicts, flag
from nomen.pipeline import CaseMemory, anonymize

bp = Blueprint("apply", __name__)


def _entities(fields: dict[str, Any]) -> list[Entity] | None:
    """The decisions: a JSON list, or (multipart) a form field holding that list as JSON; none
    means the analyser's own proposals."""
    entities = fields.get("entities")
    if isinstance(entities, str):
        entities = parse_json(entities, "'entities'")
    return None if entities is None else entities_from_dicts(entities)


def _labels(fields: dict[str, Any]) -> Labels:
    label = fields.get("author_label", Labels.author)
    if not isinstance(label, str) or not label.strip() or len(label) > 100:
        raise ApiError(400, "'author_label' must be a short non-empty string")
    if NOT_XML_TEXT.search(label):
        raise ApiError(400, "'author_label' holds a control character, which a Word document cannot hold")
    return Labels(author=label.strip(), initials=label.strip()[0])


@bp.post("/api/apply")
def apply():
    fields = request_fields(request)
    options = AnalyzeOptions.from_dict(fields)
    labels = _labels(fields)
    case_id = case_id_of(fields.get("case_id"))
    document = read_document(request, fields)
    if document.docx is None:
        raise ApiError(415, "apply needs the .docx itself ('docx_base64' or an uploaded 'file'), not text",
                       "docx_required")
    entities = _entities(fields)
    case = CaseMemory(workspace().cases, case_id) if case_id else None
    remove_unchecked = flag(fields.get("remove_unchecked", False), "'remove_unchecked'")
    result = anonymize(workspace().engine, document, entities, options, labels, case,
                       remove_unchecked)
    if entities is not None:
        language = resolve_language(options.language, document.text)
        workspace().decisions.record(entities, document_key(document.docx), language)
    return jsonify({"document_base64": base64.b64encode(result.document).decode("ascii"),
                    "report": result.report()})
