"""``python -m cli`` runs the command line from a plain checkout."""

from cli.app import main

main()
