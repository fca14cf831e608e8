#!/usr/bin/env bash
# Kept for the e2e commands in the docs: the test tools include Debian's chromium.
exec bash "$(dirname "$0")/ensure-test-tools.sh"
