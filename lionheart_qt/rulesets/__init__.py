"""The app's side of each ruleset: one package per ruleset, mirroring ``lionheart_core.rulesets``.

Each package (``lionheart_qt/rulesets/<package>/``) defines ``UI``, a :class:`RulesetUI`: the
blurb on the start page, how each seat looks, the board scene (the generic grid scene with this
game's adapter), the setup-sheet class, the placement adapter and the rules reference. The app
asks :func:`ui_for` and never keeps a table of its own keyed by ruleset id or seat name.

A ruleset without a package of its own (the test games) gets :class:`RulesetUI` itself: the
seat colours from the core's facts and the generic scene and sheet.

While a game of another ruleset runs inside a game (``Ruleset.subgame``), the board is the
child's scene from the child's package (lionheart_qt.subgame_view), and the Turn panel's choices
for the wrapped ``SubAction``s are the child's (:func:`subgame_decisions`).
"""

from __future__ import annotations

import dataclasses
import importlib
from typing import Any

from PySide6.QtCore import QCoreApplication

from ..items.palette import NEUTRAL, SeatLook

# id -> package under lionheart_qt.rulesets; one line per ruleset, as in the core's registry.
_PACKAGES: dict[str, str] = {
    "lionheart-1997": "lionheart_1997",
    "lionheart-hex": "lionheart_hex",
    "richard-campaign": "richard_campaign",
    "crusade": "crusade",
    "lancaster": "lancaster",
}
_cache: dict[str, RulesetUI] = {}


NEUTRAL_LOOK = NEUTRAL


# Actions that name squares but are still a decision rather than a drag on the board.
_EXTRA_BUTTON_TYPES = {"Bribe"}


def _is_sub(action: Any) -> bool:
    return type(action).__name__ == "SubAction" and hasattr(action, "action")


def subgame_decisions(actions: list) -> list:
    """Of the actions of a game running inside the game (``SubAction``s), those the child
    ruleset's UI offers as choices in the Turn panel (its ``decision_actions``)."""
    from lionheart_core import codec

    by_child: dict[str, list] = {}
    for a in actions:
        if _is_sub(a):
            by_child.setdefault(codec.namespace_of(type(a.action)), []).append(a)
    out = []
    for rid, subs in by_child.items():
        chosen = {id(x) for x in ui_for(rid).decision_actions([a.action for a in subs])}
        out.extend(a for a in subs if id(a.action) in chosen)
    return out


def subgame_controls(controller: Any, actions: list) -> list:
    """The child ruleset's own Turn panel controls (a bid's amount) for the actions of the game
    running inside the game; they act through the sub-game's controller, which wraps them."""
    if not any(_is_sub(a) for a in actions):
        return []
    from ..subgame_view import SubGameController, subgame_of

    sub = subgame_of(controller)
    if sub is None:
        return []
    child = SubGameController.of(controller, sub.ruleset_id)
    return ui_for(sub.ruleset_id).decision_controls(child, [a.action for a in actions if _is_sub(a)])


def is_decision_action(action: Any) -> bool:
    """True for actions a player takes with a button: those that concern no piece or square
    (only the acting player), plus a few board-wide decisions."""
    if type(action).__name__ in _EXTRA_BUTTON_TYPES:
        return True
    if not dataclasses.is_dataclass(action):
        return True
    return all(f.name == "player" for f in dataclasses.fields(action))


class RulesetUI:
    """What the app knows of one ruleset beyond the core. Subclass it in the ruleset's package;
    the defaults serve any ruleset."""

    ruleset_id: str = ""
    looks: dict[str, SeatLook] = {}

    def __init__(self, ruleset_id: str | None = None) -> None:
        if ruleset_id is not None:
            self.ruleset_id = ruleset_id

    @property
    def ruleset(self) -> Any:
        from lionheart_core import rulesets

        return rulesets.get(self.ruleset_id)

    def blurb(self) -> str:
        """A few lines about the game for the start page, in the current language."""
        return ""

    def seat_look(self, player: str | None) -> SeatLook:
        """The colours of a seat: the package's own, else derived from the core's seat colour."""
        if player is None:
            return NEUTRAL_LOOK
        if player in self.looks:
            return self.looks[player]
        rs = self.ruleset
        try:
            return SeatLook.from_colour(rs.seat(player).colour)
        except (KeyError, TypeError):
            pass
        # A seat that only games of more players have (the default options seat fewer).
        option = rs.facts.player_option
        try:
            full = rs.Options(**{option: rs.facts.max_players}) if option else None
            return SeatLook.from_colour(rs.seat(player, full).colour) if full else NEUTRAL_LOOK
        except (KeyError, TypeError, ValueError):
            return NEUTRAL_LOOK

    # ---- the board: one generic scene, this game's adapter ----------------------------------
    def board_adapter(self) -> Any:
        """The adapter between the ruleset and the generic scenes (what stands where, what a click
        means); the defaults know no pieces and place actions by their cell fields."""
        from ..boards.adapter import BoardAdapter, TableAdapter

        grid = self.ruleset.grid(None)
        return BoardAdapter(self) if grid is not None else TableAdapter(self)

    def create_scene(self, controller: Any) -> Any:
        """The board scene of a game: the generic grid scene for a ruleset with a grid, the table
        scene (tracks and a hand) for one without."""
        from ..boards.grid_scene import GridScene
        from ..boards.table_scene import TableScene

        state = controller.view_state()
        opts = getattr(state, "opts", None) or getattr(controller, "options", None)
        grid = controller.ruleset.grid(opts)
        if grid is None:
            return TableScene(controller, self.board_adapter())
        scene = GridScene(controller, self.board_adapter(), grid=grid)
        return scene

    def decision_actions(self, actions: list) -> list:
        """The legal actions the Turn panel offers as choices (buttons, or a list when there are
        many): by default those that concern no piece or square (end the turn, confirm a setup)."""
        own = [a for a in actions if not _is_sub(a) and is_decision_action(a)]
        return own + subgame_decisions(actions)

    def decision_controls(self, controller: Any, actions: list) -> list:
        """Widgets the Turn panel shows above its buttons for choices a button per action would
        make clumsy (an amount to bid: :class:`~lionheart_qt.panels.amount.AmountPicker`); each
        is built from ``actions`` (the legal ones) and submits through ``controller``. While a
        game runs inside this one, its ruleset's controls."""
        return subgame_controls(controller, actions)

    # ---- a game inside the game (``Ruleset.subgame``) ------------------------------------------
    def subgame_title(self, controller: Any) -> list[str]:
        """What the game running inside this one is, in lines for the strip over its board (the
        first the headline): by default this game's title and the child's."""
        from lionheart_core.i18n import text

        from ..subgame_view import subgame_of

        sub = subgame_of(controller)
        if sub is None:
            return []
        return [QCoreApplication.translate("RulesetUI", "{game}: {child}").format(
            game=text(controller.ruleset.title), child=text(sub.title))]

    def subgame_side_widgets(self, controller: Any) -> list:
        """(title, widget) pairs of this game's own panels to keep docked beside the board of
        the game running inside it (none by default); a title may be a function giving it in
        the current language."""
        return []

    # ---- paper -----------------------------------------------------------------------------
    def sheet_class(self) -> Any:
        """The printed setup sheet's class (the generic sheet: options and the board)."""
        from ..printing.sheet import SetupSheet

        return SetupSheet

    # ---- setup -----------------------------------------------------------------------------
    def placement(self, controller: Any, parent: Any = None) -> Any:
        """The drag-and-drop placement adapter of this game's setup, None without one."""
        return None


def ui_for(ruleset_id: str) -> RulesetUI:
    """The UI object of a ruleset (its package's ``UI``, or the generic one)."""
    if ruleset_id not in _cache:
        package = _PACKAGES.get(ruleset_id)
        if package is None:
            _cache[ruleset_id] = RulesetUI(ruleset_id)
        else:
            module = importlib.import_module(f"{__name__}.{package}")
            _cache[ruleset_id] = module.UI
    return _cache[ruleset_id]


__all__ = ["NEUTRAL_LOOK", "RulesetUI", "SeatLook", "ui_for"]
