"""`nomen batch`: whole folders, cases sharing pseudonyms, resume, bad files, report.csv, Dask."""

from __future__ import annotations

import csv
import io
import json
import shutil
import zipfile

import docx
import pytest
from click.testing import CliRunner

from nomen.batch import runner
from nomen.batch.runner import run_batch
from nomen.batch.worker import Row, process_unit
from nomen.cli import main
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
    assert "4 anonymized, 0 with names left in the output (see report.csv), 1 failed; 0 already done" in result.output


def test_the_same_function_runs_on_a_dask_local_cluster(archive, tmp_path):
    from nomen.batch.cluster import dask_executor

    shutil.rmtree(archive / "broken")
    out = tmp_path / "out"
    summary = _run(archive, out, tmp_path, workers=2, executor=dask_executor("local"))
    assert (summary.done, summary.failed) == (4, [])
    assert "R.H.W.J." in (out / "case-17" / "appeal.txt").read_text(encoding="utf-8")


OLD_COLUMNS = ["file", "entities", "replacements", "residual", "seconds", "error"]


def _with_ole_object(data: bytes, text: str) -> bytes:
    """The .docx with an embedded OLE object whose binary stream holds `text` (UTF-16, as OLE
    streams do): the audit reads such strings, no replacement can rewrite them."""
    out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(data)) as source, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as target:
        for info in source.infolist():
            target.writestr(info, source.read(info))
        target.writestr("word/embeddings/oleObject1.bin",
                        b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes(64) + text.encode("utf-16-le"))
    return out.getvalue()


def test_a_name_the_replacement_cannot_reach_makes_the_batch_exit_non_zero(tmp_path):
    """Through the real pipeline: worker processes, the leak audit, report.csv, the summary."""
    folder, out = tmp_path / "in", tmp_path / "out"
    folder.mkdir()
    sample = (SAMPLE / "sample-decision.docx").read_bytes()
    (folder / "clean.docx").write_bytes(sample)
    (folder / "leaky.docx").write_bytes(_with_ole_object(sample, "Letter from Roy Johnston"))
    env = {"NOMEN_DATA_DIR": str(tmp_path / "data"), "NOMEN_CONFIG_DIR": str(tmp_path / "cfg")}
    result = CliRunner(env=env).invoke(main, ["batch", str(folder), str(out), "--workers", "1"])
    assert result.exit_code == 1, result.output
    assert "1 anonymized, 1 with names left in the output (see report.csv), 0 failed" in result.stdout
    assert "names left: leaky.docx" in result.stderr
    report = _report(out)
    assert int(report["leaky.docx"]["residual"]) >= 1 and int(report["leaky.docx"]["unchecked"]) >= 1
    assert report["clean.docx"]["residual"] == "0"


# The summary's arithmetic and report.csv's columns with rows known in advance: run_batch's
# executor hook fed real Rows in-process (and, where every document is skipped, the real
# worker's `process_unit`, which needs no models for that).


def _executor(rows: dict[str, Row]):
    """An in-process executor answering each document with the row given for it."""
    def execute(units, options, workers, config_dir, data_dir):
        for unit in units:
            yield [rows[document.name] for document in unit.documents]
    return execute


@pytest.fixture
def three(tmp_path):
    """A clean document, one whose output still holds names, a broken one; and their rows."""
    folder = tmp_path / "in"
    folder.mkdir()
    for name in ("clean.docx", "leaky.docx", "broken.docx"):
        (folder / name).write_bytes(b"PK")
    rows = {"clean.docx": Row("clean.docx", entities=3, replacements=12, seconds=1.5),
            "leaky.docx": Row("leaky.docx", entities=2, replacements=7, residual=3, unchecked=1, seconds=2.0),
            "broken.docx": Row("broken.docx", error="NotADocx: this file is not a .docx document")}
    return folder, rows


def test_an_output_with_names_left_is_counted_apart_and_reported(three, tmp_path):
    folder, rows = three
    out = tmp_path / "out"
    summary = _run(folder, out, tmp_path, executor=_executor(rows))
    assert summary.done == 1 and summary.skipped == 0
    assert [r.file for r in summary.with_residuals] == ["leaky.docx"]
    assert [r.file for r in summary.failed] == ["broken.docx"]
    with (out / "report.csv").open(encoding="utf-8") as handle:
        assert next(csv.reader(handle)) == ["file", "entities", "replacements", "residual", "unchecked", "seconds",
                                            "error"]
    report = _report(out)
    assert (report["leaky.docx"]["residual"], report["leaky.docx"]["unchecked"]) == ("3", "1")
    assert (report["clean.docx"]["residual"], report["clean.docx"]["unchecked"]) == ("0", "0")
    assert sorted(p.name for p in out.iterdir()) == ["report.csv"]  # no partial report left beside it


def test_a_rerun_over_an_old_report_still_says_which_outputs_hold_names(tmp_path):
    folder, out = tmp_path / "in", tmp_path / "out"
    folder.mkdir()
    out.mkdir()
    for name in ("clean.docx", "leaky.docx"):
        (folder / name).write_bytes(b"PK")
        (out / name).write_bytes(b"PK")  # done by an earlier run
    with (out / "report.csv").open("w", encoding="utf-8", newline="") as handle:  # before `unchecked` existed
        writer = csv.writer(handle)
        writer.writerows([OLD_COLUMNS, ["clean.docx", "3", "12", "0", "1.5", ""],
                          ["leaky.docx", "2", "7", "2", "2.0", ""]])

    def in_process(units, options, workers, config_dir, data_dir):
        return [process_unit(unit, options) for unit in units]
    summary = _run(folder, out, tmp_path, executor=in_process)
    assert (summary.done, summary.skipped, summary.failed) == (0, 1, [])
    assert [(r.file, r.residual) for r in summary.with_residuals] == [("leaky.docx", 2)]
    report = _report(out)
    assert report["leaky.docx"] == {"file": "leaky.docx", "entities": "2", "replacements": "7", "residual": "2",
                                    "unchecked": "", "seconds": "2.0", "error": ""}


@pytest.mark.parametrize("leaky, code, summary", [
    (True, 1, "1 anonymized, 1 with names left in the output (see report.csv), 1 failed; 0 already done"),
    (False, 0, "2 anonymized, 0 with names left in the output (see report.csv), 0 failed; 0 already done"),
])
def test_the_command_line_exits_non_zero_when_an_output_holds_names(three, tmp_path, monkeypatch, leaky, code,
                                                                     summary):
    folder, rows = three
    if not leaky:
        (folder / "broken.docx").unlink()
        rows["leaky.docx"].residual = 0
    real = runner.run_batch
    monkeypatch.setattr(runner, "run_batch",
                        lambda *args, **options: real(*args, **{**options, "executor": _executor(rows)}))
    env = {"NOMEN_DATA_DIR": str(tmp_path / "data"), "NOMEN_CONFIG_DIR": str(tmp_path / "cfg")}
    result = CliRunner(env=env).invoke(main, ["batch", str(folder), str(tmp_path / "out")])
    assert result.exit_code == code, result.output
    assert summary in result.stdout
    assert ("names left: leaky.docx" in result.stderr) is leaky


def test_the_largest_units_are_handed_out_first(archive, tmp_path):
    """Longest first, so that no worker is left alone with a long document at the end of a batch."""
    given = []

    def record(units, options, workers, config_dir, data_dir):
        given.extend(units)
        return []

    _run(archive, tmp_path / "out", tmp_path, executor=record)
    sizes = [sum(document.source.stat().st_size for document in unit.documents) for unit in given]
    assert len(given) == 4 and sizes == sorted(sizes, reverse=True)
