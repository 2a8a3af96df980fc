"""Recognizers: each finds one kind of anonymizable span; `registry` merges them."""
