#!/bin/sh
# The kit as another hospital gets it: build @checkup/ui, pack it, install the tarball into this project (outside the
# npm workspaces, no lockfile: only the registry or npm's cache), build it with plain Vite and check it in Chromium.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
packs=$(mktemp -d)
trap 'rm -rf "$packs"' EXIT

cd "$root"
npm run build -w @checkup/ui --silent
npm pack -w @checkup/ui --pack-destination "$packs" --silent >/dev/null

cd "$here"
rm -rf node_modules dist
npm install --no-save --no-package-lock --no-audit --no-fund --loglevel=error "$packs"/checkup-ui-*.tgz
npx vite build --logLevel error

cd "$root"
npx playwright test -c examples/other-hospital/playwright.config.ts
