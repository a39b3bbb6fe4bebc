"""Words that tell a title line above a class list, or a line under it, from a student's name.

School systems and spreadsheets put the list's title above the names ("Class list 2026", "Roster — 5B",
"Klassenliste") and a count, a date or a page number under them ("Total: 24 students", "Printed
2026-11-02", "Page 1 of 1", or a title word beside a number: "Class average: 78"). Judged on a row with one
filled cell; in a row of several, only a title word in the name's cell beside a number ("Class average", 7.5),
or a summary label beside numbers and nothing else ("Total", 246) or alone ("Average"), makes a footer, so a name with an ID, a
year or a class beside it stays a student's; so does a name with a word of its own beside a title word (Class
Smith). A line is matched by whole words, any case, so names that only contain
such a word (Nomvula, Classen, Lister, Pagett) stay names. The words are data: a language is a few
more words in these sets.
"""

from __future__ import annotations

import re

#: Words that make a line a title wherever they stand: they are not names.
TITLE_WORDS = frozenset({
    # English
    "class", "classes", "classlist", "roster", "register", "students", "pupils", "learners",
    "homeroom", "enrolment", "enrollment", "attendance",
    # German
    "klasse", "klassenliste", "schüler", "schülerinnen", "schülerliste", "namensliste",
    # French
    "classe", "élèves", "eleves", "effectif",
    # Spanish, Portuguese, Italian
    "clase", "alumnos", "alumnas", "estudiantes", "turma", "alunos", "elenco", "alunni", "studenti",
    # Dutch, Polish, Scandinavian
    "klassenlijst", "leerlingen", "klasa", "uczniowie", "uczniów", "klass", "klasslista",
    "elever", "klasseliste", "elevliste",
})
#: Words that make a line a title only beside a number ("Year 6", "Grade 4", "Form 5B", "Liste 5B"): alone
#: they can be names (Hanna List, Klas Berg).
NUMBERED_TITLE_WORDS = frozenset({
    "year", "grade", "form", "group", "period", "section", "term", "semester", "teacher",
    "list", "liste", "lista", "lijst", "klas",
    "jahrgang", "stufe", "kurs", "année", "annee", "groupe", "curso", "grupo", "grado", "groep", "jaar",
})
#: Words that make a line under the names a count, a date or a page number, beside a number ("Page 1 of
#: 1"; Page alone is a name).
FOOTER_WORDS = frozenset({
    # English
    "total", "totals", "count", "students", "pupils", "printed", "page", "pages", "generated", "exported",
    "created", "date", "report",
    # German
    "gesamt", "summe", "anzahl", "schüler", "seite", "gedruckt", "erstellt", "stand", "datum",
    # French, Spanish, Portuguese, Italian
    "élèves", "imprimé", "imprime", "généré", "édité", "página", "pagina", "impreso", "generado", "fecha",
    "alumnos", "impresso", "totale", "stampato", "alunni",
    # Dutch, Polish, Scandinavian
    "totaal", "afgedrukt", "leerlingen", "razem", "strona", "uczniów", "sida", "side", "utskrevet", "utskriven",
    "elever", "antal", "antall",
})

#: Words of a summary row under a table of students and scores ("Total", "Average", "Class mean"): beside a
#: number and nothing else, such a row is not a student's.
SUMMARY_WORDS = frozenset({
    # English
    "total", "totals", "subtotal", "average", "averages", "avg", "mean", "median", "count", "sum", "overall",
    # German, French, Spanish, Portuguese, Italian
    "gesamt", "summe", "durchschnitt", "mittelwert", "anzahl", "moyenne", "somme", "promedio", "media", "suma",
    "média", "totale", "somma",
    # Dutch, Polish, Scandinavian
    "totaal", "gemiddelde", "aantal", "razem", "średnia", "summa", "snitt", "gjennomsnitt",
    "genomsnitt", "gennemsnit",
})

#: Words of the rows a gradebook export puts between its header and the students ("Points Possible", "Due date",
#: "Class Average"), and of the lines under a list ("End of class list"), besides the words above.
_LABEL_WORDS = frozenset({"points", "possible", "due", "date", "dates", "maximum", "weight", "weighting", "category",
                          "categories", "published", "muted", "read", "only", "out", "of", "end", "the", "score",
                          "scores", "mark", "marks"})

_WORD = re.compile(r"[^\W\d_]+")
_DIGIT = re.compile(r"\d")


def _words(text: str) -> set[str]:
    return set(_WORD.findall(text.casefold()))


def is_title(text: str) -> bool:
    """Is ``text`` (a line, or a row's cells joined) a list's title rather than a name?"""
    words = _words(text)
    return bool(words & TITLE_WORDS) or (bool(words & NUMBERED_TITLE_WORDS) and bool(_DIGIT.search(text)))


def is_page_line(text: str) -> bool:
    """Is ``text`` (a line, or a row's cells joined) a count, a date or a page number ("Total: 24 students",
    "Page 1 of 2"), wherever it stands: a list printed over pages has one at each page's foot?"""
    return bool(_DIGIT.search(text)) and bool(_words(text) & FOOTER_WORDS)


def has_title_word(text: str) -> bool:
    """Does ``text`` hold a word that is never part of a name ("class", "students")?"""
    return bool(_words(text) & TITLE_WORDS)


def is_footer(text: str) -> bool:
    """Is ``text`` a line under a list: a count, a date or a page number, or a title word beside a number
    ("Class average: 78")? A title word alone may end a student's name."""
    return is_page_line(text) or (has_title_word(text) and bool(_DIGIT.search(text)))


def is_list_label(text: str) -> bool:
    """Is ``text`` (a row's name cells joined) a label of the list rather than a name: every word one of a title,
    a summary, a footer or a gradebook's rows ("Class average", "Points Possible", "End of class list")? A name
    with one word of its own (Class Smith, Tom Date, Hanna List) is not."""
    words = _words(text)
    return bool(words) and words <= (TITLE_WORDS | NUMBERED_TITLE_WORDS | FOOTER_WORDS | SUMMARY_WORDS
                                     | _LABEL_WORDS)


def is_summary(text: str) -> bool:
    """Is ``text`` a summary row's label ("Total", "Average:", "Class mean"): a summary word, maybe with
    title words, and no other word? A name that holds such a word among others (Sum Lee) is not."""
    words = _words(text)
    return bool(words & SUMMARY_WORDS) and words <= SUMMARY_WORDS | TITLE_WORDS | {"score", "scores", "mark", "marks"}


def filled_cells(cells: list[str]) -> list[str]:
    """A row's cells up to its last filled one."""
    end = len(cells)
    while end and not cells[end - 1].strip():
        end -= 1
    return cells[:end]


def lone_text(cells: list[str]) -> str | None:
    """The text of a row with one filled cell, the kind of row a title, count, date or page line is."""
    filled = [cell.strip() for cell in cells if cell.strip()]
    return filled[0] if len(filled) == 1 else None
