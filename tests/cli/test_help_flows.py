"""Every command's help flows to the terminal's width: a paragraph of its docstring is wrapped where the
terminal ends, not where the docstring's lines happened to end (which Typer used to print as they were,
leaving short, ragged lines at any width but the docstring's own)."""

from __future__ import annotations

import inspect
import re
from importlib import import_module

import pytest
import typer
from typer.testing import CliRunner

from cli.app import COMMANDS, app


def _written_helps() -> dict[tuple[str, ...], str]:
    """Each command's help as its module writes it (before ``flow_help``), by the words that run it."""
    helps: dict[tuple[str, ...], str] = {}
    for entry in COMMANDS:
        scratch = typer.Typer()
        import_module(entry.module).register(scratch)
        command = typer.main.get_group(scratch).commands[entry.name]
        helps[(entry.name,)] = command.help
        for name, sub in getattr(command, "commands", {}).items():
            helps[(entry.name, name)] = sub.help
    return helps


HELPS = _written_helps()


def _paragraphs(text: str) -> list[str]:
    return [p for p in re.split(r"\n[ \t]*\n", inspect.cleandoc(text)) if p.strip()]


def _is_list(paragraph: str) -> bool:
    """A paragraph whose lines are kept as written: a list or an indented block (the `practice` levels)."""
    return any(re.match(r"\s|[-*•]\s|\d+[.)]\s", line) for line in paragraph.splitlines())


def _shown_paragraphs(output: str) -> list[list[str]]:
    """The help's text as printed (after the usage line, before the first panel of options), as paragraphs
    of lines without the padding around them."""
    lines = output.splitlines()
    start = next(i for i, line in enumerate(lines) if line.strip().startswith("Usage:")) + 1
    end = next(i for i, line in enumerate(lines) if line.lstrip().startswith("╭"))
    blocks: list[list[str]] = [[]]
    for line in lines[start:end]:
        if line.strip():
            blocks[-1].append(line.strip())
        elif blocks[-1]:
            blocks.append([])
    return [block for block in blocks if block]


@pytest.mark.parametrize("width", [80, 120])
@pytest.mark.parametrize("words", sorted(HELPS), ids=" ".join)
def test_help_paragraphs_fill_the_terminal_width(words, width):
    result = CliRunner().invoke(app, [*words, "--help"], env={"COLUMNS": str(width)})
    assert result.exit_code == 0, result.output
    written, shown = _paragraphs(HELPS[words]), _shown_paragraphs(result.output)
    # Every paragraph of the docstring is there, word for word, and no two run together.
    assert [" ".join(block).split() for block in shown] == [p.split() for p in written]
    for paragraph, block in zip(written, shown):
        if _is_list(paragraph):
            continue
        for line, following in zip(block, block[1:]):
            # Rich keeps one space of padding each side: a line is full when the next word would not fit.
            assert len(line) + 1 + len(following.split()[0]) > width - 2, \
                f"{' '.join(words)} --help at {width} columns breaks a line short: {line!r} / {following!r}"


def test_lists_and_indented_lines_keep_their_lines():
    from cli.shell import flowing_help

    text = """First paragraph,
        wrapped.

        Prose that was
        wrapped too.

        - one item
        - another item

          an indented
          block

        \b
        kept
        as written
        """
    assert flowing_help(text) == ("First paragraph, wrapped.\n\nProse that was wrapped too.\n\n"
                                  "- one item\n- another item\n\n  an indented\n  block\n\n\b\nkept\nas written")
