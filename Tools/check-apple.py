#!/usr/bin/env python3
"""Lists the repository's Apple-only Swift files and whether this machine compiles them.

A file is Apple-only when Apple platforms compile code in it that Linux does not (a branch of
`#if os(iOS)`, `canImport(UIKit | AppKit | Darwin)`, `BDD_APPLE_XCTEST`, ...), or when code that
Apple compiles uses an Apple-only API (the XCUI types, XCTContext and XCTAttachment, Darwin's
`notify_*`, UIKit, `@objc`, ...).

For each one the report answers from evidence, never from the file's name:

* Is the file compiled here? Its target's object file is in a `.build` directory and is newer
  than the source. Missing or stale objects are rebuilt first (`swift build --build-tests` in
  that package; never at the repository root) unless `--no-build` is given.
* Which of its Apple-only lines are compiled here too?
  - Apple-only API used outside any Apple-only branch: compiled whenever the file is, through
    XCUIShim or another Linux stand-in (the report says which).
  - A branch whose condition is made only of compilation conditions the manifest sets per Apple
    platform (`.define("X", .when(platforms: [.tvOS]))`): type-checked here with
    `swiftc -typecheck -D ...` for that platform's set of conditions, against the modules built
    here. It counts only when that type-check succeeds.
  - A branch under `os(...)`, `canImport(Darwin)`, `targetEnvironment(...)`, ...: only Apple
    compiles it. It is NOT compiled here.

It prints a table and a summary line, and always exits 0: it is a report.
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SKIPPED_DIRS = {".build", ".git", ".swiftpm", "checkouts", "node_modules", "reports"}

APPLE_PLATFORMS = {"macos": "macOS", "ios": "iOS", "tvos": "tvOS", "watchos": "watchOS", "visionos": "visionOS"}
APPLE_ONLY_MODULES = {"Darwin", "UIKit", "AppKit", "SwiftUI", "ObjectiveC", "LocalAuthentication", "XCUIAutomation",
                      "CoreGraphics", "Cocoa", "Combine", "os", "Security", "WatchKit", "MachO", "CoreFoundation"}
LINUX_ONLY_MODULES = {"Glibc", "Musl", "FoundationNetworking", "FoundationXML", "XCUIShim", "WinSDK", "Android", "Bionic"}
XCUI_TYPES = ["XCUIApplication", "XCUIElement", "XCUIElementQuery", "XCUIElementSnapshot", "XCUIElementAttributes",
              "XCUIElementTypeQueryProvider", "XCUIDevice", "XCUIScreen", "XCUIScreenshot", "XCUICoordinate",
              "XCUIKeyboardKey", "XCUIRemote", "XCUISystem", "XCUIGestureVelocity", "XCUIProtectedResource"]
APPLE_APIS = [
    ("XCUI API", re.compile(r"\b(" + "|".join(XCUI_TYPES) + r")\b")),
    ("Apple-only XCTest API", re.compile(r"\b(XCTContext|XCTAttachment|XCTIssue|XCTActivity|XCTSourceCodeContext)\b")),
    ("Darwin notify_*", re.compile(r"\bnotify_(post|register_check|set_state|get_state|register_dispatch|cancel)\b")),
    ("Apple-only import", re.compile(r"^\s*(@\w+\s+)*import\s+(" + "|".join(sorted(APPLE_ONLY_MODULES)) + r")\b")),
    ("@objc", re.compile(r"@objc\b")),
]


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

    def evaluate(self, condition):
        tokens = re.findall(r"\|\||&&|!|\(|\)|[A-Za-z_][A-Za-z0-9_]*\s*\([^()]*\)|[A-Za-z_][A-Za-z0-9_]*", condition)
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
        return function in {"swift", "compiler", "hasFeature", "hasAttribute", "_endian", "_pointerBitWidth"}


def linux_env(defines):
    return Env("Linux", "Linux", set(defines) | {"DEBUG"}, lambda m: m not in APPLE_ONLY_MODULES)


def apple_env(platform, defines, simulator):
    def can_import(module):
        if module in LINUX_ONLY_MODULES:
            return False
        if module == "UIKit":
            return platform != "macos"
        if module in {"AppKit", "Cocoa"}:
            return platform == "macos"
        if module == "WatchKit":
            return platform == "watchos"
        return True
    return Env(APPLE_PLATFORMS[platform] + (" simulator" if simulator else ""), APPLE_PLATFORMS[platform],
               set(defines) | {"DEBUG"}, can_import, simulator)


DIRECTIVE = re.compile(r"^\s*#(if|elseif|else|endif)\b(.*)$")


def active_lines(lines, env):
    """For each line, whether `env` compiles it (directive lines are never 'compiled code')."""
    result, stack = [], []  # stack: (parent active, branch taken, this branch active)
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


# MARK: Packages and targets

@dataclass
class Target:
    package_dir: str
    name: str
    kind: str
    path: str
    language_mode: str
    defines: list  # (name, platforms or None)
    linux_dependencies: set
    sources: list = field(default_factory=list)

    def defines_for(self, platform):
        return {name for name, platforms in self.defines if platforms is None or platform in platforms}


def package_dirs():
    dirs = [os.path.join("Packages", name) for name in sorted(os.listdir(os.path.join(ROOT, "Packages")))]
    dirs += ["Tests/ExampleApp", "."]
    return [d for d in dirs if os.path.exists(os.path.join(ROOT, d, "Package.swift"))]


def load_targets(package_dir):
    # A private scratch path: reading a manifest must not wait for someone else's build lock.
    scratch = os.path.join(tempfile.gettempdir(), "check-apple-" + re.sub(r"\W", "_", package_dir))
    out = subprocess.run(["swift", "package", "--package-path", os.path.join(ROOT, package_dir),
                          "--scratch-path", scratch, "dump-package"], capture_output=True, text=True)
    if out.returncode != 0:
        print(f"check-apple: cannot read {package_dir}/Package.swift", file=sys.stderr)
        return []
    manifest = json.loads(out.stdout)
    modes = manifest.get("swiftLanguageModes") or manifest.get("swiftLanguageVersions") or ["6"]
    mode = "6" if "6" in [str(m) for m in modes] else str(modes[-1]).split(".")[0]
    targets = []
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
        linux_dependencies = set()
        for dependency in raw.get("dependencies", []):
            for key in ("byName", "target", "product"):
                if key in dependency:
                    value = dependency[key]
                    condition = next((v for v in value[1:] if isinstance(v, dict)), None)
                    platforms = (condition or {}).get("platformNames")
                    if platforms is None or "linux" in platforms:
                        linux_dependencies.add(value[0])
        targets.append(Target(package_dir, raw["name"], raw["type"], path, mode, defines, linux_dependencies))
    return targets


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


# MARK: Evidence of compilation

def object_file(target, path):
    name = os.path.basename(path) + ".o"
    for package in (target.package_dir, "."):
        candidate = os.path.join(ROOT, package, ".build", "debug", target.name + ".build", name)
        if os.path.exists(candidate):
            return candidate
    return None


def is_compiled(target, path):
    """The object exists, and the last compile of the file (its object, dependency or diagnostics
    file: the compiler leaves an unchanged object untouched) is newer than the source."""
    obj = object_file(target, path)
    if obj is None:
        return False
    stem = obj[: -len(".swift.o")]
    last = max(os.path.getmtime(f) for f in (obj, stem + ".d", stem + ".dia") if os.path.exists(f))
    return last >= os.path.getmtime(os.path.join(ROOT, path))


def build(package_dir):
    print(f"check-apple: building {package_dir} (swift build --build-tests)...", file=sys.stderr)
    result = subprocess.run(["swift", "build", "--package-path", os.path.join(ROOT, package_dir), "--build-tests"],
                            capture_output=True, text=True)
    if result.returncode != 0:
        print(f"check-apple: {package_dir} does not build here:\n" + result.stdout[-2000:], file=sys.stderr)


_typecheck_cache = {}


def typechecks(target, defines):
    """Whether the target's sources type-check here with `defines`, against the modules built here."""
    key = (target.package_dir, target.name, frozenset(defines))
    if key in _typecheck_cache:
        return _typecheck_cache[key]
    modules = os.path.join(ROOT, target.package_dir, ".build", "debug", "Modules")
    swiftc = shutil.which("swiftc")
    ok, reason = False, ""
    if swiftc and os.path.isdir(modules):
        command = [swiftc, "-typecheck", "-swift-version", target.language_mode, "-module-name", target.name,
                   "-I", modules, "-package-name", os.path.basename(os.path.abspath(os.path.join(ROOT, target.package_dir))).lower()]
        if target.kind != "executable":
            command.append("-parse-as-library")
        if target.kind == "test":
            command.append("-enable-testing")
        for name in sorted(defines):
            command += ["-D", name]
        command += [os.path.join(ROOT, source) for source in target.sources]
        result = subprocess.run(command, capture_output=True, text=True)
        ok = result.returncode == 0
        errors = [l for l in result.stderr.splitlines() if ": error: " in l]
        reason = errors[0].split(": error: ", 1)[1] if errors else ("no output" if not ok else "")
    else:
        reason = "swiftc or the built modules are missing"
    _typecheck_cache[key] = (ok, reason)
    return ok, reason


# MARK: The report

@dataclass
class FileReport:
    path: str
    target: Target
    reasons: list
    apple_only: set          # line numbers Apple compiles that Linux's build does not, or that use Apple-only API
    covered: set             # of those, the lines compiled here
    compiled: bool
    how: list
    only_apple: list         # conditions of the lines only Apple compiles


def analyse(path, target, built):
    with open(os.path.join(ROOT, path), encoding="utf-8", errors="replace") as handle:
        lines = code_lines(handle.read())
    linux = active_lines(lines, linux_env(target.defines_for("linux")))
    apple_envs = [apple_env(p, target.defines_for(p), sim) for p in APPLE_PLATFORMS for sim in (False, True)]
    apple = [active_lines(lines, env) for env in apple_envs]
    on_apple = [any(values) for values in zip(*apple)]
    conditions = branch_conditions(lines)
    code = [bool(line.strip()) and not DIRECTIVE.match(line) for line in lines]

    region = {i + 1 for i in range(len(lines)) if code[i] and on_apple[i] and not linux[i]}
    api, reasons = set(), []
    for i, line in enumerate(lines):
        if code[i] and on_apple[i]:
            for label, pattern in APPLE_APIS:
                if pattern.search(line):
                    api.add(i + 1)
                    if label not in reasons:
                        reasons.append(label)
    for number in sorted(region):
        innermost = conditions[number - 1][-1] if conditions[number - 1] else "?"
        if innermost not in reasons:
            reasons.append(innermost)
    apple_only = region | api
    if not apple_only:
        return None

    compiled = built(target, path)
    covered, how = set(), []
    if compiled:
        unguarded = {n for n in api if linux[n - 1]}
        if unguarded:
            covered |= unguarded
            shim = "XCUIShim" in target.linux_dependencies
            how.append("through XCUIShim" if shim else "through a Linux stand-in")
        # Branches under compilation conditions the manifest sets per Apple platform.
        linux_defines = target.defines_for("linux")
        for platform in APPLE_PLATFORMS:
            extra = target.defines_for(platform) - linux_defines
            if not extra:
                continue
            hybrid = active_lines(lines, linux_env(linux_defines | extra))
            reached = {n for n in region if hybrid[n - 1]} - covered
            if not reached:
                continue
            ok, reason = typechecks(target, linux_defines | extra)
            label = "-D " + " ".join(sorted(extra))
            if ok:
                covered |= reached
                how.append(label + f" ({APPLE_PLATFORMS[platform]})")
            elif not any(label in h for h in how):
                how.append(f"{label} does not type-check here ({reason})")
    only_apple = sorted({conditions[n - 1][-1] if conditions[n - 1] else "no #if (Apple-only API)" for n in apple_only - covered})
    return FileReport(path, target, reasons, apple_only, covered, compiled, how, only_apple)


def verdict(report):
    if not report.compiled:
        return "no (not built)"
    if report.covered == report.apple_only:
        return "yes"
    return "partly" if report.covered else "no"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--no-build", action="store_true", help="use what is built; do not run swift build")
    parser.add_argument("--verbose", action="store_true", help="list the line numbers only Apple compiles")
    arguments = parser.parse_args()

    targets = [t for d in package_dirs() for t in load_targets(d)]
    files = {}
    for path in swift_files():
        target = owning_target(path, targets)
        if target is not None:
            target.sources.append(path)
            files[path] = target

    def built(target, path):
        return is_compiled(target, path)

    # Build the packages whose Apple-only files have no fresh object yet (never the root).
    if not arguments.no_build:
        stale = set()
        for path, target in files.items():
            if target.package_dir != "." and not is_compiled(target, path):
                with open(os.path.join(ROOT, path), encoding="utf-8", errors="replace") as handle:
                    text = handle.read()
                if re.search(r"#if|XCUI|XCT(Context|Attachment|Issue|Activity)|notify_|@objc|import (UIKit|AppKit|SwiftUI|Darwin)", text):
                    stale.add(target.package_dir)
        for package_dir in sorted(stale):
            build(package_dir)

    reports = [r for r in (analyse(path, target, built) for path, target in sorted(files.items())) if r]
    rows = [("File", "Target", "Apple-only because", "Compiled here", "Apple-only lines compiled here")]
    for report in reports:
        detail = f"{len(report.covered)}/{len(report.apple_only)}"
        if report.how:
            detail += " " + "; ".join(report.how)
        if report.only_apple and report.compiled:
            detail += " | file built here; only Apple compiles: " + ", ".join(report.only_apple)
        if not report.compiled:
            detail += " | not built here"
        rows.append((report.path, report.target.name, ", ".join(report.reasons), verdict(report), detail))
        if arguments.verbose and report.covered != report.apple_only:
            rows.append(("", "", "lines only Apple compiles:", "",
                         " ".join(str(n) for n in sorted(report.apple_only - report.covered))))
    widths = [max(len(row[i]) for row in rows) for i in range(4)]
    for index, row in enumerate(rows):
        print("  ".join(cell.ljust(widths[i]) for i, cell in enumerate(row[:4])) + "  " + row[4])
        if index == 0:
            print("  ".join("-" * w for w in widths) + "  " + "-" * 30)

    full = sum(1 for r in reports if verdict(r) == "yes")
    partly = [r for r in reports if verdict(r) == "partly"]
    missing = sum(1 for r in reports if verdict(r).startswith("no"))
    lines_only_apple = sum(len(r.apple_only - r.covered) for r in reports)
    print()
    print(f"Apple-only files: {len(reports)} — compiled here: {full}, partly: {len(partly)}, not compiled here: {missing}; "
          f"{lines_only_apple} Apple-only line(s) only an Apple machine compiles.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
