#!/usr/bin/env bash
# Debian packages the test command uses: chromium for the browser tests (Playwright cannot download
# its own browsers here) and zbar-tools, whose zbarimg reads the waybill's barcode beside ZXing.
set -eu
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v zbarimg >/dev/null 2>&1 || missing+=(zbar-tools)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "The tests need Debian's ${missing[*]}." >&2
  echo "Install as root: apt-get update && apt-get install -y ${missing[*]}" >&2
  exit 1
fi
echo "Installing Debian's ${missing[*]} for the tests"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
