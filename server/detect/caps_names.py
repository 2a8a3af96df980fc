"""Names written in capitals, which NOME missed: "MILLAR", "PÉREZ CABRERA, María José"; and the
transposed names of the Supreme Court of India's bench line ("Bench: Venkatachalliah, M.N. (J)")."""

from __future__ import annotations

import regex

from nomen import categories
from nomen.detect.base import Candidate, DetectionContext
from nomen.detect.citations import STATE_OR_BODY
from nomen.detect.patterns.addresses import PLACING_WORDS
from nomen.detect.places import towns
from nomen.names.folding import fold
from nomen.names.grammar import CAP_WORD, CAPITAL_VOWELS, CAPS_WORD, INITIAL, is_common_word
from nomen.names.kinds import POSITION_WORDS, ROLE_WORDS, kind_of_run
from nomen.detect import scores

# Registry style: surname(s) in capitals, a comma, then the given names.
_TRANSPOSED = regex.compile(
    rf"(?<![\p{{L}}\p{{N}}/-]){CAPS_WORD}(?:[ \t]+{CAPS_WORD})*,[ \t]*{CAP_WORD}(?:[ \t]+{CAP_WORD})*")
# A given name right before the surname in capitals, or a surname in capitals after the given names:
# "Mame Diarra SAMB, Babacar DIENG" and "Enzo TESSIER, Samira HADDOU" are two people, not "SAMB, Babacar"
# and "TESSIER, Samira" transposed.
_GIVEN_NAME_BEFORE = regex.compile(rf"(?<![\p{{L}}\p{{N}}'’.-])(?P<word>{CAP_WORD})[ ]$")
_SURNAME_AFTER = regex.compile(rf"[ ]{CAPS_WORD}(?![\p{{L}}\p{{N}}])")
# Civil-status style of French criminal and family judgments: surname(s) in capitals, a married or
# maiden name, then the given names, the later ones after commas ("LE GUEN Yannick, Ronan, Marie",
# "BENALI épouse FERRAND Sonia"). A given name after a comma ends
# the name, or it opens the next person's ("MARCHETTI Antoine, Paul DUPONT").
CAPS_PARTICLE = r"(?:LE|LA|DE|DU|DES|DI|DA|DEL|DELLA|VAN|VON|VANDEN|VANDER|TER)"
# One space between the words: a wider gap is the next column's ("Martine LEBAS      Jean-Philippe ORMIÈRES").
_CAPS_SURNAME = rf"(?:{CAPS_PARTICLE}[ ]){{0,2}}(?:[DL]['’])?{CAPS_WORD}(?:[ ]{CAPS_WORD})?"
MARRIED = r"(?:épouse|ÉPOUSE|ép\.|veuve|VEUVE|née|NÉE|divorcée|DIVORCÉE)"
_CIVIL_STATUS = regex.compile(
    rf"(?<![\p{{L}}\p{{N}}'’/-])(?P<surname>{_CAPS_SURNAME}(?:[ ]{MARRIED}[ ]{_CAPS_SURNAME})?)"
    rf"(?P<given>[ ]{CAP_WORD}(?:[ ]{CAP_WORD})?(?:,[ ]?{CAP_WORD}(?![ \t]*\p{{Lu}}|[\p{{L}}\p{{N}}'’-]))*)"
    # or the married name after the given names: "Madame DIOMANDÉ Mariam épouse KONÉ"
    rf"(?P<married>[ ]{MARRIED}[ ]{_CAPS_SURNAME}(?![\p{{L}}\p{{N}}'’-]))?")
# The maiden or married name after a name: "Mme KERBRAT Annick, née LE DANTEC".
_MAIDEN_NAME = regex.compile(rf"(?<=(?<![\p{{L}}])(?:née|NÉE|épouse|ÉPOUSE|veuve|VEUVE)[ \t]+){_CAPS_SURNAME}(?![\p{{L}}\p{{N}}'’-])")
_PARTICLE_RE = regex.compile(rf"^{CAPS_PARTICLE}$")
# An article before a surname in capitals is the surname's ("de LE GUEN"); "DE" and "DU" may be prepositions.
_PARTICLE_BEFORE = regex.compile(r"(?<![\p{L}\p{N}'’-])(?:LE|LA|DI|DA|DEL|VAN|VON)[ \t]+$")
# "Ray, G.N. (J)": a judge's surname, a comma, initials, and the judge's mark.
_BENCH_MEMBER = regex.compile(rf"(?<![\p{{L}}\p{{N}}]){CAP_WORD},[ \t]*{INITIAL}(?=[ \t]*\((?:J|CJ|C\.[ \t]?J\.)\))")
# A capitalised word standing alone, not glued to an acronym ("TKP/ML-TIKKO").
_CAPS = regex.compile(rf"(?<![\p{{L}}\p{{N}}/\-.&]){CAPS_WORD}(?![\p{{L}}\p{{N}}/&]|-\p{{L}})")
# Given name, a bare initial, surname, all in capitals, as Indian cause titles write them: "MAHESH S NAIK".
_WITH_BARE_INITIAL = regex.compile(
    rf"(?<![\p{{L}}\p{{N}}/\-.&]){CAPS_WORD}(?:[ ]{{1,2}}\p{{Lu}}\.?){{1,2}}[ ]{{1,2}}{CAPS_WORD}(?![\p{{L}}\p{{N}}/&.]|-\p{{L}})")
_POSTS = POSITION_WORDS | ROLE_WORDS
# Capitals read as a surname only if rare as a word in the language ("POLAT", not "FACTS").
RARE_ZIPF = 3.3
# A word of everyday prose: no surname before given names, however rare they are ("RESUELVE, Hacer Lugar").
_EVERYDAY_ZIPF = 4.0


_VERSUS = regex.compile(r"(?<![\p{L}])(?:v|vs|c|contre|versus)\.?(?![\p{L}])", regex.IGNORECASE)


def _given_names_vouch(surname: str, given: str, language: str) -> bool:
    """A surname that is also a word ("PERALTA, Noelia Soledad") is a surname before two given names,
    one of them rare as a word, unless it is a word of everyday prose ("RESUELVE, Hacer Lugar") or
    letters ("CJ, Judith Prakashan-Lee": a judge's mark, then the next judge)."""
    names, surnames = given.split(), surname.split()
    return len(names) > 1 and all(CAPITAL_VOWELS.intersection(w) for w in surnames) and \
        any(not is_common_word(w, language, RARE_ZIPF) for w in names) and \
        not any(is_common_word(w, language, _EVERYDAY_ZIPF) for w in surnames)


def _capitals_context(text: str, start: int, end: int) -> bool:
    """Capitals mean a name in a heading ("CASE OF POLAT v. TURKEY", not a court's "IN THE HIGH
    COURT OF JUDICATURE AT MADRAS") or beside "v."; in running prose a lone word in capitals is
    nearly always an acronym ("TIKKO", "HADEP")."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line = text[line_start: line_end if line_end != -1 else len(text)]
    letters = [ch for ch in line if ch.isalpha()]
    if letters and sum(ch.isupper() for ch in letters) >= 0.6 * len(letters):
        # "IN THE HIGH COURT OF JUDICATURE AT MADRAS" names a court and its seat, not a party
        return bool(_VERSUS.search(line)) or kind_of_run(line.split()) != categories.ORG
    return bool(_VERSUS.search(text[max(0, start - 12):min(len(text), end + 12)]))


class CapsNameRecognizer:
    name = "caps-name"
    languages = frozenset({"*"})

    def find(self, ctx: DetectionContext) -> list[Candidate]:
        found = []
        taken = []
        for match in _BENCH_MEMBER.finditer(ctx.text):
            found.append(Candidate(match.start(), match.end(), categories.PERSON, scores.TRANSPOSED_CAPS_NAME, self.name))
            taken.append((match.start(), match.end()))
        for match in _TRANSPOSED.finditer(ctx.text):
            surname, given = match.group().split(",", 1)
            if (all(is_common_word(w, ctx.language, RARE_ZIPF) or not CAPITAL_VOWELS.intersection(w) for w in surname.split())
                    and not _given_names_vouch(surname, given, ctx.language)) \
                    or kind_of_run(surname.split()) is not None \
                    or fold(given.strip()) in towns() or _POSTS.intersection(regex.split(r"[\s-]+", fold(given))) \
                    or ctx.lists and ctx.lists.folded_titles.intersection(w.rstrip(".") for w in fold(given).split()) \
                    or self._after_a_given_name(match.start(), ctx) or _SURNAME_AFTER.match(ctx.text, match.end()):
                # "FACTS, Held"; "ITAT, Mumbai" and "CHS, Ghatkopar" are a body and its seat; "WHITFIELD,
                # Acting Attorney General" and "LEFEBVRE-WATTEAU, Vice-Présidente" a name and its post; "PIRIOU, Mme
                # Chantal LEBRETON" two people of a list; "SELARL LEXOUEST AVOCATS, Plaidant" a firm
                # "Mame Diarra SAMB, Babacar DIENG" and "Enzo TESSIER, Samira HADDOU" two people each
                continue
            found.append(Candidate(match.start(), match.end(), categories.PERSON, scores.TRANSPOSED_CAPS_NAME, self.name))
            taken.append((match.start(), match.end()))
        # English reports put acronyms before capitalised words ("ARIL Saudi Arabia", "HKSAR Respondent")
        for match in _CIVIL_STATUS.finditer(ctx.text) if ctx.language != "en" else ():
            span = self._civil_status_span(match, ctx)
            if span:
                found.append(Candidate(*span, categories.PERSON, scores.TRANSPOSED_CAPS_NAME, self.name))
                taken.append(span)
        for match in _MAIDEN_NAME.finditer(ctx.text):
            if any(self._looks_like_surname(w, ctx) for w in match.group().split()):
                found.append(Candidate(match.start(), match.end(), categories.PERSON, scores.TRANSPOSED_CAPS_NAME,
                                       self.name))
                taken.append((match.start(), match.end()))
        for match in _WITH_BARE_INITIAL.finditer(ctx.text):
            if self._a_name_with_initials(match.group(), ctx) and _capitals_context(ctx.text, match.start(), match.end()):
                found.append(Candidate(match.start(), match.end(), categories.PERSON, scores.CAPS_NAME_WITH_INITIAL,
                                       self.name))
        for match in _CAPS.finditer(ctx.text):
            word = match.group()
            if any(s <= match.start() < e for s, e in taken) or not self._looks_like_surname(word, ctx):
                continue
            if not _capitals_context(ctx.text, match.start(), match.end()):
                continue
            score = scores.CAPS_TOWN if fold(word) in towns() else scores.CAPS_SURNAME
            particle = _PARTICLE_BEFORE.search(ctx.text, max(0, match.start() - 8), match.start())
            start = particle.start() if particle else match.start()
            found.append(Candidate(start, match.end(), categories.PERSON, score, self.name))
        return found

    @staticmethod
    def _after_a_given_name(start: int, ctx: DetectionContext) -> bool:
        """A rare capitalised word, no title, right before: the surname ends a name written given names first."""
        before = _GIVEN_NAME_BEFORE.search(ctx.text, max(0, start - 40), start)
        return before is not None and not is_common_word(before["word"], ctx.language, RARE_ZIPF) and \
            not (ctx.lists and fold(before["word"]) in ctx.lists.folded_titles)

    @classmethod
    def _civil_status_span(cls, match: regex.Match, ctx: DetectionContext) -> tuple[int, int] | None:
        """The name without what only looks like it: it starts at its first surname-like word in
        capitals, with the particles right before it ("CONDAMNE LE GUEN Yannick" starts at "LE"), and
        ends before a post or a listed word ("LEFEBVRE-WATTEAU, Vice-Présidente"). None if no word in
        capitals is rare enough to be a surname ("TRIBUNAL Judiciaire"), the first given name is a
        post or a listed word ("HKSAR Respondent"), or the words name a body or a place."""
        surname = list(regex.finditer(r"\S+", match.group("surname")))
        first = next((i for i, w in enumerate(surname) if not _PARTICLE_RE.match(w.group())
                      and cls._looks_like_surname(w.group(), ctx)), None)
        if first is None:
            return None
        while first > 0 and _PARTICLE_RE.match(surname[first - 1].group()):
            first -= 1
        start = match.start() + surname[first].start()
        end = match.end("surname")
        for given in regex.finditer(r"[^ ,]+", match.group("given")):
            word = given.group()
            if _POSTS.intersection(fold(word).split("-")) or (ctx.lists and ctx.lists.is_excluded(word)):
                break
            end = match.start("given") + given.end()
        else:
            end = match.end() if match.group("married") else end
        words = ctx.text[start:end].replace(",", " ").split()
        if end == match.end("surname") or kind_of_run(words) is not None:
            return None
        return start, end

    @classmethod
    def _a_name_with_initials(cls, run: str, ctx: DetectionContext) -> bool:
        """Words that name no body or place, none listed, and one rare enough to be a name."""
        words = [w for w in run.split() if len(w.rstrip(".")) > 1]
        return kind_of_run(words) is None and fold(words[0]) not in STATE_OR_BODY and \
            not any(fold(w) in PLACING_WORDS for w in words) and \
            not any(ctx.lists and ctx.lists.is_excluded(w) for w in words) and \
            any(cls._looks_like_surname(w, ctx) for w in words)

    @staticmethod
    def _looks_like_surname(word: str, ctx: DetectionContext) -> bool:
        letters = [ch for ch in word if ch.isalpha()]
        # Acronyms are short or vowel-less ("TKP", "ECHR", "PKK"); names are neither.
        if len(letters) < 4 or not CAPITAL_VOWELS.intersection(letters):
            return False
        if ctx.lists and ctx.lists.is_excluded(word):
            return False
        return not is_common_word(word, ctx.language, RARE_ZIPF)
