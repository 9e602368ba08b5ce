"""A board's saved picture: its widgets written out as plain HTML (issue 23, 3).

A lesson's board is an ipywidgets view. JupyterLab draws a widget view only in a trusted
notebook whose widget models it has (a running kernel, or the state the executor saved); a
lesson opened fresh and untrusted showed the view's plain text, ``<Trick lab: Spy>``, until the
cell was run again. So each board's display bundle carries, beside the widget view, a
``text/html`` picture of the board: the same widgets walked and written as HTML at display time,
their HTML areas holding exactly what the board's look drew (no second drawing), the controls
as inert HTML controls with the same words and values. JupyterLab prefers the widget view when
it can draw it (trusted: the live board after Run All, or the saved state) and falls back to
this HTML in an untrusted notebook, whose sanitizer keeps inline styles, buttons and menus.

Only what a reader sees is written: hidden widgets (``layout.display = "none"``) are left out,
a tab bar shows its open tab. The sanitizer removes ``<style>`` blocks, so the rules of the
board's own style blocks (the kit's table spacing, a look's track slots) are written onto the
elements they select, as inline styles (:func:`inline_styles`, with BeautifulSoup's CSS
selectors: beautifulsoup4 comes with JupyterLab, through nbconvert).
"""

from __future__ import annotations

import html
import re
from typing import Any

from majority_core.i18n import _

#: The CSS of a layout trait that is not ``trait.replace("_", "-")``.
_LAYOUT_CSS = {"flex_flow": "flex-flow", "grid_gap": "gap"}
#: Style traits (ipywidgets' ``style``) and their CSS.
_STYLE_CSS = {"button_color": "background-color", "text_color": "color",
              "font_weight": "font-weight", "font_size": "font-size", "background": "background",
              "font_style": "font-style", "text_decoration": "text-decoration",
              "font_family": "font-family"}
_STYLE_TAG = re.compile(r"<style\b.*?</style>", re.S | re.I)
#: A block of rules inside another (``@media``...), and one rule: ``selectors{declarations}``.
_AT_BLOCK = re.compile(r"@[^{}]*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}")
_RULE = re.compile(r"([^{}]+)\{([^{}]*)\}")


def _esc(text: Any) -> str:
    return html.escape(str(text), quote=True)


def _css(widget: Any, base: str = "") -> str:
    """The inline style of a widget: ``base``, then its layout's and style's set traits."""
    parts = [base] if base else []
    layout = getattr(widget, "layout", None)
    for name in getattr(layout, "keys", ()):
        if name.startswith("_") or name in ("comm", "keys", "log"):
            continue
        value = getattr(layout, name, None)
        if value not in (None, ""):
            parts.append(f"{_LAYOUT_CSS.get(name, name.replace('_', '-'))}:{value}")
    style = getattr(widget, "style", None)
    for name, prop in _STYLE_CSS.items():
        value = getattr(style, name, None) if name in getattr(style, "keys", ()) else None
        if value not in (None, ""):
            parts.append(f"{prop}:{value}")
    return ";".join(p for p in parts if p)


def _attrs(widget: Any, classes: str, base: str = "") -> str:
    """``class`` (ipywidgets' own classes and the board's) and ``style`` attributes."""
    own = " ".join(getattr(widget, "_dom_classes", ()))
    cls = f"{classes} {own}".strip()
    style = _css(widget, base)
    return f' class="{_esc(cls)}"' + (f' style="{_esc(style)}"' if style else "")


def _label(widget: Any) -> str:
    """A control's description, as ipywidgets draws it left of the control."""
    text = getattr(widget, "description", "")
    if not text:
        return ""
    width = getattr(getattr(widget, "style", None), "description_width", "") or ""
    style = f' style="width:{_esc(width)};min-width:{_esc(width)}"' if width else ""
    return f'<label class="widget-label"{style}>{_esc(text)}</label>'


def _button(text: str, *, active: bool = False, widget: Any = None, disabled: bool = False,
            tooltip: str = "", width: str = "") -> str:
    cls = "jupyter-widgets jupyter-button widget-button" + (" mod-active" if active else "")
    style = f"width:{width}" if width else ""
    attrs = _attrs(widget, cls, style) if widget is not None else f' class="{cls}"'
    if widget is not None and getattr(widget, "button_style", ""):
        attrs = attrs.replace('class="', f'class="mod-{_esc(widget.button_style)} ', 1)
    title = f' title="{_esc(tooltip)}"' if tooltip else ""
    off = " disabled" if disabled else ""
    return f'<button type="button"{attrs}{title}{off}>{_esc(text)}</button>'


def _field(value: Any, placeholder: str) -> str:
    """A text box with its value (its placeholder in grey when empty), as a box: JupyterLab
    draws an <input> in an untrusted output disabled, greyed out like a placeholder."""
    text = str(value) if value not in (None, "") else ""
    shown = _esc(text) if text else f'<span style="color:#888">{_esc(placeholder or "")}</span>'
    return ('<span class="mj-field" style="display:inline-block;box-sizing:border-box;'
            "min-width:6em;flex:1 1 auto;min-height:28px;padding:3px 6px;"
            f'border:1px solid #9e9e9e;background:#fff;color:#000">{shown or "&#8203;"}</span>')


def static_html(widget: Any) -> str:
    """``widget`` and its children as the HTML a reader sees (see the module's docstring)."""
    import ipywidgets as w

    layout = getattr(widget, "layout", None)
    if getattr(layout, "display", None) == "none":
        return ""
    if isinstance(widget, w.Tab):
        titles = list(widget.titles)
        index = widget.selected_index
        bar = "".join(
            f'<li class="lm-TabBar-tab p-TabBar-tab{" lm-mod-current" if i == index else ""}" '
            f'style="display:inline-block;padding:4px 12px;margin-right:2px;'
            f'border:1px solid #c0c0c0;border-bottom:none;'
            f'{"background:#fff;font-weight:bold" if i == index else "background:#eee"}">'
            f"{_esc(t)}</li>"
            for i, t in enumerate(titles)
        )
        shown = widget.children[index] if index is not None and widget.children else None
        body = static_html(shown) if shown is not None else ""
        return (f'<div{_attrs(widget, "jupyter-widgets widget-container widget-tab")}>'
                f'<ul class="lm-TabBar-content" style="list-style:none;margin:0;padding:0">'
                f"{bar}</ul><div style=\"border:1px solid #c0c0c0;padding:6px\">{body}</div>"
                f"</div>")
    if isinstance(widget, w.GridBox):
        inner = "".join(static_html(c) for c in widget.children)
        return (f'<div{_attrs(widget, "jupyter-widgets widget-container widget-gridbox", "display:grid")}>'
                f"{inner}</div>")
    if isinstance(widget, w.Box):
        row = isinstance(widget, w.HBox)
        kind = "widget-hbox" if row else "widget-vbox"
        base = f"display:flex;flex-direction:{'row' if row else 'column'}"
        inner = "".join(static_html(c) for c in widget.children)
        return (f'<div{_attrs(widget, f"jupyter-widgets widget-container widget-box {kind}", base)}>'
                f"{inner}</div>")
    if isinstance(widget, w.HTML | w.HTMLMath):
        value = widget.value or ""
        if not value and not widget.description:
            return ""
        if not _STYLE_TAG.sub("", value).strip():  # a board's style block: inlined, then gone
            return value
        return (f'<div{_attrs(widget, "jupyter-widgets widget-inline-hbox widget-html")}>'
                f'{_label(widget)}<div class="widget-html-content">{value}</div></div>')
    if isinstance(widget, w.Label):
        return f'<div{_attrs(widget, "jupyter-widgets widget-label")}>{_esc(widget.value)}</div>'
    if isinstance(widget, w.ToggleButtons):
        width = getattr(widget.style, "button_width", "") or ""
        tips = list(widget.tooltips or [])
        buttons = "".join(
            _button(label, active=(i == widget.index), disabled=widget.disabled, width=width,
                    tooltip=tips[i] if i < len(tips) else "")
            for i, label in enumerate(widget._options_labels)
        )
        return (f'<div{_attrs(widget, "jupyter-widgets widget-inline-hbox widget-toggle-buttons")}>'
                f'{_label(widget)}<div class="widget-toggle-buttons">{buttons}</div></div>')
    if isinstance(widget, w.ToggleButton):
        return _button(widget.description, active=bool(widget.value), widget=widget,
                       disabled=widget.disabled, tooltip=widget.tooltip or "")
    if isinstance(widget, w.Button):
        return _button(widget.description, widget=widget, disabled=widget.disabled,
                       tooltip=widget.tooltip or "")
    if isinstance(widget, w.Dropdown | w.Select):
        options = "".join(
            f'<option{" selected" if i == widget.index else ""}>{_esc(label)}</option>'
            for i, label in enumerate(widget._options_labels)
        )
        off = " disabled" if widget.disabled else ""
        return (f'<div{_attrs(widget, "jupyter-widgets widget-inline-hbox widget-dropdown")}>'
                f"{_label(widget)}<select{off}>{options}</select></div>")
    if isinstance(widget, w.Checkbox):
        box = "\u2611" if widget.value else "\u2610"  # ☑ ☐: JupyterLab greys an <input> out
        return (f'<div{_attrs(widget, "jupyter-widgets widget-inline-hbox widget-checkbox")}>'
                f'<span style="font-size:120%;margin-right:4px">{box}</span>'
                f"<span>{_esc(widget.description)}</span></div>")
    if isinstance(widget, w.Textarea):
        return (f'<div{_attrs(widget, "jupyter-widgets widget-inline-hbox widget-textarea")}>'
                f'{_label(widget)}<textarea rows="{widget.rows or 2}" '
                f'placeholder="{_esc(widget.placeholder)}">{_esc(widget.value)}</textarea></div>')
    if isinstance(widget, w.Text | w.Combobox | w.IntText | w.FloatText | w.BoundedIntText):
        return (f'<div{_attrs(widget, "jupyter-widgets widget-inline-hbox widget-text")}>'
                f"{_label(widget)}{_field(widget.value, getattr(widget, 'placeholder', ''))}</div>")
    if isinstance(widget, w.IntSlider | w.FloatSlider):
        return (f'<div{_attrs(widget, "jupyter-widgets widget-inline-hbox widget-slider")}>'
                f'{_label(widget)}<input type="range" min="{widget.min}" max="{widget.max}" '
                f'step="{widget.step}" value="{widget.value}">'
                f'<div class="widget-readout">{_esc(widget.value)}</div></div>')
    if isinstance(widget, w.ValueWidget):  # any other value control: its value in words
        return (f'<div{_attrs(widget, "jupyter-widgets widget-inline-hbox")}>{_label(widget)}'
                f"<span>{_esc(widget.value)}</span></div>")
    return ""


def inline_styles(fragment: str) -> str:
    """``fragment`` with the rules of its ``<style>`` blocks written as inline styles on the
    elements they select, and the blocks removed. A rule's declarations come before the
    element's own style (which wins, as in the browser), later rules after earlier ones;
    rules with a pseudo-class or inside ``@media`` are left out (a picture has no hover, no
    large-print class)."""
    blocks = _STYLE_TAG.findall(fragment)
    if not blocks:
        return fragment
    from bs4 import BeautifulSoup

    rules = []
    for block in blocks:
        css = _AT_BLOCK.sub("", re.sub(r"</?style[^>]*>", "", block, flags=re.I))
        rules += _RULE.findall(re.sub(r"/\*.*?\*/", "", css, flags=re.S))
    soup = BeautifulSoup(_STYLE_TAG.sub("", fragment), "html.parser")
    added: dict[int, tuple[Any, list[str]]] = {}
    for selectors, declarations in rules:
        decls = declarations.replace("!important", "").strip().rstrip(";")
        if not decls:
            continue
        for selector in selectors.split(","):
            selector = selector.strip()
            if not selector or ":" in selector:
                continue
            for element in soup.select(selector):
                added.setdefault(id(element), (element, []))[1].append(decls)
    for element, decls in added.values():
        own = element.get("style", "")
        element["style"] = ";".join([*decls, own] if own else decls)
    return str(soup)


def saved_picture(widget: Any) -> str:
    """The ``text/html`` of a board's display bundle: its picture (:func:`static_html`) and a
    line saying that it is a picture, so a reader who clicks in vain knows to run the cell."""
    note = _("A picture of the board as it was saved: run the cell to use it.")
    return (f'<div class="mj-saved-board">{inline_styles(static_html(widget))}'
            f'<p class="mj-saved-note" style="color:#666;font-style:italic;font-size:90%;'
            f'margin:4px 0 0 0">{_esc(note)}</p></div>')


__all__ = ["inline_styles", "saved_picture", "static_html"]
