"""The accuracy table: one section per corpus, one column per system (docs/accuracy.md)."""

from __future__ import annotations

from typing import Any

# (label, path into Report.as_dict()); a cell shows "—" when a system has nothing to count.
ROWS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("Person recall, listed", ("person_recall", "listed", "value")),
    ("Person recall, on by default", ("person_recall", "on", "value")),
    ("Person precision", ("person_precision", "value")),
    ("Person precision, unannotated kin aside", ("person_precision_kin_aside", "value")),
    ("Judges and counsel, listed", ("professionals", "listed", "value")),
    ("Judges and counsel, kept named (off, right role)", ("professionals", "kept", "value")),
    ("DIRECT identifier recall, listed", ("identifier_recall", "listed", "DIRECT", "value")),
    ("QUASI identifier recall, listed", ("identifier_recall", "listed", "QUASI", "value")),
    ("DIRECT identifier recall, on", ("identifier_recall", "on", "DIRECT", "value")),
    ("QUASI identifier recall, on", ("identifier_recall", "on", "QUASI", "value")),
    ("Mask precision (on)", ("mask_precision", "value")),
    ("Grouping B-cubed F1 (gold mentions)", ("grouping", "bcubed_f1")),
    ("Grouping MUC F1", ("grouping", "muc_f1")),
    ("Grouping adjusted Rand index", ("grouping", "ari")),
    ("Documents grouped exactly right", ("grouping", "exact_share")),
    ("End-to-end consistency F1", ("consistency", "f1")),
)


def _value(report: dict[str, Any] | None, path: tuple[str, ...]) -> float | None:
    node: Any = report
    for key in path:
        if not isinstance(node, dict):
            return None
        node = node.get(key)
    return node if isinstance(node, (int, float)) else None


def _cell(value: float | None) -> str:
    return "—" if value is None else f"{value:.3f}"


def corpus_table(reports: dict[str, dict[str, Any] | None]) -> str:
    """A Markdown table of every row for each system (None: the system does not run there)."""
    names = list(reports)
    lines = ["| measure | " + " | ".join(names) + " |", "|---|" + "---:|" * len(names)]
    for label, path in ROWS:
        lines.append(f"| {label} | " + " | ".join(_cell(_value(reports[n], path)) for n in names) + " |")
    return "\n".join(lines)


INTRODUCTION = """\
How to read it: *listed* means the clerk sees the term in the list; *on* means Nomen
would replace it if the clerk changed nothing. Person recall counts gold PERSON
mentions to mask (DIRECT or QUASI) whose name words (titles aside) are all covered by
a listed PERSON entity; precision counts listed PERSON mentions that overlap a gold
PERSON mention. Grouping clusters the gold person mentions alone (`/api/cluster`);
consistency is the F1 of "same replacement" against "same person" over pairs of
detected gold person mentions. The baselines group by exact string.

The TAB annotators mask everyone, judges and counsel included; Nomen keeps
professionals named by default (the product's rule), so its "on by default" recall
counts them as misses. The column "Nomen, professionals on" is the same engine with
`anonymize_professionals`, the TAB policy.

Judges and counsel are counted where the corpus marks them (the French and Spanish
LEGAL_PROFESSIONAL, InLegalNER's JUDGE and LAWYER): *listed* as above, *kept named* when
the entity is off with the right role (judge, counsel). InLegalNER is read on the
project's own development part of its training file (one text in five, chosen by a
hash of its id: `nomen.evaluation.gold.split_of`); its WITNESS and OTHER_PERSON are the
private persons to mask, and its parties (PETITIONER, RESPONDENT: people or bodies)
count only for precision. It does not annotate the kin a party is named by ("S/o Late Sh.
Jagga Singh"), whom Nomen lists since a published decision must not name them either: the
row "unannotated kin aside" is precision without those mentions, a diagnostic beside the
measure, not a replacement for it."""


# The accuracy issue's goals on the project's own dev parts: (corpus file, system, row label, at least).
TARGETS: tuple[tuple[str, str, str, float], ...] = (
    ("inlegalner_train.jsonl", "Nomen", "Person recall, listed", 0.95),
    ("inlegalner_train.jsonl", "Nomen", "Person recall, on by default", 0.93),
    ("inlegalner_train.jsonl", "Nomen", "Judges and counsel, kept named (off, right role)", 0.90),
    ("inlegalner_train.jsonl", "Nomen", "Person precision", 0.85),
    ("tab_dev.jsonl", "Nomen, professionals on", "Person recall, listed", 0.98),
    ("tab_dev.jsonl", "Nomen, professionals on", "Person precision", 0.93),
    ("tab_dev.jsonl", "Nomen, professionals on", "QUASI identifier recall, listed", 0.85),
    ("FR-manual-dev.tsv", "Nomen", "Person recall, on by default", 0.95),
    ("FR-manual-dev.tsv", "Nomen", "Judges and counsel, kept named (off, right role)", 0.90),
)
_PATHS = dict(ROWS)


def targets_table(sections: dict[str, tuple[int, dict[str, dict[str, Any] | None]]]) -> str:
    """Each goal beside the figure measured for it, and whether it is met (corpora not scored are left out)."""
    lines = ["| corpus | system | measure | goal | now | met |", "|---|---|---|---:|---:|---|"]
    for corpus, system, label, goal in TARGETS:
        if corpus not in sections:
            continue
        value = _value(sections[corpus][1].get(system), _PATHS[label])
        met = "—" if value is None else ("yes" if value >= goal else "no")
        lines.append(f"| {corpus} | {system} | {label} | ≥ {goal:.2f} | {_cell(value)} | {met} |")
    return "\n".join(lines)


def accuracy_page(sections: dict[str, tuple[int, dict[str, dict[str, Any] | None]]], command: str) -> str:
    parts = ["# Accuracy", "", f"Generated by `{command}`; do not edit by hand.", "", INTRODUCTION, "",
             "## Goals", "", targets_table(sections), ""]
    for corpus, (documents, reports) in sections.items():
        parts += [f"## {corpus} ({documents} documents)", "", corpus_table(reports), ""]
    return "\n".join(parts)
