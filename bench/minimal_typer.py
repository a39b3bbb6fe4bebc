"""The start-up baseline: the smallest Typer app with two commands."""

import typer

app = typer.Typer(no_args_is_help=True, add_completion=False)


@app.command()
def hello(name: str) -> None:
    """Say hello."""
    typer.echo(f"hello {name}")


@app.command()
def bye() -> None:
    """Say goodbye."""
    typer.echo("bye")


if __name__ == "__main__":
    app()
