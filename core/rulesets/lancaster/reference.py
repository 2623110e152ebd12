"""The rules reference page of Lancaster (resources/rulesets/lancaster/reference.md), written from
the same data the rules read, so its tables never disagree with the game.

    python -m lionheart_core.rulesets.lancaster.reference   # rewrite the page after a data change
"""

from __future__ import annotations

from lionheart_resources import path as resource_path

from ...i18n import render
from .data import Reward, game_data
from .messages import law_name, m

# A reward's parts in words: lancaster messages (plural ones take the count as n).
WORDS = {"gold": "reward.gold", "squires": "reward.squires", "votes": "reward.votes",
         "knight": "reward.knight", "upgrade": "reward.upgrade", "extension": "reward.extension",
         "france": "reward.france", "start": "reward.start"}


def reward_text(r: Reward, lang: str | None = None) -> str:
    """A reward in words, in ``lang`` (default: the current language)."""
    parts = [render(m(WORDS[k], n=n), lang) for k, n in r.parts()]
    return ", ".join(parts) or render(m("reward.nothing"), lang)


def mark(reconstructed: bool, confidence: str) -> str:
    return f"{confidence}{' (reconstructed)' if reconstructed else ''}"


def reference_markdown() -> str:
    d = game_data()
    out = ["# Lancaster: rules reference", "",
           "The program's own summary for quick look-ups; it enforces every rule. Values marked",
           "*reconstructed* come from the data file (resources/rulesets/lancaster/lancaster.toml), not from",
           "the rulebook we hold; the *Rules notes* tab records every reading.", "",
           "## A round (five rounds)", "",
           "1. **Placing knights**, one at a time in turn order: in a county (the knight alone meets the",
           "   minimum; squires add strength against an ouster), on a free castle space, or in a conflict",
           "   (top-most free space, one space per player, stacking own knights; the first six knights",
           "   there take a king's favour).",
           "2. **Parliament**: three proposals, secret votes (yes/no plus voting markers), a tie adopts;",
           "   then the three laws in force apply from left to right.",
           "3. **Revenues**: counties A to I (the noble, the other reward, or both for 3 gold), castles in",
           "   player order (then a voting marker per noble and one for the lord, not in round 5),",
           "   conflicts bottom row first (England wins on equal strength).", "",
           "## The end", "",
           f"Strongest knighthood {d.scoring.majority[0]}/{d.scoring.majority[1]} (tie: most squires), most",
           f"extensions {d.scoring.majority[0]}/{d.scoring.majority[1]} (tie: most gold), nobles at the round table:",
           "", "| Nobles | " + " | ".join(str(i) for i in range(1, 10)) + " |",
           "|---|" + "---|" * 9,
           "| Power points | " + " | ".join(str(v) for v in d.scoring.nobles[1:]) + " |", "",
           "## Counties", "", "| County | Name | Minimum | Reward | Confidence |", "|---|---|---|---|---|"]
    for c in d.counties:
        out.append(f"| {c.letter} | {c.name} | {c.minimum} | {reward_text(c.reward, 'en')} | "
                   f"{mark(c.reconstructed, c.confidence)} |")
    out += ["", "## Castle spaces", "", "| Space | Reward | Cost | Confidence |", "|---|---|---|---|"]
    for c in d.castle:
        cost = ", ".join(f"{v} {k}" for k, v in c.cost.model_dump().items() if v) or "-"
        out.append(f"| {c.space} | {reward_text(c.reward, 'en')} | {cost} | {mark(c.reconstructed, c.confidence)} |")
    out += ["", f"## King's favour tiles ({mark(d.favours.reconstructed, d.favours.confidence)})", "",
            ", ".join(f"{t.kind} {t.amount}" for t in d.favours.tiles) + ".", "",
            f"## Conflict cards ({mark(d.conflicts.reconstructed, d.conflicts.confidence)})", "",
            "| Card | France | Power points 1st/2nd/3rd |", "|---|---|---|"]
    for card in d.conflicts.cards:
        out.append(f"| {card.id} | {card.france} | {'/'.join(str(p) for p in card.points)} |")
    out += ["", "## Laws", "", "| Card | Group | Law | Reading | Confidence |", "|---|---|---|---|---|"]
    for law in d.laws:
        out.append(f"| {law.id} | {law.group} | {render(law_name(law.id), 'en')} | {law.reading} | {law.confidence} |")
    return "\n".join(out) + "\n"


def main() -> None:
    resource_path("rulesets", "lancaster", "reference.md").write_text(reference_markdown(), encoding="utf-8")


if __name__ == "__main__":
    main()
