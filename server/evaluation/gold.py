"""Gold annotations of the three benchmark formats, read into one shape.

TAB (Text Anonymization Benchmark, English) annotates character spans with an
identifier type (DIRECT / QUASI must be masked, NO_MASK not) and an entity id that
groups the mentions of one person. The ECHR French/Spanish corpus only has BIO tags
on tokens: its text is rebuilt from the tokens, its labels are mapped onto TAB's
identifier types, and it has no entity ids, so grouping cannot be scored on it.
InLegalNER (Indian judgments) annotates persons by role: private persons are to mask,
judges and counsel stay named; it has no entity ids either. Only the development part
of its training file is read here (`split_of`): the rest is for tuning and training.
"""

from __future__ import annotations

import hashlib
import json
import os
from dataclasses import dataclass
from pathlib import Path

MASKED_TYPES = frozenset({"DIRECT", "QUASI"})
PARTY = "PARTY"  # a petitioner or respondent: a person or a body

# A sentence made of one of these words opens a new case in the ECHR token files
# (each case starts with its "PROCEDURE" section; nothing else marks the boundary).
DOCUMENT_HEADINGS = frozenset({"PROCÉDURE", "PROCEDURE", "PROCEDIMIENTO"})

# Token-file label -> (category, identifier type, professional). Judges and lawyers
# (LEGAL_PROFESSIONAL) are people who stay named in published decisions.
_PERSON_LABELS = {
    "PER": ("PERSON", "DIRECT", False),
    "LEGAL_PROFESSIONAL": ("PERSON", "NO_MASK", True),
}
# What TAB annotators mostly mark QUASI; everything else (NATIONALITY, QUANTITY,
# CURRENCY, ETHNIC_CATEGORY, TIME...) is NO_MASK. DATETIME appears twice for DATE.
_QUASI_LABELS = frozenset({"DATE", "DATETIME", "LOC", "ORG", "CODE"})

# Token-file punctuation glued to its neighbours when the text is rebuilt.
_NO_SPACE_BEFORE = frozenset({",", ".", ";", ":", ")", "]", "'", "’", "-", "/"})
_NO_SPACE_AFTER = frozenset({"(", "[", "-", "/"})
_LANGUAGES = frozenset({"fr", "es", "en"})


@dataclass(frozen=True)
class GoldMention:
    """One annotated span; `entity_id` is None where the corpus has no grouping."""

    start: int
    end: int
    text: str
    category: str
    identifier_type: str
    entity_id: str | None
    professional: bool = False
    role: str | None = None  # for professionals, when the corpus says which: "judge", "counsel"

    @property
    def to_mask(self) -> bool:
        return self.identifier_type in MASKED_TYPES


@dataclass
class GoldDocument:
    """A decision and its gold mentions, sorted by position; every span must read its text."""

    doc_id: str
    text: str
    language: str
    mentions: list[GoldMention]

    def __post_init__(self) -> None:
        for m in self.mentions:
            if self.text[m.start:m.end] != m.text:
                raise ValueError(f"{self.doc_id}: span {m.start}-{m.end} reads "
                                 f"{self.text[m.start:m.end]!r}, not {m.text!r}")


def read_gold(path: str | os.PathLike[str]) -> list[GoldDocument]:
    """Read a format by its name: inlegalner*.jsonl is InLegalNER (its development part), other
    .jsonl/.json is TAB, .tsv is a token file.

    A token file's language is its name's prefix ("FR-manual-dev.tsv" is French),
    French when the prefix is not a known language.
    """
    path = Path(path)
    if path.suffix == ".jsonl" and path.name.startswith("inlegalner"):
        return read_inlegalner(path, "dev")
    if path.suffix in (".jsonl", ".json"):
        return read_tab(path)
    if path.suffix == ".tsv":
        prefix = path.name.split("-")[0].split("_")[0].lower()
        return read_token_tsv(path, prefix if prefix in _LANGUAGES else "fr")
    raise ValueError(f"unknown gold format: {path.name} (expected .jsonl, .json or .tsv)")


def read_tab(path: str | os.PathLike[str]) -> list[GoldDocument]:
    """TAB cases, one JSON object per line (.jsonl) or a JSON list of them (.json).

    The gold is the first quality-checked annotator's, or the first annotator's
    when none was checked.
    """
    path = Path(path)
    content = path.read_text(encoding="utf-8")
    records = json.loads(content) if path.suffix == ".json" else [
        json.loads(line) for line in content.splitlines() if line.strip()]
    return [_tab_document(record) for record in records]


def _tab_document(record: dict) -> GoldDocument:
    annotator = (record.get("quality_checked") or list(record["annotations"]))[0]
    mentions = [GoldMention(m["start_offset"], m["end_offset"], m["span_text"], m["entity_type"],
                            m["identifier_type"], m.get("entity_id"))
                for m in record["annotations"][annotator]["entity_mentions"]]
    mentions.sort(key=lambda m: (m.start, m.end))
    return GoldDocument(str(record["doc_id"]), record["text"], "en", mentions)


# InLegalNER label -> (category, identifier type, professional role). Petitioners and
# respondents are persons or bodies: PARTY, counted as a person only for precision.
_INLEGALNER_LABELS = {
    "WITNESS": ("PERSON", "DIRECT", None), "OTHER_PERSON": ("PERSON", "DIRECT", None),
    "JUDGE": ("PERSON", "NO_MASK", "judge"), "LAWYER": ("PERSON", "NO_MASK", "counsel"),
    "PETITIONER": (PARTY, "NO_MASK", None), "RESPONDENT": (PARTY, "NO_MASK", None),
    "COURT": ("ORG", "NO_MASK", None), "ORG": ("ORG", "NO_MASK", None), "GPE": ("LOC", "NO_MASK", None),
}
DEV_SHARE = 5  # one text in five is the development part


def split_of(text_id: str) -> str:
    """"dev" or "train": a text's part, fixed by a hash of its id (so any tool splits alike)."""
    return "dev" if hashlib.sha256(text_id.encode("utf-8")).digest()[0] % DEV_SHARE == 0 else "train"


def read_inlegalner(path: str | os.PathLike[str], part: str | None = "dev") -> list[GoldDocument]:
    """InLegalNER texts (judgment sentences and preambles, one JSON object a line, entities as
    [start, end, label]) of one part ("dev", "train"; None for all), each a document."""
    documents = []
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        record = json.loads(line)
        if part is not None and split_of(record["id"]) != part:
            continue
        mentions = []
        for start, end, label in record["entities"]:
            category, identifier_type, role = _INLEGALNER_LABELS.get(label, (label, "NO_MASK", None))
            mentions.append(GoldMention(start, end, record["text"][start:end], category, identifier_type, None,
                                        professional=role is not None, role=role))
        mentions.sort(key=lambda m: (m.start, m.end))
        documents.append(GoldDocument(record["id"], record["text"], "en", mentions))
    return documents


def read_token_tsv(path: str | os.PathLike[str], language: str) -> list[GoldDocument]:
    """ECHR token files: "token TAG" lines, BIO tags, a blank line between sentences.

    A sentence that is only a DOCUMENT_HEADINGS word starts a new document (a file
    without one is a single document); documents are named "<file stem>-<n>" from 1.
    Sentences are joined by newlines, tokens as `detokenize` says.

    Label mapping: PER -> PERSON, DIRECT; LEGAL_PROFESSIONAL -> PERSON, NO_MASK,
    professional=True (judges and counsel stay named); DATE, LOC, ORG, CODE keep
    their label and are QUASI; all others (NATIONALITY, QUANTITY, CURRENCY...) keep
    their label and are NO_MASK. There are no entity ids.
    """
    path = Path(path)
    documents: list[list[list[tuple[str, str]]]] = []
    for sentence in _sentences(path.read_text(encoding="utf-8")):
        if not documents or (len(sentence) == 1 and sentence[0][0] in DOCUMENT_HEADINGS):
            documents.append([])
        documents[-1].append(sentence)
    return [_token_document(f"{path.stem}-{n}", sentences, language)
            for n, sentences in enumerate(documents, start=1)]


def _sentences(content: str) -> list[list[tuple[str, str]]]:
    sentences: list[list[tuple[str, str]]] = [[]]
    for line in content.split("\n"):
        if line.strip():
            token, tag = line.strip().rsplit(" ", 1)
            sentences[-1].append((token, tag))
        elif sentences[-1]:
            sentences.append([])
    return [s for s in sentences if s]


def _token_document(doc_id: str, sentences: list[list[tuple[str, str]]], language: str) -> GoldDocument:
    text, offsets = detokenize([[token for token, _ in s] for s in sentences])
    mentions = []
    for first, last, label in _bio_runs([[tag for _, tag in s] for s in sentences]):
        start, end = offsets[first][0], offsets[last][1]
        category, identifier_type, professional = _PERSON_LABELS.get(
            label, (label, "QUASI" if label in _QUASI_LABELS else "NO_MASK", False))
        mentions.append(GoldMention(start, end, text[start:end], category, identifier_type, None, professional))
    return GoldDocument(doc_id, text, language, mentions)


def _bio_runs(sentences: list[list[str]]) -> list[tuple[int, int, str]]:
    """(first token, last token, label) of each tagged run, token indexes counted over all sentences.

    An I- tag continues the run before it only within a sentence and with the same
    label; otherwise it opens a run, like a B- tag.
    """
    runs: list[tuple[int, int, str]] = []
    index = 0
    for tags in sentences:
        open_label = None
        for tag in tags:
            prefix, _, label = tag.partition("-")
            if prefix == "I" and label == open_label:
                runs[-1] = (runs[-1][0], index, label)
            elif prefix in ("B", "I"):
                runs.append((index, index, label))
            open_label = label if prefix in ("B", "I") else None
            index += 1
    return runs


def detokenize(sentences: list[list[str]]) -> tuple[str, list[tuple[int, int]]]:
    """Rebuild running text from tokens; return it with each token's (start, end).

    Tokens are joined by single spaces, sentences by newlines, except that no space
    goes before , . ; : ) ] or an apostrophe, none after ( [ or a token ending in an
    apostrophe ("l'"), and none around - and / ("Anne-Marie", "20022/92"), which the
    tokenizer split off. Offsets are exact by construction: every token is copied verbatim.
    """
    pieces: list[str] = []
    offsets: list[tuple[int, int]] = []
    position = 0
    for sentence in sentences:
        previous = None
        for token in sentence:
            if previous is None:
                separator = "\n" if pieces else ""
            elif token in _NO_SPACE_BEFORE or previous in _NO_SPACE_AFTER or previous.endswith(("'", "’")):
                separator = ""
            else:
                separator = " "
            position += len(separator)
            pieces.append(separator + token)
            offsets.append((position, position + len(token)))
            position += len(token)
            previous = token
    return "".join(pieces), offsets
