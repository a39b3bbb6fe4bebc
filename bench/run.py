"""The project's benchmark: each figure is a ratio to a baseline measured in the same run, but for memory
and the strategy table's load and advise times, which are absolute.

    python bench/run.py            # everything (many minutes)
    python bench/run.py startup    # one part
    python bench/run.py --help     # the parts

Every line says which way is better: startup and strategy divide our time by the
baseline's (lower is better); scoring divides our rate by the baseline's, and the
others the baseline's time by ours (higher is better); absolute figures are
lower-is-better. A line with a goal ends with "met" or "missed".

Parts:
- startup: `worksheets --help` against a minimal Typer app's `--help` (goal: ratio <= 1.1).
- scoring: rolls scored per second across every dice preset, against a
  plain-Python classic scorer written without the engine (no goal).
- cards: pages per second for 1,000 classic student cards, against the plain
  script a reportlab user writes for the same page, the fixed part in a form
  (bench/bare_cards.py); goal: ratio >= 1.0. Both card figures are the best
  CPU time of each side over several rounds (40 and 7), the sides taking turns,
  each round on fresh names (and a fresh class set) built off the clock. The
  process is warm, as in any run of more than one sheet: fonts, templates and
  the fits of a sheet's own words are loaded once; nothing of the students is.
- place-value cards: the same for 1,000 place-value cards (500 games, two cards
  each, a code and a QR code on every card), against a plain script that
  encodes each game's QR code once and draws it as one path, the fixed part
  in a form (bench/bare_pv_cards.py); goal: ratio >= 1.2.
- practice: pages per second for 200 place-value practice sheets (level 2, each
  with its code, QR code, dice and answer boxes), against a plain script that
  draws what every page shares once as a form (bench/bare_practice.py), timed as
  the cards are (best CPU time over 7 rounds, taking turns, fresh names and
  problems each round); goal: ratio >= 0.8, a tenth below the lowest of four
  runs on a busy 2-core machine (0.90, 0.93, 1.28 and 1.18).
- check: place-value games and classic cards checked per second, from CSV
  text to verdict (the library's path, with and without number words, every
  verdict kept) and from a folder of CSV files to the class's verdicts
  (``check_paths``, what ``worksheets check FOLDER`` runs before printing),
  against a short hand-written adjudicator of the same sheets
  (bench/bare_check.py; for the folder it reads the same files) that must
  agree with the project's scores and winners on every sheet; each side is
  its best CPU time over five rounds, the sides taking turns (as for cards);
  goal: ratio >= 0.5.
- memory (absolute): peak memory (tracemalloc) while building 4,000 place-value games (with and
  without their keys) and while checking 10,000 place-value sheets, every verdict kept.
- strategy: the time to solve classic (forced joker) from scratch, against the time the
  yatzy-solver package (Rust, on all cores) takes to build the same variant
  (`american+forced-joker`) in the same run; goal: ratio <= 3. yatzy-solver is installed
  only into a throwaway virtual environment of this benchmark (bench/strategy_baseline.py),
  never into the project; without a network it says so and prints our time alone. Also, absolute:
  the time to load the shipped table and of one `advise` on a position from it (goal: under 50 ms).
"""

from __future__ import annotations

import math
import random
import statistics
import subprocess
import sys
import time
from collections import Counter
from itertools import combinations_with_replacement
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
sys.path[:0] = [str(REPO), str(HERE)]


def _time_command(args: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run(args, cwd=REPO, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    return time.perf_counter() - start


def _judge(ratio: float, what: str, higher: bool, goal: float | None = None) -> str:
    """A ratio as printed, what it divides, which way is better, and the goal met or missed (judged on the
    printed figure, so 1.10 meets <= 1.1)."""
    shown = f"{ratio:.2f}"
    line = f"ratio {shown} ({what}, {'higher' if higher else 'lower'} is better)"
    if goal is None:
        return line + "; no goal"
    met = float(shown) >= goal if higher else float(shown) <= goal
    return line + f"; goal {'>=' if higher else '<='} {goal}: {'met' if met else 'missed'}"


def startup(runs: int = 25) -> str:
    script = Path(sys.executable).parent / "worksheets"  # the installed console script, as teachers run it
    ours = [str(script), "--help"] if script.exists() else [sys.executable, "-m", "cli", "--help"]
    commands = _command_count()
    baseline = [sys.executable, str(HERE / "minimal_typer.py"), str(commands), "--help"]
    _time_command(ours), _time_command(baseline)  # warm the file cache
    ours_times, base_times = [], []
    for _ in range(runs):  # interleaved, so load changes hit both alike
        ours_times.append(_time_command(ours))
        base_times.append(_time_command(baseline))
    o, b = statistics.median(ours_times), statistics.median(base_times)
    return (f"startup  worksheets --help {o * 1000:.0f} ms; minimal Typer app with {commands} commands "
            f"{b * 1000:.0f} ms; {_judge(o / b, 'our time / baseline time', False, 1.1)}")


def _command_count() -> int:
    """How many commands ``worksheets`` has, so the baseline app has as many."""
    from cli.app import COMMANDS

    return len(COMMANDS)


def _plain_classic(dice: tuple[int, ...]) -> dict[str, int]:
    """Classic scoring written plainly, as a yardstick for the data-driven engine."""
    counts = Counter(dice)
    total = sum(dice)
    most = max(counts.values())
    faces = set(dice)
    runs = [all(f + i in faces for i in range(n)) for n in (4, 5) for f in range(1, 7 - n + 1)]
    return {
        "ones": counts[1], "twos": 2 * counts[2], "threes": 3 * counts[3],
        "fours": 4 * counts[4], "fives": 5 * counts[5], "sixes": 6 * counts[6],
        "three-of-a-kind": total if most >= 3 else 0, "four-of-a-kind": total if most >= 4 else 0,
        "full-house": 25 if sorted(counts.values()) == [2, 3] else 0,
        "small-straight": 30 if any(runs[:3]) else 0, "large-straight": 40 if any(runs[3:]) else 0,
        "yahtzee": 50 if most == 5 else 0, "chance": total,
    }


def _rate(score, rolls, seconds: float = 1.0) -> float:
    done, start = 0, time.perf_counter()
    while (elapsed := time.perf_counter() - start) < seconds:
        for roll in rolls:
            score(roll)
        done += len(rolls)
    return done / elapsed


def scoring() -> str:
    from worksheets.rules import preset, preset_names

    rolls = list(combinations_with_replacement(range(1, 7), 5))
    presets = [preset(n) for n in preset_names() if preset(n).kind == "dice"]

    def ours(roll):
        for rules in presets:
            rules.score_roll(roll)

    ours_rate = _rate(ours, rolls) * len(presets)  # rolls scored, counting each preset
    base_rate = _rate(_plain_classic, rolls)
    return (f"scoring  {ours_rate:,.0f} rolls/s across {len(presets)} presets; "
            f"plain classic scorer {base_rate:,.0f} rolls/s; "
            f"{_judge(ours_rate / base_rate, 'our rate / baseline rate', True)}")


def _race(rounds: int, prepare, ours, bare) -> tuple[float, float]:
    """The fastest run of ``ours`` and of ``bare``, in seconds of this process's CPU time (other work on
    a shared machine slows the clock, not the count), over ``rounds`` rounds.

    Each round's input is built by ``prepare(round)``, off the clock (the card
    benchmarks build new names and new games, so nothing either side remembers
    from one run helps the next; the check benchmark gives the same sheets); the
    two run back to back, taking turns to go first, after a garbage
    collection, so a burst of other work on the machine hits both alike.
    """
    import gc

    best = {ours: math.inf, bare: math.inf}
    for round_ in range(rounds):
        data = prepare(round_)
        for side in (ours, bare) if round_ % 2 == 0 else (bare, ours):
            gc.collect()
            start = time.process_time()
            side(data)
            best[side] = min(best[side], time.process_time() - start)
    return best[ours], best[bare]


def _fonts() -> tuple[str, str]:
    from worksheets.render.fonts import FONT_FILES, FONTS_DIR
    from worksheets.render.style import BOLD_FONT, REGULAR_FONT

    return tuple(str(FONTS_DIR / FONT_FILES[font]) for font in (REGULAR_FONT, BOLD_FONT))


def cards(count: int = 1000, rounds: int = 40) -> str:
    import bare_cards
    from worksheets.render.kit import render_pdf
    from worksheets.render.scorecard_model import ScorecardOptions, build_scorecards
    from worksheets.render.scorecards import scorecards
    from worksheets.render.style import style_for
    from worksheets.rules import preset

    rules, style, (regular, bold) = preset("classic"), style_for("letter"), _fonts()

    def prepare(round_: int):
        names = tuple(f"Student {round_:02d}-{i:04d}" for i in range(count))
        return build_scorecards(rules, ScorecardOptions(layout="card", players=names))

    ours, bare = _race(rounds, prepare, lambda model: render_pdf(scorecards(model, style), style),
                       lambda model: bare_cards.draw(list(model.names), regular, bold, model.code))
    pages = count / 2
    return (f"cards    classic student cards {pages / ours:,.0f} pages/s; plain reportlab with a form "
            f"{pages / bare:,.0f} pages/s; {_judge(bare / ours, 'baseline time / our time', True, 1.0)}")


def place_value_cards(count: int = 1000, rounds: int = 7) -> str:
    import bare_pv_cards
    from worksheets.render.kit import render_pdf
    from worksheets.render.place_value_cards import place_value
    from worksheets.render.place_value_model import PlaceValueOptions, build_class_cards
    from worksheets.render.style import style_for

    style, (regular, bold) = style_for("letter"), _fonts()

    def prepare(round_: int):
        names = tuple(f"Student {round_:02d}-{i:04d}" for i in range(count))
        cards = build_class_cards(PlaceValueOptions(players=names, seed=round_ + 1))
        return cards, [(player, game.code, list(game.categories)) for game, player in cards.cards]

    ours, bare = _race(rounds, prepare, lambda data: render_pdf(place_value(data[0], style), style),
                       lambda data: bare_pv_cards.draw(data[1], regular, bold))
    pages = count / 2
    return (f"pv-cards place-value cards {pages / ours:,.0f} pages/s; plain reportlab, QR encoded once a game "
            f"{pages / bare:,.0f} pages/s; {_judge(bare / ours, 'baseline time / our time', True, 1.2)}")


def practice_sheets(count: int = 200, rounds: int = 7) -> str:
    import bare_practice
    from worksheets.practice.problems import settings_for
    from worksheets.render.kit import render_pdf
    from worksheets.render.practice_model import build_practice
    from worksheets.render.practice_sheets import practice
    from worksheets.render.style import style_for

    style, (regular, bold) = style_for("letter"), _fonts()

    def prepare(round_: int):
        names = tuple(f"Student {round_:02d}-{i:04d}" for i in range(count))
        sheets = build_practice(settings_for("place-value", level=2, seed=round_ + 1), names=names)
        return sheets, [(sheet.name, sheet.code, [(p.prompt, p.dice) for p in sheet.problems])
                        for sheet in sheets.sheets]

    ours, bare = _race(rounds, prepare, lambda data: render_pdf(practice(data[0], style), style),
                       lambda data: bare_practice.draw(data[1], regular, bold))
    return (f"practice place-value practice sheets {count / ours:,.0f} pages/s; plain reportlab with a form "
            f"{count / bare:,.0f} pages/s; {_judge(bare / ours, 'baseline time / our time', True, 0.8)}")


def _place_value_csvs(count: int) -> list[str]:
    """Finished two-player games: each entry the best a seeded roll makes (X when none)."""
    import random

    from worksheets.place_value import PlaceValueGame, best_number
    from worksheets.place_value.sheets import class_set

    game, rng = PlaceValueGame(), random.Random(2026)
    cards = [sheet.categories for sheet in class_set(2026, 50)]
    texts = []
    for index in range(count):
        lines = ["category,Ana,Ben"]
        for category in cards[index % len(cards)]:
            cells = [best_number(category, [rng.randint(1, 6) for _ in range(4)], game) for _ in range(2)]
            lines.append(",".join([category.phrase()] + [f'"{c:,}"' if c else "X" for c in cells]))
        texts.append("\n".join(lines) + "\n")
    return texts


def _classic_csvs(count: int) -> list[str]:
    """Finished two-player classic cards: each roll goes in its best open box; totals written."""
    import random

    from worksheets.dice import roll_dice
    from worksheets.game import BONUS, Scorecard
    from worksheets.rules import preset

    rules, rng = preset("classic"), random.Random(2026)
    texts = []
    for _ in range(count):
        cards = []
        for _ in range(2):
            card = Scorecard(rules)
            while not card.finished:
                dice = roll_dice(rng, 5, 6)
                options = card.options(dice)
                card = card.play(dice, max(options, key=lambda k: (k != BONUS, options[k])))
            cards.append(card)
        rows = [[box.label] + [str(c.filled[box.key]) for c in cards] for box in rules.boxes]
        rows += [["Upper total"] + [str(c.upper_total) for c in cards],
                 ["Bonus"] + [str(c.upper_bonus) for c in cards],
                 ["Yahtzee bonus"] + [str(c.extra_bonus) for c in cards],
                 ["Lower total"] + [str(c.lower_total) for c in cards],
                 ["Grand total"] + [str(c.grand_total) for c in cards]]
        texts.append("\n".join(",".join(r) for r in [["box", "Ana", "Ben"], *rows]) + "\n")
    return texts


def check(count: int = 10_000, rounds: int = 5) -> str:
    """The library's path (CSV text to verdict, every verdict kept), then ``worksheets check``'s (a folder
    of files to the class's verdicts), each against the hand-written adjudicator of the same sheets."""
    import bare_check
    from worksheets.check import CheckOptions, check_sheet, parse_csv

    results = []
    made = {}
    for name, texts, adjudicate in (("place-value games", _place_value_csvs(count), bare_check.place_value),
                                    ("classic cards", _classic_csvs(count), bare_check.classic)):
        made[name] = texts, adjudicate
        for words in (True, False):
            options = CheckOptions(words=words)
            check_sheet(parse_csv(texts[0], "bench.csv"), options)  # templates loaded, as the baseline's tables are
            _agree(name, [check_sheet(parse_csv(t, "bench.csv"), options).verdict for t in texts], texts, adjudicate)

            def ours(texts: list[str]) -> list:  # every verdict kept to the end of the run
                return [check_sheet(parse_csv(t, "bench.csv"), options) for t in texts]

            def bare(texts: list[str]) -> list:
                return [adjudicate(t) for t in texts]

            ours_time, bare_time = _race(rounds, lambda _: texts, ours, bare)
            results.append(f"check    {count:,} {name}, {'with' if words else 'without'} words: "
                           f"{count / ours_time:,.0f} a second; hand-written adjudicator {count / bare_time:,.0f} a "
                           f"second; {_judge(bare_time / ours_time, 'baseline time / our time', True, 0.5)}")
    for name, (texts, adjudicate) in made.items():
        results.append(_check_folder(name, texts, adjudicate, rounds))
    return "\n".join(results)


def _agree(name: str, verdicts, texts: list[str], adjudicate) -> None:
    """Stop the benchmark unless the adjudicator finds the same scores and winners on every sheet."""
    disagree = sum((dict(v.scores), tuple(v.winners)) != adjudicate(t) for v, t in zip(verdicts, texts))
    if disagree:
        raise SystemExit(f"bench: the hand-written adjudicator disagrees on {disagree} {name}")


def _check_folder(name: str, texts: list[str], adjudicate, rounds: int) -> str:
    """``worksheets check FOLDER``'s path (``check_paths``: the files found, read, decoded and checked, every
    verdict kept; nothing printed), against the adjudicator reading the same files."""
    import tempfile

    from worksheets.check import check_paths

    with tempfile.TemporaryDirectory() as folder:
        paths = [Path(folder) / f"sheet{i:05d}.csv" for i in range(len(texts))]
        for path, text in zip(paths, texts):
            path.write_text(text, encoding="utf-8")
        check_paths([paths[0]])  # templates loaded, as the baseline's tables are
        _agree(name, [v.verdict for v in check_paths([folder]).sheets], texts, adjudicate)

        def by_hand(folder: str) -> list:
            return [adjudicate(path.read_text(encoding="utf-8")) for path in sorted(Path(folder).iterdir())]

        ours, bare = _race(rounds, lambda _: folder, lambda folder: check_paths([folder]), by_hand)
    count = len(texts)
    return (f"check    worksheets check on a folder of {count:,} {name} (check_paths, with words): "
            f"{count / ours:,.0f} a second; hand-written adjudicator reading the files {count / bare:,.0f} a second; "
            f"{_judge(bare / ours, 'baseline time / our time', True, 0.5)}")


def _peak(action) -> int:
    """The most memory ``action`` held at once, in bytes (tracemalloc)."""
    import gc
    import tracemalloc

    gc.collect()
    tracemalloc.start()
    try:
        kept = action()
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    del kept
    return peak


def memory(games: int = 4000, sheets: int = 10_000) -> str:
    from worksheets.check import CheckOptions, check_sheet, parse_csv
    from worksheets.render.place_value_model import PlaceValueOptions, build_class_cards

    build_class_cards(PlaceValueOptions(games=2, with_key=True))  # templates and caches loaded before measuring
    check_sheet(parse_csv(_place_value_csvs(1)[0], "bench.csv"), CheckOptions())
    lines = []
    for key in (False, True):
        peak = _peak(lambda: build_class_cards(PlaceValueOptions(games=games, with_key=key)))
        lines.append(f"memory   {games:,} place-value games{' with their keys' if key else ''}: peak "
                     f"{peak / 2**20:,.1f} MB, {peak / games / 1024:,.1f} KB a game (absolute, lower is better)")
    texts = _place_value_csvs(sheets)
    options = CheckOptions()
    peak = _peak(lambda: [check_sheet(parse_csv(t, "bench.csv"), options) for t in texts])
    lines.append(f"memory   {sheets:,} checked place-value sheets, verdicts kept: peak {peak / 2**20:,.1f} MB, "
                 f"{peak / sheets / 1024:,.1f} KB a sheet (absolute, lower is better)")
    return "\n".join(lines)


def strategy(runs: int = 2) -> str:
    from strategy_baseline import yatzy_solver_build_seconds

    from worksheets.game import Scorecard
    from worksheets.rules import preset
    from worksheets.strategy import strategy_for
    from worksheets.strategy.model import build_model
    from worksheets.strategy.solver import solve

    rules = preset("classic")

    def ours() -> float:
        start = time.perf_counter()
        table = solve(build_model(rules))
        seconds = time.perf_counter() - start
        assert abs(table[0] - 254.58772873) < 1e-6, table[0]
        return seconds

    ours_times, theirs_times, why_not = [], [], None
    for _ in range(runs):  # interleaved, so load changes hit both alike
        ours_times.append(ours())
        theirs, why_not = yatzy_solver_build_seconds()
        if theirs is None:
            break
        theirs_times.append(theirs)
    start = time.perf_counter()
    table = strategy_for(rules)  # loaded once, then every position is new to it
    load = time.perf_counter() - start
    rng = random.Random(13)
    cards, card = [], Scorecard(rules)
    while not card.finished:
        cards.append(card)
        dice = tuple(rng.randint(1, 6) for _ in range(5))
        card = card.play(dice, rng.choice(sorted(card.options(dice))))
    times = []
    for position in cards:
        start = time.perf_counter()
        table.advise(position, (1, 3, 3, 4, 6), 2)
        times.append(time.perf_counter() - start)
    advise = max(times)
    o = min(ours_times)
    line = f"strategy classic solved from scratch in {o:.1f} s"
    if theirs_times:
        t = min(theirs_times)
        line += (f"; yatzy-solver builds american+forced-joker in {t:.1f} s; "
                 f"{_judge(o / t, 'our time / baseline time', False, 3)}")
    else:
        line += f" (absolute, lower is better); no yatzy-solver to compare with ({why_not})"
    return line + (f"\nstrategy shipped classic table loaded in {load * 1000:.0f} ms; advise on a new position: "
                   f"at most {advise * 1000:.1f} ms over {len(cards)} positions (absolute, lower is better); "
                   f"goal < 50 ms: {'met' if advise < 0.05 else 'missed'}")


PARTS = {  # name: (what it runs, what it measures)
    "startup": (startup, "worksheets --help against a minimal Typer app"),
    "scoring": (scoring, "rolls scored a second against a plain classic scorer"),
    "cards": (cards, "1,000 classic student cards against plain reportlab with a form"),
    "pv-cards": (place_value_cards, "1,000 place-value cards against plain reportlab with a form"),
    "practice": (practice_sheets, "200 place-value practice sheets against plain reportlab with a form"),
    "check": (check, "10,000 games and cards checked against a hand-written adjudicator"),
    "memory": (memory, "peak memory building games and checking sheets"),
    "strategy": (strategy, "solving classic against yatzy-solver (installs it over the network: minutes)"),
}
USAGE = ("usage: python bench/run.py [PART ...]   (no part: every part, which takes many minutes)\n\n"
         "Each line says which way is better and, where there is a goal, ends with met or missed.\n\nparts:\n"
         + "\n".join(f"  {name:<9} {about}" for name, (_, about) in PARTS.items()))


def main(argv: list[str]) -> int:
    if "-h" in argv or "--help" in argv:
        print(USAGE)
        return 0
    unknown = [name for name in argv if name not in PARTS]
    if unknown:
        print(f"bench/run.py: no part {unknown[0]!r}; the parts are {', '.join(PARTS)}", file=sys.stderr)
        return 2
    for name in argv or list(PARTS):
        print(PARTS[name][0]())
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
