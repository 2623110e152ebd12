"""Drag-and-drop placement shared by every ruleset's setup: the tray, the drop handling for scenes
and one placement controller per ruleset (cells are opaque keys the scene maps to shapes)."""

from .framework import MIME_TYPE, DropSupport, Payload, Piece, PlacementController
from .tray import Tray

__all__ = ["MIME_TYPE", "DropSupport", "Payload", "Piece", "PlacementController", "Tray"]
