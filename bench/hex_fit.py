"""Fit the hex evaluation's weights to game results (issue 9, Texel-style tuning).

    python bench/hex_fit.py collect [--games 300] [--seed 7] [--every 8] [--noisy 0.5] [--epsilon 0.1]
                                    [--samples 12]
    python bench/hex_fit.py fit [--holdout 0.2] [--l2 1.0] [--prior] [--terms a,b,...] [--save]

``collect`` plays seeded games of two heuristic players (standard armies, the default turn limit);
in a ``--noisy`` share of the games one side (alternating) takes a random legal action at an
``--epsilon`` share of its battle decisions, for positions the heuristic alone would not reach;
``--samples`` sets the rolls the heuristic players sample per action that rolls dice (fewer: a
faster game, nearly the same play). Every ``every``-th position of the battle (phase "play") is
kept with Gold's feature vector (``evaluation.features``: each term of the evaluation as Gold's
sum minus Silver's, the next action's gain included) and the scale the evaluation divides by;
once the game is over each of its positions gets Gold's result (1 won, 0 lost, 0.5 drawn). One
line per game goes to ``bench/results/hex-fit-positions.jsonl`` (games already there are
skipped, so a stopped run goes on).

``fit`` fits a logistic regression of the result on the normalised features (each term over the
evaluation's scale, ``SCALE + 0.3 x material``, as ``evaluate`` divides; no intercept: a position
and its mirror with the sides swapped are valued as opposites, so each position is also counted
from Silver's side), L2-regularised towards 0 or (``--prior``) towards the shipped weights at
their fitted temperature. It is cross-validated by game (``1 / holdout`` folds by game number
modulo, each fold predicted by the model fitted on the others; never split inside a game) and
prints the log-loss and accuracy of the fitted weights against the shipped evaluation's
(``evaluate``'s weighted sum of the same features with one fitted temperature, i.e. the same
regression on a single feature; ``search_evaluate``'s likewise), the log-loss gain with a
bootstrap over games, and the weights fitted on every game in the evaluation's units (the
logistic weights halved, since tanh(z / 2) = 2 sigmoid(z) - 1: ``evaluate(state, player, True,
weights)`` is then the fitted model's expected result mapped to [-1, 1]). ``--save`` writes them to
``bench/results/hex-fit-weights.json``. numpy is used here only, never by the shipped game.

Run it niced, one process at a time.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

from lionheart_core import rulesets
from lionheart_core.bots.heuristic import DICE_SAMPLES, HeuristicBot
from lionheart_core.bots.simulate import DEFAULT_TURN_LIMIT, game_seed
from lionheart_core.rulesets.lionheart_hex.evaluation import TERMS, WEIGHTS, features

RULESET = "lionheart-hex"
RESULTS = Path(__file__).resolve().parent / "results"
POSITIONS = RESULTS / "hex-fit-positions.jsonl"
FIT = RESULTS / "hex-fit-weights.json"


def play(g: int, seed: int, every: int, noisy: bool, epsilon: float, samples: int = DICE_SAMPLES) -> dict:
    """One game's kept positions and Gold's result; the heuristic players sample ``samples``
    rolls per action that rolls (the heuristic level's 12 unless given)."""
    rs = rulesets.get(RULESET)
    opts = rs.options_from_dict({"turn_limit": DEFAULT_TURN_LIMIT, "army": "standard"})
    seats = list(rs.players(opts))
    gseed = game_seed(seed, g)
    bots = {side: HeuristicBot(rs, seed=gseed * 16 + i, samples=samples) for i, side in enumerate(seats)}
    rng = random.Random(gseed)
    wild = seats[(g // 2) % 2] if noisy else None  # the side that sometimes plays at random (alternating)
    state = rs.new_game(opts, gseed)
    kept, n, randoms = [], 0, 0
    while not rs.is_over(state):
        side = rs.to_move(state)[0]
        if state.phase == "play":
            if n % every == 0:
                f, scale = features(state, "gold", True)
                kept.append({"turn": state.turn, "mover": state.order[0] if state.order else None,
                             "x": [round(v, 6) for v in f], "scale": round(scale, 6)})
            n += 1
        if side == wild and state.phase == "play" and rng.random() < epsilon:
            action = rng.choice(rs.bot_actions(state, side))
            randoms += 1
        else:
            action = bots[side].choose(rs.observe(state, side), side)
        state, _ = rs.apply(state, action)
    res = rs.result(state)
    y = 0.5 if res is None or not res.winners else (1.0 if "gold" in res.winners else 0.0)
    return {"game": g, "seed": gseed, "samples": samples, "noisy": wild, "randoms": randoms, "decisions": n,
            "turns": state.turn, "result": y, "positions": kept}


def collect(games: int, first: int, seed: int, every: int, noisy_share: float, epsilon: float,
            samples: int) -> None:
    done = set()
    if POSITIONS.exists():
        for line in POSITIONS.read_text().splitlines():
            row = json.loads(line)
            if row["seed_base"] == seed:
                done.add(row["game"])
    noisy_every = round(1 / noisy_share) if noisy_share > 0 else 0
    with POSITIONS.open("a") as out:
        for g in range(first, first + games):
            if g in done:
                continue
            started = time.process_time()
            noisy = bool(noisy_every) and g % noisy_every == noisy_every - 1
            row = play(g, seed, every, noisy, epsilon, samples)
            row = {"seed_base": seed, "terms": list(TERMS), **row}
            out.write(json.dumps(row) + "\n")
            out.flush()
            print(f"game {g}: result {row['result']}, {row['decisions']} decisions, {len(row['positions'])} kept, "
                  f"noisy {row['noisy']} ({row['randoms']} random), {time.process_time() - started:.1f} s CPU",
                  file=sys.stderr, flush=True)


def load(path: Path | None = None):
    """(games, X normalised, y) with each position from Gold's side; the caller mirrors."""
    import numpy as np

    games, xs, ys = [], [], []
    for line in (path or POSITIONS).read_text().splitlines():
        row = json.loads(line)
        for p in row["positions"]:
            games.append(row["game"])
            xs.append([v / p["scale"] for v in p["x"]])
            ys.append(row["result"])
    return np.array(games), np.array(xs), np.array(ys)


def logistic(X, y, l2: float, prior=None, iters: int = 100):
    """Weights minimising the mean log-loss of sigmoid(X w) against y plus l2/2n |w - prior|^2
    (Newton; ``prior`` zero unless given)."""
    import numpy as np

    n, k = X.shape
    prior = np.zeros(k) if prior is None else np.asarray(prior, dtype=float)
    w = prior.copy()
    for _ in range(iters):
        z = X @ w
        p = 1 / (1 + np.exp(-z))
        grad = X.T @ (p - y) / n + l2 * (w - prior) / n
        hess = (X * (p * (1 - p))[:, None]).T @ X / n + l2 * np.eye(k) / n
        step = np.linalg.solve(hess, grad)
        w -= step
        if np.max(np.abs(step)) < 1e-10:
            break
    return w


def scores(X, y, w) -> dict:
    import numpy as np

    z = X @ w
    p = np.clip(1 / (1 + np.exp(-z)), 1e-12, 1 - 1e-12)
    loss = float(np.mean(-(y * np.log(p) + (1 - y) * np.log(1 - p))))
    decided = y != 0.5
    acc = float(np.mean((p[decided] > 0.5) == (y[decided] > 0.5)))
    return {"logloss": round(loss, 4), "accuracy": round(acc, 4), "positions": int(len(y)),
            "decided": int(decided.sum())}


def fit(holdout: float, l2: float, use: list[str] | None, prior: bool) -> dict:
    """Cross-validated by game: the games fall into ``1 / holdout`` folds (game number modulo),
    each fold's positions predicted by the model fitted on the other folds; the weights shown
    are then fitted on every game."""
    import numpy as np

    games, X, y = load()
    # Each position from both sides: the features change sign and the result flips.
    games = np.concatenate([games, games])
    X = np.concatenate([X, -X])
    y = np.concatenate([y, 1 - y])
    folds = round(1 / holdout)
    # The shipped evaluation (evaluate: the heuristic's and the shipped search's, without the next
    # action's gain) and the search evaluation (search_evaluate, with it).
    shipped = np.array(WEIGHTS)
    shipped[TERMS.index("threat")] = 0.0
    s = (X @ shipped)[:, None]
    s2 = (X @ np.array(WEIGHTS))[:, None]
    cols = [i for i, name in enumerate(TERMS) if use is None or name in use]

    def train(mask):
        t = logistic(s[mask], y[mask], 0.0)  # the shipped evaluation with one fitted temperature
        w = logistic(X[mask][:, cols], y[mask], l2, shipped[cols] * t[0] if prior else None)
        return t, w

    zs, zf, zs2 = np.zeros(len(y)), np.zeros(len(y)), np.zeros(len(y))
    for k in range(folds):
        test = games % folds == k
        t, w = train(~test)
        zs[test] = s[test, 0] * t[0]
        zs2[test] = s2[test, 0] * logistic(s2[~test], y[~test], 0.0)[0]
        zf[test] = X[test][:, cols] @ w
    # The cross-validated log-loss difference (fitted minus shipped) with its bootstrap spread
    # over games (positions of one game are not independent).
    def losses(z):
        p = np.clip(1 / (1 + np.exp(-z)), 1e-12, 1 - 1e-12)
        return -(y * np.log(p) + (1 - y) * np.log(1 - p))

    diff = losses(zf) - losses(zs)
    ids = sorted(set(games.tolist()))
    by_game = np.array([diff[games == g].sum() for g in ids])
    count = np.array([(games == g).sum() for g in ids])
    rng = np.random.default_rng(1)
    boot = []
    for _ in range(2000):
        pick = rng.integers(0, len(ids), len(ids))
        boot.append(by_game[pick].sum() / count[pick].sum())
    everything = np.ones(len(y), dtype=bool)
    t, w = train(everything)
    full = np.zeros(len(TERMS))
    full[cols] = w
    one = np.ones(1)
    return {
        "positions": int(len(y) // 2), "games": int(len(set(games.tolist()))), "folds": folds,
        "l2": l2, "prior": "shipped" if prior else "zero", "terms": list(TERMS),
        "constant": {"test": scores(np.zeros((len(y), 1)), y, np.zeros(1))},
        "shipped": {"temperature": round(float(t[0]), 4), "test": scores(zs[:, None], y, one),
                    "train": scores(s, y, t)},
        "search_evaluate": {"test": scores(zs2[:, None], y, one)},
        "fitted": {"test": scores(zf[:, None], y, one), "train": scores(X[:, cols], y, w)},
        "logloss_gain": {"mean": round(float(-diff.mean()), 4),
                         "bootstrap_5_95": [round(float(-np.percentile(boot, 95)), 4),
                                            round(float(-np.percentile(boot, 5)), 4)]},
        "shipped_weights": [float(v) for v in shipped],
        # In the evaluation's units: value = tanh(sum / scale) = 2 sigmoid(2 sum / scale) - 1.
        "weights": [round(float(v) / 2, 4) for v in full],
        "shipped_weights_at_temperature": [round(float(v) * float(t[0]) / 2, 4) for v in shipped],
    }


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = p.add_subparsers(dest="cmd", required=True)
    c = sub.add_parser("collect")
    c.add_argument("--games", type=int, default=300)
    c.add_argument("--first-game", type=int, default=0)
    c.add_argument("--seed", type=int, default=7)
    c.add_argument("--every", type=int, default=8)
    c.add_argument("--noisy", type=float, default=0.5, help="share of the games with a noisy side")
    c.add_argument("--epsilon", type=float, default=0.1, help="share of the noisy side's random decisions")
    c.add_argument("--samples", type=int, default=DICE_SAMPLES, help="rolls the heuristic players sample per action")
    f = sub.add_parser("fit")
    f.add_argument("--holdout", type=float, default=0.2)
    f.add_argument("--l2", type=float, default=1.0)
    f.add_argument("--terms", default=None, help="comma-separated terms to fit (default all)")
    f.add_argument("--prior", action="store_true",
                   help="regularise towards the shipped weights (at the fitted temperature), not towards 0")
    f.add_argument("--save", action="store_true", help=f"write the result to {FIT.name}")
    args = p.parse_args(argv)
    if args.cmd == "collect":
        collect(args.games, args.first_game, args.seed, args.every, args.noisy, args.epsilon, args.samples)
        return 0
    out = fit(args.holdout, args.l2, args.terms.split(",") if args.terms else None, args.prior)
    print(f"{out['positions']} positions of {out['games']} games, {out['folds']} folds by game, "
          f"L2 {out['l2']} towards {out['prior']}")
    for name in ("constant", "shipped", "search_evaluate", "fitted"):
        row = out[name]
        print(f"  {name:15} cross-validated: log-loss {row['test']['logloss']:.4f}, accuracy {row['test']['accuracy']:.3f}"
              + (f"; training: log-loss {row['train']['logloss']:.4f}, accuracy {row['train']['accuracy']:.3f}"
                 if "train" in row else ""))
    gain = out["logloss_gain"]
    print(f"  log-loss gain of the fit over the shipped weights {gain['mean']:+.4f} "
          f"(5-95 % by a bootstrap over games: {gain['bootstrap_5_95'][0]:+.4f} to {gain['bootstrap_5_95'][1]:+.4f})")
    print(f"  shipped temperature {out['shipped']['temperature']}")
    print(f"  {'term':14} {'shipped':>8} {'shipped x T/2':>14} {'fitted':>8}")
    for i, name in enumerate(TERMS):
        print(f"  {name:14} {out['shipped_weights'][i]:8.3f} {out['shipped_weights_at_temperature'][i]:14.3f} "
              f"{out['weights'][i]:8.3f}")
    if args.save:
        FIT.write_text(json.dumps(out, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
