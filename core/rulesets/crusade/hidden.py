"""The crusade's face-down cards for play by file (docs/remote-play.md, "The crusade with
face-down cards"): which decks are dealt face down, who is dealt which positions at the opening,
and the opening as one copy of the game may hold it, every card it cannot read an ``X``.

Nothing here changes the rules: :func:`new_view` runs the very opening of
:meth:`Crusade.new_game`, with dice that hand over the decks dealt between the parties
(:class:`lionheart_core.mental.Deal`) instead of shuffling them, and take every other number
(the event deck, the first player) from the seed at the same draw positions as ever.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ...dice import Dice, Seeded
from .data import CARD_TYPES, game_data
from .model import HIDDEN, Act, Discard, Options, State, Trade
from .play import EDICT_DECKS, alternatives, cast


def hidden_decks(opts: Options) -> dict[str, tuple[str, ...]]:
    """The decks dealt face down, by name, each as the rules hand it to the shuffle (card ``k``
    of the deck is ``cards[k]``): the Provisions deck and the edict piles in play (the Neutral's
    only with a Neutral seated)."""
    data = game_data()
    out = {"provisions": tuple(t for t in CARD_TYPES for _ in range(data.cards.provisions_per_type))}
    neutral = any(data.characters[s].faction == "neutral" for s in cast(opts))
    for deck in EDICT_DECKS:
        if deck != "neutral" or neutral:
            out[f"edicts/{deck}"] = tuple(e.id for e in data.edicts if e.deck == deck)
    return out


def deal_positions(opts: Options) -> dict[str, dict[str, tuple[int, ...]]]:
    """Who gets which positions of each deck at the opening (known before anyone shuffles): the
    hands from the top of the Provisions deck in seating order, each seat the top edict of its
    faction's pile left by the seats before it."""
    data = game_data()
    out: dict[str, dict[str, tuple[int, ...]]] = {name: {} for name in hidden_decks(opts)}
    top = 0
    edict_top = dict.fromkeys(EDICT_DECKS, 0)
    for seat in cast(opts):
        faction = data.characters[seat].faction
        n = data.cards.neutral_hand if faction == "neutral" else data.cards.hand
        out["provisions"][seat] = tuple(range(top, top + n))
        top += n
        out[f"edicts/{faction}"][seat] = (edict_top[faction],)
        edict_top[faction] += 1
    return out


class _Dealt(Seeded):
    """Seeded dice whose shuffles of the face-down decks give the order dealt between the parties
    (an ``X`` where this copy cannot read the card). The seeded shuffle is drawn all the same, so
    every later number falls where it always does."""

    def __init__(self, seed: int, decks: Mapping[tuple[str, ...], Sequence[str]]) -> None:
        super().__init__(seed)
        self.decks = dict(decks)

    def shuffle(self, items):
        out = super().shuffle(items)
        given = self.decks.pop(tuple(items), None)
        return list(given) if given is not None else out


def new_view(opts: Options, seed: int, orders: Mapping[str, Sequence[int | None]]) -> State:
    """The opening of a game whose face-down decks were dealt between the parties: ``orders``
    gives, for each deck of :func:`hidden_decks`, the card at each position as its number, or
    None where this copy cannot read it (an ``X`` in the game). With every card known it is the
    whole game; with a party's cards only, the game as that party's copy may hold it."""
    from .rules import RULESET

    decks = hidden_decks(opts)
    if set(orders) != set(decks):
        raise ValueError(f"the face-down decks of this game are {sorted(decks)}")
    given: dict[tuple[str, ...], list[str]] = {}
    for name, cards in decks.items():
        order = list(orders[name])
        if len(order) != len(cards) or len({k for k in order if k is not None}) != len([k for k in order if k is not None]):
            raise ValueError(f"the order of {name} is not an order of its {len(cards)} cards")
        given[cards] = [HIDDEN if k is None else cards[k] for k in order]
    dice = _Dealt(int(seed), given)
    state, _ = RULESET.setup_events(opts, dice, int(seed))
    return dataclasses.replace(state, dice_pos=dice.position)


def readable(opts: Options, seats: Sequence[str]) -> dict[str, tuple[int, ...]]:
    """The positions of each deck that a party holding ``seats`` reads at the opening."""
    return {name: tuple(j for s in seats for j in dealt.get(s, ())) for name, dealt in deal_positions(opts).items()}


class Faces(Dice):
    """The dice of a game played on views: the numbers of ``inner``, and two things the rules
    ask of a view (``faces``): every arrival asks its owner for the location action (only the
    owner knows whether its hand can pay), and ``rob(victim, hand, index)`` gives the card at
    ``index`` of the victim's hand in the ledger's public order (``X`` where this copy cannot
    read it), not in the sorted order of a hand some copies cannot read."""

    faces = True

    def __init__(self, inner: Dice, rob: Callable[[str, tuple[str, ...], int], str] | None = None) -> None:
        self.inner = inner
        self.rob = rob
        self.scripted = inner.scripted

    def _draw(self, kind: str) -> Any:
        return self.inner._draw(kind)

    @property
    def position(self) -> int:
        return self.inner.position


def faceup(state: State, action: Any) -> tuple[str, ...]:
    """The cards ``action`` takes from its player's hand face up (to the Reserve): what its
    owner opens before every other copy applies it (``state``: before the action)."""
    if isinstance(action, Act):
        p = state.player(action.player)
        alt = alternatives(state, p.location)[action.alt]
        out = [c for c, n in alt.give.items() for _ in range(n)]
        if action.give is not None:
            out += [action.give] * (alt.give_same or alt.give_own)
        return tuple(out)
    if isinstance(action, Trade):
        return (action.card, action.card)
    if isinstance(action, Discard):
        return (action.card,)
    return ()


__all__ = ["Faces", "deal_positions", "faceup", "hidden_decks", "new_view", "readable"]
