#!/usr/bin/env bash
# Makes the checkout's better-sqlite3 load on the Node.js that runs this script, without compiling it on every run:
# its addon for this Node's ABI goes to node_modules/better-sqlite3/lib/binding/node-v<ABI>-<platform>-<arch>/,
# where better-sqlite3's loader (the `bindings` package) looks for it, so that addons for several Node releases sit
# side by side and each process loads its own. The addon is built once per machine, from a copy of the package,
# into a cache kept across runs ($VACUNAS_CI_CACHE, default ~/.cache/vacunas-ci), then copied from there: a fresh
# machine builds it in 1 to 3 minutes on 2 cores. It compiles against npm_config_nodedir's headers when set
# (scripts/ci/with-node.sh --headers).
# For a node_modules installed without build scripts (`npm ci --ignore-scripts`, as .ci/run does): `bindings`
# looks in the package's build/ folder first, and stops at an addon of another ABI there.
#
# Usage: scripts/ci/build-sqlite-addon.sh
#   scripts/ci/with-node.sh --headers 24.18.1 24.21.0 scripts/ci/build-sqlite-addon.sh
set -euo pipefail
cd "$(dirname "$0")/../.."

package=node_modules/better-sqlite3
if [ -e "${package}/build" ]; then
  echo "${package}/build exists: better-sqlite3 would load the addon there on every Node (npm ci --ignore-scripts leaves none)" >&2
  exit 1
fi

version="$(node -p "require('./${package}/package.json').version")"
target="$(node -p '`node-v${process.versions.modules}-${process.platform}-${process.arch}`')"
headers="$(node -p 'process.versions.node')"
if [ -n "${npm_config_nodedir:-}" ]; then
  headers="$(sed -nE 's/^#define NODE_(MAJOR|MINOR|PATCH)_VERSION ([0-9]+).*/\2/p' \
    "${npm_config_nodedir}/include/node/node_version.h" | paste -sd. -)"
fi
cached="${VACUNAS_CI_CACHE:-${XDG_CACHE_HOME:-${HOME}/.cache}/vacunas-ci}/better-sqlite3-${version}-${target}-headers-${headers}/better_sqlite3.node"
installed="${package}/lib/binding/${target}/better_sqlite3.node"

# Whether the checkout's better-sqlite3 opens a database on this Node.
loads() {
  node -e "new (require('better-sqlite3'))(':memory:').prepare('select 1').get()" 2>/dev/null
}

if [ -f "${cached}" ]; then
  echo "== better-sqlite3 ${version}'s addon for Node $(node -v) (${target}) is kept from an earlier run: ${cached}"
else
  echo "== Building better-sqlite3 ${version}'s addon for Node $(node -v) (${target}, headers of ${headers}) into ${cached}"
  work="$(mktemp -d)"
  trap 'rm -rf "${work}"' EXIT
  cp -a "${package}/." "${work}/"
  rm -rf "${work}/lib/binding"
  # `npm run` puts npm's own node-gyp on the PATH; JOBS=max compiles SQLite and the binding side by side. The
  # compiler's warnings are shown only when the build fails.
  if ! (cd "${work}" && JOBS=max npm run --silent build-release >"${work}/build.log" 2>&1); then
    cat "${work}/build.log" >&2
    echo "Building better-sqlite3's addon for Node $(node -v) failed" >&2
    exit 1
  fi
  mkdir -p "$(dirname "${cached}")"
  # Moved into place whole, so that a run at the same time never copies half a file.
  cp "${work}/build/Release/better_sqlite3.node" "${cached}.$$"
  mv -f "${cached}.$$" "${cached}"
fi
mkdir -p "$(dirname "${installed}")"
cp "${cached}" "${installed}"
if ! loads; then
  echo "better-sqlite3 does not load on Node $(node -v) with ${cached}: remove it to build it again" >&2
  exit 1
fi
echo "== ${installed}: better-sqlite3 loads on Node $(node -v)"
