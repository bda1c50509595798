#!/usr/bin/env bash
# Builds a labelled voice eval folder with eSpeak NG voices and sox pink noise:
#   scripts/make-voice-eval.sh DIR [--quick]
# DIR/manifest.tsv: file, expected text, intent, slots (JSON), condition (clean, snr20, snr10, snr5).
# DIR/context.json: the recipe moment the commands assume (ingredients, step count, timers).
# Out-of-grammar clips (everyday chatter, and kitchen talk) have intent "unknown" and must be rejected. Deterministic: fixed voices,
# rates and sox's repeatable mode (-R) for the noise. --quick: one voice, clean and 10 dB only.
set -euo pipefail
dir=${1:?usage: make-voice-eval.sh DIR [--quick]}
quick=${2:-}
command -v espeak-ng >/dev/null || { echo "make-voice-eval: espeak-ng is missing (make deps)"; exit 1; }
command -v sox >/dev/null || { echo "make-voice-eval: sox is missing (make deps)"; exit 1; }
mkdir -p "$dir"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

voices=(en-us en-us+f2 en-gb-x-rp)
rates=(150 190)
conditions=(clean snr20 snr10 snr5)
if [ "$quick" = "--quick" ]; then voices=(en-us); rates=(160); conditions=(clean snr10); fi

cat > "$dir/context.json" <<'JSON'
{"ingredients": ["unsalted butter", "flour", "sugar", "eggs", "milk", "rice", "vanilla extract", "baking powder"],
 "steps": 8, "timers": ["rice", "pasta"]}
JSON

# text | intent | slots
commands=$(cat <<'LIST'
next step|nextStep|{}
go back|previousStep|{}
repeat that|repeatStep|{}
go to step three|goToStep|{"step":3}
jump to step seven|goToStep|{"step":7}
go to the last step|goToStep|{"step":8}
set a timer for ten minutes|setTimer|{"duration":600}
set a timer for five minutes for the rice|setTimer|{"duration":300,"name":"rice"}
set a timer for ninety seconds|setTimer|{"duration":90}
cancel the timer|cancelTimer|{}
stop the rice timer|cancelTimer|{"name":"rice"}
cancel all timers|cancelAllTimers|{}
how much time is left on the rice timer|checkTimer|{"name":"rice"}
add a minute to the rice timer|addTime|{"duration":60,"name":"rice"}
how much flour do I need|howMuch|{"ingredient":"flour"}
how many eggs|howMuch|{"ingredient":"eggs"}
how much butter|howMuch|{"ingredient":"unsalted butter"}
what can I use instead of milk|substituteIngredient|{"ingredient":"milk"}
double the recipe|scaleServings|{"factor":"2"}
make it for six people|scaleServings|{"servings":6}
what ingredients do I need|whatIngredients|{}
what do I need for this step|readIngredients|{}
what's next|whatIsNext|{}
where am I|currentStep|{}
mark this step as done|markStepDone|{}
how long is left|howLongLeft|{}
what does fold mean|explainTechnique|{"technique":"fold"}
explain how to deglaze|explainTechnique|{"technique":"deglaze"}
show metric|convertUnits|{"system":"metric"}
stop|stopSpeaking|{}
pause|pause|{}
carry on|resume|{}
start over|startOver|{}
help|help|{}
LIST
)
chatter=$(cat <<'LIST'
what's the weather like today
tell me a joke
turn on the radio
call my mother
the traffic on the highway is heavy this morning
and now the news at nine
the president said on tuesday that taxes will go up
stay tuned for more music after the break
i think the game starts at eight
did you see the movie last night
my sister is coming over for dinner
the kids need to go to school
it's going to rain all week
where did i leave my keys
play some jazz
how old is the universe
the stock market fell three percent
can you believe this
i love this song
we should paint the kitchen blue
LIST
)
# Kitchen talk: what is said around a stove, near the commands' words but not a command.
kitchen=$(cat <<'LIST'
pass me the salt please
this smells really good
the oven is still heating up
i burned my finger on the pan
who ate the last cookie
can you set the table for dinner
we are out of paper towels
the dog wants to go outside
mom called while you were out
put the dirty dishes in the sink
i think the milk has gone bad
dinner will be ready soon
did you wash the lettuce
the knife needs sharpening
open the window it is getting smoky
grandma always made this on sundays
let me taste the sauce
careful the pot is hot
we need more chairs at the table
the rice looks a bit dry
turn the music down a little
who wants some lemonade
i will do the washing up later
the bread is still warm
put the kettle on
my hands are covered in flour
is anyone else hungry
the neighbors are having a party
save some for your brother
this recipe came from my aunt
the butter is too hard to spread
we should eat outside tonight
somebody left the fridge open
that was the best soup i have ever had
the eggs are from the farm down the road
could you grab a clean towel
the kids are setting the table
i can never find the measuring cups
let the dough rest for a while
the sugar bowl is empty
LIST
)

rms() { sox "$1" -n stat 2>&1 | awk '/RMS +amplitude/ {print $3}'; }

# Written aside and moved into place at the end: an interrupted run leaves no manifest.
manifest="$dir/manifest.tsv.part"
printf 'file\ttext\tintent\tslots\tcondition\n' > "$manifest"
make_clips() { # id text intent slots
  local id=$1 text=$2 intent=$3 slots=$4
  for voice in "${voices[@]}"; do
    for rate in "${rates[@]}"; do
      local base="$id-${voice//+/_}-$rate"
      espeak-ng -v "$voice" -s "$rate" -w "$tmp/raw.wav" "$text"
      sox -R "$tmp/raw.wav" -r 16000 -c 1 -b 16 "$tmp/clean.wav" pad 0.3 0.3
      local speech; speech=$(rms "$tmp/clean.wav")
      local length; length=$(soxi -D "$tmp/clean.wav")
      for condition in "${conditions[@]}"; do
        local out="$base-$condition.wav"
        if [ "$condition" = clean ]; then
          cp "$tmp/clean.wav" "$dir/$out"
        else
          local snr=${condition#snr}
          sox -R -n -r 16000 -c 1 -b 16 "$tmp/noise.wav" synth "$length" pinknoise vol 0.5
          local noise; noise=$(rms "$tmp/noise.wav")
          local gain; gain=$(awk -v s="$speech" -v n="$noise" -v r="$snr" 'BEGIN { printf "%.6f", s / (n * 10 ^ (r / 20)) }')
          sox -R -m -v 1 "$tmp/clean.wav" -v "$gain" "$tmp/noise.wav" "$dir/$out" 2>/dev/null
        fi
        printf '%s\t%s\t%s\t%s\t%s\n' "$out" "$text" "$intent" "$slots" "$condition" >> "$manifest"
      done
    done
  done
}

n=0
while IFS='|' read -r text intent slots; do
  n=$((n + 1)); make_clips "$(printf 'c%02d' $n)" "$text" "$intent" "$slots"
done <<< "$commands"
make_out_of_grammar() { # prefix sentences
  local n=0 text
  while IFS= read -r text; do
    n=$((n + 1)); make_clips "$(printf '%s%02d' "$1" $n)" "$text" unknown '{}'
  done <<< "$2"
}
make_out_of_grammar o "$chatter"
make_out_of_grammar k "$kitchen"
mv "$manifest" "$dir/manifest.tsv"
echo "make-voice-eval: $(($(wc -l < "$dir/manifest.tsv") - 1)) clips in $dir"
