#!/usr/bin/env bash
# Installs Debian packages by name, as root or through sudo; used by the ensure-* scripts.
set -euo pipefail
sudo_cmd=()
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then sudo_cmd=(sudo); else
    echo "Installing $* needs root: run 'apt-get install -y $*' as root." >&2
    exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq
"${sudo_cmd[@]}" apt-get install -y -qq "$@" >/dev/null
