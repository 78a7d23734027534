#!/usr/bin/env bash
# Makes sure Debian's Chromium is installed for Playwright: tests never download a browser of their own.
set -euo pipefail
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$chromium_path" ] && exit 0
echo "Chromium not found at $chromium_path: installing Debian's chromium package" >&2
bash "$(dirname "$0")/apt-install.sh" chromium
"$chromium_path" --version
