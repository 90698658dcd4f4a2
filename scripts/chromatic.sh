#!/usr/bin/env sh
# Publishes the Storybook to Chromatic for visual review; without a project token there is nothing
# to publish to, so the step is skipped rather than failed (local runs, forks, CI without secrets).
set -eu

if [ -z "${CHROMATIC_PROJECT_TOKEN:-}" ]; then
  echo "chromatic: CHROMATIC_PROJECT_TOKEN is not set; skipping the Chromatic publish."
  exit 0
fi

exec npx chromatic --build-script-name build-storybook --exit-zero-on-changes --exit-once-uploaded "$@"
