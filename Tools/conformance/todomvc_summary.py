#!/usr/bin/env python3
"""Reads the output of `swift test --filter TodoMVCConformance` and prints, per TodoMVC
implementation, how many of the 24 tests passed ("implementation: passed/24"), then each
failing test with the first line of its first issue.

    python3 Tools/conformance/todomvc_summary.py reports/conformance-todomvc.log

A test case passed when the run finished and no issue was recorded for it. Exit status 1 when
the run did not finish (no "Test run with …" line): counts from half a run would mislead.
"""

import re
import sys

IMPLEMENTATIONS = ["javascript-es5", "javascript-es6", "backbone", "jquery", "lit", "preact", "react", "vue"]
TESTS_PER_IMPLEMENTATION = 24
ESCAPES = re.compile(r"\x1b\[[0-9;]*m")
# ✘ Test "title" recorded an issue with 1 argument app → react at File.swift:12:5: message
ISSUE = re.compile(r'Test "(?P<title>[^"]+)" recorded an issue with 1 argument app → (?P<app>[\w-]+)(?: at [^:]+:\d+:\d+)?: ?(?P<message>.*)')
# An error thrown out of a test case (the apps missing, an engine that could not start).
THROWN = re.compile(r'Test "(?P<title>[^"]+)" .*argument app → (?P<app>[\w-]+).*(?:Caught error|threw)[: ]*(?P<message>.*)')


def describe(message, following):
    """The issue's headline (TABTestKit writes it on the lines after Swift Testing's), with the
    step that failed and what was observed."""
    parts = [] if message.strip() in ("", "Issue recorded") else [message.strip()]
    for line in following:
        text = line.strip()
        if not text or text[0] in "◇✔✘⎙":
            break
        if text.startswith("↳"):
            parts.append(text.lstrip("↳ ").strip())
        elif text.startswith(("Observed:", "Step:")):
            parts.append(" ".join(text.split()))
    return " — ".join(parts)


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    lines = [ESCAPES.sub("", line.rstrip("\n")) for line in open(sys.argv[1], encoding="utf-8", errors="replace")]
    failures = {}  # (app, title) -> the first issue's message, in short
    for number, line in enumerate(lines):
        match = ISSUE.search(line) or THROWN.search(line)
        if match and match["app"] in IMPLEMENTATIONS:
            failures.setdefault((match["app"], match["title"]), describe(match["message"], lines[number + 1:]))
    finished = any(re.search(r"Test run with \d+ tests?", line) for line in lines)

    for (app, title), message in sorted(failures.items(), key=lambda item: (IMPLEMENTATIONS.index(item[0][0]), item[0][1])):
        print(f"FAIL {app} | {title} | {message}")
    print()
    total = 0
    for app in IMPLEMENTATIONS:
        failed = sum(1 for (failing_app, _) in failures if failing_app == app)
        passed = TESTS_PER_IMPLEMENTATION - failed
        total += passed
        print(f"{app}: {passed}/{TESTS_PER_IMPLEMENTATION}")
    print(f"total: {total}/{TESTS_PER_IMPLEMENTATION * len(IMPLEMENTATIONS)}")
    if not finished:
        print("The test run did not finish: the counts above are not a result.")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
