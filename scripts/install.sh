#!/usr/bin/env bash
# `make install` and `make uninstall`: copies the release build and what goes with it under
# $DESTDIR$PREFIX, or takes exactly that away again. Nothing is written anywhere else.
#
#   bin/sous                                    the release binary (themes, contract and starter
#                                               cookbook are compiled in)
#   share/man/man1/sous.1                       `sous manual`
#   share/bash-completion/completions/sous      swift-argument-parser's completion scripts
#   share/zsh/site-functions/_sous              (ZSH_COMPLETION_DIR changes this one)
#   share/fish/vendor_completions.d/sous.fish
#   lib/sous/deepfilternet/*                    DeepFilterNet, when $DEEPFILTER_DIR (default: the
#                                               folder scripts/install-deps.sh fills) exists
#   lib/sous/installed-files                    what this install wrote and which folders it made,
#                                               read by uninstall (MANIFEST=no leaves it out: dpkg)
#
# usage: scripts/install.sh install|uninstall   (PREFIX, DESTDIR, ZSH_COMPLETION_DIR, DEEPFILTER_DIR,
#                                               MANIFEST from the environment; `make` passes them)
set -euo pipefail
cd "$(dirname "$0")/.."
mode=${1:?usage: scripts/install.sh install|uninstall}
prefix=${PREFIX:-/usr/local}
destdir=${DESTDIR:-}
zshdir=${ZSH_COMPLETION_DIR:-share/zsh/site-functions}
deepfilter=${DEEPFILTER_DIR:-${XDG_DATA_HOME:-$HOME/.local/share}/sous/deepfilternet}
built=.build/package
manifest="$prefix/lib/sous/installed-files"

# Source, destination under the prefix, mode.
entries=(
  "$built/sous bin/sous 755"
  "$built/sous.1 share/man/man1/sous.1 644"
  "$built/sous.bash share/bash-completion/completions/sous 644"
  "$built/_sous $zshdir/_sous 644"
  "$built/sous.fish share/fish/vendor_completions.d/sous.fish 644"
)
if [ -d "$deepfilter" ]; then
  for file in "$deepfilter"/*; do
    [ -f "$file" ] && entries+=("$file lib/sous/deepfilternet/$(basename "$file") 644")
  done
fi

install_all() {
  for entry in "${entries[@]}"; do
    read -r source _ _ <<< "$entry"
    [ -f "$source" ] || { echo "install: $source is missing: run \`make release\` first" >&2; exit 1; }
  done
  local files=() dirs=()
  # Folders this install makes (parents first), kept from an earlier install's list too.
  if [ -f "$destdir$manifest" ]; then
    while read -r kind path; do [ "$kind" = dir ] && dirs+=("$path"); done < "$destdir$manifest"
  fi
  # DESTDIR itself is the caller's (a staging folder): made if missing, never listed.
  [ -z "$destdir" ] || mkdir -p "$destdir"
  make_dir() {
    local dir=$1 missing=()
    while [ "$dir" != / ] && [ ! -d "$destdir$dir" ]; do missing=("$dir" "${missing[@]}"); dir=$(dirname "$dir"); done
    for dir in "${missing[@]}"; do mkdir -m 755 "$destdir$dir"; dirs+=("$dir"); done
  }
  for entry in "${entries[@]}"; do
    read -r source target perm <<< "$entry"
    make_dir "$(dirname "$prefix/$target")"
    install -m "$perm" "$source" "$destdir$prefix/$target"
    files+=("$prefix/$target")
    echo "installed $destdir$prefix/$target"
  done
  if [ "${MANIFEST:-yes}" != no ]; then
    make_dir "$(dirname "$manifest")"
    { printf 'file %s\n' "${files[@]}" "$manifest"; [ ${#dirs[@]} -eq 0 ] || printf 'dir %s\n' "${dirs[@]}"; } > "$destdir$manifest"
    chmod 644 "$destdir$manifest"
  fi
}

uninstall_all() {
  local files=() dirs=()
  if [ -f "$destdir$manifest" ]; then
    while read -r kind path; do
      case $kind in file) files+=("$path") ;; dir) dirs=("$path" "${dirs[@]}") ;; esac
    done < "$destdir$manifest"
  else
    # Installed without a list: the files an install would write, and Sous's own folder.
    for entry in "${entries[@]}"; do read -r _ target _ <<< "$entry"; files+=("$prefix/$target"); done
    dirs=("$prefix/lib/sous/deepfilternet" "$prefix/lib/sous")
  fi
  for file in "${files[@]}"; do
    [ -e "$destdir$file" ] || continue
    rm -f "$destdir$file" && echo "removed $destdir$file"
  done
  # Deepest first; a folder something else has put files in stays.
  for dir in "${dirs[@]}"; do
    [ -d "$destdir$dir" ] && rmdir --ignore-fail-on-non-empty "$destdir$dir"
  done
  return 0
}

case $mode in
  install) install_all ;;
  uninstall) uninstall_all ;;
  *) echo "usage: scripts/install.sh install|uninstall" >&2; exit 2 ;;
esac
