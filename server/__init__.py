"""Nomen: find, group and replace the names in court decisions before publication."""

__version__ = "0.1.0"
