"""Dialogs and overlays of the table: options form (options_form), hand-off screen (handoff),
game over (game_over). Import the modules themselves: this package stays light so the window can
paint its first frame before the core is loaded."""
