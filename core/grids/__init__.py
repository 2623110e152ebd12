"""Board grids shared by the rulesets: squares (the 1997 game) and hexes (the hex variant and
the campaign map)."""
