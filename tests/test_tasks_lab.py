"""`python3 tasks.py lab` (issue 8, part 2): the URL it prints opens lesson 00, and the Lab file
browser shows lessons, docs and apps, not the test set-up."""

from __future__ import annotations

import fnmatch
import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _tasks():
    spec = importlib.util.spec_from_file_location("tasks_under_test", ROOT / "tasks.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_lab_opens_lesson_00() -> None:
    tasks = _tasks()
    cmd = tasks.lab_command()
    urls = [a.split("=", 1)[1] for a in cmd if a.startswith("--LabApp.default_url=")]
    assert urls == ["/lab/tree/notebooks/00-start-here.ipynb"]
    assert (ROOT / urls[0].removeprefix("/lab/tree/")).is_file()


def test_lab_file_browser_hides_the_test_setup_only() -> None:
    tasks = _tasks()
    globs = [a.split("=", 1)[1] for a in tasks.lab_command()
             if a.startswith("--ContentsManager.hide_globs=")]
    assert set(globs) == set(tasks.LAB_HIDDEN)

    def hidden(name: str) -> bool:
        return any(fnmatch.fnmatch(name, g) for g in globs)

    assert hidden("conftest.py") and hidden("majority_games.egg-info")
    assert not (ROOT / "notebooks" / "sanitize.cfg").exists()  # moved to tests/
    shown = [p.name for p in (ROOT / "notebooks").iterdir() if not p.name.startswith(".")]
    assert all(name.endswith(".ipynb") or (ROOT / "notebooks" / name).is_dir() for name in shown
               if not hidden(name))
    for name in ("notebooks", "docs", "app", "README.md", "00-start-here.ipynb", "teaching.md"):
        assert not hidden(name)


# -- issue 23, 3 (b): the teacher's lessons are never edited by accident ------------------------------
def _shipped(root: Path) -> None:
    (root / "notebooks" / "fr").mkdir(parents=True)
    for name in ("00-start-here.ipynb", "01-the-majority-rules.ipynb", "fr/00-start-here.ipynb"):
        (root / "notebooks" / name).write_text(f'{{"lesson": "{name}"}}', encoding="utf-8")
    (root / "notebooks" / "fr" / "locale").mkdir()
    (root / "notebooks" / "fr" / "locale" / "00-start-here.po").write_text("", encoding="utf-8")


def test_lab_opens_the_lessons_from_a_working_copy_made_on_first_run(tmp_path: Path) -> None:
    tasks = _tasks()
    _shipped(tmp_path)
    copy = tasks.working_copy(tmp_path)
    assert copy == tmp_path / "my-lessons"
    made = sorted(p.relative_to(copy).as_posix() for p in copy.rglob("*") if p.is_file())
    assert made == ["00-start-here.ipynb", "01-the-majority-rules.ipynb", "fr/00-start-here.ipynb"]
    start = (copy / "00-start-here.ipynb").relative_to(tmp_path).as_posix()
    urls = [a for a in tasks.lab_command(start=start) if a.startswith("--LabApp.default_url=")]
    assert urls == ["--LabApp.default_url=/lab/tree/my-lessons/00-start-here.ipynb"]
    # the teacher's typing (or JupyterLab's autosave) lands in the copy; the shipped file stays
    (copy / "01-the-majority-rules.ipynb").write_text('{"typed": "an answer"}', encoding="utf-8")
    shipped = (tmp_path / "notebooks" / "01-the-majority-rules.ipynb").read_text(encoding="utf-8")
    assert "typed" not in shipped


def test_a_second_run_keeps_the_copy_and_adds_new_lessons_only(tmp_path: Path) -> None:
    tasks = _tasks()
    _shipped(tmp_path)
    copy = tasks.working_copy(tmp_path)
    (copy / "00-start-here.ipynb").write_text('{"typed": "mine"}', encoding="utf-8")
    (tmp_path / "notebooks" / "02-the-majority-debate.ipynb").write_text("{}", encoding="utf-8")
    assert tasks.working_copy(tmp_path) == copy
    assert "mine" in (copy / "00-start-here.ipynb").read_text(encoding="utf-8")
    assert (copy / "02-the-majority-debate.ipynb").is_file()


def test_reset_starts_again_and_keeps_the_old_copy_aside(tmp_path: Path) -> None:
    tasks = _tasks()
    _shipped(tmp_path)
    copy = tasks.working_copy(tmp_path)
    (copy / "00-start-here.ipynb").write_text('{"typed": "mine"}', encoding="utf-8")
    assert tasks.working_copy(tmp_path, reset=True) == copy
    assert "mine" not in (copy / "00-start-here.ipynb").read_text(encoding="utf-8")
    (aside,) = tmp_path.glob("my-lessons-before-reset-*")
    assert "mine" in (aside / "00-start-here.ipynb").read_text(encoding="utf-8")


def test_the_working_copy_is_never_committed() -> None:
    ignored = (ROOT / ".gitignore").read_text(encoding="utf-8").split()
    assert "/my-lessons/" in ignored and "/my-lessons-before-reset-*/" in ignored
    assert "--reset" in _tasks().__doc__


# -- issue 23, 3 (c): an app for the students' devices ---------------------------------------------
def test_app_listens_on_this_machine_only_unless_for_a_class() -> None:
    tasks = _tasks()
    assert tasks.app_address(8866, for_class=False) == ("127.0.0.1", "http://127.0.0.1:8866/")
    assert "--Voila.ip=127.0.0.1" in tasks.voila_command("classroom", 8866)


def test_app_for_a_class_listens_on_the_network_and_prints_the_address_students_type() -> None:
    from unittest import mock

    from majority_tables import network

    tasks = _tasks()
    host, address = tasks.app_address(8870, for_class=True)
    assert host == "0.0.0.0" and address == f"http://{network.lan_address()}:8870/"
    assert "--Voila.ip=0.0.0.0" in tasks.voila_command("grard", 8870, host=host)
    # the table server's own function, read from its file (tasks.py imports nothing installed)
    with mock.patch("socket.socket.getsockname", return_value=("192.168.1.23", 5)):
        assert tasks.app_address(8870, for_class=True)[1] == "http://192.168.1.23:8870/"
    assert "--class" in tasks.__doc__
