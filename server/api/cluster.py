"""POST /api/cluster: group the spans an editor marked (or an evaluation gives) into people."""

from __future__ import annotations

from flask import Blueprint, jsonify, request

from nomen.api.local_user import workspace
from nomen.api.errors import ApiError
from nomen.api.payload import json_body, required_text
from nomen.model import LANGUAGES

bp = Blueprint("cluster", __name__)
MAX_MENTIONS = 50_000


def _spans(mentions: object, text_length: int) -> list[tuple[int, int]]:
    if not isinstance(mentions, list):
        raise ApiError(400, "'mentions' must be a list of {\"start\": s, \"end\": e}")
    if len(mentions) > MAX_MENTIONS:
        raise ApiError(413, f"at most {MAX_MENTIONS} mentions per request", "too_many_mentions")
    spans = []
    for i, mention in enumerate(mentions):
        if not isinstance(mention, dict):
            raise ApiError(400, f"mentions[{i}] must be an object with 'start' and 'end'")
        start, end = mention.get("start"), mention.get("end")
        if not all(isinstance(v, int) and not isinstance(v, bool) for v in (start, end)):
            raise ApiError(400, f"mentions[{i}]: 'start' and 'end' must be integers")
        if not 0 <= start < end <= text_length:
            raise ApiError(400, f"mentions[{i}]: need 0 <= start < end <= {text_length} (the text's length)")
        spans.append((start, end))
    return spans


@bp.post("/api/cluster")
def cluster():
    body = json_body(request)
    text = required_text(body)
    language = body.get("language", "auto")
    if language not in LANGUAGES:
        raise ApiError(400, f"'language' must be one of: {', '.join(LANGUAGES)}")
    spans = _spans(body.get("mentions"), len(text))
    engine = workspace().engine
    return jsonify(labels=engine.cluster(text, spans, language) if spans else [])
