"""The typed core: an analysis travels as dataclasses, and a client's entity is checked once, at the
edge, by `Entity.from_dict`."""

from __future__ import annotations

import pytest

from nomen.model import AnalyzeOptions, DecisionError, Entity, Mention, Variant, entities_from_dicts
from nomen.documents import load
from nomen.pipeline import anonymize

TEXT = "The applicant, Mr William Millar, was born in Cork. Mr. Millar appealed. Judge Sarah Ryan sat alone."


def test_an_analysis_is_typed_and_its_dict_is_the_apis(engine, client):
    analysis = engine.analyze(TEXT, AnalyzeOptions(language="en"))
    millar = next(e for e in analysis.entities if "Mr William Millar" in e.texts)
    assert isinstance(millar, Entity) and all(isinstance(m, Mention) for m in millar.mentions)
    assert millar.replacement == "W.M." and not millar.manual
    assert sum(v.count for v in millar.variants) == len(millar.mentions)
    assert analysis.to_dict() == client.post("/api/analyze", json={"text": TEXT, "language": "en"}).get_json()


def test_a_clients_entity_round_trips_without_its_mentions(engine):
    sent = engine.analyze(TEXT, AnalyzeOptions(language="en")).to_dict()["entities"]
    sent[0]["variants"][0]["anonymize"] = False
    back = [e.to_dict() for e in entities_from_dicts(sent)]
    assert back == [{**e, "mentions": []} for e in sent]


def test_the_manual_flag_is_explicit_and_written_only_when_set():
    added = Entity.from_dict({"variants": [{"text": "Kemal"}], "manual": True})
    assert added.manual and added.category == "PERSON" and added.replacement == ""
    assert added.to_dict()["manual"] is True
    assert "manual" not in Entity("PERSON", [Variant("Kemal")]).to_dict()
    # an id that looks like the analyser's is no longer a guess at who added it
    assert not Entity.from_dict({"id": "n4", "variants": [{"text": "Kemal"}]}).manual


@pytest.mark.parametrize("sent, message", [
    ("x", "must be an object"),
    ({"variants": [{"text": "A"}], "category": "PEOPLE"}, "'category'"),
    ({"variants": [{"text": "A"}], "anonymize": "yes"}, "'anonymize' must be true or false"),
    ({"variants": [{"text": "A"}], "manual": 1}, "'manual' must be true or false"),
    ({"variants": [{"text": "A"}], "replacement": 3}, "'replacement' must be a string"),
    ({"variants": [{"text": "A"}], "score": "high"}, "'score' must be a number"),
    ({"variants": [{"text": "A"}], "replacement": "A\x07"}, "control character"),
    ({"variants": []}, "non-empty list"),
    ({"variants": ["A"]}, "each variant must be an object"),
    ({"variants": [{"text": None}]}, "a variant's 'text'"),
    ({"variants": [{"text": "A", "count": -1}]}, "'count'"),
    ({"variants": [{"text": "A", "anonymize": "no"}]}, "a variant's 'anonymize'"),
])
def test_a_wrong_entity_is_refused_with_where_and_what(sent, message):
    with pytest.raises(DecisionError, match=message) as refused:
        entities_from_dicts([{"variants": [{"text": "B"}]}, sent])
    assert "entity 2" in str(refused.value) and refused.value.status == 400


@pytest.mark.parametrize("fields, message", [
    ({"language": "de"}, "'language'"), ({"style": "stars"}, "unknown style"), ({"style": 3}, "'style'"),
    ({"anonymize_professionals": "maybe"}, "'anonymize_professionals'"),
    ({"category_styles": {"ORG": "stars"}}, "bad category style"), ({"category_styles": []}, "'category_styles'"),
])
def test_options_are_checked_where_they_are_read(fields, message):
    with pytest.raises(DecisionError, match=message):
        AnalyzeOptions.from_dict(fields)


def test_options_read_a_form_fields_words():
    assert AnalyzeOptions.from_dict({"anonymize_professionals": "true", "language": "fr"}) == \
        AnalyzeOptions("fr", anonymize_professionals=True)


def test_an_entity_sent_without_a_replacement_gets_the_analysers_not_a_blank(engine):
    """A hand-added person with no replacement yet is replaced by its initials, never by nothing."""
    import io

    import docx

    written = docx.Document()
    written.add_paragraph("The witness, Mr Rowan Tierney, signed.")
    buffer = io.BytesIO()
    written.save(buffer)
    added = entities_from_dicts([{"variants": [{"text": "Mr Rowan Tierney"}], "manual": True}])
    result = anonymize(engine, load(buffer.getvalue()), added, AnalyzeOptions(language="en"))
    assert added[0].replacement == "R.T." and result.residual == []
    assert "The witness, Mr R.T., signed." in load(result.document).text
