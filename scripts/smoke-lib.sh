# Shared by the smoke tests (sourced): they drive the app in a tmux session named "smoke" on
# their own tmux socket. Set `socket` (the socket's name) and `smoke` (the script's name, for
# messages) first.

t() { tmux -L "$socket" "$@"; }

# wait_for TEXT [TENTHS]: until the pane shows TEXT; up to 10 s by default. Voice steps wait
# longer (the recognizer starts and recordings play in real time: a debug build on a busy
# machine took over 10 s).
wait_for() {
  for _ in $(seq 1 "${2:-100}"); do
    if t capture-pane -p -t smoke | grep -qF -- "$1"; then return 0; fi
    sleep 0.1
  done
  echo "$smoke: timed out waiting for: $1"; t capture-pane -p -t smoke; exit 1
}

# wait_gone TEXT [TENTHS] [NEVER]: until the pane stops showing TEXT, failing if it shows NEVER
# meanwhile.
wait_gone() {
  local screen
  for _ in $(seq 1 "${2:-100}"); do
    screen=$(t capture-pane -p -t smoke)
    if [ -n "${3:-}" ] && grep -qF -- "$3" <<<"$screen"; then echo "$smoke: showed $3 while $1"; echo "$screen"; exit 1; fi
    if ! grep -qF -- "$1" <<<"$screen"; then return 0; fi
    sleep 0.1
  done
  echo "$smoke: still showing: $1"; t capture-pane -p -t smoke; exit 1
}
