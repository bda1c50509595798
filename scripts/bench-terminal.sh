#!/usr/bin/env bash
# Bytes the real app writes to a real terminal (tmux, 100x30, xterm-256color) per key press:
# typing a search, and '+' on an open recipe. Only changed cells should be written, so these
# stay far below a full repaint (printed for comparison).
set -euo pipefail
cd "$(dirname "$0")/.."
bin=".build/release/sous"
[ -x "$bin" ] || bin=".build/debug/sous"
[ -x "$bin" ] || { echo "bench-terminal: build sous first"; exit 1; }
work=$(mktemp -d)
socket="sous-bench-$$"
trap 'tmux -L "$socket" kill-server 2>/dev/null || true; rm -rf "$work"' EXIT
t() { tmux -L "$socket" "$@"; }
bytes="$work/bytes"
: > "$bytes"

size() { stat -c %s "$bytes"; }
# Waits until the app has written something and then nothing for 150 ms.
settle() {
  local before=$1 last now
  for _ in $(seq 1 100); do [ "$(size)" -gt "$before" ] && break; sleep 0.02; done
  last=$(size)
  while sleep 0.15; now=$(size); [ "$now" != "$last" ]; do last=$now; done
}
wait_for() {
  for _ in $(seq 1 100); do t capture-pane -p -t bench | grep -qF -- "$1" && return 0; sleep 0.1; done
  echo "bench-terminal: timed out waiting for: $1"; exit 1
}

t new-session -d -s bench -x 100 -y 30 "SOUS_DB=$work/sous.sqlite LANG=C.UTF-8 TERM=xterm-256color $bin"
wait_for "54 recipes"
t pipe-pane -o -t bench "cat >> $bytes"
before=$(size); t send-keys -t bench C-l 2>/dev/null || true
t send-keys -t bench 2; settle "$before"
wait_for "Type to search"
samples=()
for ch in g a r l i c " " b u t t e r; do
  before=$(size)
  t send-keys -t bench -l "$ch"
  settle "$before"
  samples+=($(( $(size) - before )))
done
sorted=$(printf '%s\n' "${samples[@]}" | sort -n)
p50=$(echo "$sorted" | sed -n "$(( (${#samples[@]} + 1) / 2 ))p")
max=$(echo "$sorted" | tail -1)
echo "bytes written per key while typing \"garlic butter\" in Search: p50 $p50, max $max (${samples[*]})"
t send-keys -t bench Enter; wait_for "Ingredients"; sleep 0.3
before=$(size); t send-keys -t bench +; settle "$before"
echo "bytes written for '+' (servings) on an open recipe: $(( $(size) - before ))"
# A full repaint for scale: resizing makes the app redraw every cell.
before=$(size); t resize-window -t bench -x 100 -y 29; settle "$before"
before=$(size); t resize-window -t bench -x 100 -y 30; settle "$before"
echo "bytes for a full repaint of the recipe at 100x30 (after a resize): $(( $(size) - before ))"
