"""An optional per-install token (NOMEN_REQUIRE_TOKEN=1): the API answers only requests that carry it.

The Host and Origin checks keep other web pages out and `local_user` other OS users; the token
is an extra for IT: it keeps out the user's own programs that cannot read the user's config
directory, where it is stored readable by the user alone. The task pane gets it inside its own
page (which no other origin can read), on a page load only.
"""

from __future__ import annotations

import hmac
import os
import secrets
from pathlib import Path

from flask import Flask, request

from nomen.api.errors import error_response

HEADER = "X-Nomen-Token"
OPEN_PATHS = frozenset({"/api/health"})


def load_or_create(config_dir: Path) -> str:
    path = config_dir / "token"
    if not path.is_file():
        config_dir.mkdir(parents=True, exist_ok=True)
        descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(descriptor, "w", encoding="ascii") as handle:
            handle.write(secrets.token_urlsafe(32))
    return path.read_text(encoding="ascii").strip()


def install_token(app: Flask) -> None:
    if not app.config.get("NOMEN_REQUIRE_TOKEN"):
        return
    token = load_or_create(app.config["NOMEN_CONFIG_DIR"])
    app.extensions["nomen.token"] = token

    @app.before_request
    def _check_token():
        if not request.path.startswith("/api/") or request.path in OPEN_PATHS:
            return None
        if not hmac.compare_digest(request.headers.get(HEADER, ""), token):
            return error_response(401, "token_required", f"this server requires its install token in the {HEADER} "
                                                         "header")
        return None
