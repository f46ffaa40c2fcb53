"""What the Playwright and Selenium suites share: the app's URL, the launch parameter,
the mock API, the browser switches, and a small runner that prints XCTest-style lines.

The runner is deliberately tiny (no pytest): the harness times the tests, not a test
framework's start-up, and it reads the same kind of lines from every tool.
"""

import base64
import functools
import json
import os
import sys
import time
import traceback
import urllib.parse
import urllib.request
import uuid as uuid_module
from datetime import datetime

CHROMIUM = os.environ.get("TABTESTKIT_CHROMIUM", "/usr/bin/chromium")
CHROMEDRIVER = os.environ.get("TABTESTKIT_CHROMEDRIVER", "/usr/bin/chromedriver")

# The Chromium features TABTestKit's preset turns off (`Capabilities.chromiumDisabledFeatures`):
# the address bar's popup, loaded for every new context's window, and the spare renderer.
CHROMIUM_DISABLED_FEATURES = [
    "WebUIOmniboxPopup", "WebUIOmniboxAimPopup", "WebUIOmniboxFullPopup", "SpareRendererForSitePerProcess",
]

# The switches TABTestKit's Chromium preset starts the browser with (besides --headless=new),
# so every tool drives the same browser the same way. chromedriver (Selenium) joins the
# --disable-features with its own; for Playwright see `playwright_switches()`.
CHROMIUM_SWITCHES = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--window-size=1280,900",
    "--no-first-run",
    "--no-default-browser-check",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--password-store=basic",
    "--disable-features=" + ",".join(CHROMIUM_DISABLED_FEATURES),
]

# `same` (the default): the peers get TABTestKit's feature switches too, so the bench times the
# tools and not the browser's settings. `own`: each tool with its own defaults, as its users
# get it (TABTestKit's Chromium then does less work than the peers').
PEER_FEATURES = os.environ.get("TABTESTKIT_BENCH_PEER_FEATURES", "same")
# Set by the harness: the switches for Playwright, worked out once (`playwright_switches()`).
PLAYWRIGHT_SWITCHES_VARIABLE = "TABTESTKIT_BENCH_PLAYWRIGHT_SWITCHES"
VIEWPORT = {"width": 1280, "height": 900}

# How long a wait may take before the test fails (the tools' own defaults differ).
TIMEOUT_SECONDS = 10

# Only ever typed, never printed.
PASSWORD = "correct horse"
SECRET = "s3cret!"

# A deep link into the running app, as TABTestKit's web engine opens one: the location
# changes without a reload (pushState and a popstate event).
DEEP_LINK_SCRIPT = (
    "history.pushState({}, '', arguments[0]);"
    " window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));"
)


def app_url():
    """The example app's base URL, from TABTESTKIT_APP_URL (set by the harness)."""
    url = os.environ.get("TABTESTKIT_APP_URL", "")
    if not url:
        sys.exit("TABTESTKIT_APP_URL is not set: run the suites through Tools/BenchPeers/bench_peers.py")
    return url


def new_test_uuid():
    """A new test UUID, in the form TABTestKit writes (upper case)."""
    return str(uuid_module.uuid4()).upper()


def launch_url(test_uuid, path="/"):
    """The URL TABTestKit's clean launch opens: the app with the `__tabtestkit` parameter
    (base64url JSON of the Clean argument and the test's UUID)."""
    payload = {"arguments": ["TABTestKit.Clean"], "environment": {"TABTestKit.UUID": test_uuid}}
    raw = json.dumps(payload, sort_keys=True, separators=(",", ":")).encode()
    value = base64.urlsafe_b64encode(raw).decode().rstrip("=")
    return urllib.parse.urljoin(app_url(), path) + "?__tabtestkit=" + value


def absolute(path):
    """A deep link's path made absolute against the app's URL."""
    return urllib.parse.urljoin(app_url(), path)


def fail_logins(test_uuid):
    """Makes the mock API fail this test's logins: one PUT, as the Swift suite sends."""
    url = urllib.parse.urljoin(app_url(), "api/mock/" + test_uuid)
    request = urllib.request.Request(url, data=b'{"login":"failing"}', method="PUT",
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=TIMEOUT_SECONDS) as response:
        if response.status != 200:
            raise AssertionError(f"Expected PUT {url} to answer 200, got {response.status}")


class Registry:
    """The suite's tests in the order they were defined."""

    def __init__(self):
        self.tests = []

    def __call__(self, function):
        self.tests.append(function)
        return function


def run(tool, tests, open_run, close_run, run_test):
    """Runs `tests` (optionally only the names given on the command line) and prints:

        Test Suite '<tool>' started at 2026-11-23 16:53:54.117
        Test Case '<tool>.<name>' started.
        Test Case '<tool>.<name>' passed (1.234 seconds).
        Executed N tests, with F failures in T seconds

    T runs from before `open_run` (a shared browser's launch, when the tool has one) to after
    `close_run`, like XCTest's total for the selected tests. Exits 1 when a test fails.
    """
    wanted = set(sys.argv[1:])
    selected = [test for test in tests if not wanted or test.__name__ in wanted]
    unknown = wanted - {test.__name__ for test in tests}
    if unknown:
        sys.exit(f"{tool}: no test named {', '.join(sorted(unknown))}")
    failures = 0
    now = datetime.now().strftime("%Y-%m-%d %H:%M:%S.%f")[:-3]
    print(f"Test Suite '{tool}' started at {now}", flush=True)
    started = time.perf_counter()
    state = open_run()
    try:
        for test in selected:
            name = f"{tool}.{test.__name__}"
            print(f"Test Case '{name}' started.", flush=True)
            test_started = time.perf_counter()
            try:
                run_test(state, test)
                outcome = "passed"
            except Exception:  # a failed test is reported, the run goes on
                failures += 1
                outcome = "failed"
                traceback.print_exc(file=sys.stderr)
            print(f"Test Case '{name}' {outcome} ({time.perf_counter() - test_started:.3f} seconds).", flush=True)
    finally:
        close_run(state)
    total = time.perf_counter() - started
    print(f"Executed {len(selected)} tests, with {failures} failures in {total:.3f} seconds", flush=True)
    return 1 if failures else 0


def switches_without_features():
    """The preset's switches without its --disable-features (each peer's own defaults)."""
    return [switch for switch in CHROMIUM_SWITCHES if not switch.startswith("--disable-features=")]


def selenium_switches():
    """The switches for Selenium's Chromium: chromedriver joins the --disable-features."""
    return switches_without_features() if PEER_FEATURES == "own" else list(CHROMIUM_SWITCHES)


@functools.cache
def playwright_switches():
    """The switches for Playwright's Chromium.

    Chromium reads only the last of repeated switches, and Playwright puts its own
    --disable-features before the caller's: a second one would turn Playwright's features back
    on. So the preset's features are joined with Playwright's own, read from the command line
    of a browser Playwright launches once for this (the harness does it before any timing and
    passes the result in TABTESTKIT_BENCH_PLAYWRIGHT_SWITCHES)."""
    without = switches_without_features()
    if PEER_FEATURES == "own":
        return without
    passed = os.environ.get(PLAYWRIGHT_SWITCHES_VARIABLE)
    if passed:
        return json.loads(passed)
    own = playwright_disabled_features(without)
    return without + ["--disable-features=" + ",".join(own + [f for f in CHROMIUM_DISABLED_FEATURES if f not in own])]


def playwright_disabled_features(switches):
    """The features Playwright's Chromium launch turns off, read from the browser's command line."""
    from playwright.sync_api import sync_playwright

    before = set(os.listdir("/proc"))
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=switches)
        try:
            for pid in set(os.listdir("/proc")) - before:
                words = browser_words(pid)
                if "--remote-debugging-pipe" in words and not any(w.startswith("--type=") for w in words):
                    value = next((w.split("=", 1)[1] for w in words if w.startswith("--disable-features=")), "")
                    return [name for name in value.split(",") if name]
        finally:
            browser.close()
    sys.exit("bench-peers: Playwright's browser process was not found in /proc: its feature switches are unknown")


def browser_words(pid):
    """A process's command line, split on NUL and spaces (Chromium rewrites its own as one line)."""
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as cmdline:
            return cmdline.read().decode(errors="replace").replace("\0", " ").split()
    except OSError:
        return []


if __name__ == "__main__":
    # For the harness: the Playwright switches, as JSON.
    print(json.dumps(playwright_switches()))
