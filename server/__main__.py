"""`python -m server` runs the local server, like `nomen serve`."""

import sys

from server.cli import main

main(["serve", *sys.argv[1:]], prog_name="nomen")
