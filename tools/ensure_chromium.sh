#!/bin/sh
# Make sure Debian's Chromium is installed at /usr/bin/chromium for the browser tests.
#
# The browser tests (tests/browser/) and benchmarks/bench_browser.py drive this binary through
# Playwright with executable_path="/usr/bin/chromium". Browsers are never downloaded through
# Playwright ("playwright install" is not used): the machine's network only reaches package
# registries, so the browser comes from apt. Safe to call repeatedly: it does nothing when the
# binary is already there. Needs root (CI runs as root); uses sudo when available otherwise.
set -eu

# The tests drive exactly this path; the override exists only for the script's own test.
CHROMIUM=${ENSURE_CHROMIUM_PATH:-/usr/bin/chromium}

if [ -x "$CHROMIUM" ]; then
    echo "ensure_chromium: $CHROMIUM already present ($("$CHROMIUM" --version 2>/dev/null || echo 'version unknown'))"
    exit 0
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then
        SUDO="sudo"
    else
        echo "ensure_chromium: need root (or sudo) to apt-get install chromium" >&2
        exit 1
    fi
fi

export DEBIAN_FRONTEND=noninteractive
echo "ensure_chromium: installing Debian's chromium with apt-get"
$SUDO apt-get update -q
# fonts-dejavu-core gives pages a readable font. `python3 tasks.py test` calls this script.
$SUDO apt-get install -y -q --no-install-recommends chromium fonts-dejavu-core

if [ ! -x "$CHROMIUM" ]; then
    echo "ensure_chromium: apt-get finished but $CHROMIUM is missing" >&2
    exit 1
fi
echo "ensure_chromium: installed $("$CHROMIUM" --version 2>/dev/null || echo chromium)"
