#!/usr/bin/env sh
# Story and end-to-end tests use Debian's Chromium; test tools must never download their own browser.
set -eu

if [ -x /usr/bin/chromium ]; then
  exit 0
fi

echo "Chromium is missing: installing Debian's chromium package" >&2
SUDO=''
if [ "$(id -u)" -ne 0 ]; then
  SUDO='sudo'
fi
# A lock keeps parallel test runs from fighting over dpkg.
flock /tmp/ensure-chromium.lock sh -c "[ -x /usr/bin/chromium ] || { $SUDO apt-get update && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y --no-install-recommends chromium; }"
