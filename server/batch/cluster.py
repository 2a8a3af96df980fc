"""Batches on a Dask cluster: the same units and per-document function, run by Dask workers.

Why Dask distributed: it is pure Python on PyPI, its scheduler and workers start with
one command each on any machine (`dask scheduler`, `dask worker tcp://host:8786`), and
its LocalCluster runs the very same code on one machine for tests. Each worker process
loads the models once, on its first unit, and keeps them. The workers read and write the
documents through paths, so the input and output folders and the data directory (case
memory) must be on storage every worker sees.
"""

from __future__ import annotations

from pathlib import Path
from typing import Iterable

from nomen.batch import worker
from nomen.batch.jobs import Unit
from nomen.batch.worker import Row
from nomen.model import AnalyzeOptions


def _run_unit(unit: Unit, options: AnalyzeOptions, config_dir: str, data_dir: str) -> list[Row]:
    if worker._engine is None:  # first unit on this worker process
        worker.init_worker(config_dir, data_dir)
    return worker.process_unit(unit, options)


def dask_executor(address: str):
    """An executor for `run_batch`: `address` is a scheduler (tcp://host:8786) or "local"."""
    def execute(units: list[Unit], options: AnalyzeOptions, workers: int, config_dir: Path,
                data_dir: Path) -> Iterable[list[Row]]:
        from distributed import Client, LocalCluster, as_completed

        cluster = LocalCluster(n_workers=workers, threads_per_worker=1, processes=True,
                               dashboard_address=None) if address == "local" else None
        with Client(cluster if cluster is not None else address) as client:
            futures = [client.submit(_run_unit, unit, options, str(config_dir), str(data_dir), pure=False)
                       for unit in units]
            for future in as_completed(futures):
                yield future.result()
        if cluster is not None:
            cluster.close()
    return execute
