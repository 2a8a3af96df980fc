"""Data shipped with Nomen (lists, samples); importable as `nomen.resources` once installed."""
