"""A form generated from a ruleset's pydantic Options: every later ruleset gets it for free.

Literal fields become combo boxes, bools check boxes, ``int | None`` spin boxes whose lowest
value reads "no limit", ``tuple[str, ...]`` fields with ``choices`` in their schema extra a check
box per choice (the value: the checked ones, in the choices' order); field descriptions become
tooltips.

Labels, tooltips and choices are the ruleset's messages where it gives them (in the current
language): ``<ruleset id>:option.<field>`` names a field, ``option.<field>.help`` explains it,
``option.<field>.<choice>`` names a choice. Without them the English of the model is shown.
"""

from __future__ import annotations

import types
import typing
from typing import Any, Literal

from pydantic import BaseModel
from pydantic.fields import FieldInfo
from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Signal
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QLabel, QSpinBox, QWidget

NO_LIMIT = QT_TRANSLATE_NOOP("OptionsForm", "no limit")


def _field_label(name: str, info: FieldInfo) -> str:
    extra = info.json_schema_extra if isinstance(info.json_schema_extra, dict) else {}
    title = extra.get("title_text") or info.title
    return str(title) if title else name.replace("_", " ").capitalize()


def option_text(domain: str | None, key: str, english: str) -> str:
    """The ruleset's message ``<domain>:<key>`` in the current language, else ``english``."""
    if domain:
        from lionheart_core import i18n

        if key in i18n.table(domain):
            return i18n.render(i18n.Msg(f"{domain}:{key}"))
    return english


def _split_optional(annotation: Any) -> tuple[Any, bool]:
    """(inner type, allows None) for ``X | None`` / ``Optional[X]``."""
    origin = typing.get_origin(annotation)
    if origin in (typing.Union, types.UnionType):
        args = [a for a in typing.get_args(annotation) if a is not type(None)]
        if len(args) == 1:
            return args[0], len(args) < len(typing.get_args(annotation))
    return annotation, False


def _bounds(info: FieldInfo) -> tuple[int | None, int | None]:
    low = high = None
    for m in info.metadata:
        low = getattr(m, "ge", None) if getattr(m, "ge", None) is not None else low
        high = getattr(m, "le", None) if getattr(m, "le", None) is not None else high
        if getattr(m, "gt", None) is not None:
            low = m.gt + 1
        if getattr(m, "lt", None) is not None:
            high = m.lt - 1
    return low, high


class OptionsForm(QWidget):
    """Widgets for every field of an Options model; :meth:`values` gives a dict for the model."""

    changed = Signal()

    def __init__(self, options_model: type[BaseModel], values: dict[str, Any] | None = None,
                 parent: QWidget | None = None, exclude: tuple[str, ...] = (),
                 domain: str | None = None) -> None:
        super().__init__(parent)
        self.model = options_model
        self.domain = domain  # the ruleset id: its messages name the options
        self.layout_ = QFormLayout(self)
        self.layout_.setContentsMargins(0, 0, 0, 0)
        self.widgets: dict[str, QWidget] = {}
        self._getters: dict[str, Any] = {}
        defaults = options_model().model_dump()
        values = {**defaults, **{k: v for k, v in (values or {}).items() if k in defaults}}
        for name, info in options_model.model_fields.items():
            if name in exclude:  # shown elsewhere (the number of players, on the start page)
                continue
            widget = self._make(name, info, values.get(name))
            if widget is None:
                continue
            widget.setObjectName(f"option_{name}")
            tip = option_text(domain, f"option.{name}.help", info.description or "")
            widget.setToolTip(tip)
            label = QLabel(option_text(domain, f"option.{name}", _field_label(name, info)))
            label.setToolTip(tip)
            self.layout_.addRow(label, widget)
            self.widgets[name] = widget

    def _make(self, name: str, info: FieldInfo, value: Any) -> QWidget | None:
        inner, optional = _split_optional(info.annotation)
        if typing.get_origin(inner) is Literal:
            choices = list(typing.get_args(inner))
            box = QComboBox()
            for c in choices:
                box.addItem(option_text(self.domain, f"option.{name}.{c}",
                                        str(c).replace("_", " ").capitalize()), c)
            if value in choices:
                box.setCurrentIndex(choices.index(value))
            box.currentIndexChanged.connect(self.changed)
            self._getters[name] = lambda b=box: b.currentData()
            return box
        if inner is bool:
            check = QCheckBox()
            check.setChecked(bool(value))
            check.toggled.connect(self.changed)
            self._getters[name] = lambda c=check: c.isChecked()
            return check
        if inner is int:
            low, high = _bounds(info)
            low = 0 if low is None else low
            spin = QSpinBox()
            # "no limit" sits one below the lowest real value.
            spin.setMinimum(low - 1 if optional else low)
            spin.setMaximum(high if high is not None else 1_000_000)
            if optional:
                spin.setSpecialValueText(QCoreApplication.translate("OptionsForm", NO_LIMIT))
            spin.setValue(spin.minimum() if value is None else int(value))
            spin.valueChanged.connect(self.changed)

            def get(s: QSpinBox = spin, opt: bool = optional) -> int | None:
                return None if opt and s.value() == s.minimum() else s.value()

            self._getters[name] = get
            return spin
        extra = info.json_schema_extra if isinstance(info.json_schema_extra, dict) else {}
        if typing.get_origin(inner) is tuple and isinstance(extra.get("choices"), list | tuple):
            return self._choice_boxes(name, [str(c) for c in extra["choices"]], value or ())
        return None  # a type this form does not know keeps its default

    def _choice_boxes(self, name: str, choices: list[str], value: Any) -> QWidget:
        """A check box per choice in two columns (the first half of the choices on the left);
        none checked is the model's default."""
        from PySide6.QtWidgets import QGridLayout

        box = QWidget()
        grid = QGridLayout(box)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(12)
        grid.setVerticalSpacing(2)
        checks: list[tuple[str, QCheckBox]] = []
        for i, c in enumerate(choices):
            check = QCheckBox(option_text(self.domain, f"option.{name}.{c}", c.replace("_", " ").capitalize()))
            check.setObjectName(f"option_{name}_{c}")
            check.setChecked(c in tuple(value))
            check.toggled.connect(self.changed)
            rows = (len(choices) + 1) // 2
            grid.addWidget(check, i % rows, i // rows)
            checks.append((c, check))
        self._getters[name] = lambda cs=checks: tuple(c for c, box in cs if box.isChecked())
        return box

    def values(self) -> dict[str, Any]:
        """The chosen values, ready for ``Options.model_validate``."""
        return {name: get() for name, get in self._getters.items()}

    def options(self) -> BaseModel:
        return self.model.model_validate(self.values())
