#!/usr/bin/env bash
# `make conformance PARTS=todomvc-peers`: Playwright's 24 TodoMVC tests of the `todomvc` part, in
# Playwright-Python (Tools/conformance/todomvc_playwright.py), on the same system Chromium, for
# comparison. Not a default part. Playwright comes from PyPI into the virtualenv bench-peers
# uses (.build/bench-peers-venv, pinned by Tools/BenchPeers/requirements.txt); its own browser
# download is never run.
set -euo pipefail
cd "$(dirname "$0")/../.."
DATA="${TABTESTKIT_CONFORMANCE_DATA:-$(cd .. && pwd)/shared/conformance}"
if [ ! -d "$DATA/todomvc" ]; then
  echo "todomvc-peers needs the TodoMVC apps at $DATA/todomvc (../shared/conformance next to the repository); nothing was run."
  exit 2
fi
venv=".build/bench-peers-venv"
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
if ! "$venv/bin/python" -c "import playwright" 2>/dev/null; then
  echo "todomvc-peers: installing Playwright-Python into $venv (PyPI)"
  mkdir -p .build
  [ -x "$venv/bin/python" ] || python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check -r Tools/BenchPeers/requirements.txt
fi
mkdir -p reports
TABTESTKIT_CONFORMANCE_DATA="$DATA" "$venv/bin/python" Tools/conformance/todomvc_playwright.py "$@" 2>&1 \
  | tee reports/conformance-todomvc-peers.log
exit "${PIPESTATUS[0]}"
