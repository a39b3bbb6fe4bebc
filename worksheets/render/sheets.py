"""Each family's printable sheets from a ``SheetRequest``: the model built, then drawn and written.

``families.Family`` names these functions; ``request.write_sheets`` calls the
one for the request's game. A sheet that cannot be built or does not fit the
page fails before any file is opened.
"""

from __future__ import annotations

from contextlib import nullcontext
from pathlib import Path

from ..families import family_of
from ..request import ProgressFactory, SheetRequest, write_sheets
from ..rules import RuleSet
from .choices import LAYOUTS, PAPERS
from .output import WITH_KEYS, destination
from .choices import DEFAULT_LAYOUT
from .style import style_for


def _progress(factory: ProgressFactory | None, total: int):
    return factory(total) if factory is not None else nullcontext(None)


def _target(output: Path | None, kind: str, request: SheetRequest) -> tuple[Path, bool]:
    return destination(output, kind, request.rules.name, request.paper,
                       class_name=request.class_name or request.file_tag)


def dice_sheets(request: SheetRequest, output: Path | None, inputs: tuple[Path, ...],
                progress: ProgressFactory | None) -> Path:
    """Student cards (a column per game) or a group chart (a column per player)."""
    from .kit import write_pdf
    from .scorecard_model import ScorecardOptions, build_scorecards
    from .scorecards import refuse_small_title, scorecards

    style = style_for(request.paper)
    layout = request.layout or DEFAULT_LAYOUT
    model = build_scorecards(request.rules, ScorecardOptions(
        layout=layout, players=request.players, games=request.games, class_name=request.class_name,
        date=request.date, player_classes=request.player_classes))
    refuse_small_title(model, style)
    path, create = _target(output, "group-chart" if layout == "chart" else "scorecards", request)
    with _progress(progress, len(model.names) if layout != "chart" else 0) as update:
        return write_pdf(scorecards(model, style, update), style, path, inputs=inputs, create_folder=create)


def place_value_sheets(request: SheetRequest, output: Path | None, inputs: tuple[Path, ...],
                       progress: ProgressFactory | None) -> Path:
    """Category cards, a game per pair of students, with answer-key pages when asked."""
    from .kit import write_pdf
    from .place_value_cards import place_value
    from .place_value_defaults import DEFAULT_SEED
    from .place_value_model import PlaceValueOptions, build_class_cards

    style = style_for(request.paper)
    settings = request.rules.place_value
    cards = build_class_cards(PlaceValueOptions(
        seed=DEFAULT_SEED if request.seed is None else request.seed,
        games=request.games,
        digits=settings.digits if request.digits is None else request.digits,
        dice=settings.dice if request.dice is None else request.dice,
        extended=request.extended,
        players=request.players,
        class_name=request.class_name,
        date=request.date,
        with_key=request.key,
    ), title=request.rules.title)
    # another class set (--seed) is other cards, and cards with keys are not the students' copy: files of their own
    kind = "scorecards" if request.seed in (None, DEFAULT_SEED) else f"scorecards-seed-{request.seed}"
    path, create = _target(output, kind + (WITH_KEYS if request.key else ""), request)
    with _progress(progress, len(cards.cards)) as update:
        return write_pdf(place_value(cards, style, update), style, path, inputs=inputs, create_folder=create)


def zombie_sheets(request: SheetRequest, output: Path | None, inputs: tuple[Path, ...],
                  progress: ProgressFactory | None) -> Path:
    """Team cards, the zombie's card and the survivors-against-zombies tally, then question cards to buy dice
    with (``worksheets zombie questions``), and their answers when asked."""
    from .kit import write_pdf
    from .zombie_pack_model import ZombiePackOptions, build_zombie_pack
    from .zombie_pack import refuse_small_title
    from .zombie_questions import pack_with_questions

    from ..errors import TeamError
    from ..zombie import take_out_zombie, team_names_for

    style = style_for(request.paper)
    given = request.given
    players, zombie = take_out_zombie(request.players, request.zombie, given.get("zombie", "zombie"))
    try:
        names, teams = team_names_for(request.team_names, len(players), request.teams, request.rules.team_game,
                                      given.get("team_names", "team names"))
        model = build_zombie_pack(request.rules, ZombiePackOptions(
            teams=teams, players=players, team_names=names, zombie=zombie, class_name=request.class_name,
            date=request.date))
    except TeamError as exc:
        if not (zombie and players):
            raise
        # the count in the message is of the students left once the zombie is taken out, not of the roster
        raise TeamError(f"{zombie} plays the zombie, so {len(players)} students are left for the teams: {exc}") from None
    refuse_small_title(model, style)
    path, create = _target(output, "pack" + (WITH_KEYS if request.key else ""), request)
    return write_pdf(pack_with_questions(model, style, with_key=request.key), style, path, inputs=inputs,
                     create_folder=create)


def sheet_problem(rules: RuleSet) -> str | None:
    """Why the blank sheets of ``rules`` cannot be printed (the first reason found), or None.

    Every layout on every paper is drawn into a scratch folder and thrown away: a rules file
    can be valid and still name a box or a title too long for a sheet, or a character the
    font lacks, which ``worksheets rules FILE`` should tell before a class needs the sheets.
    """
    from tempfile import TemporaryDirectory

    from ..errors import WorksheetError

    layouts = LAYOUTS if "layout" in family_of(rules).sheet_options else (None,)
    with TemporaryDirectory() as folder:
        for paper in PAPERS:
            for layout in layouts:
                try:
                    write_sheets(SheetRequest(rules, paper=paper, layout=layout), Path(folder) / "sheets.pdf")
                except WorksheetError as exc:
                    return str(exc)
    return None
