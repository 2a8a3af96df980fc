"""Name rules every stage shares, and nothing else: the grammar of a written name, titles and
post-nominals, the words that tell a person from a body, name forms for grouping, and text
folding ("the same words"). A leaf: it imports no stage, so no stage reaches into another's
internals for them."""
