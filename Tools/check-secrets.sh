#!/usr/bin/env bash
# Types passwords written as literals into the example app's password field in real Chromium
# (SecretLeakTests: one-line and multi-line steps, tapAndType, clearAndType, fill, a step that fails
# on purpose), then searches everything the run produced for them: the console output, the
# report folder (every format and its attachments), the text and HTML reports tabtestkit-report
# makes from it, and every file written under the run's TMPDIR (the driver's folder and log, browser profiles). The test
# itself also searches failure messages, attachments and the driver's files before they go.
# Usage: Tools/check-secrets.sh   (after `swift build --build-tests`)
set -uo pipefail
LITERALS=(S3cr3t-XYZ-123 S3cr3t-multi-456 S3cr3t-tap-789 S3cr3t-clear-012 S3cr3t-fill-345)
# Short: Chromium's sockets live under TMPDIR, and socket paths are limited to 107 bytes.
RUN=$(mktemp -d /tmp/ttk-sec-XXXX)
trap 'rm -rf "$RUN"' EXIT

# The report folder holds every format (report.json, report.html, JUnit, Cucumber JSON and
# Messages) and the attachments (page sources, accessibility trees, screenshots) they refer to.
TMPDIR="$RUN" TABTESTKIT_REPORT_DIR="$RUN/report" TABTESTKIT_SCREENSHOTS=every-step \
    swift test --skip-build --filter 'SecretLeakTests' >"$RUN/console.log" 2>&1
status=$?
if [ ! -s "$RUN/report/report.json" ]; then
    echo "The run wrote no report at $RUN/report: nothing to search, so nothing is proven." >&2
    tail -20 "$RUN/console.log" >&2
    exit 1
fi
swift run --skip-build tabtestkit-report "$RUN/report/report.json" --html "$RUN/report-rendered.html" --color always >"$RUN/report.txt" 2>&1

echo "Searched: $(find "$RUN" -type f | wc -l) files ($(du -sh "$RUN" | cut -f1)), among them:"
ls "$RUN" | sed 's/^/  /'
hits=0
for literal in "${LITERALS[@]}"; do
    found=$(grep -rlaF -- "$literal" "$RUN" || true)
    if [ -n "$found" ]; then
        echo "LEAK: ${literal:0:6}… found in:" >&2
        echo "$found" | sed 's/^/  /' >&2
        hits=$((hits + 1))
    fi
done
if [ "$status" -ne 0 ]; then
    echo "SecretLeakTests failed:" >&2
    tail -40 "$RUN/console.log" >&2
    exit 1
fi
if [ "$hits" -ne 0 ]; then exit 1; fi
echo "0 hits: no literal typed into the password field appears in any output of the run."
