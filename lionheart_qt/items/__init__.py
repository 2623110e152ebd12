"""Things drawn on boards: stands and counters, highlights, and the shared vector glyphs."""
