"""Statistical NER (spaCy): persons, organisations and places the rules cannot see."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import ClassVar, Iterator

import regex

from nomen import categories
from nomen.detect import ner_helper
from nomen.detect.base import Candidate, DetectionContext
from nomen.detect.places import towns
from nomen.names.kinds import POSITION_WORDS, kind_of_run
from nomen.names.grammar import (CAP_WORD, CAPITAL_VOWELS, CAPS_RE, INITIAL, NAME, PARTICLE, PARTICLE_RE, VERSUS,
                                 abstract_nouns, is_abstract_noun, is_common_word, stop_words)
from nomen.limits import check_time
from nomen.models import LEGAL_PIPELINES, chunks, ner_pipeline
from nomen.names.folding import fold
from nomen.names.titles import SENIOR_COUNSEL
from nomen.detect import scores

# spaCy labels of the English (OntoNotes) and French (WikiNER) pipelines.
LABELS = {
    "PERSON": categories.PERSON, "PER": categories.PERSON,
    "ORG": categories.ORG,
    "GPE": categories.LOC, "LOC": categories.LOC, "FAC": categories.LOC,
    "NORP": categories.GROUP,
    # Capitalised but not anonymizable: these veto NOME-style capitalised runs.
    "LAW": categories.NOT_NAME, "EVENT": categories.NOT_NAME,
    "WORK_OF_ART": categories.NOT_NAME, "LANGUAGE": categories.NOT_NAME,
    "PRODUCT": categories.NOT_NAME, "DATE": categories.DATE,
    # Nomen's legal NER (trained on InLegalNER): persons by role, courts, laws and citations.
    "JUDGE": categories.PERSON, "LAWYER": categories.PERSON, "WITNESS": categories.PERSON,
    "OTHER_PERSON": categories.PERSON, "PETITIONER": categories.PERSON, "RESPONDENT": categories.PERSON,
    "COURT": categories.ORG, "STATUTE": categories.NOT_NAME, "PROVISION": categories.NOT_NAME,
    "PRECEDENT": categories.NOT_NAME, "CASE_NUMBER": categories.NOT_NAME,
}
# A court the legal NER reads is a court (its JUDGE and LAWYER are persons: their roles come from the
# context alone, `roles.assign_roles`).
ROLES = {"COURT": "court"}
_TRAILING = ("'s", "’s", "'", "’", ",", ".", ";", ":")
_LEADING = ("the ", "The ", "le ", "la ", "les ", "Le ", "La ", "Les ", "l'", "L'", "l’", "L’",
            "v. ", "vs. ", "v ")  # and a case title's "v." ("State v. Lindgren"); "V. Lindgren" has an initial


def _trim(text: str, start: int, end: int) -> tuple[int, int]:
    """Drop a possessive, a determiner, a "v." or trailing blanks that NER sometimes takes into the span,
    and an unclosed bracket with what follows it ("the Court (Rule 21 § 3")."""
    span = text[start:end].rstrip()
    end = start + len(span)
    bracket = span.rfind("(")
    if bracket > 0 and ")" not in span[bracket:]:
        span = span[:bracket].rstrip()
        end = start + len(span)
    for suffix in _TRAILING:
        if span.endswith(suffix) and len(span) > len(suffix) + 1:
            span, end = span[: -len(suffix)], end - len(suffix)
    for prefix in _LEADING:
        if span.startswith(prefix) and len(span) > len(prefix) + 1:
            span, start = span[len(prefix):], start + len(prefix)
    return start, end


_FIRST_WORD = regex.compile(r"\S+[ \t]+")


def _after_labels(ctx: DetectionContext, start: int, end: int) -> int:
    """Where a person's name starts once the excluded words NER took in front of it are dropped
    ("Appellant John Doe": a party's label, not a given name), or a function word opening the sentence
    ("En Madrid"). A country's or a month's name before
    another name is a given name ("Jordan Ashby", "May Lau"), kept."""
    if ctx.lists is None:
        return start
    opening = _FIRST_WORD.match(ctx.text, start, end)
    if opening and _OPENING_WORD.fullmatch(bare := opening.group().rstrip()) and bare.lower() in stop_words(ctx.language) \
            and not PARTICLE_RE.match(bare) and fold(bare) not in ctx.lists.folded_titles:
        start = opening.end()  # "En Madrid, a 11 de julio": the sentence's first word, no given name
    while (word := _FIRST_WORD.match(ctx.text, start, end)) and ctx.lists.is_excluded(bare := word.group().strip(" \t,:")):
        if fold(bare) in ctx.lists.calendar_and_countries and bare == word.group().rstrip() and \
                _NAME_NEXT.match(ctx.text, word.end(), end):
            break
        start = word.end()
    return start


# A function word opening a sentence, capitalised (not "A" of "A Kumar": an initial), nor a particle ("De Souza")
# nor a title ("Me Fauriel": "me" is a pronoun too).
_OPENING_WORD = regex.compile(r"\p{Lu}\p{Ll}+")
# A capitalised word that goes on the name: "Ashby" of "Jordan Ashby".
_NAME_NEXT = regex.compile(r"\p{Lu}\p{Ll}")


# "MILLAR v. CANADA", "Dupont c. France": NER takes a case title for one organisation.
_CASE_TITLE_SEPARATOR = regex.compile(rf"[ \t]+(?:{VERSUS}|against)(?:[ \t]+|$)")


_COLUMN_GAP = regex.compile(r"[ \t]*(?:\n|\t|[ ]{4})[ \t]*")


def _lines(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """A span cut at line breaks and column gaps (a tab, four spaces): NER sometimes runs a name into
    the next paragraph, or across the columns of a signature block ("Sd/-        Sd/-")."""
    spans, position = [], start
    for cut in _COLUMN_GAP.finditer(text[start:end]):
        spans.append((position, start + cut.start()))
        position = start + cut.end()
    spans.append((position, end))
    return [(s, e) for s, e in spans if e > s]


def _parts_of_case_title(text: str, start: int, end: int) -> list[tuple[int, int]]:
    cuts = list(_CASE_TITLE_SEPARATOR.finditer(text, start, end))
    if not cuts:
        return [(start, end)]
    bounds = [start, *(b for cut in cuts for b in cut.span()), end]
    return [(bounds[i], bounds[i + 1]) for i in range(0, len(bounds), 2) if bounds[i + 1] > bounds[i]]


# NER also calls article numbers ("Articles 8, 9") dates: a date has a year, or a number and a word.
_DATE_SHAPE = regex.compile(r"(?<!\d)(?:1[6-9]|20)\d\d(?!\d)|\d.*\p{L}{3}|\p{L}{3}.*\d")
_PLACE_BEFORE = regex.compile(r"(?<![\p{L}])(?:in|at|near|à|en)[ \t]+$")
_BODY_AFTER = regex.compile(r"^[ \t]+(?:public[ \t]+)?(\p{L}+)")
# A company named by its kind: "auprès de la société Aquitaine Fret Express", "la empresa Transportes Ruiz".
_COMPANY_BEFORE = regex.compile(r"(?<![\p{L}])(?i:société|entreprise|sociedad|empresa|company|firm)[ \t]+$")


def _kind_from_context(text: str, start: int, end: int) -> str | None:
    """"in Izmir" is a place, "the Kahta court" and "la société Fret Express" bodies, whatever NER thought of the words."""
    after = _BODY_AFTER.match(text[end:end + 40])
    if after and kind_of_run([after.group(1)]) == categories.ORG:
        return categories.ORG
    if " " not in text[start:end] and _PLACE_BEFORE.search(text[max(0, start - 8):start]):
        return categories.LOC
    if _COMPANY_BEFORE.search(text[max(0, start - 12):start]):
        return categories.ORG
    return None


def _name_shaped(span: str, language: str) -> bool:
    """NER also tags "inter alia" or a lone "Prison": a name has a capital and is not one common word.

    Nor is a heading in title case ("I. The Particular Circumstances Of The Case"): names do
    not capitalise their function words.
    """
    if not any(ch.isupper() for ch in span):
        return False
    words = span.split()
    stops = stop_words(language)
    if any(w[0].isupper() and w.lower() in stops for w in words[1:]) and \
            sum(w[0].isupper() for w in words) == len(words) >= 4:
        return False
    word = words[0].strip(".,;:")
    return len(words) > 1 or not (is_common_word(word, language) or is_abstract_noun(word, language))


def _before_trailing_prose(text: str, start: int, end: int) -> int:
    """Where an English body's or place's name ends: before the words of prose in lower case NER ran on
    into ("Isla on school days", a child's name tagged as a body; "Balaji Palace Hotel his father")."""
    words = list(regex.finditer(r"\S+", text[start:end]))
    last = max((i for i, w in enumerate(words) if w.group()[:1].isupper()), default=0)
    return start + words[last].end() if words else end


# Languages without a pipeline of their own read through a related one. Spanish through the
# French pipeline tags function words as people ("del Convenio"), so only its persons that
# have the full shape of a name of two words or more are kept.
BORROWED = {"es": "fr"}
ENGLISH_WORD_ZIPF = 3.0
ENGLISH_PHRASE_ZIPF = 4.0
_FULL_NAME = regex.compile(rf"^{NAME}$")
# Initials and one name: "H.V.Kumar", "K. P. Sharma" (not "J.P. Nagar", whose head word makes it a place).
# A senior counsel's letters after the name, President's Counsel and Senior Advocates of Nigeria too.
_SENIOR_COUNSEL_AFTER = regex.compile(rf",?[ \t]*(?:{SENIOR_COUNSEL}|PC|SAN|P\.C\.)(?![\p{{L}}])")
_GUJARATI_GIVEN_NAME = regex.compile(r"\p{Lu}\p{Ll}{2,}bhai(?![\p{L}])")
_JUDGES_LETTERS = regex.compile(r"(?<=\p{L})[ \t]*,?[ \t]+(?:JA|JJA|AJA|LJ|LJJ|CJ|DCJ|A?D?JP|J)\.?$")
_INITIALS_AND_NAME = regex.compile(rf"(?:(?:{INITIAL}|Md\.|Mohd\.)[ \t]?)+(?P<name>{CAP_WORD})$")


def _initials_and_name(text: str, start: int, end: int) -> bool:
    """Initials and one name ("H.V.Kumar", "K. P. Sharma", "Md. Harun": Mohammad's short form), not a
    place's ("J.P. Nagar"), a degree or a docket's abbreviation ("B.Com.", "W.P. Nos.", "H.No."): a short
    word before a dot."""
    shape = _INITIALS_AND_NAME.match(text, start, end)
    if shape is None or kind_of_run(text[start:end].split()) is not None:
        return False
    return len(shape.group("name")) > 3 or not text.startswith(".", end)


# Given names, then a surname in capitals, as French-speaking courts write names: "Seynabou MBODJ".
_GIVEN_AND_CAPS_SURNAME = regex.compile(rf"(?P<given>{CAP_WORD}(?:[ \t]+{CAP_WORD})?)[ \t]+(?![IVXLC]+$)"
                                         rf"(?P<surname>\p{{Lu}}{{4,}})$")


def _given_names_and_caps_surname(text: str, start: int, end: int, language: str) -> bool:
    """A body or a place has no surname in capitals after rare given names ("Seynabou MBODJ"); an
    acronym after a town or a word ("Jodhpur ITO", "Central CID") is short or without vowels, and a
    number may be in capitals too ("Ordinance XXVII")."""
    shape = _GIVEN_AND_CAPS_SURNAME.fullmatch(text, start, end)
    if shape is None or not CAPITAL_VOWELS.intersection(shape["surname"]) or \
            kind_of_run(text[start:end].split()) is not None:
        return False
    return not any(is_common_word(w, language) or fold(w) in towns() for w in shape["given"].split())


def _borrowed_person(candidate: Candidate, text: str) -> bool:
    span = text[candidate.start:candidate.end]
    return candidate.category == categories.PERSON and " " in span and bool(_FULL_NAME.match(span))


class SpacyNerRecognizer:
    """The language's stock spaCy pipeline."""

    name = "spacy-ner"
    languages = frozenset({"en", "fr", *BORROWED})
    legal = False
    weights = scores.NER

    def find(self, ctx: DetectionContext) -> list[Candidate]:
        found = self._find(ctx, BORROWED.get(ctx.language, ctx.language))
        if ctx.language in BORROWED:
            found = [replace(c, score=c.score - scores.NER_BORROWED_DOUBT) for c in found
                     if _borrowed_person(c, ctx.text)]
        return found

    def waits(self, ctx: DetectionContext) -> bool:
        """Whether the helper process runs this whole pass: it then comes last, when this process has
        nothing left to do but wait."""
        work = ctx.pending.get(HelperWork.KEY)
        return work is not None and work.first_helped(self.legal) == 0

    def _entities(self, ctx: DetectionContext, pipeline_language: str) -> Iterator[tuple[int, int, str]]:
        """(start, end, label) of what the pipeline tags, one piece at a time (a batch pads every
        piece to the longest and multiplies memory), in order: those the helper process took
        (`HelperWork`) from its answer, the others here."""
        pieces = list(chunks(ctx.text))
        work = ctx.pending.get(HelperWork.KEY)
        own = work.first_helped(self.legal) if work is not None else len(pieces)
        answers = None
        for index, (offset, piece) in enumerate(pieces):
            if index == own and work is not None:  # this process's own pieces come first, then the wait
                answers = work.answers(self.legal)
            if answers is not None:
                entities = answers[index - own]
            else:
                check_time()
                entities = [(e.start_char, e.end_char, e.label_)
                            for e in ner_pipeline(pipeline_language, self.legal)(piece).ents]
            for start, end, label in entities:
                yield offset + start, offset + end, label

    def _find(self, ctx: DetectionContext, pipeline_language: str) -> list[Candidate]:
        found = []
        for start, end, label in self._entities(ctx, pipeline_language):
            category = LABELS.get(label)
            if category is None:
                continue
            parts = [part for line in _lines(ctx.text, start, end) for part in _parts_of_case_title(ctx.text, *line)]
            # The parties of a case title may be people or states: NER's label is only a guess.
            doubt = scores.NER_CASE_TITLE_DOUBT if len(parts) > 1 else 0.0
            for part_start, part_end in parts:
                candidate = self._candidate(ctx, category, *_trim(ctx.text, part_start, part_end))
                if candidate is not None:
                    role = ROLES.get(label) if candidate.category == categories.ORG else None
                    found.append(replace(candidate, score=candidate.score - doubt, role=role))
        return found

    def _candidate(self, ctx: DetectionContext, category: str, start: int, end: int) -> Candidate | None:
        span = ctx.text[start:end]
        if category == categories.DATE:
            # "17 March 2000", "1965" are listed; "that day" or "Monday" only veto a name.
            category = categories.DATE if _DATE_SHAPE.search(span) else categories.NOT_NAME
            return Candidate(start, end, category, self.weights[category], self.name)
        if category == categories.GROUP:
            # "Irish", "Kurds": listed, and like a veto they keep "Irish Government" from being a name.
            # A rare word tagged as a group ("Bakırcı") is only a veto: the name rules may still claim it.
            words = regex.findall(r"[\p{L}\p{M}'’-]+", span)
            group = any(ch.isupper() for ch in span) and "." not in span and bool(words) and \
                all(is_common_word(w, ctx.language) for w in words)
            category = categories.GROUP if group else categories.NOT_NAME
            return Candidate(start, end, category, self.weights[category], self.name)
        if category in (categories.LOC, categories.ORG) and (
                _initials_and_name(ctx.text, start, end) or
                (_SENIOR_COUNSEL_AFTER.match(ctx.text, end) and fold(ctx.text[start:end]) not in towns()) or
                ((_GUJARATI_GIVEN_NAME.search(ctx.text, start, end) or _JUDGES_LETTERS.search(ctx.text, start, end)) and
                 kind_of_run(ctx.text[start:end].split()) is None) or
                _given_names_and_caps_surname(ctx.text, start, end, ctx.language)):
            # "One H.V.Kumar is examined", "Ruwan Senanayake, PC with ...": a place or a body has no
            # initials, and takes no silk; nor a Gujarati given name's "-bhai" ("written by Babubhai Thakor"),
            # nor a judge's letters ("Morrison JA and Bond JA"), nor a surname in capitals ("Seynabou MBODJ")
            category = categories.PERSON
        if category == categories.PERSON:
            start = _after_labels(ctx, start, end)
            if tail := _TRAILING_WORDS.search(ctx.text, start, end):
                end = tail.start()  # "Anitha K. married Suresh": NER ran on past the initial
            span = ctx.text[start:end]
        doubt = 0.0
        if category in (categories.ORG, categories.LOC) and ctx.language == "en":
            cut = _before_trailing_prose(ctx.text, start, end)
            if cut < end:  # cut to a name that may be a person's, whose guess of the same span then wins
                end, span = cut, ctx.text[start:cut]
                doubt = scores.NER_RAN_ON_DOUBT if _FULL_NAME.match(span) and fold(span) not in towns() else 0.0
        if category != categories.NOT_NAME and not _name_shaped(span, ctx.language):
            return None
        if category == categories.PERSON:
            # "Strangeways Prison" tagged PERSON is a prison; "Rule 47(19" or "N° SIRET" is no one; "Legal Adviser" a post.
            words = span.split()
            if any(ch.isdigit() or ch in "°№#" for ch in span) or any(fold(w) in POSITION_WORDS for w in words) or \
                    abstract_nouns(words, ctx.language):
                return None
            if len(words) == 1 and CAPS_RE.match(span) and len(span) <= 4:
                return None  # "DTP", "PKK": acronyms; capitalised surnames are the caps recognizer's
            category = kind_of_run(words) or _kind_from_context(ctx.text, start, end) or category
        return Candidate(start, end, category, self.weights[category] - doubt, self.name)


@dataclass
class HelperWork:
    """What the helper process was given for one text: the pieces of each pass from `helped_from`
    (the legal NER's, the stock NER's) on. Its answer is read once, by the first pass to need it."""

    KEY: ClassVar[str] = "ner-helper"
    helper: ner_helper.Helper
    helped_from: tuple[int, int]
    received: list[list[list[ner_helper.Entity]]] | None = None
    gone: bool = False

    def first_helped(self, legal: bool) -> int:
        return self.helped_from[0 if legal else 1]

    def answers(self, legal: bool) -> list[list[ner_helper.Entity]] | None:
        """The entities of the pieces the helper ran for that pass; None if it could not answer
        (they are then run here, with the same result)."""
        if self.received is None and not self.gone:
            try:
                self.received = self.helper.receive()
            except ner_helper.HelperGone:
                self.gone = True
        return None if self.received is None else self.received[0 if legal else 1]


class LegalNerRecognizer(SpacyNerRecognizer):
    """Nomen's own NER, trained on court judgments (`scripts/train_legal_ner.py`): common-law
    names, roles (judge, counsel), courts and citations that the stock pipeline misses."""

    name = "legal-ner"
    languages = frozenset(LEGAL_PIPELINES)
    legal = True
    weights = scores.LEGAL_NER

    def begin(self, ctx: DetectionContext) -> None:
        """Hand the text to the helper process, if one runs: its share of each NER pass, while the
        rules and the rest run here."""
        helper = ner_helper.helper_for(ctx.language)
        if helper is None:
            return
        pieces = [piece for _, piece in chunks(ctx.text)]
        count = len(pieces)
        helped_from = (count - round(count * helper.shares.legal), count - round(count * helper.shares.stock))
        try:
            helper.send([(True, pieces[helped_from[0]:]), (False, pieces[helped_from[1]:])])
        except ner_helper.HelperGone:
            return
        ctx.pending[HelperWork.KEY] = HelperWork(helper, helped_from)

    def end(self, ctx: DetectionContext) -> None:
        work = ctx.pending.pop(HelperWork.KEY, None)
        if work is not None and work.received is None and not work.gone:
            work.helper.abandon()

    def find(self, ctx: DetectionContext) -> list[Candidate]:
        """Its persons, but only those shaped like names: none holding a country or a town
        ("Northern Ireland"), a common English word ("Births", "Body Text") or a lower-case word
        ("Default (odd, primary) Header"), none opening with a small word ("FOR CONCILIATION, MEDIATION").
        Trained on Indian judgments, it knows the places and
        the headings of other documents badly."""
        excluded = ctx.lists.exclusion if ctx.lists else frozenset()
        places = towns()
        found = []
        for cand in super().find(ctx):
            if cand.category == categories.PERSON:
                words = ctx.text[cand.start:cand.end].split()
                if not words or _english_words(words) or not all(_NAME_WORD.match(w) for w in words) or \
                        any(fold(w) in excluded or fold(w) in places for w in words) or _opens_with_a_small_word(words):
                    continue
            found.append(cand)
        return found


# Articles, prepositions and conjunctions, which open no name (unlike "Will", "May" or "Do", which may).
_SMALL_WORDS = frozenset("the a an of for and or to in on at by with from between against upon under".split())


def _opens_with_a_small_word(words: list[str]) -> bool:
    """A heading's words in capitals ("COMMISSION FOR CONCILIATION, MEDIATION"): no name opens with "FOR"."""
    return words[0].lower() in _SMALL_WORDS


def _english_words(words: list[str]) -> bool:
    """One common English word ("Births"), or only very common ones ("Body Text"): no name."""
    if len(words) == 1:
        return is_common_word(words[0], "en", ENGLISH_WORD_ZIPF)
    return all(is_common_word(w, "en", ENGLISH_PHRASE_ZIPF) for w in words)


# A word of a name: capitalised, an initial, a particle ("van", "bin") or an alias sign ("@").
_NAME_WORD = regex.compile(rf"^(?:\p{{Lu}}[\p{{L}}\p{{M}}.'’-]*,?|{PARTICLE}|@)$")
# A name does not end in a lower-case word ("Janice Williams-Johnston inserted"), though it may in a
# particle with its capital ("Captain Hamid al-Faki").
# Nor in an office's letters after a slash: "Md. Kamruzzaman Liton/B.O." (a bench officer's signature).
_TRAILING_WORDS = regex.compile(r"(?:[ \t]+\p{Ll}[\p{Ll}'’]*(?:-\p{Ll}+)*)+$|/(?:\p{Lu}\.?){1,4}$")


# The sources that guess from NER alone, whose calls a rule may overturn.
NER_SOURCES = frozenset({SpacyNerRecognizer.name, LegalNerRecognizer.name})
