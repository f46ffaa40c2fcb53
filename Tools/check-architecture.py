#!/usr/bin/env python3
"""Checks that Docs/Architecture.md tells the truth about how the packages depend on each other.

The architecture document keeps the package graph in a fenced block marked `package-graph`, one
line per package: `Name: Dependency, Dependency` (an empty list for none). This script reads
every `Packages/<Name>/Package.swift` (through `swift package dump-package`), collects the
packages each one depends on by path, and fails when the block and the manifests disagree — an
edge drawn that does not exist, or an edge that exists but is not drawn.

A second block, `test-package-graph`, draws the edges only test targets add (a package's tests
may use a sibling, or an outside package such as Yams, that its libraries do not): one line per
package that has any, in the same form. It is checked the same way, so what `swift test` of a
package pulls in (Biometrics' tests bring WebDriver, and with it SwiftNIO) is on the page too.
"""
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DOC = os.path.join(ROOT, "Docs", "Architecture.md")


def manifest_graph():
    """The packages each package's libraries use (by path), and the packages, by path or not,
    that only its tests use."""
    graph, test_graph = {}, {}
    packages_dir = os.path.join(ROOT, "Packages")
    for name in sorted(os.listdir(packages_dir)):
        path = os.path.join(packages_dir, name)
        if not os.path.exists(os.path.join(path, "Package.swift")):
            continue
        out = subprocess.run(["swift", "package", "--package-path", path, "dump-package"], capture_output=True, text=True)
        if out.returncode != 0:
            sys.exit(f"check-architecture: cannot read {path}/Package.swift:\n{out.stderr}")
        manifest = json.loads(out.stdout)
        deps = set()
        for dependency in manifest.get("dependencies", []):
            for kind in ("fileSystem", "local"):
                for entry in dependency.get(kind, []):
                    deps.add(os.path.basename(os.path.normpath(entry["path"])))
        # A dependency counts when a target names one of its products: for the libraries' graph
        # a non-test target, and a sibling package; for the tests' graph, a test target only.
        used, tested = set(), set()
        for target in manifest["targets"]:
            for dep in target.get("dependencies", []):
                if "product" not in dep:
                    continue
                package = dep["product"][1]
                if target["type"] == "test":
                    tested.add(package)
                elif package in deps:
                    used.add(package)
        graph[name] = used
        test_graph[name] = tested - used - {name}
    return graph, test_graph


def documented_graph(block):
    with open(DOC, encoding="utf-8") as handle:
        text = handle.read()
    match = re.search(r"```" + block + r"\n(.*?)```", text, re.S)
    if not match:
        sys.exit(f"check-architecture: Docs/Architecture.md has no ```{block} block")
    graph = {}
    for line in match.group(1).splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        name, _, deps = line.partition(":")
        graph[name.strip()] = {d.strip() for d in deps.split(",") if d.strip()}
    return graph


def main():
    actual, actual_tests = manifest_graph()
    drawn = documented_graph("package-graph")
    drawn_tests = documented_graph("test-package-graph")
    problems = []
    for name in sorted(set(actual) | set(drawn)):
        if name not in drawn:
            problems.append(f"{name} is a package but is not in the graph")
            continue
        if name not in actual:
            problems.append(f"{name} is in the graph but there is no Packages/{name}")
            continue
        for missing in sorted(actual[name] - drawn[name]):
            problems.append(f"{name} depends on {missing}, which the graph does not show")
        for extra in sorted(drawn[name] - actual[name]):
            problems.append(f"the graph shows {name} → {extra}, which its manifest does not declare")
    for name in sorted(set(actual_tests) | set(drawn_tests)):
        if name not in actual_tests:
            problems.append(f"{name} is in the test graph but there is no Packages/{name}")
            continue
        shown = drawn_tests.get(name, set())
        for missing in sorted(actual_tests[name] - shown):
            problems.append(f"{name}'s tests depend on {missing}, which the test graph does not show")
        for extra in sorted(shown - actual_tests[name]):
            problems.append(f"the test graph shows {name} → {extra}, which no test target of its manifest uses "
                            "(or its libraries use it too: draw it in the package graph)")
    if problems:
        print("Docs/Architecture.md and the manifests disagree:", file=sys.stderr)
        for problem in problems:
            print("  - " + problem, file=sys.stderr)
        sys.exit(1)
    print(f"Docs/Architecture.md's package graph and test-only edges match the {len(actual)} package manifests.")


if __name__ == "__main__":
    main()
