"""The evaluation library: partition metrics, gold readers, scores, baselines.

Small fixtures are scored by hand in the comments; the readers run on the real
corpora in ../shared.
"""

from __future__ import annotations

import json

import pytest

from tests.conftest import SHARED, TAB_DEV
from nomen.evaluation.baselines import nome_baseline, spacy_baseline
from nomen.evaluation.clustering_metrics import (
    adjusted_rand_index, bcubed, exact_match, muc, pair_counts)
from nomen.evaluation.gold import GoldDocument, GoldMention, detokenize, read_gold
from nomen.evaluation.scoring import (
    GroupingScores, Report, aggregate_grouping, consistency, evaluate, grouping_scores,
    identifier_recall, mask_precision, name_words, person_precision, person_recall, score_document)

ECHR = SHARED / "corpora" / "echr-fr-es"


# --- partition metrics ---------------------------------------------------------

# The example of Bagga & Baldwin (1998), where MUC cannot tell a small merge from a big one:
# gold {1..5} {6,7} {8..12}; predicted {1..5} {6..12}.
BB_GOLD = ["a"] * 5 + ["b"] * 2 + ["c"] * 5
BB_PRED = [0] * 5 + [1] * 7


def test_bcubed_on_the_bagga_baldwin_example():
    # Precision per mention: 1..5 -> 1; 6,7 -> 2/7; 8..12 -> 5/7.
    # P = (5*1 + 2*2/7 + 5*5/7) / 12 = (64/7) / 12 = 16/21; every gold cluster is whole, R = 1.
    # F1 = 2 * 16/21 / (1 + 16/21) = 32/37.
    assert bcubed(BB_GOLD, BB_PRED) == pytest.approx((16 / 21, 1.0, 32 / 37))


def test_muc_on_the_bagga_baldwin_example_and_vilain_example():
    # N = 12, non-zero cells 3, 3 gold and 2 predicted clusters:
    # R = (12 - 3) / (12 - 3) = 1; P = (12 - 3) / (12 - 2) = 9/10; F1 = 2*0.9/1.9 = 18/19.
    assert muc(BB_GOLD, BB_PRED) == pytest.approx((0.9, 1.0, 18 / 19))
    # Vilain et al.: gold {A,B,C,D}, response {A,B} {C,D}: R = (4-2)/(4-1) = 2/3, P = (4-2)/(4-2) = 1.
    assert muc("xxxx", [0, 0, 1, 1]) == pytest.approx((1.0, 2 / 3, 0.8))


def test_muc_when_there_is_nothing_to_link():
    # All gold singletons: recall 0/0 -> 1.0. Predicted singletons too: precision 0/0 -> 1.0.
    assert muc("abc", [0, 1, 2]) == (1.0, 1.0, 1.0)
    # Merging two of them: precision (3 - 3) / (3 - 2) = 0, recall still 1.0, F1 0.
    assert muc("abc", [0, 0, 1]) == (0.0, 1.0, 0.0)


def test_adjusted_rand_index():
    # Gold {0,1,2} {3,4,5}, predicted {0,1} {2,3} {4,5}. Cells: 2,1 / 1,2 -> index = 1 + 1 = 2;
    # A = 3 + 3 = 6, B = 1 + 1 + 1 = 3, T = C(6,2) = 15; expected = 6*3/15 = 1.2, max = 4.5;
    # ARI = (2 - 1.2) / (4.5 - 1.2) = 8/33 (scikit-learn's documented 0.24).
    assert adjusted_rand_index([0, 0, 0, 1, 1, 1], [0, 0, 1, 1, 2, 2]) == pytest.approx(8 / 33)
    # Crossed: every cell 1 -> index 0; A = B = 2, T = 6, expected 2/3, max 2: ARI = -(2/3)/(4/3) = -0.5.
    assert adjusted_rand_index("aabb", [0, 1, 0, 1]) == pytest.approx(-0.5)
    # Identical up to relabelling, including the degenerate partitions (0/0 -> 1.0).
    assert adjusted_rand_index("aabc", [7, 7, 1, 2]) == 1.0
    assert adjusted_rand_index("abc", [0, 1, 2]) == 1.0
    assert adjusted_rand_index("aaa", [5, 5, 5]) == 1.0
    assert adjusted_rand_index("a", [0]) == 1.0


def test_exact_match_and_pair_counts():
    assert exact_match(["e1", "e1", "e2"], [4, 4, 9])
    assert not exact_match(["e1", "e1", "e2"], [4, 9, 9])
    assert not exact_match("aab", [0, 0, 0])
    # Gold {0,1} {2}, predicted {0,1,2}: pairs 01 together in both; 02, 12 only in pred; 3 pairs.
    counts = pair_counts("aab", [0, 0, 0])
    assert (counts.same_both, counts.same_gold, counts.same_pred, counts.total) == (1, 1, 3, 3)


def test_empty_and_mismatched_inputs():
    assert bcubed([], []) == (1.0, 1.0, 1.0)
    assert muc([], []) == (1.0, 1.0, 1.0)
    assert adjusted_rand_index([], []) == 1.0 and exact_match([], [])
    with pytest.raises(ValueError):
        bcubed("ab", [0])


# --- gold readers ----------------------------------------------------------------

def test_tab_reader_on_the_dev_set(tab_cases):
    docs = read_gold(TAB_DEV)
    assert len(docs) == 26
    for doc, case in zip(docs, tab_cases):
        assert doc.language == "en" and doc.doc_id == case["doc_id"]
        annotator = (case["quality_checked"] or list(case["annotations"]))[0]
        assert len(doc.mentions) == len(case["annotations"][annotator]["entity_mentions"])
        assert all(doc.text[m.start:m.end] == m.text for m in doc.mentions)
        assert [m.start for m in doc.mentions] == sorted(m.start for m in doc.mentions)


def _tab_record(doc_id, annotators, quality_checked):
    text = "Mr John Smith lives in Oslo."
    mention = {"entity_type": "PERSON", "start_offset": 3, "end_offset": 13, "span_text": "John Smith",
               "identifier_type": "DIRECT", "entity_id": "e1"}
    return {"doc_id": doc_id, "text": text, "quality_checked": quality_checked,
            "annotations": {name: {"entity_mentions": [dict(mention, entity_id=f"{name}-e1")]}
                            for name in annotators}}


def test_tab_reader_takes_a_json_list_and_the_first_checked_annotator(tmp_path):
    path = tmp_path / "cases.json"
    path.write_text(json.dumps([_tab_record("d1", ["a1", "a2"], ["a2"]),
                                _tab_record("d2", ["a1", "a2"], [])]), encoding="utf-8")
    first, second = read_gold(path)
    assert first.mentions == [GoldMention(3, 13, "John Smith", "PERSON", "DIRECT", "a2-e1")]
    assert second.mentions[0].entity_id == "a1-e1" and second.mentions[0].to_mask


def test_gold_spans_are_checked_and_formats_dispatched(tmp_path):
    with pytest.raises(ValueError):
        GoldDocument("d", "John Smith", "en", [GoldMention(0, 4, "Jane", "PERSON", "DIRECT", None)])
    with pytest.raises(ValueError):
        read_gold(tmp_path / "cases.xml")


def test_detokenize_glues_punctuation_and_keeps_offsets():
    sentences = [["L", "'", "affaire", "(", "no", "20022", "/", "92", ")", "."],
                 ["Mme", "Anne", "-", "Marie", "Andersson", ",", "l’", "avocat", "[", "X", "]", ":", "oui", ";"]]
    text, offsets = detokenize(sentences)
    assert text == "L'affaire (no 20022/92).\nMme Anne-Marie Andersson, l’avocat [X]: oui;"
    assert [text[s:e] for s, e in offsets] == [t for sentence in sentences for t in sentence]


TINY_TSV = """PROCÉDURE O

Le B-DATE
2 I-DATE
mai I-DATE
, O
M B-PER
. I-PER
Dupont I-PER
( O
française B-NATIONALITY
) O
vit O
à O
Lyon B-LOC
. O

PROCÉDURE O

M B-LEGAL_PROFESSIONAL
. I-LEGAL_PROFESSIONAL
Ryssdal I-LEGAL_PROFESSIONAL
préside O
. O
"""


def test_token_tsv_documents_and_label_mapping(tmp_path):
    path = tmp_path / "ES-tiny.tsv"
    path.write_bytes(TINY_TSV.replace("\n", "\r\n").encode("utf-8"))
    first, second = read_gold(path)
    assert (first.doc_id, first.language) == ("ES-tiny-1", "es")
    assert first.text == "PROCÉDURE\nLe 2 mai, M. Dupont (française) vit à Lyon."
    assert [(m.text, m.category, m.identifier_type, m.professional) for m in first.mentions] == [
        ("Le 2 mai", "DATE", "QUASI", False), ("M. Dupont", "PERSON", "DIRECT", False),
        ("française", "NATIONALITY", "NO_MASK", False), ("Lyon", "LOC", "QUASI", False)]
    assert second.text == "PROCÉDURE\nM. Ryssdal préside."
    assert second.mentions == [GoldMention(10, 20, "M. Ryssdal", "PERSON", "NO_MASK", None, True)]


def _token_runs(path) -> list[str]:
    """The tokens of every tagged run of a token file, concatenated: read independently of the reader."""
    runs, label = [], None
    for line in path.read_text(encoding="utf-8").splitlines():
        token, tag = line.split(" ") if line.strip() else ("", "O")
        if tag.startswith("I-") and tag[2:] == label:
            runs[-1] += token
        elif tag != "O":
            runs.append(token)
        label = tag[2:] if tag != "O" else None
    return runs


@pytest.mark.parametrize("name, language, documents", [("FR-manual-dev.tsv", "fr", 2),
                                                       ("ES-manual-dev.tsv", "es", 5)])
def test_token_tsv_reader_on_the_dev_files(name, language, documents):
    docs = read_gold(ECHR / name)
    assert len(docs) == documents
    assert all(d.language == language and d.text.split("\n")[0] in ("PROCÉDURE", "PROCEDIMIENTO") for d in docs)
    mentions = [m for d in docs for m in d.mentions]
    assert all(d.text[m.start:m.end] == m.text for d in docs for m in d.mentions)
    # Rebuilt text only adds spaces between the tokens of a mention.
    assert ["".join(m.text.split()) for m in mentions] == _token_runs(ECHR / name)
    assert all(m.entity_id is None for m in mentions)


def test_gold_grouping_scores_perfectly_against_itself():
    doc = read_gold(TAB_DEV)[0]
    ids = [m.entity_id for m in doc.mentions if m.category == "PERSON" and m.to_mask]
    assert len(set(ids)) > 1
    assert bcubed(ids, ids) == (1.0, 1.0, 1.0) and adjusted_rand_index(ids, ids) == 1.0
    by_span = {(m.start, m.end): m.entity_id for m in doc.mentions}
    scores = grouping_scores(doc, lambda text, spans: [hash(by_span[s]) for s in spans])
    assert scores.exact and scores.ari == 1.0 and scores.muc == (1.0, 1.0, 1.0)


# --- scores ------------------------------------------------------------------------

TEXT = "Mr John Smith met Ms Jane Doe and Judge Ann Lee. Smith paid J. Doe in Paris."


def at(fragment: str, nth: int = 0) -> tuple[int, int]:
    start = -1
    for _ in range(nth + 1):
        start = TEXT.index(fragment, start + 1)
    return start, start + len(fragment)


def gold(fragment, category, identifier_type, entity_id, nth=0, professional=False):
    start, end = at(fragment, nth)
    return GoldMention(start, end, fragment, category, identifier_type, entity_id, professional)


DOC = GoldDocument("tiny", TEXT, "en", [
    gold("Mr John Smith", "PERSON", "DIRECT", "p1"),                        # g1
    gold("Ms Jane Doe", "PERSON", "DIRECT", "p2"),                          # g2
    gold("Judge Ann Lee", "PERSON", "NO_MASK", "p3", professional=True),    # g3
    gold("Smith", "PERSON", "QUASI", "p1", nth=1),                          # g4
    gold("J. Doe", "PERSON", "QUASI", "p2"),                                # g5
    gold("Paris", "LOC", "QUASI", "l1"),                                    # g6
])


def entity(id_, category, anonymize, replacement, *fragments):
    return {"id": id_, "category": category, "role": None, "anonymize": anonymize, "replacement": replacement,
            "mentions": [{"start": s, "end": e, "text": TEXT[s:e]} for s, e in (at(*f) for f in fragments)]}


PREDICTION = [
    entity("E1", "PERSON", True, "J.S.", ("John Smith",), ("Smith", 1)),
    entity("E2", "PERSON", True, "J.D.", ("Jane",)),                 # misses "Doe"
    entity("E3", "PERSON", False, "A.L.", ("Ann Lee",)),             # the judge, listed off
    entity("E4", "PERSON", False, "J.S.", ("J. Doe",)),              # off, and a clashing stand-in
    entity("E5", "PERSON", True, "P.", ("Paris",)),                  # a place taken for a person
    entity("E6", "ORG", True, "p[…]", ("paid",)),                   # a false alarm
]


def test_name_words_skip_leading_titles_and_lowercase_particles():
    def words(text):
        return [text[s:e] for s, e in name_words(GoldMention(0, len(text), text, "PERSON", "DIRECT", None))]

    assert words("Mr Justice Mance") == ["Mance"]
    assert words("M. et Mme Robins") == ["Robins"]
    assert words("Mr. W. Ganshof van der Meersch") == ["W", "Ganshof", "Meersch"]
    assert words("Miss M") == ["M"]
    assert words("Mr J. O’Reilly-Smith") == ["J", "O’Reilly-Smith"]
    assert words("Joginder Singh's") == ["Joginder", "Singh"]
    assert words("Mr Jones’") == ["Jones"]


def test_person_recall_and_precision():
    # To mask: g1 (John, Smith: inside E1), g2 (Jane, Doe: Doe uncovered), g4 (Smith: E1),
    # g5 (J, Doe: E4, which is off). Listed: 3/4; on: 2/4.
    listed, on = person_recall(DOC, PREDICTION), person_recall(DOC, PREDICTION, on_only=True)
    assert (listed.hits, listed.total, on.hits, on.total) == (3, 4, 2, 4)
    # Predicted PERSON mentions: E1 x2, E2, E3, E4, E5 = 6; all but "Paris" touch a gold person
    # (the judge counts): 5/6.
    precision = person_precision(DOC, PREDICTION)
    assert (precision.hits, precision.total) == (5, 6) and precision.value == pytest.approx(5 / 6)


def test_identifier_recall_and_mask_precision():
    # DIRECT: g1 has 10 of 13 characters covered (>= half), g2 4 of 11 (< half): 1/2, listed or on.
    assert identifier_recall(DOC, PREDICTION, "DIRECT").value == 0.5
    assert identifier_recall(DOC, PREDICTION, "DIRECT", on_only=True).value == 0.5
    # QUASI: g4, g5, g6 covered by E1, E4, E5: 3/3 listed; E4 is off: 2/3 on.
    assert identifier_recall(DOC, PREDICTION, "QUASI").value == 1.0
    assert identifier_recall(DOC, PREDICTION, "QUASI", on_only=True).value == pytest.approx(2 / 3)
    # On mentions: E1 x2, E2, E5, E6 = 5; all but "paid" overlap a gold mention to mask: 4/5.
    assert mask_precision(DOC, PREDICTION).value == pytest.approx(4 / 5)


def test_consistency_of_replacements():
    # Detected: g1 -> E1 "J.S.", g2 -> E2 "J.D.", g4 -> E1 "J.S.", g5 -> E4 "J.S."; gold p1 p2 p1 p2.
    # Pairs: g1-g4 same person, same stand-in (TP); g1-g5, g4-g5 same stand-in, different people (FP);
    # g2-g5 same person, different stand-ins (FN); g1-g2, g2-g4 neither.
    counts = consistency(DOC, PREDICTION)
    assert (counts.same_both, counts.same_pred, counts.same_gold) == (1, 3, 2)
    # P = 1/3, R = 1/2, F1 = 2 * 1/6 / (5/6) = 0.4
    assert Report(consistency=counts).as_dict()["consistency"]["f1"] == pytest.approx(0.4)


def test_consistency_takes_the_entity_overlapping_most():
    text = "Anna Maria Rossi came. Maria Rossi left."
    doc = GoldDocument("d", text, "en", [GoldMention(0, 16, "Anna Maria Rossi", "PERSON", "DIRECT", "p"),
                                         GoldMention(23, 34, "Maria Rossi", "PERSON", "DIRECT", "p")])
    prediction = [
        {"id": "a", "category": "PERSON", "anonymize": True, "replacement": "A.", "mentions": [
            {"start": 0, "end": 4, "text": "Anna"}]},
        {"id": "b", "category": "PERSON", "anonymize": True, "replacement": "M.R.", "mentions": [
            {"start": 5, "end": 16, "text": "Maria Rossi"}, {"start": 23, "end": 34, "text": "Maria Rossi"}]},
    ]
    # The first gold mention overlaps "a" by 4 characters and "b" by 11: it takes "M.R.", one pair, right.
    counts = consistency(doc, prediction)
    assert (counts.same_both, counts.same_pred, counts.same_gold) == (1, 1, 1)


def test_grouping_scores_through_a_cluster_function():
    # Persons to mask, in order: g1 p1, g2 p2, g4 p1, g5 p2. Grouped by last word: perfect.
    def by_surname(text, spans):
        return [hash(text[s:e].split()[-1]) for s, e in spans]

    perfect = grouping_scores(DOC, by_surname)
    assert perfect.exact and perfect.mentions == 4 and perfect.bcubed == (1.0, 1.0, 1.0)
    # All singletons: B-cubed P = 1, R = 1/2 (each person has two mentions), F1 = 2/3;
    # MUC R = (4 - 4) / (4 - 2) = 0, P = 0/0 -> 1, F1 = 0; ARI: index 0, A = 2, B = 0 -> 0.
    apart = grouping_scores(DOC, lambda text, spans: list(range(len(spans))))
    assert apart.bcubed == pytest.approx((1.0, 0.5, 2 / 3))
    assert apart.muc == (1.0, 0.0, 0.0) and apart.ari == 0.0 and not apart.exact
    # No entity ids (token files) or no person to mask: not scored.
    assert grouping_scores(GoldDocument("d", "M. S.", "fr", [
        GoldMention(0, 5, "M. S.", "PERSON", "DIRECT", None)]), by_surname) is None
    assert grouping_scores(GoldDocument("d", "Oslo", "en", []), by_surname) is None


def test_aggregate_grouping():
    # 4 mentions with B-cubed R 1/2 and 2 mentions with R 1: micro R = (4*0.5 + 2*1) / 6 = 2/3,
    # P = 1, F1 = 4/5; MUC F1 and ARI macro: (0 + 1) / 2; one exact document of two.
    summary = aggregate_grouping([
        GroupingScores("a", 4, (1.0, 0.5, 2 / 3), (1.0, 0.0, 0.0), 0.0, False),
        GroupingScores("b", 2, (1.0, 1.0, 1.0), (1.0, 1.0, 1.0), 1.0, True),
    ])
    assert summary.mentions == 6 and summary.bcubed_recall == pytest.approx(2 / 3)
    assert summary.bcubed_f1 == pytest.approx(0.8)
    assert (summary.muc_f1, summary.ari, summary.exact_share) == (0.5, 0.5, 0.5)
    assert aggregate_grouping([]) is None


def test_report_adds_documents_up():
    one = score_document(DOC, PREDICTION)
    assert one.grouping == ()
    report = evaluate([DOC, DOC], lambda doc: PREDICTION, cluster_fn=lambda text, spans: [0] * len(spans))
    assert report == one + one + Report(grouping=report.grouping)
    result = report.as_dict()
    assert result["documents"] == 2
    # Twice the counts of the single document, so the same ratios.
    assert result["person_recall"]["listed"] == {"value": 0.75, "hits": 6, "total": 8}
    assert result["person_recall"]["on"]["value"] == 0.5
    assert result["person_precision"]["total"] == 12
    assert result["identifier_recall"]["on"]["QUASI"]["hits"] == 4
    assert result["mask_precision"]["value"] == pytest.approx(0.8)
    assert result["consistency"]["precision"] == {"value": pytest.approx(1 / 3), "hits": 2, "total": 6}
    # One cluster for p1 and p2: B-cubed P = 1/2, R = 1 on both documents.
    assert result["grouping"]["documents"] == 2 and result["grouping"]["bcubed_precision"] == 0.5
    assert Report().as_dict()["person_precision"]["value"] is None


# --- baselines -----------------------------------------------------------------------

def test_nome_baseline_lists_runs_of_capitalised_words():
    text = ("The applicant, Mr Cengiz Polat, met Ahmet Öztürk in Ankara. "
            "Ahmet Öztürk and Cengiz Polat left; Mr. Polat stayed with Jean-Luc O’Neil.")
    entities = nome_baseline(text)
    assert [(e["replacement"], [m["text"] for m in e["mentions"]]) for e in entities] == [
        ("M.C.P.", ["Mr Cengiz Polat"]), ("A.Ö.", ["Ahmet Öztürk", "Ahmet Öztürk"]),
        ("C.P.", ["Cengiz Polat"]), ("J.O.", ["Jean-Luc O’Neil"])]
    assert all(e["category"] == "PERSON" and e["anonymize"] for e in entities)
    assert all(text[m["start"]:m["end"]] == m["text"] for e in entities for m in e["mentions"])


def test_spacy_baseline_groups_persons_by_string():
    from nomen.models import ner_pipeline

    text = "John Smith met Mary Jones in London. John Smith left."
    entities = spacy_baseline(ner_pipeline("en"))(text)
    by_string = {e["mentions"][0]["text"]: e for e in entities}
    assert len(by_string) == len(entities) and all(e["category"] == "PERSON" for e in entities)
    assert [m["start"] for m in by_string["John Smith"]["mentions"]] == [0, 37]
    assert by_string["John Smith"]["replacement"] == "J.S."


# --- InLegalNER: persons by role ----------------------------------------------------

def _inlegalner_line(text_id: str, text: str, spans: list[tuple[str, str]]) -> str:
    return json.dumps({"id": text_id, "kind": "judgment", "text": text,
                       "entities": [[text.index(t), text.index(t) + len(t), label] for t, label in spans]})


def test_inlegalner_split_is_fixed_by_the_id_and_about_one_in_five():
    from nomen.evaluation.gold import split_of

    parts = [split_of(f"text-{n}") for n in range(2000)]
    assert parts == [split_of(f"text-{n}") for n in range(2000)]  # no randomness
    assert 0.17 < parts.count("dev") / len(parts) < 0.23 and set(parts) == {"dev", "train"}


def test_inlegalner_reader_maps_roles_and_reads_only_its_part(tmp_path):
    from nomen.evaluation.gold import read_inlegalner, split_of

    text = "Before Hon'ble Vikram Rao J. Mr R K Mehra for the petitioner Ram Lal. PW-3 Harish Kumar deposed."
    ids = [f"t{n}" for n in range(40)]
    path = tmp_path / "inlegalner_small.jsonl"
    path.write_text("\n".join(_inlegalner_line(i, text, [("Vikram Rao", "JUDGE"), ("R K Mehra", "LAWYER"),
                                                         ("Ram Lal", "PETITIONER"), ("Harish Kumar", "WITNESS")])
                              for i in ids), encoding="utf-8")
    dev = read_inlegalner(path, "dev")
    assert [d.doc_id for d in dev] == [i for i in ids if split_of(i) == "dev"] and dev
    assert len(read_inlegalner(path, None)) == 40 and len(read_inlegalner(path, "train")) == 40 - len(dev)
    mentions = {m.text: m for m in dev[0].mentions}
    assert (mentions["Vikram Rao"].role, mentions["Vikram Rao"].professional, mentions["Vikram Rao"].to_mask) == \
        ("judge", True, False)
    assert mentions["R K Mehra"].role == "counsel" and mentions["Ram Lal"].category == "PARTY"
    assert mentions["Harish Kumar"].to_mask and not mentions["Harish Kumar"].professional
    assert [d.doc_id for d in read_gold(path)] == [d.doc_id for d in dev]  # dispatched by its name


def test_professionals_are_listed_and_kept_named_only_off_and_in_their_role():
    from nomen.evaluation.scoring import professionals

    text = "Before Vikram Rao J. Mr R K Mehra for the petitioner Ram Lal. Counsel Anil Sethi appeared."
    def gold(t, role):
        return GoldMention(text.index(t), text.index(t) + len(t), t, "PERSON", "NO_MASK", None, True, role)
    doc = GoldDocument("d", text, "en", [gold("Vikram Rao", "judge"), gold("R K Mehra", "counsel"),
                                         gold("Anil Sethi", "counsel"),
                                         GoldMention(text.index("Ram Lal"), text.index("Ram Lal") + 7, "Ram Lal",
                                                     "PARTY", "NO_MASK", None)])

    def entity(t, role, on):
        return {"category": "PERSON", "role": role, "anonymize": on,
                "mentions": [{"start": text.index(t), "end": text.index(t) + len(t)}]}
    # Rao: off, judge (kept); Mehra: off but read as a judge (listed, not kept); Sethi: missed.
    listed, kept = professionals(doc, [entity("Vikram Rao", "judge", False), entity("R K Mehra", "judge", False),
                                       entity("Ram Lal", None, True)])
    assert (listed.hits, listed.total, kept.hits, kept.total) == (2, 3, 1, 3)
    # A person entity on, even with the right role, is not kept named.
    _, kept = professionals(doc, [entity("Vikram Rao", "judge", True)])
    assert kept.hits == 0
    # The party counts for precision: every predicted mention here touches a gold person or party.
    assert person_precision(doc, [entity("Ram Lal", None, True), entity("Vikram Rao", "judge", False)]).value == 1.0


def test_precision_with_unannotated_kin_aside_leaves_out_only_kin_that_no_gold_person_covers():
    from nomen.evaluation.scoring import person_precision_kin_aside

    text = "Rajni Devi W/o Sh. Dhanwant Singh R/o Delhi met Bangalore and Meena, daughter of Ravi Kumar."
    gold = [GoldMention(text.index("Rajni Devi"), text.index("Rajni Devi") + 10, "Rajni Devi", "PERSON", "DIRECT",
                        None),
            GoldMention(text.index("Ravi Kumar"), text.index("Ravi Kumar") + 10, "Ravi Kumar", "PERSON", "DIRECT",
                        None)]
    doc = GoldDocument("kin", text, "en", gold)

    def entity(t):
        return {"category": "PERSON", "role": None, "anonymize": True,
                "mentions": [{"start": text.index(t), "end": text.index(t) + len(t)}]}
    predicted = [entity("Rajni Devi"), entity("Sh. Dhanwant Singh"), entity("Bangalore"), entity("Ravi Kumar")]
    # Four listed, two right: Dhanwant Singh (kin, unannotated) and Bangalore (a place) wrong.
    assert person_precision(doc, predicted).value == 0.5
    # Kin aside: Dhanwant Singh leaves the count; Bangalore stays wrong; Ravi Kumar, kin but gold, stays right.
    aside = person_precision_kin_aside(doc, predicted)
    assert (aside.hits, aside.total) == (2, 3)


def test_the_accuracy_page_says_which_goals_are_met():
    from nomen.evaluation.markdown import accuracy_page

    def report(recall_listed, precision):
        return {"person_recall": {"listed": {"value": recall_listed}}, "person_precision": {"value": precision}}
    sections = {"tab_dev.jsonl": (26, {"Nomen": report(0.5, 0.5), "Nomen, professionals on": report(0.99, 0.91)})}
    page = accuracy_page(sections, "nomen evaluate tab_dev.jsonl")
    assert "| tab_dev.jsonl | Nomen, professionals on | Person recall, listed | ≥ 0.98 | 0.990 | yes |" in page
    assert "| tab_dev.jsonl | Nomen, professionals on | Person precision | ≥ 0.93 | 0.910 | no |" in page
    assert "| tab_dev.jsonl | Nomen, professionals on | QUASI identifier recall, listed | ≥ 0.85 | — | — |" in page
    assert "inlegalner" not in page.split("## tab_dev.jsonl")[0].split("## Goals")[1]  # corpora not scored: no row
