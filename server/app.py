"""The Flask app factory: configuration, shared engine, blueprints, JSON errors."""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any, BinaryIO

from flask import Flask, Request

from nomen import config as settings
from nomen.api import analyze, apply, cases, cluster, inspect, lists, meta, preview, suggestions, taskpane, terms
from nomen.api.errors import register_error_handlers
from nomen.api.guard import install_guard
from nomen.api.token import install_token
from nomen.api.budget import install_time_budget
from nomen.api.local_user import install_local_user
from nomen.detect.registry import RecognizerRegistry
from nomen.peers import current_user
from nomen.workspaces import SharedHost, Workspace

# base64 grows a document by 4/3; JSON and multipart add a little around it.
_ENVELOPE = 4 / 3
_SLACK_BYTES = 64 * 1024


class InMemoryRequest(Request):
    """A request whose uploaded files stay in memory: Werkzeug spools a file part over 500 KB to
    a temporary file, which would put a decision on disk (the body's size is capped first, by
    MAX_CONTENT_LENGTH)."""

    def _get_file_stream(self, total_content_length: int | None, content_type: str | None,
                         filename: str | None = None, content_length: int | None = None) -> BinaryIO:
        return io.BytesIO()


def create_app(config: dict[str, Any] | None = None) -> Flask:
    """Build the app; `config` overrides the defaults (e.g. NOMEN_CONFIG_DIR in tests)."""
    app = Flask(__name__, static_folder=None)
    app.request_class = InMemoryRequest
    app.config.update(settings.defaults())
    app.config.update(config or {})
    app.config["NOMEN_CONFIG_DIR"] = Path(app.config["NOMEN_CONFIG_DIR"])
    app.config["NOMEN_DATA_DIR"] = Path(app.config["NOMEN_DATA_DIR"])
    app.config["MAX_CONTENT_LENGTH"] = int(app.config["NOMEN_MAX_DOCUMENT_BYTES"] * _ENVELOPE) + _SLACK_BYTES
    app.json.sort_keys = False
    app.json.ensure_ascii = False

    registry = RecognizerRegistry()
    app.extensions["nomen.workspace"] = Workspace.open(current_user(), app.config["NOMEN_CONFIG_DIR"],
                                                       app.config["NOMEN_DATA_DIR"], registry)
    if app.config["NOMEN_SHARED_HOST"]:
        app.extensions["nomen.shared_host"] = SharedHost(app.config["NOMEN_DATA_DIR"], registry)

    for blueprint in (analyze.bp, apply.bp, cases.bp, cluster.bp, inspect.bp, lists.bp, meta.bp, preview.bp,
                      suggestions.bp, terms.bp, taskpane.bp):
        app.register_blueprint(blueprint)
    register_error_handlers(app)
    install_guard(app)
    install_local_user(app)
    install_time_budget(app)
    install_token(app)
    return app
