#!/bin/sh
# `node` for every script, test and tool of the workspace. pnpm links this file as `node` into each package's
# node_modules/.bin, which comes first on a script's PATH and which pnpm's command shims (vitest, tsx, playwright)
# prefer to any other node; so Folio runs on the Node.js 24 that `pnpm install` fetched from the npm registry
# (node-<os>-<cpu>, an optional dependency: only this machine's is installed), whatever node ran pnpm itself.
# Where the registry has none for this machine, the machine's own node runs, if it is new enough.
# Every step is an exec: the process a signal reaches is node itself.

dir=${0%/*}
for runtime in "$dir"/node_modules/node-*/bin/node; do
  if [ -x "$runtime" ]; then exec "$runtime" "$@"; fi
done

# The machine's node: the first on PATH that is not a package's .bin (where this script itself is linked).
machine=
IFS=:
for entry in $PATH; do
  case $entry in
    '' | */node_modules/.bin) continue ;;
  esac
  if [ -x "$entry/node" ]; then
    machine=$entry/node
    break
  fi
done
unset IFS

required=24
if [ -n "$machine" ] && "$machine" -e "process.exit(Number(process.versions.node.split('.')[0]) >= $required ? 0 : 1)" 2>/dev/null; then
  exec "$machine" "$@"
fi
found=${machine:+its node is $("$machine" --version 2>/dev/null || echo 'of an unknown version')}
echo "Folio needs Node.js $required, which the npm registry has no package of for $(uname -s) $(uname -m) and this machine does not have (${found:-it has no node}): install Node.js $required LTS from https://nodejs.org, then run the command again." >&2
exit 1
