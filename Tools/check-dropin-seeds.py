#!/usr/bin/env python3
"""Type-checks the two seeds' own test code against this project, with only imports changed.

The seeds are public repositories whose tests this project promises to run as they are; their
code is read in place at ../shared/conformance (never copied into the project), written to a
scratch folder outside it with only its import lines changed, and type-checked in Swift 5 mode
(the mode it was written in) with `swiftc -typecheck`:

* **ruka**: Ruka's `Tests/RukaTests/Tests.swift` (53 tests) and its fixture view controllers
  (`Support/*.swift`), `import Ruka` becoming `import InProcessEngine`, as iOS compiles them:
  InProcessEngine's Apple-mode interface and the UIKit stand-ins of Tools/AppleStandIns
  (`import XCTest` on iOS also brings UIKit, so UIKit is imported implicitly as XCTest would).
  A test compiles when no error falls inside its body.
* **uitesting-example**: the page-object seed's UI tests (pages, `TestPage`, `Matchers.swift`,
  `testAddingAndDeletingEntry`), with XCUI's types from XCUIShim (imported implicitly, as
  `import XCTest` brings XCUI on Apple) and the Linux build's modules: once as they are, with
  their own matchers, and once with `Matchers.swift` removed and `import TABTestKit` added.

Errors on lines that only the Objective-C runtime can compile (`#selector`, `@objc`) are
counted apart. Every other error fails the check, grouped by class.

Then must-not-compile probes: Swift 6 code that calls InProcessEngine's `App` off the main actor
is refused (an error where it needs `await`; the `ActorIsolatedCall` diagnostic, an error under
`-Werror ActorIsolatedCall`, in synchronous code), while the same synchronous code in Swift 5
compiles without a diagnostic.

Run by `make check-apple` (Tools/check-apple.py imports this file); alone:
`python3 Tools/check-dropin-seeds.py` after `swift build`.
"""
import glob
import importlib.util
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SEEDS = os.environ.get("SEEDS_DIR", os.path.join(os.path.dirname(ROOT), "shared", "conformance"))
RUKA = os.path.join(SEEDS, "ruka")
PAGES = os.path.join(SEEDS, "uitesting-example", "UITestingExampleUITests")
OBJC_ONLY = re.compile(r"#selector|@objc\b")
ERROR = re.compile(r"^(/[^:]+):(\d+):\d+: error: (.*)$", re.M)


def load_check_apple():
    spec = importlib.util.spec_from_file_location("check_apple", os.path.join(ROOT, "Tools", "check-apple.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def run(command):
    return subprocess.run(command, capture_output=True, text=True)


def classify(message, line_text):
    if OBJC_ONLY.search(line_text) or "Objective-C" in message:
        return "Objective-C runtime"
    if "actor-isolated" in message or "is 'async'" in message or "Sendable" in message:
        return "isolation"
    if "has no member" in message or "cannot find" in message or "no such module" in message:
        return "missing name"
    if "cannot convert" in message or "argument" in message or "ambiguous" in message or "no exact matches" in message:
        return "signature"
    return "other"


class Result:
    def __init__(self, name, files):
        self.name, self.files = name, files
        self.errors = []  # (path, line, message, class)
        self.notes = []

    def read(self, stderr):
        cache = {}
        for path, line, message in sorted(set(ERROR.findall(stderr)), key=lambda e: (e[0], int(e[1]), e[2])):
            if path not in cache:
                with open(path, encoding="utf-8") as handle:
                    cache[path] = handle.read().split("\n")
            text = cache[path][int(line) - 1] if int(line) <= len(cache[path]) else ""
            self.errors.append((path, int(line), message, classify(message, text)))

    @property
    def counted(self):
        return [e for e in self.errors if e[3] != "Objective-C runtime"]

    def by_class(self):
        classes = {}
        for error in self.errors:
            classes[error[3]] = classes.get(error[3], 0) + 1
        return ", ".join(f"{name} {count}" for name, count in sorted(classes.items())) or "none"


def scratch_copy(sources, folder, rewrite):
    """Writes each source to `folder` with its import lines rewritten; returns the new paths."""
    os.makedirs(folder, exist_ok=True)
    copies = []
    for source in sources:
        with open(source, encoding="utf-8") as handle:
            text = rewrite(os.path.basename(source), handle.read())
        target = os.path.join(folder, os.path.basename(source))
        with open(target, "w", encoding="utf-8") as handle:
            handle.write(text)
        copies.append(target)
    return copies


# MARK: Ruka, as iOS compiles it

def ruka_command(apple, compiler, check, swift_version="5"):
    if "iOS" not in compiler.folders:
        compiler.folders["iOS"] = apple.linux_modules(compiler.manifest.linux_only("iOS"))
    paths = [os.path.join(apple.WORK, "apple", "iOS"), os.path.join(apple.WORK, "standins", "iOS"), compiler.folders["iOS"]]
    command = ["swiftc", "-typecheck", "-continue-building-after-errors", "-swift-version", swift_version]
    for path in paths:
        command += ["-I", path]
    for module in apple.IMPLICIT_IMPORTS + ["UIKit"]:
        command += ["-Xfrontend", "-import-module", "-Xfrontend", module]
    return command


def check_ruka(apple, compiler, work):
    tests = os.path.join(RUKA, "Tests", "RukaTests", "Tests.swift")
    support = sorted(glob.glob(os.path.join(RUKA, "Support", "*.swift")))
    result = Result("ruka", [tests] + support)
    check = apple.Check("InProcessEngine", "iOS", apple_deps=["InProcessUIKitCalls", "InProcessEngine"])
    for dependency in check.apple_deps:
        failed = compiler.emit_interface(check, dependency)
        if failed:
            result.notes.append(f"{dependency} does not compile as iOS: {failed[0]}")
            return result, 0, 0
    rewrite = lambda name, text: re.sub(r"(?m)^(@testable )?import Ruka$", "import InProcessEngine", text)
    files = scratch_copy(result.files, os.path.join(work, "ruka"), rewrite)
    out = run(ruka_command(apple, compiler, check) + ["-module-name", "RukaTests"] + files)
    result.read(out.stderr)
    if out.returncode != 0 and not result.errors:
        result.notes.append("swiftc failed without an error line:\n" + out.stderr[-1500:])
    # A test compiles when no error falls between its `func test…` line and the next one.
    with open(files[0], encoding="utf-8") as handle:
        lines = handle.read().split("\n")
    starts = [i + 1 for i, line in enumerate(lines) if re.match(r"\s*func test\w*\(", line)]
    bounds = list(zip(starts, starts[1:] + [len(lines) + 1]))
    failing = {start for start, end in bounds for path, line, _, _ in result.errors if path == files[0] and start <= line < end}
    outside = [e for e in result.counted if e[0] != files[0] or not any(s <= e[1] < t for s, t in bounds)]
    compiled = len(starts) - len(failing) if not outside else 0
    return result, compiled, len(starts)


# MARK: The page-object seed, through XCUIShim and the Linux build

def module_maps(apple):
    debug = os.path.dirname(apple.LINUX_MODULES)
    maps = []
    for path in sorted(glob.glob(os.path.join(debug, "*.build", "module.modulemap"))):
        maps += ["-Xcc", f"-fmodule-map-file={path}"]
    for path in sorted(glob.glob(os.path.join(ROOT, ".build", "checkouts", "*", "Sources", "**", "module.modulemap"),
                                 recursive=True)):
        maps += ["-Xcc", f"-fmodule-map-file={path}"]
    return maps


def check_pages(apple, work, adopt):
    sources = sorted(glob.glob(os.path.join(PAGES, "*.swift")))
    if adopt:
        sources = [s for s in sources if os.path.basename(s) != "Matchers.swift"]
        rewrite = lambda name, text: re.sub(r"(?m)^import XCTest$", "import XCTest\nimport TABTestKit", text, count=1)
        name = "uitesting-example, adopting TABTestKit (Matchers.swift removed, import TABTestKit)"
    else:
        rewrite = lambda name, text: text
        name = "uitesting-example, as it is (its own Matchers.swift)"
    result = Result(name, sources)
    files = scratch_copy(sources, os.path.join(work, "pages-adopt" if adopt else "pages-own"), rewrite)
    command = ["swiftc", "-typecheck", "-continue-building-after-errors", "-swift-version", "5",
               "-module-name", "UITestingExampleUITests", "-I", apple.LINUX_MODULES,
               "-Xfrontend", "-import-module", "-Xfrontend", "XCUIShim"] + module_maps(apple) + files
    out = run(command)
    result.read(out.stderr)
    if out.returncode != 0 and not result.errors:
        result.notes.append("swiftc failed without an error line:\n" + out.stderr[-1500:])
    return result


# MARK: Must not compile: Swift 6 calls off the main actor

PROBE = """\
import InProcessEngine
import UIKit

func offTheMainActorAsync() async {
    _ = App(controller: UIViewController())  // probe:async
}

func offTheMainActorSync() throws {
    _ = try App(controller: UIViewController()).label("x")  // probe:sync
}
"""


def probe_isolation(apple, compiler, work):
    """Problems with how Swift 6 and Swift 5 callers see the isolated API (empty when right)."""
    folder = os.path.join(work, "probe")
    os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, "Probe.swift")
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(PROBE)
    lines = {tag: i + 1 for i, text in enumerate(PROBE.split("\n")) for tag in ("async", "sync") if f"probe:{tag}" in text}
    check = apple.Check("InProcessEngine", "iOS")

    def diagnostics(version, flags=()):
        out = run(ruka_command(apple, compiler, check, version) + list(flags) + ["-module-name", "Probe", path])
        found = re.findall(r"^[^:]+:(\d+):\d+: (error|warning): (.*)$", out.stderr, re.M)
        return out.returncode, {(int(line), kind) for line, kind, message in found}

    problems = []
    status, seen = diagnostics("6")
    if status == 0 or (lines["async"], "error") not in seen:
        problems.append("Swift 6: an off-main-actor call in async code compiles")
    if (lines["sync"], "warning") not in seen:
        problems.append("Swift 6: an off-main-actor call in synchronous code is not diagnosed")
    status, seen = diagnostics("6", ["-Werror", "ActorIsolatedCall"])
    if status == 0 or (lines["sync"], "error") not in seen:
        problems.append("Swift 6 with -Werror ActorIsolatedCall: the synchronous call compiles")
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(PROBE.split("func offTheMainActorAsync")[0] + PROBE.split("}\n\n", 1)[1])
    status, seen = diagnostics("5")
    if status != 0 or seen:
        problems.append("Swift 5: synchronous nonisolated calls do not compile cleanly")
    return problems


# MARK: Main

def report(result, extra=""):
    counted = result.counted
    objc = len(result.errors) - len(counted)
    state = "ok" if not counted and not result.notes else "FAILED"
    print(f"  {result.name}: {state}{extra}")
    print(f"      {len(counted)} errors, {objc} on Objective-C-only lines counted apart; by class: {result.by_class()}")
    for path, line, message, kind in counted[:12]:
        print(f"      {os.path.basename(path)}:{line}: [{kind}] {message}")
    for note in result.notes:
        print(f"      {note}")
    return state == "ok"


def run_checks(apple, compiler):
    """Runs every seed check; returns the number that failed."""
    missing = [p for p in (RUKA, PAGES) if not os.path.isdir(p)]
    if missing:
        print(f"Seeds' own code: FAILED: not found: {', '.join(missing)} (../shared/conformance, see its README)")
        return 1
    started = time.time()
    work = tempfile.mkdtemp(prefix="check-dropin-seeds-")
    failed = 0
    try:
        print("Seeds' own code, type-checked in Swift 5 with only imports changed (Tools/check-dropin-seeds.py):")
        ruka, compiled, total = check_ruka(apple, compiler, work)
        if not report(ruka, f" — {compiled}/{total} tests compile") or compiled != total:
            failed += 1
        for adopt in (False, True):
            if not report(check_pages(apple, work, adopt)):
                failed += 1
        problems = probe_isolation(apple, compiler, work)
        print("  Swift 6 calls to InProcessEngine's App off the main actor: "
              + ("refused (error in async code; ActorIsolatedCall, an error under -Werror, in sync code); "
                 "Swift 5 sync calls compile" if not problems else "FAILED"))
        for problem in problems:
            print(f"      {problem}")
        failed += bool(problems)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(f"  ({time.time() - started:.0f}s)")
    return failed


def main():
    apple = load_check_apple()
    if not os.path.isdir(apple.LINUX_MODULES):
        sys.exit(f"check-dropin-seeds: no Linux build at {apple.LINUX_MODULES}: run `swift build` first")
    os.makedirs(apple.WORK, exist_ok=True)
    apple.build_standins()
    compiler = apple.Compiler(apple.Manifest())
    return 1 if run_checks(apple, compiler) else 0


if __name__ == "__main__":
    sys.exit(main())
