"""Exceptions raised by the library.

Every message is one line that names the bad value, where it was found, and
what would be accepted, so the command line can show it as it is.
"""


class WorksheetError(Exception):
    """Base class of every error the library raises on purpose."""


class InputError(WorksheetError, ValueError):
    """A value typed or read from a file cannot be used."""


class NumberFormatError(InputError):
    """Text that should be a whole number is not one we accept."""


class DiceError(InputError):
    """A roll has the wrong number of dice or a face the dice do not have."""


class RulesError(WorksheetError, ValueError):
    """A rules file is malformed or asks for something the engine cannot do."""


class UnknownRulesError(RulesError, LookupError):
    """No preset or file has the rule set's name."""


class IllegalMoveError(WorksheetError, ValueError):
    """A move breaks the rules of the game in progress."""


class CategoryError(InputError):
    """A place-value category's wording cannot be read."""


class LanguageError(InputError):
    """The number-words library has no such language."""


class TemplateError(WorksheetError, RuntimeError):
    """A template is missing or refers to something it was not given."""


class GlyphError(InputError):
    """Text has characters the embedded font cannot draw; ``advised``: the message already says how to write
    a name so that it prints (letters were missing, not a symbol)."""

    def __init__(self, message: str, advised: bool = False) -> None:
        super().__init__(message)
        self.advised = advised


class RosterError(InputError):
    """A roster file or a list of player names cannot be used."""


class LayoutError(InputError):
    """What was asked for does not fit on the page."""


class NotAvailableError(InputError):
    """The request is valid, but this command cannot make it yet."""


class OutputFolderError(InputError):
    """The folder a file is to be written in cannot be made or written in (the file would go elsewhere)."""


class SheetError(InputError):
    """A filled sheet given to the checker cannot be read or used (names the file, row and column)."""


class UnknownGameError(SheetError):
    """The game of a filled sheet cannot be told from its labels; the rule set must be named."""


class TeamError(InputError):
    """A team game's teams cannot be formed as asked (too few or too many students, a bad team count)."""


class CodeError(InputError):
    """A sheet code cannot be read, or does not fit what it is used for."""


class WrongFamilyError(NotAvailableError, CodeError):
    """A rule set of one game family was given where another family's is needed (scorecards, a Zombie pack,
    their codes)."""


class RulesFileNeededError(CodeError):
    """A code names a teacher's rules file by its fingerprint, and the file was not given."""
