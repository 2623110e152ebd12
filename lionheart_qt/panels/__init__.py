"""Docked panels of the game window: the log, the status and decision panel, the history."""

from .decision import DecisionPanel
from .history import HistoryStepper
from .log_dock import LogPanel

__all__ = ["DecisionPanel", "HistoryStepper", "LogPanel"]
