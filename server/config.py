"""Settings with their defaults; `create_app(config)` and environment variables override them."""

from __future__ import annotations

import os
from pathlib import Path

from platformdirs import user_config_dir, user_data_dir

DEFAULT_PORT = 8765
HOST = "127.0.0.1"  # never another interface: the documents are confidential
DEFAULT_MAX_DOCUMENT_MB = 25
DEFAULT_REQUEST_SECONDS = 120


def default_config_dir() -> Path:
    """The user's config directory (NOMEN_CONFIG_DIR overrides it, e.g. for tests)."""
    return Path(os.environ.get("NOMEN_CONFIG_DIR") or user_config_dir("nomen", appauthor=False))


def default_data_dir() -> Path:
    """Where the case memory and the editor's decisions live (NOMEN_DATA_DIR overrides it)."""
    return Path(os.environ.get("NOMEN_DATA_DIR") or user_data_dir("nomen", appauthor=False))


def defaults() -> dict:
    max_mb = float(os.environ.get("NOMEN_MAX_DOCUMENT_MB", DEFAULT_MAX_DOCUMENT_MB))
    return {
        "NOMEN_CONFIG_DIR": default_config_dir(),
        "NOMEN_DATA_DIR": default_data_dir(),
        "NOMEN_MAX_DOCUMENT_BYTES": int(max_mb * 1024 * 1024),
        "NOMEN_REQUIRE_TOKEN": os.environ.get("NOMEN_REQUIRE_TOKEN", "") in ("1", "true", "yes"),
        # Analysis time allowed per request (0: no limit); a longer document gets a 413.
        "NOMEN_REQUEST_SECONDS": float(os.environ.get("NOMEN_REQUEST_SECONDS", DEFAULT_REQUEST_SECONDS)),
        # Set by `nomen serve`: refuse connections of other OS users (the port they must reach),
        # or, on a shared host, serve each user from a workspace of their own.
        "NOMEN_PEER_CHECK": False,
        "NOMEN_PORT": DEFAULT_PORT,
        "NOMEN_SHARED_HOST": False,
        "NOMEN_HOSTS": [],  # host names beside localhost and 127.0.0.1 (`nomen serve --host`)
    }
