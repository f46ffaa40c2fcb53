"""`make bench-peers`: the same scenario suite in TABTestKit, Playwright-Python and
Selenium-Python on the same headless Chromium, run round-robin, with a table of medians.

Run it through Tools/BenchPeers/bench-peers.sh (which installs the Python packages and builds
the Swift suite); `--help` lists the options. See Tools/BenchPeers/README.md.
"""

import argparse
import functools
import json
import os
import subprocess
import sys
import time
import urllib.request

from bench_report import print_table
from bench_runs import run_suite
from bench_todomvc import print_todomvc, run_todomvc

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
TEST_BUNDLE = "TABTestKitPackageTests.xctest"
SWIFT_FILTER = "PeerBenchSuite"
PLAYWRIGHT = "Playwright-Python"
SELENIUM = "Selenium-Python"


def parse_arguments():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=int(os.environ.get("ROUNDS", 3)),
                        help="measured rounds; each runs every suite once (default 3)")
    parser.add_argument("--warmup", type=int, default=1,
                        help="rounds run first and left out of the medians (default 1)")
    parser.add_argument("--configs", default="debug",
                        help="Swift build configurations to time: debug, release or debug,release (default debug)")
    parser.add_argument("--tools", default="xctest,playwright,selenium",
                        help="which suites to run: swift-test, xctest, playwright, selenium (default: all but "
                             "swift-test, whose start-up the TodoMVC part measures; add it to time the scenarios "
                             "through `swift test` too)")
    parser.add_argument("--todomvc", choices=("on", "off", "only"), default="on",
                        help="the TodoMVC part after the rounds (on), not at all (off), or only it (only); "
                             "it needs ../shared/conformance/todomvc (default on)")
    parser.add_argument("--todomvc-rounds", type=int, default=2,
                        help="TodoMVC rounds, the tools taking turns (round 1: TABTestKit first; round 2: Playwright "
                             "first…); each test's time is its median over the rounds (default 2)")
    parser.add_argument("--todomvc-runner", choices=("swift-test", "binary"), default="swift-test",
                        help="run the TodoMVC port through `swift test` (default) or its test binary directly")
    parser.add_argument("--todomvc-binary", default=None,
                        help="with --todomvc-runner binary: this copy of the test binary instead of .build/<config>'s "
                             "(to compare two builds, or to keep a build that others relink during the run)")
    parser.add_argument("--peer-features", choices=("same", "own"), default="same",
                        help="same: Playwright and Selenium also get the Chromium features TABTestKit's preset turns "
                             "off, so the tools are timed and not the browser's settings (default); own: each tool "
                             "with its own defaults, as its users get it")
    parser.add_argument("--python", default=sys.executable, help="the Python with playwright and selenium")
    parser.add_argument("--out", default=os.path.join(ROOT, ".build", "bench-peers"),
                        help="where logs and results.json go")
    arguments = parser.parse_args()
    arguments.python = os.path.abspath(arguments.python) if os.sep in arguments.python else arguments.python
    if arguments.rounds < 1 or arguments.warmup < 0:
        parser.error("--rounds must be at least 1 and --warmup at least 0")
    return arguments


def start_server(config):
    """Starts the one example-app-server of the run and returns (process, base URL)."""
    binary = os.path.join(ROOT, ".build", config, "example-app-server")
    if not os.access(binary, os.X_OK):
        sys.exit(f"bench-peers: {binary} is missing: build with `swift build --build-tests` first")
    process = subprocess.Popen([binary, "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    url = process.stdout.readline().strip()
    if not url.startswith("http"):
        process.kill()
        sys.exit(f"bench-peers: example-app-server printed {url!r} instead of its URL")
    with urllib.request.urlopen(url, timeout=10) as response:
        if response.status != 200:
            process.kill()
            sys.exit(f"bench-peers: {url} answered {response.status}")
    return process, url


def swift_classes(bundle):
    """The suite's test classes, comma-separated, as the test binary takes them (it has no
    module-wide filter: `PeerBenchSuite.LoginBenchTests,PeerBenchSuite.TableBenchTests,…`)."""
    listed = subprocess.run([bundle, "--list-tests"], capture_output=True, text=True, check=True).stdout.split()
    classes = sorted({name.split("/")[0] for name in listed if name.startswith(SWIFT_FILTER + ".")})
    if not classes:
        sys.exit(f"bench-peers: {bundle} lists no {SWIFT_FILTER} tests")
    return ",".join(classes)


def suites(arguments):
    """(label, command, kind) of each suite to time."""
    wanted = set(arguments.tools.split(","))
    found = []
    for config in arguments.configs.split(","):
        if config not in ("debug", "release"):
            sys.exit(f"bench-peers: unknown configuration {config!r}")
        swift_test = ["swift", "test", "--skip-build", "--filter", SWIFT_FILTER]
        if config == "release":
            swift_test[2:2] = ["-c", "release"]
        if "swift-test" in wanted:
            found.append((f"TABTestKit, swift test ({config})", swift_test, "swift"))
        if "xctest" in wanted:
            bundle = os.path.join(ROOT, ".build", config, TEST_BUNDLE)
            if not os.access(bundle, os.X_OK):
                sys.exit(f"bench-peers: {bundle} is missing: build with `swift build --build-tests` first")
            found.append((f"TABTestKit, test binary ({config})", [bundle, swift_classes(bundle)], "swift"))
    if "playwright" in wanted:
        found.append((PLAYWRIGHT, [arguments.python, os.path.join(HERE, "playwright_suite.py")], "python"))
    if "selenium" in wanted:
        found.append((SELENIUM, [arguments.python, os.path.join(HERE, "selenium_suite.py")], "python"))
    if not found:
        sys.exit("bench-peers: no suite chosen (see --tools)")
    return found


def expected_tests(arguments):
    """The suite's test names, from the Playwright suite (the Swift and Selenium suites must match it)."""
    script = "import playwright_suite as s; print('\\n'.join(t.__name__ for t in s.test.tests))"
    names = subprocess.run([arguments.python, "-c", script], cwd=HERE, capture_output=True, text=True, check=True)
    return names.stdout.split()


def bench_env(arguments):
    """The environment every suite runs in: no report files, screenshots or traces, the local
    Chromium, as the peers use, and Playwright's switches worked out once, before any timing."""
    env = dict(os.environ, PYTHONUNBUFFERED="1", PYTHONDONTWRITEBYTECODE="1")
    env.pop("TABTESTKIT_REPORT_DIR", None)
    env.update(TABTESTKIT_SCREENSHOTS="off", TABTESTKIT_TRACE="off",
               TABTESTKIT_BENCH_PEER_FEATURES=arguments.peer_features)
    env.pop("TABTESTKIT_WEBDRIVER_URL", None)
    env["TABTESTKIT_BENCH_PLAYWRIGHT_SWITCHES"] = playwright_switches(arguments.python, arguments.peer_features)
    return env


@functools.cache
def playwright_switches(python, peer_features):
    """Playwright's switches as JSON (`peer_common.py` run in the peers' Python), worked out once
    per run: both parts of a run use the same (it launches a browser when features are shared)."""
    env = dict(os.environ, TABTESTKIT_BENCH_PEER_FEATURES=peer_features)
    switches = subprocess.run([python, os.path.join(HERE, "peer_common.py")], env=env, capture_output=True, text=True)
    if switches.returncode != 0:
        sys.exit(f"bench-peers: could not work out Playwright's Chromium switches:\n{switches.stderr}")
    return switches.stdout.strip()


def todomvc_part(arguments):
    """The TodoMVC part: both ports once each, the table; written to todomvc.json."""
    config = arguments.configs.split(",")[0]
    started = time.perf_counter()
    summary = run_todomvc(arguments.python, bench_env(arguments), arguments.out, config, arguments.todomvc_runner,
                          arguments.todomvc_binary, arguments.todomvc_rounds)
    print_todomvc(summary, config)
    print(f"(the TodoMVC part took {time.perf_counter() - started:.0f} s)")
    with open(os.path.join(arguments.out, "todomvc.json"), "w", encoding="utf-8") as out:
        json.dump(summary, out, indent=1)
    ours, theirs = summary.get("ours", {}), summary.get("playwright", {})
    if "skipped" not in summary and (not ours.get("tests") or not theirs.get("tests")):
        print(f"The TodoMVC part is INVALID: a suite ran no test (logs: {ours.get('log')}, {theirs.get('log')}).")
        return 1
    return 0


def main():
    arguments = parse_arguments()
    os.makedirs(arguments.out, exist_ok=True)
    if arguments.todomvc == "only":
        return todomvc_part(arguments)
    names = expected_tests(arguments)
    load_before = os.getloadavg()
    server, app_url = start_server(arguments.configs.split(",")[0])
    env = dict(bench_env(arguments), TABTESTKIT_APP_URL=app_url)
    chosen = suites(arguments)
    print(f"bench-peers: {len(names)} tests × {len(chosen)} suites, {arguments.warmup} warm-up + "
          f"{arguments.rounds} measured rounds, app at {app_url}")
    print(f"load average before: {' '.join(f'{value:.2f}' for value in load_before)} ({os.cpu_count()} CPUs)")
    runs, invalid = [], []
    started = time.perf_counter()
    try:
        for round_number in range(arguments.warmup + arguments.rounds):
            measured = round_number >= arguments.warmup
            # Each round starts with the next suite, so none always runs first.
            order = chosen[round_number % len(chosen):] + chosen[:round_number % len(chosen)]
            for label, command, kind in order:
                slug = "".join(c if c.isalnum() else "-" for c in label.lower()).strip("-")
                log = os.path.join(arguments.out, f"round{round_number}-{slug}.log")
                cwd = ROOT if kind == "swift" else HERE
                run = run_suite(label, command, env, cwd, round_number, log)
                tag = "measured" if measured else "warm-up"
                status = run.problem(names)
                test_time = f"{run.test_time:.1f} s" if run.test_time is not None else "?"
                cpu = f", CPU {run.cpu:.1f} s" if run.cpu is not None else ""
                print(f"  round {round_number} ({tag}) {label}: tests {test_time}, wall {run.wall:.1f} s{cpu}, "
                      f"load {run.load_before:.1f}{'' if status is None else '  INVALID: ' + status}", flush=True)
                if status is not None:
                    invalid.append((label, round_number, status, log))
                if measured:
                    runs.append(run)
    finally:
        server.terminate()
        server.wait(timeout=10)
    load_after = os.getloadavg()
    print(f"load average after:  {' '.join(f'{value:.2f}' for value in load_after)} "
          f"(run took {time.perf_counter() - started:.0f} s)")
    print_table(runs, [label for label, _, _ in chosen], PLAYWRIGHT, SELENIUM)
    results = {
        "tests": names, "rounds": arguments.rounds, "warmup": arguments.warmup,
        "load_before": load_before, "load_after": load_after, "cpus": os.cpu_count(),
        "runs": [vars(run) for run in runs], "invalid": invalid,
    }
    with open(os.path.join(arguments.out, "results.json"), "w", encoding="utf-8") as out:
        json.dump(results, out, indent=1)
    todomvc_status = todomvc_part(arguments) if arguments.todomvc == "on" else 0
    if invalid:
        print("\nThe measurement is INVALID: every suite must pass every time.")
        for label, round_number, status, log in invalid:
            print(f"  {label}, round {round_number}: {status} (log: {log})")
        return 1
    return todomvc_status


if __name__ == "__main__":
    sys.exit(main())
