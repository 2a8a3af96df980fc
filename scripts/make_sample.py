"""Build resources/samples/sample-decision.{txt,docx} from a real ECHR case of the TAB dev set.

Run from the repository root with ../shared beside it:  .venv/bin/python scripts/make_sample.py
The case text is TAB's (MIT, Norsk Regnesentral); only the cover page is laid out here.
"""

from __future__ import annotations

import json
from pathlib import Path

from docx import Document
from docx.enum.text import WD_ALIGN_PARAGRAPH
from docx.shared import Pt

ROOT = Path(__file__).resolve().parents[1]
TAB = ROOT.parent / "shared" / "corpora" / "tab-dev" / "tab_dev.jsonl"
OUT = ROOT / "resources" / "samples"
DOC_ID = "001-57508"  # Johnston and Others v. Ireland (1986)
COVER = [
    "EUROPEAN COURT OF HUMAN RIGHTS",
    "CASE OF JOHNSTON AND OTHERS v. IRELAND",
    "(Application no. 9697/82)",
    "JUDGMENT",
    "STRASBOURG",
    "18 December 1986",
]
RUNNING_HEAD = "JOHNSTON AND OTHERS v. IRELAND JUDGMENT"


def case_text() -> str:
    for line in TAB.read_text(encoding="utf-8").splitlines():
        case = json.loads(line)
        if case["doc_id"] == DOC_ID:
            return case["text"]
    raise SystemExit(f"{DOC_ID} not found in {TAB}")


def build_docx(paragraphs: list[str], path: Path) -> None:
    doc = Document()
    doc.core_properties.title = "Case of Johnston and Others v. Ireland"
    doc.core_properties.subject = "Judgment, application no. 9697/82"
    doc.core_properties.author = "Registry"
    doc.sections[0].header.paragraphs[0].text = RUNNING_HEAD
    for line in COVER:
        p = doc.add_paragraph(line)
        p.alignment = WD_ALIGN_PARAGRAPH.CENTER
        p.runs[0].bold = line.isupper()
    table = doc.add_table(rows=2, cols=2)
    table.style = "Table Grid"
    table.cell(0, 0).text, table.cell(0, 1).text = "Application no.", "9697/82"
    table.cell(1, 0).text = "Applicants"
    table.cell(1, 1).text = "Roy H.W. Johnston, Janice Williams-Johnston, Nessa Williams-Johnston"
    for text in paragraphs:
        if text.isupper():
            doc.add_heading(text.title() if len(text) > 40 else text, level=2)
        else:
            p = doc.add_paragraph(text)
            p.paragraph_format.space_after = Pt(6)
    doc.save(path)


def main() -> None:
    text = case_text()
    paragraphs = [p.strip() for p in text.split("\n") if p.strip()]
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / "sample-decision.txt").write_text("\n\n".join(COVER + paragraphs) + "\n", encoding="utf-8")
    build_docx(paragraphs, OUT / "sample-decision.docx")
    print(f"wrote {OUT}/sample-decision.txt and .docx ({len(paragraphs)} paragraphs)")


if __name__ == "__main__":
    main()
