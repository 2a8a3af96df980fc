"""The fast paths change nothing but the time (issue "Speed a clerk feels"): the analysis with the
helper process on the second core (the legal NER and the stock NER's last pieces there, the rules
run first here) finds the entities and proposes the replacements the analysis in one process
does, on every TAB dev case and on the bundled sample, whose .docx is then applied alike. Both
paths run in one child process, one after the other, so the test follows the rules as they
change (no frozen snapshot)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from tests.conftest import TAB_DEV

BOTH_PATHS = """
import json, sys
from nomen import pipeline
from nomen.config import default_config_dir
from nomen.detect import ner_helper
from nomen.documents import sample_path
from nomen.engine import Engine
from nomen.lists import ListStore
from nomen.model import AnalyzeOptions

texts = [json.loads(line)["text"] for line in open(sys.argv[1], encoding="utf-8")]
sample = pipeline.load(sample_path().read_bytes(), sample_path().name)
ner_helper.start(stock=True)  # as `nomen serve` starts it: the stock NER's last pieces there too
helper = ner_helper.helper_for("en")
assert helper.stock_ready
engine = Engine(ListStore(default_config_dir()))
options = AnalyzeOptions(language="en")


def results():
    analyses = [engine.analyze(text, options).to_dict() for text in texts + [sample.text]]
    applied = pipeline.anonymize(engine, sample, options=options)
    return {"analyses": analyses, "replacements": applied.replacements, "residual": applied.residual}


helped = results()
answered = helper.answered
helper._process.kill()  # from now on both NER passes run in this process
alone = results()
print(json.dumps({"helped": helped, "alone": alone, "answered": answered,
                  "alive": ner_helper.helper_for("en") is not None}))
"""


def test_the_helper_process_gives_the_analysis_and_the_apply_of_one_process(tmp_path):
    env = {**os.environ, "NOMEN_CONFIG_DIR": str(tmp_path)}
    done = subprocess.run([sys.executable, "-c", BOTH_PATHS, str(TAB_DEV)], capture_output=True, text=True,
                          timeout=900, env=env, check=True)
    answers = json.loads(done.stdout)
    cases = len(TAB_DEV.read_text(encoding="utf-8").splitlines())
    assert answers["answered"] == cases + 2  # each case, the sample, the sample again for apply
    assert answers["alive"] is False
    helped, alone = answers["helped"], answers["alone"]
    assert len(helped["analyses"]) == cases + 1 and all(a["entities"] for a in helped["analyses"])
    for number, (fast, reference) in enumerate(zip(helped["analyses"], alone["analyses"])):
        assert fast == reference, f"analysis {number} differs"
    assert helped["replacements"] and helped["replacements"] == alone["replacements"]
    assert helped["residual"] == alone["residual"]
