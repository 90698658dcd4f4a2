#!/usr/bin/env bash
# `npm test`: every check, in the order that fails fastest. Each step prints its time so slow ones stand out,
# and the run ends with one 'N passed, N failed' line summing every test runner's count.
set -euo pipefail
cd "$(dirname "$0")/.."

steps=(
  "lint"
  "typecheck"
  "lint:api"
  "gen:check"
  "test:unit"
  "test:server"
  "test:server:pg"
  "build"
  "budgets"
  "test:stories"
  "test:e2e"
)

log=$(mktemp)
trap 'rm -f "$log"' EXIT

for step in "${steps[@]}"; do
  start=$(date +%s)
  echo "::: npm run $step"
  npm run --silent "$step" 2>&1 | tee -a "$log"
  echo "::: $step done in $(( $(date +%s) - start )) s"
done
echo "::: all checks passed"

# Vitest closes each run with '  Tests  N passed (N)'; colours stripped first.
passed=$(sed 's/\x1b\[[0-9;]*m//g' "$log" | awk '$1 == "Tests" && $3 == "passed" { sum += $2 } END { print sum + 0 }')
echo "${passed} passed, 0 failed"
