"""The TodoMVC part of `make bench-peers`: Playwright's TodoMVC example tests, ported to
TABTestKit (Tests/TodoMVCConformance) and to Playwright-Python
(Tools/conformance/todomvc_playwright.py), against the eight third-party TodoMVC apps at
../shared/conformance/todomvc, on the same Chromium, one test at a time.

The tools take turns (`--todomvc-rounds`, default 2): round 1 runs TABTestKit then Playwright,
round 2 Playwright then TABTestKit, and so on, so a machine whose load drifts during the part
(a build finishing, another job starting) favours neither; a test's time is its median over
the rounds, and it counts as passed when it passed in every round.

Only tests that pass in both tools are compared. Per implementation: the mean time per test of
each tool (the first test of each run left out: it is shown on its own), and their ratio. Then
what a run costs before its tests: start-up (launch → the runner is ready, before any browser)
and the first test's extra cost (its time minus the median of the same test on the other
implementations: the driver and browser launch it carries).

A TABTestKit test case runs from Swift Testing's `testCaseStarted` to its `testCaseEnded` (the
JSON event stream, `--event-stream-output-path`): a clean launch into a fresh user context,
the body, the termination. A Playwright test runs from before `browser.new_context()` to after
`context.close()`: the context, its page, `page.goto`, the body.
"""

import json
import os
import signal
import statistics
import subprocess
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
CONFORMANCE = os.path.join(ROOT, "Tools", "conformance")
KNOWN = os.path.join(CONFORMANCE, "todomvc-known.tsv")
# Each run is stopped (its whole process group) after this long: the part stays time-bounded
# even when a browser hangs. A run takes 4–8 minutes on two busy cores.
RUN_LIMIT = 900
IMPLEMENTATIONS = ["javascript-es5", "javascript-es6", "backbone", "jquery", "lit", "preact", "react", "vue"]


def data_folder():
    """The conformance data folder, or None when the TodoMVC apps are not there."""
    data = os.environ.get("TABTESTKIT_CONFORMANCE_DATA") or os.path.join(os.path.dirname(ROOT), "shared", "conformance")
    return data if os.path.isfile(os.path.join(data, "todomvc", "react", "index.html")) else None


def run_ours(env, out, config, runner, binary=None):
    """The port with Swift Testing's event stream, through `swift test --skip-build
    --no-parallel --filter TodoMVCConformance` (runner "swift-test", what users run) or the test
    binary directly (runner "binary": without SwiftPM's planning, and without waiting for
    another SwiftPM that holds .build's lock); returns {"launched", "tests": [(app, title,
    outcome, start, end)], "exit", …}."""
    events = os.path.join(out, "todomvc-tabtestkit-events.jsonl")
    if os.path.exists(events):
        os.remove(events)
    stream = ["--event-stream-output-path", events, "--event-stream-version", "0"]
    if runner == "binary":
        command = [binary or os.path.join(ROOT, ".build", config, "TABTestKitPackageTests.xctest"),
                   "--testing-library", "swift-testing", "--no-parallel", "--filter", "TodoMVCConformance"] + stream
    else:
        command = ["swift", "test", "--skip-build", "--no-parallel", "--filter", "TodoMVCConformance"] + stream
        if config == "release":
            command[2:2] = ["-c", "release"]
    log = os.path.join(out, "todomvc-tabtestkit.log")
    launched = time.time()
    code = run_bounded(command, ROOT, env, log)
    return {"launched": launched, "ended": time.time(), "exit": code, "log": log, "tests": read_events(events)}


def run_bounded(command, cwd, env, log):
    """Runs `command` with its output in `log`; after RUN_LIMIT seconds its process group is
    killed (the exit status is then -9)."""
    with open(log, "w", encoding="utf-8") as output:
        process = subprocess.Popen(command, cwd=cwd, env=env, stdout=output, stderr=subprocess.STDOUT,
                                   start_new_session=True)
        try:
            return process.wait(timeout=RUN_LIMIT)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
            output.write(f"\nbench-peers: stopped after {RUN_LIMIT} s\n")
            return -9


def read_events(path):
    """(app, title, outcome, start, end) per test case, in the order they ran."""
    titles, started, failed, cases = {}, {}, set(), []
    if not os.path.exists(path):
        return cases
    for line in open(path, encoding="utf-8"):
        record = json.loads(line)
        payload = record.get("payload", {})
        if record.get("kind") == "test":
            titles[payload["id"]] = payload.get("displayName") or payload.get("name")
            continue
        kind = payload.get("kind")
        case = (payload.get("_testCase") or {}).get("displayName")
        key = (payload.get("testID"), case)
        if kind == "testCaseStarted":
            started[key] = payload["instant"]["since1970"]
        elif kind == "issueRecorded" and case is not None:
            failed.add(key)
        elif kind == "testCaseEnded" and key in started:
            title = titles.get(key[0], key[0])
            outcome = "failed" if key in failed else "passed"
            cases.append((case, title, outcome, started[key], payload["instant"]["since1970"]))
    return cases


def run_playwright(python, env, out, order):
    """todomvc_playwright.py in the port's order, leaving out what todomvc-known.tsv lists
    (they fail in TABTestKit, so they could not be compared); the same shape as run_ours."""
    timings = os.path.join(out, "todomvc-playwright-timings.json")
    order_file = os.path.join(out, "todomvc-order.txt")
    with open(order_file, "w", encoding="utf-8") as titles:
        titles.write("\n".join(order) + "\n")
    command = [python, os.path.join(CONFORMANCE, "todomvc_playwright.py"), "--timings", timings,
               "--order", order_file, "--skip", KNOWN]
    log = os.path.join(out, "todomvc-playwright.log")
    launched = time.time()
    code = run_bounded(command, CONFORMANCE, env, log)
    result = {"launched": launched, "ended": time.time(), "exit": code, "log": log, "tests": []}
    if os.path.exists(timings):
        recorded = json.load(open(timings, encoding="utf-8"))
        result["ready"] = recorded["ready_at"]
        result["tests"] = [(t["app"], t["title"], t["outcome"], t["start"], t["end"]) for t in recorded["tests"]]
    return result


def first_test(run, ready):
    """(seconds from `ready` to the end of the first test, its extra cost over the median of the
    same test on the other implementations), or (None, None)."""
    if not run["tests"]:
        return None, None
    app, title, _, _, end = run["tests"][0]
    others = [e - s for a, t, o, s, e in run["tests"][1:] if t == title and o == "passed"]
    first = end - ready
    return first, (first - statistics.median(others)) if others else None


def compare(ours, theirs):
    """The table's rows: per implementation, the tests passing in both (the first test of
    either run left out), and the mean seconds per test in each."""
    skip = {tuple(run["tests"][0][:2]) for run in (ours, theirs) if run["tests"]}
    mine = {(a, t): e - s for a, t, o, s, e in ours["tests"] if o == "passed"}
    peer = {(a, t): e - s for a, t, o, s, e in theirs["tests"] if o == "passed"}
    rows = []
    for app in IMPLEMENTATIONS:
        both = [key for key in mine if key[0] == app and key in peer and key not in skip]
        if both:
            rows.append((app, len(both), sum(mine[k] for k in both) / len(both), sum(peer[k] for k in both) / len(both)))
    return rows


def run_todomvc(python, env, out, config, runner="swift-test", binary=None, rounds=2):
    """Runs both suites `rounds` times, taking turns, and returns the summary (also written to
    results.json). Start-up and the first test come from round 1 (a cold start happens once)."""
    data = data_folder()
    if data is None:
        return {"skipped": "the TodoMVC apps are not at ../shared/conformance/todomvc (TABTESTKIT_CONFORMANCE_DATA)"}
    env = dict(env, TABTESTKIT_CONFORMANCE_DATA=data)
    load_before = os.getloadavg()
    all_ours, all_theirs, order = [], [], None
    for number in range(max(1, rounds)):
        folder = out if number == 0 else os.path.join(out, f"todomvc-round{number + 1}")
        os.makedirs(folder, exist_ok=True)
        if number % 2 == 0:
            ours = run_ours(env, folder, config, runner, binary)
            order = order or list(dict.fromkeys(title for _, title, _, _, _ in ours["tests"]))
            theirs = run_playwright(python, env, folder, order)
        else:
            theirs = run_playwright(python, env, folder, order or [])
            ours = run_ours(env, folder, config, runner, binary)
        all_ours.append(ours)
        all_theirs.append(theirs)
        print(f"bench-peers: TodoMVC round {number + 1} of {rounds} done (load {os.getloadavg()[0]:.2f})", flush=True)
    first_ours, first_theirs = all_ours[0], all_theirs[0]
    ours, theirs = merge_rounds(all_ours), merge_rounds(all_theirs)
    summary = {"load_before": load_before, "load_after": os.getloadavg(), "runner": runner, "rounds": len(all_ours),
               "ours": ours, "playwright": theirs}
    summary["rows"] = compare(ours, theirs)
    summary["startup"] = {
        "ours": first_ours["tests"][0][3] - first_ours["launched"] if first_ours["tests"] else None,
        "playwright": first_theirs["ready"] - first_theirs["launched"] if "ready" in first_theirs else None,
    }
    summary["first"] = {
        "ours": first_test(first_ours, first_ours["tests"][0][3]) if first_ours["tests"] else (None, None),
        "playwright": first_test(first_theirs, first_theirs["ready"]) if "ready" in first_theirs else (None, None),
    }
    return summary


def merge_rounds(runs):
    """One run of the same shape from several rounds of one tool: each test once, in round 1's
    order (whose first test `compare` leaves out, as the cold one), lasting its median over the
    rounds it ran in, passed when it passed in every one; the worst exit status."""
    if len(runs) == 1:
        return runs[0]
    durations, outcomes = {}, {}
    for run in runs:
        for app, title, outcome, start, end in run["tests"]:
            durations.setdefault((app, title), []).append(end - start)
            outcomes.setdefault((app, title), []).append(outcome)
    tests = []
    for app, title, _, _, _ in runs[0]["tests"]:
        key = (app, title)
        passed = len(outcomes[key]) == len(runs) and all(o == "passed" for o in outcomes[key])
        tests.append((app, title, "passed" if passed else "failed", 0.0, statistics.median(durations[key])))
    merged = dict(runs[0], tests=tests, exit=max((r["exit"] for r in runs), key=abs))
    merged["ended"] = runs[-1]["ended"]
    return merged


def print_by_test(summary):
    """Per test, over the implementations where it passed in both: the median of each tool and
    their ratio. Tests of a few steps show the launch; tests of many, the cost per step."""
    ours, theirs = summary["ours"], summary["playwright"]
    mine = {(a, t): e - s for a, t, o, s, e in ours["tests"] if o == "passed"}
    peer = {(a, t): e - s for a, t, o, s, e in theirs["tests"] if o == "passed"}
    print(f"{'test (median over the implementations)':<62} {'TABTestKit':>10} {'Playwright':>10} {'ratio':>6}")
    for title in dict.fromkeys(t for _, t, _, _, _ in ours["tests"]):
        both = [key for key in mine if key[1] == title and key in peer]
        if both:
            a, b = statistics.median(mine[k] for k in both), statistics.median(peer[k] for k in both)
            print(f"{title[:62]:<62} {a:>9.2f}s {b:>9.2f}s {a / b:>5.2f}×")


def _passed(run):
    return sum(1 for _, _, outcome, _, _ in run["tests"] if outcome == "passed")


def _s(value, digits=2):
    return "—" if value is None else f"{value:.{digits}f} s"


def print_todomvc(summary, config):
    """Prints the TodoMVC table."""
    print()
    if "skipped" in summary:
        print(f"TodoMVC: not run: {summary['skipped']}")
        return
    ours, theirs = summary["ours"], summary["playwright"]
    rounds = summary.get("rounds", 1)
    print(f"TodoMVC (Playwright's example tests, 8 third-party apps, {rounds} round{'s' if rounds > 1 else ''} taking turns; TABTestKit through "
          f"{'`swift test`' if summary['runner'] == 'swift-test' else 'the test binary'} ({config}): {_passed(ours)}/{len(ours['tests'])} passed, exit {ours['exit']}; "
          f"Playwright-Python: {_passed(theirs)}/{len(theirs['tests'])} passed; {len(ours['tests']) - len(theirs['tests'])} "
          f"tests left out: those todomvc-known.tsv lists, and the port's own)")
    print(f"load average before: {' '.join(f'{v:.2f}' for v in summary['load_before'])}, "
          f"after: {' '.join(f'{v:.2f}' for v in summary['load_after'])}")
    header = f"{'implementation':<16} {'tests':>6} {'TABTestKit':>11} {'Playwright':>11} {'÷ Playwright':>13}"
    print(header)
    print("-" * len(header))
    total = [0, 0.0, 0.0]
    for app, count, mine, peer in summary["rows"]:
        total[0] += count
        total[1] += mine * count
        total[2] += peer * count
        print(f"{app:<16} {count:>6} {_s(mine):>11} {_s(peer):>11} {mine / peer:>12.2f}×")
    if total[0]:
        print(f"{'all':<16} {total[0]:>6} {_s(total[1] / total[0]):>11} {_s(total[2] / total[0]):>11} "
              f"{total[1] / total[2]:>12.2f}×")
    (first_mine, extra_mine), (first_peer, extra_peer) = summary["first"]["ours"], summary["first"]["playwright"]
    difference = None if extra_mine is None or extra_peer is None else extra_mine - extra_peer
    print(f"start-up (launch → runner ready, no browser yet): TABTestKit {_s(summary['startup']['ours'])}, "
          f"Playwright {_s(summary['startup']['playwright'])}")
    print(f"first test (ready → its end, driver and browser start included): TABTestKit {_s(first_mine)} "
          f"(extra {_s(extra_mine)}), Playwright {_s(first_peer)} (extra {_s(extra_peer)}); "
          f"difference in extra: {_s(difference)}")
    print_by_test(summary)
    print("tests: passing in both (in every round), the first test of round 1 left out; times are means per")
    print("  test of each test's median over the rounds (a fresh")
    print("  context, the app's load, the body, the close). extra: the first test's time minus the same test's")
    print("  median on the other implementations. Logs: todomvc-*.log in the output folder.")
