#!/usr/bin/env bash
# The e2e tests drive Debian's Chromium; Playwright never downloads a browser here.
# Installs it with apt-get when missing and we are root; otherwise says what to do.
set -euo pipefail
chromium="${PLAYWRIGHT_CHROMIUM_EXECUTABLE:-/usr/bin/chromium}"
if [ -x "$chromium" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium for the e2e tests…"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium not found at $chromium. Install it (sudo apt-get install chromium) or set PLAYWRIGHT_CHROMIUM_EXECUTABLE." >&2
exit 1
