"""The hex search with a style of its own: side-specific evaluation weights (issue 9).

The search values positions with the hex evaluation's terms (``evaluation.TERMS``), but with one set
of weights for its own side's score and another for the other side's, given as JSON; the
heuristic level plays as shipped. A style (for example "receiving": the search's own approach
weight lowered, the other side's approach not feared) changes where the search's units stand,
not only which of the heuristic's equal moves it picks. Everything else is ``bench/bots.py``:

    python bench/hex_style.py --style '{"own": {"approach": -0.25}, "enemy": {"approach": 0.0}}' \
        --ruleset lionheart-hex --options '{"army": "standard"}' --only search-heuristic --cpu-clock --games 12

The style replaces the search's ``fitted_evaluate`` for this run (``--set FITTED_EVALUATION=1``
is added), so it touches neither the shipped evaluation nor the heuristic.
"""

from __future__ import annotations

import json
import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import bots  # noqa: E402  (bench/bots.py)

from lionheart_core.rulesets.lionheart_hex import evaluation  # noqa: E402
from lionheart_core.rulesets.lionheart_hex.rules import LionheartHex  # noqa: E402


def weights(overrides: dict) -> tuple:
    w = list(evaluation.WEIGHTS)
    for term, value in overrides.items():
        if term not in evaluation.TERMS:
            raise SystemExit(f"--style: {term!r} is not one of {', '.join(evaluation.TERMS)}")
        w[evaluation.TERMS.index(term)] = float(value)
    return tuple(w)


def style_evaluate(own: tuple, enemy: tuple, threats: bool):
    def value(state, player: str) -> float:
        if state.phase == "over":
            return evaluation._over(state, player)
        mine, _, material = evaluation._sides(state, player, threats, own)
        _, theirs, _ = evaluation._sides(state, player, threats, enemy)
        return math.tanh((mine - theirs) / (evaluation.SCALE + 0.3 * material))
    return value


def main(argv: list[str]) -> int:
    if "--style" not in argv:
        raise SystemExit(__doc__)
    i = argv.index("--style")
    spec = json.loads(argv[i + 1])
    rest = argv[:i] + argv[i + 2:]
    value = style_evaluate(weights(spec.get("own", {})), weights(spec.get("enemy", {})),
                           bool(spec.get("threats", False)))
    LionheartHex.fitted_evaluate = lambda self, state, player: value(state, player)
    print("style:", json.dumps(spec), flush=True)
    return bots.main(rest + ["--set", "FITTED_EVALUATION=1"])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
