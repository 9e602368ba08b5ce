"""Run the table server: ``python -m majority_tables [--host H] [--port P] [--db URL]``.

Prints the teacher's link (a one-time login: open it on the teacher's machine; it sets the
teacher's cookie and leads to a page with no secret in its address, and the browser's history
keeps only a spent code) and the students' link. ``/teacher?token=<teacher token>`` (env
MAJORITY_TABLES_TOKEN or the one stored) still works, as does a Bearer header for API clients.
"""

from __future__ import annotations

import argparse
import os
import socket
import sys

from .app import DB_ENV, DEFAULT_DB, WS_MAX_SIZE


def lan_address() -> str:
    """This machine's address on the local network (no packet is sent), else 127.0.0.1."""
    s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        s.connect(("10.255.255.255", 1))
        return s.getsockname()[0]
    except OSError:
        return "127.0.0.1"
    finally:
        s.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m majority_tables", description=__doc__)
    parser.add_argument("--host", default="0.0.0.0", help="address to listen on (default: every "
                        "interface, so that students on the same network reach it)")
    parser.add_argument("--port", type=int, default=8870)
    parser.add_argument("--db", default=os.environ.get(DB_ENV) or str(DEFAULT_DB),
                        help=f"SQLite path or sqlite:///... or postgresql://... (env {DB_ENV}; "
                        f"default {DEFAULT_DB})")
    parser.add_argument("--fd", type=int, default=None, help=argparse.SUPPRESS)  # tests: a
    # listening socket handed over by the parent (majority_tables.testing.start_process)
    parser.add_argument("--language", choices=("en", "fr"), default="en",
                        help="the language of every page and event (default en)")
    args = parser.parse_args(argv)
    from majority_core.i18n import _, set_language

    set_language(args.language)

    import uvicorn

    from .app import create_app

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
    app = create_app(args.db)
    shown = lan_address() if args.host in ("0.0.0.0", "") else args.host
    base = f"http://{shown}:{sock.getsockname()[1]}"
    where = args.db.split("@")[-1] if "://" in args.db else os.path.abspath(args.db)
    print(f"Classroom tables: database {where}", flush=True)
    print(f"Teacher (works once, in the browser you teach from): {base}{app.state.login_link()}",
          flush=True)
    print(f"Students: {base}/join", flush=True)
    ws = "websockets-sansio" if _has_sansio() else "auto"
    uvicorn.Server(uvicorn.Config(app, log_level="warning", ws=ws,
                                 ws_max_size=WS_MAX_SIZE)).run(sockets=[sock])
    return 0


def listen(host: str, port: int) -> socket.socket:
    """A listening socket on host:port (port 0: any free one), as uvicorn would open it."""
    sock = socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # not past a live listener
    try:
        sock.bind((host, port))
        sock.listen(2048)
    except OSError:
        sock.close()
        raise
    sock.set_inheritable(True)
    return sock


def _has_sansio() -> bool:
    try:
        import uvicorn.protocols.websockets.websockets_sansio_impl  # noqa: F401
    except ImportError:
        return False
    return True


if __name__ == "__main__":
    sys.exit(main())
