#!/usr/bin/env python3
"""One entry point for people and CI. Needs only python3 (standard library).

    python3 tasks.py lab     set everything up, then open the lessons in JupyterLab
    python3 tasks.py test    set everything up (Chromium too), then run every test
    python3 tasks.py app     set everything up, then serve the classroom app (Voila)
    python3 tasks.py app grard      ... the Majority (Grard) tally board
    python3 tasks.py app sultane    ... the Au chevet de la Sultane board
    python3 tasks.py app majority2  ... the Majority 2 board (play a bot, replay)
    python3 tasks.py app witch      ... the Witch of the Academy board (play, class game, replay)
    python3 tasks.py serve [--port P] [--db URL]  set everything up, then serve the classroom
                             tables (students play their own seats from their browsers); prints
                             the teacher's link; SQLite in data/tables.sqlite3 unless --db or
                             MAJORITY_TABLES_DB gives a path or a postgresql:// URL
    python3 tasks.py bench   set everything up (with open-spiel), then run the benchmarks
    python3 tasks.py lessons-fr [NN ...]  the French lesson editions: bring the catalogs
                             notebooks/fr/locale/*.po in step with the English lessons, then
                             write and execute notebooks/fr/*.ipynb (tools/lessons_fr.py)
    python3 tasks.py student set everything up, then build the lessons' student edition
                             (solution cells removed) in build/student/
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

Setup makes a virtual environment in .venv and installs the pinned stack from
constraints.txt. It is idempotent: a second run sees the stamp in .venv and starts at once.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
PY = VENV / "bin" / "python"
STAMP = VENV / ".setup-stamp"
CHROMIUM = Path("/usr/bin/chromium")
START_NOTEBOOK = "notebooks/00-start-here.ipynb"
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


def wanted_stamp(extras: str) -> str:
    h = hashlib.sha256()
    for name in ("pyproject.toml", "constraints.txt", "tasks.py"):
        h.update((ROOT / name).read_bytes())
    h.update(extras.encode())
    h.update(sys.version.encode())
    return h.hexdigest()


def setup(extras: str = "test") -> None:
    """Create .venv and install the pinned stack (skipped when nothing changed)."""
    if not PY.exists():
        try:
            run(sys.executable, "-m", "venv", VENV)
        except subprocess.CalledProcessError:
            shutil.rmtree(VENV, ignore_errors=True)
            apt_install("python3-venv")
            run(sys.executable, "-m", "venv", VENV)
    stamp = wanted_stamp(extras)
    if STAMP.exists() and STAMP.read_text() == stamp:
        say("environment up to date (.venv)")
        return
    pip = [PY, "-m", "pip", "--disable-pip-version-check"]
    run(*pip, "install", "-q", "-c", "constraints.txt", "pip")
    run(*pip, "install", "-q", "-c", "constraints.txt", "-e", f".[{extras}]")
    settings = VENV / "share" / "jupyter" / "lab" / "settings"
    settings.mkdir(parents=True, exist_ok=True)
    (settings / "overrides.json").write_text(LAB_OVERRIDES)
    STAMP.write_text(stamp)
    say("environment ready (.venv)")


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


def lab_command() -> list[str]:
    """JupyterLab opening lesson 00: the URL it prints is the lesson's, not a Launcher's."""
    root = ["--allow-root"] if is_root() else []  # JupyterLab refuses root unless told
    hidden = [f"--ContentsManager.hide_globs={g}" for g in LAB_HIDDEN]
    return [str(PY), "-m", "jupyterlab", *root, f"--LabApp.default_url=/lab/tree/{START_NOTEBOOK}",
            *hidden]


def lab() -> None:
    setup()
    os.chdir(ROOT)
    cmd = lab_command()
    os.execv(cmd[0], cmd)


def app(name: str = "classroom") -> None:
    if name not in APPS:
        sys.exit(f"[tasks] no app {name!r}; apps: {', '.join(APPS)}")
    setup()
    os.chdir(ROOT)
    voila = str(VENV / "bin" / "voila")
    say(f"serving {APPS[name]} at http://127.0.0.1:8866/ (Ctrl-C to stop)")
    # app/voila/templates/offline: Voila's lab template without its Font Awesome CDN links
    os.environ["JUPYTER_PATH"] = os.pathsep.join(
        p for p in (str(ROOT / "app"), os.environ.get("JUPYTER_PATH", "")) if p
    )
    os.execv(
        voila, [voila, APPS[name], "--port=8866", "--Voila.ip=127.0.0.1", "--template=offline"]
    )


def serve(args: list[str]) -> None:
    """The classroom tables server (majority_tables): ``python -m majority_tables``."""
    setup()
    os.chdir(ROOT)
    os.execv(str(PY), [str(PY), "-m", "majority_tables", *args])


def test(args: list[str]) -> int:
    setup()
    ensure_chromium()
    ensure_postgres()
    env = {**os.environ, "PYTHONHASHSEED": "0"}
    run(VENV / "bin" / "ruff", "check", ".")
    cmd = [str(PY), "-m", "pytest", "-n", "2", "--dist", "loadfile", *args]
    say(" ".join(cmd))
    return subprocess.run(cmd, cwd=ROOT, env=env).returncode


def lessons_fr(args: list[str]) -> int:
    """The French lesson editions from the English lessons and their catalogs."""
    setup()
    return subprocess.run([str(PY), str(ROOT / "tools" / "lessons_fr.py"), *args],
                          cwd=ROOT).returncode


def student(args: list[str]) -> int:
    """The lessons without their cells tagged "solution" (tools/student_edition.py)."""
    setup()
    return subprocess.run([str(PY), str(ROOT / "tools" / "student_edition.py"), *args],
                          cwd=ROOT).returncode


def bench() -> int:
    setup("test,bench")
    rc = 0
    for script in sorted((ROOT / "benchmarks").glob("bench_*.py")):
        say(f"benchmark {script.name}")
        rc |= subprocess.run([str(PY), str(script)], cwd=ROOT).returncode
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
    majority_core/locale/<lang>/LC_MESSAGES/<domain>.po, compiled to .mo (both committed)."""
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
        run(*babel, "compile", "-d", locale, "-D", domain, "--statistics")
    return 0


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
        "tests/majority2/test_effects.py",
        "tests/majority2/test_state.py",
    ],
    "majority_core/witch/kernel.py": [
        "tests/witch/test_kernel.py",
        "tests/witch/test_rules.py",
        "tests/witch/test_golden.py",
    ],
}


def mutate(args: list[str]) -> int:
    """Mutation testing with mutmut 3 in build/mutate/<module>/ (a copy of the sources and
    tests, so the work tree is never touched), at low priority; prints each module's score."""
    setup("test,mutate")  # mutmut 3.8 (pinned); a kernel takes minutes to an hour
    modules, only = (args[:1], args[1:]) if args else (sorted(MUTATE_TESTS), [])
    rc = 0
    for module in modules:
        tests = MUTATE_TESTS.get(module) or [str(Path("tests") / Path(module).parent.name)]
        work = ROOT / "build" / "mutate" / module.replace("/", "_").removesuffix(".py")
        shutil.rmtree(work, ignore_errors=True)
        work.mkdir(parents=True)
        for name in ("majority_core", "widgets", "tests"):
            shutil.copytree(ROOT / name, work / name,
                            ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
        for name in ("conftest.py", "pyproject.toml"):
            shutil.copy(ROOT / name, work / name)
        (work / "setup.cfg").write_text(
            "[mutmut]\nsource_paths=majority_core/\n"
            f"only_mutate={module}\n"
            "also_copy=\n    widgets/\n    conftest.py\n"
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
        lab()
    if task == "app":
        app(*rest[:1])
    if task == "test":
        return test(rest)
    if task == "serve":
        serve(rest)
    if task == "student":
        return student(rest)
    if task == "lessons-fr":
        return lessons_fr(rest)
    if task == "bench":
        return bench()
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
