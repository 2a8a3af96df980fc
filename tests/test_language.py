"""Language detection: a whole decision is told by its function words, without loading langid's
model (a third of a second of a single command's start); what they leave open goes to langid."""

from __future__ import annotations

import json

import pytest

from nomen import language
from nomen.evaluation.gold import read_token_tsv
from tests.conftest import SHARED, TAB_DEV

ENGLISH = ("The applicant was born in 1970 and lives in Leeds. On 3 May 2001 he lodged an appeal with the "
           "Court of Appeal, which was dismissed by a judgment of the Supreme Court. ") * 12
FRENCH = ("Le requérant est né en 1970 et réside à Lyon. Le 3 mai 2001, il forma un pourvoi qui fut rejeté "
          "par un arrêt de la Cour de cassation, pour les motifs exposés dans les décisions des juges. ") * 12
SPANISH = ("El demandante nació en 1970 y vive en Sevilla. El 3 de mayo de 2001 presentó un recurso que fue "
           "desestimado por una sentencia del Tribunal Supremo, con los argumentos de las partes. ") * 12


@pytest.fixture
def no_langid(monkeypatch):
    """langid may not be asked: its model would be loaded."""
    def refuse():
        raise AssertionError("langid was asked")
    monkeypatch.setattr(language, "_langid", refuse)


@pytest.mark.parametrize("text, expected", [(ENGLISH, "en"), (FRENCH, "fr"), (SPANISH, "es")])
def test_a_whole_decision_is_told_by_its_function_words(no_langid, text, expected):
    assert language.resolve_language("auto", text) == expected


def test_a_short_text_or_one_quoting_another_language_goes_to_langid(monkeypatch):
    asked = []
    real = language._langid()

    def spy():
        asked.append(True)
        return real
    monkeypatch.setattr(language, "_langid", spy)
    assert language.resolve_language("auto", "Le requérant est né à Lyon.") == "fr"
    assert language.resolve_language("auto", ENGLISH[:1200] + FRENCH[:1500]) in ("en", "fr")
    assert len(asked) == 2


def test_the_function_words_agree_with_langid_on_every_decision_of_the_corpora():
    """Where they decide, they say what langid says: the TAB dev cases, the French and Spanish
    train files (whole decisions: they decide on each of them)."""
    texts = [json.loads(line)["text"] for line in TAB_DEV.read_text(encoding="utf-8").splitlines()]
    folder = SHARED / "corpora" / "echr-fr-es"
    for code, name in (("fr", "FR"), ("es", "ES")):
        texts += [doc.text for doc in read_token_tsv(folder / f"{name}-manual-train.tsv", code)]
    for text in texts:
        sample = text[:20_000]
        told = language.by_function_words(sample)
        assert told is not None and told == language._langid().classify(sample)[0]
