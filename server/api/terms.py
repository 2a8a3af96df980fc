"""POST /api/terms: what the server would write for the editor's decisions, so the pane never
computes a replacement itself: a replacement for each entity the editor added (the analyser's
rules), and the terms that will be replaced in the text (a title stays: "Mr. Millar" -> "Mr. M.")."""

from __future__ import annotations

from flask import Blueprint, jsonify, request

from nomen.api.local_user import workspace
from nomen.api.payload import json_body
from nomen.apply.decisions import PROSE, terms_from_entities
from nomen.model import AnalyzeOptions, entities_from_dicts
from nomen.propose.replacements import complete

bp = Blueprint("terms", __name__)


@bp.post("/api/terms")
def terms():
    body = json_body(request)
    options = AnalyzeOptions.from_dict(body)
    entities = entities_from_dicts(body.get("entities"))
    language = options.language if options.language != "auto" else "en"
    titles = workspace().engine.list_store.lists_for(language).folded_titles
    complete(entities, options.style, titles, language, options.category_styles)
    found = [t for t in terms_from_entities(entities, titles) if t.kind == PROSE]
    return jsonify(entities=[e.to_dict() for e in entities],
                   terms=[{"original": t.original, "replacement": t.replacement} for t in found])
