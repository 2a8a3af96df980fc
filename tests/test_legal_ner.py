"""Nomen's legal NER (trained by scripts/train_legal_ner.py, shipped in the package) and the
common-law rules beside it, on a hand-made Indian front matter and judgment."""

from __future__ import annotations

from nomen.detect.base import DetectionContext
from nomen.detect.spacy_ner import LegalNerRecognizer
from nomen.model import AnalyzeOptions
from tests.conftest import ROOT

DECISION = """IN THE HIGH COURT OF JUDICATURE AT MADRAS
Dated: 12.03.2010
Coram:
The Honourable Mr.Justice P.R.Desai
W.P.No.1234 of 2009
Ramesh Kumar Sharma                          ... Petitioner
vs.
The State of Tamil Nadu                     ... Respondent
For Petitioner  : Mr.R.Sundaram
For Respondent  : Mr.K.Ravindran, Govt. Advocate

The petitioner's wife, Smt. Lakshmi Ammal W/o Ramesh Kumar Sharma, was examined as PW-2. They were
Arjun, Meena, Kavita and Ravi. Anita deposed that Suresh had left."""


def test_the_shipped_model_is_small_and_says_how_it_was_made():
    model = ROOT / "resources" / "models" / "legal_ner_en"
    size = sum(path.stat().st_size for path in model.rglob("*") if path.is_file())
    assert size <= 25 * 1024 * 1024
    recipe = (ROOT / "resources" / "models" / "README.md").read_text(encoding="utf-8")
    assert "scripts/train_legal_ner.py" in recipe and "split_of" in recipe
    assert (ROOT / "scripts" / "train_legal_ner.py").exists()


def test_the_legal_ner_reads_common_law_names_and_roles(engine):
    ctx = DetectionContext(DECISION, "en", engine.list_store.lists_for("en"))
    found = {DECISION[c.start:c.end]: (c.category, c.role) for c in LegalNerRecognizer().find(ctx)}
    assert found.get("Ramesh Kumar Sharma", ("PERSON", None))[0] == "PERSON"
    assert ("PERSON", "counsel") in found.values() and ("PERSON", "judge") in found.values()


def test_a_common_law_decision_hides_the_parties_and_keeps_bench_and_counsel_named(engine):
    entities = engine.analyze(DECISION, AnalyzeOptions(language="en")).entities
    people = {text: (e.role, e.anonymize) for e in entities if e.category == "PERSON" for text in e.texts}
    for kept, role in (("Justice P.R.Desai", "judge"), ("R.Sundaram", "counsel"), ("K.Ravindran", "counsel")):
        assert people[kept] == (role, False), kept
    for private in ("Ramesh Kumar Sharma", "Smt. Lakshmi Ammal", "Arjun", "Meena", "Kavita", "Ravi", "Anita", "Suresh"):
        assert people[private] == (None, True), private
    listed = {text for e in entities for text in e.texts}
    assert not listed & {"JUDICATURE", "PW-2"}  # front matter and a witness's number are no one
