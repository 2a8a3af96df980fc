"""The `nomen` command: analyse a decision, or run the local server for the Word add-in."""

from __future__ import annotations

import gc
import json
import os
import sys
from pathlib import Path

import click

from nomen import __version__
from nomen.config import DEFAULT_PORT, HOST, default_config_dir
from nomen.model import STYLES, AnalyzeOptions, DecisionError, entities_from_dicts
from nomen.extract.package import DocumentError
from nomen.lists import ListStore
from nomen.peers import current_user
from nomen.report_table import render, table


def _engine():
    """The analyser, imported only by the commands that analyse (spaCy alone takes half a second),
    so that `nomen --version` and `nomen manifest` answer at once."""
    from nomen.engine import Engine

    return Engine(ListStore(default_config_dir()))


def _load(path: str | None):
    from nomen.documents import load_document

    try:
        return load_document(path)
    except DocumentError as err:
        raise click.ClickException(str(err)) from None
    except FileNotFoundError:
        raise click.UsageError(f"{path}: no such file") from None
    except OSError as err:
        raise click.ClickException(f"cannot read {path}: {err.strerror or err}") from None


_OUT = click.option("--out", type=click.Path(dir_okay=False, path_type=Path),
                    help="Where to write the anonymized copy (default: <name>-anonymized.docx here).")
_REPORT = click.option("--report", type=click.Path(dir_okay=False, path_type=Path),
                       help="Also write who became what (sensitive; written only if asked, user-only).")
_STRICT = click.option("--strict", is_flag=True, help="Fail if any name of an anonymized person remains in the output.")
_REMOVE_UNCHECKED = click.option("--remove-unchecked", is_flag=True,
                                 help="Remove the pictures and objects Nomen cannot read (they are listed otherwise).")
_FORCE = click.option("--force", is_flag=True, help="Replace the output file if it exists.")
_LANGUAGE = click.option("--language", type=click.Choice(["auto", "en", "fr", "es"]), default="auto",
                         show_default=True)
_STYLE = click.option("--style", type=click.Choice(STYLES), default="initials", show_default=True)
_PROFESSIONALS = click.option("--professionals", is_flag=True,
                              help="Propose judges, counsel and clerks for anonymization too.")
_CASE = click.option("--case", "case_id", help="The case the document belongs to: its people keep the stand-ins "
                                               "they have in the case's other documents (see `nomen cases`).")


def _case(case_id: str | None):
    """The case memory for --case, or None; a malformed id is a usage error."""
    from nomen.cases import check_case_id
    from nomen.pipeline import CaseMemory

    if case_id is None:
        return None
    try:
        return CaseMemory(_case_store(), check_case_id(case_id))
    except ValueError as err:
        raise click.UsageError(f"--case: {err}") from None


@click.group(help="Nomen: anonymize court decisions (Word add-in server and command line).")
@click.version_option(__version__, prog_name="nomen")
def main() -> None:
    pass


@main.result_callback()
def _done(*_: object, **__: object) -> None:
    """A command has finished: the objects it leaves (models, word lists, caches: millions) are frozen,
    so that the interpreter's last garbage collection at exit does not walk them all (a fifth of a
    second after an analysis); they are freed as usual."""
    gc.freeze()


@main.command(help="List the people and identifiers to anonymize in FILE (.docx or .txt; '-' for "
                   "standard input; the bundled sample decision if omitted).")
@click.argument("file", required=False)
@click.option("--json", "as_json", is_flag=True, help="Print the API's JSON instead of a table.")
@_LANGUAGE
@_STYLE
@_PROFESSIONALS
@_CASE
def analyze(file: str | None, as_json: bool, language: str, style: str, professionals: bool,
            case_id: str | None) -> None:
    _second_core()
    document = _load(file)
    _warm(document, language)
    from nomen.pipeline import analyse

    result = analyse(_engine(), document, AnalyzeOptions(language, style, professionals),
                     _case(case_id))
    if as_json:
        click.echo(json.dumps(result.to_dict(), ensure_ascii=False, indent=2))
        return
    on = sum(e.anonymize for e in result.entities)
    click.echo(f"{document.name}: language {result.language}, {len(result.entities)} entities, {on} proposed on\n")
    click.echo(render(result.entities))


@main.command(help="List every place in FILE (.docx) that holds personal data or could: properties, authors, "
                   "comments, tracked changes, hidden text, pictures, embedded files, links, add-in settings... "
                   "Run it before anonymizing, and on the output after.")
@click.argument("file", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--json", "as_json", is_flag=True, help='Print {"places": [...]} instead of a table.')
def inspect(file: Path, as_json: bool) -> None:
    from dataclasses import asdict

    from nomen.extract.inspect import inspect_docx

    try:
        places = inspect_docx(file.read_bytes())
    except OSError as err:
        raise click.ClickException(f"cannot read {file}: {err.strerror or err}") from None
    except DocumentError as err:
        raise click.ClickException(f"{file}: {err}") from None
    if as_json:
        click.echo(json.dumps({"places": [asdict(place) for place in places]}, ensure_ascii=False, indent=2))
        return
    click.echo(f"{file.name}: {len(places)} places that hold personal data or could\n")
    if places:
        click.echo(table(("Where", "Count", "What"), [(p.where, str(p.count), p.what) for p in places], wrap=2))


def _target(source: Path, out: Path | None, suffix: str, force: bool) -> Path:
    """Where the anonymized copy goes: never over the input, over another file only with --force."""
    target = out or Path.cwd() / f"{source.stem}-anonymized{suffix}"
    if target.resolve() == source.resolve():
        raise click.UsageError("--out is the input file; Nomen never overwrites the original")
    if target.exists() and not force:
        raise click.UsageError(f"{target} exists; choose another --out, or add --force to replace it")
    return target


def _write_outputs(result, source: Path, out: Path | None, report: Path | None, strict: bool, force: bool) -> None:
    """Write the anonymized copy (a .docx, or a text for a text) and, only when asked, the sensitive
    report; then what the leak audit found, and --strict's verdict."""
    import os

    from nomen.apply.leak_check import describe_residuals
    from nomen.pipeline import TextResult

    text = isinstance(result, TextResult)
    target = _target(source, out, ".txt" if text else ".docx", force)
    if text:
        target.write_text(result.text, encoding="utf-8")
        click.echo(f"wrote {target}: {result.replacements} replacements of {result.entities} entities")
    else:
        target.write_bytes(result.document)
        click.echo(f"wrote {target}: {sum(r['count'] for r in result.replacements)} replacements "
                   f"of {len(result.replacements)} terms")
    if report and not text:
        descriptor = os.open(report, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(descriptor, "w", encoding="utf-8") as handle:
            json.dump(result.report(), handle, ensure_ascii=False, indent=2)
        click.echo(f"wrote the report to {report} (it says who became what: keep it private)")
    for line in [] if text else result.warnings:
        click.echo(f"warning: {line}", err=True)
    for entry in [] if text else result.unchecked:
        click.echo(f"check by eye: {entry['where']} ({entry['part']})", err=True)
    for line in describe_residuals(result.residual):
        click.echo(f"LEAK: {line}", err=True)
    if strict and result.residual:
        raise click.ClickException(f"{len(result.residual)} names of anonymized people remain in the output "
                                   "(--strict)")


def _anonymized(source: Path, entities, options: AnalyzeOptions, remove_unchecked: bool = False, case=None):
    """The pipeline on one file: a .docx gets the decisions (or the proposals), a text the proposals."""
    _second_core()
    document = _load(str(source))
    _warm(document, options.language)
    from nomen import pipeline

    engine = _engine()
    try:
        if document.docx is None:
            if entities is not None:
                raise click.UsageError("decisions apply to a .docx; for a text, use `nomen anonymize`")
            return pipeline.anonymize_text(engine, document, options, case)
        return pipeline.anonymize(engine, document, entities, options, remove_unchecked=remove_unchecked, case=case)
    except (DocumentError, DecisionError) as err:
        raise click.ClickException(str(err)) from None


@main.command(help="Apply the decisions in D.json (the entities of `nomen analyze --json`, edited) to FILE.")
@click.argument("file", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--decisions", required=True, type=click.Path(exists=True, dir_okay=False, path_type=Path))
@_OUT
@_REPORT
@_STRICT
@_REMOVE_UNCHECKED
@_FORCE
@_LANGUAGE
@_STYLE
@_PROFESSIONALS
@_CASE
def apply(file: Path, decisions: Path, out: Path | None, report: Path | None, strict: bool,
          remove_unchecked: bool, force: bool, language: str, style: str, professionals: bool,
          case_id: str | None) -> None:
    try:
        loaded = json.loads(decisions.read_text(encoding="utf-8"))
    except (OSError, ValueError) as err:
        raise click.ClickException(f"cannot read the decisions in {decisions}: {err}") from None
    try:
        entities = entities_from_dicts(loaded.get("entities") if isinstance(loaded, dict) else loaded)
    except DecisionError as err:
        raise click.ClickException(f"{decisions}: {err}") from None
    result = _anonymized(file, entities, AnalyzeOptions(language, style, professionals), remove_unchecked,
                         _case(case_id))
    _write_outputs(result, file, out, report, strict, force)


@main.command(help="Analyse FILE (.docx or .txt; the bundled sample if omitted) and apply the proposals as "
                   "they are: a .docx gives a .docx, a text a text.")
@click.argument("file", required=False, type=click.Path(exists=True, dir_okay=False, path_type=Path))
@_OUT
@_STYLE
@_LANGUAGE
@_PROFESSIONALS
@_REPORT
@_STRICT
@_REMOVE_UNCHECKED
@_FORCE
@_CASE
def anonymize(file: Path | None, out: Path | None, style: str, language: str, professionals: bool,
              report: Path | None, strict: bool, remove_unchecked: bool, force: bool, case_id: str | None) -> None:
    from nomen.documents import sample_path

    source = file or sample_path()
    result = _anonymized(source, None, AnalyzeOptions(language, style, professionals), remove_unchecked,
                         _case(case_id))
    _write_outputs(result, source, out, report, strict, force)


@main.command(help="Anonymize every .docx and .txt below IN_DIR into OUT_DIR with the defaults; a "
                   "sub-folder is a case. Reruns skip finished files; report.csv lists every file. Exits 1 "
                   "when a file failed or an output still holds names the leak audit found.")
@click.argument("in_dir", type=click.Path(exists=True, file_okay=False, path_type=Path))
@click.argument("out_dir", type=click.Path(file_okay=False, path_type=Path))
@click.option("--workers", type=click.IntRange(1, 256), help="Worker processes (default: one per CPU core).")
@_STYLE
@_LANGUAGE
@_PROFESSIONALS
@click.option("--scheduler", help="Run on a Dask cluster: its scheduler address, or 'local'.")
def batch(in_dir: Path, out_dir: Path, workers: int | None, style: str, language: str, professionals: bool,
          scheduler: str | None) -> None:
    from nomen.batch.runner import run_batch
    from nomen.config import default_data_dir

    options = {}
    if scheduler:
        from nomen.batch.cluster import dask_executor

        options["executor"] = dask_executor(scheduler)
    try:
        summary = run_batch(in_dir, out_dir, workers=workers, options=AnalyzeOptions(language, style, professionals),
                            config_dir=default_config_dir(), data_dir=default_data_dir(), **options)
    except ValueError as err:
        raise click.UsageError(str(err)) from None
    click.echo(f"{summary.done} anonymized, {len(summary.with_residuals)} with names left in the output "
               f"(see report.csv), {len(summary.failed)} failed; {summary.skipped} already done; "
               f"report: {summary.report}")
    for row in summary.with_residuals:
        click.echo(f"  names left: {row.file}: {row.residual} found by the leak audit", err=True)
    for row in summary.failed:
        click.echo(f"  failed: {row.file}: {row.error}", err=True)
    if summary.failed or summary.with_residuals:
        sys.exit(1)


@main.group(help="The case memory: pseudonym tables shared by the documents of a case.")
def cases() -> None:
    pass


def _case_store():
    from nomen.cases import CaseStore
    from nomen.config import default_data_dir

    return CaseStore(default_data_dir())


@cases.command("list", help="Every case, most recent first.")
def cases_list() -> None:
    for case in _case_store().list():
        click.echo(f"{case['id']}\t{case['people']} people\tupdated {case['updated']}")


@cases.command("show", help="The pseudonym table of case ID.")
@click.argument("case_id")
def cases_show(case_id: str) -> None:
    from nomen.cases import UnknownCase

    try:
        case = _case_store().show(case_id)
    except UnknownCase:
        raise click.ClickException(f"no case '{case_id}'") from None
    for person in case["people"]:
        click.echo(f"{person['replacement']}\t{person['category']}\t{'; '.join(person['variants'])}")


@cases.command("forget", help="Delete case ID and its table (overwritten on disk, not just unlinked).")
@click.argument("case_id")
def cases_forget(case_id: str) -> None:
    from nomen.cases import UnknownCase

    try:
        _case_store().forget(case_id)
    except UnknownCase:
        raise click.ClickException(f"no case '{case_id}'") from None
    click.echo(f"forgot case {case_id}")


@main.command(help="Score detection and grouping on gold-annotated decisions (TAB .json/.jsonl, "
                   "ECHR token .tsv), beside NOME's rule and spaCy NER alone.")
@click.argument("gold", nargs=-1, required=True, type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--markdown", "markdown_path", type=click.Path(dir_okay=False, path_type=Path),
              help="Also write the tables to this Markdown file (e.g. docs/accuracy.md).")
@click.option("--json", "as_json", is_flag=True, help="Print every score as JSON instead of tables.")
@click.option("--no-baselines", is_flag=True, help="Score Nomen only.")
def evaluate(gold: tuple[Path, ...], markdown_path: Path | None, as_json: bool, no_baselines: bool) -> None:
    from nomen.evaluation.compare import compare_files
    from nomen.evaluation.markdown import accuracy_page, corpus_table
    from nomen.evaluation.systems import nome_system, nomen_system, spacy_system

    engine = _engine()
    systems = [nomen_system(engine, AnalyzeOptions()),
               nomen_system(engine, AnalyzeOptions(anonymize_professionals=True), "Nomen, professionals on")]
    if not no_baselines:
        systems += [nome_system(), spacy_system()]
    try:
        sections = compare_files(list(gold), systems)
    except (ValueError, KeyError) as err:
        raise click.ClickException(f"cannot read the gold file: {err}") from None
    if as_json:
        click.echo(json.dumps(sections, ensure_ascii=False, indent=2))
    else:
        for corpus, (documents, reports) in sections.items():
            click.echo(f"\n{corpus} ({documents} documents)\n{corpus_table(reports)}")
    if markdown_path:
        command = "nomen evaluate " + " ".join(str(p) for p in gold) + f" --markdown {markdown_path}"
        markdown_path.parent.mkdir(parents=True, exist_ok=True)
        markdown_path.write_text(accuracy_page(sections, command) + "\n", encoding="utf-8")
        click.echo(f"\nwrote {markdown_path}", err=True)


@main.command(help="Run the local server for the Word add-in: the task pane and the API, over HTTPS on "
                   "127.0.0.1 only, for the user who starts it.")
@click.option("--port", type=click.IntRange(1, 65535), default=DEFAULT_PORT, show_default=True)
@click.option("--threads", type=click.IntRange(1, 64), default=4, show_default=True)
@click.option("--cert", type=click.Path(exists=True, dir_okay=False, path_type=Path),
              help="Certificate (PEM, with its chain) to use instead of Nomen's local one.")
@click.option("--key", type=click.Path(exists=True, dir_okay=False, path_type=Path), help="Key of --cert (PEM).")
@click.option("--http", "plain_http", is_flag=True,
              help="Serve plain HTTP (scripts and batch only: Word loads task panes over HTTPS only).")
@click.option("--host", "host_name", default="localhost", show_default=True,
              help="The name Word reaches the server by, as in the manifest (`nomen manifest --host`). It must "
                   "lead to 127.0.0.1 (the server listens there only); a name other than localhost needs "
                   "--cert and --key for it.")
@click.option("--shared-host", is_flag=True,
              help="One server for every user of this machine (started by IT): each request is served with the "
                   "lists, case memory and decisions of the OS user it comes from, kept apart under the data folder.")
def serve(port: int, threads: int, cert: Path | None, key: Path | None, plain_http: bool, host_name: str,
          shared_host: bool) -> None:
    import logging

    from nomen.app import create_app
    from nomen.serving import serve_http, serve_https

    if (cert is None) != (key is None):
        raise click.UsageError("--cert and --key go together")
    own_name = host_name.lower() not in ("localhost", "127.0.0.1")
    if own_name and cert is None and not plain_http:
        raise click.UsageError(f"--host {host_name} needs --cert and --key: a certificate for {host_name} (Nomen's "
                               "local one is for localhost only, so Word would refuse the pane)")
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    _check_port_free(port)
    app = create_app({"NOMEN_PEER_CHECK": True, "NOMEN_PORT": port, "NOMEN_SHARED_HOST": shared_host,
                      "NOMEN_HOSTS": [host_name] if own_name else []})
    click.echo("Loading the models…")
    _second_core(stock=True)
    app.extensions["nomen.workspace"].engine.warm_up()  # the clerk's first Analyze waits for nothing
    who = "every user of this machine, each apart" if shared_host else f"user {current_user()} only"
    if plain_http:
        click.echo(f"Nomen {__version__} listening on http://{HOST}:{port} for {who} (Ctrl+C to stop)")
        serve_http(app, port, threads)
        return
    if cert is None:
        from nomen.tls import ensure_local_certificates, trust_instructions

        files = ensure_local_certificates(default_config_dir() / "tls")
        cert, key = files.cert, files.key
        click.echo(trust_instructions(files))
    host_option = f" --host {host_name}" if own_name else ""
    click.echo(f"Add-in: sideload the manifest (`nomen manifest{host_option} --port {port} --out manifest.xml`): in "
               "Word on the web, Insert > Add-ins > Upload My Add-in; on Windows, a shared-folder catalog (see "
               "README); on macOS, copy it to ~/Library/Containers/com.microsoft.Word/Data/Documents/wef/.")
    click.echo(f"Nomen {__version__} listening on https://{host_name}:{port} for {who} (Ctrl+C to stop)")
    serve_https(app, port, threads, cert, key)


def _second_core(stock: bool = False) -> None:
    """The NER helper process, forked before any thread starts (see `ner_helper.start`)."""
    from nomen.detect import ner_helper

    ner_helper.start(stock=stock)


def _warm(document, language: str) -> None:
    """The document's text to the NER helper at once, while this process imports the rules."""
    from nomen.detect import ner_helper

    ner_helper.warm(document.text, language)


def _check_port_free(port: int) -> None:
    """Say clearly, before anything starts, who holds the port: often a Nomen already running, maybe
    another user's on a shared machine, where this user's Word must not reach it."""
    import socket

    from nomen.peers import listener_owner

    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        try:
            probe.bind((HOST, port))
        except OSError:
            holder = listener_owner(port)
            if holder is not None and holder != current_user():
                raise click.ClickException(
                    f"port {port} on {HOST} is held by a program of another user of this machine ({holder}), "
                    "probably their Nomen. Each user's Word would reach that server, which refuses other users; "
                    "on a shared machine, ask IT to run one server for everybody (`nomen serve --shared-host`, "
                    "see the README), or use another port with --port and a manifest for it "
                    "(`nomen manifest --port`)") from None
            raise click.ClickException(
                f"port {port} on {HOST} is already in use (is Nomen already running? `nomen serve` is needed "
                "only once); stop the other program, or choose another port with --port and make the "
                "add-in's manifest for it (`nomen manifest --port`)") from None


@main.group(help="Start `nomen serve` at log-in for the current user (systemd user unit on Linux, LaunchAgent "
                 "on macOS, Task Scheduler on Windows), so the task pane always finds its server.")
def service() -> None:
    pass


def _service(port: int = DEFAULT_PORT):
    from nomen.service import service_for

    return service_for(sys.platform, Path.home(), port, default_config_dir(), current_user(),
                       os.getuid() if hasattr(os, "getuid") else 0)


@service.command("install", help="Register `nomen serve` to start at each log-in, and start it now.")
@click.option("--port", type=click.IntRange(1, 65535), default=DEFAULT_PORT, show_default=True)
def service_install(port: int) -> None:
    from nomen.service import ServiceError, install

    entry = _service(port)
    try:
        install(entry)
    except ServiceError as err:
        raise click.ClickException(str(err)) from None
    click.echo(f"registered: {entry.path}; Nomen now starts at log-in on port {port}")


@service.command("uninstall", help="Stop `nomen serve` starting at log-in (and stop it now).")
def service_uninstall() -> None:
    from nomen.service import uninstall

    entry = _service()
    uninstall(entry)
    click.echo(f"removed: {entry.path}")


@service.command("status", help="Whether `nomen serve` starts at log-in, and whether it answers now.")
@click.option("--port", type=click.IntRange(1, 65535), default=DEFAULT_PORT, show_default=True)
def service_status(port: int) -> None:
    import ssl
    import urllib.request

    from nomen.service import registered

    entry = _service(port)
    present, said = registered(entry)
    click.echo(f"start at log-in: {'yes' if present else 'no'} ({said})")
    try:
        with urllib.request.urlopen(f"https://127.0.0.1:{port}/api/health", timeout=3,
                                    context=ssl._create_unverified_context()):
            answering = True
    except OSError:
        answering = False
    click.echo(f"server on port {port}: {'answering' if answering else 'not answering'}")
    if not (present and answering):
        sys.exit(1)


@main.command(help="Write the Office add-in manifest for a Nomen server at https://HOST:PORT (IT deployment).")
@click.option("--port", type=click.IntRange(1, 65535), default=DEFAULT_PORT, show_default=True)
@click.option("--host", default="localhost", show_default=True,
              help="Host name the clients reach the server by; serve with the same --host (and a certificate for it).")
@click.option("--format", "form", type=click.Choice(["xml", "unified"]), default="xml", show_default=True,
              help="xml: the add-in-only manifest; unified: Microsoft's JSON manifest, as an app package (a .zip "
                   "with manifest.json, fr.json and the icons) with --out, manifest.json alone on stdout.")
@click.option("--out", type=click.Path(dir_okay=False, path_type=Path), help="File to write (default: stdout).")
def manifest(port: int, host: str, form: str, out: Path | None) -> None:
    from nomen.manifest import build_manifest, build_unified_manifest, unified_package

    if form == "unified":
        content = unified_package(host, port) if out else \
            (json.dumps(build_unified_manifest(host, port), indent=2, ensure_ascii=False) + "\n").encode("utf-8")
    else:
        content = build_manifest(host, port)
    if out is None:
        click.echo(content.decode("utf-8"), nl=False)
    else:
        out.write_bytes(content)
        click.echo(f"wrote {out}", err=True)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
