"""Council (``test-council``): the N-player test game of the contract (hands, simultaneous secret
votes, a shuffled deck). See rules.py for the rules; docs/adding-a-ruleset.md walks through it."""

from .rules import CARDS, HIDDEN, RULESET, STRENGTH, Council, Deal, Options, State, Vote

ID = RULESET.id

__all__ = ["CARDS", "HIDDEN", "ID", "RULESET", "STRENGTH", "Council", "Deal", "Options", "State", "Vote"]
