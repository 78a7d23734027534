#!/usr/bin/env bash
# Makes sure Debian's PostgreSQL server binaries are installed (for the reliability suite only).
set -euo pipefail
if ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  exit 0
fi
echo "PostgreSQL not found: installing Debian's postgresql package" >&2
sudo_cmd=()
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then sudo_cmd=(sudo); else
    echo "Installing PostgreSQL needs root: run 'apt-get install -y postgresql' as root." >&2
    exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq
"${sudo_cmd[@]}" apt-get install -y -qq postgresql >/dev/null
