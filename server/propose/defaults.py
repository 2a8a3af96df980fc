"""Which entities are proposed on by default.

People are on, professionals acting as such are off (judges and counsel usually
stay named); identifying numbers, contacts and dates of birth are on; courts,
public bodies, places, other dates, sums of money and nationalities or beliefs are
listed but off, except companies, which can point to a party as surely as a name.
"""

from __future__ import annotations

import regex

from nomen import categories

OFF_BY_DEFAULT = frozenset({categories.ORG, categories.LOC, categories.DATE, categories.AMOUNT,
                            categories.GROUP})
_COMPANY = regex.compile(
    r"(?<![\p{L}])(?:Inc|Ltd|LLC|LLP|plc|PLC|Corp|Corporation|Limited|GmbH|SARL|SAS|S\.A\.S?|S\.A\.R\.L\.|"
    r"S\.L\.|AG|S\.p\.A\.|B\.V\.|N\.V\.|Ltée|Limitée|Cie|& Co)\.?(?![\p{L}])")


def anonymize_by_default(category: str, role: str | None, variants: list[str],
                         anonymize_professionals: bool) -> bool:
    if role is not None:
        return anonymize_professionals and role != "court"
    if category in OFF_BY_DEFAULT:
        return category == categories.ORG and any(_COMPANY.search(v) for v in variants)
    return True
