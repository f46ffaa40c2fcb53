#!/usr/bin/env python3
"""Type-checks TABTestKit's Apple-only code on Linux (`make check-apple`).

Linux cannot build for Apple platforms, so each check below compiles one target's sources, unchanged,
with `swiftc` as an Apple platform would see them, against the modules the Linux build made:

* `shim` checks (XCUIEngine, EinsteinXCUI): the engine already compiles on Linux against XCUIShim;
  the check adds the `-D` conditions the manifest sets for one Apple platform (`XCUI_NO_TOUCH` on
  tvOS, `TABTESTKIT_XCUI`...), so each platform's variant of the code is type-checked too.
* `view` checks (everything else): the manifest's `-D` conditions for the platform, plus
  `-D TABTESTKIT_APPLE_TYPECHECK`, and the stand-in modules of Tools/AppleStandIns on the import
  path: `UIKit` (iOS), `AppKit` (macOS), `Darwin`, `notify`, `ObjectiveC` exist there, so
  `canImport(UIKit)`... is true as on Apple; `AppleFoundation` and `AppleXCTest` (what Apple's
  Foundation and XCTest declare beyond swift-corelibs) are imported into every file
  (`-import-module`). Sources are written so that this is enough: Apple-only code is guarded by
  `canImport` of an Apple module (`#if canImport(Darwin)` before `canImport(Glibc)`) or by a manifest
  condition, and a guard that can only say `os(iOS)`/`os(Linux)` also tests
  `TABTESTKIT_APPLE_TYPECHECK`, a condition only this script sets. Modules that a manifest gives
  only to other platforms (AsyncHTTPClient, WebSocketKit and XCUIShim are Linux's) are hidden from
  view checks, so their `canImport` is false as on Apple. Targets listed as Apple-mode dependencies are compiled the same
  way first (their interface only); every other dependency is the Linux build's module.
  Where Darwin is needed, its stand-in is also compiled into the checked module (its own
  declarations win over Glibc's, which Linux's Foundation re-exports), and the AST is searched for
  any Glibc declaration a file still reaches: one means the stand-in lacks something, and fails.

Each check runs `swiftc -emit-sil` (type-checking and Swift 6's SIL diagnostics: data races,
definite initialization), and every check must pass. Then the self-test copies each check's probe
files, injects a type error on the line after each probe's anchor (a line inside the Apple-only
code), and expects an error on each of those lines: this proves the Apple-only code is really
compiled, not skipped by an `#if`. Docs/Architecture.md says what is and is not checked.

Last, Tools/check-dropin-seeds.py type-checks the two seeds' own tests (Ruka's, as iOS compiles
them, against InProcessEngine; the page-object seed's through XCUIShim, with and without its own
matchers) with only imports changed, and proves that Swift 6 calls to InProcessEngine's `App` off
the main actor are refused; every part must pass.
"""
import argparse
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STANDINS = os.path.join(ROOT, "Tools", "AppleStandIns")
# Built stand-ins and Apple-mode interfaces, one folder per checkout (checkouts may run at once).
WORK = os.environ.get("CHECK_APPLE_WORK", os.path.join(
    tempfile.gettempdir(), "check-apple-" + hashlib.sha256(ROOT.encode()).hexdigest()[:10]))
LINUX_MODULES = os.environ.get("CHECK_APPLE_MODULES", os.path.join(ROOT, ".build", "debug", "Modules"))
FLAG = "TABTESTKIT_APPLE_TYPECHECK"
# SwiftPM's `-package-name` for the root package: its identity (the folder's name, lowercased)
# with every character that cannot be in an identifier made `_`.
PACKAGE_NAME = re.sub(r"[^a-z0-9_]", "_", os.path.basename(ROOT).lower())
DIAGNOSTIC = re.compile(r"^(.*?):(\d+):\d+: error: (.*)$", re.M)

# The stand-in modules, in build order, and the Apple platforms that have each.
ALL = {"macOS", "iOS", "tvOS", "watchOS", "visionOS"}
STANDIN_PLATFORMS = {"ObjectiveC": ALL, "AppleFoundation": ALL, "AppleXCTest": ALL, "Darwin": ALL, "notify": ALL,
                     "UIKit": {"iOS", "tvOS", "visionOS"}, "AppKit": {"macOS"}}
IMPLICIT_IMPORTS = ["AppleFoundation", "AppleXCTest"]
# Targets compiled with Objective-C interop, as Apple compiles everything: those declaring `@objc`
# members. Not the others: this Linux standard library cannot pass `&x` to C in that mode.
OBJC_INTEROP = {"XCUIStyleExtensions"}
# The targets below PlatformTypes' Apple types (ElementType is XCUIElement.ElementType, CGVector
# CoreGraphics'), for checks whose code meets those types: without them, the Linux build's
# stand-ins of these types and the Apple stand-ins would both be in scope.
APPLE_TYPES = ["PlatformTypes", "ElementCore"]


@dataclass
class Check:
    target: str
    platform: str
    kind: str = "view"           # "view" or "shim" (see the docstring)
    apple_deps: list = field(default_factory=list)  # compiled as this platform first, in order
    darwin: bool = False         # compile Darwin's stand-in into the module; search the AST for Glibc
    probes: list = field(default_factory=list)      # (file name, anchor line): the Apple-only code

    @property
    def name(self):
        return f"{self.target} [{self.platform}]"


def shim(target, platform, *probes):
    return Check(target, platform, "shim", probes=list(probes))


UIKIT_GUARD = f"#if canImport(UIKit) && (os(iOS) || os(visionOS) || {FLAG})"
CHECKS = [
    # Every distinct set of Apple conditions the XCUI manifests declare (iOS's XCUIEngine set is Linux's).
    shim("XCUIEngine", "macOS", ("XCUISnapshotReader.swift", "#if XCUI_NO_FOCUS"),
         ("XCUIEngine+Apps.swift", "#if XCUI_NO_HOME_BUTTON")),
    shim("XCUIEngine", "tvOS", ("XCUIActionPerformer.swift", "#if XCUI_NO_TOUCH")),
    shim("XCUIEngine", "visionOS", ("XCUIActionPerformer.swift", "#if XCUI_NO_PICKER_WHEELS")),
    shim("XCUIEngine", "watchOS", ("XCUIActionPerformer.swift", "#if XCUI_NO_PICKER_WHEELS")),
    shim("EinsteinXCUI", "iOS", ("RawRepresentable+XCUI.swift", "#if TABTESTKIT_XCUI"),
         ("Springboard+Einstein.swift", "#if TABTESTKIT_XCUI"), ("XCTestCase+Einstein.swift", "#if TABTESTKIT_XCUI")),
    shim("EinsteinXCUI", "macOS", ("XCUIElement+Snapshot.swift", "#if XCUI_NO_FOCUS")),
    shim("EinsteinXCUI", "tvOS", ("XCUIElement+Actions.swift", "#if XCUI_NO_TOUCH")),
    shim("EinsteinXCUI", "visionOS", ("XCTestCase+Einstein.swift", "#if TABTESTKIT_XCUI")),
    shim("EinsteinXCUI", "watchOS", ("XCTestCase+Einstein.swift", "#if TABTESTKIT_XCUI")),
    Check("PlatformTypes", "macOS", probes=[("ElementType+XCUI.swift", "#if canImport(XCTest) && canImport(Darwin)")]),
    Check("TestRuntime", "macOS", probes=[("XCTestTracking.swift", "#if TABTESTKIT_APPLE_XCTEST")]),
    Check("BDD", "macOS", probes=[("XCTestActivity.swift", "#if canImport(XCTest) && BDD_APPLE_XCTEST")]),
    Check("BDDTests", "macOS", apple_deps=["BDD"], probes=[("FailureCapturingTestCase.swift", "#if BDD_APPLE_XCTEST")]),
    Check("Biometrics", "iOS", probes=[("DarwinNotifier.swift", "#if canImport(notify)"),
                                       ("BiometricsBackend.swift", "#elseif canImport(Darwin)")]),
    Check("InProcessEngine", "iOS", apple_deps=["InProcessUIKitCalls"],
          probes=[(f, UIKIT_GUARD) for f in ("UIKitControllers.swift", "UIKitSeedAPI.swift", "UIKitToolkit.swift",
                                             "UIKitViews.swift")]),
    Check("InProcessSeedExampleTests", "iOS", apple_deps=["InProcessUIKitCalls", "InProcessEngine"],
          probes=[("SomeViewController+UIKit.swift", UIKIT_GUARD)]),
    Check("W3CWebDriver", "macOS", darwin=True, probes=[
        ("HTTPTransport.swift", "#else"), ("URLSessionTransport.swift", "#if canImport(Darwin)")]),
    # Without WebSocketKit (Linux only) it is the control protocol, the input-event tables and its error type.
    Check("WebDriverBrowserControl", "macOS", apple_deps=["W3CWebDriver"], darwin=True),
    Check("WebDriverClient", "macOS", apple_deps=["W3CWebDriver", "WebDriverBrowserControl"], darwin=True, probes=[
        ("ExitCleanup.swift", "#if canImport(Darwin)"), ("ManagedChromium.swift", "#if canImport(Darwin)"),
        ("ManagedChromium+Isolation.swift", "#else"), ("ProcessCleanup.swift", "#else"),
        ("ProcessSupervisor.swift", "private static func makeFileActions() -> posix_spawn_file_actions_t? {")]),
    Check("WebDriverClientTests", "macOS", apple_deps=["W3CWebDriver", "WebDriverBrowserControl", "WebDriverClient"], darwin=True,
          probes=[("TransportTests.swift", "#else")]),
    Check("WebDriver", "macOS", apple_deps=["W3CWebDriver", "WebDriverBrowserControl", "WebDriverClient"], darwin=True,
          probes=[("LoopbackApp.swift", "#else"), ("WebDriverEngine+PointerAndKeys.swift", "#if canImport(Darwin)")]),
    Check("XCUIStyleExtensions", "iOS", apple_deps=APPLE_TYPES, probes=[
        ("AccessibilityIDSetter.swift", "#if canImport(UIKit) && !os(watchOS)"),
        ("IdentifierOperator.swift", "#if canImport(UIKit) && !os(watchOS)"),
        ("EasyPredicate+NSPredicate.swift", "#if canImport(ObjectiveC)"), ("RawPredicate.swift", "#if canImport(ObjectiveC)")]),
    Check("XCUIStyleExtensions", "macOS", apple_deps=APPLE_TYPES, probes=[
        ("AccessibilityIDSetter.swift", "#elseif canImport(AppKit)"),
        ("IdentifierOperator.swift", "#elseif canImport(AppKit)")]),
    Check("XCUIStyleExtensionsTests", "macOS", apple_deps=APPLE_TYPES + ["InMemoryEngine", "XCUIStyleExtensions"],
          probes=[("RawPredicateTests.swift", "#if canImport(ObjectiveC)")]),
]

# Apple-only code no check here compiles, and why (printed with the results; see Architecture.md).
NOT_CHECKED = [
    ("InProcessUIKitCalls", "optional UIKit delegate calls and #selector need Objective-C (its interface is checked)"),
    ("TABTestKit: TABTestKitEngine.swift", "the os(iOS)/os(macOS)... engine choice needs real XCUI, not the shim"),
    ("Biometrics: BiometricsBackend.swift", "the `Kind.simulator` and `Kind.mac` lines (targetEnvironment, os(macOS))"),
    ("XCUIEngine: XCUIActionPerformer.swift", "the os(tvOS)/os(watchOS) branches (the shim checks compile Linux's)"),
    ("TABTestKitTests, FaultTests", "their canImport(Darwin) branches (test support, not library code)"),
]


def run(command, **options):
    return subprocess.run(command, capture_output=True, text=True, **options)


# MARK: The manifest: each target's path, its -D conditions per platform, Linux-only dependencies

class Manifest:
    def __init__(self):
        scratch = os.path.join(WORK, "manifest")  # its own: never waits for another build's lock
        out = run(["swift", "package", "--package-path", ROOT, "--scratch-path", scratch, "dump-package"])
        if out.returncode != 0:
            sys.exit("check-apple: cannot read Package.swift:\n" + out.stderr[-2000:])
        self.targets = {t["name"]: t for t in json.loads(out.stdout)["targets"]}

    def sources(self, name):
        target = self.targets[name]
        directory = os.path.join(ROOT, target["path"])
        excluded = [os.path.join(directory, e) for e in target.get("exclude", [])]
        found = []
        for folder, _, files in os.walk(directory):
            found += [os.path.join(folder, f) for f in files if f.endswith(".swift")]
        return sorted(f for f in found if not any(f.startswith(e) for e in excluded))

    def defines(self, name, platform):
        """The manifest's `-D` conditions of `name` on `platform` (and those without a condition)."""
        result = []
        for setting in self.targets[name].get("settings", []):
            define = setting.get("kind", {}).get("define")
            platforms = (setting.get("condition") or {}).get("platformNames")
            if setting.get("tool") == "swift" and define and (platforms is None or platform.lower() in platforms):
                result.append(define["_0"])
        return result

    def linux_only(self, platform):
        """Modules some target depends on only off `platform` (AsyncHTTPClient on Linux...)."""
        hidden = set()
        for target in self.targets.values():
            for dependency in target.get("dependencies", []):
                for value in dependency.values():
                    condition = next((v for v in value[1:] if isinstance(v, dict)), None)
                    if condition and platform.lower() not in condition.get("platformNames", []):
                        hidden.add(value[0])
        return hidden


# MARK: Where the compiler looks: stand-ins and the Linux build's modules

def build_standins():
    """Builds the stand-ins into WORK/standins; one folder per platform holds those it has."""
    built = os.path.join(WORK, "standins", "modules")
    os.makedirs(built, exist_ok=True)
    for name in STANDIN_PLATFORMS:
        sources = sorted(os.path.join(STANDINS, name, f) for f in os.listdir(os.path.join(STANDINS, name))
                         if f.endswith(".swift"))
        result = run(["swiftc", "-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", name,
                      "-Xfrontend", "-enable-objc-interop", "-I", built,
                      "-emit-module-path", os.path.join(built, name + ".swiftmodule")] + sources)
        if result.returncode != 0:
            sys.exit(f"check-apple: the stand-in {name} does not compile:\n" + result.stderr[-3000:])
    for platform in ALL:
        folder = os.path.join(WORK, "standins", platform)
        shutil.rmtree(folder, ignore_errors=True)
        os.makedirs(folder)
        for name, platforms in STANDIN_PLATFORMS.items():
            if platform in platforms:
                os.symlink(os.path.join(built, name + ".swiftmodule"), os.path.join(folder, name + ".swiftmodule"))
    # Darwin's declarations, internal, to be compiled into checked modules (see the docstring).
    with open(os.path.join(STANDINS, "Darwin", "Darwin.swift")) as handle:
        text = re.sub(r"(?m)^(\s*)(?:public|open) ", r"\1", handle.read())
    with open(os.path.join(WORK, "standins", "Darwin+internal.swift"), "w") as handle:
        handle.write(text)


def linux_modules(hidden):
    """A folder of links to the Linux build's modules, without `hidden`."""
    folder = os.path.join(WORK, "linux", "-".join(sorted(hidden)) or "all")
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    for entry in os.listdir(LINUX_MODULES):
        if entry.endswith(".swiftmodule") and entry[:-len(".swiftmodule")] not in hidden:
            os.symlink(os.path.join(LINUX_MODULES, entry), os.path.join(folder, entry))
    return folder


# MARK: Compiling

class Compiler:
    def __init__(self, manifest):
        self.manifest = manifest
        self.folders = {}
        self.interfaces = {}  # (platform, target) -> errors: each interface is compiled once a run

    def command(self, check, target, sources):
        """swiftc's arguments for `target` as `check` compiles it (without the output)."""
        flags = ["-D", "DEBUG", "-D", "SWIFT_PACKAGE"]
        for define in self.manifest.defines(target, check.platform):
            flags += ["-D", define]
        if check.kind == "shim":
            for define in self.manifest.defines(target, "linux"):
                flags += ["-D", define]
            paths = [LINUX_MODULES]
        else:
            flags += ["-D", FLAG]
            for module in IMPLICIT_IMPORTS:
                flags += ["-Xfrontend", "-import-module", "-Xfrontend", module]
            if target in OBJC_INTEROP:
                flags += ["-Xfrontend", "-enable-objc-interop"]
            if check.platform not in self.folders:
                self.folders[check.platform] = linux_modules(self.manifest.linux_only(check.platform))
            paths = [os.path.join(WORK, "apple", check.platform), os.path.join(WORK, "standins", check.platform),
                     self.folders[check.platform]]
            if check.darwin:
                sources = sources + [os.path.join(WORK, "standins", "Darwin+internal.swift")]
        # SwiftPM's generated `Bundle.module` accessor, for targets with resources.
        derived = os.path.join(os.path.dirname(LINUX_MODULES), target + ".build", "DerivedSources")
        if os.path.isdir(derived):
            sources = sources + sorted(os.path.join(derived, f) for f in os.listdir(derived) if f.endswith(".swift"))
        # The package name SwiftPM gives the root package's modules (its folder's name as an
        # identifier), so that `package` declarations of the Linux-built modules are visible.
        command = ["swiftc", "-swift-version", "6", "-module-name", target, "-package-name", PACKAGE_NAME,
                   "-parse-as-library", "-enable-testing"]
        for path in paths:
            command += ["-I", path]
        return command + flags + sources

    def emit_interface(self, check, target):
        """Compiles `target` as `check`'s platform, function bodies skipped, for the checked target."""
        if (check.platform, target) in self.interfaces:
            return self.interfaces[(check.platform, target)]
        folder = os.path.join(WORK, "apple", check.platform)
        os.makedirs(folder, exist_ok=True)
        command = self.command(check, target, self.manifest.sources(target)) + [
            "-emit-module", "-emit-module-path", os.path.join(folder, target + ".swiftmodule"),
            "-Xfrontend", "-experimental-skip-all-function-bodies"]
        result = run(command)
        failed = errors(result.stderr) or (["does not compile"] if result.returncode else [])
        self.interfaces[(check.platform, target)] = failed
        return failed

    def check(self, check):
        """The check's errors (none when it passes)."""
        for dependency in check.apple_deps:
            failed = self.emit_interface(check, dependency)
            if failed:
                return [f"{dependency} (Apple-mode dependency): {e}" for e in failed]
        command = self.command(check, check.target, self.manifest.sources(check.target))
        if check.darwin:
            dump = run(command + ["-dump-ast"])
            if dump.returncode != 0:
                return errors(dump.stderr) or ["does not compile"]
            leaks = glibc_references(dump.stdout + dump.stderr)
            if leaks:
                return leaks
        result = run(command + ["-emit-sil", "-wmo", "-o", os.devnull])
        return errors(result.stderr) or (["does not compile"] if result.returncode else [])


def errors(stderr):
    return [f"{os.path.relpath(path, ROOT)}:{line}: {message}" for path, line, message in DIAGNOSTIC.findall(stderr)]


def glibc_references(dump):
    """`file: name` for every reference, in a checked file, to a declaration of Glibc."""
    found, current = [], None
    for line in dump.splitlines():
        source = re.match(r'^\(source_file "([^"]*)"', line)
        if source:
            current = os.path.relpath(source.group(1), ROOT)
        for symbol in re.findall(r'(?:decl|bind)="(?:SwiftGlibc|Glibc)\.\(file\)\.([^"@]*)', line):
            entry = f"{current}: reaches Glibc's {symbol} (add it to Tools/AppleStandIns/Darwin)"
            if current and not current.startswith("..") and entry not in found:
                found.append(entry)
    return found


# MARK: The self-test: a type error in the Apple-only code must fail the check

def self_test(compiler, check):
    """None when the check fails on every injected line, else what went wrong."""
    all_sources = compiler.manifest.sources(check.target)
    sources = {os.path.basename(s): s for s in all_sources}
    copies = {}  # original path -> the copy's lines
    folder = tempfile.mkdtemp(prefix="check-apple-probe-")
    try:
        for index, (name, anchor) in enumerate(check.probes):
            if name not in sources:
                return f"{name} is not a source of {check.target}"
            if sources[name] not in copies:
                with open(sources[name]) as handle:
                    copies[sources[name]] = handle.read().split("\n")
            lines = copies[sources[name]]
            at = next((i for i, line in enumerate(lines) if line.strip() == anchor), None)
            if at is None:
                return f"{name}: no line reads `{anchor}`"
            lines.insert(at + 1, f'let appleCheckProbe{index}: Int = "an injected type error"')
        compiled, expected = {}, set()
        for original, lines in copies.items():
            compiled[original] = os.path.join(folder, os.path.basename(original))
            with open(compiled[original], "w") as handle:
                handle.write("\n".join(lines))
            expected |= {(compiled[original], n) for n, line in enumerate(lines, 1) if "appleCheckProbe" in line}
        result = run(compiler.command(check, check.target, [compiled.get(s, s) for s in all_sources])
                     + ["-typecheck", "-wmo"])
        reported = {(path, int(line)) for path, line, _ in DIAGNOSTIC.findall(result.stderr)}
        missed = sorted(f"{os.path.basename(path)}:{line}" for path, line in expected - reported)
        return f"no error on the injected line(s) {', '.join(missed)}: not compiled" if missed else None
    finally:
        shutil.rmtree(folder, ignore_errors=True)


# MARK: Main

def seeds_module():
    """Tools/check-dropin-seeds.py, which reuses this file's stand-ins and compiler."""
    import importlib.util
    spec = importlib.util.spec_from_file_location("check_dropin_seeds", os.path.join(ROOT, "Tools", "check-dropin-seeds.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--only", help="run only the checks whose name contains this text")
    parser.add_argument("--no-self-test", action="store_true", help="skip the injected-error self-test")
    arguments = parser.parse_args()
    if not os.path.isdir(LINUX_MODULES):
        sys.exit(f"check-apple: no Linux build at {LINUX_MODULES}: run `swift build` first")
    started = time.time()
    os.makedirs(WORK, exist_ok=True)
    shutil.rmtree(os.path.join(WORK, "apple"), ignore_errors=True)
    build_standins()
    compiler = Compiler(Manifest())
    checks = [c for c in CHECKS if not arguments.only or arguments.only in c.name]
    failed = []
    print("Apple-only code, type-checked on Linux (swiftc -emit-sil; Tools/check-apple.py explains how):")
    for check in checks:
        began = time.time()
        problems = compiler.check(check)
        if not problems and not arguments.no_self_test:
            problem = self_test(compiler, check)
            problems = [f"self-test: {problem}"] if problem else []
        state = "ok" if not problems else "FAILED"
        files = ", ".join(dict.fromkeys(name for name, _ in check.probes))
        print(f"  {check.name:<36} {state:<6} {time.time() - began:4.0f}s  {check.kind}: {files}")
        for problem in problems[:8]:
            print(f"      {problem}")
        if problems:
            failed.append(check.name)
    if not arguments.only:
        print("\nNot compiled here (only an Apple machine compiles them):")
        for what, why in NOT_CHECKED:
            print(f"  {what}: {why}")
    total = len(checks)
    if not arguments.only or "seed" in arguments.only:
        print()
        total += 1
        if seeds_module().run_checks(sys.modules[__name__], compiler):
            failed.append("the seeds' own code (Tools/check-dropin-seeds.py)")
    print(f"\ncheck-apple: {total - len(failed)}/{total} checks passed in {time.time() - started:.0f}s"
          + ("" if arguments.no_self_test else ", each failing as expected on an injected type error") + ".")
    if failed:
        print("check-apple: FAILED: " + ", ".join(failed))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
