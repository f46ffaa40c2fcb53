#!/usr/bin/env python3
"""Checks that Docs/Architecture.md tells the truth about how the packages depend on each other.

The architecture document keeps the package graph in a fenced block marked `package-graph`, one
line per package: `Name: Dependency, Dependency` (an empty list for none). This script reads
every `Packages/<Name>/Package.swift` (through `swift package dump-package`), collects the
packages each one depends on by path, and fails when the block and the manifests disagree — an
edge drawn that does not exist, or an edge that exists but is not drawn.
"""
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DOC = os.path.join(ROOT, "Docs", "Architecture.md")


def manifest_graph():
    graph = {}
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
        # Only what the libraries use, not what their tests use: a dependency counts when a
        # non-test target names one of its products.
        used = set()
        for target in manifest["targets"]:
            if target["type"] == "test":
                continue
            for dep in target.get("dependencies", []):
                if "product" in dep and dep["product"][1] in deps:
                    used.add(dep["product"][1])
        graph[name] = used
    return graph


def documented_graph():
    with open(DOC, encoding="utf-8") as handle:
        text = handle.read()
    match = re.search(r"```package-graph\n(.*?)```", text, re.S)
    if not match:
        sys.exit("check-architecture: Docs/Architecture.md has no ```package-graph block")
    graph = {}
    for line in match.group(1).splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        name, _, deps = line.partition(":")
        graph[name.strip()] = {d.strip() for d in deps.split(",") if d.strip()}
    return graph


def main():
    actual = manifest_graph()
    drawn = documented_graph()
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
    if problems:
        print("Docs/Architecture.md and the manifests disagree:", file=sys.stderr)
        for problem in problems:
            print("  - " + problem, file=sys.stderr)
        sys.exit(1)
    print(f"Docs/Architecture.md's package graph matches the {len(actual)} package manifests.")


if __name__ == "__main__":
    main()
