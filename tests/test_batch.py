"""`nomen batch`: whole folders, cases sharing pseudonyms, resume, bad files, report.csv, Dask."""

from __future__ import annotations

import csv
import io
import json
import shutil

import docx
import pytest
from click.testing import CliRunner

from server.batch.runner import run_batch
from server.cli import main
from tests.conftest import ROOT, TAB_DEV

SAMPLE = ROOT / "resources" / "samples"


@pytest.fixture
def archive(tmp_path):
    """Two loose decisions, a case of two documents (a judgment and its appeal), a broken file."""
    folder = tmp_path / "in"
    (folder / "case-17").mkdir(parents=True)
    (folder / "broken").mkdir()
    shutil.copy(SAMPLE / "sample-decision.docx", folder / "decision.docx")
    case = json.loads(TAB_DEV.read_text(encoding="utf-8").splitlines()[1])
    (folder / "other.txt").write_text(case["text"], encoding="utf-8")
    shutil.copy(SAMPLE / "sample-decision.docx", folder / "case-17" / "judgment.docx")
    appeal = SAMPLE.joinpath("sample-decision.txt").read_text(encoding="utf-8")
    (folder / "case-17" / "appeal.txt").write_text(appeal.replace("Janice", "Jasmine"), encoding="utf-8")
    (folder / "broken" / "scan.docx").write_bytes(b"not a zip at all")
    return folder


def _run(archive, out, tmp_path, workers=2, **options):
    return run_batch(archive, out, workers=workers, config_dir=tmp_path / "config", data_dir=tmp_path / "data",
                     progress=False, **options)


def _report(out):
    with (out / "report.csv").open(encoding="utf-8") as handle:
        return {row["file"]: row for row in csv.DictReader(handle)}


def test_every_file_is_done_or_listed_with_its_error(archive, tmp_path):
    out = tmp_path / "out"
    summary = _run(archive, out, tmp_path)
    assert (summary.done, summary.skipped, [r.file for r in summary.failed]) == (4, 0, ["broken/scan.docx"])
    report = _report(out)
    assert set(report) == {"decision.docx", "other.txt", "case-17/judgment.docx", "case-17/appeal.txt",
                           "broken/scan.docx"}
    assert "not a .docx" in report["broken/scan.docx"]["error"]
    assert int(report["decision.docx"]["replacements"]) > 10 and report["decision.docx"]["residual"] == "0"
    text = "\n".join(p.text for p in docx.Document(str(out / "decision.docx")).paragraphs)
    assert "R.H.W.J." in text and "Roy H.W. Johnston" not in text
    assert "johnston" not in (out / "case-17" / "appeal.txt").read_text(encoding="utf-8").lower()


def test_a_rerun_skips_what_is_done_and_keeps_the_report(archive, tmp_path):
    out = tmp_path / "out"
    _run(archive, out, tmp_path)
    before = (out / "decision.docx").stat().st_mtime_ns
    (out / "other.txt").unlink()  # as if the first run had stopped before it
    summary = _run(archive, out, tmp_path)
    assert (summary.done, summary.skipped) == (1, 3)
    assert (out / "decision.docx").stat().st_mtime_ns == before
    assert int(_report(out)["decision.docx"]["replacements"]) > 10  # the first run's figures stay


def test_documents_of_a_case_share_their_pseudonyms(archive, tmp_path):
    out = tmp_path / "out"
    _run(archive, out, tmp_path)
    judgment = "\n".join(p.text for p in docx.Document(str(out / "case-17" / "judgment.docx")).paragraphs)
    appeal = (out / "case-17" / "appeal.txt").read_text(encoding="utf-8")
    assert "R.H.W.J." in judgment and "R.H.W.J." in appeal
    # "Jasmine" in the appeal is not "Janice" of the judgment: one of them gets numbered initials
    # (the appeal comes first, alphabetically)
    assert "J.W.-J.2" in judgment and "J.W.-J.2" not in appeal and "J.W.-J." in appeal
    shown = CliRunner(env={"NOMEN_DATA_DIR": str(tmp_path / "data")}).invoke(main, ["cases", "show", "case-17"])
    assert shown.exit_code == 0 and "J.W.-J.2" in shown.output


def test_the_output_folder_may_not_be_inside_the_input(archive, tmp_path):
    with pytest.raises(ValueError):
        _run(archive, archive / "out", tmp_path)


def test_the_command_line_exits_non_zero_when_a_file_failed(archive, tmp_path):
    runner = CliRunner(env={"NOMEN_DATA_DIR": str(tmp_path / "data"), "NOMEN_CONFIG_DIR": str(tmp_path / "cfg")})
    result = runner.invoke(main, ["batch", str(archive), str(tmp_path / "out"), "--workers", "1"])
    assert result.exit_code == 1
    assert "4 anonymized, 0 already done, 1 failed" in result.output


def test_the_same_function_runs_on_a_dask_local_cluster(archive, tmp_path):
    from server.batch.cluster import dask_executor

    shutil.rmtree(archive / "broken")
    out = tmp_path / "out"
    summary = _run(archive, out, tmp_path, workers=2, executor=dask_executor("local"))
    assert (summary.done, summary.failed) == (4, [])
    assert "R.H.W.J." in (out / "case-17" / "appeal.txt").read_text(encoding="utf-8")
