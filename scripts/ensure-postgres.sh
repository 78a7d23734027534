#!/usr/bin/env bash
# Makes sure Debian's PostgreSQL server binaries are installed: `npm test` runs the API and security suites
# on a throwaway server of its own, and the reliability suite and benchmarks start one too.
set -euo pipefail
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 && exit 0
echo "PostgreSQL not found: installing Debian's postgresql package" >&2
bash "$(dirname "$0")/apt-install.sh" postgresql
