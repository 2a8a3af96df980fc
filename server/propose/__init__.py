"""Proposed replacements and defaults: what each entity becomes, and whether it is on."""
