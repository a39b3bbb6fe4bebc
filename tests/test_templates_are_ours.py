"""Every template is ours (issue 10 item 5): no command takes a teacher's template, the loader reads
only the package's templates folder, and what users type is rendered as data, escaped where the
template makes markup. docs/hostile-input.md says why no sandbox is needed while this holds.
"""

from __future__ import annotations

import warnings
from pathlib import Path

import pytest

with warnings.catch_warnings():  # Starlette's notice that a successor of httpx exists
    warnings.simplefilter("ignore")
    from starlette.testclient import TestClient

from cli.app import COMMANDS, load_command
from cli.web.app import create_app
from cli.web.table import Table
from tests.play.helpers import FixedDice, new_match
from worksheets.errors import TemplateError, WorksheetError
from worksheets.rules import load_rules_file
from worksheets.templating import render, templates_dir

REPO = Path(__file__).resolve().parents[1]


def _every_command(command, path: tuple[str, ...]):
    """A command and its subcommands (Typer may bundle its own Click, hence duck typing)."""
    yield path, command
    if hasattr(command, "list_commands"):
        with command.make_context(path[-1], ["--help"], resilient_parsing=True) as ctx:
            for name in command.list_commands(ctx):
                yield from _every_command(command.get_command(ctx, name), (*path, name))


def test_no_command_takes_a_template():
    # If this fails, a command has grown a template option: render what it names in
    # jinja2.sandbox.ImmutableSandboxedEnvironment, never in the package's environment.
    commands = [found for entry in COMMANDS for found in _every_command(load_command(entry), (entry.name,))]
    options = [param for _, command in commands for param in command.params]
    assert {"rules", "check", "scorecard", "practice", "projector", ("zombie", "questions")} <= {
        path[0] if len(path) == 1 else path for path, _ in commands}
    assert len(options) >= 60  # the real commands, not their one-line summaries
    for path, command in commands:
        for param in command.params:
            words = " ".join([param.name or "", *param.opts, getattr(param, "help", None) or ""]).lower()
            assert "template" not in words and "jinja" not in words, (path, param.opts)


def test_templates_are_loaded_from_the_package_folder_only():
    folder = templates_dir()
    assert folder in (REPO / "templates", REPO / "worksheets" / "_templates")
    assert render("rules/list.txt.j2", presets=[]) is not None  # a name inside the folder is found
    outside = [p for p in folder.rglob("*") if p.is_symlink()]
    assert outside == []  # no link inside the folder leads out of it


@pytest.mark.parametrize("name", [
    "../README.md", "../pyproject.toml", "rules/../../README.md", "./../README.md", "..",
    "/etc/passwd", str(REPO / "README.md"), "rules/../../worksheets/__init__.py", "..\\README.md",
])
def test_a_name_that_leads_out_of_the_templates_folder_is_not_found(name):
    with pytest.raises(TemplateError, match="not found in") as caught:
        render(name)
    assert isinstance(caught.value, WorksheetError)  # so the command line prints one line, exit 2


@pytest.mark.parametrize("name", sorted(p.relative_to(templates_dir()).as_posix()
                                        for p in templates_dir().rglob("*.j2")))
def test_templates_that_make_markup_escape_and_text_templates_do_not(name):
    from worksheets.templating import _environment

    # HTML pages escape what they are given; sheets, keys and the terminal get text exactly as typed.
    assert _environment().autoescape(name) is name.endswith(".html.j2")


HOSTILE_TITLE = "<script>alert(1)</script> {{ 7*7 }} &amp;"
HOSTILE_LABEL = "<img src=x onerror=alert(1)> {% if 1 %}y{% endif %}"


def _hostile_rules(tmp_path):
    # A teacher's rules file: the title and a box label reach the projector page's HTML templates.
    path = tmp_path / "odd.toml"
    path.write_text(f'name = "odd"\ntitle = "{HOSTILE_TITLE}"\ndice = 5\nfaces = 6\nrolls = 3\n'
                    f'[[boxes]]\nlabel = "{HOSTILE_LABEL}"\nscorer = "chance"\n', encoding="utf-8")
    return load_rules_file(path)


def test_a_teachers_rules_file_is_text_on_the_projector_page(tmp_path):
    rules = _hostile_rules(tmp_path)
    table = Table(rules, new_match(rules, ["{{ 6*6 }}", "<b>Ben</b>"]), FixedDice([1, 2, 3, 4, 5]))
    page = TestClient(create_app(table)).get("/").text
    # escaped by hand: &, <, > and quotes as markupsafe writes them
    assert "<title>&lt;script&gt;alert(1)&lt;/script&gt; {{ 7*7 }} &amp;amp;</title>" in page
    assert "&lt;img src=x onerror=alert(1)&gt; {% if 1 %}y{% endif %}" in page
    assert "{{ 6*6 }}" in page and "&lt;b&gt;Ben&lt;/b&gt;" in page
    assert "<script>alert" not in page and "<img src=x" not in page and "<b>Ben" not in page
    assert "49" not in page and "36" not in page


def test_a_teachers_rules_file_is_text_in_the_terminal(tmp_path):
    rules = _hostile_rules(tmp_path)
    text = render("rules/details.txt.j2", rules=rules, checked=True)
    assert HOSTILE_TITLE in text and HOSTILE_LABEL in text  # exactly as typed: not escaped, not run
    assert "&lt;" not in text and "49" not in text
