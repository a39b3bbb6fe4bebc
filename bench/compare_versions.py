"""The same teacher jobs run from the command line on two checkouts, in turns, best wall-clock time of each.

    python bench/compare_versions.py OTHER_CHECKOUT [RUNS] [JOB-WORDS...]

OTHER_CHECKOUT is an older (or newer) checkout with its own ``.venv`` (``make demo`` there makes one);
this checkout is the other side. A job whose name holds any of JOB-WORDS runs alone. Absolute times move
with the machine, so only the two sides of one run are compared; an exit code other than 0 is printed
beside a time, as a job the other side cannot do is no figure.
"""

from __future__ import annotations

import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent), str(HERE)]

import run as bench  # noqa: E402  (the benchmark's own sheet generators)


def _inputs(work: Path) -> dict[str, list[str]]:
    rng = random.Random(7)
    roster = work / "roster.csv"
    roster.write_text("name\n" + "".join(f"Student {i:04d} {rng.choice(['Ana', 'Zoë', 'Łukasz', 'Ben'])}\n"
                                         for i in range(1000)), encoding="utf-8")
    for name, texts in (("pv", bench._place_value_csvs(2000)), ("classic", bench._classic_csvs(2000))):
        folder = work / name
        folder.mkdir()
        for index, text in enumerate(texts):
            (folder / f"s{index:05d}.csv").write_text(text, encoding="utf-8")
    rolls = work / "rolls.txt"
    rolls.write_text("".join(" ".join(str(rng.randint(1, 6)) for _ in range(5)) + "\n" for _ in range(10_000)))
    return {
        "--help": ["--help"],
        "classic cards, 1,000 students": ["scorecard", "--roster", str(roster), "-o", str(work / "c.pdf")],
        "place-value cards, 1,000 students": ["scorecard", "--rules", "place-value", "--roster", str(roster),
                                              "-o", str(work / "p.pdf")],
        "place-value cards with keys": ["scorecard", "--rules", "place-value", "--roster", str(roster), "--key",
                                        "-o", str(work / "pk.pdf")],
        "check 2,000 place-value files": ["check", str(work / "pv")],
        "check 2,000 classic files": ["check", str(work / "classic")],
        "check 2,000 place-value files + PDF key": ["check", str(work / "pv"), "--pdf", str(work / "key.pdf")],
        "score 10,000 rolls": ["score", "--input", str(rolls)],
    }


def _once(checkout: Path, args: list[str], work: Path) -> tuple[float, int]:
    start = time.perf_counter()
    done = subprocess.run([str(checkout / ".venv" / "bin" / "worksheets"), *args], cwd=work, capture_output=True)
    return time.perf_counter() - start, done.returncode


def main(argv: list[str]) -> None:
    other, here = Path(argv[0]).resolve(), HERE.parent
    runs = int(argv[1]) if len(argv) > 1 else 5
    only = argv[2:]
    with tempfile.TemporaryDirectory() as folder:
        work = Path(folder)
        for job, args in _inputs(work).items():
            if only and not any(word in job for word in only):
                continue
            times: dict[Path, list[float]] = {other: [], here: []}
            codes = {}
            for _ in range(runs):
                for checkout in (other, here):
                    took, codes[checkout] = _once(checkout, args, work)
                    times[checkout].append(took)
            theirs, ours = min(times[other]), min(times[here])
            print(f"{job:42s} {other.name} {theirs * 1000:7,.0f} ms (exit {codes[other]})  "
                  f"this checkout {ours * 1000:7,.0f} ms (exit {codes[here]})  ratio {ours / theirs:.2f}", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
