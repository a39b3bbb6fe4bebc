"""The projector's web application: the page, its assets, the moves and the finished cards.

Routes (each needs ``?token=...`` when the server was started with a token):

- ``GET /``: the page; ``GET /class``: the whole-class roll (the dice, huge, and the categories);
- ``GET /static/...``: the page's script, style and icons, from the package;
- ``GET /api/state``: the game as JSON;
- ``POST /api/{action}`` with a JSON object ``{"version": N, ...}``: a move (see ``table.ACTIONS``);
- ``POST /api/class/{action}``: whole-class rolls (roll, hold, release, new);
- ``GET /print``: the finished game's cards as a PDF (or a page saying why they cannot be printed).

A move answers ``{"state", "html", "error"}``: 200 when played; 409 when made on an
older version (the state is the current one); 422 when the rules refuse it (``error``
says why, as the terminal game does); 400 when it is not a move at all.
"""

from __future__ import annotations

import json
import secrets
import tempfile
from pathlib import Path

from starlette.applications import Starlette
from starlette.datastructures import QueryParams
from starlette.middleware import Middleware
from starlette.middleware.trustedhost import TrustedHostMiddleware
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, PlainTextResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from worksheets.errors import WorksheetError

from .table import BadMove, StaleMove, Table, words

STATIC = Path(__file__).resolve().parent / "static"
#: The host names a browser on this machine may send when the game listens on a loopback address.
LOOPBACK = ("127.0.0.1", "localhost", "[::1]", "::1")


def new_token() -> str:
    """A random token for an address other machines can reach."""
    return secrets.token_urlsafe(16)


def create_app(table: Table, token: str | None = None, allowed_hosts: list[str] | None = None) -> Starlette:
    """The application over ``table``; with ``token``, every request must carry ``?token=TOKEN``."""
    from worksheets.templating import render

    def _page(name: str, inner: str) -> HTMLResponse:
        return HTMLResponse(render(f"web/{name}.html.j2", inner=inner, title=table.rules.title, token=token or ""))

    def _not_printed(reason: str, status: int) -> HTMLResponse:
        return HTMLResponse(render("web/not_printed.html.j2", reason=reason, title=table.rules.title,
                                   token=token or ""), status_code=status)

    async def page(request: Request) -> Response:
        return _page("page", table.html(token))

    async def class_page(request: Request) -> Response:
        return _page("class_page", table.class_html(token))

    def answer(status: int = 200, error: str | None = None) -> JSONResponse:
        state = table.state()  # worked out once for the answer and its page
        return JSONResponse({"state": state, "html": table.html(token, state), "class_html": table.class_html(token),
                             "error": error}, status_code=status)

    async def state(request: Request) -> Response:
        return answer()

    async def _payload(request: Request) -> dict:
        try:
            payload = json.loads(await request.body() or b"null")
        except ValueError:
            raise BadMove(words("version_needed")) from None
        if not isinstance(payload, dict):
            raise BadMove(words("version_needed"))
        return payload

    async def _move(request: Request, play) -> Response:
        try:
            payload = await _payload(request)
            play(request.path_params["action"], payload)  # no await from here on: one move at a time
        except BadMove as exc:
            return answer(400, str(exc))
        except StaleMove as exc:
            return answer(409, str(exc))
        except WorksheetError as exc:
            return answer(422, str(exc))
        return answer()

    async def move(request: Request) -> Response:
        return await _move(request, table.act)

    async def class_move(request: Request) -> Response:
        return await _move(request, table.class_act)

    async def print_cards(request: Request) -> Response:
        try:
            with tempfile.TemporaryDirectory() as folder:
                path = table.write_cards_pdf(Path(folder) / "cards.pdf")
                data = path.read_bytes()
        except WorksheetError as exc:
            return _not_printed(str(exc), 409)
        except Exception as exc:  # noqa: BLE001 - the print tab shows why, not a bare "Internal Server Error"
            return _not_printed(f"{type(exc).__name__}: {exc}", 500)
        return Response(data, media_type="application/pdf",
                        headers={"Content-Disposition": 'inline; filename="finished-cards.pdf"'})

    routes = [
        Route("/", page),
        Route("/class", class_page),
        Route("/api/state", state),
        Route("/api/class/{action}", class_move, methods=["POST"]),
        Route("/api/{action}", move, methods=["POST"]),
        Route("/print", print_cards),
        Mount("/static", StaticFiles(directory=STATIC), name="static"),
    ]
    middleware = [Middleware(TrustedHostMiddleware, allowed_hosts=allowed_hosts or ["*"])]
    app = Starlette(routes=routes, middleware=middleware)
    if token is None:
        return app

    async def guarded(scope, receive, send):
        if scope["type"] == "http":
            given = QueryParams(scope.get("query_string", b"")).get("token", "")
            if not secrets.compare_digest(given.encode(), token.encode()):
                await PlainTextResponse(words("token_needed"), status_code=403)(scope, receive, send)
                return
        await app(scope, receive, send)

    return guarded  # type: ignore[return-value]
