"""The task pane's files (addin/), served by the same local server as the API."""

from __future__ import annotations

from importlib import resources
from pathlib import Path

from flask import Blueprint, send_from_directory

bp = Blueprint("taskpane", __name__)

# Only these are served; the rest of addin/ (tests, npm files) stays private.
PAGES = "any('taskpane.html', 'help.html')"
FOLDERS = "any(assets, css, js, vendor)"


def addin_root() -> Path:
    return Path(str(resources.files("nomen_addin")))


@bp.get("/")
@bp.get(f"/<{PAGES}:page>")
def page(page: str = "taskpane.html"):
    return send_from_directory(addin_root(), page, max_age=0)


@bp.get(f"/<{FOLDERS}:folder>/<path:name>")
def asset(folder: str, name: str):
    return send_from_directory(addin_root() / folder, name, max_age=0)
