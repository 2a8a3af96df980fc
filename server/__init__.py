"""Nomen: find, group and replace the names in court decisions before publication."""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("nomen")  # one place: pyproject.toml
except PackageNotFoundError:  # run from a checkout that was never installed
    __version__ = "0+unknown"
