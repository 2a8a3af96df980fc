"""Benchmark texts made from the real ECHR cases of ../shared/corpora/tab-dev (MIT)."""

from __future__ import annotations

import io
import json
from pathlib import Path

from docx import Document

TAB_DEV = Path(__file__).resolve().parents[2] / "shared" / "corpora" / "tab-dev" / "tab_dev.jsonl"


def person_mentions() -> list[str]:
    """The gold PERSON mentions of every TAB dev case, as written (one annotator's)."""
    names = []
    for line in TAB_DEV.read_text(encoding="utf-8").splitlines():
        case = json.loads(line)
        annotator = (case["quality_checked"] or list(case["annotations"]))[0]
        names += [m["span_text"] for m in case["annotations"][annotator]["entity_mentions"]
                  if m["entity_type"] == "PERSON"]
    return names


def cases() -> list[str]:
    return [json.loads(line)["text"] for line in TAB_DEV.read_text(encoding="utf-8").splitlines()]


def decision_of(words: int) -> str:
    """Whole cases joined until the text reaches `words` words, cut at a paragraph end."""
    paragraphs: list[str] = []
    count = 0
    while count < words:
        for case in cases():
            for paragraph in case.split("\n"):
                if count >= words:
                    break
                paragraphs.append(paragraph)
                count += len(paragraph.split())
    return "\n".join(paragraphs)


def docx_of(text: str) -> bytes:
    """The text as a .docx from python-docx's default template, a paragraph per line."""
    document = Document()
    for paragraph in text.split("\n"):
        document.add_paragraph(paragraph)
    buffer = io.BytesIO()
    document.save(buffer)
    return buffer.getvalue()
