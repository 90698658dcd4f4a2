#!/usr/bin/env bash
# `npm test`: every check, in the order that fails fastest. Each step prints its time so slow ones stand out,
# and the run ends with one 'N passed, N failed' line summing every test runner's count.
#
# The stories run beside the journeys, the two browser steps (decision 399): each keeps one file at a
# time and leaves part of the 2-core machine idle, so side by side they end about two minutes sooner
# than one after the other. Beside the server steps instead they doubled those (every core busy). The
# stories' output is printed whole when they end.
set -euo pipefail
cd "$(dirname "$0")/.."

steps=("lint" "typecheck" "lint:api" "gen:check" "test:unit" "test:server" "test:server:pg" "build" "budgets")
beside="test:stories"
last="test:e2e"

log=$(mktemp)
beside_log=$(mktemp)
beside_pid=''
stop_beside() {
  # A failed step ends the run: the stories' runner and its browser go with it.
  if [ -n "$beside_pid" ]; then kill -- "-$beside_pid" 2>/dev/null || true; fi
  rm -f "$log" "$beside_log"
}
trap stop_beside EXIT

run_step() {
  local step=$1 start
  start=$(date +%s)
  echo "::: npm run $step"
  npm run --silent "$step" 2>&1 | tee -a "$log"
  echo "::: $step done in $(( $(date +%s) - start )) s"
}

for step in "${steps[@]}"; do run_step "$step"; done

# Installed once before the two browser steps, so they never race over it.
bash scripts/ensure-chromium.sh
echo "::: npm run $beside (beside $last; its output follows)"
beside_start=$(date +%s)
setsid npm run --silent "$beside" >"$beside_log" 2>&1 &
beside_pid=$!
run_step "$last"

beside_status=0
wait "$beside_pid" || beside_status=$?
beside_pid=''
echo "::: npm run $beside"
tee -a "$log" <"$beside_log"
echo "::: $beside done in $(( $(date +%s) - beside_start )) s (ended with status $beside_status)"
[ "$beside_status" -eq 0 ]
echo "::: all checks passed"

# Vitest closes each run with '  Tests  N passed (N)'; colours stripped first.
passed=$(sed 's/\x1b\[[0-9;]*m//g' "$log" | awk '$1 == "Tests" && $3 == "passed" { sum += $2 } END { print sum + 0 }')
echo "${passed} passed, 0 failed"
