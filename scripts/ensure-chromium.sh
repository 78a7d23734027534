#!/usr/bin/env bash
# Makes sure Debian's Chromium is installed for Playwright: tests never download a browser of their own.
set -euo pipefail
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$chromium_path" ]; then
  echo "Chromium not found at $chromium_path: installing Debian's chromium package" >&2
  bash "$(dirname "$0")/apt-install.sh" chromium
  "$chromium_path" --version
fi
# The pages are screenshotted in Thai (tests/e2e/locales.spec.ts); without Thai fonts every Thai letter
# is an empty box (Arabic and Latin come with the fonts Chromium brings). Only the pictures need them,
# so a machine that cannot install them still runs every test.
if ! dpkg -s fonts-thai-tlwg >/dev/null 2>&1; then
  bash "$(dirname "$0")/apt-install.sh" fonts-thai-tlwg || echo "fonts-thai-tlwg could not be installed: Thai screenshots will show boxes" >&2
fi
