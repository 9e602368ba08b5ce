"""Where the table server may be reached: this machine's address on the local network, and the
names a request's Host header may give (any other is refused: a page of another site whose
name was pointed at this server cannot use it)."""

from __future__ import annotations

import contextlib
import socket


def listen(host: str, port: int) -> socket.socket:
    """A listening socket on host:port (port 0: any free one), as uvicorn would open it: the
    server opens it before printing any link (a busy port is said, not a dead link printed),
    and the tests bind it on loopback to hand it to a server (no moment where another test
    could take the port)."""
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


def local_names(host: str, extra: list[str] | tuple[str, ...] = ()) -> set[str]:
    """The names and addresses (lower case, without port) by which this machine may be reached
    when listening on ``host``: loopback, ``host`` itself, and for every interface (0.0.0.0,
    ::) this machine's names and addresses on the network; ``extra``: more names (a school's
    DNS name for the laptop)."""
    names = {"localhost", "127.0.0.1", "::1", "[::1]", *extra}
    if host not in ("0.0.0.0", "::", ""):
        names.add(host)
    else:
        hostname = socket.gethostname()
        names |= {hostname, f"{hostname}.local", socket.getfqdn(), lan_address()}
        with contextlib.suppress(OSError):
            for *_, addr in socket.getaddrinfo(hostname, None):
                names.add(str(addr[0]))
    return {n.lower() for n in names}
