"""The task pane's files (addin/), served by the same local server as the API."""

from __future__ import annotations

from importlib import resources
from pathlib import Path

from flask import Blueprint, current_app, make_response, request, send_from_directory
from markupsafe import escape

bp = Blueprint("taskpane", __name__)

# Only these are served; the rest of addin/ (tests, npm files) stays private.
PAGES = "any('taskpane.html', 'help.html')"
FOLDERS = "any(assets, css, js, vendor)"


def addin_root() -> Path:
    return Path(str(resources.files("nomen.addin")))


@bp.get("/")
@bp.get(f"/<{PAGES}:page>")
def page(page: str = "taskpane.html"):
    token = current_app.extensions.get("nomen.token")
    if token is None or page != "taskpane.html" or not _page_load():
        return send_from_directory(addin_root(), page, max_age=0)
    # The install token travels inside the pane's own page, which no other origin can read.
    html = (addin_root() / page).read_text(encoding="utf-8")
    meta = f'<meta name="nomen-token" content="{escape(token)}">'
    response = make_response(html.replace("<head>", f"<head>\n  {meta}", 1))
    response.headers["Cache-Control"] = "no-store"
    return response


def _page_load() -> bool:
    """The browser's Fetch Metadata says what a request is for: a fetch() or a sub-resource never gets
    the token, only a page the webview opens (older webviews send no such header; the request then
    still comes from the server's own user, checked by `local_user`)."""
    mode, destination = request.headers.get("Sec-Fetch-Mode"), request.headers.get("Sec-Fetch-Dest")
    return mode in (None, "navigate") and destination in (None, "document", "iframe")


@bp.get(f"/<{FOLDERS}:folder>/<path:name>")
def asset(folder: str, name: str):
    return send_from_directory(addin_root() / folder, name, max_age=0)
