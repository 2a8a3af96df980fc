"""`nomen evaluate` on a small gold file whose scores are worked out by hand."""

from __future__ import annotations

import json

from click.testing import CliRunner

from nomen.cli import main

TEXT = "Mr William Millar met Ms Sarah Ryan in Cork. Millar left."


def _mention(text: str, occurrence: int, entity_id: str, identifier_type: str = "DIRECT") -> dict:
    start = -1
    for _ in range(occurrence):
        start = TEXT.index(text, start + 1)
    return {"entity_type": "PERSON", "identifier_type": identifier_type, "entity_id": entity_id,
            "start_offset": start, "end_offset": start + len(text), "span_text": text}


def _gold(tmp_path):
    record = {"doc_id": "fixture", "text": TEXT, "quality_checked": ["a1"], "annotations": {"a1": {
        "entity_mentions": [_mention("William Millar", 1, "e1"), _mention("Sarah Ryan", 1, "e2"),
                            _mention("Millar", 2, "e1")]}}}
    path = tmp_path / "gold.jsonl"
    path.write_text(json.dumps(record) + "\n", encoding="utf-8")
    return path


def test_scores_match_the_hand_computed_ones(tmp_path):
    markdown = tmp_path / "accuracy.md"
    result = CliRunner().invoke(main, ["evaluate", str(_gold(tmp_path)), "--json", "--markdown", str(markdown)])
    assert result.exit_code == 0, result.output
    reports = json.loads(result.stdout)["gold.jsonl"][1]
    nomen, nome = reports["Nomen"], reports["NOME rule"]
    # Nomen lists all three mentions, each inside a gold person; it groups both Millars, and the
    # replacements agree with identity on the one same-person pair among the three mentions.
    assert nomen["person_recall"]["listed"] == {"value": 1.0, "hits": 3, "total": 3}
    assert nomen["person_precision"] == {"value": 1.0, "hits": 3, "total": 3}
    assert nomen["grouping"]["bcubed_f1"] == 1.0 and nomen["grouping"]["exact_share"] == 1.0
    assert nomen["consistency"]["f1"] == 1.0
    # NOME's rule takes "Mr William Millar" and "Ms Sarah Ryan" but never the lone "Millar":
    # 2 of 3 mentions, both of its 2 terms right.
    assert nome["person_recall"]["listed"] == {"value": 2 / 3, "hits": 2, "total": 3}
    assert nome["person_precision"] == {"value": 1.0, "hits": 2, "total": 2}
    page = markdown.read_text(encoding="utf-8")
    assert "| Person recall, listed | 1.000 | 1.000 | 0.667 |" in page


def test_unreadable_gold_is_a_clear_error(tmp_path):
    bad = tmp_path / "gold.xml"
    bad.write_text("<x/>", encoding="utf-8")
    result = CliRunner().invoke(main, ["evaluate", str(bad)])
    assert result.exit_code != 0
    assert "cannot read the gold file" in result.output
