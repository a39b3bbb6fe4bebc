"""Zombie Yahtzee (seed 001): how many teams, and which students are in each.

Teams of ``min_team`` to ``max_team`` students (3 to 5 in the preset) each play
one game on one team card; the zombie plays one game per team. A roster is
split into teams *in roster order* and *as evenly as possible*: the first
teams take one student more when the numbers do not divide, so 14 students
in 4 teams are 4, 4, 3 and 3. A teacher who wants particular teams lists the
students team by team. Nothing here is random.

The student who plays the zombie may be named from the roster (``take_out_zombie``):
they play alone, so they are on no team. The teams may be named
(``team_names_for``); without names they are Team 1, Team 2...
"""

from __future__ import annotations

import re
import unicodedata
from difflib import SequenceMatcher
from functools import lru_cache
from typing import Sequence

from .errors import InputError, TeamError
from .names import name_key
from .roster_students import untagged
from .rules import TeamGame

#: Teams a Zombie pack can have: at least two (survivors are a side), and at
#: most as many games as one zombie can play in a period and a card can hold.
MIN_TEAMS = 2
MAX_TEAMS = 10
#: Teams when no names are given.
DEFAULT_TEAMS = 4

#: The two sides of a Zombie game, as the play board and the check report name them.
SURVIVORS = "survivors"
ZOMBIES = "zombies"


# --- how a name or a column's header names the zombie ----------------------------------------
# The checker reads a filled sheet's columns by these (check/infer.py); a team's name must not read so.

TEAM = "team"
ZOMBIE = "zombie"
UNCLEAR = "unclear"

#: Words that name the zombie in a column's header: "Zombie game 1", "Zombies", "The Zombie", "Z2".
ZOMBIE_WORDS = frozenset({"zombie", "zombies", "zombi", "zombis"})
#: Words that may stand beside them: "Zombie team", "The zombie's game 2", "Zombie round #3".
_ZOMBIE_FILLERS = frozenset({"the", "team", "side", "player", "card", "game", "games", "round", "rounds", "no",
                             "number", "nr", "s", "g", "r"})
NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
                 "nine": 9, "ten": 10, "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5}

#: A name in brackets after a column's header, the student who played it: "Zombie (Ana)", "Zombie game 2 [Ben]".
_WHO_PLAYED = re.compile(r"\s*[(\[][^\W\d_][^\d()\[\]]*[)\]]\s*$")


@lru_cache(maxsize=1024)
def zombie_column(column: str) -> tuple[str, int | None]:
    """What a column of a Zombie sheet is: (ZOMBIE, game number or None for the zombie's one column),
    (TEAM, None), or (UNCLEAR, None) for a header that names the zombie among other words ("Zombie Slayers").

    The zombie's usual spellings: "Zombie game 1", "Zombie 2", "Zombies", "Zombie team", "The Zombie",
    "Zombie's game #3", "Z", "Z1", "Z game 2"; a name in brackets after them says who played ("Zombie (Ana)").
    """
    words = re.findall(r"[^\W\d_]+|[0-9]+", _WHO_PLAYED.sub("", column).casefold())
    if not words:
        return TEAM, None
    letter = words[0] == "z"
    if not letter and not any(w in ZOMBIE_WORDS for w in words):
        return TEAM, None
    rest = [w for w in (words[1:] if letter else words) if w not in ZOMBIE_WORDS]
    numbers = [int(w) if w.isdigit() else NUMBER_WORDS[w] for w in rest if w.isdigit() or w in NUMBER_WORDS]
    others = [w for w in rest if not (w.isdigit() or w in NUMBER_WORDS) and w not in _ZOMBIE_FILLERS]
    if others or len(numbers) > 1:
        return UNCLEAR, None
    return ZOMBIE, numbers[0] if numbers else None




def zombie_like_team(name: str, taken: Sequence[str] = ()) -> str | None:
    """None when a team may take ``name``; when a checked sheet would read it as the zombie's column ("Zombie
    Slayers", "Z Team"), the name without the words that make it so ("Slayers"), or "" when none is left that a
    team may take (or another of ``taken`` has it)."""
    if zombie_column(name)[0] == TEAM:
        return None
    kept = [w for w in name.split() if "".join(c for c in w if c.isalpha()).casefold() not in ZOMBIE_WORDS]
    if kept and kept[0].casefold() in ("z", "z-", "z:"):
        kept = kept[1:]
    suggestion = " ".join(kept)
    if not suggestion or zombie_column(suggestion)[0] != TEAM or suggestion in taken:
        return ""
    return suggestion


def refuse_zombie_like_team(name: str, where: str = "", taken: Sequence[str] = (),
                            error: type[Exception] = InputError) -> None:
    """``error`` when ``name`` cannot be a team's: a checked sheet would read it as the zombie's column."""
    suggestion = zombie_like_team(name, taken)
    if suggestion is not None:
        from .templating import macro

        raise error(macro("sheets/zombie.j2", "team_named_zombie")(name=name, where=where, suggestion=suggestion))


def _plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


def _either(counts: Sequence[int]) -> str:
    """'2, 3 or 4'."""
    first = ", ".join(str(n) for n in counts[:-1])
    return f"{first} or {counts[-1]}" if first else str(counts[-1])


def fitting_team_counts(students: int, game: TeamGame) -> tuple[int, ...]:
    """Every number of teams (MIN_TEAMS to MAX_TEAMS) the students can be split into."""
    return tuple(n for n in range(MIN_TEAMS, MAX_TEAMS + 1)
                 if n * game.min_team <= students <= n * game.max_team)


def check_team_count(teams: object) -> int:
    """``teams`` if it is a whole number from MIN_TEAMS to MAX_TEAMS; else ``TeamError``."""
    if isinstance(teams, bool) or not isinstance(teams, int) or not MIN_TEAMS <= teams <= MAX_TEAMS:
        raise TeamError(f"teams must be a whole number from {MIN_TEAMS} to {MAX_TEAMS}, got {teams!r}")
    return teams


def _cannot_split(students: int, game: TeamGame, teams: int | None) -> TeamError:
    sizes = f"teams of {game.min_team} to {game.max_team}"
    fitting = fitting_team_counts(students, game)
    if teams is None:
        head = f"{_plural(students, 'student')} cannot be split into {MIN_TEAMS} to {MAX_TEAMS} {sizes}"
    else:
        head = f"{_plural(students, 'student')} cannot be split into {teams} {sizes}"
    if fitting:
        return TeamError(f"{head}; choose {_either(fitting)} teams")
    low, high = MIN_TEAMS * game.min_team, MAX_TEAMS * game.max_team
    games = -(-students // high)  # the fewest games that seat everyone
    small, large = students // games, -(-students // games)
    group = str(small) if small == large else f"{small} to {large}"
    advice = (f"; for {students}, play {games} games side by side: split the roster into {games} groups of "
              f"{group} and print a pack for each" if students > high else "")
    return TeamError(f"{head}; a Zombie class needs {low} to {high} students in its teams{advice}")


def team_sizes(students: int, teams: int, game: TeamGame) -> tuple[int, ...]:
    """The size of each team, largest first, as even as can be: 14 students in 4 teams -> (4, 4, 3, 3)."""
    check_team_count(teams)
    small, extra = divmod(students, teams)
    sizes = tuple(small + 1 if index < extra else small for index in range(teams))
    if sizes[-1] < game.min_team or sizes[0] > game.max_team:
        raise _cannot_split(students, game, teams)
    return sizes


def default_team_count(students: int, game: TeamGame) -> int:
    """Teams for a roster when the teacher does not say: the fewest that keep every team within
    its sizes (fewer teams, fewer games for the zombie to play); DEFAULT_TEAMS without names."""
    if students == 0:
        return DEFAULT_TEAMS
    fitting = fitting_team_counts(students, game)
    if not fitting:
        raise _cannot_split(students, game, None)
    return fitting[0]


def split_teams(names: Sequence[str], teams: int | None, game: TeamGame) -> tuple[tuple[str, ...], ...]:
    """The students of each team, in roster order: the first names make Team 1.

    ``teams`` None picks ``default_team_count``. Without names every team is
    empty (blank lines for the students to write their names on).
    """
    count = default_team_count(len(names), game) if teams is None else check_team_count(teams)
    if not names:
        return ((),) * count
    split: list[tuple[str, ...]] = []
    start = 0
    for size in team_sizes(len(names), count, game):
        split.append(tuple(names[start:start + size]))
        start += size
    return tuple(split)


def _one_of(names: Sequence[str], word: str = "or") -> str:
    """"'Ana'", "'Ana' or 'Ben'", "'Ana', 'Ben' or 'Cy'" (or ``word`` in place of "or")."""
    quoted = [repr(name) for name in names]
    return f"{', '.join(quoted[:-1])} {word} {quoted[-1]}" if len(quoted) > 1 else quoted[0]


def _plain(name: str) -> str:
    """A name to match without case, runs of spaces or accents ("Zoë Ñúñez" -> "zoe nunez")."""
    return "".join(char for char in unicodedata.normalize("NFD", name_key(name)) if not unicodedata.combining(char))


#: A word of a name: letters and digits, with an apostrophe inside ("O'Brien"); spaces and hyphens part words.
_WORD = re.compile(r"[^\W_]+(?:['\u2019][^\W_]+)*")


def _words(name: str) -> tuple[str, ...]:
    """The words of a name (its tag aside), accents aside: "Zoë Ñúñez-Ortiz (1023)" -> ("zoe", "nunez", "ortiz")."""
    return tuple(_WORD.findall(_plain(untagged(name))))


def _names_so(player: str, name: str) -> bool:
    """Whether ``name`` is whole words of ``player``'s name, in its order, accents aside: a first name ("Ana" of
    "Ana García"), a surname ("Nunez" of "Zoë Ñúñez"), the name typed without its accents, or any run of its words."""
    given, words = _words(name), _words(player)
    return bool(given) and any(words[i:i + len(given)] == given for i in range(len(words) - len(given) + 1))


def _likeness(player: str, name: str) -> float:
    """How near ``name`` is to ``player``'s name (0 to 1), accents aside: to the whole name, or to as many of its
    words together as ``name`` has ("Nunes" is near Zoë Ñúñez's "nunez")."""
    given, words = " ".join(_words(name)), _words(player)
    count = max(1, len(given.split()))
    runs = {" ".join(words)} | {" ".join(words[i:i + count]) for i in range(len(words) - count + 1)}
    return max(SequenceMatcher(None, given, run).ratio() for run in runs)


#: How near a name must be to a student's (``_likeness``) to be suggested, as difflib's ``get_close_matches``.
_NEAR = 0.6


def _nearest(players: Sequence[str], name: str) -> list[str]:
    """The students whose names are nearest to ``name`` (several when as near: namesakes told apart by tags)."""
    near = [(likeness, player) for player in players if (likeness := _likeness(player, name)) >= _NEAR]
    best = max((likeness for likeness, _ in near), default=0.0)
    return [player for likeness, player in near if likeness == best]


def take_out_zombie(players: Sequence[str], zombie: str | None,
                    option: str = "zombie") -> tuple[tuple[str, ...], str]:
    """The players without the one who plays the zombie, and the zombie's name as the roster writes it.

    ``zombie`` is matched as names are told apart (case and runs of spaces do not count); else as one student's
    whole name without its accents; else as whole words of one student's name, accents aside ("Ana" for "Ana
    García", "Nunez" for "Zoë Ñúñez", when no other name has that word). With no players, the name is only printed
    on the zombie card. ``InputError`` names ``option`` when the zombie is not one of the players: every student
    the name could be, or the nearest names.
    """
    players = tuple(players)
    name = " ".join((zombie or "").split())
    if zombie is None:
        return players, ""
    if not name:
        raise InputError(f"{option}: no name given (name the student who plays the zombie, such as {option} Ana)")
    if "," in name:
        raise InputError(f"{option}: one student plays the zombie; give one name, not {name!r}")
    if not players:
        return players, name
    keys = [name_key(player) for player in players]
    if name_key(name) not in keys:
        plain = [untagged(key) for key in keys]
        namesakes = [player for player, key in zip(players, plain) if key == name_key(name)]
        if len(namesakes) > 1:  # "John Smith" beside "John Smith (1023)" and "John Smith (1047)": which one?
            raise InputError(f"{option} {name!r} is {len(namesakes)} students on the roster, told apart as "
                             f"{_one_of(namesakes, 'and')}; name the one who plays the zombie as the roster writes "
                             f"it, such as {option} {namesakes[0]!r}")
        # the whole name typed without its accents, before a name of which it is only some words
        named = [player for player in players if _plain(player) == _plain(name)] \
            or [player for player in players if _names_so(player, name)]
        if len(named) == 1:  # a first name, a surname, or a name typed without its accents: that student alone
            taken = players.index(named[0])
            return players[:taken] + players[taken + 1:], players[taken]
        if named:
            raise InputError(f"{option} {name!r} could be any of {len(named)} students, "
                             f"{_one_of(named)}; name the one who plays the zombie as the roster writes it, "
                             f"such as {option} {named[0]!r}")
        nearest = _nearest(players, name)
        if nearest:  # a slip: the nearest names, and every student of such a name when tags tell several apart
            hint = f"; did you mean {_one_of(nearest)}?"
        else:
            hint = "; name one of them, written as the roster writes it"
        raise InputError(f"{option} {name!r} is not one of the {len(players)} students given{hint}")
    taken = keys.index(name_key(name))
    return players[:taken] + players[taken + 1:], players[taken]


def team_names_for(text: str | None, students: int, teams: int | None, game: TeamGame,
                   option: str = "team names") -> tuple[tuple[str, ...], int | None]:
    """The team names in ``text`` ("Red, Blue, Green"), and the number of teams they ask for: ``teams`` when
    given, else one team per name. ``InputError`` naming ``option`` for an empty name or a count that does not
    fit (``students`` 0: a blank pack, any count from MIN_TEAMS to MAX_TEAMS)."""
    if text is None:
        return (), teams
    pieces = [" ".join(piece.split()) for piece in text.split(",")]
    sample = ", such as \"Red,Blue,Green\""
    if not any(pieces):
        raise InputError(f"{option}: no names given (one name per team, separated by commas{sample})")
    for number, piece in enumerate(pieces, start=1):
        if not piece:
            raise InputError(f"{option}: team name {number} is empty (one name per team, separated by commas"
                             f"{sample})")
    seen: set[str] = set()
    for piece in pieces:
        refuse_zombie_like_team(piece, option, pieces)
        if name_key(piece) in seen:
            raise InputError(f"{option}: team name {piece!r} is given twice; give each team its own name")
        seen.add(name_key(piece))
    names = tuple(pieces)
    if teams is not None:
        if len(names) != teams:
            raise InputError(f"{option}: {_plural(len(names), 'name')} given for {teams} teams (--teams); "
                             "give one name per team")
        return names, teams
    if not MIN_TEAMS <= len(names) <= MAX_TEAMS:
        raise InputError(f"{option}: {_plural(len(names), 'name')} given; a Zombie pack has {MIN_TEAMS} to "
                         f"{MAX_TEAMS} teams, one name each")
    if students and len(names) not in fitting_team_counts(students, game):
        fitting = fitting_team_counts(students, game)
        ask = f"; give {_either(fitting)} names" if fitting else ""
        raise InputError(f"{option}: {_plural(len(names), 'name')} given, but {_plural(students, 'student')} "
                         f"cannot be split into {len(names)} teams of {game.min_team} to {game.max_team}{ask}")
    return names, len(names)
