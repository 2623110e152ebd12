"""The errors of the core contract, in one module every other one can import."""

from __future__ import annotations

from typing import Any


class IllegalAction(Exception):
    """An action the rules refuse; the state is untouched.

    ``message`` is what a player reads (a :class:`~lionheart_core.i18n.Msg` or plain text);
    ``reason`` is that text in the current language.
    """

    def __init__(self, reason: Any) -> None:
        super().__init__(reason)
        self.message = reason

    @property
    def reason(self) -> str:
        from .i18n import text

        return text(self.message)

    def __str__(self) -> str:
        return self.reason


class AmbiguousAction(IllegalAction):
    """An abbreviated action that matches more than one legal action."""


class LoadError(ValueError):
    """A state, action or save text that cannot be read (corrupt, truncated, foreign, too new)."""


class CodecError(LoadError):
    """An action or record that the codec cannot read or write (syntax, unknown type, wrong
    field): the file or the text is at fault, not the rules."""
