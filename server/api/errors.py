"""Every error is JSON `{"error": "<clear message>"}` with a 4xx for bad input, never an HTML page."""

from __future__ import annotations

import logging

from flask import Flask, jsonify
from werkzeug.exceptions import HTTPException, RequestEntityTooLarge

from nomen.extract.package import DocumentError
from nomen.limits import TimeBudgetExceeded
from nomen.model import DecisionError
from nomen.storage import StorageError

log = logging.getLogger("nomen.api")


class ApiError(Exception):
    """Raised by views for input the API refuses; the message is shown to the user."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.message = message


def register_error_handlers(app: Flask) -> None:
    @app.errorhandler(ApiError)
    def _api_error(err: ApiError):
        return jsonify(error=err.message), err.status

    @app.errorhandler(DocumentError)  # a file Nomen refuses: not a .docx, damaged, too large
    @app.errorhandler(DecisionError)  # entities of the wrong shape, or too many
    def _refused(err: DocumentError | DecisionError):
        return jsonify(error=str(err)), err.status

    @app.errorhandler(TimeBudgetExceeded)
    def _too_long(err: TimeBudgetExceeded):
        return jsonify(error=str(err)), 413

    @app.errorhandler(StorageError)
    def _not_saved(err: StorageError):
        return jsonify(error=str(err)), err.status

    @app.errorhandler(RequestEntityTooLarge)
    def _too_large(err: RequestEntityTooLarge):
        limit_mb = app.config["NOMEN_MAX_DOCUMENT_BYTES"] / (1024 * 1024)
        return jsonify(error=f"the request is too large; the limit is {limit_mb:g} MB per document"), 413

    @app.errorhandler(HTTPException)
    def _http_error(err: HTTPException):
        response = jsonify(error=err.description or err.name)
        response.status_code = err.code or 500
        for key, value in err.get_headers():  # e.g. the Allow header a 405 must carry
            if key.lower() not in ("content-type", "content-length"):
                response.headers[key] = value
        return response

    @app.errorhandler(Exception)
    def _unexpected(err: Exception):
        # Only the exception's type: its message could quote the document.
        log.error("internal error while handling a request: %s", type(err).__name__)
        return jsonify(error="internal error; the server is still running, please report this"), 500
