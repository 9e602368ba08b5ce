#!/usr/bin/env python3
"""One entry point for people and CI. Needs only python3 (3.11 or newer, standard library).

    python3 tasks.py lab [--reset]  set up what the lessons need, then open them in JupyterLab
                             from your working copy my-lessons/ (made on the first run, never
                             committed), so the shipped lessons stay as released; --reset puts
                             your copy aside (my-lessons-before-reset-<time>/) and starts afresh
    python3 tasks.py test    set up everything (Chromium and PostgreSQL too), then run every test
    python3 tasks.py app     set up what the lessons need, then serve the classroom app (Voila)
                             on 127.0.0.1:8866 or the next free port (it prints which)
    python3 tasks.py app [name] --class  ... on the local network, for the students' devices
                             (one shared app each, no seats of their own): prints the address
                             they type, http://<this machine's address>:<port>/
    python3 tasks.py app grard      ... the Majority (Grard) tally board
    python3 tasks.py app sultane    ... the Au chevet de la Sultane board
    python3 tasks.py app majority2  ... the Majority 2 board (play a bot, replay)
    python3 tasks.py app witch      ... the Witch of the Academy board (play, class game, replay)
    python3 tasks.py serve [--port P] [--db URL]  set up the table server, then serve the classroom
                             tables (students play their own seats from their browsers); prints
                             the teacher's link; SQLite in data/tables.sqlite3 unless --db or
                             MAJORITY_TABLES_DB gives a path or a postgresql:// URL
    python3 tasks.py bench [--full]  set everything up, then run every benchmark at a quick size
                             (about 2.5 minutes of CPU); --full: each at its defaults (hours)
    python3 tasks.py lessons-fr [NN ...]  the French lesson editions: bring the catalogs
                             notebooks/fr/locale/*.po in step with the English lessons, then
                             write and execute notebooks/fr/*.ipynb (tools/lessons_fr.py)
    python3 tasks.py student [--language fr]  set everything up, then build the lessons'
                             student edition (no solution cell, hint or answer) in
                             build/student/ (the French one from notebooks/fr/ in
                             build/student/fr/)
    python3 tasks.py golden  rewrite the golden playthroughs (tests/<game>/golden/*.txt, and the
                             French *.fr.txt) after a deliberate change; review the diff
                             before committing (tests only compare)
    python3 tasks.py i18n    extract the translatable messages (Babel, tools/babel/*.cfg), update the
                             catalogs (majority_core/locale/*/LC_MESSAGES/majority.po) and
                             compile them (.mo, committed); then translate what is new
    python3 tasks.py mutate [module [glob...]]  mutation testing (mutmut) of one module, e.g.
                             majority_core/grard/kernel.py (default: every game's kernel),
                             optionally only the mutants matching the globs (e.g.
                             '*x__settle*'); low CPU priority; not part of CI; prints the score
    python3 tasks.py setup   only set up

Needs Python 3.11 or newer on Linux or macOS (`test` also installs Debian's chromium and
postgresql with apt-get, as root or through sudo, when they are missing). Windows: use WSL 2.

Setup makes a virtual environment in .venv and installs the pinned stack from constraints.txt,
with the extras the command needs (`lab`, `app`, `student`, `lessons-fr`: the lessons' own;
`serve`: the table server's; `test`, `bench`, `golden`, `i18n`: everything). The stamp in .venv
records which extras are installed: a later command installs only what is missing, and the
whole environment is installed again only when pyproject.toml or constraints.txt change.
"""

# The version check runs before anything else, and this file uses no syntax newer than
# Python 3.6 (tests/test_tasks_setup.py parses it so), so that an old python3 reads the
# message below instead of a SyntaxError or a pip ResolutionImpossible. No `from __future__
# import annotations` either (3.7): the annotations below are evaluated after the check.
import sys

NEEDED = (3, 11)


def python_problem(version=None, executable=None, platform=None):  # noqa: ANN001, ANN201
    """Why this Python cannot run the project (None when it can): the version it needs and how
    to get it, in words a newcomer can act on."""
    version = tuple(sys.version_info if version is None else version)
    executable = sys.executable if executable is None else executable
    platform = sys.platform if platform is None else platform
    if platform.startswith("win"):
        return ("[tasks] tasks.py runs on Linux and macOS. On Windows, use WSL 2 (wsl --install, "
                "then Ubuntu 24.04) and run python3 tasks.py there.")
    if version[:2] >= NEEDED:
        return None
    have = ".".join(str(v) for v in version[:3])
    return "\n".join([
        f"[tasks] majority-games needs Python 3.11 or newer; this is Python {have} ({executable}).",
        "[tasks] Get a newer Python, then run this command with it, for example:",
        "[tasks]   Ubuntu 22.04: sudo apt-get install python3.11 python3.11-venv; "
        "python3.11 tasks.py lab",
        "[tasks]   Debian 12, Ubuntu 24.04 and newer: python3 is already new enough",
        "[tasks]   macOS: brew install python@3.12 (or the installer from python.org); "
        "python3.12 tasks.py lab",
        "[tasks]   anywhere: pyenv install 3.12; pyenv shell 3.12; python tasks.py lab",
    ])


if __name__ == "__main__" and python_problem() is not None:
    sys.exit(python_problem())

import hashlib  # noqa: E402 (after the version check, on purpose)
import json  # noqa: E402
import os  # noqa: E402
import shutil  # noqa: E402
import socket  # noqa: E402
import subprocess  # noqa: E402
import time  # noqa: E402
from collections.abc import Iterable  # noqa: E402
from pathlib import Path  # noqa: E402

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
PY = VENV / "bin" / "python"
STAMP = VENV / ".setup-stamp"
CHROMIUM = Path("/usr/bin/chromium")
START_NOTEBOOK = "notebooks/00-start-here.ipynb"
#: The teacher's working copy of the lessons (git-ignored): `lab` opens the lessons from here,
#: so that typed answers and JupyterLab's autosave never touch the shipped notebooks/.
MY_LESSONS = "my-lessons"
APPS = {
    "classroom": "app/classroom.ipynb",
    "grard": "app/grard.ipynb",
    "majority2": "app/majority2.ipynb",
    "sultane": "app/sultane.ipynb",
    "witch": "app/witch.ipynb",
}

# JupyterLab settings for an offline classroom: no news feed, no update check.
LAB_OVERRIDES = """{
  "@jupyterlab/apputils-extension:notification": {"fetchNews": "false", "checkForUpdates": false}
}
"""


def say(msg: str) -> None:
    print(f"[tasks] {msg}", flush=True)


def run(*cmd: str | os.PathLike[str], **kw) -> None:
    say(" ".join(str(c) for c in cmd))
    subprocess.run([str(c) for c in cmd], check=True, cwd=ROOT, **kw)


def is_root() -> bool:
    return hasattr(os, "geteuid") and os.geteuid() == 0


def apt_install(*packages: str) -> None:
    """Install Debian packages (as root, or through sudo when it is there)."""
    prefix = [] if is_root() else (["sudo"] if shutil.which("sudo") else None)
    if prefix is None or not shutil.which("apt-get"):
        sys.exit(f"[tasks] please install {' '.join(packages)} with your system's package manager")
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    run(*prefix, "apt-get", "update", "-q", env=env)
    run(*prefix, "apt-get", "install", "-y", "-q", "--no-install-recommends", *packages, env=env)


#: What each command needs installed (pyproject.toml's extras); `test` is everything CI runs.
LESSONS = "lab"
EVERYTHING = "test"
#: Files whose change means installing the environment again (tasks.py itself does not: its
#: edits need no reinstall); SETUP_FORMAT changes when what setup() does changes.
SETUP_INPUTS = ("pyproject.toml", "constraints.txt")
SETUP_FORMAT = "2"


def inputs_digest() -> str:
    """The pinned stack this environment was installed from (and the Python running it)."""
    h = hashlib.sha256(SETUP_FORMAT.encode())
    for name in SETUP_INPUTS:
        h.update((ROOT / name).read_bytes())
    h.update(sys.version.encode())
    return h.hexdigest()


def extras_closure(names: Iterable[str]) -> set[str]:
    """These extras and the ones they include (`test` includes `lab`, ...), from pyproject.toml."""
    import tomllib

    table = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    table = table.get("optional-dependencies", {})
    found: set[str] = set()
    todo = list(names)
    while todo:
        extra = todo.pop()
        if extra not in found:
            found.add(extra)
            for req in table.get(extra, ()):
                if req.startswith("majority-games["):
                    todo.extend(req[len("majority-games["):].split("]")[0].split(","))
    return found


def extras_to_install(stamp: str | None, digest: str, wanted: str) -> list[str] | None:
    """The extras to install now, or None when the stamp says every wanted one is there.

    The stamp is JSON: the inputs' digest and the extras installed. Extras only accumulate (a
    `bench` after a `lab` keeps the lab's), so that going back and forth between commands
    installs nothing; a changed digest installs every extra recorded, again, from the pins.
    """
    want = extras_closure(e for e in wanted.split(",") if e)
    try:
        record = json.loads(stamp) if stamp else {}
    except ValueError:  # the first format: a bare hash, extras unknown
        record = {}
    if not isinstance(record, dict):
        record = {}
    have = extras_closure(record.get("extras", ()))
    if record.get("digest") == digest and want <= have:
        return None
    return sorted(have | want)


def setup(extras: str = EVERYTHING) -> None:
    """Create .venv and install the pinned stack with these extras (only what is missing)."""
    if not PY.exists():
        try:
            run(sys.executable, "-m", "venv", VENV)
        except subprocess.CalledProcessError:
            shutil.rmtree(VENV, ignore_errors=True)
            apt_install("python3-venv")
            run(sys.executable, "-m", "venv", VENV)
    digest = inputs_digest()
    install = extras_to_install(STAMP.read_text() if STAMP.exists() else None, digest, extras)
    if install is None:
        say("environment up to date (.venv)")
    else:
        started = time.monotonic()
        say(f"installing the pinned stack with {', '.join(install)} into .venv "
            "(a first run takes several minutes)")
        pip = [PY, "-m", "pip", "--disable-pip-version-check"]
        run(*pip, "install", "-q", "-c", "constraints.txt", "pip")
        run(*pip, "install", "-q", "-c", "constraints.txt", "-e", f".[{','.join(install)}]")
        drop_slow_imports(pip)
        STAMP.write_text(json.dumps({"digest": digest, "extras": install}))
        say(f"environment ready (.venv, {time.monotonic() - started:.0f} s)")
    settings = VENV / "share" / "jupyter" / "lab" / "settings"
    if (VENV / "bin" / "jupyter-lab").exists():
        settings.mkdir(parents=True, exist_ok=True)
        (settings / "overrides.json").write_text(LAB_OVERRIDES)


#: Installed by the Jupyter stack and never used by it, yet imported by every process that
#: imports jsonschema (each lesson's kernel through altair, each Jupyter server): see
#: drop_slow_imports.
SLOW_IMPORTS = ("rfc3987-syntax",)


def drop_slow_imports(pip: list[str | os.PathLike[str]]) -> None:
    """Uninstall :data:`SLOW_IMPORTS`. jupyter-events asks for jsonschema's "format-nongpl"
    extra, which brings rfc3987-syntax; jsonschema imports it, when it is there, to check the
    "iri" format, which no Jupyter or Vega-Lite schema uses, and its import builds some thirty
    Earley parsers: 1.2 s of CPU in every kernel a lesson starts (its first cell: 1.6 s with
    it, 0.4 s without) and in every Jupyter server. jsonschema goes on without it (an optional
    import). Upstream: python-jsonschema/jsonschema issue 1428."""
    run(*pip, "uninstall", "-q", "-y", *SLOW_IMPORTS)


def ensure_chromium() -> None:
    """Browser tests drive Debian's Chromium; Playwright never downloads a browser here."""
    if CHROMIUM.exists():
        return
    run("sh", ROOT / "tools" / "ensure_chromium.sh")  # apt-get, tested in tests/browser


def ensure_postgres() -> None:
    """tests/tables/test_postgres.py makes its own cluster from Debian's PostgreSQL binaries;
    installing them takes about 10-20 s (57 MB of packages), so the test setup does it."""
    if any(Path("/usr/lib/postgresql").glob("*/bin/initdb")):
        return
    run("sh", ROOT / "tools" / "ensure_postgres.sh")  # apt-get, tested in tests/tables


#: Kept out of the Lab file browser: caches and the test set-up, which a teacher has no use for.
LAB_HIDDEN = ("__pycache__", "*.pyc", "*.pyo", ".DS_Store", "*~", "*.egg-info", "conftest.py",
              "test-artifacts")


def free_port(start: int, host: str = "127.0.0.1", tries: int = 50) -> int:
    """The first port from ``start`` that nothing listens on (at this instant): the servers get
    it explicitly and may not move on, so that the address printed is the one they serve."""
    for port in range(start, start + tries):
        with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
            try:
                s.bind((host, port))
            except OSError:
                continue
            return port
    sys.exit(f"[tasks] no free port between {start} and {start + tries - 1} on {host}")


#: Run in .venv by trust_notebooks(): sign (in this user's Jupyter signature store, the files are
#: not touched) each notebook whose signature does not match.
TRUST = """
import sys
import nbformat
from nbformat.sign import NotebookNotary
notary = NotebookNotary()
for path in sys.argv[1:]:
    nb = nbformat.read(path, as_version=4)
    if not notary.check_signature(nb):
        notary.sign(nb)
"""


def trust_notebooks() -> None:
    """Trust the project's own lessons and apps (`jupyter trust`, quietly): Jupyter logs "Notebook
    ... is not trusted" each time it opens one it has not signed, and a teacher's own lessons
    should show their saved outputs as they are."""
    notebooks = sorted(str(p.relative_to(ROOT)) for d in ("notebooks", "app", MY_LESSONS)
                       for p in (ROOT / d).rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts)
    subprocess.run([str(PY), "-c", TRUST, *notebooks], cwd=ROOT, check=True)


def has_browser() -> bool:
    """Whether JupyterLab will find a browser to open (else it warns: "No web browser found")."""
    import webbrowser

    try:
        webbrowser.get()
    except webbrowser.Error:
        return False
    return True


def kernel_options() -> list[str]:
    """Kernels talk to the server over local sockets (IPC), not TCP: ipykernel 7 warns "Kernel
    is running over TCP without encryption" in the server's log on every kernel start.

    A Unix socket's path is limited (about 104 bytes on macOS, 108 on Linux); it is the runtime
    folder plus about 50 characters, so a deep runtime folder keeps TCP (and the warning)."""
    if sys.platform == "darwin":
        runtime = Path.home() / "Library" / "Jupyter" / "runtime"
    else:
        data = os.environ.get("JUPYTER_DATA_DIR") or os.path.join(
            os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share", "jupyter")
        runtime = Path(data) / "runtime"
    runtime = Path(os.environ.get("JUPYTER_RUNTIME_DIR") or runtime)
    if os.name != "posix" or len(str(runtime)) + 50 > 100:
        return []
    return ["--KernelManager.transport=ipc"]


#: Configuration read by `lab` and `app` (JUPYTER_CONFIG_PATH): kernel websockets on this machine
#: need no keep-alive pings, and jupyter_server's default ping timeout (3 x the 30 s interval) is
#: one tornado 6.5 refuses with a warning when the first notebook connects ("The
#: websocket_ping_timeout (90000) cannot be longer than the websocket_ping_interval (30000)").
#: A file, not the command line: traitlets deprecates dict values there.
JUPYTER_CONFIG = ROOT / "app" / "config"


def jupyter_env() -> None:
    """This process's (and so the server's) Jupyter paths: our templates and configuration."""
    for var, path in (("JUPYTER_PATH", ROOT / "app"), ("JUPYTER_CONFIG_PATH", JUPYTER_CONFIG)):
        os.environ[var] = os.pathsep.join(p for p in (str(path), os.environ.get(var, "")) if p)


def working_copy(root: Path = ROOT, reset: bool = False) -> Path:
    """The teacher's copy of the lessons, ``root/my-lessons`` (notebooks/ and its French
    editions in fr/): made on the first run; later runs keep every file in it and only add the
    lessons it lacks (a new lesson after an update). ``reset`` first moves the old copy aside,
    to ``my-lessons-before-reset-<time>``, so that nothing the teacher wrote is ever deleted."""
    source, copy = root / "notebooks", root / MY_LESSONS
    if reset and copy.exists():
        aside = root / f"{MY_LESSONS}-before-reset-{time.strftime('%Y%m%d-%H%M%S')}"
        copy.rename(aside)
        say(f"your old copy of the lessons is now {aside.name}/")
    made = not copy.exists()
    for lesson in sorted(source.rglob("*.ipynb")):
        target = copy / lesson.relative_to(source)
        if ".ipynb_checkpoints" in lesson.parts or target.exists():
            continue
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(lesson, target)
    if made:
        say(f"your working copy of the lessons: {MY_LESSONS}/ (python3 tasks.py lab --reset "
            "starts it again)")
    return copy


def lab_command(port: int = 8888, open_browser: bool = True,
                start: str = START_NOTEBOOK) -> list[str]:
    """JupyterLab opening lesson 00 (``start``; `lab` gives the working copy's): the URL it
    prints is the lesson's, not a Launcher's.

    On exactly ``port`` (no retries: the address JupyterLab prints is the one it serves).
    notebook_shim's server extension, which bridges the classic Notebook's configuration that
    nothing here uses, is off: it reads every attribute of the server, the deprecated
    ``ServerApp.token`` too, and that printed a DeprecationWarning on every start."""
    root = ["--allow-root"] if is_root() else []  # JupyterLab refuses root unless told
    hidden = [f"--ContentsManager.hide_globs={g}" for g in LAB_HIDDEN]
    return [str(PY), "-m", "jupyterlab", *root, f"--LabApp.default_url=/lab/tree/{start}",
            f"--ServerApp.port={port}", "--ServerApp.port_retries=0",
            "--ServerApp.jpserver_extensions", "notebook_shim=False", *kernel_options(), *hidden,
            *([] if open_browser else ["--ServerApp.open_browser=False"])]


def lab(args: list[str] = ()) -> None:
    unknown = [a for a in args if a != "--reset"]
    if unknown:
        sys.exit(f"[tasks] lab takes only --reset, not {' '.join(unknown)}")
    setup(LESSONS)
    os.chdir(ROOT)
    copy = working_copy(ROOT, reset="--reset" in args)
    trust_notebooks()
    jupyter_env()
    port = free_port(8888, "localhost")
    say(f"JupyterLab on port {port}: open the address it prints below (with its token)")
    start = (copy / Path(START_NOTEBOOK).name).relative_to(ROOT).as_posix()
    cmd = lab_command(port, open_browser=has_browser(), start=start)
    os.execv(cmd[0], cmd)


def voila_command(name: str, port: int, open_browser: bool = True,
                  host: str = "127.0.0.1") -> list[str]:
    """Voila serving app ``name`` on exactly ``host``:``port`` (no retries), offline: this
    machine only, or every interface (0.0.0.0) for a class's devices."""
    return [str(VENV / "bin" / "voila"), APPS[name], f"--port={port}", "--Voila.port_retries=0",
            f"--Voila.ip={host}", "--template=offline", *kernel_options(),
            *([] if open_browser else ["--no-browser"])]


def lan_address() -> str:
    """This machine's address on the local network: the table server's own function
    (majority_tables/network.py, standard library only), read from its file so that tasks.py
    needs nothing installed."""
    import importlib.util

    spec = importlib.util.spec_from_file_location(
        "majority_tables_network", ROOT / "majority_tables" / "network.py")
    network = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(network)
    return network.lan_address()


def app_address(port: int, for_class: bool) -> tuple[str, str]:
    """(the interface Voila listens on, the address to open): this machine only by default;
    with ``--class`` every interface, and the local network address the students type."""
    if not for_class:
        return "127.0.0.1", f"http://127.0.0.1:{port}/"
    return "0.0.0.0", f"http://{lan_address()}:{port}/"


def app(args: list[str] = ()) -> None:
    for_class = "--class" in args
    names = [a for a in args if a != "--class"]
    name = names[0] if names else "classroom"
    if name not in APPS or len(names) > 1:
        sys.exit(f"[tasks] no app {' '.join(names)!r}; apps: {', '.join(APPS)} (and --class)")
    setup(LESSONS)
    os.chdir(ROOT)
    port = free_port(8866, "0.0.0.0" if for_class else "127.0.0.1")
    host, address = app_address(port, for_class)
    if for_class:
        say(f"serving {APPS[name]} to the local network: students type {address} "
            "(same Wi-Fi as this machine; Ctrl-C to stop)")
        if address.startswith("http://127.0.0.1"):
            say("no local network found: only this machine can open it")
    else:
        say(f"serving {APPS[name]} at {address} (Ctrl-C to stop)")
    # app/voila/templates/offline: Voila's lab template without its Font Awesome CDN links
    jupyter_env()
    trust_notebooks()
    cmd = voila_command(name, port, open_browser=has_browser() and not for_class, host=host)
    os.execv(cmd[0], cmd)


def serve(args: list[str]) -> None:
    """The classroom tables server (majority_tables): ``python -m majority_tables``; it says
    so, before printing any link, when its port is taken."""
    setup("serve")
    os.chdir(ROOT)
    os.execv(str(PY), [str(PY), "-m", "majority_tables", *args])


def test_workers(cores: int | None = None) -> int:
    """pytest's workers: one more than the cores. A third of the run is spent waiting (a
    browser drawing a page, a Jupyter or table server starting, a kernel): with two workers
    on two cores the run used 157 % of the CPU and took 17 min 17 s, with three 12 min 57 s
    (the same 4,683 tests, 28 November 2026)."""
    return (cores or os.cpu_count() or 2) + 1


def test(args: list[str]) -> int:
    setup()
    ensure_chromium()
    ensure_postgres()
    env = {**os.environ, "PYTHONHASHSEED": "0"}
    run(VENV / "bin" / "ruff", "check", ".")
    cmd = [str(PY), "-m", "pytest", "-n", str(test_workers()), "--dist", "loadfile", *args]
    say(" ".join(cmd))
    return subprocess.run(cmd, cwd=ROOT, env=env).returncode


def lessons_fr(args: list[str]) -> int:
    """The French lesson editions from the English lessons and their catalogs."""
    setup()
    return subprocess.run([str(PY), str(ROOT / "tools" / "lessons_fr.py"), *args],
                          cwd=ROOT).returncode


def student(args: list[str]) -> int:
    """The lessons without their cells tagged "solution", hints or answers
    (tools/student_edition.py; ``--language fr`` builds the French edition)."""
    setup(LESSONS)
    return subprocess.run([str(PY), str(ROOT / "tools" / "student_edition.py"), *args],
                          cwd=ROOT).returncode


#: `python3 tasks.py bench`: each benchmark at a size that shows its figures and ratios in
#: seconds of CPU (measured: 151 s of CPU in all, most of it bench_search's, the browser's and
#: Grard's; 688 s of wall time on 2 cores under a load average of 15-20); `--full` runs each at
#: its own defaults, the long studies (bench_search alone takes hours).
BENCH_QUICK = {
    "bench_boards.py": ["-n", "50"],
    "bench_browser.py": ["-n", "5", "--frontend", "voila"],
    "bench_grard.py": [],
    "bench_majority2.py": ["--seconds", "0.5", "--repeats", "1"],
    "bench_openspiel.py": ["--games", "2", "--seconds", "0.1", "--turn-limit", "40"],
    "bench_parallel.py": ["--games", "400"],
    "bench_search.py": ["--quick", "--games", "2"],
    "bench_strength.py": ["--quick"],
    "bench_sultane.py": ["500"],
    "bench_tables.py": ["--seconds", "5"],
    "bench_tables_browser.py": ["--only", "majority"],
    "bench_the_majority.py": ["--seconds", "0.5", "--repeats", "1"],
    "bench_witch.py": ["100"],
}


def bench(args: list[str]) -> int:
    """Every benchmarks/bench_*.py, its output as it comes, then its wall and CPU time (the
    machine may be shared: CPU time says what the benchmark itself cost)."""
    import resource

    full = "--full" in args
    setup(EVERYTHING)
    rc = 0
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}  # figures as they come, not at the end
    started, total = time.monotonic(), []
    for script in sorted((ROOT / "benchmarks").glob("bench_*.py")):
        extra = [] if full else BENCH_QUICK.get(script.name, [])
        say(f"benchmark {script.name} {' '.join(extra)}".rstrip())
        before, t0 = resource.getrusage(resource.RUSAGE_CHILDREN), time.monotonic()
        rc |= subprocess.run([str(PY), str(script), *extra], cwd=ROOT, env=env).returncode
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
        total.append(cpu)
        say(f"{script.name}: {time.monotonic() - t0:.0f} s wall, {cpu:.0f} s CPU")
    say(f"all benchmarks: {time.monotonic() - started:.0f} s wall, {sum(total):.0f} s CPU"
        + ("" if full else " (quick sizes; --full for the long studies)"))
    return rc


def golden(args: list[str]) -> int:
    """Rewrite the golden files (tests/golden.py); the tests never write them."""
    setup()
    return subprocess.run([str(PY), "-m", "tests.golden", *args], cwd=ROOT).returncode


#: Message catalogs (gettext domains) and the Babel mapping file that finds each one's messages.
I18N_DOMAINS = ("majority", "lessons", "widgets")


def i18n(args: list[str]) -> int:
    """Extract -> update -> compile the message catalogs (majority_core/i18n.py says how):
    each domain of ``args`` (all by default) from tools/babel/<domain>.cfg into
    majority_core/locale/<lang>/LC_MESSAGES/<domain>.po, typeset (tools/typeset_po.py), compiled
    to .mo (both committed)."""
    setup()
    babel = [PY, "-m", "babel.messages.frontend"]
    locale = "majority_core/locale"
    for domain in args or I18N_DOMAINS:
        pot = ROOT / "build" / "i18n" / f"{domain}.pot"
        pot.parent.mkdir(parents=True, exist_ok=True)
        run(*babel, "extract", "-F", f"tools/babel/{domain}.cfg", "--no-location",
            "--sort-output", "--no-wrap", "-k", "NP_:1c,2", "--project", "majority-games",
            "--add-comments",
            "TRANSLATORS:", "-o", pot, ".")
        for lang in sorted(p.name for p in (ROOT / locale).iterdir() if p.is_dir()):
            po = ROOT / locale / lang / "LC_MESSAGES" / f"{domain}.po"
            step = "update" if po.exists() else "init"
            extra = ["--ignore-obsolete", "--no-fuzzy-matching"] if step == "update" else []
            run(*babel, step, "-i", pot, "-d", locale, "-D", domain, "-l", lang, "--no-wrap",
                *extra)
        run(PY, "tools/typeset_po.py")  # French typography in every French catalog (issue 20)
        run(*babel, "compile", "-d", locale, "-D", domain, "--statistics")
    return 0


_MAJORITY2_STATE = [
    "tests/majority2/test_state_exact.py",  # first: every effect's words, data and table, in 2 s
    "tests/majority2/test_state.py",
    "tests/majority2/test_effects.py",
    "tests/majority2/test_referee.py",
    "tests/majority2/test_contract.py",
]
_THE_MAJORITY_STATE = [
    "tests/the_majority/test_state_exact.py",  # first: every event's data, in a second
    "tests/the_majority/test_state.py",
    "tests/the_majority/test_referee.py",
    "tests/the_majority/test_golden.py",
    "tests/the_majority/test_contract.py",
]
_SULTANE_STATE = [
    "tests/sultane/test_state_exact.py",  # first: every event, view and refusal, in seconds
    "tests/sultane/test_rules.py",
    "tests/sultane/test_referee.py",
    "tests/sultane/test_golden.py",
    "tests/sultane/test_views_and_saves.py",
]
_WITCH_STATE = [
    "tests/witch/test_state_exact.py",  # first: every decision's events, views and refusals
    "tests/witch/test_rules.py",
    "tests/witch/test_referee.py",
    "tests/witch/test_golden.py",
    "tests/witch/test_contract.py",
]

#: The tests that judge each module under mutation (fast ones: each mutant runs them).
MUTATE_TESTS = {
    "majority_core/the_majority/kernel.py": [
        "tests/the_majority/test_kernel.py",
        "tests/the_majority/test_referee.py",
        "tests/the_majority/test_state.py",
        "tests/the_majority/test_golden.py",
    ],
    "majority_core/sultane/kernel.py": [
        "tests/sultane/test_rules.py",
        "tests/sultane/test_referee.py",
        "tests/sultane/test_golden.py",
    ],
    "majority_core/grard/kernel.py": [
        "tests/grard/test_kernel.py",
        "tests/grard/test_referee.py",
        "tests/grard/test_state.py",
        "tests/grard/test_golden.py",
        "tests/grard/test_kernel_mutants.py",
    ],
    "majority_core/majority2/kernel.py": [
        "tests/majority2/test_kernel.py",
        "tests/majority2/test_referee.py",
        "tests/majority2/test_effects.py",
        "tests/majority2/test_state.py",
    ],
    "majority_core/witch/kernel.py": [
        "tests/witch/test_kernel.py",
        "tests/witch/test_referee.py",
        "tests/witch/test_rules.py",
        "tests/witch/test_golden.py",
    ],
    # issue 21, item 13 (docs/mutation.md): the samplers, the Bayes beliefs, the exercises
    "majority_core/witch/bayes.py": ["tests/witch/test_bayes.py"],
    "majority_core/sultane/bayes.py": [
        "tests/sultane/test_bayes_exact.py",  # the reference written from the rulebook
        "tests/sultane/test_bayes.py",
        "tests/sultane/test_policies.py",
    ],
    "majority_core/grard/worlds.py": [
        "tests/grard/test_worlds.py",
        "tests/grard/test_contract.py",
        "tests/test_search_worlds.py",
    ],
    "majority_core/the_majority/worlds.py": [
        "tests/the_majority/test_worlds_exact.py",
        "tests/the_majority/test_worlds.py",
        "tests/the_majority/test_contract.py",
    ],
    "majority_core/the_majority/sight.py": [
        "tests/the_majority/test_sight.py",
        "tests/the_majority/test_worlds_exact.py",
        "tests/the_majority/test_worlds.py",
        "tests/the_majority/test_contract.py",
    ],
    "majority_core/grard/state.py": [
        "tests/grard/test_state_exact.py",  # first: events, views, refusals, in a second
        "tests/grard/test_state.py",
        "tests/grard/test_referee.py",
        "tests/grard/test_golden.py",
        "tests/grard/test_contract.py",
    ],
    "majority_core/witch/worlds.py": [
        "tests/witch/test_worlds.py",
        "tests/witch/test_contract.py",
        "tests/test_worlds_decks.py",
        "tests/test_search_worlds.py",
    ],
    "majority_core/majority2/worlds.py": [
        "tests/majority2/test_worlds.py",
        "tests/majority2/test_contract.py",
        "tests/test_worlds_decks.py",
        "tests/test_search_worlds.py",
    ],
    "majority_core/exercises.py": [
        "tests/test_exercise_checkers.py",  # first: every feedback read whole, in a second
        "tests/test_exercises.py",
        "tests/test_exercise_tolerance.py",
    ],
    "majority_core/sultane/worlds.py": [
        "tests/sultane/test_worlds.py",
        "tests/sultane/test_views_and_saves.py",  # its contract class: the leak test
        "tests/test_search_worlds.py",
    ],
    # the games' state.py and mixins: the rules' own tests, the referee, the golden logs, the
    # contract (its leak test reads the views)
    "majority_core/majority2/state.py": _MAJORITY2_STATE,
    "majority_core/majority2/effects.py": _MAJORITY2_STATE,
    "majority_core/majority2/refusals.py": _MAJORITY2_STATE,
    "majority_core/majority2/views.py": _MAJORITY2_STATE,
    "majority_core/the_majority/state.py": _THE_MAJORITY_STATE,
    "majority_core/the_majority/views.py": _THE_MAJORITY_STATE,
    "majority_core/sultane/state.py": _SULTANE_STATE,
    "majority_core/sultane/effects.py": _SULTANE_STATE,
    "majority_core/sultane/refusals.py": _SULTANE_STATE,
    "majority_core/sultane/views.py": _SULTANE_STATE,
    "majority_core/witch/state.py": _WITCH_STATE,
    "majority_core/witch/night.py": _WITCH_STATE,
    "majority_core/witch/refusals.py": _WITCH_STATE,
    "majority_core/witch/views.py": _WITCH_STATE,
    # each game's lesson exercises: the checkers' tests and the game's lesson claims
    **{
        f"majority_core/{game}/exercises.py": [
            "tests/test_exercises_in_french.py",  # first: it kills a changed text in a second
            "tests/test_exercises.py",
            "tests/test_exercise_tolerance.py",
            f"tests/{game}/test_lesson_claims.py",
            "tests/test_debrief.py",  # the lesson's debrief exercise and its registration
            *(["tests/sultane/test_class_game_exercises.py"] if game == "sultane" else []),
        ]
        for game in ("grard", "majority2", "sultane", "the_majority", "witch")
    },
}


#: Appended to the copy of conftest.py that mutation testing runs. mutmut 3 forks each mutant's
#: run from the process that ran the clean tests, so every ``functools.lru_cache`` (``cache``)
#: the clean run filled is inherited: a mutant of a cached function is never called and
#: "survives" (Witch's ``bayes._likelihoods``: 67 false survivors of 400). Each run starts empty.
FRESH_CACHES = """

@pytest.hookimpl(tryfirst=True)
def pytest_sessionstart(session: pytest.Session) -> None:
    \"\"\"Mutation testing: empty the lru_caches a forked mutant run inherits (tasks.py).\"\"\"
    import functools

    for obj in gc.get_objects():
        if isinstance(obj, functools._lru_cache_wrapper):
            obj.cache_clear()
"""


def mutate(args: list[str]) -> int:
    """Mutation testing with mutmut 3 in build/mutate/<module>/ (a copy of the sources and
    tests, so the work tree is never touched), at low priority; prints each module's score."""
    setup("test,mutate")  # mutmut 3.8 (pinned); a kernel takes minutes to an hour
    kernels = sorted(m for m in MUTATE_TESTS if m.endswith("/kernel.py"))
    modules, only = (args[:1], args[1:]) if args else (kernels, [])
    rc = 0
    for module in modules:
        tests = MUTATE_TESTS.get(module) or [str(Path("tests") / Path(module).parent.name)]
        work = ROOT / "build" / "mutate" / module.replace("/", "_").removesuffix(".py")
        shutil.rmtree(work, ignore_errors=True)
        work.mkdir(parents=True)
        for name in ("majority_core", "majority_widgets", "tests", "tools", "notebooks"):
            shutil.copytree(ROOT / name, work / name,
                            ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
        for name in ("conftest.py", "pyproject.toml"):
            shutil.copy(ROOT / name, work / name)
        with (work / "conftest.py").open("a", encoding="utf-8") as conftest:
            conftest.write(FRESH_CACHES)
        (work / "setup.cfg").write_text(
            "[mutmut]\nsource_paths=majority_core/\n"
            f"only_mutate={module}\n"
            # the exercises' tests read the lessons and the student-edition tool
            "also_copy=\n    majority_widgets/\n    tools/\n    notebooks/\n    conftest.py\n"
            "pytest_add_cli_args=\n    -o\n    addopts=\n    -p\n    no:cacheprovider\n"
            "    --doctest-modules\n"  # the module's own doctests count, as in CI
            "pytest_add_cli_args_test_selection=\n    "
            + "\n    ".join([*tests, module]) + "\n"
            "use_git_change_detection=false\n",
            encoding="utf-8",
        )
        mutmut = [str(VENV / "bin" / "mutmut")]
        say(f"mutation testing {module} with {' '.join(tests)} (in {work})")
        nice = ["nice", "-n", "10"] if shutil.which("nice") else []
        run_cmd = [*nice, *mutmut, "run", "--max-children", "1", *only]
        rc |= subprocess.run(run_cmd, cwd=work).returncode
        out = subprocess.run([*mutmut, "results", "--all", "true"], cwd=work,
                             capture_output=True, text=True).stdout
        (work / "results.txt").write_text(out, encoding="utf-8")
        status = [line.rsplit(": ", 1)[-1] for line in out.splitlines() if ": " in line]
        status = [x for x in status if x != "not checked"]  # outside the globs
        killed = status.count("killed")
        say(f"{module}: {killed} of {len(status)} mutants killed "
            f"({100 * killed / max(1, len(status)):.1f}%); the others: {work / 'results.txt'}, "
            f"`cd {work} && {mutmut[0]} show <name>`")
    return rc


def main(argv: list[str]) -> int:
    if not argv or argv[0] in {"-h", "--help", "help"}:
        print(__doc__)
        return 0
    task, rest = argv[0], argv[1:]
    if task == "setup":
        setup()
        return 0
    if task == "lab":
        lab(rest)
    if task == "app":
        app(rest)
    if task == "test":
        return test(rest)
    if task == "serve":
        serve(rest)
    if task == "student":
        return student(rest)
    if task == "lessons-fr":
        return lessons_fr(rest)
    if task == "bench":
        return bench(rest)
    if task == "golden":
        return golden(rest)
    if task == "mutate":
        return mutate(rest)
    if task == "i18n":
        return i18n(rest)
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
