"""GET /api/health, /api/version and /api/openapi.json: for the pane, IT and integrators."""

from __future__ import annotations

import platform
from importlib import resources

from flask import Blueprint, current_app, jsonify

from nomen import __version__
from nomen.models import model_versions

bp = Blueprint("meta", __name__)


@bp.get("/api/health")
def health():
    return jsonify(status="ok")


@bp.get("/api/openapi.json")
def openapi():
    """The API's OpenAPI 3.1 description (what the fuzz suite and integrators read)."""
    text = resources.files("nomen.api").joinpath("openapi.json").read_text(encoding="utf-8")
    return current_app.response_class(text, mimetype="application/json")


@bp.get("/api/version")
def version():
    import spacy

    return jsonify(nomen=__version__, spacy=spacy.__version__, python=platform.python_version(),
                   models=model_versions())
