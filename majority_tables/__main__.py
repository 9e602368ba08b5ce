"""Run the table server: ``python -m majority_tables [--host H] [--port P] [--db URL]``.

Prints the teacher's link (a one-time login: open it on the teacher's machine; it sets the
teacher's cookie and leads to a page with no secret in its address, and the browser's history
keeps only a spent code) and the students' link. Every start makes new teacher's secrets: a
cookie or link from before opens nothing. API clients send a Bearer header with the token set in
env MAJORITY_TABLES_TOKEN (none by default).
"""

from __future__ import annotations

import argparse
import gc
import os
import socket
import sys

from .app import DB_ENV, DEFAULT_DB
from .network import lan_address, listen, local_names
from .serving import HEADER_TIMEOUT, PER_ADDRESS


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m majority_tables", description=__doc__)
    parser.add_argument("--host", default="0.0.0.0", help="address to listen on (default: every "
                        "interface, so that students on the same network reach it; only the "
                        "school's network should reach this machine: the pages are plain HTTP)")
    parser.add_argument("--allow-host", action="append", default=[], metavar="NAME",
                        help="another name students may type for this machine (a school DNS "
                        "name); requests naming any other host are refused")
    parser.add_argument("--port", type=int, default=8870)
    parser.add_argument("--db", default=os.environ.get(DB_ENV) or str(DEFAULT_DB),
                        help=f"SQLite path or sqlite:///... or postgresql://... (env {DB_ENV}; "
                        f"default {DEFAULT_DB})")
    parser.add_argument("--header-timeout", type=float, default=HEADER_TIMEOUT, metavar="S",
                        help="seconds a connection may take to send a request's headers "
                        f"(default {HEADER_TIMEOUT:g})")
    parser.add_argument("--per-address", type=int, default=PER_ADDRESS, metavar="N",
                        help=f"connections one address may hold at once (default {PER_ADDRESS})")
    parser.add_argument("--fd", type=int, default=None, help=argparse.SUPPRESS)  # tests: a
    # listening socket handed over by the parent (majority_tables.testing.start_process)
    parser.add_argument("--language", choices=("en", "fr"), default="en",
                        help="the language of every page and event (default en)")
    parser.add_argument("--review-budget", type=int, default=None, metavar="N",
                        help="worlds per decision behind a finished table's Review (default: "
                        "each game's, a class's game reviewed in seconds; more judges surer "
                        "and takes longer)")
    args = parser.parse_args(argv)
    if args.review_budget is not None and args.review_budget < 2:
        parser.error("--review-budget is at least 2 (a paired interval needs two worlds)")
    from majority_core.i18n import _, set_language

    set_language(args.language)


    from .app import create_app
    from .serving import Server, speedups, uvicorn_config, warm_up
    from .store import StoreError

    if args.fd is not None:
        sock = socket.socket(fileno=args.fd)
    else:  # listen before printing any link: a busy port is said, not a dead link printed
        try:
            sock = listen(args.host, args.port)
        except OSError as e:
            print(_("Cannot listen on {address} ({reason}): is another server using it? Stop "
                    "it, or choose another port with --port.").format(
                        address=f"{args.host}:{args.port}", reason=e.strerror), file=sys.stderr)
            return 1
    try:
        app = create_app(args.db, hosts=local_names(args.host, args.allow_host),
                         review_budget=args.review_budget)
    except StoreError as exc:  # a plain sentence, not a traceback
        print(_("The table server cannot start: {why}").format(why=_(exc.teacher)),
              f"({exc})", file=sys.stderr, flush=True)
        return 2
    # Before the class arrives: every game's modules imported and drawn once (not during the
    # first students' moves); then everything alive now (modules, the stored tables) is left
    # out of the garbage collector's passes, and a pass comes every 10,000 new objects rather
    # than every 700: drawing a decision's pages makes thousands, nearly all freed at once by
    # their reference counts, and the passes over them were a twentieth of a decision's CPU
    # (160 ms in 15 s of a class playing flat out, 26 ms now; only garbage in cycles, which
    # the pages do not make, waits longer to be freed).
    warm_up()
    gc.freeze()
    gc.set_threshold(10_000, 20, 20)
    if app.state.unwritable is not None:
        print(_("Warning: {why}").format(why=_(app.state.unwritable.teacher)),
              f"({app.state.unwritable})", file=sys.stderr, flush=True)
    port = sock.getsockname()[1]
    shown = lan_address() if args.host in ("0.0.0.0", "") else args.host
    base = f"http://{shown}:{port}"
    where = args.db.split("@")[-1] if "://" in args.db else os.path.abspath(args.db)
    print(_("Classroom tables: database {where}").format(where=where), flush=True)
    print(_("Teacher (works once, in the browser you teach from): {link}").format(
        link=f"{base}{app.state.login_link()}"), flush=True)
    print(_("Students: {link}").format(link=f"{base}/join"), flush=True)
    print(_("Listening on {where} (plain HTTP): only the school's network should reach this "
            "machine; --host 127.0.0.1 keeps it to this machine alone.").format(
        where=_("every interface of this machine, port {port}").format(port=port)
        if args.host in ("0.0.0.0", "::", "") else f"{args.host}:{port}"), flush=True)
    missing = speedups()
    if missing:  # the fallback, said: the same pages, more of the machine's CPU
        print(_("Note: {names} not installed: the server runs on Python's own event loop, "
                "HTTP parser and JSON writer, with more CPU per decision (python3 tasks.py "
                "serve installs them).").format(names=" + ".join(missing)), file=sys.stderr, flush=True)
    guard = {"header_timeout": args.header_timeout, "per_address": args.per_address}
    Server(uvicorn_config(app, **guard)).run(sockets=[sock])
    return 0


if __name__ == "__main__":
    sys.exit(main())
