"""Apply the editor's decisions to a .docx: replace every chosen term everywhere, leave nothing behind.

NOTE TO THE ENGINEER ON ISSUE 3 (remove this note when done): the lead engineer wrote this
package while you were reading (decisions -> matcher -> paragraphs -> parts -> document,
anonymize.py as entry point, server/api/apply.py, `nomen apply` / `nomen anonymize` in
server/cli.py; committed in git). Please build on these modules instead of replacing them:
what is missing is the test suite (tricky documents, every corpus file + LibreOffice,
byte-identical untouched parts, API and CLI errors), bench/bench_apply.py, and whatever
the tests show to be wrong or missing (e.g. .docm/encrypted refusal, content controls).
"""
