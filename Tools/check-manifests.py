#!/usr/bin/env python3
"""Checks that the root Package.swift mirrors every Packages/<Name>/Package.swift.

SwiftPM consumers can only depend on a repository through its root manifest, so the root
re-declares every package's targets (pointing into Packages/*). This check fails when a
target, its path or its dependencies differ between the two, so the boundaries the package
manifests enforce (`make check-packages`) are the ones users get, and every package's tests
run in `make test`.
"""
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def dump(path):
    out = subprocess.run(["swift", "package", "--package-path", path, "dump-package"],
                         capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit(f"check-manifests: cannot read {path}/Package.swift:\n{out.stderr}")
    return json.loads(out.stdout)


def dependency_names(target):
    names = set()
    for dep in target.get("dependencies", []):
        for kind in ("byName", "target", "product"):
            if kind in dep:
                names.add(dep[kind][0])
    return names


def targets(manifest, prefix=""):
    result = {}
    for target in manifest["targets"]:
        if target["type"] in ("plugin", "macro"):
            continue
        default = ("Sources/" if target["type"] != "test" else "Tests/") + target["name"]
        path = os.path.normpath(os.path.join(prefix, target.get("path") or default))
        result[target["name"]] = (path, dependency_names(target))
    return result


def main():
    root = targets(dump(ROOT))
    problems = []
    for name in sorted(os.listdir(os.path.join(ROOT, "Packages"))):
        package_dir = os.path.join("Packages", name)
        if not os.path.exists(os.path.join(ROOT, package_dir, "Package.swift")):
            continue
        for target, (path, deps) in targets(dump(os.path.join(ROOT, package_dir)), package_dir).items():
            if target not in root:
                problems.append(f"{package_dir}: target {target} is missing from the root Package.swift")
                continue
            root_path, root_deps = root[target]
            if root_path != path:
                problems.append(f"{target}: root path {root_path} != {path}")
            if root_deps != deps:
                problems.append(f"{target}: root dependencies {sorted(root_deps)} != {sorted(deps)} in {package_dir}")
    if problems:
        print("The root Package.swift is out of step with the packages:")
        for problem in problems:
            print("  - " + problem)
        sys.exit(1)
    print("Root Package.swift matches every package manifest.")


if __name__ == "__main__":
    main()
