#!/usr/bin/env bash
# `npm test`: every check, in the order that fails fastest. Each step prints its time so slow ones stand out.
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
  "test:stories"
  "test:e2e"
)

for step in "${steps[@]}"; do
  start=$(date +%s)
  echo "::: npm run $step"
  npm run --silent "$step"
  echo "::: $step done in $(( $(date +%s) - start )) s"
done
echo "::: all checks passed"
