#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium (never a downloaded browser build).
# Installs it with apt-get when it is missing; needs root, as on CI and the developers' machines.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then
  exit 0
fi
echo "Chromium is missing: installing Debian's chromium with apt-get..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
/usr/bin/chromium --version
