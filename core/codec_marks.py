"""The marker that makes an annotated value a board cell for the codec (kept apart from the
codec so the grids can import it without the codec)."""

CELL = "lionheart-cell"
