"""Only the task pane's own origin may talk to the server: no DNS rebinding, no other web page.

A page on the Internet can make the browser send requests to 127.0.0.1; it cannot make
them carry a Host of localhost under its own name (DNS rebinding keeps the attacker's
host name) nor an Origin other than its own. So every request must name localhost or
127.0.0.1 as its Host, and a request that carries an Origin must come from this very
server's origin. CORS headers are sent to that origin only.
"""

from __future__ import annotations

from urllib.parse import urlsplit

from flask import Flask, Response, request

from nomen.api.errors import error_response

LOCAL_HOSTS = frozenset({"localhost", "127.0.0.1"})


_DEFAULT_PORTS = {"http": 80, "https": 443}


def _port(parts, scheme: str) -> int | None:
    try:
        return parts.port or _DEFAULT_PORTS.get(scheme)
    except ValueError:  # a port that is not a number
        return None


def _own_origin(origin: str, hosts: frozenset[str]) -> bool:
    """The Origin is this server itself (one of its host names, same scheme, same port)."""
    theirs, ours = urlsplit(origin), urlsplit(f"//{request.host}")
    return (theirs.scheme == request.scheme and theirs.hostname in hosts
            and _port(theirs, theirs.scheme) == _port(ours, request.scheme))


def install_guard(app: Flask) -> None:
    # IT may give the server a name of its own (`nomen serve --host`, a hosts-file name for 127.0.0.1).
    hosts = LOCAL_HOSTS | {name.lower() for name in app.config.get("NOMEN_HOSTS", ())}

    @app.before_request
    def _check_host_and_origin():
        hostname = urlsplit(f"//{request.host}").hostname
        if hostname not in hosts:
            return error_response(403, "foreign_host", "this server answers requests for localhost only")
        origin = request.headers.get("Origin")
        if origin is not None and not _own_origin(origin, hosts):
            return error_response(403, "foreign_origin", "requests from other web pages are refused")
        return None

    @app.after_request
    def _cors_and_safety(response: Response) -> Response:
        # after_request also runs on the refusals above: a refused origin gets no CORS headers.
        origin = request.headers.get("Origin")
        if origin is not None and _own_origin(origin, hosts):
            response.headers["Access-Control-Allow-Origin"] = origin
            response.headers["Access-Control-Allow-Methods"] = "GET, POST, PUT, DELETE, OPTIONS"
            response.headers["Access-Control-Allow-Headers"] = "Content-Type"
        response.headers["Vary"] = "Origin"
        response.headers["X-Content-Type-Options"] = "nosniff"
        response.headers["Referrer-Policy"] = "no-referrer"
        return response
