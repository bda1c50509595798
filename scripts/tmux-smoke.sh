#!/usr/bin/env bash
# Smoke test of the real binary in a real terminal (tmux, 100x30), as a user would run it.
# Until the full-screen UI lands, it checks that bare `sous` opens and seeds a new cookbook,
# and that `sous show` prints a scaled recipe with no raw escape sequences.
set -euo pipefail
cd "$(dirname "$0")/.."

bin=".build/debug/sous"
[ -x "$bin" ] || { echo "tmux-smoke: $bin is missing (build first)"; exit 1; }
work=$(mktemp -d)
socket="sous-smoke-$$"
trap 'tmux -L "$socket" kill-server 2>/dev/null || true; rm -rf "$work"' EXIT

# Waits (bounded) until the pane shows the text, then prints the pane.
wait_for() {
  local text=$1
  for _ in $(seq 1 100); do
    if tmux -L "$socket" capture-pane -p -t smoke | grep -qF -- "$text"; then return 0; fi
    sleep 0.1
  done
  echo "tmux-smoke: timed out waiting for: $text"; tmux -L "$socket" capture-pane -p -t smoke; return 1
}

tmux -L "$socket" new-session -d -s smoke -x 100 -y 30 \
  "SOUS_DB=$work/sous.sqlite $bin; echo EXIT=\$?; sleep 30"
wait_for "EXIT=0"
wait_for "Cookbook: 54 recipes"

tmux -L "$socket" respawn-pane -k -t smoke \
  "SOUS_DB=$work/sous.sqlite $bin show 'Lemon Tart' --servings 4 --units us | head -20; echo EXIT=\$?; sleep 30"
wait_for "EXIT=0"
wait_for "3/4 cup plain flour"
if tmux -L "$socket" capture-pane -p -e -t smoke | grep -q $'\e\]'; then
  echo "tmux-smoke: an OSC escape sequence reached the terminal"; exit 1
fi
echo "tmux-smoke: ok (2 checks)"
