"""The fast paths change nothing but the time (issue "Speed a clerk feels"): the analysis with the
helper process on the second core (a server's: the legal NER and the stock NER's last pieces
there, the rules run first here; a single command's: both NER passes there, on the text it was sent
before the rules were imported, the rules here) finds
the entities and proposes the replacements the analysis in one process does, on every TAB dev case
and on the bundled sample, whose .docx is then applied alike. Both paths run in one child process,
one after the other, so the test follows the rules as they change (no frozen snapshot)."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys

import pytest

from tests.conftest import TAB_DEV

BOTH_PATHS = """
import json, sys
from nomen import pipeline
from nomen.config import default_config_dir
from nomen.detect import ner_helper
from nomen.documents import load, sample_path
from nomen.engine import Engine
from nomen.lists import ListStore
from nomen.model import AnalyzeOptions
from nomen.models import chunks

texts = [json.loads(line)["text"] for line in open(sys.argv[1], encoding="utf-8")]
sample = load(sample_path().read_bytes(), sample_path().name)
server = sys.argv[2] == "server"
ner_helper.start(stock=server)  # as `nomen serve` starts it, or as a single command does
helper = ner_helper.helper_for("en")
assert helper.shares == (ner_helper.SERVER_SHARES if server else ner_helper.COMMAND_SHARES)
engine = Engine(ListStore(default_config_dir()))
options = AnalyzeOptions(language="en")


def analysed(text):
    if not server:  # as a single command sends its text before it imports the rules
        ner_helper.warm(text)
    return engine.analyze(text, options).to_dict()


def results():
    analyses = [analysed(text) for text in texts + [sample.text]]
    if not server:  # a text warmed that is not the one analysed: the helper runs the pieces asked
        ner_helper.warm("Another text altogether, whose pieces are not the sample's.")
    applied = pipeline.anonymize(engine, sample, options=options)
    return {"analyses": analyses, "replacements": applied.replacements, "residual": applied.residual}


helped = results()
answered, warm_pieces = helper.answered, helper.warm_pieces
helper._process.kill()  # from now on both NER passes run in this process
alone = results()
print(json.dumps({"helped": helped, "alone": alone, "answered": answered, "warm_pieces": warm_pieces,
                  "pieces": sum(len(list(chunks(text))) for text in texts + [sample.text]),
                  "alive": ner_helper.helper_for("en") is not None}))
"""


@pytest.mark.parametrize("helper", ["server", "command"])
def test_the_helper_process_gives_the_analysis_and_the_apply_of_one_process(tmp_path, helper):
    env = {**os.environ, "NOMEN_CONFIG_DIR": str(tmp_path)}
    done = subprocess.run([sys.executable, "-c", BOTH_PATHS, str(TAB_DEV), helper], capture_output=True, text=True,
                          timeout=900, env=env, check=True)
    answers = json.loads(done.stdout)
    cases = len(TAB_DEV.read_text(encoding="utf-8").splitlines())
    assert answers["answered"] == cases + 2  # each case, the sample, the sample again for apply
    # a command's helper had run both passes of every text ahead, and nothing of the text it was not sent
    assert answers["warm_pieces"] == (0 if helper == "server" else 2 * answers["pieces"])
    assert answers["alive"] is False
    helped, alone = answers["helped"], answers["alone"]
    assert len(helped["analyses"]) == cases + 1 and all(a["entities"] for a in helped["analyses"])
    for number, (fast, reference) in enumerate(zip(helped["analyses"], alone["analyses"])):
        assert fast == reference, f"analysis {number} differs"
    assert helped["replacements"] and helped["replacements"] == alone["replacements"]
    assert helped["residual"] == alone["residual"]


OVERLAP = """
import json, pathlib, sys, tempfile
from nomen.detect import ner_helper, spacy_ner
from nomen.engine import Engine
from nomen.lists import ListStore
from nomen.model import AnalyzeOptions
from bench.corpus import decision_of

ner_helper.start(stock=sys.argv[1] == "server")
events = []
run_piece, wait = spacy_ner.ner_pipeline, spacy_ner.HelperWork.answers


def counted_pipeline(language, legal=False):
    events.append("legal piece here" if legal else "stock piece here")
    return run_piece(language, legal)


def counted_wait(self, legal):
    events.append("wait for the helper")
    return wait(self, legal)


spacy_ner.ner_pipeline, spacy_ner.HelperWork.answers = counted_pipeline, counted_wait
with tempfile.TemporaryDirectory() as config:
    Engine(ListStore(pathlib.Path(config))).analyze(decision_of(10_000), AnalyzeOptions(language="en"))
print(json.dumps(events))
"""


def _ner_events(tmp_path, helper: str) -> list[str]:
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    done = subprocess.run([sys.executable, "-c", OVERLAP, helper], capture_output=True, text=True, timeout=600,
                          cwd=root, env={**os.environ, "NOMEN_CONFIG_DIR": str(tmp_path)}, check=True)
    return json.loads(done.stdout)


def test_a_server_waits_for_the_helper_only_once_its_own_pieces_are_done(tmp_path):
    """Both cores work at once: a server runs the stock NER's first pieces here before it asks for
    the helper's (asking first made this process idle while the helper worked, and the analysis
    took the time of both NER passes)."""
    events = _ner_events(tmp_path, "server")
    assert "legal piece here" not in events  # the helper ran that pass
    first_wait = events.index("wait for the helper")
    own = events.count("stock piece here")
    assert own >= 2 and events[:first_wait].count("stock piece here") == own


def test_a_single_command_runs_no_ner_here(tmp_path):
    """A single command's helper loads both pipelines and runs both passes while this process
    imports and runs the rules: loading a pipeline here too would cost more than the pieces it
    would take over."""
    events = _ner_events(tmp_path, "command")
    assert "wait for the helper" in events
    assert "legal piece here" not in events and "stock piece here" not in events


@pytest.mark.parametrize("language,legal", [("en", False), ("en", True), ("fr", False)])
def test_each_pipeline_tokenizes_as_its_saved_tokenizer_does(language, legal):
    """Pipelines are loaded without reading their saved tokenizer (its special cases would be built
    twice): that is only right while the saved one is the language's default, which this checks
    on the settings and on a decision's text."""
    import spacy
    from importlib import resources

    from nomen.models import LEGAL_PIPELINES, PIPELINES, ner_pipeline

    loaded = ner_pipeline(language, legal)
    path = resources.files("nomen.resources").joinpath("models", LEGAL_PIPELINES[language]) if legal \
        else PIPELINES[language]
    saved = spacy.load(path)  # the whole model, as saved

    def settings(nlp):  # its rules, not the strings its vocabulary has met since it was loaded
        return hashlib.sha256(nlp.tokenizer.to_bytes(exclude=["vocab"])).hexdigest()

    assert settings(loaded) == settings(saved)
    text = "Mr. R.K. Mehra, Adv., for the PETITIONER (W.P.(C) No. 12/2010) v. the State; M. Dupont, av. J.-P."
    assert [t.text for t in loaded.tokenizer(text)] == [t.text for t in saved.tokenizer(text)]
