"""A time budget per request: long work checks it between steps and stops with a clear error.

A WSGI thread cannot be killed from outside, so the analysis itself looks at the clock
between NER pieces and between recognizers; an exhausted budget raises TimeBudgetExceeded,
which the API answers with 413 (the document is too long to analyse in one request).
"""

from __future__ import annotations

import time
from contextlib import contextmanager
from contextvars import ContextVar, Token
from typing import Iterator

# (deadline on the monotonic clock, the budget in seconds), or None for no limit
_budget: ContextVar[tuple[float, float] | None] = ContextVar("nomen_time_budget", default=None)


class TimeBudgetExceeded(Exception):
    status = 413
    code = "too_long_to_analyse"

    def __init__(self, seconds: float) -> None:
        super().__init__(f"the document is too long to analyse within {seconds:g} s; split it into parts, "
                         "or raise NOMEN_REQUEST_SECONDS")


def start_budget(seconds: float | None) -> Token:
    """From now on, `check_time` raises once `seconds` have passed (None or 0: no limit)."""
    return _budget.set((time.monotonic() + seconds, seconds) if seconds else None)


def end_budget(token: Token) -> None:
    _budget.reset(token)


@contextmanager
def time_budget(seconds: float | None) -> Iterator[None]:
    token = start_budget(seconds)
    try:
        yield
    finally:
        end_budget(token)


def check_time() -> None:
    budget = _budget.get()
    if budget is not None and time.monotonic() > budget[0]:
        raise TimeBudgetExceeded(budget[1])
