"""The systems `nomen evaluate` compares on the same documents: Nomen and its baselines.

Each system is a predictor (document -> entities in the API shape) and a cluster
function (text, gold spans -> labels). The baselines group by exact string, as
NOME's table did, so their grouping scores say what fuzzy grouping adds.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from nomen.engine import Engine
from nomen.model import AnalyzeOptions
from nomen.evaluation.baselines import nome_baseline, spacy_baseline
from nomen.evaluation.gold import GoldDocument
from nomen.evaluation.scoring import ClusterFn, Entities, Span
from nomen.models import PIPELINES, ner_pipeline


@dataclass(frozen=True)
class System:
    name: str
    predict: Callable[[GoldDocument], Entities]
    cluster: ClusterFn
    languages: frozenset[str] | None = None  # None: every language

    def runs_on(self, language: str) -> bool:
        return self.languages is None or language in self.languages


def cluster_by_string(text: str, spans: list[Span]) -> list[int]:
    """One cluster per distinct string: NOME's grouping (none)."""
    labels: dict[str, int] = {}
    return [labels.setdefault(text[s:e], len(labels)) for s, e in spans]


def nomen_system(engine: Engine, options: AnalyzeOptions, name: str = "Nomen") -> System:
    def predict(doc: GoldDocument) -> Entities:
        language = doc.language if options.language == "auto" else options.language
        return engine.analyze(doc.text, replace(options, language=language)).to_dict()["entities"]

    return System(name, predict, lambda text, spans: engine.cluster(text, spans))


def nome_system() -> System:
    return System("NOME rule", lambda doc: nome_baseline(doc.text), cluster_by_string)


def spacy_system() -> System:
    """spaCy NER alone, in the pipeline of the document's language (none for Spanish)."""
    return System("spaCy NER", lambda doc: spacy_baseline(ner_pipeline(doc.language))(doc.text), cluster_by_string,
                  languages=frozenset(PIPELINES))
