#!/usr/bin/env bash
# `make conformance`: the project against what other projects wrote — Cucumber's conformance
# data, the web-platform-tests accessible-name and role pages, third-party TodoMVC apps, and the
# seeds' own tests. It reads them in place at ../shared/conformance (never copied into the
# project) and says so, clearly, when that folder is absent; `make test` never needs it.
set -euo pipefail
cd "$(dirname "$0")/../.."
DATA="$(cd .. && pwd)/shared/conformance"
if [ ! -d "$DATA" ]; then
  echo "make conformance needs other projects' test data at $DATA (../shared/conformance next to"
  echo "the repository: Cucumber's data, web-platform-tests pages, TodoMVC apps, the seeds' tests)."
  echo "It is not part of this repository; nothing was run."
  exit 2
fi
export TABTESTKIT_CONFORMANCE_DATA="$DATA"
parts=("$@")
[ ${#parts[@]} -eq 0 ] && parts=(gherkin wpt todomvc)
for part in "${parts[@]}"; do
  script="Tools/conformance/$part.sh"
  [ -f "$script" ] || { echo "conformance: no part named $part ($script)"; exit 2; }
  echo "== conformance: $part"
  bash "$script"
done
