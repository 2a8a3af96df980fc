"""Clustering of name variants: the rules string distance alone misses."""

from __future__ import annotations

import re

from nomen.detect.base import Candidate
from nomen.grouping.cluster import THRESHOLD, form_distance, group_forms
from nomen.grouping.kin_genders import kin_genders
from nomen.model import AnalyzeOptions
from nomen.names.forms import parse_name
from tests.conftest import entity_of

TITLES = frozenset({"mr", "mrs", "ms", "miss", "dr", "m", "mme"})


def labels_of(names, acronyms=False):
    forms = [parse_name(n, TITLES) for n in names]
    unique = list(dict.fromkeys(forms))
    grouping = group_forms(unique, acronyms=acronyms)
    labels = [grouping.labels[unique.index(f)] for f in forms]
    return labels, {n for n, f in zip(names, forms) if grouping.labels[unique.index(f)] in grouping.ambiguous}


def test_normalisation_of_titles_case_accents_and_transposed_forms():
    assert parse_name("MILLAR, William", TITLES).tokens == ("william", "millar")
    assert parse_name("Mr. Millar's", TITLES).tokens == ("millar",)
    assert parse_name("Mr. Millar's", TITLES).gender == "m"
    assert parse_name("PÉREZ CABRERA, María José", TITLES).tokens == ("maria", "jose", "perez", "cabrera")
    form = parse_name("C.A. Whomersley", TITLES)
    assert form.tokens == ("c", "a", "whomersley") and form.is_initial == (True, True, False)


def test_an_initial_written_without_its_dot_is_an_initial():
    form = parse_name("Mrs J Whitcombe", TITLES)
    assert form.tokens == ("j", "whitcombe") and form.is_initial == (True, False)
    labels, ambiguous = labels_of(["Dr Mairead Connolly", "Dr M Connolly", "Dr Connolly", "Mr Gareth Whitcombe",
                                   "Mrs Joanne Whitcombe", "Mrs J Whitcombe"])
    assert labels[0] == labels[1] == labels[2] and labels[4] == labels[5] != labels[3] and not ambiguous


def test_an_initial_stands_for_no_name_when_the_longer_name_spells_another_before_it():
    labels, _ = labels_of(["SANGEETA V NAIK", "MAHESH S NAIK", "Mahesh Naik", "M. S. Naik"])
    assert labels[0] != labels[1] and labels[1] == labels[2] == labels[3]


def test_initials_alone_are_a_pseudonym_that_joins_no_name_spelt_out(engine):
    assert form_distance(parse_name("J.B.", TITLES), parse_name("Bradley J. Heinz", TITLES), {}) == 1.0
    text = ("Bradley J. Heinz, Austin, for Relators.\n\nTravis and Amber never married. Their daughter, J.B., was "
            "born in 2017. Until 2022, J.B. lived with Amber in Tyler.")
    result = engine.analyze(text, AnalyzeOptions(language="en")).to_dict()
    child, counsel = entity_of(result, "J.B."), entity_of(result, "Bradley J. Heinz")
    assert child is not counsel and child["anonymize"] and not counsel["anonymize"]


def test_an_initial_the_other_name_has_no_place_for_keeps_two_people_apart():
    labels, _ = labels_of(["R.K. Sharma", "R.S. Sharma", "Ravi K. Sharma", "A.T.T.", "M.J.T.T.", "J.T.T."])
    assert labels[0] != labels[1] and labels[0] == labels[2]
    assert labels[3] != labels[4] and labels[4] == labels[5]


def test_variants_of_one_person_join():
    labels, ambiguous = labels_of(["William Millar", "Mr. Millar", "MILLAR, William", "W. Millar", "Millar"])
    assert len(set(labels)) == 1 and not ambiguous


def test_relatives_sharing_a_surname_stay_apart_and_the_lone_surname_is_ambiguous():
    labels, ambiguous = labels_of(["Pedro Pérez", "Juan Pérez", "Pérez"])
    assert len(set(labels)) == 3
    assert ambiguous == {"Pérez"}


def test_lone_first_name_joins_its_only_bearer():
    labels, _ = labels_of(["Mary Hazel Lowe", "Hazel", "John Smith"])
    assert labels[0] == labels[1] != labels[2]


def test_gendered_title_settles_a_shared_surname():
    labels, ambiguous = labels_of(["Mr Juan Pérez", "Mrs Ana Pérez", "Mrs Pérez", "Mr Pérez"])
    assert labels[2] == labels[1] and labels[3] == labels[0] and labels[0] != labels[1]
    assert not ambiguous


def test_a_title_of_the_other_gender_is_not_the_only_bearers():
    labels, ambiguous = labels_of(["Mr Arthur Beddoes", "Mrs Beddoes", "Mr Beddoes", "Beddoes"])
    assert labels[0] == labels[2] == labels[3] != labels[1] and not ambiguous


def test_his_honour_judge_written_hhj_is_the_same_judge(engine):
    text = "SENTENCING REMARKS OF HIS HONOUR JUDGE GIDEON FARRANT\n\n1. Take him down.\n\nHHJ Farrant"
    result = engine.analyze(text, AnalyzeOptions(language="en")).to_dict()
    judge = entity_of(result, "HHJ Farrant")
    assert judge["role"] == "judge" and not judge["anonymize"] and len(judge["mentions"]) == 2


def test_a_title_settles_a_shared_surname_when_one_bearer_alone_was_written_with_it():
    titles = TITLES | {"sergeant", "detective"}
    names = ["Sergeant Miguel A. Ortiz", "Denise Ortiz", "Sergeant Ortiz", "Dr. Peter Odhiambo", "Jane Odhiambo",
             "Brian Odhiambo", "Dr. Odhiambo", "Ortiz"]
    forms = [parse_name(n, titles) for n in names]
    grouping = group_forms(forms)
    labels = grouping.labels
    assert labels[2] == labels[0] != labels[1] and labels[6] == labels[3] not in {labels[4], labels[5]}
    assert labels[7] in grouping.ambiguous  # untitled, still either Ortiz
    two_doctors = group_forms([parse_name(n, titles) for n in ["Dr Ann Lee", "Dr Bo Lee", "Dr Lee"]])
    assert two_doctors.labels[2] in two_doctors.ambiguous


def test_a_kinship_word_beside_a_full_name_tells_a_lone_titled_surname_whose_it_is_not(engine):
    text = ("[1] Tamati Hēmi and Sarah Whitfield are the parents of Aria. I heard from Mr Hēmi's mother, Mere Hēmi, "
            "and from Hinemoa Hēmi, his sister. Mr Hēmi opposes the move. Mrs Hēmi gave evidence.\n"
            "The Union called the grievor, Dwayne Pelletier, his co-worker, and his wife, Tammy Pelletier. His "
            "father, Roger Pelletier, was ill. Mr. Pelletier apologized.")
    result = engine.analyze(text).to_dict()
    assert entity_of(result, "Mr Hēmi") is entity_of(result, "Tamati Hēmi")
    # two women bear the name: "Mrs Hēmi" stays apart, and so does "Mr. Pelletier" between two men
    assert entity_of(result, "Mrs Hēmi")["ambiguous"] and entity_of(result, "Mr. Pelletier")["ambiguous"]
    assert entity_of(result, "Mr. Pelletier") is not entity_of(result, "Roger Pelletier")


def test_kinship_words_give_genders_only_where_they_agree():
    text = ("his wife, Tammy Pelletier; Roger Pelletier, the grievor's father; sa fille Julie Martin; "
            "Ann Lee, his sister, and Ann Lee, her brother; Dwayne Pelletier spoke")
    people = [Candidate(m.start(), m.end(), "PERSON", 0.9, "test")
              for m in re.finditer(r"[A-Z]\w+ (?:Pelletier|Martin|Lee)", text)]
    assert kin_genders(people, text) == {"Tammy Pelletier": "f", "Roger Pelletier": "m", "Julie Martin": "f"}


def test_spelling_variants_join_but_different_names_conflict():
    near = {}
    assert form_distance(parse_name("Mehmet Yilmaz", TITLES), parse_name("Mehmet Yılmaz", TITLES), near) == 0.0
    assert form_distance(parse_name("Ahmet Yilmaz", TITLES), parse_name("Mehmet Yilmaz", TITLES), near) == 1.0
    labels, _ = labels_of(["Oleksandr Volkov", "Oleksander Volkov", "Ivan Volkov"])
    assert labels[0] == labels[1] != labels[2]


def test_threshold_is_the_tuned_overlap_distance():
    assert 0.0 < THRESHOLD < 1.0
    d = form_distance(parse_name("John Smith", TITLES), parse_name("John Edward Smith", TITLES), {})
    assert d < THRESHOLD


def test_organisations_join_their_short_forms_and_acronyms():
    labels, _ = labels_of(["RBC Dominion Securities", "RBC"], acronyms=True)
    assert labels[0] == labels[1]
    labels, _ = labels_of(["Royal Air Force", "RAF", "Foreign and Commonwealth Office"], acronyms=True)
    assert labels[0] == labels[1] != labels[2]
    labels, _ = labels_of(["Istanbul State Security Court", "Ankara State Security Court"], acronyms=True)
    assert labels[0] != labels[1]


def test_cluster_endpoint_groups_spans(client):
    text = "William Millar met Juan Pérez. Later Mr. Millar and MILLAR, William left; Pedro Pérez stayed."
    names = ["William Millar", "Juan Pérez", "Mr. Millar", "MILLAR, William", "Pedro Pérez"]
    mentions = [{"start": text.index(n), "end": text.index(n) + len(n)} for n in names]
    labels = client.post("/api/cluster", json={"text": text, "mentions": mentions}).get_json()["labels"]
    assert labels[0] == labels[2] == labels[3]
    assert len({labels[0], labels[1], labels[4]}) == 3


def test_an_initial_never_stands_for_a_surname():
    forms = [parse_name(t, TITLES) for t in ("Mr. M. Russell", "Mr. R. Macdonald", "Mr. Russell")]
    labels = group_forms(forms).labels
    assert labels[0] != labels[1]
    assert labels[0] == labels[2]


def test_a_wife_and_her_husband_known_by_surname_alone_are_two_people():
    labels, _ = labels_of(["Mrs Okafor", "Dr Okafor", "Okafor", "Mrs Okafor"])
    assert labels[0] == labels[3] and labels[0] != labels[1] and labels[1] == labels[2]
    # A given name says it is one woman: "Dr Ada Okafor" is "Ms Okafor"; and one title alone splits nothing.
    labels, _ = labels_of(["Ms Ada Okafor", "Dr Ada Okafor", "Ms Okafor", "Dr Okafor"])
    assert len(set(labels)) == 1
    labels, _ = labels_of(["Dr Okafor", "Okafor"])
    assert len(set(labels)) == 1


def test_south_asian_titles_tell_gender():
    assert parse_name("Smt. Kamla Devi", TITLES | {"smt"}).gender == "f"
    assert parse_name("Shri Ram Lal", TITLES | {"shri"}).gender == "m"


def _every_pair_clusters(forms) -> list[list[int]]:
    """The definition the grouping must keep: every pair's distance, one average-linkage tree, cut."""
    import numpy as np
    from scipy.cluster.hierarchy import fcluster, linkage
    from scipy.spatial.distance import squareform

    from nomen.grouping.cluster import _token_similarity

    near = _token_similarity(forms)
    n = len(forms)
    dist = np.zeros((n, n))
    for i in range(n):
        for j in range(i + 1, n):
            dist[i, j] = dist[j, i] = form_distance(forms[i], forms[j], near)
    labels = fcluster(linkage(squareform(dist, checks=False), method="average"), t=THRESHOLD, criterion="distance")
    return sorted(sorted(i for i in range(n) if labels[i] == label) for label in set(labels))


def test_clustering_only_neighbours_gives_the_clusters_of_every_pair():
    """The grouping computes distances only for names with a token in common, a near-equal token or an
    initial of a given name, and clusters each connected group apart; on the TAB dev cases' names (with
    initials, surnames alone and capitals added) its clusters are those of the full matrix."""
    from bench.corpus import person_mentions
    from nomen.grouping.cluster import _agglomerate

    titles = frozenset({"mr", "mrs", "ms", "miss", "dr"})
    names = person_mentions()
    # Initials before a surname, and initials alone for the given names of a longer name ("J. K." for
    # "John Kevin Rowling"): linked to it by nothing but initials, the case the neighbour search must not miss.
    variants = names + [f"{n.split()[0][0]}. {n.split()[-1]}" for n in names if len(n.split()) > 1] + \
        [f"{n.split()[0][0]}. {n.split()[1][0]}." for n in names if len(n.split()) > 2]
    forms = [f for f in dict.fromkeys(parse_name(n, titles) for n in variants) if len(f.tokens) > 1]
    assert len(forms) > 200
    labels = _agglomerate(forms, THRESHOLD)
    grouped = sorted(sorted(i for i in range(len(forms)) if labels[i] == label) for label in set(labels))
    assert grouped == _every_pair_clusters(forms)
    assert any(len(group) > 1 for group in grouped)  # some names do join


def test_sparse_average_linkage_merges_as_scipy_does():
    """The clusters of `linkage.average_linkage_clusters` over the pairs closer than 1.0 are SciPy's
    average linkage cut at the threshold over the whole matrix (the rest 1.0), ties included:
    random groups whose distances repeat a few values."""
    import random

    import numpy as np
    from scipy.cluster.hierarchy import fcluster, linkage
    from scipy.spatial.distance import squareform

    from nomen.grouping.linkage import average_linkage_clusters

    def partition(labels) -> list[list[int]]:
        return sorted(sorted(i for i, label in enumerate(labels) if label == chosen) for chosen in set(labels))

    generator = random.Random(15)
    for _ in range(1500):
        size = generator.randint(2, 30)
        matrix = np.ones((size, size))
        np.fill_diagonal(matrix, 0.0)
        pairs, density = [], generator.random() / 2
        for i in range(size):
            for j in range(i + 1, size):
                if generator.random() < density:
                    distance = generator.choice([0.0, 0.2, 0.4, 0.45, 0.5, 0.6, 0.8, generator.random()])
                    matrix[i, j] = matrix[j, i] = distance
                    pairs.append((i, j, distance))
        expected = fcluster(linkage(squareform(matrix, checks=False), method="average"), t=THRESHOLD,
                            criterion="distance")
        assert partition(average_linkage_clusters(size, pairs, THRESHOLD)) == partition(expected), pairs


def test_a_gendered_title_picks_the_one_bearer_not_of_the_other_gender(engine):
    text = "JOHN DOE was here. His wife, Mrs Mary Doe, spoke. Then Mr Doe left. Mrs Doe stayed."
    names = ["JOHN DOE", "Mrs Mary Doe", "Mr Doe", "Mrs Doe"]
    spans = [(text.index(n), text.index(n) + len(n)) for n in names]
    assert engine.cluster(text, spans) == [0, 1, 0, 1]


def test_a_first_name_defined_in_brackets_is_found_and_joins_its_full_name(engine):
    text = ('The farm went to his three children: Thomas Carrow ("Tom"), Judith Carrow ("Judith") and Peter Carrow '
            '("Peter"). Later Tom left school at sixteen and went to work for Peter.')
    result = engine.analyze(text, AnalyzeOptions(language="en")).to_dict()
    tom = entity_of(result, "Thomas Carrow")
    assert [m["text"] for m in tom["mentions"]] == ["Thomas Carrow", "Tom", "Tom"] and tom["anonymize"]


def test_a_defined_term_in_brackets_is_the_person_it_follows(engine):
    text = ('The appellant, Mr Raymond Tan Wei Ming ("Mr Tan"), appeals. Counsel for Mr Tan, Mr Victor Tan SC, argued. '
            'Mr Tan relied on his payments. The respondents, Ms Lim Soo Hwa ("Ms Lim") and her brother Mr Lim Kah Heng '
            '("Mr Lim"), oppose. Ms Lim and Mr Lim testified.')
    result = engine.analyze(text).to_dict()
    raymond = entity_of(result, "Mr Raymond Tan Wei Ming")
    assert [m["text"] for m in raymond["mentions"]].count("Mr Tan") == 3 and raymond["anonymize"]
    assert entity_of(result, "Mr Victor Tan SC")["role"] == "counsel"
    assert entity_of(result, "Ms Lim") is entity_of(result, "Ms Lim Soo Hwa")
    assert entity_of(result, "Mr Lim") is entity_of(result, "Mr Lim Kah Heng") is not entity_of(result, "Ms Lim")

