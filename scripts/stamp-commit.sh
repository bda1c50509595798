#!/usr/bin/env bash
# Prints the path of an object file whose sous_build_commit() returns the git commit of this
# clone ("<hash>-dirty" with uncommitted changes), made if missing; prints nothing without git.
# `make package` links it into the release binary (-Xlinker), over the weak default in
# Sources/CSousBuildInfo, so stamping relinks and never recompiles. The commit is in the file's
# name, so a new commit changes the link command and the binary is linked again.
set -euo pipefail
cd "$(dirname "$0")/.."
out=.build/stamp
commit=$(git rev-parse HEAD 2>/dev/null) || exit 0
git diff --quiet HEAD -- 2>/dev/null || commit="$commit-dirty"
object="$PWD/$out/commit-$commit.o"
if [ ! -f "$object" ]; then
  mkdir -p "$out"
  rm -f "$out"/commit-*.o
  printf 'const char *sous_build_commit(void) { return "%s"; }\n' "$commit" > "$out/commit.c"
  ${CC:-cc} -c -O2 -fPIC -o "$object" "$out/commit.c"
fi
echo "$object"
