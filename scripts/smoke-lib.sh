# Shared by the smoke tests (sourced): they drive the app in a tmux session named "smoke" on
# their own tmux socket. Set `socket` (the socket's name) and `smoke` (the script's name, for
# messages) first.

t() { tmux -L "$socket" "$@"; }

# press KEYS...: keys to the app as tmux names them (Enter, Escape, C-s, Down, a letter).
press() { t send-keys -t smoke "$@"; }

# type_text TEXT: typed literally, as the cook types it.
type_text() { t send-keys -t smoke -l "$1"; }

# pane: what the pane shows now.
pane() { t capture-pane -p -t smoke; }

# start_app COMMAND: a new "smoke" session (100x30) running COMMAND in place of the previous one;
# the pane stays 30 s after it ends, showing EXIT=its code.
start_app() {
  t kill-session -t smoke 2>/dev/null || true
  t new-session -d -s smoke -x 100 -y 30 "$1; echo EXIT=\$?; sleep 30"
}

# quit_app KEYS...: the keys that leave the app, then a clean exit.
quit_app() { press "$@"; wait_for "EXIT=0"; }

# wait_for TEXT [TENTHS]: until the pane shows TEXT; up to 10 s by default. Voice steps wait
# longer (the recognizer starts and recordings play in real time: a debug build on a busy
# machine took over 10 s).
wait_for() {
  for _ in $(seq 1 "${2:-100}"); do
    if pane | grep -qF -- "$1"; then return 0; fi
    sleep 0.1
  done
  echo "$smoke: timed out waiting for: $1"; pane; exit 1
}

# wait_gone TEXT [TENTHS] [NEVER]: until the pane stops showing TEXT, failing if it shows NEVER
# meanwhile.
wait_gone() {
  local shown
  for _ in $(seq 1 "${2:-100}"); do
    shown=$(pane)
    if [ -n "${3:-}" ] && grep -qF -- "$3" <<<"$shown"; then echo "$smoke: showed $3 while $1"; echo "$shown"; exit 1; fi
    if ! grep -qF -- "$1" <<<"$shown"; then return 0; fi
    sleep 0.1
  done
  echo "$smoke: still showing: $1"; pane; exit 1
}
