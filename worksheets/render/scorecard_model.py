"""What a Yahtzee-family scorecard says, decided once, before anything is drawn.

``build_scorecards`` turns a rule set, the players and the options into a
``ScorecardModel``: every row (the boxes, and the totals and bonus rows the
rule set calls for) with its words, and the names to print. The renderer in
``worksheets.render.scorecards`` draws the model and decides nothing about
the game. Every word comes from ``templates/sheets/scorecard.j2`` and
``templates/rules/hints.j2``.

Which rows a card has, and in what order, is decided by ``worksheets.card``
(the checker's report and the comparison key use the same rows); this module
gives each row its words.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping

from ..errors import InputError
from ..families import DICE, family_of, presets_of, require
from ..codes import scorecard_code
from ..rule_refs import rules_where
from ..card import EXTRA_BONUS, LOWER_TOTAL, UPPER_BONUS, UPPER_TOTAL, card_rows, row_label, upper_boxes_first
from ..rules import Box, ExtraPolicy, RuleSet
from ..names import check_names
from ..templating import macro
from .fonts import Words, check_drawable, check_names_drawable, clean_text
from .choices import DEFAULT_GAMES, DEFAULT_LAYOUT, LAYOUTS, MAX_GAMES
from .style import BOLD_FONT, REGULAR_FONT

_words = Words("sheets/scorecard.j2")


@dataclass(frozen=True)
class Row:
    """One line of a scorecard, as printed."""

    key: str  # the box's key, or (as the checker names them) upper-total, bonus, extra-bonus, lower-total, grand-total
    label: str
    hint: str
    kind: str  # "box" (scored from a roll), "bonus" or "total" (worked out by the player)
    section: str  # rows of one section are grouped: "upper", "lower", "boxes", "totals", "end"
    rule_above: bool = False  # a thick line above: a section starts or a total is drawn


@dataclass(frozen=True)
class ScorecardOptions:
    """What the teacher asked for."""

    layout: str = DEFAULT_LAYOUT
    players: tuple[str, ...] = ()
    games: int | None = None  # games per student card (card layout only)
    class_name: str = ""
    date: str = ""
    #: Each student's own class (a roster of several classes): printed on their card.
    player_classes: Mapping[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class ScorecardModel:
    """A finished scorecard document, ready to draw."""

    layout: str
    rules_name: str
    rules_source: str  # where the rules came from, for errors: the teacher's file, or the preset's name
    rules_title: str  # the rule set's title, which a page's heading holds
    heading: str
    document_title: str
    rows: tuple[Row, ...]
    names: tuple[str, ...]  # chart: one column each; card: one card each; () for blank sheets
    classes: tuple[str, ...]  # card: each student's own class, beside ``names``; () when the cards share one
    games: tuple[str, ...]  # card: one column heading per game; chart: ()
    name_label: str
    class_label: str
    date_label: str
    players_label: str
    class_name: str
    date: str
    code: str  # the sheet code printed with its QR code: ``worksheets key CODE`` rebuilds the sheet
    code_label: str


def supports(rules: RuleSet) -> bool:
    """Whether these scorecards fit ``rules``: dice games with a card per player (Zombie has its own
    pack, ``zombie_pack``; place value its cards, ``place_value_cards``)."""
    return family_of(rules) is DICE


def supported_presets() -> tuple[str, ...]:
    return presets_of(DICE)


def check_supported(rules: RuleSet) -> None:
    """Raise ``WrongFamilyError`` (a ``NotAvailableError``) for a rule set these scorecards do not fit."""
    require(rules, DICE, "{rules.title} ({rules.name}) has its own sheets; these scorecards are for {presets} and "
                         "dice-game rules files", presets=", ".join(supported_presets()))


def _in_a_row(rules: RuleSet, boxes: tuple[Box, ...]) -> bool:
    positions = [rules.boxes.index(box) for box in boxes]
    return positions == list(range(positions[0], positions[0] + len(positions)))


def _rows(rules: RuleSet) -> tuple[Row, ...]:
    """The card's rows (``card.card_rows``) with the words each prints: its label and how to fill it."""
    hint = macro("rules/hints.j2", "hint")
    layout = card_rows(rules)
    extra = rules.five_alike

    def labels(boxes) -> list[str]:
        return [box.label for box in boxes]

    rows: list[Row] = []
    for row in layout:
        label = row.box.label if row.box is not None else row_label(rules, row.key)
        if row.box is not None and row.box == extra and rules.extra_policy is ExtraPolicy.REPLACE_MAX:
            # No tally row says what an extra one does (it pays no points): the box's own hint says it.
            text = _words("replace_max_hint", rules.dice, row.box.scorer.params["points"])
        elif row.box is not None:
            text = hint(row.box.scorer, rules.dice)
        elif row.key == UPPER_TOTAL:
            text = _words("add_boxes", labels(rules.upper_boxes), _in_a_row(rules, rules.upper_boxes))
        elif row.key == UPPER_BONUS:
            text = _words("upper_bonus_hint", rules.upper_bonus)
        elif row.key == EXTRA_BONUS:
            text = _words("extra_bonus_hint", extra.label, rules.extra_points, rules.extra_policy.value)
        elif row.key == LOWER_TOTAL:
            added_in = rows[-1].label if rows[-1].key == EXTRA_BONUS else ""
            text = _words("add_boxes", labels(rules.lower_boxes), True, added_in)
        elif upper_boxes_first(rules):  # the grand total adds the section totals
            text = _words("grand_total_hint", [r.label for r in rows if r.kind == "total" or r.key == UPPER_BONUS])
        else:  # ... or every box and the bonuses
            bonuses = " + ".join(r.label for r in rows if r.kind == "bonus")
            text = _words("add_boxes", labels(rules.boxes), True, bonuses)
        rows.append(Row(row.key, label, text, row.kind.value, row.section.value, row.rule_above))
    return tuple(rows)


def build_scorecards(rules: RuleSet, options: ScorecardOptions = ScorecardOptions()) -> ScorecardModel:
    """Decide everything a scorecard document shows for ``rules`` and ``options``."""
    check_supported(rules)
    if options.layout not in LAYOUTS:
        raise InputError(f"unknown layout {options.layout!r}; accepted: {', '.join(LAYOUTS)}")
    games: tuple[str, ...] = ()
    if options.layout == "card":
        count = DEFAULT_GAMES if options.games is None else options.games
        if isinstance(count, bool) or not isinstance(count, int) or not 1 <= count <= MAX_GAMES:
            raise InputError(f"games per card must be a whole number from 1 to {MAX_GAMES}, got {count!r}")
        games = tuple(_words("game", number) for number in range(1, count + 1))
    elif options.games is not None and options.games != 1:  # --games 1 says what a chart is
        raise InputError("games per card apply to the card layout only (a chart holds one game)")

    players = check_names(options.players)
    check_names_drawable(players)

    rows = _rows(rules)
    heading = _words("heading", rules)
    fields = {key: _words("field", key) for key in ("name", "class", "date", "players")}
    for text, where in [(heading, "sheet title"), *((row.label, f"{rules.name}: box label") for row in rows),
                        *((label, "sheet text") for label in (*fields.values(), *games))]:
        check_drawable(text, f"{where} {text!r}", BOLD_FONT)
    for row in rows:
        check_drawable(row.hint, f"{rules.name}: hint {row.hint!r}", REGULAR_FONT)

    return ScorecardModel(
        layout=options.layout,
        rules_name=rules.name,
        rules_source=rules_where(rules),
        rules_title=rules.title,
        heading=heading,
        document_title=_words("document_title", rules, options.layout),
        rows=rows,
        names=players,
        classes=tuple(clean_text(options.player_classes.get(name, ""), "class") for name in players)
        if options.player_classes and options.layout == "card" else (),
        games=games,
        name_label=fields["name"],
        class_label=fields["class"],
        date_label=fields["date"],
        players_label=fields["players"],
        class_name=clean_text(options.class_name, "class"),
        date=clean_text(options.date, "date"),
        code=scorecard_code(rules, options.layout, len(games) or None).encode(),
        code_label=_words("code_label"),
    )
