"""Docked panels of the game window: the log (log_dock), the status and decision panel
(decision), the history stepper (history)."""
