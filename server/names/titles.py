"""Split a leading title off a name: "Mr. Millar" is the title "Mr." and the name "Millar"."""

from __future__ import annotations

from functools import lru_cache

import regex

from nomen.names.folding import fold

# A word; a title of two letters or more may touch the name after its dot ("Mr.R.K.Sharma").
_WORD = regex.compile(r"\p{L}{2,}\.(?=\p{Lu})|\S+")
# Letters after a name that are not part of it: "Havers QC", "Smith J.", "Doe Jr."
# Senior counsel of Ireland, Australia and South Africa ("Lenihan S.C.", "Cavanagh SC"), judges' letters
# of other courts ("Ashdown LJJ", "Prakashan-Lee JCA", South Africa's Judge President "Waglay JP"), an executor's "N.O." (nomine officii).
POST_NOMINALS = frozenset({"qc", "q.c.", "kc", "k.c.", "sc", "s.c.", "jr", "jr.", "sr", "sr.", "j.", "j.a.", "c.j.",
                           "l.j.", "m.r.", "p.j.", "jsc", "jjsc",
                           "jj.", "jj", "lj", "ljj", "jja", "jj.a.", "ja", "jca", "jad", "aja", "cj", "jp", "djp", "ajp",
                           "adjp", "b.l.", "n.o.",
                           "ad. e.", "esq", "esq.", "mp", "llb", "phd"})
# The same silk as a pattern, for the rules that read it after a name: Queen's, King's and Senior Counsel.
SENIOR_COUNSEL = r"QC|KC|SC|Q\.C\.|K\.C\.|S\.C\."


def split_title(text: str, titles: frozenset[str]) -> tuple[str, str]:
    """(title prefix with its trailing space, rest); titles are folded phrases without final dots.

    Several titles may follow each other ("Mr Justice"), and a title may be several
    words ("Wing Commander"); the name itself is never taken as a title.
    """
    words = list(_WORD.finditer(text))
    folded = [fold(w.group()).rstrip(".") for w in words]
    longest = _longest(titles)
    used = 0
    while used < len(words) - 1:
        for k in range(min(len(words) - 1 - used, longest), 0, -1):
            phrase = " ".join(folded[used:used + k])
            if phrase in titles:
                used += k
                break
        else:
            break
    if not used:
        return "", text
    cut = words[used].start()
    return text[:cut], text[cut:]


@lru_cache(maxsize=16)
def _longest(titles: frozenset[str]) -> int:
    """The most words a title has: no longer phrase of a name need be looked up."""
    return max((len(title.split()) for title in titles), default=0)


def strip_post_nominals(text: str) -> str:
    """"Mr P. Havers QC" -> "Mr P. Havers"."""
    words = text.split()
    while len(words) > 1 and fold(words[-1]).strip(",") in POST_NOMINALS:
        words.pop()
    return " ".join(words) if len(words) != len(text.split()) else text
