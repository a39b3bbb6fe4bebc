"""The start-up baseline: the smallest Typer app with as many commands as ours.

    python bench/minimal_typer.py COUNT --help

Each command has a docstring and one option, so Typer builds the same kind of help.
"""

import sys

import typer

app = typer.Typer(no_args_is_help=True, add_completion=False)


def _command(number: int) -> None:
    def command(name: str = typer.Option("", help="A name.")) -> None:
        typer.echo(f"{number} {name}")

    command.__doc__ = f"Command number {number}."
    app.command(f"command-{number}")(command)


if __name__ == "__main__":
    count = int(sys.argv.pop(1)) if len(sys.argv) > 1 and sys.argv[1].isdigit() else 2
    for number in range(1, count + 1):
        _command(number)
    app()
