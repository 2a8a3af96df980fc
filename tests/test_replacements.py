"""Replacement styles, per-category defaults and numbered collisions."""

from __future__ import annotations

from nomen.model import AnalyzeOptions
from nomen.propose.replacements import initials
from tests.conftest import entity_of

TITLES = frozenset({"mr", "mrs", "ms", "m", "mme"})


def test_initials_of_names():
    assert initials("William Millar", TITLES) == "W.M."
    assert initials("Mary Hazel Lowe", TITLES) == "M.H.L."
    assert initials("Mr. Millar", TITLES) == "M."
    assert initials("PÉREZ CABRERA, María José", TITLES) == "M.J.P.C."
    assert initials("Jean-Pierre Dupont", TITLES) == "J.-P.D."
    assert initials("Ludwig van Beethoven", TITLES) == "L.B."
    assert initials("Mr P. Havers QC", TITLES) == "P.H."


TEXT = ("Mr Samuel Roy sued Ms Sarah Ryan and Mr Samuel Roy's brother, Mr Paul Roy. "
        "Write to s.roy@example.com or call 514-555-0199. Royal Bank of Canada paid. "
        "Ms Sarah Ryan replied.")


def test_same_initials_are_numbered_and_flagged(engine):
    result = engine.analyze(TEXT, AnalyzeOptions(language="en")).to_dict()
    roy, ryan = entity_of(result, "Mr Samuel Roy"), entity_of(result, "Ms Sarah Ryan")
    assert (roy["replacement"], ryan["replacement"]) == ("S.R.1", "S.R.2")
    assert roy["collision"] and ryan["collision"]
    assert entity_of(result, "Mr Paul Roy")["replacement"] == "P.R."
    assert not entity_of(result, "Mr Paul Roy")["collision"]


def test_letters_style_in_order_of_first_appearance(engine):
    result = engine.analyze(TEXT, AnalyzeOptions(language="en", style="letters")).to_dict()
    people = [e for e in result["entities"] if e["category"] == "PERSON"]
    assert [p["replacement"] for p in people] == ["AA", "BB", "CC"][: len(people)]
    assert not any(p["collision"] for p in people)


def test_category_style_numbers_every_category(engine):
    result = engine.analyze(TEXT, AnalyzeOptions(language="en", style="category")).to_dict()
    assert entity_of(result, "Mr Samuel Roy")["replacement"] == "Person 1"
    assert entity_of(result, "Ms Sarah Ryan")["replacement"] == "Person 2"
    assert entity_of(result, "s.roy@example.com")["replacement"] == "Email 1"


def test_defaults_for_other_categories(engine):
    result = engine.analyze(TEXT, AnalyzeOptions(language="en")).to_dict()
    assert entity_of(result, "Royal Bank of Canada")["replacement"] == "R[…]"
    assert entity_of(result, "s.roy@example.com")["replacement"] == "[…]"
    assert entity_of(result, "514-555-0199")["replacement"] == "[…]"


def test_category_styles_are_configurable(engine):
    result = engine.analyze(TEXT, AnalyzeOptions(language="en", category_styles={"ORG": "redact",
                                                                                 "EMAIL": "category"})).to_dict()
    assert entity_of(result, "Royal Bank of Canada")["replacement"] == "[…]"
    assert entity_of(result, "s.roy@example.com")["replacement"] == "Email 1"
