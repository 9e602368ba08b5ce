"""`python -m majority_tables` (`python3 tasks.py serve`) prints links to the port it really
listens on, and a second server on a busy port says so before printing any link (issue 25)."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _server(tmp_path: Path, *args: str) -> subprocess.Popen[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.Popen(
        [sys.executable, "-m", "majority_tables", "--host", "127.0.0.1",
         "--db", str(tmp_path / "tables.sqlite3"), *args],
        cwd=tmp_path, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def _on_a_busy_port(tmp_path: Path, *args: str) -> tuple[int, subprocess.Popen[str], str, str]:
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        proc = _server(tmp_path, "--port", str(port), *args)
        out, err = proc.communicate(timeout=60)
    return port, proc, out, err


def test_a_busy_port_is_said_before_any_link(tmp_path: Path) -> None:
    port, proc, out, err = _on_a_busy_port(tmp_path)
    assert proc.returncode == 1
    assert f"Cannot listen on 127.0.0.1:{port}" in err and "--port" in err
    assert "http" not in out and "http" not in err


def test_a_busy_port_is_said_in_french_too(tmp_path: Path) -> None:
    port, proc, out, err = _on_a_busy_port(tmp_path, "--language", "fr")
    assert proc.returncode == 1
    assert f"Impossible d'écouter sur 127.0.0.1:{port}" in err
    assert "l'utilise-t-il\u202f?" in err and "http" not in out


def test_the_printed_links_are_the_port_served(tmp_path: Path) -> None:
    """Port 0 asks for any free port: the links carry the one the server got, and it answers."""
    proc = _server(tmp_path, "--port", "0")
    try:
        lines = [proc.stdout.readline() for _ in range(3)]
        students = next(line for line in lines if line.startswith("Students: "))
        url = students.split(": ", 1)[1].strip()
        assert url.startswith("http://127.0.0.1:") and not url.startswith("http://127.0.0.1:0/")
        with urllib.request.urlopen(url, timeout=30) as page:
            assert page.status == 200
    finally:
        proc.terminate()
        proc.wait(timeout=30)


def test_the_start_up_lines_are_french_with_language_fr(tmp_path: Path) -> None:
    """Review 3, N21: the lines a French teacher reads first in the terminal were English."""
    proc = _server(tmp_path, "--port", "0", "--language", "fr")
    try:
        lines = [proc.stdout.readline() for _ in range(4)]
        assert lines[0].startswith("Tables de la classe\u202f: base "), lines
        assert lines[1].startswith("Enseignant (lien à usage unique, dans le navigateur d'où vous "
                                   "enseignez)\u202f: http://127.0.0.1:"), lines
        assert lines[2].startswith("Élèves\u202f: http://127.0.0.1:") and lines[2].rstrip().endswith(
            "/join"), lines
        assert lines[3].startswith("À l'écoute sur 127.0.0.1:"), lines
        assert not any(w in "".join(lines) for w in ("Classroom", "Teacher", "Students")), lines
    finally:
        proc.terminate()
        proc.wait(timeout=30)
