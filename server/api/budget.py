"""Every request runs within the configured time budget (NOMEN_REQUEST_SECONDS)."""

from __future__ import annotations

from flask import Flask, current_app, g

from nomen.limits import end_budget, start_budget


def install_time_budget(app: Flask) -> None:
    @app.before_request
    def _start_budget():
        g.nomen_budget = start_budget(current_app.config["NOMEN_REQUEST_SECONDS"])

    @app.teardown_request
    def _end_budget(_error):
        token = g.pop("nomen_budget", None)
        if token is not None:
            end_budget(token)
