"""Dialogs and overlays of the table: options form, hand-off screen, game over."""

from .game_over import GameOverDialog
from .handoff import HandoffScreen
from .options_form import OptionsForm

__all__ = ["GameOverDialog", "HandoffScreen", "OptionsForm"]
