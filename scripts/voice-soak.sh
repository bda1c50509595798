#!/usr/bin/env bash
# The listening soak: runs a sous binary over a folder made by scripts/make-voice-soak.sh:
#   scripts/voice-soak.sh BIN DIR
# Every file goes through `BIN listen --stream --json` as from a microphone (40 ms chunks,
# endpointing, a decision at each pause), which prints one JSON line per command it acts on:
# {"at": seconds, "file", "heard", "intent", "slots": {name: number or text}, "confidence"}.
# - talk-*.wav (people talking, nothing for Sous) in both listening modes, always and wakeWord
#   (wake phrase "hello kitchen"): every command acted on is wrong. Prints each one with the
#   sentence that was being said (the last one begun 0.25 s or more before the decision), then
#   the sentences acted on per condition and mode, of how many, and per hour of talk.
# - wake-*.wav ("hello kitchen", then a command) in wakeWord mode: right when the first command
#   acted on has the expected intent and slots, wrong when it has others, nothing when none.
# The recipe moment (the same for all): a temporary database seeded with the starter cookbook,
# its Buttermilk Pancakes (8 steps; flour, sugar, eggs, unsalted butter, baking powder, vanilla
# extract...) on step 2, with timers "rice" and "pasta" running. The grammar then holds the
# ingredient words cooking would, and the commands' slots are those of DIR/context.json.
set -euo pipefail
bin=${1:?usage: voice-soak.sh BIN DIR}
dir=${2:?usage: voice-soak.sh BIN DIR}
[ -x "$bin" ] || { echo "voice-soak: $bin is not an executable"; exit 1; }
for f in talk.tsv talk-sentences.tsv wake.tsv; do
  [ -f "$dir/$f" ] || { echo "voice-soak: $dir/$f is missing (make one with scripts/make-voice-soak.sh $dir)"; exit 1; }
done
command -v python3 >/dev/null || { echo "voice-soak: python3 is missing"; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

"$bin" --db "$tmp/soak.db" list >/dev/null
moment=(--db "$tmp/soak.db" --recipe "Buttermilk Pancakes" --step 2 --timer rice --timer pasta)
listen() { # mode out manifest: every file the manifest lists, one process
  local files=()
  mapfile -t files < <(awk -F'\t' -v d="$dir" 'NR > 1 { print d "/" $1 }' "$3")
  "$bin" listen "${moment[@]}" --stream --json --listening "$1" --file "${files[@]}" > "$2"
}
start=$SECONDS
listen always "$tmp/talk-always.jsonl" "$dir/talk.tsv"
listen wakeWord "$tmp/talk-wakeWord.jsonl" "$dir/talk.tsv"
listen wakeWord "$tmp/wake.jsonl" "$dir/wake.tsv"
echo "voice-soak: $bin over $dir in $((SECONDS - start)) s"

python3 - "$dir" "$tmp" <<'PY'
import csv, json, os, sys
from collections import defaultdict

folder, tmp = sys.argv[1], sys.argv[2]
def table(name):
    with open(os.path.join(folder, name), newline="") as f:
        return list(csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE))
def lines(name):
    with open(os.path.join(tmp, name)) as f:
        return [json.loads(line) for line in f if line.strip()]
def plain(slots):
    """Slots as text, the way the eval manifest compares them: 300.0 and 300 are both "300"."""
    def text(v):
        return str(int(v)) if isinstance(v, (int, float)) and float(v).is_integer() else str(v)
    return {k: text(v) for k, v in slots.items()}

talk = table("talk.tsv")
sentences = defaultdict(list)
for s in table("talk-sentences.tsv"):
    sentences[s["file"]].append((float(s["start"]), float(s["end"]), s["text"]))
condition = {t["file"]: t["condition"] for t in talk}
summary = []
for mode in ("always", "wakeWord"):
    print(f"\ntalk, listening {mode}: commands acted on")
    acted = defaultdict(set)
    heard = lines(f"talk-{mode}.jsonl")
    if not heard:
        print("  none")
    for line in heard:
        name = os.path.basename(line["file"])
        said = [s for s in sentences[name] if s[0] < line["at"] - 0.25]
        index = len(said) - 1
        acted[name].add(index)
        slots = " ".join(f"{k}={v}" for k, v in sorted(plain(line["slots"]).items()))
        text = said[-1][2] if said else "(before the first sentence)"
        print(f'  {name} {line["at"]:7.2f} s  "{text}"  heard "{line["heard"]}" -> {line["intent"]} {slots}')
    for cond in sorted({t["condition"] for t in talk}):
        files = [t for t in talk if t["condition"] == cond]
        said = sum(int(t["sentences"]) for t in files)
        hours = sum(float(t["seconds"]) for t in files) / 3600
        wrong = sum(len(acted[t["file"]]) for t in files)
        summary.append(f"talk {cond:<6} {mode:<9} {wrong:3d} of {said} sentences acted on ({wrong / hours:.0f} an hour)")

print("\nwake clips, listening wakeWord: not right")
first = {}
for line in lines("wake.jsonl"):
    first.setdefault(os.path.basename(line["file"]), line)
counts = defaultdict(lambda: defaultdict(int))
for clip in table("wake.tsv"):
    got = first.get(clip["file"])
    if got is None:
        verdict = "nothing"
    elif got["intent"] == clip["intent"] and plain(got["slots"]) == plain(json.loads(clip["slots"])):
        verdict = "right"
    else:
        verdict = "wrong"
    counts[clip["condition"]][verdict] += 1
    if verdict != "right":
        heard = f'heard "{got["heard"]}" -> {got["intent"]} {json.dumps(got["slots"])}' if got else "nothing acted on"
        print(f'  {verdict:<7} {clip["file"]}  "{clip["text"]}": {heard}')
for cond in ("clean", "snr20", "snr10", "snr5"):
    if cond in counts:
        c = counts[cond]
        summary.append(f"wake {cond:<6} right {c['right']:2d}  wrong {c['wrong']:2d}  nothing {c['nothing']:2d}"
                       f"  (of {sum(c.values())})")
print("\n" + "\n".join(summary))
PY
