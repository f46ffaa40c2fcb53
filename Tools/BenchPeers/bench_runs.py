"""Running one suite once and reading what it printed.

Every tool prints XCTest-style lines (`Test Suite '…' started`, `Test Case '…' started.`,
`… passed (1.2 seconds).`, `Executed N tests, with F failures … in T seconds`). The harness
stamps each line with its own clock as it arrives, so start-up (launch → the first
`Test Suite '…' started`) is measured the same way for every tool, and takes the suite's test
time from the tool's own closing line.
"""

import os
import re
import subprocess
import threading
import time
from dataclasses import dataclass, field
from datetime import datetime

# The first line of a run: XCTest's "Test Suite 'Selected tests' started at 2026-11-23
# 16:53:54.117", and the Python runner's line of the same form (printed before its browser
# launch). The time in it is read, not the time the line arrives: `swift test` forwards the test
# binary's output in chunks, seconds late.
SUITE_STARTED = re.compile(r"^Test Suite '([^']+)' started(?: at (\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(?:\.\d+)?))?")
FINISHED = re.compile(r"^Test Case '([^']+)' (passed|failed|skipped) \((\d+(?:\.\d+)?) seconds\)")
# XCTest: "Executed 25 tests, with 0 failures (0 unexpected) in 40.1 (40.2) seconds"; the
# number in brackets is the suite's wall time. The Python runner: "… in 19.8 seconds".
EXECUTED = re.compile(
    r"Executed (\d+) tests?, with (\d+) failures?(?: \((\d+) unexpected\))? in (\d+(?:\.\d+)?)(?: \((\d+(?:\.\d+)?)\))? seconds"
)


@dataclass
class Run:
    """One run of one suite."""

    tool: str
    round: int
    exit_code: int = -1
    wall: float = 0.0                # launch → exit
    startup: float | None = None     # launch → the suite started (before any browser starts)
    test_time: float | None = None   # the tool's own total for the suite
    executed: int = 0
    failures: int = 0
    tests: dict = field(default_factory=dict)  # test method name → (outcome, seconds)
    load_before: float = 0.0
    log_path: str = ""
    cpu: float | None = None         # the machine's busy CPU seconds over the run (all cores)

    @property
    def passed(self):
        return (self.exit_code == 0 and self.failures == 0 and self.executed > 0
                and all(outcome == "passed" for outcome, _ in self.tests.values()))

    def problem(self, expected_tests):
        """Why this run does not count, or None."""
        if self.exit_code != 0:
            return f"exited with {self.exit_code}"
        if self.failures or any(outcome != "passed" for outcome, _ in self.tests.values()):
            failed = sorted(name for name, (outcome, _) in self.tests.items() if outcome != "passed")
            return f"{len(failed) or self.failures} test(s) failed: {', '.join(failed)}"
        if self.test_time is None:
            return "printed no 'Executed N tests' line"
        if set(self.tests) != set(expected_tests):
            missing = sorted(set(expected_tests) - set(self.tests))
            extra = sorted(set(self.tests) - set(expected_tests))
            return f"ran other tests than the suite (missing {missing}, extra {extra})"
        return None


def method_name(test_case):
    """`test_x` from `PeerBenchSuite.LoginBenchTests.test_x`, `LoginBenchTests.test_x` or `playwright.test_x`."""
    return re.split(r"[ .]", test_case.strip("-[]"))[-1]


def run_suite(tool, command, env, cwd, round_number, log_path):
    """Runs `command` once, stamps its output lines, and returns the `Run`."""
    run = Run(tool=tool, round=round_number, load_before=os.getloadavg()[0], log_path=log_path)
    launched_at = time.time()
    busy_before = busy_cpu_seconds()
    started = time.perf_counter()
    with open(log_path, "w", encoding="utf-8") as log:
        process = subprocess.Popen(command, cwd=cwd, env=env, stdout=subprocess.PIPE,
                                   stderr=subprocess.STDOUT, bufsize=1, text=True, errors="replace")
        stamped = []

        def read():
            for line in process.stdout:
                stamped.append((time.perf_counter() - started, line.rstrip("\n")))

        reader = threading.Thread(target=read, daemon=True)
        reader.start()
        run.exit_code = process.wait()
        run.wall = time.perf_counter() - started
        busy_after = busy_cpu_seconds()
        if busy_before is not None and busy_after is not None:
            run.cpu = busy_after - busy_before
        reader.join(timeout=10)
        log.write(f"# {' '.join(command)}\n# launched at {datetime.fromtimestamp(launched_at)}; "
                  f"[seconds after launch when the line arrived]\n")
        for at, line in stamped:
            log.write(f"[{at:8.3f}] {line}\n")
    for at, line in stamped:
        if match := SUITE_STARTED.search(line):
            if run.startup is None:
                run.startup = _seconds_since(launched_at, match.group(2), fallback=at)
        elif match := FINISHED.search(line):
            run.tests[method_name(match.group(1))] = (match.group(2), float(match.group(3)))
        elif match := EXECUTED.search(line):
            # The last such line is the outermost suite's (XCTest prints one per class too).
            run.executed = int(match.group(1))
            run.failures = int(match.group(2))
            run.test_time = float(match.group(5) or match.group(4))
    return run


def busy_cpu_seconds():
    """The CPU time all cores of the machine have spent busy since boot (Linux's /proc/stat:
    everything but idle and I/O wait), or None where it cannot be read. On a machine with
    nothing else running, the difference over a run is what the tool and its browser cost."""
    try:
        with open("/proc/stat", encoding="ascii") as stat:
            fields = stat.readline().split()
        ticks = [int(value) for value in fields[1:9]]
        busy = sum(ticks) - ticks[3] - ticks[4]  # idle, iowait
        return busy / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return None


def _seconds_since(launched_at, printed, fallback):
    """Seconds from the launch to a local time printed as `2026-11-23 16:53:54.117`, or
    `fallback` when the line has no time."""
    if not printed:
        return fallback
    try:
        return datetime.strptime(printed, "%Y-%m-%d %H:%M:%S.%f" if "." in printed else "%Y-%m-%d %H:%M:%S").timestamp() - launched_at
    except ValueError:
        return fallback
