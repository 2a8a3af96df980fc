"""A second core for NER: a helper process runs the legal NER, and the last pieces of the stock
NER's, while this one runs the rules and the rest of the stock NER, so that on a 2-core machine
both cores end together and the second NER pass costs little time.

The helper is forked (never spawned: it must not import the WSGI server's state anew), once,
before a server starts its threads: `start()`, called by `nomen serve` and the single-document
commands. A single command then sends it the text as soon as it is read (`warm`): the helper runs
its NER while this process still imports the rules, and answers the request from what it found.
Where it cannot run (no fork on Windows; a helper that died or answered late), the legal NER runs
in this process, with the same output. Batch workers never start one: each worker already has a
core.
"""

from __future__ import annotations

import gc
import multiprocessing
import os
import threading
from dataclasses import dataclass
from multiprocessing.connection import Connection

from nomen.limits import check_time
from nomen.models import chunks, ner_pipeline
from nomen.textmap import clean

Entity = tuple[int, int, str]  # start, end (in the piece), label
Job = tuple[bool, list[str]]  # the legal NER or the stock one, and the pieces to run it on
# What the helper is sent: ("run", jobs), answered with the entities of each piece and how many of
# them it had found ahead; or ("warm", pieces), run ahead and not answered.
RUN, WARM = "run", "warm"
POLL_SECONDS = 0.05
PARENT_CHECK_SECONDS = 1.0


@dataclass(frozen=True)
class Shares:
    """How much of each NER pass a helper runs: the share of its pieces, its last ones."""

    legal: float
    stock: float

    def of(self, legal: bool) -> float:
        return self.legal if legal else self.stock


class Helper:
    """One helper process and the pipe to it; one request at a time (a lock keeps threads in turn)."""

    def __init__(self, language: str, shares: Shares) -> None:
        self.shares = shares
        context = multiprocessing.get_context("fork")
        self._connection, child = context.Pipe()
        self._process = context.Process(target=_serve, args=(child, self._connection, language, shares), daemon=True,
                                        name="nomen-ner")
        self._process.start()
        child.close()
        self._lock = threading.Lock()
        self.owner = os.getpid()  # a process forked from this one (a batch worker) must not use the pipe
        self.alive = True
        self.answered = 0  # requests it served (for the tests and the benchmark)
        self.warm_pieces = 0  # pieces it had run ahead when their request came

    @property
    def pid(self) -> int | None:
        return self._process.pid

    def send(self, jobs: list[Job]) -> None:
        """Start the jobs, in order; `receive` returns their work. Holds the helper until then."""
        self._lock.acquire()
        try:
            self._connection.send((RUN, jobs))
        except (OSError, ValueError):
            self._fail()
            raise HelperGone from None

    def warm(self, pieces: list[str]) -> None:
        """Have the pieces run now, ahead of their request; nothing is answered."""
        with self._lock:
            try:
                self._connection.send((WARM, pieces))
                return
            except (OSError, ValueError):
                pass
        self._fail()

    def receive(self) -> list[list[list[Entity]]]:
        """The entities of each piece of each job sent; a time budget exceeded meanwhile stops the helper."""
        try:
            while not self._connection.poll(POLL_SECONDS):
                if not self._process.is_alive():
                    raise HelperGone
                check_time()
            answer = self._connection.recv()
        except (EOFError, OSError):
            self._fail()
            raise HelperGone from None
        except BaseException:  # gone, or the budget ran out: its answer would come too late, and stale
            self._fail()
            raise
        self._lock.release()
        if isinstance(answer, str):
            raise HelperGone(answer)
        self.answered += 1
        entities, warm = answer
        self.warm_pieces += warm
        return entities

    def abandon(self) -> None:
        """Work sent but no longer wanted (the analysis failed meanwhile): its answer is read and
        dropped in the background, so the next request gets its own."""
        def drain() -> None:
            try:
                self.receive()
            except BaseException:  # noqa: BLE001 - nothing waits for this answer
                pass
        threading.Thread(target=drain, daemon=True, name="nomen-ner-drain").start()

    def _fail(self) -> None:
        self.alive = False
        self._process.kill()
        if self._lock.locked():
            self._lock.release()


class HelperGone(RuntimeError):
    """The helper cannot answer; the caller runs the model itself."""


def _serve(connection: Connection, parents_end: Connection, language: str, shares: Shares) -> None:
    """The helper's loop. It ends with its parent: the pipe closes (the parent's end, inherited
    by the fork, is closed here first) or the parent is gone (killed without a goodbye)."""
    def entities(legal: bool, piece: str) -> list[Entity]:
        return [(e.start_char, e.end_char, e.label_) for e in ner_pipeline(language, legal)(piece).ents]

    parents_end.close()
    parent = os.getppid()
    passes = [legal for legal in (True, False) if shares.of(legal)]
    for legal in passes:  # what it will run is ready before the first request
        ner_pipeline(language, legal)
    ahead: dict[tuple[bool, str], list[Entity]] = {}  # the last text warmed, by pass and piece
    while True:
        try:
            while not connection.poll(PARENT_CHECK_SECONDS):
                if os.getppid() != parent:
                    return
            kind, work = connection.recv()
        except (EOFError, OSError):
            return
        try:
            if kind == WARM:  # the same piece always gives the same entities: nothing here can be stale
                ahead = {(legal, piece): entities(legal, piece) for legal in passes for piece in work}
                continue
            jobs: list[Job] = work
            found = [[ahead[legal, piece] if (legal, piece) in ahead else entities(legal, piece) for piece in pieces]
                     for legal, pieces in jobs]
            connection.send((found, sum((legal, piece) in ahead for legal, pieces in jobs for piece in pieces)))
        except Exception as err:  # the type only: a message could quote the document
            if kind != WARM:
                connection.send(type(err).__name__)


_helpers: dict[str, Helper] = {}


# A server loads every pipeline before the fork and runs the rules (about 0.6 of the stock NER's
# time) here first; the helper runs the legal NER (about 0.5) and the stock NER's last 57%: both
# cores end together at about (1 + 0.6 + 0.5) / 2 (measured with spaCy 3.8.7 on the 2-core machine;
# the 10,000-word benchmark has 7 pieces, 4 of them there).
SERVER_SHARES = Shares(legal=1.0, stock=0.57)
# A single command forks as soon as spaCy is imported: the helper loads both pipelines and runs both
# passes whole, while this process imports the rules and runs them; no pipeline is loaded twice.
COMMAND_SHARES = Shares(legal=1.0, stock=1.0)


def start(languages: tuple[str, ...] = ("en",), stock: bool = False) -> None:
    """Fork the helpers now (before any thread starts); where fork does not exist, do nothing.
    spaCy is imported first, once for both processes. With `stock`, the stock pipelines are loaded
    first too, so that a helper shares them: for a server, which analyses many texts; a single
    command forks at once instead, and the helper loads its pipeline while this process imports
    the rest."""
    if "fork" not in multiprocessing.get_all_start_methods():
        return
    if stock:
        for language in languages:
            ner_pipeline(language)
    # What is loaded by now lives as long as the process: frozen, neither process's garbage collector
    # walks it again (a tenth of a second each time), and the pages holding it stay shared after the fork.
    gc.freeze()
    for language in languages:
        if helper_for(language) is None:
            _helpers[language] = Helper(language, SERVER_SHARES if stock else COMMAND_SHARES)


def warm(text: str, language: str = "auto") -> None:
    """A single command's text, sent as soon as it is read: the helper runs its NER now, while this
    process imports the rules, and answers the request from that. Cut as the NER recognizers cut it
    (the clean text, in `chunks`), so that their pieces are the same strings; any that differ (the
    text was of another language) are run when asked."""
    helper = helper_for("en" if language == "auto" else language)
    if helper is not None:
        helper.warm([piece for _, piece in chunks(clean(text).text)])


def helper_for(language: str) -> Helper | None:
    """The live helper of a language, if this process started one (a child inherits the object,
    not the right to use its pipe)."""
    helper = _helpers.get(language)
    return helper if helper is not None and helper.alive and helper.owner == os.getpid() else None
