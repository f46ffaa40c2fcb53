#!/usr/bin/env bash
# The fault suite: faults injected in the middle of tests against the example app in real
# headless Chromium (browser killed, driver killed, app server stopped, remote hung, app URL
# unreachable). Prints each cause with the time the step that met it took to fail, and fails
# when a test failed or a fault took more than MAX_SECONDS (5) to be reported.
# Usage: Tools/faults.sh   (after `swift build --build-tests`)
set -uo pipefail
MAX_SECONDS=${MAX_SECONDS:-5}
REPORT_DIR=${REPORT_DIR:-reports}
mkdir -p "$REPORT_DIR"
LOG="$REPORT_DIR/faults.log"

swift test --skip-build --filter 'FaultSuite' >"$LOG" 2>&1
status=$?

echo
printf '%-22s %10s  %s\n' "cause" "fails in" "message"
printf '%-22s %10s  %s\n' "-----" "--------" "-------"
slow=0
rows=0
while IFS='|' read -r _ cause seconds message; do
    rows=$((rows + 1))
    printf '%-22s %8s s  %s\n' "$cause" "$seconds" "${message:0:150}"
    if awk -v s="$seconds" -v max="$MAX_SECONDS" 'BEGIN { exit !(s > max) }'; then slow=1; fi
done < <(grep -a '^FAULT|' "$LOG")
echo

grep -aE '^(✔|✘) (Test|Suite)' "$LOG" | grep -v '^✘ Test run' || true
if [ "$status" -ne 0 ]; then
    echo "The fault suite failed; see $LOG" >&2
    exit 1
fi
if [ "$rows" -lt 5 ]; then
    echo "Expected 5 faults in the table, got $rows; see $LOG" >&2
    exit 1
fi
if [ "$slow" -ne 0 ]; then
    echo "A fault took more than $MAX_SECONDS s to be reported." >&2
    exit 1
fi
echo "Every fault failed its step within $MAX_SECONDS s with a message naming the cause, and the next test passed."
