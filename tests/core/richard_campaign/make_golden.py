"""Write the campaign's golden playthrough (run only after a deliberate rules change):

    python -m tests.core.richard_campaign.make_golden
"""

from __future__ import annotations

import json
import pathlib
import random

from lionheart_core.rulesets.richard_campaign import RULESET as RS
from lionheart_core.rulesets.richard_campaign import Options

PATH = pathlib.Path(__file__).resolve().parents[2] / "golden" / "richard_campaign" / "campaign-two-years.json"


def main() -> None:
    opts = Options(end_year=1196)
    seed = 1194
    rng = random.Random(seed)
    s = RS.new_game(opts, seed)
    actions, events = [], []
    while not RS.is_over(s):
        a = rng.choice(RS.legal_actions(s))
        s, ev = RS.apply(s, a)
        actions.append(a)
        events.append([e.render("en") for e in ev])
    result = RS.result(s)
    doc = {"ruleset": RS.id, "options": opts.model_dump(), "seed": seed,
           "actions": RS.log_to_list([__import__("lionheart_core.engine", fromlist=["LogEntry"]).LogEntry(a)
                                      for a in actions]),
           "events": events, "final_state_hash": RS.state_hash(s),
           "result": {"winners": list(result.winners), "reason": result.message.render("en")}}
    PATH.write_text(json.dumps(doc, indent=0, ensure_ascii=False) + "\n", encoding="utf-8")
    print(PATH, len(actions), "actions")


if __name__ == "__main__":
    main()
