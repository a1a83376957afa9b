#!/bin/sh
# `npm run chromatic`: publish Storybook to Chromatic for visual review, or say clearly why it is skipped.
# chromatic has no flag that exits cleanly without a token, hence the guard.
if [ -z "${CHROMATIC_PROJECT_TOKEN:-}" ]; then
  echo "Chromatic skipped: CHROMATIC_PROJECT_TOKEN is not set"
  exit 0
fi
exec npx chromatic --exit-zero-on-changes --build-script-name build-storybook
