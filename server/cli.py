"""The `nomen` command: analyse a decision, or run the local server for the Word add-in."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import click

from server import __version__
from server.config import DEFAULT_PORT, HOST, default_config_dir
from server.engine import AnalyzeOptions, Engine
from server.extract.package import DocumentError
from server.lists import ListStore
from server.propose.replacements import STYLES
from server.report_table import render


def _load(path: str | None):
    from server.documents import load_document

    try:
        return load_document(path)
    except DocumentError as err:
        raise click.ClickException(str(err)) from None
    except UnicodeDecodeError:
        raise click.ClickException(f"{path}: not a .docx and not UTF-8 text") from None
    except OSError as err:
        raise click.ClickException(f"cannot read {path}: {err.strerror or err}") from None


@click.group(help="Nomen: anonymize court decisions (Word add-in server and command line).")
@click.version_option(__version__, prog_name="nomen")
def main() -> None:
    pass


@main.command(help="List the people and identifiers to anonymize in FILE (.docx or .txt; '-' for "
                   "standard input; the bundled sample decision if omitted).")
@click.argument("file", required=False)
@click.option("--json", "as_json", is_flag=True, help="Print the API's JSON instead of a table.")
@click.option("--language", type=click.Choice(["auto", "en", "fr", "es"]), default="auto", show_default=True)
@click.option("--style", type=click.Choice(STYLES), default="initials", show_default=True)
@click.option("--professionals", is_flag=True, help="Propose judges, counsel and clerks for anonymization too.")
def analyze(file: str | None, as_json: bool, language: str, style: str, professionals: bool) -> None:
    document = _load(file)
    engine = Engine(ListStore(default_config_dir()))
    result = engine.analyze(document.text, AnalyzeOptions(language, style, professionals), document.part_at)
    if as_json:
        click.echo(json.dumps(result, ensure_ascii=False, indent=2))
        return
    entities = result["entities"]
    on = sum(e["anonymize"] for e in entities)
    click.echo(f"{document.name}: language {result['language']}, {len(entities)} entities, {on} proposed on\n")
    click.echo(render(entities))


@main.command(help="Score detection and grouping on gold-annotated decisions (TAB .json/.jsonl, "
                   "ECHR token .tsv), beside NOME's rule and spaCy NER alone.")
@click.argument("gold", nargs=-1, required=True, type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--markdown", "markdown_path", type=click.Path(dir_okay=False, path_type=Path),
              help="Also write the tables to this Markdown file (e.g. docs/accuracy.md).")
@click.option("--json", "as_json", is_flag=True, help="Print every score as JSON instead of tables.")
@click.option("--no-baselines", is_flag=True, help="Score Nomen only.")
def evaluate(gold: tuple[Path, ...], markdown_path: Path | None, as_json: bool, no_baselines: bool) -> None:
    from server.evaluation.compare import compare_files
    from server.evaluation.markdown import accuracy_page, corpus_table
    from server.evaluation.systems import nome_system, nomen_system, spacy_system

    engine = Engine(ListStore(default_config_dir()))
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


@main.command(help="Run the local API server for the Word add-in (127.0.0.1 only).")
@click.option("--port", type=click.IntRange(1, 65535), default=DEFAULT_PORT, show_default=True)
@click.option("--threads", type=click.IntRange(1, 64), default=4, show_default=True)
def serve(port: int, threads: int) -> None:
    import logging

    from waitress import serve as waitress_serve

    from server.app import create_app

    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    app = create_app()
    click.echo(f"Nomen {__version__} listening on http://{HOST}:{port} (Ctrl+C to stop)")
    waitress_serve(app, host=HOST, port=port, threads=threads, ident="nomen")


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
