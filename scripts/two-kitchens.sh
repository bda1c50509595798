#!/usr/bin/env bash
# Two kitchens sharing one cookbook, in the real app under tmux, through a private PostgreSQL
# (initdb and pg_ctl in a temporary folder, as PostgresTestServer does): a family is created in
# kitchen A, kitchen B joins with an invite, both apps run (tmux sessions "a" and "b").
#   - a recipe added in A's form appears on B's screen;
#   - with the server stopped both show "offline"; the same recipe renamed in both, then the
#     server back: the kitchen that saw both shows "1 sync conflict" on the recipe, C lists it;
#   - an invite brings in a third kitchen (the command line), which pulls the recipe.
# Usage: bash scripts/two-kitchens.sh          run it all, check each step, clean up
#        bash scripts/two-kitchens.sh --keep   the same, then leave the server and both apps up
#                                              to try by hand (it prints how to reach and stop them)
set -euo pipefail
cd "$(dirname "$0")/.."
keep=${1:-}
sous="$PWD/.build/debug/sous"
[ -x "$sous" ] || { echo "two-kitchens: $sous is missing (build first)"; exit 1; }
pgbin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
[ -x "$pgbin/initdb" ] || { echo "two-kitchens: no PostgreSQL (bash scripts/install-deps.sh)"; exit 1; }

work=$(mktemp -d /tmp/sous-kitchens.XXXXXX)
chmod 755 "$work"
socket="sous-kitchens-$$"
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
password=$(head -c 12 /dev/urandom | od -An -tx1 | tr -d ' \n')
# initdb refuses root: as root the server runs as the postgres user.
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
pg_ctl_() { as_pg "$pgbin/pg_ctl" -D "$work/pg/data" "$@"; }
start_server() { pg_ctl_ -l "$work/pg/log" -o "-p $port -k $work/pg -c listen_addresses=127.0.0.1 -c fsync=off" -w start >/dev/null; }
stop_server() { pg_ctl_ -m immediate -w stop >/dev/null 2>&1 || true; }
cleanup() {
  tmux -L "$socket" kill-server 2>/dev/null || true
  stop_server
  rm -rf "$work"
}
[ "$keep" = "--keep" ] || trap cleanup EXIT

mkdir -p "$work/pg" && echo "$password" > "$work/pg/pw"
[ "$(id -u)" = 0 ] && chown -R postgres "$work/pg"
as_pg "$pgbin/initdb" -D "$work/pg/data" -U postgres --pwfile="$work/pg/pw" --auth-local=trust \
  --auth-host=scram-sha-256 -E UTF8 --locale=C --no-sync >/dev/null
start_server
PGPASSWORD=$password "$pgbin/psql" -X -q -h 127.0.0.1 -p "$port" -U postgres -d postgres -c "CREATE DATABASE sous"

# Each kitchen: its own database and home (so its own key file for the server's password).
kitchen() {
  local name=$1; shift
  mkdir -p "$work/$name"
  env -i HOME="$work/$name" PATH=/usr/bin:/bin LANG=C.UTF-8 TERM=xterm-256color PULSE_SERVER="unix:$work/no-pulse" \
    SOUS_DB="$work/$name.sqlite" SOUS_SYNC_INTERVAL=2 "$@"
}
t() { tmux -L "$socket" "$@"; }
wait_for() {  # SESSION TEXT [TENTHS]
  for _ in $(seq 1 "${3:-200}"); do
    if t capture-pane -p -t "$1" | grep -qF -- "$2"; then return 0; fi
    sleep 0.1
  done
  echo "two-kitchens: kitchen $1 never showed: $2"; t capture-pane -p -t "$1"; exit 1
}
say() { echo "two-kitchens: $*"; }

url="postgres://127.0.0.1:$port/sous"
kitchen a "$sous" family create-server "postgres://postgres:$password@127.0.0.1:$port/sous" --name "Two kitchens"
code=$(kitchen a "$sous" family invite --json | python3 -c 'import json, sys; print(json.load(sys.stdin)["code"])')
kitchen b "$sous" family join "$code" "$url"

t new-session -d -s keeper "sleep 3600"
for k in a b; do
  t new-session -d -s $k -x 100 -y 30 "$(declare -f kitchen); work=$work; kitchen $k $sous; echo EXIT=\$?; sleep 600"
done
wait_for a "synced"
wait_for b "synced"
say "both apps synced"

# A recipe added in A's form appears on B's screen (A syncs 3 s after the save, B every 2 s).
title="Aaa Two-Kitchen Scones"
t send-keys -t a 3
wait_for a "New recipe"
t send-keys -t a -l "$title"
for _ in 1 2 3 4 5 6 7 8; do t send-keys -t a Tab; done
t send-keys -t a -l "450 g self-raising flour"
t send-keys -t a C-s
wait_for a "Added “$title”"
t send-keys -t a Escape 1
wait_for b "$title"
say "a recipe added in kitchen A is on kitchen B's screen"

# The server goes away: a status, not an error. Both rename the same recipe meanwhile.
stop_server
for k in a b; do t send-keys -t $k C-g; done
wait_for a "offline"
wait_for b "offline"
say "server stopped: both say offline"
for k in a b; do
  t send-keys -t $k 1 Home Enter
  wait_for $k "Ingredients"
  t send-keys -t $k e
  wait_for $k "Edit"
  t send-keys -t $k C-u
  t send-keys -t $k -l "Scones from kitchen ${k^^}"
  t send-keys -t $k C-s
  wait_for $k "Saved"
  t send-keys -t $k Escape
done
start_server
for k in a b; do
  t send-keys -t $k 1 Home Enter
  wait_for $k "Ingredients"
  t send-keys -t $k C-g
done
# The kitchen that syncs second pulls the other's title over its own: it keeps the conflict.
found=""
for _ in $(seq 1 300); do
  for k in a b; do
    if t capture-pane -p -t $k | grep -qF "1 sync conflict"; then found=$k; break 2; fi
  done
  sleep 0.1
done
[ -n "$found" ] || { say "no kitchen shows the conflict"; t capture-pane -p -t a; t capture-pane -p -t b; exit 1; }
wait_for "$found" "conflicts 1"
t send-keys -t "$found" C
wait_for "$found" "this kitchen:"
wait_for "$found" "other kitchen:"
say "kitchen ${found^^} shows the conflicting edit on the recipe, both values listed"
t send-keys -t "$found" Escape

# An invite brings in a third kitchen, which pulls the cookbook with the recipe in it.
code=$(kitchen a "$sous" family invite --json | python3 -c 'import json, sys; print(json.load(sys.stdin)["code"])')
kitchen c "$sous" family join "$code" "$url"
kitchen c "$sous" list | grep -q "Scones from kitchen" || { say "kitchen C lacks the recipe"; exit 1; }
say "an invite brought in kitchen C, which has the recipe"

if [ "$keep" = "--keep" ]; then
  cat <<INFO
two-kitchens: left running. Watch or drive the apps:
  tmux -L $socket attach -t a      (or -t b; detach with Ctrl-B d)
Command line for a kitchen (a, b or c):
  env HOME=$work/a SOUS_DB=$work/a.sqlite $sous sync status
Stop it all:
  tmux -L $socket kill-server; $( [ "$(id -u)" = 0 ] && echo "runuser -u postgres -- ")$pgbin/pg_ctl -D $work/pg/data -m immediate stop; rm -rf $work
INFO
else
  for k in a b; do t send-keys -t $k q; wait_for $k "EXIT=0"; done
  say "ok"
fi
