#!/usr/bin/env python3
"""Lists the repository's Apple-only Swift files and whether this machine compiles them.

A file is Apple-only when Apple platforms compile code in it that Linux does not (a branch of
`#if os(iOS)`, `canImport(UIKit | AppKit | Darwin | notify)`, `BDD_APPLE_XCTEST`,
`!canImport(Glibc)`, ...), or when code that Apple compiles uses an Apple-only API (the XCUI types,
XCTContext and XCTIssue, Darwin's `notify_*`, UIKit, `@objc`, ...). `canImport(M)` is decided per
target from what that target can import: the toolchain's modules (asked of the compiler), the
target's own dependencies on that platform (SwiftPM's platform conditions included) and, on Apple,
the SDK's modules.

Every Apple-only line is checked by one of these, and counts as compiled here only when the command
that compiled it succeeded:

* Linux build. Apple-only API used outside any Apple-only branch (XCUI through XCUIShim) is compiled
  whenever the file is. Evidence: its object in the private scratch build
  (`swift build --scratch-path /tmp/check-apple-build`), newer than the source.
* `-D` checks, for the targets built on XCUIShim: a branch whose condition is made only of
  compilation conditions the manifest sets per Apple platform (`.define("XCUI_NO_TOUCH",
  .when(platforms: [.tvOS]))`) is compiled with that platform's conditions against the modules
  built here.
* Apple views, for everything else. For one Apple platform at a time (macOS, iOS, the iOS
  simulator, tvOS... as many as the target's branches need), the target is compiled as that
  platform compiles it:
  - `-D` with the manifest's conditions for that platform (`BDD_APPLE_XCTEST`...);
  - the stand-in modules of Tools/AppleStandIns (see its README) on the import path: `UIKit`,
    `AppKit`, `notify`, `ObjectiveC` and `Darwin` exist there, so `canImport` is true as on Apple;
    `AppleFoundation` and `AppleXCTest` declare what Apple's Foundation and XCTest have beyond
    swift-corelibs, and the view imports each next to every `import Foundation` / `import XCTest`;
    Darwin's declarations are also compiled into the target (Foundation re-exports Glibc here,
    and a module's own declarations win over imported ones);
  - the conditions no flag can make true on Linux are rewritten, atom by atom, in a copy of the
    file: `os(...)`, `targetEnvironment(...)`, `_runtime(_ObjC)`, `objectFormat(...)`, and
    `canImport(...)` of Linux-only modules (Glibc, FoundationNetworking...) become `true` or
    `false`. Nothing else changes, line numbers included;
  - dependencies: the repository's targets that differ between Linux and Apple are compiled the
    same way first (their interface); the others and third-party modules come from the scratch
    build.
  The command is `swiftc -emit-sil` (type-checking plus the Swift 6 diagnostics that run on SIL:
  data races, definite initialization; no code generation), with Objective-C interop where the
  view uses `@objc` (this Linux standard library cannot take `&x` pointer arguments in that mode).
  A platform is used only when every `#if` of the target and of its dependencies evaluates in the
  view as on Apple, so a missing stand-in is reported, never silently skipped. Where Darwin is
  compiled in, the AST is searched too: a file that still reaches a Glibc declaration (one the
  Darwin stand-in lacks) is not counted.

It prints a table, the checks it ran, and a summary line. It exits 0 (it is a report), except when
a check that passed before (listed in Tools/AppleStandIns/baseline.json, or passed in an earlier run
on this machine) now fails: then it exits 1, because Apple-only code, or a stand-in, broke.

Results are cached by the content of everything a command reads, in /tmp/check-apple-work.
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
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCRATCH = os.environ.get("CHECK_APPLE_SCRATCH", os.path.join(tempfile.gettempdir(), "check-apple-build"))
WORK = os.environ.get("CHECK_APPLE_WORK", os.path.join(tempfile.gettempdir(), "check-apple-work"))
STANDINS_DIR = os.path.join(ROOT, "Tools", "AppleStandIns")
BASELINE = os.path.join(STANDINS_DIR, "baseline.json")
HISTORY = os.path.join(WORK, "passed-checks.json")  # per repository root
# Views and interfaces of this checkout (results and stand-ins are shared: keyed by content).
CHECKOUT_WORK = os.path.join(WORK, "checkouts", hashlib.sha256(ROOT.encode()).hexdigest()[:12])
SKIPPED_DIRS = {".build", ".git", ".swiftpm", "checkouts", "node_modules", "reports"}
RESULTS_VERSION = "3"

APPLE_PLATFORMS = {"macos": "macOS", "ios": "iOS", "tvos": "tvOS", "watchos": "watchOS", "visionos": "visionOS"}
# Apple views, in the order they are tried: the first ones cover most branches.
APPLE_ENVS = [("macos", False), ("ios", False), ("ios", True), ("tvos", False), ("tvos", True),
              ("visionos", False), ("visionos", True), ("watchos", False), ("watchos", True)]
APPLE_ONLY_MODULES = {"Darwin", "UIKit", "AppKit", "SwiftUI", "ObjectiveC", "LocalAuthentication", "XCUIAutomation",
                      "CoreGraphics", "Cocoa", "Combine", "os", "Security", "WatchKit", "MachO", "notify"}
LINUX_ONLY_MODULES = {"Glibc", "Musl", "FoundationNetworking", "FoundationXML", "FoundationEssentials",
                      "FoundationInternationalization", "XCUIShim", "WinSDK", "Android", "Bionic", "CSystemLinux",
                      "WASILibc", "ucrt", "CRT"}
SHIM = "XCUIShim"
XCUI_TYPES = ["XCUIApplication", "XCUIElement", "XCUIElementQuery", "XCUIElementSnapshot", "XCUIElementAttributes",
              "XCUIElementTypeQueryProvider", "XCUIDevice", "XCUIScreen", "XCUIScreenshot", "XCUICoordinate",
              "XCUIKeyboardKey", "XCUIRemote", "XCUISystem", "XCUIGestureVelocity", "XCUIProtectedResource"]
APPLE_APIS = [
    ("XCUI API", re.compile(r"\b(" + "|".join(XCUI_TYPES) + r")\b")),
    ("Apple-only XCTest API", re.compile(r"\b(XCTContext|XCTAttachment|XCTIssue|XCTActivity|XCTSourceCodeContext|XCTSourceCodeLocation)\b")),
    ("Darwin notify_*", re.compile(r"\bnotify_(post|register_check|set_state|get_state|register_dispatch|cancel)\b")),
    ("Apple-only import", re.compile(r"^\s*(@\w+\s+)*import\s+(" + "|".join(sorted(APPLE_ONLY_MODULES)) + r")\b")),
    ("@objc", re.compile(r"@objc\b")),
]
OBJC_SYNTAX = re.compile(r"@objc\b|(^|\s)dynamic\s|@NSManaged\b|@IBOutlet\b|@IBAction\b")
C_LIBRARY = re.compile(r"\b(Glibc|Darwin)\b")
LINUX_IMPORT = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?(\w+)")
GLIBC_REFERENCE = re.compile(r'(?:decl|bind)="(?:SwiftGlibc|Glibc)\.\(file\)\.([^"@]*)')
DIAGNOSTIC = re.compile(r"^(.*?):(\d+):(\d+): (error|warning): (.*)$")


# MARK: Swift source: comments and strings blanked, line structure kept

def code_lines(text):
    """The source with comments and string literals replaced by spaces (interpolations kept)."""
    out = []
    i, n = 0, len(text)
    stack = [("code", 0)]  # ("code", paren depth) | ("string", (hashes, multiline)) | ("block", depth)
    while i < n:
        c = text[i]
        kind, data = stack[-1]
        if c == "\n":
            out.append("\n")
            i += 1
            continue
        if kind == "block":
            if text.startswith("*/", i):
                stack.pop() if data == 1 else stack.__setitem__(-1, ("block", data - 1))
                out.append("  ")
                i += 2
            elif text.startswith("/*", i):
                stack[-1] = ("block", data + 1)
                out.append("  ")
                i += 2
            else:
                out.append(" ")
                i += 1
            continue
        if kind == "string":
            hashes, multiline = data
            close = ('"""' if multiline else '"') + "#" * hashes
            if text.startswith("\\" + "#" * hashes + "(", i):
                stack.append(("code", 1))
                width = 2 + hashes
                out.append(" " * width)
                i += width
            elif text.startswith("\\" + "#" * hashes, i) and hashes == 0 and i + 1 < n:
                out.append("  " if text[i + 1] != "\n" else " ")
                i += 2 if text[i + 1] != "\n" else 1
            elif text.startswith(close, i):
                stack.pop()
                out.append(" " * len(close))
                i += len(close)
            else:
                out.append(" ")
                i += 1
            continue
        # code
        if text.startswith("//", i):
            end = text.find("\n", i)
            end = n if end < 0 else end
            out.append(" " * (end - i))
            i = end
        elif text.startswith("/*", i):
            stack.append(("block", 1))
            out.append("  ")
            i += 2
        elif c == "#" or c == '"':
            match = re.match(r'(#*)("""|")', text[i:])
            if match and (c == '"' or match.group(1)):
                hashes, quote = len(match.group(1)), match.group(2)
                stack.append(("string", (hashes, quote == '"""')))
                out.append(" " * len(match.group(0)))
                i += len(match.group(0))
            else:
                out.append(c)
                i += 1
        elif c == "(" and len(stack) > 1:
            stack[-1] = ("code", data + 1)
            out.append(c)
            i += 1
        elif c == ")" and len(stack) > 1:
            if data == 1:
                stack.pop()
                out.append(" ")
            else:
                stack[-1] = ("code", data - 1)
                out.append(c)
            i += 1
        else:
            out.append(c)
            i += 1
    return "".join(out).split("\n")


# MARK: Conditional compilation

@dataclass
class Env:
    name: str
    os_name: str
    defines: set
    can_import: object
    simulator: bool = False
    apple: bool = False

    def evaluate(self, condition):
        tokens = re.findall(r"\|\||&&|!|\(|\)|[A-Za-z_$][A-Za-z0-9_]*\s*\([^()]*\)|[A-Za-z_$][A-Za-z0-9_]*", condition)
        position = 0

        def peek():
            return tokens[position] if position < len(tokens) else None

        def take():
            nonlocal position
            position += 1
            return tokens[position - 1]

        def primary():
            token = take()
            if token == "!":
                return not primary()
            if token == "(":
                value = disjunction()
                take()
                return value
            call = re.match(r"([A-Za-z_]\w*)\s*\(([^()]*)\)", token)
            if call:
                return self.call(call.group(1), call.group(2).strip())
            return {"true": True, "false": False}.get(token, token in self.defines)

        def conjunction():
            value = primary()
            while peek() == "&&":
                take()
                value = primary() and value
            return value

        def disjunction():
            value = conjunction()
            while peek() == "||":
                take()
                value = conjunction() or value
            return value

        try:
            return disjunction()
        except IndexError:
            return False

    def call(self, function, argument):
        if function == "os":
            return argument == self.os_name or (argument == "OSX" and self.os_name == "macOS")
        if function == "canImport":
            return self.can_import(argument.split(".")[0].split(",")[0].strip())
        if function == "targetEnvironment":
            return argument == "simulator" and self.simulator
        if function == "arch":
            return argument in {"x86_64", "arm64"}
        if function == "_runtime":
            return self.apple if argument == "_ObjC" else True
        if function == "objectFormat":
            return argument == ("MachO" if self.apple else "ELF")
        return function in {"swift", "compiler", "hasFeature", "hasAttribute", "_endian", "_pointerBitWidth"}


DIRECTIVE = re.compile(r"^\s*#(if|elseif|else|endif)\b(.*)$")
BASE_DEFINES = {"DEBUG", "SWIFT_PACKAGE"}


def active_lines(lines, env):
    """For each line, whether `env` compiles it (directive lines are never 'compiled code')."""
    result, stack = [], []  # stack: (parent active, branch taken)
    active = True
    for line in lines:
        match = DIRECTIVE.match(line)
        if not match:
            result.append(active)
            continue
        result.append(False)
        keyword, condition = match.group(1), match.group(2).strip()
        if keyword == "if":
            value = env.evaluate(condition)
            stack.append((active, value))
            active = active and value
        elif keyword == "elseif" and stack:
            parent, taken = stack[-1]
            value = not taken and env.evaluate(condition)
            stack[-1] = (parent, taken or value)
            active = parent and value
        elif keyword == "else" and stack:
            parent, taken = stack[-1]
            stack[-1] = (parent, True)
            active = parent and not taken
        elif keyword == "endif" and stack:
            active = stack.pop()[0]
    return result


def branch_conditions(lines):
    """For each line, the conditions of the branches around it (for the report)."""
    result, stack = [], []
    for line in lines:
        match = DIRECTIVE.match(line)
        if match:
            keyword, condition = match.group(1), match.group(2).strip()
            if keyword == "if":
                stack.append([condition])
            elif keyword in {"elseif", "else"} and stack:
                previous = stack[-1]
                stack[-1] = ["!(" + c + ")" for c in previous[:1]] + ([condition] if keyword == "elseif" else [])
            elif keyword == "endif" and stack:
                stack.pop()
        result.append([c for frame in stack for c in frame])
    return result


def apple_sdk_has(module, platform):
    if module in LINUX_ONLY_MODULES:
        return False
    if module == "UIKit":
        return platform != "macos"
    if module in {"AppKit", "Cocoa"}:
        return platform == "macos"
    if module == "WatchKit":
        return platform == "watchos"
    return True


def env_label(platform, simulator):
    return APPLE_PLATFORMS[platform] + (" simulator" if simulator else "")


# MARK: Packages, targets and their dependencies

@dataclass(eq=False)
class Target:
    package_dir: str
    name: str
    kind: str
    path: str
    language_mode: str
    defines: list        # (name, platforms or None)
    raw_dependencies: list  # (kind, name, package or None, platforms or None)
    sources: list = field(default_factory=list)

    def defines_for(self, platform):
        return {name for name, platforms in self.defines if platforms is None or platform in platforms}

    @property
    def package_name(self):
        return os.path.basename(os.path.abspath(os.path.join(ROOT, self.package_dir))).lower()


@dataclass(eq=False)
class Package:
    dir: str
    name: str
    products: dict
    targets: dict


def run(command, **options):
    return subprocess.run(command, capture_output=True, text=True, **options)


def load_package(package_dir):
    # A private scratch path: reading a manifest must not wait for someone else's build lock.
    scratch = os.path.join(tempfile.gettempdir(), "check-apple-" + re.sub(r"\W", "_", package_dir))
    out = run(["swift", "package", "--package-path", os.path.join(ROOT, package_dir), "--scratch-path", scratch,
               "dump-package"])
    if out.returncode != 0:
        print(f"check-apple: cannot read {package_dir}/Package.swift", file=sys.stderr)
        return None
    manifest = json.loads(out.stdout)
    modes = manifest.get("swiftLanguageModes") or manifest.get("swiftLanguageVersions") or ["6"]
    mode = "6" if "6" in [str(m) for m in modes] else str(modes[-1]).split(".")[0]
    targets = {}
    for raw in manifest["targets"]:
        if raw["type"] in {"plugin", "macro", "binary", "system"}:
            continue
        default = ("Tests/" if raw["type"] == "test" else "Sources/") + raw["name"]
        path = os.path.normpath(os.path.join(package_dir, raw.get("path") or default))
        defines = []
        for setting in raw.get("settings", []):
            define = setting.get("kind", {}).get("define")
            if setting.get("tool") == "swift" and define:
                platforms = (setting.get("condition") or {}).get("platformNames")
                defines.append((define["_0"].split("=")[0], set(platforms) if platforms else None))
        dependencies = []
        for dependency in raw.get("dependencies", []):
            for key in ("byName", "target", "product"):
                if key in dependency:
                    value = dependency[key]
                    condition = next((v for v in value[1:] if isinstance(v, dict)), None)
                    platforms = (condition or {}).get("platformNames")
                    package = value[1] if key == "product" and isinstance(value[1], str) else None
                    dependencies.append((key, value[0], package, set(platforms) if platforms else None))
        targets[raw["name"]] = Target(package_dir, raw["name"], raw["type"], path, mode, defines, dependencies)
    products = {p["name"]: p.get("targets", []) for p in manifest.get("products", [])}
    return Package(package_dir, manifest.get("name", package_dir), products, targets)


def package_dirs():
    dirs = [os.path.join("Packages", name) for name in sorted(os.listdir(os.path.join(ROOT, "Packages")))]
    dirs += ["Tests/ExampleApp", "."]
    return [d for d in dirs if os.path.exists(os.path.join(ROOT, d, "Package.swift"))]


class Repo:
    def __init__(self):
        self.packages = [p for p in (load_package(d) for d in package_dirs()) if p]
        self.by_dir = {p.dir: p for p in self.packages}
        self.targets = [t for p in self.packages for t in p.targets.values()]
        self.external_names = set()
        for target in self.targets:
            for kind, name, package, _ in target.raw_dependencies:
                for resolved_kind, value in self.resolve(target, kind, name, package):
                    if resolved_kind == "external":
                        self.external_names.add(value)
        self.known_modules = {t.name for t in self.targets} | self.external_names
        self._closures = {}

    def resolve(self, target, kind, name, package):
        own = self.by_dir[target.package_dir]
        if kind in ("byName", "target") and name in own.targets:
            return [("repo", own.targets[name])]
        other = None
        if kind == "product" and package:
            other = next((p for p in self.packages if p.dir != "." and package.lower() in
                          (p.name.lower(), os.path.basename(p.dir).lower())), None)
        elif kind == "byName":
            other = next((p for p in self.packages if p.dir not in (".", target.package_dir) and name in p.products), None)
        if other is not None and name in other.products:
            return [("repo", other.targets[t]) for t in other.products[name] if t in other.targets]
        return [("external", name)]

    def dependencies(self, target, platform):
        for kind, name, package, platforms in target.raw_dependencies:
            if platforms is None or platform in platforms:
                yield from self.resolve(target, kind, name, package)

    def closure(self, target, platform):
        """The target's dependencies on `platform`: repository targets (dependencies first) and
        third-party modules."""
        key = (id(target), platform)
        if key not in self._closures:
            order, external, seen = [], set(), set()

            def visit(t):
                for kind, value in self.dependencies(t, platform):
                    if kind == "external":
                        external.add(value)
                    elif value not in seen:
                        seen.add(value)
                        visit(value)
                        order.append(value)
            visit(target)
            self._closures[key] = (order, external)
        return self._closures[key]

    def closure_modules(self, target, platform):
        order, external = self.closure(target, platform)
        return {t.name for t in order} | external


def swift_files():
    for directory, subdirs, files in os.walk(ROOT):
        subdirs[:] = sorted(d for d in subdirs if d not in SKIPPED_DIRS)
        for name in sorted(files):
            if name.endswith(".swift") and name != "Package.swift":
                yield os.path.relpath(os.path.join(directory, name), ROOT)


def owning_target(path, targets):
    """The target of the most specific package whose sources contain `path`."""
    candidates = [t for t in targets if path.startswith(t.path + os.sep)]
    return max(candidates, key=lambda t: (len(t.package_dir), len(t.path)), default=None)


def toolchain_modules(names):
    """Which of `names` this machine's toolchain can import (asked of the compiler, in one go)."""
    names = sorted(n for n in names if re.fullmatch(r"[A-Za-z_]\w*", n))
    with tempfile.TemporaryDirectory() as directory:
        probe = os.path.join(directory, "probe.swift")
        with open(probe, "w") as handle:
            for name in names:
                handle.write(f'#if canImport({name})\n#warning("can-import {name}")\n#endif\n')
        result = run(["swiftc", "-typecheck", probe])
    return set(re.findall(r"can-import (\w+)", result.stderr))


# MARK: Analysis of one file

@dataclass(eq=False)
class FileInfo:
    path: str
    target: Target
    text: str
    lines: list
    code: list
    conditions: list
    linux: list
    apple: dict            # (platform, simulator) -> active lines
    region: set = field(default_factory=set)
    api: set = field(default_factory=set)
    reasons: list = field(default_factory=list)
    covered: dict = field(default_factory=dict)   # line -> label of what compiled it
    failures: list = field(default_factory=list)  # why lines are not covered
    labels: list = field(default_factory=list)

    @property
    def apple_only(self):
        return self.region | self.api


class Environments:
    """The #if environments of each target: Linux, Apple as it is, and Apple as a view here."""

    def __init__(self, repo, toolchain, standins):
        self.repo, self.toolchain, self.standins = repo, toolchain, standins

    def linux(self, target):
        modules = self.repo.closure_modules(target, "linux")
        return Env("Linux", "Linux", target.defines_for("linux") | BASE_DEFINES,
                   lambda m: m in self.toolchain or m in modules)

    def apple(self, target, platform, simulator):
        modules = self.repo.closure_modules(target, platform)

        def can_import(m):
            if m in LINUX_ONLY_MODULES:
                return False
            if m in self.repo.known_modules:
                return m in modules
            return apple_sdk_has(m, platform)
        return Env(env_label(platform, simulator), APPLE_PLATFORMS[platform], target.defines_for(platform) | BASE_DEFINES,
                   can_import, simulator, apple=True)

    def view(self, target, platform, simulator):
        """What the compiler sees in an Apple view: stand-ins and the dependencies on the import path."""
        modules = self.repo.closure_modules(target, platform)
        available = {s.name for s in self.standins if platform in s.platforms}

        def can_import(m):
            if m in LINUX_ONLY_MODULES:
                return False
            if m in self.repo.known_modules:
                return m in modules
            return m in available or (m in self.toolchain and m not in APPLE_ONLY_MODULES)
        return Env(env_label(platform, simulator), APPLE_PLATFORMS[platform], target.defines_for(platform) | BASE_DEFINES,
                   can_import, simulator, apple=True)


def analyse(path, target, envs):
    with open(os.path.join(ROOT, path), encoding="utf-8", errors="replace") as handle:
        text = handle.read()
    lines = code_lines(text)
    linux = active_lines(lines, envs.linux(target))
    apple = {(p, s): active_lines(lines, envs.apple(target, p, s)) for p, s in APPLE_ENVS}
    info = FileInfo(path, target, text, lines, [bool(l.strip()) and not DIRECTIVE.match(l) for l in lines],
                    branch_conditions(lines), linux, apple)
    on_apple = [any(values) for values in zip(*apple.values())]
    info.region = {i + 1 for i in range(len(lines)) if info.code[i] and on_apple[i] and not linux[i]}
    for i, line in enumerate(lines):
        if info.code[i] and on_apple[i]:
            for label, pattern in APPLE_APIS:
                if pattern.search(line):
                    info.api.add(i + 1)
                    if label not in info.reasons:
                        info.reasons.append(label)
    for number in sorted(info.region):
        innermost = info.conditions[number - 1][-1] if info.conditions[number - 1] else "?"
        if innermost not in info.reasons:
            info.reasons.append(innermost)
    return info


def regions(info):
    """Runs of Apple-only lines under the same innermost condition (or unguarded Apple API)."""
    groups, previous = [], None
    for number in sorted(info.apple_only):
        label = (info.conditions[number - 1][-1] if info.conditions[number - 1] and number in info.region
                 else "Apple API outside #if")
        between = range(previous + 1, number) if previous else range(0)
        if groups and groups[-1][0] == label and all(not info.code[n - 1] or n in info.apple_only for n in between):
            groups[-1][2] = number
        else:
            groups.append([label, number, number])
        previous = number
    return groups


# MARK: Evidence of a Linux build (the private scratch build)

def build_dir(target):
    return os.path.join(SCRATCH, "debug", target.name + ".build")


def is_compiled(target, path):
    """The object exists, and the last compile of the file (its object, dependency or diagnostics
    file: the compiler leaves an unchanged object untouched) is newer than the source."""
    stem = os.path.join(build_dir(target), os.path.basename(path))
    if not os.path.exists(stem + ".o"):
        return False
    last = max(os.path.getmtime(stem + suffix) for suffix in (".o", ".d", ".dia") if os.path.exists(stem + suffix))
    return last >= os.path.getmtime(os.path.join(ROOT, path))


def module_is_built(target):
    module = os.path.join(SCRATCH, "debug", "Modules", target.name + ".swiftmodule")
    return os.path.exists(module) and all(is_compiled(target, source) for source in target.sources)


def swift_build(package_dir, target_name=None):
    what = f"--target {target_name}" if target_name else "--build-tests"
    print(f"check-apple: swift build --scratch-path {SCRATCH} --package-path {package_dir} {what}...", file=sys.stderr)
    command = ["swift", "build", "--scratch-path", SCRATCH, "--package-path", os.path.join(ROOT, package_dir)]
    command += ["--target", target_name] if target_name else ["--build-tests"]
    result = run(command)
    if result.returncode != 0:
        print(f"check-apple: {package_dir} ({what}) does not build here:\n" + (result.stdout + result.stderr)[-2000:],
              file=sys.stderr)
    return result.returncode == 0


# MARK: Stand-ins

@dataclass
class StandIn:
    name: str
    sources: list
    platforms: set
    augments: list
    shadows: list
    requires: list


def load_standins():
    standins = []
    if not os.path.isdir(STANDINS_DIR):
        return standins
    for name in sorted(os.listdir(STANDINS_DIR)):
        directory = os.path.join(STANDINS_DIR, name)
        sources = sorted(os.path.join(directory, f) for f in os.listdir(directory) if f.endswith(".swift")) \
            if os.path.isdir(directory) else []
        if not sources:
            continue
        settings = {"platforms": [], "augments": [], "shadows": [], "requires": []}
        for source in sources:
            with open(source, encoding="utf-8") as handle:
                for line in handle:
                    match = re.match(r"^//\s*apple-stand-in:\s*(\w+)\s+(.*)$", line)
                    if match and match.group(1) in settings:
                        settings[match.group(1)] += match.group(2).split()
        lower = {v.lower(): k for k, v in APPLE_PLATFORMS.items()}
        platforms = {lower[p.lower()] for p in settings["platforms"] if p.lower() in lower}
        standins.append(StandIn(name, sources, platforms, settings["augments"], settings["shadows"], settings["requires"]))
    return standins


def file_digest(paths):
    digest = hashlib.sha256()
    for path in paths:
        digest.update(path.encode())
        real = os.path.realpath(path)
        if os.path.isfile(real):
            with open(real, "rb") as handle:
                digest.update(handle.read())
    return digest.hexdigest()


class StandInBuild:
    """Builds each stand-in module once into WORK/standins, and one import directory per platform."""

    def __init__(self, standins, swiftc_version):
        self.standins = {s.name: s for s in standins}
        self.modules = os.path.join(WORK, "standins", "modules")
        self.version = swiftc_version
        self.errors = {}

    def build(self):
        os.makedirs(self.modules, exist_ok=True)
        done = set()

        def build_one(name):
            if name in done or name not in self.standins:
                return
            standin = self.standins[name]
            for required in standin.requires:
                build_one(required)
            done.add(name)
            stamp = os.path.join(self.modules, name + ".stamp")
            required_modules = [os.path.join(self.modules, r + ".swiftmodule") for r in standin.requires]
            key = file_digest(standin.sources + required_modules) + self.version
            output = os.path.join(self.modules, name + ".swiftmodule")
            if os.path.exists(output) and os.path.exists(stamp) and open(stamp).read() == key:
                return
            command = ["swiftc", "-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", name,
                       "-Xfrontend", "-enable-objc-interop", "-I", self.modules, "-emit-module-path", output] + standin.sources
            result = run(command)
            if result.returncode != 0:
                self.errors[name] = first_error(result.stderr) or "does not compile"
                return
            with open(stamp, "w") as handle:
                handle.write(key)
        for name in self.standins:
            build_one(name)
        for platform in APPLE_PLATFORMS:
            directory = self.import_dir(platform)
            shutil.rmtree(directory, ignore_errors=True)
            os.makedirs(directory)
            for name, standin in self.standins.items():
                if platform in standin.platforms and name not in self.errors:
                    os.symlink(os.path.join(self.modules, name + ".swiftmodule"), os.path.join(directory, name + ".swiftmodule"))
        # The declarations that must win over Glibc's, as internal declarations of a checked module.
        for name, standin in self.standins.items():
            if standin.shadows:
                with open(self.injected_source(name), "w") as handle:
                    for source in standin.sources:
                        with open(source, encoding="utf-8") as original:
                            handle.write(re.sub(r"(?m)^(\s*)(?:public|open)\s+", r"\1", original.read()))

    def import_dir(self, platform):
        return os.path.join(WORK, "standins", platform)

    def injected_source(self, name):
        return os.path.join(self.modules, f"{name}+shadowing.swift")


# MARK: Apple views

def rewrite_condition(line, blanked, env, substituted):
    """`line` (an #if/#elseif) with the atoms no compiler flag can decide rewritten to `env`'s value."""
    pieces, last = [], 0
    for match in re.finditer(r"\b(os|targetEnvironment|canImport|_runtime|objectFormat)\s*\(([^()]*)\)", blanked):
        function, argument = match.group(1), match.group(2).strip()
        module = argument.split(".")[0].split(",")[0].strip()
        if function == "canImport" and module not in LINUX_ONLY_MODULES:
            continue  # the stand-ins and the import path decide, as on Apple
        if function == "_runtime" and argument != "_ObjC":
            continue
        value = env.call(function, argument)
        pieces.append(line[last:match.start()] + ("true" if value else "false"))
        last = match.end()
        substituted.add(f"{function}({argument})={'true' if value else 'false'}")
    return "".join(pieces) + line[last:]


def view_text(info, env, augmenting):
    """The file as the Apple platform of `env` compiles it; None when it needs no change."""
    original = info.text.split("\n")
    out, substituted, augmented = [], set(), []
    for number, (line, blanked) in enumerate(zip(original, info.lines), start=1):
        match = DIRECTIVE.match(blanked)
        if match and match.group(1) in ("if", "elseif"):
            line = rewrite_condition(line, blanked, env, substituted)
        else:
            imported = re.match(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*import\s+(\w+)\s*$", blanked)
            if imported and imported.group(1) in augmenting:
                end = len(blanked.rstrip())
                extra = "".join(f"; import {m}" for m in augmenting[imported.group(1)])
                line = line[:end] + extra + line[end:]
                augmented += augmenting[imported.group(1)]
        out.append(line)
    text = "\n".join(out)
    return (None if text == info.text else text), substituted, augmented


def first_error(stderr):
    for line in stderr.splitlines():
        match = DIAGNOSTIC.match(line)
        if match and match.group(4) == "error":
            return f"{os.path.basename(match.group(1))}:{match.group(2)}: {match.group(5)}"
    for line in stderr.splitlines():
        if "error:" in line:
            return line.strip()
    return None


@dataclass(eq=False)
class Check:
    key: str
    kind: str               # "view" | "defines"
    target: Target
    platform: str
    simulator: bool = False
    defines: set = field(default_factory=set)
    status: str = "planned"  # pass | typecheck | sil | crash | dependency
    errors: list = field(default_factory=list)   # (repo path or None, line, message)
    failed_files: set = field(default_factory=set)
    leaks: dict = field(default_factory=dict)    # path -> [(line, symbol)]
    seconds: float = 0.0
    cached: bool = False
    objc: bool = False
    injected: bool = False
    sources: dict = field(default_factory=dict)  # compiled path -> repo path
    notes: dict = field(default_factory=dict)    # repo path -> [notes]
    plan: list = field(default_factory=list)     # (FileInfo, lines this check should compile)
    standins: list = field(default_factory=list)  # stand-in modules on its import path

    @property
    def label(self):
        return env_label(self.platform, self.simulator) if self.kind == "view" else APPLE_PLATFORMS[self.platform]


class AppleViews:
    def __init__(self, repo, files, envs, standins, standin_build, swiftc_version, jobs):
        self.repo, self.files, self.envs = repo, files, envs
        self.standins, self.standin_build = standins, standin_build
        self.version, self.jobs = swiftc_version, jobs
        self.by_target = {}
        for info in files.values():
            self.by_target.setdefault(info.target, []).append(info)
        self.augmenting = {}
        for s in standins:
            for module in s.augments:
                self.augmenting.setdefault(module, []).append(s.name)
        self._differs = {}
        self.emitted = {}
        self.lock = threading.Lock()

    # Which repository targets are compiled as an Apple view (not taken from the Linux build).
    def differs(self, target, platform):
        key = (id(target), platform)
        if key not in self._differs:
            mine = any(info.linux != info.apple[(p, s)] for info in self.by_target.get(target, [])
                       for p, s in APPLE_ENVS)
            order, _ = self.repo.closure(target, platform)
            self._differs[key] = mine or any(self.differs(d, platform) for d in order)
        return self._differs[key]

    def unfaithful(self, target, platform, simulator):
        """The conditions that the view would evaluate unlike Apple (a stand-in is missing), here
        or in a dependency compiled as a view."""
        real = self.envs.apple(target, platform, simulator)
        view = self.envs.view(target, platform, simulator)
        problems = set()
        for info in self.by_target.get(target, []):
            if active_lines(info.lines, view) != info.apple[(platform, simulator)]:
                for line in info.lines:
                    match = DIRECTIVE.match(line)
                    if match and match.group(1) in ("if", "elseif"):
                        for atom in re.findall(r"canImport\s*\(([^()]*)\)", match.group(2)):
                            module = atom.split(",")[0].strip()
                            if real.call("canImport", module) != view.call("canImport", module):
                                problems.add(f"no stand-in for {module}" if real.call("canImport", module)
                                             else f"{module} importable here")
        order, _ = self.repo.closure(target, platform)
        for dependency in order:
            if self.differs(dependency, platform):
                problems |= self.unfaithful(dependency, platform, simulator)
        return problems

    def needs_darwin(self, target, platform):
        if any(C_LIBRARY.search("\n".join(info.lines)) for info in self.by_target.get(target, [])):
            return True
        order, _ = self.repo.closure(target, platform)
        return target.kind == "test" and any(self.differs(d, platform) and self.needs_darwin(d, platform) for d in order)

    def uses_objc(self, target, platform, simulator):
        for info in self.by_target.get(target, []):
            active = info.apple[(platform, simulator)]
            if any(active[i] and OBJC_SYNTAX.search(line) for i, line in enumerate(info.lines)):
                return True
        return False

    # MARK: the compiler inputs of a view

    def view_sources(self, target, platform, simulator, check=None):
        env = self.envs.apple(target, platform, simulator)
        directory = os.path.join(CHECKOUT_WORK, "views", f"{platform}{'-sim' if simulator else ''}", target.name)
        available = {s.name for s in self.standins if platform in s.platforms}
        augmenting = {m: [s for s in names if s in available] for m, names in self.augmenting.items()}
        sources = {}
        for info in sorted(self.by_target.get(target, []), key=lambda i: i.path):
            text, substituted, augmented = view_text(info, env, augmenting)
            if text is None:
                sources[os.path.join(ROOT, info.path)] = info.path
                continue
            path = os.path.join(directory, info.path)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            if not os.path.exists(path) or open(path, encoding="utf-8").read() != text:
                with open(path, "w", encoding="utf-8") as handle:
                    handle.write(text)
            sources[path] = info.path
            if check is not None:
                notes = check.notes.setdefault(info.path, [])
                notes += sorted(substituted) + sorted(set(augmented))
        if check is not None:
            check.errors += self.linux_imports(target, platform, simulator)
        injected = []
        if self.needs_darwin(target, platform):
            for s in self.standins:
                if s.shadows and platform in s.platforms:
                    injected.append(self.standin_build.injected_source(s.name))
        return sources, injected

    def linux_imports(self, target, platform, simulator):
        """Linux's toolchain has Glibc, FoundationNetworking...: a view would import them where
        Apple cannot. Such an import (outside the branches Apple skips) is an error of the view."""
        errors = []
        for info in self.by_target.get(target, []):
            active = info.apple[(platform, simulator)]
            for number, line in enumerate(info.lines, start=1):
                imported = LINUX_IMPORT.match(line)
                if active[number - 1] and imported and imported.group(1) in LINUX_ONLY_MODULES:
                    errors.append((info.path, number, f"imports {imported.group(1)}, which "
                                   f"{APPLE_PLATFORMS[platform]} does not have"))
        return errors

    def linux_modules(self, target, platform):
        """A directory with the Linux-built modules this view needs, and nothing else (so that
        `canImport` of anything else is false, as on Apple)."""
        order, external = self.repo.closure(target, platform)
        wanted = {d.name for d in order if not self.differs(d, platform)} | external
        modules = os.path.join(SCRATCH, "debug", "Modules")
        pending, chosen = list(wanted), set()
        while pending:
            name = pending.pop()
            if name in chosen or not os.path.exists(os.path.join(modules, name + ".swiftmodule")):
                continue
            chosen.add(name)
            # What that module itself imports, from its build's dependency files.
            deps_dir = os.path.join(SCRATCH, "debug", name + ".build")
            if os.path.isdir(deps_dir):
                for entry in sorted(os.listdir(deps_dir)):
                    if entry.endswith(".d"):
                        with open(os.path.join(deps_dir, entry), errors="replace") as handle:
                            for dep in re.findall(r"Modules/(\w+)\.swiftmodule", handle.read()):
                                if dep not in chosen and (dep not in self.repo.known_modules or dep in wanted):
                                    pending.append(dep)
                        break
        digest = hashlib.sha256((modules + ":" + ",".join(sorted(chosen))).encode()).hexdigest()[:16]
        directory = os.path.join(WORK, "linux-modules", digest)
        with self.lock:
            if not os.path.isdir(directory):
                staging = tempfile.mkdtemp(dir=os.path.join(WORK), prefix="linux-modules-")
                for name in chosen:
                    for suffix in (".swiftmodule", ".swiftdoc"):
                        source = os.path.join(modules, name + suffix)
                        if os.path.exists(source):
                            os.symlink(source, os.path.join(staging, name + suffix))
                os.makedirs(os.path.dirname(directory), exist_ok=True)
                os.replace(staging, directory)
        return directory, wanted - chosen

    def emitted_dir(self, target, platform, simulator):
        return os.path.join(CHECKOUT_WORK, "modules", f"{platform}{'-sim' if simulator else ''}", target.name)

    def includes(self, target, platform, simulator):
        order, _ = self.repo.closure(target, platform)
        includes = [self.standin_build.import_dir(platform)]
        includes += [self.emitted_dir(d, platform, simulator) for d in order if self.differs(d, platform)]
        linux_dir, missing = self.linux_modules(target, platform)
        return includes + [linux_dir], missing

    def command(self, target, platform, simulator, sources, injected, includes, objc):
        command = ["swiftc", "-swift-version", target.language_mode, "-module-name", target.name,
                   "-package-name", target.package_name, "-enable-testing"]
        if target.kind != "executable":
            command.append("-parse-as-library")
        for name in sorted(target.defines_for(platform) | BASE_DEFINES):
            command += ["-D", name]
        if objc:
            command += ["-Xfrontend", "-enable-objc-interop"]
        for include in includes:
            command += ["-I", include]
        return command + sorted(sources) + injected

    def cache_key(self, command, includes):
        digest = hashlib.sha256((RESULTS_VERSION + self.version + "\0".join(command)).encode())
        inputs = [a for a in command if a.endswith(".swift")]
        for include in includes:
            if os.path.isdir(include):
                inputs += [os.path.join(include, f) for f in sorted(os.listdir(include)) if f.endswith(".swiftmodule")]
        digest.update(file_digest(inputs).encode())
        return digest.hexdigest()

    # MARK: emitting the interface of a dependency

    def emit(self, target, platform, simulator):
        key = (id(target), platform, simulator)
        if key in self.emitted:
            return self.emitted[key]
        order, _ = self.repo.closure(target, platform)
        for dependency in order:
            if self.differs(dependency, platform):
                error = self.emit(dependency, platform, simulator)
                if error:
                    self.emitted[key] = error
                    return error
        sources, injected = self.view_sources(target, platform, simulator)
        includes, missing = self.includes(target, platform, simulator)
        wrong = self.linux_imports(target, platform, simulator)
        if wrong:
            path, line, message = wrong[0]
            self.emitted[key] = f"{target.name} ({env_label(platform, simulator)} interface): " \
                                f"{os.path.basename(path)}:{line}: {message}"
            return self.emitted[key]
        if missing:
            self.emitted[key] = f"{target.name}: not built here: {', '.join(sorted(missing))}"
            return self.emitted[key]
        objc = self.uses_objc(target, platform, simulator)
        output_dir = self.emitted_dir(target, platform, simulator)
        os.makedirs(output_dir, exist_ok=True)
        command = self.command(target, platform, simulator, sources, injected, includes, objc)
        command += ["-emit-module", "-Xfrontend", "-experimental-skip-all-function-bodies",
                    "-emit-module-path", os.path.join(output_dir, target.name + ".swiftmodule")]
        stamp = os.path.join(output_dir, "stamp")
        cache = self.cache_key(command, includes)
        if os.path.exists(stamp) and open(stamp).read() == cache and \
                os.path.exists(os.path.join(output_dir, target.name + ".swiftmodule")):
            self.emitted[key] = None
            return None
        result = run(command)
        if result.returncode != 0:
            self.emitted[key] = f"{target.name} ({env_label(platform, simulator)} interface): " + \
                (first_error(result.stderr) or "does not compile")
            return self.emitted[key]
        with open(stamp, "w") as handle:
            handle.write(cache)
        self.emitted[key] = None
        return None

    # MARK: checking a target

    def run_check(self, check):
        target, platform, simulator = check.target, check.platform, check.simulator
        started = time.time()
        sources, injected = self.view_sources(target, platform, simulator, check)
        includes, missing = self.includes(target, platform, simulator)
        check.objc = self.uses_objc(target, platform, simulator)
        check.injected = bool(injected)
        check.standins = sorted(s.name for s in self.standins if platform in s.platforms)
        check.sources = dict(sources)
        if check.errors:
            check.status = "typecheck"
            return check
        if missing:
            check.status = "dependency"
            check.errors = [(None, 0, "not built here: " + ", ".join(sorted(missing)))]
            return check
        command = self.command(target, platform, simulator, sources, injected, includes, check.objc)
        cache_file = os.path.join(WORK, "results", self.cache_key(command, includes) + ".json")
        if os.path.exists(cache_file):
            with open(cache_file) as handle:
                saved = json.load(handle)
            check.status, check.errors = saved["status"], [tuple(e) for e in saved["errors"]]
            check.failed_files = set(saved["failed_files"])
            check.leaks = {k: [tuple(v) for v in vs] for k, vs in saved["leaks"].items()}
            check.seconds, check.cached = saved["seconds"], True
            return check
        compile_check(check, command, sources)
        check.seconds = time.time() - started
        if check.status != "crash":
            os.makedirs(os.path.dirname(cache_file), exist_ok=True)
            with open(cache_file, "w") as handle:
                json.dump({"status": check.status, "errors": check.errors, "failed_files": sorted(check.failed_files),
                           "leaks": check.leaks, "seconds": check.seconds}, handle)
        return check


def parse_diagnostics(stderr, sources):
    """Errors as (repo path or None, line, message); paths of views are mapped back to the repository."""
    errors = []
    for line in stderr.splitlines():
        match = DIAGNOSTIC.match(line)
        if not match or match.group(4) != "error":
            continue
        path = os.path.abspath(match.group(1)) if match.group(1) and not match.group(1).startswith("<") else None
        repo_path = sources.get(path)
        errors.append((repo_path or (os.path.basename(path) if path else None), int(match.group(2)), match.group(5)))
    if not errors:
        lines = [l.strip() for l in stderr.splitlines() if "error" in l.lower()]
        errors.append((None, 0, lines[0] if lines else "failed without a diagnostic"))
    return errors


def crashed(result):
    return result.returncode < 0 or "Please submit a bug report" in result.stderr


def compile_check(check, command, sources):
    """Type-checks (whole module) and runs the SIL diagnostics (attributed to files)."""
    if check.injected:
        # The AST tells which declarations each file reaches: none may be Glibc's.
        result = run(command + ["-dump-ast"])
        if crashed(result):
            check.status, check.errors = "crash", parse_diagnostics(result.stderr, sources)[:1]
            return
        if result.returncode != 0:
            check.status, check.errors = "typecheck", parse_diagnostics(result.stderr, sources)
            return
        check.leaks = glibc_references(result.stderr + result.stdout, sources)
    result = run(command + ["-emit-sil", "-wmo", "-o", os.devnull])
    if result.returncode == 0:
        check.status = "pass"
        return
    if crashed(result):
        check.status, check.errors = "crash", parse_diagnostics(result.stderr, sources)[:1]
        return
    if not check.injected:
        typecheck = run(command + ["-typecheck"])
        if typecheck.returncode != 0:
            check.status, check.errors = "typecheck", parse_diagnostics(typecheck.stderr, sources)
            return
    check.status = "sil"
    check.errors = parse_diagnostics(result.stderr, sources)
    check.failed_files = {path for path, _, _ in check.errors if path}


def glibc_references(dump, sources):
    """(repo path -> [(line, symbol)]) for every reference to a Glibc declaration in the AST."""
    leaks, current, line_number = {}, None, 0
    for line in dump.splitlines():
        source = re.match(r'^\(source_file "([^"]*)"', line)
        if source:
            current = sources.get(os.path.abspath(source.group(1)))
            line_number = 0
            continue
        location = re.search(r"(?:location|range)=\[?([^:\s\]]+):(\d+):", line)
        if location:
            line_number = int(location.group(2))
        for symbol in GLIBC_REFERENCE.findall(line):
            if current:
                entry = (line_number, symbol)
                if entry not in leaks.setdefault(current, []):
                    leaks[current].append(entry)
    return leaks


# MARK: -D checks of the targets built on XCUIShim

def defines_check(check):
    """The target's sources with `check.defines`, against the modules built here."""
    started = time.time()
    modules = os.path.join(SCRATCH, "debug", "Modules")
    target = check.target
    command = ["swiftc", "-swift-version", target.language_mode, "-module-name", target.name, "-I", modules,
               "-package-name", target.package_name, "-enable-testing"]
    if target.kind != "executable":
        command.append("-parse-as-library")
    for name in sorted(check.defines | BASE_DEFINES):
        command += ["-D", name]
    sources = {os.path.join(ROOT, s): s for s in target.sources}
    command += sorted(sources)
    if not os.path.isdir(modules):
        check.status, check.errors = "dependency", [(None, 0, "the modules are not built here")]
        return check
    compile_check(check, command, sources)
    check.seconds = time.time() - started
    return check


# MARK: The report

def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--no-build", action="store_true", help="use what is built; do not run swift build")
    parser.add_argument("--verbose", action="store_true", help="list the line numbers only Apple compiles")
    parser.add_argument("--jobs", type=int, default=max(1, os.cpu_count() or 1), help="compilers run at once")
    parser.add_argument("--update-baseline", action="store_true",
                        help="record the checks that pass now in Tools/AppleStandIns/baseline.json")
    arguments = parser.parse_args()
    started = time.time()
    os.makedirs(WORK, exist_ok=True)

    swiftc_version = run(["swiftc", "--version"]).stdout.strip()
    repo = Repo()
    targets = repo.targets
    paths = {}
    for path in swift_files():
        target = owning_target(path, targets)
        if target is not None:
            target.sources.append(path)
            paths[path] = target

    # canImport(...) on Linux: ask the compiler about every module the sources test.
    tested = set(APPLE_ONLY_MODULES | LINUX_ONLY_MODULES | {"Foundation", "XCTest", "Testing", "Dispatch"})
    for path in paths:
        with open(os.path.join(ROOT, path), encoding="utf-8", errors="replace") as handle:
            tested |= {m.split(",")[0].split(".")[0].strip() for m in re.findall(r"canImport\s*\(([^()]*)\)", handle.read())}
    toolchain = toolchain_modules(tested)
    standins = load_standins()
    envs = Environments(repo, toolchain, standins)
    files = {path: analyse(path, target, envs) for path, target in sorted(paths.items())}
    apple_files = [info for info in files.values() if info.apple_only]

    def shim_built(target):
        return SHIM in repo.closure_modules(target, "linux")

    # 1. Linux build evidence, for Apple-only API compiled outside any Apple-only branch.
    linux_targets = {info.target for info in apple_files if any(info.linux[n - 1] for n in info.api)}
    if not arguments.no_build:
        for target in sorted(linux_targets, key=lambda t: t.name):
            if target.package_dir != "." and not all(is_compiled(target, s) for s in target.sources):
                swift_build(target.package_dir, None if target.kind == "test" else target.name)
    for info in apple_files:
        if is_compiled(info.target, info.path):
            unguarded = {n for n in info.api if info.linux[n - 1]}
            if unguarded:
                label = "Linux build through XCUIShim" if shim_built(info.target) else "Linux build"
                info.covered.update({n: label for n in unguarded})
                info.labels.append(label)

    checks = []
    # 2. -D checks of the targets built on XCUIShim (their Apple API exists here only through it).
    defines_checks = {}
    for info in apple_files:
        target = info.target
        if not shim_built(target) or not is_compiled(target, info.path):
            continue
        linux_defines = target.defines_for("linux")
        for platform in APPLE_PLATFORMS:
            extra = target.defines_for(platform) - linux_defines
            if not extra:
                continue
            hybrid = active_lines(info.lines, Env("Linux", "Linux", linux_defines | extra | BASE_DEFINES,
                                                  envs.linux(target).can_import))
            reached = {n for n in info.region if hybrid[n - 1]} - set(info.covered)
            if not reached:
                continue
            key = f"{target.name} -D {' '.join(sorted(extra))} [{APPLE_PLATFORMS[platform]}]"
            if key not in defines_checks:
                defines_checks[key] = Check(key, "defines", target, platform, defines=linux_defines | extra)
            defines_checks[key].plan.append((info, reached))
    checks += defines_checks.values()

    # 3. Apple views of everything else.
    needed = {}
    for info in apple_files:
        if shim_built(info.target):
            continue
        remaining = info.apple_only - set(info.covered)
        if remaining:
            needed.setdefault(info.target, []).append((info, remaining))
    views = AppleViews(repo, files, envs, standins, None, swiftc_version, arguments.jobs)
    view_checks = []
    unfaithful_notes = {}
    for target, entries in sorted(needed.items(), key=lambda item: item[0].name):
        if target.package_dir == ".":
            for info, _ in entries:
                info.failures.append("belongs to the root manifest, which this tool never builds")
            continue
        planned = {id(info): set() for info, _ in entries}
        for platform, simulator in APPLE_ENVS:
            gains = [(info, {n for n in remaining if info.apple[(platform, simulator)][n - 1]} - planned[id(info)])
                     for info, remaining in entries]
            if not any(gain for _, gain in gains):
                continue
            problems = views.unfaithful(target, platform, simulator)
            if problems:
                unfaithful_notes.setdefault(target, []).append(f"{env_label(platform, simulator)} view not used: "
                                                                 + ", ".join(sorted(problems)))
                continue
            check = Check(f"{target.name} [{env_label(platform, simulator)}]", "view", target, platform, simulator)
            # Everything it compiles counts if it passes, not only what made it worth running.
            check.plan = [(info, reached) for info, remaining in entries
                          if (reached := {n for n in remaining if info.apple[(platform, simulator)][n - 1]})]
            for info, gain in gains:
                planned[id(info)] |= gain
            view_checks.append(check)
        for info, remaining in entries:
            if remaining - planned[id(info)]:
                info.failures += unfaithful_notes.get(target, []) or ["no Apple view reaches these lines"]
    checks += view_checks

    # Build what the checks need from the private scratch build.
    if view_checks:
        standin_build = StandInBuild(standins, swiftc_version)
        standin_build.build()
        views.standin_build = standin_build
        for name, error in standin_build.errors.items():
            print(f"check-apple: stand-in {name} does not compile: {error}", file=sys.stderr)
        if not arguments.no_build:
            wanted = {}
            for check in view_checks:
                order, external = repo.closure(check.target, check.platform)
                for dependency in order:
                    if not views.differs(dependency, check.platform) and not module_is_built(dependency):
                        wanted.setdefault(check.target.package_dir, set()).add(dependency.name)
                for name in external:
                    if not os.path.exists(os.path.join(SCRATCH, "debug", "Modules", name + ".swiftmodule")):
                        wanted.setdefault(check.target.package_dir, set()).add(name)
            # One `swift build --target` per module, skipping those another build brings along.
            by_name = {t.name: t for t in repo.targets if t.package_dir != "."}
            scheduled = set()
            for package_dir, names in sorted(wanted.items()):
                brought = set()
                for name in names:
                    if name in by_name:
                        order, external = repo.closure(by_name[name], "linux")
                        brought |= {d.name for d in order} | external
                for name in sorted(names - brought - scheduled):
                    swift_build(package_dir, name)
                    scheduled.add(name)
                    if name in by_name:
                        order, external = repo.closure(by_name[name], "linux")
                        scheduled |= {d.name for d in order} | external

        # Interfaces of the dependencies compiled as views, then the checks, `jobs` at a time.
        for check in view_checks:
            error = None
            order, _ = repo.closure(check.target, check.platform)
            for dependency in order:
                if views.differs(dependency, check.platform):
                    error = error or views.emit(dependency, check.platform, check.simulator)
            if error:
                check.status = "dependency"
                check.errors = [(None, 0, error)]
    runnable = [c for c in checks if c.status == "planned"]
    with ThreadPoolExecutor(max_workers=max(1, arguments.jobs)) as pool:
        list(pool.map(lambda c: defines_check(c) if c.kind == "defines" else views.run_check(c), runnable))

    # Coverage from the checks' results.
    for check in checks:
        how = check_how(check)
        for info, lines in check.plan:
            if check.status in ("pass", "sil") and info.path not in check.failed_files and info.path not in check.leaks:
                info.covered.update({n: how for n in lines})
                info.labels.append(how + file_notes(check, info))
            elif info.path in check.leaks:
                symbols = ", ".join(f"{s} (line {l})" for l, s in check.leaks[info.path][:4])
                info.failures.append(f"{check.label}: reaches Glibc's {symbols}; the Darwin stand-in lacks it")
            elif info.path in check.failed_files:
                # SIL diagnostics are local to a function: the regions without one did compile,
                # unless an error lies outside every Apple-only region (then nothing counts).
                errors = [e for e in check.errors if e[0] == info.path]
                groups = [(start, end) for _, start, end in regions(info)]
                failed = [(s, e) for s, e in groups if any(s <= line <= e for _, line, _ in errors)]
                if all(any(s <= line <= e for s, e in groups) for _, line, _ in errors):
                    compiled = {n for n in lines if not any(s <= n <= e for s, e in failed)}
                    info.covered.update({n: how for n in compiled})
                    if compiled:
                        info.labels.append(how + file_notes(check, info))
                first = errors[0]
                info.failures.append(f"{check.label}: {os.path.basename(first[0])}:{first[1]}: {first[2]}")
            else:
                first = check.errors[0] if check.errors else (None, 0, check.status)
                where = f"{os.path.basename(first[0])}:{first[1]}: " if first[0] else ""
                info.failures.append(f"{check.label}: {status_text(check.status)}: {where}{first[2]}")

    print_report(apple_files, checks, arguments.verbose)
    return conclude(checks, arguments.update_baseline, time.time() - started)


def check_how(check):
    if check.kind == "defines":
        return f"-D {' '.join(sorted(check.defines))} ({check.label})"
    return f"{check.label} view"


def file_notes(check, info):
    if check.kind != "view":
        return ""
    notes = list(dict.fromkeys(check.notes.get(info.path, [])))
    defines = sorted(check.target.defines_for(check.platform) - check.target.defines_for("linux"))
    used = [d for d in defines if re.search(r"\b" + re.escape(d) + r"\b", "\n".join(info.lines))]
    source = "\n".join(info.lines)
    for module in check.standins:
        if re.search(r"\bcanImport\s*\(\s*" + module + r"\b|^\s*import\s+" + module + r"\b", source, re.M) \
                and module not in notes:
            notes.append(module)
    if check.injected and C_LIBRARY.search("\n".join(info.lines)) and "Darwin" not in notes:
        notes.append("Darwin")
    extra = [f"-D {d}" for d in used] + notes
    if check.objc:
        extra.append("ObjC interop")
    return f" ({', '.join(extra)})" if extra else ""


def status_text(status):
    return {"typecheck": "does not type-check", "sil": "fails Swift 6 SIL diagnostics", "crash": "compiler crash",
            "dependency": "a dependency failed", "leak": "a checked file reaches Glibc"}.get(status, status)


def outcome(check):
    """pass, or why not: a check also fails when a file it certifies reaches a Glibc declaration."""
    if check.status == "pass" and any(info.path in check.leaks for info, _ in check.plan):
        return "leak"
    return check.status


def verdict(info):
    if not info.covered:
        return "no"
    return "yes" if set(info.covered) == info.apple_only else "partly"


def print_report(apple_files, checks, verbose):
    rows = [("File", "Target", "Apple-only regions", "Compiled here", "How")]
    for info in sorted(apple_files, key=lambda i: i.path):
        groups = regions(info)
        labels = list(dict.fromkeys(g[0] for g in groups))
        region_text = f"{len(groups)}: " + "; ".join(labels)
        how = "; ".join(dict.fromkeys(info.labels)) or "-"
        if info.failures and verdict(info) != "yes":
            how += " | not compiled: " + "; ".join(dict.fromkeys(info.failures))
        rows.append((info.path, info.target.name, region_text, verdict(info), how))
        if verbose:
            rows.append(("", "", "lines: " + ", ".join(f"{g[1]}" if g[1] == g[2] else f"{g[1]}-{g[2]}" for g in groups), "",
                         "not compiled here: " + (" ".join(str(n) for n in sorted(info.apple_only - set(info.covered))) or "-")))
    widths = [max(len(row[i]) for row in rows) for i in range(4)]
    for index, row in enumerate(rows):
        print("  ".join(cell.ljust(widths[i]) for i, cell in enumerate(row[:4])) + "  " + row[4])
        if index == 0:
            print("  ".join("-" * w for w in widths) + "  " + "-" * 30)

    if checks:
        print()
        print("Checks (swiftc -emit-sil; results cached by input):")
        for check in sorted(checks, key=lambda c: c.key):
            state = "ok" if outcome(check) == "pass" else "FAILED: " + status_text(outcome(check))
            timing = "cached" if check.cached else f"{check.seconds:.0f}s"
            extras = []
            if check.kind == "view":
                extras.append("ObjC interop" if check.objc else "no ObjC interop")
                if check.injected:
                    extras.append("Darwin compiled in, AST searched for Glibc")
            print(f"  {check.key:<42} {state} ({timing}{'; ' + ', '.join(extras) if extras else ''})")
            for path, line, message in check.errors[:3]:
                print(f"      {path or ''}{':' + str(line) if path else ''}{': ' if path else ''}{message}")
            if len(check.errors) > 3:
                print(f"      ... {len(check.errors) - 3} more")
            planned = {info.path for info, _ in check.plan}
            for path, leaks in sorted(check.leaks.items()):
                kind = "" if path in planned else "note (shared code, not counted): "
                print(f"      {kind}{path}: reaches Glibc's " + ", ".join(f"{s} (line {l})" for l, s in leaks[:6]))

    full = sum(1 for i in apple_files if verdict(i) == "yes")
    partly = sum(1 for i in apple_files if verdict(i) == "partly")
    missing = sum(1 for i in apple_files if verdict(i) == "no")
    lines_only_apple = sum(len(i.apple_only - set(i.covered)) for i in apple_files)
    print()
    print(f"Apple-only files: {len(apple_files)} — compiled here: {full}, partly: {partly}, not compiled here: {missing}; "
          f"{lines_only_apple} Apple-only line(s) only an Apple machine compiles.")


def conclude(checks, update_baseline, seconds):
    try:
        with open(BASELINE) as handle:
            baseline = set(json.load(handle).get("passing", []))
    except (OSError, ValueError):
        baseline = set()
    try:
        with open(HISTORY) as handle:
            histories = json.load(handle)  # repository root -> checks that passed there
            histories = histories if isinstance(histories, dict) else {}
    except (OSError, ValueError):
        histories = {}
    history = set(histories.get(ROOT, []))
    passing = {c.key for c in checks if outcome(c) == "pass"}
    broken = [c for c in checks if c.key in (baseline | history) and outcome(c) != "pass"]
    histories[ROOT] = sorted(history | passing)
    with open(HISTORY, "w") as handle:
        json.dump(histories, handle, indent=1)
    if update_baseline:
        with open(BASELINE, "w") as handle:
            json.dump({"comment": "Checks of Tools/check-apple.py that passed when this was recorded "
                                  "(--update-baseline). One of them failing makes `make check-apple` fail.",
                       "passing": sorted(passing)}, handle, indent=2)
            handle.write("\n")
        print(f"check-apple: baseline updated: {len(passing)} passing check(s).", file=sys.stderr)
    print(f"check-apple: {seconds:.0f}s.", file=sys.stderr)
    if broken:
        print()
        for check in broken:
            where = "the baseline" if check.key in baseline else "an earlier run on this machine"
            first = check.errors[0] if check.errors else (None, 0, "")
            if outcome(check) == "leak":
                path = next(info.path for info, _ in check.plan if info.path in check.leaks)
                line, symbol = check.leaks[path][0]
                first = (path, line, f"{symbol} is Glibc's (the Darwin stand-in lacks it)")
            print(f"check-apple: FAILED: {check.key} passed in {where} and now {status_text(outcome(check))}: "
                  f"{first[0] or ''}{':' + str(first[1]) if first[0] else ''} {first[2]}".rstrip())
        print("check-apple: Apple-only code (or a stand-in in Tools/AppleStandIns) broke; see the checks above.")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
