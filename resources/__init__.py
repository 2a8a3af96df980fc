"""Data shipped with Nomen (lists, samples); importable as `nomen_resources` once installed."""
