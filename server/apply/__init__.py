"""Apply the editor's decisions to a .docx: replace every chosen term everywhere, leave nothing behind.

decisions (entities -> terms) -> matcher (one pattern for all terms) -> paragraphs (across
runs) -> parts (stories, metadata, relationships) -> document (the package, untouched
parts byte for byte) -> leak_check; `nomen.pipeline` runs it for the API, the CLI and the batch.
"""
