#!/usr/bin/env bash
# Browser tests use Debian's chromium: Playwright cannot download its own browsers here.
set -eu
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "The end-to-end tests need Debian's chromium at /usr/bin/chromium." >&2
  echo "Install it as root: apt-get update && apt-get install -y chromium" >&2
  exit 1
fi
echo "Installing Debian's chromium for the end-to-end tests"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
