"""Pick the language of a decision when the caller says "auto"."""

from __future__ import annotations

import threading

SUPPORTED = ("en", "fr", "es")
DEFAULT = "en"
_SAMPLE_CHARS = 20_000

_lock = threading.Lock()
_identifier = None


def _langid():
    # py3langid loads its model on first use; restrict it to the languages we serve.
    global _identifier
    with _lock:
        if _identifier is None:
            from py3langid.langid import MODEL_FILE, LanguageIdentifier

            _identifier = LanguageIdentifier.from_model_file(MODEL_FILE)
            _identifier.set_languages(list(SUPPORTED))
        return _identifier


def detect_language(text: str) -> str:
    """The decision's language among SUPPORTED; English when the text has too few letters to tell."""
    sample = text[:_SAMPLE_CHARS]
    if sum(ch.isalpha() for ch in sample) < 20:
        return DEFAULT
    language, _ = _langid().classify(sample)
    return language if language in SUPPORTED else DEFAULT


def resolve_language(requested: str | None, text: str) -> str:
    """"auto" (or nothing) detects; "en"/"fr"/"es" are taken as given."""
    if requested in (None, "", "auto"):
        return detect_language(text)
    if requested not in SUPPORTED:
        raise ValueError(f"unsupported language '{requested}'; use auto, {', '.join(SUPPORTED)}")
    return requested
