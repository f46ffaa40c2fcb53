#!/usr/bin/env bash
# make bench-peers: times the same scenario suite in TABTestKit, Playwright-Python and
# Selenium-Python on the system's headless Chromium, then Playwright's TodoMVC tests in
# TABTestKit and Playwright-Python. See Tools/BenchPeers/README.md.
#
#   Tools/BenchPeers/bench-peers.sh [--rounds N] [--warmup N] [--configs debug,release] [--tools …]
#                                   [--todomvc on|off|only] [--todomvc-runner swift-test|binary]
#
# 1. Chromium and chromedriver (Debian packages) when missing: Tools/install-browser.sh.
# 2. A virtualenv in .build/bench-peers-venv with requirements.txt from PyPI. Playwright's
#    browser download is never run (PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD): it uses /usr/bin/chromium.
# 3. `swift build --build-tests` for each configuration asked for (debug by default).
# 4. bench_peers.py: one example-app-server, the suites round-robin, the table; then the
#    TodoMVC part (bench_todomvc.py) when ../shared/conformance/todomvc is there.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
cd "$root"

configs=debug
args=("$@")
for ((i = 0; i < ${#args[@]}; i++)); do
    case "${args[$i]}" in
        --configs) configs="${args[$((i + 1))]:-debug}" ;;
        --configs=*) configs="${args[$i]#--configs=}" ;;
        -h|--help) sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    esac
done

bash Tools/install-browser.sh

venv="$root/.build/bench-peers-venv"
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
if [[ ! -x "$venv/bin/python" ]]; then
    echo "bench-peers: creating $venv"
    mkdir -p "$root/.build"
    python3 -m venv "$venv"
fi
if ! "$venv/bin/python" - "$here/requirements.txt" <<'PY' 2>/dev/null
import sys
from importlib.metadata import version
pins = [line.split("==") for line in open(sys.argv[1]) if "==" in line and not line.startswith("#")]
sys.exit(0 if all(version(name.strip()) == wanted.strip() for name, wanted in pins) else 1)
PY
then
    echo "bench-peers: installing $(grep -v '^#' "$here/requirements.txt" | xargs) into $venv"
    "$venv/bin/pip" install --quiet --disable-pip-version-check -r "$here/requirements.txt"
fi

mkdir -p "$root/.build/bench-peers"
IFS=',' read -ra wanted <<< "$configs"
for config in "${wanted[@]}"; do
    log="$root/.build/bench-peers/build-$config.log"
    # Test targets use `@testable import`, which a release build allows only with testing on.
    flags=(--build-tests -c "$config")
    [[ "$config" == release ]] && flags+=(-Xswiftc -enable-testing)
    echo "bench-peers: swift build ${flags[*]} (log: $log)"
    swift build "${flags[@]}" > "$log" 2>&1 || { tail -40 "$log"; exit 1; }
done

exec "$venv/bin/python" "$here/bench_peers.py" --python "$venv/bin/python" "$@"
