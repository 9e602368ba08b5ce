"""`tasks.py`'s set-up for a newcomer (issue 25): the Python check comes first and says what to
do, one environment gathers the extras the commands need without reinstalling back and forth,
and the servers are started on the port that is printed."""

from __future__ import annotations

import ast
import glob
import json
import shutil
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from tests.test_tasks_lab import ROOT, _tasks

# -- the Python check ------------------------------------------------------------------------


def test_old_python_is_told_which_python_and_how_to_get_it() -> None:
    tasks = _tasks()
    message = tasks.python_problem((3, 10, 12, "final", 0), "/usr/bin/python3", "linux")
    assert "needs Python 3.11 or newer" in message
    assert "this is Python 3.10.12 (/usr/bin/python3)" in message
    assert "sudo apt-get install python3.11 python3.11-venv" in message  # Ubuntu 22.04
    assert "brew install" in message
    assert tasks.python_problem((3, 11, 0), "/usr/bin/python3", "linux") is None
    assert tasks.python_problem((3, 13, 1), "/usr/bin/python3", "darwin") is None


def test_windows_is_sent_to_wsl() -> None:
    message = _tasks().python_problem((3, 12, 0), "C:\\Python312\\python.exe", "win32")
    assert "WSL" in message and "Linux and macOS" in message


def test_tasks_py_parses_with_python_3_6() -> None:
    """Old interpreters must reach the check: no syntax newer than 3.6 anywhere in the file (the
    whole file is compiled before its first line runs), and no `from __future__ import
    annotations` (3.7)."""
    source = (ROOT / "tasks.py").read_text(encoding="utf-8")
    tree = ast.parse(source, feature_version=(3, 6))
    futures = [n for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)
               and n.module == "__future__"]
    assert futures == []
    # the check runs before any other import: an import that fails on an old Python would hide it
    body = [n for n in tree.body if not (isinstance(n, ast.Expr)
                                        and isinstance(n.value, ast.Constant))]
    assert isinstance(body[0], ast.Import) and body[0].names[0].name == "sys"
    first_if = next(i for i, n in enumerate(body) if isinstance(n, ast.If))
    assert all(isinstance(n, ast.Import | ast.ImportFrom) is False for n in body[1:first_if])


def _old_pythons() -> list[str]:
    found = [shutil.which("python3.10")]
    found += sorted(glob.glob(str(Path.home() / ".pyenv/versions/3.10*/bin/python3.10")))
    return [p for p in found if p and subprocess.run([p, "-c", "pass"],
                                                    capture_output=True).returncode == 0]


@pytest.mark.skipif(not _old_pythons(), reason="no python3.10 on this machine")
def test_a_real_python_3_10_gets_the_message_not_a_traceback(tmp_path: Path) -> None:
    """The command Ubuntu 22.04's default python3 runs: a message, exit status 1, nothing
    installed (the copy of tasks.py sits alone in a folder: it must not reach set-up)."""
    shutil.copy(ROOT / "tasks.py", tmp_path / "tasks.py")
    done = subprocess.run([_old_pythons()[0], "tasks.py", "lab"], cwd=tmp_path,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 1
    assert "needs Python 3.11 or newer; this is Python 3.10." in done.stderr
    assert "Traceback" not in done.stderr and done.stdout == ""
    assert sorted(p.name for p in tmp_path.iterdir()) == ["tasks.py"]


# -- one environment, extras gathered ----------------------------------------------------------


def test_lab_then_test_then_lab_installs_nothing_the_second_time() -> None:
    tasks = _tasks()
    digest = "d1"
    plan = tasks.extras_to_install(None, digest, tasks.LESSONS)
    assert plan == ["lab"]  # the lessons' extra only: no Playwright, OpenSpiel, Dask...
    stamp = json.dumps({"digest": digest, "extras": plan})
    plan = tasks.extras_to_install(stamp, digest, tasks.EVERYTHING)
    assert set(plan) == {"lab", "test", "bench", "dask", "serve"}  # what `test` includes
    stamp = json.dumps({"digest": digest, "extras": plan})
    assert tasks.extras_to_install(stamp, digest, tasks.LESSONS) is None
    assert tasks.extras_to_install(stamp, digest, "bench") is None  # test includes bench
    assert tasks.extras_to_install(stamp, digest, "serve") is None  # and serve
    plan = tasks.extras_to_install(stamp, digest, "test,mutate")
    assert set(plan) == {"lab", "test", "bench", "dask", "serve", "mutate"}
    stamp = json.dumps({"digest": digest, "extras": plan})
    assert tasks.extras_to_install(stamp, digest, tasks.EVERYTHING) is None  # no way back


def test_a_changed_pin_installs_every_extra_recorded_again() -> None:
    tasks = _tasks()
    stamp = json.dumps({"digest": "old", "extras": ["lab", "serve"]})
    assert tasks.extras_to_install(stamp, "new", tasks.LESSONS) == ["lab", "serve"]
    assert tasks.extras_to_install("0f3a9c", "new", "lab") == ["lab"]  # the old stamp format


def test_the_digest_reads_the_pins_not_tasks_py() -> None:
    """Editing tasks.py reinstalls nothing; pyproject.toml and constraints.txt do."""
    tasks = _tasks()
    assert set(tasks.SETUP_INPUTS) == {"pyproject.toml", "constraints.txt"}
    assert len(tasks.inputs_digest()) == 64


def test_extras_closure_follows_pyproject() -> None:
    closure = _tasks().extras_closure(["test"])
    assert {"lab", "dask", "serve", "bench", "test"} <= closure and "mutate" not in closure


def test_pip_is_pinned() -> None:
    pins = (ROOT / "constraints.txt").read_text(encoding="utf-8").splitlines()
    assert any(line.startswith("pip==") for line in pins)


def test_a_lessons_kernel_does_not_build_the_unused_iri_parser() -> None:
    """Set-up uninstalls rfc3987-syntax (tasks.SLOW_IMPORTS): the first cell of every lesson
    imports altair, hence jsonschema, which imported it and built some thirty Earley parsers
    (1.2 s of CPU in every kernel and every Jupyter server) for a format no schema uses."""
    assert "rfc3987-syntax" in _tasks().SLOW_IMPORTS
    code = ("import sys, altair, jsonschema, jupyter_events.validators\n"
            "print(sorted(m for m in sys.modules if m.startswith(('rfc3987', 'lark'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout
    assert out.strip() == "[]", "run python3 tasks.py setup: " + out
    # jsonschema still checks the formats the schemas do use
    from jsonschema import Draft7Validator, ValidationError

    checker = Draft7Validator.FORMAT_CHECKER
    with pytest.raises(ValidationError):
        Draft7Validator({"format": "date-time"}, format_checker=checker).validate("tuesday")


# -- the printed address is the served one ----------------------------------------------------


def test_free_port_skips_a_busy_one() -> None:
    tasks = _tasks()
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        assert tasks.free_port(port) != port


def test_servers_get_the_port_explicitly_and_may_not_move() -> None:
    tasks = _tasks()
    lab = tasks.lab_command(9123)
    assert "--ServerApp.port=9123" in lab and "--ServerApp.port_retries=0" in lab
    voila = tasks.voila_command("witch", 8867)
    assert "--port=8867" in voila and "--Voila.port_retries=0" in voila
    assert voila[1] == "app/witch.ipynb"


def test_lab_leaves_out_the_shim_that_warned_about_serverapp_token() -> None:
    lab = _tasks().lab_command()
    i = lab.index("--ServerApp.jpserver_extensions")
    assert lab[i + 1] == "notebook_shim=False"
    assert not any("ServerApp.token" in a or "NotebookApp" in a for a in lab)


def test_kernels_talk_over_ipc_where_a_socket_path_fits(monkeypatch: pytest.MonkeyPatch) -> None:
    """ipykernel 7 warns "Kernel is running over TCP without encryption" on each kernel start."""
    tasks = _tasks()
    monkeypatch.setenv("JUPYTER_RUNTIME_DIR", "/home/teacher/.local/share/jupyter/runtime")
    assert tasks.kernel_options() == ["--KernelManager.transport=ipc"]
    assert "--KernelManager.transport=ipc" in tasks.lab_command()
    assert "--KernelManager.transport=ipc" in tasks.voila_command("classroom", 8866)
    monkeypatch.setenv("JUPYTER_RUNTIME_DIR", "/" + "deep/" * 20)  # a Unix socket path: too long
    assert tasks.kernel_options() == []


def test_lab_and_app_read_a_configuration_without_websocket_pings(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """tornado 6.5 warns about jupyter_server's default ping timeout; no pings, no warning."""
    tasks = _tasks()
    monkeypatch.delenv("JUPYTER_CONFIG_PATH", raising=False)
    monkeypatch.setenv("JUPYTER_PATH", "/elsewhere")
    tasks.jupyter_env()
    import os

    assert os.environ["JUPYTER_CONFIG_PATH"] == str(ROOT / "app" / "config")
    assert os.environ["JUPYTER_PATH"].split(os.pathsep) == [str(ROOT / "app"), "/elsewhere"]
    server = json.loads((ROOT / "app/config/jupyter_server_config.json").read_text())
    voila = json.loads((ROOT / "app/config/voila.json").read_text())
    assert server["ServerApp"]["tornado_settings"] == {"ws_ping_interval": 0}
    assert voila["Voila"]["tornado_settings"] == {"ws_ping_interval": 0}


def test_lab_on_a_machine_without_a_browser_does_not_try_one() -> None:
    """JupyterLab warns "No web browser found" when it looks for one and finds none."""
    tasks = _tasks()
    assert "--ServerApp.open_browser=False" in tasks.lab_command(open_browser=False)
    assert "--ServerApp.open_browser=False" not in tasks.lab_command(open_browser=True)


# -- bench ------------------------------------------------------------------------------------


def test_every_benchmark_has_a_quick_size() -> None:
    """`python3 tasks.py bench` runs each benchmarks/bench_*.py at its quick size (under 10
    minutes in all); a new benchmark without one would run at its full defaults."""
    tasks = _tasks()
    scripts = {p.name for p in (ROOT / "benchmarks").glob("bench_*.py")}
    assert set(tasks.BENCH_QUICK) == scripts
    assert "--quick" in tasks.BENCH_QUICK["bench_search.py"]  # its defaults take hours
    assert "--quick" in tasks.BENCH_QUICK["bench_strength.py"]  # and the strength table's


if __name__ == "__main__":  # pragma: no cover
    sys.exit(pytest.main([__file__, "-q"]))
