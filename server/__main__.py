"""`python -m nomen` runs the local server, like `nomen serve`."""

import sys

from nomen.cli import main

main(["serve", *sys.argv[1:]], prog_name="nomen")
