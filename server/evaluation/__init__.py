"""Evaluation of Nomen against gold-annotated court decisions (backs `nomen evaluate`).

- `gold`: reads the TAB benchmark (English) and the ECHR French/Spanish token files
  into one shape, `GoldDocument`.
- `clustering_metrics`: B-cubed, MUC, adjusted Rand index and exact match between a
  gold and a predicted partition of the same mentions.
- `scoring`: scores the engine's entity lists (the API shape) against the gold:
  person recall and precision, identifier recall, mask precision, consistency of
  replacements, grouping; `Report` adds them up over documents.
- `baselines`: what Nomen is compared with (NOME's capitalised runs, spaCy NER alone).
"""
