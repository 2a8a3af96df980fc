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


def test_the_legal_ner_reads_common_law_names_and_leaves_roles_to_the_context(engine):
    ctx = DetectionContext(DECISION, "en", engine.list_store.lists_for("en"))
    found = {DECISION[c.start:c.end]: (c.category, c.role) for c in LegalNerRecognizer().find(ctx)}
    # its JUDGE and LAWYER are persons; the roles come from the words around them (next test)
    assert found["Ramesh Kumar Sharma"] == found["P.R.Desai"] == found["R.Sundaram"] == ("PERSON", None)


def test_a_common_law_decision_hides_the_parties_and_keeps_bench_and_counsel_named(engine):
    entities = engine.analyze(DECISION, AnalyzeOptions(language="en")).entities
    people = {text: (e.role, e.anonymize) for e in entities if e.category == "PERSON" for text in e.texts}
    for kept, role in (("Honourable Mr.Justice P.R.Desai", "judge"), ("Mr.R.Sundaram", "counsel"), ("Mr.K.Ravindran", "counsel")):
        assert people[kept] == (role, False), kept
    for private in ("Ramesh Kumar Sharma", "Smt. Lakshmi Ammal", "Arjun", "Meena", "Kavita", "Ravi", "Anita", "Suresh"):
        assert people[private] == (None, True), private
    listed = {text for e in entities for text in e.texts}
    assert not listed & {"JUDICATURE", "PW-2"}  # front matter and a witness's number are no one


HELPED = """
import json, sys
from nomen.config import default_config_dir
from nomen.detect import ner_helper
from nomen.engine import Engine
from nomen.lists import ListStore
from nomen.model import AnalyzeOptions

ner_helper.start()
helper = ner_helper.helper_for("en")
assert helper is not None and helper.pid, "no helper process"
engine = Engine(ListStore(default_config_dir()))
text = sys.stdin.read()
helped = engine.analyze(text, AnalyzeOptions(language="en")).to_dict()
assert helper.answered == 1, "the helper did not answer"

from nomen.detect.base import DetectionContext
from nomen.detect.registry import RecognizerRegistry
from nomen.detect.spacy_ner import LegalNerRecognizer


class Failing:
    name, languages = "failing", frozenset({"*"})

    def find(self, ctx):
        raise RuntimeError("a recognizer failed while the helper worked")


try:  # the helper's answer to a failed analysis is dropped, not given to the next one
    RecognizerRegistry([Failing(), LegalNerRecognizer()]).detect(DetectionContext(text, "en"))
except RuntimeError:
    pass
again = engine.analyze(text, AnalyzeOptions(language="en")).to_dict()
assert again == helped and helper.answered == 3, helper.answered
helper._process.kill()  # a helper that died: the legal NER runs here instead
alone = engine.analyze(text, AnalyzeOptions(language="en")).to_dict()
print(json.dumps({"helped": helped, "alone": alone, "alive": ner_helper.helper_for("en") is not None}))
"""


def test_the_helper_process_finds_the_same_and_is_not_missed_when_it_dies(engine, tmp_path):
    """The second core changes nothing but the time: the same entities with the helper, without
    it, and after it died (run in a child process: forking the test runner is not safe)."""
    import json
    import os
    import subprocess
    import sys

    env = {**os.environ, "NOMEN_CONFIG_DIR": str(tmp_path)}
    done = subprocess.run([sys.executable, "-c", HELPED], input=DECISION, capture_output=True, text=True,
                          timeout=300, env=env, check=True)
    answers = json.loads(done.stdout)
    here = engine.analyze(DECISION, AnalyzeOptions(language="en")).to_dict()
    assert answers["helped"] == answers["alone"] == here
    assert answers["alive"] is False


def test_the_helper_ends_with_its_parent_even_when_the_parent_is_killed():
    """A server stopped by SIGKILL leaves no helper behind (it would hold the server's files)."""
    import subprocess
    import sys
    import time

    script = ("import os, signal, sys\nfrom nomen.detect import ner_helper\nner_helper.start()\n"
              "print(ner_helper.helper_for('en').pid, flush=True)\nos.kill(os.getpid(), signal.SIGKILL)\n")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    helper = int(done.stdout.split()[0])
    def running() -> bool:
        try:
            with open(f"/proc/{helper}/status", encoding="utf-8") as status:
                return "zombie" not in status.read()
        except FileNotFoundError:
            return False

    deadline = time.monotonic() + 10
    while running() and time.monotonic() < deadline:
        time.sleep(0.2)
    assert not running()


def test_a_process_forked_from_the_helpers_owner_does_not_use_its_pipe():
    """Batch workers fork from a process that may hold a helper: they run the model themselves."""
    import subprocess
    import sys

    script = ("import os\nfrom nomen.detect import ner_helper\nner_helper.start()\n"
              "assert ner_helper.helper_for('en') is not None\npid = os.fork()\n"
              "if pid == 0:\n    os._exit(0 if ner_helper.helper_for('en') is None else 3)\n"
              "print(os.waitpid(pid, 0)[1] >> 8)\n")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120, check=True)
    assert done.stdout.strip() == "0"
