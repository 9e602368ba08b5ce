#!/bin/sh
# Make sure Debian's PostgreSQL server binaries are installed, for the table server's tests.
#
# tests/tables/test_postgres.py runs the table server on a throwaway PostgreSQL cluster that it
# makes itself (tests/tables/pg.py: initdb and pg_ctl from /usr/lib/postgresql/<version>/bin, a
# free loopback port, a temporary folder, stopped and deleted at the end). It needs only the
# binaries, never the machine's own cluster or service. Safe to call repeatedly: it does nothing
# when a server is already installed. Needs root (CI runs as root); uses sudo otherwise.
set -eu

# The tests look exactly here; the override exists only for the script's own test.
PG_ROOT=${ENSURE_POSTGRES_ROOT:-/usr/lib/postgresql}

found() {
    for bin in "$PG_ROOT"/*/bin; do
        if [ -x "$bin/initdb" ] && [ -x "$bin/pg_ctl" ]; then
            echo "$bin"
            return 0
        fi
    done
    return 1
}

if bin=$(found); then
    echo "ensure_postgres: $bin already present ($("$bin/pg_ctl" --version 2>/dev/null || echo 'version unknown'))"
    exit 0
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then
        SUDO="sudo"
    else
        echo "ensure_postgres: need root (or sudo) to apt-get install postgresql" >&2
        exit 1
    fi
fi

export DEBIAN_FRONTEND=noninteractive
echo "ensure_postgres: installing Debian's postgresql with apt-get"
$SUDO apt-get update -q
# The package also makes a "main" cluster; the tests never use it (they make their own).
$SUDO apt-get install -y -q --no-install-recommends postgresql

if ! bin=$(found); then
    echo "ensure_postgres: apt-get finished but no initdb/pg_ctl under $PG_ROOT/*/bin" >&2
    exit 1
fi
echo "ensure_postgres: installed $("$bin/pg_ctl" --version 2>/dev/null || echo postgresql)"
