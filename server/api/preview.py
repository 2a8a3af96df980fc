"""POST /api/preview: the decision as it will be published, for the pane's Preview view.

The text (the analysis's, which the pane holds) with the editor's current decisions applied by
the very terms Apply uses, and where each replacement sits, so the pane can mark them without
knowing any rule of its own."""

from __future__ import annotations

from flask import Blueprint, jsonify, request

from nomen.api.local_user import workspace
from nomen.api.payload import json_body, required_text
from nomen.model import AnalyzeOptions, entities_from_dicts
from nomen.documents import from_text
from nomen.pipeline import preview

bp = Blueprint("preview", __name__)


@bp.post("/api/preview")
def preview_text():
    body = json_body(request)
    text = required_text(body)
    options = AnalyzeOptions.from_dict(body)
    shown = preview(workspace().engine, from_text(text), entities_from_dicts(body.get("entities")), options)
    return jsonify(text=shown.text, marks=[{"start": start, "end": end} for start, end in shown.marks])
