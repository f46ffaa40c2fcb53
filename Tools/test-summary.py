#!/usr/bin/env python3
"""Prints, at the end of a failed `make test`, which tests failed and why.

`swift test` runs XCTest first and Swift Testing second, and both print thousands of lines;
the verdict of the first pass scrolls away and a failure of the second is somewhere in the
middle of its parallel output. This reads the run's log (tee'd by the Makefile) and repeats
each real failure once, at the end, where a reader (or a CI tail) sees it. Known issues
(Swift Testing's `withKnownIssue`, printed with "━") are not failures and are left out.

Usage: test-summary.py LOG
"""
import re
import sys

XCTEST_ERROR = re.compile(r"^(?P<place>\S+:\d+): error: (?P<test>-?\[?[\w.]+[ .][\w]+\]?) : (?P<message>.*)$")
XCTEST_FAILED = re.compile(r"^Test Case '(?P<test>[^']+)' failed")
TESTING_ISSUE = re.compile(r"^✘ Test (?P<test>.+?) recorded an issue(?: with \d+ arguments?.*?)? at (?P<place>\S+): (?P<message>.*)$")
TESTING_FAILED = re.compile(r"^✘ Test (?P<test>.+?) failed after")
SUMMARY = re.compile(r"^(✘ Test run with .*|\s*Executed \d+ tests?, with \d+ failures? .*)$")


def summarize(lines):
    """Returns (failures, verdicts): failures as (test, place, message), in order, once each."""
    failures, seen, failed_tests, verdicts = [], set(), [], []
    for raw in lines:
        line = raw.rstrip("\n")
        for pattern in (XCTEST_ERROR, TESTING_ISSUE):
            match = pattern.match(line)
            if match:
                key = (match["test"], match["place"], match["message"])
                if key not in seen:
                    seen.add(key)
                    failures.append(key)
        for pattern in (XCTEST_FAILED, TESTING_FAILED):
            match = pattern.match(line)
            if match and not match["test"].startswith("run with") and match["test"] not in failed_tests:
                failed_tests.append(match["test"])
        if SUMMARY.match(line) and "with 0 failures" not in line:
            verdicts.append(line.strip())
    # A test that failed without an issue line we recognised still gets named.
    named = {test for test, _, _ in failures}
    for test in failed_tests:
        if not any(test in other or other in test for other in named):
            failures.append((test, "", "failed (see the log above)"))
    return failures, verdicts


def main(argv):
    if len(argv) != 2:
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 2
    try:
        with open(argv[1], encoding="utf-8", errors="replace") as log:
            failures, verdicts = summarize(log)
    except OSError as error:
        print(f"test-summary: cannot read {argv[1]}: {error.strerror}", file=sys.stderr)
        return 2
    print("\n==== Failures of this run " + "=" * 50)
    if not failures:
        print("No failing test was found in the log: the run failed before or after the tests (see above).")
    for test, place, message in failures[:40]:
        print(f"✘ {test}" + (f"  ({place})" if place else ""))
        print(f"    {message[:400]}")
    if len(failures) > 40:
        print(f"… and {len(failures) - 40} more in {argv[1]}")
    for verdict in verdicts:
        print(verdict)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
