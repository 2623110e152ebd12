"""Random play over every registered ruleset holds the whole contract (lionheart_core.testing)."""

import pytest

from lionheart_core import rulesets
from lionheart_core.errors import CodecError
from lionheart_core.testing import check_action_round_trip, check_random_play


@pytest.mark.parametrize("rid", rulesets.ids())
def test_random_play_holds_the_contract(rid):
    rs = rulesets.get(rid)
    report = check_random_play(rs, rs.quick_options(), games=1, seed=5)
    assert report.games == 1 and report.actions > 0
    assert len(report.event_keys) > 5


def test_a_broken_codec_is_caught():
    rs = rulesets.get("lionheart-1997")
    s = rs.new_game(rs.Options(), seed=1)
    action = rs.legal_actions(s)[0]
    check_action_round_trip(rs, action)
    with pytest.raises(CodecError):
        check_action_round_trip(rs, object())
