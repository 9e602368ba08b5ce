"""CPU seconds of each test file in a parallel run, its subprocesses included.

``tests/schedule.py`` sends the costliest files out first, by these figures. A pytest-xdist
worker names the test it runs in its process title (``[pytest-xdist running] <node id>``);
every half second this tool reads every process's CPU time from ``/proc`` and adds what each
process used since the last look to the test file its worker ancestor runs: the worker itself,
and the Chromium, Jupyter, kernel and table-server processes it started. A test's own CPU
time in a worker says little of a browser test, whose Chromium does most of the work.

Usage (Linux), beside a run of the README's test command::

    python3 tools/cpu_by_test.py cpu.json &
    python3 tasks.py test
    touch cpu.json.stop; python3 tools/cpu_by_test.py --report cpu.json

Figures are CPU seconds on a loaded machine (two cores, three workers): larger than alone,
each file about as much larger as the others.
"""

from __future__ import annotations

import json
import os
import sys
import time
from collections import Counter
from pathlib import Path

TICKS = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100
TITLE = "[pytest-xdist running] "


def _read(pid: int) -> tuple[int, float, str] | None:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
        fields = stat[stat.rfind(")") + 2:].split()
        cmd = Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
    except OSError:
        return None  # the process ended meanwhile
    return int(fields[1]), (int(fields[11]) + int(fields[12])) / TICKS, cmd


def _processes() -> dict[int, tuple[int, float, str]]:
    """Every process now: pid -> (parent pid, CPU seconds so far, command line)."""
    return {int(d): r for d in os.listdir("/proc") if d.isdigit() and (r := _read(int(d)))}


def _test_file(pid: int, procs: dict[int, tuple[int, float, str]]) -> str | None:
    for _ in range(20):
        if pid not in procs:
            return None
        ppid, _cpu, cmd = procs[pid]
        if cmd.startswith(TITLE):
            return cmd[len(TITLE):].strip().split("::")[0]
        pid = ppid
    return None


def watch(out: Path, every: float = 0.5) -> None:
    # the processes running already count from now; those started later, from their start
    seen = {pid: cpu for pid, (_ppid, cpu, _cmd) in _processes().items()}
    by_file: Counter[str] = Counter()
    stop = Path(f"{out}.stop")
    while not stop.exists():
        procs = _processes()
        for pid, (_ppid, cpu, _cmd) in procs.items():
            used, seen[pid] = cpu - seen.get(pid, 0.0), cpu
            test = _test_file(pid, procs) if used > 0 else None
            if test:
                by_file[test] += used
        out.write_text(json.dumps(dict(by_file.most_common()), indent=0))
        time.sleep(every)


def report(out: Path, least: float = 6.0) -> None:
    figures = json.loads(out.read_text())
    print(f"{sum(figures.values()):.0f} CPU-s in all")
    for name, seconds in figures.items():
        if seconds >= least:
            print(f'    "{name}": {seconds:.1f},')


if __name__ == "__main__":
    if sys.argv[1] == "--report":
        report(Path(sys.argv[2]))
    else:
        watch(Path(sys.argv[1]))
