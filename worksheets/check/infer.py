"""Which game a filled sheet is: named by the teacher, read from its sheet code, or told from its labels.

The order is fixed: a rule set the teacher names wins (rows that all name the
other kind of game, place-value categories or a preset's boxes, are refused
saying so; a sheet code naming another rule set adds a note, and so do rows that name another preset's
boxes more closely than the rules given read them; a code naming a teacher's rules file by its
fingerprint must name the file given); then the sheet code printed on the
sheet (``game_from_code``, format in ``worksheets/codes/``: a place-value
card, Yahtzee-family scorecards or a Zombie pack; a code of a teacher's rules
file asks for the file); then the row labels. Labels that all read as
place-value categories (but for the card's points line, "My points") make a
place-value game (4 digits and six-sided dice unless told otherwise); labels
that are all boxes of one preset make that preset (the preset whose boxes need
the fewest aliases; presets with the same boxes, such as classic and
dice-roller, give the first listed, with a note); columns named
``Zombie game 1``... make Zombie. Anything else asks for the rule set.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import cached_property, lru_cache

from ._cache import Bounded
from ..errors import SheetError, UnknownGameError
from ..families import DICE, Family, family_of, presets_of
from ..families import ZOMBIE as ZOMBIE_FAMILY
from ..place_value import PlaceValueGame, is_points_label, read_category
from ..rules import RuleSet, preset
from ..numbers import clip
from ._text import NOTES, say_in
from ..card import UPPER_BONUS
from .labels import ALIAS, Labels
from .sheets import Sheet
from ..zombie import NUMBER_WORDS as _NUMBER_WORDS, TEAM, ZOMBIE, zombie_column

#: A row that starts the zombie's next game when one column holds them all: "Game 2", "Zombie game 3".
_GAME_HEADING = re.compile(r"^(?:zombie'?s?\s*)?(?:game|round)\s*#?\s*[0-9]+$", re.IGNORECASE)
#: The game a card of boxes is taken for without a note when its labels also fit others more loosely: the one every
#: command plays when no rules are named.
USUAL_GAME = "classic"


@dataclass(frozen=True)
class GameChoice:
    """The game a sheet is checked as, and how that was decided.

    ``how``: "rules" (named by the teacher), "code" (the sheet code) or "labels".
    ``place_value`` is set for place-value games; ``rules`` is always the rule set.
    """

    rules: RuleSet
    how: str
    place_value: PlaceValueGame | None = None
    note: str | None = None

    @cached_property
    def family(self) -> Family:
        return family_of(self.rules)


def game_from_code(code: str, rules: RuleSet | None = None) -> GameChoice | None:
    """The game a sheet code names (``worksheets/codes/``), or None when the code cannot be read.

    A code of a teacher's rules file names it by fingerprint: ``rules`` must be that file
    (``RulesFileNeededError`` without it, ``CodeError`` when it is another).
    """
    read = _read_code(code)
    if read is None:
        return None
    settings = read.place_value_settings()
    return GameChoice(read.rule_set(rules), "code", PlaceValueGame(*settings) if settings else None)


def _read_code(code: str):
    from ..codes import read_or_none

    return read_or_none(code)


def _code_doubts(code: str) -> tuple[str, ...]:
    """What one slip in typing the sheet's code could have made (``codes.doubts``), as sentences of a note."""
    from ..codes import doubts

    return tuple(f"{doubt[0].upper()}{doubt[1:]}." for doubt in doubts(code))


def _teams_beside_code(sheet: Sheet) -> str | None:
    """A note when the sheet's code names a Zombie pack for more or fewer teams than the sheet has columns:
    the zombie's games that count follow the columns, so a team left out changes who wins."""
    from ..codes import ZombieCode

    read = _read_code(sheet.code) if sheet.code else None
    if not isinstance(read, ZombieCode):
        return None
    teams = [column for column in sheet.players if zombie_column(column)[0] == TEAM]
    if not teams or len(teams) == read.teams:
        return None
    return say_in(NOTES, "zombie_teams_beside_code", code=sheet.code, printed=read.teams, teams=teams)


def _code_beside_rules(sheet: Sheet, rules: RuleSet) -> str | None:
    """With --rules given: nothing when the sheet's code names that rule set, a note when it names another or
    cannot be read (so the rules given are not matched to the sheets'); a code of a teacher's rules file must name
    the file given (else ``SheetError``)."""
    from ..codes import CodeError

    read = _read_code(sheet.code) if sheet.code else None
    if read is None:
        return say_in(NOTES, "code_not_read_beside_rules", code=sheet.code, title=rules.title) if sheet.code else None
    if read.names_rules(rules):
        return None
    try:
        read.rule_set(rules)
    except CodeError as exc:
        raise SheetError(f"{sheet.source}: {exc}") from None
    return say_in(NOTES, "code_names_other_rules", code=sheet.code, named=read.rules_label, chosen=rules.name)


def is_game_heading(row) -> bool:
    """Whether a row with no entries heads a zombie game's block of rows ("Game 2")."""
    return bool(_GAME_HEADING.match(" ".join(row.label.split()))) and not any(c.strip() for c in row.cells.values())


def zombie_game_number(column: str) -> int | None:
    """1 for 'Zombie game 1' (and for a lone 'Zombie'), None for a team's column (or an unclear one)."""
    kind, number = zombie_column(column)
    if kind != ZOMBIE:
        return None
    return 1 if number is None else number


@lru_cache(maxsize=256)
def _place_value(rules: RuleSet, how: str, digits: int | None, dice: str | None, note: str | None = None) -> GameChoice:
    settings = rules.place_value
    game = PlaceValueGame(digits if digits is not None else settings.digits,
                          dice if dice is not None else settings.dice)
    return GameChoice(rules, how, game, note)



def _labels_beside_rules(sheet: Sheet, rules: RuleSet, by: str = "rules") -> str | None:
    """With a game of boxes named by --rules (``by`` "rules") or by the sheet code ("code"): a note when the rows
    name another preset's boxes more closely than those rules read them (a Yacht sheet's Little Straight and
    Choice checked as Classic Yahtzee; a classic card under a house card's code)."""
    if not sheet.labels or family_of(rules) not in (DICE, ZOMBIE_FAMILY):
        return None
    zombie = _names_zombie(sheet.players)
    labels = tuple(row.label for row in sheet.rows if not is_game_heading(row)) if zombie else sheet.labels
    return _other_rules_note(labels, sheet.labels, zombie, rules, by)


@lru_cache(maxsize=256)
def _other_rules_note(labels: tuple[str, ...], all_labels: tuple[str, ...], zombie: bool,
                      rules: RuleSet, by: str) -> str | None:
    found = _presets_fitting(labels, all_labels, zombie)
    if found is None or any(_same_boxes(rules, other) for other in found[0]):
        return None
    read = [Labels.of(rules).read(label) for label in labels]
    if all(r is not None and r.tier != ALIAS for r in read):
        return None  # the rules given name every row as written: the teacher's own names
    other = found[0][0]
    differ = [f'"{label}"' for label, mine in zip(labels, read)
              if (mine is None or mine.tier == ALIAS) and (theirs := Labels.of(other).read(label)) is not None
              and theirs.tier != ALIAS]
    return say_in(NOTES, "labels_name_other_rules", other=other.title, name=other.name, labels=differ[:4],
                  chosen=rules.title, by=by)


def _not_place_value(sheet: Sheet) -> list:
    """The rows whose labels do not read as place-value categories, nor as a card's points line (read once: the
    sheet is refused after)."""
    return [row for row in sheet.rows if read_category(row.label) is None and not is_points_label(row.label)]


def _all_categories(labels: tuple[str, ...]) -> bool:
    """Whether every label reads as a place-value category, but for the card's points line ("My points", "Total"),
    which is no category and alone makes no place-value card."""
    categories = [label for label in labels if not is_points_label(label)]
    return bool(categories) and all(read_category(label) is not None for label in categories)


def _same_boxes(a: RuleSet, b: RuleSet) -> bool:
    return [(x.key, x.scorer) for x in a.boxes] == [(y.key, y.scorer) for y in b.boxes]


def _from_labels(sheet: Sheet) -> GameChoice:
    if not sheet.labels:
        raise SheetError(f"{sheet.source}: no rows below the header (one row per category or box)")
    zombie = _names_zombie_in_words(sheet.players)
    known = None if zombie else _CHOSEN.get(sheet.labels)
    if known is not None:
        return known
    choice = _from_rows(sheet, zombie)
    if zombie and choice.rules.team_game is not None:
        choice = replace(choice, note=" ".join(filter(None, (choice.note, _zombie_told(sheet.players)))) or None)
    if not zombie:  # a zombie sheet's choice also depends on which rows are empty (game headings)
        _CHOSEN[sheet.labels] = choice
    return choice


@lru_cache(maxsize=1024)
def _names_zombie(players: tuple[str, ...]) -> bool:
    """Whether a column of the header is the zombie's (a class's sheets share their header)."""
    return any(zombie_column(p)[0] == ZOMBIE for p in players)


@lru_cache(maxsize=1024)
def _names_zombie_in_words(players: tuple[str, ...]) -> bool:
    """Whether a column of the header names the zombie in words ("Zombie game 1", "Zombies", "Z team"): what makes
    a sheet with no rules named a Zombie game. A bare "Z" or "Z2" is the zombie's only where the game is known to be
    Zombie (--rules, a sheet code): otherwise it is more likely a student's initial."""
    return any(zombie_column(p)[0] == ZOMBIE
               and any(w != "z" and w not in _NUMBER_WORDS for w in re.findall(r"[^\W\d_]+", p.casefold()))
               for p in players)


def _zombie_told(players: tuple[str, ...]) -> str | None:
    """The note that the game was taken for Zombie from its columns' names, when no column numbers the zombie's
    games ("Zombie game 1"): a team named "Zombies" is then the one sign of it."""
    zombies = [p for p in players if zombie_column(p)[0] == ZOMBIE]
    if any(zombie_column(p)[1] is not None for p in zombies):
        return None
    return say_in(NOTES, "zombie_told", columns=[f'"{p}"' for p in zombies])


#: The game of each set of labels already told (not a zombie sheet's): a class's sheets share their labels.
_CHOSEN: dict[tuple[str, ...], GameChoice] = Bounded(1024)


def _from_rows(sheet: Sheet, zombie: bool) -> GameChoice:
    if _all_categories(sheet.labels):
        return GameChoice(preset("place-value"), "labels", None)
    labels = tuple(row.label for row in sheet.rows if not is_game_heading(row)) if zombie else sheet.labels
    found = _presets_fitting(labels, sheet.labels, zombie)
    if found is None:
        not_pv = _not_place_value(sheet)
        candidates = _candidates(zombie)
        not_dice = [row for row in sheet.rows if not any(Labels.of(r).read(row.label) for r in candidates)]
        if not not_dice:
            raise UnknownGameError(f"{sheet.source}: the labels mix boxes of different games; "
                                   "name the game with --rules")
        closest = _closest_game(sheet, labels, zombie, len(not_pv))
        if closest is not None:  # a row or two mistyped: its check names them, against the game of the others
            return GameChoice(closest, "labels", None, None)
        # name a row of the family the sheet is closer to: fewer rows that do not fit
        unknown = min(not_pv, not_dice, key=len)[0]
        raise UnknownGameError(
            f"{sheet.where(unknown)}: {clip(unknown.label)!r} is neither a place-value category nor a box of a "
            "preset, so the game cannot be told; name it with --rules (a preset or your rules file)")
    found, same, note = found
    if same:
        return GameChoice(found[0], "labels", None, note)
    raise UnknownGameError(f"{sheet.source}: the labels fit {', '.join(r.name for r in found)}, which score "
                           "differently; name the game with --rules")


#: At most this share of a sheet's rows may fit no game for the others to tell it: a slip in typing one label.
_MISTYPED_SHARE = 4


def _closest_game(sheet: Sheet, labels: tuple[str, ...], zombie: bool, not_categories: int) -> RuleSet | None:
    """The game every row but a few (at most one in ``_MISTYPED_SHARE``) names, when one does: place value, or the
    preset (or presets with the same boxes) whose boxes and totals the most rows name. None when no game stands out."""
    most = len(sheet.labels) // _MISTYPED_SHARE
    if not most:
        return None
    if not_categories <= most:
        return preset("place-value")
    ranked = []
    for rules in _candidates(zombie):
        read = [Labels.of(rules).read(label) for label in labels]
        ranked.append(((sum(1 for r in read if r is None), sum(1 for r in read if r is not None and r.tier == ALIAS)),
                       rules))
    fewest = min(rank for rank, _ in ranked)  # the fewest rows unread, then the fewest read by another name
    closest = [rules for rank, rules in ranked if rank == fewest]
    if fewest[0] > most or not all(_same_boxes(closest[0], other) for other in closest[1:]):
        return None
    return closest[0]


def _candidates(zombie: bool) -> list[RuleSet]:
    return [preset(name) for name in presets_of(ZOMBIE_FAMILY if zombie else DICE)]


@lru_cache(maxsize=256)
def _presets_fitting(labels: tuple[str, ...], all_labels: tuple[str, ...],
                     zombie: bool) -> tuple[tuple[RuleSet, ...], bool, str | None] | None:
    """The presets whose boxes ``labels`` name with the fewest aliases, whether they all
    have the same boxes, and the note that says so (None when no preset fits).

    A class's sheets share their labels, so each set of labels is matched against
    every preset once; ``all_labels`` also counts the zombie game headings.
    """
    fits: list[tuple[int, RuleSet]] = []
    for rules in _candidates(zombie):
        labels_of = Labels.of(rules)
        read = [labels_of.read(label) for label in labels]
        if all(r is not None for r in read):
            fits.append((sum(1 for r in read if r.tier == ALIAS), rules))  # type: ignore[union-attr]
    if not fits:
        return None
    fewest = min(aliases for aliases, _ in fits)
    found = [rules for aliases, rules in fits if aliases == fewest]
    if not all(_same_boxes(found[0], other) for other in found[1:]):
        # A bonus row for the upper boxes is written only under rules that pay one (the official card's
        # BONUS row: classic, not house).
        bonus = any(r is not None and r.key == UPPER_BONUS for r in Labels.of(found[0]).read_all(list(all_labels)))
        if bonus:
            found = [rules for rules in found if rules.upper_bonus is not None] or found
    first = found[0]
    same = all(_same_boxes(first, other) for other in found[1:])
    note = None
    if same and len(found) > 1:
        note = say_in(NOTES, "same_boxes", chosen=first.name, others=[r.name for r in found[1:]])
    # Other games whose boxes the labels also name, through their aliases: the choice rests on a few labels (a
    # classic card printed with "Short Straight" reads as house rules), and says so.
    rivals = [(aliases, rules) for aliases, rules in fits if aliases > fewest and not _same_boxes(first, rules)]
    passed = [rules for aliases, rules in rivals if aliases == min(a for a, _ in rivals)]
    if same and passed and first.name != USUAL_GAME:
        own = Labels.of(first)
        closer = [f'"{label}"' for label in labels if (mine := own.read(label)) is not None and mine.tier != ALIAS
                  and any(Labels.of(r).read(label).tier == ALIAS for r in passed)]  # type: ignore[union-attr]
        chosen = say_in(NOTES, "labels_chose", chosen=first.title, labels=closer[:4], others=[r.title for r in passed],
                        presets=[r.name for r in passed])
        note = chosen if note is None else f"{note} {chosen}"
    return tuple(found), same, note


def _refuse_other_family(sheet: Sheet, rules: RuleSet) -> None:
    """Refuse a sheet whose every row names the other kind of game than ``rules``: place-value
    categories under a dice game's rules, or a preset's boxes under place-value rules."""
    if not sheet.labels:
        return
    if rules.place_value is None:
        if _all_categories(sheet.labels):
            raise SheetError(f"{sheet.source}: the rows are place-value categories, not boxes of {rules.title}; "
                             "leave out --rules to check it as Place Value Yahtzee")
        return
    if any(read_category(label) is not None for label in sheet.labels):
        return
    zombie = _names_zombie(sheet.players)
    labels = tuple(row.label for row in sheet.rows if not is_game_heading(row)) if zombie else sheet.labels
    found = _presets_fitting(labels, sheet.labels, zombie)
    if found is not None:
        games, same = found[0], found[1]
        advice = (f"leave out --rules to check it as {games[0].title}" if same else
                  f"name one of them with --rules ({', '.join(r.name for r in games)})")
        named = games[0].title if same else " or ".join(r.title for r in games)
        raise SheetError(f"{sheet.source}: the rows are boxes of {named}, "
                         f"not place-value categories; {advice}")


#: The kinds of code printed on the cards a game is played on; the others (practice sheets, question cards)
#: name no game whose card could be checked.
_GAME_CODES = ("place-value", "scorecard", "zombie")


def _game_from_sheet_code(sheet: Sheet) -> tuple[GameChoice | None, str | None]:
    """``game_from_code`` of the sheet's code, or None with a note when the code is of another kind of sheet
    than this one (a practice sheet's, a place-value card's over boxes); a code of a teacher's rules file asks
    for the file."""
    from ..codes import PracticeCode
    from ..errors import RulesFileNeededError

    read = _read_code(sheet.code)
    if read is None:
        return None, None
    if read.KIND not in _GAME_CODES:
        practice = read.practice if isinstance(read, PracticeCode) else "keep" if read.KIND == "keep-file" else None
        return None, say_in(NOTES, "code_of_other_sheet", code=sheet.code, practice=practice)
    try:
        choice = game_from_code(sheet.code)
    except RulesFileNeededError as exc:
        raise UnknownGameError(f"{sheet.source}: {exc}") from None
    place_value = choice.rules.place_value is not None
    if sheet.labels and (place_value != any(read_category(label) is not None for label in sheet.labels)
                         if place_value else _all_categories(sheet.labels)):
        return None, say_in(NOTES, "code_of_other_game", code=sheet.code, named=choice.rules.title,
                            place_value=place_value)
    return choice, None


def choose_game(sheet: Sheet, rules: RuleSet | None = None, *, digits: int | None = None,
                dice: str | None = None) -> GameChoice:
    """The game ``sheet`` is checked as: ``rules`` if given, else its sheet code, else its labels.

    ``digits`` and ``dice`` override a place-value game's settings; they are refused for
    other games.
    """
    note = None
    if rules is not None:
        _refuse_other_family(sheet, rules)
        notes = [n for n in (_code_beside_rules(sheet, rules), _labels_beside_rules(sheet, rules),
                             _teams_beside_code(sheet)) if n]
        choice = GameChoice(rules, "rules", None, " ".join(notes) or None)
    else:
        choice, note = _game_from_sheet_code(sheet) if sheet.code else (None, None)
        if choice is not None:
            told = [n for n in (_teams_beside_code(sheet), _labels_beside_rules(sheet, choice.rules, by="code"),
                                *_code_doubts(sheet.code)) if n]
            if told:
                choice = GameChoice(choice.rules, choice.how, choice.place_value, " ".join(told))
        if choice is None:
            if sheet.code and note is None:
                note = say_in(NOTES, "code_not_read", code=sheet.code)
            choice = _from_labels(sheet)
            if note and choice.note:
                note = f"{note} {choice.note}"
            if note:
                choice = GameChoice(choice.rules, choice.how, choice.place_value, note)
    if choice.rules.place_value is not None:
        pv = choice.place_value
        note = choice.note
        if pv is not None and (digits not in (None, pv.digits) or dice not in (None, pv.dice)):
            told = say_in(NOTES, "code_other_settings", code=sheet.code, digits=pv.digits, sides=pv.sides,
                          given_digits=digits, given_dice=dice)
            note = f"{note} {told}" if note else told
        return _place_value(choice.rules, choice.how,
                            digits if digits is not None else (pv.digits if pv else None),
                            dice if dice is not None else (pv.dice if pv else None), note)
    if digits is not None or dice is not None:
        raise SheetError(f"{sheet.source}: --digits and --dice are for place-value games; "
                         f"this sheet is {choice.rules.title}")
    return choice
