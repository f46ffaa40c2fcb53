"""The table `make bench-peers` prints: medians per suite and ratios to the peers."""

import statistics


def _median(values):
    values = [value for value in values if value is not None]
    return statistics.median(values) if values else None


def _seconds(value):
    return "—" if value is None else f"{value:.1f} s"


def _ratio(value, reference):
    return "—" if value is None or not reference else f"{value / reference:.2f}×"


def print_table(runs, labels, playwright, selenium):
    """Prints one row per suite: the median test time (and range), its ratio to Playwright
    and Selenium, the median start-up (launch → suite started) and the median wall time."""
    medians = {label: _median([run.test_time for run in runs if run.tool == label and run.passed]) for label in labels}
    reference_pw, reference_se = medians.get(playwright), medians.get(selenium)
    header = (f"{'suite':<34} {'test time':>10} {'range':>13} {'per test':>9} {'÷ Playwright':>13} {'÷ Selenium':>11} "
              f"{'start-up':>9} {'wall':>8} {'CPU':>8} {'runs':>5}")
    print()
    print(header)
    print("-" * len(header))
    for label in labels:
        mine = [run for run in runs if run.tool == label and run.passed]
        times = [run.test_time for run in mine]
        span = f"{min(times):.1f}–{max(times):.1f} s" if times else "—"
        tests = max((run.executed for run in mine), default=0)
        per_test = f"{medians[label] / tests:.2f} s" if medians[label] is not None and tests else "—"
        print(f"{label:<34} {_seconds(medians[label]):>10} {span:>13} {per_test:>9} {_ratio(medians[label], reference_pw):>13} "
              f"{_ratio(medians[label], reference_se):>11} {_seconds(_median([run.startup for run in mine])):>9} "
              f"{_seconds(_median([run.wall for run in mine])):>8} {_seconds(_median([run.cpu for run in mine])):>8} {len(mine):>5}")
    print()
    print("test time: the tool's own total for the suite (XCTest's bracketed suite time; the Python runner's")
    print("  span from before its browser launch to after its close). start-up: launch → the suite started,")
    print("  before any browser or driver starts. CPU: the machine's busy CPU time over the run, all cores")
    print("  (the tool, its driver and browser; anything else running counts too).")
    print("  Medians of the measured rounds that passed; warm-up rounds are left out.")
