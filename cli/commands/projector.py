"""``worksheets projector``: the dice game as a local web page for the class to watch.

The same match engine as ``worksheets play``, served by Starlette and uvicorn
(imported only here) from ``cli/web``. The address is printed and opened in the
default browser; Ctrl-C stops the server. The game lives in the server's memory:
stopping the server ends it.
"""

from __future__ import annotations

import ipaddress
import socket
from typing import Annotated, Optional

import typer

from cli.commands.play import Dice, Digits
from cli.computers import ComputerSpecs, Pace
from cli.options import Rules, seed_option
from cli.shell import fail, handles_errors

Players = Annotated[Optional[str], typer.Option("--players", "-p", help='Names separated by commas, such as '
                    '"Ana,Ben" (Zombie: the teams). Without it, add players on the page.', show_default=False)]
Seed = seed_option("Play the same game again: the same seed and clicks give the same dice.", replay=True)
Host = Annotated[str, typer.Option("--host", help="Where to listen. Beyond this machine (such as 0.0.0.0) the "
                 "address carries a random token, and only that address opens the page.")]
Port = Annotated[int, typer.Option("--port", help="The port; 0 picks a free one.", min=0, max=65535)]
NoBrowser = Annotated[bool, typer.Option("--no-browser", help="Only print the address; do not open a browser.")]


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def listen(host: str, port: int) -> socket.socket:
    """A socket listening on ``host`` at ``port`` (0: a free port chosen by the system)."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    # IPPROTO_TCP named: asyncio turns Nagle off (TCP_NODELAY) only on a socket whose proto says TCP; with it
    # on, each answer's body waited for the browser's delayed ACK, about 40 ms a move.
    sock = socket.socket(family, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind((host, port))
    sock.listen(64)
    sock.set_inheritable(True)
    return sock


def register(app: typer.Typer) -> None:
    @app.command("projector")
    @handles_errors
    def projector_command(
        rules_name: Rules = "classic",
        players: Players = None,
        seed: Seed = None,
        digits: Digits = None,
        dice: Dice = None,
        host: Host = "127.0.0.1",
        port: Port = 0,
        no_browser: NoBrowser = False,
        computer: ComputerSpecs = None,
        pace: Pace = None,
    ) -> None:
        """Play a dice game on a classroom projector: a local web page with big dice and locks.

        Every rule set plays, and Place Value Yahtzee with a whole-class roll
        page. Players are added on the page (or with --players). The page and
        everything it loads come from this package: no internet is needed.
        Computer players (--computer NAME, or the zombie: --computer zombie) play
        their turns on the page, one move at a time (--pace seconds apart, default 1).

        Example: worksheets projector --rules classic --players "Ana,Ben"
        """
        serve(rules_name, players, seed, digits, dice, computer, pace, host=host, port=port,
              open_browser=not no_browser)


def serve(rules_name: str, players: Optional[str], seed: Optional[int], digits: Optional[int], dice: Optional[str],
          computer, pace: Optional[float], *, host: str = "127.0.0.1", port: int = 0,
          open_browser: bool = True) -> None:
    """Serve the game's page until Ctrl-C (``projector``, and ``play --web``)."""
    import webbrowser

    import uvicorn

    from worksheets.errors import IllegalMoveError, InputError
    from worksheets.names import GAME_CARDS
    from worksheets.roster import parse_players
    from cli.options import rules_named

    from cli.web.app import LOOPBACK, create_app, new_token
    from cli.web.table import Table, words

    rules = rules_named(rules_name)
    # Named on the command line, a refused name says which option and which name: "--players: name 2 ...".
    roster = parse_players(players, where="--players", room=GAME_CARDS) if players is not None else ()
    try:
        table = Table.new(rules, list(roster), seed, digits=digits, dice=dice, computers=computer,
                          pace=1.0 if pace is None else pace)
    except IllegalMoveError as exc:  # too many names: the list came from --players
        raise InputError(f"--players: {exc}") from None
    named = getattr(roster, "where", lambda name: "")  # the other players are --computer's
    table.refuse_unprintable(table.match.players, lambda name: named(name) or "--computer")  # now, not at the end
    token = None if is_loopback(host) else new_token()
    try:
        sock = listen(host, port)
    except OSError as exc:
        raise fail(words("cannot_listen", host=host, port=port, reason=exc.strerror)) from None
    bound = sock.getsockname()[1]
    shown = "127.0.0.1" if host in ("0.0.0.0", "::") else host
    shown = f"[{shown}]" if ":" in shown else shown
    url = f"http://{shown}:{bound}/" + (f"?token={token}" if token else "")
    hosts = None if token else list(LOOPBACK)
    config = uvicorn.Config(create_app(table, token, hosts), log_config=None, log_level="warning",
                            access_log=False, lifespan="off")
    typer.echo(words("serving", url=url, token=bool(token)))
    if open_browser:
        webbrowser.open(url)
    try:
        uvicorn.Server(config).run(sockets=[sock])
    except KeyboardInterrupt:
        pass  # uvicorn has shut down and passes Ctrl-C on: stopping is what was asked
    finally:
        sock.close()
    typer.echo(words("stopped"))
