#!/usr/bin/env python3
"""Writes (or checks) the "Public API" section of every package README from the built modules.

Each package's README keeps, between `<!-- public-api:begin -->` and `<!-- public-api:end -->`,
the public declarations of each library module it ships: its top-level types, protocols,
functions and values, each with the first sentence of its documentation, and how many public
members each type has. The list is read from the compiler's symbol graphs
(`swift symbolgraph-extract` on the modules `swift build` left in `.build/debug/Modules`), so
it is what users can call, not what someone remembered to write down.

    python3 Tools/public-api.py                      # rewrite the sections (after `swift build`)
    python3 Tools/public-api.py --check              # fail when a README's section is out of date
    python3 Tools/public-api.py --package WebDriver  # only these packages (repeatable)
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MODULES = os.path.join(ROOT, ".build", "debug", "Modules")
BEGIN, END = "<!-- public-api:begin -->", "<!-- public-api:end -->"
KINDS = {
    "swift.protocol": "protocol", "swift.struct": "struct", "swift.class": "class",
    "swift.enum": "enum", "swift.typealias": "typealias", "swift.func": "func",
    "swift.var": "var", "swift.func.op": "operator", "swift.macro": "macro",
}
# Modules built only for Linux (or only for Apple) cannot be read on every machine alike.
SKIPPED_MODULES = {"InProcessUIKitCalls"}


def library_modules(package_dir):
    out = subprocess.run(["swift", "package", "--package-path", package_dir, "dump-package"],
                         capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit(f"public-api: cannot read {package_dir}/Package.swift:\n{out.stderr}")
    manifest = json.loads(out.stdout)
    modules = []
    for product in manifest.get("products", []):
        if "library" in product.get("type", {}):
            modules += [t for t in product["targets"] if t not in modules and t not in SKIPPED_MODULES]
    return modules


def first_sentence(symbol):
    lines = [line["text"] for line in symbol.get("docComment", {}).get("lines", [])]
    text = " ".join(line.strip() for line in lines).strip()
    if not text:
        return ""
    match = re.match(r"(.+?[.:])(\s|$)", text)
    sentence = (match.group(1) if match else text).rstrip(":")
    return sentence if len(sentence) <= 160 else sentence[:157].rstrip() + "…"


def clang_module_maps():
    """The module maps of C targets (SwiftNIO's and swift-numerics' shims…) Swift modules import."""
    import glob
    build = os.path.dirname(os.path.dirname(MODULES))
    patterns = ["debug/*.build/module.modulemap", "debug/*.build/include/module.modulemap",
                "checkouts/*/Sources/*/include/module.modulemap"]
    flags = []
    for pattern in patterns:
        for modulemap in sorted(glob.glob(os.path.join(build, pattern))):
            # Build-tool copies (`X-tool.build`, for plugins) define the same modules again.
            if "-tool.build" in modulemap:
                continue
            flags += ["-Xcc", f"-fmodule-map-file={modulemap}"]
    return flags


def symbols(module, output):
    result = subprocess.run(["swift", "symbolgraph-extract", "-module-name", module, "-I", MODULES, *clang_module_maps(),
                             "-target", f"{os.uname().machine}-unknown-linux-gnu", "-output-dir", output,
                             "-minimum-access-level", "public", "-skip-synthesized-members"],
                            capture_output=True, text=True)
    path = os.path.join(output, f"{module}.symbols.json")
    if result.returncode != 0 or not os.path.exists(path):
        sys.exit(f"public-api: cannot read module {module} (run `swift build` first):\n{result.stderr[-2000:]}")
    with open(path, encoding="utf-8") as handle:
        graph = json.load(handle)
    members = {}
    top = []
    for symbol in graph["symbols"]:
        path_components = symbol["pathComponents"]
        if symbol.get("spi"):
            continue
        if len(path_components) == 1:
            kind = KINDS.get(symbol["kind"]["identifier"])
            if kind:
                top.append((kind, path_components[0], first_sentence(symbol)))
        else:
            members[path_components[0]] = members.get(path_components[0], 0) + 1
    return sorted(set(top), key=lambda entry: (entry[1].lower(), entry[1], entry[0], entry[2])), members


def section(package_dir, output):
    parts = [BEGIN, "",
             "Generated from the compiled modules by `Tools/public-api.py` (`make check-packages` checks it);",
             "members are listed by DocC.", ""]
    for module in library_modules(package_dir):
        top, members = symbols(module, output)
        parts.append(f"**`{module}`** — {len(top)} top-level declarations")
        parts.append("")
        for kind, name, doc in top:
            count = members.get(name)
            extra = f" ({count} member{'' if count == 1 else 's'})" if count else ""
            parts.append(f"- {kind} `{name}`{extra}" + (f": {doc}" if doc else ""))
        parts.append("")
    parts.append(END)
    return "\n".join(parts)


def main():
    # argparse, so that `--help` explains instead of rewriting every README, and a mistyped
    # option is an error rather than a silent rewrite.
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter, epilog=__doc__.split("\n\n", 1)[1])
    parser.add_argument("--check", action="store_true", help="only check; exit 1 when a section is out of date")
    parser.add_argument("--package", action="append", metavar="NAME",
                        help="only this package under Packages/ (repeatable; default: every package)")
    options = parser.parse_args()
    check = options.check
    stale = []
    with tempfile.TemporaryDirectory() as output:
        packages = os.path.join(ROOT, "Packages")
        names = sorted(os.listdir(packages))
        unknown = [name for name in options.package or [] if name not in names]
        if unknown:
            parser.error("no such package under Packages/: " + ", ".join(unknown))
        for name in options.package or names:
            package_dir = os.path.join(packages, name)
            readme = os.path.join(package_dir, "README.md")
            if not os.path.exists(os.path.join(package_dir, "Package.swift")) or not os.path.exists(readme):
                continue
            with open(readme, encoding="utf-8") as handle:
                text = handle.read()
            generated = section(package_dir, output)
            if BEGIN in text and END in text:
                updated = text[:text.index(BEGIN)] + generated + text[text.index(END) + len(END):]
            else:
                updated = text.rstrip("\n") + "\n\n## Public API\n\n" + generated + "\n"
            if updated != text:
                stale.append(f"Packages/{name}/README.md")
                if not check:
                    with open(readme, "w", encoding="utf-8") as handle:
                        handle.write(updated)
    if check and stale:
        print("These READMEs' Public API sections are out of date; run `python3 Tools/public-api.py`:", file=sys.stderr)
        for path in stale:
            print("  - " + path, file=sys.stderr)
        sys.exit(1)
    print(("Checked" if check else "Wrote") + " the Public API sections" + (f" ({len(stale)} updated)" if stale and not check else "") + ".")


if __name__ == "__main__":
    main()
