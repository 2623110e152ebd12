"""The campaign's battle arithmetic: attacks from strength points, table look-ups, rounding."""

from __future__ import annotations

from .data import tables

ROWS = ("A", "B", "C")


def attacks(strength: int) -> tuple[int, int]:
    """``(full attacks, strength points of the partial attack)``: one attack per ten."""
    return strength // 10, strength % 10


def column(modified: int) -> int:
    """The column of the field combat table for a modified roll (-1/0 is column 0; above 8
    reads 8)."""
    return max(0, min(8, modified))


def field_result(table: str, row: str, modified: int) -> int:
    """The table's result in tenths."""
    ft = tables().field_combat
    return getattr(ft, table)[row][column(modified)]


def casualties(result_tenths: int, partial_sp: int | None) -> int:
    """Casualties of one attack: a full attack inflicts the result times ten (in s.p.), a partial
    one its strength times the result, rounded to the nearest whole number, halves up."""
    if partial_sp is None:
        return result_tenths
    return (partial_sp * result_tenths * 2 + 10) // 20


def knight_strength(knights: int, forest: bool, pursuit: bool = False) -> int:
    """Knights attack at three times their s.p., at one in woods; pursuit triples that again."""
    s = knights * (1 if forest else 3)
    return s * 3 if pursuit else s


def assault_odds(attack: int, defence: int) -> int:
    """The odds column number (1 for 1-1 .. 6 for 6-1), rounded for the defender; 0 below 1-1."""
    if defence <= 0:
        return 6
    return min(6, attack // defence)


def assault_result(odds: int, modified: int) -> tuple[str, str]:
    """``(attacker's casualties, defender's casualties)``, each a number or ``E``."""
    row = tables().assault.rows[max(-1, min(8, modified)) + 1]
    a, d = row[odds - 1].split("/")
    return a, d


def siege_column(months: int) -> int:
    return 0 if months <= 1 else 1 if months <= 3 else 2 if months <= 5 else 3


def siege_result(months: int, modified: int) -> str:
    return tables().siege.rows[max(1, min(6, modified)) - 1][siege_column(months)]
