"""Playwright-Python's column of `make bench`'s scaling table (Tools/Benchmarks/ScalingBenchmark.swift).

Opens each page the benchmark wrote (a list of N rows `<li><span>Row i</span><button>Delete</button></li>`)
in the system Chromium and times `locator.count()` for the table's three query shapes, the whole
round trip from Python, as a Playwright test would find the same elements:

- role and name:   get_by_role("listitem").filter(has_text="Row N-1").get_by_role("button", name="Delete")
- text in a row:   get_by_role("listitem").filter(has=get_by_text("Row N-1", exact=True))
- ambiguous:       get_by_role("button", name="Delete")   (every row's button)

    scaling_playwright.py --repeats 5 100=/tmp/rows-100.html 1000=/tmp/rows-1000.html …

Prints one JSON object per line: {"rows", "shape", "ms" (the median), "count"}; the last line
is {"done": true}. A count that takes longer than --budget seconds (Playwright's role engine
on 50k rows can take minutes) ends the run: {"rows", "shape", "over": budget}, then done; the
pages run smallest first, so only the largest lose their numbers. Run by the benchmark with
.build/bench-peers-venv's Python.
"""
import argparse
import json
import os
import pathlib
import signal
import statistics
import sys
import time

import peer_common as common
from playwright.sync_api import sync_playwright


def shapes(page, rows):
    last = f"Row {rows - 1}"
    return {
        "role and name": page.get_by_role("listitem").filter(has_text=last).get_by_role("button", name="Delete"),
        "text in a row": page.get_by_role("listitem").filter(has=page.get_by_text(last, exact=True)),
        "ambiguous": page.get_by_role("button", name="Delete"),
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=5, help="timed counts per shape and page (median)")
    parser.add_argument("--max-repeats-above", type=int, default=10000,
                        help="pages with more rows than this are counted once (a slow locator on 50k rows)")
    parser.add_argument("--budget", type=int, default=30, help="seconds one count may take before the run stops")
    parser.add_argument("pages", nargs="+", help="ROWS=PATH of each page")
    options = parser.parse_args()
    current = {}

    def over_budget(_signal, _frame):
        # A count cannot be interrupted and the browser is busy with it: report and leave at once.
        print(json.dumps({**current, "over": options.budget}), flush=True)
        print(json.dumps({"done": True}), flush=True)
        os._exit(0)

    signal.signal(signal.SIGALRM, over_budget)
    switches = common.playwright_switches()  # launches a browser of its own when the harness did not
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=common.CHROMIUM, headless=True,
                                             args=switches)
        page = browser.new_page()
        for item in options.pages:
            rows, path = item.split("=", 1)
            rows = int(rows)
            page.goto(pathlib.Path(path).resolve().as_uri())
            repeats = options.repeats if rows <= options.max_repeats_above else 1
            page.locator("ul").count()  # Playwright injects its selector engine on first use
            for shape, locator in shapes(page, rows).items():
                samples = []
                count = 0
                current = {"rows": rows, "shape": shape}
                if rows <= options.max_repeats_above:
                    signal.alarm(options.budget)
                    locator.count()  # one untimed warm-up, as on TABTestKit's side
                    signal.alarm(0)
                for _ in range(repeats):
                    signal.alarm(options.budget)
                    started = time.perf_counter()
                    count = locator.count()
                    samples.append((time.perf_counter() - started) * 1000)
                    signal.alarm(0)
                print(json.dumps({"rows": rows, "shape": shape, "ms": statistics.median(samples), "count": count}), flush=True)
        browser.close()
    print(json.dumps({"done": True}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
