"""The two ways `nomen serve` answers: HTTPS for Word (hypercorn), plain HTTP for scripts (waitress).

Both keep every connection off the worker threads until a whole request has arrived, so a
client that connects and says nothing, or sends its headers a byte at a time, delays no one:
- waitress reads requests in its asyncore loop; idle connections cost a socket, not a thread.
- TLS needs the same for the handshake, which cheroot (the previous HTTPS server) ran on its
  accept loop: one silent socket stalled every new connection for its 10 s timeout, and each
  idle connection held one of its threads. hypercorn runs the handshake and the reading in
  asyncio, with a short handshake timeout; a2wsgi runs the Flask app in a thread pool.
Request bodies stay in memory in both (see `InMemoryRequest` in app.py for uploads).
"""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path
from typing import Any

from nomen.config import HOST

# A client has this long to finish its TLS handshake, and to send each piece of a request.
HANDSHAKE_SECONDS = 5
READ_SECONDS = 30
# Idle connections are cheap in both servers; the OS's descriptor limit is the real bound.
MAX_CONNECTIONS = 1000
IDLE_SECONDS = 60


def serve_http(app: Any, port: int, threads: int) -> None:
    from waitress import serve

    # Bodies and answers up to the request limit stay in memory: waitress spools larger ones
    # (over 0.5 MB and 1 MB by default) to temporary files, which would put a decision on disk.
    in_memory = app.config["MAX_CONTENT_LENGTH"] * 2
    serve(app, host=HOST, port=port, threads=threads, ident="nomen", inbuf_overflow=in_memory,
          outbuf_overflow=in_memory, max_request_body_size=in_memory, connection_limit=MAX_CONNECTIONS,
          channel_timeout=IDLE_SECONDS)


def serve_https(app: Any, port: int, threads: int, cert: Path, key: Path) -> None:
    from a2wsgi import WSGIMiddleware
    from hypercorn.asyncio import serve
    from hypercorn.config import Config

    config = Config()
    config.bind = [f"{HOST}:{port}"]
    config.certfile, config.keyfile = str(cert), str(key)
    config.alpn_protocols = ["http/1.1"]
    config.ssl_handshake_timeout = HANDSHAKE_SECONDS
    config.read_timeout = READ_SECONDS
    config.keep_alive_timeout = IDLE_SECONDS
    config.backlog = MAX_CONNECTIONS
    config.accesslog = None  # paths and queries are not logged (a case id may be a name)
    config.errorlog = logging.getLogger("hypercorn.error")  # through `nomen serve`'s one handler
    asyncio.run(serve(WSGIMiddleware(app, workers=threads), config, mode="asgi"))
