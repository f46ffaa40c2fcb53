#!/usr/bin/env bash
# Tests in parallel against the example app served in the test process: the Swift Testing
# suite (tests run concurrently in one process, one of them while every cooperative thread is
# blocked) and the XCTest class under `swift test --parallel`, ROUNDS (5) times in a row. Fails
# at the first red round.
# Usage: Tools/parallel-check.sh   (after `swift build --build-tests`)
set -uo pipefail
ROUNDS=${ROUNDS:-5}
REPORT_DIR=${REPORT_DIR:-reports}
mkdir -p "$REPORT_DIR"
LOG="$REPORT_DIR/parallel-check.log"
: >"$LOG"
for round in $(seq 1 "$ROUNDS"); do
    start=$(date +%s)
    if ! swift test --skip-build --filter 'ParallelSwiftTestingTests' >>"$LOG" 2>&1; then
        echo "round $round: Swift Testing tests in parallel failed; see $LOG" >&2
        exit 1
    fi
    if ! swift test --skip-build --parallel --filter 'ParallelXCTestTests' >>"$LOG" 2>&1; then
        echo "round $round: swift test --parallel failed; see $LOG" >&2
        exit 1
    fi
    echo "round $round of $ROUNDS: green ($(( $(date +%s) - start )) s)"
done
echo "Parallel tests against the in-process example app: green $ROUNDS times in a row."
