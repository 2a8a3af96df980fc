"""From an uploaded .docx to the analyser's text: safe opening (package), story extraction (docx_text)."""
