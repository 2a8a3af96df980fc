"""Pick the language of a decision when the caller says "auto"."""

from __future__ import annotations

import threading
from collections import Counter

import regex

SUPPORTED = ("en", "fr", "es")
DEFAULT = "en"
_SAMPLE_CHARS = 20_000
# Frequent function words that belong to one supported language only ("de", "la", "que", "en" are
# shared and left out). A decision names its language hundreds of times with them; langid (whose
# model takes a third of a second to load) settles only what they leave open.
_FUNCTION_WORDS = {
    "en": ("the", "of", "and", "to", "that", "was", "with", "which", "for", "is", "by", "were"),
    "fr": ("les", "des", "du", "et", "est", "une", "dans", "qui", "pour", "sur", "aux", "été"),
    "es": ("el", "los", "las", "del", "y", "con", "una", "para", "fue", "por", "sus", "como"),
}
_LANGUAGE_OF = {word: language for language, words in _FUNCTION_WORDS.items() for word in words}
_ENOUGH_WORDS = 30  # of the leading language's, and
_LEAD = 5  # times as many as the next language's
_WORD = regex.compile(r"\p{L}+")

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
    clear = by_function_words(sample)
    if clear is not None:
        return clear
    language, _ = _langid().classify(sample)
    return language if language in SUPPORTED else DEFAULT


def by_function_words(sample: str) -> str | None:
    """The language whose own function words outnumber the others' by far, or None if none does
    (a short text, a decision quoting another language at length)."""
    counts = Counter(_LANGUAGE_OF.get(word) for word in _WORD.findall(sample.lower()))
    counts.pop(None, None)
    ranked = counts.most_common(2) + [(None, 0), (None, 0)]
    (first, most), (_, next_most) = ranked[0], ranked[1]
    return first if most >= _ENOUGH_WORDS and most >= _LEAD * next_most else None


def resolve_language(requested: str | None, text: str) -> str:
    """"auto" (or nothing) detects; "en"/"fr"/"es" are taken as given."""
    if requested in (None, "", "auto"):
        return detect_language(text)
    if requested not in SUPPORTED:
        raise ValueError(f"unsupported language '{requested}'; use auto, {', '.join(SUPPORTED)}")
    return requested
