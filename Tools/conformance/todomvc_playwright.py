#!/usr/bin/env python3
"""Playwright's TodoMVC example tests, ported to Playwright-Python, against the eight TodoMVC
implementations in ../shared/conformance/todomvc: the peer the TABTestKit port
(Tests/TodoMVCConformance) is compared with, on the same system Chromium.

    Tools/conformance/todomvc-peers.sh              # through `make conformance PARTS=todomvc-peers`
    python todomvc_playwright.py [--apps react,vue] [--tests trim] [--timeout 5]
    python todomvc_playwright.py --timings out.json [--order titles.txt] [--skip known.tsv]

`--timings` (used by `make bench-peers`) writes when the runner was ready (after its imports,
before the browser starts), the browser launch, and each test's start, end and outcome (a test
is a fresh context, its page, the app's load, the body and the context's close). `--order`
runs the tests test by test, each on every implementation in turn, in the order of the titles
in the file (as Swift Testing runs the port); `--skip` leaves out the (implementation, title)
pairs a todomvc-known.tsv lists.

Each implementation's folder is served in place over 127.0.0.1 (a free port); each test gets
a fresh browser context (storage included) in one headless Chromium. The tests are the same 24
as the Swift port, in Playwright's own idiom (TodoMVC's CSS classes, `getByLabel`,
`getByRole('link')`), with the same per-implementation differences as the Swift port's Screen
(the "mark all as complete" control's name and wiring), and classes checked with
`to_contain_class` (jQuery writes `class=" completed"`, Vue adds router classes). Two things of Playwright's example are left out of both ports: its
localStorage checks (they read the key of Playwright's own demo app, `react-todos`, which these
implementations do not share) and "should show #main and #footer when items added" (it checks
two unnamed containers by CSS class, which an accessibility-based test cannot name).

Prints one line per failing test (implementation, test, first line of the error) and the
table `implementation: passed/24`. Exit status 0 whatever the counts (it is a measurement),
2 when the apps or Playwright are missing.
"""

import argparse
import functools
import http.server
import json
import os
import re
import sys
import threading
import time

# The browser and its switches, as the peer benchmark's suites launch it (TABTestKit's preset).
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "BenchPeers"))
import peer_common  # noqa: E402  (found through the path above)

CHROMIUM = peer_common.CHROMIUM
IMPLEMENTATIONS = ["javascript-es5", "javascript-es6", "backbone", "jquery", "lit", "preact", "react", "vue"]
TODO_ITEMS = ["buy some cheese", "feed the cat", "book a doctors appointment"]

TESTS = []


def test(group, title):
    def register(function):
        TESTS.append((group, title, function))
        return function
    return register


# ---- helpers, as the example's own

def add(page, *titles):
    for title in titles:
        page.locator(".new-todo").fill(title)
        page.locator(".new-todo").press("Enter")


def add_defaults(page):
    add(page, *TODO_ITEMS)


def rows(page):
    return page.locator(".todo-list li")


def filter_link(page, name):
    return page.get_by_role("link", name=name)


# Where an implementation names or wires "mark all as complete" its own way (as the Swift
# port's Screen says): React, Preact and Vue label it "Toggle All Input"; in ES5, ES6 and Preact
# the label's `for` names no element (ES5 and ES6 listen to clicks on the label itself).
def toggle_all_label(app):
    return "Toggle All Input" if app in ("react", "preact", "vue") else "Mark all as complete"


def toggle_all(page, app):
    """The checkbox that shows whether every todo is complete."""
    if app in ("javascript-es5", "javascript-es6", "preact"):
        return page.locator(".toggle-all")
    return page.get_by_label(toggle_all_label(app))


def set_all_complete(page, app, complete):
    """Marks every todo complete (or none), as the example's check() and uncheck() do."""
    if app in ("javascript-es5", "javascript-es6"):
        page.get_by_text(toggle_all_label(app)).click()
    elif complete:
        toggle_all(page, app).check()
    else:
        toggle_all(page, app).uncheck()


# A row is complete when it has the class `completed` (jQuery writes " completed").
COMPLETED = "completed"


# ---- New Todo

@test("New Todo", "should allow me to add todo items")
def new_todo_add(page, expect, app):
    add(page, TODO_ITEMS[0])
    expect(page.locator(".view label")).to_have_text([TODO_ITEMS[0]])
    add(page, TODO_ITEMS[1])
    expect(page.locator(".view label")).to_have_text(TODO_ITEMS[:2])


@test("New Todo", "should clear text input field when an item is added")
def new_todo_clears(page, expect, app):
    add(page, TODO_ITEMS[0])
    expect(page.locator(".new-todo")).to_be_empty()


@test("New Todo", "should append new items to the bottom of the list")
def new_todo_appends(page, expect, app):
    add_defaults(page)
    counter = page.locator(".todo-count")
    expect(counter).to_have_text("3 items left")
    expect(counter).to_contain_text("3")
    expect(counter).to_have_text(re.compile("3"))
    expect(page.locator(".view label")).to_have_text(TODO_ITEMS)


# ---- Mark all as completed

@test("Mark all as completed", "should allow me to mark all items as completed")
def mark_all(page, expect, app):
    add_defaults(page)
    set_all_complete(page, app, True)
    expect(rows(page)).to_contain_class([COMPLETED] * 3)


@test("Mark all as completed", "should allow me to clear the complete state of all items")
def unmark_all(page, expect, app):
    add_defaults(page)
    set_all_complete(page, app, True)
    set_all_complete(page, app, False)
    for index in range(3):
        expect(rows(page).nth(index)).not_to_contain_class(COMPLETED)


@test("Mark all as completed", "complete all checkbox should update state when items are completed / cleared")
def toggle_all_follows(page, expect, app):
    add_defaults(page)
    set_all_complete(page, app, True)
    expect(toggle_all(page, app)).to_be_checked()
    first = rows(page).nth(0)
    first.locator(".toggle").uncheck()
    expect(toggle_all(page, app)).not_to_be_checked()
    first.locator(".toggle").check()
    expect(toggle_all(page, app)).to_be_checked()


# ---- Item

@test("Item", "should allow me to mark items as complete")
def item_complete(page, expect, app):
    add(page, *TODO_ITEMS[:2])
    first, second = rows(page).nth(0), rows(page).nth(1)
    first.locator(".toggle").check()
    expect(first).to_contain_class(COMPLETED)
    expect(second).not_to_contain_class(COMPLETED)
    second.locator(".toggle").check()
    expect(first).to_contain_class(COMPLETED)
    expect(second).to_contain_class(COMPLETED)


@test("Item", "should allow me to un-mark items as complete")
def item_uncomplete(page, expect, app):
    add(page, *TODO_ITEMS[:2])
    first, second = rows(page).nth(0), rows(page).nth(1)
    first.locator(".toggle").check()
    expect(first).to_contain_class(COMPLETED)
    expect(second).not_to_contain_class(COMPLETED)
    first.locator(".toggle").uncheck()
    expect(first).not_to_contain_class(COMPLETED)
    expect(second).not_to_contain_class(COMPLETED)


@test("Item", "should allow me to edit an item")
def item_edit(page, expect, app):
    add_defaults(page)
    second = rows(page).nth(1)
    second.dblclick()
    expect(second.locator(".edit")).to_have_value(TODO_ITEMS[1])
    second.locator(".edit").fill("buy some sausages")
    second.locator(".edit").press("Enter")
    expect(rows(page)).to_have_text([TODO_ITEMS[0], "buy some sausages", TODO_ITEMS[2]])


# ---- Editing

@test("Editing", "should hide other controls when editing")
def editing_hides(page, expect, app):
    add_defaults(page)
    row = rows(page).nth(1)
    row.dblclick()
    expect(row.locator(".toggle")).not_to_be_visible()
    expect(row.locator("label")).not_to_be_visible()


@test("Editing", "should save edits on blur")
def editing_blur(page, expect, app):
    add_defaults(page)
    rows(page).nth(1).dblclick()
    rows(page).nth(1).locator(".edit").fill("buy some sausages")
    rows(page).nth(1).locator(".edit").dispatch_event("blur")
    expect(rows(page)).to_have_text([TODO_ITEMS[0], "buy some sausages", TODO_ITEMS[2]])


@test("Editing", "should trim entered text")
def editing_trims(page, expect, app):
    add_defaults(page)
    rows(page).nth(1).dblclick()
    rows(page).nth(1).locator(".edit").fill("    buy some sausages    ")
    rows(page).nth(1).locator(".edit").press("Enter")
    expect(rows(page)).to_have_text([TODO_ITEMS[0], "buy some sausages", TODO_ITEMS[2]])


@test("Editing", "should remove the item if an empty text string was entered")
def editing_empty_removes(page, expect, app):
    add_defaults(page)
    rows(page).nth(1).dblclick()
    rows(page).nth(1).locator(".edit").fill("")
    rows(page).nth(1).locator(".edit").press("Enter")
    expect(rows(page)).to_have_text([TODO_ITEMS[0], TODO_ITEMS[2]])


@test("Editing", "should cancel edits on escape")
def editing_escape(page, expect, app):
    add_defaults(page)
    rows(page).nth(1).dblclick()
    rows(page).nth(1).locator(".edit").fill("buy some sausages")
    rows(page).nth(1).locator(".edit").press("Escape")
    expect(rows(page)).to_have_text(TODO_ITEMS)


# ---- Counter

@test("Counter", "should display the current number of todo items")
def counter(page, expect, app):
    add(page, TODO_ITEMS[0])
    expect(page.locator(".todo-count")).to_contain_text("1")
    add(page, TODO_ITEMS[1])
    expect(page.locator(".todo-count")).to_contain_text("2")


# ---- Clear completed button

@test("Clear completed button", "should display the correct text")
def clear_text(page, expect, app):
    add_defaults(page)
    page.locator(".todo-list li .toggle").first.check()
    expect(page.locator(".clear-completed")).to_have_text("Clear completed")


@test("Clear completed button", "should remove completed items when clicked")
def clear_removes(page, expect, app):
    add_defaults(page)
    rows(page).nth(1).locator(".toggle").check()
    page.locator(".clear-completed").click()
    expect(rows(page)).to_have_count(2)
    expect(rows(page)).to_have_text([TODO_ITEMS[0], TODO_ITEMS[2]])


@test("Clear completed button", "should be hidden when there are no items that are completed")
def clear_hidden(page, expect, app):
    add_defaults(page)
    page.locator(".todo-list li .toggle").first.check()
    page.locator(".clear-completed").click()
    expect(page.locator(".clear-completed")).to_be_hidden()


# ---- Persistence

@test("Persistence", "should persist its data")
def persistence(page, expect, app):
    add(page, *TODO_ITEMS[:2])
    rows(page).nth(0).locator(".toggle").check()
    expect(rows(page)).to_have_text(TODO_ITEMS[:2])
    expect(rows(page).nth(0)).to_contain_class(COMPLETED)
    expect(rows(page).nth(1)).not_to_contain_class(COMPLETED)
    page.reload()
    expect(rows(page)).to_have_text(TODO_ITEMS[:2])
    expect(rows(page).nth(0)).to_contain_class(COMPLETED)
    expect(rows(page).nth(1)).not_to_contain_class(COMPLETED)


# ---- Routing

@test("Routing", "should allow me to display active items")
def routing_active(page, expect, app):
    add_defaults(page)
    page.locator(".todo-list li .toggle").nth(1).check()
    filter_link(page, "Active").click()
    expect(rows(page)).to_have_count(2)
    expect(rows(page)).to_have_text([TODO_ITEMS[0], TODO_ITEMS[2]])


@test("Routing", "should respect the back button")
def routing_back(page, expect, app):
    add_defaults(page)
    page.locator(".todo-list li .toggle").nth(1).check()
    filter_link(page, "All").click()
    expect(rows(page)).to_have_count(3)
    filter_link(page, "Active").click()
    filter_link(page, "Completed").click()
    expect(rows(page)).to_have_count(1)
    page.go_back()
    expect(rows(page)).to_have_count(2)
    page.go_back()
    expect(rows(page)).to_have_count(3)


@test("Routing", "should allow me to display completed items")
def routing_completed(page, expect, app):
    add_defaults(page)
    page.locator(".todo-list li .toggle").nth(1).check()
    filter_link(page, "Completed").click()
    expect(rows(page)).to_have_count(1)


@test("Routing", "should allow me to display all items")
def routing_all(page, expect, app):
    add_defaults(page)
    page.locator(".todo-list li .toggle").nth(1).check()
    filter_link(page, "Active").click()
    filter_link(page, "Completed").click()
    filter_link(page, "All").click()
    expect(rows(page)).to_have_count(3)


@test("Routing", "should highlight the currently applied filter")
def routing_highlight(page, expect, app):
    add_defaults(page)
    expect(filter_link(page, "All")).to_contain_class("selected")
    filter_link(page, "Active").click()
    expect(filter_link(page, "Active")).to_contain_class("selected")
    filter_link(page, "Completed").click()
    expect(filter_link(page, "Completed")).to_contain_class("selected")


# ---- the run

class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def serve(root):
    """Serves `root` (read in place) on 127.0.0.1, a free port, on a thread of its own."""
    handler = functools.partial(QuietHandler, directory=root)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", default=os.environ.get("TABTESTKIT_CONFORMANCE_DATA", ""),
                        help="the conformance data folder (default: $TABTESTKIT_CONFORMANCE_DATA)")
    parser.add_argument("--apps", default=",".join(IMPLEMENTATIONS), help="implementations, comma-separated")
    parser.add_argument("--tests", default="", help="run only tests whose title contains this")
    parser.add_argument("--timeout", type=float, default=3, help="seconds a wait may take (as the Swift port: 3)")
    parser.add_argument("--timings", default="", help="write each test's start, end and outcome to this JSON file")
    parser.add_argument("--order", default="", help="a file of test titles, one a line: run test by test in this order")
    parser.add_argument("--skip", default="", help="a todomvc-known.tsv: leave out the (implementation, title) pairs it lists")
    args = parser.parse_args()
    try:
        # Worked out before the runner counts as ready (by the harness, or here by launching once).
        switches = peer_common.playwright_switches()
    except ImportError:
        print("todomvc-peers needs Playwright-Python (Tools/conformance/todomvc-peers.sh installs it); nothing was run.")
        return 2
    ready_at = time.time()  # the runner is ready: imports done, no browser yet

    root = os.path.join(args.data, "todomvc") if args.data else ""
    if not root or not os.path.isdir(root):
        print(f"todomvc-peers needs the TodoMVC apps at {root or '../shared/conformance/todomvc'}"
              " (set TABTESTKIT_CONFORMANCE_DATA or --data); nothing was run.")
        return 2
    try:
        from playwright.sync_api import expect, sync_playwright
    except ImportError:
        print("todomvc-peers needs Playwright-Python (Tools/conformance/todomvc-peers.sh installs it); nothing was run.")
        return 2

    apps = [app for app in args.apps.split(",") if app]
    tests = [t for t in TESTS if args.tests in t[1]]
    skipped = skip_list(args.skip)
    expect.set_options(timeout=args.timeout * 1000)
    server = serve(root)
    base = f"http://127.0.0.1:{server.server_address[1]}"
    passed = {app: 0 for app in apps}
    timings = {"ready_at": ready_at, "tests": []}
    started = time.monotonic()
    with sync_playwright() as playwright:
        timings["launch_started"] = time.time()
        browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=switches)
        timings["launch_ended"] = time.time()
        for app, (group, title, function) in run_order(apps, tests, args.order):
            if (app, title) in skipped:
                continue
            test_started, outcome = time.time(), "passed"
            context = browser.new_context(viewport={"width": 1280, "height": 900})
            context.set_default_timeout(args.timeout * 1000)
            try:
                page = context.new_page()
                page.goto(f"{base}/{app}/index.html")
                function(page, expect, app)
                passed[app] += 1
            except Exception as error:  # a failed expectation or action: the test failed
                outcome = "failed"
                first = str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__
                print(f"FAIL {app} | {group} › {title} | {first}", flush=True)
            finally:
                context.close()
            timings["tests"].append({"app": app, "group": group, "title": title, "outcome": outcome,
                                     "start": test_started, "end": time.time()})
        browser.close()
    server.shutdown()
    if args.timings:
        with open(args.timings, "w", encoding="utf-8") as out:
            json.dump(timings, out, indent=1)
    print(f"\nPlaywright-Python {playwright_version()} on {CHROMIUM}, {time.monotonic() - started:.0f} s")
    ran = {app: sum(1 for entry in timings["tests"] if entry["app"] == app) for app in apps}
    for app in apps:
        print(f"{app}: {passed[app]}/{ran[app]}")
    print(f"total: {sum(passed.values())}/{sum(ran.values())}" + (" (the --skip list left some out)" if skipped else ""))
    return 0


def run_order(apps, tests, order_file):
    """(app, test) pairs: implementation by implementation, or, with an order file, test by test
    in the file's order (each on every implementation), as Swift Testing runs the port."""
    if not order_file:
        return [(app, t) for app in apps for t in tests]
    titles = [line.strip() for line in open(order_file, encoding="utf-8") if line.strip()]
    by_title = {t[1]: t for t in tests}
    ordered = [by_title[title] for title in titles if title in by_title]
    ordered += [t for t in tests if t[1] not in titles]
    return [(app, t) for t in ordered for app in apps]


def skip_list(known_file):
    """The (implementation, title) pairs a todomvc-known.tsv lists, or none."""
    if not known_file:
        return set()
    pairs = set()
    for line in open(known_file, encoding="utf-8"):
        if line.strip() and not line.startswith("#"):
            app, title = line.rstrip("\n").split("\t")[:2]
            pairs.add((app, title))
    return pairs


def playwright_version():
    from importlib.metadata import version
    return version("playwright")


if __name__ == "__main__":
    sys.exit(main())
