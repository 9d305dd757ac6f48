#!/usr/bin/env bash
# The browser suite drives Debian's Chromium (a test tool's own browser download cannot work here).
# Installs it when missing; needs root, as on the project's machines and CI.
set -euo pipefail
CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM_PATH" ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium is not installed at $CHROMIUM_PATH. Install it with: sudo apt-get install -y chromium" >&2
  exit 1
fi
echo "Installing Debian's chromium for the browser tests..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium >/dev/null
"$CHROMIUM_PATH" --version
