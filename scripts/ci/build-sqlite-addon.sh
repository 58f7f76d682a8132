#!/usr/bin/env bash
# Builds better-sqlite3's native addon for the Node.js that runs this script into ADDON (a .node file), from a copy
# of node_modules/better-sqlite3: the checkout's own addon stays the one `npm ci` built for the machine's Node. A
# process on that other Node loads ADDON through BETTER_SQLITE3_BINDING (src/server/db/open-store.ts hands it to
# better-sqlite3 as `nativeBinding`). It compiles against npm_config_nodedir's headers when set
# (scripts/ci/with-node.sh --headers).
# ADDON is kept for the next run on this machine: when it was built from the checkout's better-sqlite3 version for
# this Node's ABI and these headers (ADDON.built says so) and loads, nothing is built. A build takes 2 to 3 minutes
# on 2 cores.
#
# Usage: scripts/ci/build-sqlite-addon.sh ADDON
#   scripts/ci/with-node.sh --headers 24.18.1 24.21.0 scripts/ci/build-sqlite-addon.sh ~/.cache/vacunas-ci/x.node
set -euo pipefail
cd "$(dirname "$0")/../.."

addon="${1:?usage: $0 ADDON}"
package=node_modules/better-sqlite3

headers="the headers of Node $(node -v)"
if [ -n "${npm_config_nodedir:-}" ]; then
  headers="$(sed -nE 's/^#define NODE_(MAJOR|MINOR|PATCH)_VERSION ([0-9]+).*/\2/p' \
    "${npm_config_nodedir}/include/node/node_version.h" | paste -sd. -)"
  headers="the headers of Node ${headers}"
fi
built="better-sqlite3 $(node -p "require('./${package}/package.json').version"), Node ABI $(node -p process.versions.modules), ${headers}"

# Whether ADDON opens a database on this Node.
loads() {
  node -e "new (require('better-sqlite3'))(':memory:', { nativeBinding: process.argv[1] }).prepare('select 1').get()" \
    "${addon}" 2>/dev/null
}

if [ "$(cat "${addon}.built" 2>/dev/null || true)" = "${built}" ] && loads; then
  echo "== better-sqlite3's addon for Node $(node -v) is kept from an earlier run: ${addon} (${built})"
  exit 0
fi

echo "== Building better-sqlite3's addon for Node $(node -v) into ${addon} (${built})"
work="$(mktemp -d)"
trap 'rm -rf "${work}"' EXIT
cp -a "${package}/." "${work}/"
rm -rf "${work}/build"
# `npm run` puts npm's own node-gyp on the PATH; JOBS=max compiles SQLite and the binding side by side. The
# compiler's warnings are shown only when the build fails.
if ! (cd "${work}" && JOBS=max npm run --silent build-release >"${work}/build.log" 2>&1); then
  cat "${work}/build.log" >&2
  echo "Building better-sqlite3's addon for Node $(node -v) failed" >&2
  exit 1
fi
mkdir -p "$(dirname "${addon}")"
# Moved into place whole, so that a run at the same time never loads half a file.
cp "${work}/build/Release/better_sqlite3.node" "${addon}.$$"
mv -f "${addon}.$$" "${addon}"
echo "${built}" >"${addon}.built"
if ! loads; then
  echo "The addon built into ${addon} does not load on Node $(node -v)" >&2
  exit 1
fi
echo "== Built: ${addon}"
