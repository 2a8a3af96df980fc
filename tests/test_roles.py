"""Professionals are listed off by default, with the role their context gives them."""

from __future__ import annotations

import pytest

from nomen.detect.roles import role_at
from nomen.model import AnalyzeOptions
from tests.conftest import entity_of


@pytest.mark.parametrize("text, name, role", [
    ("Reasons delivered by Justice Abella.", "Abella", "judge"),
    ("The appeal is dismissed. Smith J. concurred.", "Smith", "judge"),
    ("Before: Lebel, Deschamps and Abella JJ.", "Lebel", "judge"),
    ("The applicant was represented by Mr E. Kanar, a lawyer practising in Istanbul.", "Mr E. Kanar", "counsel"),
    ("Ms Joanne Lee, counsel for the respondent, argued.", "Ms Joanne Lee", "counsel"),
    ("Me Dupont plaide pour la requérante.", "Me Dupont", "counsel"),
    ("Mr P. Havers QC appeared.", "Mr P. Havers QC", "counsel"),
    ("The Government were represented by their Agent, Mr J. Grainger.", "Mr J. Grainger", "agent"),
    ("Mr J. Grainger, Agent, and others.", "Mr J. Grainger", "agent"),
    ("and Lawrence Early, Section Registrar.", "Lawrence Early", "clerk"),
    ("Dr Anne Roy, a court-appointed expert, reported.", "Dr Anne Roy", "expert"),
    ("composed of Josep Casadevall, President, Nicolas Bratza, Lech Garlicki, judges, and", "Nicolas Bratza",
     "judge"),
    ("The applicant, Mr Cengiz Polat, was arrested.", "Mr Cengiz Polat", None),
    ("Le président de la chambre, M. R. Bernhardt, la leur ayant refusée.", "M. R. Bernhardt", "judge"),
    ("et M. Bernhardt, vice-président de la Cour.", "M. Bernhardt", "judge"),
    ("pour la requérante\nMmes S. Westerberg, juriste, conseil,", "Mmes S. Westerberg", "counsel"),
    ("pour le Gouvernement\nMme E. Jagander, directeur au ministère, agent,", "Mme E. Jagander", "agent"),
    ("for the Government Ms H. Mulvein, Agent, Mr J. Crow, Counsel, and", "Mr J. Crow", "counsel"),
    ("Mr. B. Walsh, the elected judge of Irish nationality", "Mr. B. Walsh", "judge"),
    ("Mrs. J. Liddy, Deputy Legal Adviser, Department of Foreign Affairs, Agent,", "Mrs. J. Liddy", "agent"),
])
def test_role_from_context(text, name, role):
    start = text.index(name)
    assert role_at(text, start, start + len(name)) == role


def test_professionals_listed_off_and_flipped_on_by_request(engine):
    text = ("The applicant, Mr Cengiz Polat, was represented by Mr Ercan Kanar, a lawyer practising in "
            "Istanbul. Judgment delivered by Justice Rosalie Abella.")
    default = engine.analyze(text).to_dict()
    kanar = entity_of(default, "Mr Ercan Kanar")
    assert (kanar["role"], kanar["anonymize"]) == ("counsel", False)
    assert entity_of(default, "Mr Cengiz Polat")["anonymize"] is True
    flipped = engine.analyze(text, AnalyzeOptions(anonymize_professionals=True)).to_dict()
    assert entity_of(flipped, "Mr Ercan Kanar")["anonymize"] is True
    assert entity_of(flipped, "Mr Ercan Kanar")["role"] == "counsel"


def test_courts_are_listed_as_courts_and_stay_named(engine):
    result = engine.analyze("The Istanbul State Security Court convicted Mr Cengiz Polat.").to_dict()
    court = entity_of(result, "Istanbul State Security Court")
    assert (court["category"], court["role"], court["anonymize"]) == ("ORG", "court", False)


def test_a_listed_bench_shares_its_role(engine):
    text = ("Le président de la Cour, M. R. Ryssdal, a tiré au sort le nom des sept autres membres, à savoir "
            "MM. L.-E. Pettiti, I. Foighel, A. N. Loizou et U. Lōhmus. La requérante, Mme Anna Berg, se plaint.")
    result = engine.analyze(text, AnalyzeOptions(language="fr")).to_dict()
    for name in ("I. Foighel", "A. N. Loizou", "U. Lōhmus"):
        assert entity_of(result, name)["role"] == "judge"
    assert entity_of(result, "Mme Anna Berg")["role"] is None
