"""NOME's rule done right: runs of two or more capitalised words.

NOME listed every such run. Here function words at the edges are trimmed, runs
made only of ordinary words ("Human Rights") are dropped, and a head word sorts
courts and ministries from people, which removes most of NOME's noise.
"""

from __future__ import annotations

import regex

from nomen import categories
from nomen.detect.base import Candidate, DetectionContext
from nomen.names.kinds import POSITION_WORDS, kind_of_run
from nomen.names.grammar import GLUED_INITIALS, INITIAL_RE, NAME, NAME_TOKEN, is_sentence_adverb, stop_words, word_zipf
from nomen.detect import scores

_RUN = regex.compile(NAME)
_TOKEN = regex.compile(NAME_TOKEN)
_GLUED = regex.compile(rf"{GLUED_INITIALS}$")
# An institution's name goes on through "of": "Kahta Civil Court of First Instance", "Borough of Southwark".
_OF_COMPLEMENT = regex.compile(rf"[ \t]+(?:of|de|du|des|de[ \t]+la|del|de[ \t]+los)[ \t]+(?:the[ \t]+)?({NAME})")
# An "AND" in capitals, or a column's gap: four spaces, or a tab beside other blanks (a lone tab may
# stand for a space: "Maneka\tGandhi").
_RUN_BREAK = regex.compile(r"[ \t]+AND[ \t]+|[ ]{4,}|[ \t]*\t[ \t]*\t[ \t]*|[ ]+\t[ \t]*|\t[ ]+")
_LINE_START = regex.compile(r"[ \t]*$")
# A word rarer than this in ordinary prose is probably a name ("Polat", "Whomersley").
RARE_ZIPF = 3.0


class CapitalisedRunRecognizer:
    name = "capitalised-run"
    languages = frozenset({"*"})

    def find(self, ctx: DetectionContext) -> list[Candidate]:
        stops = stop_words(ctx.language)
        found = []
        for start, end in self._runs(ctx.text):
            tokens = list(_TOKEN.finditer(ctx.text, start, end))
            # The head word decides before edges are trimmed: "Tribunal Regional de Szczecin".
            kind = kind_of_run([t.group() for t in tokens])
            # A lone capital and a dot opening a line is a list label before ordinary words ("A. Proceedings",
            # "I. THE FACTS", "     B.   Failure to Intervene"), an initial before a name ("J. Okafor").
            if tokens and INITIAL_RE.match(tokens[0].group()) and len(tokens[0].group()) == 2 and \
                    _LINE_START.match(ctx.text[ctx.text.rfind("\n", 0, tokens[0].start()) + 1:tokens[0].start()]) and \
                    (len(tokens) < 2 or not INITIAL_RE.match(tokens[1].group())
                     and word_zipf(tokens[1].group(), ctx.language) >= RARE_ZIPF):
                tokens.pop(0)
            # Trim function words and list-excluded words at both edges ("On", "The", "Article");
            # an institution keeps its head word even though "Court" alone is excluded.
            institution = kind is not None
            while tokens and (self._is_edge_noise(tokens[0].group(), stops, ctx, institution)
                              or is_sentence_adverb(tokens[0].group())):
                tokens.pop(0)
            while tokens and self._is_edge_noise(tokens[-1].group(), stops, ctx, institution):
                tokens.pop()
            # One token is a name only when initials are glued to a rare word ("B.R.Gavai", not "W.P.No").
            glued = len(tokens) == 1 and _GLUED.match(tokens[0].group())
            if len(tokens) < 2 and not (glued and word_zipf(glued.group().rsplit(".", 1)[1], ctx.language) < RARE_ZIPF):
                continue
            words = [t.group() for t in tokens]
            start, end = tokens[0].start(), tokens[-1].end()
            if kind is not None:
                complement = _OF_COMPLEMENT.match(ctx.text, end)
                if complement and not (ctx.lists and ctx.lists.is_excluded(complement.group(1))):
                    end = complement.end()
                found.append(Candidate(start, end, kind, scores.CAPITALISED_RUN_BODY, self.name))
                continue
            score = self._person_score(words, ctx.language)
            if score:
                found.append(Candidate(start, end, categories.PERSON, score, self.name))
        return found

    @staticmethod
    def _runs(text: str) -> list[tuple[int, int]]:
        """Capitalised runs, cut at an "AND" in capitals (a caption line joins parties, not one body:
        "CIARÁN MAC GIOLLA BHRÍDE AND BALLYCONNELL HAULAGE LIMITED") and at a column's gap (a
        signature line's two names: "S. PELLETIER          A. LEPRINCE-RIGAUD")."""
        runs = []
        for run in _RUN.finditer(text):
            start = run.start()
            for joint in _RUN_BREAK.finditer(text, run.start(), run.end()):
                runs.append((start, joint.start()))
                start = joint.end()
            runs.append((start, run.end()))
        return runs

    @staticmethod
    def _person_score(words: list[str], language: str) -> float:
        """Evidence that a run is a person: initials ("Roy H.W. Johnston") or a rare word.

        A run of ordinary words ("Fundamental Freedoms", "Deputy Legal Adviser") is
        left to NER, which reads the context; most of NOME's noise was such runs.
        """
        full_words = [w for w in words if not INITIAL_RE.match(w)]
        if not full_words or any(w.lower() in POSITION_WORDS for w in full_words):
            return 0.0
        if len(full_words) < len(words):
            return scores.CAPITALISED_RUN_INITIALS
        if any(word_zipf(w, language) < RARE_ZIPF for w in full_words):
            return scores.CAPITALISED_RUN_RARE_WORD
        return 0.0

    @staticmethod
    def _is_edge_noise(word: str, stops: frozenset[str], ctx: DetectionContext, institution: bool) -> bool:
        if word.lower() in stops:
            return True
        return not institution and bool(ctx.lists and ctx.lists.is_excluded(word))
