"""Game families are decided in one place and dispatched once (issue 7 item 1)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from worksheets.errors import CodeError, InputError, NotAvailableError, WrongFamilyError
from worksheets.families import CAPABILITIES, DICE, FAMILIES, PLACE_VALUE, ZOMBIE, family_of, presets_of, require
from worksheets.request import SheetRequest
from worksheets.rules import load_rules_file, preset, preset_names

ROOT = Path(__file__).resolve().parents[1]

# SPEC section 2: zombie is the team game, place-value its own game, the rest dice games of boxes.
EXPECTED = {"classic": DICE, "house": DICE, "roll-em": DICE, "dice-roller": DICE, "yacht": DICE,
            "zombie": ZOMBIE, "place-value": PLACE_VALUE}


@pytest.mark.parametrize("name", preset_names())
def test_every_preset_belongs_to_its_family(name):
    assert family_of(preset(name)) is EXPECTED[name]


def test_the_presets_of_a_family_are_listed_in_the_teachers_order():
    assert presets_of(DICE) == ("classic", "house", "roll-em", "dice-roller", "yacht")
    assert presets_of(ZOMBIE) == ("zombie",)
    assert presets_of(PLACE_VALUE) == ("place-value",)
    assert sorted(name for family in FAMILIES for name in presets_of(family)) == sorted(preset_names())


def test_a_rule_set_of_another_family_is_refused_with_the_callers_message():
    require(preset("zombie"), ZOMBIE, "not raised")
    with pytest.raises(WrongFamilyError, match=r"^classic \(dice-game scorecards\) is not for {braces}$") as caught:
        require(preset("classic"), ZOMBIE, "{rules.name} ({family.sheets_title}) is not for {what}", what="{braces}")
    assert isinstance(caught.value, NotAvailableError) and isinstance(caught.value, CodeError)


def test_a_teachers_team_game_is_a_zombie_game(tmp_path):
    path = tmp_path / "teams.toml"
    path.write_text('base = "house"\n[team-game]\nmin-team = 2\nmax-team = 4\n', encoding="utf-8")
    assert family_of(load_rules_file(path)) is ZOMBIE


@pytest.mark.parametrize("family", FAMILIES, ids=lambda f: f.name)
@pytest.mark.parametrize("capability", CAPABILITIES)
def test_every_capability_a_family_names_can_be_found(family, capability):
    found = family.capability(capability)
    if capability == "report":  # a Report: its JSON fields and its terminal text
        assert callable(found.json) and callable(found.text)
    else:
        assert callable(found)


def test_no_command_or_module_compares_a_family_tag():
    # `grep -rn 'kind ==' worksheets cli` must find nothing that picks a family.
    picks = re.compile(r"""kind\s*[!=]=\s*["'](dice|zombie|place-value)["']""")
    found = [f"{path.relative_to(ROOT)}:{number}"
             for folder in ("worksheets", "cli") for path in sorted((ROOT / folder).rglob("*.py"))
             for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
             if picks.search(line)]
    assert found == []


def test_the_shell_never_asks_which_familys_match_or_verdict_it_holds():
    # A command or page asks the match (writes_numbers, has_best_play, sheet_rows) or the verdict; an
    # isinstance over a family's class would be a second place that tells the families apart.
    picks = re.compile(r"isinstance\([^)]*\b(DiceMatch|ZombieMatch|PlaceValueMatch|\w*Verdict)\b")
    found = [f"{path.relative_to(ROOT)}:{number}" for path in sorted((ROOT / "cli").rglob("*.py"))
             for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
             if picks.search(line)]
    assert found == []


@pytest.mark.parametrize("rules, given, message", [
    ("classic", {"teams": "--teams"},
     "--teams does not apply to classic (dice-game scorecards); it is for a Zombie pack (--rules zombie)"),
    ("zombie", {"layout": "--layout", "digits": "--digits"}, "--layout, --digits do not apply to zombie (a Zombie pack)"),
    ("place-value", {"layout": "--layout"}, "--layout does not apply to place-value (place-value cards); "
                                            "it is for dice-game scorecards (such as --rules classic)"),
])
def test_options_a_game_does_not_use_are_refused_by_name(rules, given, message):
    with pytest.raises(InputError) as caught:
        SheetRequest(preset(rules), given=given).refuse_unused()
    assert str(caught.value) == message


def test_options_a_game_uses_are_accepted():
    SheetRequest(preset("place-value"), given={"digits": "--digits", "seed": "--seed", "key": "--key"}).refuse_unused()
    SheetRequest(preset("classic"), given={"layout": "--layout", "games": "--games"}).refuse_unused()


# --- layers ---------------------------------------------------------------------------------

LAYERS = {"check": 1, "render": 2}


def _layer(module: str) -> int:
    parts = module.split(".")
    return LAYERS.get(parts[1], 0) if len(parts) > 1 and parts[0] == "worksheets" else 0


def _imports(path: Path, package: str):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                yield ".".join(base + ([node.module] if node.module else []))
            elif node.module:
                yield node.module


def test_no_library_module_imports_a_module_above_its_layer():
    # Layers, bottom up: the engine (dice, rules, card, game, place_value, ...), check, render.
    # The CLI sits above them all and the library never imports it or typer.
    wrong = []
    for path in sorted((ROOT / "worksheets").rglob("*.py")):
        module = ".".join(path.relative_to(ROOT).with_suffix("").parts)
        package = module if path.name == "__init__.py" else module.rsplit(".", 1)[0]
        for imported in _imports(path, package):
            if imported.split(".")[0] in ("cli", "typer") or _layer(imported) > _layer(module):
                wrong.append(f"{module} imports {imported}")
    assert wrong == []
