"""The app notebooks show their *About this app* text in the app's language (issue 20, review
defect 40: the English text stood above the French one, so a French class read English first)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
APP_NOTEBOOKS = sorted((ROOT / "app").glob("*.ipynb"))
# The app folder's own module, imported as the notebooks import it (Voila runs them in app/).
sys.path.insert(0, str(ROOT / "app"))

import app_about as about  # noqa: E402


def _text(html: str) -> str:
    import re

    return re.sub(r"<[^>]+>", "", html)


def test_every_app_notebook_has_its_text() -> None:
    assert sorted(about.ABOUT) == sorted(p.stem for p in APP_NOTEBOOKS)


@pytest.mark.parametrize("notebook", APP_NOTEBOOKS, ids=lambda p: p.stem)
def test_the_notebook_shows_its_app_under_its_own_about_box(notebook: Path) -> None:
    """No Markdown cell with both languages: the one code cell shows the app with its box."""
    cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
    assert [c["cell_type"] for c in cells] == ["code"]
    source = "".join(cells[0]["source"])
    assert "from app_about import with_about" in source
    assert source.rstrip().endswith(f'"{notebook.stem}")')


@pytest.mark.parametrize("name", sorted(about.ABOUT))
def test_each_language_reads_only_its_own_text(name: str) -> None:
    english, french = _text(about.about_html(name, "en")), _text(about.about_html(name, "fr"))
    assert english.startswith("About this app")
    assert french.startswith("À propos de cette application")
    assert "About" not in french and "seat" not in french and "À propos" not in english
    assert "\u202f:" in french  # French typography: a narrow no-break space before the colon
    assert " :" not in french


def test_the_box_follows_the_language_switch() -> None:
    """Pressing français draws the box again in French; English again on the way back."""
    from majority_widgets.grard import grard_app

    shown = about.with_about(grard_app(n_players=6, seed=1), "grard")
    assert shown.widget.children[1] is shown.app.widget
    assert _text(shown.about.value).startswith("About this app")
    shown.switch.value = "fr"
    assert _text(shown.about.value).startswith("À propos de cette application")
    assert "la classe vote A, B, C ou Marquer" in shown.about.value
    assert shown.tabs.titles[0] == "Décompte de la classe"  # the app itself, through the box
    shown.switch.value = "en"
    assert "the class votes A, B, C or Mark" in shown.about.value
