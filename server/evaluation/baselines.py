"""What Nomen is measured against: NOME's rule and spaCy's NER, each alone.

Both return entities in the API shape so that `scoring` treats them like the
engine: one PERSON entity per distinct string (no fuzzy grouping), on by default,
replaced by its initials.
"""

from __future__ import annotations

from collections.abc import Callable

import regex
from spacy.language import Language

from nomen.categories import PERSON
from nomen.evaluation.scoring import Entities

# NOME listed every run of two or more capitalised words. A word ends where Word's
# word does, at punctuation: "Mr Cengiz Polat," yields "Mr Cengiz Polat".
_CAPITALISED = r"\p{Lu}[\p{L}\p{M}'’\-]*"
_WORD_CHAR = r"[\p{L}\p{M}\p{N}'’\-]"
_RUN = regex.compile(rf"(?<!{_WORD_CHAR}){_CAPITALISED}(?: {_CAPITALISED})+(?!{_WORD_CHAR})")
SPACY_PERSON_LABELS = frozenset({"PERSON", "PER"})


def _initials(name: str) -> str:
    return "".join(word[0] + "." for word in name.split())


def _entities_by_string(text: str, spans: list[tuple[int, int]]) -> Entities:
    by_string: dict[str, list[dict]] = {}
    for start, end in spans:
        by_string.setdefault(text[start:end], []).append({"start": start, "end": end, "text": text[start:end]})
    return [{"id": f"e{number}", "category": PERSON, "role": None, "anonymize": True,
             "replacement": _initials(string), "mentions": mentions}
            for number, (string, mentions) in enumerate(by_string.items(), start=1)]


def nome_baseline(text: str) -> Entities:
    """NOME's rule: every run of two or more capitalised words, separated by single spaces, is a person."""
    return _entities_by_string(text, [m.span() for m in _RUN.finditer(text)])


def spacy_baseline(nlp: Language) -> Callable[[str], Entities]:
    """A predictor listing the PERSON (English) or PER (French) entities of a spaCy pipeline."""
    def predict(text: str) -> Entities:
        return _entities_by_string(text, [(e.start_char, e.end_char) for e in nlp(text).ents
                                          if e.label_ in SPACY_PERSON_LABELS])
    return predict
