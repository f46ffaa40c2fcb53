#!/usr/bin/env bash
# Type-checks real UI-test suites written for TABTestKit 1.8 and for Einstein against this
# repository's build, with only their import lines changed: the drop-in check.
#
# Suites: TABTestKit 1.8.0's example UI tests (Example/TABTestKit_ExampleUITests), and Einstein's
# demo UI tests (Demo/DemoUITests, with the identifier enums of Demo/Demo/AccessibilityDemoID.swift
# they use). They are read from git clones of github.com/theappbusiness/TABTestKit and
# github.com/ZhipingYang/Einstein, copied to a scratch folder outside the repository, and
# type-checked in Swift 5 mode (as they were written) with `swiftc -typecheck` against the
# modules of `swift build --build-tests`. `import Einstein` becomes `import TABTestKit` (or
# $EINSTEIN_IMPORT, e.g. EinsteinXCUI); `import TABTestKit` stays as it is.
#
# Errors on lines that name an Apple-only API (UIKit, AppKit, XCUIApplication, XCUIElement,
# @objc...) are counted apart: off Apple platforms they are expected. Not part of `make test`.
#
# Usage: TABTESTKIT_REPO=<clone> EINSTEIN_REPO=<clone> Tools/check-dropin.sh   (after swift build --build-tests)
# Environment: TABTESTKIT_REPO, EINSTEIN_REPO (git clones; without them the check says how to get
# them and is skipped), DROPIN_BUILD (default .build), DROPIN_WORK (default: a folder under
# $TMPDIR), EINSTEIN_IMPORT (default TABTestKit).
#
# The seeds' own tests (Ruka's, the page-object example's) have their own check, run by
# `make check-apple`: Tools/check-dropin-seeds.py.
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
BUILD="${DROPIN_BUILD:-$ROOT/.build}"
WORK="${DROPIN_WORK:-${TMPDIR:-/tmp}/dropin-check}"
TAB_REPO="${TABTESTKIT_REPO:-}"
EIN_REPO="${EINSTEIN_REPO:-}"
EINSTEIN_IMPORT="${EINSTEIN_IMPORT:-TABTestKit}"
APPLE_ONLY='UIKit|AppKit|XCUIApplication|XCUIElement|XCUIScreen|XCUIDevice|@objc|NSAccessibility|UIAccessibility'

case "$WORK" in "$ROOT"|"$ROOT"/*) echo "check-dropin: DROPIN_WORK must be outside the repository." >&2; exit 2 ;; esac

missing=()
[[ -n "$TAB_REPO" ]] && git -C "$TAB_REPO" rev-parse --verify -q 1.8.0 >/dev/null 2>&1 \
    || missing+=("TABTestKit (TABTESTKIT_REPO=${TAB_REPO:-unset}, needs tag 1.8.0)")
[[ -n "$EIN_REPO" ]] && git -C "$EIN_REPO" rev-parse --verify -q HEAD >/dev/null 2>&1 \
    || missing+=("Einstein (EINSTEIN_REPO=${EIN_REPO:-unset})")
if ((${#missing[@]})); then
    printf 'check-dropin: skipped, sources not available: %s\n' "${missing[@]}"
    echo "  Clone them (git clone https://github.com/theappbusiness/TABTestKit; git clone https://github.com/ZhipingYang/Einstein)"
    echo "  and set TABTESTKIT_REPO and EINSTEIN_REPO to the clones."
    exit 0
fi

DEBUG="$(readlink -f "$BUILD/debug" 2>/dev/null || true)"
if [[ -z "$DEBUG" || ! -f "$DEBUG/Modules/TABTestKit.swiftmodule" ]]; then
    echo "check-dropin: no build at $BUILD; run 'swift build --build-tests' first." >&2
    exit 2
fi

# The C modules the build's Swift modules import (SwiftPM's generated maps and the packages' own).
module_maps=()
for map in "$DEBUG"/*.build/module.modulemap; do [[ -f "$map" ]] && module_maps+=(-Xcc "-fmodule-map-file=$map"); done
while IFS= read -r map; do module_maps+=(-Xcc "-fmodule-map-file=$map"); done \
    < <(find "$BUILD/checkouts" -path '*/Sources/*' -name module.modulemap 2>/dev/null)

copy() { # repo revision path destination-folder
    mkdir -p "$4"
    git -C "$1" show "$2:$3" | sed -E "s/^import Einstein\$/import $EINSTEIN_IMPORT/" > "$4/$(basename "$3")"
}

rm -rf "$WORK" && mkdir -p "$WORK/tabtestkit-1.8.0" "$WORK/einstein-demo"
while IFS= read -r path; do copy "$TAB_REPO" 1.8.0 "$path" "$WORK/tabtestkit-1.8.0"; done \
    < <(git -C "$TAB_REPO" ls-tree -r --name-only 1.8.0 Example/TABTestKit_ExampleUITests | grep '\.swift$')
while IFS= read -r path; do copy "$EIN_REPO" HEAD "$path" "$WORK/einstein-demo"; done \
    < <(git -C "$EIN_REPO" ls-tree -r --name-only HEAD Demo/DemoUITests Demo/Demo/AccessibilityDemoID.swift | grep '\.swift$')

status=0
for suite in tabtestkit-1.8.0 einstein-demo; do
    dir="$WORK/$suite"
    files=("$dir"/*.swift)
    log="$WORK/$suite.log"
    (cd "$dir" && swiftc -typecheck -continue-building-after-errors -swift-version 5 -module-name "DropIn_${suite//[-.]/_}" \
        -I "$DEBUG/Modules" "${module_maps[@]}" "${files[@]}") > "$log" 2>&1 || true
    errors="$(grep -E '^/[^ ]+:[0-9]+:[0-9]+: error:' "$log" | sort -u || true)"
    total=0 apple=0
    other=()
    while IFS= read -r error; do
        [[ -z "$error" ]] && continue
        total=$((total + 1))
        file="${error%%:*}" rest="${error#*:}" line="${rest%%:*}"
        if sed -n "${line}p" "$file" | grep -Eq "$APPLE_ONLY"; then apple=$((apple + 1)); else other+=("${error#"$dir/"}"); fi
    done <<< "$errors"
    echo "$suite: ${#files[@]} files, $total errors ($apple on lines naming Apple-only API, ${#other[@]} others). Log: $log"
    for error in "${other[@]}"; do echo "  $error"; done
    ((${#other[@]} == 0)) || status=1
done
exit "$status"
