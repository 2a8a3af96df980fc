"""From a .docx and the editor's decisions (or the analyser's defaults) to the anonymized .docx."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from nomen.apply.decisions import terms_from_entities
from nomen.apply.document import ApplyResult, apply_terms
from nomen.apply.leak_check import audit_terms
from nomen.apply.parts import Labels
from nomen.cases import CaseStore
from nomen.engine import AnalyzeOptions, Engine
from nomen.extract.docx_text import extract_docx
from nomen.language import resolve_language


@dataclass
class CaseMemory:
    """The case a document belongs to, and where its pseudonym table lives."""

    store: CaseStore
    case_id: str


def anonymize_docx(data: bytes, engine: Engine, entities: list[dict[str, Any]] | None = None,
                   options: AnalyzeOptions = AnalyzeOptions(), labels: Labels | None = None,
                   case: CaseMemory | None = None, remove_unchecked: bool = False) -> ApplyResult:
    """Apply `entities` (the analyse answer as the editor left it) or, when None, the analyser's
    own proposals with their defaults; within a case, its pseudonym table decides and learns.
    The result is audited for what is left of every anonymized person.
    Raises DocumentError or DecisionError on bad input."""
    extracted = extract_docx(data)
    language = resolve_language(options.language, extracted.text)
    edited = entities is not None
    if entities is None:
        options = AnalyzeOptions(language, options.style, options.anonymize_professionals, options.category_styles)
        entities = engine.analyze(extracted.text, options, extracted.part_at)["entities"]
    titles = engine.list_store.lists_for(language).folded_titles
    terms = terms_from_entities(entities, titles)  # checks the shape before the case learns anything
    if case is not None:
        case.store.reconcile(case.case_id, entities, titles, save=True, edited=edited)
        terms = terms_from_entities(entities, titles)
    audit = audit_terms(entities, titles, extracted.text)
    return apply_terms(data, terms, labels, audit=audit, remove_unchecked=remove_unchecked)
