"""The one place templates are found and rendered.

Templates live in the top-level ``templates/`` folder of a checkout (and of an
editable install); a built wheel carries the same files as
``worksheets/_templates``. ``templates_dir`` is the only code that knows this.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from .errors import TemplateError

_PACKAGE_DIR = Path(__file__).resolve().parent


def templates_dir() -> Path:
    """Return the folder holding the templates, installed or in a checkout."""
    for candidate in (_PACKAGE_DIR / "_templates", _PACKAGE_DIR.parent / "templates"):
        if candidate.is_dir():
            return candidate
    raise TemplateError(f"no templates folder next to {_PACKAGE_DIR}; reinstall the package")


@lru_cache(maxsize=1)
def _environment():
    # jinja2 is imported here so that commands that print no template stay quick.
    import jinja2

    from .numbers import format_number

    environment = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(templates_dir())),
        undefined=jinja2.StrictUndefined,
        autoescape=jinja2.select_autoescape(enabled_extensions=("html", "xml", "html.j2")),
        keep_trailing_newline=False,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    # {{ n | number }}: points and totals written as every table writes them (1,075).
    environment.filters["number"] = format_number
    return environment


def render(name: str, **context) -> str:
    """Render template ``name`` with ``context``; values are data, never template code."""
    import jinja2

    try:
        return _environment().get_template(name).render(**context).strip()
    except jinja2.TemplateNotFound as exc:
        raise TemplateError(f"template {exc.name!r} not found in {templates_dir()}") from exc
    except jinja2.UndefinedError as exc:
        raise TemplateError(f"template {name!r}: {exc.message}") from exc


@lru_cache(maxsize=None)
def _module(name: str):
    # Looked up once per process: finding the template again checks its file on disk, and a sheet asks for its
    # macros thousands of times.
    return _environment().get_template(name).module


def macro(name: str, macro_name: str):
    """Return a macro defined in template ``name`` as a callable returning text."""
    module = _module(name)
    try:
        fn = getattr(module, macro_name)
    except AttributeError as exc:
        raise TemplateError(f"template {name!r} has no macro {macro_name!r}") from exc
    return lambda *args, **kwargs: str(fn(*args, **kwargs)).strip()
