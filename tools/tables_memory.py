"""The table server's memory with a class seated: 10 tables, 45 students, a socket each.

    .venv/bin/python tools/tables_memory.py

Starts ``python -m majority_tables`` on a fresh SQLite file, reads its resident memory (VmRSS)
empty, then with 10 tables (2 Sultane at 7, 4 The Majority at 4, 2 Witch at 4, Grard at 5,
Majority 2 at 2), every seat taken by a student with an open WebSocket, after each table has
played 12 decisions; and, for comparison, one Python kernel-like process holding one student's
play board (ipykernel, ipywidgets and a Sultane board: what Voila starts per student).
Figures for docs/architecture.md ("Classroom tables").
"""

from __future__ import annotations

import contextlib
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from websockets.sync.client import connect  # noqa: E402

from majority_tables.testing import start_process  # noqa: E402
from tests.tables.client import Student, Teacher, play_by_http  # noqa: E402

TABLES = [("sultane", 7)] * 2 + [("the_majority", 4)] * 4 + [("witch", 4)] * 2 + [
    ("grard", 5), ("majority2", 2)]


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise RuntimeError("no VmRSS")


def kernel_like_mb() -> float:
    code = (
        "import ipykernel.kernelapp, ipywidgets\n"
        "from majority_widgets.sultane import SultaneBoard, SultaneBoardView\n"
        "v = SultaneBoardView(SultaneBoard(n_players=7, seed=1, humans=[0], viewer=0))\n"
        "print(open('/proc/self/status').read().split('VmRSS:')[1].split()[0])\n"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                         check=True)
    return int(out.stdout.strip()) / 1024


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp, contextlib.ExitStack() as sockets:
        proc, base = start_process(Path(tmp) / "t.sqlite3", teacher_token="T")
        try:
            empty = rss_mb(proc.pid)
            teacher = Teacher(base, "T")
            students_n = 0
            for i, (game, n) in enumerate(TABLES):
                code = teacher.create(game, n, ["person"] * n, seed=i)
                students = [Student(base) for _ in range(n)]
                for st in students:
                    st.join(code)
                    sockets.enter_context(connect(base.replace("http", "ws") + f"/ws/tables/{code}",
                                           additional_headers=st.auth, ping_interval=None,
                                           close_timeout=1, max_size=None))
                students_n += n
                play_by_http(sorted(students, key=lambda s: s.seat), i, until=12)
            full = rss_mb(proc.pid)
        finally:
            proc.kill()  # first: the sockets then close at once
            proc.wait()
    kernel = kernel_like_mb()
    per = (full - empty) / students_n
    print(f"server process: {empty:.0f} MB empty; {full:.0f} MB with {len(TABLES)} tables, "
          f"{students_n} students and {students_n} sockets ({per:.2f} MB more per student, "
          f"{(full - empty) / len(TABLES):.1f} MB per table)")
    print(f"one kernel-like process with one student's Sultane board: {kernel:.0f} MB; "
          f"{students_n} of them: {students_n * kernel / 1024:.1f} GB "
          f"({students_n * kernel / full:.0f} times the table server)")


if __name__ == "__main__":
    main()
