"""Only the server's own OS user gets in (or, on a shared host, each user gets their own workspace).

Host and Origin checks keep web pages out, but any local program of any user can connect to
127.0.0.1. `nomen serve` therefore asks the system who owns the other end of each connection
(`nomen.peers`) and answers 403 to every other user. The Flask test client and an app
embedded elsewhere have no such connection: the check is on where `nomen serve` turns it on.
"""

from __future__ import annotations

from flask import Flask, current_app, g, request

from nomen.api.errors import error_response
from nomen.peers import owner_of
from nomen.workspaces import Workspace


def workspace() -> Workspace:
    """The current request's lists, case memory and decisions."""
    return g.get("nomen_workspace") or current_app.extensions["nomen.workspace"]


def install_local_user(app: Flask) -> None:
    if not app.config.get("NOMEN_PEER_CHECK"):
        return

    @app.before_request
    def _identify_the_user():
        client_port = request.environ.get("REMOTE_PORT")
        user = owner_of(int(client_port), int(app.config["NOMEN_PORT"])) if client_port else None
        if user is None:
            return error_response(403, "unknown_user", "this server could not tell which user of this machine "
                                                       "is connecting, so it refuses the request")
        shared = app.extensions.get("nomen.shared_host")
        if shared is not None:
            g.nomen_workspace = shared.for_user(user)
            return None
        if user != app.extensions["nomen.workspace"].user:
            return error_response(403, "other_user", "this Nomen server belongs to another user of this machine; "
                                                     "start your own (`nomen serve --port …`) or ask IT for a "
                                                     "shared-host server")
        return None
