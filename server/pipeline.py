"""The one flow every shell runs: the API views, the CLI commands and the batch worker only parse
their input, call these functions and format what comes back.

    nomen.documents: load / from_text -> Document (text or .docx: one type, one format check)
    analyse(Document) -> Analysis (a case's pseudonym table decides when one is given)
    anonymize(Document, entities) -> the anonymized .docx, audited (ApplyResult)
    anonymize_text(Document) -> the anonymized text, audited (TextResult)
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from nomen.apply.decisions import terms_from_entities
from nomen.apply.document import ApplyResult, apply_terms
from nomen.apply.leak_check import audit_terms, find_text_residuals
from nomen.apply.matcher import TermMatcher, needs_tolerance
from nomen.apply.parts import Labels
from nomen.cases import CaseStore
from nomen.engine import Engine
from nomen.model import AnalyzeOptions, Analysis, Entity
from nomen.propose.replacements import complete
from nomen.documents import Document
from nomen.extract.package import NotADocx
from nomen.language import resolve_language


@dataclass
class CaseMemory:
    """The case a document belongs to, and where its pseudonym table lives."""

    store: CaseStore
    case_id: str


@dataclass
class TextResult:
    """A text anonymized: the new text, how many entities and occurrences were replaced, and
    what the leak audit found left."""

    text: str
    entities: int
    replacements: int
    residual: list[dict[str, Any]]


def analyse(engine: Engine, document: Document, options: AnalyzeOptions = AnalyzeOptions(),
            case: CaseMemory | None = None) -> Analysis:
    """The entities found, with their proposals; within a case, its table decides (nothing is saved)."""
    result = engine.analyze(document.text, options, document.part_at)
    if case is not None:
        titles = engine.list_store.lists_for(result.language).folded_titles
        case.store.reconcile(case.case_id, result.entities, titles, save=False)
    return result


def anonymize(engine: Engine, document: Document, entities: list[Entity] | None = None,
              options: AnalyzeOptions = AnalyzeOptions(), labels: Labels | None = None,
              case: CaseMemory | None = None, remove_unchecked: bool = False) -> ApplyResult:
    """Apply `entities` (the analysis as the editor left it; one without a replacement gets the
    analyser's) or, when None, the analyser's own proposals to the .docx; within a case, its
    pseudonym table decides and learns. The result is audited for what is left of every anonymized
    person. Raises DocumentError or DecisionError."""
    if document.docx is None:
        raise NotADocx("applying needs the .docx itself, not text")
    entities, titles = _decided(engine, document, entities, options, case)
    return apply_terms(document.docx, terms_from_entities(entities, titles), labels,
                       audit=audit_terms(entities, titles, document.text), remove_unchecked=remove_unchecked)


def anonymize_text(engine: Engine, document: Document, options: AnalyzeOptions = AnalyzeOptions(),
                   case: CaseMemory | None = None) -> TextResult:
    """The analyser's proposals applied to a plain text, audited like a .docx."""
    entities, titles = _decided(engine, document, None, options, case)
    text, used = _matcher(entities, titles, document.text).replace(document.text)
    residual = find_text_residuals(text, audit_terms(entities, titles, document.text))
    return TextResult(text, len({term.replacement for term in used}), len(used), residual)


@dataclass
class Preview:
    """A text as it will read once anonymized, and where each replacement sits in it."""

    text: str
    marks: list[tuple[int, int]]


def preview(engine: Engine, document: Document, entities: list[Entity],
            options: AnalyzeOptions = AnalyzeOptions()) -> Preview:
    """The clerk's current decisions applied to the document's text, by the same terms Apply uses."""
    entities, titles = _decided(engine, document, entities, options, None)
    text, _, marks = _matcher(entities, titles, document.text).rewrite(document.text)
    return Preview(text, marks)


def _matcher(entities: list[Entity], titles: frozenset[str], text: str) -> TermMatcher:
    """The prose terms of `entities`, ready to run over `text` (tolerant of hidden characters if it has any)."""
    return TermMatcher(terms_from_entities(entities, titles), needs_tolerance(text.encode("utf-8")))


def _decided(engine: Engine, document: Document, entities: list[Entity] | None, options: AnalyzeOptions,
             case: CaseMemory | None) -> tuple[list[Entity], frozenset[str]]:
    """The entities to apply (the analyser's when none are given), each with a replacement, after
    the case's table has decided and learnt, and the titles of their language."""
    edited = entities is not None
    language = resolve_language(options.language, document.text)
    if entities is None:
        options = replace(options, language=language)
        entities = engine.analyze(document.text, options, document.part_at).entities
    titles = engine.list_store.lists_for(language).folded_titles
    complete(entities, options.style, titles, language, options.category_styles)
    if case is not None:
        terms_from_entities(entities, titles)  # checks the limits before the case learns anything
        case.store.reconcile(case.case_id, entities, titles, save=True, edited=edited)
    return entities, titles
