"""Classroom tables: every student plays their own seat from their own browser.

A small web server (Starlette on uvicorn, the ``serve`` extra) seats a class at tables of the
package's games: ``python3 tasks.py serve`` prints the teacher's link; students open ``/join``
and type a table's code. Pages are drawn by the board kit's looks from each seat's own view
and kept current over a WebSocket; every decision goes through the engine and is stored
(SQLite by default, PostgreSQL by one setting) before anyone sees it.

* :mod:`.store`: the database (one interface, the SQL written once);
* :mod:`.tables`: tables in memory (the kit's GamePlay) and what each page may show;
* :mod:`.games`: the games' looks and the public board;
* :mod:`.app`: the HTTP/WebSocket app (:func:`~majority_tables.app.create_app`);
* ``python -m majority_tables``: run it.

Not in ``majority_core``: the rules stay pure and importable without a web stack.
"""

from __future__ import annotations

__all__ = ["create_app"]


def create_app(*args, **kwargs):  # type: ignore[no-untyped-def]
    """The server's ASGI app (see :func:`majority_tables.app.create_app`)."""
    from .app import create_app as make

    return make(*args, **kwargs)
