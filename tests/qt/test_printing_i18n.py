"""The printed setup sheet in Dutch and French: ``print-setup --lang`` (no display, read back with
pdftotext), and a pseudo-translation of the 1997 sheet that finds no English left on its pages."""

from __future__ import annotations

import shutil
import subprocess

import pytest
from PySide6.QtGui import QPainter, QPicture
from test_i18n_gui import english_left, pseudo  # noqa: F401 - a fixture, used by name
from test_printing_cli import run_cli

from lionheart_core import i18n as core_i18n
from lionheart_core import rulesets

RS = rulesets.get("lionheart-1997")

# Captions and words of the 1997 sheet that must not stay English on a translated sheet.
ENGLISH = (
    "Setup sheet", "Starting positions", "seen from the", "Reading the board", "Combat dice",
    "army list", "Dice per figure", "Dice rolled", "Hits per figure", "Moves and special rules",
    "How it works", "Your turn", "Each die", "Total panic", "First turn", "Winning", "Page 1 of 2",
    "Knights", "Heavy Infantry", "Mercenaries", "Date:", "Seats:", "printed",
)
EXPECTED = {
    "nl": ("Opstellingsblad", "Beginopstelling", "Het bord lezen", "Gevechtsdobbelstenen",
           "Legerlijst van Goud", "Ridders", "Boogschutters", "Infanterie", "Bijlen", "Acties",
           "Pagina 1 van 2", "Leger van Zilver", "Totale paniek"),
    "fr": ("Feuille de mise en place", "Positions de départ", "Lire le plateau", "Dés de combat",
           "Liste de l'armée Or", "Chevaliers", "Archers", "Infanterie", "Haches", "Actions",
           "Page 1 sur 2", "Armée Argent", "Panique totale"),
}


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="needs pdftotext (poppler-utils)")
@pytest.mark.parametrize("lang", ["nl", "fr"])
def test_print_setup_lang_writes_the_sheet_in_that_language(tmp_path, lang):
    out = tmp_path / f"sheet_{lang}.pdf"
    r = run_cli("--ruleset", "lionheart-1997", "--lang", lang, "--out", str(out), cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    text = subprocess.run(["pdftotext", str(out), "-"], capture_output=True, text=True).stdout
    flat = " ".join(text.split())
    for words in EXPECTED[lang]:
        assert words in flat, (lang, words)
    left = [e for e in ENGLISH if e in flat]
    assert not left, (lang, left)


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="needs pdftotext (poppler-utils)")
def test_print_setup_lang_en_stays_english(tmp_path):
    out = tmp_path / "sheet_en.pdf"
    r = run_cli("--ruleset", "lionheart-1997", "--lang", "en", "--out", str(out), cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    text = " ".join(subprocess.run(["pdftotext", str(out), "-"], capture_output=True,
                                   text=True).stdout.split())
    for words in ("Setup sheet", "Starting positions", "Reading the board", "Combat dice", "Knights"):
        assert words in text


def test_print_setup_rejects_an_unknown_language(tmp_path):
    r = run_cli("--ruleset", "lionheart-1997", "--lang", "xx", "--out", str(tmp_path / "s.pdf"),
                cwd=tmp_path)
    assert r.returncode == 2
    assert "--lang" in r.stderr and len(r.stderr.strip().splitlines()) == 1


class _Recorder(QPainter):
    """A painter that keeps every text it is asked to draw."""

    def __init__(self, device):
        super().__init__(device)
        self.texts: list[str] = []

    def drawText(self, *args):  # noqa: N802 - Qt name
        self.texts.extend(a for a in args if isinstance(a, str))
        return super().drawText(*args)


def _sheet_texts(state) -> list[str]:
    from lionheart_qt.printing import setup_sheet_for

    picture = QPicture()
    painter = _Recorder(picture)
    try:
        setup_sheet_for(RS.id).render(painter, (210.0, 297.0), 600 / 25.4, lambda: None, RS, state,
                                      seats={"gold": "human", "silver": "heuristic"})
    finally:
        painter.end()
    return painter.texts


@pytest.mark.parametrize("setup", ["start", "customized", "over"])
def test_pseudo_translation_leaves_no_english_on_the_1997_sheet(qapp, pseudo, setup):  # noqa: F811
    if setup == "customized":
        state = RS.new_game(RS.options_from_dict({"setup": "customized"}), seed=3)
    else:
        state = RS.new_game(RS.Options(), seed=0)
        if setup == "over":
            from lionheart_core.testing import random_game

            state, _log = random_game(RS, RS.Options(), seed=5)
    pseudo()
    assert core_i18n.language() == "xx"
    texts = _sheet_texts(state)
    assert len(texts) > 40
    left = [(t, english_left(t)) for t in texts if english_left(t)]
    assert not left, left[:10]


# ---- the 1997 stands' tooltips and the placement tray, in each language ---------------------------


@pytest.fixture
def in_language(qapp):
    from lionheart_qt.i18n import apply_language

    yield apply_language
    apply_language("en")


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("nl", ("Ridders (Goud, 2)", "kijkt naar het noorden", "Aanval:", "1 actie", "Paniek: ja")),
        ("fr", ("Chevaliers (Or, 2)", "tourné vers le nord", "Attaque :", "1 action", "Panique : oui")),
    ],
)
def test_1997_stand_tooltip_speaks_the_language(in_language, lang, words):
    from lionheart_qt.rulesets import ui_for

    state = RS.new_game(RS.Options(), seed=0)
    knights = next(u for u in state.units if u.owner == "gold" and u.kind == "knight")
    assert in_language(lang) == lang
    tip = ui_for(RS.id).board_adapter().look(knights).tooltip
    for w in words:
        assert w in tip, (w, tip)
    for english in ("facing", "Attack:", "Dice:", "Panics", "hits with", "action"):
        assert english not in tip or (lang == "fr" and english == "action"), (english, tip)


@pytest.mark.parametrize(
    ("lang", "summary", "detail"),
    [
        ("nl", "eenheden te plaatsen", "per figuur"),
        ("fr", "socles à placer", "par figurine"),
    ],
)
def test_1997_placement_summary_and_details_speak_the_language(in_language, lang, summary, detail):
    from lionheart_qt.controller import GameController
    from lionheart_qt.rulesets.lionheart_1997.placement import Lionheart1997Placement

    controller = GameController(autosave=False)
    controller.new_game("lionheart-1997", {"setup": "customized"}, seed=2)
    placement = Lionheart1997Placement(controller)
    assert placement.active()
    in_language(lang)
    assert summary in placement.summary()
    pieces = placement.pieces()
    assert pieces and all(detail in p.detail for p in pieces)
    assert not any("per figure" in p.detail or "to kill" in p.detail for p in pieces)
    assert {p.label for p in pieces} >= ({"Ridders", "Boogschutters"} if lang == "nl"
                                         else {"Chevaliers", "Archers"})


# ---- the hex variant's, Lancaster's and the crusade's sheets in each language ---------------------

# Proper names printed as they are in every language (the crusade's locations).
PLACE_NAMES = {"Bridgwater", "Bristol", "Cambridge", "Canterbury", "Cardiff", "Chester", "Gloucester",
               "Grimsby", "London", "Norwich", "Nottingham", "Oxford", "Salisbury", "Sherwood",
               "Shrewsbury", "York"}


def _played(rs, opts, seed: int, actions: int):
    """The position after ``actions`` random actions (or the end, if sooner)."""
    import random

    from lionheart_core.testing import _players_to_act

    rng = random.Random(seed)
    state = rs.new_game(opts, seed)
    for _ in range(actions):
        if rs.is_over(state):
            break
        player = rng.choice(_players_to_act(rs, state))
        state = rs.step(state, rng.choice(rs.legal_actions(state, player)))[0]
    return state


def _other_states(ruleset_id: str):
    """Positions of the sheet that print different texts: the start, and one further on."""
    import dataclasses

    rs = rulesets.get(ruleset_id)
    if ruleset_id == "lionheart-hex":
        start = rs.new_game(rs.options_from_dict({"army": "standard"}), seed=1)
        battle = dataclasses.replace(start, phase="play", ready=("gold", "silver"), turn=1, order=())
        bought = rs.new_game(rs.Options(), seed=2)  # armies bought: an empty army list at first
        return rs, [start, battle, bought]
    if ruleset_id == "lancaster":
        return rs, [rs.new_game(rs.options_from_dict({"players": 3}), seed=4),
                    _played(rs, rs.options_from_dict({"players": 4}), seed=6, actions=60)]
    return rs, [rs.new_game(rs.options_from_dict({"players": 4}), seed=2),
                _played(rs, rs.options_from_dict({"players": 3}), seed=3, actions=40)]


def _texts_of(rs, state) -> list[str]:
    from lionheart_qt.printing import setup_sheet_for

    picture = QPicture()
    painter = _Recorder(picture)
    seats = {s: ("human" if i == 0 else "heuristic") for i, s in enumerate(rs.players(state.opts))}
    try:
        setup_sheet_for(rs.id).render(painter, (210.0, 297.0), 600 / 25.4, lambda: None, rs, state, seats=seats)
    finally:
        painter.end()
    return painter.texts


@pytest.mark.parametrize("ruleset_id", ["lionheart-hex", "lancaster", "crusade"])
def test_pseudo_translation_leaves_no_english_on_the_other_sheets(qapp, pseudo, ruleset_id):  # noqa: F811
    rs, states = _other_states(ruleset_id)
    pseudo()
    for state in states:
        texts = _texts_of(rs, state)
        assert len(texts) > 20
        # A figure's label on the board is its name cut short: "[[Robin Hood" is a wrapped name.
        texts = [t + "]]" if t.startswith("[[") and "]]" not in t else t for t in texts]
        left = [(t, words) for t in texts if (words := [w for w in english_left(t) if w not in PLACE_NAMES])]
        assert not left, (ruleset_id, left[:10])


OTHER_EXPECTED = {
    ("lionheart-hex", "nl"): ("Legerlijst van Goud", "Eenheid", "Belofte", "Budget"),
    ("lionheart-hex", "fr"): ("Liste de l'armée Or", "Unité", "Promesse", "dépensés"),
    ("lancaster", "nl"): ("Huizen", "Parlement", "Conflicten in Frankrijk", "Machtpunten", "Opbrengst"),
    ("lancaster", "fr"): ("Maisons", "Parlement", "Conflits en France", "Points de pouvoir", "Gain"),
    ("crusade", "nl"): ("Personages", "Munten", "Acties van de plaatsen", "Engeland", "Geheim edict"),
    ("crusade", "fr"): ("Personnages", "Pièces", "Actions des lieux", "Angleterre", "Édit secret"),
}
OTHER_ENGLISH = {
    "lionheart-hex": ("army list", "Figures", "Promise", "owed to mercenaries", "Setup sheet", "Page 1 of"),
    "lancaster": ("Houses", "Conflicts in France", "Power points", "Held by", "behind the screen", "Counties"),
    "crusade": ("Characters", "Coins", "Location actions", "Secret edict", "private", "Marker on", "Upgrades"),
}


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="needs pdftotext (poppler-utils)")
@pytest.mark.parametrize("lang", ["nl", "fr"])
@pytest.mark.parametrize("ruleset_id", ["lionheart-hex", "lancaster", "crusade"])
def test_print_setup_lang_prints_the_other_sheets_in_that_language(tmp_path, ruleset_id, lang):
    out = tmp_path / f"{ruleset_id}_{lang}.pdf"
    r = run_cli("--ruleset", ruleset_id, "--lang", lang, "--out", str(out), cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    flat = " ".join(subprocess.run(["pdftotext", str(out), "-"], capture_output=True, text=True).stdout.split())
    for words in OTHER_EXPECTED[(ruleset_id, lang)]:
        assert words in flat, (ruleset_id, lang, words)
    left = [e for e in OTHER_ENGLISH[ruleset_id] if e in flat]
    assert not left, (ruleset_id, lang, left)


# ---- print-setup's own words: its help, its messages, the PDF's title ------------------------------


@pytest.mark.parametrize("lang", ["nl", "fr"])
def test_print_setup_help_speaks_the_language_given(tmp_path, lang):
    r = run_cli("--lang", lang, "--help", cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    words = {"nl": ("opstellingsblad", "de taal van het blad", "het PDF-bestand"),
             "fr": ("feuille de mise en place", "la langue de la feuille", "le fichier PDF")}[lang]
    for w in words:
        assert w in " ".join(r.stdout.split()), (lang, w)
    for english in ("Write the setup sheet", "the ruleset", "a saved game", "seed of the new game",
                    "the sheet's language", "the PDF file to write", "show this help"):
        assert english not in r.stdout, (lang, english)


@pytest.mark.skipif(shutil.which("pdfinfo") is None, reason="needs pdfinfo (poppler-utils)")
@pytest.mark.parametrize(("lang", "title", "said", "refused"), [
    ("nl", "Opstellingsblad van Lancaster", "opstellingsblad van Lancaster, 1 pagina", "dit spel heeft zo'n optie niet"),
    ("fr", "Feuille de mise en place de Lancaster", "feuille de mise en place de Lancaster, 1 page",
     "ce jeu n'a pas cette option"),
])
def test_print_setup_messages_and_pdf_title_in_the_language(tmp_path, lang, title, said, refused):
    out = tmp_path / "sheet.pdf"
    r = run_cli("--ruleset", "lancaster", "--lang", lang, "--out", str(out), cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    assert said in r.stdout and "setup sheet" not in r.stdout
    # The PDF's own title (its metadata, shown by readers in the window title).
    assert _pdf_title_of(out) == title
    r = run_cli("--ruleset", "lancaster", "--lang", lang, "--option", "x=1", "--out", str(out), cwd=tmp_path)
    assert r.returncode == 2 and refused in r.stderr and "bad --option" not in r.stderr


def _pdf_title_of(pdf) -> str:
    """The title in a PDF's metadata (pdfinfo, of poppler-utils like pdftotext)."""
    info = subprocess.run(["pdfinfo", str(pdf)], capture_output=True, text=True).stdout
    return next(line.partition(":")[2].strip() for line in info.splitlines() if line.startswith("Title:"))
