"""Zombie question cards: a team answers a card to "buy" a die (seed 001), and the teacher's key.

The questions are practice problems (``worksheets.practice``) of the kinds asked for,
taken in turn; every card is numbered and names the team it is for, eight cards a
page with dashed lines to cut along. The key lists every card's answer and how it
is found. The same settings give the same cards.

A kind with fewer different problems than its cards (chance at level 1 has 20) repeats
them across teams, never on one team's cards; ``QuestionCards.repeats`` says which.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Sequence

from ..codes import CHECKS, DRAWS_VERSION, MAX_PRACTICE_SEED, PRACTICE_NUMBERS, QuestionsCode
from ..errors import InputError
from ..practice.problems import (DEFAULT_SEED, PracticeSettings, Problem, draw_different, find_kind,
                                 make_problems, settings_for)
from ..zombie import check_team_count
from .fonts import Words, check_printable
from .kit import QR, Box, Document, grid
from .practice_model import PracticeSheets, SheetWords, StudentSheet, key_lines, scores_by
from .practice_sheets import _problem, draw_key
from .style import Style
from .text import fit

#: Cards each team has to buy dice with.
CARDS_PER_TEAM = 6
#: The kinds a set draws from when none are named: short answers that fit a card.
DEFAULT_KINDS = ("place-value", "chance", "compare", "digits")
COLUMNS, ROWS = 2, 4
#: Draws in a row that bring no new problem before a kind's problems are taken as all found.
_MISSES = 1000

_words = Words("practice/questions.j2")
_sheet_words = Words("practice/sheet.j2")


@dataclass(frozen=True)
class QuestionCard:
    number: int
    team: int
    heading: str
    topic: str
    problem: Problem


@dataclass(frozen=True)
class Repeat:
    """A kind whose cards outnumber its different problems: those problems repeat across teams."""

    kind: str
    level: int
    different: int  # the kind's different problems at this level
    cards: int


@dataclass(frozen=True)
class QuestionCards:
    document_title: str
    code: str  # rebuilds every card and the key (``worksheets key CODE``)
    code_label: str
    cards: tuple[QuestionCard, ...]
    key: PracticeSheets  # every card's answer, drawn as a practice key
    with_key: bool
    repeats: tuple[Repeat, ...] = ()

    @property
    def note(self) -> str:
        """One line for the teacher when some questions repeat across teams; "" when none do."""
        if not self.repeats:
            return ""
        return _words("repeat_note", self.repeats)


def _settings(kind: str, level: int, seed: int, code_version: int):
    return replace(settings_for(kind, level=level, seed=seed), code_version=code_version)


def _different(kind: str, level: int, seed: int, code_version: int, count: int) -> list[Problem]:
    """Up to ``count`` different problems of ``kind``: as many as can be found when it has fewer."""
    rng = random.Random(f"questions/{kind}/{level}/{count}/{seed}")
    return draw_different(_settings(kind, level, seed, code_version), rng, count, _MISSES)


def _draw(kind: str, level: int, seed: int, code_version: int,
          teams: Sequence[int]) -> tuple[list[Problem], Repeat | None]:
    """The problems of ``kind``'s cards in order (``teams``: each card's team), and how they repeat, if they do.

    Problems repeat in turn (card i takes problem i modulo how many there are), so a team's
    cards of the kind, which come one after another, are all different while the kind has
    at least as many problems as a team has cards of it.
    """
    count = len(teams)
    try:  # the cards every set printed before repeats were allowed: their codes rebuild the same cards
        return list(make_problems(replace(_settings(kind, level, seed, code_version), problems=count))), None
    except InputError:
        pass
    problems = _different(kind, level, seed, code_version, count)
    if len(problems) == count:
        return problems, None
    most = max(teams.count(team) for team in set(teams))
    if len(problems) < most:
        raise InputError(f"{kind} questions at level {level} have only {len(problems)} different problems and each "
                         f"team gets {most} {kind} cards; add kinds with --kinds (or choose another --level)")
    return [problems[index % len(problems)] for index in range(count)], Repeat(kind, level, len(problems), count)


def build_questions(teams: int, kinds: Sequence[str] = DEFAULT_KINDS, *, level: int = 1, seed: int | None = None,
                    with_key: bool = True, code_version: int = DRAWS_VERSION, code_checks: int = CHECKS,
                    team_names: Sequence[str] = ()) -> QuestionCards:
    """``CARDS_PER_TEAM`` cards for each of ``teams`` teams, the kinds in turn (in the order the help lists them).

    ``team_names``: the teams' names as a pack prints them (a card then names its team so), or () for Team 1...;
    the names change only the cards' headings, never which questions are drawn.

    ``code_version``: the format of the code printed on them; cards rebuilt from a code printed
    before version 2 show that code, as the paper does, and those printed before version 3 the scoring
    problems they printed (``codes.DRAWS_VERSION``); ``code_checks``: its check symbols (one on cards rebuilt
    from a code printed before the second, which then show that code).
    """
    check_team_count(teams)
    for kind in kinds:
        find_kind(kind)
    kinds = tuple(kind for kind in PRACTICE_NUMBERS if kind in kinds)
    if not kinds:
        raise InputError("name at least one kind of question with --kinds")
    seed = DEFAULT_SEED if seed is None else seed
    if not 0 <= seed <= MAX_PRACTICE_SEED:
        raise InputError(f"--seed for question cards is 0 to {MAX_PRACTICE_SEED:,}, not {seed}")
    code = QuestionsCode(teams, kinds, level, seed, code_version, code_checks).encode() if level in (1, 2, 3) else ""
    total = teams * CARDS_PER_TEAM
    drawn: dict[str, list[Problem]] = {}
    repeats = []
    for index, kind in enumerate(kinds):
        numbers = range(index, total, len(kinds))  # the kind's cards, counted from 0
        drawn[kind], repeat = _draw(kind, level, seed, code_version, [number // CARDS_PER_TEAM + 1 for number in numbers])
        repeats += [repeat] if repeat else []
    cards = []
    topics = {kind: _sheet_words("topic", kind) for kind in kinds}
    for number in range(1, total + 1):
        kind = kinds[(number - 1) % len(kinds)]
        team = (number - 1) // CARDS_PER_TEAM + 1
        heading = _words("card_heading", number, team, team_names[team - 1] if team_names else "")
        cards.append(QuestionCard(number, team, heading, topics[kind],
                                  drawn[kind].pop(0)))
    problems = tuple(card.problem for card in cards)
    settings = PracticeSettings(kinds[0], level)
    owner = _words("key_owner", teams)
    sheet = StudentSheet(settings, code, "", owner, problems, key_lines(problems))
    title = _words("key_title", level, scores_by(PracticeSettings("scoring", level)) if "scoring" in kinds else "")
    code_label = _sheet_words("code_label")
    key_words = SheetWords(title=title, level="", instructions="", name="", class_="", date="", code=code_label,
                           key_title=title)
    key = PracticeSheets(title, key_words, 2, (sheet,), "", "", True)
    built = QuestionCards(_words("document_title", with_key), code, code_label, tuple(cards), key, with_key,
                          tuple(repeats))
    check_printable([card.heading for card in cards] + [owner, title],
                    [card.topic for card in cards] + [p.prompt for p in problems])
    return built


def question_cards(cards: QuestionCards, style: Style) -> Document:
    look, pad = style.practice, style.padding * 2
    place = grid(style, style.portrait, COLUMNS, ROWS)
    width, height = place.width, place.height
    qr, qr_size = QR(cards.code), look.card_qr

    def draw(c) -> None:
        def card(item: QuestionCard) -> None:
            top = height - pad
            qr.draw(c, width - pad / 2 - qr_size, top - qr_size + pad / 2, qr_size)
            room = width - 2 * pad - qr_size
            # A team's own long name may take a second line rather than shrink below the least size.
            heading = fit(item.heading, style.bold_font, look.key_heading_size + 1, room, None, 2)
            top = heading.draw_from(c, pad, top)
            size = look.label_size + 1
            for text in (item.topic, f"{cards.code_label}\u00a0{cards.code}"):  # the code on its own line on
                top = fit(text, style.font, size, room).draw_from(c, pad, top)  # every card, short topic or long
            top = min(top - style.padding, height - pad / 2 - qr_size)  # below the QR
            _problem(c, style, item.number, item.problem, Box(pad / 2, pad / 2, width - pad, top - pad / 2))

        place.draw(c, style, cards.cards, card)
        if cards.with_key:
            draw_key(c, cards.key, style)

    return Document(cards.document_title, draw)


def write_questions(cards: QuestionCards, style: Style, path, *, create_folder: bool = False):
    from .kit import write_pdf

    return write_pdf(question_cards(cards, style), style, path, create_folder=create_folder)


def pack_with_questions(model, style: Style, *, with_key: bool = False) -> Document:
    """A Zombie pack (``zombie_pack``) followed by a set of question cards for its teams, and their answers
    when ``with_key``."""
    from .zombie_pack import zombie_pack

    pack = zombie_pack(model, style)
    named = tuple(team.name for team in model.teams)
    questions = question_cards(build_questions(len(model.teams), with_key=with_key,
                                               team_names=named if model.named_teams else ()), style)

    def draw(c) -> None:
        pack.draw(c)
        questions.draw(c)

    return Document(pack.title, draw)


def questions_file(kinds: Sequence[str], level: int, seed: int | None, output, paper: str, *, key: bool):
    """Where ``worksheets zombie questions`` writes: the path and whether missing folders may be made
    (``output.destination``). Cards of another level, kinds or seed get a file of their own, as practice
    sheets do."""
    from ..practice import KIND_NAMES
    from .output import WITH_KEYS, destination

    parts = ((f"level-{level}",) if level != 1 else ()) + (
        tuple(kind for kind in KIND_NAMES if kind in kinds) if set(kinds) != set(DEFAULT_KINDS) else ()) + (
        (f"seed-{seed}",) if seed not in (None, DEFAULT_SEED) else ())
    return destination(output, "-".join(("questions", *parts)) + (WITH_KEYS if key else ""), "zombie", paper)
