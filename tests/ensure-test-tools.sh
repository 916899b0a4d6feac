#!/usr/bin/env bash
# What the tests need from Debian beside npm's packages, installed with apt-get when missing (root,
# as on CI and the developers' machines):
# - Chromium: the end-to-end tests drive Debian's Chromium (never a downloaded browser build);
# - redis-server: the two-instance tests start a real Redis on a free port
#   (tests/support/redis.ts, tests/integration/bff/two-instances.test.ts).
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
echo "Installing Debian's ${missing[*]} with apt-get..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
/usr/bin/chromium --version
redis-server --version
