"""Repository-wide pytest setup.

Hypothesis runs with one profile everywhere (``ci``, loaded here before any test module is
imported, so every ``@settings`` inherits it): no deadline and no "too slow" health check. A
property judges what a game does, never how fast a loaded 2-core machine does it; the speed of
the engines is measured in ``benchmarks/``. Tests set only what differs (``max_examples``).
"""

import gc
import os
import shutil
import tempfile

import pytest
from hypothesis import HealthCheck, settings

settings.register_profile("ci", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("ci")

#: Each English lesson's "To explore" suggestions run after its cells, in nbval's kernel.
pytest_plugins = ["tests.to_explore"]

# Notebooks used only as browser-test fixtures are opened by the browser tests, not by nbval.
collect_ignore_glob = ["tests/browser/fixtures/*", ".venv/*", "benchmarks/*"]


def pytest_configure(config: pytest.Config) -> None:
    """nbval's kernels talk over local socket files (IPC), not TCP ports.

    jupyter_client finds a kernel's five TCP ports by binding port 0 and letting go, and the
    kernel binds them a second later: meanwhile another process (a pytest worker's kernel, a
    Jupyter or table server, a browser's connection) may take one, and the kernel dies before
    its first reply ("Kernel died before replying to kernel_info", seen once in CI, lesson 07).
    A socket file in a folder of its own cannot be taken."""
    try:
        import nbval.kernel
    except ImportError:
        return
    base = nbval.kernel.KernelManager

    class SocketFileKernelManager(base):  # type: ignore[misc, valid-type]
        def __init__(self, **kwargs: object) -> None:
            folder = tempfile.mkdtemp(prefix="nbval-")
            super().__init__(transport="ipc", ip=os.path.join(folder, "k"), **kwargs)
            self._socket_folder = folder

        async def _async_cleanup_resources(self, restart: bool = False) -> None:
            await super()._async_cleanup_resources(restart=restart)
            if not restart:
                shutil.rmtree(self._socket_folder, ignore_errors=True)

    nbval.kernel.KernelManager = SocketFileKernelManager


def pytest_xdist_make_scheduler(config, log):  # noqa: ANN001, ANN201 (xdist's hook)
    """``--dist loadfile`` with the costly files first (tests/schedule.py)."""
    if config.getvalue("dist") != "loadfile":
        return None
    from tests.schedule import CostFirstScheduling

    return CostFirstScheduling(config, log)


@pytest.hookimpl(trylast=True)
def pytest_sessionfinish(session: pytest.Session) -> None:
    """In an xdist worker, collect the garbage now and freeze what is left, after the session's
    fixtures are torn down and before the worker tells the controller it is done.

    The controller ends the workers as soon as the last one is done, and execnet sends a worker
    still busy 5 s later a SIGINT. pytest's own last ``gc.collect()`` comes after "done": on a
    loaded machine, walking a worker's whole heap took longer than that, and the interrupt
    landed in Hypothesis's gc callback (a PytestUnraisableExceptionWarning after ``[100%]``).
    Collected here, it is waited for; frozen, the objects are not walked again."""
    if hasattr(session.config, "workerinput"):
        gc.collect()
        gc.freeze()
