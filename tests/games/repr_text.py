"""The position notation of the small test games: the state's dict written with ``repr`` and read
back with ``ast.literal_eval`` (a game gives ``state_to_dict``/``state_from_dict`` and its name)."""

from __future__ import annotations

import ast
from typing import Any

from lionheart_core.engine import LoadError


class ReprText:
    text_name = "test game"

    def to_text(self, state: Any) -> str:
        return repr(self.state_to_dict(state))

    def from_text(self, text: str) -> Any:
        try:
            return self.state_from_dict(ast.literal_eval(text))
        except (ValueError, SyntaxError) as exc:
            raise LoadError(f"not a {self.text_name} position ({exc})") from None
