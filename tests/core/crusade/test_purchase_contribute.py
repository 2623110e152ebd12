"""Phase 3 (one purchase each at the round's prices, the Neutral's trade) and phase 4 (two cards
face down, a third for coins, prestige lost per missing card)."""

import pytest

from lionheart_core.rulesets.crusade import RULESET as RS
from lionheart_core.rulesets.crusade import Buy, Contribute, Pass, Trade
from lionheart_core.rulesets.crusade.play import price

from .conftest import edit, events_text, play, purchasing, refused, seat_of

# The purchase board (reference 7.3): horse, ship, skill, prestige, random, reserve by round band.
PRICES = {1: (3, 3, 3, 3, 1, 1), 2: (3, 3, 3, 3, 1, 1), 3: (3, 2, 3, 3, 1, 1), 5: (2, 2, 3, 3, 1, 1),
          7: (2, 2, 2, 3, 1, 1), 9: (2, 2, 2, 3, 1, 2), 10: (2, 2, 2, 3, 1, 2)}


@pytest.mark.parametrize("rnd", sorted(PRICES))
def test_prices_follow_the_round_track(rnd):
    s = purchasing(4, round=rnd, abilities=False)
    got = tuple(price(s, "robin", item) for item in ("horse", "ship", "skill", "prestige", "random", "reserve"))
    assert got == PRICES[rnd]


def test_each_purchase_and_its_effect():
    s = edit(purchasing(4), "robin", coins=10, hand=[])
    s = edit(s, provisions=("GC",) + s.provisions[1:])
    cases = {Buy("robin", "random"): lambda p: p.hand == ("GC",) and p.coins == 9,
             Buy("robin", "reserve", "RH"): lambda p: p.hand == ("RH",) and p.coins == 9,
             Buy("robin", "prestige"): lambda p: p.prestige == 1 and p.coins == 7,
             Buy("robin", "horse"): lambda p: p.horse and p.coins == 7,
             Buy("robin", "ship"): lambda p: p.ship and p.coins == 7,
             Buy("robin", "skill"): lambda p: p.skill and p.coins == 7}
    for action, ok in cases.items():
        after, ev = play(s, action)
        assert ok(after.player("robin")), action
        assert seat_of(after) == "prince_john"  # one purchase each


def test_an_upgrade_is_bought_once_and_nothing_beyond_the_purse():
    s = edit(purchasing(4), "robin", coins=3, horse=True)
    legal = RS.legal_actions(s)
    assert Buy("robin", "horse") not in legal and Buy("robin", "ship") in legal
    refused(s, Buy("robin", "horse"), "Already owned")
    s = edit(s, "robin", coins=2)
    refused(s, Buy("robin", "ship"), "costs 3 coins")
    after, ev = play(s, Pass("robin"))
    assert "buys nothing" in events_text(ev) and seat_of(after) == "prince_john"


def test_market_day_horse_fair_and_shipwrights():
    assert price(purchasing(4, event="E11"), "robin", "random") == 0
    assert price(purchasing(4, event="E12"), "robin", "horse") == 2
    assert price(purchasing(4, round=9, event="E13"), "robin", "ship") == 1


def test_maid_marian_buys_reserve_cards_cheaper_but_never_free():
    assert price(purchasing(4, round=9), "marian", "reserve") == 1
    assert price(purchasing(4, round=9), "robin", "reserve") == 2
    assert price(purchasing(4, round=1), "marian", "reserve") == 1


def test_the_neutral_trades_two_equal_cards_for_four_once_a_round():
    s = purchasing(3)
    s = edit(s, first=2)
    s = edit(s, "leopold", hand=["RB", "RB", "GC"], skill=True)
    s = edit(s, provisions=("GH",) * 4 + s.provisions[4:])
    assert seat_of(s) == "leopold"
    assert Trade("leopold", "RB") in RS.legal_actions(s) and Trade("leopold", "GC") not in RS.legal_actions(s)
    after, ev = play(s, Trade("leopold", "RB"))
    assert after.player("leopold").hand == ("GH", "GH", "GH", "GH", "GC")
    assert seat_of(after) == "leopold"  # the trade is not the purchase
    assert not any(isinstance(a, Trade) for a in RS.legal_actions(edit(after, "leopold", hand=["GH", "GH"])))
    assert any(isinstance(a, Buy) for a in RS.legal_actions(after))
    refused(edit(s, "leopold", skill=False), Trade("leopold", "RB"), "skill")


def test_the_purchase_phase_leads_to_the_contributions():
    s = purchasing(2)
    s, _ = play(s, Pass("robin"))
    s, _ = play(s, Pass("prince_john"))
    assert s.phase == "contribute" and seat_of(s) == "robin"


# ---- phase 4 -----------------------------------------------------------------------------------


def contributing(players=2, **opts):
    s = purchasing(players, **opts)
    return edit(s, phase="contribute", step=0)


def test_two_cards_go_face_down_into_the_crusade_deck():
    s = edit(contributing(2, abilities=False), "robin", hand=["RB", "RB", "GC"], prestige=2)
    after, ev = play(s, Contribute("robin", ("RB", "GC")))
    assert after.player("robin").hand == ("RB",)
    assert after.crusade[-2:] == (("RB", "robin"), ("GC", "robin"))
    assert after.player("robin").prestige == 2 and after.player("robin").coins == 4
    assert "adds 1 red banner, 1 green chest" in events_text(RS.events_for(s, ev, "robin"))
    assert events_text(RS.events_for(s, ev, "prince_john")) == "Robin Hood adds 2 cards to the Crusade deck."
    obs = RS.observe(after, "prince_john")
    assert obs.crusade[-2:] == (("X", "robin"), ("X", "robin"))


def test_a_third_card_costs_two_coins():
    s = edit(contributing(2, abilities=False), "robin", hand=["RB", "RB", "GC"], coins=2)
    after, _ = play(s, Contribute("robin", ("RB", "RB", "GC")))
    assert after.player("robin").coins == 0 and len(after.crusade) == 9
    s = edit(s, "robin", coins=1)
    assert not any(len(a.cards) == 3 for a in RS.legal_actions(s))
    refused(s, Contribute("robin", ("RB", "RB", "GC")), "third costs 2")
    refused(s, Contribute("robin", ("GB", "GB")), "third costs 2")  # not in hand


def test_robin_hood_and_mustering_make_the_third_card_cheaper():
    s = edit(contributing(2), "robin", hand=["RB", "RB", "GC"], coins=1)
    after, _ = play(s, Contribute("robin", ("RB", "RB", "GC")))
    assert after.player("robin").coins == 0
    s = edit(contributing(2, abilities=False, event="E15"), "robin", hand=["RB", "RB", "GC"], coins=1)
    after, _ = play(s, Contribute("robin", ("RB", "RB", "GC")))
    assert after.player("robin").coins == 0


def test_each_missing_card_costs_a_prestige_point_if_there_is_one():
    s = edit(contributing(2, abilities=False), "robin", hand=["RB"], prestige=3)
    after, ev = play(s, Contribute("robin", ("RB",)))
    assert after.player("robin").prestige == 2
    after, ev = play(s, Contribute("robin", ()))
    assert after.player("robin").prestige == 1 and "loses 2 prestige points" in events_text(ev)
    s = edit(s, "robin", prestige=1)
    after, _ = play(s, Contribute("robin", ()))
    assert after.player("robin").prestige == 0
    s = edit(s, "robin", prestige=0)
    after, ev = play(s, Contribute("robin", ()))
    assert after.player("robin").prestige == 0 and "loses" not in events_text(ev)


def test_leopold_contributes_last_whoever_is_first():
    s = edit(contributing(3), first=2)  # Leopold holds the first player token
    assert seat_of(s) == "robin"
    s, _ = play(s, Contribute("robin", ()))
    s, _ = play(s, Contribute("prince_john", ()))
    assert seat_of(s) == "leopold"
    s = edit(contributing(3, abilities=False), first=2)
    assert seat_of(s) == "leopold"


def test_the_rules_reference_shows_the_price_table_of_the_data():
    import pathlib

    from lionheart_core.rulesets.crusade.data import game_data

    folder = pathlib.Path(__file__).resolve().parents[3] / "resources" / "rulesets" / "crusade"
    data = game_data().purchase
    order = ("horse", "ship", "skill", "prestige", "random", "reserve")
    wanted = [tuple(row[data.columns.index(c)] for c in order) for row in data.rows]
    for name in ("reference.md", "reference_nl.md", "reference_fr.md"):
        rows = [line for line in (folder / name).read_text(encoding="utf-8").splitlines()
                if line.startswith("| ") and line.split("|")[1].strip()[:1].isdigit() and "-" in line.split("|")[1]]
        got = [tuple(int(x) for x in line.strip("|").split("|")[1:]) for line in rows]
        assert got == wanted, name
