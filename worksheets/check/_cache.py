"""A cache of what reading sheets found, kept small: a class's sheets share their labels, headers and cells, so
each is worked out once, and a long run over many different sheets does not grow without end."""

from __future__ import annotations


class Bounded(dict):
    """A dict that empties itself when it grows past ``limit`` entries."""

    def __init__(self, limit: int) -> None:
        super().__init__()
        self.limit = limit

    def __setitem__(self, key, value) -> None:
        if len(self) > self.limit:
            self.clear()
        super().__setitem__(key, value)
