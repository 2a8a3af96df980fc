"""The analysis flow in one place: detect -> group -> propose, returning an `Analysis`."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from typing import Any, Callable, Sequence

import regex

from nomen import categories
from nomen.detect.base import Candidate, DetectionContext
from nomen.detect.registry import RecognizerRegistry
from nomen.detect.roles import PRIVATE
from nomen.grouping.cluster import group_forms
from nomen.grouping.defined_terms import defined_terms
from nomen.grouping.kin_genders import kin_genders
from nomen.names.forms import NameForm, parse_name
from nomen.language import resolve_language
from nomen.lists import ListStore
from nomen.propose.defaults import anonymize_by_default, turn_on_bodies_named_after_people
from nomen.model import AnalyzeOptions, Analysis, Entity, Mention
from nomen.propose.replacements import propose
from nomen.textmap import clean
from nomen.names.folding import fold


_NON_KEY = regex.compile(r"[\s\-./()]+")


def _plain_key(category: str, text: str) -> str:
    """Grouping key for non-name categories: phones by digits, the rest folded without separators."""
    if category == categories.PHONE:
        digits = "".join(ch for ch in text if ch.isdigit())
        return digits[-9:]
    return _NON_KEY.sub("", fold(text))


def _parsed(texts: list[str], titles: frozenset[str]) -> list[NameForm]:
    """The name form of each text, each spelling parsed once (a name recurs many times)."""
    forms = {text: parse_name(text, titles) for text in dict.fromkeys(texts)}
    return [forms[text] for text in texts]


# One short sentence per supported language, detected as such (they carry no one's name).
_WARM_UP = ("The applicant, Mr A.B., was born on 1 May 1970 and lives in London.",
            "Le requérant, M. A.B., est né le 1er mai 1970 et habite à Paris.",
            "El demandante, el Sr. A.B., nació el 1 de mayo de 1970 y vive en Madrid.")


class Engine:
    """Holds what analysis needs across requests (the lists, the recognizers)."""

    def __init__(self, list_store: ListStore, registry: RecognizerRegistry | None = None) -> None:
        self.list_store = list_store
        self.registry = registry or RecognizerRegistry()

    def analyze(self, text: str, options: AnalyzeOptions = AnalyzeOptions(),
                part_at: Callable[[int], str] | None = None) -> Analysis:
        """Analyse `text`; `part_at` names the .docx part of an offset (default "body")."""
        language = resolve_language(options.language, text)
        lists = self.list_store.lists_for(language)
        readable = clean(text)
        found = [replace(c, start=start, end=end) for c in self.registry.detect(DetectionContext(readable.text,
                                                                                                  language, lists))
                 for start, end in [readable.original_span(c.start, c.end)]]
        entities = self._group(found, text, lists.folded_titles, part_at or (lambda _: "body"))
        for entity in entities:
            entity.anonymize = anonymize_by_default(entity.category, entity.role, entity.texts,
                                                    options.anonymize_professionals)
        turn_on_bodies_named_after_people(entities, language)
        propose(entities, options.style, lists.folded_titles, language, options.category_styles)
        return Analysis(language, text, entities)

    def warm_up(self) -> None:
        """Load now what the first analysis would load (language detection, each language's
        pipelines and lists, the pattern tables), so that a server's first Analyze is as fast as
        its second."""
        for sample in _WARM_UP:
            self.analyze(sample)

    def cluster(self, text: str, spans: list[tuple[int, int]], language: str = "auto") -> list[int]:
        """Group arbitrary spans as names (for the editor's additions and for evaluation)."""
        language = resolve_language(language, text)
        titles = self.list_store.lists_for(language).folded_titles
        forms = _parsed([text[s:e] for s, e in spans], titles)
        unique = list(dict.fromkeys(forms))
        index = {form: i for i, form in enumerate(unique)}
        grouping = group_forms(unique)
        labels = [grouping.labels[index[form]] for form in forms]
        renumber: dict[int, int] = {}
        return [renumber.setdefault(label, len(renumber)) for label in labels]

    def _group(self, found: list[Candidate], text: str, titles: frozenset[str],
               part_at: Callable[[int], str]) -> list[Entity]:
        by_category: dict[str, list[Candidate]] = {}
        for cand in found:
            by_category.setdefault(cand.category, []).append(cand)
        entities: list[Entity] = []
        for category, cands in by_category.items():
            people = category == categories.PERSON
            aliases = defined_terms(cands, text) if people else []
            said = kin_genders(cands, text) if people else {}
            keys, ambiguous = self._group_keys(category, [text[c.start:c.end] for c in cands], titles, aliases, said)
            members: dict[Any, list[Candidate]] = {}
            for cand, key in zip(cands, keys):
                members.setdefault(key, []).append(cand)
            for key, group in members.items():
                # one mention the context calls private ("the accused X") makes no one a professional
                roles = Counter(c.role for c in group if c.role) if all(c.role != PRIVATE for c in group) else Counter()
                entities.append(Entity.of_mentions(
                    category,
                    [Mention(c.start, c.end, text[c.start:c.end], part_at(c.start)) for c in group],
                    score=max(c.score for c in group),
                    role=roles.most_common(1)[0][0] if roles else None,
                    ambiguous=key in ambiguous,
                ))
        entities.sort(key=lambda e: e.mentions[0].start)
        for number, entity in enumerate(entities, start=1):
            entity.id = f"e{number}"
        return entities

    @staticmethod
    def _group_keys(category: str, texts: list[str], titles: frozenset[str],
                    aliases: Sequence[tuple[str, str]] = (),
                    said: dict[str, str] | None = None) -> tuple[list[Any], set[Any]]:
        """Group keys of the texts; a defined term (short form, full name) takes its full name's key;
        `said` is the gender a kinship word gives a name's text (`kin_genders`)."""
        if category not in (categories.PERSON, categories.ORG):
            return [_plain_key(category, t) for t in texts], set()
        forms = _parsed(texts, titles)
        unique = list(dict.fromkeys(forms))
        form_of = dict(zip(texts, forms))  # both texts of a defined term are among those parsed
        said_genders = {form_of[name]: gender for name, gender in (said or {}).items()}
        grouping = group_forms(unique, acronyms=category == categories.ORG, said_genders=said_genders)
        label = {form: grouping.labels[i] for i, form in enumerate(unique)}
        for short, full in aliases:
            label[form_of[short]] = label[form_of[full]]
        return [label[f] for f in forms], grouping.ambiguous
