#!/usr/bin/env bash
# web-platform-tests' accessible-name and role pages (accname/, html-aam/, wai-aria/role/,
# svg-aam/, read in place from $TABTESTKIT_CONFORMANCE_DATA/wpt): the page runtime's names and
# roles and Chromium's own, each against the tests' expectations, per folder. Fails when the
# runtime agrees less often than Chromium in any folder. About 40 s; no Swift build needed.
set -euo pipefail
cd "$(dirname "$0")/../.."
mkdir -p reports
node Tools/conformance/wpt/run.mjs "$@"
