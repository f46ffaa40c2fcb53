#!/usr/bin/env python3
"""Reads the output of `swift test --filter TodoMVCConformance` and prints, per TodoMVC
implementation, how many of the 25 tests passed ("implementation: passed/25": Playwright's 24,
and one of the port's own that types key by key), then each
failing test with the first line of its first issue.

    python3 Tools/conformance/todomvc_summary.py reports/conformance-todomvc.log

A test case passed when the run finished and no issue was recorded for it. Exit status 1 when
the run did not finish (no "Test run with …" line): counts from half a run would mislead; and
when more than two tests fail that Tools/conformance/todomvc-known.tsv does not list (each
listed failure has its reason there; two are allowed for timing on a loaded machine). A listed test that passes is named, to be taken off the list.
"""

import os

import re
import sys

IMPLEMENTATIONS = ["javascript-es5", "javascript-es6", "backbone", "jquery", "lit", "preact", "react", "vue"]
# Playwright's 24 example tests, and "typing a todo key by key adds it" (the port's own).
TESTS_PER_IMPLEMENTATION = 25
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


FLAKE_ALLOWANCE = 2
KNOWN = os.path.join(os.path.dirname(os.path.abspath(__file__)), "todomvc-known.tsv")


def known_failures():
    """(app, title) -> why, from todomvc-known.tsv."""
    known = {}
    for line in open(KNOWN, encoding="utf-8"):
        if line.startswith("#") or not line.strip():
            continue
        app, title, why = line.rstrip("\n").split("\t", 2)
        known[(app, title)] = why
    return known


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
    known = known_failures()
    unexpected = [key for key in failures if key not in known]
    fixed = [key for key in known if key not in failures]
    for app, title in fixed:
        print(f"NOW PASSES {app} | {title}: take it off {os.path.basename(KNOWN)}")
    for app, title in unexpected:
        print(f"UNEXPECTED {app} | {title}: fails and is not a known failure")
    print(f"known failures: {len(failures) - len(unexpected)}, unexpected: {len(unexpected)}, now passing: {len(fixed)}")
    # Up to two unexpected failures are reported without failing the part: each test waits 3 s
    # at most, and on a loaded two-core machine a step can miss that by a little (seen once per
    # run or less). More than that is a regression.
    return 1 if len(unexpected) > FLAKE_ALLOWANCE else 0


if __name__ == "__main__":
    sys.exit(main())
