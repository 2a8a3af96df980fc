"""Every error is JSON `{"error": "<clear message>", "code": "<stable code>"}` with a 4xx for bad
input, never an HTML page. The message is English and may change; the code does not, and the task
pane shows its own translated message for it (addin/js/i18n.js)."""

from __future__ import annotations

import logging

from flask import Flask, Response, jsonify
from werkzeug.exceptions import HTTPException, RequestEntityTooLarge

from nomen.extract.package import DocumentError
from nomen.limits import TimeBudgetExceeded
from nomen.model import DecisionError
from nomen.storage import StorageError

log = logging.getLogger("nomen.api")

# Every code the API answers with (the OpenAPI description and the pane's messages list them too).
CODES = frozenset({
    "invalid_request",      # a request of the wrong shape: the client's mistake, not the clerk's
    "invalid_document", "not_a_docx", "corrupt_document", "document_too_large", "docx_required",
    "too_long_to_analyse", "too_many_mentions", "not_found", "method_not_allowed", "not_saved",
    "foreign_host", "foreign_origin", "other_user", "unknown_user", "token_required", "internal",
})
_HTTP_CODES = {404: "not_found", 405: "method_not_allowed", 413: "document_too_large"}


def error_response(status: int, code: str, message: str) -> tuple[Response, int]:
    assert code in CODES, code
    return jsonify(error=message, code=code), status


class ApiError(Exception):
    """Raised by views for input the API refuses; the message is shown to the user."""

    def __init__(self, status: int, message: str, code: str = "invalid_request") -> None:
        super().__init__(message)
        self.status = status
        self.message = message
        self.code = code


def register_error_handlers(app: Flask) -> None:
    @app.errorhandler(ApiError)
    def _api_error(err: ApiError):
        return error_response(err.status, err.code, err.message)

    @app.errorhandler(DocumentError)  # a file Nomen refuses: not a .docx, damaged, too large
    @app.errorhandler(DecisionError)  # entities of the wrong shape, or too many
    @app.errorhandler(TimeBudgetExceeded)  # a document too long for the time budget
    @app.errorhandler(StorageError)  # the user's data could not be saved
    def _refused(err: DocumentError | DecisionError | TimeBudgetExceeded | StorageError):
        return error_response(err.status, err.code, str(err))

    @app.errorhandler(RequestEntityTooLarge)
    def _too_large(err: RequestEntityTooLarge):
        limit_mb = app.config["NOMEN_MAX_DOCUMENT_BYTES"] / (1024 * 1024)
        return error_response(413, "document_too_large", f"the request is too large; the limit is {limit_mb:g} MB "
                                                         "per document")

    @app.errorhandler(HTTPException)
    def _http_error(err: HTTPException):
        status = err.code or 500
        response, _ = error_response(status, _HTTP_CODES.get(status, "invalid_request" if status < 500 else "internal"),
                                     err.description or err.name)
        response.status_code = status
        for key, value in err.get_headers():  # e.g. the Allow header a 405 must carry
            if key.lower() not in ("content-type", "content-length"):
                response.headers[key] = value
        return response

    @app.errorhandler(Exception)
    def _unexpected(err: Exception):
        # Only the exception's type: its message could quote the document.
        log.error("internal error while handling a request: %s", type(err).__name__)
        return error_response(500, "internal", "internal error; the server is still running, please report this")
