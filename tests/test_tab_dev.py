"""The engine's acceptance on real ECHR cases (TAB dev), through the real HTTP API.

The floors are the accuracy issue's targets; docs/accuracy.md tracks the figures.
"""

from __future__ import annotations

import pytest

from nomen.evaluation.gold import read_tab
from nomen.evaluation.scoring import evaluate
from tests.conftest import TAB_DEV


def _report(client, **options):
    def analyze(doc):
        answer = client.post("/api/analyze", json={"text": doc.text, "language": "auto", **options})
        assert answer.status_code == 200
        return answer.get_json()["entities"]

    def cluster(text, spans):
        answer = client.post("/api/cluster", json={"text": text, "mentions": [{"start": s, "end": e}
                                                                            for s, e in spans]})
        assert answer.status_code == 200
        return answer.get_json()["labels"]

    return evaluate(read_tab(TAB_DEV), analyze, cluster).as_dict()


@pytest.fixture(scope="module")
def tab_report(client):
    return _report(client)


@pytest.fixture(scope="module")
def tab_policy_report(client):
    """TAB masks everyone, judges and counsel included: the engine with professionals on."""
    return _report(client, anonymize_professionals=True)


@pytest.fixture(scope="module")
def client(app):
    return app.test_client()


def test_gold_persons_to_mask_are_listed(tab_report):
    recall = tab_report["person_recall"]["listed"]
    assert recall["total"] > 200
    assert recall["value"] >= 0.98


def test_gold_persons_to_mask_are_on_under_the_tab_policy(tab_policy_report):
    assert tab_policy_report["person_recall"]["on"]["value"] >= 0.95


def test_quasi_identifiers_are_listed(tab_report):
    quasi = tab_report["identifier_recall"]["listed"]["QUASI"]
    assert quasi["total"] > 800
    assert quasi["value"] >= 0.85


def test_listed_persons_are_mostly_real_people(tab_report):
    assert tab_report["person_precision"]["value"] >= 0.93


def test_grouping_of_gold_person_mentions_through_the_cluster_api(tab_report):
    grouping = tab_report["grouping"]
    assert grouping["documents"] >= 20
    assert grouping["bcubed_f1"] >= 0.96
    assert grouping["ari"] >= 0.96
    assert grouping["exact_share"] >= 0.85


def test_one_person_one_replacement_end_to_end(tab_report):
    assert tab_report["consistency"]["f1"] >= 0.95


def test_french_persons_to_mask_are_listed_and_on(engine):
    from nomen.evaluation.gold import read_gold
    from nomen.evaluation.systems import nomen_system
    from nomen.model import AnalyzeOptions
    from tests.conftest import SHARED

    system = nomen_system(engine, AnalyzeOptions())
    report = evaluate(read_gold(SHARED / "corpora" / "echr-fr-es" / "FR-manual-dev.tsv"), system.predict).as_dict()
    assert report["person_recall"]["on"]["value"] >= 0.95


def test_direct_identifiers_are_all_listed(tab_report):
    assert tab_report["identifier_recall"]["listed"]["DIRECT"]["value"] >= 0.97
