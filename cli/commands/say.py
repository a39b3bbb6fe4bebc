"""``worksheets say``: numbers in words, expanded form, and checking a reading."""

from __future__ import annotations

from typing import Annotated, Optional

import typer

from cli.options import Json, WordsStyle, words_style
from cli.shell import echo_json_lines, fail, handles_errors
from worksheets.numbers import MAX_NUMBER


def register(app: typer.Typer) -> None:
    # Unknown options are let through so that "-5" reaches the number reader,
    # which explains that negative numbers are not used.
    @app.command("say", context_settings={"ignore_unknown_options": True})
    @handles_errors
    def say_command(
        numbers: Annotated[list[str], typer.Argument(help=f"Whole numbers from 0 to {MAX_NUMBER:,}, such as 6341 or "
                                                          "6,341.")],
        style: WordsStyle = None,
        lang: Annotated[Optional[str], typer.Option("--lang", help="Language code, such as es, fr or de.")] = None,
        expanded_form: Annotated[bool, typer.Option("--expanded", help="Also give the expanded form.")] = False,
        check: Annotated[
            Optional[str], typer.Option("--check", help="A reading to check against the number, such as 'six thousand…'.")
        ] = None,
        as_json: Json = False,
    ) -> None:
        """Read numbers aloud in words, in expanded form, or check a child's reading.

        The expanded form leaves out the zeros (6,018: 6,000 + 10 + 8); where a number has a 0, it also
        gives the form with a term for every digit (6,000 + 0 + 10 + 8), as expanded-form practice sheets
        and their keys write it. Both are right.

        Example: worksheets say 6341 --check "six thousand three hundred forty-one"
        """
        from worksheets.numbers import format_number, parse_argument
        from worksheets.templating import macro
        from worksheets.words import (expanded, in_figures, is_checked_language, read_in_pairs, reading_matches,
                                      reading_slips, say)

        if lang is not None and lang.strip().casefold() == "uk" and (check is None or check.isascii()):
            typer.echo(macro("numbers.j2", "lang_uk_note")(), err=True)

        if lang is not None and not is_checked_language(lang):
            typer.echo(macro("numbers.j2", "unchecked_language")(lang=lang.strip()), err=True)

        style = words_style(style, lang)
        values = [parse_argument(text, where=f"number {i}" if len(numbers) > 1 else "") for i, text in enumerate(numbers, 1)]
        if check is not None and len(values) != 1:
            raise fail("--check takes one number at a time")
        if check is not None and not check.strip():
            raise fail("--check: no reading given; write the words as they were read aloud")
        if check is not None and in_figures(check):  # as `check` leaves a reading in figures unjudged
            raise fail(f"--check: {check.strip()!r} is in figures; write the words as they were read aloud")
        results = []
        for value in values:
            result: dict = {"number": value, "words": say(value, style=style, lang=lang)}
            if expanded_form:
                result["expanded"] = expanded(value)
                if expanded(value, every_digit=True) != result["expanded"]:  # a 0 digit: practice keys keep its term
                    result["expanded_every_digit"] = expanded(value, every_digit=True)
            if check is not None:
                result["reading"] = check
                result["reading_correct"] = reading_matches(value, check, style=style, lang=lang)
                if not result["reading_correct"]:
                    pairs = read_in_pairs(value, check, style=style, lang=lang)
                    result["wrong_words"] = [] if pairs else [
                        {"said": said, "right": right} for said, right in reading_slips(value, check, style=style,
                                                                                          lang=lang)]
                    if pairs:
                        result["read_in_pairs"] = list(pairs)
            results.append(result)

        if as_json:
            echo_json_lines(results)
            return
        for result in results:
            label = f"{format_number(result['number'])}: " if len(results) > 1 else ""
            typer.echo(f"{label}{result['words']}")
            if expanded_form:
                # the form with every digit's term only where a 0 stands between digits (not 1,000,000 + 0 + 0 ...)
                inner = "0" in str(result["number"]).strip("0")
                forms = macro("numbers.j2", "expanded_forms")(
                    result["expanded"], result.get("expanded_every_digit", "") if inner else "")
                typer.echo(f"{' ' * len(label)}{forms}")
            if check is not None:
                if result["reading_correct"]:
                    typer.echo(macro("numbers.j2", "reading_right")(check))
                else:
                    slips = [(w["said"], w["right"]) for w in result["wrong_words"]]
                    typer.echo(macro("numbers.j2", "reading_wrong")(check, result["words"], slips,
                                                                     result.get("read_in_pairs")))
