"""Case memory through the API and the CLI, and suggestions learnt from the editor's decisions."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from nomen.cli import main
from tests.docx_factory import docx_base64

JUDGMENT = docx_base64("The applicant, Mr Samuel Roy, was born in 1960.", "Mr Roy complained to the court.")
APPEAL = docx_base64("On appeal, Samuel Roy and his neighbour Ms Sarah Ryan were heard.", "Ms Ryan testified.")


def _person(body: dict, text: str) -> dict:
    return next(e for e in body["entities"] if any(v["text"] == text for v in e["variants"]))


def test_a_case_keeps_one_replacement_per_person_across_documents(client, app):
    assert client.get("/api/cases/roy-2026").status_code == 404
    analysed = client.post("/api/analyze", json={"docx_base64": JUDGMENT, "case_id": "roy-2026"}).get_json()
    assert client.get("/api/cases/roy-2026").status_code == 404  # analysing alone teaches the case nothing
    assert client.post("/api/apply", json={"docx_base64": JUDGMENT, "case_id": "roy-2026"}).status_code == 200
    table = client.get("/api/cases/roy-2026").get_json()
    assert [p["replacement"] for p in table["people"] if p["category"] == "PERSON"] == ["S.R."]
    appeal = client.post("/api/analyze", json={"docx_base64": APPEAL, "case_id": "roy-2026"}).get_json()
    assert _person(appeal, "Samuel Roy")["replacement"] == "S.R."
    ryan = _person(appeal, "Ms Sarah Ryan")
    assert ryan["replacement"] == "S.R.2" and ryan["collision"] is True
    assert _person(analysed, "Mr Samuel Roy")["replacement"] == "S.R."


def test_the_clerks_edit_becomes_the_cases_replacement(client):
    body = client.post("/api/analyze", json={"docx_base64": JUDGMENT, "case_id": "edited"}).get_json()
    _person(body, "Mr Samuel Roy")["replacement"] = "X.Y."
    answer = client.post("/api/apply", json={"docx_base64": JUDGMENT, "case_id": "edited",
                                             "entities": body["entities"]})
    assert answer.status_code == 200
    appeal = client.post("/api/analyze", json={"docx_base64": APPEAL, "case_id": "edited"}).get_json()
    assert _person(appeal, "Samuel Roy")["replacement"] == "X.Y."


def test_forgetting_a_case_really_deletes_it(client, app):
    unique = docx_base64("The applicant, Mr Zebulon Quartermaine, complained.")
    client.post("/api/apply", json={"docx_base64": unique, "case_id": "to-forget"})
    database = app.extensions["nomen.workspace"].cases.db.path
    assert b"Quartermaine" in database.read_bytes()
    assert client.delete("/api/cases/to-forget").get_json() == {"deleted": "to-forget"}
    assert client.get("/api/cases/to-forget").status_code == 404
    assert client.delete("/api/cases/to-forget").status_code == 404
    assert b"Quartermaine" not in database.read_bytes()  # overwritten (secure_delete), not just unlinked
    assert database.stat().st_mode & 0o777 == 0o600


@pytest.mark.parametrize("case_id", ["../etc", "a b", "x" * 101, 12])
def test_bad_case_ids_are_refused(client, case_id):
    answer = client.post("/api/analyze", json={"text": "Mr Samuel Roy", "case_id": case_id})
    assert answer.status_code == 400 and "case id" in answer.get_json()["error"]


def test_cases_on_the_command_line(tmp_path):
    from nomen.cases import CaseStore
    from nomen.model import Entity, Variant

    store = CaseStore(tmp_path)
    store.reconcile("cli-case", [Entity("PERSON", [Variant("Samuel Roy")], replacement="S.R.")], frozenset())
    runner = CliRunner(env={"NOMEN_DATA_DIR": str(tmp_path)})
    assert "cli-case\t1 people" in runner.invoke(main, ["cases", "list"]).output
    assert "S.R.\tPERSON\tSamuel Roy" in runner.invoke(main, ["cases", "show", "cli-case"]).output
    assert runner.invoke(main, ["cases", "forget", "cli-case"]).exit_code == 0
    assert runner.invoke(main, ["cases", "show", "cli-case"]).exit_code != 0
    assert b"Samuel Roy" not in (tmp_path / "cases.sqlite3").read_bytes()


def test_terms_turned_off_or_added_in_several_documents_are_suggested(client):
    documents = [docx_base64(f"Decision {n}. The applicant, Mr Samuel Roy, met Ms Claire Vance of Acme Widgets.")
                 for n in range(3)]
    for number, document in enumerate(documents):
        body = client.post("/api/analyze", json={"docx_base64": document}).get_json()
        _person(body, "Ms Claire Vance")["anonymize"] = False  # a public official, say
        entities = body["entities"]
        if number < 2:
            entities.append({"category": "ORG", "replacement": "A[…]", "variants": [{"text": "Acme Widgets"}],
                             "manual": True})
        assert client.post("/api/apply", json={"docx_base64": document, "entities": entities}).status_code == 200
    suggested = client.get("/api/suggestions?language=en").get_json()
    assert {"term": "Ms Claire Vance", "category": "PERSON", "documents": 3} in suggested["exclusion"]
    assert {"term": "Acme Widgets", "category": "ORG", "documents": 2} in suggested["inclusion"]
    assert not any(s["term"] == "Mr Samuel Roy" for s in suggested["exclusion"])
    accepted = client.post("/api/suggestions/accept", json={"list": "exclusion", "term": "Ms Claire Vance",
                                                            "language": "en"})
    assert accepted.status_code == 200
    assert "Ms Claire Vance" in client.get("/api/lists/exclusion?language=en").get_json()["terms"]
    after = client.get("/api/suggestions?language=en").get_json()
    assert not any(s["term"] == "Ms Claire Vance" for s in after["exclusion"])
    assert client.post("/api/suggestions/accept", json={"list": "other", "term": "x"}).status_code == 400
