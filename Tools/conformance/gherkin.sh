#!/usr/bin/env bash
# Cucumber's own conformance data: Gherkin's good and bad features (AST, pickles, errors),
# its keyword table, and Cucumber Expressions' data.
set -euo pipefail
cd "$(dirname "$0")/../.."
swift build --build-tests > reports/conformance-build.log 2>&1 || { tail -40 reports/conformance-build.log; exit 1; }
swift test --skip-build --filter "GherkinConformanceTests|CucumberExpressionsConformanceTests"
