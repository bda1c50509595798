#!/usr/bin/env bash
# Makes a `sous voice eval` folder from a labelled set of real recordings in the shape of
# ../shared/testdata/speech/picovoice-dev: clean/*.flac, labels.json ({file.wav: {intent, slots}}),
# a noise recording (*-noise.flac). The FLAC files become WAV (lossless: byte for byte the
# originals), labels.json becomes manifest.tsv (no transcript: the set is scored on intent and
# slots), and the noise becomes noise.wav for `sous voice eval --noise`.
# Usage: scripts/make-real-speech-eval.sh SET_DIR OUT_DIR [EVERY]  (EVERY=n keeps every n-th clip)
set -euo pipefail
set_dir=$1 out=$2 every=${3:-1}
[ -f "$set_dir/labels.json" ] || { echo "make-real-speech-eval: no labels.json in $set_dir (is ../shared beside the project?)" >&2; exit 1; }
command -v sox >/dev/null || { echo "make-real-speech-eval: sox is missing (make deps)" >&2; exit 1; }
mkdir -p "$out/clips"
python3 - "$set_dir/labels.json" "$every" > "$out/manifest.tsv.part" <<'PY'
import json, sys
labels = json.load(open(sys.argv[1]))
every = int(sys.argv[2])
print("file\ttext\tintent\tslots\tcondition")
for i, name in enumerate(sorted(labels)):
    if i % every: continue
    label = labels[name]
    # The benchmark's labels carry stray spaces (" cream"): the value is the words.
    slots = {k: " ".join(v.split()) for k, v in label.get("slots", {}).items()}
    print(f"clips/{name}\t\t{label['intent']}\t{json.dumps(slots, sort_keys=True)}\tclean")
PY
tail -n +2 "$out/manifest.tsv.part" | cut -f1 | while read -r wav; do
  base=$(basename "$wav" .wav)
  [ -f "$out/$wav" ] || sox "$set_dir/clean/$base.flac" "$out/$wav"
done
noise=$(ls "$set_dir"/*noise*.flac | head -1)
sox "$noise" -r 16000 -c 1 -b 16 "$out/noise.wav"

# Tuned on one part, checked on the other: the set has no speaker labels, so recordings are grouped
# by their microphone and room (scripts/split-real-speech.py) and whole groups go to one side.
# Each part gets its own folder (its manifest, the clips shared) and a babble track: other people
# talking, four of the part's recordings at once, so a command is heard over voices, not only pans.
if [ "$every" = 1 ]; then
  python3 "$(dirname "$0")/split-real-speech.py" "$set_dir" "$out" >&2
  for part in tune check; do
    mkdir -p "$out/$part"
    ln -sfn ../clips "$out/$part/clips"
    { head -1 "$out/manifest.tsv.part"; grep -F -f <(sed 's/^/clips\//; s/$/\t/' "$out/$part.txt") "$out/manifest.tsv.part"; } > "$out/$part/manifest.tsv"
    # Four voices at once, none pausing: each track is 12 of the part's recordings with their
    # silences cut, one after another; the four tracks mixed (a table of people talking).
    mapfile -t talk < <(head -48 "$out/$part.txt")
    tracks=()
    for ((t = 0; t < 4; t++)); do
      pieces=()
      for ((i = t; i < ${#talk[@]}; i += 4)); do
        sox "$out/clips/${talk[i]}" "$out/$part/piece$i.wav" silence 1 0.05 0.5% reverse silence 1 0.05 0.5% reverse
        pieces+=("$out/$part/piece$i.wav")
      done
      sox "${pieces[@]}" "$out/$part/track$t.wav" && rm -f "${pieces[@]}"
      tracks+=("$out/$part/track$t.wav")
    done
    sox -m "${tracks[@]}" "$out/$part/babble.wav" && rm -f "${tracks[@]}"
    echo "make-real-speech-eval: $part: $(($(wc -l < "$out/$part/manifest.tsv") - 1)) clips, babble $(soxi -D "$out/$part/babble.wav" | cut -d. -f1) s" >&2
  done
fi
mv "$out/manifest.tsv.part" "$out/manifest.tsv"
echo "make-real-speech-eval: $(($(wc -l < "$out/manifest.tsv") - 1)) clips in $out"
