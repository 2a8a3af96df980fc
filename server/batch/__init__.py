"""Whole archives: every decision of a folder anonymized with the defaults, in parallel, resumably."""
