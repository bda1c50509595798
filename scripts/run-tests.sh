#!/usr/bin/env bash
# Runs the built tests as separate processes side by side, so that both cores stay busy: the
# CPU-bound voice suites, the subprocess-bound CLI suites, the deadline-bound sync and AI suites,
# the fast suites, and the smoke scripts (tmux, then the private PulseAudio server). Each group
# has its own process, so a suite blocked on a subprocess or a decoder never holds another
# group's threads. Prints one line per group (wall and CPU seconds, the children's included) and,
# for a group that failed, its failures and the end of its log (all of it in .build/test-logs/).
#
# usage: scripts/run-tests.sh [all|check]   (check: the fast suites and a voice smoke, for the
# everyday loop; all: everything `make test` runs)
set -uo pipefail
cd "$(dirname "$0")/.."
mode=${1:-all}
bin=.build/debug/SousPackageTests.xctest
logs=.build/test-logs
rm -rf "$logs" && mkdir -p "$logs"
[ -x "$bin" ] || { echo "run-tests: $bin is missing: run \`swift build --build-tests\` first" >&2; exit 2; }
# As `swift test` does: a peer closing a socket is an error for the test to see, not a kill.
trap '' PIPE

fast='SousCoreTests|SousContractTests|SousStoreTests|SousUITests|SousAppTests|SousImportTests'
names=() pids=()
start() {  # start NAME COMMAND...: runs in the background, timed, into its own log
  local name=$1; shift
  ( TIMEFORMAT="%R %U %S"; { time "$@" > "$logs/$name.log" 2>&1; echo $? > "$logs/$name.status"; } 2> "$logs/$name.time" ) &
  names+=("$name") pids+=($!)
}
suites() { "$bin" --testing-library swift-testing --filter "$1"; }
smoke() { bash scripts/tmux-smoke.sh && bash scripts/pulse-smoke.sh; }

began=$(date +%s.%N)
if [ "$mode" = check ]; then
  start fast suites "$fast"
  # A voice smoke: the cheap voice suites, and real decodes of a spoken command, an ingredient
  # name and chatter through PocketSphinx.
  start voice-smoke suites 'SousVoiceTests\.(AudioTests|WordGraphTests|RejectionTests|ListeningGateTests|RecognizerTests/(aSpokenTimerCommandBecomesItsIntentAndSlots|anIngredientNameFromTheRecipeIsHeard|chatterIsRejected))'
else
  # Longest first: the voice suites are the critical path.
  start voice suites 'SousVoiceTests'
  start cli suites 'SousCLITests'
  start sync-ai suites 'SousSyncTests|SousAITests'
  start fast suites "$fast"
  start smoke smoke
fi

failed=0
printf '%-12s %8s %8s  %s\n' group wall cpu result
for i in "${!names[@]}"; do
  wait "${pids[$i]}"
  name=${names[$i]}
  status=$(cat "$logs/$name.status" 2>/dev/null || echo 1)
  read -r wall user sys < "$logs/$name.time" || true
  cpu=$(awk -v u="${user:-0}" -v s="${sys:-0}" 'BEGIN { printf "%.1f", u + s }')
  summary=$(grep -E '^(✔|✘) Test run with' "$logs/$name.log" | tail -n 1)
  [ -n "$summary" ] || summary=$(tail -n 1 "$logs/$name.log")
  printf '%-12s %7.1fs %7.1fs  %s\n' "$name" "${wall:-0}" "$cpu" "${summary:0:100}"
  # A filter that matches nothing would pass silently.
  if grep -qE 'Test run with 0 tests' "$logs/$name.log"; then status=1; echo "$name: no test matched its filter" >> "$logs/$name.log"; fi
  [ "$status" = 0 ] || { failed=1; echo "$status" > "$logs/$name.status"; }
done
printf 'all groups: %.1f s wall\n' "$(awk -v b="$began" -v e="$(date +%s.%N)" 'BEGIN { print e - b }')"
if [ "$failed" != 0 ]; then
  for name in "${names[@]}"; do
    [ "$(cat "$logs/$name.status" 2>/dev/null)" = 0 ] && continue
    echo "=== $name failed; its failures (whole log: $logs/$name.log) ==="
    grep -E '✘|recorded an issue|error:|FAIL' "$logs/$name.log" | cut -c1-400 | head -n 60
    echo "--- end of $name's log ---"
    tail -n 25 "$logs/$name.log" | cut -c1-400
  done
  exit 1
fi
