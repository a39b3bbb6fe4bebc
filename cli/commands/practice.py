"""``worksheets practice KIND``: practice worksheets, one per student, with answer keys."""

from __future__ import annotations

from typing import Annotated, Optional

import typer

from cli.options import ClassName, Output, Paper, Roster, RosterSheet, seed_option
from cli.shell import card_progress, fail, given_class, handles_errors, roster_names
from worksheets.practice import KIND_NAMES, LEVELS
from worksheets.render.style import DEFAULT_PAPER


def _levels_help() -> str:
    lines = []
    for kind in KIND_NAMES:
        lines.append(f"{kind}:")
        lines += [f"  level {number}: {text}" for number, text in enumerate(LEVELS[kind], start=1)]
    return "\n\n".join(lines)


HELP = f"""Print practice worksheets with answer keys: one different sheet per student.

Each sheet has a code and QR code from which `worksheets key CODE` rebuilds it
and its answer key. --key adds the answer-key pages to the same PDF (several
students a page, each under the student's name and code). Prints the path of
the PDF it wrote.

What each level means:

{_levels_help()}

Example: worksheets practice place-value --roster class.csv --level 2 --key
"""


def register(app: typer.Typer) -> None:
    @app.command("practice", help=HELP)
    @handles_errors(destination="--output")
    def practice_command(
        kind: Annotated[str, typer.Argument(help=f"The kind of practice: {', '.join(KIND_NAMES)}.",
                                            show_default=False)],
        students: Annotated[Optional[int], typer.Option("--students", help="How many blank sheets (default 1).",
                                                        show_default=False)] = None,
        roster: Roster = None,
        sheet: RosterSheet = None,
        level: Annotated[int, typer.Option("--level", help="1, 2 or 3 (see above).")] = 1,
        digits: Annotated[Optional[int], typer.Option(
            "--digits", help="Digits in each number where digits apply (place-value: 3 to 6; words, compare, digits, "
                        "expanded: 3 to 9, expanded level 3 at most 4; default 4). Words level 3 has two 0s in "
                        "each number, so 3 digits give whole hundreds only.",
            show_default=False)] = None,
        problems: Annotated[Optional[int], typer.Option(
            "--problems", help="Problems on each sheet (default: what fits one page: 10; 12 for compare and digits; "
                          "8 for words and expanded, 6 with 6 or more digits; 6 for keep).", show_default=False)] = None,
        rules: Annotated[Optional[str], typer.Option(
            "--rules", "-r", help="scoring, and keep at levels 2 and 3: the rule set played (classic, house, "
                                  "roll-em, dice-roller, yacht; default classic); keep also takes a rules file "
                                  "(.toml; --seed 0 to 255).", show_default=False)] = None,
        words_style: Annotated[Optional[str], typer.Option(
            "--style", help="words: us (six thousand, three hundred forty-one) or uk (... three hundred and "
                            "forty-one); default us.", show_default=False)] = None,
        key: Annotated[bool, typer.Option("--key", help="Add answer-key pages after the sheets, in the same PDF.")] = False,
        class_name: ClassName = None,
        date: Annotated[str, typer.Option("--date", help="The date, printed on every sheet.")] = "",
        paper: Paper = DEFAULT_PAPER,
        seed: seed_option("Which set of sheets to print (default 1: the same command prints the same sheets).") = None,
        output: Output = None,
    ) -> None:
        from worksheets.practice.problems import settings_for
        from worksheets.render.practice_model import build_practice
        from worksheets.render.practice_sheets import practice_file, write_practice
        from worksheets.rule_refs import copy_of_preset_note, file_name_title_note
        from worksheets.rules import names_a_file
        from worksheets.render.style import style_for

        style = style_for(paper)
        class_name = given_class(class_name)
        if students is not None and roster is not None:
            raise fail("give --students or --roster, not both")
        read = roster_names(roster, sheet, class_name)  # a class column: that class's names only
        asked = {"digits": ("--digits", digits), "rules": ("--rules", rules), "style": ("--style", words_style)}
        given = {option: name for option, (name, value) in asked.items() if value is not None}
        settings = settings_for(kind, level=level, digits=digits, problems=problems, rules=rules, seed=seed,
                                style=(words_style or "us").strip().lower(),
                                given=given)
        names: tuple[str, ...] = ()
        class_of = None
        if read is not None:
            names, class_name = tuple(read), read.class_name or class_name  # the class as the roster writes it
            class_of = read.class_of  # a roster of several classes: each sheet shows its student's own
        with card_progress(len(names) or students or 1, label="Making sheets") as tick:
            sheets = build_practice(settings, students=students, names=names, class_name=class_name, date=date,
                                    with_key=key, progress=tick, class_of=class_of)
        path, create = practice_file(settings, output, paper, key=key,
                                     class_name=class_name or (roster.stem if roster is not None else ""))
        inputs = (roster,) if roster is not None else ()
        typer.echo(str(write_practice(sheets, style, path, inputs=inputs, create_folder=create)))
        note = file_name_title_note(settings.rules_file)
        if rules is not None and settings.rules_file is None and names_a_file(rules) and settings.rules:
            note = copy_of_preset_note(rules, settings.rules)  # a renamed copy of a preset prints as that preset
        if note:
            typer.echo(note, err=True)
