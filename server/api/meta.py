"""GET /api/health and /api/version: for the task pane and IT to see the server is up."""

from __future__ import annotations

import platform

from flask import Blueprint, jsonify

from server import __version__
from server.models import model_versions

bp = Blueprint("meta", __name__)


@bp.get("/api/health")
def health():
    return jsonify(status="ok")


@bp.get("/api/version")
def version():
    import spacy

    return jsonify(nomen=__version__, spacy=spacy.__version__, python=platform.python_version(),
                   models=model_versions())
