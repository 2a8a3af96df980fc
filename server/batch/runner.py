"""Run a batch: units of work over a process pool (or a Dask cluster), a progress bar, report.csv."""

from __future__ import annotations

import csv
import io
import os
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Callable, Iterable

from tqdm import tqdm

from nomen.batch.jobs import Unit, plan
from nomen.model import AnalyzeOptions
from nomen.batch.worker import Row, init_worker, process_unit
from nomen.storage import write_private

REPORT = "report.csv"
COLUMNS = [f.name for f in fields(Row) if f.name != "skipped"]


@dataclass
class Summary:
    """What a batch did. A document whose output still holds names the leak audit found is in
    `with_residuals`, never in `done`; one skipped as finished counts there too when the report
    says its output holds some."""

    done: int
    skipped: int
    failed: list[Row]
    with_residuals: list[Row]
    report: Path


def _previous_rows(report: Path) -> dict[str, dict]:
    """The rows of an earlier run's report (one written before a column existed lacks it)."""
    if not report.is_file():
        return {}
    with report.open(encoding="utf-8", newline="") as handle:
        return {row["file"]: row for row in csv.DictReader(handle)}


def _count(value: object) -> int:
    """A count read back from report.csv; empty or missing in a report that predates its column."""
    try:
        return int(value or 0)
    except ValueError:
        return 0


def _write_report(report: Path, rows: dict[str, dict]) -> None:
    text = io.StringIO(newline="")
    writer = csv.DictWriter(text, fieldnames=COLUMNS, extrasaction="ignore")
    writer.writeheader()
    writer.writerows(rows[name] for name in sorted(rows))
    write_private(report, text.getvalue().encode("utf-8"))


def _local_pool(units: list[Unit], options: AnalyzeOptions, workers: int, config_dir: Path,
                data_dir: Path) -> Iterable[list[Row]]:
    with ProcessPoolExecutor(max_workers=workers, initializer=init_worker,
                             initargs=(str(config_dir), str(data_dir))) as pool:
        futures = [pool.submit(process_unit, unit, options) for unit in units]
        for future in as_completed(futures):
            yield future.result()


def _size(unit: Unit) -> int:
    """The bytes of a unit's documents: the largest units are handed out first, so that the last
    one a worker takes is short and the other workers do not wait long for it at the end."""
    total = 0
    for document in unit.documents:
        try:
            total += document.source.stat().st_size
        except OSError:  # gone meanwhile: the worker reports it
            pass
    return total


Executor = Callable[[list[Unit], AnalyzeOptions, int, Path, Path], Iterable[list[Row]]]


def run_batch(in_dir: Path, out_dir: Path, *, workers: int | None = None,
              options: AnalyzeOptions = AnalyzeOptions(), config_dir: Path, data_dir: Path,
              executor: Executor = _local_pool, progress: bool = True) -> Summary:
    """Anonymize every document below `in_dir` into `out_dir`; finished outputs are skipped."""
    if out_dir.resolve() == in_dir.resolve() or in_dir.resolve() in out_dir.resolve().parents:
        raise ValueError("the output folder must not be the input folder nor inside it")
    out_dir.mkdir(parents=True, exist_ok=True)
    units = sorted(plan(in_dir, out_dir), key=_size, reverse=True)
    report = out_dir / REPORT
    rows = _previous_rows(report)
    done = skipped = 0
    failed: list[Row] = []
    with_residuals: list[Row] = []
    total = sum(len(u.documents) for u in units)
    with tqdm(total=total, unit="doc", disable=not progress, smoothing=0.1) as bar:
        for unit_rows in executor(units, options, workers or os.cpu_count() or 1, config_dir, data_dir):
            for row in unit_rows:
                if row.skipped:
                    previous = rows.setdefault(row.file, {**row.as_dict(), "error": ""})
                    if residual := _count(previous.get("residual")):
                        with_residuals.append(Row(row.file, residual=residual, skipped=True))
                    else:
                        skipped += 1
                else:
                    rows[row.file] = row.as_dict()
                    if row.error:
                        failed.append(row)
                    elif row.residual:
                        with_residuals.append(row)
                    else:
                        done += 1
                bar.update(1)
    _write_report(report, rows)
    return Summary(done, skipped, failed, with_residuals, report)
