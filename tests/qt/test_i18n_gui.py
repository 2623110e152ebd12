"""The GUI in other languages: the .ts files are up to date with the code, every string of the
shell is translated into Dutch and French, a pseudo-translation leaves no English on the screen,
View > Language switches at once and is remembered, and saves stay language-neutral."""

from __future__ import annotations

import importlib.util
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QDockWidget,
    QGroupBox,
    QLabel,
    QListWidget,
    QTabWidget,
    QWidget,
)

from lionheart_core import i18n as core_i18n
from lionheart_qt import i18n as gui_i18n
from lionheart_qt.controller import GameController
from lionheart_qt.main_window import MainWindow
from lionheart_qt.settings import Settings

ROOT = Path(__file__).resolve().parents[2]
# The board engineer's folders: their strings are translated in a later step.
NOT_SHELL = ("boards", "items", "printing", "placement", "rulesets")
NOT_SHELL_FILES = ("dialogs/position.py",)


def _tool():
    spec = importlib.util.spec_from_file_location("gui_translations", ROOT / "tools" / "gui_translations.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


TOOL = _tool()
needs_lupdate = pytest.mark.skipif(TOOL.qt_tool("lupdate") is None or TOOL.qt_tool("lrelease") is None,
                                   reason="pyside6-lupdate/lrelease are not installed here")


@pytest.fixture(autouse=True)
def _english_after():
    """Each test leaves the app speaking English, with no translator installed."""
    yield
    gui_i18n.apply_language("en")
    QCoreApplication.processEvents()


# ---- the catalogues ----------------------------------------------------------------------------


@needs_lupdate
def test_ts_and_qm_files_are_up_to_date_with_the_code():
    stale = TOOL.out_of_date()
    assert not stale, f"{[p.name for p in stale]} out of date: run python tools/gui_translations.py update"


def _shell_messages(tmp_path: Path) -> set[tuple[str, str]]:
    """(context, source) of every string in the shell's files, extracted by lupdate."""
    import subprocess

    files = [p for p in TOOL.sources()
             if p.relative_to(TOOL.SOURCES).parts[0] not in NOT_SHELL
             and p.relative_to(TOOL.SOURCES).as_posix() not in NOT_SHELL_FILES]
    ts = tmp_path / "shell_nl.ts"
    subprocess.run([TOOL.qt_tool("lupdate"), *map(str, files), "-locations", "none", "-silent",
                    "-ts", str(ts)], check=True, capture_output=True)
    root = ET.parse(ts).getroot()
    return {(c.findtext("name"), m.findtext("source")) for c in root.iter("context") for m in c.iter("message")}


def _translations(lang: str) -> dict[tuple[str, str], str | None]:
    root = ET.parse(TOOL.ts_file(lang)).getroot()
    out = {}
    for c in root.iter("context"):
        for m in c.iter("message"):
            tr = m.find("translation")
            done = tr is not None and tr.get("type") is None and bool((tr.text or "").strip())
            out[(c.findtext("name"), m.findtext("source"))] = tr.text if done else None
    return out


@needs_lupdate
@pytest.mark.parametrize("lang", ["nl", "fr"])
def test_every_shell_string_is_translated(lang, tmp_path):
    shell = _shell_messages(tmp_path)
    assert len(shell) > 150
    done = _translations(lang)
    missing = sorted(m for m in shell if not done.get(m))
    assert not missing, f"untranslated in app_{lang}.ts: {missing[:10]}"


@pytest.mark.parametrize("lang", ["nl", "fr"])
def test_translations_keep_placeholders_and_one_accelerator(lang):
    for (context, source), text in _translations(lang).items():
        if text is None:
            continue
        assert core_i18n.placeholders(source) == core_i18n.placeholders(text), (context, source, text)
        assert source.count("&") == text.count("&"), (context, source, text)
        assert text.count("%n") == source.count("%n")


@pytest.mark.parametrize("lang", ["nl", "fr"])
def test_menu_accelerators_are_unique_in_each_menu(bare_window, lang):
    bare_window.set_language(lang)
    QCoreApplication.processEvents()
    menus = [a.menu() for a in bare_window.menuBar().actions()]
    titles = [a.text() for a in bare_window.menuBar().actions()]
    for group in [titles, *[[a.text() for a in m.actions() if not a.isSeparator()] for m in menus]]:
        keys = [re.search(r"&(\w)", t).group(1).lower() for t in group if re.search(r"&(\w)", t)]
        assert len(keys) == len(set(keys)), group


def test_cli_translate_reads_the_ts_without_qt():
    assert gui_i18n.cli_translate("Cli", "a saved game to open", "nl") == "een opgeslagen spel om te openen"
    assert gui_i18n.cli_translate("Cli", "a saved game to open", "fr") == "une partie enregistrée à ouvrir"
    assert gui_i18n.cli_translate("Cli", "not a message", "fr") == "not a message"


# ---- pseudo-translation: nothing English left on the screen -------------------------------------


class PseudoTranslator(QTranslator):
    """Wraps every string Qt asks for in [[...]]: an English text left on the screen did not go
    through a translator."""

    def translate(self, context, source, disambiguation=None, n=-1):  # noqa: ARG002
        return f"[[{source}]]" if source else source

    def isEmpty(self):  # noqa: N802 - Qt name
        return False


class _PseudoCatalogue(dict):
    def get(self, key, default=None):
        try:
            template = core_i18n.english(key)
        except KeyError:
            return default
        forms = tuple(f"[[{f}]]" for f in (template if isinstance(template, tuple) else (template,)))
        return core_i18n.Entry(forms[-1], forms, isinstance(template, tuple), True)


@pytest.fixture
def pseudo(monkeypatch):
    """The core's messages and Qt's strings both wrapped in [[...]]."""
    original = core_i18n._catalogue
    monkeypatch.setitem(core_i18n.LANGUAGES, "xx", "Pseudo")
    monkeypatch.setattr(core_i18n, "_catalogue", lambda lang: _PseudoCatalogue() if lang == "xx" else original(lang))
    translator = PseudoTranslator()

    def on():
        core_i18n.set_language("xx")
        QCoreApplication.installTranslator(translator)
        for _ in range(3):  # the change, then widgets made again and shown (queued)
            QCoreApplication.processEvents()

    yield on
    QCoreApplication.removeTranslator(translator)
    core_i18n.set_language("en")


_WRAPPED = re.compile(r"\[\[[^\[\]]*\]\]")
_WORD = re.compile(r"[A-Za-z]{3,}")
# Names that are the same in every language (the app's name, file types).
ALLOWED = {"Lionheart", "Table", "PDF", "json", "lionheart"}


def english_left(text: str) -> list[str]:
    """The words of ``text`` outside every [[...]] (nested ones included)."""
    prev = None
    while prev != text:
        prev, text = text, _WRAPPED.sub(" ", text)
    text = re.sub(r"<[^>]+>", " ", text)
    return [w for w in _WORD.findall(text) if w not in ALLOWED]


def visible_texts(root: QWidget, skip: tuple[QWidget, ...] = ()) -> list[tuple[str, str]]:
    """(where, text) of every text a player can see under ``root``: labels, buttons, group
    boxes, tabs, lists, combo boxes, dock titles, tooltips."""
    out: list[tuple[str, str]] = []

    def skipped(w: QWidget) -> bool:
        return any(w is s or s.isAncestorOf(w) for s in skip)

    for w in [root, *root.findChildren(QWidget)]:
        if not w.isVisibleTo(root) and w is not root or skipped(w):
            continue
        name = f"{type(w).__name__}#{w.objectName()}"
        if isinstance(w, QLabel | QAbstractButton):
            out.append((name, w.text()))
        if isinstance(w, QGroupBox):
            out.append((name, w.title()))
        if isinstance(w, QDockWidget):
            out.append((name, w.windowTitle()))
        if isinstance(w, QTabWidget):
            out += [(name, w.tabText(i)) for i in range(w.count())]
        if isinstance(w, QComboBox):
            out += [(name, w.itemText(i)) for i in range(w.count())]
        if isinstance(w, QListWidget):
            out += [(name, w.item(i).text()) for i in range(w.count())]
        if w.toolTip():
            out.append((name + ".toolTip", w.toolTip()))
    if root.isWindow():
        out.append(("windowTitle", root.windowTitle()))
    return [(where, t) for where, t in out if t]


def menu_texts(window: MainWindow) -> list[tuple[str, str]]:
    out = []
    # The board's own docks (a setup tray) are named by the board: not the shell's strings.
    board_toggles = {d.toggleViewAction() for d in window._board_docks}
    for top in window.menuBar().actions():
        out.append(("menu", top.text()))
        for act in top.menu().actions():
            if not act.isSeparator() and act not in board_toggles:
                out.append((top.text(), act.text()))
                if act.toolTip() and act.toolTip() != act.text().replace("&", ""):
                    out.append((top.text() + ".toolTip", act.toolTip()))
    return out


def untranslated(texts: list[tuple[str, str]], languages: bool = True) -> list[tuple[str, str]]:
    native = set(gui_i18n.LANGUAGES.values()) if languages else set()
    return [(where, t) for where, t in texts if t not in native and english_left(t)]


def test_pseudo_translation_leaves_no_english_on_the_start_page(bare_window, pseudo, qtbot):
    """Every built game's page: its title, blurb, seats and options (the options' words are the
    ruleset's option.* messages) all go through a translator."""
    pseudo()
    w = bare_window
    page = w.start_page
    texts = visible_texts(w) + menu_texts(w)
    assert any("[[New game]]" in t for _, t in texts)
    assert not untranslated(texts)
    for row in range(page.ruleset_list.count()):
        page.ruleset_list.setCurrentRow(row)
        qtbot.wait(5)
        texts = visible_texts(w)
        assert not untranslated(texts), (
            f"{page.ruleset_id()}: English on the start page {untranslated(texts)}; options are "
            "named by the ruleset's option.<field>, option.<field>.help and option.<field>.<choice> "
            "messages (docs/adding-a-ruleset.md, section 4)")


def test_pseudo_translation_leaves_no_english_in_a_secret_setup(bare_window, pseudo, qtbot):
    """The customized game's setup: the Turn panel's buttons (standard army, confirm)."""
    w = bare_window
    w.new_game("lionheart-1997", {"setup": "customized"}, {"gold": "human", "silver": "random"}, seed=3)
    pseudo()
    qtbot.wait(5)
    c = w.controller
    # A decision button's tooltip is the action's notation (the same in every language).
    codes = {c.ruleset.action_code(a) for a in c.legal_actions()}
    texts = [(where, t) for where, t in visible_texts(w.decision_panel) if t not in codes]
    assert len(w.decision_panel.buttons) >= 1
    assert not untranslated(texts), untranslated(texts)


def _builtin_ids():
    from lionheart_core import rulesets

    return list(rulesets.builtin_ids())


@pytest.mark.parametrize("rid", _builtin_ids())
def test_pseudo_translation_leaves_no_english_in_each_game(bare_window, pseudo, qtbot, rid):
    """Every built game, a few actions in: badge, turn summary, hints, decision buttons, log and
    history (its board and board docks are the board's own strings)."""
    import random

    from lionheart_core import rulesets

    w = bare_window
    rs = rulesets.get(rid)
    w.new_game(rid, {}, {p: "human" for p in rs.players(rs.Options())}, seed=5)
    c = w.controller
    rng = random.Random(5)
    for _ in range(8):
        if c.handoff_pending() is not None:
            c.take_screen(c.handoff_pending())
        actions = c.legal_actions()
        if not actions or c.is_over():
            break
        c.submit(rng.choice(actions))
    pseudo()
    qtbot.wait(5)
    codes = {c.ruleset.action_code(a) for a in c.legal_actions()}
    texts = [(where, t) for where, t in visible_texts(w, skip=(w.game_area.board, *w._board_docks,
                                                              w.handoff)) + menu_texts(w)
             if t not in codes]
    assert not untranslated(texts), (rid, untranslated(texts))


def test_pseudo_translation_leaves_no_english_in_a_game(bare_window, pseudo, qtbot):
    w = bare_window
    w.new_game("lionheart-1997", {}, {"gold": "human", "silver": "human"}, seed=3)
    c = w.controller
    c.submit(next(a for a in c.legal_actions()))
    pseudo()
    board = w.game_area.board
    # A decision button's tooltip is the action's notation (the same in every language).
    codes = {c.ruleset.action_code(a) for a in c.legal_actions()}
    texts = [(where, t) for where, t in visible_texts(w, skip=(board, *w._board_docks)) + menu_texts(w)
             if t not in codes]
    assert any("[[" in t for where, t in texts if "gameLog" in where)
    assert any("[[end the turn]]" in t.lower() for _, t in texts), texts
    assert not untranslated(texts), untranslated(texts)


def test_pseudo_translation_leaves_no_english_in_dialogs(bare_window, pseudo, qtbot):
    from lionheart_qt.dialogs.game_over import GameOverDialog
    from lionheart_qt.dialogs.seats import SeatsDialog
    from lionheart_qt.help import RulesViewer

    w = bare_window
    w.new_game("lionheart-1997", {}, {"gold": "human", "silver": "random"}, seed=3)
    pseudo()
    c = w.controller
    dialogs = [SeatsDialog(dict(c.seats), c.ruleset.id, c.ruleset.seats(c.options), w),
               RulesViewer("lionheart-1997", "", w),
               GameOverDialog(c.ruleset.result(c.state) if c.is_over() else _result(c), c.seat_name,
                              w._seat_look, w)]
    w._cover_for("silver")
    for d in dialogs:
        d.show()
        texts = [(where, t) for where, t in visible_texts(d)
                 if not (isinstance(d, RulesViewer) and "Browser" in where)]
        assert not untranslated(texts), (type(d).__name__, untranslated(texts))
        d.close()
    assert not untranslated(visible_texts(w.handoff))
    from lionheart_qt.dialogs.play_by_file import NewRemoteGameDialog, PlayByFileDialog

    for d in (PlayByFileDialog(w, folder=w_folder(w)), NewRemoteGameDialog(w)):
        d.show()
        qtbot.wait(5)
        assert not untranslated(visible_texts(d)), (type(d).__name__, untranslated(visible_texts(d)))
        d.close()
    from lionheart_qt.about import show_about

    about = show_about(w)
    # The licence picker names files and parts (data); the pages are checked below.
    texts = [(where, t) for where, t in visible_texts(about) if "licencePicker" not in where]
    assert any(t == "[[Licences]]" for _, t in texts)
    assert not untranslated(texts), untranslated(texts)
    page = about.findChild(QWidget, "aboutBrowser").toHtml()
    assert "[[Reconstructed rules data]]" in page and "[[Released under the MIT licence.]]" in page
    about.close()


def w_folder(window):
    from lionheart_qt import paths

    return paths.data_dir() / "remote-test"


def _result(controller):
    from lionheart_core.engine import Result

    return Result(winners=("gold",), message=core_i18n.msg("core:game.over"))


# ---- switching language live ---------------------------------------------------------------------


def test_view_language_switches_menus_log_and_panels_at_once(bare_window, qtbot):
    w = bare_window
    w.new_game("lionheart-1997", {}, {"gold": "human", "silver": "human"}, seed=5)
    c = w.controller
    c.submit(next(a for a in c.legal_actions()))
    english_log = w.log_panel.lines()
    assert w.menu_file.title() == "&File"
    w.findChild(type(w.act_new), "actLanguage_nl").trigger()
    qtbot.waitUntil(lambda: w.menu_file.title() == "&Bestand", timeout=2000)
    assert w.act_new.text() == "&Nieuw spel..."
    assert w.log_dock.windowTitle() == "Spelverslag"
    dutch_log = w.log_panel.lines()
    assert len(dutch_log) == len(english_log) and dutch_log != english_log
    assert dutch_log == [str(e) for _, e in c.visible_log()]
    assert core_i18n.language() == "nl"
    w.findChild(type(w.act_new), "actLanguage_fr").trigger()
    qtbot.waitUntil(lambda: w.menu_file.title() == "&Fichier", timeout=2000)
    assert w.history_dock.windowTitle() == "Historique"
    assert w.log_panel.lines() != dutch_log
    assert w.language_actions["fr"].isChecked() and not w.language_actions["nl"].isChecked()
    w.findChild(type(w.act_new), "actLanguage_en").trigger()
    qtbot.waitUntil(lambda: w.menu_file.title() == "&File", timeout=2000)
    assert w.log_panel.lines() == english_log


def test_the_start_page_switches_and_keeps_the_choices(bare_window, qtbot):
    w = bare_window
    page = w.start_page
    page.set_seat("silver", "heuristic")
    w.set_language("nl")
    qtbot.waitUntil(lambda: page.start_button.text() == "Spel beginnen", timeout=2000)
    assert page.seats()["silver"] == "heuristic"
    assert page.seat_boxes["silver"].currentText() == "Computer: kapitein (heuristiek)"
    assert page.seat_labels["gold"].text() == "Goud"


def test_the_language_choice_is_remembered(bare_window, qtbot):
    bare_window.set_language("fr")
    assert Settings().language() == "fr"
    window = MainWindow(GameController(bot_delay_ms=0))
    qtbot.addWidget(window)
    assert window.language_actions["fr"].isChecked()


def test_the_system_locale_decides_without_a_choice(monkeypatch):
    from PySide6.QtCore import QLocale

    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("nl_BE")))
    assert gui_i18n.system_language() == "nl"
    settings = Settings()
    assert gui_i18n.startup_language(settings) == "nl"
    settings.set_language("fr")  # View > Language wins over the locale from then on
    assert gui_i18n.startup_language(settings) == "fr"
    settings.set_language("en")
    assert gui_i18n.startup_language(settings) == "en"
    settings.set_language(None)
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("de_DE")))
    assert gui_i18n.system_language() == "en"


def test_qt_own_dialogs_speak_the_language_when_qt_ships_it(qapp):
    found = [d for d in gui_i18n.qt_translation_dirs() if (d / "qtbase_nl.qm").is_file()]
    if not found:
        pytest.skip("this Qt has no qtbase_nl.qm")
    gui_i18n.apply_language("nl")
    # Standard buttons (OK, Cancel) and file dialogs take their words from qtbase.
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Annuleren"
    gui_i18n.apply_language("en")
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancel"


def test_a_game_saved_in_dutch_opens_in_french(bare_window, qtbot, tmp_path):
    w = bare_window
    w.set_language("nl")
    w.new_game("lionheart-1997", {}, {"gold": "human", "silver": "human"}, seed=7)
    c = w.controller
    c.submit(next(a for a in c.legal_actions()))
    path = tmp_path / "game.lionheart.json"
    assert w.save_to(path)
    data = path.read_text(encoding="utf-8")
    for word in ("Goud", "Zilver", "Beurt", "beurt"):
        assert word not in data
    w.set_language("fr")
    assert w.open_path(path)
    qtbot.waitUntil(lambda: w.menu_file.title() == "&Fichier", timeout=2000)
    assert any("Or" in line or "Argent" in line for line in w.log_panel.lines())


# ---- how it looks ------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["nl", "fr"])
def test_screenshot_of_the_main_window(bare_window, qtbot, lang):
    """A picture of the table in each language (docs/screenshots/), for a person to look at:
    menus, panels and the log must fit."""
    from lionheart_qt import style

    style.apply_style(QCoreApplication.instance())  # as the app looks (run_gui does this)
    w = bare_window
    w.resize(1400, 900)
    w.set_language(lang)
    w.new_game("lionheart-1997", {}, {"gold": "human", "silver": "human"}, seed=11)
    c = w.controller
    for _ in range(3):
        c.submit(next(a for a in c.legal_actions()))
    qtbot.wait(100)
    # The Turn panel grew to its wrapped text: no line of it and no button is cut off.
    panel = w.decision_panel
    for label in (panel.summary, panel.hint, panel.badge):
        assert label.height() >= label.heightForWidth(label.width()) - 1, label.text()
    for button in panel.buttons:
        assert button.height() >= button.minimumSizeHint().height(), button.text()
    out = Path(ROOT / "build" / "screenshots")
    out.mkdir(parents=True, exist_ok=True)
    image = w.grab()
    assert image.save(str(out / f"main_window_{lang}.png"))
    w.show_start_page()
    qtbot.wait(50)
    assert w.grab().save(str(out / f"start_page_{lang}.png"))
    assert not image.isNull()


def test_qt_words_come_from_the_resources_when_qt_lacks_them(qapp, monkeypatch, tmp_path):
    """A bundle leaves Qt's translations folder out: qtbase_<lang>.qm copied into the resources
    (translations/qt, by packaging/build.sh) serves instead."""
    real = [d / "qtbase_fr.qm" for d in gui_i18n.qt_translation_dirs() if (d / "qtbase_fr.qm").is_file()]
    if not real:
        pytest.skip("this Qt has no qtbase_fr.qm")
    import shutil

    copy = tmp_path / "qt"
    copy.mkdir()
    shutil.copy(real[0], copy / "qtbase_fr.qm")
    monkeypatch.setattr(gui_i18n, "qt_translation_dirs", lambda: [tmp_path / "nothing", copy])
    gui_i18n.apply_language("fr")
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Annuler"


# ---- the command line ------------------------------------------------------------------------


@pytest.mark.parametrize(("lang", "words"), [("nl", ("gebruik:", "een opgeslagen spel om te openen")),
                                             ("fr", ("usage\u00a0:", "afficher cette aide et quitter"))])
def test_the_command_line_speaks_the_locale_language(monkeypatch, capsys, lang, words):
    import argparse

    from lionheart_qt import app

    monkeypatch.setattr(argparse, "_", argparse._)  # restored after the test
    monkeypatch.setattr(argparse, "ngettext", argparse.ngettext)
    for var in ("LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", f"{lang}_BE.UTF-8")
    with pytest.raises(SystemExit):
        app.main(["--help"])
    out = capsys.readouterr().out
    for word in words:
        assert word in out
    assert app.main(["simulate", "--ruleset", "lionheart-1997", "--players", "random,random",
                     "--games", "1", "--max-actions", "20"]) == 0
    out = capsys.readouterr().out
    assert {"nl": "gelijk", "fr": "nuls"}[lang] in out


def test_the_language_chosen_in_the_app_rules_the_command_line(monkeypatch):
    monkeypatch.setenv("LANG", "nl_NL.UTF-8")
    monkeypatch.delenv("LC_ALL", raising=False)
    assert gui_i18n.cli_language() == "nl"
    Settings().set_language("fr")
    assert gui_i18n.cli_language() == "fr"
    Settings().set_language(None)


# ---- Help > Rules in each language -------------------------------------------------------------


def _table_numbers(markdown: str) -> list[list[str]]:
    rows = []
    for line in markdown.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if line.startswith("|") and not set(cells[0]) <= {"-"}:
            rows.append([" ".join(re.findall(r"\d+(?:[-x]\d+)?", c)) for c in cells[1:]])
    return rows


def _page(name: str, ruleset_id: str = "lionheart-1997") -> str:
    """A translated page of a game as written (its stamp line left out)."""
    from lionheart_resources import ruleset_dir

    text = (ruleset_dir(ruleset_id) / name).read_text(encoding="utf-8")
    return text.split("\n", 1)[1] if text.startswith("<!--") else text


REFERENCE_TITLES = {"nl": ("regeloverzicht", "spelregels in het kort"),
                    "fr": ("référence des règles", "aide-mémoire des règles")}


@pytest.mark.parametrize("ruleset_id", ["lionheart-1997", "lionheart-hex", "lancaster", "crusade"])
@pytest.mark.parametrize("lang", ["nl", "fr"])
def test_the_rules_reference_is_written_in_each_language(lang, ruleset_id):
    from lionheart_qt.help import translated_page
    from lionheart_resources import ruleset_dir

    english, own = _page("reference.md", ruleset_id), _page(f"reference_{lang}.md", ruleset_id)
    assert any(title in own.splitlines()[0] for title in REFERENCE_TITLES[lang])
    # The same sections and the same numbers in the tables as the English page.
    assert own.count("\n## ") == english.count("\n## ")
    assert _table_numbers(own) == _table_numbers(english)
    # Stamped from today's English page, so Help > Rules shows it.
    folder = ruleset_dir(ruleset_id)
    assert translated_page(folder / f"reference_{lang}.md", folder / "reference.md") is not None, (
        f"stale: python tools/gui_translations.py stamp resources/rulesets/{folder.name}/reference_{lang}.md")


NOTES_TRANSLATED = ["lionheart-1997", "lionheart-hex", "crusade", "lancaster"]


@pytest.mark.parametrize("ruleset_id", NOTES_TRANSLATED)
@pytest.mark.parametrize("lang", ["nl", "fr"])
def test_the_rules_notes_are_written_in_each_language(lang, ruleset_id):
    from lionheart_qt.help import translated_page
    from lionheart_resources import ruleset_dir

    english, own = _page("rules-notes.md", ruleset_id), _page(f"rules-notes_{lang}.md", ruleset_id)
    folder = ruleset_dir(ruleset_id)
    assert translated_page(folder / f"rules-notes_{lang}.md", folder / "rules-notes.md") is not None, (
        f"stale: python tools/gui_translations.py stamp resources/rulesets/{folder.name}/rules-notes_{lang}.md")
    for mark in ("\n## ", "\n### ", "\n- "):
        assert own.count(mark) == english.count(mark), mark
    # The same tests named (code names stay as they are).
    assert re.findall(r"`(test_[^`]*)`", own) == re.findall(r"`(test_[^`]*)`", english)


@pytest.mark.parametrize("page", ["reference", "rules-notes"])
def test_the_shipped_translated_pages_are_current(page):
    """Stamped from today's English page: the app shows them (a stale one would show English;
    tools/gui_translations.py stats names it)."""
    from lionheart_qt.help import translated_page
    from lionheart_resources import ruleset_dir

    folder = ruleset_dir("lionheart-1997")
    for lang in ("nl", "fr"):
        assert translated_page(folder / f"{page}_{lang}.md", folder / f"{page}.md") is not None, (
            f"{page}_{lang}.md is stale: update it from {page}.md, then "
            f"python tools/gui_translations.py stamp resources/rulesets/lionheart_1997/{page}_{lang}.md")


def test_a_stale_translated_page_gives_way_to_the_english(tmp_path, monkeypatch):
    import lionheart_qt.help as help_module

    (tmp_path / "reference.md").write_text("# Rules\n\nThe aim.\n", encoding="utf-8")
    (tmp_path / "reference_nl.md").write_text("# Regels\n\nHet doel.\n", encoding="utf-8")
    monkeypatch.setattr(help_module, "ruleset_dir", lambda _rid: tmp_path)
    help_module.stamp(tmp_path / "reference_nl.md", tmp_path / "reference.md")
    assert help_module.reference_text("x", "nl") == "# Regels\n\nHet doel.\n"
    (tmp_path / "reference.md").write_text("# Rules\n\nThe aim, changed.\n", encoding="utf-8")
    assert help_module.reference_text("x", "nl").startswith("# Rules")
    help_module.stamp(tmp_path / "reference_nl.md", tmp_path / "reference.md")
    assert help_module.reference_text("x", "nl").startswith("# Regels")
    # A page written without a stamp is shown as it is.
    (tmp_path / "reference_fr.md").write_text("# Règles\n", encoding="utf-8")
    assert help_module.reference_text("x", "fr") == "# Règles\n"


def test_the_rules_viewer_follows_the_language(bare_window, qtbot):
    from lionheart_qt.help import RulesViewer

    viewer = RulesViewer("lionheart-1997", "", bare_window)
    qtbot.addWidget(viewer)
    assert viewer.tabs.tabText(0) == "Rules reference"
    bare_window.set_language("nl")
    qtbot.waitUntil(lambda: viewer.tabs.tabText(0) == "Regeloverzicht", timeout=2000)
    assert "Het doel" in viewer.reference.toPlainText()
    assert viewer.windowTitle() == "Regels: Lionheart (1997)"


def test_no_string_is_filed_under_a_wrong_context():
    """An alias of translate (``tr = QCoreApplication.translate``) makes lupdate file the context
    name as the text, under "QCoreApplication"; a tr() outside a class files it under ""."""
    contexts = {c.findtext("name") for c in ET.parse(TOOL.ts_file("nl")).getroot().iter("context")}
    assert not contexts & {"", "QCoreApplication", "QObject"}, contexts


def test_a_subclassed_class_translates_in_its_own_context():
    """PySide's self.tr() asks for the runtime class's name: a subclass of a class that calls
    self.tr() would show English unless that class fixes its context (overrides ``tr``)."""
    import ast

    classes: dict[str, ast.ClassDef] = {}
    for path in TOOL.sources():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                classes[node.name] = node

    def calls_tr(cls: ast.ClassDef) -> bool:
        return any(isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr == "tr"
                   and isinstance(n.func.value, ast.Name) and n.func.value.id == "self"
                   for n in ast.walk(cls))

    def defines_tr(cls: ast.ClassDef) -> bool:
        return any(isinstance(n, ast.FunctionDef) and n.name == "tr" for n in cls.body)

    wrong = []
    for cls in classes.values():
        for base in cls.bases:
            name = base.id if isinstance(base, ast.Name) else getattr(base, "attr", "")
            parent = classes.get(name)
            if parent is not None and calls_tr(parent) and not defines_tr(parent):
                wrong.append(f"{cls.name}({name})")
    assert not wrong, f"subclassed classes whose self.tr() would miss their strings: {wrong}"


def test_resolve_keeps_both_sides_translations(tmp_path):
    """The pieces of `gui_translations.py resolve` (after a merge conflict): every finished
    translation of a side is read, plurals included, and given to the merged file's messages."""
    side = ET.tostring(ET.fromstring(
        '<TS version="2.1" language="nl_NL"><context><name>A</name>'
        '<message><source>One</source><translation>Een</translation></message>'
        '<message><source>Two</source><translation type="unfinished"></translation></message>'
        '<message numerus="yes"><source>%n thing(s)</source><translation>'
        '<numerusform>%n ding</numerusform><numerusform>%n dingen</numerusform></translation></message>'
        '</context></TS>'))
    known = TOOL.translations(side)
    assert known == {("A", "One"): "Een", ("A", "%n thing(s)"): ("%n ding", "%n dingen")}
    merged = tmp_path / "app_nl.ts"
    merged.write_text(
        '<?xml version="1.0" encoding="utf-8"?><TS version="2.1" language="nl_NL"><context><name>A</name>'
        '<message><source>One</source><translation type="unfinished"></translation></message>'
        '<message><source>Three</source><translation type="unfinished"></translation></message>'
        '<message numerus="yes"><source>%n thing(s)</source><translation type="unfinished">'
        '<numerusform></numerusform><numerusform></numerusform></translation></message>'
        '</context></TS>', encoding="utf-8")
    assert TOOL.fill(merged, known) == [("A", "Three")]
    assert TOOL.translations(merged.read_bytes()) == known
